//! The simulated pipeline: stages, hardware units and their events.
//!
//! `machine::Pipeline::new` wires the pipeline llvm-mca's `Context` builds for the
//! model: the entry stage and the units both kinds use (`units::Units`:
//! instructions, register file, LSU), then either the out-of-order back
//! end (`out_of_order`: [micro-op queue] -> dispatch -> execute -> retire
//! over a scheduler and a retire control unit) or, when MicroOpBufferSize
//! is 0, the in-order issue stage alone (it owns its resource manager).
//! Stages are structs owning their state and scratch buffers; the units
//! they use are passed alongside as `&mut`, and events leave through
//! `notify::Notify`. `run` steps the pipeline cycle by cycle until every
//! instruction of every iteration has retired, skipping the repeats of a
//! steady state (`steady`). Views observe it through the `Listener` slice.

pub mod custom;
pub mod events;
pub mod instruction;
pub(crate) mod machine;
pub(crate) mod notify;
pub(crate) mod out_of_order;
pub(crate) mod signature;
pub mod stages;
pub mod steady;
pub mod units;

pub use machine::{run, run_with_custom, PipelineError, PipelineOptions};
