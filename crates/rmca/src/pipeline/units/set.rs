//! The units every kind of pipeline shares, wired together.

use crate::mc::regs::RegisterInfo;
use crate::mc::sched::SchedModel;
use crate::pipeline::instruction::InstStore;
use super::lsu::Lsu;
use super::register_file::RegisterFile;

/// The units every pipeline has, handed to the stages as `&mut`.
pub(crate) struct Units<'m> {
    pub(crate) sm: &'m SchedModel,
    pub(crate) ri: &'m RegisterInfo,
    pub(crate) insts: InstStore,
    pub(crate) prf: RegisterFile,
    pub(crate) lsu: Lsu,
}
