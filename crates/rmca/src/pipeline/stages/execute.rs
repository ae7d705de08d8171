//! Execute stage: feeds the scheduler, issues ready instructions every
//! cycle, and reports lifecycle events, freed resources and (with
//! bottleneck analysis) pressure. Executed instructions are handed to the
//! retire stage (`retire::instruction_executed`).

use crate::pipeline::events::{interest, InstEventKind, PressureReason, ReleaseCycles, ResourceRef, ResourceUse, StallKind};
use crate::pipeline::notify::Notify;
use crate::pipeline::signature::Sig;
use crate::pipeline::stages::retire::instruction_executed;
use crate::pipeline::units::retire_control::RetireControlUnit;
use crate::pipeline::units::scheduler::{SchedStatus, Scheduler};
use crate::pipeline::units::Units;

pub(crate) struct ExecuteStage {
    pressure_events: bool,
    num_dispatched_opcodes: u32,
    num_issued_opcodes: u32,
    // Scratch buffers, reused every cycle.
    /// Resource units taken by the instruction being issued.
    pipes: Vec<(ResourceRef, ReleaseCycles)>,
    /// The same, as its `Issued` event reports them.
    used_resources: Vec<ResourceUse>,
    /// Buffers an instruction reserved or released, for the listeners.
    buffers: Vec<u32>,
    /// Resource units freed at the start of the cycle.
    freed_resources: Vec<ResourceRef>,
    /// Instructions that finished, became pending or ready as the
    /// scheduler's cycle started.
    executed: Vec<u32>,
    became_pending: Vec<u32>,
    became_ready: Vec<u32>,
    /// Dependents an issue moved on (pending, ready).
    woken_pending: Vec<u32>,
    woken_ready: Vec<u32>,
    /// Instructions of one pressure event: held back by resources or by
    /// registers, and by memory.
    pressured: Vec<u32>,
    memory_bound: Vec<u32>,
}

impl ExecuteStage {
    pub(crate) fn new(pressure_events: bool) -> Self {
        ExecuteStage {
            pressure_events,
            num_dispatched_opcodes: 0,
            num_issued_opcodes: 0,
            pipes: Vec::with_capacity(16),
            used_resources: Vec::with_capacity(16),
            buffers: Vec::with_capacity(8),
            freed_resources: Vec::with_capacity(16),
            executed: Vec::with_capacity(16),
            became_pending: Vec::with_capacity(16),
            became_ready: Vec::with_capacity(16),
            woken_pending: Vec::with_capacity(16),
            woken_ready: Vec::with_capacity(16),
            pressured: Vec::with_capacity(16),
            memory_bound: Vec::with_capacity(16),
        }
    }

    /// Adds nothing to the signature (see `pipeline::steady`): the stage
    /// keeps no state from one cycle to the next.
    pub(crate) fn steady_signature(&self, _s: &mut Sig<'_>) {
        let Self {
            // Fixed for the run.
            pressure_events: _,
            // Reset as the cycle starts, before they are read.
            num_dispatched_opcodes: _,
            num_issued_opcodes: _,
            // Scratch, cleared before each use.
            pipes: _,
            used_resources: _,
            buffers: _,
            freed_resources: _,
            executed: _,
            became_pending: _,
            became_ready: _,
            woken_pending: _,
            woken_ready: _,
            pressured: _,
            memory_bound: _,
        } = self;
    }

    /// Can the scheduler take `iid` (the dispatch stage's last check)?
    #[inline]
    pub(crate) fn is_available(&mut self, iid: u32, u: &Units<'_>, sched: &mut Scheduler, out: &mut Notify<'_, '_>) -> bool {
        let kind = match sched.is_available(iid, &u.insts, &u.lsu) {
            SchedStatus::Available => return true,
            SchedStatus::LoadQueueFull => StallKind::LoadQueueFull,
            SchedStatus::StoreQueueFull => StallKind::StoreQueueFull,
            SchedStatus::BuffersFull => StallKind::SchedulerQueueFull,
            SchedStatus::DispatchGroupStall => StallKind::DispatchGroupStall,
        };
        out.stall(&u.insts, iid, kind);
        false
    }

    #[inline]
    fn notify_buffers(&mut self, iid: u32, reserved: bool, u: &Units<'_>, sched: &Scheduler, out: &mut Notify<'_, '_>) {
        if !out.wants(interest::BUFFERS) {
            return;
        }
        let mut used = u.insts.get(iid).desc().used_buffers;
        if used == 0 {
            return;
        }
        self.buffers.clear();
        while used != 0 {
            let b = used & used.wrapping_neg();
            self.buffers.push(sched.rm.resolve_resource_mask(b));
            used ^= b;
        }
        let ir = out.n.inst_ref(iid);
        let buffers = &self.buffers;
        out.each(interest::BUFFERS, |l| {
            if reserved {
                l.on_reserved_buffers(ir, buffers);
            } else {
                l.on_released_buffers(ir, buffers);
            }
        });
    }

