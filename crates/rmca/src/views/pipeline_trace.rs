//! The pipeline trace behind `-html`: every instruction instance's cycles
//! (dispatched, ready, issued, executed, retired, for all iterations, not
//! only the timeline's first ten) and, for each cycle it waited, why. Not
//! an llvm-mca view: it prints nothing, and the simulation only builds it
//! when a page is asked for (`AnalysisOptions::pipeline_trace`), so
//! without `-html` it costs nothing.
//!
//! ```text
//! PipelineTrace { num_insts: 2, iterations: 100, total_cycles: 205,
//!   dispatched: [0, 0, 1, ..], ready: [0, 3, ..], issued: [0, 3, ..], ..
//!   waits: WaitSpans { instance: [1, ..], start: [1, ..], len: [2, ..],
//!     kind: [Register, ..], arg: [0, ..], reg: [0, ..] },
//!   registers: ["%xmm2"], resources: ["SKLDivider", "SKLFPDivider", "SKLPort0", ..],
//!   insts: [InstStatic { opcode: "VDIVPSrr", sched_class: 1234, latency: 11,
//!     micro_ops: 1, resources: [ClassResource { resource: 3 /* SKLPort0 */,
//!     acquire: 0, release: 1 }, ..] }, ..],
//!   pressure: [..], pressure_by_iteration: [..], loop_carried: None }
//! ```
//!
//! Where the reasons come from (all from events every listener gets):
//! - cycles between dispatch and readiness: a data dependency, named by
//!   the instruction's critical register dependency (producer instance and
//!   register) or critical memory dependency, read when it issues;
//! - cycles ready but not issued: a resource busy, found from this view's
//!   own record of which resource units the issued instructions hold
//!   (`Issued` events carry the unit and its cycles): the first resource
//!   the waiting instruction needs whose units are all taken;
//! - cycles before dispatch: the dispatch stage's stall events (register
//!   file full, reorder buffer, scheduler queue, load or store queue full,
//!   dispatch group, target behaviour). On in-order models, which issue as
//!   they dispatch, the issue stage's stalls: a register dependency
//!   (reported as a register-file stall, as llvm-mca reports it), busy
//!   resources (a dispatch-group stall), target behaviour.
//!
//! Steady-state fast-forward waits until every recorded instance has
//! retired (equal pipeline states need not give equal histories of the
//! instances in flight); the skipped instances are then past the record,
//! and only the view's clocks move. The view
//! records the iterations asked for (`-timeline-max-iterations`), by
//! default as many whole iterations as fit in [`DEFAULT_INSTANCES`]
//! instances (at least one), never more than [`MAX_INSTANCES`]; the
//! simulation goes on, and the page says how many it shows.

use serde::{Deserialize, Serialize};

use crate::mc::sched::SchedModel;
use crate::model::masks::{compute_proc_resource_masks, resource_state_index};
use crate::pipeline::events::{interest, InstEvent, InstEventKind, Listener, StallEvent, StallKind};

/// The most instruction instances recorded.
pub const MAX_INSTANCES: u32 = 1 << 21;

/// The instances recorded when no iteration count is asked for: whole
/// iterations up to this many (a 10,000-instruction region shows 2). The
/// recorded iterations are simulated cycle by cycle (see the module doc),
/// so this bounds what `-html` adds to a long run.
pub const DEFAULT_INSTANCES: u32 = 20_000;

const UNSET: u32 = u32::MAX;

/// Why an instance waited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WaitKind {
    /// On a register written by instance `arg` (register `reg`).
    Register,
    /// On a memory operation of instance `arg`.
    Memory,
    /// Operands not ready, producer not known.
    Data,
    /// Ready, but resource `arg` (index into `resources`) was busy;
    /// `arg == u32::MAX`: its units were taken by an older instruction
    /// chosen first (none found busy at the end of the cycle).
    Resource,
    /// Not dispatched: the register file had no free physical register.
    RegisterFile,
    /// Not dispatched: the reorder buffer was full.
    ReorderBuffer,
    /// Not dispatched: the scheduler's queue was full.
    SchedulerQueue,
    LoadQueue,
    StoreQueue,
    /// Not dispatched: it must start a dispatch group.
    DispatchGroup,
    /// Held back by the target's custom behaviour (AMDGPU `s_waitcnt`).
    Target,
}

