//! Safe wrappers over the C++ shim, the only modules with `unsafe`: `raw`
//! (bindings and sinks), `target` (the target handle, and the copies made
//! from it), `mca` (llvm-mca's parse of an input and its queries) and
//! `ffi` (the handle and sink types for rmca-exegesis's own shim). One
//! owning Rust type per C++ object, freed by its `Drop`.
pub mod ffi;
pub mod mca;
mod raw;
pub mod regs;
pub mod sched;
pub mod target;
