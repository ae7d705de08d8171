//! Steady-state fast-forward.
//!
//! A loop body simulated for many iterations settles, after a transient,
//! into a periodic regime: every `P` instructions and `C` cycles the whole
//! pipeline is back in the same state, once source indices are counted
//! from the next instruction to enter and cycles from now. From then on
//! each period sends the listeners the same events again, shifted by `P`
//! source indices.
//!
//! This module looks for such a period while the simulation runs. A cheap
//! hash of the state at every cycle boundary proposes one (two boundaries
//! with the same hash); the full state is then recorded and compared,
//! word for word, with the state one proposed period later. Only when the
//! two are identical (and every listener's non-summing values came back
//! too) is the simulation fast-forwarded: all whole periods but the last
//! one before the end of the instruction stream are skipped. Listeners'
//! sums are advanced by the per-period growth times the number of skipped
//! periods, the stream is shortened by as many instructions, and source
//! indices reported to listeners from then on are shifted back up, so the
//! views print what a cycle-by-cycle run prints.
//!
//! Exactness rests on the signature being complete: everything that can
//! influence a later cycle is in it, relative to the stream position and
//! the current cycle (units add their own parts, next to their fields).
//! Target custom behaviour (it may print on every evaluation) and listeners
//! that do not list their counters (`Listener::steady_counters`) turn it
//! off.

use std::collections::HashMap;

use crate::mc::sched::SchedModel;
use crate::pipeline::events::{Counters, Listener};
use crate::pipeline::instruction::CriticalDependency;
pub(crate) use crate::pipeline::signature::Sig;
use crate::pipeline::Pipeline;

/// When the pipeline looks for a steady state to fast-forward.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FastForward {
    /// Never: every cycle is simulated.
    Off,
    /// On long runs, where looking costs far less than it can save.
    #[default]
    Auto,
    /// From the first cycle on, whatever the length of the run. Meant for
    /// testing: short runs then take the fast-forward path too.
    Always,
}

// `Sig` itself is in `signature.rs` (units use it without importing this
// module); the encoding of a critical dependency is added here.
impl Sig<'_> {
    pub fn crd(&mut self, c: CriticalDependency) {
        if c == CriticalDependency::default() {
            self.u(u64::MAX);
        } else {
            self.iid(c.iid);
            self.u(c.reg_id as u64);
            self.u(c.cycles as u64);
        }
    }
}

/// Records listeners' counters.
struct Record<'a> {
    sums: &'a mut Vec<u64>,
    same: &'a mut Vec<u64>,
    /// Source index (as listeners see them) of the next instruction to enter.
    base: u32,
}

impl Counters for Record<'_> {
    fn sum32(&mut self, v: &mut u32) {
        self.sums.push(*v as u64);
    }
    fn sum64(&mut self, v: &mut u64) {
        self.sums.push(*v);
    }
    fn same(&mut self, v: u64) {
        self.same.push(v);
    }
    fn iid(&mut self, v: &mut u32) {
        self.same.push(v.wrapping_sub(self.base) as u64);
    }
}

/// Advances listeners' sums by `periods` times their growth since `before`
/// (wrapping, as the cycle-by-cycle sums would).
struct Advance<'a> {
    before: &'a [u64],
    pos: usize,
    periods: u64,
    /// Instructions skipped.
    shift: u32,
}

impl Counters for Advance<'_> {
    fn sum32(&mut self, v: &mut u32) {
        let step = v.wrapping_sub(self.before[self.pos] as u32);
        *v = v.wrapping_add(step.wrapping_mul(self.periods as u32));
        self.pos += 1;
    }
    fn sum64(&mut self, v: &mut u64) {
        let step = v.wrapping_sub(self.before[self.pos]);
        *v = v.wrapping_add(step.wrapping_mul(self.periods));
        self.pos += 1;
    }
    fn same(&mut self, _v: u64) {}
    fn iid(&mut self, v: &mut u32) {
        *v = v.wrapping_add(self.shift);
    }
}

