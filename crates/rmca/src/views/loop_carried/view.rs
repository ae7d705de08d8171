//! The loop-carried dependency view (see the module doc of
//! `views::loop_carried`).

use serde::{Deserialize, Serialize};

use crate::pipeline::events::{Counters, Listener};
use crate::views::json::{object, Json};
use crate::views::summary::{block_resource_usage, block_rthroughput};
use crate::views::text::{fixed, rounded, ColumnWriter};
use crate::views::view::{Listed, RegisteredView, View, ViewContext, ViewFlag, ViewGroup, ViewSpec, ViewValue};

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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// The longest chain is the highest bound and the simulation runs at it.
    LatencyBound,
    /// The resources (Block RThroughput) are the highest bound and the
    /// simulation runs at it.
    ThroughputBound,
    /// Neither bound explains the simulated speed (dispatch, queues,
    /// register files, in-order issue, resource conflicts the averages
    /// hide...).
    #[default]
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
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
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

    fn print(&self, insts: &[String], out: &mut String) {
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
    fn json_entry(&self) -> Json {
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

/// The dependency view of the region in `ctx`, set beside the cycles the
/// simulation took (`ctx.total_cycles`).
pub fn compute(ctx: &ViewContext<'_>) -> LoopCarriedDeps {
    let Some(source) = ctx.source else { return LoopCarriedDeps::default() };
    let g = super::graph::build(ctx.insts, ctx.sched, source.regs, ctx.machine.noalias);
    let a = super::graph::analyse(&g);
    let (uops, usage) = block_resource_usage(ctx.resource_masks, ctx.insts.iter().map(|t| &*t.desc));
    let block_rthroughput = block_rthroughput(ctx.sched, ctx.dispatch_width, uops, &usage);
    LoopCarriedDeps {
        cycles_per_iteration: a.cycles_per_iteration,
        chains: a
            .chains
            .into_iter()
            .map(|c| Chain { instructions: c.insts, latency: c.latency, iterations: c.iterations })
            .collect(),
        critical_path: a.critical_path,
        critical_path_latency: a.critical_path_latency,
        total_cycles: ctx.total_cycles,
        iterations: ctx.iterations,
        block_rthroughput,
        verdict: LoopCarriedDeps::judge(a.cycles_per_iteration, block_rthroughput, ctx.total_cycles, ctx.iterations),
    }
}

/// Listens to nothing: the view is computed from the region once the
/// simulation has ended.
struct LoopCarriedView;

impl Listener for LoopCarriedView {
    fn interests(&self) -> u32 {
        0
    }
    fn steady_counters(&mut self, _c: &mut dyn Counters) -> bool {
        true
    }
}

impl View for LoopCarriedView {
    fn finish(self: Box<Self>, ctx: &ViewContext<'_>) -> Box<dyn ViewValue> {
        Box::new(compute(ctx))
    }
}

impl RegisteredView for LoopCarriedDeps {
    const SPEC: ViewSpec = ViewSpec {
        name: "loop_carried_deps",
        aliases: &["loop_carried"],
        title: "Loop-carried dependencies",
        flag: Some(ViewFlag {
            name: "loop-carried-deps",
            help: "Print the loop-carried dependency chains and the verdict (rmca)",
            on_by_default: false,
            listed: Listed::ReallyHidden,
        }),
        group: ViewGroup::Own,
        out_of_order_only: false,
        exported: false,
        start: |_, _| Box::new(LoopCarriedView),
    };
}

impl ViewValue for LoopCarriedDeps {
    fn write_text(&self, insts: &[String], out: &mut String) {
        self.print(insts, out)
    }
    fn llvm_json(&self) -> Option<(&'static str, Json)> {
        Some(("LoopCarriedDependencies", self.json_entry()))
    }
}
