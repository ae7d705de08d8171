//! x86 and x86-64: the opcodes and memory forms llvm-exegesis refuses,
//! the LEA and x87 snippet rules, one configuration per condition code,
//! register set-up (`setRegTo`: immediates, stack loads, the few registers
//! that need a syscall) and the loop repetitor's counter (R8).

use crate::mc::codegen::TargetExt;
use std::rc::Rc;

use crate::asm::{imm, reg};
use crate::bits::Bits;
use crate::ctx::{Arch, Ctx};
use crate::instr::*;
use crate::options::ArchOptions;
use crate::template::{CodeTemplate, RegValue};
use crate::mc::codegen::{ExeInst, ExeOperand};

// X86 TSFlags: the instruction form (7 bits) and the x87 stack type.
const X86_FORM_MASK: u64 = 0x7f;
const X86_FP_SHIFT: u64 = 22;

mod form {
    pub const PSEUDO: u64 = 0;
    pub const RAW_FRM: u64 = 1;
    pub const ADD_REG_FRM: u64 = 2;
    pub const RAW_FRM_MEM_OFFS: u64 = 3;
    pub const RAW_FRM_SRC: u64 = 4;
    pub const RAW_FRM_DST: u64 = 5;
    pub const RAW_FRM_DST_SRC: u64 = 6;
    pub const RAW_FRM_IMM8: u64 = 7;
    pub const RAW_FRM_IMM16: u64 = 8;
    pub const ADD_CC_FRM: u64 = 9;
    pub const PREFIX_BYTE: u64 = 10;
}

/// Why X86 cannot benchmark an instruction's memory references, if so.
fn x86_invalid_memory(instr: &Instruction, regs: &RegState) -> Option<&'static str> {
    let f = instr.desc.ts_flags & X86_FORM_MASK;
    match f {
        form::PSEUDO | form::RAW_FRM | form::ADD_CC_FRM | form::PREFIX_BYTE | form::RAW_FRM_IMM8 => None,
        form::ADD_REG_FRM => {
            let _ = regs;
            if matches!(instr.name.as_str(), "POP16r" | "POP32r" | "PUSH16r" | "PUSH32r") {
                Some("unsupported opcode: unsupported memory access")
            } else {
                None
            }
        }
        form::RAW_FRM_IMM16 | form::RAW_FRM_MEM_OFFS | form::RAW_FRM_SRC | form::RAW_FRM_DST | form::RAW_FRM_DST_SRC => {
            Some("unsupported opcode: non uniform memory access")
        }
        // MRMDestMem(24) .. MRM7m(39) except the CC/FSIB forms; the
        // register forms 40..=127 except 45 (MRMSrcMemCC? no: reserved).
        24..=28 | 30..=39 => None,
        40..=44 | 46..=127 => None,
        21 => None, // MRMr0
        _ => Some("Unknown FormMask value"),
    }
}

fn x86_invalid_opcode(instr: &Instruction, regs: &RegState) -> Option<&'static str> {
    if instr.desc.ts_flags & X86_FORM_MASK == form::PSEUDO {
        return Some("unsupported opcode: pseudo instruction");
    }
    let n = instr.name.as_str();
    if (n.starts_with("POP") && !n.starts_with("POPCNT")) || n.starts_with("PUSH") || n.starts_with("ADJCALLSTACK") || n.starts_with("LEAVE") {
        return Some("unsupported opcode: Push/Pop/AdjCallStack/Leave");
    }
    if matches!(
        n,
        "LFS16rm" | "LFS32rm" | "LFS64rm" | "LGS16rm" | "LGS32rm" | "LGS64rm" | "LSS16rm" | "LSS32rm" | "LSS64rm" | "SYSENTER" | "WRFSBASE" | "WRFSBASE64"
    ) {
        return Some("unsupported opcode");
    }
    if let Some(r) = x86_invalid_memory(instr, regs) {
        return Some(r);
    }
    if instr.operands.iter().any(|o| o.is_explicit() && o.op_type() == OPERAND_PCREL) {
        return Some("unsupported opcode: PC relative operand");
    }
    let rst = regs.class_by_name("RST").map(|c| c as i32);
    if instr.operands.iter().any(|o| o.is_reg() && o.is_explicit() && Some(o.reg_class()) == rst) {
        return Some("unsupported second-form X87 instruction");
    }
    None
}

