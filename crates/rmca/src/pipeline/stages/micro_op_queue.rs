//! Micro-op queue between decode and dispatch (-micro-op-queue-size), with
//! an optional limit of instructions entering per cycle (-decoder-throughput).
//! Instructions move on to dispatch at the end of the cycle they arrived
//! (the pipeline drains `front` into dispatch).

use crate::pipeline::signature::Sig;

pub(crate) struct MicroOpQueueStage {
    buffer: Vec<Option<u32>>,
    next_slot: usize,
    current_slot: usize,
    available: usize,
    max_ipc: u32,
    current_ipc: u32,
}

impl MicroOpQueueStage {
    pub(crate) fn new(size: u32, ipc: u32) -> Self {
        let n = size.max(1) as usize;
        MicroOpQueueStage { buffer: vec![None; n], next_slot: 0, current_slot: 0, available: n, max_ipc: ipc, current_ipc: 0 }
    }

    pub(crate) fn has_work(&self) -> bool {
        self.available != self.buffer.len()
    }

    /// Appends the queue's contents from its oldest slot (see
    /// `pipeline::steady`); absolute slot positions are not state.
    pub(crate) fn steady_signature(&self, s: &mut Sig<'_>) {
        let Self { buffer, next_slot, current_slot, available, current_ipc, max_ipc: _ } = self;
        // (`max_ipc` is the fixed -decoder-throughput.)
        let n = buffer.len();
        s.u(*available as u64);
        s.u(*current_ipc as u64);
        s.u(((next_slot + n - current_slot) % n) as u64);
        for k in 0..n {
            s.opt_iid(buffer[(current_slot + k) % n]);
        }
    }

    /// Slots an instruction takes: its micro-ops, at least 1, at most all.
    fn slots_for(&self, uops: u32) -> usize {
        (uops as usize).min(self.buffer.len()).max(1)
    }

    /// Whether an instruction of `uops` micro-ops can enter this cycle.
    #[inline]
    pub(crate) fn is_available(&self, uops: u32) -> bool {
        if self.max_ipc != 0 && self.current_ipc == self.max_ipc {
            return false;
        }
        self.slots_for(uops) <= self.available
    }

    #[inline]
    pub(crate) fn execute(&mut self, iid: u32, uops: u32) {
        let n = self.slots_for(uops);
        self.buffer[self.next_slot] = Some(iid);
        self.next_slot = (self.next_slot + n) % self.buffer.len();
        self.available -= n;
        self.current_ipc += 1;
    }

    #[inline]
    pub(crate) fn cycle_start(&mut self) {
        self.current_ipc = 0;
    }

    /// The oldest instruction in the queue.
    #[inline]
    pub(crate) fn front(&self) -> Option<u32> {
        self.buffer[self.current_slot]
    }

    /// The oldest instruction (of `uops` micro-ops) moved on to dispatch.
    #[inline]
    pub(crate) fn pop_front(&mut self, uops: u32) {
        self.buffer[self.current_slot] = None;
        let n = self.slots_for(uops);
        self.current_slot = (self.current_slot + n) % self.buffer.len();
        self.available += n;
    }
}
