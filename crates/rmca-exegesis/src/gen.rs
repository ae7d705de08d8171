//! Snippet generation: llvm-exegesis's serial (latency) and parallel
//! (uops, inverse_throughput) strategies, the per-target rules they defer
//! to, and the turning of code templates into benchmark configurations.

use std::rc::Rc;

use super::bits::Bits;
use super::instr::*;
use super::ctx::Ctx;
pub use super::template::{BenchmarkCode, CodeTemplate, RegValue};
use rmca::mc::target::instr_flags as F;

pub const ALWAYS_SERIAL_IMPLICIT: u32 = 1;
pub const ALWAYS_SERIAL_TIED: u32 = 2;
pub const SERIAL_VIA_MEMORY: u32 = 4;
pub const SERIAL_VIA_EXPLICIT: u32 = 8;
pub const SERIAL_VIA_NON_MEMORY: u32 = 16;

impl Ctx {
    pub fn random_index(&mut self, max: usize) -> usize {
        self.rng.uniform(0, max as u64) as usize
    }

    pub fn random_bit(&mut self, v: &Bits) -> u32 {
        let n = v.count();
        let k = self.random_index(n.saturating_sub(1));
        v.iter().nth(k).unwrap_or(0) as u32
    }

    fn set_random_aliasing(&mut self, confs: &[AliasingOps], def_it: &mut InstTemplate, use_it: Option<&mut InstTemplate>) {
        let ci = self.random_index(confs.len().saturating_sub(1));
        let conf = &confs[ci];
        let di = self.random_index(conf.defs.len().saturating_sub(1));
        let d = conf.defs[di].clone();
        set_assign(&d, def_it);
        let ui = self.random_index(conf.uses.len().saturating_sub(1));
        let u = conf.uses[ui].clone();
        match use_it {
            Some(it) => set_assign(&u, it),
            None => set_assign(&u, def_it),
        }
    }

    /// Every check llvm-exegesis makes before asking a generator, then the
    /// generator itself, for one opcode.
    pub fn generate_snippets(&mut self, opcode: u32, extra_forbidden: &Bits) -> Result<Vec<BenchmarkCode>, String> {
        let instr = self.regs.instr(&self.target, opcode);
        let f = |b| instr.flag(b);
        let mut rvv_pseudo = false;
        match self.ignored_reason(opcode) {
            Some("") => rvv_pseudo = true,
            Some(r) => return Err(r.into()),
            None => {}
        }
        if !rvv_pseudo && (f(F::PSEUDO) || f(F::USES_CUSTOM_INSERTER)) {
            return Err("Unsupported opcode: isPseudo/usesCustomInserter".into());
        }
        if !rvv_pseudo && (f(F::BRANCH) || f(F::INDIRECT_BRANCH)) {
            return Err("Unsupported opcode: isBranch/isIndirectBranch".into());
        }
        if !rvv_pseudo && (f(F::CALL) || f(F::RETURN)) {
            return Err("Unsupported opcode: isCall/isReturn".into());
        }
        if !rvv_pseudo
            && self.llvm.exegesis_refuses_no_sched_class
            && instr.desc.sched_class == 0
        {
            return Err("Unsupported opcode: No Sched Class".into());
        }
        let variants = self.instruction_variants(&instr);

        let mut out = Vec::new();
        for v in variants {
            if out.len() >= self.max_configs as usize {
                break;
            }
            self.generate_configurations(v, &mut out, extra_forbidden)?;
        }
        Ok(out)
    }

