//! The scheduling-model workflow behind `rmca-sched`: the model as data
//! (`dump`), model changes without rebuilding LLVM (`overrides`), report
//! snapshots of a corpus (`snapshot`) and what changed (`diff`).
pub mod diff;
pub mod dump;
pub mod overrides;
pub mod snapshot;
