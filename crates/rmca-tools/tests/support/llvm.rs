//! The LLVM rmca was built against: its reference tools come from the same
//! `llvm-config --bindir` (build.rs exports it), so a build against LLVM 19
//! is compared with llvm-mca-19, one against 22 with llvm-mca-22.

use std::path::PathBuf;

/// A tool of the LLVM rmca was built against (`llvm-mca`, `llvm-exegesis`...).
#[allow(dead_code)]
pub fn tool(name: &str) -> PathBuf {
    let p = PathBuf::from(env!("RMCA_LLVM_BINDIR")).join(name);
    assert!(
        p.exists(),
        "{} is required: rmca was built against LLVM {} (scripts/install-deps.sh installs it)",
        p.display(),
        env!("RMCA_LLVM_VERSION")
    );
    p
}

/// The committed insta snapshots hold the output of a build against this
/// LLVM major; a build against another one is checked against its own
/// reference tool only.
#[allow(dead_code)]
const SNAPSHOT_LLVM_MAJOR: &str = "22";

/// Whether this build's output is the one the snapshots record.
#[allow(dead_code)]
pub fn snapshots_apply() -> bool {
    env!("RMCA_LLVM_VERSION").split('.').next() == Some(SNAPSHOT_LLVM_MAJOR)
}