    fn generate_configurations(&mut self, variant: InstTemplate, out: &mut Vec<BenchmarkCode>, extra: &Bits) -> Result<(), String> {
        let mut forbidden = self.regs.reserved.clone();
        forbidden.or_with(extra);
        if variant.instr.has_memory_operands() {
            let scratch = self.scratch_reg();
            if scratch == 0 {
                return Err("Infeasible : target does not support memory instructions".into());
            }
            let aliases = self.regs.reg_tracker(scratch).aliased.clone();
            for op in &variant.instr.operands {
                if op.is_def && op.implicit_reg != 0 && aliases.test(op.implicit_reg as usize) {
                    return Err("Infeasible : memory instruction uses scratch memory register".into());
                }
            }
            forbidden.or_with(&aliases);
        }
        let templates = if self.serial { self.serial_templates(variant, &forbidden)? } else { self.parallel_templates(variant, &forbidden)? };
        for ct in templates {
            let mut bc = BenchmarkCode { info: ct.info.clone(), ..Default::default() };
            let mut its = ct.insts;
            for it in its.iter_mut() {
                self.randomize_unset(&forbidden, it)?;
                let (opc, ops) = it.build();
                if ops.iter().any(|v| *v == Val::Invalid) {
                    return Err(format!(
                        "Not all operands were initialized by the snippet generator for {} opcode.",
                        self.target.opcode_name(opc)
                    ));
                }
                bc.insts.push((opc, ops));
            }
            if ct.scratch_reg != 0 {
                bc.live_ins.push(ct.scratch_reg);
            }
            bc.reg_init = self.initial_values(&its);
            bc.config = ct.config;
            out.push(bc);
            if out.len() >= self.max_configs as usize {
                return Ok(());
            }
        }
        Ok(())
    }

    fn initial_values(&self, its: &[InstTemplate]) -> Vec<RegValue> {
        let mut defined = self.regs.empty();
        // The scratch-memory register holds the function's argument.
        let scratch = self.scratch_reg();
        if scratch != 0 {
            defined.set(scratch as usize);
        }
        let mut out = Vec::new();
        for it in its {
            let reg_of = |op: &Operand| -> u32 {
                if op.is_memory() {
                    return 0;
                }
                if op.implicit_reg != 0 {
                    return op.implicit_reg;
                }
                if op.is_explicit() {
                    if let Val::Reg(r) = it.value_for_op(op.index) {
                        return r;
                    }
                }
                0
            };
            for op in it.instr.operands.iter().filter(|o| o.is_use()) {
                let r = reg_of(op);
                if r > 0 && !defined.test(r as usize) {
                    out.push(RegValue::zero(r));
                    defined.set(r as usize);
                }
            }
            for op in it.instr.operands.iter().filter(|o| o.is_def) {
                let r = reg_of(op);
                if r > 0 {
                    defined.set(r as usize);
                }
            }
        }
        out
    }

    fn randomize_unset(&mut self, forbidden: &Bits, it: &mut InstTemplate) -> Result<(), String> {
        let instr = it.instr.clone();
        for var in &instr.variables {
            if it.values[var.index] != Val::Invalid {
                continue;
            }
            let op = instr.primary_operand(var);
            let ty = op.op_type();
            if ty >= OPERAND_FIRST_TARGET {
                it.values[var.index] = self.randomize_target_operand(&instr, op)?;
                continue;
            }
            match ty {
                OPERAND_IMMEDIATE => it.values[var.index] = Val::Imm(1),
                OPERAND_PCREL => {
                    if let Some(v) = self.arch.pc_relative_value() {
                        it.values[var.index] = Val::Imm(v);
                    }
                }
                OPERAND_REGISTER => {
                    let mut allowed = op.tracker().source.clone();
                    allowed.remove(forbidden);
                    if !allowed.any() {
                        let names = |b: &Bits| b.iter().map(|r| format!("{} ", self.regs.name(r as u32))).collect::<String>();
                        return Err(format!(
                            "no available registers:\ncandidates:\n{}\nforbidden:\n{}",
                            names(&op.tracker().source),
                            names(forbidden)
                        ));
                    }
                    it.values[var.index] = Val::Reg(self.random_bit(&allowed));
                }
                _ => {}
            }
        }
        Ok(())
    }

    // ---- serial ---------------------------------------------------------

