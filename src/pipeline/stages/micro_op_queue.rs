//! Micro-op queue between decode and dispatch (-micro-op-queue-size), with
//! an optional limit of instructions entering per cycle (-decoder-throughput).
//! Instructions move on to dispatch at the end of the cycle they arrived.

use crate::pipeline::events::Listener;
use crate::pipeline::Pipeline;

pub struct MicroOpQueue {
    buffer: Vec<Option<u32>>,
    next_slot: usize,
    current_slot: usize,
    available: usize,
    max_ipc: u32,
    current_ipc: u32,
}

impl MicroOpQueue {
    pub fn new(size: u32, ipc: u32) -> Self {
        let n = size.max(1) as usize;
        MicroOpQueue { buffer: vec![None; n], next_slot: 0, current_slot: 0, available: n, max_ipc: ipc, current_ipc: 0 }
    }
    pub fn has_work(&self) -> bool {
        self.available != self.buffer.len()
    }
    /// Slots an instruction takes: its micro-ops, at least 1, at most all.
    /// Appends the queue's contents from its oldest slot (see
    /// `pipeline::steady`); absolute slot positions are not state.
    pub(crate) fn steady_signature(&self, s: &mut crate::pipeline::steady::Sig<'_>) {
        let n = self.buffer.len();
        s.u(self.available as u64);
        s.u(self.current_ipc as u64);
        s.u(((self.next_slot + n - self.current_slot) % n) as u64);
        for k in 0..n {
            s.opt_iid(self.buffer[(self.current_slot + k) % n]);
        }
    }
    fn slots_for(&self, uops: u32) -> usize {
        (uops as usize).min(self.buffer.len()).max(1)
    }
}

impl<'m> Pipeline<'m> {
    pub(crate) fn moq_is_available(&self, iid: u32) -> bool {
        let q = self.moq.as_ref().unwrap();
        if q.max_ipc != 0 && q.current_ipc == q.max_ipc {
            return false;
        }
        q.slots_for(self.insts.get(iid).num_micro_ops()) <= q.available
    }

    pub(crate) fn moq_execute(&mut self, iid: u32) {
        let uops = self.insts.get(iid).num_micro_ops();
        let q = self.moq.as_mut().unwrap();
        let n = q.slots_for(uops);
        q.buffer[q.next_slot] = Some(iid);
        q.next_slot = (q.next_slot + n) % q.buffer.len();
        q.available -= n;
        q.current_ipc += 1;
    }

    pub(crate) fn moq_cycle_start(&mut self, _ls: &mut [&mut dyn Listener]) {
        self.moq.as_mut().unwrap().current_ipc = 0;
    }

    pub(crate) fn moq_cycle_end(&mut self, ls: &mut [&mut dyn Listener]) {
        loop {
            let q = self.moq.as_ref().unwrap();
            let Some(iid) = q.buffer[q.current_slot] else { break };
            if !self.dispatch_is_available(iid, ls) {
                break;
            }
            self.dispatch_execute(iid, ls);
            let uops = self.insts.get(iid).num_micro_ops();
            let q = self.moq.as_mut().unwrap();
            q.buffer[q.current_slot] = None;
            let n = q.slots_for(uops);
            q.current_slot = (q.current_slot + n) % q.buffer.len();
            q.available += n;
        }
    }
}
