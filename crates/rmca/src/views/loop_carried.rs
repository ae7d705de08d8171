//! rmca's loop-carried dependency view (`-loop-carried-deps`, off by
//! default; not an llvm-mca view). It is computed statically from the
//! region's dependency graph (`analysis::static_deps`) and set beside the
//! simulation's figures. Printed after llvm-mca's views of the region
//! (skylake, 1000 iterations):
//!
//! ```text
//!
//! Loop-Carried Dependencies:
//! Cycles per iteration (longest chain):  4.00
//! Simulated cycles per iteration:        4.01
//! Block RThroughput:                     0.5
//! Verdict: latency-bound, the simulation runs at the longest chain
//!
//! [0]: Chain
//! [1]: Latency (cycles around the chain)
//! [2]: Iterations spanned (latency per iteration: [1] / [2])
//!
//! [0]    [1]    [2]    Instructions:
//!  0      4      1     1.  vfmadd231ps	%ymm1, %ymm2, %ymm0
//!  1      1      1     2.  addq	$32, %rcx
//!
//! Critical path through one iteration (latency 11):
//!  0.  vmovups	(%rdi,%rcx), %ymm1
//!  1.  vfmadd231ps	%ymm1, %ymm2, %ymm0
//! ```
//!
//! With `-json`, the region object gets `"LoopCarriedDependencies":
//! {"CyclesPerIteration": 4, "Chains": [{"Instructions": [1], "Latency":
//! 4}, ...], "CriticalPath": {"Instructions": [0, 1], "Latency": 11},
//! "SimulatedCyclesPerIteration": 4.01, "BlockRThroughput": 0.5,
//! "Verdict": "latency-bound"}`. A chain spanning several iterations also
//! has `"Iterations"`.

use serde::{Deserialize, Serialize};

use crate::views::json::{object, Json};
use crate::views::text::{fixed, rounded, ColumnWriter};

/// An integer as an integer, anything else as a double.
fn number(x: f64) -> Json {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        Json::from(x as i64)
    } else {
        Json::from(x)
    }
}

/// One loop-carried chain.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Chain {
    /// Region indices of the instructions, in dependency order; the last
    /// one feeds the first one of a later iteration.
    pub instructions: Vec<u32>,
    /// Cycles around the chain.
    pub latency: u32,
    /// Iterations the chain spans (1 unless the dependency cycle closes
    /// only after several iterations).
    pub iterations: u32,
}

/// What limits the loop, judged from the static bounds and the simulation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// The longest chain is the highest bound and the simulation runs at it.
    LatencyBound,
    /// The resources (Block RThroughput) are the highest bound and the
    /// simulation runs at it.
    ThroughputBound,
    /// Neither bound explains the simulated speed (dispatch, queues,
    /// register files, in-order issue, resource conflicts the averages
    /// hide...).
    Other,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::LatencyBound => "latency-bound",
            Verdict::ThroughputBound => "throughput-bound",
            Verdict::Other => "other",
        }
    }
}

/// The view's typed value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoopCarriedDeps {
    /// Cycles per iteration the dependencies impose (the longest chain's
    /// latency per iteration).
    pub cycles_per_iteration: f64,
    /// Longest first.
    pub chains: Vec<Chain>,
    pub critical_path: Vec<u32>,
    /// The critical path's latency, the last instruction's included.
    pub critical_path_latency: u32,
    pub total_cycles: u64,
    pub iterations: u32,
    pub block_rthroughput: f64,
    pub verdict: Verdict,
}

impl LoopCarriedDeps {
    pub fn simulated_cycles_per_iteration(&self) -> f64 {
        self.total_cycles as f64 / self.iterations.max(1) as f64
    }

