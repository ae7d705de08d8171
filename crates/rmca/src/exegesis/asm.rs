//! Turning a benchmark configuration into machine code: the register
//! initialisation each target emits (`setRegTo`), the duplicate and loop
//! repetitions, and the call into LLVM's code generator (through the shim)
//! that adds the prologue/epilogue and encodes everything.

use super::gen::{BenchmarkCode, RegValue};
use super::instr::Val;
use super::ctx::{Arch, Ctx};
use super::options::Options;
use crate::mc::exegesis::{function_bytes, AssembleRequest, ExeInst, ExeLayout, ExeOperand};
use crate::mc::target::instr_flags;

fn reg(r: u32) -> ExeOperand {
    ExeOperand::Reg(r)
}
fn imm(v: i64) -> ExeOperand {
    ExeOperand::Imm(v)
}

impl Ctx {
    fn op_id(&self, names: &[&str]) -> Option<u32> {
        names.iter().find_map(|n| self.opcodes.get(*n).copied())
    }

    fn rn(&self, n: &str) -> u32 {
        self.regs.reg_by_name(n).unwrap_or(0)
    }

    pub fn loop_counter_reg_default(&self) -> u32 {
        self.loop_counter_reg()
    }

    pub fn loop_counter_reg(&self) -> u32 {
        match self.arch {
            Arch::X86 => self.rn("R8"),
            Arch::RiscV => self.rn("X31"),
            _ => 0,
        }
    }

    fn inst(&self, names: &[&str], ops: Vec<ExeOperand>) -> Option<ExeInst> {
        self.op_id(names).map(|opcode| ExeInst { opcode, operands: ops })
    }

    /// Code that leaves `value` in `r`; empty when the target cannot (with
    /// the warning llvm-exegesis prints then, if any).
    pub fn set_reg_to(&self, r: u32, value: &RegValue, warn: &mut String) -> Vec<ExeInst> {
        let code = match self.arch {
            Arch::X86 => self.x86_set_reg_to(r, value),
            Arch::AArch64 => self.a64_set_reg_to(r, value),
            Arch::PowerPC => self.ppc_set_reg_to(r, value, warn),
            Arch::Mips => self.mips_set_reg_to(r, value),
            Arch::RiscV => self.rv_set_reg_to(r, value),
            _ => None,
        };
        match code {
            Some(c) => c,
            None => {
                if matches!(self.arch, Arch::Mips | Arch::AArch64) {
                    warn.push_str("setRegTo is not implemented, results will be unreliable\n");
                }
                Vec::new()
            }
        }
    }

    fn value_u64(v: &RegValue) -> u64 {
        let mut x: u64 = 0;
        for (i, b) in v.bytes.iter().enumerate().take(8) {
            x |= (*b as u64) << (8 * i);
        }
        x
    }

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

    fn target_subregs(&self, r: u32) -> Vec<u32> {
        self.subregs.get(r as usize).cloned().unwrap_or_default()
    }

    fn ppc_set_reg_to(&self, r: u32, v: &RegValue, warn: &mut String) -> Option<Vec<ExeInst>> {
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
            warn.push_str(&format!("Unsupported SPE Reg:{r}\n"));
            return Some(Vec::new());
        }
        warn.push_str(&format!("setRegTo is not implemented, results will be unreliable:{r}\n"));
        Some(Vec::new())
    }

    fn mips_set_reg_to(&self, r: u32, v: &RegValue) -> Option<Vec<ExeInst>> {
        let c = |cls: &str| self.regs.class_contains(cls, r);
        let gpr32 = if c("GPR32") {
            true
        } else if c("GPR64") {
            false
        } else {
            return None;
        };
        let (zero, ori, sll, lui) = if gpr32 {
            (self.rn("ZERO"), "ORi", "SLL", "LUi")
        } else {
            (self.rn("ZERO_64"), "ORi64", "SLL64_64", "LUi64")
        };
        let x = Self::value_u64(v);
        let width = v.width.min(64);
        // Signed fits in N bits (APInt::isIntN on the value's own width).
        let active = 64 - if width < 64 { x & ((1u64 << width) - 1) } else { x }.leading_zeros();
        if active <= 16 {
            return Some(vec![self.inst(&[ori], vec![reg(r), reg(zero), imm(x as i64)])?]);
        }
        if active <= 32 {
            let hi = (x >> 16) & 0xffff;
            let lo = x & 0xffff;
            let mut out = Vec::new();
            if !gpr32 && active == 32 {
                out.push(self.inst(&[ori], vec![reg(r), reg(zero), imm(hi as i64)])?);
                out.push(self.inst(&[sll], vec![reg(r), reg(r), imm(16)])?);
            } else {
                out.push(self.inst(&[lui], vec![reg(r), imm(hi as i64)])?);
            }
            if lo != 0 {
                out.push(self.inst(&[ori], vec![reg(r), reg(zero), imm(lo as i64)])?);
            }
            return Some(out);
        }
        Some(Vec::new())
    }

    fn x86_set_reg_to(&self, r: u32, v: &RegValue) -> Option<Vec<ExeInst>> {
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

    fn loop_tail(&self, loop_reg: u32) -> Vec<ExeInst> {
        match self.arch {
            Arch::X86 => {
                let mut v = Vec::new();
                if let Some(i) = self.inst(&["ADD64ri8", "ADD64ri32"], vec![reg(loop_reg), reg(loop_reg), imm(-1)]) {
                    v.push(i);
                }
                if let Some(i) = self.inst(&["JCC_1"], vec![ExeOperand::LoopBlock, imm(5)]) {
                    v.push(i);
                }
                v
            }
            Arch::RiscV => {
                let x0 = self.rn("X0");
                let mut v = Vec::new();
                v.extend(self.inst(&["ADDI"], vec![reg(loop_reg), reg(loop_reg), imm(-1)]));
                v.extend(self.inst(&["BNE"], vec![reg(loop_reg), reg(x0), ExeOperand::LoopBlock]));
                v
            }
            _ => Vec::new(),
        }
    }
}

