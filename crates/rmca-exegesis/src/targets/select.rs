//! Which architecture's rules a triple gets, and llvm-exegesis's targets.

use crate::ctx::{Arch, NoRules};

/// The architecture's rules for a triple (its folder: `x86/`,
/// `aarch64/`, `riscv/`, `powerpc/`, `mips/`).
pub fn for_triple(triple: &str) -> &'static dyn Arch {
    let a = triple.split('-').next().unwrap_or("");
    match a {
        "x86_64" | "amd64" => &super::x86::X86_64,
        "i386" | "i486" | "i586" | "i686" | "x86" => &super::x86::X86_32,
        _ if a.starts_with("aarch64") || a.starts_with("arm64") => &super::aarch64::AArch64,
        _ if a.starts_with("powerpc") || a.starts_with("ppc") => &super::powerpc::PowerPC,
        _ if a.starts_with("mips") => &super::mips::Mips,
        _ if a.starts_with("riscv") => &super::riscv::RiscV,
        _ => &NoRules,
    }
}


/// Whether llvm-exegesis is built with the target of this architecture
/// name (a triple's first part; its LLVM target exists).
pub fn is_built_target(arch_name: &str) -> bool {
    ["aarch64", "arm64", "mips", "powerpc", "ppc", "riscv", "x86", "i386", "i486", "i586", "i686", "amd64"]
        .iter()
        .any(|p| arch_name.starts_with(p))
}

/// Whether llvm-exegesis has a target for this architecture name (the
/// triple's first part).
pub fn has_exegesis_target(arch_name: &str) -> bool {
    arch_name.starts_with("x86")
        || arch_name.starts_with("i386")
        || arch_name.starts_with("i486")
        || arch_name.starts_with("i586")
        || arch_name.starts_with("i686")
        || arch_name == "amd64"
        || arch_name.starts_with("aarch64")
        || arch_name.starts_with("arm64")
        || arch_name == "powerpc64le"
        || arch_name == "ppc64le"
        || arch_name.starts_with("mips")
        || arch_name.starts_with("riscv")
}
