//! Processor resources: which units are free, which are busy and for how
//! long, reservation-station (buffer) occupancy, and the round-robin choice
//! of a unit inside a multi-unit resource or a group.
//!
//! Resources are addressed by llvm-mca's masks (see `model::masks`); a
//! resource's state lives at the index of its own (highest) bit.

use crate::mc::sched::SchedModel;
use crate::model::desc::InstrDesc;
use crate::model::masks::{compute_proc_resource_masks, resource_state_index};
use crate::pipeline::events::{ReleaseCycles, ResourceRef, ResourceUse};
use crate::pipeline::signature::Sig;

#[inline]
fn lowest_bit(m: u64) -> u64 {
    m & m.wrapping_neg()
}

/// Outcome of asking whether the buffers an instruction needs are free.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferAvailability {
    Available,
    Unavailable,
    /// A dispatch-hazard resource (BufferSize 0) is held this cycle.
    Reserved,
}

/// Round-robin unit selection. Units are handed out from the highest set bit
/// down; a unit is dropped from the current sequence once used, and the
/// sequence is refilled once exhausted. Units used "out of turn" (above the
/// current sequence) are remembered and skipped at the next refill.
#[derive(Clone, Copy, Debug, Default)]
struct RoundRobin {
    all_units: u64,
    next_in_sequence: u64,
    removed_from_next: u64,
}

impl RoundRobin {
    fn new(all_units: u64) -> Self {
        RoundRobin { all_units, next_in_sequence: all_units, removed_from_next: 0 }
    }

    fn take(&mut self, candidates: u64) -> u64 {
        let pick = 1u64 << resource_state_index(candidates);
        // Keep only what is at or below the pick in the current sequence.
        self.next_in_sequence &= pick | (pick - 1);
        pick
    }

    fn select(&mut self, ready: u64) -> u64 {
        let c = ready & self.next_in_sequence;
        if c != 0 {
            return self.take(c);
        }
        self.next_in_sequence = self.all_units ^ self.removed_from_next;
        self.removed_from_next = 0;
        let c = ready & self.next_in_sequence;
        if c != 0 {
            return self.take(c);
        }
        self.next_in_sequence = self.all_units;
        let c = ready & self.next_in_sequence;
        self.take(c)
    }

    fn used(&mut self, mask: u64) {
        if mask > self.next_in_sequence {
            self.removed_from_next |= mask;
            return;
        }
        self.next_in_sequence &= !mask;
        if self.next_in_sequence != 0 {
            return;
        }
        self.next_in_sequence = self.all_units ^ self.removed_from_next;
        self.removed_from_next = 0;
    }
}

#[derive(Clone, Debug)]
#[allow(dead_code)]
struct ResourceState {
    /// Proc resource index in the sched model.
    proc_res_id: u32,
    mask: u64,
    /// Units (or, for a group, member resources) that exist.
    size_mask: u64,
    /// A unit resource's free units. Not kept for a group: its free
    /// members follow from the units (`ResourceManager::free_units`), so
    /// using or freeing a unit touches no group but for its round-robin.
    ready_mask: u64,
    buffer_size: i32,
    available_slots: u32,
    /// Reserved this cycle (groups held for a whole segment, or dispatch
    /// hazards).
    reserved: bool,
    is_group: bool,
}

impl ResourceState {
    /// More than one unit (a group counts as one).
    fn has_many_units(&self) -> bool {
        !self.is_group && self.size_mask & self.size_mask.wrapping_sub(1) != 0
    }
    fn is_dispatch_hazard(&self) -> bool {
        self.buffer_size == 0
    }
    /// Free units (free members, for a group), given the manager's
    /// available units.
    #[inline]
    fn free(&self, available_units: u64) -> u64 {
        if self.is_group {
            self.size_mask & available_units
        } else {
            self.ready_mask
        }
    }
    /// Whether `num_units` units can be taken, `free` being its free units
    /// (or members).
    fn is_ready(&self, free: u64, num_units: u32) -> bool {
        (!self.reserved || self.is_dispatch_hazard())
            && match num_units {
                0 => true,
                1 => free != 0,
                n => free.count_ones() >= n,
            }
    }
    /// Takes a buffer slot; false when that was the last one.
    fn reserve_buffer(&mut self) -> bool {
        if self.buffer_size <= 0 {
            return true;
        }
        self.available_slots = self.available_slots.saturating_sub(1);
        self.available_slots != 0
    }
    fn release_buffer(&mut self) {
        if self.buffer_size <= 0 {
            return;
        }
        self.available_slots += 1;
    }
}

