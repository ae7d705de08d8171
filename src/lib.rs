//! rmca: llvm-mca rebuilt in Rust on LLVM's MC layer, as a library.
//!
//! [`Session`] is a target ready to analyse (shared by threads);
//! [`Session::analyze`] turns a [`Block`] of assembly or machine code into a
//! typed [`Report`], whose text and JSON renderers print what llvm-mca
//! prints; [`analyze_batch`] analyses many blocks on all cores.
//! `driver::run` is llvm-mca's command line as a function. The layers below
//! are usable on their own: `mc` (the LLVM shim), `model` (instruction
//! descriptors), `regions`, `pipeline` (the simulator) and `views` (report
//! sections).

// `unsafe` lives in `mc` only (the FFI to the C++ shim), each use with a
// SAFETY comment.
#![deny(unsafe_code)]

pub mod analysis;
pub mod batch;
pub mod cli;
pub mod driver;
pub mod error;
pub mod exegesis;
#[doc(hidden)]
pub mod fuzzing;
pub mod html;
pub mod llvm_version;
#[allow(unsafe_code)]
pub mod mc;
pub mod model;
pub mod pipeline;
pub mod regions;
pub mod report;
pub mod sched;
pub mod session;
pub mod targets;
pub mod views;

pub use analysis::{AnalysisOptions, Block, InstructionTables, SkipUnsupported, Views};
pub use batch::analyze_batch;
pub use error::Error;
pub use llvm_version::LlvmBehaviour;
pub use report::{RegionReport, Report};
pub use session::Session;
