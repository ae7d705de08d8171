//! Load/store unit: load and store queue occupancy, and the ordering of
//! memory operations through "memory groups".
//!
//! Every store opens a new group; consecutive loads share a group as long as
//! nothing forces a new one. A group may only start once its predecessor
//! groups have started (order dependency) or finished (data dependency).
//! With `-noalias` loads and stores don't depend on each other.

use crate::mc::sched::SchedModel;
use crate::pipeline::instruction::{CriticalDependency, InstStore};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LsuStatus {
    Available,
    LoadQueueFull,
    StoreQueueFull,
}

#[derive(Clone, Debug, Default)]
pub struct MemoryGroup {
    pub num_predecessors: u32,
    pub num_executing_predecessors: u32,
    pub num_executed_predecessors: u32,
    pub num_instructions: u32,
    pub num_executing: u32,
    pub num_executed: u32,
    /// Successor group ids that only need this group to have started.
    order_succ: Vec<u32>,
    /// Successor group ids that need this group to have finished.
    data_succ: Vec<u32>,
    /// Its `cycles` as of LSU cycle `critical_since`: while the group
    /// waits they count down by one a cycle from there (see
    /// `critical_cycles_at`), so that no cycle has to visit every group.
    critical_predecessor: CriticalDependency,
    critical_since: u64,
    /// Members whose operands are ready, parked here by the scheduler while
    /// the group waits; handed back (`Lsu::take_unparked`) when it stops.
    parked: Vec<u32>,
    /// Source index of the slowest issued member still executing.
    critical_mem_inst: Option<u32>,
    live: bool,
}

impl MemoryGroup {
    fn num_successors(&self) -> usize {
        self.order_succ.len() + self.data_succ.len()
    }
    pub fn is_waiting(&self) -> bool {
        self.num_predecessors > self.num_executing_predecessors + self.num_executed_predecessors
    }
    pub fn is_pending(&self) -> bool {
        self.num_executing_predecessors != 0
            && self.num_executed_predecessors + self.num_executing_predecessors == self.num_predecessors
    }
    pub fn is_ready(&self) -> bool {
        self.num_executed_predecessors == self.num_predecessors
    }
    pub fn is_executing(&self) -> bool {
        self.num_executing != 0 && self.num_executing == self.num_instructions - self.num_executed
    }
    pub fn is_executed(&self) -> bool {
        self.num_instructions == self.num_executed
    }
    /// The critical predecessor's cycles at LSU cycle `now`.
    fn critical_cycles_at(&self, now: u64) -> u32 {
        let c = self.critical_predecessor.cycles;
        if !self.is_waiting() {
            return c;
        }
        let elapsed = now - self.critical_since;
        if elapsed >= c as u64 {
            0
        } else {
            c - elapsed as u32
        }
    }
    /// Brings the countdown up to `now` (before `is_waiting` may change).
    fn settle(&mut self, now: u64) {
        self.critical_predecessor.cycles = self.critical_cycles_at(now);
        self.critical_since = now;
    }
    fn on_group_issued(&mut self, crit: Option<(u32, i32)>, update_critical: bool, now: u64) {
        self.settle(now);
        self.num_executing_predecessors += 1;
        if !update_critical {
            return;
        }
        // A group that started without a critical instruction reports
        // source index 0 with its (garbage-free) zero cycles.
        let (iid, cycles) = crit.unwrap_or((0, 0));
        let cycles = cycles as u32;
        if self.critical_predecessor.cycles < cycles {
            self.critical_predecessor.iid = iid;
            self.critical_predecessor.cycles = cycles;
        }
    }
    fn on_group_executed(&mut self, now: u64) {
        self.settle(now);
        self.num_executing_predecessors = self.num_executing_predecessors.wrapping_sub(1);
        self.num_executed_predecessors += 1;
    }
}

pub struct Lsu {
    lq_size: u32,
    sq_size: u32,
    used_lq: u32,
    used_sq: u32,
    no_alias: bool,
    /// Group storage; `ids[id - first_id]` is the slot of group `id`.
    groups: Vec<MemoryGroup>,
    free_slots: Vec<u32>,
    ids: std::collections::VecDeque<u32>,
    first_id: u32,
    next_id: u32,
    cur_load: u32,
    cur_load_barrier: u32,
    cur_store: u32,
    cur_store_barrier: u32,
    /// Cycles so far (`cycle_event`s), the clock of the groups' countdowns.
    now: u64,
    /// Parked members of groups that stopped waiting, for the scheduler.
    unparked: Vec<u32>,
}

