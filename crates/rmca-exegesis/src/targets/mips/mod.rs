//! MIPS: the scratch-memory register, memory operands, register set-up,
//! and which opcodes a MIPS64 release 1 core has.

use crate::asm::{imm, reg};
use crate::ctx::{Arch, Ctx};
use crate::instr::*;
use crate::template::RegValue;
use crate::mc::codegen::ExeInst;

pub struct Mips;

impl Arch for Mips {
    fn name(&self) -> &'static str {
        "mips"
    }

    fn is_64bit(&self, triple: &str) -> bool {
        triple.starts_with("mips64")
    }

    fn available_opcodes(&self, ctx: &Ctx, cpu: &str) -> Option<Vec<bool>> {
        if !ctx.triple.starts_with("mips64") || !matches!(cpu, "generic" | "mips64" | "mips3" | "mips4" | "mips5") {
            return None;
        }
        let names: Vec<String> = (0..ctx.num_opcodes).map(|o| ctx.target.opcode_name(o)).collect();
        Some(mips64r1_available(&names))
    }

    fn scratch_reg(&self, ctx: &Ctx) -> u32 {
        ctx.regs.reg_by_name(if ctx.triple.starts_with("mips64") { "A0_64" } else { "A0" }).unwrap_or(0)
    }

    fn max_memory_access_size(&self) -> u32 {
        64
    }

    /// From LLVM 23 a memory operand's base register has its real class
    /// (the hardware-mode lookup), so a load may chain through a companion
    /// that writes its base; before, the base's class held no register.
    fn memory_instructions_alias_registers(&self, ctx: &Ctx) -> bool {
        ctx.llvm.exegesis_operand_class_by_hw_mode
    }

    fn fill_memory_operands(&self, _ctx: &Ctx, it: &mut InstTemplate, _m: usize, reg: u32, offset: u32) {
        it.set_for_op(0, Val::Reg(0));
        it.set_for_op(1, Val::Reg(reg));
        it.set_for_op(2, Val::Imm(offset as i64));
    }

    fn set_reg_to(&self, ctx: &Ctx, r: u32, value: &RegValue, _warn: &mut Vec<String>) -> Option<Vec<ExeInst>> {
        ctx.mips_set_reg_to(r, value)
    }

    fn warns_without_set_reg_to(&self) -> bool {
        true
    }
}

impl Ctx {
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
