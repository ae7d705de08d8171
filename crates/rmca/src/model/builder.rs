//! Lowers parsed MCInsts into `InstTemplate`s, deriving each instruction
//! kind's `InstrDesc` from the scheduling model once per (opcode, resolved
//! sched class), as llvm-mca's instruction builder does. The descriptor of
//! an instruction kind is built from the first instance met and reused for
//! later ones (upstream's cache semantics, which the reports depend on).

use rustc_hash::FxHashMap;
use std::rc::Rc;

use crate::mc::mca::{McInst, Operand, Parsed};
use crate::mc::target::{instr_flags as F, McInstrDesc, Target};
use crate::mc::regs::RegisterInfo;
use crate::mc::sched::{SchedClass, SchedModel};
use crate::model::desc::*;
use crate::model::masks::{compute_proc_resource_masks, resource_state_index};

/// An instruction the builder cannot lower; `message` is llvm-mca's text.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{message}")]
pub struct BuildError {
    pub message: String,
    /// Index of the offending instruction in the parsed input.
    pub inst: u32,
}

/// Key for descriptors of variadic or variant instructions: the shape of
/// the MCInst (what upstream hashes).
type ShapeKey = (u32, u32, Vec<(u8, u32)>);

pub struct InstrBuilder<'a> {
    target: &'a Target,
    sm: &'a SchedModel,
    regs: &'a RegisterInfo,
    masks: Vec<u64>,
    call_latency: u32,
    /// Where constant registers (AArch64 `xzr`, RISC-V `zero`, ...) are
    /// left out: see `LlvmBehaviour::constant_regs_skipped_per_instance`.
    consts_per_instance: bool,
    /// Whether calls and returns are told by the target's instruction
    /// analysis: see `LlvmBehaviour::call_return_from_instr_analysis`.
    call_return_from_analysis: bool,
    descs: FxHashMap<(u32, u32), Rc<InstrDesc>>,
    variant_descs: FxHashMap<(ShapeKey, u32), Rc<InstrDesc>>,
    first_call: bool,
    first_return: bool,
}

impl<'a> InstrBuilder<'a> {
    pub fn new(
        target: &'a Target,
        sm: &'a SchedModel,
        regs: &'a RegisterInfo,
        call_latency: u32,
        llvm: &crate::llvm_version::LlvmBehaviour,
    ) -> Self {
        InstrBuilder {
            target,
            sm,
            regs,
            masks: compute_proc_resource_masks(sm),
            call_latency,
            consts_per_instance: llvm.constant_regs_skipped_per_instance,
            call_return_from_analysis: llvm.call_return_from_instr_analysis,
            descs: FxHashMap::default(),
            variant_descs: FxHashMap::default(),
            first_call: true,
            first_return: true,
        }
    }

    pub fn resource_masks(&self) -> &[u64] {
        &self.masks
    }

    /// Forgets cached descriptors and the one-time call/return warnings
    /// (llvm-mca does so between regions).
    pub fn clear(&mut self) {
        self.descs.clear();
        self.variant_descs.clear();
        self.first_call = true;
        self.first_return = true;
    }

