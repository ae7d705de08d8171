//! Per-target rules: which opcodes and registers llvm-exegesis refuses,
//! the scratch-memory register, memory operand filling, target operand
//! types, instruction variants and the X86 serial/parallel overrides.

use std::rc::Rc;

use super::bits::Bits;
use super::ctx::{Arch, Ctx};
use super::gen::CodeTemplate;
use super::instr::*;

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

impl Ctx {
    pub fn opcode(&self, name: &str) -> u32 {
        self.opcodes.get(name).copied().unwrap_or(u32::MAX)
    }

    pub fn is_64bit(&self) -> bool {
        matches!(self.arch, Arch::X86 | Arch::AArch64)
            || self.triple.starts_with("powerpc64")
            || self.triple.starts_with("mips64")
            || self.triple.starts_with("riscv64")
    }

    pub fn scratch_reg(&self) -> u32 {
        let r = |n: &str| self.regs.reg_by_name(n).unwrap_or(0);
        match self.arch {
            Arch::X86 => {
                if self.triple.contains("windows") || self.triple.contains("win32") {
                    r("RCX")
                } else {
                    r("RDI")
                }
            }
            Arch::AArch64 => 0,
            Arch::PowerPC => {
                if self.triple.starts_with("powerpc64") {
                    r("X13")
                } else {
                    r("R13")
                }
            }
            Arch::Mips => {
                if self.triple.starts_with("mips64") {
                    r("A0_64")
                } else {
                    r("A0")
                }
            }
            Arch::RiscV => r("X10"),
            _ => 0,
        }
    }

    pub fn max_memory_access_size(&self) -> u32 {
        match self.arch {
            Arch::X86 | Arch::X86_32 => 64,
            Arch::AArch64 => 16,
            Arch::PowerPC => 0,
            Arch::Mips => 64,
            Arch::RiscV => 8,
            Arch::Other => 0,
        }
    }

    pub fn is_opcode_available(&self, opcode: u32) -> bool {
        match &self.avail {
            Some(v) => v.get(opcode as usize).copied().unwrap_or(true),
            None => true,
        }
    }

    pub fn allow_back_to_back(&self, instr: &Instruction) -> bool {
        match self.arch {
            Arch::X86 | Arch::X86_32 => {
                x86_invalid_opcode(instr, &self.regs).is_none() && !matches!(instr.name.as_str(), "LEA64r" | "LEA64_32r" | "LEA16r")
            }
            Arch::RiscV => super::riscv::rv_back_to_back(instr),
            _ => true,
        }
    }

