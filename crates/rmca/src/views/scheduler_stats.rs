//! Scheduler statistics (`-scheduler-stats`): micro-ops issued per cycle,
//! and the occupancy of every buffered resource (reservation stations and
//! the load/store queues).
//!
//! ```text
//!
//!
//! Schedulers - number of cycles where we saw N micro opcodes issued:
//! [# issued], [# cycles]
//!  0,          6  (66.7%)
//!  1,          1  (11.1%)
//!  2,          1  (11.1%)
//!  3,          1  (11.1%)
//!
//! Scheduler's queue usage:
//! [1] Resource name.
//! [2] Average number of used buffer entries.
//! [3] Maximum number of used buffer entries.
//! [4] Total number of buffer entries.
//!
//!  [1]            [2]        [3]        [4]
//! HWPortAny        0          4          60
//! ```


use crate::mc::sched::SchedModel;
use crate::pipeline::events::{Counters, InstEvent, InstEventKind, InstRef, Listener};
use crate::views::text::{fixed, rounded, ColumnWriter};
use crate::views::{View, ViewContext, ViewResult};

#[derive(Clone, Copy, Default)]
struct BufferUsage {
    in_use: u32,
    max_used: u32,
    cumulative: u64,
}

pub struct SchedulerStatistics {
    lq_id: u32,
    sq_id: u32,
    uops_issued: u32,
    num_cycles: u32,
    last_load_dispatched: u32,
    last_store_dispatched: u32,
    /// Indexed by resource index.
    usage: Vec<BufferUsage>,
    /// Micro-ops issued in a cycle -> number of such cycles.
    histogram: crate::views::Histogram,
}

impl SchedulerStatistics {
    pub fn new(sched: &SchedModel) -> Self {
        let (lq_id, sq_id) =
            sched.extra.as_ref().map(|e| (e.load_queue_id, e.store_queue_id)).unwrap_or((0, 0));
        SchedulerStatistics {
            lq_id,
            sq_id,
            uops_issued: 0,
            num_cycles: 0,
            last_load_dispatched: u32::MAX,
            last_store_dispatched: u32::MAX,
            usage: vec![BufferUsage::default(); sched.num_proc_resource_kinds()],
            histogram: crate::views::Histogram::default(),
        }
    }

    fn slot(&mut self, id: u32) -> Option<&mut BufferUsage> {
        self.usage.get_mut(id as usize)
    }
}

impl Listener for SchedulerStatistics {
    fn interests(&self) -> u32 {
        use crate::pipeline::events::interest::*;
        CYCLE_BEGIN | CYCLE_END | ISSUED | DISPATCHED | EXECUTED | RETIRED | BUFFERS
    }

    fn on_cycle_begin(&mut self) {
        self.num_cycles += 1;
    }

    fn steady_counters(&mut self, c: &mut dyn Counters) -> bool {
        c.sum32(&mut self.num_cycles);
        c.same(self.uops_issued as u64);
        // Source indices advance by a period's worth of instructions.
        c.sum32(&mut self.last_load_dispatched);
        c.sum32(&mut self.last_store_dispatched);
        for u in &mut self.usage {
            c.same(u.in_use as u64);
            c.sum64(&mut u.cumulative);
        }
        self.histogram.steady_counters(c);
        true
    }

    fn on_cycle_end(&mut self) {
        for u in &mut self.usage {
            u.cumulative += u.in_use as u64;
            u.max_used = u.max_used.max(u.in_use);
        }
        self.histogram.add(self.uops_issued);
        self.uops_issued = 0;
    }

    fn on_instruction_event(&mut self, ev: &InstEvent<'_>) {
        let (lq, sq) = (self.lq_id, self.sq_id);
        match ev.kind {
            InstEventKind::Issued { .. } => self.uops_issued += ev.inst.desc().num_micro_ops,
            InstEventKind::Dispatched { .. } => {
                let idx = ev.ir.source_index();
                if lq != 0 && ev.inst.may_load() && self.last_load_dispatched != idx {
                    if let Some(u) = self.slot(lq) {
                        u.in_use += 1;
                    }
                    self.last_load_dispatched = idx;
                }
                if sq != 0 && ev.inst.may_store() && self.last_store_dispatched != idx {
                    if let Some(u) = self.slot(sq) {
                        u.in_use += 1;
                    }
                    self.last_store_dispatched = idx;
                }
            }
            InstEventKind::Executed => {
                if lq != 0 && ev.inst.may_load() {
                    if let Some(u) = self.slot(lq) {
                        u.in_use = u.in_use.saturating_sub(1);
                    }
                }
                if sq != 0 && ev.inst.may_store() {
                    if let Some(u) = self.slot(sq) {
                        u.in_use = u.in_use.saturating_sub(1);
                    }
                }
            }
            _ => {}
        }
    }

    fn on_reserved_buffers(&mut self, _ir: InstRef, buffers: &[u32]) {
        for &b in buffers {
            if b == self.lq_id || b == self.sq_id {
                continue;
            }
            if let Some(u) = self.slot(b) {
                u.in_use += 1;
            }
        }
    }