impl WaitKind {
    fn of_stall(k: StallKind) -> WaitKind {
        match k {
            StallKind::RegisterFileStall => WaitKind::RegisterFile,
            StallKind::RetireControlUnitStall => WaitKind::ReorderBuffer,
            StallKind::DispatchGroupStall => WaitKind::DispatchGroup,
            StallKind::SchedulerQueueFull => WaitKind::SchedulerQueue,
            StallKind::LoadQueueFull => WaitKind::LoadQueue,
            StallKind::StoreQueueFull => WaitKind::StoreQueue,
            StallKind::CustomBehaviourStall => WaitKind::Target,
        }
    }
}

/// Runs of waiting cycles, one column per field (a million instances stay
/// a few arrays), sorted by (instance, start).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct WaitSpans {
    /// Instance (iteration * region size + region index).
    pub instance: Vec<u32>,
    pub start: Vec<u32>,
    pub len: Vec<u32>,
    pub kind: Vec<WaitKind>,
    /// Producer instance (Register, Memory), resource index (Resource).
    pub arg: Vec<u32>,
    /// Register (index into `registers`) for Register, else u32::MAX.
    pub reg: Vec<u32>,
}

impl WaitSpans {
    pub fn len(&self) -> usize {
        self.instance.len()
    }
    pub fn is_empty(&self) -> bool {
        self.instance.is_empty()
    }
    fn push(&mut self, instance: u32, start: u32, len: u32, kind: WaitKind, arg: u32, reg: u32) {
        self.instance.push(instance);
        self.start.push(start);
        self.len.push(len);
        self.kind.push(kind);
        self.arg.push(arg);
        self.reg.push(reg);
    }
}

/// A resource of an instruction's scheduling class, with the cycles
/// (relative to issue) it is taken and given back.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ClassResource {
    /// Index into `PipelineTrace::resources`.
    pub resource: u32,
    pub acquire: u32,
    pub release: u32,
}

/// What the model says about one instruction of the region.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct InstStatic {
    pub opcode: String,
    pub sched_class: u32,
    pub latency: u32,
    pub micro_ops: u32,
    pub may_load: bool,
    pub may_store: bool,
    pub resources: Vec<ClassResource>,
}

/// The typed value of the trace (see the module doc).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PipelineTrace {
    pub num_insts: u32,
    /// Iterations simulated.
    pub iterations: u32,
    /// Instances recorded (at most [`MAX_INSTANCES`]).
    pub instances: u32,
    pub total_cycles: u64,
    /// Per instance, cycle numbers as the timeline counts them.
    pub dispatched: Vec<u32>,
    pub ready: Vec<u32>,
    pub issued: Vec<u32>,
    pub executed: Vec<u32>,
    pub retired: Vec<u32>,
    pub waits: WaitSpans,
    /// Registers named by `waits.reg`.
    pub registers: Vec<String>,
    /// The model's processor resources by index (index 0 is invalid).
    pub resources: Vec<String>,
    pub insts: Vec<InstStatic>,
    /// Resource cycles per (region index, resource index), over all
    /// recorded iterations: `pressure[i * resources.len() + r]`.
    pub pressure: Vec<f64>,
    /// Resource cycles per (iteration, resource index).
    pub pressure_by_iteration: Vec<f64>,
    /// The static loop-carried dependency chains (`-loop-carried-deps`).
    pub loop_carried: Option<crate::views::loop_carried::LoopCarriedDeps>,
}