pub struct ResourceManager {
    /// Indexed by resource state index (bit position); `None` for unused bits.
    states: Vec<Option<ResourceState>>,
    /// For each unit's state index: the groups containing it (by group bit).
    unit_to_groups: [u64; 64],
    /// Proc resource index -> mask.
    proc_res_masks: Vec<u64>,
    /// Resource state index -> proc resource index.
    index_to_proc_res: Vec<u32>,
    /// Busy (resource, unit) pairs with the cycle (of `now`) they become
    /// free at, in the order they became busy.
    busy: Vec<(ResourceRef, u64)>,
    /// Per state index: the unit masks (`.1`) of its `busy` entries, or'ed
    /// (an entry can only exist where its bits are set).
    busy_units: [u64; 64],
    /// Cycles advanced so far.
    now: u64,
    /// No busy entry is released before this cycle.
    next_release: u64,
    proc_res_unit_mask: u64,
    available_proc_res_units: u64,
    reserved_groups: u64,
    available_buffers: u64,
    reserved_buffers: u64,
    /// Scratch for `check_availability`.
    scratch_units: Vec<(u64, u32)>,
    /// Scratch for `issue_with_overlapping_groups`: the groups left to
    /// serve, and those left after a round.
    overlap_work: Vec<(u64, u32)>,
    overlap_next: Vec<(u64, u32)>,
    /// Bit i: the resource at state index i passes `is_ready(0)`.
    ready0: u64,
    /// Bit i: the unit resource at state index i passes `is_ready(1)`; a
    /// group's bit is its `ready0` (whether a member is free is read from
    /// `available_proc_res_units`, see `exhausted_groups`).
    ready1: u64,
    /// The mask of the resource at each state index.
    mask_of: [u64; 64],
    /// State-index bits of the resources that may have become more available
    /// since `take_released` was last called (availability of the others
    /// only shrank).
    released: u64,
    /// (state index, members) of each group.
    group_members: Vec<(u8, u64)>,
    /// `readiness`'s groups with a free member, as of the available
    /// units `groups_with_free_at` (recomputed only when those change).
    groups_with_free: u64,
    groups_with_free_at: u64,
    /// State indices of the resources that pick units round-robin: groups
    /// and resources of several units.
    round_robin: Vec<u8>,
    /// Their round-robin state, by state index (dense, so that using a unit
    /// walks its groups' states without touching the rest).
    strategies: Vec<RoundRobin>,
    /// Whether an instruction using partially overlapping groups has them
    /// served most constrained first (LLVM 20 on, see `LlvmBehaviour`);
    /// otherwise every resource is served in the descriptor's order.
    overlap_aware_issue: bool,
    /// Set when, served in the descriptor's order, a group had no free unit
    /// left to give (llvm-mca 19 crashes there): the run ends with an error
    /// after this cycle.
    unit_not_found: bool,
}

/// The resource manager's state `check_fast` reads, but for resources
/// needing several units (see `ResourceManager::readiness`). Every word
/// but `reserved_groups` is by state index.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Readiness {
    pub ready0: u64,
    pub ready1: u64,
    /// The groups with a free member.
    pub groups_with_free: u64,
    pub reserved_groups: u64,
}

impl Readiness {
    /// State-index bits that differ from `seen` (all, when the reserved
    /// groups do).
    #[inline]
    pub fn changed_since(&self, seen: &Readiness) -> u64 {
        if self.reserved_groups != seen.reserved_groups {
            return u64::MAX;
        }
        (self.ready0 ^ seen.ready0) | (self.ready1 ^ seen.ready1) | (self.groups_with_free ^ seen.groups_with_free)
    }
}

/// What `ResourceManager::check_availability_pre` needs of a descriptor,
/// precomputed once (see `AvailPre::new`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AvailPre {
    /// State-index bits of the resources needing `is_ready(0)` / `is_ready(1)`.
    bits0: u64,
    bits1: u64,
    /// The members of the (first two) groups among `bits1`, 0 where there
    /// is none: a group with no member free fails.
    group_members1: [u64; 2],
    /// State-index bits of the groups among `bits1` after the first two.
    more_groups1: u64,
    /// (mask, units) of the resources needing two units or more.
    multi: Vec<(u64, u32)>,
    groups: u64,
    /// Partially overlapping groups: use the general check.
    pub overlap: bool,
    /// State-index bits of the readiness bits `check_fast` reads; all ones
    /// when it reads more (a resource needing several units, or the
    /// general check for overlapping groups). See `readiness`.
    pub readiness_deps: u64,
}

impl AvailPre {
    pub fn new(desc: &InstrDesc) -> Self {
        let mut p = AvailPre {
            groups: desc.used_proc_res_groups,
            overlap: desc.has_partially_overlapping_groups,
            ..Default::default()
        };
        for &(mask, ref usage) in &desc.resources {
            let n = if usage.is_reserved() { 0 } else { usage.num_units };
            match n {
                0 => p.bits0 |= 1u64 << resource_state_index(mask),
                1 => {
                    p.bits1 |= 1u64 << resource_state_index(mask);
                    if mask.count_ones() > 1 {
                        let members = mask ^ (1u64 << resource_state_index(mask));
                        match p.group_members1.iter_mut().find(|m| **m == 0) {
                            Some(slot) => *slot = members,
                            None => p.more_groups1 |= 1u64 << resource_state_index(mask),
                        }
                    }
                }
                _ => p.multi.push((mask, n)),
            }
            p.readiness_deps |= 1u64 << resource_state_index(mask);
        }
        if p.overlap || !p.multi.is_empty() {
            p.readiness_deps = u64::MAX;
        }
        p
    }
}