    /// The opcode's MCInstrDesc (an empty one when out of range).
    pub fn mc_desc(&self, opcode: u32) -> &'a McInstrDesc {
        static NONE: std::sync::OnceLock<McInstrDesc> = std::sync::OnceLock::new();
        self.target.instr_desc_ref(opcode).unwrap_or_else(|| NONE.get_or_init(McInstrDesc::default))
    }

    /// Resolves variant sched classes of instruction `idx`; 0 means failure.
    pub fn resolve_sched_class(&self, parsed: &Parsed, idx: u32, mut sc: u32) -> u32 {
        while sc != 0 && self.class(sc).is_variant() {
            sc = parsed.resolve_variant(idx, sc);
        }
        sc
    }

    fn class(&self, sc: u32) -> &'a SchedClass {
        static INVALID: std::sync::OnceLock<SchedClass> = std::sync::OnceLock::new();
        self.sm.classes.get(sc as usize).unwrap_or_else(|| {
            INVALID.get_or_init(|| SchedClass { num_micro_ops: crate::mc::sched::INVALID_NUM_MICRO_OPS, ..Default::default() })
        })
    }

    fn err(message: &str, idx: u32) -> BuildError {
        BuildError { message: message.to_string(), inst: idx }
    }

    /// llvm-mca's createInstruction. `sched_class` is the class chosen by the
    /// instrument manager (the opcode's own class when no instrument applies).
    /// Warnings llvm-mca prints while building are appended to `warnings`.
    pub fn create(
        &mut self,
        parsed: &Parsed,
        idx: u32,
        sched_class: u32,
        warnings: &mut String,
    ) -> Result<InstTemplate, BuildError> {
        let mci = &parsed.insts[idx as usize];
        let mcd = self.mc_desc(mci.opcode);
        let desc = self.get_or_create_desc(parsed, idx, mci, mcd, sched_class, warnings)?;
        let sc = &self.sm.classes[desc.sched_class_id as usize];
        let analysis = parsed.analyze(idx, self.sm.proc_id, desc.writes.len() as u32);

        let mut t = InstTemplate {
            desc: desc.clone(),
            opcode: mci.opcode,
            defs: Vec::with_capacity(desc.writes.len()),
            uses: Vec::with_capacity(desc.reads.len()),
            is_optimizable_move: analysis.has_mcia && analysis.is_optimizable_move,
            may_load: mcd.flags & F::MAY_LOAD != 0,
            may_store: mcd.flags & F::MAY_STORE != 0,
            has_side_effects: mcd.flags & F::SIDE_EFFECTS != 0,
            begin_group: sc.begin_group,
            end_group: sc.end_group,
            retire_ooo: sc.retire_ooo,
            is_load_barrier: false,
            is_store_barrier: false,
            is_call: call_and_return(&analysis, mcd, self.call_return_from_analysis).0,
        };
        let zero_idiom = analysis.has_mcia && analysis.is_zero_idiom;
        let dep_breaking = analysis.has_mcia && analysis.is_dependency_breaking;

        for (ri, rd) in desc.reads.iter().enumerate() {
            let reg = if rd.is_implicit() {
                rd.register_id
            } else {
                match mci.operands.get(rd.op_index as usize) {
                    // The descriptor keeps constant operands; each
                    // instance drops its own.
                    Some(Operand::Reg(r)) if self.consts_per_instance && self.regs.is_constant(*r) => continue,
                    Some(Operand::Reg(r)) => *r,
                    _ => continue,
                }
            };
            if reg == 0 {
                continue;
            }
            let mut independent = false;
            if dep_breaking {
                if !analysis.mask_nonzero {
                    // An all-zero mask makes every explicit input independent.
                    independent = !rd.is_implicit();
                } else if analysis.mask_width > rd.use_index && rd.use_index < 64 {
                    independent = analysis.mask_bits & (1u64 << rd.use_index) != 0;
                }
            }
            t.uses.push(ReadTemplate { desc_index: ri as u32, reg, independent_from_def: independent });
        }

        for (wi, wd) in desc.writes.iter().enumerate() {
            let reg = if wd.is_implicit() {
                wd.register_id
            } else {
                match mci.operands.get(wd.op_index as usize) {
                    Some(Operand::Reg(r)) => *r,
                    _ => 0,
                }
            };
            if (wd.is_optional_def && reg == 0) || self.regs.is_constant(reg) {
                continue;
            }
            if reg == 0 && !wd.is_optional_def {
                // Upstream asserts here; a write to no register changes nothing.
                continue;
            }
            let clears = wi < 64 && analysis.clears_super_regs_mask & (1u64 << wi) != 0;
            t.defs.push(WriteTemplate { desc_index: wi as u32, reg, clears_super_regs: clears, writes_zero: zero_idiom });
        }
        Ok(t)
    }

    fn shape_key(mci: &McInst) -> ShapeKey {
        let ops = mci
            .operands
            .iter()
            .map(|o| match o {
                Operand::Reg(r) => (1u8, *r),
                Operand::Imm(_) => (2, 0),
                Operand::SfpImm(_) => (3, 0),
                Operand::DfpImm(_) => (4, 0),
                Operand::Expr => (5, 0),
                Operand::Inst => (6, 0),
                Operand::Invalid => (0, 0),
            })
            .collect();
        (mci.opcode, mci.flags, ops)
    }

    fn get_or_create_desc(
        &mut self,
        parsed: &Parsed,
        idx: u32,
        mci: &McInst,
        mcd: &McInstrDesc,
        sched_class: u32,
        warnings: &mut String,
    ) -> Result<Rc<InstrDesc>, BuildError> {
        if let Some(d) = self.descs.get(&(mci.opcode, sched_class)) {
            return Ok(d.clone());
        }
        let resolved = self.resolve_sched_class(parsed, idx, sched_class);
        if resolved == 0 {
            return Err(Self::err("unable to resolve scheduling class for write variant.", idx));
        }
        let vkey = (Self::shape_key(mci), resolved);
        if let Some(d) = self.variant_descs.get(&vkey) {
            return Ok(d.clone());
        }
        self.create_desc(parsed, idx, mci, mcd, sched_class, resolved, warnings)
    }

    fn create_desc(
        &mut self,
        parsed: &Parsed,
        idx: u32,
        mci: &McInst,
        mcd: &McInstrDesc,
        sched_class: u32,
        scid: u32,
        warnings: &mut String,
    ) -> Result<Rc<InstrDesc>, BuildError> {
        let is_variant = self.class(sched_class).is_variant();
        let sc = self.class(scid);
        if !sc.is_valid() {
            return Err(Self::err("found an unsupported instruction in the input assembly sequence", idx));
        }
        let mut id = InstrDesc { num_micro_ops: sc.num_micro_ops, sched_class_id: scid, ..Default::default() };

        let analysis = parsed.analyze(idx, self.sm.proc_id, 0);
        let (is_call, is_return) = call_and_return(&analysis, mcd, self.call_return_from_analysis);
        if is_call && self.first_call {
            warnings.push_str("warning: found a call in the input assembly sequence.\n");
            warnings.push_str(&format!(
                "note: call instructions are not correctly modeled. Assume a latency of {}cy.\n",
                self.call_latency
            ));
            self.first_call = false;
        }
        if is_return && self.first_return {
            warnings.push_str("warning: found a return instruction in the input assembly sequence.\n");
            warnings.push_str("note: program counter updates are ignored.\n");
            self.first_return = false;
        }

        self.init_used_resources(&mut id, &sc);
        id.max_latency = if is_call {
            self.call_latency
        } else {
            let l = compute_instr_latency(&sc);
            if l < 0 {
                self.call_latency
            } else {
                l as u32
            }
        };

        verify_operands(mcd, mci).map_err(|m| Self::err(m, idx))?;
        self.populate_writes(&mut id, mci, mcd, &sc);
        self.populate_reads(&mut id, mci, mcd, scid);

        if id.num_micro_ops == 0 && (id.used_buffers != 0 || !id.resources.is_empty()) {
            return Err(Self::err(
                "found an inconsistent instruction that decodes to zero opcodes and that consumes scheduler resources.",
                idx,
            ));
        }

        let is_variadic = mcd.flags & F::VARIADIC != 0;
        id.is_recyclable = !is_variadic && !is_variant;
        let rc = Rc::new(id);
        if rc.is_recyclable {
            self.descs.insert((mci.opcode, scid), rc.clone());
        } else {
            self.variant_descs.insert((Self::shape_key(mci), scid), rc.clone());
        }
        Ok(rc)
    }

    /// Resources, buffers and unit/group masks (upstream's
    /// initializeUsedResources).
    fn init_used_resources(&self, id: &mut InstrDesc, sc: &SchedClass) {
        let sm = self.sm;
        let mut worklist: Vec<(u64, ResourceUsage)> = Vec::new();
        // Cycles contributed by sub-resources to their "Super" resource,
        // which tablegen does not subtract from groups containing it.
        let mut super_cycles: Vec<(u64, u32)> = Vec::new();
        let mut buffers: u64 = 0;
        let mut all_in_order = true;
        let mut any_hazard = false;
        for wpr in &sc.write_proc_res {
            if wpr.release_at_cycle == 0 {
                continue;
            }
            let Some(pr) = sm.resources.get(wpr.proc_resource_idx as usize) else { continue };
            let mask = self.masks[wpr.proc_resource_idx as usize];
            if pr.buffer_size < 0 {
                all_in_order = false;
            } else {
                buffers |= 1u64 << resource_state_index(mask);
                any_hazard |= pr.buffer_size == 0;
                all_in_order &= pr.buffer_size <= 1;
            }
            worklist.push((mask, ResourceUsage::new(wpr.release_at_cycle)));
            if pr.super_idx != 0 {
                let sup = self.masks[pr.super_idx as usize];
                match super_cycles.iter_mut().find(|(m, _)| *m == sup) {
                    Some(e) => e.1 += wpr.release_at_cycle,
                    None => super_cycles.push((sup, wpr.release_at_cycle)),
                }
            }
        }
        id.must_issue_immediately = all_in_order && any_hazard;

        // Units first, then smaller groups before larger ones.
        worklist.sort_by(|a, b| a.0.count_ones().cmp(&b.0.count_ones()).then(a.0.cmp(&b.0)));

        let super_of = |m: u64| super_cycles.iter().find(|(k, _)| *k == m).map(|e| e.1).unwrap_or(0);
        let mut used_units = 0u64;
        let mut used_groups = 0u64;
        let mut units_from_groups = 0u64;
        for i in 0..worklist.len() {
            let a = worklist[i];
            if a.1.size() == 0 {
                used_groups |= bit_floor(a.0);
                continue;
            }
            id.resources.push(a);
            let mut normalized = a.0;
            if a.0.count_ones() == 1 {
                used_units |= a.0;
            } else {
                normalized ^= bit_floor(normalized);
                if units_from_groups & normalized != 0 {
                    id.has_partially_overlapping_groups = true;
                }
                units_from_groups |= normalized;
                used_groups |= a.0 ^ normalized;
            }
            let sub = a.1.size().wrapping_sub(super_of(a.0));
            for b in worklist.iter_mut().skip(i + 1) {
                if normalized & b.0 == normalized {
                    // Upstream shrinks the segment's end with unsigned
                    // arithmetic; keep its wrap-around for identical output.
                    b.1.cs.end = b.1.cs.end.wrapping_sub(sub);
                    if b.0.count_ones() > 1 {
                        b.1.num_units += 1;
                    }
                }
            }
        }

        // A group used by more units than it has is reserved for its cycles.
        for r in id.resources.iter_mut() {
            if r.0.count_ones() > 1 && !r.1.is_reserved() {
                let m = r.0 ^ bit_floor(r.0);
                let max_units = m.count_ones();
                if r.1.num_units > max_units {
                    r.1.cs.reserved = true;
                    r.1.num_units = max_units;
                }
            }
        }

        // Buffers consumed through super resources.
        for &(sup, _) in &super_cycles {
            for (i, pr) in sm.resources.iter().enumerate().skip(1) {
                if pr.buffer_size == -1 {
                    continue;
                }
                let m = self.masks[i];
                if m != sup && (m & sup) == sup {
                    buffers |= 1u64 << resource_state_index(m);
                }
            }
        }
        id.used_buffers = buffers;
        id.used_proc_res_units = used_units;
        id.used_proc_res_groups = used_groups;
    }

    fn write_latency(&self, id: &InstrDesc, sc: &SchedClass, index: usize) -> (u32, u32) {
        match sc.write_latency.get(index) {
            Some(wl) => (if wl.cycles < 0 { id.max_latency } else { wl.cycles as u32 }, wl.write_resource_id),
            None => (id.max_latency, 0),
        }
    }

    /// Whether the descriptor itself leaves constant register `reg` out
    /// (up to LLVM 22; the descriptor is cached per opcode and class, so
    /// the first instance's constant operands decide for every later one).
    fn skips_constant_in_desc(&self, reg: u32) -> bool {
        !self.consts_per_instance && self.regs.is_constant(reg)
    }

    fn populate_writes(&self, id: &mut InstrDesc, mci: &McInst, mcd: &McInstrDesc, sc: &SchedClass) {
        let num_explicit = mcd.num_defs as usize;
        let num_implicit = mcd.implicit_defs.len();
        let has_opt = mcd.flags & F::HAS_OPTIONAL_DEF != 0;
        let total = num_explicit + num_implicit + has_opt as usize;
        let num_variadic = mci.operands.len().saturating_sub(mcd.num_operands as usize);
        let blank = WriteDescriptor {
            op_index: 0,
            latency: 0,
            register_id: 0,
            sclass_or_write_resource_id: 0,
            is_optional_def: false,
        };
        let mut writes = vec![blank; total + num_variadic];
        let mut current = 0usize;
        let mut optional_def_idx = mcd.num_operands as i32 - 1;
        let mut i = 0usize;
        while i < mci.operands.len() && current < num_explicit {
            let Operand::Reg(reg) = mci.operands[i] else {
                i += 1;
                continue;
            };
            if mcd.operands.get(current).map(|o| o.is_optional_def).unwrap_or(false) {
                optional_def_idx = current as i32;
                current += 1;
                i += 1;
                continue;
            }
            if self.skips_constant_in_desc(reg) {
                current += 1;
                i += 1;
                continue;
            }
            let (lat, wrid) = self.write_latency(id, sc, current);
            writes[current] = WriteDescriptor {
                op_index: i as i32,
                latency: lat,
                register_id: 0,
                sclass_or_write_resource_id: wrid,
                is_optional_def: false,
            };
            current += 1;
            i += 1;
        }
        for d in 0..num_implicit {
            let index = num_explicit + d;
            let (lat, wrid) = self.write_latency(id, sc, index);
            writes[index] = WriteDescriptor {
                op_index: !(d as i32),
                latency: lat,
                register_id: mcd.implicit_defs[d],
                sclass_or_write_resource_id: wrid,
                is_optional_def: false,
            };
        }
        if has_opt {
            writes[num_explicit + num_implicit] = WriteDescriptor {
                op_index: optional_def_idx,
                latency: id.max_latency,
                register_id: 0,
                sclass_or_write_resource_id: 0,
                is_optional_def: true,
            };
        }
        if num_variadic == 0 {
            id.writes = writes;
            return;
        }
        let uses_only = mcd.flags & F::VARIADIC_OPS_ARE_DEFS == 0;
        let mut current = total;
        if !uses_only {
            for (k, op) in mci.operands.iter().enumerate().skip(mcd.num_operands as usize).take(num_variadic) {
                let Operand::Reg(reg) = op else { continue };
                if self.skips_constant_in_desc(*reg) {
                    continue;
                }
                writes[current] = WriteDescriptor {
                    op_index: k as i32,
                    latency: id.max_latency,
                    register_id: 0,
                    sclass_or_write_resource_id: 0,
                    is_optional_def: false,
                };
                current += 1;
            }
        }
        writes.truncate(current);
        id.writes = writes;
    }

    fn populate_reads(&self, id: &mut InstrDesc, mci: &McInst, mcd: &McInstrDesc, scid: u32) {
        let has_opt = mcd.flags & F::HAS_OPTIONAL_DEF != 0;
        let num_explicit = (mcd.num_operands - mcd.num_defs) as usize - has_opt as usize;
        let num_implicit = mcd.implicit_uses.len();
        let num_variadic = mci.operands.len().saturating_sub(mcd.num_operands as usize);
        let mut reads: Vec<ReadDescriptor> = Vec::with_capacity(num_explicit + num_implicit + num_variadic);
        for k in 0..num_explicit {
            let op_index = mcd.num_defs as usize + k;
            let Some(Operand::Reg(reg)) = mci.operands.get(op_index) else { continue };
            if self.skips_constant_in_desc(*reg) {
                continue;
            }
            reads.push(ReadDescriptor { op_index: op_index as i32, use_index: k as u32, register_id: 0, sched_class_id: scid });
        }
        // Implicit uses come right after the explicit ones for ReadAdvance
        // purposes. A constant implicit register keeps its slot, with no
        // class where constants are left out of the descriptor.
        for k in 0..num_implicit {
            let reg = mcd.implicit_uses[k];
            let sched_class_id = if self.skips_constant_in_desc(reg) { 0 } else { scid };
            reads.push(ReadDescriptor {
                op_index: !(k as i32),
                use_index: (num_explicit + k) as u32,
                register_id: reg,
                sched_class_id,
            });
        }
        if mcd.flags & F::VARIADIC_OPS_ARE_DEFS == 0 {
            for (k, op) in mci.operands.iter().enumerate().skip(mcd.num_operands as usize).take(num_variadic) {
                if !matches!(op, Operand::Reg(_)) {
                    continue;
                }
                let i = k - mcd.num_operands as usize;
                reads.push(ReadDescriptor {
                    op_index: k as i32,
                    use_index: (num_explicit + num_implicit + i) as u32,
                    register_id: 0,
                    sched_class_id: scid,
                });
            }
        }
        id.reads = reads;
    }
}

