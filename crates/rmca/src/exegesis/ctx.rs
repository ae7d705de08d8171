//! The context snippet generation runs in: [`Ctx`] (the target, register
//! state, llvm-exegesis's random engine, options and per-target state) and
//! [`Arch`]. The generators add their methods to `Ctx` in `gen.rs`
//! (generic), `target.rs` (per-target rules) and `riscv.rs`; this module
//! only holds the data (with the RISC-V state `Ctx` carries, `RvState`),
//! so none of them import one another in a circle.

use std::collections::HashMap;

use super::bits::Bits;
use super::instr::RegState;
use super::rng::Mt19937;
use crate::mc::target::Target;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arch {
    X86,
    X86_32,
    AArch64,
    PowerPC,
    Mips,
    RiscV,
    Other,
}

pub struct Ctx {
    pub target: Target,
    pub regs: RegState,
    pub rng: Mt19937,
    pub arch: Arch,
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
