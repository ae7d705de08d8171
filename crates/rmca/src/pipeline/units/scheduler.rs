//! The out-of-order scheduler: instructions wait in one of three sets until
//! they issue.
//!
//! * wait set: some operand's producer has not started yet;
//! * pending set: every producer started, latencies are counting down;
//! * ready set: operands available, waiting for free resources.
//!
//! Each cycle the oldest-and-most-depended-upon ready instruction whose
//! resources are free is picked, repeatedly.

use rustc_hash::FxHashMap;

use crate::model::desc::InstrDesc;
use crate::pipeline::events::{ReleaseCycles, ResourceRef};
use crate::pipeline::instruction::InstStore;
use crate::pipeline::units::lsu::{Lsu, LsuStatus};
use crate::pipeline::units::dependencies::on_writes_issued;
use crate::pipeline::signature::Sig;
use crate::pipeline::units::resource_manager::{AvailPre, BufferAvailability, Readiness, ResourceManager};

/// Placeholder for an entry removed from a set during a sweep.
const GONE: u32 = u32::MAX;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SchedStatus {
    Available,
    LoadQueueFull,
    StoreQueueFull,
    BuffersFull,
    DispatchGroupStall,
}

pub struct Scheduler {
    pub rm: ResourceManager,
    wait_set: Vec<u32>,
    /// Without grouping: how many `wait_set` entries are not quiet, as of
    /// the last sweep plus dispatches since (with the store's wake count,
    /// exact at every sweep). A sweep stops once it has seen them all: the
    /// quiet rest would be skipped untouched anyway.
    awake_waiting: u32,
    pending_set: Vec<u32>,
    ready_set: Vec<u32>,
    /// The descriptor id of each `ready_set` entry: `select` reads it
    /// (and the store's dense user counts) without touching the
    /// instructions themselves.
    ready_desc: Vec<u32>,
    issued_set: Vec<u32>,
    /// The `issued_set` instructions' cycles left, summed (for
    /// `steady_fingerprint`, which reads it every cycle): every one of them
    /// counts down by one a cycle, and one leaves the set at zero.
    issued_cycles_left: u64,
    /// A memory instruction issued since `promote_to_ready` last looked at
    /// the whole pending set: its LSU-blocked entries may have become
    /// ready. Otherwise the entries it left there still cannot move (their
    /// operands change only at a countdown, their memory groups only when
    /// a memory instruction issues or executes), and a promotion after an
    /// issue looks only at the entries that just arrived.
    lsu_moved: bool,
    busy_resource_units: u64,
    num_dispatched_to_pending: usize,
    had_token_stall: bool,
    /// Per descriptor id: the busy mask, the `select` call (stamp) it was
    /// taken in, and the readiness bits it depends on. It holds in later
    /// calls while none of those bits changed (`changed_since`): between
    /// two calls only the issued instruction's resources change.
    avail_memo: Vec<MemoEntry>,
    /// Per descriptor id, its entry in `avail_memo`: descriptors whose
    /// availability check reads the same resources in the same way share
    /// one (what one found busy the others would find too), so fewer
    /// masks are taken again after each issue.
    memo_slot: Vec<u32>,
    select_stamp: u32,
    /// `rm.readiness()` at the last `select` call.
    readiness_seen: Readiness,
    /// Per call stamp (modulo `MEMO_CALLS`): readiness bits changed since.
    changed_since: [u64; MEMO_CALLS as usize],
    /// Record which resources were found busy (for bottleneck analysis:
    /// `critical_resource_mask`, `analyze_resource_pressure`).
    track_pressure: bool,
    /// Without pressure tracking, the ready set is kept in `ready_list`
    /// instead of `ready_set`: (selection key, descriptor id) pairs, sorted
    /// by key once per cycle, at its first `select` (keys change only when
    /// an instruction gains users, at dispatch). `select` then walks the
    /// list from `cursor` to the first instruction whose resources are
    /// free: everything before the cursor was found busy this cycle, and
    /// within a cycle resources are only taken, never released.
    grouped: bool,
    ready_list: Vec<(u64, u32)>,
    /// The `cycle_stamp` at which `ready_list` was last sorted.
    sorted_cycle: u32,
    /// Entries were appended (unsorted) since then.
    appended: bool,
    cursor: usize,
    /// Counts `cycle_event`s: a descriptor with `busy_in_cycle[d] ==
    /// cycle_stamp` was found unable to issue this cycle (by the grouped
    /// `select`, or with pressure tracking by the order guard).
    cycle_stamp: u32,
    busy_in_cycle: Vec<u32>,
    /// With pressure tracking, the times the order of a set may have
    /// mattered (see `steady_signature`): an instruction issued after it
    /// was found busy in the same cycle, busy units found by an earlier
    /// `select` of a cycle that its last one does not find, or the pending
    /// set changing during a cycle after instructions were dispatched to
    /// it (the data-dependency analysis leaves out its last
    /// `num_dispatched_to_pending` entries, which are then not those
    /// instructions in every order of the set).
    order_hazards: u64,
    /// With pressure tracking: the busy masks `select` found this cycle,
    /// or'ed.
    busy_found_in_cycle: u64,
    num_ready: usize,
    /// Per descriptor id, for `check_availability_pre`.
    avail_pre: Vec<AvailPre>,
}

