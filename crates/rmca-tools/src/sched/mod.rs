//! The scheduling-model workflow behind `rmca-sched`: the model as data
//! (`dump`), report snapshots of a corpus (`snapshot`) and what changed
//! (`diff`). Model changes without rebuilding LLVM (`--sched-override`)
//! are the library's `rmca::overrides`.
pub mod diff;
pub mod diff_page;
pub mod dump;
pub mod snapshot;