    pub fn generic_serial(&mut self, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        let instr = variant.instr.clone();
        let mut em = 0;
        if instr.has_aliasing_implicit_registers() {
            em |= ALWAYS_SERIAL_IMPLICIT;
        }
        if instr.has_tied_registers() {
            em |= ALWAYS_SERIAL_TIED;
        }
        if instr.has_memory_operands() {
            em |= SERIAL_VIA_MEMORY;
            if self.arch.memory_instructions_alias_registers(self) {
                if instr.has_aliasing_non_memory_registers(forbidden) {
                    em |= SERIAL_VIA_EXPLICIT;
                }
                if instr.has_one_use_or_one_def() {
                    em |= SERIAL_VIA_NON_MEMORY;
                }
            }
        } else {
            if instr.has_aliasing_registers(forbidden) {
                em |= SERIAL_VIA_EXPLICIT;
            }
            if instr.has_one_use_or_one_def() {
                em |= SERIAL_VIA_NON_MEMORY;
            }
        }
        let classes: [(u32, &str); 3] = [
            (ALWAYS_SERIAL_IMPLICIT | ALWAYS_SERIAL_TIED, "Repeating a single implicitly serial instruction"),
            (SERIAL_VIA_EXPLICIT, "Repeating a single explicitly serial instruction"),
            (SERIAL_VIA_MEMORY | SERIAL_VIA_NON_MEMORY, "Repeating two instructions"),
        ];
        let mut results = Vec::new();
        for (mask, desc) in classes {
            for bit in [1u32, 2, 4, 8, 16, 32, 64] {
                if em & mask & bit == 0 {
                    continue;
                }
                match bit {
                    ALWAYS_SERIAL_IMPLICIT | ALWAYS_SERIAL_TIED => {
                        results.push(CodeTemplate { info: desc.into(), insts: vec![variant.clone()], ..Default::default() });
                    }
                    SERIAL_VIA_MEMORY => {
                        // A load whose result becomes its own address: the
                        // defined register is the scratch-memory pointer.
                        let scratch = self.scratch_reg();
                        let def = instr.operands.iter().find(|o| o.is_def && o.is_reg());
                        let coprocessor = def.is_some_and(|d| {
                            let n = self.regs.class_names.get(d.reg_class().max(0) as usize).map_or("", |s| s.as_str());
                            n == "COP2" || n == "COP3"
                        });
                        if !coprocessor {
                            if let Some(def) = def {
                                let mut v = variant.clone();
                                let fits = def.tracker().source.test(scratch as usize)
                                    || self.regs.class_members.get(def.reg_class().max(0) as usize).is_some_and(|m| m.contains(&scratch));
                                let usable = scratch != 0 && fits && instr.flag(F::MAY_LOAD);
                                if usable {
                                    v.set_for_op(def.index, Val::Reg(scratch));
                                    self.fill_memory_operands(&mut v, scratch, 0);
                                } else if !self.arch.keeps_memory_chain_without_scratch() {
                                    continue;
                                }
                                results.push(CodeTemplate { info: desc.into(), insts: vec![v], scratch_reg: scratch, ..Default::default() });
                            }
                        }
                    }
                    SERIAL_VIA_EXPLICIT => {
                        let confs = aliasing_configurations(&instr, &instr, forbidden);
                        let mut v = variant.clone();
                        if !confs.is_empty() {
                            self.set_random_aliasing(&confs, &mut v, None);
                        }
                        results.push(CodeTemplate { info: desc.into(), insts: vec![v], ..Default::default() });
                    }
                    SERIAL_VIA_NON_MEMORY => {
                        for other in self.aliasing_instructions(&instr, forbidden) {
                            let fwd = aliasing_configurations(&instr, &other, forbidden);
                            let back = aliasing_configurations(&other, &instr, forbidden);
                            let mut this_it = variant.clone();
                            let mut other_it = InstTemplate::new(other.clone());
                            if !fwd.iter().any(|c| c.has_implicit_aliasing()) {
                                if !fwd.is_empty() {
                                    self.set_random_aliasing(&fwd, &mut this_it, Some(&mut other_it));
                                }
                            } else if !back.iter().any(|c| c.has_implicit_aliasing()) && !back.is_empty() {
                                self.set_random_aliasing(&back, &mut other_it, Some(&mut this_it));
                            }
                            results.push(CodeTemplate { info: desc.into(), insts: vec![this_it, other_it], ..Default::default() });
                        }
                    }
                    _ => {}
                }
            }
            if !results.is_empty() {
                break;
            }
        }
        if results.is_empty() {
            return Err("No strategy found to make the execution serial".into());
        }
        Ok(results)
    }

