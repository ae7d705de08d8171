//! The simulated pipeline: stages, hardware units and their events.
//!
//! `Pipeline::new` wires the pipeline llvm-mca's `Context` builds for the
//! model: the entry stage and the units both kinds use (`units::Units`:
//! instructions, register file, LSU), then either the out-of-order back
//! end (`out_of_order`: [micro-op queue] -> dispatch -> execute -> retire
//! over a scheduler and a retire control unit) or, when MicroOpBufferSize
//! is 0, the in-order issue stage alone (it owns its resource manager).
//! Stages are structs owning their state and scratch buffers; the units
//! they use are passed alongside as `&mut`, and events leave through
//! `notify::Notify`. `run` steps the pipeline cycle by cycle until every
//! instruction of every iteration has retired, skipping the repeats of a
//! steady state (`steady`). Views observe it through the `Listener` slice.

pub mod custom;
pub mod events;
pub mod instruction;
pub(crate) mod notify;
pub(crate) mod out_of_order;
pub(crate) mod signature;
pub mod stages;
pub mod steady;
pub mod units;

use std::rc::Rc;

use crate::mc::regs::RegisterInfo;
use crate::mc::sched::SchedModel;
use crate::model::desc::InstTemplate;
use events::{interest, Listener};
use instruction::InstStore;
use notify::{Notifier, Notify};
use out_of_order::OutOfOrder;
use stages::dispatch::DispatchStage;
use stages::entry::EntryStage;
use stages::execute::ExecuteStage;
use stages::in_order_issue::InOrderIssueStage;
use stages::micro_op_queue::MicroOpQueueStage;
use stages::retire::RetireStage;
use units::lsu::Lsu;
use units::register_file::RegisterFile;
use units::resource_manager::ResourceManager;
use units::retire_control::RetireControlUnit;
use units::scheduler::Scheduler;
use units::Units;

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
    /// An instruction's partially overlapping resource groups could not
    /// all be served in the descriptor's order (LLVM 19's issue logic; its
    /// llvm-mca crashes there); the cycle it was issued at.
    #[error("at cycle {0}, an instruction was issued with no free unit left in one of its resource groups (llvm-mca of this LLVM crashes on such input)")]
    NoFreeUnit(u64),
}

/// Cycles without any retirement after which the simulation is declared
/// stuck. Far beyond any real latency.
const STALL_LIMIT: u64 = 1 << 22;

/// A pipeline: the entry stage and the units both kinds share, the
/// notification plumbing, and the stages after entry.
pub(crate) struct Pipeline<'m> {
    pub(crate) notifier: Notifier,
    pub(crate) units: Units<'m>,
    pub(crate) entry: EntryStage<'m>,
    pub(crate) back: BackEnd<'m>,
}

/// What follows the entry stage: the out-of-order stages with their
/// scheduler and reorder buffer, or (MicroOpBufferSize 0) the in-order
/// issue stage alone.
pub(crate) enum BackEnd<'m> {
    OutOfOrder(OutOfOrder),
    InOrder(InOrderIssueStage<'m>),
}

