//! The summary printed at the top of every region report.
//!
//! ```text
//! Iterations:        3
//! Instructions:      6
//! Total Cycles:      9
//! Total uOps:        6
//!
//! Dispatch Width:    4
//! uOps Per Cycle:    0.67
//! IPC:               0.67
//! Block RThroughput: 1.0
//! ```
//!
//! The iteration count is derived from the last dispatched instruction, and
//! the per-iteration micro-op and resource figures from the instructions of
//! iteration 0 as they retire.

use crate::mc::sched::SchedModel;
use crate::model::masks::resource_state_index;
#[cfg(test)]
use crate::model::masks::compute_proc_resource_masks;
use crate::pipeline::events::{InstEvent, InstEventKind, Listener};
use crate::views::json::{object, Json};
use crate::views::text::{fixed, rounded};
use crate::views::{View, ViewContext, ViewResult};

/// Reciprocal throughput of one iteration of a block: the larger of the
/// dispatch bound (micro-ops / dispatch width) and, for every processor
/// resource (indexed like `SchedModel::resources`), the cycles it is busy
/// per iteration divided by its number of units.
pub fn block_rthroughput(
    sched: &SchedModel,
    dispatch_width: u32,
    num_micro_ops: u32,
    usage_by_resource: &[u64],
) -> f64 {
    let mut best = num_micro_ops as f64 / dispatch_width as f64;
    for (i, &busy) in usage_by_resource.iter().enumerate() {
        if busy == 0 {
            continue;
        }
        let units = sched.resources.get(i).map(|r| r.num_units).unwrap_or(1);
        let t = busy as f64 / units as f64;
        if t > best {
            best = t;
        }
    }
    best
}

/// Per-resource busy cycles of a block, indexed by resource index, from the
/// descriptors of its instructions (what the summary accumulates).
pub fn block_resource_usage<'a, I>(resource_masks: &[u64], descs: I) -> (u32, Vec<u64>)
where
    I: IntoIterator<Item = &'a crate::model::desc::InstrDesc>,
{
    let mut by_state = [0u64; 64];
    let mut uops = 0u32;
    for d in descs {
        uops += d.num_micro_ops;
        for (mask, ru) in &d.resources {
            if ru.size() != 0 {
                by_state[resource_state_index(*mask)] += ru.size() as u64;
            }
        }
    }
    (uops, state_usage_to_resource_usage(resource_masks, &by_state))
}

fn state_usage_to_resource_usage(resource_masks: &[u64], by_state: &[u64; 64]) -> Vec<u64> {
    let mut usage = vec![0u64; resource_masks.len()];
    for (i, &m) in resource_masks.iter().enumerate().skip(1) {
        if m != 0 {
            usage[i] = by_state[resource_state_index(m)];
        }
    }
    usage
}

/// The summary of a simulated region.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Summary {
    pub iterations: u32,
    /// Instructions simulated (the region's times the iterations).
    pub instructions: u32,
    pub total_cycles: u32,
    pub total_uops: u32,
    pub dispatch_width: u32,
    pub uops_per_cycle: f64,
    pub ipc: f64,
    /// Reciprocal throughput of one iteration as the resources and the
    /// dispatch width bound it.
    pub block_rthroughput: f64,
}

pub struct SummaryView {
    num_insts: u32,
    last_dispatched: u32,
    total_cycles: u32,
    /// Micro-ops of one iteration (iteration 0's retired instructions).
    num_micro_ops: u32,
    /// Busy cycles of one iteration, by resource state index (mask bit).
    usage_by_state: [u64; 64],
}

impl SummaryView {
    /// `num_insts`: instructions in the region's source.
    pub fn new(num_insts: usize) -> Self {
        SummaryView {
            num_insts: num_insts as u32,
            last_dispatched: 0,
            total_cycles: 0,
            num_micro_ops: 0,
            usage_by_state: [0; 64],
        }
    }

    pub fn values(&self, ctx: &ViewContext<'_>) -> Summary {
        let n = self.num_insts.max(1);
        let iterations = self.last_dispatched / n + 1;
        let total_instructions = self.num_insts * iterations;
        let total_uops = self.num_micro_ops * iterations;
        let usage = state_usage_to_resource_usage(ctx.resource_masks, &self.usage_by_state);
        Summary {
            iterations,
            instructions: total_instructions,
            total_cycles: self.total_cycles,
            total_uops,
            dispatch_width: ctx.dispatch_width,
            uops_per_cycle: total_uops as f64 / self.total_cycles as f64,
            ipc: total_instructions as f64 / self.total_cycles as f64,
            block_rthroughput: block_rthroughput(
                ctx.sched,
                ctx.dispatch_width,
                self.num_micro_ops,
                &usage,
            ),
        }
    }
}

impl Listener for SummaryView {
    fn interests(&self) -> u32 {
        // Cycles and the last dispatched instruction come at the end; only
        // the first iteration's retirements are looked at.
        crate::pipeline::events::interest::RETIRED
    }
    fn instruction_event_limit(&self) -> u32 {
        self.num_insts
    }
    fn steady_counters(&mut self, _c: &mut dyn crate::pipeline::events::Counters) -> bool {
        // Everything it records comes from the first iteration or the end.
        true
    }
    fn on_simulation_end(&mut self, cycles: u64, last_dispatched: u32) {
        self.total_cycles = cycles as u32;
        self.last_dispatched = last_dispatched;
    }

    fn on_cycle_end(&mut self) {
        self.total_cycles += 1;
    }