    fn on_released_buffers(&mut self, _ir: InstRef, buffers: &[u32]) {
        for &b in buffers {
            if b == self.lq_id || b == self.sq_id {
                continue;
            }
            if let Some(u) = self.slot(b) {
                u.in_use = u.in_use.wrapping_sub(1);
            }
        }
    }
}

/// The use of one buffered resource (a scheduler queue).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct QueueUsage {
    pub name: String,
    /// Entries in use, summed over all cycles.
    pub cumulative: u64,
    pub max_used: u32,
    /// The queue's size (the resource's buffer size).
    pub size: i32,
}

/// The scheduler statistics of a simulated region.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SchedulerStats {
    pub cycles: u32,
    /// (micro-ops issued in a cycle, number of such cycles), for the counts
    /// seen, in increasing order.
    pub histogram: Vec<(u32, u32)>,
    /// Every buffered resource of the model, in resource order.
    pub queues: Vec<QueueUsage>,
    /// Whether any scheduler resource (load and store queues included) held
    /// an entry at some point.
    pub any_used: bool,
}

impl QueueUsage {
    /// Average entries in use per cycle.
    pub fn average(&self, cycles: u32) -> f64 {
        self.cumulative as f64 / cycles as f64
    }
}

impl View for SchedulerStatistics {
    fn finish(&self, ctx: &ViewContext<'_>) -> ViewResult {
        let queues = ctx
            .sched
            .resources
            .iter()
            .enumerate()
            .filter(|(_, r)| r.buffer_size > 0)
            .map(|(i, r)| {
                let u = self.usage.get(i).copied().unwrap_or_default();
                QueueUsage { name: r.name.clone(), cumulative: u.cumulative, max_used: u.max_used, size: r.buffer_size }
            })
            .collect();
        ViewResult::SchedulerStats(SchedulerStats {
            cycles: self.num_cycles,
            histogram: self.histogram.iter().collect(),
            queues,
            any_used: self.usage.iter().any(|u| u.max_used != 0),
        })
    }
}

impl SchedulerStats {
    pub fn write_text(&self, out: &mut String) {
        out.push_str("\n\nSchedulers - number of cycles where we saw N micro opcodes issued:\n");
        out.push_str("[# issued], [# cycles]\n");
        for &(issued, cycles) in &self.histogram {
            out.push_str(&format!(
                " {},          {}  ({}%)\n",
                issued,
                cycles,
                fixed(cycles as f64 / self.cycles as f64 * 100.0, 1)
            ));
        }

        out.push_str("\nScheduler's queue usage:\n");
        if !self.any_used {
            out.push_str("No scheduler resources used.\n");
            return;
        }
        out.push_str(
            "[1] Resource name.\n\
             [2] Average number of used buffer entries.\n\
             [3] Maximum number of used buffer entries.\n\
             [4] Total number of buffer entries.\n\n \
             [1]            [2]        [3]        [4]\n",
        );
        let mut w = ColumnWriter::new(out);
        for q in &self.queues {
            // llvm-mca stores the rounded average in an unsigned: truncation.
            let shown_avg = rounded(q.average(self.cycles), 10.0) as u32;
            w.put(&q.name);
            w.pad_to(17);
            w.put(&shown_avg.to_string());
            w.pad_to(28);
            w.put(&q.max_used.to_string());
            w.pad_to(39);
            w.put(&format!("{}\n", q.size));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::views::test_support::*;

    #[test]
    fn lone_vaddps() {
        let (fx, insts) = lone_vaddps_fixture();
        let mut v = SchedulerStatistics::new(&fx.sched);
        replay(&mut v, &insts, &lone_vaddps_cycles(&fx.masks));
        let mut out = String::new();
        print_view(&v, &fx.ctx(1), &mut out);
        // llvm-mca-22 -mcpu=haswell -iterations=1 -scheduler-stats
        let expected = "

Schedulers - number of cycles where we saw N micro opcodes issued:
[# issued], [# cycles]
 0,          5  (83.3%)
 1,          1  (16.7%)

Scheduler's queue usage:
[1] Resource name.
[2] Average number of used buffer entries.
[3] Maximum number of used buffer entries.
[4] Total number of buffer entries.

 [1]            [2]        [3]        [4]
HWPortAny        0          1          60
";
        assert_eq!(out, expected);
    }

    #[test]
    fn nothing_buffered() {
        let (fx, insts) = lone_vaddps_fixture();
        let mut v = SchedulerStatistics::new(&fx.sched);
        replay(&mut v, &insts, &[vec![], vec![]]);
        let mut out = String::new();
        print_view(&v, &fx.ctx(1), &mut out);
        assert!(out.ends_with("\nScheduler's queue usage:\nNo scheduler resources used.\n"));
        assert!(out.contains(" 0,          2  (100.0%)\n"));
    }
}