/// `select`'s order as one number: rank (see `rank`), then source index.
#[inline]
fn selection_key(iid: u32, users: u32) -> u64 {
    let r = iid.wrapping_sub(users) as i32;
    ((((r as u32) ^ 0x8000_0000) as u64) << 32) | iid as u64
}

/// Instructions that are older and have more dependents go first.
#[cfg(debug_assertions)]
fn rank(iid: u32, inst: &crate::pipeline::instruction::Instruction) -> i32 {
    iid.wrapping_sub(inst.num_users()) as i32
}

/// A busy mask found in an earlier `select` call is trusted for this many
/// calls (when its readiness bits did not change).
const MEMO_CALLS: u32 = 8;

#[derive(Clone, Copy, Default)]
struct MemoEntry {
    stamp: u32,
    busy: u64,
    /// `AvailPre::readiness_deps`, kept next to the mask the select loop
    /// reads rather than in the larger `AvailPre`.
    deps: u64,
}

/// Whether an instruction of (rank, source index) `a` is picked before
/// one of `b`: the lower rank, then the older instruction.
#[inline]
fn ranks_before(a: (i32, u32), b: (i32, u32)) -> bool {
    a < b
}

/// `rank`, from the store's dense copy of the user counts.
#[inline]
fn rank_of(iid: u32, insts: &InstStore) -> i32 {
    iid.wrapping_sub(insts.users_of(iid)) as i32
}

impl Scheduler {
    pub fn new(rm: ResourceManager) -> Self {
        Scheduler {
            rm,
            wait_set: Vec::new(),
            awake_waiting: 0,
            pending_set: Vec::new(),
            ready_set: Vec::new(),
            ready_desc: Vec::new(),
            issued_set: Vec::new(),
            issued_cycles_left: 0,
            lsu_moved: false,
            busy_resource_units: 0,
            num_dispatched_to_pending: 0,
            had_token_stall: false,
            avail_memo: Vec::new(),
            memo_slot: Vec::new(),
            select_stamp: 0,
            readiness_seen: Readiness::default(),
            changed_since: [u64::MAX; MEMO_CALLS as usize],
            track_pressure: true,
            grouped: false,
            ready_list: Vec::new(),
            appended: false,
            sorted_cycle: 0,
            cursor: 0,
            cycle_stamp: 1,
            busy_in_cycle: Vec::new(),
            order_hazards: 0,
            busy_found_in_cycle: 0,
            num_ready: 0,
            avail_pre: Vec::new(),
        }
    }

    /// Whether busy resources must be recorded (bottleneck analysis); when
    /// not, `select` skips instructions whose resources are busy early.
    pub fn set_track_pressure(&mut self, on: bool) {
        self.track_pressure = on;
        self.update_grouped();
    }

    fn update_grouped(&mut self) {
        debug_assert!(self.num_ready == 0 && self.ready_set.is_empty() && self.wait_set.is_empty());
        self.grouped = !self.track_pressure && !self.avail_memo.is_empty();
        self.ready_list.clear();
    }

    #[inline]
    fn push_ready(&mut self, iid: u32, desc_id: u32, users: u32) {
        self.num_ready += 1;
        if !self.grouped {
            self.ready_set.push(iid);
            self.ready_desc.push(desc_id);
            return;
        }
        let key = selection_key(iid, users);
        if self.sorted_cycle != self.cycle_stamp {
            // Sorted at this cycle's first `select`.
            self.ready_list.push((key, desc_id));
            self.appended = true;
            return;
        }
        let pos = self.ready_list.partition_point(|e| e.0 < key);
        self.ready_list.insert(pos, (key, desc_id));
        self.cursor = self.cursor.min(pos);
    }