impl ResourceManager {
    pub fn new(sm: &SchedModel) -> Self {
        let masks = compute_proc_resource_masks(sm);
        let n = sm.resources.len().saturating_sub(1);
        let slots = n.max(1).min(64);
        let mut states: Vec<Option<ResourceState>> = vec![None; 64];
        let mut index_to_proc_res = vec![0u32; 64];
        let mut strategies = vec![RoundRobin::default(); 64];
        let mut round_robin = Vec::new();
        for i in 1..sm.resources.len() {
            let m = masks[i];
            if m == 0 {
                continue;
            }
            let idx = resource_state_index(m);
            index_to_proc_res[idx] = i as u32;
            let r = &sm.resources[i];
            let is_group = m.count_ones() > 1;
            let size_mask = if is_group {
                m ^ (1u64 << idx)
            } else if r.num_units >= 64 {
                u64::MAX
            } else {
                (1u64 << r.num_units) - 1
            };
            if is_group || size_mask.count_ones() > 1 {
                strategies[idx] = RoundRobin::new(size_mask);
                round_robin.push(idx as u8);
            }
            states[idx] = Some(ResourceState {
                proc_res_id: i as u32,
                mask: m,
                size_mask,
                ready_mask: size_mask,
                buffer_size: r.buffer_size,
                available_slots: if r.buffer_size == -1 { 0 } else { r.buffer_size.max(0) as u32 },
                reserved: false,
                is_group,
            });
        }
        let _ = slots;
        let mut unit_to_groups = [0u64; 64];
        let mut proc_res_unit_mask = 0;
        for i in 1..sm.resources.len() {
            let m = masks[i];
            if m == 0 {
                continue;
            }
            let idx = resource_state_index(m);
            if m.count_ones() == 1 {
                proc_res_unit_mask |= m;
                continue;
            }
            let group_bit = 1u64 << idx;
            let mut members = m - group_bit;
            while members != 0 {
                let u = lowest_bit(members);
                unit_to_groups[resource_state_index(u)] |= group_bit;
                members ^= u;
            }
        }
        let mut rm = ResourceManager {
            states,
            unit_to_groups,
            proc_res_masks: masks,
            index_to_proc_res,
            busy: Vec::with_capacity(16),
            busy_units: [0; 64],
            now: 0,
            next_release: u64::MAX,
            proc_res_unit_mask,
            available_proc_res_units: proc_res_unit_mask,
            reserved_groups: 0,
            available_buffers: !0,
            reserved_buffers: 0,
            scratch_units: Vec::with_capacity(8),
            overlap_work: Vec::with_capacity(8),
            overlap_next: Vec::with_capacity(8),
            ready0: 0,
            ready1: 0,
            mask_of: [0; 64],
            released: 0,
            group_members: Vec::new(),
            groups_with_free: 0,
            groups_with_free_at: 0,
            round_robin,
            strategies,
            overlap_aware_issue: true,
            unit_not_found: false,
        };
        for i in 0..64 {
            if let Some(rs) = &rm.states[i] {
                rm.mask_of[i] = rs.mask;
                if rs.is_group {
                    rm.group_members.push((i as u8, rs.size_mask));
                }
            }
            rm.refresh(i);
        }
        rm.groups_with_free_at = rm.available_proc_res_units;
        rm.groups_with_free = group_bits_with_free(&rm.group_members, rm.available_proc_res_units);
        rm
    }

    /// Recomputes the `ready0`/`ready1` bits of state index `idx`.
    #[inline]
    fn refresh(&mut self, idx: usize) {
        let bit = 1u64 << idx;
        let (r0, r1) = match &self.states[idx] {
            Some(rs) => {
                let r0 = !rs.reserved || rs.is_dispatch_hazard();
                (r0, r0 && (rs.is_group || rs.ready_mask != 0))
            }
            None => (false, false),
        };
        self.ready0 = if r0 { self.ready0 | bit } else { self.ready0 & !bit };
        self.ready1 = if r1 { self.ready1 | bit } else { self.ready1 & !bit };
    }

    /// See `released`.
    pub fn take_released(&mut self) -> u64 {
        std::mem::take(&mut self.released)
    }

    /// `check_availability(desc)`, with `pre = AvailPre::new(desc)`.
    #[inline]
    pub fn check_availability_pre(&mut self, desc: &InstrDesc, pre: &AvailPre) -> u64 {
        if pre.overlap {
            return self.check_availability(desc);
        }
        let r = self.check_fast(pre);
        debug_assert_eq!(r, self.check_availability(desc));
        r
    }

    /// `check_availability(desc)`, through `pre` when there is one.
    #[inline]
    pub fn check_availability_with(&mut self, desc: &InstrDesc, pre: Option<&AvailPre>) -> u64 {
        match pre {
            Some(pre) => self.check_availability_pre(desc, pre),
            None => self.check_availability(desc),
        }
    }

    /// What `check_fast` reads besides resources needing several units:
    /// the readiness bits, the groups with a free member and the reserved
    /// groups. While these stay the same for the bits of
    /// `AvailPre::readiness_deps`, so does its answer.
    #[inline]
    pub fn readiness(&mut self) -> Readiness {
        let avail = self.available_proc_res_units;
        if self.groups_with_free_at != avail {
            self.groups_with_free_at = avail;
            self.groups_with_free = group_bits_with_free(&self.group_members, avail);
        }
        Readiness {
            ready0: self.ready0,
            ready1: self.ready1,
            groups_with_free: self.groups_with_free,
            reserved_groups: self.reserved_groups,
        }
    }

