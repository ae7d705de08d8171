//! rmca: llvm-mca and llvm-exegesis rebuilt in Rust on LLVM's MC layer, as
//! a library (the commands are the `rmca-tools` crate).
//!
//! [`Session`] is a target ready to analyse (shared by threads);
//! [`Session::analyze`] turns a [`Block`] of assembly or machine code into a
//! typed [`Report`], whose text and JSON renderers print what llvm-mca
//! prints; [`analyze_batch`] analyses many blocks on all cores. The layers
//! below are usable on their own: `mc` (the LLVM shim), `model`
//! (instruction descriptors), `regions`, `pipeline` (the simulator),
//! `views` (report sections). llvm-exegesis is the `rmca-exegesis`
//! crate, on this one's target handle.

// `unsafe` lives in `mc` only (the FFI to the C++ shim), each use with a
// SAFETY comment.
#![deny(unsafe_code)]

pub mod analysis;
pub mod batch;
pub mod error;
pub mod llvm_hash_order;
pub mod llvm_version;
#[allow(unsafe_code)]
pub mod mc;
pub mod model;
pub mod overrides;
pub mod pipeline;
pub mod regions;
pub mod report;
pub mod suggest;
pub mod targets;
pub mod views;

pub use analysis::{AnalysisOptions, Block, InstructionTables, Session, SkipUnsupported, Views};
pub use batch::analyze_batch;
pub use error::Error;
pub use llvm_version::LlvmBehaviour;
pub use report::{RegionReport, Report};