impl<'m> Pipeline<'m> {
    /// Wires the pipeline llvm-mca's `Context` builds for this model.
    fn new(
        opts: &PipelineOptions,
        sm: &'m SchedModel,
        ri: &'m RegisterInfo,
        region: &'m [Rc<InstTemplate>],
        total_insts: u32,
        custom: Option<&'m mut dyn custom::CustomBehaviour>,
        listeners: &[&mut dyn Listener],
    ) -> Self {
        let mut prf = RegisterFile::new(sm, ri, opts.register_file_size);
        prf.note_region(region, ri);
        let lsu = Lsu::new(sm, opts.load_queue_size, opts.store_queue_size, opts.assume_no_alias);
        let nfiles = prf.num_register_files();
        let (region_desc_ids, descs) = dense_desc_ids(region);
        let mut rm = ResourceManager::new(sm);
        rm.set_overlap_aware_issue(opts.llvm.serves_constrained_groups_first);
        let (back, in_flight) = if sm.is_out_of_order() {
            let rcu = RetireControlUnit::new(sm);
            let rob_entries = rcu.num_entries() as usize;
            let mut sched = Scheduler::new(rm);
            sched.set_descs(&descs);
            sched.set_track_pressure(opts.enable_bottleneck_analysis);
            let width = if opts.dispatch_width != 0 { opts.dispatch_width } else { sm.issue_width };
            let prf_needs = region.iter().map(|t| prf.needs(t.defs.iter().map(|d| d.reg))).collect();
            let ooo = OutOfOrder {
                sched,
                rcu,
                moq: (opts.micro_op_queue_size != 0)
                    .then(|| MicroOpQueueStage::new(opts.micro_op_queue_size, opts.decoder_throughput)),
                dispatch: DispatchStage::new(width, prf_needs, nfiles),
                execute: ExecuteStage::new(opts.enable_bottleneck_analysis),
                retire: RetireStage::new(nfiles),
            };
            (BackEnd::OutOfOrder(ooo), rob_entries)
        } else {
            let stage = InOrderIssueStage::new(
                sm.issue_width,
                opts.llvm.in_order_retires_beside_carry_over,
                rm,
                &descs,
                custom,
                region.len() as u32,
                nfiles,
            );
            // Nothing holds instructions back beyond the issue width.
            (BackEnd::InOrder(stage), 1)
        };
        // A starting size only: the store grows when it fills.
        let cap = (in_flight + 16).min(1 << 16);
        Pipeline {
            notifier: Notifier::new(listeners),
            units: Units { sm, ri, insts: InstStore::new(Rc::clone(&region[0]), cap), prf, lsu },
            entry: EntryStage::new(region, region_desc_ids, total_insts),
            back,
        }
    }

    fn has_work(&self) -> bool {
        self.entry.has_work()
            || match &self.back {
                BackEnd::OutOfOrder(o) => o.has_work(),
                BackEnd::InOrder(s) => s.has_work(),
            }
    }

    /// Whether an issue found a resource group with no free unit left.
    fn unit_not_found(&self) -> bool {
        match &self.back {
            BackEnd::OutOfOrder(o) => o.sched.rm.unit_not_found(),
            BackEnd::InOrder(s) => s.rm.unit_not_found(),
        }
    }

    fn num_retired(&self) -> u64 {
        match &self.back {
            BackEnd::OutOfOrder(o) => o.retire.num_retired,
            BackEnd::InOrder(s) => s.num_retired,
        }
    }

    fn run_cycle(&mut self, ls: &mut [&mut dyn Listener]) {
        let Pipeline { notifier, units, entry, back } = self;
        let mut out = Notify::new(notifier, ls);
        match back {
            BackEnd::OutOfOrder(o) => o.run_cycle(entry, units, &mut out),
            BackEnd::InOrder(s) => {
                s.cycle_start(units, &mut out);
                entry.cycle_start(&mut units.insts);
                entry.feed(s, units, &mut out);
                entry.cycle_end(&mut units.insts);
                s.cycle_end(units);
            }
        }
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
    let mut p = Pipeline::new(opts, sm, regs, region, total as u32, custom, listeners);
    let mut cycles: u64 = 0;
    let mut last_retired = 0u64;
    let mut last_progress = 0u64;
    let begin: Vec<usize> =
        (0..listeners.len()).filter(|&i| p.notifier.lmasks[i].0 & interest::CYCLE_BEGIN != 0).collect();
    let end: Vec<usize> = (0..listeners.len()).filter(|&i| p.notifier.lmasks[i].0 & interest::CYCLE_END != 0).collect();
    let mut steady = steady::Steady::new(opts.fast_forward, &p, listeners);
    let mut skipped_cycles = 0u64;
    loop {
        if steady.due(cycles) {
            if let Some((insts, skipped)) = steady.step(&p, listeners, cycles) {
                p.entry.total_insts -= insts;
                p.notifier.iid_offset += insts;
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
        if p.unit_not_found() {
            return Err(PipelineError::NoFreeUnit(cycles - 1 + skipped_cycles));
        }
        if !p.has_work() {
            break;
        }
        if p.num_retired() != last_retired {
            last_retired = p.num_retired();
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
    let mut index = rustc_hash::FxHashMap::default();
    for t in region {
        let id = *index.entry(Rc::as_ptr(&t.desc)).or_insert_with(|| {
            seen.push(&t.desc);
            seen.len() as u32 - 1
        });
        ids.push(id);
    }
    (ids, seen)
}
