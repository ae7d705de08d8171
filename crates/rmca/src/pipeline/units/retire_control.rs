//! Reorder buffer: instructions enter in program order at dispatch and
//! leave in the same order once executed.

use crate::mc::sched::SchedModel;

#[derive(Clone, Copy, Debug, Default)]
struct Token {
    iid: Option<u32>,
    num_slots: u32,
    executed: bool,
}

pub struct RetireControlUnit {
    next_slot: u32,
    current_slot: u32,
    num_entries: u32,
    available: u32,
    max_retire_per_cycle: u32,
    queue: Vec<Token>,
}

impl RetireControlUnit {
    pub fn new(sm: &SchedModel) -> Self {
        let mut entries = sm.micro_op_buffer_size;
        let mut max_retire = 0;
        if let Some(e) = &sm.extra {
            if e.reorder_buffer_size != 0 {
                entries = e.reorder_buffer_size;
            }
            max_retire = e.max_retire_per_cycle;
        }
        let entries = entries.max(1);
        RetireControlUnit {
            next_slot: 0,
            current_slot: 0,
            num_entries: entries,
            available: entries,
            max_retire_per_cycle: max_retire,
            queue: vec![Token::default(); 2 * entries as usize],
        }
    }

    /// Entries an instruction takes: its micro-ops, at least one, and never
    /// more than the whole buffer.
    fn normalize(&self, uops: u32) -> u32 {
        uops.min(self.num_entries).max(1)
    }
    pub fn is_empty(&self) -> bool {
        self.available == self.num_entries
    }
    pub fn is_available(&self, uops: u32) -> bool {
        self.available >= self.normalize(uops)
    }
    pub fn max_retire_per_cycle(&self) -> u32 {
        self.max_retire_per_cycle
    }
    pub fn num_entries(&self) -> u32 {
        self.num_entries
    }

    pub fn dispatch(&mut self, iid: u32, uops: u32) -> u32 {
        let entries = self.normalize(uops);
        let token = self.next_slot;
        self.queue[token as usize] = Token { iid: Some(iid), num_slots: entries, executed: false };
        self.next_slot = wrap(self.next_slot + entries.max(1), self.queue.len() as u32);
        self.available -= entries;
        token
    }

    /// The oldest instruction, and whether it has executed.
    pub fn current(&self) -> Option<(u32, bool)> {
        let t = &self.queue[self.current_slot as usize];
        t.iid.map(|i| (i, t.executed))
    }

    pub fn consume_current(&mut self) {
        let cur = self.current_slot as usize;
        let t = self.queue[cur];
        self.current_slot = wrap(self.current_slot + t.num_slots.max(1), self.queue.len() as u32);
        self.available += t.num_slots;
        self.queue[cur] = Token::default();
    }

    /// A token's position relative to the oldest entry: the ring's
    /// absolute positions do not affect behaviour.
    pub(crate) fn token_rel(&self, token: u32) -> u64 {
        let len = self.queue.len() as u32;
        wrap(token + len - self.current_slot.min(len), len) as u64
    }

    /// A count that is part of the signature, cheap to read every cycle.
    pub(crate) fn steady_fingerprint(&self) -> u64 {
        self.available as u64
    }

    /// Appends this unit's state (see `pipeline::steady`).
    pub(crate) fn steady_signature(&self, s: &mut crate::pipeline::signature::Sig<'_>) {
        // `current_slot` is where relative positions start (absolute ones
        // are not state); the sizes are fixed.
        let Self { available, next_slot, queue, current_slot, num_entries: _, max_retire_per_cycle: _ } = self;
        s.u(*available as u64);
        s.u(self.token_rel(*next_slot));
        let len = queue.len() as u32;
        let mut pos = *current_slot;
        let mut steps = 0;
        while let Some(iid) = queue[pos as usize].iid {
            let t = &queue[pos as usize];
            s.iid(iid);
            s.u(t.num_slots as u64);
            s.b(t.executed);
            pos = wrap(pos + t.num_slots.max(1), len);
            steps += 1;
            if steps > len {
                break;
            }
        }
        s.u(u64::MAX);
    }

    pub fn on_instruction_executed(&mut self, token: u32) {
        if let Some(t) = self.queue.get_mut(token as usize) {
            t.executed = true;
        }
    }
}

/// `slot % len` for a slot that is at most a few laps past the end: a
/// division per dispatched and per retired instruction shows in profiles.
#[inline]
fn wrap(mut slot: u32, len: u32) -> u32 {
    while slot >= len {
        slot -= len;
    }
    slot
}