/// x86 (`bits64`: x86-64, which alone sets registers and loops).
pub struct X86 {
    pub bits64: bool,
}

/// X86's operand types, counted from the first target-specific one.
const OPERAND_ROUNDING_CONTROL: u32 = 0;
const OPERAND_COND_CODE: u32 = 1;

pub static X86_64: X86 = X86 { bits64: true };
pub static X86_32: X86 = X86 { bits64: false };

impl Arch for X86 {
    fn name(&self) -> &'static str {
        if self.bits64 { "x86" } else { "32-bit x86" }
    }

    fn host_arch(&self) -> Option<&'static str> {
        self.bits64.then_some("x86_64")
    }

    fn is_64bit(&self, _triple: &str) -> bool {
        self.bits64
    }

    fn unavailable_registers(&self, opts: &ArchOptions) -> Vec<&'static str> {
        let mut v = vec!["AH", "BH", "CH", "DH"];
        if opts.x86_disable_upper_sse {
            v.extend(["XMM8", "XMM9", "XMM10", "XMM11", "XMM12", "XMM13", "XMM14", "XMM15"]);
        }
        v
    }

    fn scratch_reg(&self, ctx: &Ctx) -> u32 {
        if !self.bits64 {
            return 0;
        }
        let windows = ctx.triple.contains("windows") || ctx.triple.contains("win32");
        ctx.regs.reg_by_name(if windows { "RCX" } else { "RDI" }).unwrap_or(0)
    }

    fn max_memory_access_size(&self) -> u32 {
        64
    }

    fn allow_back_to_back(&self, ctx: &Ctx, instr: &Instruction) -> bool {
        x86_invalid_opcode(instr, &ctx.regs).is_none() && !matches!(instr.name.as_str(), "LEA64r" | "LEA64_32r" | "LEA16r")
    }

    fn fill_memory_operands(&self, _ctx: &Ctx, it: &mut InstTemplate, m: usize, reg: u32, offset: u32) {
        it.set_for_op(m, Val::Reg(reg));
        it.set_for_op(m + 1, Val::Imm(1));
        it.set_for_op(m + 2, Val::Reg(0));
        it.set_for_op(m + 3, Val::Imm(offset as i64));
        it.set_for_op(m + 4, Val::Reg(0));
    }

    fn randomize_target_operand(&self, ctx: &mut Ctx, _instr: &Instruction, op: &Operand) -> Result<Val, String> {
        match op.op_type().checked_sub(OPERAND_FIRST_TARGET) {
            Some(OPERAND_COND_CODE) => Ok(Val::Imm(ctx.random_index(15) as i64)),
            Some(OPERAND_ROUNDING_CONTROL) => Ok(Val::Imm(ctx.random_index(3) as i64)),
            _ => Err(format!("unimplemented operand type {}", op.op_type())),
        }
    }

    /// One configuration per value of a condition-code operand.
    fn instruction_variants(&self, ctx: &mut Ctx, instr: &Rc<Instruction>) -> Vec<InstTemplate> {
        let max_configs = ctx.max_configs;
        let choices: Vec<Vec<Val>> = instr
            .variables
            .iter()
            .map(|v| {
                if instr.primary_operand(v).op_type() == OPERAND_FIRST_TARGET + OPERAND_COND_CODE {
                    (0..16).map(Val::Imm).collect()
                } else {
                    vec![Val::Invalid]
                }
            })
            .collect();
        if choices.iter().any(|c| c.len() > 1) {
            let total: usize = choices.iter().map(|c| c.len()).product();
            let n = total.min(max_configs as usize);
            let mut out = Vec::new();
            let mut idx = vec![0usize; choices.len()];
            while out.len() < n {
                let mut it = InstTemplate::new(instr.clone());
                for (k, c) in choices.iter().enumerate() {
                    it.values[k] = c[idx[k]];
                }
                out.push(it);
                // Odometer, last variable fastest.
                let mut k = choices.len();
                loop {
                    if k == 0 {
                        break;
                    }
                    k -= 1;
                    idx[k] += 1;
                    if idx[k] < choices[k].len() {
                        break;
                    }
                    idx[k] = 0;
                }
            }
            return out;
        }
        vec![InstTemplate::new(instr.clone())]
    }

    fn serial_templates(&self, ctx: &mut Ctx, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        let instr = variant.instr.clone();
        if let Some(r) = x86_invalid_opcode(&instr, &ctx.regs) {
            return Err(r.into());
        }
        if matches!(instr.name.as_str(), "LEA64r" | "LEA64_32r") {
            return ctx.x86_lea(&instr, forbidden, true);
        }
        if instr.has_memory_operands() {
            return Err("unsupported memory operand in latency measurements".into());
        }
        match (instr.desc.ts_flags >> X86_FP_SHIFT) & 7 {
            0 => ctx.generic_serial(variant, forbidden),
            3 | 4 => ctx.self_aliasing_templates(variant, forbidden),
            _ => Err("Unsupported x87 Instruction".into()),
        }
    }

    fn parallel_templates(&self, ctx: &mut Ctx, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        let instr = variant.instr.clone();
        if let Some(r) = x86_invalid_opcode(&instr, &ctx.regs) {
            return Err(r.into());
        }
        if matches!(instr.name.as_str(), "LEA64r" | "LEA64_32r") {
            return ctx.x86_lea(&instr, forbidden, false);
        }
        match (instr.desc.ts_flags >> X86_FP_SHIFT) & 7 {
            0 => ctx.generic_parallel(variant, forbidden),
            3 | 4 => ctx.self_aliasing_templates(variant, forbidden),
            5 | 6 => ctx.unconstrained_templates(variant, "instruction does not grow/shrink the FP stack"),
            _ => Err("Unsupported x87 Instruction".into()),
        }
    }

    /// Observed on x86 (SETcc): a companion that writes a register the
    /// instruction defines explicitly would cut the chain.
    fn companions_may_write_explicit_defs(&self) -> bool {
        false
    }

    fn loop_counter_reg(&self, ctx: &Ctx) -> u32 {
        if self.bits64 {
            ctx.rn("R8")
        } else {
            0
        }
    }

    fn set_reg_to(&self, ctx: &Ctx, r: u32, value: &RegValue, _warn: &mut Vec<String>) -> Option<Vec<ExeInst>> {
        if self.bits64 {
            ctx.x86_set_reg_to(r, value)
        } else {
            None
        }
    }

    fn loop_tail(&self, ctx: &Ctx, loop_reg: u32) -> Vec<ExeInst> {
        if !self.bits64 {
            return Vec::new();
        }
        let mut v = Vec::new();
        if let Some(i) = ctx.inst(&["ADD64ri8", "ADD64ri32"], vec![reg(loop_reg), reg(loop_reg), imm(-1)]) {
            v.push(i);
        }
        if let Some(i) = ctx.inst(&["JCC_1"], vec![ExeOperand::LoopBlock, imm(5)]) {
            v.push(i);
        }
        v
    }
}

