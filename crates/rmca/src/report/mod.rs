//! The typed result of an analysis, and its renderers: llvm-mca's text
//! (`write_text`) and llvm-mca's `-json` document (`llvm_json`). Every
//! number the text prints is a field here (or derived from fields the same
//! way the text derives it), so a program reads the values instead of
//! scraping the text.
//!
//! ```text
//! Report { triple: "x86_64-unknown-unknown", cpu: "skylake", regions: [
//!   RegionReport { index: 0, name: "", instructions: ["addq\t%rax, %rbx"],
//!     summary: Some(Summary { iterations: 100, total_cycles: 103, .. }),
//!     resource_pressure: Some(..), instruction_info: Some(..), .. } ] }
//! ```

pub mod export;
mod document;

pub use document::*;
