//! Many blocks, all cores, one process: the way cost-model training sets,
//! autotuners and explorers use llvm-mca, without a process per block.
//!
//! ```no_run
//! use rmca::{analyze_batch, AnalysisOptions, Block, Session};
//! let session = Session::new("x86_64-unknown-unknown", "skylake", "")?;
//! let blocks = vec![Block::asm("addq %rax, %rbx"), Block::from_hex("4801d8")?];
//! for result in analyze_batch(&session, &blocks, &AnalysisOptions::default(), 0) {
//!     match result {
//!         Ok(report) => println!("{}", report.regions[0].summary.as_ref().unwrap().total_cycles),
//!         Err(e) => println!("error: {e}"),
//!     }
//! }
//! # Ok::<(), rmca::Error>(())
//! ```

pub mod lines;
mod analyze;

pub use analyze::*;