/// The listener that records a [`PipelineTrace`].
pub struct PipelineTraceView {
    num_insts: u32,
    iterations: u32,
    limit: u32,
    cycle: u32,
    total_cycles: u64,
    dispatched: Vec<u32>,
    ready: Vec<u32>,
    issued: Vec<u32>,
    executed: Vec<u32>,
    retired: Vec<u32>,
    /// Per instance: its latest span, for run-length merging.
    last_span: Vec<u32>,
    waits: WaitSpans,
    reg_names: Vec<String>,
    reg_index: std::collections::HashMap<u32, u32>,
    registers: Vec<String>,
    /// Ready and not issued yet: (instance, descriptor resources).
    waiting_ready: Vec<u32>,
    /// Per resource index: where its units start in `busy_until`.
    unit_base: Vec<u32>,
    num_units: Vec<u32>,
    /// Per resource unit: the first cycle it is free again.
    busy_until: Vec<u32>,
    sub_units: Vec<Vec<u32>>,
    /// Per region index: the resources its descriptor needs.
    needs: Vec<Vec<u32>>,
    nres: usize,
    /// Every resource use issued: (instance, resource index, cycles); the
    /// pressure tables are summed from it at the end.
    uses: Vec<(u32, u32, f32)>,
    /// Retired instances (retirement may be out of order on some models),
    /// and the first one not retired.
    is_retired: Vec<bool>,
    first_unretired: u32,
    /// One past the highest instance with any record.
    hi: u32,
    /// Instances skipped by fast-forwards so far: the pipeline's own
    /// instruction ids (critical dependencies) lag behind by this much.
    offset: u32,
    /// In-order models report a register dependency as a register-file
    /// stall and busy resources as a dispatch-group stall (as llvm-mca's
    /// in-order issue stage does).
    in_order: bool,
}

impl PipelineTraceView {
    /// `reg_names`: every register as printed, by register id;
    /// `max_iterations`: the iterations to record (0: as many as fit in
    /// [`DEFAULT_INSTANCES`]; at most [`MAX_INSTANCES`] instances).
    pub fn new(
        sm: &SchedModel,
        insts: &[std::rc::Rc<crate::model::desc::InstTemplate>],
        iterations: u32,
        max_iterations: u32,
        reg_names: Vec<String>,
    ) -> Self {
        let n = insts.len() as u32;
        let recorded = match max_iterations {
            0 => (DEFAULT_INSTANCES / n.max(1)).max(1),
            m => m,
        }
        .min(iterations);
        let limit = (n as u64 * recorded as u64).min(MAX_INSTANCES as u64) as u32;
        let masks = compute_proc_resource_masks(sm);
        let mut state_to_res = [0u32; 64];
        let nres = sm.resources.len();
        let mut unit_base = vec![0u32; nres];
        let mut next = 0u32;
        for (i, r) in sm.resources.iter().enumerate().skip(1) {
            unit_base[i] = next;
            next += r.num_units;
            if masks[i] != 0 {
                state_to_res[resource_state_index(masks[i])] = i as u32;
            }
        }
        let needs = insts
            .iter()
            .map(|t| t.desc.resources.iter().map(|&(m, _)| state_to_res[resource_state_index(m)]).collect())
            .collect();
        let l = limit as usize;
        PipelineTraceView {
            num_insts: n,
            iterations,
            limit,
            cycle: 0,
            total_cycles: 0,
            dispatched: vec![UNSET; l],
            ready: vec![0; l],
            issued: vec![0; l],
            executed: vec![0; l],
            retired: vec![0; l],
            last_span: vec![UNSET; l],
            waits: WaitSpans::default(),
            reg_names,
            reg_index: Default::default(),
            registers: Vec::new(),
            waiting_ready: Vec::new(),
            unit_base,
            num_units: sm.resources.iter().map(|r| r.num_units).collect(),
            busy_until: vec![0; next as usize],
            sub_units: sm.resources.iter().map(|r| if r.is_group() { r.sub_units.clone() } else { Vec::new() }).collect(),
            needs,
            nres,
            uses: Vec::new(),
            is_retired: vec![false; l],
            first_unretired: 0,
            hi: 0,
            offset: 0,
            in_order: !sm.is_out_of_order(),
        }
    }

