//! One analysis, as llvm-mca makes it after its command line: parse (or
//! decode) the input, find its regions and instruments, then, region by
//! region, lower the instructions and either simulate them or print their
//! instruction tables. Results stream out region by region through
//! [`Sink`], so that a region that fails leaves the reports before it
//! intact (llvm-mca prints them before its error).
//!
//! - `session`: [`Session`], a target ready to analyse, and its `analyze`;
//! - `block`: [`Block`], what to analyse (assembly or machine code);
//! - `run`: the analysis step by step ([`run`] streams to a [`Sink`]);
//! - `input`: what the steps share ([`Sink`] and the input);
//! - `prepared`: the target data a `Session` shares ([`prepared::PreparedTarget`]);
//! - `options`: [`AnalysisOptions`] (llvm-mca's options as typed values);
//! - `joint`: small blocks that share one parse (batches);
//! - `lower`: one region's MCInsts into instruction templates;
//! - `simulate`: the simulated pipeline with its views;
//! - `tables`: the instruction tables and the instruction info rows;

mod block;
mod input;
pub(crate) mod joint;
mod lower;
pub(crate) mod options;
pub mod prepared;
mod run;
pub mod session;
mod simulate;
mod tables;

pub use block::{Block, Source};
pub use input::{Completion, Sink, SinkStop};
pub use options::{AnalysisOptions, InstructionTables, SkipUnsupported, Views, ViewOptions};
pub use run::run;
pub use session::Session;
