//! rmca's loop-carried dependency view (`-loop-carried-deps`, off by
//! default; not an llvm-mca view). It is computed statically from the
//! region's dependency graph (`graph.rs`) and set beside the
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

pub mod graph;
mod view;

pub use view::*;