    fn register(&mut self, id: u32) -> u32 {
        if let Some(&k) = self.reg_index.get(&id) {
            return k;
        }
        let k = self.registers.len() as u32;
        self.registers.push(self.reg_names.get(id as usize).cloned().unwrap_or_else(|| format!("reg{id}")));
        self.reg_index.insert(id, k);
        k
    }

    fn push_span(&mut self, inst: u32, start: u32, len: u32, kind: WaitKind, arg: u32, reg: u32) {
        self.waits.push(inst, start, len, kind, arg, reg);
    }

    /// Adds one waiting cycle, extending the instance's last span when it
    /// is the same wait one cycle earlier.
    fn wait_cycle(&mut self, inst: u32, cycle: u32, kind: WaitKind, arg: u32) {
        self.apply_wait(inst, cycle, kind, arg);
    }

    fn apply_wait(&mut self, inst: u32, cycle: u32, kind: WaitKind, arg: u32) {
        let last = self.last_span[inst as usize];
        if last != UNSET {
            let k = last as usize;
            let end = self.waits.start[k] + self.waits.len[k];
            if end > cycle {
                return; // already counted this cycle
            }
            if end == cycle && self.waits.kind[k] == kind && self.waits.arg[k] == arg {
                self.waits.len[k] += 1;
                return;
            }
        }
        self.last_span[inst as usize] = self.waits.len() as u32;
        self.waits.push(inst, cycle, 1, kind, arg, UNSET);
    }

    fn unit_free(&self, res: usize, cycle: u32) -> bool {
        let base = self.unit_base[res] as usize;
        (0..self.num_units[res] as usize).any(|u| self.busy_until.get(base + u).is_some_and(|&b| b <= cycle))
    }

    /// The first resource `region_index` needs whose units are all busy.
    fn busy_resource(&self, region_index: usize, cycle: u32) -> u32 {
        for &r in &self.needs[region_index] {
            let r = r as usize;
            let subs = &self.sub_units[r];
            let busy = if subs.is_empty() {
                !self.unit_free(r, cycle)
            } else {
                subs.iter().all(|&s| !self.unit_free(s as usize, cycle))
            };
            if busy {
                return r as u32;
            }
        }
        UNSET
    }

    fn on_issued(&mut self, idx: u32, inst: &crate::pipeline::instruction::Instruction, used: &[crate::pipeline::events::ResourceUse]) {
        let i = idx as usize;
        let cycle = self.cycle;
        self.issued[i] = cycle;
        if let Some(p) = self.waiting_ready.iter().position(|&w| w == idx) {
            self.waiting_ready.swap_remove(p);
        }
        for u in used {
            let (res, unit) = (u.resource.0 as usize, u.resource.1);
            self.uses.push((idx, res as u32, u.cycles.as_f64() as f32));
            if let Some(&base) = self.unit_base.get(res) {
                let slot = base as usize + unit.trailing_zeros() as usize;
                if let Some(b) = self.busy_until.get_mut(slot) {
                    *b = (*b).max(cycle + u.cycles.numerator.max(1));
                }
            }
        }
        // Data waits: from the cycle after dispatch to readiness.
        let d = self.dispatched[i];
        let r = self.ready[i];
        if d != UNSET && r > d + 1 {
            let mut crd = inst.critical_reg_dep();
            let mut cmd = inst.critical_mem_dep();
            crd.iid = crd.iid.wrapping_add(self.offset);
            cmd.iid = cmd.iid.wrapping_add(self.offset);
            let (from, to) = (d + 1, r);
            let mut split = from;
            if crd.cycles != 0 {
                let reg = self.register(crd.reg_id);
                // The register is the wait until its producer has executed
                // (when known); a memory dependency may hold it after that.
                let producer_done = self.executed.get(crd.iid as usize).copied().filter(|&e| e != 0);
                let end = match (producer_done, cmd.cycles != 0) {
                    (Some(e), true) => (e + 1).clamp(from, to),
                    _ => to,
                };
                if end > from {
                    self.push_span(idx, from, end - from, WaitKind::Register, crd.iid, reg);
                }
                split = end;
            }
            if split < to {
                let (kind, arg) = if cmd.cycles != 0 { (WaitKind::Memory, cmd.iid) } else { (WaitKind::Data, UNSET) };
                self.push_span(idx, split, to - split, kind, arg, UNSET);
            }
        }
    }

