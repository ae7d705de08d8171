//! Dependency tracking between instructions in flight: which reads and
//! partial writes wait on which writes, and how long they learn to wait
//! once their producer issues. The links live in the operand states
//! (`WriteState::users`, `partial_write`, `dependent_write`); the register
//! file makes them at renaming, and the issuing unit (the scheduler, or
//! the in-order issue stage) starts the countdowns with `on_writes_issued`.

use crate::pipeline::instruction::{InstStore, ReadId, WriteId, WriteState, UNKNOWN_CYCLES};

#[inline]
pub(crate) fn write_state(insts: &InstStore, w: WriteId) -> &WriteState {
    &insts.get(w.iid).defs[w.idx as usize]
}

#[inline]
pub(crate) fn write_state_mut(insts: &mut InstStore, w: WriteId) -> &mut WriteState {
    &mut insts.get_mut(w.iid).defs[w.idx as usize]
}

/// Read `r` learns it waits `cycles` more for `producer`'s write of `reg`
/// (which has started, or committed within a negative read advance).
#[inline]
pub(crate) fn start_read_countdown(insts: &mut InstStore, r: ReadId, producer: u32, reg: u32, cycles: u32) {
    insts.wake(r.iid);
    insts.get_mut(r.iid).uses[r.idx as usize].write_start_event(producer, reg, cycles);
}

/// Read `r` waits on write `w` (with read advance `ra`). If `w` already
/// started, the read learns its remaining cycles now.
pub(crate) fn add_read_user(insts: &mut InstStore, w: WriteId, r: ReadId, ra: i32) {
    let (left, reg) = {
        let s = write_state(insts, w);
        (s.cycles_left, s.reg)
    };
    if left != UNKNOWN_CYCLES {
        let cycles = (left - ra).max(0) as u32;
        start_read_countdown(insts, r, w.iid, reg, cycles);
        return;
    }
    insts.get_mut(w.iid).def_users[w.idx as usize].push((r, ra));
    insts.add_user(w.iid);
}

/// Partial write `user` must wait for the older write `w` of the full register.
pub(crate) fn add_write_user(insts: &mut InstStore, w: WriteId, user: WriteId) {
    let (left, reg) = {
        let s = write_state(insts, w);
        (s.cycles_left, s.reg)
    };
    if left != UNKNOWN_CYCLES {
        insts.wake(user.iid);
        write_state_mut(insts, user).write_start_event(w.iid, reg, left.max(0) as u32);
        return;
    }
    let s = write_state_mut(insts, w);
    let was_set = s.partial_write.replace(user).is_some();
    if !was_set {
        insts.add_user(w.iid);
    }
    write_state_mut(insts, user).dependent_write = Some(w);
}

/// Instruction `iid` issued: its writes start counting down, and their
/// waiting reads and partial writes learn how long to wait.
pub(crate) fn on_writes_issued(insts: &mut InstStore, iid: u32) {
    let n = insts.get(iid).defs.len();
    for d in 0..n {
        let (left, reg, has_users, partial) = {
            let inst = insts.get_mut(iid);
            let s = &mut inst.defs[d];
            s.cycles_left = s.latency as i32;
            (s.cycles_left, s.reg, !inst.def_users[d].is_empty(), s.partial_write)
        };
        // (Most writes have no reader waiting yet when they issue.)
        if has_users {
            let users = std::mem::take(&mut insts.get_mut(iid).def_users[d]);
            for &(r, ra) in &users {
                if insts.is_live(r.iid) && r.iid != iid {
                    start_read_countdown(insts, r, iid, reg, (left - ra).max(0) as u32);
                }
            }
            insts.get_mut(iid).def_users[d] = users;
        }
        if let Some(p) = partial {
            if insts.is_live(p.iid) && p.iid != iid {
                insts.wake(p.iid);
                write_state_mut(insts, p).write_start_event(iid, reg, left as u32);
            }
        }
    }
}
