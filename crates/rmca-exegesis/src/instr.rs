//! The generator's view of an opcode: operands (explicit, then implicit
//! defs, then implicit uses), the variables that tie operands together,
//! and per register operand the registers it may name and every register
//! those alias. Built once per opcode and cached.

use crate::mc::codegen::TargetExt;
use std::collections::HashMap;
use std::rc::Rc;

use super::bits::Bits;
use rmca::llvm_version::LlvmBehaviour;
use rmca::mc::target::{McInstrDesc, Target};

pub const OPERAND_IMMEDIATE: u32 = 1;
pub const OPERAND_REGISTER: u32 = 2;
pub const OPERAND_MEMORY: u32 = 3;
pub const OPERAND_PCREL: u32 = 4;
/// The first target-specific operand type of the LLVM built against (read
/// from its MCInstrDesc.h by build.rs); targets number theirs from here.
pub const OPERAND_FIRST_TARGET: u32 = rmca::llvm_version::leading_number(env!("RMCA_MC_OPERAND_FIRST_TARGET"));

/// Registers an operand may take (`source`), every register aliasing one of
/// them (`aliased`) and, per aliased register, the source it came from.
#[derive(Debug)]
pub struct Tracker {
    pub source: Bits,
    pub aliased: Bits,
    origins: Vec<u32>,
}

impl Tracker {
    fn build(source: Bits, aliases: &[Vec<u32>]) -> Tracker {
        let n = source.len();
        let mut aliased = Bits::new(n);
        let mut origins = vec![0u32; n];
        for r in source.iter() {
            for &a in &aliases[r] {
                aliased.set(a as usize);
                if (a as usize) < n {
                    origins[a as usize] = r as u32;
                }
            }
        }
        Tracker { source, aliased, origins }
    }
    /// The source register `reg` aliases, if any.
    pub fn origin(&self, reg: usize) -> Option<u32> {
        if self.aliased.test(reg) {
            Some(self.origins[reg])
        } else {
            None
        }
    }
}

#[derive(Debug, Clone)]
pub struct Operand {
    pub index: usize,
    pub is_def: bool,
    /// Explicit operands: (operand type, register class or -1, flags).
    pub explicit: Option<(u32, i32)>,
    pub tracker: Option<Rc<Tracker>>,
    pub tied_to: Option<usize>,
    /// Implicit register operands: the register.
    pub implicit_reg: u32,
    pub var: Option<usize>,
}

impl Operand {
    pub fn is_explicit(&self) -> bool {
        self.explicit.is_some()
    }
    pub fn is_implicit(&self) -> bool {
        self.explicit.is_none()
    }
    pub fn is_use(&self) -> bool {
        !self.is_def
    }
    pub fn is_reg(&self) -> bool {
        self.tracker.is_some()
    }
    pub fn is_tied(&self) -> bool {
        self.tied_to.is_some()
    }
    pub fn op_type(&self) -> u32 {
        self.explicit.map_or(0, |e| e.0)
    }
    pub fn reg_class(&self) -> i32 {
        self.explicit.map_or(-1, |e| e.1)
    }
    pub fn is_memory(&self) -> bool {
        self.is_explicit() && self.op_type() == OPERAND_MEMORY
    }
    pub fn is_immediate(&self) -> bool {
        self.is_explicit() && self.op_type() == OPERAND_IMMEDIATE
    }
    pub fn tracker(&self) -> &Tracker {
        self.tracker.as_deref().expect("register operand")
    }
}

#[derive(Debug, Clone, Default)]
pub struct Variable {
    pub index: usize,
    pub tied_operands: Vec<usize>,
}

impl Variable {
    pub fn has_tied_operands(&self) -> bool {
        self.tied_operands.len() > 1
    }
    pub fn primary(&self) -> usize {
        self.tied_operands[0]
    }
}

