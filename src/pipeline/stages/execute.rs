//! Execute stage: feeds the scheduler, issues ready instructions every
//! cycle, and reports lifecycle events, freed resources and (with
//! bottleneck analysis) pressure.

use crate::pipeline::events::{interest, InstEventKind, InstRef, Listener, PressureEvent, PressureReason, ResourceUse, StallKind};
use crate::pipeline::instruction::Instruction;
use crate::pipeline::units::scheduler::{SchedStatus, Scheduler};
use crate::pipeline::Pipeline;

pub struct ExecuteState {
    pub pressure_events: bool,
    pub num_dispatched_opcodes: u32,
    pub num_issued_opcodes: u32,
}

impl ExecuteState {
    pub fn new(pressure_events: bool) -> Self {
        ExecuteState { pressure_events, num_dispatched_opcodes: 0, num_issued_opcodes: 0 }
    }
}

impl<'m> Pipeline<'m> {
    pub(crate) fn execute_is_available(&mut self, iid: u32, ls: &mut [&mut dyn Listener]) -> bool {
        let kind = match self.sched.is_available(iid, &self.insts, &self.lsu) {
            SchedStatus::Available => return true,
            SchedStatus::LoadQueueFull => StallKind::LoadQueueFull,
            SchedStatus::StoreQueueFull => StallKind::StoreQueueFull,
            SchedStatus::BuffersFull => StallKind::SchedulerQueueFull,
            SchedStatus::DispatchGroupStall => StallKind::DispatchGroupStall,
        };
        self.notify_stall(ls, iid, kind);
        false
    }

    fn notify_buffers(&mut self, iid: u32, reserved: bool, ls: &mut [&mut dyn Listener]) {
        if !self.wants(interest::BUFFERS) {
            return;
        }
        let mut used = self.insts.get(iid).desc().used_buffers;
        if used == 0 {
            return;
        }
        self.s_buffers.clear();
        while used != 0 {
            let b = used & used.wrapping_neg();
            self.s_buffers.push(self.sched.rm.resolve_resource_mask(b));
            used ^= b;
        }
        for (l, &(m, _)) in ls.iter_mut().zip(&self.lmasks) {
            if m & interest::BUFFERS == 0 {
                continue;
            }
            let ir = InstRef(iid.wrapping_add(self.iid_offset));
            if reserved {
                l.on_reserved_buffers(ir, &self.s_buffers);
            } else {
                l.on_released_buffers(ir, &self.s_buffers);
            }
        }
    }

    fn issue(&mut self, iid: u32, ls: &mut [&mut dyn Listener]) {
        let mut pending = std::mem::take(&mut self.s_issue_pending);
        let mut ready = std::mem::take(&mut self.s_issue_ready);
        pending.clear();
        ready.clear();
        self.s_pipes.clear();
        self.sched.issue_instruction(iid, &mut self.insts, &mut self.lsu, &mut self.s_pipes, &mut pending, &mut ready);
        self.exec.num_issued_opcodes += self.insts.get(iid).num_micro_ops();
        self.notify_buffers(iid, false, ls);
        if self.wants(interest::ISSUED) {
            self.s_uses.clear();
            for &(rr, cycles) in &self.s_pipes {
                let id = self.sched.rm.resolve_resource_mask(rr.0) as u64;
                self.s_uses.push(ResourceUse { resource: (id, rr.1), cycles });
            }
            self.notify_inst(ls, iid, InstEventKind::Issued { used_resources: &self.s_uses });
        }
        if self.insts.get(iid).is_executed() {
            self.notify_inst(ls, iid, InstEventKind::Executed);
            self.retire_execute(iid);
        }
        for &p in &pending {
            self.notify_inst(ls, p, InstEventKind::Pending);
        }
        for &r in &ready {
            self.notify_inst(ls, r, InstEventKind::Ready);
        }
        self.s_issue_pending = pending;
        self.s_issue_ready = ready;
    }

