//! rmca-exegesis's FFI, the crate's only `unsafe` code (each use with a
//! `SAFETY` comment): `raw` (bindings of `cpp_shim/exegesis.h`), `codegen`
//! (the code-generating target machine and the queries llvm-exegesis makes
//! of a target beyond the llvm-mca library's) and `host_run` (running
//! generated code in a child process and reading the time-stamp or perf
//! counters around it). One owning Rust type per C++ object or mapping,
//! freed by its `Drop`.
pub mod codegen;
pub mod host_run;
mod raw;