    fn aliasing_instructions(&mut self, instr: &Instruction, forbidden: &Bits) -> Vec<Rc<Instruction>> {
        let n = self.target.info().num_opcodes;
        let mut opcodes: Vec<u32> = (0..n).collect();
        self.rng.llvm_shuffle(&mut opcodes);
        let mut out = Vec::new();
        for op in opcodes {
            if !self.is_opcode_available(op) || op == instr.opcode {
                continue;
            }
            // The target's check (RISC-V remembers the vector pseudos seen).
            if self.ignored_reason(op).is_some_and(|r| !r.is_empty()) {
                continue;
            }
            let other = self.regs.instr(&self.target, op);
            let skip = [F::PSEUDO, F::USES_CUSTOM_INSERTER, F::BRANCH, F::INDIRECT_BRANCH, F::CALL, F::RETURN];
            if skip.iter().any(|&b| other.flag(b))
                || other.has_memory_operands()
                || other.flag(F::MAY_LOAD)
                || other.flag(F::MAY_STORE)
                || !self.allow_back_to_back(&other)
            {
                continue;
            }
            // A companion that overwrites what the instruction defines
            // explicitly would cut the chain.
            let mut explicit_defs = self.regs.empty();
            for op in instr.operands.iter().filter(|o| o.is_def && o.is_explicit() && o.is_reg()) {
                explicit_defs.or_with(&op.tracker().aliased);
            }
            if !self.arch.companions_may_write_explicit_defs() && explicit_defs.any_common(&other.all_def_regs) {
                continue;
            }
            if instr.has_aliasing_registers_through(&other, forbidden) {
                out.push(other);
            }
            if out.len() >= 10 {
                break;
            }
        }
        out
    }

    pub fn self_aliasing_templates(&mut self, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        let instr = variant.instr.clone();
        let confs = aliasing_configurations(&instr, &instr, forbidden);
        if confs.is_empty() {
            return Err("empty self aliasing".into());
        }
        let mut v = variant;
        let info = if confs.iter().any(|c| c.has_implicit_aliasing()) {
            "implicit Self cycles, picking random values."
        } else {
            self.set_random_aliasing(&confs, &mut v, None);
            "explicit self cycles, selecting one aliasing Conf."
        };
        Ok(vec![CodeTemplate { info: info.into(), insts: vec![v], ..Default::default() }])
    }

    pub fn unconstrained_templates(&mut self, variant: InstTemplate, msg: &str) -> Result<Vec<CodeTemplate>, String> {
        Ok(vec![CodeTemplate {
            info: format!("{msg}, repeating an unconstrained assignment"),
            insts: vec![variant],
            ..Default::default()
        }])
    }

    // ---- parallel -------------------------------------------------------

    fn instantiate_memory_operands(&mut self, scratch: u32, insts: &mut Vec<InstTemplate>) {
        if scratch == 0 {
            return;
        }
        let step = self.max_memory_access_size();
        let original = insts.len();
        let mut i = 0usize;
        for it in insts.iter_mut() {
            self.fill_memory_operands(it, scratch, (i as u32) * step);
            i += 1;
        }
        while insts.len() < 6 {
            let mut it = insts[i % original].clone();
            self.fill_memory_operands(&mut it, scratch, (i as u32) * step);
            i += 1;
            insts.push(it);
        }
    }

    pub fn generic_parallel(&mut self, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        let instr = variant.instr.clone();
        let scratch = if instr.has_memory_operands() { self.scratch_reg() } else { 0 };
        let confs = aliasing_configurations(&instr, &instr, forbidden);
        if confs.is_empty() || confs.iter().any(|c| c.has_implicit_aliasing()) {
            let info = if confs.is_empty() {
                "instruction is parallel, repeating a random one."
            } else {
                "instruction is serial, repeating a random one."
            };
            let mut insts = vec![variant];
            self.instantiate_memory_operands(scratch, &mut insts);
            return Ok(vec![CodeTemplate { info: info.into(), insts, scratch_reg: scratch, ..Default::default() }]);
        }
        let has_tied = instr.variables.iter().any(|v| v.has_tied_operands());
        let untied_uses = instr
            .operands
            .iter()
            .filter(|o| o.is_reg() && o.is_explicit() && !o.is_memory() && o.is_use() && !o.is_tied())
            .count();
        let mut strategies = Vec::new();
        if has_tied || untied_uses >= 3 {
            strategies.push(Strategy::PickRandomRegs);
        }
        if untied_uses >= 2 {
            strategies.push(Strategy::StaticRegPerOperand);
        }
        strategies.push(Strategy::StaticReg);
        let mut result = Vec::new();
        for s in strategies {
            let info = format!(
                "instruction has {}tied variables, avoiding Read-After-Write issue, picking random def and use registers not aliasing each other, for uses, {}",
                if has_tied { "" } else { "no " },
                s.description()
            );
            let mut insts = self.avoid_def_use_overlap(&variant, s, forbidden);
            if insts.is_empty() {
                return Err(format!("Failed to produce any snippet via: {info}"));
            }
            self.instantiate_memory_operands(scratch, &mut insts);
            result.push(CodeTemplate { info, insts, scratch_reg: scratch, ..Default::default() });
        }
        Ok(result)
    }