fn bit_floor(x: u64) -> u64 {
    if x == 0 {
        0
    } else {
        1u64 << (63 - x.leading_zeros())
    }
}

fn verify_operands(mcd: &McInstrDesc, mci: &McInst) -> Result<(), &'static str> {
    let mut remaining = mcd.num_defs;
    let mut i = 0usize;
    while remaining > 0 && i < mci.operands.len() {
        if matches!(mci.operands[i], Operand::Reg(_)) {
            remaining -= 1;
        }
        i += 1;
    }
    if remaining > 0 {
        return Err("Expected more register operand definitions.");
    }
    if mcd.flags & F::HAS_OPTIONAL_DEF != 0 {
        let last = (mcd.num_operands as usize).wrapping_sub(1);
        let is_reg = matches!(mci.operands.get(last), Some(Operand::Reg(_)));
        if i == mci.operands.len() || !is_reg {
            return Err("expected a register operand for an optional definition. Instruction has not been correctly analyzed.");
        }
    }
    Ok(())
}

/// MCSchedModel::computeInstrLatency: the largest write latency, or the
/// first negative (unknown) one.
pub fn compute_instr_latency(sc: &SchedClass) -> i32 {
    let mut lat = 0i32;
    for wl in &sc.write_latency {
        if wl.cycles < 0 {
            return wl.cycles;
        }
        lat = lat.max(wl.cycles);
    }
    lat
}