    /// The typed result. `opcodes`: each region instruction's opcode name.
    pub fn finish(self, sm: &SchedModel, insts: &[std::rc::Rc<crate::model::desc::InstTemplate>], opcodes: Vec<String>) -> PipelineTrace {
        let resources: Vec<String> = sm.resources.iter().map(|r| r.name.clone()).collect();
        let statics = insts
            .iter()
            .zip(opcodes)
            .map(|(t, opcode)| {
                let d = &t.desc;
                let class = sm.classes.get(d.sched_class_id as usize);
                InstStatic {
                    opcode,
                    sched_class: d.sched_class_id,
                    latency: d.max_latency,
                    micro_ops: d.num_micro_ops,
                    may_load: t.may_load,
                    may_store: t.may_store,
                    resources: class
                        .map(|c| {
                            c.write_proc_res
                                .iter()
                                .map(|w| ClassResource {
                                    resource: w.proc_resource_idx,
                                    acquire: w.acquire_at_cycle,
                                    release: w.release_at_cycle,
                                })
                                .collect()
                        })
                        .unwrap_or_default(),
                }
            })
            .collect();
        let n = self.num_insts.max(1) as usize;
        let nres = self.nres;
        let shown_iterations = (self.limit as usize).div_ceil(n);
        let mut pressure = vec![0.0; insts.len() * nres];
        let mut pressure_by_iteration = vec![0.0; shown_iterations * nres];
        for &(i, r, c) in self.uses.iter().filter(|u| u.0 < self.limit) {
            let (i, r, c) = (i as usize, r as usize, c as f64);
            if let Some(p) = pressure.get_mut(i % n * nres + r) {
                *p += c;
            }
            if let Some(p) = pressure_by_iteration.get_mut(i / n * nres + r) {
                *p += c;
            }
        }
        // Sort the spans by (instance, start).
        let w = &self.waits;
        let mut order: Vec<u32> = (0..w.len() as u32).filter(|&k| w.instance[k as usize] < self.limit).collect();
        // Stable and adaptive: the spans come mostly in order already.
        order.sort_by_key(|&k| (w.instance[k as usize], w.start[k as usize]));
        let mut waits = WaitSpans::default();
        for k in order {
            let k = k as usize;
            waits.push(w.instance[k], w.start[k], w.len[k], w.kind[k], w.arg[k], w.reg[k]);
        }
        PipelineTrace {
            num_insts: self.num_insts,
            iterations: self.iterations,
            instances: self.limit,
            total_cycles: self.total_cycles,
            dispatched: self.dispatched,
            ready: self.ready,
            issued: self.issued,
            executed: self.executed,
            retired: self.retired,
            waits,
            registers: self.registers,
            resources,
            insts: statics,
            pressure,
            pressure_by_iteration,
            loop_carried: None,
        }
    }
}

impl PipelineTraceView {
    fn touch(&mut self, idx: u32) {
        self.hi = self.hi.max(idx + 1);
    }