    /// `select` over `ready_list`: the smallest (rank, iid) among the
    /// instructions whose resources are free.
    fn select_grouped(&mut self, insts: &mut InstStore) -> Option<u32> {
        // Kept for the resource manager's bookkeeping; not needed here.
        self.rm.take_released();
        let cycle = self.cycle_stamp;
        if self.sorted_cycle != cycle {
            let mut prev = 0u64;
            let mut sorted = true;
            // A key changes only when its instruction gains users, which
            // the store reports; entries added since were keyed then.
            let rekey = insts.take_ready_gained_users();
            // Otherwise the list is as sorted as it was left (entries are
            // inserted in order during a cycle, and removals keep it).
            if rekey || self.appended {
                for e in self.ready_list.iter_mut() {
                    let iid = e.0 as u32;
                    if rekey {
                        e.0 = selection_key(iid, insts.users_of(iid));
                    }
                    debug_assert_eq!(e.0, selection_key(iid, insts.users_of(iid)));
                    sorted &= prev <= e.0;
                    prev = e.0;
                }
            } else {
                debug_assert!(self.ready_list.windows(2).all(|w| w[0].0 <= w[1].0));
            }
            self.appended = false;
            if !sorted {
                // Mostly sorted already: a stable sort runs in about
                // linear time.
                self.ready_list.sort_by_key(|e| e.0);
            }
            self.sorted_cycle = cycle;
            self.cursor = 0;
        }
        #[cfg(debug_assertions)]
        let expected = self.select_grouped_slow(insts);
        let mut k = self.cursor;
        while k < self.ready_list.len() {
            let (key, d) = self.ready_list[k];
            let du = d as usize;
            if self.busy_in_cycle[du] != cycle {
                let iid = key as u32;
                let pre = &self.avail_pre[du];
                let free = if pre.overlap {
                    self.rm.check_availability(insts.get(iid).desc()) == 0
                } else {
                    let free = self.rm.is_free_fast(pre);
                    debug_assert_eq!(free, self.rm.check_availability(insts.get(iid).desc()) == 0);
                    free
                };
                if free {
                    self.ready_list.remove(k);
                    self.cursor = k;
                    self.num_ready -= 1;
                    #[cfg(debug_assertions)]
                    debug_assert_eq!(Some(iid), expected);
                    return Some(iid);
                }
                self.busy_in_cycle[du] = cycle;
            }
            k += 1;
        }
        self.cursor = k;
        #[cfg(debug_assertions)]
        debug_assert_eq!(None, expected);
        None
    }

    /// What `select_grouped` must pick, by looking at every instruction.
    #[cfg(debug_assertions)]
    fn select_grouped_slow(&mut self, insts: &InstStore) -> Option<u32> {
        let mut best: Option<(i32, u32)> = None;
        for &(key, _) in &self.ready_list {
            let iid = key as u32;
            let inst = insts.get(iid);
            if self.rm.check_availability(inst.desc()) != 0 {
                continue;
            }
            let r = rank(iid, inst);
            if best.map_or(true, |(br, bi)| r < br || (r == br && iid < bi)) {
                best = Some((r, iid));
            }
        }
        best.map(|(_, iid)| iid)
    }

    /// The descriptors, by descriptor id (see `Instruction::desc_id`).
    pub fn set_descs(&mut self, descs: &[&InstrDesc]) {
        let n = descs.len();
        self.avail_pre = descs.iter().map(|d| AvailPre::new(d)).collect();
        self.avail_memo.clear();
        self.memo_slot.clear();
        let mut slot_of: FxHashMap<&AvailPre, u32> = FxHashMap::default();
        for pre in &self.avail_pre {
            let fresh = self.avail_memo.len() as u32;
            // The general check (overlapping groups) reads the descriptor
            // itself: such descriptors keep an entry of their own.
            let slot = if pre.overlap { fresh } else { *slot_of.entry(pre).or_insert(fresh) };
            if slot == fresh {
                self.avail_memo.push(MemoEntry { deps: pre.readiness_deps, ..Default::default() });
            }
            self.memo_slot.push(slot);
        }
        self.changed_since = [u64::MAX; MEMO_CALLS as usize];
        self.busy_in_cycle = vec![0; n];
        self.select_stamp = 0;
        self.update_grouped();
    }

    pub fn had_token_stall(&self) -> bool {
        self.had_token_stall
    }
    pub fn is_ready_set_empty(&self) -> bool {
        self.num_ready == 0
    }

    /// Can instruction `iid` enter the scheduler (buffers, LSU queues)?
    pub fn is_available(&mut self, iid: u32, insts: &InstStore, lsu: &Lsu) -> SchedStatus {
        let inst = insts.get(iid);
        let rse = self.rm.can_be_dispatched(inst.used_buffers);
        self.had_token_stall = rse != BufferAvailability::Available;
        match rse {
            BufferAvailability::Unavailable => return SchedStatus::BuffersFull,
            BufferAvailability::Reserved => return SchedStatus::DispatchGroupStall,
            BufferAvailability::Available => {}
        }
        let s = lsu.is_available(inst.may_load(), inst.may_store());
        self.had_token_stall = s != LsuStatus::Available;
        match s {
            LsuStatus::LoadQueueFull => SchedStatus::LoadQueueFull,
            LsuStatus::StoreQueueFull => SchedStatus::StoreQueueFull,
            LsuStatus::Available => SchedStatus::Available,
        }
    }