    fn on_instruction_event(&mut self, ev: &InstEvent<'_>) {
        let idx = ev.ir.source_index();
        match ev.kind {
            InstEventKind::Dispatched { .. } => self.last_dispatched = idx,
            InstEventKind::Retired { .. } if idx < self.num_insts => {
                let d = ev.inst.desc();
                self.num_micro_ops += d.num_micro_ops;
                for (mask, ru) in &d.resources {
                    if ru.size() != 0 {
                        self.usage_by_state[resource_state_index(*mask)] += ru.size() as u64;
                    }
                }
            }
            _ => {}
        }
    }
}

impl View for SummaryView {
    fn finish(&self, ctx: &ViewContext<'_>) -> ViewResult {
        ViewResult::Summary(self.values(ctx))
    }
}

impl Summary {
    pub fn llvm_json(&self) -> Json {
        object([
            ("Iterations", Json::from(self.iterations)),
            ("Instructions", Json::from(self.instructions)),
            ("TotalCycles", Json::from(self.total_cycles)),
            ("TotaluOps", Json::from(self.total_uops)),
            ("DispatchWidth", Json::from(self.dispatch_width)),
            ("uOpsPerCycle", Json::from(self.uops_per_cycle)),
            ("IPC", Json::from(self.ipc)),
            ("BlockRThroughput", Json::from(self.block_rthroughput)),
        ])
    }

    pub fn write_text(&self, out: &mut String) {
        out.push_str(&format!("Iterations:        {}\n", self.iterations));
        out.push_str(&format!("Instructions:      {}\n", self.instructions));
        out.push_str(&format!("Total Cycles:      {}\n", self.total_cycles));
        out.push_str(&format!("Total uOps:        {}\n\n", self.total_uops));
        out.push_str(&format!("Dispatch Width:    {}\n", self.dispatch_width));
        out.push_str(&format!("uOps Per Cycle:    {}\n", fixed(rounded(self.uops_per_cycle, 100.0), 2)));
        out.push_str(&format!("IPC:               {}\n", fixed(rounded(self.ipc, 100.0), 2)));
        out.push_str(&format!("Block RThroughput: {}\n", fixed(rounded(self.block_rthroughput, 10.0), 1)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::views::test_support::*;

    #[test]
    fn lone_vaddps() {
        let (fx, insts) = lone_vaddps_fixture();
        let mut v = SummaryView::new(1);
        replay(&mut v, &insts, &lone_vaddps_cycles(&fx.masks));
        let mut out = String::new();
        print_view(&v, &fx.ctx(1), &mut out);
        // llvm-mca-22 -mcpu=haswell -iterations=1
        let expected = "Iterations:        1
Instructions:      1
Total Cycles:      6
Total uOps:        1

Dispatch Width:    4
uOps Per Cycle:    0.17
IPC:               0.17
Block RThroughput: 1.0
";
        assert_eq!(out, expected);
    }

    #[test]
    fn lone_vaddps_json() {
        let (fx, insts) = lone_vaddps_fixture();
        let mut v = SummaryView::new(1);
        replay(&mut v, &insts, &lone_vaddps_cycles(&fx.masks));
        let (key, json) = v.finish(&fx.ctx(1)).llvm_json().unwrap();
        assert_eq!(key, "SummaryView");
        let mut out = String::new();
        json.write_pretty(&mut out, 6);
        // llvm-mca-22 -mcpu=haswell -iterations=1 -json (as nested there)
        let expected = "{
        \"BlockRThroughput\": 1,
        \"DispatchWidth\": 4,
        \"IPC\": 0.16666666666666666,
        \"Instructions\": 1,
        \"Iterations\": 1,
        \"TotalCycles\": 6,
        \"TotaluOps\": 1,
        \"uOpsPerCycle\": 0.16666666666666666
      }";
        assert_eq!(out, expected);
    }

    #[test]
    fn iterations_follow_the_last_dispatch() {
        let (fx, insts) = lone_vaddps_fixture();
        let mut v = SummaryView::new(1);
        let mut cycles = lone_vaddps_cycles(&fx.masks);
        cycles[2].push(Step::Dispatch { ir: 1, uops: 1, regs: vec![1] });
        cycles[3].push(Step::Dispatch { ir: 2, uops: 1, regs: vec![1] });
        replay(&mut v, &insts, &cycles);
        let val = v.values(&fx.ctx(3));
        assert_eq!((val.iterations, val.instructions, val.total_uops), (3, 3, 3));
        assert_eq!(val.ipc, 0.5);
    }

    #[test]
    fn rthroughput_takes_the_tightest_bound() {
        let sm = haswell_like();
        let masks = compute_proc_resource_masks(&sm);
        // Three divides on the (single) FP divider, 1 uop each: 3 * 7 cycles.
        let t = template(&sm, 1, 11, &[(PORT0, 1), (FPDIVIDER, 7)], false, false);
        let (uops, usage) = block_resource_usage(&masks, [&*t.desc, &*t.desc, &*t.desc]);
        assert_eq!(uops, 3);
        assert_eq!(block_rthroughput(&sm, 4, uops, &usage), 21.0);
        // A two-unit group halves the busy time; dispatch bounds from below.
        let t = template(&sm, 4, 1, &[(PORT23, 2)], false, false);
        let (uops, usage) = block_resource_usage(&masks, [&*t.desc]);
        assert_eq!(block_rthroughput(&sm, 4, uops, &usage), 1.0);
        let (uops, usage) = block_resource_usage(&masks, [&*t.desc, &*t.desc, &*t.desc]);
        assert_eq!(block_rthroughput(&sm, 2, uops, &usage), 6.0);
    }
}