#[derive(Debug)]
pub struct Instruction {
    pub opcode: u32,
    pub name: String,
    pub desc: McInstrDesc,
    pub operands: Vec<Operand>,
    pub variables: Vec<Variable>,
    pub impl_def_regs: Bits,
    pub impl_use_regs: Bits,
    pub all_def_regs: Bits,
    pub all_use_regs: Bits,
}

fn common_not_forbidden(a: &Bits, b: &Bits, forbidden: &Bits) -> bool {
    let mut x = a.clone();
    x.and_with(b);
    x.remove(forbidden);
    x.any()
}

impl Instruction {
    pub fn primary_operand(&self, var: &Variable) -> &Operand {
        &self.operands[var.primary()]
    }
    pub fn has_memory_operands(&self) -> bool {
        self.operands.iter().any(|o| o.is_reg() && o.is_explicit() && o.is_memory())
    }
    pub fn has_aliasing_implicit_registers(&self) -> bool {
        self.impl_def_regs.any_common(&self.impl_use_regs)
    }
    pub fn has_aliasing_registers_through(&self, other: &Instruction, forbidden: &Bits) -> bool {
        common_not_forbidden(&self.all_def_regs, &other.all_use_regs, forbidden)
            && common_not_forbidden(&other.all_def_regs, &self.all_use_regs, forbidden)
    }
    pub fn has_tied_registers(&self) -> bool {
        self.variables.iter().any(|v| v.has_tied_operands())
    }
    pub fn has_aliasing_registers(&self, forbidden: &Bits) -> bool {
        common_not_forbidden(&self.all_def_regs, &self.all_use_regs, forbidden)
    }
    /// A def aliasing a register use outside the memory operands.
    pub fn has_aliasing_non_memory_registers(&self, forbidden: &Bits) -> bool {
        let mut uses = Bits::new(self.all_use_regs.len());
        for op in self.operands.iter().filter(|o| o.is_use() && o.is_reg() && !o.is_memory()) {
            uses.or_with(&op.tracker().aliased);
        }
        common_not_forbidden(&self.all_def_regs, &uses, forbidden)
    }
    pub fn has_one_use_or_one_def(&self) -> bool {
        self.all_def_regs.any() || self.all_use_regs.any()
    }
    pub fn flag(&self, f: u64) -> bool {
        self.desc.flags & f != 0
    }
}

/// The register side of llvm-exegesis's state: names, aliases, reserved
/// registers and the caches of trackers and instructions.
pub struct RegState {
    pub num_regs: usize,
    pub names: Vec<String>,
    pub aliases: Vec<Vec<u32>>,
    pub reserved: Bits,
    pub class_members: Vec<Vec<u32>>,
    pub class_names: Vec<String>,
    class_trackers: HashMap<i32, Rc<Tracker>>,
    reg_trackers: HashMap<u32, Rc<Tracker>>,
    instrs: HashMap<u32, Rc<Instruction>>,
    /// LlvmBehaviour::exegesis_operand_class_by_hw_mode of the session.
    operand_class_by_hw_mode: bool,
}

impl RegState {
    pub fn new(target: &Target, reserved_list: &[u32], class_names: Vec<String>, llvm: LlvmBehaviour) -> RegState {
        let ri = target.register_info();
        let num_regs = ri.num_regs();
        let aliases = (0..num_regs as u32).map(|r| if r == 0 { vec![] } else { target.reg_aliases(r) }).collect();
        let mut reserved = Bits::new(num_regs);
        for &r in reserved_list {
            reserved.set(r as usize);
        }
        RegState {
            num_regs,
            names: ri.names.clone(),
            aliases,
            reserved,
            class_members: ri.class_members.clone(),
            class_names,
            class_trackers: HashMap::new(),
            reg_trackers: HashMap::new(),
            instrs: HashMap::new(),
            operand_class_by_hw_mode: llvm.exegesis_operand_class_by_hw_mode,
        }
    }

    pub fn empty(&self) -> Bits {
        Bits::new(self.num_regs)
    }

