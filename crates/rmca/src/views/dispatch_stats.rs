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
use crate::views::{View, ViewContext, ViewResult};

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

/// Dispatch stall cycles by cause, as llvm-mca names them.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DispatchStalls {
    /// Register unavailable (register file full).
    pub rat: u32,
    /// Retire tokens unavailable (reorder buffer full).
    pub rcu: u32,
    /// Scheduler full.
    pub schedq: u32,
    /// Load queue full.
    pub lq: u32,
    /// Store queue full.
    pub sq: u32,
    /// Static restrictions on the dispatch group.
    pub group: u32,
    /// Uncategorised structural hazard (target custom behaviour).
    pub ush: u32,
}

/// The dispatch statistics of a simulated region.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DispatchStats {
    pub cycles: u32,
    pub stalls: DispatchStalls,
    /// (micro-ops dispatched in a cycle, number of such cycles), for the
    /// counts seen, in increasing order.
    pub histogram: Vec<(u32, u32)>,
}

impl View for DispatchStatistics {
    fn finish(&self, _ctx: &ViewContext<'_>) -> ViewResult {
        let s = |k| self.stalls(k);
        ViewResult::DispatchStats(DispatchStats {
            cycles: self.num_cycles,
            stalls: DispatchStalls {
                rat: s(StallKind::RegisterFileStall),
                rcu: s(StallKind::RetireControlUnitStall),
                schedq: s(StallKind::SchedulerQueueFull),
                lq: s(StallKind::LoadQueueFull),
                sq: s(StallKind::StoreQueueFull),
                group: s(StallKind::DispatchGroupStall),
                ush: s(StallKind::CustomBehaviourStall),
            },
            histogram: self.histogram.iter().collect(),
        })
    }
}

impl DispatchStats {
    pub fn llvm_json(&self) -> Json {
        let s = &self.stalls;
        object([
            ("RAT", Json::from(s.rat)),
            ("RCU", Json::from(s.rcu)),
            ("SCHEDQ", Json::from(s.schedq)),
            ("LQ", Json::from(s.lq)),
            ("SQ", Json::from(s.sq)),
            ("GROUP", Json::from(s.group)),
            ("USH", Json::from(s.ush)),
        ])
    }

    pub fn write_text(&self, out: &mut String) {
        out.push_str("\n\nDynamic Dispatch Stall Cycles:\n");
        let s = &self.stalls;
        let rows = [
            ("RAT     - Register unavailable:                      ", s.rat),
            ("RCU     - Retire tokens unavailable:                 ", s.rcu),
            ("SCHEDQ  - Scheduler full:                            ", s.schedq),
            ("LQ      - Load queue full:                           ", s.lq),
            ("SQ      - Store queue full:                          ", s.sq),
            ("GROUP   - Static restrictions on the dispatch group: ", s.group),
            ("USH     - Uncategorised Structural Hazard:           ", s.ush),
        ];
        for (label, n) in rows {
            out.push_str(label);
            if n == 0 {
                out.push('0');
            } else {
                out.push_str(&format!("{}  ({}%)", n, percent(n, self.cycles)));
            }
            out.push('\n');
        }

        out.push_str("\n\nDispatch Logic - number of cycles where we saw N micro opcodes dispatched:\n");
        out.push_str("[# dispatched], [# cycles]\n");
        for &(uops, cycles) in &self.histogram {
            out.push_str(&format!(" {},              {}  ({}%)\n", uops, cycles, percent(cycles, self.cycles)));
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
        print_view(&v, &fx.ctx(1), &mut out);
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
        print_view(&v, &fx.ctx(1), &mut out);
        assert!(out.contains("SCHEDQ  - Scheduler full:                            3  (33.3%)\n"));
        assert!(out.contains(" 0,              9  (100.0%)\n"));
    }
}
