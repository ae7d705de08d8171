//! The context snippet generation runs in: [`Ctx`] (the target, register
//! state, llvm-exegesis's random engine, options and per-target state) and
//! [`Arch`], the one trait through which llvm-exegesis's rules differ by
//! architecture (`targets/x86/`, `aarch64/`, `riscv/`, `powerpc/`, `mips/` each
//! implement it; every hook defaults to what llvm-exegesis does on an
//! architecture without a rule of its own). The generators add their
//! methods to `Ctx` in `gen.rs` (generic) and the architectures' folders;
//! this module holds the data (with the RISC-V state `Ctx` carries,
//! `RvState`) and the trait, so none of them import one another in a
//! circle.

use std::collections::HashMap;
use std::rc::Rc;

use super::bits::Bits;
use super::instr::{InstTemplate, Instruction, Operand, RegState, Val};
use super::options::ArchOptions;
use rmca::llvm_version::LlvmBehaviour;
use super::rng::Mt19937;
use super::template::{CodeTemplate, RegValue};
use crate::mc::codegen::ExeInst;
use rmca::mc::target::Target;

/// What llvm-exegesis does differently on one architecture. Adding an
/// architecture: a folder implementing this, chosen by the triple in
/// `targets::for_triple`.
pub trait Arch: Sync {
    /// The architecture's name in messages.
    fn name(&self) -> &'static str;
    /// The host architecture (`std::env::consts::ARCH`) that runs this
    /// architecture's snippets natively, if rmca-exegesis measures there.
    fn host_arch(&self) -> Option<&'static str> {
        None
    }
    /// Whether the triple is a 64-bit one of this architecture.
    fn is_64bit(&self, triple: &str) -> bool;
    /// Registers llvm-exegesis never assigns.
    fn unavailable_registers(&self, _opts: &ArchOptions) -> Vec<&'static str> {
        Vec::new()
    }
    /// Set-up once the context exists.
    fn prepare(&self, _ctx: &mut Ctx, _opts: &ArchOptions) {}
    /// Per opcode, whether the subtarget has it, where rmca has to
    /// approximate that (`None`: all, or what `prepare` found).
    fn available_opcodes(&self, _ctx: &Ctx, _cpu: &str) -> Option<Vec<bool>> {
        None
    }
    /// The register holding the scratch memory's address (0: none).
    fn scratch_reg(&self, _ctx: &Ctx) -> u32 {
        0
    }
    fn max_memory_access_size(&self) -> u32 {
        0
    }
    /// Why the architecture refuses an opcode before any generator runs;
    /// `Some("")`: an opcode it takes although generic checks would not.
    fn ignored_reason(&self, _ctx: &mut Ctx, _opcode: u32) -> Option<&'static str> {
        None
    }
    /// Whether an instruction may follow itself in a companion search.
    fn allow_back_to_back(&self, _ctx: &Ctx, _instr: &Instruction) -> bool {
        true
    }
    /// Points the memory operand (the first at index `first_memory`) at
    /// `reg` + `offset`.
    fn fill_memory_operands(&self, _ctx: &Ctx, _it: &mut InstTemplate, _first_memory: usize, _reg: u32, _offset: u32) {}
    /// A value for an operand of a target-specific type.
    fn randomize_target_operand(&self, _ctx: &mut Ctx, _instr: &Instruction, _op: &Operand) -> Result<Val, String> {
        Err("targets with target-specific operands should implement this".into())
    }
    /// The value of a PC-relative operand (`None`: left unset).
    fn pc_relative_value(&self) -> Option<i64> {
        Some(8)
    }
    /// The templates an opcode is tried with.
    fn instruction_variants(&self, _ctx: &mut Ctx, instr: &Rc<Instruction>) -> Vec<InstTemplate> {
        vec![InstTemplate::new(instr.clone())]
    }
    /// Latency snippets (serial).
    fn serial_templates(&self, ctx: &mut Ctx, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        ctx.generic_serial(variant, forbidden)
    }
    /// Throughput and micro-op snippets (parallel).
    fn parallel_templates(&self, ctx: &mut Ctx, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        ctx.generic_parallel(variant, forbidden)
    }
    /// Whether a memory instruction may also chain through an aliasing
    /// register pair.
    fn memory_instructions_alias_registers(&self, _ctx: &Ctx) -> bool {
        false
    }
    /// Whether a memory chain is kept when no scratch register can carry it.
    fn keeps_memory_chain_without_scratch(&self) -> bool {
        true
    }
    /// Whether a companion instruction may write a register the
    /// instruction defines explicitly.
    fn companions_may_write_explicit_defs(&self) -> bool {
        true
    }
    /// The loop repetitor's counter register (0: no loop repetitor).
    fn loop_counter_reg(&self, _ctx: &Ctx) -> u32 {
        0
    }
    /// Code that leaves `value` in `r` (`None`: the architecture cannot).
    fn set_reg_to(&self, _ctx: &Ctx, _r: u32, _value: &RegValue, _warn: &mut Vec<String>) -> Option<Vec<ExeInst>> {
        None
    }
    /// Whether llvm-exegesis warns where `set_reg_to` cannot.
    fn warns_without_set_reg_to(&self) -> bool {
        false
    }
    /// The loop repetitor's decrement and branch back.
    fn loop_tail(&self, _ctx: &Ctx, _loop_reg: u32) -> Vec<ExeInst> {
        Vec::new()
    }
}

