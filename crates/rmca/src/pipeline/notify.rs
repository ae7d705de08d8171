//! Event delivery shared by both pipelines: which listeners asked for
//! what (`Notifier`, built once per run), and `Notify`, the notifier with
//! the listeners of the current cycle, which stages are handed.

use crate::pipeline::events::{
    interest, InstEvent, InstEventKind, InstRef, Listener, PressureEvent, PressureReason, StallEvent, StallKind,
};
use crate::pipeline::instruction::{InstStore, Instruction};

/// The listeners' interests and the source-index shift of a fast-forward.
pub(crate) struct Notifier {
    /// Added to source indices reported to listeners: the instructions
    /// skipped by a fast-forward (see `steady`).
    pub(crate) iid_offset: u32,
    /// Per listener: its `interests()` and `instruction_event_limit()`.
    pub(crate) lmasks: Vec<(u32, u32)>,
    /// Union of the listeners' interests.
    pub(crate) interest: u32,
}

impl Notifier {
    pub(crate) fn new(ls: &[&mut dyn Listener]) -> Self {
        Notifier {
            iid_offset: 0,
            lmasks: ls.iter().map(|l| (l.interests(), l.instruction_event_limit())).collect(),
            interest: ls.iter().fold(0, |a, l| a | l.interests()),
        }
    }

    /// The reference listeners know instruction `iid` by.
    #[inline]
    pub(crate) fn inst_ref(&self, iid: u32) -> InstRef {
        InstRef(iid.wrapping_add(self.iid_offset))
    }
}

/// The notifier and the listeners, as a stage sees them during a cycle.
pub(crate) struct Notify<'a, 'l> {
    pub(crate) n: &'a Notifier,
    pub(crate) ls: &'a mut [&'l mut dyn Listener],
    /// `n.interest`, read on every event: kept at hand.
    interest: u32,
}

impl<'a, 'l> Notify<'a, 'l> {
    pub(crate) fn new(n: &'a Notifier, ls: &'a mut [&'l mut dyn Listener]) -> Self {
        Notify { n, ls, interest: n.interest }
    }

    /// Someone listens to the events of `bit` (see `events::interest`).
    #[inline]
    pub(crate) fn wants(&self, bit: u32) -> bool {
        self.interest & bit != 0
    }

    /// The listeners that asked for `bit`.
    #[inline]
    pub(crate) fn each(&mut self, bit: u32, mut f: impl FnMut(&mut dyn Listener)) {
        for (l, &(m, _)) in self.ls.iter_mut().zip(&self.n.lmasks) {
            if m & bit != 0 {
                f(&mut **l);
            }
        }
    }

    #[inline]
    pub(crate) fn inst(&mut self, insts: &InstStore, iid: u32, kind: InstEventKind<'_>) {
        let bit = kind.interest_bit();
        if self.interest & bit == 0 {
            return;
        }
        let ir = self.n.inst_ref(iid);
        let ev = InstEvent { ir, inst: insts.get(iid), kind };
        for (l, &(m, limit)) in self.ls.iter_mut().zip(&self.n.lmasks) {
            if m & bit != 0 && ir.0 < limit {
                l.on_instruction_event(&ev);
            }
        }
    }

    #[inline]
    pub(crate) fn stall(&mut self, insts: &InstStore, iid: u32, kind: StallKind) {
        if self.wants(interest::STALL) {
            self.deliver_stall(insts, iid, kind);
        }
    }

    #[inline(never)]
    fn deliver_stall(&mut self, insts: &InstStore, iid: u32, kind: StallKind) {
        let ev = StallEvent { kind, ir: self.n.inst_ref(iid), inst: insts.get(iid) };
        self.each(interest::STALL, |l| l.on_stall_event(&ev));
    }

    pub(crate) fn pressure(&mut self, insts: &InstStore, reason: PressureReason, iids: &[u32], mask: u64) {
        if let &[iid] = iids {
            // The in-order stage reports one instruction at a time.
            let one = [(self.n.inst_ref(iid), insts.get(iid))];
            return self.deliver_pressure(reason, &one, mask);
        }
        // Events come every cycle of a bottleneck analysis: a buffer on the
        // stack (the first instruction fills it) serves all but the largest.
        const ON_STACK: usize = 64;
        let Some(&first) = iids.first() else {
            return self.deliver_pressure(reason, &[], mask);
        };
        if iids.len() <= ON_STACK {
            let mut buf = [(self.n.inst_ref(first), insts.get(first)); ON_STACK];
            for (slot, &i) in buf.iter_mut().zip(iids) {
                *slot = (self.n.inst_ref(i), insts.get(i));
            }
            return self.deliver_pressure(reason, &buf[..iids.len()], mask);
        }
        let affected: Vec<(InstRef, &Instruction)> = iids.iter().map(|&i| (self.n.inst_ref(i), insts.get(i))).collect();
        self.deliver_pressure(reason, &affected, mask);
    }

    fn deliver_pressure(&mut self, reason: PressureReason, affected: &[(InstRef, &Instruction)], mask: u64) {
        let ev = PressureEvent { reason, affected, resource_mask: mask };
        self.each(interest::PRESSURE, |l| l.on_pressure_event(&ev));
    }
}