    pub(crate) fn execute_cycle_start(&mut self, ls: &mut [&mut dyn Listener]) {
        self.s_freed.clear();
        self.s_executed.clear();
        self.s_pending.clear();
        self.s_ready.clear();
        self.sched.cycle_event(
            &mut self.insts,
            &mut self.lsu,
            &mut self.s_freed,
            &mut self.s_executed,
            &mut self.s_pending,
            &mut self.s_ready,
        );
        self.exec.num_dispatched_opcodes = 0;
        self.exec.num_issued_opcodes = 0;
        if self.wants(interest::RESOURCE_AVAILABLE) {
            for &rr in &self.s_freed {
                for (l, &(m, _)) in ls.iter_mut().zip(&self.lmasks) {
                    if m & interest::RESOURCE_AVAILABLE != 0 {
                        l.on_resource_available(rr);
                    }
                }
            }
        }
        for k in 0..self.s_executed.len() {
            let iid = self.s_executed[k];
            self.notify_inst(ls, iid, InstEventKind::Executed);
            self.retire_execute(iid);
        }
        for &p in &self.s_pending {
            self.notify_inst(ls, p, InstEventKind::Pending);
        }
        for &r in &self.s_ready {
            self.notify_inst(ls, r, InstEventKind::Ready);
        }
        while let Some(iid) = self.sched.select(&mut self.insts) {
            self.issue(iid, ls);
        }
    }

    pub(crate) fn execute_cycle_end(&mut self, ls: &mut [&mut dyn Listener]) {
        if !self.exec.pressure_events {
            return;
        }
        if !self.sched.had_token_stall() && self.exec.num_dispatched_opcodes <= self.exec.num_issued_opcodes {
            return;
        }
        let mut a = std::mem::take(&mut self.s_a);
        let mut b = std::mem::take(&mut self.s_b);
        a.clear();
        b.clear();
        let mask = self.sched.analyze_resource_pressure(&mut a);
        if mask != 0 {
            self.notify_pressure(ls, PressureReason::Resources, &a, mask);
        }
        a.clear();
        self.sched.analyze_data_dependencies(&self.insts, &self.lsu, &mut a, &mut b);
        if !a.is_empty() {
            self.notify_pressure(ls, PressureReason::RegisterDeps, &a, 0);
        }
        if !b.is_empty() {
            self.notify_pressure(ls, PressureReason::MemoryDeps, &b, 0);
        }
        self.s_a = a;
        self.s_b = b;
    }

    fn notify_pressure(&self, ls: &mut [&mut dyn Listener], reason: PressureReason, iids: &[u32], mask: u64) {
        let affected: Vec<(InstRef, &Instruction)> =
            iids.iter().map(|&i| (InstRef(i.wrapping_add(self.iid_offset)), self.insts.get(i))).collect();
        let ev = PressureEvent { reason, affected: &affected, resource_mask: mask };
        for (l, &(m, _)) in ls.iter_mut().zip(&self.lmasks) {
            if m & interest::PRESSURE != 0 {
                l.on_pressure_event(&ev);
            }
        }
    }

    /// A move eliminated at register renaming: it goes straight through.
    fn execute_eliminated(&mut self, iid: u32, ls: &mut [&mut dyn Listener]) {
        self.notify_inst(ls, iid, InstEventKind::Pending);
        self.notify_inst(ls, iid, InstEventKind::Ready);
        self.notify_inst(ls, iid, InstEventKind::Issued { used_resources: &[] });
        self.insts.get_mut(iid).force_executed();
        self.notify_inst(ls, iid, InstEventKind::Executed);
        self.retire_execute(iid);
    }

    pub(crate) fn execute_execute(&mut self, iid: u32, ls: &mut [&mut dyn Listener]) {
        if self.insts.get(iid).is_eliminated {
            self.execute_eliminated(iid, ls);
            return;
        }
        let ready = self.sched.dispatch(iid, &mut self.insts, &mut self.lsu);
        self.exec.num_dispatched_opcodes += self.insts.get(iid).num_micro_ops();
        self.notify_buffers(iid, true, ls);
        if !ready {
            if self.insts.get(iid).is_pending() {
                self.notify_inst(ls, iid, InstEventKind::Pending);
            }
            return;
        }
        self.notify_inst(ls, iid, InstEventKind::Pending);
        self.notify_inst(ls, iid, InstEventKind::Ready);
        if !Scheduler::must_issue_immediately(self.insts.get(iid).desc()) {
            return;
        }
        self.issue(iid, ls);
    }
}