const NO_SLOT: u32 = u32::MAX;

/// Group ids as the fast-forward's signatures write them: a live group by
/// its rank among the live groups, newest first. Two states whose groups
/// were numbered with different gaps (groups made and gone during the
/// transient) then look alike: an id is only ever compared with others
/// for equality and order, never for its value.
pub(crate) struct GroupRanks {
    first_id: u32,
    /// Rank of id `first_id + i` (1: the newest live group), 0 for a gone one.
    rank: Vec<u32>,
    /// How many groups live (the oldest one's rank).
    live: u32,
}

impl GroupRanks {
    /// Group `id` as state: its rank; no group and a gone group (which an
    /// instruction's token and a successor list may still name, and which
    /// finds nothing, like no group) each have their own marker.
    pub(crate) fn of(&self, id: u32) -> u64 {
        if id == 0 {
            return u64::MAX;
        }
        match self.rank.get(id.wrapping_sub(self.first_id) as usize) {
            Some(&r) if r != 0 => r as u64,
            _ => u64::MAX - 2,
        }
    }
}

impl Lsu {
    pub fn new(sm: &SchedModel, lq: u32, sq: u32, no_alias: bool) -> Self {
        let mut lq_size = lq;
        let mut sq_size = sq;
        if let Some(e) = &sm.extra {
            if lq_size == 0 && e.load_queue_id != 0 {
                if let Some(r) = sm.resources.get(e.load_queue_id as usize) {
                    lq_size = r.buffer_size.max(0) as u32;
                }
            }
            if sq_size == 0 && e.store_queue_id != 0 {
                if let Some(r) = sm.resources.get(e.store_queue_id as usize) {
                    sq_size = r.buffer_size.max(0) as u32;
                }
            }
        }
        Lsu {
            lq_size,
            sq_size,
            used_lq: 0,
            used_sq: 0,
            no_alias,
            groups: Vec::new(),
            free_slots: Vec::new(),
            ids: std::collections::VecDeque::new(),
            first_id: 1,
            next_id: 1,
            cur_load: 0,
            cur_load_barrier: 0,
            cur_store: 0,
            cur_store_barrier: 0,
            now: 0,
            unparked: Vec::new(),
        }
    }

    pub fn load_queue_size(&self) -> u32 {
        self.lq_size
    }
    pub fn store_queue_size(&self) -> u32 {
        self.sq_size
    }
    pub fn used_lq_entries(&self) -> u32 {
        self.used_lq
    }
    pub fn used_sq_entries(&self) -> u32 {
        self.used_sq
    }
    fn is_lq_full(&self) -> bool {
        self.lq_size != 0 && self.lq_size == self.used_lq
    }
    fn is_sq_full(&self) -> bool {
        self.sq_size != 0 && self.sq_size == self.used_sq
    }

    fn slot_of(&self, id: u32) -> Option<usize> {
        if id < self.first_id || id >= self.next_id {
            return None;
        }
        let s = self.ids[(id - self.first_id) as usize];
        (s != NO_SLOT).then_some(s as usize)
    }
    pub fn is_valid_group(&self, id: u32) -> bool {
        id != 0 && self.slot_of(id).is_some()
    }
    pub fn group(&self, id: u32) -> &MemoryGroup {
        &self.groups[self.slot_of(id).expect("unknown memory group")]
    }
    fn group_mut(&mut self, id: u32) -> Option<&mut MemoryGroup> {
        self.slot_of(id).map(move |s| &mut self.groups[s])
    }

    fn create_group(&mut self) -> u32 {
        let slot = match self.free_slots.pop() {
            Some(s) => {
                let g = &mut self.groups[s as usize];
                let mut o = std::mem::take(&mut g.order_succ);
                let mut d = std::mem::take(&mut g.data_succ);
                let mut parked = std::mem::take(&mut g.parked);
                o.clear();
                d.clear();
                parked.clear();
                *g = MemoryGroup {
                    order_succ: o,
                    data_succ: d,
                    parked,
                    live: true,
                    critical_since: self.now,
                    ..Default::default()
                };
                s
            }
            None => {
                self.groups.push(MemoryGroup { live: true, critical_since: self.now, ..Default::default() });
                (self.groups.len() - 1) as u32
            }
        };
        let id = self.next_id;
        self.next_id += 1;
        self.ids.push_back(slot);
        id
    }