    /// The pipeline skipped `insts` instructions and `cycles` cycles. It
    /// only does so once every recorded instance has retired (see
    /// `steady_counters`), so the skipped instances are all past the
    /// record: only the view's clocks and the resource units' busy
    /// horizons move.
    fn fast_forward(&mut self, cycles: u32, insts: u32) {
        let now = self.cycle;
        for b in &mut self.busy_until {
            if *b > now {
                *b += cycles;
            }
        }
        self.cycle += cycles;
        self.offset += insts;
    }
}

impl Listener for PipelineTraceView {
    fn steady_counters(&mut self, _c: &mut dyn crate::pipeline::events::Counters) -> bool {
        // Nothing to list, but no period may be skipped while a recorded
        // instance is in flight: equal pipeline states do not make equal
        // histories of the instances in flight (their dispatch and wait
        // cycles are not in the state). The first look, before the
        // simulation starts, only asks whether fast-forward is possible.
        self.cycle == 0 || self.first_unretired >= self.limit
    }
    fn on_fast_forward(&mut self, cycles: u64, insts: u32) {
        self.fast_forward(cycles as u32, insts);
    }
    fn interests(&self) -> u32 {
        interest::CYCLE_END
            | interest::DISPATCHED
            | interest::READY
            | interest::ISSUED
            | interest::EXECUTED
            | interest::RETIRED
            | interest::STALL
            | interest::CRITICAL_DEPENDENCIES
    }
    // No `instruction_event_limit`: the pipeline only fast-forwards once
    // every instance a listener watches has retired; this one filters
    // the instances past `limit` itself.
    fn on_simulation_end(&mut self, cycles: u64, _last: u32) {
        self.total_cycles = cycles;
    }
    fn on_cycle_end(&mut self) {
        let cycle = self.cycle;
        for k in 0..self.waiting_ready.len() {
            let idx = self.waiting_ready[k];
            if self.dispatched[idx as usize] >= cycle {
                continue;
            }
            let res = self.busy_resource((idx % self.num_insts) as usize, cycle);
            self.wait_cycle(idx, cycle, WaitKind::Resource, res);
        }
        self.cycle += 1;
    }
    fn on_stall_event(&mut self, ev: &StallEvent<'_>) {
        let idx = ev.ir.source_index();
        if idx >= self.limit {
            return;
        }
        self.touch(idx);
        let (kind, arg) = match (self.in_order, ev.kind) {
            (true, StallKind::RegisterFileStall) => (WaitKind::Data, UNSET),
            (true, StallKind::DispatchGroupStall) => {
                (WaitKind::Resource, self.busy_resource((idx % self.num_insts) as usize, self.cycle))
            }
            (_, k) => (WaitKind::of_stall(k), UNSET),
        };
        self.wait_cycle(idx, self.cycle, kind, arg);
    }
    fn on_instruction_event(&mut self, ev: &InstEvent<'_>) {
        let idx = ev.ir.source_index();
        if idx >= self.limit {
            return;
        }
        let i = idx as usize;
        let cycle = self.cycle;
        self.touch(idx);
        match ev.kind {
            InstEventKind::Dispatched { .. } => {
                if self.dispatched[i] == UNSET {
                    self.dispatched[i] = cycle;
                }
            }
            InstEventKind::Ready => {
                self.ready[i] = cycle;
                self.waiting_ready.push(idx);
            }
            InstEventKind::Issued { used_resources } => self.on_issued(idx, ev.inst, used_resources),
            InstEventKind::Executed => {
                self.executed[i] = cycle;
            }
            InstEventKind::Retired { .. } => {
                self.retired[i] = cycle;
                self.is_retired[i] = true;
                while (self.first_unretired as usize) < self.is_retired.len() && self.is_retired[self.first_unretired as usize] {
                    self.first_unretired += 1;
                }
            }
            InstEventKind::Pending => {}
        }
    }
}