    pub fn must_issue_immediately(desc: &InstrDesc) -> bool {
        desc.is_zero_latency() || desc.must_issue_immediately
    }

    /// Puts `iid` in the right set. True when it is ready to issue (it is
    /// then in the ready set unless it must issue right away).
    pub fn dispatch(&mut self, iid: u32, insts: &mut InstStore, lsu: &mut Lsu) -> bool {
        let used = insts.get(iid).used_buffers;
        self.rm.reserve_buffers(used);
        let mem = insts.get(iid).is_mem_op();
        if mem {
            let tok = lsu.dispatch(iid, insts);
            insts.get_mut(iid).lsu_token = Some(tok);
        }
        let inst = insts.get(iid);
        let tok = inst.lsu_token;
        if inst.is_dispatched() || (mem && lsu.is_waiting(tok)) {
            if !self.grouped {
                self.awake_waiting += !insts.is_quiet(iid) as u32;
                self.wait_set.push(iid);
            } else if insts.is_quiet(iid) {
                // Set orders do not matter without pressure tracking: an
                // idle instruction waits aside until a producer starts.
                insts.park(iid);
            } else {
                self.wait_set.push(iid);
            }
            return false;
        }
        if inst.is_pending() || (mem && lsu.is_pending(tok)) {
            self.pending_set.push(iid);
            self.num_dispatched_to_pending += 1;
            return false;
        }
        if !Self::must_issue_immediately(inst.desc()) {
            let (d, users) = (inst.desc_id, inst.total_users);
            self.push_ready(iid, d, users);
        }
        true
    }

    /// `rm.check_availability` of the instruction's descriptor.
    pub fn check_availability_of(&mut self, inst: &crate::pipeline::instruction::Instruction) -> u64 {
        self.rm.check_availability_with(inst.desc(), self.avail_pre.get(inst.desc_id as usize))
    }

    /// Picks the next instruction to issue from the ready set, if any.
    pub fn select(&mut self, insts: &mut InstStore) -> Option<u32> {
        if self.grouped {
            return self.select_grouped(insts);
        }
        let stamp = self.next_select_stamp();
        let n = self.ready_set.len();
        let mut best = n;
        let mut best_rank = 0i32;
        let mut best_iid = 0u32;
        if !self.track_pressure {
            // Same choice (the smallest (rank, iid) among the instructions
            // whose resources are free), without recording busy masks.
            for i in 0..n {
                let iid = self.ready_set[i];
                let d = self.ready_desc[i] as usize;
                let busy = self.busy_mask(iid, d, stamp, insts);
                if busy != 0 {
                    continue;
                }
                let r = rank_of(iid, insts);
                if best == n || ranks_before((r, iid), (best_rank, best_iid)) {
                    best = i;
                    best_rank = r;
                    best_iid = iid;
                }
            }
            if best == n {
                return None;
            }
            self.num_ready -= 1;
            self.ready_desc.swap_remove(best);
            return Some(self.ready_set.swap_remove(best));
        }
        // The order guard (see `steady_signature`): what every ready
        // instruction would record, whichever of them the order has
        // checked.
        let cycle = self.cycle_stamp;
        let mut found_busy = 0u64;
        for i in 0..n {
            let (iid, d) = (self.ready_set[i], self.ready_desc[i] as usize);
            let busy = self.busy_mask(iid, d, stamp, insts);
            if busy == 0 {
                let r = rank_of(iid, insts);
                if best == n || ranks_before((r, iid), (best_rank, best_iid)) {
                    best = i;
                    best_rank = r;
                    best_iid = iid;
                }
                continue;
            }
            found_busy |= busy;
            match self.busy_in_cycle.get_mut(d) {
                Some(c) => *c = cycle,
                None => self.order_hazards += 1,
            }
            // Upstream looks at a busy instruction (and records its mask)
            // only while no free one found before it in the set ranks
            // ahead of it.
            let looked_at = best == n || {
                let r = rank_of(iid, insts);
                ranks_before((r, iid), (best_rank, best_iid))
            };
            if looked_at {
                insts.get_mut(iid).critical_resource_mask = busy;
                self.busy_resource_units |= busy;
            }
        }
        let before = self.busy_found_in_cycle;
        self.busy_found_in_cycle |= found_busy;
        if best == n {
            // The cycle's last call: it records every ready instruction in
            // any order. What earlier calls may have added to the busy
            // units must be among what it adds.
            if before & !found_busy != 0 {
                self.order_hazards += 1;
            }
            return None;
        }
        // Found busy earlier this cycle, it may have had its mask recorded
        // then or not, depending on the order.
        if self.busy_in_cycle.get(self.ready_desc[best] as usize) == Some(&cycle) {
            self.order_hazards += 1;
        }
        self.num_ready -= 1;
        self.ready_desc.swap_remove(best);
        Some(self.ready_set.swap_remove(best))
    }

