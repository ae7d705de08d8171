//! rmca-multicall: the four commands in one executable, for the Python
//! wheel (one copy of LLVM instead of four). It runs the command its name
//! says, like busybox: installed or linked as `rmca` or `llvm-mca` it is
//! rmca, as `rmca-exegesis` (or `llvm-exegesis`) rmca-exegesis, as
//! `rmca-batch` and `rmca-sched` those. Each command is the very `main` of
//! its own binary (the files beside this one), so a command behaves byte
//! for byte as its own build: argv[0] is left as it came, which is where
//! the commands take their program name from. A name it does not know
//! (`rmca-multicall`, `llvm-mca-22`, ...) runs rmca.
//!
//! Built only with the `multicall` feature (scripts/build-wheel.sh).

#[path = "rmca-batch.rs"]
mod batch;
#[path = "rmca-exegesis.rs"]
mod exegesis;
#[path = "rmca.rs"]
mod mca;
#[path = "rmca-sched.rs"]
mod sched;

use std::process::ExitCode;

use rmca_tools::multicall::{command_for, Command};

fn main() -> ExitCode {
    let arg0 = std::env::args_os().next().unwrap_or_default();
    match command_for(&arg0) {
        Command::Mca => mca::main(),
        Command::Exegesis => exegesis::main(),
        Command::Batch => batch::main(),
        Command::Sched => return sched::main(),
    }
    ExitCode::SUCCESS
}
