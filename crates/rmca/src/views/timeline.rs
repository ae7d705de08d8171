//! The timeline view (`-timeline`): one row per instruction of the first
//! iterations showing the cycles it was dispatched (D), waited (=),
//! executed (e, E), waited to retire (-) and retired (R), followed by the
//! average wait times per instruction.
//!
//! ```text
//!
//!
//! Timeline view:
//! Index     012345678
//!
//! [0,0]     DeeeER  .   vaddps	%xmm0, %xmm1, %xmm2
//! [0,1]     DeeeeeER.   movq	(%rax), %rbx
//! [1,0]     D=eeeE-R.   vaddps	%xmm0, %xmm1, %xmm2
//! [1,1]     DeeeeeER.   movq	(%rax), %rbx
//! [2,0]     .D=eeeER.   vaddps	%xmm0, %xmm1, %xmm2
//! [2,1]     .DeeeeeER   movq	(%rax), %rbx
//!
//!
//! Average Wait times (based on the timeline view):
//! [0]: Executions
//! [1]: Average time spent waiting in a scheduler's queue
//! [2]: Average time spent waiting in a scheduler's queue while ready
//! [3]: Average time elapsed from WB until retire stage
//!
//!       [0]    [1]    [2]    [3]
//! 0.     3     1.7    1.7    0.3       vaddps	%xmm0, %xmm1, %xmm2
//! 1.     3     1.0    1.0    0.0       movq	(%rax), %rbx
//!        3     1.3    1.3    0.2       <total>
//! ```
//!
//! Only the iterations shown are recorded (`-timeline-max-iterations`,
//! default 10); cycles from `-timeline-max-cycles` on (default 80) are not
//! drawn.

use crate::pipeline::events::{Counters, InstEvent, InstEventKind, Listener};
use crate::views::json::{object, Json};
use crate::views::text::{fixed, ColumnWriter};
use crate::views::view::{Listed, RegisteredView, View, ViewContext, ViewFlag, ViewGroup, ViewSpec, ViewValue};

/// The cycles one instruction instance went through.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TimelineEntry {
    /// -1 when never dispatched.
    pub dispatched: i64,
    pub ready: u32,
    pub issued: u32,
    pub executed: u32,
    /// 0 when retired at or after the cycle limit.
    pub retired: u32,
}

/// Cycles an instruction of the region waited, summed over the iterations
/// shown (32-bit sums, as llvm-mca's).
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct WaitTimes {
    /// In a scheduler's queue.
    pub in_queue: u32,
    /// In a scheduler's queue while ready.
    pub in_queue_ready: u32,
    /// From write-back until retirement.
    pub wb_to_retire: u32,
}

/// The timeline of the first iterations of a simulated region.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Timeline {
    /// Instructions in the region.
    pub num_insts: u32,
    /// The last cycle drawn.
    pub last_cycle: u32,
    /// One entry per instruction instance of the iterations shown, in
    /// order (iteration-major).
    pub entries: Vec<TimelineEntry>,
    /// One per instruction of the region.
    pub waits: Vec<WaitTimes>,
    /// Column [0] of the `<total>` wait-times row: all executions (LLVM >= 23)
    /// rather than those of one instruction (see `LlvmBehaviour`).
    pub total_counts_all_executions: bool,
}

impl Timeline {
    /// Iterations shown.
    pub fn iterations(&self) -> u32 {
        (self.entries.len() / (self.num_insts.max(1) as usize)) as u32
    }

    /// Whether an entry stands for an instance cut off by the cycle limit.
    pub fn is_truncated(e: &TimelineEntry) -> bool {
        e.retired == 0 && e.executed != 0
    }
}

pub struct TimelineView {
    num_insts: u32,
    current_cycle: u32,
    max_cycle: u32,
    last_cycle: u32,
    /// One entry per instruction of the iterations shown.
    entries: Vec<TimelineEntry>,
    /// One per source instruction.
    waits: Vec<WaitTimes>,
    total_counts_all_executions: bool,
}

