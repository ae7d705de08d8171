//! The simulated pipeline: stages, hardware units and their events.
//!
//! `run` builds the out-of-order pipeline llvm-mca uses by default
//! (entry -> [micro-op queue] -> dispatch -> execute -> retire) over the
//! hardware units in `units`, and steps it cycle by cycle until every
//! instruction of every iteration has retired, skipping the repeats of a
//! steady state (`steady`). Views observe it through the `Listener` slice.

pub mod custom;
pub mod events;
pub mod instruction;
pub(crate) mod signature;
pub mod stages;
pub mod steady;
pub mod units;

use std::rc::Rc;

use crate::mc::regs::RegisterInfo;
use crate::mc::sched::SchedModel;
use crate::model::desc::InstTemplate;
use events::{
    interest, InstEvent, InstEventKind, InstRef, Listener, ReleaseCycles, ResourceRef, ResourceUse, StallEvent, StallKind,
};
use instruction::InstStore;
use stages::dispatch::DispatchState;
use stages::entry::EntryState;
use stages::execute::ExecuteState;
use stages::in_order_issue::InOrderState;
use stages::micro_op_queue::MicroOpQueue;
use units::lsu::Lsu;
use units::register_file::RegisterFile;
use units::resource_manager::ResourceManager;
use units::retire_control::RetireControlUnit;
use units::scheduler::Scheduler;

/// Knobs of the simulated pipeline (llvm-mca's command-line options); 0
/// means "use the scheduling model's value".
#[derive(Clone, Copy, Debug, Default)]
pub struct PipelineOptions {
    pub micro_op_queue_size: u32,
    pub decoder_throughput: u32,
    pub dispatch_width: u32,
    pub register_file_size: u32,
    pub load_queue_size: u32,
    pub store_queue_size: u32,
    pub assume_no_alias: bool,
    pub enable_bottleneck_analysis: bool,
    /// Whether a steady state may be fast-forwarded (see `steady`); the
    /// output is the same either way.
    pub fast_forward: steady::FastForward,
    /// Which LLVM's llvm-mca to simulate like, where versions differ.
    pub llvm: crate::llvm_version::LlvmBehaviour,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum PipelineError {
    /// The simulation stopped making progress (cannot happen with a sane
    /// model; reported instead of looping forever).
    #[error("the pipeline stopped making progress at cycle {0}")]
    Deadlock(u64),
    #[error("too many instructions to simulate ({0} iterations of {1} instructions)")]
    TooManyInstructions(u32, usize),
}

/// Cycles without any retirement after which the simulation is declared
/// stuck. Far beyond any real latency.
const STALL_LIMIT: u64 = 1 << 22;

/// All pipeline state. Stages are implemented as `impl Pipeline` blocks in
/// `stages::*`, hardware units live in `units::*`.
pub(crate) struct Pipeline<'m> {
    pub(crate) sm: &'m SchedModel,
    pub(crate) ri: &'m RegisterInfo,
    pub(crate) region: &'m [Rc<InstTemplate>],
    /// Dense descriptor id of each region slot (see `Instruction::desc_id`).
    pub(crate) region_desc_ids: Vec<u32>,
    /// Per region slot: the physical registers its writes need (see
    /// `RegisterFile::needs`).
    pub(crate) prf_needs: Vec<Vec<(u32, u32)>>,
    pub(crate) total_insts: u32,
    pub(crate) insts: InstStore,
    pub(crate) sched: Scheduler,
    pub(crate) lsu: Lsu,
    pub(crate) prf: RegisterFile,
    pub(crate) rcu: RetireControlUnit,
    pub(crate) entry: EntryState,
    pub(crate) moq: Option<MicroOpQueue>,
    pub(crate) dispatch: DispatchState,
    pub(crate) exec: ExecuteState,
    /// Set for in-order models: replaces dispatch/execute/retire.
    pub(crate) in_order: Option<InOrderState>,
    /// The target's custom behaviour, if any (in-order models only).
    pub(crate) custom: Option<&'m mut dyn custom::CustomBehaviour>,
    pub(crate) num_retired: u64,
    /// Added to source indices reported to listeners: the instructions
    /// skipped by a fast-forward (see `steady`).
    pub(crate) iid_offset: u32,
    /// Per listener: its `interests()` and `instruction_event_limit()`.
    pub(crate) lmasks: Vec<(u32, u32)>,
    /// Union of the listeners' interests.
    pub(crate) interest: u32,
    // Scratch buffers, reused every cycle.
    pub(crate) s_pipes: Vec<(ResourceRef, ReleaseCycles)>,
    pub(crate) s_custom: Vec<(u32, i32)>,
    pub(crate) s_uses: Vec<ResourceUse>,
    pub(crate) s_regs: Vec<u32>,
    pub(crate) s_buffers: Vec<u32>,
    pub(crate) s_freed: Vec<ResourceRef>,
    pub(crate) s_executed: Vec<u32>,
    pub(crate) s_pending: Vec<u32>,
    pub(crate) s_ready: Vec<u32>,
    pub(crate) s_issue_pending: Vec<u32>,
    pub(crate) s_issue_ready: Vec<u32>,
    pub(crate) s_a: Vec<u32>,
    pub(crate) s_b: Vec<u32>,
}