impl Ctx {
    pub(super) fn x86_lea(&mut self, instr: &Rc<Instruction>, forbidden: &Bits, serial: bool) -> Result<Vec<CodeTemplate>, String> {
        let src = |i: usize| {
            let mut b = instr.operands[i].tracker().source.clone();
            b.remove(forbidden);
            b
        };
        let (dests, bases, indexes) = (src(0), src(1), src(3));
        let mut out = Vec::new();
        for base in bases.iter() {
            for index in indexes.iter() {
                for log_scale in 0..=3 {
                    for disp in [0i64, 42] {
                        let scale = 1i64 << log_scale;
                        let mut it = InstTemplate::new(instr.clone());
                        it.set_for_op(1, Val::Reg(base as u32));
                        it.set_for_op(2, Val::Imm(scale));
                        it.set_for_op(3, Val::Reg(index as u32));
                        it.set_for_op(4, Val::Imm(disp));
                        it.set_for_op(5, Val::Reg(0));
                        let mut d = dests.clone();
                        let base_alias = self.regs.reg_tracker(base as u32).aliased.clone();
                        if serial {
                            d.and_with(&base_alias);
                        } else {
                            d.remove(&base_alias);
                            let idx_alias = self.regs.reg_tracker(index as u32).aliased.clone();
                            d.remove(&idx_alias);
                        }
                        it.set_for_op(0, Val::Reg(d.first().map_or(u32::MAX, |x| x as u32)));
                        let config = format!(
                            "{}(%{}, %{}, {})",
                            disp,
                            self.regs.name(base as u32),
                            self.regs.name(index as u32),
                            scale
                        );
                        out.push(CodeTemplate { config, insts: vec![it], ..Default::default() });
                        if out.len() >= self.max_configs as usize {
                            return Ok(out);
                        }
                    }
                }
            }
        }
        Ok(out)
    }