    fn avoid_def_use_overlap(&mut self, it: &InstTemplate, s: Strategy, forbidden: &Bits) -> Vec<InstTemplate> {
        let instr = it.instr.clone();
        let (mut iu, mut id) = (self.regs.empty(), self.regs.empty());
        for op in &instr.operands {
            if op.is_reg() && op.is_implicit() && !op.is_memory() {
                if op.is_use() {
                    iu.set(op.implicit_reg as usize);
                } else {
                    id.set(op.implicit_reg as usize);
                }
            }
        }
        let iu_alias = self.regs.aliased_bits(&iu);
        let id_alias = self.regs.aliased_bits(&id);
        let mut defs = self.regs.empty();
        let mut uses = self.regs.empty();
        let mut insts: Vec<InstTemplate> = Vec::new();
        let has_tied = instr.variables.iter().any(|v| v.has_tied_operands());
        loop {
            let mut cur = it.clone();
            let mut failed = false;
            for op in &instr.operands {
                if !op.is_reg() || !op.is_explicit() || op.is_memory() || cur.value_for_op(op.index) != Val::Invalid {
                    continue;
                }
                match self.pick_register(forbidden, &iu_alias, &id_alias, &uses, &defs, &cur, op, &insts, s) {
                    Pick::None => {
                        failed = true;
                        break;
                    }
                    Pick::Copy(v) => cur.set_for_op(op.index, v),
                    Pick::Fresh(r) => {
                        if op.is_def {
                            defs.set(r as usize);
                        } else {
                            uses.set(r as usize);
                        }
                        cur.set_for_op(op.index, Val::Reg(r));
                    }
                }
            }
            if failed {
                return insts;
            }
            insts.push(cur);
            if !has_tied || insts.len() > 4096 {
                return insts;
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn pick_register(
        &mut self,
        forbidden: &Bits,
        iu_alias: &Bits,
        id_alias: &Bits,
        uses: &Bits,
        defs: &Bits,
        it: &InstTemplate,
        op: &Operand,
        insts: &[InstTemplate],
        s: Strategy,
    ) -> Pick {
        if op.is_use() && s != Strategy::PickRandomRegs {
            if let Some(first) = insts.first() {
                return Pick::Copy(first.value_for_op(op.index));
            }
            if s == Strategy::StaticReg {
                let mut possible = op.tracker().source.clone();
                possible.and_with(&self.regs.aliased_bits(uses));
                if let Some(b) = possible.first() {
                    // Returned as a register number: recorded like a fresh pick.
                    return Pick::Fresh(b as u32);
                }
            }
        }
        let mut possible = op.tracker().source.clone();
        possible.remove(forbidden);
        if op.is_def {
            possible.remove(iu_alias);
            possible.remove(&self.regs.aliased_bits(uses));
        }
        if op.is_use() {
            possible.remove(id_alias);
            if s == Strategy::StaticRegPerOperand {
                possible.remove(&self.regs.aliased_bits(uses));
            }
        }
        let def_with_tied_use = op.var.is_some_and(|v| it.instr.variables[v].has_tied_operands());
        if op.is_use() || def_with_tied_use {
            possible.remove(&self.regs.aliased_bits(defs));
        }
        if !possible.any() {
            return Pick::None;
        }
        Pick::Fresh(self.random_bit(&possible))
    }
}

enum Pick {
    None,
    Copy(Val),
    Fresh(u32),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Strategy {
    PickRandomRegs,
    StaticRegPerOperand,
    StaticReg,
}

impl Strategy {
    fn description(self) -> &'static str {
        match self {
            Strategy::PickRandomRegs => "randomizing registers",
            Strategy::StaticRegPerOperand => "one unique register for each position",
            Strategy::StaticReg => "reusing the same register for all positions",
        }
    }
}

fn set_assign(a: &RegAssign, it: &mut InstTemplate) {
    if a.implicit {
        return;
    }
    if it.value_for_op(a.op) == Val::Invalid {
        it.set_for_op(a.op, Val::Reg(a.reg));
    }
}


