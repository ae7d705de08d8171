//! The simulated machine: the stages and units `Pipeline::new` wires for a
//! model, run cycle by cycle (`run_with_custom`), and the pipeline's whole
//! state as the steady-state search reads it (`Periodic`: each unit adds
//! its own part, next to its fields).

use std::rc::Rc;

use crate::mc::regs::RegisterInfo;
use crate::mc::sched::SchedModel;
use crate::model::desc::InstTemplate;
use super::custom;
use super::events::{interest, Listener};
use super::steady::{self, mix, Periodic};
use super::signature::Sig;
use super::instruction::InstStore;
use super::notify::{Notifier, Notify};
use super::out_of_order::OutOfOrder;
use super::stages::dispatch::DispatchStage;
use super::stages::entry::EntryStage;
use super::stages::execute::ExecuteStage;
use super::stages::in_order_issue::InOrderIssueStage;
use super::stages::micro_op_queue::MicroOpQueueStage;
use super::stages::retire::RetireStage;
use super::units::lsu::Lsu;
use super::units::register_file::RegisterFile;
use super::units::resource_manager::ResourceManager;
use super::units::retire_control::RetireControlUnit;
use super::units::scheduler::Scheduler;
use super::units::Units;


/// Knobs of the simulated machine (llvm-mca's `-dispatch`,
/// `-register-file-size`, `-micro-op-queue-size`, `-decoder-throughput`,
/// `-lqueue`, `-squeue`, `-noalias`); 0 means "use the scheduling model's
/// value". Part of `AnalysisOptions`, which hands it to the pipeline and
/// the views by reference.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct PipelineOptions {
    pub micro_op_queue_size: u32,
    pub decoder_throughput: u32,
    pub dispatch_width: u32,
    pub register_file_size: u32,
    pub load_queue_size: u32,
    pub store_queue_size: u32,
    /// Assume that loads and stores do not alias (llvm-mca's default).
    pub noalias: bool,
    /// Whether a steady state may be fast-forwarded (see `steady`); the
    /// output is the same either way (so a report does not record it).
    #[serde(skip)]
    pub fast_forward: steady::FastForward,
}

impl Default for PipelineOptions {
    fn default() -> Self {
        PipelineOptions {
            micro_op_queue_size: 0,
            decoder_throughput: 0,
            dispatch_width: 0,
            register_file_size: 0,
            load_queue_size: 0,
            store_queue_size: 0,
            noalias: true,
            fast_forward: steady::FastForward::Auto,
        }
    }
}

impl PipelineOptions {
    /// The dispatch width simulated: `-dispatch`, else the model's issue
    /// width.
    pub fn dispatch_width_of(&self, sm: &SchedModel) -> u32 {
        if self.dispatch_width != 0 {
            self.dispatch_width
        } else {
            sm.issue_width
        }
    }
}