    pub(super) fn x86_set_reg_to(&self, r: u32, v: &RegValue) -> Option<Vec<ExeInst>> {
        let c = |cls: &str| self.regs.class_contains(cls, r);
        let zext = |bits: u32| -> i64 {
            let mut x: u64 = 0;
            for (i, b) in v.bytes.iter().enumerate().take(8) {
                x |= (*b as u64) << (8 * i);
            }
            if bits < 64 {
                x &= (1u64 << bits) - 1;
            }
            x as i64
        };
        if c("SEGMENT_REG") {
            let (rcx, r11, rax, rdi, rsi) = (self.rn("RCX"), self.rn("R11"), self.rn("RAX"), self.rn("RDI"), self.rn("RSI"));
            let code = if r == self.rn("FS") { 0x1002 } else { 0x1001 };
            let mut out = Vec::new();
            for p in [rcx, r11, rax, rdi, rsi] {
                out.push(self.inst(&["PUSH64r"], vec![reg(p)])?);
            }
            out.push(self.inst(&["MOV64ri"], vec![reg(rdi), imm(code)])?);
            out.push(self.inst(&["MOV64ri"], vec![reg(rsi), imm(zext(64))])?);
            out.push(self.inst(&["MOV64ri"], vec![reg(rax), imm(158)])?);
            out.push(self.inst(&["SYSCALL"], vec![])?);
            for p in [rsi, rdi, rax, r11, rcx] {
                out.push(self.inst(&["POP64r"], vec![reg(p)])?);
            }
            return Some(out);
        }
        for (cls, bits, opc) in [("GR8", 8, "MOV8ri"), ("GR16", 16, "MOV16ri"), ("GR32", 32, "MOV32ri"), ("GR64", 64, "MOV64ri")] {
            if c(cls) {
                return Some(vec![self.inst(&[opc], vec![reg(r), imm(zext(bits))])?]);
            }
        }
        let f = |n: &str| self.target.has_feature(n);
        if c("VK8") || c("VK16") || c("VK32") || c("VK64") {
            let w = v.width;
            let mut case = w;
            if case == 8 {
                if f("avx512dq") {
                    return self.inline_load(r, v, 8, "KMOVBkm");
                }
                case = 16;
            }
            match case {
                16 if f("avx512f") => {
                    let mut v16 = v.clone();
                    v16.width = 16;
                    v16.bytes.resize(2, 0);
                    return self.inline_load(r, &v16, 16, "KMOVWkm");
                }
                32 if f("avx512bw") => return self.inline_load(r, v, 32, "KMOVDkm"),
                64 if f("avx512bw") => return self.inline_load(r, v, 64, "KMOVQkm"),
                _ => {}
            }
        }
        if c("VR64") {
            return self.inline_load(r, v, 64, "MMX_MOVQ64rm");
        }
        if c("VR128X") {
            let opc = if f("avx512f") {
                "VMOVDQU32Z128rm"
            } else if f("avx") {
                "VMOVDQUrm"
            } else {
                "MOVDQUrm"
            };
            return self.inline_load(r, v, 128, opc);
        }
        if c("VR256X") {
            if f("avx512f") {
                return self.inline_load(r, v, 256, "VMOVDQU32Z256rm");
            }
            if f("avx") {
                return self.inline_load(r, v, 256, "VMOVDQUYrm");
            }
        }
        if c("VR512") && f("avx512f") {
            return self.inline_load(r, v, 512, "VMOVDQU32Zrm");
        }
        let rsp = self.rn("RSP");
        let mem0 = || vec![reg(rsp), imm(1), reg(0), imm(0), reg(0)];
        if c("RST") {
            let mut out = self.init_stack(v, 10)?;
            out.push(self.inst(&["LD_F80m"], mem0())?);
            if r != self.rn("ST0") {
                out.push(self.inst(&["ST_Frr"], vec![reg(r)])?);
            }
            out.push(self.release_stack(10)?);
            return Some(out);
        }
        if c("RFP32") || c("RFP64") || c("RFP80") {
            let mut out = self.init_stack(v, 10)?;
            let mut ops = vec![reg(r)];
            ops.extend(mem0());
            out.push(self.inst(&["LD_Fp80m"], ops)?);
            out.push(self.release_stack(10)?);
            return Some(out);
        }
        if r == self.rn("EFLAGS") {
            let mut out = self.init_stack(v, 8)?;
            out.push(self.inst(&["POPF64"], vec![])?);
            return Some(out);
        }
        let implicit = |opc: &str, value: i64| -> Option<Vec<ExeInst>> {
            let mut out = vec![self.alloc_stack(4)?];
            let mut ops = mem0();
            ops.push(imm(value));
            out.push(self.inst(&["MOV32mi"], ops)?);
            out.push(self.inst(&[opc], mem0())?);
            out.push(self.release_stack(4)?);
            Some(out)
        };
        if r == self.rn("MXCSR") {
            return implicit(if f("avx") { "VLDMXCSR" } else { "LDMXCSR" }, 0x1f80);
        }
        if r == self.rn("FPCW") {
            return implicit("FLDCW16m", 0x37f);
        }
        // The direction flag: CLD for 0, STD for 1 (nothing for any other).
        if r == self.rn("DF") {
            return Some(match Self::value_u64(v) {
                0 => vec![self.inst(&["CLD"], vec![])?],
                1 => vec![self.inst(&["STD"], vec![])?],
                _ => Vec::new(),
            });
        }
        None
    }

