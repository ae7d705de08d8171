//! In-order issue stage, used for models without a micro-op buffer
//! (MicroOpBufferSize 0). Instructions issue strictly in program order, at
//! most the issue width of micro-ops per cycle; an instruction that cannot
//! issue (operands, resources, memory order, or it would write back before
//! an older instruction) stalls the stage for a computed number of cycles.
//! There is no reorder buffer: instructions retire as soon as they finish.
//! The stage owns its resource manager (there is no scheduler).

use crate::model::desc::InstrDesc;
use crate::pipeline::custom::CustomBehaviour;
use crate::pipeline::events::{interest, InstEventKind, PressureReason, ReleaseCycles, ResourceRef, ResourceUse, StallKind};
use crate::pipeline::instruction::{InstStage, ReadId, WriteId, UNKNOWN_CYCLES};
use crate::pipeline::notify::Notify;
use crate::pipeline::signature::Sig;
use crate::pipeline::stages::entry::NextStage;
use crate::pipeline::stages::retire::retire;
use crate::pipeline::units::dependencies::on_writes_issued;
use crate::pipeline::units::register_file::clear_per_file;
use crate::pipeline::units::resource_manager::{AvailPre, ResourceManager};
use crate::pipeline::units::Units;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum StallCause {
    RegisterDeps,
    Dispatch,
    LoadStore,
    Custom,
    Delay,
}

pub(crate) struct InOrderIssueStage<'m> {
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
    pub(crate) rm: ResourceManager,
    /// Per descriptor id, for `ResourceManager::check_availability_with`.
    avail_pre: Vec<AvailPre>,
    /// The target's custom behaviour, if any.
    pub(crate) custom: Option<&'m mut dyn CustomBehaviour>,
    region_len: u32,
    pub(crate) num_retired: u64,
    // Scratch buffers, reused every cycle.
    /// (position in the region, cycles left) of the issued instructions,
    /// for the custom behaviour.
    executing: Vec<(u32, i32)>,
    /// Physical registers taken or freed by one instruction, per file.
    phys_regs: Vec<u32>,
    /// Resource units taken by the instruction issued, and as its `Issued`
    /// event reports them.
    pipes: Vec<(ResourceRef, ReleaseCycles)>,
    used_resources: Vec<ResourceUse>,
    /// Resource units freed at the start of the cycle (nobody is told).
    freed_resources: Vec<ResourceRef>,
}

impl<'m> InOrderIssueStage<'m> {
    pub(crate) fn new(
        issue_width: u32,
        retire_beside_carry_over: bool,
        rm: ResourceManager,
        descs: &[&InstrDesc],
        custom: Option<&'m mut dyn CustomBehaviour>,
        region_len: u32,
        num_register_files: usize,
    ) -> Self {
        InOrderIssueStage {
            issued: Vec::new(),
            num_issued: 0,
            carry_over: 0,
            carried_over: None,
            bandwidth: 0,
            last_write_back_cycle: 0,
            stall: None,
            issue_width,
            retire_beside_carry_over,
            rm,
            avail_pre: descs.iter().map(|d| AvailPre::new(d)).collect(),
            custom,
            region_len,
            num_retired: 0,
            executing: Vec::with_capacity(16),
            phys_regs: vec![0; num_register_files],
            pipes: Vec::with_capacity(16),
            used_resources: Vec::with_capacity(16),
            freed_resources: Vec::with_capacity(16),
        }
    }

    pub(crate) fn has_work(&self) -> bool {
        !self.issued.is_empty() || self.stall.is_some() || self.carried_over.is_some()
    }