impl TimelineView {
    /// `iterations`: how many iterations to show (> 0); `max_cycles`: the
    /// cycle limit, 0 meaning none.
    /// `llvm`: whose `<total>` row of the wait times to print.
    pub fn new(num_insts: usize, iterations: u32, max_cycles: u32, llvm: &crate::llvm_version::LlvmBehaviour) -> Self {
        let iterations = iterations.max(1);
        TimelineView {
            num_insts: num_insts as u32,
            current_cycle: 0,
            max_cycle: if max_cycles == 0 { u32::MAX } else { max_cycles },
            last_cycle: 0,
            entries: vec![
                TimelineEntry { dispatched: -1, ready: 0, issued: 0, executed: 0, retired: 0 };
                num_insts * iterations as usize
            ],
            waits: vec![WaitTimes::default(); num_insts],
            total_counts_all_executions: llvm.wait_total_counts_all_executions,
        }
    }

    /// As llvm-mca builds it from its options: `max_iterations` 0 means 10,
    /// and never more than the simulated iterations.
    pub fn from_options(
        num_insts: usize,
        simulated_iterations: u32,
        max_iterations: u32,
        max_cycles: u32,
        llvm: &crate::llvm_version::LlvmBehaviour,
    ) -> Self {
        let shown = if max_iterations == 0 { 10 } else { max_iterations };
        Self::new(num_insts, shown.min(simulated_iterations), max_cycles, llvm)
    }

}

impl Listener for TimelineView {
    fn interests(&self) -> u32 {
        use crate::pipeline::events::interest::*;
        CYCLE_END | DISPATCHED | READY | ISSUED | EXECUTED | RETIRED
    }
    fn instruction_event_limit(&self) -> u32 {
        self.entries.len() as u32
    }

    fn on_cycle_end(&mut self) {
        self.current_cycle += 1;
    }

    fn steady_counters(&mut self, c: &mut dyn Counters) -> bool {
        // The pipeline fast-forwards only once every instruction this view
        // records has retired: from then on only the cycle count moves.
        c.sum32(&mut self.current_cycle);
        true
    }

    fn on_instruction_event(&mut self, ev: &InstEvent<'_>) {
        let idx = ev.ir.source_index() as usize;
        if idx >= self.entries.len() {
            return;
        }
        let cycle = self.current_cycle;
        let e = &mut self.entries[idx];
        match ev.kind {
            InstEventKind::Retired { .. } => {
                if cycle < self.max_cycle {
                    e.retired = cycle;
                }
                let dispatched = e.dispatched.max(0) as u32;
                let t = &mut self.waits[idx % self.num_insts as usize];
                t.in_queue = t.in_queue.wrapping_add(e.issued.wrapping_sub(dispatched));
                t.in_queue_ready = t.in_queue_ready.wrapping_add(e.issued.wrapping_sub(e.ready));
                if cycle > e.executed {
                    t.wb_to_retire = t.wb_to_retire.wrapping_add((cycle - 1) - e.executed);
                }
            }
            InstEventKind::Ready => e.ready = cycle,
            InstEventKind::Issued { .. } => e.issued = cycle,
            InstEventKind::Executed => e.executed = cycle,
            InstEventKind::Dispatched { .. } => {
                // Micro-coded instructions may take several dispatch cycles;
                // the first one counts.
                if e.dispatched == -1 {
                    e.dispatched = cycle as i64;
                }
            }
            InstEventKind::Pending => return,
        }
        if cycle < self.max_cycle {
            self.last_cycle = self.last_cycle.max(cycle);
        }
    }
}

impl View for TimelineView {
    fn finish(self: Box<Self>, _ctx: &ViewContext<'_>) -> Box<dyn ViewValue> {
        Box::new(Timeline {
            num_insts: self.num_insts,
            last_cycle: self.last_cycle,
            entries: self.entries.clone(),
            waits: self.waits.clone(),
            total_counts_all_executions: self.total_counts_all_executions,
        })
    }
}