/// How a run is set up besides the machine's knobs: which LLVM's llvm-mca
/// to simulate like, and whether the scheduler tracks resource pressure
/// (for the bottleneck analysis).
#[derive(Clone, Copy, Debug)]
pub struct RunSetup<'o> {
    pub options: &'o PipelineOptions,
    pub llvm: &'o crate::llvm_version::LlvmBehaviour,
    pub track_pressure: bool,
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
        setup: &RunSetup<'_>,
        sm: &'m SchedModel,
        ri: &'m RegisterInfo,
        region: &'m [Rc<InstTemplate>],
        total_insts: u32,
        custom: Option<&'m mut dyn custom::CustomBehaviour>,
        listeners: &[&mut dyn Listener],
    ) -> Self {
        let (opts, llvm) = (setup.options, setup.llvm);
        let mut prf = RegisterFile::new(sm, ri, opts.register_file_size);
        prf.note_region(region, ri);
        let lsu = Lsu::new(sm, opts.load_queue_size, opts.store_queue_size, opts.noalias);
        let nfiles = prf.num_register_files();
        let (region_desc_ids, descs) = dense_desc_ids(region);
        let mut rm = ResourceManager::new(sm);
        rm.set_overlap_aware_issue(llvm.serves_constrained_groups_first);
        let (back, in_flight) = if sm.is_out_of_order() {
            let rcu = RetireControlUnit::new(sm);
            let rob_entries = rcu.num_entries() as usize;
            let mut sched = Scheduler::new(rm);
            sched.set_descs(&descs);
            sched.set_track_pressure(setup.track_pressure);
            let width = opts.dispatch_width_of(sm);
            let prf_needs = region.iter().map(|t| prf.needs(t.defs.iter().map(|d| d.reg))).collect();
            let ooo = OutOfOrder {
                sched,
                rcu,
                moq: (opts.micro_op_queue_size != 0)
                    .then(|| MicroOpQueueStage::new(opts.micro_op_queue_size, opts.decoder_throughput)),
                dispatch: DispatchStage::new(width, prf_needs, nfiles),
                execute: ExecuteStage::new(setup.track_pressure),
                retire: RetireStage::new(nfiles),
            };
            (BackEnd::OutOfOrder(ooo), rob_entries)
        } else {
            let stage = InOrderIssueStage::new(
                sm.issue_width,
                llvm.in_order_retires_beside_carry_over,
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
    setup: &RunSetup<'_>,
    sm: &SchedModel,
    regs: &RegisterInfo,
    region: &[Rc<InstTemplate>],
    iterations: u32,
    listeners: &mut [&mut dyn Listener],
) -> Result<u64, PipelineError> {
    run_with_custom(setup, sm, regs, region, iterations, None, listeners)
}

/// `run` with a target's custom behaviour (consulted by the in-order stage).
pub fn run_with_custom<'a>(
    setup: &RunSetup<'_>,
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
    let mut p = Pipeline::new(setup, sm, regs, region, total as u32, custom, listeners);
    let mut cycles: u64 = 0;
    let mut last_retired = 0u64;
    let mut last_progress = 0u64;
    let begin: Vec<usize> =
        (0..listeners.len()).filter(|&i| p.notifier.lmasks[i].0 & interest::CYCLE_BEGIN != 0).collect();
    let end: Vec<usize> = (0..listeners.len()).filter(|&i| p.notifier.lmasks[i].0 & interest::CYCLE_END != 0).collect();
    let mut steady = steady::Steady::new(setup.options.fast_forward, &p, listeners);
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

/// What a signature needs besides the state: the registers whose renaming
/// state can change, and the largest negative read advance of the region.
pub(crate) struct SignatureScope {
    regs: Vec<u32>,
    ra_cap: u32,
}

impl Periodic for Pipeline<'_> {
    type Scope = SignatureScope;

    fn may_fast_forward(&self) -> bool {
        !matches!(&self.back, BackEnd::InOrder(s) if s.custom.is_some())
    }
    fn watched_below(&self) -> u32 {
        self.notifier.lmasks.iter().map(|&(_, limit)| limit).filter(|&l| l != u32::MAX).max().unwrap_or(0)
    }
    fn stream_len(&self) -> u32 {
        self.entry.total_insts
    }
    fn next_src(&self) -> u32 {
        self.entry.next_src
    }
    fn region_len(&self) -> u32 {
        self.entry.region.len() as u32
    }
    fn oldest_in_flight(&self) -> u32 {
        self.units.insts.oldest()
    }
    fn iid_offset(&self) -> u32 {
        self.notifier.iid_offset
    }
    fn fingerprint(&self) -> u64 {
        fingerprint(self)
    }
    fn signature_scope(&self) -> SignatureScope {
        SignatureScope { regs: reachable_registers(self), ra_cap: max_negative_read_advance(self.units.sm, self.entry.region) }
    }
    fn signature(&self, scope: &SignatureScope, out: &mut Vec<u64>) {
        signature(self, &scope.regs, scope.ra_cap, out)
    }
}

/// A few counts of the pipeline's state at a cycle boundary, relative like
/// the signature and cheap to take every cycle: equal in any two states
/// with equal signatures. Periods are proposed where it repeats.
fn fingerprint(p: &Pipeline<'_>) -> u64 {
    let u = &p.units;
    let mut h = mix(0, p.entry.next_pos as u64);
    h = mix(h, p.entry.next_src.wrapping_sub(u.insts.oldest()) as u64);
    h = mix(h, p.entry.current.is_some() as u64);
    h = mix(h, u.lsu.steady_fingerprint());
    match &p.back {
        BackEnd::OutOfOrder(o) => {
            h = mix(h, ((o.dispatch.available as u64) << 32) | o.dispatch.carry_over as u64);
            h = mix(h, o.rcu.steady_fingerprint());
            mix(h, o.sched.steady_fingerprint(&u.insts))
        }
        BackEnd::InOrder(s) => mix(h, s.steady_fingerprint()),
    }
}

/// The largest negative read advance a read of `region` can have: a
/// committed write matters to later reads only this many cycles after its
/// write-back.
fn max_negative_read_advance(sm: &SchedModel, region: &[std::rc::Rc<crate::model::desc::InstTemplate>]) -> u32 {
    let mut cap = 0;
    for t in region {
        for u in &t.uses {
            let Some(rd) = t.desc.reads.get(u.desc_index as usize) else { continue };
            let Some(class) = sm.classes.get(rd.sched_class_id as usize) else { continue };
            for e in &class.read_advance {
                if e.use_idx == rd.use_index && e.cycles < 0 {
                    cap = cap.max((-e.cycles) as u32);
                }
            }
        }
    }
    cap
}

/// The registers whose renaming state the signature holds: those the
/// region names, and their relatives (see
/// `RegisterFile::reachable_registers`).
fn reachable_registers(p: &Pipeline<'_>) -> Vec<u32> {
    let all = p.entry.region.iter().flat_map(|t| t.defs.iter().map(|d| d.reg).chain(t.uses.iter().map(|u| u.reg)));
    p.units.prf.reachable_registers(all, p.units.ri)
}

/// The pipeline's state at a cycle boundary, relative to the stream
/// position and the current cycle.
fn signature(p: &Pipeline<'_>, regs: &[u32], ra_cap: u32, out: &mut Vec<u64>) {
    out.clear();
    // Room for a typical signature at once rather than by doubling: some
    // tens of words per instruction in flight and several per register.
    let in_flight = p.entry.next_src.wrapping_sub(p.units.insts.oldest()) as usize;
    out.reserve(in_flight * 48 + regs.len() * 8 + 1024);
    let critical = p.notifier.lmasks.iter().any(|&(m, _)| m & interest::CRITICAL_DEPENDENCIES != 0);
    let mut s = Sig { out, base: p.entry.next_src, critical };
    let Pipeline { entry, units, back, notifier: _ } = p;
    // (The notifier only shapes what listeners are told; their own state
    // is compared through `Listener::steady_counters`.)
    entry.steady_signature(&mut s);
    match back {
        BackEnd::OutOfOrder(o) => o.steady_signature(&mut s),
        BackEnd::InOrder(io) => io.steady_signature(&mut s),
    }
    let Units { insts, prf, lsu, sm: _, ri: _ } = units;
    let ranks = lsu.group_ranks();
    lsu.steady_signature(&mut s, &ranks);
    prf.steady_signature(&mut s, regs, ra_cap);
    match back {
        BackEnd::OutOfOrder(o) => insts.steady_signature(&mut s, |t| o.rcu.token_rel(t), |g| ranks.of(g)),
        // No reorder buffer: every token is the same placeholder.
        BackEnd::InOrder(_) => insts.steady_signature(&mut s, |t| t as u64, |g| ranks.of(g)),
    }
}