    /// Starts a `select` call: its stamp, with the readiness bits changed
    /// since the last call noted against every earlier stamp.
    fn next_select_stamp(&mut self) -> u32 {
        self.select_stamp = self.select_stamp.wrapping_add(1);
        if self.select_stamp == 0 {
            for e in self.avail_memo.iter_mut() {
                e.stamp = 0;
            }
            self.changed_since = [u64::MAX; MEMO_CALLS as usize];
            self.select_stamp = 1;
        }
        let now = self.rm.readiness();
        let seen = std::mem::replace(&mut self.readiness_seen, now);
        let changed = now.changed_since(&seen);
        if changed != 0 {
            for c in self.changed_since.iter_mut() {
                *c |= changed;
            }
        }
        self.changed_since[(self.select_stamp % MEMO_CALLS) as usize] = 0;
        self.select_stamp
    }

    /// The busy mask of ready instruction `iid` (descriptor id `d`): taken
    /// once per descriptor and `select` call (`stamp`), and kept over later
    /// calls while the resources it depends on do not change.
    #[inline]
    fn busy_mask(&mut self, iid: u32, d: usize, stamp: u32, insts: &InstStore) -> u64 {
        let slot = self.memo_slot.get(d).map_or(usize::MAX, |&m| m as usize);
        match self.avail_memo.get_mut(slot) {
            Some(e) if e.stamp == stamp => e.busy,
            Some(e)
                if e.stamp != 0
                    && stamp.wrapping_sub(e.stamp) < MEMO_CALLS
                    && self.changed_since[(e.stamp % MEMO_CALLS) as usize] & e.deps == 0 =>
            {
                debug_assert_eq!(e.busy, self.rm.check_availability(insts.get(iid).desc()));
                e.stamp = stamp;
                e.busy
            }
            Some(e) => {
                let b = self.rm.check_availability_pre(insts.get(iid).desc(), &self.avail_pre[d]);
                (e.stamp, e.busy) = (stamp, b);
                b
            }
            None => self.rm.check_availability(insts.get(iid).desc()),
        }
    }

    /// Moves pending instructions whose operands and memory group are ready
    /// to the ready set, looking at the entries from `from` on (see
    /// `lsu_moved`: those before it are known to stay).
    fn promote_to_ready(&mut self, insts: &mut InstStore, lsu: &Lsu, out: &mut Vec<u32>, from: usize) -> bool {
        let len = self.pending_set.len();
        #[cfg(debug_assertions)]
        for &iid in &self.pending_set[..from] {
            let inst = insts.get(iid);
            debug_assert!(!(inst.is_ready() && (!inst.is_mem_op() || lsu.is_ready(inst.lsu_token))));
        }
        if from == 0 {
            self.lsu_moved = false;
        }
        let mut promoted = 0;
        let mut i = from;
        while i != len {
            let iid = self.pending_set[i];
            if iid == GONE {
                break;
            }
            let inst = insts.get_mut(iid);
            // A pending instruction's operands were looked at since they
            // last changed (see `sweep_wait_set`): nothing to redo here.
            if !inst.is_ready() {
                debug_assert!(!inst.operands_ready());
                i += 1;
                continue;
            }
            if inst.is_mem_op() && !lsu.is_ready(inst.lsu_token) {
                i += 1;
                continue;
            }
            out.push(iid);
            let (d, users) = (inst.desc_id, inst.total_users);
            self.push_ready(iid, d, users);
            self.pending_set[i] = GONE;
            promoted += 1;
            self.pending_set.swap(i, len - promoted);
        }
        self.pending_set.truncate(len - promoted);
        promoted != 0
    }

    /// Moves waiting instructions whose operands became known to the
    /// pending set. With `tick`, each one not quiet first counts down a
    /// cycle: the cycle's countdown and promotion in one pass (neither
    /// reads another instruction's operands, so the order is free).
    fn promote_to_pending(&mut self, insts: &mut InstStore, lsu: &mut Lsu, out: &mut Vec<u32>, tick: bool) -> bool {
        let mut moved = 0;
        if self.grouped {
            insts.take_woken(&mut self.wait_set);
            // Parked at the LSU with their operands ready: pending as soon
            // as their memory group stops waiting.
            let start = self.pending_set.len();
            lsu.take_unparked(&mut self.pending_set);
            out.extend_from_slice(&self.pending_set[start..]);
            moved = self.pending_set.len() - start;
        }
        let woken = insts.take_wake_count();
        // Grouped, quiet entries leave the set (`park`): nothing to count.
        let removed = if self.grouped {
            self.sweep_wait_set::<false>(insts, lsu, out, tick, 0)
        } else {
            self.sweep_wait_set::<true>(insts, lsu, out, tick, woken)
        };
        removed + moved != 0
    }

