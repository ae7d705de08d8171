//! Safe wrappers over the C++ shim, the only modules with `unsafe`: `raw`
//! (bindings and sinks), `target` (the target handle both programs share,
//! and the copies made from it), `mca` (llvm-mca's parse of an input and
//! its queries) and `exegesis` (rmca-exegesis's code generator). One owning
//! Rust type per C++ object, freed by its `Drop`.
pub mod exegesis;
pub mod mca;
mod raw;
pub mod regs;
pub mod sched;
pub mod target;
