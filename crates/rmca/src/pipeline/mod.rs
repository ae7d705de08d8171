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
//!
//! How it stays fast (nothing here changes what it computes):
//!
//! The register file learns the region's reads and writes when the pipeline
//! is built (`RegisterFile::note_region`): a register whose family (it and
//! its sub-registers) every write of the region updates whole or not at all
//! is read from its own last-write entry, without the sub-register walk; and,
//! with no eliminable move in the region (aliases could point a read
//! anywhere), a write updates only the entries some read can look at. The
//! steady-state signature leaves the others out. Instructions live in a ring
//! of slots indexed by `InstRef` (u32), with dense side arrays (user counts,
//! idle flags) for the per-cycle sweeps; a slot is cache-line aligned with
//! its per-cycle fields first, and is filled from per-position operand
//! prototypes. Without bottleneck analysis (where the order of the
//! scheduler's sets does not matter) the ready set is a list of selection
//! keys (rank, source index) sorted once a cycle; `select` walks it from a
//! cursor to the first instruction whose resources are free (checked from
//! readiness bits the resource manager maintains; a group's free members are
//! not stored but read from the available units, so using or freeing a unit
//! touches its groups' round-robin states only, which sit in one dense
//! array), skipping descriptors found busy earlier in the cycle: within a
//! cycle resources are only taken. Idle instructions (nothing counting down)
//! leave the wait set until a producer starts, and instructions whose
//! operands are ready but whose memory group waits are parked on that group
//! in the LSU, which hands them back when its last predecessor starts. The
//! LSU counts its groups' critical-predecessor cycles down lazily (a value
//! and the cycle it was taken at), so no cycle visits every group. With
//! bottleneck analysis `select` looks at every ready instruction in one pass;
//! a busy mask is kept over later calls while the readiness bits and
//! available units it depends on stay the same (between two calls only the
//! issued instruction's resources change), and descriptors whose check reads
//! the same resources in the same way share one kept mask. There the wait set
//! keeps its order (it is state), idle entries included; the scheduler counts
//! its awake entries (dispatches, plus the store's count of wakes) and a
//! sweep stops once it has seen them all. The bottleneck view's dependency
//! graph finds an edge through a sorted (target, what) index per node, since
//! nodes of long loops have hundreds of edges. Debug builds check `select`
//! against a full scan; CI runs the unit and reference tests with debug
//! assertions (`debugcheck` profile).

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

pub use machine::{run, run_with_custom, PipelineError, PipelineOptions, RunSetup};
