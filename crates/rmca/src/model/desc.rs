//! Static instruction descriptors: what the instruction builder derives once
//! per (opcode, sched class) from the scheduling model, and the per-source-
//! instruction template the pipeline instantiates every iteration.

use std::rc::Rc;

/// A register write declared by an instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteDescriptor {
    /// MCInst operand index; negative for implicit writes (then `!op_index`
    /// is the position among the implicit defs).
    pub op_index: i32,
    /// Latency of the write, in cycles.
    pub latency: u32,
    /// Register written, for implicit writes (0 otherwise).
    pub register_id: u32,
    /// The WriteResourceID of the sched model's write latency entry; read
    /// advances are matched against it.
    pub sclass_or_write_resource_id: u32,
    pub is_optional_def: bool,
}

impl WriteDescriptor {
    pub fn is_implicit(&self) -> bool {
        self.op_index < 0
    }
}

/// A register read declared by an instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadDescriptor {
    /// MCInst operand index; negative for implicit reads.
    pub op_index: i32,
    /// Position among the instruction's uses (explicit uses first), which is
    /// what ReadAdvance entries refer to.
    pub use_index: u32,
    /// Register read, for implicit reads (0 otherwise).
    pub register_id: u32,
    /// Sched class used to look read advances up.
    pub sched_class_id: u32,
}

impl ReadDescriptor {
    pub fn is_implicit(&self) -> bool {
        self.op_index < 0
    }
}

/// Cycles during which a resource is held, relative to issue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CycleSegment {
    pub begin: u32,
    pub end: u32,
    pub reserved: bool,
}

impl CycleSegment {
    pub fn new(cycles: u32) -> Self {
        CycleSegment { begin: 0, end: cycles, reserved: false }
    }
    pub fn size(&self) -> u32 {
        self.end.wrapping_sub(self.begin)
    }
}

/// How many units of a resource kind an instruction uses, and for how long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResourceUsage {
    pub cs: CycleSegment,
    pub num_units: u32,
}

impl ResourceUsage {
    pub fn new(cycles: u32) -> Self {
        ResourceUsage { cs: CycleSegment::new(cycles), num_units: 1 }
    }
    pub fn size(&self) -> u32 {
        self.cs.size()
    }
    pub fn is_reserved(&self) -> bool {
        self.cs.reserved
    }
}

/// The static description of an instruction kind (llvm-mca's InstrDesc).
#[derive(Clone, Debug, Default)]
pub struct InstrDesc {
    /// Explicit writes first, implicit writes at the end.
    pub writes: Vec<WriteDescriptor>,
    /// Explicit reads first, implicit reads at the end.
    pub reads: Vec<ReadDescriptor>,
    /// (resource mask, usage) for every resource used, in llvm-mca's order
    /// (units before groups, see `model::builder`).
    pub resources: Vec<(u64, ResourceUsage)>,
    /// Mask of the buffered resources (reservation stations) used.
    pub used_buffers: u64,
    pub used_proc_res_units: u64,
    pub used_proc_res_groups: u64,
    pub max_latency: u32,
    pub num_micro_ops: u32,
    pub sched_class_id: u32,
    /// All used buffered resources are in-order and at least one has
    /// BufferSize 0.
    pub must_issue_immediately: bool,
    pub is_recyclable: bool,
    pub has_partially_overlapping_groups: bool,
}

impl InstrDesc {
    /// Zero-latency instructions consume no scheduler resources.
    pub fn is_zero_latency(&self) -> bool {
        self.max_latency == 0 && self.resources.is_empty()
    }
}

/// A write of one concrete source instruction.
#[derive(Clone, Debug)]
pub struct WriteTemplate {
    /// Index into `InstrDesc::writes`.
    pub desc_index: u32,
    pub reg: u32,
    pub clears_super_regs: bool,
    pub writes_zero: bool,
}

/// A read of one concrete source instruction.
#[derive(Clone, Debug)]
pub struct ReadTemplate {
    /// Index into `InstrDesc::reads`.
    pub desc_index: u32,
    pub reg: u32,
    /// Set for dependency-breaking idioms: the read does not wait on
    /// the previous write of `reg`.
    pub independent_from_def: bool,
}

impl InstTemplate {
    /// The instruction under a generic LLVM-MCA-LATENCY instrument: every
    /// write, and the instruction, take that latency. The descriptor is
    /// copied, since a customised one is never shared.
    pub fn with_latency(mut self, latency: u32) -> Self {
        let mut d = (*self.desc).clone();
        d.max_latency = latency;
        for w in d.writes.iter_mut() {
            w.latency = latency;
        }
        self.desc = Rc::new(d);
        self
    }
}

/// One source instruction lowered for simulation: what llvm-mca's
/// `InstrBuilder::createInstruction` produces. The pipeline creates one
/// dynamic instruction per iteration from it.
#[derive(Clone, Debug, Default)]
pub struct InstTemplate {
    pub desc: Rc<InstrDesc>,
    pub opcode: u32,
    /// Register writes, in `desc.writes` order, skipping absent optional defs
    /// and constant registers.
    pub defs: Vec<WriteTemplate>,
    /// Register reads, in `desc.reads` order, skipping non-register and
    /// invalid register operands.
    pub uses: Vec<ReadTemplate>,
    pub is_optimizable_move: bool,
    pub may_load: bool,
    pub may_store: bool,
    pub has_side_effects: bool,
    pub begin_group: bool,
    pub end_group: bool,
    pub retire_ooo: bool,
    /// Set by the target's post-processing (e.g. x86 LOCK, MFENCE).
    pub is_load_barrier: bool,
    pub is_store_barrier: bool,
    /// Set when the instruction is a call (its writes use -call-latency).
    pub is_call: bool,
}
