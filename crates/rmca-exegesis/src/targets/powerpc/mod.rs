//! PowerPC (64-bit little-endian): the opcodes before ISA 3.1, the
//! scratch-memory register, memory operands and register set-up.

use crate::asm::{imm, reg};
use crate::ctx::{Arch, Ctx};
use crate::instr::*;
use crate::template::RegValue;
use crate::mc::codegen::ExeInst;

pub struct PowerPC;

impl Arch for PowerPC {
    fn name(&self) -> &'static str {
        "powerpc"
    }

    fn is_64bit(&self, triple: &str) -> bool {
        triple.starts_with("powerpc64")
    }

    /// Before ISA 3.1 (Power10): no prefixed (8-byte) or dense-math
    /// instructions, and no SPE.
    fn available_opcodes(&self, ctx: &Ctx, cpu: &str) -> Option<Vec<bool>> {
        if cpu.starts_with("pwr1") || cpu == "future" {
            return None;
        }
        let v = (0..ctx.num_opcodes)
            .map(|o| {
                let d = ctx.target.instr_desc(o).unwrap_or_default();
                let n = ctx.target.opcode_name(o);
                let spe = n.starts_with("EV") || n.starts_with("EFS") || n.starts_with("EFD");
                !(d.size == 8 || n.starts_with("DMX") || n.starts_with("PMDMX") || n.contains("XTLS_") || spe)
            })
            .collect();
        Some(v)
    }

    fn scratch_reg(&self, ctx: &Ctx) -> u32 {
        ctx.regs.reg_by_name(if ctx.triple.starts_with("powerpc64") { "X13" } else { "R13" }).unwrap_or(0)
    }

    fn fill_memory_operands(&self, ctx: &Ctx, it: &mut InstTemplate, _m: usize, reg: u32, offset: u32) {
        let mem = if it.instr.has_tied_registers() { 1 } else { 0 };
        let disp = mem + 1;
        if disp < it.instr.operands.len() && it.instr.operands[disp].is_reg() {
            let x1 = ctx.regs.reg_by_name("X1").unwrap_or(0);
            it.set_for_op(disp, Val::Reg(x1));
        } else {
            it.set_for_op(disp, Val::Imm(offset as i64));
        }
        if mem + 2 < it.instr.operands.len() {
            it.set_for_op(mem + 2, Val::Reg(reg));
        } else if !it.values.is_empty() {
            // llvm-exegesis reads past the operand list here; what
            // it ends up writing is the first variable.
            it.values[0] = Val::Reg(reg);
        }
    }

    fn set_reg_to(&self, ctx: &Ctx, r: u32, value: &RegValue, warn: &mut Vec<String>) -> Option<Vec<ExeInst>> {
        ctx.ppc_set_reg_to(r, value, warn)
    }
}

impl Ctx {
    fn ppc_set_reg_to(&self, r: u32, v: &RegValue, warn: &mut Vec<String>) -> Option<Vec<ExeInst>> {
        let c = |cls: &str| self.regs.class_contains(cls, r);
        let x = Self::value_u64(v) as i64;
        let x11 = self.rn("X11");
        if c("GPRC") {
            return Some(vec![self.inst(&["LI"], vec![reg(r), imm(x)])?]);
        }
        if c("G8RC") {
            return Some(vec![self.inst(&["LI8"], vec![reg(r), imm(x)])?]);
        }
        let li = self.inst(&["LI8"], vec![reg(x11), imm(x)])?;
        if c("F4RC") || c("VFRC") {
            return Some(vec![li, self.inst(&["MTVSRD"], vec![reg(r), reg(x11)])?]);
        }
        if c("VRRC") {
            return Some(vec![li, self.inst(&["MTVRD"], vec![reg(r), reg(x11)])?]);
        }
        if c("VSRC") {
            return Some(vec![li, self.inst(&["MTVSRDD"], vec![reg(r), reg(x11), reg(x11)])?]);
        }
        if c("SPERC") {
            warn.push(format!("Unsupported SPE Reg:{r}"));
            return Some(Vec::new());
        }
        warn.push(format!("setRegTo is not implemented, results will be unreliable:{r}"));
        Some(Vec::new())
    }

}