    pub fn name(&self, reg: u32) -> &str {
        self.names.get(reg as usize).map_or("", |s| s.as_str())
    }

    pub fn reg_by_name(&self, name: &str) -> Option<u32> {
        self.names.iter().position(|n| n == name).map(|p| p as u32)
    }

    pub fn class_by_name(&self, name: &str) -> Option<usize> {
        self.class_names.iter().position(|n| n == name)
    }

    pub fn class_contains(&self, class: &str, reg: u32) -> bool {
        self.class_by_name(class).is_some_and(|c| self.class_members[c].contains(&reg))
    }

    pub fn reg_tracker(&mut self, reg: u32) -> Rc<Tracker> {
        if let Some(t) = self.reg_trackers.get(&reg) {
            return t.clone();
        }
        let mut src = self.empty();
        src.set(reg as usize);
        let t = Rc::new(Tracker::build(src, &self.aliases));
        self.reg_trackers.insert(reg, t.clone());
        t
    }

    pub fn class_tracker(&mut self, rc: i32) -> Rc<Tracker> {
        if let Some(t) = self.class_trackers.get(&rc) {
            return t.clone();
        }
        let mut src = self.empty();
        if rc >= 0 {
            for &r in self.class_members.get(rc as usize).map_or(&[][..], |v| &v[..]) {
                if !self.reserved.test(r as usize) {
                    src.set(r as usize);
                }
            }
        }
        let t = Rc::new(Tracker::build(src, &self.aliases));
        self.class_trackers.insert(rc, t.clone());
        t
    }

    /// Aliases of every register in `regs`.
    pub fn aliased_bits(&self, regs: &Bits) -> Bits {
        let mut out = self.empty();
        for r in regs.iter() {
            for &a in &self.aliases[r] {
                out.set(a as usize);
            }
        }
        out
    }

    pub fn instr(&mut self, target: &Target, opcode: u32) -> Rc<Instruction> {
        if let Some(i) = self.instrs.get(&opcode) {
            return i.clone();
        }
        let i = Rc::new(self.build_instr(target, opcode));
        self.instrs.insert(opcode, i.clone());
        i
    }

    fn build_instr(&mut self, target: &Target, opcode: u32) -> Instruction {
        let desc = target.instr_desc(opcode).unwrap_or_default();
        let name = target.opcode_name(opcode);
        let mut operands = Vec::new();
        for (i, oi) in desc.operands.iter().enumerate() {
            // Up to LLVM 22 llvm-exegesis took the operand's RegClass field
            // as is, without the hardware-mode lookup some targets use for
            // pointer operands; from 23 it resolves it.
            let rc = if self.operand_class_by_hw_mode {
                target.operand_regclass(opcode, i as u32)
            } else {
                oi.reg_class
            };
            let tracker = if rc >= 0 { Some(self.class_tracker(rc)) } else { None };
            operands.push(Operand {
                index: i,
                is_def: (i as u32) < desc.num_defs,
                explicit: Some((oi.operand_type, rc)),
                tracker,
                tied_to: if oi.tied_to >= 0 { Some(oi.tied_to as usize) } else { None },
                implicit_reg: 0,
                var: None,
            });
        }
        for (&r, is_def) in desc.implicit_defs.iter().map(|r| (r, true)).chain(desc.implicit_uses.iter().map(|r| (r, false))) {
            let idx = operands.len();
            operands.push(Operand {
                index: idx,
                is_def,
                explicit: None,
                tracker: Some(self.reg_tracker(r)),
                tied_to: None,
                implicit_reg: r,
                var: None,
            });
        }
        let mut variables: Vec<Variable> = Vec::new();
        for op in operands.iter_mut() {
            if op.is_explicit() && !op.is_tied() {
                op.var = Some(variables.len());
                variables.push(Variable { index: variables.len(), tied_operands: vec![] });
            }
        }
        for i in 0..operands.len() {
            if operands[i].is_explicit() {
                if let Some(t) = operands[i].tied_to {
                    operands[i].var = operands.get(t).and_then(|o| o.var);
                }
            }
        }
        for op in &operands {
            if let Some(v) = op.var {
                variables[v].tied_operands.push(op.index);
            }
        }
        let (mut idef, mut iuse, mut adef, mut ause) = (self.empty(), self.empty(), self.empty(), self.empty());
        for op in &operands {
            if let Some(t) = &op.tracker {
                if op.is_def {
                    adef.or_with(&t.aliased);
                    if op.is_implicit() {
                        idef.or_with(&t.aliased);
                    }
                } else {
                    ause.or_with(&t.aliased);
                    if op.is_implicit() {
                        iuse.or_with(&t.aliased);
                    }
                }
            }
        }
        Instruction {
            opcode,
            name,
            desc,
            operands,
            variables,
            impl_def_regs: idef,
            impl_use_regs: iuse,
            all_def_regs: adef,
            all_use_regs: ause,
        }
    }
}

