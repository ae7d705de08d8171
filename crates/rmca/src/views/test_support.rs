//! Fixtures for the views' unit tests: a small Haswell-like scheduling
//! model, instruction templates, and a driver that replays a scripted event
//! stream cycle by cycle.

use std::rc::Rc;

use crate::mc::sched::{ExtraProcessorInfo, ProcResource, RegisterFileDesc, SchedModel};
use crate::model::desc::{InstTemplate, InstrDesc, ResourceUsage};
use crate::model::masks::compute_proc_resource_masks;
use crate::pipeline::events::*;
use crate::pipeline::instruction::{InstStore, Instruction};
use crate::views::view::{ViewContext, ViewOptions};

/// Resource indices of the fixture model.
#[allow(dead_code)]
pub const DIVIDER: u32 = 1;
pub const FPDIVIDER: u32 = 2;
pub const PORT0: u32 = 3; // ports 0..7 are 3..10
#[allow(dead_code)]
pub const PORT01: u32 = 11;
pub const PORT23: u32 = 12;
pub const PORT_ANY: u32 = 13;

fn unit(name: &str) -> ProcResource {
    ProcResource { name: name.into(), num_units: 1, super_idx: 0, buffer_size: -1, sub_units: vec![] }
}

pub fn haswell_like() -> SchedModel {
    let mut res = vec![ProcResource::default(), unit("HWDivider"), unit("HWFPDivider")];
    for p in 0..8 {
        res.push(unit(&format!("HWPort{p}")));
    }
    res.push(ProcResource {
        name: "HWPort01".into(),
        num_units: 2,
        super_idx: 0,
        buffer_size: -1,
        sub_units: vec![PORT0, PORT0 + 1],
    });
    res.push(ProcResource {
        name: "HWPort23".into(),
        num_units: 2,
        super_idx: 0,
        buffer_size: -1,
        sub_units: vec![PORT0 + 2, PORT0 + 3],
    });
    res.push(ProcResource {
        name: "HWPortAny".into(),
        num_units: 8,
        super_idx: 0,
        buffer_size: 60,
        sub_units: (0..8).map(|p| PORT0 + p).collect(),
    });
    SchedModel {
        issue_width: 4,
        micro_op_buffer_size: 192,
        load_latency: 5,
        resources: res,
        extra: None,
        ..Default::default()
    }
}

/// The fixture model plus register files as btver2 declares them.
pub fn with_register_files(mut sm: SchedModel) -> SchedModel {
    sm.extra = Some(ExtraProcessorInfo {
        reorder_buffer_size: 64,
        max_retire_per_cycle: 0,
        register_files: vec![
            RegisterFileDesc { name: "InvalidRegisterFile".into(), ..Default::default() },
            RegisterFileDesc { name: "JFpuPRF".into(), num_phys_regs: 72, ..Default::default() },
            RegisterFileDesc { name: "JIntegerPRF".into(), num_phys_regs: 64, ..Default::default() },
        ],
        load_queue_id: 0,
        store_queue_id: 0,
    });
    sm
}

/// An instruction template using `resources` (resource index, cycles).
pub fn template(
    sm: &SchedModel,
    uops: u32,
    latency: u32,
    resources: &[(u32, u32)],
    may_load: bool,
    may_store: bool,
) -> Rc<InstTemplate> {
    let masks = compute_proc_resource_masks(sm);
    let desc = InstrDesc {
        resources: resources.iter().map(|&(r, c)| (masks[r as usize], ResourceUsage::new(c))).collect(),
        num_micro_ops: uops,
        max_latency: latency,
        ..Default::default()
    };
    Rc::new(InstTemplate {
        desc: Rc::new(desc),
        opcode: 0,
        defs: vec![],
        uses: vec![],
        may_load,
        may_store,
        ..Default::default()
    })
}

pub fn instance(t: &Rc<InstTemplate>) -> Instruction {
    let mut store = InstStore::new(t.clone(), 1);
    store.create(0, t);
    store.get(0).clone()
}

pub struct Fixture {
    pub sched: SchedModel,
    pub masks: Vec<u64>,
    pub insts: Vec<Rc<InstTemplate>>,
    pub text: Vec<String>,
    pub options: ViewOptions,
    pub machine: crate::pipeline::PipelineOptions,
    pub llvm: crate::llvm_version::LlvmBehaviour,
}

impl Fixture {
    pub fn new(sched: SchedModel, insts: Vec<Rc<InstTemplate>>, text: &[&str]) -> Self {
        let masks = compute_proc_resource_masks(&sched);
        Fixture {
            sched,
            masks,
            insts,
            text: text.iter().map(|s| s.to_string()).collect(),
            options: ViewOptions::default(),
            machine: Default::default(),
            llvm: Default::default(),
        }
    }

