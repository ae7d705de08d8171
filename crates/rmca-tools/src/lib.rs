//! The rmca commands on top of the `rmca` library, as LLVM's
//! `tools/llvm-mca` and `tools/llvm-exegesis` sit on `lib/MCA`:
//!
//! - `cli`: llvm-mca's and llvm-exegesis's command lines (LLVM's `cl`
//!   rules, option tables per LLVM version, help and version text);
//! - `driver`: llvm-mca's `main` as a function (set-up order, messages,
//!   regions rendered as they come, `-o`, `-json`, `-html`);
//! - `exegesis_driver`: llvm-exegesis's `main` over rmca-exegesis's typed
//!   calls (its order of checks and messages, stdout, stderr, files);
//! - `html`: the visual report (`-html`) and the model-diff page;
//! - `sched`: `rmca-sched`'s model dump, corpus snapshots and their diff;
//! - `fuzzing`: how the fuzz targets turn bytes into a run;
//! - `multicall`: which command the one-executable build (the wheel's)
//!   runs under a given name.
//!
//! The binaries in `src/bin/` only print what these return.

#![deny(unsafe_code)]

pub mod cli;
pub mod driver;
pub mod exegesis_driver;
#[doc(hidden)]
pub mod fuzzing;
pub mod html;
pub mod multicall;
pub mod sched;
