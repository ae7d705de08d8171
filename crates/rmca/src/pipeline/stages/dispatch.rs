//! Dispatch stage: renames registers, takes reorder-buffer entries and
//! sends instructions to the scheduler, at most `width` micro-ops a cycle.
//! An instruction wider than the dispatch width is dispatched over several
//! cycles ("carry over").

use crate::pipeline::events::{InstEventKind, StallKind};
use crate::pipeline::instruction::{ReadId, WriteId};
use crate::pipeline::notify::Notify;
use crate::pipeline::signature::Sig;
use crate::pipeline::units::register_file::clear_per_file;
use crate::pipeline::units::retire_control::RetireControlUnit;
use crate::pipeline::units::Units;

pub(crate) struct DispatchStage {
    width: u32,
    pub(crate) available: u32,
    pub(crate) carry_over: u32,
    carried_over: Option<u32>,
    /// Per region slot: the physical registers its writes need (see
    /// `RegisterFile::needs`).
    prf_needs: Vec<Vec<(u32, u32)>>,
    /// Physical registers taken by the instruction being dispatched, per
    /// register file (the `Dispatched` event's).
    used_regs: Vec<u32>,
}

impl DispatchStage {
    pub(crate) fn new(width: u32, prf_needs: Vec<Vec<(u32, u32)>>, num_register_files: usize) -> Self {
        DispatchStage { width, available: width, carry_over: 0, carried_over: None, prf_needs, used_regs: vec![0; num_register_files] }
    }

    /// Appends the stage's state (see `pipeline::steady`).
    pub(crate) fn steady_signature(&self, s: &mut Sig<'_>) {
        let Self { available, carry_over, carried_over, width: _, prf_needs: _, used_regs: _ } = self;
        // (`width` and `prf_needs` are fixed; `used_regs` is scratch,
        // cleared before each use.)
        s.u(*available as u64);
        s.u(*carry_over as u64);
        s.opt_iid(*carried_over);
    }

    #[inline]
    pub(crate) fn cycle_start(&mut self, u: &Units<'_>, out: &mut Notify<'_, '_>) {
        if self.carry_over == 0 {
            self.available = self.width;
            return;
        }
        self.available = if self.carry_over >= self.width { 0 } else { self.width - self.carry_over };
        let dispatched = self.width - self.available;
        self.carry_over -= dispatched;
        let Some(iid) = self.carried_over else { return };
        if self.carry_over == 0 {
            self.carried_over = None;
        }
        clear_per_file(&mut self.used_regs);
        out.inst(&u.insts, iid, InstEventKind::Dispatched { used_phys_regs: &self.used_regs, micro_opcodes: dispatched });
    }

    /// Whether the dispatch width and groups leave room for `iid` this
    /// cycle; the units it needs are checked by `check_units`.
    #[inline]
    pub(crate) fn has_room(&self, iid: u32, u: &Units<'_>) -> bool {
        if self.available == 0 {
            return false;
        }
        let inst = u.insts.get(iid);
        let required = inst.num_micro_ops().min(self.width);
        if required > self.available {
            return false;
        }
        !(inst.template.begin_group && self.available != self.width)
    }

    /// Whether the reorder buffer and the register file can take `iid`;
    /// both are checked (each may report its own stall).
    #[inline]
    pub(crate) fn check_units(&self, iid: u32, u: &Units<'_>, rcu: &RetireControlUnit, out: &mut Notify<'_, '_>) -> bool {
        let inst = u.insts.get(iid);
        let mut ok = true;
        if !rcu.is_available(inst.num_micro_ops()) {
            out.stall(&u.insts, iid, StallKind::RetireControlUnitStall);
            ok = false;
        }
        let needs = &self.prf_needs[inst.region_index as usize];
        debug_assert_eq!(u.prf.is_available_needs(needs), u.prf.is_available(inst.defs.iter().map(|d| d.reg)));
        if u.prf.is_available_needs(needs) != 0 {
            out.stall(&u.insts, iid, StallKind::RegisterFileStall);
            ok = false;
        }
        ok
    }

    /// Renames `iid`'s registers and takes its reorder-buffer entries; the
    /// pipeline then hands it to the execute stage.
    #[inline]
    pub(crate) fn execute(&mut self, iid: u32, u: &mut Units<'_>, rcu: &mut RetireControlUnit, out: &mut Notify<'_, '_>) {
        let (uops, end_group, opt_move) = {
            let inst = u.insts.get(iid);
            (inst.num_micro_ops(), inst.template.end_group, inst.is_optimizable_move())
        };
        if uops > self.width {
            self.available = 0;
            self.carry_over = uops - self.width;
            self.carried_over = Some(iid);
        } else {
            self.available = self.available.saturating_sub(uops);
        }
        if end_group {
            self.available = 0;
        }
        if opt_move && u.prf.try_eliminate_move_or_swap(iid, &mut u.insts, u.ri) {
            u.insts.get_mut(iid).is_eliminated = true;
        }
        if !u.insts.get(iid).is_eliminated {
            for k in 0..u.insts.get(iid).uses.len() {
                u.prf.add_register_read(ReadId { iid, idx: k as u32 }, &mut u.insts, u.sm, u.ri);
            }
        }
        clear_per_file(&mut self.used_regs);
        for w in 0..u.insts.get(iid).defs.len() {
            u.prf.add_register_write(WriteId { iid, idx: w as u32 }, &mut u.insts, u.ri, &mut self.used_regs);
        }
        let token = rcu.dispatch(iid, uops);
        u.insts.get_mut(iid).dispatch(token);
        u.insts.sync_quiet(iid);
        let shown = self.width.min(uops);
        out.inst(&u.insts, iid, InstEventKind::Dispatched { used_phys_regs: &self.used_regs, micro_opcodes: shown });
    }
}