/// Every listener's counters, or None when one of them cannot be
/// fast-forwarded.
fn record(ls: &mut [&mut dyn Listener], base: u32) -> Option<(Vec<u64>, Vec<u64>)> {
    let (mut sums, mut same) = (Vec::new(), Vec::new());
    for l in ls.iter_mut() {
        same.push(u64::MAX);
        if !l.steady_counters(&mut Record { sums: &mut sums, same: &mut same, base }) {
            return None;
        }
    }
    Some((sums, same))
}

/// A proposed period, with the state at its start.
struct Candidate {
    sig: Vec<u64>,
    sums: Vec<u64>,
    same: Vec<u64>,
    /// Stream position and cycle at the start.
    src: u32,
    cycle: u64,
    /// The period.
    insts: u32,
    cycles: u64,
}

/// Looks for a steady state as the simulation runs (see the module doc).
pub(crate) struct Steady {
    mode: FastForward,
    /// Listeners watch instructions below this source index one by one;
    /// nothing is skipped before they have all retired.
    watched_below: u32,
    /// Registers whose renaming state can change (see
    /// `RegisterFile::reachable_registers`).
    regs: Vec<u32>,
    /// The largest negative read advance, in cycles.
    ra_cap: u32,
    /// Do nothing before this cycle.
    next_check: u64,
    /// The current search window ends at this cycle (0: no window open).
    window_end: u64,
    /// Within a window, only boundaries where the next instruction to enter
    /// is at this position in the region are looked at: a periodic regime
    /// returns to any position it passes, and large regions pass each one
    /// only about once an iteration, so most signatures are saved.
    phase: u32,
    /// Signature hash -> (stream position, cycle) seen in the window.
    seen: HashMap<u64, (u32, u64)>,
    cand: Option<Candidate>,
    buf: Vec<u64>,
    windows_left: u32,
    done: bool,
}