/// An operand value (MCOperand subset).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Val {
    #[default]
    Invalid,
    Reg(u32),
    Imm(i64),
}

/// An instruction with values for (some of) its variables.
#[derive(Clone, Debug)]
pub struct InstTemplate {
    pub instr: Rc<Instruction>,
    pub values: Vec<Val>,
}

impl InstTemplate {
    pub fn new(instr: Rc<Instruction>) -> InstTemplate {
        let n = instr.variables.len();
        InstTemplate { instr, values: vec![Val::Invalid; n] }
    }
    pub fn value_for_op(&self, op: usize) -> Val {
        self.instr.operands.get(op).and_then(|o| o.var).and_then(|v| self.values.get(v).copied()).unwrap_or(Val::Invalid)
    }
    pub fn set_for_op(&mut self, op: usize, v: Val) {
        if let Some(var) = self.instr.operands.get(op).and_then(|o| o.var) {
            if let Some(slot) = self.values.get_mut(var) {
                *slot = v;
            }
        }
    }
    /// The explicit operands in order (MCInst).
    pub fn build(&self) -> (u32, Vec<Val>) {
        let ops = self.instr.operands.iter().filter(|o| o.is_explicit()).map(|o| self.value_for_op(o.index)).collect();
        (self.instr.opcode, ops)
    }
}

/// One (operand, register) pair of an aliasing configuration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegAssign {
    pub op: usize,
    pub reg: u32,
    pub implicit: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct AliasingOps {
    pub defs: Vec<RegAssign>,
    pub uses: Vec<RegAssign>,
}

impl AliasingOps {
    pub fn has_implicit_aliasing(&self) -> bool {
        self.defs.iter().any(|d| d.implicit) && self.uses.iter().any(|u| u.implicit)
    }
}

/// The ways a def of `def_instr` can feed a use of `use_instr`.
pub fn aliasing_configurations(def_instr: &Instruction, use_instr: &Instruction, forbidden: &Bits) -> Vec<AliasingOps> {
    let mut common = use_instr.all_use_regs.clone();
    common.and_with(&def_instr.all_def_regs);
    common.remove(forbidden);
    let mut out: Vec<AliasingOps> = Vec::new();
    for reg in common.iter() {
        let mut aro = AliasingOps::default();
        let add = |ops: &[Operand], want_def: bool, list: &mut Vec<RegAssign>| {
            for op in ops {
                if op.is_reg() && op.is_def == want_def {
                    if let Some(src) = op.tracker().origin(reg) {
                        list.push(RegAssign { op: op.index, reg: src, implicit: op.is_implicit() });
                    }
                }
            }
        };
        add(&def_instr.operands, true, &mut aro.defs);
        add(&use_instr.operands, false, &mut aro.uses);
        if !aro.defs.is_empty() && !aro.uses.is_empty() && !out.contains(&aro) {
            out.push(aro);
        }
    }
    out
}