/// An architecture with no rule of its own.
pub struct NoRules;

impl Arch for NoRules {
    fn name(&self) -> &'static str {
        "other"
    }
    fn is_64bit(&self, _triple: &str) -> bool {
        false
    }
}

pub struct Ctx {
    pub target: Target,
    pub regs: RegState,
    pub rng: Mt19937,
    /// The architecture's rules.
    pub arch: &'static dyn Arch,
    pub serial: bool,
    pub max_configs: u32,
    pub opcodes: HashMap<String, u32>,
    pub triple: String,
    pub num_opcodes: u32,
    /// Per opcode: whether the subtarget has it (None: all).
    pub avail: Option<Vec<bool>>,
    /// Per register: its sub-registers, LLVM's order.
    pub subregs: Vec<Vec<u32>>,
    /// RISC-V: operand kinds, subtarget facts, vector pseudos seen.
    pub rv: RvState,
    /// Which LLVM's llvm-exegesis to behave like where versions differ.
    pub llvm: LlvmBehaviour,
}

/// The RISC-V operand types llvm-exegesis gives values to, read off
/// instructions known to carry them (the enum is private to LLVM).
#[derive(Clone, Copy, Debug, Default)]
pub struct RvOperandTypes {
    pub(super) frmarg: u32,
    pub(super) simm10_lsb0000_nonzero: u32,
    pub(super) simm6_nonzero: u32,
    pub(super) uimmlog2xlen_nonzero: u32,
    pub(super) simm5: u32,
    pub(super) uimm5: u32,
    pub(super) avl: u32,
    pub(super) sew_mask: u32,
    /// The last immediate kind before OPERAND_AVL.
    pub(super) last_imm: u32,
}

/// Per-subtarget facts the vector generator needs, computed once.
#[derive(Clone, Debug, Default)]
pub struct RvState {
    pub types: RvOperandTypes,
    /// MC opcodes of vector pseudos seen so far (llvm-exegesis ignores
    /// those MC opcodes afterwards).
    pub seen_mc: std::collections::HashSet<u32>,
    pub(super) elen: u32,
    pub(super) zvl: u32,
    pub(super) has_f: bool,
    pub(super) has_d: bool,
    pub(super) has_zvfh: bool,
    pub(super) has_zvknhb: bool,
    /// Registers outside GPR, FPR16 and VR (register groups, pairs...).
    pub(super) aggregate: Option<Bits>,
    /// --riscv-enumerate-rounding-modes, --riscv-filter-config,
    /// --riscv-vlmax-for-vl.
    pub enumerate_rounding_modes: bool,
    pub filter_config: String,
    pub vlmax_only: bool,
}

/// The architecture's answers, asked of the context.
impl Ctx {
    pub fn opcode(&self, name: &str) -> u32 {
        self.opcodes.get(name).copied().unwrap_or(u32::MAX)
    }

    pub fn is_64bit(&self) -> bool {
        self.arch.is_64bit(&self.triple)
    }

    pub fn scratch_reg(&self) -> u32 {
        self.arch.scratch_reg(self)
    }

    pub fn max_memory_access_size(&self) -> u32 {
        self.arch.max_memory_access_size()
    }

    pub fn is_opcode_available(&self, opcode: u32) -> bool {
        match &self.avail {
            Some(v) => v.get(opcode as usize).copied().unwrap_or(true),
            None => true,
        }
    }

    pub fn allow_back_to_back(&self, instr: &Instruction) -> bool {
        self.arch.allow_back_to_back(self, instr)
    }

    pub fn fill_memory_operands(&self, it: &mut InstTemplate, reg: u32, offset: u32) {
        if let Some(m) = it.instr.operands.iter().position(|o| o.is_memory()) {
            self.arch.fill_memory_operands(self, it, m, reg, offset);
        }
    }

    pub fn randomize_target_operand(&mut self, instr: &Instruction, op: &Operand) -> Result<Val, String> {
        let arch = self.arch;
        arch.randomize_target_operand(self, instr, op)
    }

    pub fn instruction_variants(&mut self, instr: &Rc<Instruction>) -> Vec<InstTemplate> {
        let arch = self.arch;
        arch.instruction_variants(self, instr)
    }

    pub fn serial_templates(&mut self, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        let arch = self.arch;
        arch.serial_templates(self, variant, forbidden)
    }

    pub fn parallel_templates(&mut self, variant: InstTemplate, forbidden: &Bits) -> Result<Vec<CodeTemplate>, String> {
        let arch = self.arch;
        arch.parallel_templates(self, variant, forbidden)
    }

    /// Why the architecture refuses `opcode` before any generator (see
    /// `Arch::ignored_reason`).
    pub fn ignored_reason(&mut self, opcode: u32) -> Option<&'static str> {
        let arch = self.arch;
        arch.ignored_reason(self, opcode)
    }
}