/// Hash of a signature, only used to propose periods (which are then
/// checked word for word).
fn hash(words: &[u64]) -> u64 {
    let mut h = 0u64;
    for &w in words {
        h = (h.rotate_left(5) ^ w).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    h
}

/// In `Auto` mode: the first window opens after this many cycles (the
/// transient as the queues fill), ...
const MIN_WARMUP_CYCLES: u64 = 32;
/// ...a window is at most this fraction of the cycles left, ...
const WINDOW_COST_RATIO: u64 = 8;
/// ...and the search ends after this many windows.
const MAX_WINDOWS: u32 = 6;
/// In `Always` mode windows follow one another; each picks its phase anew
/// (a phase picked in a transient may never come back).
const ALWAYS_WINDOW: u64 = 1 << 12;

impl Steady {
    pub(crate) fn new(mode: FastForward, p: &Pipeline<'_>, ls: &mut [&mut dyn Listener]) -> Steady {
        let watched_below = p.lmasks.iter().map(|&(_, limit)| limit).filter(|&l| l != u32::MAX).max().unwrap_or(0);
        let supported = mode != FastForward::Off
            && p.custom.is_none()
            && record(ls, 0).is_some();
        let regs = if supported {
            let all = p.region.iter().flat_map(|t| t.defs.iter().map(|d| d.reg).chain(t.uses.iter().map(|u| u.reg)));
            p.prf.reachable_registers(all, p.ri)
        } else {
            Vec::new()
        };
        Steady {
            mode,
            watched_below,
            regs,
            ra_cap: max_negative_read_advance(p.sm),
            next_check: 0,
            window_end: 0,
            phase: 0,
            seen: HashMap::new(),
            cand: None,
            buf: Vec::new(),
            windows_left: if mode == FastForward::Always { u32::MAX } else { MAX_WINDOWS },
            done: !supported,
        }
    }

    /// Whether `step` has something to do at this cycle boundary.
    #[inline]
    pub(crate) fn due(&self, cycles: u64) -> bool {
        !self.done && cycles >= self.next_check
    }

    /// Called at a cycle boundary (`cycles` simulated so far) when `due`.
    /// Returns the instructions and cycles to skip, when a period was
    /// confirmed; the listeners have then been advanced already.
    pub(crate) fn step(&mut self, p: &Pipeline<'_>, ls: &mut [&mut dyn Listener], cycles: u64) -> Option<(u32, u64)> {
        if let Some(c) = &self.cand {
            let due = c.cycle + c.cycles;
            if cycles < due {
                self.next_check = due;
                return None;
            }
            let c = self.cand.take().expect("candidate");
            if let Some(skip) = self.confirm(p, ls, &c) {
                return (skip.0 != 0).then_some(skip);
            }
            self.seen.clear();
        }
        if p.insts.oldest() < self.watched_below {
            self.next_check = cycles + 1;
            return None;
        }
        if self.window_end == 0 {
            if !self.open_window(p, cycles) {
                return None;
            }
        } else if cycles >= self.window_end {
            self.close_window(cycles);
            return None;
        } else if p.entry.next_pos != self.phase {
            self.next_check = cycles + 1;
            return None;
        }
        signature(p, &self.regs, self.ra_cap, &mut self.buf);
        let src = p.entry.next_src;
        let h = hash(&self.buf);
        match self.seen.insert(h, (src, cycles)) {
            Some((src1, cycle1)) if src1 < src => {
                let (sums, same) = record(ls, src.wrapping_add(p.iid_offset))?;
                self.cand = Some(Candidate {
                    sig: self.buf.clone(),
                    sums,
                    same,
                    src,
                    cycle: cycles,
                    insts: src - src1,
                    cycles: cycles - cycle1,
                });
                self.next_check = cycles + (cycles - cycle1);
            }
            _ => self.next_check = cycles + 1,
        }
        None
    }

    /// Compares the state now with the candidate's; on a match, advances
    /// the listeners and returns the instructions and cycles to skip (zero
    /// when too little is left). None: not a period.
    fn confirm(&mut self, p: &Pipeline<'_>, ls: &mut [&mut dyn Listener], c: &Candidate) -> Option<(u32, u64)> {
        if p.entry.next_src != c.src.wrapping_add(c.insts) {
            return None;
        }
        signature(p, &self.regs, self.ra_cap, &mut self.buf);
        if self.buf != c.sig {
            return None;
        }
        let (_, same) = record(ls, p.entry.next_src.wrapping_add(p.iid_offset))?;
        if same != c.same {
            return None;
        }
        self.done = true;
        // Keep the last whole period (and the tail) simulated: the stream
        // must not run dry within a skipped period.
        let left = p.total_insts - p.entry.next_src;
        let periods = (left / c.insts).saturating_sub(1);
        if periods == 0 {
            return Some((0, 0));
        }
        let mut adv = Advance { before: &c.sums, pos: 0, periods: periods as u64, shift: periods * c.insts };
        for l in ls.iter_mut() {
            l.steady_counters(&mut adv);
        }
        Some((periods * c.insts, periods as u64 * c.cycles))
    }

    /// Opens a search window if the run is worth it; false when not now.
    fn open_window(&mut self, p: &Pipeline<'_>, cycles: u64) -> bool {
        let n = (p.region.len() as u32).max(1);
        let done_iters = (p.num_retired / n as u64).max(1);
        let per_iter = (cycles / done_iters).max(1);
        let len = if self.mode == FastForward::Always {
            ALWAYS_WINDOW
        } else {
            if cycles < MIN_WARMUP_CYCLES {
                self.next_check = MIN_WARMUP_CYCLES;
                return false;
            }
            // A signature costs several simulated cycles: search only
            // where it can pay back many times over.
            let left = ((p.total_insts - p.entry.next_src) / n) as u64 * per_iter;
            let len = (256 * per_iter + 1024).min(1 << 18).min(left / WINDOW_COST_RATIO);
            if len < 2 * per_iter + 64 {
                self.done = true;
                return false;
            }
            len
        };
        self.window_end = cycles + len;
        self.phase = p.entry.next_pos;
        self.seen.clear();
        true
    }

    fn close_window(&mut self, cycles: u64) {
        self.window_end = 0;
        self.seen.clear();
        self.windows_left = self.windows_left.saturating_sub(1);
        if self.windows_left == 0 {
            self.done = true;
        }
        // Transients can be long: wait as long as the run so far.
        self.next_check = if self.mode == FastForward::Always { cycles } else { cycles * 2 };
    }
}

fn max_negative_read_advance(sm: &SchedModel) -> u32 {
    sm.classes.iter().flat_map(|c| c.read_advance.iter()).map(|e| if e.cycles < 0 { (-e.cycles) as u32 } else { 0 }).max().unwrap_or(0)
}

/// The pipeline's state at a cycle boundary, relative to the stream
/// position and the current cycle.
fn signature(p: &Pipeline<'_>, regs: &[u32], ra_cap: u32, out: &mut Vec<u64>) {
    out.clear();
    let mut s = Sig { out, base: p.entry.next_src };
    s.u(p.entry.next_pos as u64);
    s.opt_iid(p.entry.current);
    let d = &p.dispatch;
    s.u(d.available as u64);
    s.u(d.carry_over as u64);
    s.opt_iid(d.carried_over);
    if let Some(q) = &p.moq {
        q.steady_signature(&mut s);
    }
    if let Some(io) = &p.in_order {
        io.steady_signature(&mut s);
    }
    p.rcu.steady_signature(&mut s);
    p.lsu.steady_signature(&mut s);
    p.prf.steady_signature(&mut s, regs, ra_cap);
    p.sched.steady_signature(&mut s);
    p.insts.steady_signature(&mut s, &|t| p.rcu.token_rel(t), &|g| p.lsu.group_rel(g));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_grow_by_their_per_period_step_and_wrap_like_u32() {
        // Rule: after `periods` skipped periods a sum is where `periods`
        // more steps of (now - period start) would have taken it, modulo
        // its width.
        let (mut a, mut b) = (10u32, u32::MAX - 5);
        let mut c = 1000u64;
        let (mut sums, mut same) = (Vec::new(), Vec::new());
        let mut rec = Record { sums: &mut sums, same: &mut same, base: 0 };
        rec.sum32(&mut a);
        rec.sum32(&mut b);
        rec.sum64(&mut c);
        // One period later.
        a += 3;
        b = b.wrapping_add(4);
        c += 7;
        let mut adv = Advance { before: &sums, pos: 0, periods: 5, shift: 0 };
        adv.sum32(&mut a);
        adv.sum32(&mut b);
        adv.sum64(&mut c);
        assert_eq!(a, 10 + 3 * 6);
        assert_eq!(b, (u32::MAX - 5).wrapping_add(4 * 6));
        assert_eq!(c, 1000 + 7 * 6);
    }

    #[test]
    fn source_indices_compare_relative_to_the_stream_and_move_by_the_skip() {
        // Rule: an instruction index is state relative to the next
        // instruction to enter; a skip of k instructions adds k to it.
        let (mut s1, mut same1, mut s2, mut same2) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let (mut x, mut y) = (95u32, 195u32);
        Record { sums: &mut s1, same: &mut same1, base: 100 }.iid(&mut x);
        Record { sums: &mut s2, same: &mut same2, base: 200 }.iid(&mut y);
        assert_eq!(same1, same2);
        assert!(s1.is_empty());
        Advance { before: &[], pos: 0, periods: 3, shift: 300 }.iid(&mut y);
        assert_eq!(y, 495);
    }

    #[test]
    fn signatures_name_instructions_relative_to_a_base() {
        let mut out = Vec::new();
        let mut s = Sig { out: &mut out, base: 1000 };
        s.iid(998);
        s.opt_iid(None);
        s.crd(CriticalDependency::default());
        s.crd(CriticalDependency { iid: 1001, reg_id: 7, cycles: 2 });
        assert_eq!(out, vec![u32::MAX as u64 - 1, u64::MAX, u64::MAX, 1, 7, 2]);
    }
}