    fn erase_group(&mut self, id: u32) {
        if let Some(s) = self.slot_of(id) {
            self.groups[s].live = false;
            self.free_slots.push(s as u32);
            self.ids[(id - self.first_id) as usize] = NO_SLOT;
            while self.ids.front() == Some(&NO_SLOT) {
                self.ids.pop_front();
                self.first_id += 1;
            }
        }
    }

    /// Links `succ` after `pred`. Upstream semantics: an order-only edge from
    /// a group already executing is dropped; an edge from an executing group
    /// counts as started right away.
    fn add_successor(&mut self, pred: u32, succ: u32, data_dep: bool, insts: &InstStore) {
        let (pred_executing, crit) = {
            let p = self.group(pred);
            (p.is_executing(), p.critical_mem_inst)
        };
        if !data_dep && pred_executing {
            return;
        }
        let crit_info = crit.map(|iid| (iid, if insts.is_live(iid) { insts.get(iid).cycles_left() } else { 0 }));
        let now = self.now;
        if let Some(s) = self.group_mut(succ) {
            // (A group being created: nothing is parked on it yet.)
            s.settle(now);
            s.num_predecessors += 1;
            if pred_executing {
                s.on_group_issued(crit_info, data_dep, now);
            }
        }
        let p = self.group_mut(pred).unwrap();
        if data_dep {
            p.data_succ.push(succ);
        } else {
            p.order_succ.push(succ);
        }
    }

    pub fn is_available(&self, may_load: bool, may_store: bool) -> LsuStatus {
        if may_load && self.is_lq_full() {
            return LsuStatus::LoadQueueFull;
        }
        if may_store && self.is_sq_full() {
            return LsuStatus::StoreQueueFull;
        }
        LsuStatus::Available
    }

    /// Allocates queue entries and a memory group; returns the group id.
    pub fn dispatch(&mut self, iid: u32, insts: &InstStore) -> u32 {
        let inst = insts.get(iid);
        let is_store_barrier = inst.template().is_store_barrier;
        let is_load_barrier = inst.template().is_load_barrier;
        let may_load = inst.may_load();
        let may_store = inst.may_store();
        if may_load {
            self.used_lq += 1;
        }
        if may_store {
            self.used_sq += 1;
        }
        if may_store {
            let new_id = self.create_group();
            self.group_mut(new_id).unwrap().num_instructions += 1;
            let load_dom = self.cur_load.max(self.cur_load_barrier);
            if load_dom != 0 {
                self.add_successor(load_dom, new_id, !self.no_alias, insts);
            }
            if self.cur_store_barrier != 0 {
                self.add_successor(self.cur_store_barrier, new_id, true, insts);
            }
            if self.cur_store != 0 && self.cur_store != self.cur_store_barrier {
                self.add_successor(self.cur_store, new_id, !self.no_alias, insts);
            }
            self.cur_store = new_id;
            if is_store_barrier {
                self.cur_store_barrier = new_id;
            }
            if may_load {
                self.cur_load = new_id;
                if is_load_barrier {
                    self.cur_load_barrier = new_id;
                }
            }
            return new_id;
        }
        let load_dom = self.cur_load.max(self.cur_load_barrier);
        let new_group = is_load_barrier
            || load_dom == 0
            || self.cur_load_barrier == load_dom
            || load_dom <= self.cur_store
            || self.group(load_dom).is_executing();
        if new_group {
            let new_id = self.create_group();
            self.group_mut(new_id).unwrap().num_instructions += 1;
            if !self.no_alias && self.cur_store != 0 {
                self.add_successor(self.cur_store, new_id, true, insts);
            }
            if is_load_barrier {
                if load_dom != 0 {
                    self.add_successor(load_dom, new_id, true, insts);
                }
            } else if self.cur_load_barrier != 0 {
                self.add_successor(self.cur_load_barrier, new_id, true, insts);
            }
            self.cur_load = new_id;
            if is_load_barrier {
                self.cur_load_barrier = new_id;
            }
            return new_id;
        }
        let id = self.cur_load;
        self.group_mut(id).unwrap().num_instructions += 1;
        id
    }

