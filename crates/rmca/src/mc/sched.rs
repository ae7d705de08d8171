//! A plain Rust copy of a subtarget's MCSchedModel, read once through the
//! shim. Indices are LLVM's: resource 0 is the invalid resource.

#[derive(Clone, Debug, Default)]
pub struct ProcResource {
    pub name: String,
    pub num_units: u32,
    pub super_idx: u32,
    /// -1: the unified reservation station (default); 0: in-order dispatch
    /// hazard; 1: in-order issue; >1: an out-of-order buffer of that size.
    pub buffer_size: i32,
    /// Member resource indices for groups; empty for units.
    pub sub_units: Vec<u32>,
}

impl ProcResource {
    pub fn is_group(&self) -> bool {
        !self.sub_units.is_empty()
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WriteProcRes {
    pub proc_resource_idx: u32,
    pub release_at_cycle: u32,
    pub acquire_at_cycle: u32,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WriteLatency {
    pub cycles: i32,
    pub write_resource_id: u32,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadAdvance {
    pub use_idx: u32,
    pub write_resource_id: u32,
    pub cycles: i32,
}

pub const INVALID_NUM_MICRO_OPS: u32 = (1 << 13) - 1;
pub const VARIANT_NUM_MICRO_OPS: u32 = INVALID_NUM_MICRO_OPS - 1;

#[derive(Clone, Debug, Default)]
pub struct SchedClass {
    pub num_micro_ops: u32,
    pub begin_group: bool,
    pub end_group: bool,
    pub retire_ooo: bool,
    pub write_proc_res: Vec<WriteProcRes>,
    pub write_latency: Vec<WriteLatency>,
    pub read_advance: Vec<ReadAdvance>,
}

impl SchedClass {
    pub fn is_valid(&self) -> bool {
        self.num_micro_ops != INVALID_NUM_MICRO_OPS
    }
    pub fn is_variant(&self) -> bool {
        self.num_micro_ops == VARIANT_NUM_MICRO_OPS
    }
}

#[derive(Clone, Copy, Debug, Default)]
pub struct RegisterCost {
    pub register_class_id: u32,
    pub cost: u32,
    pub allow_move_elimination: bool,
}

#[derive(Clone, Debug, Default)]
pub struct RegisterFileDesc {
    pub name: String,
    pub num_phys_regs: u32,
    pub costs: Vec<RegisterCost>,
    pub allow_zero_move_elimination_only: bool,
    /// 0: no limit.
    pub max_moves_eliminated_per_cycle: u32,
}

#[derive(Clone, Debug, Default)]
pub struct ExtraProcessorInfo {
    pub reorder_buffer_size: u32,
    pub max_retire_per_cycle: u32,
    /// Index 0 is LLVM's default register file description.
    pub register_files: Vec<RegisterFileDesc>,
    pub load_queue_id: u32,
    pub store_queue_id: u32,
}

#[derive(Clone, Debug, Default)]
pub struct SchedModel {
    pub issue_width: u32,
    pub micro_op_buffer_size: u32,
    pub loop_micro_op_buffer_size: u32,
    pub load_latency: u32,
    pub high_latency: u32,
    pub mispredict_penalty: u32,
    pub post_ra_scheduler: bool,
    pub complete_model: bool,
    pub enable_intervals: bool,
    pub proc_id: u32,
    pub resources: Vec<ProcResource>,
    pub classes: Vec<SchedClass>,
    pub extra: Option<ExtraProcessorInfo>,
    /// Per-opcode sched classes added by a scheduling-model override
    /// (`--sched-override`): opcode -> [(class the opcode resolves to, the
    /// overridden copy appended to `classes`)]. Empty without an override.
    pub opcode_classes: std::collections::BTreeMap<u32, Vec<(u32, u32)>>,
}

impl SchedModel {
    pub fn is_out_of_order(&self) -> bool {
        self.micro_op_buffer_size > 1
    }
    pub fn num_proc_resource_kinds(&self) -> usize {
        self.resources.len()
    }
    /// The class an overridden `opcode` uses in place of `resolved`, if any.
    pub fn opcode_class(&self, opcode: u32, resolved: u32) -> Option<u32> {
        self.opcode_classes.get(&opcode)?.iter().find(|e| e.0 == resolved).map(|e| e.1)
    }
}
