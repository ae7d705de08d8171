//! In-order issue stage, used for models without a micro-op buffer
//! (MicroOpBufferSize 0). Instructions issue strictly in program order, at
//! most the issue width of micro-ops per cycle; an instruction that cannot
//! issue (operands, resources, memory order, or it would write back before
//! an older instruction) stalls the stage for a computed number of cycles.
//! There is no reorder buffer: instructions retire as soon as they finish.

use crate::pipeline::events::{InstEventKind, InstRef, Listener, PressureEvent, PressureReason, ResourceUse, StallKind};
use crate::pipeline::instruction::{InstStage, ReadId, WriteId, UNKNOWN_CYCLES};
use crate::pipeline::units::register_file::on_writes_issued;
use crate::pipeline::Pipeline;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum StallCause {
    RegisterDeps,
    Dispatch,
    LoadStore,
    Custom,
    Delay,
}

#[derive(Default)]
pub struct InOrderState {
    /// Instructions issued and not yet finished.
    issued: Vec<u32>,
    num_issued: u32,
    carry_over: u32,
    carried_over: Option<u32>,
    bandwidth: u32,
    last_write_back_cycle: u32,
    /// The stalled instruction, cycles left and why.
    stall: Option<(u32, u32, StallCause)>,
    issue_width: u32,
    /// LLVM >= 23: an instruction that finishes while another is carried
    /// over retires at once (see `LlvmBehaviour`).
    retire_beside_carry_over: bool,
}

impl InOrderState {
    pub fn new(issue_width: u32, retire_beside_carry_over: bool) -> Self {
        InOrderState { issue_width, retire_beside_carry_over, ..Default::default() }
    }
    pub fn has_work(&self) -> bool {
        !self.issued.is_empty() || self.stall.is_some() || self.carried_over.is_some()
    }

    /// Counts that are part of the signature, cheap to read every cycle.
    pub(crate) fn steady_fingerprint(&self) -> u64 {
        ((self.issued.len() as u64) << 32) ^ ((self.carry_over as u64) << 1) ^ self.stall.is_some() as u64
    }

    /// Appends the stage's state (see `pipeline::steady`); every count here
    /// is already relative to the current cycle.
    pub(crate) fn steady_signature(&self, s: &mut crate::pipeline::steady::Sig<'_>) {
        s.u(self.issued.len() as u64);
        for &iid in &self.issued {
            s.iid(iid);
        }
        s.u(self.num_issued as u64);
        s.u(self.carry_over as u64);
        s.opt_iid(self.carried_over);
        s.u(self.bandwidth as u64);
        s.u(self.last_write_back_cycle as u64);
        match self.stall {
            Some((iid, left, cause)) => {
                s.iid(iid);
                s.u(left as u64);
                s.u(cause as u64);
            }
            None => s.u(u64::MAX),
        }
    }
}

impl<'m> Pipeline<'m> {
    fn io(&mut self) -> &mut InOrderState {
        self.in_order.as_mut().unwrap()
    }

    pub(crate) fn in_order_is_available(&self, iid: u32) -> bool {
        let s = self.in_order.as_ref().unwrap();
        if s.stall.is_some() || s.carried_over.is_some() {
            return false;
        }
        let inst = self.insts.get(iid);
        let uops = inst.num_micro_ops();
        let carry = uops > s.issue_width;
        if s.bandwidth < uops && !carry {
            return false;
        }
        if inst.template.begin_group && s.num_issued != 0 {
            return false;
        }
        true
    }

    /// Cycles the first register hazard of `iid` still needs (0: none).
    fn in_order_register_hazard(&mut self, iid: u32) -> u32 {
        for u in 0..self.insts.get(iid).uses.len() {
            let (reg, cycles) = self.prf.check_raw_hazards(ReadId { iid, idx: u as u32 }, &self.insts, self.sm, self.ri);
            if reg != 0 {
                return if cycles < 0 { 1 } else { cycles as u32 };
            }
        }
        0
    }

    /// Cycles until the first write of `iid` would be written back if it
    /// issued now.
    fn first_write_back_cycle(&self, iid: u32) -> u32 {
        let inst = self.insts.get(iid);
        let mut first = inst.latency();
        for d in &inst.defs {
            let mut left = d.cycles_left;
            if left == UNKNOWN_CYCLES {
                left = d.latency as i32;
            }
            first = first.min(left.max(0) as u32);
        }
        first
    }

