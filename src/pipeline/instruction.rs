//! Dynamic instruction state during simulation (llvm-mca's Instruction,
//! WriteState and ReadState).
//!
//! OWNED BY THE PIPELINE WORK. The accessors below are the contract views rely
//! on; their bodies and the fields are free to change.

use std::rc::Rc;

use crate::model::desc::{InstTemplate, InstrDesc};

/// The instruction (by source index) and register a critical dependency
/// comes from, and how many cycles it contributed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CriticalDependency {
    pub iid: u32,
    pub reg_id: u32,
    pub cycles: u32,
}

#[derive(Clone, Debug)]
pub struct WriteState {
    pub reg: u32,
    pub is_eliminated: bool,
}

impl WriteState {
    pub fn is_eliminated(&self) -> bool {
        self.is_eliminated
    }
    pub fn register_id(&self) -> u32 {
        self.reg
    }
}

#[derive(Clone, Debug)]
pub struct Instruction {
    pub template: Rc<InstTemplate>,
    pub defs: Vec<WriteState>,
    pub critical_reg_dep: CriticalDependency,
    pub critical_mem_dep: CriticalDependency,
    pub critical_resource_mask: u64,
    /// Load/store queue token, if the LSU took the instruction.
    pub lsu_token: Option<u32>,
}

impl Instruction {
    pub fn desc(&self) -> &InstrDesc {
        &self.template.desc
    }
    pub fn template(&self) -> &InstTemplate {
        &self.template
    }
    pub fn defs(&self) -> &[WriteState] {
        &self.defs
    }
    pub fn critical_reg_dep(&self) -> CriticalDependency {
        self.critical_reg_dep
    }
    pub fn critical_mem_dep(&self) -> CriticalDependency {
        self.critical_mem_dep
    }
    pub fn critical_resource_mask(&self) -> u64 {
        self.critical_resource_mask
    }
    pub fn is_optimizable_move(&self) -> bool {
        self.template.is_optimizable_move
    }
    pub fn may_load(&self) -> bool {
        self.template.may_load
    }
    pub fn may_store(&self) -> bool {
        self.template.may_store
    }
    pub fn is_mem_op(&self) -> bool {
        self.template.may_load || self.template.may_store
    }
    pub fn num_micro_ops(&self) -> u32 {
        self.template.desc.num_micro_ops
    }
}