    /// Free units of `rs` (free members, for a group).
    #[inline]
    fn free_units(&self, rs: &ResourceState) -> u64 {
        rs.free(self.available_proc_res_units)
    }

    #[inline]
    fn is_ready(&self, mask: u64, num_units: u32) -> bool {
        let rs = self.st(mask);
        rs.is_ready(self.free_units(rs), num_units)
    }

    /// The members of the groups of `pre.bits1` that have none free (their
    /// contribution to `check_fast`'s mask).
    #[inline]
    fn exhausted_groups(&self, pre: &AvailPre) -> u64 {
        let avail = self.available_proc_res_units;
        let mut out = 0;
        for m in pre.group_members1 {
            if m != 0 && m & avail == 0 {
                out |= m;
            }
        }
        let mut more = pre.more_groups1;
        while more != 0 {
            let g = more.trailing_zeros() as usize;
            more &= more - 1;
            let members = self.mask_of[g] ^ (1u64 << g);
            if members & avail == 0 {
                out |= members;
            }
        }
        out
    }

    /// `check_availability` from the readiness bits. Not for `pre.overlap`.
    #[inline]
    pub fn check_fast(&self, pre: &AvailPre) -> u64 {
        debug_assert!(!pre.overlap);
        let mut busy = 0u64;
        for &(mask, n) in &pre.multi {
            if !self.is_ready(mask, n) {
                busy |= mask;
            }
        }
        busy |= self.exhausted_groups(pre);
        let mut bits = (pre.bits0 & !self.ready0) | (pre.bits1 & !self.ready1);
        while bits != 0 {
            busy |= self.mask_of[bits.trailing_zeros() as usize];
            bits &= bits - 1;
        }
        busy &= self.proc_res_unit_mask;
        if busy != 0 {
            return busy;
        }
        pre.groups & self.reserved_groups
    }

    /// `check_fast(pre) == 0`, without building the mask: every resource
    /// that fails contributes unit bits to it (a unit its own, a group its
    /// members').
    #[inline]
    pub fn is_free_fast(&self, pre: &AvailPre) -> bool {
        debug_assert!(!pre.overlap);
        if (pre.bits0 & !self.ready0) | (pre.bits1 & !self.ready1) != 0 {
            return false;
        }
        if self.exhausted_groups(pre) != 0 {
            return false;
        }
        if pre.multi.iter().any(|&(mask, n)| !self.is_ready(mask, n)) {
            return false;
        }
        pre.groups & self.reserved_groups == 0
    }

    #[inline]
    fn st(&self, mask: u64) -> &ResourceState {
        self.states[resource_state_index(mask)].as_ref().expect("unknown resource mask")
    }
    #[inline]
    fn st_mut(&mut self, mask: u64) -> &mut ResourceState {
        self.states[resource_state_index(mask)].as_mut().expect("unknown resource mask")
    }

    pub fn proc_res_masks(&self) -> &[u64] {
        &self.proc_res_masks
    }

    /// Proc resource index of a resource mask (or unit bit).
    pub fn resolve_resource_mask(&self, mask: u64) -> u32 {
        self.index_to_proc_res[resource_state_index(mask)]
    }

    /// The units `issue_instruction` took, as `Issued` events report them
    /// (processor resource index, unit mask), into `out`.
    pub fn resource_uses(&self, pipes: &[(ResourceRef, ReleaseCycles)], out: &mut Vec<ResourceUse>) {
        out.clear();
        for &(rr, cycles) in pipes {
            let id = self.resolve_resource_mask(rr.0) as u64;
            out.push(ResourceUse { resource: (id, rr.1), cycles });
        }
    }

    pub fn proc_res_unit_mask(&self) -> u64 {
        self.proc_res_unit_mask
    }
    pub fn available_proc_res_units(&self) -> u64 {
        self.available_proc_res_units
    }

    /// Picks a unit of resource `mask`, descending into groups.
    fn select_pipe(&mut self, mask: u64) -> ResourceRef {
        let idx = resource_state_index(mask);
        let rs = self.states[idx].as_mut().expect("unknown resource mask");
        if !rs.is_group && rs.size_mask & rs.size_mask.wrapping_sub(1) == 0 {
            return (mask, rs.ready_mask);
        }
        let is_group = rs.is_group;
        let ready = rs.free(self.available_proc_res_units);
        // (A group, or a resource of several units: it picks round-robin.)
        let sub = self.strategies[idx].select(ready);
        if is_group {
            return self.select_pipe(sub);
        }
        (mask, sub)
    }