impl Timeline {
    fn json_entry(&self) -> Json {
        let rows = self
            .entries
            .iter()
            .take_while(|e| !Self::is_truncated(e))
            .map(|e| {
                object([
                    ("CycleDispatched", Json::from(e.dispatched)),
                    ("CycleReady", Json::from(e.ready)),
                    ("CycleIssued", Json::from(e.issued)),
                    ("CycleExecuted", Json::from(e.executed)),
                    ("CycleRetired", Json::from(e.retired)),
                ])
            })
            .collect();
        object([("TimelineInfo", Json::Array(rows))])
    }

    fn write_timeline(&self, insts: &[String], out: &mut String) {
        let mut w = ColumnWriter::new(out);
        w.put("\n\nTimeline view:\n");
        let last = self.last_cycle;
        if last >= 10 {
            w.pad_to(10);
            for i in 0..=last {
                if (i / 10) & 1 == 0 {
                    w.put_char(' ');
                } else {
                    w.put_char(char::from(b'0' + (i % 10) as u8));
                }
            }
            w.put("\n");
        }
        w.put("Index");
        w.pad_to(10);
        for i in 0..=last {
            if (i / 10) & 1 == 0 {
                w.put_char(char::from(b'0' + (i % 10) as u8));
            } else {
                w.put_char(' ');
            }
        }
        w.put("\n");

        let n = self.num_insts as usize;
        if n == 0 {
            return;
        }
        for (id, e) in self.entries.iter().enumerate() {
            if Self::is_truncated(e) {
                w.put("Truncated display due to cycle limit\n");
                return;
            }
            let iteration = id / n;
            let index = id % n;
            if id == 0 {
                w.put("\n");
            }
            let mut row = String::new();
            self.draw_row(e, &mut row);
            w.put_fmt(format_args!("[{},{}]", iteration, index));
            w.pad_to(10);
            w.put(&row);
            w.put("   ");
            w.put(insts.get(index).map(|s| s.as_str()).unwrap_or(""));
            w.put("\n");
        }
    }

    fn draw_row(&self, e: &TimelineEntry, row: &mut String) {
        let dispatched = e.dispatched.max(0) as u32;
        for i in 0..dispatched {
            row.push(if i % 5 == 0 { '.' } else { ' ' });
        }
        row.push('D');
        if dispatched != e.executed {
            for _ in dispatched + 1..e.issued.max(dispatched + 1) {
                row.push('=');
            }
            if e.issued == e.executed {
                row.push('E');
            } else {
                if dispatched != e.issued {
                    row.push('e');
                }
                for _ in e.issued + 1..e.executed.max(e.issued + 1) {
                    row.push('e');
                }
                row.push('E');
            }
        }
        for _ in e.executed + 1..e.retired.max(e.executed + 1) {
            row.push('-');
        }
        if e.executed < e.retired {
            row.push('R');
        }
        let last = self.last_cycle;
        let mut i = e.retired + 1;
        while i <= last {
            row.push(if i % 5 == 0 || i == last { '.' } else { ' ' });
            i += 1;
        }
    }

    fn print_wait_row(
        &self,
        w: &mut ColumnWriter<'_>,
        t: &WaitTimes,
        index: Option<usize>,
        executions: u32,
    ) {
        let divisor = if index.is_none() { self.entries.len() as u32 } else { executions };
        if let Some(i) = index {
            w.put_fmt(format_args!("{}.", i));
        }
        w.pad_to(7);
        let shown = if index.is_none() && self.total_counts_all_executions { divisor } else { executions };
        w.put(&shown.to_string());
        let avg = |cycles: u32| {
            let tenths = cycles.wrapping_mul(10) as f64 / divisor as f64;
            fixed((tenths + 0.5).floor() / 10.0, 1)
        };
        w.pad_to(13);
        w.put(&avg(t.in_queue));
        w.pad_to(20);
        w.put(&avg(t.in_queue_ready));
        w.pad_to(27);
        w.put(&avg(t.wb_to_retire));
        w.pad_to(34);
    }

