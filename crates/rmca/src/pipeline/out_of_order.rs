//! The out-of-order back end (models with a micro-op buffer): entry ->
//! [micro-op queue] -> dispatch -> execute -> retire, over the scheduler
//! and retire control unit it adds to the shared `Units`.

use crate::pipeline::notify::Notify;
use crate::pipeline::signature::Sig;
use crate::pipeline::stages::dispatch::DispatchStage;
use crate::pipeline::stages::entry::{EntryStage, NextStage};
use crate::pipeline::stages::execute::ExecuteStage;
use crate::pipeline::stages::micro_op_queue::MicroOpQueueStage;
use crate::pipeline::stages::retire::RetireStage;
use crate::pipeline::units::retire_control::RetireControlUnit;
use crate::pipeline::units::scheduler::Scheduler;
use crate::pipeline::units::Units;

pub(crate) struct OutOfOrder {
    pub(crate) sched: Scheduler,
    pub(crate) rcu: RetireControlUnit,
    pub(crate) moq: Option<MicroOpQueueStage>,
    pub(crate) dispatch: DispatchStage,
    pub(crate) execute: ExecuteStage,
    pub(crate) retire: RetireStage,
}

impl OutOfOrder {
    pub(crate) fn has_work(&self) -> bool {
        self.moq.as_ref().is_some_and(|q| q.has_work()) || !self.rcu.is_empty()
    }

    pub(crate) fn run_cycle(&mut self, entry: &mut EntryStage<'_>, u: &mut Units<'_>, out: &mut Notify<'_, '_>) {
        // Stages start their cycle last to first...
        self.retire.cycle_start(u, &mut self.rcu, out);
        self.execute.cycle_start(u, &mut self.sched, &mut self.rcu, out);
        self.dispatch.cycle_start(u, out);
        if let Some(q) = &mut self.moq {
            q.cycle_start();
        }
        entry.cycle_start(&mut u.insts);
        // ...then new instructions flow in from the front...
        entry.feed(self, u, out);
        // ...and stages end their cycle first to last.
        entry.cycle_end(&mut u.insts);
        if self.moq.is_some() {
            self.drain_micro_op_queue(u, out);
        }
        self.execute.cycle_end(u, &mut self.sched, out);
        self.retire.cycle_end(u);
    }

    /// Dispatch's checks, then the scheduler's: all run (each may report
    /// its own stall) once the dispatch width has room.
    #[inline]
    fn can_dispatch(&mut self, iid: u32, u: &Units<'_>, out: &mut Notify<'_, '_>) -> bool {
        if !self.dispatch.has_room(iid, u) {
            return false;
        }
        let mut ok = self.dispatch.check_units(iid, u, &self.rcu, out);
        ok &= self.execute.is_available(iid, u, &mut self.sched, out);
        ok
    }

    #[inline]
    fn dispatch(&mut self, iid: u32, u: &mut Units<'_>, out: &mut Notify<'_, '_>) {
        self.dispatch.execute(iid, u, &mut self.rcu, out);
        self.execute.execute(iid, u, &mut self.sched, &mut self.rcu, out);
    }

    /// The queue's instructions move on to dispatch at the end of the cycle.
    fn drain_micro_op_queue(&mut self, u: &mut Units<'_>, out: &mut Notify<'_, '_>) {
        while let Some(iid) = self.moq.as_ref().and_then(|q| q.front()) {
            if !self.can_dispatch(iid, u, out) {
                break;
            }
            self.dispatch(iid, u, out);
            let uops = u.insts.get(iid).num_micro_ops();
            if let Some(q) = &mut self.moq {
                q.pop_front(uops);
            }
        }
    }

    /// Appends the back end's state (see `pipeline::steady`).
    pub(crate) fn steady_signature(&self, s: &mut Sig<'_>) {
        let Self { dispatch, moq, rcu, sched, execute, retire } = self;
        dispatch.steady_signature(s);
        if let Some(q) = moq {
            q.steady_signature(s);
        }
        rcu.steady_signature(s);
        sched.steady_signature(s);
        execute.steady_signature(s);
        retire.steady_signature(s);
    }
}

impl NextStage for OutOfOrder {
    #[inline]
    fn is_available(&mut self, iid: u32, u: &mut Units<'_>, out: &mut Notify<'_, '_>) -> bool {
        match &self.moq {
            Some(q) => q.is_available(u.insts.get(iid).num_micro_ops()),
            None => self.can_dispatch(iid, u, out),
        }
    }

    #[inline]
    fn execute(&mut self, iid: u32, u: &mut Units<'_>, out: &mut Notify<'_, '_>) {
        match &mut self.moq {
            Some(q) => q.execute(iid, u.insts.get(iid).num_micro_ops()),
            None => self.dispatch(iid, u, out),
        }
    }
}