    pub fn fill_memory_operands(&self, it: &mut InstTemplate, reg: u32, offset: u32) {
        let first = it.instr.operands.iter().position(|o| o.is_memory());
        let Some(m) = first else { return };
        match self.arch {
            Arch::X86 | Arch::X86_32 => {
                it.set_for_op(m, Val::Reg(reg));
                it.set_for_op(m + 1, Val::Imm(1));
                it.set_for_op(m + 2, Val::Reg(0));
                it.set_for_op(m + 3, Val::Imm(offset as i64));
                it.set_for_op(m + 4, Val::Reg(0));
            }
            Arch::Mips => {
                it.set_for_op(0, Val::Reg(0));
                it.set_for_op(1, Val::Reg(reg));
                it.set_for_op(2, Val::Imm(offset as i64));
            }
            Arch::RiscV => it.set_for_op(m, Val::Reg(reg)),
            Arch::PowerPC => {
                let mem = if it.instr.has_tied_registers() { 1 } else { 0 };
                let disp = mem + 1;
                if disp < it.instr.operands.len() && it.instr.operands[disp].is_reg() {
                    let x1 = self.regs.reg_by_name("X1").unwrap_or(0);
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
            _ => {}
        }
    }

    pub fn randomize_target_operand(&mut self, instr: &Instruction, op: &Operand) -> Result<Val, String> {
        let ty = op.op_type();
        if matches!(self.arch, Arch::X86 | Arch::X86_32) {
            if ty == 14 {
                return Ok(Val::Imm(self.random_index(15) as i64));
            }
            if ty == 13 {
                return Ok(Val::Imm(self.random_index(3) as i64));
            }
            return Err(format!("unimplemented operand type {ty}"));
        }
        let _ = instr;
        if self.arch == Arch::RiscV {
            return Ok(self.rv_randomize_operand(op));
        }
        if self.arch == Arch::AArch64 {
            match ty {
                13 | 16 => return Ok(Val::Imm(0)),
                14 => return Ok(Val::Imm(0x108)),
                15 => return Ok(Val::Reg(0)),
                _ => {}
            }
        }
        Err("targets with target-specific operands should implement this".into())
    }

    pub fn instruction_variants(&mut self, instr: &Rc<Instruction>) -> Vec<InstTemplate> {
        if matches!(self.arch, Arch::X86 | Arch::X86_32) {
            let choices: Vec<Vec<Val>> = instr
                .variables
                .iter()
                .map(|v| {
                    if instr.primary_operand(v).op_type() == 14 {
                        (0..16).map(Val::Imm).collect()
                    } else {
                        vec![Val::Invalid]
                    }
                })
                .collect();
            if choices.iter().any(|c| c.len() > 1) {
                let total: usize = choices.iter().map(|c| c.len()).product();
                let n = total.min(self.max_configs as usize);
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
        }
        let mut it = InstTemplate::new(instr.clone());
        if self.arch == Arch::RiscV {
            let scratch = self.scratch_reg();
            for op in instr.operands.iter().filter(|o| o.is_memory()) {
                it.set_for_op(op.index, Val::Reg(scratch));
            }
        }
        vec![it]
    }

    pub fn serial_templates(&mut self, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        if matches!(self.arch, Arch::X86 | Arch::X86_32) {
            let instr = variant.instr.clone();
            if let Some(r) = x86_invalid_opcode(&instr, &self.regs) {
                return Err(r.into());
            }
            if matches!(instr.name.as_str(), "LEA64r" | "LEA64_32r") {
                return self.x86_lea(&instr, forbidden, true);
            }
            if instr.has_memory_operands() {
                return Err("unsupported memory operand in latency measurements".into());
            }
            return match (instr.desc.ts_flags >> X86_FP_SHIFT) & 7 {
                0 => self.generic_serial(variant, forbidden),
                3 | 4 => self.self_aliasing_templates(variant, forbidden),
                _ => Err("Unsupported x87 Instruction".into()),
            };
        }
        if self.arch == Arch::RiscV {
            return self.rv_templates(variant, forbidden);
        }
        self.generic_serial(variant, forbidden)
    }

    pub fn parallel_templates(&mut self, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        if matches!(self.arch, Arch::X86 | Arch::X86_32) {
            let instr = variant.instr.clone();
            if let Some(r) = x86_invalid_opcode(&instr, &self.regs) {
                return Err(r.into());
            }
            if matches!(instr.name.as_str(), "LEA64r" | "LEA64_32r") {
                return self.x86_lea(&instr, forbidden, false);
            }
            return match (instr.desc.ts_flags >> X86_FP_SHIFT) & 7 {
                0 => self.generic_parallel(variant, forbidden),
                3 | 4 => self.self_aliasing_templates(variant, forbidden),
                5 | 6 => self.unconstrained_templates(variant, "instruction does not grow/shrink the FP stack"),
                _ => Err("Unsupported x87 Instruction".into()),
            };
        }
        if self.arch == Arch::RiscV {
            return self.rv_templates(variant, forbidden);
        }
        self.generic_parallel(variant, forbidden)
    }

    fn x86_lea(&mut self, instr: &Rc<Instruction>, forbidden: &Bits, serial: bool) -> Result<Vec<CodeTemplate>, String> {
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
}

/// MIPS64 (release 1) opcode availability, by name: microMIPS, MIPS16,
/// release 2/6, DSP, MSA, MT, EVA, Octeon and virtualisation forms are not
/// part of the base ISA. An approximation of the opcode predicates the
/// generated instruction info checks.
pub fn mips64r1_available(names: &[String]) -> Vec<bool> {
    const KEEP: &[&str] = &[
        "CVT_D64_W", "CVT_S_W", "DERET", "LDC164", "LDXC164", "LUXC164", "SDC164", "SDXC164", "SUXC164", "NOR64", "OR64",
        "XOR64", "TGEI", "TNEI", "LWR64", "SWR64", "RDHWR64", "DMTC0", "DMTC1", "DMTC2", "ERET", "BNE", "CACHE", "MUL", "SC",
        "SYNC", "TGE", "TNE",
    ];
    let re = mips_unavailable_pattern();
    names.iter().map(|n| KEEP.contains(&n.as_str()) || !re.iter().any(|p| p.matches(n))).collect()
}

/// A tiny pattern: literal text with optional ^ (start) and $ (end).
struct Pat {
    text: String,
    start: bool,
    end: bool,
}

impl Pat {
    fn matches(&self, n: &str) -> bool {
        match (self.start, self.end) {
            (true, true) => n == self.text,
            (true, false) => n.starts_with(&self.text),
            (false, true) => n.ends_with(&self.text),
            (false, false) => n.contains(&self.text),
        }
    }
}

fn mips_unavailable_pattern() -> Vec<Pat> {
    let mut out = Vec::new();
    for alt in MIPS_UNAVAILABLE.split('|') {
        let start = alt.starts_with('^');
        let end = alt.ends_with('$');
        let core = alt.trim_start_matches('^').trim_end_matches('$');
        // Expand the few character classes used: [BHWDV], [12], [U]?, u?, [LR]?.
        for t in expand(core) {
            out.push(Pat { text: t, start, end });
        }
    }
    out
}

fn expand(s: &str) -> Vec<String> {
    if let Some(i) = s.find('[') {
        let j = s[i..].find(']').map_or(s.len(), |k| i + k);
        let set: Vec<char> = s[i + 1..j].chars().collect();
        let mut rest = &s[(j + 1).min(s.len())..];
        let optional = rest.starts_with('?');
        if optional {
            rest = &rest[1..];
        }
        let mut out = Vec::new();
        let mut choices: Vec<String> = set.iter().map(|c| c.to_string()).collect();
        if optional {
            choices.push(String::new());
        }
        for c in choices {
            for tail in expand(rest) {
                out.push(format!("{}{}{}", &s[..i], c, tail));
            }
        }
        return out;
    }
    if let Some(i) = s.find('?') {
        // `x?`: the character before is optional.
        let (a, b) = (&s[..i - 1], &s[i + 1..]);
        let c = &s[i - 1..i];
        let mut out = Vec::new();
        for tail in expand(b) {
            out.push(format!("{a}{c}{tail}"));
            out.push(format!("{a}{tail}"));
        }
        return out;
    }
    if let Some(i) = s.find('(') {
        let j = s.find(')').unwrap_or(s.len());
        let mut out = Vec::new();
        for alt in s[i + 1..j].split('|') {
            for tail in expand(&s[(j + 1).min(s.len())..]) {
                out.push(format!("{}{}{}", &s[..i], alt, tail));
            }
        }
        return out;
    }
    vec![s.to_string()]
}

const MIPS_UNAVAILABLE: &str = "_MM|MMR6|MMR2|R6$|R6_|16$|16_|_D32|D32_|_PS64|PS64$|_PH$|_PH_|_QB|_[BHWDV]$|_V_|EVA|E$|CRC|GINV|HYPCALL|GC0|TLBG|TLBINV|MFT|MTT|FORK|YIELD|DVPE|EVPE|^DVP$|^EVP$|^DMT$|^EMT$|BADDu|BBIT|CINS|EXTS|^SEQ|^SNE|V3MULU|VMM0|VMULU|^POP$|^DPOP$|^MTM|^MTP|^SAA|^SEB|^SEH|WSBH|DSBH|DSHD|ROTR|^EXT|^INS|^DEXT|^DINS|MFHC|MTHC|RDPGPR|WRPGPR|^EI$|^DI$|JALRS|LWXS|SYNCI|PAUSE|RINT|CLASS|SEL|BOVC|BNVC|LSA|ALIGN|BITSWAP|AUI|ALUIPC|^NAL|^BC$|BALC|C$|C64$|^CMP_|_DSP|DSP$|MSA|^MOD|^MUH|^MUL[U]?$|^DMUL[U]?$|^DMOD|^DMUH|^DIV|^DDIV|ADDIUPC|LWPC|LDPC|LWUPC|ADDSC|ADDWC|APPEND|PREPEND|BITREV|^BAL$|BPOSGE32|^BC[12]EQZ|^BC[12]NEZ|EXTP|EXTR|INSV|MODSUB|^LBUX|^LHX|^LWX$|^MADDF|^MSUBF|^MAX|^MIN|SHILO|MTHLIP|RDDSP|WRDSP|SIGRIE|ERETNC|_OCTEON|^CVT_PS|^CVT_S_P|^LDC1$|^SDC1$|^LDXC1|^SDXC1|^LUXC1|^SUXC1|^SC64|^LL64|JALR_HB64|^JR_HB$|^JI[A]?LC|^DAHI|^DATI|DVP|^LW[LR]?E$|^SW[LR]?E$|^L[BH]u?E$|^S[BH]E$|^PREFE|^CACHEE|^LLE|^SCE|^BZ|^BNZ|^BMN?Z|^MOVE_V|_DSP|^JALR64$|^JR64$|JRADDIUSP|_PHL$|_PHR$";