    fn in_order_can_execute(&mut self, iid: u32) -> bool {
        let c = self.in_order_register_hazard(iid);
        if c != 0 {
            self.io().stall = Some((iid, c, StallCause::RegisterDeps));
            return false;
        }
        if self.sched.check_availability_of(self.insts.get(iid)) != 0 {
            self.io().stall = Some((iid, 1, StallCause::Dispatch));
            return false;
        }
        let inst = self.insts.get(iid);
        if inst.is_mem_op() && !self.lsu.is_ready(inst.lsu_token) {
            self.io().stall = Some((iid, 1, StallCause::LoadStore));
            return false;
        }
        if self.custom.is_some() {
            let n = self.region.len() as u32;
            self.s_custom.clear();
            for &i in &self.in_order.as_ref().unwrap().issued {
                self.s_custom.push((i % n, self.insts.get(i).cycles_left));
            }
            let cb = self.custom.as_mut().unwrap();
            let c = cb.check_custom_hazard(&self.s_custom, iid % n);
            if c != 0 {
                self.io().stall = Some((iid, c, StallCause::Custom));
                return false;
            }
        }
        let last = self.in_order.as_ref().unwrap().last_write_back_cycle;
        if last != 0 && !self.insts.get(iid).template.retire_ooo {
            let next = self.first_write_back_cycle(iid);
            if next < last {
                self.io().stall = Some((iid, last - next, StallCause::Delay));
                return false;
            }
        }
        true
    }

    fn in_order_try_issue(&mut self, iid: u32, ls: &mut [&mut dyn Listener]) {
        if !self.in_order_can_execute(iid) {
            self.io().bandwidth = 0;
            return;
        }
        self.insts.get_mut(iid).dispatch(u32::MAX);
        self.insts.sync_quiet(iid);
        for r in self.s_regs.iter_mut() {
            *r = 0;
        }
        for u in 0..self.insts.get(iid).uses.len() {
            self.prf.add_register_read(ReadId { iid, idx: u as u32 }, &mut self.insts, self.sm, self.ri);
        }
        for w in 0..self.insts.get(iid).defs.len() {
            self.prf.add_register_write(WriteId { iid, idx: w as u32 }, &mut self.insts, self.ri, &mut self.s_regs);
        }
        let uops = self.insts.get(iid).num_micro_ops();
        self.notify_inst(ls, iid, InstEventKind::Dispatched { used_phys_regs: &self.s_regs, micro_opcodes: uops });
        self.s_pipes.clear();
        let desc = std::rc::Rc::clone(&self.insts.get(iid).template.desc);
        self.sched.rm.issue_instruction(&desc, &mut self.s_pipes);
        {
            let inst = self.insts.get_mut(iid);
            inst.stage = InstStage::Executing;
            inst.cycles_left = inst.latency() as i32;
        }
        on_writes_issued(&mut self.insts, iid);
        if self.insts.get(iid).cycles_left == 0 {
            self.insts.get_mut(iid).stage = InstStage::Executed;
        }
        if self.insts.get(iid).is_mem_op() {
            self.lsu.on_instruction_issued(iid, &self.insts);
        }
        self.s_uses.clear();
        for &(rr, cycles) in &self.s_pipes {
            let id = self.sched.rm.resolve_resource_mask(rr.0) as u64;
            self.s_uses.push(ResourceUse { resource: (id, rr.1), cycles });
        }
        self.notify_inst(ls, iid, InstEventKind::Ready);
        self.notify_inst(ls, iid, InstEventKind::Issued { used_resources: &self.s_uses });

        let end_group = self.insts.get(iid).template.end_group;
        let s = self.io();
        let carry = uops > s.bandwidth;
        if carry {
            s.carry_over = uops - s.bandwidth;
            s.carried_over = Some(iid);
            s.bandwidth = 0;
            // (Upstream adds the already-zeroed bandwidth here.)
        } else {
            s.num_issued += uops;
            s.bandwidth = if end_group { 0 } else { s.bandwidth - uops };
        }
        if self.insts.get(iid).is_executed() && !carry {
            self.in_order_finish(iid, ls);
            return;
        }
        let retire_ooo = self.insts.get(iid).template.retire_ooo;
        let left = self.insts.get(iid).cycles_left;
        let s = self.io();
        s.issued.push(iid);
        if !retire_ooo {
            s.last_write_back_cycle = left as u32;
        }
    }

    fn in_order_finish(&mut self, iid: u32, ls: &mut [&mut dyn Listener]) {
        self.prf.on_instruction_executed(iid, &self.insts, self.ri);
        self.lsu.on_instruction_executed(iid, &self.insts);
        self.notify_inst(ls, iid, InstEventKind::Executed);
        self.in_order_retire(iid, ls);
    }

    fn in_order_retire(&mut self, iid: u32, ls: &mut [&mut dyn Listener]) {
        self.insts.get_mut(iid).retire();
        self.num_retired += 1;
        for r in self.s_regs.iter_mut() {
            *r = 0;
        }
        for w in 0..self.insts.get(iid).defs.len() {
            self.prf.remove_register_write(WriteId { iid, idx: w as u32 }, &self.insts, self.ri, &mut self.s_regs);
        }
        let inst = self.insts.get(iid);
        if inst.is_mem_op() {
            let (l, s) = (inst.may_load(), inst.may_store());
            self.lsu.on_instruction_retired(l, s);
        }
        self.notify_inst(ls, iid, InstEventKind::Retired { freed_phys_regs: &self.s_regs });
    }

