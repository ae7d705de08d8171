//! The pipeline state signature of the steady-state fast-forward
//! (`steady.rs`): units write their state into a [`Sig`] next to their
//! fields (`steady_signature`). Kept apart from `steady.rs` so that units
//! and instructions do not import the module that drives them.

/// Builds a pipeline state signature: a flat list of words in which source
/// indices are relative to a base (the next instruction to enter).
pub(crate) struct Sig<'a> {
    pub(super) out: &'a mut Vec<u64>,
    pub(super) base: u32,
}

impl Sig<'_> {
    #[inline]
    pub fn u(&mut self, v: u64) {
        self.out.push(v);
    }
    #[inline]
    pub fn b(&mut self, v: bool) {
        self.out.push(v as u64);
    }
    #[inline]
    pub fn i(&mut self, v: i32) {
        self.out.push(v as u32 as u64);
    }
    /// A source index (relative values stay below 2^32, clear of the
    /// `u64::MAX` markers for "none").
    #[inline]
    pub fn iid(&mut self, iid: u32) {
        self.out.push(iid.wrapping_sub(self.base) as u64);
    }
    /// Two 32-bit values in one word (signatures run to thousands of words,
    /// which are written, hashed and compared).
    #[inline]
    pub fn pair(&mut self, high: u32, low: u32) {
        self.out.push(((high as u64) << 32) | low as u64);
    }
    /// A source index and a small number in one word; never `u64::MAX`
    /// while `low` is below `u32::MAX`.
    #[inline]
    pub fn iid_and(&mut self, iid: u32, low: u32) {
        self.pair(iid.wrapping_sub(self.base), low);
    }
    /// A set of source indices: its size, then its members in a canonical
    /// order (ascending relative index), sorted where they are written
    /// rather than in a copy (signatures hold many such sets).
    pub fn iid_set(&mut self, set: &[u32]) {
        self.u(set.len() as u64);
        let start = self.out.len();
        for &iid in set {
            self.iid(iid);
        }
        self.out[start..].sort_unstable();
    }
    #[inline]
    pub fn opt_iid(&mut self, iid: Option<u32>) {
        match iid {
            Some(i) => self.iid(i),
            None => self.u(u64::MAX),
        }
    }
}
