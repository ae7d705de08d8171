//! RISC-V rules of llvm-exegesis-22: register setup through RISCVMatInt,
//! target operand values, and the vector (RVV) pseudos, which come out once
//! per vtype configuration (rounding mode, AVL, SEW, policy) with those
//! operands filled in; LLVM's vsetvli insertion (run by the shim) turns
//! them into the `vsetvli` of the assembled snippet.

use crate::mc::codegen::TargetExt;
use std::rc::Rc;

use crate::bits::Bits;
use crate::asm::{imm, reg};
use crate::options::ArchOptions;
use crate::template::{CodeTemplate, RegValue};
use crate::instr::*;
use crate::ctx::{Arch, Ctx, RvOperandTypes, RvState};
use crate::mc::codegen::{ExeInst, ExeOperand};
use rmca::mc::target::instr_flags as F;

// TSFlags bits of RISC-V instructions (RISCVInstrFormats.td).
const TS_VLMUL_SHIFT: u64 = 8;
const TS_HAS_SEW: u64 = 1 << 12;
const TS_HAS_VL: u64 = 1 << 13;
const TS_HAS_POLICY: u64 = 1 << 14;
const TS_HAS_RM: u64 = 1 << 18;
const TS_USES_VXRM: u64 = 1 << 19;

impl Ctx {
    pub(crate) fn rv_init(&mut self) {
        let op_type = |ctx: &Ctx, name: &str, from_end: Option<usize>, idx: usize| -> u32 {
            let o = ctx.opcode(name);
            let Some(d) = ctx.target.instr_desc(o) else { return u32::MAX };
            let i = match from_end {
                Some(k) => d.operands.len().saturating_sub(k),
                None => idx,
            };
            d.operands.get(i).map_or(u32::MAX, |x| x.operand_type)
        };
        let avl = op_type(self, "PseudoVADD_VV_M1", Some(3), 0);
        let sew = op_type(self, "PseudoVADD_VV_M1", Some(2), 0);
        // The last target-typed operand of a reference instruction.
        let imm_type = |ctx: &Ctx, name: &str| -> u32 {
            let o = ctx.opcode(name);
            let Some(d) = ctx.target.instr_desc(o) else { return u32::MAX };
            d.operands.iter().rev().find(|x| x.operand_type >= OPERAND_FIRST_TARGET).map_or(u32::MAX, |x| x.operand_type)
        };
        let types = RvOperandTypes {
            frmarg: op_type(self, "FADD_S", None, 3),
            simm10_lsb0000_nonzero: imm_type(self, "C_ADDI16SP"),
            simm6_nonzero: imm_type(self, "C_NOP_HINT"),
            uimmlog2xlen_nonzero: imm_type(self, "QC_C_BEXTI"),
            simm5: op_type(self, "VADD_VI", None, 2),
            uimm5: op_type(self, "VSLIDEUP_VI", None, 2),
            avl,
            sew_mask: sew.wrapping_add(1),
            last_imm: avl.wrapping_sub(1),
        };
        let f = |n: &str| self.target.has_feature(n);
        let mut zvl = 32;
        let mut size = 32u32;
        while size <= 65536 {
            if f(&format!("zvl{size}b")) && zvl < size {
                zvl = size;
            }
            size *= 2;
        }
        // RISCV_MC::isOpcodeAvailable, approximated: an opcode is there
        // when the subtarget decodes it; a vector pseudo when its MC
        // opcode is; other pseudos always.
        let dec = self.target.decodable_opcodes(self.num_opcodes);
        let avail: Vec<bool> = (0..self.num_opcodes)
            .map(|o| {
                let mc = self.target.rvv_mc_opcode(o);
                if mc != 0 {
                    return dec.get(mc as usize).copied().flatten().unwrap_or(true);
                }
                dec.get(o as usize).copied().flatten().unwrap_or(true)
            })
            .collect();
        self.avail = Some(avail);
        self.rv = RvState {
            types,
            seen_mc: Default::default(),
            elen: if f("zve64x") { 64 } else { 32 },
            zvl,
            has_f: f("f"),
            has_d: f("d"),
            has_zvfh: f("zvfh"),
            has_zvknhb: f("zvknhb"),
            aggregate: None,
            enumerate_rounding_modes: true,
            filter_config: String::new(),
            vlmax_only: false,
        };
    }