impl<'m> Pipeline<'m> {
    /// Someone listens to the events of `bit` (see `events::interest`).
    #[inline]
    pub(crate) fn wants(&self, bit: u32) -> bool {
        self.interest & bit != 0
    }

    #[inline]
    pub(crate) fn notify_inst(&self, ls: &mut [&mut dyn Listener], iid: u32, kind: InstEventKind<'_>) {
        let bit = kind.interest_bit();
        if self.interest & bit == 0 {
            return;
        }
        let ir = InstRef(iid.wrapping_add(self.iid_offset));
        let ev = InstEvent { ir, inst: self.insts.get(iid), kind };
        for (l, &(m, limit)) in ls.iter_mut().zip(&self.lmasks) {
            if m & bit != 0 && ir.0 < limit {
                l.on_instruction_event(&ev);
            }
        }
    }

    pub(crate) fn notify_stall(&self, ls: &mut [&mut dyn Listener], iid: u32, kind: StallKind) {
        if !self.wants(interest::STALL) {
            return;
        }
        let ev = StallEvent { kind, ir: InstRef(iid.wrapping_add(self.iid_offset)), inst: self.insts.get(iid) };
        for (l, &(m, _)) in ls.iter_mut().zip(&self.lmasks) {
            if m & interest::STALL != 0 {
                l.on_stall_event(&ev);
            }
        }
    }

    fn has_work(&self) -> bool {
        if let Some(s) = &self.in_order {
            return self.entry_has_work() || s.has_work();
        }
        self.entry_has_work() || self.moq.as_ref().map_or(false, |q| q.has_work()) || !self.rcu.is_empty()
    }

    fn run_cycle(&mut self, ls: &mut [&mut dyn Listener]) {
        if self.in_order.is_some() {
            self.in_order_cycle_start(ls);
            self.entry_cycle_start();
            while self.entry_is_available(ls) {
                self.entry_execute(ls);
            }
            self.entry_cycle_end();
            self.in_order_cycle_end();
            return;
        }
        // Stages start their cycle last to first...
        self.retire_cycle_start(ls);
        self.execute_cycle_start(ls);
        self.dispatch_cycle_start(ls);
        if self.moq.is_some() {
            self.moq_cycle_start(ls);
        }
        self.entry_cycle_start();
        // ...then new instructions flow in from the front...
        while self.entry_is_available(ls) {
            self.entry_execute(ls);
        }
        // ...and stages end their cycle first to last.
        self.entry_cycle_end();
        if self.moq.is_some() {
            self.moq_cycle_end(ls);
        }
        self.execute_cycle_end(ls);
        self.retire_cycle_end();
    }
}

/// Simulates `iterations` runs of `region` and returns the number of cycles.
///
/// The out-of-order pipeline is used when the model has a micro-op buffer;
/// otherwise the in-order pipeline. Events go to `listeners` in the order
/// llvm-mca's stages emit them. In `Issued` events, `ResourceRef.0` is the
/// processor resource index and `.1` the unit mask; `on_resource_available`
/// gets the resource mask and unit mask as the resource manager has them.
pub fn run(
    opts: &PipelineOptions,
    sm: &SchedModel,
    regs: &RegisterInfo,
    region: &[Rc<InstTemplate>],
    iterations: u32,
    listeners: &mut [&mut dyn Listener],
) -> Result<u64, PipelineError> {
    run_with_custom(opts, sm, regs, region, iterations, None, listeners)
}