    pub fn ctx(&self, iterations: u32) -> ViewContext<'_> {
        ViewContext {
            sched: &self.sched,
            resource_masks: &self.masks,
            insts: &self.insts,
            inst_text: &self.text,
            dispatch_width: self.sched.issue_width,
            iterations,
            total_cycles: 0,
            cpu: "test",
            options: &self.options,
            machine: &self.machine,
            llvm: &self.llvm,
            source: None,
        }
    }
}

/// One scripted happening within a cycle.
#[derive(Clone, Debug)]
pub enum Step {
    Dispatch { ir: u32, uops: u32, regs: Vec<u32> },
    Ready(u32),
    Issue { ir: u32, used: Vec<ResourceUse> },
    Execute(u32),
    Retire { ir: u32, freed: Vec<u32> },
    Reserve { ir: u32, buffers: Vec<u32> },
    Release { ir: u32, buffers: Vec<u32> },
    Stall { ir: u32, kind: StallKind },
    Pressure { reason: PressureReason, irs: Vec<u32>, mask: u64 },
}

/// Replays `cycles` (one list of steps per cycle) into `l`. Instruction `ir`
/// is an instance of `insts[ir % insts.len()]`.
pub fn replay(l: &mut dyn Listener, insts: &[Instruction], cycles: &[Vec<Step>]) {
    // As in the pipeline, each instance knows its position in the region.
    let insts: Vec<Instruction> = insts
        .iter()
        .enumerate()
        .map(|(k, i)| {
            let mut i = i.clone();
            i.region_index = k as u32;
            i
        })
        .collect();
    let n = insts.len() as u32;
    for steps in cycles {
        l.on_cycle_begin();
        for s in steps {
            let ev = |ir: u32, kind| InstEvent { ir: InstRef(ir), inst: &insts[(ir % n) as usize], kind };
            match s {
                Step::Dispatch { ir, uops, regs } => l.on_instruction_event(&ev(
                    *ir,
                    InstEventKind::Dispatched { used_phys_regs: regs, micro_opcodes: *uops },
                )),
                Step::Ready(ir) => l.on_instruction_event(&ev(*ir, InstEventKind::Ready)),
                Step::Issue { ir, used } => {
                    l.on_instruction_event(&ev(*ir, InstEventKind::Issued { used_resources: used }))
                }
                Step::Execute(ir) => l.on_instruction_event(&ev(*ir, InstEventKind::Executed)),
                Step::Retire { ir, freed } => {
                    l.on_instruction_event(&ev(*ir, InstEventKind::Retired { freed_phys_regs: freed }))
                }
                Step::Reserve { ir, buffers } => l.on_reserved_buffers(InstRef(*ir), buffers),
                Step::Release { ir, buffers } => l.on_released_buffers(InstRef(*ir), buffers),
                Step::Pressure { reason, irs, mask } => {
                    let affected: Vec<(InstRef, &Instruction)> =
                        irs.iter().map(|&i| (InstRef(i), &insts[(i % n) as usize])).collect();
                    l.on_pressure_event(&PressureEvent { reason: *reason, affected: &affected, resource_mask: *mask });
                }
                Step::Stall { ir, kind } => l.on_stall_event(&StallEvent {
                    kind: *kind,
                    ir: InstRef(*ir),
                    inst: &insts[(*ir % n) as usize],
                }),
            }
        }
        l.on_cycle_end();
    }
}

/// The event stream llvm-mca produces for a lone `vaddps` on Haswell, one
/// iteration: dispatched (and ready) in cycle 0, issued in cycle 1 on port 1,
/// executed in cycle 4, retired in cycle 5.
pub fn lone_vaddps_cycles(_masks: &[u64]) -> Vec<Vec<Step>> {
    vec![
        vec![
            Step::Dispatch { ir: 0, uops: 1, regs: vec![1] },
            Step::Reserve { ir: 0, buffers: vec![PORT_ANY] },
            Step::Ready(0),
        ],
        vec![
            Step::Release { ir: 0, buffers: vec![PORT_ANY] },
            Step::Issue {
                ir: 0,
                used: vec![ResourceUse { resource: ((PORT0 + 1) as u64, 1), cycles: ReleaseCycles::new(1, 1) }],
            },
        ],
        vec![],
        vec![],
        vec![Step::Execute(0)],
        vec![Step::Retire { ir: 0, freed: vec![1] }],
    ]
}

pub fn lone_vaddps_fixture() -> (Fixture, Vec<Instruction>) {
    let sm = haswell_like();
    let t = template(&sm, 1, 3, &[(PORT0 + 1, 1)], false, false);
    let insts = vec![instance(&t)];
    (Fixture::new(sm, vec![t], &["vaddps\t%xmm0, %xmm1, %xmm2"]), insts)
}

/// What a view prints at the end, as the text renderer prints it.
pub fn print_view<V: crate::views::view::View + 'static>(v: V, ctx: &ViewContext<'_>, out: &mut String) {
    Box::new(v).finish(ctx).write_text(ctx.inst_text, out);
}