    /// `promote_to_pending`'s sweep of the wait set; returns how many
    /// entries left it. `COUNTED`: the awake entries are counted
    /// (`awake_waiting`, `woken` since the last sweep), and the sweep stops
    /// once it has seen them all. A separate copy keeps the grouped sweep
    /// free of that bookkeeping.
    #[inline(always)]
    fn sweep_wait_set<const COUNTED: bool>(
        &mut self,
        insts: &mut InstStore,
        lsu: &mut Lsu,
        out: &mut Vec<u32>,
        tick: bool,
        woken: u32,
    ) -> usize {
        let len = self.wait_set.len();
        let mut awake_left = self.awake_waiting + woken;
        #[cfg(debug_assertions)]
        if COUNTED {
            let awake = self.wait_set.iter().filter(|&&iid| !insts.is_quiet(iid)).count();
            debug_assert_eq!(awake as u32, awake_left);
        }
        let mut still_awake = 0;
        let mut removed = 0;
        let mut i = 0;
        while i != len && (!COUNTED || awake_left != 0) {
            let iid = self.wait_set[i];
            if iid == GONE {
                break;
            }
            if insts.is_quiet(iid) {
                i += 1;
                continue;
            }
            if COUNTED {
                awake_left -= 1;
            }
            if tick {
                insts.get_mut(iid).cycle_event();
                insts.sync_quiet(iid);
                if insts.is_quiet(iid) {
                    i += 1;
                    continue;
                }
            }
            let inst = insts.get_mut(iid);
            if inst.is_dispatched() && !inst.update_dispatched() {
                still_awake += 1;
                i += 1;
                continue;
            }
            if inst.is_mem_op() && lsu.is_waiting(inst.lsu_token) {
                if self.grouped && inst.is_ready() {
                    // Nothing to count down: wait aside at the LSU (set
                    // orders do not matter without pressure tracking).
                    lsu.park(inst.lsu_token, iid);
                    self.wait_set[i] = GONE;
                    removed += 1;
                    self.wait_set.swap(i, len - removed);
                    continue;
                }
                still_awake += 1;
                i += 1;
                continue;
            }
            // Its operands are looked at now, once: a pending instruction's
            // operands change only at a cycle's countdown, which looks at
            // them again, so `promote_to_ready` need not (nothing in between
            // reads the stage).
            if inst.is_pending() {
                inst.update_pending();
            }
            out.push(iid);
            self.pending_set.push(iid);
            self.wait_set[i] = GONE;
            removed += 1;
            self.wait_set.swap(i, len - removed);
        }
        // Stopped early: everything not visited is quiet, and in place.
        debug_assert!(self.wait_set[i..len - removed].iter().all(|&iid| iid != GONE && insts.is_quiet(iid)));
        self.wait_set.truncate(len - removed);
        if COUNTED {
            self.awake_waiting = still_awake;
        }
        removed
    }

    /// Counts down the executing instructions (each is looked at once) and
    /// takes out those that finished.
    fn update_issued_set(&mut self, insts: &mut InstStore, lsu: &mut Lsu, executed: &mut Vec<u32>) {
        let len = self.issued_set.len();
        // Each counts down once; those that finish leave at zero.
        self.issued_cycles_left -= len as u64;
        let mut removed = 0;
        let mut i = 0;
        while i != len {
            let iid = self.issued_set[i];
            if iid == GONE {
                break;
            }
            let inst = insts.get_mut(iid);
            // (Executing instructions are never quiet: nothing to sync.)
            debug_assert!(!inst.quiet && inst.is_executing());
            inst.tick_executing();
            if !inst.is_executed() {
                i += 1;
                continue;
            }
            lsu.on_instruction_executed(iid, insts);
            executed.push(iid);
            removed += 1;
            self.issued_set[i] = GONE;
            self.issued_set.swap(i, len - removed);
        }
        self.issued_set.truncate(len - removed);
    }

