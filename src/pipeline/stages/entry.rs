//! Entry stage: hands the instruction stream (region x iterations) to the
//! next stage, one instruction at a time, as long as it accepts them.

use crate::pipeline::events::Listener;
use crate::pipeline::Pipeline;

#[derive(Default)]
pub struct EntryState {
    /// The instruction waiting to enter the next stage.
    pub current: Option<u32>,
    /// Source index of the next instruction to create.
    pub next_src: u32,
    /// Its position in the region (`next_src % region length`, kept
    /// without dividing).
    pub next_pos: u32,
}

impl<'m> Pipeline<'m> {
    pub(crate) fn entry_has_work(&self) -> bool {
        self.entry.current.is_some() || self.entry.next_src < self.total_insts
    }

    fn entry_fetch_next(&mut self) {
        if self.entry.next_src >= self.total_insts {
            return;
        }
        let iid = self.entry.next_src;
        let k = self.entry.next_pos as usize;
        self.insts.create_with_desc_id(iid, &self.region[k], self.region_desc_ids[k], k as u32);
        self.entry.current = Some(iid);
        self.entry.next_src += 1;
        self.entry.next_pos += 1;
        if self.entry.next_pos as usize == self.region.len() {
            self.entry.next_pos = 0;
        }
    }

    pub(crate) fn entry_cycle_start(&mut self) {
        if self.entry.current.is_none() {
            self.entry_fetch_next();
        }
    }

    pub(crate) fn entry_is_available(&mut self, ls: &mut [&mut dyn Listener]) -> bool {
        match self.entry.current {
            Some(iid) => {
                if self.in_order.is_some() {
                    self.in_order_is_available(iid)
                } else if self.moq.is_some() {
                    self.moq_is_available(iid)
                } else {
                    self.dispatch_is_available(iid, ls)
                }
            }
            None => false,
        }
    }

    pub(crate) fn entry_execute(&mut self, ls: &mut [&mut dyn Listener]) {
        let Some(iid) = self.entry.current.take() else { return };
        if self.in_order.is_some() {
            self.in_order_execute(iid, ls);
        } else if self.moq.is_some() {
            self.moq_execute(iid);
        } else {
            self.dispatch_execute(iid, ls);
        }
        self.entry_fetch_next();
    }

    pub(crate) fn entry_cycle_end(&mut self) {
        self.insts.release_retired();
    }
}