    #[inline]
    fn use_pipe(&mut self, rr: ResourceRef) {
        let idx = resource_state_index(rr.0);
        {
            let rs = self.states[idx].as_mut().expect("unknown resource mask");
            rs.ready_mask ^= rr.1;
            if rs.has_many_units() {
                self.strategies[idx].used(rr.1);
            }
            if rs.is_ready(rs.ready_mask, 1) {
                self.refresh(idx);
                return;
            }
        }
        self.refresh(idx);
        // The resource is now fully used: it is gone from every group too
        // (whose free members follow from the available units), and each
        // group's round-robin moves past it.
        self.available_proc_res_units ^= rr.0;
        let mut users = self.unit_to_groups[idx];
        while users != 0 {
            let g = users.trailing_zeros() as usize;
            users &= users - 1;
            self.strategies[g].used(rr.0);
        }
    }

    /// A unit becomes free: it is available again in itself and in every
    /// group containing it, and no longer reserved (`release_resource`).
    #[inline]
    fn release_unit(&mut self, rr: ResourceRef) {
        let idx = resource_state_index(rr.0);
        let available = self.available_proc_res_units;
        let (was_fully_used, is_group, hazard) = {
            let rs = self.states[idx].as_mut().expect("unknown resource mask");
            let w = !rs.is_ready(rs.free(available), 1);
            rs.ready_mask ^= rr.1;
            rs.reserved = false;
            (w, rs.is_group, rs.is_dispatch_hazard())
        };
        self.released |= 1u64 << idx;
        self.refresh(idx);
        if was_fully_used {
            self.available_proc_res_units ^= rr.0;
            self.released |= self.unit_to_groups[idx];
        }
        if is_group {
            self.reserved_groups ^= 1u64 << idx;
        }
        if hazard {
            self.reserved_buffers ^= 1u64 << idx;
        }
    }

    pub fn can_be_dispatched(&self, consumed_buffers: u64) -> BufferAvailability {
        if consumed_buffers & self.reserved_buffers != 0 {
            return BufferAvailability::Reserved;
        }
        if consumed_buffers & !self.available_buffers != 0 {
            return BufferAvailability::Unavailable;
        }
        BufferAvailability::Available
    }

    pub fn reserve_buffers(&mut self, mut consumed: u64) {
        while consumed != 0 {
            let cur = lowest_bit(consumed);
            consumed ^= cur;
            let rs = self.st_mut(cur);
            let still_free = rs.reserve_buffer();
            let hazard = rs.is_dispatch_hazard();
            if !still_free {
                self.available_buffers ^= cur;
            }
            if hazard {
                self.reserved_buffers ^= cur;
            }
        }
    }

    pub fn release_buffers(&mut self, mut consumed: u64) {
        self.available_buffers |= consumed;
        while consumed != 0 {
            let cur = lowest_bit(consumed);
            consumed ^= cur;
            self.st_mut(cur).release_buffer();
        }
    }

    pub fn reserve_resource(&mut self, mask: u64) {
        let idx = resource_state_index(mask);
        if let Some(rs) = self.states[idx].as_mut() {
            rs.reserved = true;
        }
        self.refresh(idx);
        self.reserved_groups ^= 1u64 << idx;
        if self.reserved_groups & (1u64 << idx) == 0 {
            // Toggled off: something may be available again.
            self.released |= 1u64 << idx;
        }
    }

    pub fn release_resource(&mut self, mask: u64) {
        let idx = resource_state_index(mask);
        let (is_group, hazard) = match self.states[idx].as_mut() {
            Some(rs) => {
                rs.reserved = false;
                (rs.is_group, rs.is_dispatch_hazard())
            }
            None => return,
        };
        self.released |= 1u64 << idx;
        self.refresh(idx);
        if is_group {
            self.reserved_groups ^= 1u64 << idx;
        }
        if hazard {
            self.reserved_buffers ^= 1u64 << idx;
        }
    }

    /// Mask of the resources that keep `desc` from issuing now (0: it can).
    pub fn check_availability(&mut self, desc: &InstrDesc) -> u64 {
        let mut busy = 0u64;
        let mut consumed = 0u64;
        self.scratch_units.clear();
        for &(mask, ref usage) in &desc.resources {
            let n = if usage.is_reserved() { 0 } else { usage.num_units };
            let rs = self.st(mask);
            if !rs.is_ready(self.free_units(rs), n) {
                busy |= mask;
                continue;
            }
            if desc.has_partially_overlapping_groups && !rs.is_group {
                let avail = rs.ready_mask.count_ones().wrapping_sub(n);
                set_units(&mut self.scratch_units, mask, avail);
                if avail == 0 {
                    consumed |= mask;
                }
            }
        }
        busy &= self.proc_res_unit_mask;
        if busy != 0 {
            return busy;
        }
        busy = desc.used_proc_res_groups & self.reserved_groups;
        if !desc.has_partially_overlapping_groups || busy != 0 {
            return busy;
        }
        // Overlapping groups: make sure each group still finds a unit after
        // the units claimed so far are taken out.
        for &(mask, ref usage) in &desc.resources {
            let rs = self.st(mask);
            if usage.is_reserved() || !rs.is_group {
                continue;
            }
            let group_ready = self.free_units(rs);
            let ready = group_ready & !consumed;
            if ready == 0 {
                busy |= group_ready;
                continue;
            }
            let unit = 1u64 << resource_state_index(ready);
            let pos = match self.scratch_units.iter().position(|e| e.0 == unit) {
                Some(p) => p,
                None => {
                    let n = self.st(unit).ready_mask.count_ones();
                    self.scratch_units.push((unit, n));
                    self.scratch_units.len() - 1
                }
            };
            let e = &mut self.scratch_units[pos];
            if e.1 == 0 {
                busy |= e.0;
                continue;
            }
            e.1 -= 1;
            if e.1 == 0 {
                consumed |= e.0;
            }
        }
        busy
    }

