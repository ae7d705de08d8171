//! Safe wrappers over the C++ shim, the only modules with `unsafe`: `raw`
//! (bindings and sinks), `target` (the target handle both programs share,
//! and the copies made from it), `mca` (llvm-mca's parse of an input and
//! its queries), `exegesis` (rmca-exegesis's code generator) and `host_run`
//! (running generated code in a child process and reading the time-stamp
//! or perf counters around it). One owning Rust type per C++ object or
//! mapping, freed by its `Drop`.
pub mod exegesis;
pub mod host_run;
pub mod mca;
mod raw;
pub mod regs;
pub mod sched;
pub mod target;
