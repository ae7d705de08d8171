//! rmca: llvm-mca rebuilt in Rust on LLVM's MC layer.
pub mod mc;
pub mod model;
pub mod pipeline;
pub mod views;