    /// Takes the units `desc` needs; appends (unit, cycles) for each pipe used.
    pub fn issue_instruction(&mut self, desc: &InstrDesc, pipes: &mut Vec<(ResourceRef, ReleaseCycles)>) {
        if !desc.has_partially_overlapping_groups {
            self.issue_in_order::<false>(desc, pipes);
        } else if self.overlap_aware_issue {
            self.issue_with_overlapping_groups(desc, pipes);
        } else {
            self.issue_in_order::<true>(desc, pipes);
        }
    }

    /// Whether partially overlapping groups are served most constrained
    /// first (`true`, LLVM 20 on) or in the descriptor's order (LLVM 19).
    pub(crate) fn set_overlap_aware_issue(&mut self, on: bool) {
        self.overlap_aware_issue = on;
    }

    /// Whether an issue found a group with no free unit left (see
    /// `unit_not_found`).
    pub(crate) fn unit_not_found(&self) -> bool {
        self.unit_not_found
    }

    fn ready_units(&self, mask: u64) -> u32 {
        self.free_units(self.st(mask)).count_ones()
    }

    #[inline]
    fn take_pipe(&mut self, mask: u64, size: u32, pipes: &mut Vec<(ResourceRef, ReleaseCycles)>) {
        let pipe = self.select_pipe(mask);
        self.use_pipe(pipe);
        self.add_busy(pipe, size);
        pipes.push((pipe, ReleaseCycles::new(size, 1)));
    }

    /// Groups that share units: units and single-choice groups first, then
    /// the remaining groups, those with fewer free units first, so that a
    /// greedy pick cannot starve a smaller group (upstream's
    /// issueInstructionImpl). Rare, so the small sorts here are fine.
    fn issue_with_overlapping_groups(&mut self, desc: &InstrDesc, pipes: &mut Vec<(ResourceRef, ReleaseCycles)>) {
        // Skylake-like models take this path for most instructions: the
        // lists are the manager's own, reused.
        let mut worklist = std::mem::take(&mut self.overlap_work);
        let mut next = std::mem::take(&mut self.overlap_next);
        worklist.clear();
        for &(mask, ref usage) in &desc.resources {
            let size = usage.cs.size();
            if size == 0 {
                self.release_resource(mask);
                continue;
            }
            if usage.is_reserved() {
                self.reserve_resource(mask);
                self.add_busy((mask, mask), size);
                continue;
            }
            if self.st(mask).is_group && self.ready_units(mask) > 1 {
                worklist.push((mask, size));
                continue;
            }
            self.take_pipe(mask, size, pipes);
        }
        while !worklist.is_empty() {
            worklist.sort_by(|a, b| self.ready_units(a.0).cmp(&self.ready_units(b.0)).then(a.0.cmp(&b.0)));
            next.clear();
            for (i, &(mask, size)) in worklist.iter().enumerate() {
                if i == 0 || self.ready_units(mask) == 1 {
                    self.take_pipe(mask, size, pipes);
                } else {
                    next.push((mask, size));
                }
            }
            std::mem::swap(&mut worklist, &mut next);
        }
        self.overlap_work = worklist;
        self.overlap_next = next;
    }

    /// Serves every resource in the descriptor's order (upstream's fast
    /// path; LLVM 19's only path). `CHECK_GROUPS`: the groups partially
    /// overlap, so the availability check passed yet an earlier pick may
    /// have taken the last free unit of a later group. llvm-mca 19 then
    /// selects from an empty set (and crashes); here the group is left
    /// unserved and the fault recorded (`unit_not_found`).
    #[inline]
    fn issue_in_order<const CHECK_GROUPS: bool>(&mut self, desc: &InstrDesc, pipes: &mut Vec<(ResourceRef, ReleaseCycles)>) {
        for &(mask, ref usage) in &desc.resources {
            let size = usage.cs.size();
            if size == 0 {
                self.release_resource(mask);
                continue;
            }
            if usage.is_reserved() {
                self.reserve_resource(mask);
                self.add_busy((mask, mask), size);
                continue;
            }
            if CHECK_GROUPS && self.st(mask).is_group && self.free_units(self.st(mask)) == 0 {
                self.unit_not_found = true;
                continue;
            }
            self.take_pipe(mask, size, pipes);
        }
    }

    fn add_busy(&mut self, rr: ResourceRef, cycles: u32) {
        let now = self.now;
        let idx = resource_state_index(rr.0);
        let found = if rr.1 != 0 && self.busy_units[idx] & rr.1 == 0 {
            None
        } else {
            self.busy.iter_mut().find(|e| e.0 == rr)
        };
        if let Some(e) = found {
            e.1 += cycles as u64;
        } else {
            self.busy.push((rr, now + cycles as u64));
            self.busy_units[idx] |= rr.1;
        }
        self.next_release = self.next_release.min(now + cycles as u64);
    }

