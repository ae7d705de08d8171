//! Retire control unit statistics (`-retire-stats`): instructions retired
//! per cycle, and reorder buffer occupancy.
//!
//! ```text
//!
//!
//! Retire Control Unit - number of cycles where we saw N instructions retired:
//! [# retired], [# cycles]
//!  0,           6  (66.7%)
//!  1,           2  (22.2%)
//!  4,           1  (11.1%)
//!
//! Total ROB Entries:                192
//! Max Used ROB Entries:             6  ( 3.1% )
//! Average Used ROB Entries per cy:  4  ( 2.1% )
//! ```


use crate::mc::sched::SchedModel;
use crate::pipeline::events::{Counters, InstEvent, InstEventKind, Listener};
use crate::views::text::{fixed, rounded};
use crate::views::{View, ViewContext, ViewResult};

pub struct RetireControlUnitStatistics {
    retired_this_cycle: u32,
    num_cycles: u32,
    total_rob_entries: u32,
    entries_in_use: u32,
    max_used: u32,
    /// Kept as llvm-mca keeps it: a 32-bit running sum.
    sum_used: u32,
    /// Instructions retired in a cycle -> number of such cycles.
    histogram: crate::views::Histogram,
}

impl RetireControlUnitStatistics {
    pub fn new(sched: &SchedModel) -> Self {
        let mut total = sched.micro_op_buffer_size;
        if let Some(e) = &sched.extra {
            if e.reorder_buffer_size != 0 {
                total = e.reorder_buffer_size;
            }
        }
        RetireControlUnitStatistics {
            retired_this_cycle: 0,
            num_cycles: 0,
            total_rob_entries: total,
            entries_in_use: 0,
            max_used: 0,
            sum_used: 0,
            histogram: crate::views::Histogram::default(),
        }
    }
}

impl Listener for RetireControlUnitStatistics {
    fn interests(&self) -> u32 {
        use crate::pipeline::events::interest::*;
        CYCLE_END | DISPATCHED | RETIRED
    }

    fn on_instruction_event(&mut self, ev: &InstEvent<'_>) {
        match ev.kind {
            InstEventKind::Dispatched { micro_opcodes, .. } => self.entries_in_use += micro_opcodes,
            InstEventKind::Retired { .. } => {
                self.entries_in_use = self.entries_in_use.wrapping_sub(ev.inst.desc().num_micro_ops);
                self.retired_this_cycle += 1;
            }
            _ => {}
        }
    }

    fn steady_counters(&mut self, c: &mut dyn Counters) -> bool {
        c.same(self.retired_this_cycle as u64);
        c.same(self.entries_in_use as u64);
        c.sum32(&mut self.num_cycles);
        c.sum32(&mut self.sum_used);
        self.histogram.steady_counters(c);
        true
    }

    fn on_cycle_end(&mut self) {
        self.histogram.add(self.retired_this_cycle);
        self.retired_this_cycle = 0;
        self.num_cycles += 1;
        self.max_used = self.max_used.max(self.entries_in_use);
        self.sum_used = self.sum_used.wrapping_add(self.entries_in_use);
    }
}

/// The retire control unit statistics of a simulated region.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RetireStats {
    pub cycles: u32,
    /// (instructions retired in a cycle, number of such cycles), for the
    /// counts seen, in increasing order.
    pub histogram: Vec<(u32, u32)>,
    /// Reorder buffer entries.
    pub rob_size: u32,
    pub max_used: u32,
    /// Entries in use summed over all cycles (a 32-bit sum, as llvm-mca's).
    pub sum_used: u32,
}

impl View for RetireControlUnitStatistics {
    fn finish(&self, _ctx: &ViewContext<'_>) -> ViewResult {
        ViewResult::RetireStats(RetireStats {
            cycles: self.num_cycles,
            histogram: self.histogram.iter().collect(),
            rob_size: self.total_rob_entries,
            max_used: self.max_used,
            sum_used: self.sum_used,
        })
    }
}

impl RetireStats {
    /// Average entries used per cycle, as llvm-mca prints it (truncated).
    pub fn average_used(&self) -> u32 {
        (self.sum_used as f64 / self.cycles as f64) as u32
    }

    pub fn write_text(&self, out: &mut String) {
        out.push_str("\n\nRetire Control Unit - number of cycles where we saw N instructions retired:\n");
        out.push_str("[# retired], [# cycles]\n");
        for &(retired, cycles) in &self.histogram {
            let sep = if retired < 10 { ",           " } else { ",          " };
            out.push_str(&format!(
                " {}{}{}  ({}%)\n",
                retired,
                sep,
                cycles,
                fixed(cycles as f64 / self.cycles as f64 * 100.0, 1)
            ));
        }

        let avg = self.average_used();
        let max_pct = rounded(self.max_used as f64 / self.rob_size as f64 * 100.0, 10.0);
        let avg_pct = rounded(avg as f64 / self.rob_size as f64 * 100.0, 10.0);
        out.push_str(&format!("\nTotal ROB Entries:                {}", self.rob_size));
        out.push_str(&format!("\nMax Used ROB Entries:             {}  ( {}% )", self.max_used, fixed(max_pct, 1)));
        out.push_str(&format!("\nAverage Used ROB Entries per cy:  {}  ( {}% )\n", avg, fixed(avg_pct, 1)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::views::test_support::*;

    #[test]
    fn lone_vaddps() {
        let (fx, insts) = lone_vaddps_fixture();
        let mut v = RetireControlUnitStatistics::new(&fx.sched);
        replay(&mut v, &insts, &lone_vaddps_cycles(&fx.masks));
        let mut out = String::new();
        print_view(&v, &fx.ctx(1), &mut out);
        // llvm-mca-22 -mcpu=haswell -iterations=1 -retire-stats
        let expected = "

Retire Control Unit - number of cycles where we saw N instructions retired:
[# retired], [# cycles]
 0,           5  (83.3%)
 1,           1  (16.7%)

Total ROB Entries:                192
Max Used ROB Entries:             1  ( 0.5% )
Average Used ROB Entries per cy:  0  ( 0.0% )
";
        assert_eq!(out, expected);
    }
}
