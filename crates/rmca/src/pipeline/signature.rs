//! The pipeline state signature of the steady-state fast-forward
//! (`steady.rs`): units write their state into a [`Sig`] next to their
//! fields (`steady_signature`). Kept apart from `steady.rs` so that units
//! and instructions do not import the module that drives them.

/// Builds a pipeline state signature: a flat list of words in which source
/// indices are relative to a base (the next instruction to enter).
pub(crate) struct Sig<'a> {
    pub(super) out: &'a mut Vec<u64>,
    pub(super) base: u32,
    /// Whether a listener reads the critical-dependency bookkeeping
    /// (`interest::CRITICAL_DEPENDENCIES`). That bookkeeping never changes
    /// the timing, so without such a listener it is not state, and is left
    /// out: it remembers the transient long after the timing repeats.
    pub(super) critical: bool,
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
    /// A source index (relative values stay below 2^32, clear of the
    /// `u64::MAX` markers for "none").
    #[inline]
    pub fn iid(&mut self, iid: u32) {
        let rel = self.rel(iid);
        self.out.push(rel);
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
    /// Several words at once (one capacity check): for the fixed parts of
    /// the records a signature repeats per instruction and operand.
    #[inline]
    pub fn words<const N: usize>(&mut self, words: [u64; N]) {
        self.out.extend_from_slice(&words);
    }
    /// `iid` relative to the base (what `iid` writes).
    #[inline]
    pub fn rel(&self, iid: u32) -> u64 {
        iid.wrapping_sub(self.base) as u64
    }
    /// A source index (relative) and a small number in one word; never
    /// `u64::MAX` while `low` is below `u32::MAX`.
    #[inline]
    pub fn rel_and(&self, iid: u32, low: u32) -> u64 {
        (self.rel(iid) << 32) | low as u64
    }
    /// Critical-dependency bookkeeping (a mask or word of it), or 0 when
    /// no listener reads it.
    #[inline]
    pub fn critical_word(&self, w: u64) -> u64 {
        if self.critical {
            w
        } else {
            0
        }
    }
    #[inline]
    pub fn opt_iid(&mut self, iid: Option<u32>) {
        match iid {
            Some(i) => self.iid(i),
            None => self.u(u64::MAX),
        }
    }
}