    #[inline]
    fn in_order_notify_stall(&self, ls: &mut [&mut dyn Listener]) {
        use crate::pipeline::events::interest;
        if self.wants(interest::STALL | interest::PRESSURE) {
            self.in_order_notify_stall_slow(ls);
        }
    }

    #[inline(never)]
    fn in_order_notify_stall_slow(&self, ls: &mut [&mut dyn Listener]) {
        let Some((iid, _, cause)) = self.in_order.as_ref().unwrap().stall else { return };
        let (kind, reason) = match cause {
            StallCause::RegisterDeps => (StallKind::RegisterFileStall, PressureReason::RegisterDeps),
            StallCause::Dispatch => (StallKind::DispatchGroupStall, PressureReason::Resources),
            StallCause::Custom => {
                self.notify_stall(ls, iid, StallKind::CustomBehaviourStall);
                return;
            }
            _ => return,
        };
        self.notify_stall(ls, iid, kind);
        let affected = [(InstRef(iid.wrapping_add(self.iid_offset)), self.insts.get(iid))];
        let ev = PressureEvent { reason, affected: &affected, resource_mask: 0 };
        for (l, &(m, _)) in ls.iter_mut().zip(&self.lmasks) {
            if m & crate::pipeline::events::interest::PRESSURE != 0 {
                l.on_pressure_event(&ev);
            }
        }
    }

    pub(crate) fn in_order_execute(&mut self, iid: u32, ls: &mut [&mut dyn Listener]) {
        if self.insts.get(iid).is_mem_op() {
            let tok = self.lsu.dispatch(iid, &self.insts);
            self.insts.get_mut(iid).lsu_token = Some(tok);
        }
        self.in_order_try_issue(iid, ls);
        if self.in_order.as_ref().unwrap().stall.is_some() {
            self.in_order_notify_stall(ls);
        }
    }

    fn in_order_update_issued(&mut self, ls: &mut [&mut dyn Listener]) {
        let mut issued = std::mem::take(&mut self.io().issued);
        let len = issued.len();
        let mut done = 0;
        let mut i = 0;
        while i != len - done {
            let iid = issued[i];
            self.insts.get_mut(iid).cycle_event();
            self.insts.sync_quiet(iid);
            if !self.insts.get(iid).is_executed() {
                i += 1;
                continue;
            }
            // Up to LLVM 22 nothing finishes while an instruction is carried
            // over (and those that do are dropped unretired); from 23 all
            // but the carried-over one, which its carry-over completes.
            let io = self.in_order.as_ref().unwrap();
            let finish_now = if io.retire_beside_carry_over {
                io.carried_over != Some(iid)
            } else {
                io.carried_over.is_none()
            };
            if finish_now {
                self.in_order_finish(iid, ls);
            }
            done += 1;
            issued.swap(i, len - done);
        }
        issued.truncate(len - done);
        self.io().issued = issued;
    }

    fn in_order_update_carried_over(&mut self, ls: &mut [&mut dyn Listener]) {
        let Some(iid) = self.in_order.as_ref().unwrap().carried_over else { return };
        let end_group = self.insts.get(iid).template.end_group;
        let s = self.io();
        if s.carry_over > s.bandwidth {
            s.carry_over -= s.bandwidth;
            s.bandwidth = 0;
            return;
        }
        if end_group {
            s.bandwidth = 0;
        } else {
            s.bandwidth -= s.carry_over;
        }
        if self.insts.get(iid).is_executed() {
            self.in_order_finish(iid, ls);
        }
        let s = self.io();
        s.carried_over = None;
        s.carry_over = 0;
    }

    pub(crate) fn in_order_cycle_start(&mut self, ls: &mut [&mut dyn Listener]) {
        let s = self.io();
        s.num_issued = 0;
        s.bandwidth = s.issue_width;
        self.prf.cycle_start();
        self.lsu.cycle_event();
        self.s_freed.clear();
        self.sched.rm.cycle_event(&mut self.s_freed);
        self.in_order_update_issued(ls);
        self.in_order_update_carried_over(ls);
        if let Some((iid, left, _)) = self.in_order.as_ref().unwrap().stall {
            if left == 0 {
                self.io().stall = None;
                self.in_order_try_issue(iid, ls);
            }
            if matches!(self.in_order.as_ref().unwrap().stall, Some((_, l, _)) if l != 0) {
                self.in_order_notify_stall(ls);
                self.io().bandwidth = 0;
            }
        }
    }

    pub(crate) fn in_order_cycle_end(&mut self) {
        self.prf.cycle_end();
        let s = self.io();
        if let Some((_, left, _)) = s.stall.as_mut() {
            if *left != 0 {
                *left -= 1;
            }
        }
        if s.last_write_back_cycle > 0 {
            s.last_write_back_cycle -= 1;
        }
    }
}
