//! rmca: llvm-mca rebuilt in Rust on LLVM's MC layer.
//!
//! `driver::run` is llvm-mca as a function; the layers below it are usable
//! on their own: `mc` (the LLVM shim), `model` (instruction descriptors),
//! `regions`, `pipeline` (the simulator) and `views` (report sections).
pub mod cli;
pub mod driver;
pub mod exegesis;
#[doc(hidden)]
pub mod fuzzing;
pub mod mc;
pub mod model;
pub mod pipeline;
pub mod regions;
pub mod report;
pub mod sched;
pub mod views;
