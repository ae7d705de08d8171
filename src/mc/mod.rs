//! Safe wrappers over the C++ shim. All `unsafe` code lives in `raw`
//! (bindings and sinks), `ffi` (llvm-mca's MC objects) and `codegen`
//! (rmca-exegesis's code generator).
pub mod codegen;
pub mod ffi;
mod raw;
pub mod regs;
pub mod sched;
