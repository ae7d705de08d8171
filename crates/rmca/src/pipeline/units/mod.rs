//! Passive hardware units; the stages drive them.
//!
//! `Units` holds what both pipelines use (the instructions in flight, the
//! register file, the LSU, and the model they read); the out-of-order
//! pipeline adds its scheduler and retire control unit beside it, and the
//! in-order issue stage owns its resource manager, as llvm-mca wires them.

pub mod dependencies;
pub mod lsu;
pub mod register_file;
pub mod resource_manager;
pub mod retire_control;
pub mod scheduler;
mod set;

pub(crate) use set::*;
