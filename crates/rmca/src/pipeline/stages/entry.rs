//! Entry stage: hands the instruction stream (region x iterations) to the
//! next stage, one instruction at a time, as long as it accepts them.

use std::rc::Rc;

use crate::model::desc::InstTemplate;
use crate::pipeline::instruction::InstStore;
use crate::pipeline::notify::Notify;
use crate::pipeline::signature::Sig;
use crate::pipeline::units::Units;

/// The stage after entry (llvm-mca's next stage in the pipeline's list),
/// statically dispatched.
pub(crate) trait NextStage {
    /// Whether `iid` can enter this cycle (may report stalls).
    fn is_available(&mut self, iid: u32, u: &mut Units<'_>, out: &mut Notify<'_, '_>) -> bool;
    /// `iid` enters.
    fn execute(&mut self, iid: u32, u: &mut Units<'_>, out: &mut Notify<'_, '_>);
}

pub(crate) struct EntryStage<'m> {
    pub(crate) region: &'m [Rc<InstTemplate>],
    /// Dense descriptor id of each region slot (see `Instruction::desc_id`).
    region_desc_ids: Vec<u32>,
    /// Instructions in the stream (shortened by a fast-forward).
    pub(crate) total_insts: u32,
    /// The instruction waiting to enter the next stage.
    pub(crate) current: Option<u32>,
    /// Source index of the next instruction to create.
    pub(crate) next_src: u32,
    /// Its position in the region (`next_src % region length`, kept
    /// without dividing).
    pub(crate) next_pos: u32,
}

impl<'m> EntryStage<'m> {
    pub(crate) fn new(region: &'m [Rc<InstTemplate>], region_desc_ids: Vec<u32>, total_insts: u32) -> Self {
        EntryStage { region, region_desc_ids, total_insts, current: None, next_src: 0, next_pos: 0 }
    }

    #[inline]
    pub(crate) fn has_work(&self) -> bool {
        self.current.is_some() || self.next_src < self.total_insts
    }

    fn fetch_next(&mut self, insts: &mut InstStore) {
        if self.next_src >= self.total_insts {
            return;
        }
        let iid = self.next_src;
        let k = self.next_pos as usize;
        insts.create_with_desc_id(iid, &self.region[k], self.region_desc_ids[k], k as u32);
        self.current = Some(iid);
        self.next_src += 1;
        self.next_pos += 1;
        if self.next_pos as usize == self.region.len() {
            self.next_pos = 0;
        }
    }

    #[inline]
    pub(crate) fn cycle_start(&mut self, insts: &mut InstStore) {
        if self.current.is_none() {
            self.fetch_next(insts);
        }
    }

    /// Hands instructions to `next` for as long as it takes them.
    #[inline]
    pub(crate) fn feed(&mut self, next: &mut impl NextStage, u: &mut Units<'_>, out: &mut Notify<'_, '_>) {
        while let Some(iid) = self.current {
            if !next.is_available(iid, u, out) {
                break;
            }
            self.current = None;
            next.execute(iid, u, out);
            self.fetch_next(&mut u.insts);
        }
    }

    /// Appends the stage's state (see `pipeline::steady`).
    pub(crate) fn steady_signature(&self, s: &mut Sig<'_>) {
        let Self { next_pos, current, region: _, region_desc_ids: _, total_insts: _, next_src: _ } = self;
        // (The region is fixed; `next_src` is the signature's base and
        // `total_insts` only says when the stream ends, which a
        // fast-forward checks itself.)
        s.u(*next_pos as u64);
        s.opt_iid(*current);
    }

    #[inline]
    pub(crate) fn cycle_end(&mut self, insts: &mut InstStore) {
        insts.release_retired();
    }
}
