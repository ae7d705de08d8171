//! Which command the multi-call executable (`src/bin/rmca-multicall.rs`,
//! the one the Python wheel installs under all four names) runs: the one
//! its name, the basename of argv[0], says.

use std::ffi::OsStr;
use std::path::Path;

/// One of the four commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// `rmca`, also under the name `llvm-mca`.
    Mca,
    /// `rmca-exegesis`, also under the name `llvm-exegesis`.
    Exegesis,
    /// `rmca-batch`.
    Batch,
    /// `rmca-sched`.
    Sched,
}

/// The command named by `arg0`. A name is matched by its start, so that
/// versioned or suffixed links (`rmca-exegesis-22`, `llvm-exegesis.orig`)
/// still run what they name; anything else (`rmca`, `llvm-mca`,
/// `llvm-mca-22`, the executable's own name) runs rmca, which like
/// llvm-mca works under any name.
pub fn command_for(arg0: &OsStr) -> Command {
    let name = Path::new(arg0).file_name().unwrap_or(arg0).to_string_lossy();
    if name.starts_with("rmca-exegesis") || name.starts_with("llvm-exegesis") {
        Command::Exegesis
    } else if name.starts_with("rmca-batch") {
        Command::Batch
    } else if name.starts_with("rmca-sched") {
        Command::Sched
    } else {
        Command::Mca
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmd(s: &str) -> Command {
        command_for(OsStr::new(s))
    }

    #[test]
    fn names_pick_their_command() {
        assert_eq!(cmd("rmca"), Command::Mca);
        assert_eq!(cmd("/venv/bin/rmca"), Command::Mca);
        assert_eq!(cmd("llvm-mca"), Command::Mca);
        assert_eq!(cmd("../bin/llvm-mca-22"), Command::Mca);
        assert_eq!(cmd("rmca-exegesis"), Command::Exegesis);
        assert_eq!(cmd("/usr/local/bin/llvm-exegesis"), Command::Exegesis);
        assert_eq!(cmd("rmca-batch"), Command::Batch);
        assert_eq!(cmd("./rmca-sched"), Command::Sched);
    }

    #[test]
    fn unknown_or_empty_names_run_rmca() {
        assert_eq!(cmd("rmca-multicall"), Command::Mca);
        assert_eq!(cmd(""), Command::Mca);
        assert_eq!(cmd("/"), Command::Mca);
        // Only the basename counts: a directory named like a command does not.
        assert_eq!(cmd("/opt/rmca-sched/bin/rmca"), Command::Mca);
    }
}