/// MCSchedModel::getForwardingDelayCycles for write resource 0: the most
/// negative read advance, as a positive delay.
pub fn forwarding_delay_cycles(sc: &SchedClass) -> u32 {
    let mut delay = 0i32;
    for ra in &sc.read_advance {
        if ra.write_resource_id == 0 {
            delay = delay.min(ra.cycles);
        }
    }
    delay.unsigned_abs()
}

/// Whether the instruction is a call and whether it is a return: by the
/// target's instruction analysis (`from_analysis`, LLVM 20 on), else by
/// the opcode's flags (see `LlvmBehaviour::call_return_from_instr_analysis`).
fn call_and_return(analysis: &crate::mc::mca::InstAnalysis, mcd: &McInstrDesc, from_analysis: bool) -> (bool, bool) {
    if analysis.has_mcia && from_analysis {
        (analysis.is_call, analysis.is_return)
    } else {
        (mcd.flags & F::CALL != 0, mcd.flags & F::RETURN != 0)
    }
}

/// MCSchedModel::getReciprocalThroughput for a sched class, as the LLVM of
/// `llvm` computes it: resource units divided by the cycles each write
/// holds them (from AcquireAtCycle to ReleaseAtCycle; up to LLVM 19 from
/// cycle 0), the most constraining one wins; with no resource, the
/// micro-ops over the issue width.
pub fn reciprocal_throughput(sm: &SchedModel, sc: &SchedClass, llvm: &crate::llvm_version::LlvmBehaviour) -> f64 {
    let mut best: Option<f64> = None;
    for wpr in &sc.write_proc_res {
        let acquire = if llvm.rthroughput_from_acquire_cycle { wpr.acquire_at_cycle } else { 0 };
        if wpr.release_at_cycle == 0 || wpr.release_at_cycle <= acquire {
            continue;
        }
        let units = sm.resources.get(wpr.proc_resource_idx as usize).map(|r| r.num_units).unwrap_or(1);
        let t = units as f64 / (wpr.release_at_cycle - acquire) as f64;
        best = Some(best.map_or(t, |b: f64| b.min(t)));
    }
    match best {
        Some(t) => 1.0 / t,
        None => sc.num_micro_ops as f64 / sm.issue_width as f64,
    }
}

