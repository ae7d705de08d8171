//! llvm-exegesis's rules per architecture, one folder each behind
//! [`crate::ctx::Arch`] (the one trait the rest of the crate reaches them
//! through): which opcodes and registers it refuses, memory operands,
//! target operand values, snippet overrides, setting a register to a
//! value, the loop repetitor's tail (RISC-V: vector pseudos per vtype
//! configuration, MatInt). Adding an architecture: a folder implementing
//! `Arch`, named in `for_triple`.

pub mod aarch64;
pub mod mips;
pub mod powerpc;
pub mod riscv;
pub mod x86;

use crate::ctx::{Arch, NoRules};

/// The architecture's rules for a triple (its folder: `x86/`,
/// `aarch64/`, `riscv/`, `powerpc/`, `mips/`).
pub fn for_triple(triple: &str) -> &'static dyn Arch {
    let a = triple.split('-').next().unwrap_or("");
    match a {
        "x86_64" | "amd64" => &x86::X86_64,
        "i386" | "i486" | "i586" | "i686" | "x86" => &x86::X86_32,
        _ if a.starts_with("aarch64") || a.starts_with("arm64") => &aarch64::AArch64,
        _ if a.starts_with("powerpc") || a.starts_with("ppc") => &powerpc::PowerPC,
        _ if a.starts_with("mips") => &mips::Mips,
        _ if a.starts_with("riscv") => &riscv::RiscV,
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