    /// Counts that are part of the signature, cheap to read every cycle.
    pub(crate) fn steady_fingerprint(&self) -> u64 {
        let own = ((self.issued.len() as u64) << 32) ^ ((self.carry_over as u64) << 1) ^ self.stall.is_some() as u64;
        own ^ self.rm.steady_fingerprint().wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Appends the stage's state (see `pipeline::steady`); every count here
    /// is already relative to the current cycle.
    pub(crate) fn steady_signature(&self, s: &mut Sig<'_>) {
        let Self {
            issued,
            num_issued,
            carry_over,
            carried_over,
            bandwidth,
            last_write_back_cycle,
            stall,
            rm,
            // Fixed for the run:
            issue_width: _,
            retire_beside_carry_over: _,
            avail_pre: _,
            region_len: _,
            // The fast-forward is off with custom behaviour.
            custom: _,
            // A sum, not state (listeners count retirements).
            num_retired: _,
            // Scratch, cleared before each use.
            executing: _,
            phys_regs: _,
            pipes: _,
            used_resources: _,
            freed_resources: _,
        } = self;
        s.u(issued.len() as u64);
        for &iid in issued {
            s.iid(iid);
        }
        s.u(*num_issued as u64);
        s.u(*carry_over as u64);
        s.opt_iid(*carried_over);
        s.u(*bandwidth as u64);
        s.u(*last_write_back_cycle as u64);
        match *stall {
            Some((iid, left, cause)) => {
                s.iid(iid);
                s.u(left as u64);
                s.u(cause as u64);
            }
            None => s.u(u64::MAX),
        }
        rm.steady_signature(s);
    }

    /// Cycles the first register hazard of `iid` still needs (0: none).
    fn register_hazard(iid: u32, u: &mut Units<'_>) -> u32 {
        for k in 0..u.insts.get(iid).uses.len() {
            let (reg, cycles) = u.prf.check_raw_hazards(ReadId { iid, idx: k as u32 }, &u.insts, u.sm, u.ri);
            if reg != 0 {
                return if cycles < 0 { 1 } else { cycles as u32 };
            }
        }
        0
    }

    /// Cycles until the first write of `iid` would be written back if it
    /// issued now.
    fn first_write_back_cycle(iid: u32, u: &Units<'_>) -> u32 {
        let inst = u.insts.get(iid);
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

    fn can_execute(&mut self, iid: u32, u: &mut Units<'_>) -> bool {
        let c = Self::register_hazard(iid, u);
        if c != 0 {
            self.stall = Some((iid, c, StallCause::RegisterDeps));
            return false;
        }
        let inst = u.insts.get(iid);
        if self.rm.check_availability_with(inst.desc(), self.avail_pre.get(inst.desc_id as usize)) != 0 {
            self.stall = Some((iid, 1, StallCause::Dispatch));
            return false;
        }
        if inst.is_mem_op() && !u.lsu.is_ready(inst.lsu_token) {
            self.stall = Some((iid, 1, StallCause::LoadStore));
            return false;
        }
        if let Some(cb) = self.custom.as_mut() {
            let n = self.region_len;
            self.executing.clear();
            for &i in &self.issued {
                self.executing.push((i % n, u.insts.get(i).cycles_left));
            }
            let c = cb.check_custom_hazard(&self.executing, iid % n);
            if c != 0 {
                self.stall = Some((iid, c, StallCause::Custom));
                return false;
            }
        }
        let last = self.last_write_back_cycle;
        if last != 0 && !u.insts.get(iid).template.retire_ooo {
            let next = Self::first_write_back_cycle(iid, u);
            if next < last {
                self.stall = Some((iid, last - next, StallCause::Delay));
                return false;
            }
        }
        true
    }

    fn try_issue(&mut self, iid: u32, u: &mut Units<'_>, out: &mut Notify<'_, '_>) {
        if !self.can_execute(iid, u) {
            self.bandwidth = 0;
            return;
        }
        u.insts.get_mut(iid).dispatch(u32::MAX);
        u.insts.sync_quiet(iid);
        clear_per_file(&mut self.phys_regs);
        for k in 0..u.insts.get(iid).uses.len() {
            u.prf.add_register_read(ReadId { iid, idx: k as u32 }, &mut u.insts, u.sm, u.ri);
        }
        for w in 0..u.insts.get(iid).defs.len() {
            u.prf.add_register_write(WriteId { iid, idx: w as u32 }, &mut u.insts, u.ri, &mut self.phys_regs);
        }
        let uops = u.insts.get(iid).num_micro_ops();
        out.inst(&u.insts, iid, InstEventKind::Dispatched { used_phys_regs: &self.phys_regs, micro_opcodes: uops });
        self.pipes.clear();
        let desc = std::rc::Rc::clone(&u.insts.get(iid).template.desc);
        self.rm.issue_instruction(&desc, &mut self.pipes);
        {
            let inst = u.insts.get_mut(iid);
            inst.stage = InstStage::Executing;
            inst.cycles_left = inst.latency() as i32;
        }
        on_writes_issued(&mut u.insts, iid);
        if u.insts.get(iid).cycles_left == 0 {
            u.insts.get_mut(iid).stage = InstStage::Executed;
        }
        if u.insts.get(iid).is_mem_op() {
            u.lsu.on_instruction_issued(iid, &u.insts);
        }
        self.rm.resource_uses(&self.pipes, &mut self.used_resources);
        out.inst(&u.insts, iid, InstEventKind::Ready);
        out.inst(&u.insts, iid, InstEventKind::Issued { used_resources: &self.used_resources });

        let end_group = u.insts.get(iid).template.end_group;
        let carry = uops > self.bandwidth;
        if carry {
            self.carry_over = uops - self.bandwidth;
            self.carried_over = Some(iid);
            self.bandwidth = 0;
            // (Upstream adds the already-zeroed bandwidth here.)
        } else {
            self.num_issued += uops;
            self.bandwidth = if end_group { 0 } else { self.bandwidth - uops };
        }
        if u.insts.get(iid).is_executed() && !carry {
            self.finish(iid, u, out);
            return;
        }
        let retire_ooo = u.insts.get(iid).template.retire_ooo;
        let left = u.insts.get(iid).cycles_left;
        self.issued.push(iid);
        if !retire_ooo {
            self.last_write_back_cycle = left as u32;
        }
    }

    /// `iid` finished executing: it retires at once.
    fn finish(&mut self, iid: u32, u: &mut Units<'_>, out: &mut Notify<'_, '_>) {
        u.prf.on_instruction_executed(iid, &u.insts, u.ri);
        u.lsu.on_instruction_executed(iid, &u.insts);
        out.inst(&u.insts, iid, InstEventKind::Executed);
        u.insts.get_mut(iid).retire();
        self.num_retired += 1;
        retire(iid, u, &mut self.phys_regs, out);
    }

    #[inline]
    fn notify_stall(&self, u: &Units<'_>, out: &mut Notify<'_, '_>) {
        if out.wants(interest::STALL | interest::PRESSURE) {
            self.notify_stall_slow(u, out);
        }
    }

    #[inline(never)]
    fn notify_stall_slow(&self, u: &Units<'_>, out: &mut Notify<'_, '_>) {
        let Some((iid, _, cause)) = self.stall else { return };
        let (kind, reason) = match cause {
            StallCause::RegisterDeps => (StallKind::RegisterFileStall, PressureReason::RegisterDeps),
            StallCause::Dispatch => (StallKind::DispatchGroupStall, PressureReason::Resources),
            StallCause::Custom => {
                out.stall(&u.insts, iid, StallKind::CustomBehaviourStall);
                return;
            }
            _ => return,
        };
        out.stall(&u.insts, iid, kind);
        out.pressure(&u.insts, reason, &[iid], 0);
    }

    fn update_issued(&mut self, u: &mut Units<'_>, out: &mut Notify<'_, '_>) {
        let mut issued = std::mem::take(&mut self.issued);
        let len = issued.len();
        let mut done = 0;
        let mut i = 0;
        while i != len - done {
            let iid = issued[i];
            u.insts.get_mut(iid).cycle_event();
            u.insts.sync_quiet(iid);
            if !u.insts.get(iid).is_executed() {
                i += 1;
                continue;
            }
            // Up to LLVM 22 nothing finishes while an instruction is carried
            // over (and those that do are dropped unretired); from 23 all
            // but the carried-over one, which its carry-over completes.
            let finish_now = if self.retire_beside_carry_over {
                self.carried_over != Some(iid)
            } else {
                self.carried_over.is_none()
            };
            if finish_now {
                self.finish(iid, u, out);
            }
            done += 1;
            issued.swap(i, len - done);
        }
        issued.truncate(len - done);
        self.issued = issued;
    }

    fn update_carried_over(&mut self, u: &mut Units<'_>, out: &mut Notify<'_, '_>) {
        let Some(iid) = self.carried_over else { return };
        let end_group = u.insts.get(iid).template.end_group;
        if self.carry_over > self.bandwidth {
            self.carry_over -= self.bandwidth;
            self.bandwidth = 0;
            return;
        }
        if end_group {
            self.bandwidth = 0;
        } else {
            self.bandwidth -= self.carry_over;
        }
        if u.insts.get(iid).is_executed() {
            self.finish(iid, u, out);
        }
        self.carried_over = None;
        self.carry_over = 0;
    }

    pub(crate) fn cycle_start(&mut self, u: &mut Units<'_>, out: &mut Notify<'_, '_>) {
        self.num_issued = 0;
        self.bandwidth = self.issue_width;
        u.prf.cycle_start();
        u.lsu.cycle_event();
        self.freed_resources.clear();
        self.rm.cycle_event(&mut self.freed_resources);
        self.update_issued(u, out);
        self.update_carried_over(u, out);
        if let Some((iid, left, _)) = self.stall {
            if left == 0 {
                self.stall = None;
                self.try_issue(iid, u, out);
            }
            if matches!(self.stall, Some((_, l, _)) if l != 0) {
                self.notify_stall(u, out);
                self.bandwidth = 0;
            }
        }
    }

    pub(crate) fn cycle_end(&mut self, u: &mut Units<'_>) {
        u.prf.cycle_end();
        if let Some((_, left, _)) = self.stall.as_mut() {
            if *left != 0 {
                *left -= 1;
            }
        }
        if self.last_write_back_cycle > 0 {
            self.last_write_back_cycle -= 1;
        }
    }
}

impl NextStage for InOrderIssueStage<'_> {
    fn is_available(&mut self, iid: u32, u: &mut Units<'_>, _out: &mut Notify<'_, '_>) -> bool {
        if self.stall.is_some() || self.carried_over.is_some() {
            return false;
        }
        let inst = u.insts.get(iid);
        let uops = inst.num_micro_ops();
        let carry = uops > self.issue_width;
        if self.bandwidth < uops && !carry {
            return false;
        }
        !(inst.template.begin_group && self.num_issued != 0)
    }

    /// Takes `iid` from the entry stage and issues it if it can.
    fn execute(&mut self, iid: u32, u: &mut Units<'_>, out: &mut Notify<'_, '_>) {
        if u.insts.get(iid).is_mem_op() {
            let tok = u.lsu.dispatch(iid, &u.insts);
            u.insts.get_mut(iid).lsu_token = Some(tok);
        }
        self.try_issue(iid, u, out);
        if self.stall.is_some() {
            self.notify_stall(u, out);
        }
    }
}
