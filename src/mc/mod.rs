//! Safe wrappers over the C++ shim. All `unsafe` code lives in `ffi`.
pub mod ffi;
pub mod regs;
pub mod sched;