/// `run` with a target's custom behaviour (consulted by the in-order stage).
pub fn run_with_custom<'a>(
    opts: &PipelineOptions,
    sm: &'a SchedModel,
    regs: &'a RegisterInfo,
    region: &'a [Rc<InstTemplate>],
    iterations: u32,
    custom: Option<&'a mut dyn custom::CustomBehaviour>,
    listeners: &mut [&mut dyn Listener],
) -> Result<u64, PipelineError> {
    if region.is_empty() || iterations == 0 {
        return Ok(0);
    }
    let total = (region.len() as u64) * iterations as u64;
    if total >= u32::MAX as u64 {
        return Err(PipelineError::TooManyInstructions(iterations, region.len()));
    }
    let in_order = !sm.is_out_of_order();
    let rcu = RetireControlUnit::new(sm);
    let prf = RegisterFile::new(sm, regs, opts.register_file_size);
    let lsu = Lsu::new(sm, opts.load_queue_size, opts.store_queue_size, opts.assume_no_alias);
    let sched = Scheduler::new(ResourceManager::new(sm));
    let width = if opts.dispatch_width != 0 { opts.dispatch_width } else { sm.issue_width };
    let nfiles = prf.num_register_files();
    let cap = (rcu.num_entries() as usize + region.len() + 64).min(1 << 16);
    let (region_desc_ids, descs) = dense_desc_ids(region);
    let mut sched = sched;
    sched.set_descs(&descs);
    sched.set_track_pressure(opts.enable_bottleneck_analysis);
    let mut p = Pipeline {
        sm,
        ri: regs,
        region,
        region_desc_ids,
        prf_needs: region.iter().map(|t| prf.needs(t.defs.iter().map(|d| d.reg))).collect(),
        total_insts: total as u32,
        insts: InstStore::new(Rc::clone(&region[0]), cap),
        sched,
        lsu,
        prf,
        rcu,
        entry: EntryState::default(),
        moq: (opts.micro_op_queue_size != 0)
            .then(|| MicroOpQueue::new(opts.micro_op_queue_size, opts.decoder_throughput)),
        dispatch: DispatchState::new(width),
        exec: ExecuteState::new(opts.enable_bottleneck_analysis),
        in_order: in_order.then(|| InOrderState::new(sm.issue_width, opts.llvm.in_order_retires_beside_carry_over)),
        custom,
        num_retired: 0,
        iid_offset: 0,
        lmasks: listeners.iter().map(|l| (l.interests(), l.instruction_event_limit())).collect(),
        interest: listeners.iter().fold(0, |a, l| a | l.interests()),
        s_pipes: Vec::with_capacity(16),
        s_custom: Vec::with_capacity(16),
        s_uses: Vec::with_capacity(16),
        s_regs: vec![0; nfiles],
        s_buffers: Vec::with_capacity(8),
        s_freed: Vec::with_capacity(16),
        s_executed: Vec::with_capacity(16),
        s_pending: Vec::with_capacity(16),
        s_ready: Vec::with_capacity(16),
        s_issue_pending: Vec::with_capacity(16),
        s_issue_ready: Vec::with_capacity(16),
        s_a: Vec::with_capacity(16),
        s_b: Vec::with_capacity(16),
    };
    let mut cycles: u64 = 0;
    let mut last_retired = 0u64;
    let mut last_progress = 0u64;
    let begin: Vec<usize> =
        (0..listeners.len()).filter(|&i| p.lmasks[i].0 & interest::CYCLE_BEGIN != 0).collect();
    let end: Vec<usize> = (0..listeners.len()).filter(|&i| p.lmasks[i].0 & interest::CYCLE_END != 0).collect();
    let mut steady = steady::Steady::new(opts.fast_forward, &p, listeners);
    let mut skipped_cycles = 0u64;
    loop {
        if steady.due(cycles) {
            if let Some((insts, skipped)) = steady.step(&p, listeners, cycles) {
                p.total_insts -= insts;
                p.iid_offset += insts;
                skipped_cycles += skipped;
                for l in listeners.iter_mut() {
                    l.on_fast_forward(skipped, insts);
                }
            }
        }
        for &i in &begin {
            listeners[i].on_cycle_begin();
        }
        p.run_cycle(listeners);
        for &i in &end {
            listeners[i].on_cycle_end();
        }
        cycles += 1;
        if !p.has_work() {
            break;
        }
        if p.num_retired != last_retired {
            last_retired = p.num_retired;
            last_progress = cycles;
        } else if cycles - last_progress > STALL_LIMIT {
            return Err(PipelineError::Deadlock(cycles));
        }
    }
    let cycles = cycles + skipped_cycles;
    for l in listeners.iter_mut() {
        l.on_simulation_end(cycles, total as u32 - 1);
    }
    Ok(cycles)
}

/// Gives every distinct descriptor of `region` a dense id; returns the id of
/// each slot and the descriptors by id.
fn dense_desc_ids(region: &[Rc<InstTemplate>]) -> (Vec<u32>, Vec<&crate::model::desc::InstrDesc>) {
    let mut seen: Vec<&crate::model::desc::InstrDesc> = Vec::new();
    let mut ids = Vec::with_capacity(region.len());
    let mut index = std::collections::HashMap::new();
    for t in region {
        let id = *index.entry(Rc::as_ptr(&t.desc)).or_insert_with(|| {
            seen.push(&t.desc);
            seen.len() as u32 - 1
        });
        ids.push(id);
    }
    (ids, seen)
}
