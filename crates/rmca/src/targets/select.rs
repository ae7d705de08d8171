//! Which target's behaviour a target gets.

use crate::mc::target::Target;
use super::behaviour::{Generic, TargetBehaviour};

/// The behaviour of `target`.
pub fn for_target(target: &Target) -> &'static dyn TargetBehaviour {
    let name = target.name();
    if name.starts_with("x86") {
        &super::x86::X86
    } else if super::aarch64::is_aarch64(target) {
        &super::aarch64::AArch64
    } else if name.starts_with("riscv") {
        &super::riscv::RiscV
    } else if target.amdgpu_isa_version().0 != 0 {
        &super::amdgpu::Amdgpu
    } else {
        &Generic
    }
}