/// Segment-aware reciprocal throughput of a sched class: the largest
/// (ReleaseAtCycle - AcquireAtCycle) / units over its resources; a stream
/// of instructions holding a resource only over that segment could issue
/// one every that many cycles. With no resource, the micro-ops over the
/// issue width. LLVM 22's `getReciprocalThroughput` (above) already
/// measures segments this way, entry by entry; this one states the rule
/// itself, so `rmca-sched dump` can check the two agree.
pub fn segment_reciprocal_throughput(sm: &SchedModel, sc: &SchedClass) -> f64 {
    resource_bound(sm, sc, |w| w.release_at_cycle.saturating_sub(w.acquire_at_cycle))
}

/// Reciprocal throughput as llvm-mca's simulator reaches it: its resource
/// manager holds a resource from issue until ReleaseAtCycle (AcquireAtCycle
/// is not modelled), so the largest ReleaseAtCycle / units over the
/// resources. It differs from the two above only for classes with a
/// non-zero AcquireAtCycle.
pub fn hold_reciprocal_throughput(sm: &SchedModel, sc: &SchedClass) -> f64 {
    resource_bound(sm, sc, |w| w.release_at_cycle)
}

fn resource_bound(sm: &SchedModel, sc: &SchedClass, cycles: impl Fn(&crate::mc::sched::WriteProcRes) -> u32) -> f64 {
    let mut worst: Option<f64> = None;
    for w in &sc.write_proc_res {
        let c = cycles(w);
        if c == 0 {
            continue;
        }
        let units = sm.resources.get(w.proc_resource_idx as usize).map(|r| r.num_units).unwrap_or(1).max(1);
        let t = c as f64 / units as f64;
        worst = Some(worst.map_or(t, |b: f64| b.max(t)));
    }
    worst.unwrap_or(sc.num_micro_ops as f64 / sm.issue_width as f64)
}

/// A sched class's resources as `-instruction-tables=full` lists them:
/// `Name`, `Name[release]` or `Name[acquire,release]`.
/// A resource held for no cycle is left out; one held for a single cycle
/// is named alone, whatever cycle it is acquired at.
pub fn resource_list(sm: &SchedModel, sc: &SchedClass) -> String {
    sc.write_proc_res
        .iter()
        .filter(|w| w.release_at_cycle != 0)
        .map(|w| {
            let n = sm.resources.get(w.proc_resource_idx as usize).map(|r| r.name.as_str()).unwrap_or("");
            if w.release_at_cycle == 1 {
                n.to_string()
            } else if w.acquire_at_cycle != 0 {
                format!("{n}[{},{}]", w.acquire_at_cycle, w.release_at_cycle)
            } else {
                format!("{n}[{}]", w.release_at_cycle)
            }
        })
        .collect::<Vec<_>>()
        .join(",")
}
