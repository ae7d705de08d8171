//! Cycles counted per value, as the statistics views keep them.

use crate::pipeline::events::Counters;

/// Cycles counted per value (micro-ops or instructions per cycle), listed
/// in increasing value order; values never counted are not listed.
#[derive(Clone, Debug, Default)]
pub struct Histogram {
    counts: Vec<u32>,
}

impl Histogram {
    #[inline]
    pub fn add(&mut self, value: u32) {
        let v = value as usize;
        if v >= self.counts.len() {
            self.counts.resize(v + 1, 0);
        }
        self.counts[v] += 1;
    }
    /// Lists the counts for steady-state fast-forward.
    pub fn steady_counters(&mut self, c: &mut dyn Counters) {
        c.same(self.counts.len() as u64);
        for n in &mut self.counts {
            c.sum32(n);
        }
    }
    /// (value, count) for the values counted at least once.
    pub fn iter(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.counts.iter().enumerate().filter(|e| *e.1 != 0).map(|(v, &c)| (v as u32, c))
    }
}