    fn token_group(&self, token: Option<u32>) -> Option<&MemoryGroup> {
        token.and_then(|t| self.slot_of(t)).map(|s| &self.groups[s])
    }
    pub fn is_ready(&self, token: Option<u32>) -> bool {
        self.token_group(token).map_or(true, |g| g.is_ready())
    }
    pub fn is_pending(&self, token: Option<u32>) -> bool {
        self.token_group(token).map_or(false, |g| g.is_pending())
    }
    pub fn is_waiting(&self, token: Option<u32>) -> bool {
        self.token_group(token).map_or(false, |g| g.is_waiting())
    }
    /// Parks `iid`, whose group `token` waits, until that group stops
    /// waiting (which only its predecessors starting can bring about).
    pub fn park(&mut self, token: Option<u32>, iid: u32) {
        let slot = token.and_then(|t| self.slot_of(t)).expect("parked on a live memory group");
        debug_assert!(self.groups[slot].is_waiting());
        self.groups[slot].parked.push(iid);
    }
    /// Appends to `out` the parked instructions whose group stopped waiting.
    pub fn take_unparked(&mut self, out: &mut Vec<u32>) {
        out.append(&mut self.unparked);
    }
    pub fn has_dependent_users(&self, token: Option<u32>) -> bool {
        self.token_group(token).map_or(false, |g| !g.is_executed() && g.num_successors() != 0)
    }
    pub fn critical_predecessor(&self, token: Option<u32>) -> CriticalDependency {
        self.token_group(token).map_or(CriticalDependency::default(), |g| CriticalDependency {
            cycles: g.critical_cycles_at(self.now),
            ..g.critical_predecessor
        })
    }

    pub fn on_instruction_issued(&mut self, iid: u32, insts: &InstStore) {
        let token = insts.get(iid).lsu_token;
        let Some(slot) = token.and_then(|t| self.slot_of(t)) else { return };
        let my_cycles = insts.get(iid).cycles_left();
        let g = &mut self.groups[slot];
        g.num_executing += 1;
        match g.critical_mem_inst {
            Some(other) => {
                let oc = if insts.is_live(other) { insts.get(other).cycles_left() } else { 0 };
                if oc < my_cycles {
                    g.critical_mem_inst = Some(iid);
                }
            }
            None => g.critical_mem_inst = Some(iid),
        }
        if !g.is_executing() {
            return;
        }
        let crit = g.critical_mem_inst.map(|c| (c, if insts.is_live(c) { insts.get(c).cycles_left() } else { 0 }));
        let order = std::mem::take(&mut g.order_succ);
        let data = std::mem::take(&mut g.data_succ);
        let now = self.now;
        // Only here can an existing group stop waiting (a group finishing
        // moves a predecessor from executing to executed: the same sum).
        for (list, data_dep) in [(&order, false), (&data, true)] {
            for &s in list {
                let Some(slot) = self.slot_of(s) else { continue };
                let sg = &mut self.groups[slot];
                let was_waiting = sg.is_waiting();
                sg.on_group_issued(crit, data_dep, now);
                if !data_dep {
                    sg.on_group_executed(now);
                }
                if was_waiting && !sg.is_waiting() {
                    self.unparked.append(&mut sg.parked);
                }
            }
        }
        let g = &mut self.groups[slot];
        g.order_succ = order;
        g.data_succ = data;
    }

    pub fn on_instruction_executed(&mut self, iid: u32, insts: &InstStore) {
        let inst = insts.get(iid);
        if !inst.is_mem_op() {
            return;
        }
        let Some(gid) = inst.lsu_token else { return };
        let Some(slot) = self.slot_of(gid) else { return };
        let g = &mut self.groups[slot];
        g.num_executing = g.num_executing.wrapping_sub(1);
        g.num_executed += 1;
        if g.critical_mem_inst == Some(iid) {
            g.critical_mem_inst = None;
        }
        if g.is_executed() {
            let data = std::mem::take(&mut g.data_succ);
            let now = self.now;
            for &s in &data {
                if let Some(sg) = self.group_mut(s) {
                    sg.on_group_executed(now);
                }
            }
            self.groups[slot].data_succ = data;
            self.erase_group(gid);
        }
        if !self.is_valid_group(gid) {
            if gid == self.cur_load {
                self.cur_load = 0;
            }
            if gid == self.cur_store {
                self.cur_store = 0;
            }
            if gid == self.cur_load_barrier {
                self.cur_load_barrier = 0;
            }
            if gid == self.cur_store_barrier {
                self.cur_store_barrier = 0;
            }
        }
    }

