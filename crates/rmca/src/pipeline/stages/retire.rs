//! Retire stage: retires executed instructions in program order (up to the
//! model's retire width), committing their register writes.

use crate::pipeline::events::InstEventKind;
use crate::pipeline::instruction::WriteId;
use crate::pipeline::notify::Notify;
use crate::pipeline::signature::Sig;
use crate::pipeline::units::register_file::clear_per_file;
use crate::pipeline::units::retire_control::RetireControlUnit;
use crate::pipeline::units::Units;

pub(crate) struct RetireStage {
    pub(crate) num_retired: u64,
    /// Physical registers freed by the instruction being retired, per
    /// register file (the `Retired` event's).
    freed_regs: Vec<u32>,
}

impl RetireStage {
    pub(crate) fn new(num_register_files: usize) -> Self {
        RetireStage { num_retired: 0, freed_regs: vec![0; num_register_files] }
    }

    /// Adds nothing to the signature (see `pipeline::steady`).
    pub(crate) fn steady_signature(&self, _s: &mut Sig<'_>) {
        // `num_retired` is a sum (progress, not behaviour); `freed_regs`
        // is scratch, cleared before each use.
        let Self { num_retired: _, freed_regs: _ } = self;
    }

    #[inline]
    pub(crate) fn cycle_start(&mut self, u: &mut Units<'_>, rcu: &mut RetireControlUnit, out: &mut Notify<'_, '_>) {
        u.prf.cycle_start();
        let max = rcu.max_retire_per_cycle();
        let mut n = 0;
        while !rcu.is_empty() {
            if max != 0 && n == max {
                break;
            }
            let Some((iid, executed)) = rcu.current() else { break };
            if !executed {
                break;
            }
            retire(iid, u, &mut self.freed_regs, out);
            rcu.consume_current();
            u.insts.get_mut(iid).retire();
            self.num_retired += 1;
            n += 1;
        }
    }

    #[inline]
    pub(crate) fn cycle_end(&mut self, u: &mut Units<'_>) {
        u.prf.cycle_end();
    }
}

/// Commits `iid`'s writes and frees its LSU entries, then reports it
/// retired (`freed_regs`: scratch for the registers it frees). The
/// in-order issue stage retires this way too.
#[inline]
pub(crate) fn retire(iid: u32, u: &mut Units<'_>, freed_regs: &mut [u32], out: &mut Notify<'_, '_>) {
    clear_per_file(freed_regs);
    let inst = u.insts.get(iid);
    if inst.is_mem_op() {
        let (l, s) = (inst.may_load(), inst.may_store());
        u.lsu.on_instruction_retired(l, s);
    }
    for w in 0..u.insts.get(iid).defs.len() {
        u.prf.remove_register_write(WriteId { iid, idx: w as u32 }, &u.insts, u.ri, freed_regs);
    }
    out.inst(&u.insts, iid, InstEventKind::Retired { freed_phys_regs: freed_regs });
}

/// An instruction finished executing (the execute stage's hand-over):
/// its writes get their write-back cycle and its reorder-buffer entry may
/// retire.
#[inline]
pub(crate) fn instruction_executed(iid: u32, u: &mut Units<'_>, rcu: &mut RetireControlUnit) {
    u.prf.on_instruction_executed(iid, &u.insts, u.ri);
    let tok = u.insts.get(iid).rcu_token;
    rcu.on_instruction_executed(tok);
}