fn to_exe(ops: &[Val]) -> Vec<ExeOperand> {
    ops.iter()
        .map(|v| match *v {
            Val::Reg(r) => ExeOperand::Reg(r),
            Val::Imm(i) => ExeOperand::Imm(i),
            Val::Invalid => ExeOperand::Invalid,
        })
        .collect()
}

/// Assembles a configuration as for `prepare-and-assemble-snippet` and
/// returns the function's bytes, or the text to print on stderr.
/// The `assembled_snippet` bytes: one excerpt per repetition run
/// (`min` runs the duplicate and the loop repetitors, the middle-half modes
/// run twice), concatenated as llvm-exegesis aggregates its results.
pub fn assembled_snippet(ctx: &Ctx, bc: &BenchmarkCode, opts: &Options, loop_reg: u32, warn: &mut String) -> Result<Vec<u8>, String> {
    let n = bc.insts.len() as u32;
    let runs: &[bool] = match opts.repetition_mode.as_str() {
        "min" => &[false, true],
        "middle-half-duplicate" => &[false, false],
        "middle-half-loop" => &[true, true],
        "loop" => &[true],
        _ => &[false],
    };
    let mut bytes = Vec::new();
    for &use_loop in runs {
        let mut local = String::new();
        let r = assemble_object(ctx, bc, use_loop, loop_reg, 4 * n, 2 * n, &mut local);
        warn.push_str(&local);
        let obj = r?;
        bytes.extend(function_bytes(&obj).map_err(|e| format!("llvm-exegesis error: {e}\n"))?);
    }
    Ok(bytes)
}

/// The whole benchmark object (at least `min_insts` instructions), as the
/// measured code is assembled.
pub fn measured_object(ctx: &Ctx, bc: &BenchmarkCode, opts: &Options, loop_reg: u32, warn: &mut String) -> Result<Vec<u8>, String> {
    let use_loop = matches!(opts.repetition_mode.as_str(), "loop" | "middle-half-loop");
    assemble_object(ctx, bc, use_loop, loop_reg, opts.min_instructions, opts.loop_body_size, warn)
}

/// The bytes of the benchmark function to run: the configuration's
/// set-up and at least `min_insts` instructions of it, duplicated or in a
/// loop of `loop_body` (typed parameters, for the measure phase).
pub fn benchmark_function(
    ctx: &Ctx,
    bc: &BenchmarkCode,
    use_loop: bool,
    loop_reg: u32,
    min_insts: u32,
    loop_body: u32,
    warn: &mut String,
) -> Result<Vec<u8>, String> {
    let obj = assemble_object(ctx, bc, use_loop, loop_reg, min_insts, loop_body, warn)?;
    function_bytes(&obj).map_err(|e| format!("llvm-exegesis error: {e}\n"))
}

fn assemble_object(
    ctx: &Ctx,
    bc: &BenchmarkCode,
    use_loop: bool,
    loop_reg: u32,
    min_insts: u32,
    loop_body: u32,
    warn: &mut String,
) -> Result<Vec<u8>, String> {
    let n = bc.insts.len() as u32;
    let mut setup = Vec::new();
    let mut complete = true;
    for rv in &bc.reg_init {
        let code = ctx.set_reg_to(rv.reg, rv, warn);
        if code.is_empty() {
            complete = false;
        }
        setup.extend(code);
    }
    let body: Vec<ExeInst> = bc.insts.iter().map(|(o, ops)| ExeInst { opcode: *o, operands: to_exe(ops) }).collect();
    let set_up_regs: Vec<u32> = bc.reg_init.iter().map(|r| r.reg).collect();
    let (layout, repeat, tail) = if !use_loop {
        (ExeLayout::Straight, if n == 0 { 0 } else { min_insts.div_ceil(n) }, Vec::new())
    } else {
        let terminator = bc
            .insts
            .iter()
            .any(|(o, _)| ctx.target.instr_desc(*o).is_some_and(|d| d.flags & instr_flags::TERMINATOR != 0));
        if terminator {
            (ExeLayout::ReturnOnly, 0, Vec::new())
        } else {
            let unroll = if loop_body <= n { 1 } else { loop_body.div_ceil(n.max(1)) };
            let count = min_insts.div_ceil((unroll * n).max(1));
            let rv = RegValue { reg: loop_reg, width: 32, bytes: (count as u32).to_le_bytes().to_vec() };
            setup.extend(ctx.set_reg_to(loop_reg, &rv, warn));
            (ExeLayout::Loop, unroll, ctx.loop_tail(loop_reg))
        }
    };
    // The scratch-memory register carries the function's argument: it is
    // live on entry whether or not the snippet reads memory.
    let mut live_ins = bc.live_ins.clone();
    let scratch = ctx.scratch_reg();
    if scratch != 0 && !live_ins.contains(&scratch) {
        live_ins.push(scratch);
    }
    let cg = ctx.target.codegen().map_err(|e| format!("llvm-exegesis error: {}\n", e.trim_end()))?;
    let req = AssembleRequest {
        setup: &setup,
        setup_complete: complete,
        body: &body,
        repeat,
        layout,
        loop_tail: &tail,
        loop_reg,
        live_ins: &live_ins,
        set_up_regs: &set_up_regs,
    };
    cg.assemble(&req).map_err(|(fatal, text)| if text.is_empty() { format!("llvm-exegesis error: cannot assemble the snippet{}\n", if fatal { " (fatal)" } else { "" }) } else { text })
}
