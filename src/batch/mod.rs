//! Many blocks, all cores, one process: the way cost-model training sets,
//! autotuners and explorers use llvm-mca, without a process per block.
//!
//! ```no_run
//! use rmca::{analyze_batch, AnalysisOptions, Block, Session};
//! let session = Session::new("x86_64-unknown-unknown", "skylake", "")?;
//! let blocks = vec![Block::asm("addq %rax, %rbx"), Block::from_hex("4801d8")?];
//! for result in analyze_batch(&session, &blocks, &AnalysisOptions::default(), 0) {
//!     match result {
//!         Ok(report) => println!("{}", report.regions[0].summary.as_ref().unwrap().total_cycles),
//!         Err(e) => println!("error: {e}"),
//!     }
//! }
//! # Ok::<(), rmca::Error>(())
//! ```

use rayon::prelude::*;

use crate::analysis::{AnalysisOptions, Block};
use crate::error::Error;
use crate::report::Report;
use crate::session::Session;

/// Analyses one block, turning a panic (a bug of rmca's) into an error so
/// that the other blocks and the host go on.
pub fn analyze_one(session: &Session, block: &Block, opts: &AnalysisOptions) -> Result<Report, Error> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| session.analyze(block, opts))).unwrap_or_else(|p| {
        let what = p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        Err(Error::Internal(what))
    })
}

/// Analyses every block with `opts` on `threads` threads (0: one per
/// core). Results come in input order and do not depend on the number of
/// threads; a block that fails gets its error in its place.
pub fn analyze_batch(
    session: &Session,
    blocks: &[Block],
    opts: &AnalysisOptions,
    threads: usize,
) -> Vec<Result<Report, Error>> {
    let work = || blocks.par_iter().map(|b| analyze_one(session, b, opts)).collect();
    if threads == 0 {
        return work();
    }
    match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
        Ok(pool) => pool.install(work),
        Err(_) => blocks.iter().map(|b| analyze_one(session, b, opts)).collect(),
    }
}

pub mod lines;