    /// getIgnoredOpcodeReasonOrNull: Some(reason) to refuse, Some("") to
    /// accept a vector pseudo without the generic checks, None to go on
    /// with them.
    pub(crate) fn rv_ignored_reason(&mut self, opcode: u32) -> Option<&'static str> {
        if self.rv.seen_mc.contains(&opcode) {
            return Some("The MC opcode of RVV instructions are ignored");
        }
        let mc = self.target.rvv_mc_opcode(opcode);
        if mc != 0 {
            self.rv.seen_mc.insert(mc);
            return Some("");
        }
        None
    }

    pub(crate) fn rv_randomize_operand(&mut self, op: &Operand) -> Val {
        let t = self.rv.types;
        let ty = op.op_type();
        if ty == t.frmarg {
            Val::Imm(7)
        } else if ty == t.simm10_lsb0000_nonzero {
            Val::Imm(16)
        } else if ty == t.simm6_nonzero || ty == t.uimmlog2xlen_nonzero {
            Val::Imm(1)
        } else if ty == t.simm5 {
            Val::Imm(self.random_index(31) as i64 - 16)
        } else if ty == t.avl || ty == t.uimm5 {
            Val::Imm(self.random_index(31) as i64)
        } else if (OPERAND_FIRST_TARGET..=t.last_imm).contains(&ty) {
            Val::Imm(0)
        } else {
            Val::Invalid
        }
    }

    /// setRegTo: GPRs through RISCVMatInt, FPRs through t5 and fmv.
    pub(crate) fn rv_set_reg_to(&self, r: u32, v: &RegValue) -> Option<Vec<ExeInst>> {
        let mut x: u64 = 0;
        for (i, b) in v.bytes.iter().enumerate().take(8) {
            x |= (*b as u64) << (8 * i);
        }
        // APInt::getSExtValue of a value of `width` bits.
        let w = v.width.clamp(1, 64);
        let value = if w < 64 { ((x << (64 - w)) as i64) >> (64 - w) } else { x as i64 };
        if self.regs.class_contains("GPR", r) {
            return Some(self.target.riscv_matint(r, value));
        }
        let fmv = if self.regs.class_contains("FPR16", r) {
            "FMV_H_X"
        } else if self.regs.class_contains("FPR32", r) {
            "FMV_W_X"
        } else if self.regs.class_contains("FPR64", r) {
            if !self.is_64bit() {
                // RV32: the integer goes through t5 and fcvt.d.w (the
                // values set up here are whole numbers).
                "FCVT_D_W"
            } else {
                "FMV_D_X"
            }
        } else {
            return None;
        };
        let t5 = self.regs.reg_by_name("X30").unwrap_or(0);
        let mut out = self.target.riscv_matint(t5, value);
        let mut ops = vec![ExeOperand::Reg(r), ExeOperand::Reg(t5)];
        if fmv == "FCVT_D_W" {
            // Round to nearest, even.
            ops.push(ExeOperand::Imm(0));
        }
        out.push(ExeInst { opcode: self.opcode(fmv), operands: ops });
        Some(out)
    }

    fn rv_aggregate(&mut self) -> Bits {
        if let Some(b) = &self.rv.aggregate {
            return b.clone();
        }
        let n = self.regs.empty().len();
        let mut b = Bits::new(n);
        for i in 1..n {
            b.set(i);
        }
        b.reset(0);
        for c in ["GPR", "FPR16", "VR"] {
            if let Some(ci) = self.regs.class_by_name(c) {
                for &r in &self.regs.class_members[ci] {
                    b.reset(r as usize);
                }
            }
        }
        // Register 0 (NoRegister) counts as aggregate too.
        b.set(0);
        self.rv.aggregate = Some(b.clone());
        b
    }

    /// The RVV wrapper around the generic generators.
    pub(crate) fn rv_templates(&mut self, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        let instr = variant.instr.clone();
        let base = self.target.rvv_mc_opcode(instr.opcode);
        if self.serial && base != 0 && self.rv_serial_ineligible(base, &instr) {
            return Ok(Vec::new());
        }
        let templates = if self.serial { self.generic_serial(variant, forbidden)? } else { self.generic_parallel(variant, forbidden)? };
        if base == 0 {
            return Ok(templates);
        }
        let mut out = Vec::new();
        for ct in &templates {
            self.rv_annotate(ct, &instr, base, forbidden, &mut out);
        }
        Ok(out)
    }

    fn rv_serial_ineligible(&self, base: u32, instr: &Instruction) -> bool {
        if (0..instr.desc.operands.len()).any(|i| self.target.early_clobber(instr.opcode, i as u32)) {
            return true;
        }
        matches!(
            self.target.opcode_name(base).as_str(),
            "VCOMPRESS_VM"
                | "VCPOP_M"
                | "VCPOP_V"
                | "VRGATHEREI16_VV"
                | "VRGATHER_VI"
                | "VRGATHER_VV"
                | "VRGATHER_VX"
                | "VSLIDE1UP_VX"
                | "VSLIDEUP_VI"
                | "VSLIDEUP_VX"
        )
    }

    fn rv_annotate(&mut self, orig: &CodeTemplate, instr: &Rc<Instruction>, base: u32, forbidden: &Bits, out: &mut Vec<CodeTemplate>) {
        let ts = instr.desc.ts_flags;
        let vlmul = ((ts >> TS_VLMUL_SHIFT) & 7) as u32;
        let n = instr.desc.operands.len();
        let (has_sew, has_pol, has_vl, has_rm, vxrm) =
            (ts & TS_HAS_SEW != 0, ts & TS_HAS_POLICY != 0, ts & TS_HAS_VL != 0, ts & TS_HAS_RM != 0, ts & TS_USES_VXRM != 0);
        let pol_idx = n.wrapping_sub(1);
        let sew_idx = n.wrapping_sub(if has_pol { 2 } else { 1 });
        let vl_idx = n.wrapping_sub(if has_pol { 3 } else { 2 });
        let rm_idx = vl_idx.wrapping_sub(1);
        let base_name = self.target.opcode_name(base);
        let start = out.len();
        let mut vtype_ops: Vec<usize> = Vec::new();

        let mut sews: Vec<Option<u32>> = vec![None];
        if has_sew {
            vtype_ops.push(sew_idx);
            let sew_ty = instr.desc.operands.get(sew_idx).map_or(0, |o| o.operand_type);
            if sew_ty == self.rv.types.sew_mask {
                sews = vec![Some(0)];
            } else {
                let elen = self.rv.elen;
                let upper = if vlmul >= 5 { elen >> (8 - vlmul) } else { elen };
                let mut cands: Vec<u32> = Vec::new();
                let mut sew = 8;
                while sew <= upper {
                    cands.push(sew);
                    let p = self.target.rvv_base_pseudo(base, vlmul, sew);
                    if p >= 0 {
                        let p = p as u32;
                        let sibling = self.target.rvv_unmasked_of(instr.opcode) == p as i32 || self.target.rvv_unmasked_of(p) == instr.opcode as i32;
                        if p == instr.opcode || sibling {
                            cands = vec![sew];
                            break;
                        }
                    }
                    sew <<= 1;
                }
                let fp = rv_is_fp_pseudo(&instr.name, &base_name);
                let crypto = rv_zvk_kind(&base_name);
                cands.retain(|&sew| {
                    if fp {
                        let ok = (rv_is_zvfhmin_op(&base_name) && sew == 16)
                            || (self.rv.has_zvfh && sew == 16)
                            || (self.rv.has_f && sew == 32)
                            || (self.rv.has_d && sew == 64);
                        if !ok {
                            return false;
                        }
                    }
                    if let Some(frac) = rv_ext_fraction(&base_name) {
                        if sew / frac < 8 {
                            return false;
                        }
                    }
                    if let Some(kind) = crypto {
                        if sew != 32 && (sew != 64 || !self.rv.has_zvknhb || kind != Zvk::Nh) {
                            return false;
                        }
                        let egw = match kind {
                            Zvk::G128 => 128,
                            Zvk::Sh => 256,
                            Zvk::Nh => {
                                if sew == 64 {
                                    256
                                } else {
                                    128
                                }
                            }
                        };
                        let vlen = if vlmul >= 5 { self.rv.zvl >> (8 - vlmul) } else { self.rv.zvl << vlmul };
                        if vlen < egw {
                            return false;
                        }
                    }
                    true
                });
                if cands.is_empty() {
                    return;
                }
                sews = cands.iter().map(|s| Some(s.trailing_zeros())).collect();
            }
        }
        let mut policies: Vec<Option<u32>> = vec![None];
        if has_pol {
            vtype_ops.push(pol_idx);
            policies = vec![Some(0), Some(1), Some(2), Some(3)];
        }
        // AVL kinds in the order std::set sorts them: VLMAX (-1), a
        // register (0), a 5-bit immediate (1).
        let mut avls: Vec<Option<i32>> = vec![None];
        if has_vl {
            vtype_ops.push(vl_idx);
            avls = if self.rv.vlmax_only { vec![Some(-1)] } else { vec![Some(-1), Some(0), Some(1)] };
        }
        let mut rms: Vec<Option<u32>> = vec![None];
        if has_rm {
            vtype_ops.push(rm_idx);
            let all = self.rv.enumerate_rounding_modes;
            rms = match (vxrm, all) {
                (true, true) => (0..4).map(Some).collect(),
                (true, false) => vec![Some(0)],
                (false, true) => (0..5).map(Some).collect(),
                // Dynamic: no FRM write is inserted.
                (false, false) => vec![Some(7)],
            };
        }

        let x5 = self.regs.reg_by_name("X5").unwrap_or(0);
        let mut self_aliasing: Option<Vec<AliasingOps>> = None;
        for rm in &rms {
            for avl in &avls {
                for sew in &sews {
                    for pol in &policies {
                        let mut parts: Vec<String> = Vec::new();
                        let mut assign: Vec<(usize, Val)> = Vec::new();
                        if let Some(rm) = rm {
                            assign.push((rm_idx, Val::Imm(*rm as i64)));
                            let name = if vxrm {
                                ["rnu", "rne", "rdn", "rod"][*rm as usize]
                            } else {
                                ["rne", "rtz", "rdn", "rup", "rmm", "", "", "dyn"][*rm as usize]
                            };
                            parts.push(format!("{}: {name}", if vxrm { "VXRM" } else { "FRM" }));
                        }
                        if let Some(avl) = avl {
                            match avl {
                                -1 => {
                                    assign.push((vl_idx, Val::Imm(-1)));
                                    parts.push("AVL: VLMAX".into());
                                }
                                0 => {
                                    assign.push((vl_idx, Val::Reg(x5)));
                                    parts.push(format!("AVL: <MCOperand Reg:{x5}>"));
                                }
                                _ => parts.push("AVL: simm5".into()),
                            }
                        }
                        if let Some(l) = sew {
                            assign.push((sew_idx, Val::Imm(*l as i64)));
                            parts.push(format!("SEW: e{}", if *l == 0 { 8 } else { 1u32 << l }));
                        }
                        if let Some(p) = pol {
                            assign.push((pol_idx, Val::Imm(*p as i64)));
                            parts.push(format!("Policy: {}/{}", if p & 1 != 0 { "ta" } else { "tu" }, if p & 2 != 0 { "ma" } else { "mu" }));
                        }
                        let config = format!("vtype = {{{}}}", parts.join(", "));
                        if !self.rv.filter_config.is_empty() && !crate::mc::codegen::regex_matches(&self.rv.filter_config, &config) {
                            continue;
                        }
                        let mut ct = orig.clone();
                        ct.config = config;
                        for it in ct.insts.iter_mut() {
                            if self.serial {
                                *it = InstTemplate::new(instr.clone());
                                if self_aliasing.is_none() {
                                    self_aliasing = Some(self.rv_self_aliasing(instr, &base_name, forbidden, &vtype_ops));
                                }
                                let confs = self_aliasing.as_ref().unwrap();
                                if !confs.is_empty() && !confs.iter().any(|c| c.has_implicit_aliasing()) {
                                    let confs = confs.clone();
                                    self.set_random_aliasing_same(&confs, it);
                                }
                            }
                            for (op, v) in &assign {
                                it.set_for_op(*op, *v);
                            }
                        }
                        out.push(ct);
                        if out.len() - start >= self.max_configs as usize {
                            return;
                        }
                    }
                }
            }
        }
    }

    fn rv_self_aliasing(&mut self, instr: &Instruction, base_name: &str, forbidden: &Bits, vtype_ops: &[usize]) -> Vec<AliasingOps> {
        let mut exclude = forbidden.clone();
        exclude.or_with(&self.rv_aggregate());
        let mut confs = aliasing_configurations(instr, instr, &exclude);
        let reduction = rv_is_reduction(base_name);
        let mut empty_uses = false;
        for c in confs.iter_mut() {
            c.uses.retain(|u| {
                let op = &instr.operands[u.op];
                !(op.is_tied() || (reduction && u.op == 3) || vtype_ops.contains(&u.op))
            });
            if c.uses.is_empty() {
                empty_uses = true;
                break;
            }
        }
        if empty_uses {
            confs.clear();
        }
        confs
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Zvk {
    /// Zvkg, Zvkned, Zvksed: element groups of 128 bits.
    G128,
    /// Zvksh: 256 bits.
    Sh,
    /// Zvknha/Zvknhb: 128 bits, 256 with SEW=64.
    Nh,
}

fn rv_zvk_kind(base: &str) -> Option<Zvk> {
    if base.starts_with("VGHSH") || base.starts_with("VGMUL") || base.starts_with("VAES") || base.starts_with("VSM4") {
        Some(Zvk::G128)
    } else if base.starts_with("VSM3") {
        Some(Zvk::Sh)
    } else if base.starts_with("VSHA2") {
        Some(Zvk::Nh)
    } else {
        None
    }
}

fn rv_ext_fraction(base: &str) -> Option<u32> {
    match base {
        "VSEXT_VF2" | "VZEXT_VF2" => Some(2),
        "VSEXT_VF4" | "VZEXT_VF4" => Some(4),
        "VSEXT_VF8" | "VZEXT_VF8" => Some(8),
        _ => None,
    }
}

fn rv_is_zvfhmin_op(base: &str) -> bool {
    matches!(base, "VFNCVT_F_F_W" | "VFWCVT_F_F_V" | "VFNCVTBF16_F_F_W" | "VFWCVTBF16_F_F_V")
}

fn rv_is_reduction(base: &str) -> bool {
    matches!(
        base,
        "VREDAND_VS"
            | "VREDMAXU_VS"
            | "VREDMAX_VS"
            | "VREDMINU_VS"
            | "VREDMIN_VS"
            | "VREDOR_VS"
            | "VREDSUM_VS"
            | "VREDXOR_VS"
            | "VWREDSUMU_VS"
            | "VWREDSUM_VS"
            | "VFREDMAX_VS"
            | "VFREDMIN_VS"
            | "VFREDOSUM_VS"
            | "VFREDUSUM_VS"
    )
}

/// Whether a vector pseudo needs a floating-point vector unit
/// (HasVInstructionsAnyF): the VF*/VMF* families, bf16 forms aside.
fn rv_is_fp_pseudo(_pseudo: &str, base: &str) -> bool {
    if base.starts_with("VFIRST") || base.contains("BF16") {
        return false;
    }
    base.starts_with("VF") || base.starts_with("VMF")
}

impl Ctx {
    /// setRandomAliasing with defs and uses in the same instruction.
    fn set_random_aliasing_same(&mut self, confs: &[AliasingOps], it: &mut InstTemplate) {
        let ci = self.random_index(confs.len().saturating_sub(1));
        let conf = &confs[ci];
        let di = self.random_index(conf.defs.len().saturating_sub(1));
        let d = conf.defs[di].clone();
        if !d.implicit && it.value_for_op(d.op) == Val::Invalid {
            it.set_for_op(d.op, Val::Reg(d.reg));
        }
        let ui = self.random_index(conf.uses.len().saturating_sub(1));
        let u = conf.uses[ui].clone();
        if !u.implicit && it.value_for_op(u.op) == Val::Invalid {
            it.set_for_op(u.op, Val::Reg(u.reg));
        }
    }
}

/// RISC-V (32 and 64 bits).
pub struct RiscV;

impl Arch for RiscV {
    fn name(&self) -> &'static str {
        "riscv"
    }

    fn is_64bit(&self, triple: &str) -> bool {
        triple.starts_with("riscv64")
    }

    /// Zero, the loop counter (t6), the FP setup scratch (t5), the
    /// scratch-memory pointer (a0).
    fn unavailable_registers(&self, _opts: &ArchOptions) -> Vec<&'static str> {
        vec!["X0", "X31", "X30", "X10"]
    }

    fn prepare(&self, ctx: &mut Ctx, opts: &ArchOptions) {
        ctx.rv_init();
        ctx.rv.enumerate_rounding_modes = opts.riscv_enumerate_rounding_modes;
        ctx.rv.filter_config = opts.riscv_filter_config.clone();
        ctx.rv.vlmax_only = opts.riscv_vlmax_for_vl;
    }

    fn scratch_reg(&self, ctx: &Ctx) -> u32 {
        ctx.rn("X10")
    }

    fn max_memory_access_size(&self) -> u32 {
        8
    }

    fn ignored_reason(&self, ctx: &mut Ctx, opcode: u32) -> Option<&'static str> {
        ctx.rv_ignored_reason(opcode)
    }

    /// A companion may follow itself unless it is a pseudo.
    fn allow_back_to_back(&self, _ctx: &Ctx, instr: &Instruction) -> bool {
        !instr.flag(F::PSEUDO)
    }

    /// The stack-pointer-relative compressed loads and stores take their
    /// base (and, as llvm-exegesis has it, their first operand) as `sp`.
    fn fill_memory_operands(&self, ctx: &Ctx, it: &mut InstTemplate, m: usize, reg: u32, _offset: u32) {
        if let Some(sp) = sp_based_compressed(ctx, &it.instr) {
            it.set_for_op(0, Val::Reg(sp));
            it.set_for_op(m, Val::Reg(sp));
            return;
        }
        it.set_for_op(m, Val::Reg(reg));
    }

    fn randomize_target_operand(&self, ctx: &mut Ctx, _instr: &Instruction, op: &Operand) -> Result<Val, String> {
        Ok(ctx.rv_randomize_operand(op))
    }

    /// JAL's offset: llvm-exegesis-22 leaves it unset.
    fn pc_relative_value(&self) -> Option<i64> {
        None
    }

    /// Memory operands point at the scratch register.
    fn instruction_variants(&self, ctx: &mut Ctx, instr: &Rc<Instruction>) -> Vec<InstTemplate> {
        let mut it = InstTemplate::new(instr.clone());
        let scratch = ctx.scratch_reg();
        for op in instr.operands.iter().filter(|o| o.is_memory()) {
            self.fill_memory_operands(ctx, &mut it, op.index, scratch, 0);
        }
        vec![it]
    }

    fn serial_templates(&self, ctx: &mut Ctx, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        ctx.rv_templates(variant, forbidden)
    }

    fn parallel_templates(&self, ctx: &mut Ctx, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        ctx.rv_templates(variant, forbidden)
    }

    /// As llvm-exegesis-22 shows it: memory instructions may still alias a
    /// def with a register use.
    fn memory_instructions_alias_registers(&self, _ctx: &Ctx) -> bool {
        true
    }

    /// Nothing to chain through memory without a usable scratch register.
    fn keeps_memory_chain_without_scratch(&self) -> bool {
        false
    }

    fn loop_counter_reg(&self, ctx: &Ctx) -> u32 {
        ctx.rn("X31")
    }

    fn set_reg_to(&self, ctx: &Ctx, r: u32, value: &RegValue, _warn: &mut Vec<String>) -> Option<Vec<ExeInst>> {
        ctx.rv_set_reg_to(r, value)
    }

    fn loop_tail(&self, ctx: &Ctx, loop_reg: u32) -> Vec<ExeInst> {
        let x0 = ctx.rn("X0");
        let mut v = Vec::new();
        v.extend(ctx.inst(&["ADDI"], vec![reg(loop_reg), reg(loop_reg), imm(-1)]));
        v.extend(ctx.inst(&["BNE"], vec![reg(loop_reg), reg(x0), ExeOperand::LoopBlock]));
        v
    }
}

/// `sp` when `instr` is one of C.LWSP, C.LDSP, C.SWSP, C.SDSP.
fn sp_based_compressed(ctx: &Ctx, instr: &Instruction) -> Option<u32> {
    let name = ctx.target.opcode_name(instr.opcode);
    if matches!(name.as_str(), "C_LWSP" | "C_LDSP" | "C_SWSP" | "C_SDSP") {
        ctx.regs.reg_by_name("X2")
    } else {
        None
    }
}