    pub fn on_instruction_retired(&mut self, may_load: bool, may_store: bool) {
        if may_load {
            self.used_lq = self.used_lq.saturating_sub(1);
        }
        if may_store {
            self.used_sq = self.used_sq.saturating_sub(1);
        }
    }

    /// The live groups' ranks, for signatures (see `GroupRanks`).
    pub(crate) fn group_ranks(&self) -> GroupRanks {
        let mut rank = vec![0; self.ids.len()];
        let mut live = 0;
        for (r, &slot) in rank.iter_mut().zip(&self.ids).rev() {
            if slot != NO_SLOT {
                live += 1;
                *r = live;
            }
        }
        GroupRanks { first_id: self.first_id, rank, live }
    }

    /// Counts that are part of the signature, cheap to read every cycle.
    pub(crate) fn steady_fingerprint(&self) -> u64 {
        ((self.used_lq as u64) << 40)
            ^ ((self.used_sq as u64) << 20)
            ^ (self.unparked.len() as u64) << 56
    }

    /// Appends the queues' occupancy and the live groups, oldest first,
    /// with group ids as `ranks` gives them and source indices relative to
    /// `s`'s base (see `pipeline::steady`). Storage slots are not state.
    pub(crate) fn steady_signature(&self, s: &mut crate::pipeline::signature::Sig<'_>, ranks: &GroupRanks) {
        let Self {
            used_lq,
            used_sq,
            groups,
            ids,
            // Ids only name groups and order them: `ranks` stands for them.
            first_id: _,
            next_id: _,
            cur_load,
            cur_load_barrier,
            cur_store,
            cur_store_barrier,
            // Fixed for the run.
            lq_size: _,
            sq_size: _,
            no_alias: _,
            // Storage slots are not state.
            free_slots: _,
            // The countdowns' clock: only differences from it are state.
            now,
            unparked,
        } = self;
        s.u(*used_lq as u64);
        s.u(*used_sq as u64);
        // (These are no group or a live one: a group going clears them.)
        for id in [*cur_load, *cur_load_barrier, *cur_store, *cur_store_barrier] {
            s.u(ranks.of(id));
        }
        // Sets: the scheduler moves them on in any order.
        s.iid_set(unparked);
        s.u(ranks.live as u64);
        for &slot in ids {
            if slot == NO_SLOT {
                continue;
            }
            let MemoryGroup {
                num_predecessors,
                num_executing_predecessors,
                num_executed_predecessors,
                num_instructions,
                num_executing,
                num_executed,
                order_succ,
                data_succ,
                critical_predecessor,
                critical_mem_inst,
                live,
                parked,
                // Folded into the countdown below.
                critical_since: _,
            } = &groups[slot as usize];
            // The predecessor counts are read only through `is_waiting`,
            // `is_pending` and `is_ready`, that is through how many are
            // still waiting and how many are executing: a group that once
            // had more predecessors, all executed, behaves as one that had
            // fewer (otherwise the periods where groups alternate between
            // one and two predecessors never look alike).
            s.u(num_predecessors.wrapping_sub(*num_executing_predecessors).wrapping_sub(*num_executed_predecessors) as u64);
            s.u(*num_executing_predecessors as u64);
            // Only the members not yet executed matter (`is_executing`,
            // `is_executed`): a load group that keeps taking loads grows
            // both counts for ever while its state repeats.
            s.u(num_instructions.wrapping_sub(*num_executed) as u64);
            s.u(*num_executing as u64);
            for list in [order_succ, data_succ] {
                s.u(list.len() as u64);
                for &id in list.iter() {
                    s.u(ranks.of(id));
                }
            }
            let g = &groups[slot as usize];
            s.crd(CriticalDependency { cycles: g.critical_cycles_at(*now), ..*critical_predecessor });
            s.iid_set(parked);
            s.opt_iid(critical_mem_inst.filter(|_| s.critical));
            s.b(*live);
        }
    }