    /// Judges the simulated speed against both bounds: a bound explains it
    /// when the simulation is within 5% (and at most one cycle per
    /// iteration plus the pipeline fill) of it.
    pub fn judge(cycles_per_iteration: f64, block_rthroughput: f64, total_cycles: u64, iterations: u32) -> Verdict {
        let sim = total_cycles as f64 / iterations.max(1) as f64;
        let close = |bound: f64| bound > 0.0 && sim <= bound * 1.05 + 1e-9;
        if cycles_per_iteration >= block_rthroughput && close(cycles_per_iteration) {
            Verdict::LatencyBound
        } else if block_rthroughput > cycles_per_iteration && close(block_rthroughput) {
            Verdict::ThroughputBound
        } else {
            Verdict::Other
        }
    }

    pub fn write_text(&self, insts: &[String], out: &mut String) {
        let mut o = ColumnWriter::new(out);
        o.put("\nLoop-Carried Dependencies:\n");
        o.put("Cycles per iteration (longest chain):  ");
        o.put(&fixed(self.cycles_per_iteration, 2));
        o.put("\nSimulated cycles per iteration:        ");
        o.put(&fixed(self.simulated_cycles_per_iteration(), 2));
        o.put("\nBlock RThroughput:                     ");
        o.put(&fixed(rounded(self.block_rthroughput, 10.0), 1));
        o.put("\nVerdict: ");
        o.put(match self.verdict {
            Verdict::LatencyBound => "latency-bound, the simulation runs at the longest chain",
            Verdict::ThroughputBound => "throughput-bound, the simulation runs at the resource bound",
            Verdict::Other => "other, the simulation is slower than both bounds",
        });
        o.put("\n");
        if self.chains.is_empty() {
            o.put("\nNo loop-carried dependencies.\n");
        } else {
            o.put("\n[0]: Chain\n[1]: Latency (cycles around the chain)\n[2]: Iterations spanned (latency per iteration: [1] / [2])\n\n");
            o.put("[0]    [1]    [2]    Instructions:\n");
            for (k, c) in self.chains.iter().enumerate() {
                for (j, &i) in c.instructions.iter().enumerate() {
                    if j == 0 {
                        let start = o.column();
                        o.put_fmt(format_args!(" {k}"));
                        o.pad_to(start + 7);
                        o.put_fmt(format_args!(" {}", c.latency));
                        o.pad_to(start + 14);
                        o.put_fmt(format_args!(" {}", c.iterations));
                        o.pad_to(start + 21);
                    } else {
                        o.put("                     ");
                    }
                    o.put_fmt(format_args!("{i}.  {}\n", insts.get(i as usize).map_or("", |s| s.as_str())));
                }
            }
        }
        o.put_fmt(format_args!("\nCritical path through one iteration (latency {}):\n", self.critical_path_latency));
        for &i in &self.critical_path {
            o.put_fmt(format_args!(" {i}.  {}\n", insts.get(i as usize).map_or("", |s| s.as_str())));
        }
    }

    /// The region's `LoopCarriedDependencies` entry with `-json`.
    pub fn llvm_json(&self) -> Json {
        let ints = |v: &[u32]| Json::Array(v.iter().map(|&i| Json::from(i)).collect());
        let chains = self
            .chains
            .iter()
            .map(|c| {
                let mut pairs = vec![("Instructions", ints(&c.instructions)), ("Latency", Json::from(c.latency))];
                if c.iterations != 1 {
                    pairs.push(("Iterations", Json::from(c.iterations)));
                }
                object(pairs)
            })
            .collect::<Vec<_>>();
        object([
            ("CyclesPerIteration", number(self.cycles_per_iteration)),
            ("Chains", Json::Array(chains)),
            (
                "CriticalPath",
                object([
                    ("Instructions", ints(&self.critical_path)),
                    ("Latency", Json::from(self.critical_path_latency)),
                ]),
            ),
            ("SimulatedCyclesPerIteration", Json::from(self.simulated_cycles_per_iteration())),
            ("BlockRThroughput", number(self.block_rthroughput)),
            ("Verdict", Json::from(self.verdict.as_str())),
        ])
    }
}
