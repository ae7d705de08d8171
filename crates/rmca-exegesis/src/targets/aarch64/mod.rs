//! AArch64: what llvm-exegesis does differently there: the opcodes an
//! AArch64 core model describes, X19 never assigned, its target operand
//! values, and register set-up (`setRegTo`) for GPRs, FPRs, SVE vectors
//! and predicates, and register tuples.

use crate::asm::{imm, reg};
use crate::ctx::{Arch, Ctx};
use crate::instr::*;
use crate::options::ArchOptions;
use crate::template::RegValue;
use crate::mc::codegen::ExeInst;
use rmca::mc::target::instr_flags;

pub struct AArch64;

impl Arch for AArch64 {
    fn name(&self) -> &'static str {
        "aarch64"
    }

    fn host_arch(&self) -> Option<&'static str> {
        Some("aarch64")
    }

    fn is_64bit(&self, _triple: &str) -> bool {
        true
    }

    fn unavailable_registers(&self, _opts: &ArchOptions) -> Vec<&'static str> {
        vec!["X19"]
    }

    /// Opcodes without a scheduling class and the SME/crypto forms are
    /// outside what an AArch64 core model describes.
    fn available_opcodes(&self, ctx: &Ctx, _cpu: &str) -> Option<Vec<bool>> {
        let v = (0..ctx.num_opcodes)
            .map(|o| {
                let d = ctx.target.instr_desc(o).unwrap_or_default();
                if d.flags & instr_flags::PSEUDO != 0 {
                    return true;
                }
                let n = ctx.target.opcode_name(o);
                let sme = ["_VG2", "_VG4", "_MPPZZ", "_CXX", "_XCI", "PTRUE_C", "PEXT_", "_2Z", "_4Z"].iter().any(|p| n.contains(p));
                let crypto = ["AES", "SHA1", "SHA256", "SHA512", "SM3", "SM4"].iter().any(|p| n.starts_with(p));
                d.sched_class != 0 && !sme && !crypto
            })
            .collect();
        Some(v)
    }

    fn max_memory_access_size(&self) -> u32 {
        16
    }

    fn randomize_target_operand(&self, _ctx: &mut Ctx, _instr: &Instruction, op: &Operand) -> Result<Val, String> {
        // AArch64's operand types, in the order of its MCTargetDesc enum
        // (the last two appear in LLVM 23; 22's tables never hold them).
        match op.op_type().checked_sub(OPERAND_FIRST_TARGET) {
            // implicit immediate 0, shifted immediate
            Some(0 | 3) => Ok(Val::Imm(0)),
            // MSL shift: `msl #8`
            Some(1) => Ok(Val::Imm(0x108)),
            // shifted register
            Some(2) => Ok(Val::Reg(0)),
            // 5-bit unsigned immediate (SVE predicate pattern): `all`
            Some(4) => Ok(Val::Imm(31)),
            // 8-bit unsigned immediate
            Some(5) => Ok(Val::Imm(1)),
            _ => Err(format!("Unimplemented operand type: MCOI::OperandType:{}", op.op_type())),
        }
    }

    fn set_reg_to(&self, ctx: &Ctx, r: u32, value: &RegValue, _warn: &mut Vec<String>) -> Option<Vec<ExeInst>> {
        ctx.a64_set_reg_to(r, value)
    }

    fn warns_without_set_reg_to(&self) -> bool {
        true
    }
}

impl Ctx {
    fn a64_set_reg_to(&self, r: u32, v: &RegValue) -> Option<Vec<ExeInst>> {
        let c = |cls: &str| self.regs.class_contains(cls, r);
        let x = Self::value_u64(v) as i64;
        if c("GPR32") {
            return Some(vec![self.inst(&["MOVi32imm"], vec![reg(r), imm(x)])?]);
        }
        if c("GPR64") {
            return Some(vec![self.inst(&["MOVi64imm"], vec![reg(r), imm(x)])?]);
        }
        if c("PPR") {
            return Some(vec![self.inst(&["PTRUE_B"], vec![reg(r), imm(31)])?]);
        }
        let fp = |rr: u32, bits: u32| -> Option<Vec<ExeInst>> {
            let (opc, with_imm) = match bits {
                16 => ("FMOVH0", false),
                32 => ("FMOVS0", false),
                64 => ("MOVID", true),
                _ => ("MOVIv2d_ns", true),
            };
            let mut ops = vec![reg(rr)];
            if with_imm {
                ops.push(imm(x));
            }
            Some(vec![self.inst(&[opc], ops)?])
        };
        if c("FPR8") {
            let b0 = self.rn("B0");
            let d0 = self.rn("D0");
            return fp(r - b0 + d0, 64);
        }
        if c("FPR16") {
            return fp(r, 16);
        }
        if c("FPR32") {
            return fp(r, 32);
        }
        if c("FPR64") {
            return fp(r, 64);
        }
        if c("FPR128") {
            return fp(r, 128);
        }
        if c("ZPR") {
            return Some(vec![self.inst(&["DUP_ZI_D"], vec![reg(r), imm(x), imm(0)])?]);
        }
        // Register tuples: every member register, in sub-register order.
        let subs = self.target_subregs(r);
        let scalable = subs.iter().any(|&s| self.regs.class_contains("ZPR", s));
        for cls in if scalable { &[][..] } else { &["FPR128", "FPR64", "GPR64", "GPR32"][..] } {
            let members: Vec<u32> = subs.iter().copied().filter(|&s| self.regs.class_contains(cls, s)).collect();
            if !members.is_empty() {
                let mut out = Vec::new();
                for m in members {
                    out.extend(self.a64_set_reg_to(m, v)?);
                }
                return Some(out);
            }
        }
        if r == self.rn("NZCV") {
            // Clear the four flags: read NZCV, mask bits 28-31, write back.
            let (x8, x9) = (self.rn("X8"), self.rn("X9"));
            return Some(vec![
                self.inst(&["MRS"], vec![reg(x8), imm(0xDA10)])?,
                self.inst(&["MOVZXi"], vec![reg(x9), imm(0xf000), imm(16)])?,
                self.inst(&["BICXrs"], vec![reg(x8), reg(x8), reg(x9), imm(0)])?,
                self.inst(&["MSR"], vec![imm(0xDA10), reg(x8)])?,
            ]);
        }
        if r == self.rn("FFR") {
            return Some(vec![self.inst(&["SETFFR"], vec![])?]);
        }
        if r == self.rn("FPCR") {
            let x8 = self.rn("X8");
            return Some(vec![
                self.inst(&["MOVi64imm"], vec![reg(x8), imm(0)])?,
                self.inst(&["MSR"], vec![imm(0xDA20), reg(x8)])?,
            ]);
        }
        None
    }

}