    fn write_wait_times(&self, insts: &[String], out: &mut String) {
        out.push_str(
            "\n\nAverage Wait times (based on the timeline view):\n\
             [0]: Executions\n\
             [1]: Average time spent waiting in a scheduler's queue\n\
             [2]: Average time spent waiting in a scheduler's queue while ready\n\
             [3]: Average time elapsed from WB until retire stage\n\n      \
             [0]    [1]    [2]    [3]\n",
        );
        let n = self.num_insts as usize;
        if n == 0 {
            return;
        }
        let executions = (self.entries.len() / n) as u32;
        let mut w = ColumnWriter::new(out);
        for (i, t) in self.waits.iter().enumerate() {
            self.print_wait_row(&mut w, t, Some(i), executions);
            w.put("   ");
            w.put(insts.get(i).map(|s| s.as_str()).unwrap_or(""));
            w.put("\n");
        }
        if n != 1 {
            let mut total = WaitTimes::default();
            for t in &self.waits {
                total.in_queue = total.in_queue.wrapping_add(t.in_queue);
                total.in_queue_ready = total.in_queue_ready.wrapping_add(t.in_queue_ready);
                total.wb_to_retire = total.wb_to_retire.wrapping_add(t.wb_to_retire);
            }
            self.print_wait_row(&mut w, &total, None, executions);
            w.put("   <total>\n");
        }
    }
}

impl RegisteredView for Timeline {
    const SPEC: ViewSpec = ViewSpec {
        name: "timeline",
        aliases: &[],
        title: "Timeline",
        flag: Some(ViewFlag { name: "timeline", help: "Print the timeline view", on_by_default: false, listed: Listed::Normal }),
        group: ViewGroup::Views,
        out_of_order_only: false,
        exported: true,
        start: |ctx, _| {
            let o = ctx.options;
            Box::new(
                TimelineView::from_options(ctx.insts.len(), ctx.iterations, o.timeline_max_iterations, o.timeline_max_cycles, ctx.llvm),
            )
        },
    };
}