    /// Issues `iid`: takes its resources, starts its latency and wakes up
    /// dependents (reported through `pending`/`ready`).
    pub fn issue_instruction(
        &mut self,
        iid: u32,
        insts: &mut InstStore,
        lsu: &mut Lsu,
        used: &mut Vec<(ResourceRef, ReleaseCycles)>,
        pending: &mut Vec<u32>,
        ready: &mut Vec<u32>,
    ) {
        let (has_dependents, buffers) = {
            let inst = insts.get(iid);
            let mut h = inst.has_dependent_users();
            h |= inst.is_mem_op() && lsu.has_dependent_users(inst.lsu_token);
            (h, inst.used_buffers)
        };
        self.rm.release_buffers(buffers);
        {
            let desc = std::rc::Rc::clone(&insts.get(iid).template.desc);
            self.rm.issue_instruction(&desc, used);
        }
        // Start executing.
        {
            let inst = insts.get_mut(iid);
            inst.stage = crate::pipeline::instruction::InstStage::Executing;
            inst.cycles_left = inst.latency() as i32;
        }
        on_writes_issued(insts, iid);
        {
            let inst = insts.get_mut(iid);
            if inst.cycles_left == 0 {
                inst.stage = crate::pipeline::instruction::InstStage::Executed;
            }
            inst.compute_critical_reg_dep();
        }
        if insts.get(iid).is_mem_op() {
            self.lsu_moved = true;
            lsu.on_instruction_issued(iid, insts);
            let crit = lsu.critical_predecessor(insts.get(iid).lsu_token);
            insts.get_mut(iid).critical_mem_dep = crit;
        }
        let inst = insts.get(iid);
        if inst.is_executing() {
            self.issued_cycles_left += inst.cycles_left as u64;
            self.issued_set.push(iid);
        } else if inst.is_executed() {
            lsu.on_instruction_executed(iid, insts);
        }
        let arrived = self.pending_set.len();
        if has_dependents && self.promote_to_pending(insts, lsu, pending, false) {
            if self.num_dispatched_to_pending != 0 {
                self.order_hazards += 1;
            }
            let from = if self.lsu_moved { 0 } else { arrived };
            self.promote_to_ready(insts, lsu, ready, from);
        }
    }

    pub fn cycle_event(
        &mut self,
        insts: &mut InstStore,
        lsu: &mut Lsu,
        freed: &mut Vec<ResourceRef>,
        executed: &mut Vec<u32>,
        pending: &mut Vec<u32>,
        ready: &mut Vec<u32>,
    ) {
        lsu.cycle_event();
        self.rm.cycle_event(freed);
        self.cycle_stamp = self.cycle_stamp.wrapping_add(1);
        if self.cycle_stamp == 0 {
            self.busy_in_cycle.iter_mut().for_each(|x| *x = 0);
            self.cycle_stamp = 1;
        }
        self.update_issued_set(insts, lsu, executed);
        // Pending and ready instructions are never quiet (see
        // `Instruction::quiet`): nothing to check or sync.
        for &iid in &self.pending_set {
            let inst = insts.get_mut(iid);
            debug_assert!(!inst.quiet && !inst.is_dispatched());
            inst.cycle_event();
            debug_assert!(!inst.quiet);
        }
        // A quiet instruction's countdown is a no-op: skip it without
        // touching it.
        if self.grouped {
            insts.take_woken(&mut self.wait_set);
            let mut k = 0;
            while k < self.wait_set.len() {
                let iid = self.wait_set[k];
                if !insts.is_quiet(iid) {
                    insts.get_mut(iid).cycle_event();
                    insts.sync_quiet(iid);
                }
                if insts.is_quiet(iid) {
                    insts.park(iid);
                    self.wait_set.swap_remove(k);
                } else {
                    k += 1;
                }
            }
        }
        // Without grouping the wait set is counted down during promotion.
        self.promote_to_pending(insts, lsu, pending, !self.grouped);
        self.promote_to_ready(insts, lsu, ready, 0);
        self.num_dispatched_to_pending = 0;
        self.busy_resource_units = 0;
        self.busy_found_in_cycle = 0;
    }