    fn issue(&mut self, iid: u32, u: &mut Units<'_>, sched: &mut Scheduler, rcu: &mut RetireControlUnit, out: &mut Notify<'_, '_>) {
        self.woken_pending.clear();
        self.woken_ready.clear();
        self.pipes.clear();
        sched.issue_instruction(iid, &mut u.insts, &mut u.lsu, &mut self.pipes, &mut self.woken_pending, &mut self.woken_ready);
        self.num_issued_opcodes += u.insts.get(iid).num_micro_ops();
        self.notify_buffers(iid, false, u, sched, out);
        if out.wants(interest::ISSUED) {
            sched.rm.resource_uses(&self.pipes, &mut self.used_resources);
            out.inst(&u.insts, iid, InstEventKind::Issued { used_resources: &self.used_resources });
        }
        if u.insts.get(iid).is_executed() {
            out.inst(&u.insts, iid, InstEventKind::Executed);
            instruction_executed(iid, u, rcu);
        }
        notify_moved_on(&self.woken_pending, &self.woken_ready, u, out);
    }

    pub(crate) fn cycle_start(&mut self, u: &mut Units<'_>, sched: &mut Scheduler, rcu: &mut RetireControlUnit, out: &mut Notify<'_, '_>) {
        self.freed_resources.clear();
        self.executed.clear();
        self.became_pending.clear();
        self.became_ready.clear();
        sched.cycle_event(
            &mut u.insts,
            &mut u.lsu,
            &mut self.freed_resources,
            &mut self.executed,
            &mut self.became_pending,
            &mut self.became_ready,
        );
        self.num_dispatched_opcodes = 0;
        self.num_issued_opcodes = 0;
        if out.wants(interest::RESOURCE_AVAILABLE) {
            for &rr in &self.freed_resources {
                out.each(interest::RESOURCE_AVAILABLE, |l| l.on_resource_available(rr));
            }
        }
        for &iid in &self.executed {
            out.inst(&u.insts, iid, InstEventKind::Executed);
            instruction_executed(iid, u, rcu);
        }
        notify_moved_on(&self.became_pending, &self.became_ready, u, out);
        while let Some(iid) = sched.select(&mut u.insts) {
            self.issue(iid, u, sched, rcu, out);
        }
    }

    #[inline]
    pub(crate) fn cycle_end(&mut self, u: &Units<'_>, sched: &mut Scheduler, out: &mut Notify<'_, '_>) {
        if !self.pressure_events {
            return;
        }
        if !sched.had_token_stall() && self.num_dispatched_opcodes <= self.num_issued_opcodes {
            return;
        }
        self.pressured.clear();
        self.memory_bound.clear();
        let mask = sched.analyze_resource_pressure(&mut self.pressured);
        if mask != 0 {
            out.pressure(&u.insts, PressureReason::Resources, &self.pressured, mask);
        }
        self.pressured.clear();
        sched.analyze_data_dependencies(&u.insts, &u.lsu, &mut self.pressured, &mut self.memory_bound);
        if !self.pressured.is_empty() {
            out.pressure(&u.insts, PressureReason::RegisterDeps, &self.pressured, 0);
        }
        if !self.memory_bound.is_empty() {
            out.pressure(&u.insts, PressureReason::MemoryDeps, &self.memory_bound, 0);
        }
    }

    /// A move eliminated at register renaming: it goes straight through.
    fn execute_eliminated(&mut self, iid: u32, u: &mut Units<'_>, rcu: &mut RetireControlUnit, out: &mut Notify<'_, '_>) {
        out.inst(&u.insts, iid, InstEventKind::Pending);
        out.inst(&u.insts, iid, InstEventKind::Ready);
        out.inst(&u.insts, iid, InstEventKind::Issued { used_resources: &[] });
        u.insts.get_mut(iid).force_executed();
        out.inst(&u.insts, iid, InstEventKind::Executed);
        instruction_executed(iid, u, rcu);
    }

    /// Takes a dispatched instruction into the scheduler (and issues it at
    /// once when it must).
    #[inline]
    pub(crate) fn execute(&mut self, iid: u32, u: &mut Units<'_>, sched: &mut Scheduler, rcu: &mut RetireControlUnit, out: &mut Notify<'_, '_>) {
        if u.insts.get(iid).is_eliminated {
            self.execute_eliminated(iid, u, rcu, out);
            return;
        }
        let ready = sched.dispatch(iid, &mut u.insts, &mut u.lsu);
        self.num_dispatched_opcodes += u.insts.get(iid).num_micro_ops();
        self.notify_buffers(iid, true, u, sched, out);
        if !ready {
            if u.insts.get(iid).is_pending() {
                out.inst(&u.insts, iid, InstEventKind::Pending);
            }
            return;
        }
        out.inst(&u.insts, iid, InstEventKind::Pending);
        out.inst(&u.insts, iid, InstEventKind::Ready);
        if !Scheduler::must_issue_immediately(u.insts.get(iid).desc()) {
            return;
        }
        self.issue(iid, u, sched, rcu, out);
    }
}

/// Instructions the scheduler moved to its pending and ready sets.
fn notify_moved_on(pending: &[u32], ready: &[u32], u: &Units<'_>, out: &mut Notify<'_, '_>) {
    for &p in pending {
        out.inst(&u.insts, p, InstEventKind::Pending);
    }
    for &r in ready {
        out.inst(&u.insts, r, InstEventKind::Ready);
    }
}