    /// Advances one cycle; pushes the resources that became free.
    #[inline]
    pub fn cycle_event(&mut self, freed: &mut Vec<ResourceRef>) {
        self.now += 1;
        if self.now < self.next_release {
            return;
        }
        self.release_due(freed);
    }

    #[inline(never)]
    fn release_due(&mut self, freed: &mut Vec<ResourceRef>) {
        let now = self.now;
        let start = freed.len();
        let mut next = u64::MAX;
        // One pass: due entries go to `freed` (in the order they became
        // busy), the others stay in order.
        self.busy.retain(|&(rr, at)| {
            if at <= now {
                freed.push(rr);
                false
            } else {
                next = next.min(at);
                true
            }
        });
        self.next_release = next;
        if freed.len() == start {
            return;
        }
        for i in start..freed.len() {
            let rr = freed[i];
            if rr.0 & rr.0.wrapping_sub(1) == 0 {
                self.release_unit(rr);
            } else {
                self.release_resource(rr.0);
            }
            self.busy_units[resource_state_index(rr.0)] = 0;
        }
        // Rebuild the cleared per-resource unit masks from what is left
        // (or'ing into the untouched ones changes nothing).
        for e in &self.busy {
            self.busy_units[resource_state_index(e.0 .0)] |= e.0 .1;
        }
    }