impl ViewValue for Timeline {
    fn write_text(&self, insts: &[String], out: &mut String) {
        self.write_timeline(insts, out);
        self.write_wait_times(insts, out);
    }
    /// The timeline goes through a formatted stream over the output.
    fn flushes_output(&self, _text: &str) -> bool {
        true
    }
    fn llvm_json(&self) -> Option<(&'static str, Json)> {
        Some(("TimelineView", self.json_entry()))
    }
    /// One entry per (iteration, instruction) shown, with its cycles.
    fn export(&self, _insts: &[String]) -> Option<serde_json::Value> {
        let n = self.num_insts.max(1) as usize;
        let rows = self
            .entries
            .iter()
            .enumerate()
            .map(|(i, e)| {
                serde_json::json!({
                    "iteration": i / n,
                    "index": i % n,
                    "dispatched": e.dispatched,
                    "ready": e.ready,
                    "issued": e.issued,
                    "executed": e.executed,
                    "retired": e.retired,
                })
            })
            .collect();
        Some(serde_json::Value::Array(rows))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::views::test_support::*;

    #[test]
    fn lone_vaddps() {
        let (fx, insts) = lone_vaddps_fixture();
        let mut v = TimelineView::from_options(1, 1, 0, 80, &Default::default());
        replay(&mut v, &insts, &lone_vaddps_cycles(&fx.masks));
        let mut out = String::new();
        print_view(v, &fx.ctx(1), &mut out);
        // llvm-mca-22 -mcpu=haswell -iterations=1 -timeline
        let expected = "

Timeline view:
Index     012345

[0,0]     DeeeER   vaddps\t%xmm0, %xmm1, %xmm2


Average Wait times (based on the timeline view):
[0]: Executions
[1]: Average time spent waiting in a scheduler's queue
[2]: Average time spent waiting in a scheduler's queue while ready
[3]: Average time elapsed from WB until retire stage

      [0]    [1]    [2]    [3]
0.     1     1.0    1.0    0.0       vaddps\t%xmm0, %xmm1, %xmm2
";
        assert_eq!(out, expected);
    }

    #[test]
    fn lone_vaddps_json() {
        let (fx, insts) = lone_vaddps_fixture();
        let mut v = TimelineView::from_options(1, 1, 0, 80, &Default::default());
        replay(&mut v, &insts, &lone_vaddps_cycles(&fx.masks));
        let (key, json) = Box::new(v).finish(&fx.ctx(1)).llvm_json().unwrap();
        assert_eq!(key, "TimelineView");
        let mut out = String::new();
        json.write_pretty(&mut out, 6);
        // llvm-mca-22 -mcpu=haswell -iterations=1 -timeline -json
        let expected = "{
        \"TimelineInfo\": [
          {
            \"CycleDispatched\": 0,
            \"CycleExecuted\": 4,
            \"CycleIssued\": 1,
            \"CycleReady\": 0,
            \"CycleRetired\": 5
          }
        ]
      }";
        assert_eq!(out, expected);
    }

    /// Cycles as in the module doc example (haswell, vaddps + movq, 3
    /// iterations): (dispatched, ready, issued, executed, retired).
    #[test]
    fn two_instructions_three_iterations() {
        let rows: [(u32, u32, u32, u32, u32); 6] = [
            (0, 0, 1, 4, 5),
            (0, 0, 1, 6, 7),
            (0, 0, 2, 5, 7),
            (0, 0, 1, 6, 7),
            (1, 1, 3, 6, 7),
            (1, 1, 2, 7, 8),
        ];
        let sm = haswell_like();
        let t0 = template(&sm, 1, 3, &[(PORT0 + 1, 1)], false, false);
        let t1 = template(&sm, 1, 5, &[(PORT23, 1)], true, false);
        let insts = vec![instance(&t0), instance(&t1)];
        let fx = Fixture::new(sm, vec![t0, t1], &["vaddps\t%xmm0, %xmm1, %xmm2", "movq\t(%rax), %rbx"]);
        let mut cycles: Vec<Vec<Step>> = vec![vec![]; 9];
        for (ir, r) in rows.iter().enumerate() {
            let ir = ir as u32;
            cycles[r.0 as usize].push(Step::Dispatch { ir, uops: 1, regs: vec![1] });
            cycles[r.1 as usize].push(Step::Ready(ir));
            cycles[r.2 as usize].push(Step::Issue { ir, used: vec![] });
            cycles[r.3 as usize].push(Step::Execute(ir));
            cycles[r.4 as usize].push(Step::Retire { ir, freed: vec![1] });
        }
        // The module doc shows LLVM 22's text; from 23 the `<total>` row
        // counts all six executions.
        let doc: String = include_str!("timeline.rs")
            .lines()
            .skip_while(|l| !l.starts_with("//! ```text"))
            .skip(1)
            .take_while(|l| !l.starts_with("//! ```"))
            .map(|l| format!("{}\n", l.strip_prefix("//! ").unwrap_or(l.trim_start_matches("//!"))))
            .collect();
        let total_22 = "       3     1.3    1.3    0.2       <total>\n";
        assert!(doc.ends_with(total_22));
        let doc_23 = doc.replace(total_22, "       6     1.3    1.3    0.2       <total>\n");
        for (major, want) in [(22, &doc), (23, &doc_23)] {
            let llvm = crate::llvm_version::LlvmBehaviour::of_major(major);
            let mut v = TimelineView::from_options(2, 3, 0, 80, &llvm);
            replay(&mut v, &insts, &cycles);
            let mut out = String::new();
            print_view(v, &fx.ctx(3), &mut out);
            assert_eq!(out, *want, "LLVM {major}");
        }
    }

    #[test]
    fn header_and_row_for_long_runs() {
        let v = Timeline {
            num_insts: 1,
            last_cycle: 23,
            entries: vec![TimelineEntry { dispatched: 12, ready: 12, issued: 14, executed: 20, retired: 22 }],
            waits: vec![WaitTimes::default()],
            total_counts_all_executions: false,
        };
        let mut row = String::new();
        v.draw_row(&v.entries[0], &mut row);
        assert_eq!(row, ".    .    . D=eeeeeeE-R.");
        let mut out = String::new();
        v.write_timeline(&["vaddps\t%xmm0, %xmm1, %xmm2".to_string()], &mut out);
        assert!(out.starts_with(
            "\n\nTimeline view:\n                    0123456789    \nIndex     0123456789          0123\n\n"
        ));
    }
}
