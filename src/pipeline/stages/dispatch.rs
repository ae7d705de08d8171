//! Dispatch stage: renames registers, takes reorder-buffer entries and
//! sends instructions to the scheduler, at most `width` micro-ops a cycle.
//! An instruction wider than the dispatch width is dispatched over several
//! cycles ("carry over").

use crate::pipeline::events::{InstEventKind, Listener, StallKind};
use crate::pipeline::instruction::{ReadId, WriteId};
use crate::pipeline::Pipeline;

pub struct DispatchState {
    pub width: u32,
    pub available: u32,
    pub carry_over: u32,
    pub carried_over: Option<u32>,
}

impl DispatchState {
    pub fn new(width: u32) -> Self {
        DispatchState { width, available: width, carry_over: 0, carried_over: None }
    }
}

impl<'m> Pipeline<'m> {
    pub(crate) fn dispatch_cycle_start(&mut self, ls: &mut [&mut dyn Listener]) {
        let d = &mut self.dispatch;
        if d.carry_over == 0 {
            d.available = d.width;
            return;
        }
        d.available = if d.carry_over >= d.width { 0 } else { d.width - d.carry_over };
        let dispatched = d.width - d.available;
        d.carry_over -= dispatched;
        let Some(iid) = d.carried_over else { return };
        if d.carry_over == 0 {
            d.carried_over = None;
        }
        for r in self.s_regs.iter_mut() {
            *r = 0;
        }
        self.notify_inst(ls, iid, InstEventKind::Dispatched { used_phys_regs: &self.s_regs, micro_opcodes: dispatched });
    }

    fn dispatch_check_prf(&self, iid: u32, ls: &mut [&mut dyn Listener]) -> bool {
        let inst = self.insts.get(iid);
        let needs = &self.prf_needs[inst.region_index as usize];
        debug_assert_eq!(
            self.prf.is_available_needs(needs),
            self.prf.is_available(inst.defs.iter().map(|d| d.reg))
        );
        if self.prf.is_available_needs(needs) != 0 {
            self.notify_stall(ls, iid, StallKind::RegisterFileStall);
            return false;
        }
        true
    }

    fn dispatch_check_rcu(&self, iid: u32, ls: &mut [&mut dyn Listener]) -> bool {
        if self.rcu.is_available(self.insts.get(iid).num_micro_ops()) {
            return true;
        }
        self.notify_stall(ls, iid, StallKind::RetireControlUnitStall);
        false
    }

    pub(crate) fn dispatch_is_available(&mut self, iid: u32, ls: &mut [&mut dyn Listener]) -> bool {
        let d = &self.dispatch;
        if d.available == 0 {
            return false;
        }
        let inst = self.insts.get(iid);
        let required = inst.num_micro_ops().min(d.width);
        if required > d.available {
            return false;
        }
        if inst.template.begin_group && d.available != d.width {
            return false;
        }
        // All three checks run (each may report its own stall).
        let mut ok = self.dispatch_check_rcu(iid, ls);
        ok &= self.dispatch_check_prf(iid, ls);
        ok &= self.execute_is_available(iid, ls);
        ok
    }

    pub(crate) fn dispatch_execute(&mut self, iid: u32, ls: &mut [&mut dyn Listener]) {
        let (uops, end_group, opt_move) = {
            let inst = self.insts.get(iid);
            (inst.num_micro_ops(), inst.template.end_group, inst.is_optimizable_move())
        };
        let d = &mut self.dispatch;
        if uops > d.width {
            d.available = 0;
            d.carry_over = uops - d.width;
            d.carried_over = Some(iid);
        } else {
            d.available = d.available.saturating_sub(uops);
        }
        if end_group {
            d.available = 0;
        }
        if opt_move && self.prf.try_eliminate_move_or_swap(iid, &mut self.insts, self.ri) {
            self.insts.get_mut(iid).is_eliminated = true;
        }
        if !self.insts.get(iid).is_eliminated {
            for u in 0..self.insts.get(iid).uses.len() {
                self.prf.add_register_read(ReadId { iid, idx: u as u32 }, &mut self.insts, self.sm, self.ri);
            }
        }
        for r in self.s_regs.iter_mut() {
            *r = 0;
        }
        for w in 0..self.insts.get(iid).defs.len() {
            self.prf.add_register_write(WriteId { iid, idx: w as u32 }, &mut self.insts, self.ri, &mut self.s_regs);
        }
        let token = self.rcu.dispatch(iid, uops);
        self.insts.get_mut(iid).dispatch(token);
        self.insts.sync_quiet(iid);
        let shown = self.dispatch.width.min(uops);
        self.notify_inst(ls, iid, InstEventKind::Dispatched { used_phys_regs: &self.s_regs, micro_opcodes: shown });
        self.execute_execute(iid, ls);
    }
}