    /// Parts of the signature cheap to read every cycle: the free units and
    /// where each round-robin group is in its sequence (which repeats only
    /// every few periods of the rest of the state).
    pub(crate) fn steady_fingerprint(&self) -> u64 {
        let mut h = self.available_proc_res_units ^ (self.busy.len() as u64).rotate_left(48);
        for &i in &self.round_robin {
            let rr = &self.strategies[i as usize];
            h = (h.rotate_left(7) ^ rr.next_in_sequence ^ rr.removed_from_next.rotate_left(32))
                .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
        h
    }

    /// Appends this unit's state, with cycles relative to now (see
    /// `pipeline::steady`).
    pub(crate) fn steady_signature(&self, s: &mut Sig<'_>) {
        let Self {
            states,
            busy,
            now,
            next_release,
            available_proc_res_units,
            reserved_groups,
            available_buffers,
            reserved_buffers,
            released,
            // Fixed by the model.
            unit_to_groups: _,
            proc_res_masks: _,
            index_to_proc_res: _,
            proc_res_unit_mask: _,
            mask_of: _,
            group_members: _,
            round_robin,
            strategies,
            // Fixed for the run.
            overlap_aware_issue: _,
            // Set only just before the run ends with an error.
            unit_not_found: _,
            // Follow from the fields above.
            busy_units: _,
            groups_with_free: _,
            groups_with_free_at: _,
            ready0: _,
            ready1: _,
            // Scratch, cleared before each use.
            scratch_units: _,
            overlap_work: _,
            overlap_next: _,
        } = self;
        for rs in states.iter().flatten() {
            let ResourceState {
                ready_mask,
                available_slots,
                reserved,
                is_group,
                // Fixed by the model.
                proc_res_id: _,
                mask: _,
                size_mask: _,
                buffer_size: _,
            } = rs;
            // (A group's free members follow from the available units.)
            if !is_group {
                s.u(*ready_mask);
            }
            s.u(*available_slots as u64);
            s.b(*reserved);
        }
        for &i in round_robin {
            let RoundRobin { next_in_sequence, removed_from_next, all_units: _ } = strategies[i as usize];
            s.u(next_in_sequence);
            s.u(removed_from_next);
        }
        s.u(busy.len() as u64);
        // Cycles relative to now.
        for &((mask, unit), at) in busy {
            s.u(mask);
            s.u(unit);
            s.u(at.wrapping_sub(*now));
        }
        s.u(if *next_release == u64::MAX { u64::MAX } else { next_release.wrapping_sub(*now) });
        s.u(*available_proc_res_units);
        s.u(*reserved_groups);
        s.u(*available_buffers);
        s.u(*reserved_buffers);
        s.u(*released);
    }

    #[cfg(test)]
    fn ready_mask(&self, mask: u64) -> u64 {
        self.free_units(self.st(mask))
    }
}

/// State-index bits of the groups (`(index, members)`) with a member in
/// `avail`.
fn group_bits_with_free(groups: &[(u8, u64)], avail: u64) -> u64 {
    groups.iter().filter(|&&(_, members)| members & avail != 0).fold(0, |bits, &(g, _)| bits | 1u64 << g)
}

fn set_units(v: &mut Vec<(u64, u32)>, k: u64, n: u32) {
    if let Some(e) = v.iter_mut().find(|e| e.0 == k) {
        e.1 = n;
    } else {
        v.push((k, n));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mc::sched::ProcResource;
    use crate::model::desc::ResourceUsage;

    fn res(name: &str, units: u32, subs: Vec<u32>) -> ProcResource {
        ProcResource { name: name.into(), num_units: units, super_idx: 0, buffer_size: -1, sub_units: subs }
    }

    /// Resources: 1=P0, 2=P1, 3=P2 (units), 4=P01 group, 5=P012 group.
    /// Masks: P0=0b1, P1=0b10, P2=0b100, P01=0b1011, P012=0b10111.
    fn model() -> SchedModel {
        SchedModel {
            resources: vec![
                ProcResource::default(),
                res("P0", 1, vec![]),
                res("P1", 1, vec![]),
                res("P2", 1, vec![]),
                res("P01", 2, vec![1, 2]),
                res("P012", 3, vec![1, 2, 3]),
            ],
            ..Default::default()
        }
    }

    fn desc_using(mask: u64, cycles: u32) -> InstrDesc {
        InstrDesc { resources: vec![(mask, ResourceUsage::new(cycles))], ..Default::default() }
    }

    #[test]
    fn group_selection_goes_from_highest_unit_down_round_robin() {
        // Rule: the selector picks the highest ready unit still in the
        // current sequence, drops it and everything above it from the
        // sequence; the sequence refills once empty.
        let sm = model();
        let mut rm = ResourceManager::new(&sm);
        let d = desc_using(0b10111, 1);
        let mut pipes = Vec::new();
        rm.issue_instruction(&d, &mut pipes);
        rm.issue_instruction(&d, &mut pipes);
        rm.issue_instruction(&d, &mut pipes);
        let picked: Vec<u64> = pipes.iter().map(|p| p.0 .0).collect();
        assert_eq!(picked, vec![0b100, 0b10, 0b1]);
        // Everything is busy now.
        assert_ne!(rm.check_availability(&d), 0);
        let mut freed = Vec::new();
        rm.cycle_event(&mut freed);
        assert_eq!(freed.len(), 3);
        assert_eq!(rm.check_availability(&d), 0);
        // Sequence was exhausted and refilled: P2 again first.
        pipes.clear();
        rm.issue_instruction(&d, &mut pipes);
        assert_eq!(pipes[0].0 .0, 0b100);
    }

    #[test]
    fn units_used_out_of_turn_are_skipped_after_refill() {
        // P012 picks P2 (sequence becomes {P1,P0}); then P2 is not touched
        // but P0 used directly is removed from P012's sequence (a fully
        // used unit is marked used in every group containing it).
        let sm = model();
        let mut rm = ResourceManager::new(&sm);
        let mut pipes = Vec::new();
        rm.issue_instruction(&desc_using(0b10111, 1), &mut pipes);
        rm.issue_instruction(&desc_using(0b1, 1), &mut pipes);
        assert_eq!(rm.ready_mask(0b10111), 0b10);
        rm.issue_instruction(&desc_using(0b10111, 1), &mut pipes);
        assert_eq!(pipes[2].0, (0b10, 0b1));
        let mut freed = Vec::new();
        rm.cycle_event(&mut freed);
        // Sequence {P1,P0} minus P0 (used) minus P1 (picked) is empty: refill
        // to all units, so P2 is first again.
        pipes.clear();
        rm.issue_instruction(&desc_using(0b10111, 1), &mut pipes);
        assert_eq!(pipes[0].0 .0, 0b100);
    }

    #[test]
    fn multi_unit_resource_hands_out_highest_unit_first() {
        let sm = SchedModel {
            resources: vec![ProcResource::default(), res("ALU", 3, vec![])],
            ..Default::default()
        };
        let mut rm = ResourceManager::new(&sm);
        let mut pipes = Vec::new();
        let d = desc_using(0b1, 2);
        rm.issue_instruction(&d, &mut pipes);
        rm.issue_instruction(&d, &mut pipes);
        let units: Vec<u64> = pipes.iter().map(|p| p.0 .1).collect();
        assert_eq!(units, vec![0b100, 0b010]);
        assert_eq!(rm.check_availability(&d), 0);
        rm.issue_instruction(&d, &mut pipes);
        assert_eq!(rm.check_availability(&d), 0b1);
        assert_eq!(rm.available_proc_res_units(), 0);
        let mut freed = Vec::new();
        rm.cycle_event(&mut freed);
        assert!(freed.is_empty());
        rm.cycle_event(&mut freed);
        assert_eq!(freed.len(), 3);
        assert_eq!(rm.available_proc_res_units(), 1);
    }

    #[test]
    fn buffers_fill_and_free() {
        let mut sm = model();
        sm.resources[1].buffer_size = 2;
        let mut rm = ResourceManager::new(&sm);
        assert_eq!(rm.can_be_dispatched(0b1), BufferAvailability::Available);
        rm.reserve_buffers(0b1);
        assert_eq!(rm.can_be_dispatched(0b1), BufferAvailability::Available);
        rm.reserve_buffers(0b1);
        assert_eq!(rm.can_be_dispatched(0b1), BufferAvailability::Unavailable);
        rm.release_buffers(0b1);
        assert_eq!(rm.can_be_dispatched(0b1), BufferAvailability::Available);
        // BufferSize 0 is a dispatch hazard: reserved until released.
        sm.resources[2].buffer_size = 0;
        let mut rm = ResourceManager::new(&sm);
        rm.reserve_buffers(0b10);
        assert_eq!(rm.can_be_dispatched(0b10), BufferAvailability::Reserved);
        rm.release_resource(0b10);
        assert_eq!(rm.can_be_dispatched(0b10), BufferAvailability::Available);
    }
}