    /// Queue lengths, the resources' cheap parts (see
    /// `ResourceManager::steady_fingerprint`) and the executing
    /// instructions' cycles left, summed: all part of the signature and
    /// cheap to read every cycle. (Without the countdown, every cycle of a
    /// long-latency stall looks alike, and a period is proposed from the
    /// stall's last cycle to the next stall's first one.)
    pub(crate) fn steady_fingerprint(&self, insts: &InstStore) -> u64 {
        let waiting = self.wait_set.len() as u64;
        let ready = (self.ready_set.len() + self.ready_list.len()) as u64;
        let queues = (waiting << 48) ^ ((self.pending_set.len() as u64) << 32) ^ (ready << 16) ^ self.issued_set.len() as u64;
        debug_assert_eq!(
            self.issued_cycles_left,
            self.issued_set.iter().map(|&iid| insts.get(iid).cycles_left as u64).sum::<u64>()
        );
        let countdown = self.issued_cycles_left;
        queues ^ countdown.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ self.rm.steady_fingerprint().wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Appends the sets (in their order, which decides ties) and counters
    /// (see `pipeline::steady`). The availability memo is not state: it is
    /// only trusted within one `select` call.
    ///
    /// Without pressure tracking (`grouped`), the order of the wait, pending,
    /// ready and issued sets only orders events within a cycle, which no view that
    /// supports fast-forward depends on: they count as sets, so that
    /// orders shuffled by removals do not hide a steady state. With
    /// pressure tracking, order decides which ready instructions get their
    /// busy resources recorded, and is kept.
    pub(crate) fn steady_signature(&self, s: &mut Sig<'_>) {
        let Self {
            rm,
            wait_set,
            // Counts what `wait_set` holds.
            awake_waiting: _,
            pending_set,
            ready_set,
            issued_set,
            busy_resource_units,
            // A sum over `issued_set`'s instructions.
            issued_cycles_left: _,
            // Only spares a promotion pass entries that cannot move; the
            // cycle's first pass looks at every entry anyway.
            lsu_moved: _,
            // Mirrors `ready_set` (each entry's descriptor).
            ready_desc: _,
            num_dispatched_to_pending,
            had_token_stall,
            grouped,
            ready_list,
            num_ready,
            track_pressure,
            order_hazards,
            // Fixed for the run.
            avail_pre: _,
            // Memos trusted only within one `select` call or one cycle.
            avail_memo: _,
            memo_slot: _,
            select_stamp: _,
            readiness_seen: _,
            changed_since: _,
            busy_in_cycle: _,
            cycle_stamp: _,
            // Reset as the cycle starts.
            busy_found_in_cycle: _,
            // Each cycle's first `select` re-sorts the list and starts
            // from its head.
            sorted_cycle: _,
            appended: _,
            cursor: _,
        } = self;
        // Orders count only with pressure tracking, and even then only
        // through the busy masks `select` records on the instructions it
        // checks before picking one (and the busy units it or's). Every
        // cycle's last `select` finds nothing to issue, so it checks and
        // records every ready instruction, in any order: what an earlier
        // call recorded depending on the order is overwritten then, unless
        // the instruction issued in between, or an earlier call found busy
        // units the last one does not. `select` looks at every ready
        // instruction to count those cases (`order_hazards`, with the
        // pending set's); a state is taken as equal to a later one only
        // when the count did not move in between.
        let as_set = *grouped || *track_pressure;
        if *track_pressure {
            s.u(*order_hazards);
        }
        rm.steady_signature(s);
        let canon = |s: &mut Sig<'_>, set: &[u32], as_set: bool| {
            if as_set {
                s.iid_set(set);
            } else {
                s.u(set.len() as u64);
                for &iid in set {
                    s.iid(iid);
                }
            }
        };
        // (Instructions parked at the LSU are in its signature.)
        canon(s, wait_set, as_set);
        canon(s, pending_set, as_set);
        canon(s, ready_set, as_set);
        // The issued set's order only decides the order of one cycle's
        // Executed events, whose effects commute (units count them, views
        // record their cycle): like the others, a set.
        canon(s, issued_set, as_set);
        s.u(*busy_resource_units);
        s.u(*num_dispatched_to_pending as u64);
        s.b(*had_token_stall);
        s.u(*num_ready as u64);
        let ready: Vec<u32> = ready_list.iter().map(|&(key, _)| key as u32).collect();
        canon(s, &ready, true);
        // (The keys in `ready_list` are recomputed by each cycle's first
        // `select`.)
    }

    /// Ready instructions (all of them) and the resources found busy this
    /// cycle, for bottleneck analysis.
    pub fn analyze_resource_pressure(&self, out: &mut Vec<u32>) -> u64 {
        out.extend_from_slice(&self.ready_set);
        self.busy_resource_units
    }

    /// Pending instructions (not counting those dispatched this cycle) whose
    /// resources are free but which wait on registers or memory.
    pub fn analyze_data_dependencies(
        &mut self,
        insts: &InstStore,
        lsu: &Lsu,
        reg_deps: &mut Vec<u32>,
        mem_deps: &mut Vec<u32>,
    ) {
        let end = self.pending_set.len().saturating_sub(self.num_dispatched_to_pending);
        for k in 0..end {
            let iid = self.pending_set[k];
            let inst = insts.get(iid);
            if self.check_availability_of(inst) != 0 {
                continue;
            }
            if inst.is_mem_op() && lsu.is_pending(inst.lsu_token) {
                mem_deps.push(iid);
            }
            if inst.is_pending() {
                reg_deps.push(iid);
            }
        }
    }
}