    /// A cycle starts: waiting groups' countdowns move on (lazily, see
    /// `MemoryGroup::critical_cycles_at`).
    pub fn cycle_event(&mut self) {
        self.now += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::desc::{InstTemplate, InstrDesc};
    use std::rc::Rc;

    fn tmpl(load: bool, store: bool) -> Rc<InstTemplate> {
        Rc::new(InstTemplate {
            desc: Rc::new(InstrDesc { num_micro_ops: 1, max_latency: 1, ..Default::default() }),
            may_load: load,
            may_store: store,
            ..Default::default()
        })
    }

    fn run(kinds: &[(bool, bool)], no_alias: bool) -> (Lsu, Vec<u32>, InstStore) {
        let sm = SchedModel::default();
        let mut lsu = Lsu::new(&sm, 0, 0, no_alias);
        let mut store = InstStore::new(tmpl(true, false), 16);
        let mut toks = vec![];
        for (i, &(l, s)) in kinds.iter().enumerate() {
            store.create(i as u32, &tmpl(l, s));
            let t = lsu.dispatch(i as u32, &store);
            store.get_mut(i as u32).lsu_token = Some(t);
            toks.push(t);
        }
        (lsu, toks, store)
    }

    #[test]
    fn consecutive_loads_share_a_group_stores_open_new_ones() {
        // Rule: a load joins the current load group unless it is a barrier,
        // there is no load group, the load group is not newer than the last
        // store group, or it is already executing. Every store opens a group.
        let (lsu, toks, _) = run(&[(true, false), (true, false), (false, true), (true, false), (true, false)], false);
        assert_eq!(toks, vec![1, 1, 2, 3, 3]);
        // Store group 2 waits on load group 1 (data dependency when aliasing).
        assert_eq!(lsu.group(2).num_predecessors, 1);
        assert!(lsu.group(2).is_waiting());
        // Load group 3 waits on store group 2.
        assert_eq!(lsu.group(3).num_predecessors, 1);
        assert!(lsu.group(1).is_ready());
    }

    #[test]
    fn noalias_loads_do_not_wait_on_stores() {
        // Rule: with no-alias, a new load group gets no edge from the store
        // group, and a store only gets an order edge from the load group.
        let (lsu, toks, _) = run(&[(false, true), (true, false)], true);
        assert_eq!(toks, vec![1, 2]);
        assert!(lsu.group(2).is_ready());
    }

    #[test]
    fn order_edge_is_satisfied_when_predecessor_starts() {
        // Store after a load with no-alias: order edge only. Once every
        // member of the load group has issued, the store group counts it
        // as both started and finished.
        let (mut lsu, toks, mut store) = run(&[(true, false), (false, true)], true);
        assert_eq!(toks, vec![1, 2]);
        assert!(lsu.group(2).is_waiting());
        store.get_mut(0).cycles_left = 3;
        lsu.on_instruction_issued(0, &store);
        assert!(lsu.group(2).is_ready());
    }

    #[test]
    fn parked_members_come_back_when_their_group_stops_waiting() {
        // Rule: a member parked on a waiting group is handed back exactly
        // when the group's last predecessor starts, and only then.
        let (mut lsu, toks, mut store) = run(&[(true, false), (false, true)], true);
        lsu.park(Some(toks[1]), 1);
        let mut back = Vec::new();
        lsu.cycle_event();
        lsu.take_unparked(&mut back);
        assert!(back.is_empty());
        store.get_mut(0).cycles_left = 3;
        lsu.on_instruction_issued(0, &store);
        lsu.take_unparked(&mut back);
        assert_eq!(back, vec![1]);
        back.clear();
        lsu.take_unparked(&mut back);
        assert!(back.is_empty());
    }

    #[test]
    fn a_waiting_groups_critical_predecessor_counts_down_once_a_cycle() {
        // Rule: while the group waits (a predecessor has not started), the
        // cycles of its critical predecessor drop by one per cycle, never
        // below zero; once it stops waiting they stay.
        let (mut lsu, toks, mut store) = run(&[(true, false), (false, true), (false, true)], false);
        let g = Some(toks[2]);
        assert_eq!(lsu.group(toks[2]).num_predecessors, 2);
        store.get_mut(0).cycles_left = 5;
        lsu.on_instruction_issued(0, &store);
        assert!(lsu.is_waiting(g));
        assert_eq!(lsu.critical_predecessor(g).cycles, 5);
        for _ in 0..3 {
            lsu.cycle_event();
        }
        assert_eq!(lsu.critical_predecessor(g).cycles, 2);
        store.get_mut(1).cycles_left = 1;
        lsu.on_instruction_issued(1, &store);
        assert!(!lsu.is_waiting(g));
        let frozen = lsu.critical_predecessor(g).cycles;
        for _ in 0..10 {
            lsu.cycle_event();
        }
        assert_eq!(lsu.critical_predecessor(g).cycles, frozen);
    }
}
