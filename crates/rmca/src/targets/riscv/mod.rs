//! RISC-V: the instrument manager (LMUL and SEW instruments choosing
//! vector scheduling classes) is LLVM's own; before LLVM 23 it divides by
//! zero on a vector load or store under an LMUL instrument without SEW, so
//! rmca guards it there and reports an error instead.

use super::behaviour::TargetBehaviour;
use crate::llvm_version::LlvmBehaviour;

pub struct RiscV;

impl TargetBehaviour for RiscV {
    fn guards_instruments(&self, llvm: &LlvmBehaviour) -> bool {
        !llvm.riscv_emul_without_sew_falls_back
    }
}