    fn alloc_stack(&self, bytes: i64) -> Option<ExeInst> {
        let rsp = self.rn("RSP");
        self.inst(&["SUB64ri8", "SUB64ri32"], vec![reg(rsp), reg(rsp), imm(bytes)])
    }

    fn release_stack(&self, bytes: i64) -> Option<ExeInst> {
        let rsp = self.rn("RSP");
        self.inst(&["ADD64ri8", "ADD64ri32"], vec![reg(rsp), reg(rsp), imm(bytes)])
    }

    /// Reserves `bytes` on the stack and stores the (sign-extended) value.
    fn init_stack(&self, v: &RegValue, bytes: usize) -> Option<Vec<ExeInst>> {
        let rsp = self.rn("RSP");
        let mut data = v.bytes.clone();
        let nbytes_src = (v.width as usize).div_ceil(8);
        data.resize(nbytes_src.max(1), 0);
        // Sign extension from the value's width.
        let neg = v.width > 0 && {
            let top = (v.width - 1) as usize;
            data.get(top / 8).is_some_and(|b| b >> (top % 8) & 1 == 1)
        };
        if v.width % 8 != 0 && neg {
            let last = data.len() - 1;
            data[last] |= 0xffu8 << (v.width % 8);
        }
        data.resize(bytes, if neg { 0xff } else { 0 });
        let mut out = vec![self.alloc_stack(bytes as i64)?];
        let mut off = 0usize;
        let word = |o: usize, n: usize| -> i64 {
            let mut x: u64 = 0;
            for i in 0..n {
                x |= (data[o + i] as u64) << (8 * i);
            }
            x as i64
        };
        while bytes - off >= 4 {
            out.push(self.inst(&["MOV32mi"], vec![reg(rsp), imm(1), reg(0), imm(off as i64), reg(0), imm(word(off, 4))])?);
            off += 4;
        }
        if bytes - off >= 2 {
            out.push(self.inst(&["MOV16mi"], vec![reg(rsp), imm(1), reg(0), imm(off as i64), reg(0), imm(word(off, 2))])?);
            off += 2;
        }
        if bytes - off >= 1 {
            out.push(self.inst(&["MOV8mi"], vec![reg(rsp), imm(1), reg(0), imm(off as i64), reg(0), imm(word(off, 1))])?);
        }
        Some(out)
    }

    fn inline_load(&self, r: u32, v: &RegValue, bits: usize, opc: &str) -> Option<Vec<ExeInst>> {
        let rsp = self.rn("RSP");
        let mut out = self.init_stack(v, bits / 8)?;
        out.push(self.inst(&[opc], vec![reg(r), reg(rsp), imm(1), reg(0), imm(0), reg(0)])?);
        out.push(self.release_stack((bits / 8) as i64)?);
        Some(out)
    }

}
