//! Dispatch statistics (`-dispatch-stats`): stall cycles by cause, and a
//! histogram of micro-ops dispatched per cycle.
//!
//! ```text
//!
//!
//! Dynamic Dispatch Stall Cycles:
//! RAT     - Register unavailable:                      0
//! RCU     - Retire tokens unavailable:                 0
//! SCHEDQ  - Scheduler full:                            0
//! LQ      - Load queue full:                           0
//! SQ      - Store queue full:                          0
//! GROUP   - Static restrictions on the dispatch group: 0
//! USH     - Uncategorised Structural Hazard:           0
//!
//!
//! Dispatch Logic - number of cycles where we saw N micro opcodes dispatched:
//! [# dispatched], [# cycles]
//!  0,              7  (77.8%)
//!  2,              1  (11.1%)
//!  4,              1  (11.1%)
//! ```


use crate::pipeline::events::{Counters, InstEvent, InstEventKind, Listener, StallEvent, StallKind};
use crate::views::json::{object, Json};
use crate::views::text::{fixed, rounded};
use crate::views::{View, ViewContext};

#[derive(Default)]
pub struct DispatchStatistics {
    uops_this_cycle: u32,
    num_cycles: u32,
    /// Stall counts, indexed by `stall_slot`.
    stalls: [u32; 7],
    /// Micro-ops dispatched in a cycle -> number of such cycles.
    histogram: crate::views::Histogram,
}

fn stall_slot(k: StallKind) -> usize {
    match k {
        StallKind::RegisterFileStall => 0,
        StallKind::RetireControlUnitStall => 1,
        StallKind::SchedulerQueueFull => 2,
        StallKind::LoadQueueFull => 3,
        StallKind::StoreQueueFull => 4,
        StallKind::DispatchGroupStall => 5,
        StallKind::CustomBehaviourStall => 6,
    }
}

impl DispatchStatistics {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn stalls(&self, k: StallKind) -> u32 {
        self.stalls[stall_slot(k)]
    }
}

impl Listener for DispatchStatistics {
    fn interests(&self) -> u32 {
        use crate::pipeline::events::interest::*;
        CYCLE_BEGIN | CYCLE_END | DISPATCHED | STALL
    }

    fn on_cycle_begin(&mut self) {
        self.num_cycles += 1;
    }
    fn on_cycle_end(&mut self) {
        self.histogram.add(self.uops_this_cycle);
        self.uops_this_cycle = 0;
    }
    fn on_instruction_event(&mut self, ev: &InstEvent<'_>) {
        if let InstEventKind::Dispatched { micro_opcodes, .. } = ev.kind {
            self.uops_this_cycle += micro_opcodes;
        }
    }
    fn on_stall_event(&mut self, ev: &StallEvent<'_>) {
        self.stalls[stall_slot(ev.kind)] += 1;
    }
    fn steady_counters(&mut self, c: &mut dyn Counters) -> bool {
        c.sum32(&mut self.num_cycles);
        for s in &mut self.stalls {
            c.sum32(s);
        }
        c.same(self.uops_this_cycle as u64);
        self.histogram.steady_counters(c);
        true
    }
}

fn percent(n: u32, cycles: u32) -> String {
    fixed(rounded(n as f64 / cycles as f64 * 100.0, 10.0), 1)
}

impl View for DispatchStatistics {
    fn to_json(&self, _ctx: &ViewContext<'_>) -> Option<(&'static str, Json)> {
        let s = |k| Json::from(self.stalls(k));
        Some((
            "DispatchStatistics",
            object([
                ("RAT", s(StallKind::RegisterFileStall)),
                ("RCU", s(StallKind::RetireControlUnitStall)),
                ("SCHEDQ", s(StallKind::SchedulerQueueFull)),
                ("LQ", s(StallKind::LoadQueueFull)),
                ("SQ", s(StallKind::StoreQueueFull)),
                ("GROUP", s(StallKind::DispatchGroupStall)),
                ("USH", s(StallKind::CustomBehaviourStall)),
            ]),
        ))
    }

    fn print_view(&self, _ctx: &ViewContext<'_>, out: &mut String) {
        out.push_str("\n\nDynamic Dispatch Stall Cycles:\n");
        let rows = [
            ("RAT     - Register unavailable:                      ", StallKind::RegisterFileStall),
            ("RCU     - Retire tokens unavailable:                 ", StallKind::RetireControlUnitStall),
            ("SCHEDQ  - Scheduler full:                            ", StallKind::SchedulerQueueFull),
            ("LQ      - Load queue full:                           ", StallKind::LoadQueueFull),
            ("SQ      - Store queue full:                          ", StallKind::StoreQueueFull),
            ("GROUP   - Static restrictions on the dispatch group: ", StallKind::DispatchGroupStall),
            ("USH     - Uncategorised Structural Hazard:           ", StallKind::CustomBehaviourStall),
        ];
        for (label, kind) in rows {
            out.push_str(label);
            let n = self.stalls(kind);
            if n == 0 {
                out.push('0');
            } else {
                out.push_str(&format!("{}  ({}%)", n, percent(n, self.num_cycles)));
            }
            out.push('\n');
        }

        out.push_str("\n\nDispatch Logic - number of cycles where we saw N micro opcodes dispatched:\n");
        out.push_str("[# dispatched], [# cycles]\n");
        for (uops, cycles) in self.histogram.iter() {
            out.push_str(&format!(
                " {},              {}  ({}%)\n",
                uops,
                cycles,
                percent(cycles, self.num_cycles)
            ));
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
        let mut v = DispatchStatistics::new();
        replay(&mut v, &insts, &lone_vaddps_cycles(&fx.masks));
        let mut out = String::new();
        v.print_view(&fx.ctx(1), &mut out);
        // llvm-mca-22 -mcpu=haswell -iterations=1 -dispatch-stats
        let expected = "

Dynamic Dispatch Stall Cycles:
RAT     - Register unavailable:                      0
RCU     - Retire tokens unavailable:                 0
SCHEDQ  - Scheduler full:                            0
LQ      - Load queue full:                           0
SQ      - Store queue full:                          0
GROUP   - Static restrictions on the dispatch group: 0
USH     - Uncategorised Structural Hazard:           0


Dispatch Logic - number of cycles where we saw N micro opcodes dispatched:
[# dispatched], [# cycles]
 0,              5  (83.3%)
 1,              1  (16.7%)
";
        assert_eq!(out, expected);
    }

    #[test]
    fn stall_percentages() {
        let (fx, insts) = lone_vaddps_fixture();
        let mut v = DispatchStatistics::new();
        let mut cycles = vec![vec![]; 9];
        for c in cycles.iter_mut().take(3) {
            c.push(Step::Stall { ir: 0, kind: StallKind::SchedulerQueueFull });
        }
        replay(&mut v, &insts, &cycles);
        let mut out = String::new();
        v.print_view(&fx.ctx(1), &mut out);
        assert!(out.contains("SCHEDQ  - Scheduler full:                            3  (33.3%)\n"));
        assert!(out.contains(" 0,              9  (100.0%)\n"));
    }
}
