//! Many blocks on all cores, in input order (see the module doc of `batch`).

use rayon::prelude::*;

use crate::analysis::{joint, AnalysisOptions, Block};
use crate::error::Error;
use crate::report::Report;
use crate::analysis::Session;

/// Analyses one block, turning a panic (a bug of rmca's) into an error so
/// that the other blocks and the host go on.
pub fn analyze_one(session: &Session, block: &Block, opts: &AnalysisOptions) -> Result<Report, Error> {
    catching_panics(|| session.analyze(block, opts))
}

fn catching_panics<T>(work: impl FnOnce() -> Result<T, Error>) -> Result<T, Error> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(work)).unwrap_or_else(|p| {
        let what = p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        Err(Error::Internal(what))
    })
}

/// Blocks given to one thread at a time: they share one parse where they
/// can (`analysis::joint`). Setting up a parse costs about as much as
/// parsing ten blocks, so 128 rather than 32 saved 1.5% of a batch's time
/// on compiled x86 blocks. Which blocks share a parse never depends on the
/// thread count (and never changes a result: `joint`).
pub(crate) const SHARED_PARSE_BLOCKS: usize = 128;

/// `analyze_batch`'s chunk length for `n` blocks: `SHARED_PARSE_BLOCKS`,
/// but smaller for a small batch, which would otherwise leave cores idle;
/// a function of `n` only.
fn chunk_len(n: usize) -> usize {
    (n / 16).clamp(8, SHARED_PARSE_BLOCKS)
}

/// Analyses `blocks` one after another on this thread, those that can
/// sharing one parse; results in input order, each exactly
/// `analyze_one`'s.
pub(crate) fn analyze_chunk(session: &Session, blocks: &[&Block], opts: &AnalysisOptions) -> Vec<Result<Report, Error>> {
    let parsed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| joint::parse_joint(session, blocks, opts)))
        .unwrap_or_else(|_| blocks.iter().map(|_| None).collect());
    blocks
        .iter()
        .zip(parsed)
        .map(|(block, parsed)| match parsed {
            Some(parsed) => catching_panics(|| session.analyze_parsed(&parsed, opts)),
            None => analyze_one(session, block, opts),
        })
        .collect()
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
    let work = || -> Vec<Result<Report, Error>> {
        let chunks: Vec<Vec<Result<Report, Error>>> = blocks
            .par_chunks(chunk_len(blocks.len()))
            .map(|chunk| analyze_chunk(session, &chunk.iter().collect::<Vec<_>>(), opts))
            .collect();
        chunks.into_iter().flatten().collect()
    };
    if threads == 0 {
        return work();
    }
    match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
        Ok(pool) => pool.install(work),
        Err(_) => blocks
            .chunks(chunk_len(blocks.len()))
            .flat_map(|chunk| analyze_chunk(session, &chunk.iter().collect::<Vec<_>>(), opts))
            .collect(),
    }
}
