//! Steady-state fast-forward.
//!
//! A loop body simulated for many iterations settles, after a transient,
//! into a periodic regime: every `P` instructions and `C` cycles the whole
//! pipeline is back in the same state, once source indices are counted
//! from the next instruction to enter and cycles from now. From then on
//! each period sends the listeners the same events again, shifted by `P`
//! source indices.
//!
//! This module looks for such a period while the simulation runs. At every
//! cycle boundary a fingerprint of a few counts (queue lengths, free units,
//! round-robin positions: O(1) to read; and the executing instructions'
//! cycles left, so that the cycles of a long stall differ) goes into a
//! small table; when it
//! comes back with the stream moved on, it proposes a period: the full
//! state is recorded then and compared, word for word, with the state one
//! proposed period later. Only when the two are identical (and every
//! listener's non-summing values came back too) is the simulation
//! fast-forwarded: all whole periods but the last one before the end of
//! the instruction stream are skipped. When the counts repeat but the
//! state does not (a set's order or a round-robin cycling more slowly),
//! the state is recorded every period until one comes back, which gives
//! the true period (at most 8 times in a row; after such a chain of long
//! periods the fingerprint tables start afresh, since their entries date
//! from a transient that has moved on). Listeners'
//! sums are advanced by the per-period growth times the number of skipped
//! periods, the stream is shortened by as many instructions, and source
//! indices reported to listeners from then on are shifted back up, so the
//! views print what a cycle-by-cycle run prints. In `Auto` mode the full
//! signatures taken are limited (a few, plus one per 16 iterations and one
//! per 256 simulated cycles), so a run without a period pays little more
//! than the fingerprints.
//!
//! Exactness rests on the signature being complete: everything that can
//! influence a later cycle is in it, relative to the stream position and
//! the current cycle (units add their own parts, next to their fields).
//! Target custom behaviour (it may print on every evaluation) and listeners
//! that do not list their counters (`Listener::steady_counters`) turn it
//! off.

use rustc_hash::FxHashMap;

use crate::pipeline::events::{Counters, Listener};

/// When the pipeline looks for a steady state to fast-forward.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum FastForward {
    /// Never: every cycle is simulated.
    Off,
    /// Looks cheaply every cycle; takes full signatures only a few times
    /// (more on long runs) and only where a skip would pay them back.
    #[default]
    Auto,
    /// With no limit on signatures and any gain, however small. Meant for
    /// testing: short runs then take the fast-forward path too.
    Always,
}

/// The simulated pipeline as the period search sees it. The pipeline
/// implements it beside its own state (`machine.rs`), and each unit writes
/// its part of the fingerprint and the signature next to its fields.
pub(crate) trait Periodic {
    /// What a signature needs besides the state, found once per run when
    /// the first signature is taken (many runs take none).
    type Scope;
    /// Whether the pipeline can be fast-forwarded at all (target custom
    /// behaviour, which may print on every evaluation, rules it out).
    fn may_fast_forward(&self) -> bool;
    /// Listeners watch instructions below this source index one by one:
    /// nothing is skipped before they have all retired (0: none).
    fn watched_below(&self) -> u32;
    /// The instructions of the stream (all iterations), the next one to
    /// enter, the region's length, and the oldest still in flight.
    fn stream_len(&self) -> u32;
    fn next_src(&self) -> u32;
    fn region_len(&self) -> u32;
    fn oldest_in_flight(&self) -> u32;
    /// What source indices given to listeners are offset by.
    fn iid_offset(&self) -> u32;
    /// A few cheap counts, equal in any two states with equal signatures.
    fn fingerprint(&self) -> u64;
    fn signature_scope(&self) -> Self::Scope;
    /// The whole state at a cycle boundary, relative to the stream
    /// position and the current cycle, into `out`.
    fn signature(&self, scope: &Self::Scope, out: &mut Vec<u64>);
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

/// Takes listeners' counters and keeps none: asks only whether they can
/// be fast-forwarded at all (on a long region their counters run to
/// thousands of values, which a run too short to skip anything would
/// copy for nothing).
struct Discard;

impl Counters for Discard {
    fn sum32(&mut self, _v: &mut u32) {}
    fn sum64(&mut self, _v: &mut u64) {}
    fn same(&mut self, _v: u64) {}
    fn iid(&mut self, _v: &mut u32) {}
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

/// What is being done with a proposed period.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Watch {
    /// The signature at the start is taken; compared one period later.
    Check,
    /// The fingerprint repeats every period but the state did not: a
    /// signature is taken every period until a state comes back (the
    /// true period is a multiple, such as when the order of a set or a
    /// round-robin cycles more slowly than the counts).
    Sample,
}

/// A proposed period, with what is known of the state at its start.
struct Candidate {
    watch: Watch,
    /// With `Watch::Check`: the signature at the start, and the
    /// listeners' counters.
    sig: Vec<u64>,
    sums: Vec<u64>,
    same: Vec<u64>,
    /// Stream position at the start.
    src: u32,
    /// The period.
    insts: u32,
    cycles: u64,
    /// The cheap fingerprint at the start.
    fingerprint: u64,
    /// With `Watch::Sample`: signatures taken so far, none seen before.
    samples: u32,
}

/// A cycle boundary remembered by its fingerprint.
#[derive(Clone, Copy)]
struct Boundary {
    fingerprint: u64,
    src: u32,
    /// The cycle, wrapped to 32 bits (periods are far shorter).
    cycle: u32,
}

/// Remembered boundaries (a direct-mapped table indexed by fingerprint).
/// A period of many cycles with as many different fingerprints still has
/// most of them survive the others' overwriting.
const RECENT_SLOTS: usize = 256;
const ITERATION_SLOTS: usize = 64;

/// Looks for a steady state as the simulation runs (see the module doc).
pub(crate) struct Steady<S> {
    mode: FastForward,
    /// Listeners watch instructions below this source index one by one;
    /// nothing is skipped before they have all retired.
    watched_below: u32,
    /// What signatures need besides the state, found at the first one.
    scope: Option<S>,
    /// Do nothing before this cycle (a candidate is being waited for).
    next_check: u64,
    /// The last boundary seen with each fingerprint (by its low bits).
    recent: Vec<Boundary>,
    /// The same for the first boundary of each iteration only.
    iteration_starts: Vec<Boundary>,
    /// The stream position that starts the next iteration.
    next_iteration_src: u32,
    cand: Option<Candidate>,
    /// Scratch for signatures.
    buf: Vec<u64>,
    /// Signatures taken so far, and how many the run allows besides one
    /// per `CYCLES_PER_SIGNATURE` simulated cycles (`u32::MAX`: no limit).
    signatures_taken: u32,
    signature_allowance: u32,
    /// Hash of every signature taken so far -> (stream position, cycle):
    /// a state that comes back proposes its own period.
    taken: FxHashMap<u64, (u32, u64)>,
    done: bool,
}

pub(crate) fn mix(h: u64, w: u64) -> u64 {
    (h.rotate_left(5) ^ w).wrapping_mul(0x517c_c1b7_2722_0a95)
}

/// Hash of a signature, only used to propose periods (which are then
/// checked word for word).
fn hash(words: &[u64]) -> u64 {
    // Four words per step: signatures run to thousands of words.
    let mut chunks = words.chunks_exact(4);
    let mut h = words.len() as u64;
    for c in &mut chunks {
        h = mix(h, c[0] ^ c[1].rotate_left(16) ^ c[2].rotate_left(32) ^ c[3].rotate_left(48));
    }
    chunks.remainder().iter().fold(h, |h, &w| mix(h, w))
}

/// In `Auto` mode, signatures (each costs a few simulated cycles) are
/// taken at most this many times, plus one per this many iterations of
/// the run, plus one per this many simulated cycles (a long loop body can
/// take tens of iterations to settle, each of thousands of cycles, and
/// needs a signature every iteration meanwhile)...
const BASE_SIGNATURES: u32 = 8;
const ITERATIONS_PER_SIGNATURE: u32 = 16;
const CYCLES_PER_SIGNATURE: u64 = 256;
/// ...and a period is checked only when it would skip at least this many
/// cycles.
const MIN_GAIN_CYCLES: u64 = 8;
/// A chain of samples (`Watch::Sample`) ends after this many new states,
/// so that the fingerprints can propose the period again: its length in
/// cycles may have changed meanwhile, and samples one old period apart
/// would then never meet a state again. (Every signature stays on record,
/// so a later one can still match it.)
const MAX_SAMPLES: u32 = 8;
/// The fingerprint tables are cleared when a chain of samples of at least
/// this many cycles per period ends without a match (see
/// `forget_stale_boundaries`).
const STALE_AFTER_CYCLES: u64 = 512;

const EMPTY: Boundary = Boundary { fingerprint: 0, src: u32::MAX, cycle: 0 };

impl<S> Steady<S> {
    pub(crate) fn new<P: Periodic<Scope = S>>(mode: FastForward, p: &P, ls: &mut [&mut dyn Listener]) -> Steady<S> {
        let supported = mode != FastForward::Off
            && p.may_fast_forward()
            && ls.iter_mut().all(|l| l.steady_counters(&mut Discard));
        let iterations = p.stream_len() / p.region_len().max(1);
        Steady {
            mode,
            watched_below: p.watched_below(),
            scope: None,
            next_check: 0,
            recent: if supported { vec![EMPTY; RECENT_SLOTS] } else { Vec::new() },
            iteration_starts: if supported { vec![EMPTY; ITERATION_SLOTS] } else { Vec::new() },
            next_iteration_src: 0,
            cand: None,
            buf: Vec::new(),
            signatures_taken: 0,
            signature_allowance: match mode {
                FastForward::Always => u32::MAX,
                _ => BASE_SIGNATURES + iterations / ITERATIONS_PER_SIGNATURE,
            },
            taken: FxHashMap::default(),
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
    pub(crate) fn step<P: Periodic<Scope = S>>(&mut self, p: &P, ls: &mut [&mut dyn Listener], cycles: u64) -> Option<(u32, u64)> {
        let fingerprint = p.fingerprint();
        let src = p.next_src();
        if let Some(mut c) = self.cand.take() {
            let repeated = fingerprint == c.fingerprint && src == c.src.wrapping_add(c.insts);
            if !repeated {
                // Not a period after all (the transient goes on).
                if c.watch == Watch::Check {
                    self.buf = c.sig;
                }
            } else {
                if c.watch == Watch::Check {
                    if let Some(skip) = self.confirm(p, ls, &c) {
                        return (skip.0 != 0).then_some(skip);
                    }
                    // The signature now is in `buf`.
                    std::mem::swap(&mut self.buf, &mut c.sig);
                    self.spend_signature();
                } else {
                    if !self.take_signature(p, cycles) {
                        return None;
                    }
                    c.sig = std::mem::take(&mut self.buf);
                }
                // Same counts, other state: take the state every period
                // until one comes back.
                if let Some((insts, period)) = self.seen_before(&c.sig, src, cycles) {
                    let check = Candidate { watch: Watch::Check, src, insts, cycles: period, fingerprint, ..c };
                    self.start_check(p, ls, check, cycles);
                } else if c.samples < MAX_SAMPLES
                    && self.worth_checking(p, c.insts, c.cycles)
                    && self.may_take_signature(cycles + c.cycles)
                {
                    self.buf = std::mem::take(&mut c.sig);
                    self.next_check = cycles + c.cycles;
                    self.cand = Some(Candidate { watch: Watch::Sample, src, samples: c.samples + 1, ..c });
                } else {
                    self.buf = c.sig;
                    // The tables were not fed during the chain's periods.
                    self.forget_stale_boundaries(c.cycles);
                }
                return None;
            }
        }
        if let Some((insts, period)) = self.note_boundary(p, fingerprint, src, cycles) {
            self.propose(p, ls, insts, period, fingerprint, src, cycles);
        }
        None
    }

    /// A chain of samples of `period` cycles each ended without a match.
    /// The tables were not fed meanwhile: after a long wait their entries
    /// date from a transient that has moved on, and would propose periods
    /// many times too long. (Clearing them after a single failed period
    /// loses entries that other runs need.)
    fn forget_stale_boundaries(&mut self, period: u64) {
        if period >= STALE_AFTER_CYCLES {
            self.recent.fill(EMPTY);
            self.iteration_starts.fill(EMPTY);
        }
    }

    /// Enters a cycle boundary into the fingerprint tables; returns the
    /// period (instructions, cycles) since the same fingerprint was last
    /// seen, when checking it can pay back.
    fn note_boundary<P: Periodic<Scope = S>>(&mut self, p: &P, fingerprint: u64, src: u32, cycles: u64) -> Option<(u32, u64)> {
        let here = Boundary { fingerprint, src, cycle: cycles as u32 };
        let slot = &mut self.recent[(fingerprint % RECENT_SLOTS as u64) as usize];
        let mut before = std::mem::replace(slot, here);
        if src >= self.next_iteration_src {
            // The first boundary of an iteration: a period is whole
            // iterations, so these boundaries come back with it too, and
            // their own table holds them over periods of many cycles.
            let n = p.region_len().max(1);
            self.next_iteration_src = (src / n + 1) * n;
            let slot = &mut self.iteration_starts[(fingerprint % ITERATION_SLOTS as u64) as usize];
            let earlier = std::mem::replace(slot, here);
            if before.fingerprint != fingerprint || before.src >= src {
                before = earlier;
            }
        }
        if before.fingerprint != fingerprint || before.src >= src || p.oldest_in_flight() < self.watched_below {
            return None;
        }
        // The same fingerprint one proposed period ago.
        let (insts, period) = (src - before.src, (cycles as u32).wrapping_sub(before.cycle) as u64);
        self.worth_checking(p, insts, period).then_some((insts, period))
    }

    /// Starts watching a proposed period of `insts` instructions and
    /// `period` cycles from this boundary.
    #[allow(clippy::too_many_arguments)]
    fn propose<P: Periodic<Scope = S>>(&mut self, p: &P, ls: &mut [&mut dyn Listener], insts: u32, period: u64, fingerprint: u64, src: u32, cycles: u64) {
        // The signature is taken at once: waiting for the fingerprint to
        // come back first would spare the signatures of periods that do
        // not hold, but delays every skip by a period, which measured
        // dearer on real blocks (100 and 1,000 iterations alike).
        let c = Candidate {
            watch: Watch::Check,
            sig: Vec::new(),
            sums: Vec::new(),
            same: Vec::new(),
            src,
            insts,
            cycles: period,
            fingerprint,
            samples: 0,
        };
        self.start_check(p, ls, c, cycles);
    }

    /// Takes a signature into `buf`, if any may still be taken.
    fn take_signature<P: Periodic<Scope = S>>(&mut self, p: &P, cycles: u64) -> bool {
        if !self.may_take_signature(cycles) {
            return false;
        }
        self.spend_signature();
        let scope = self.scope.get_or_insert_with(|| p.signature_scope());
        p.signature(scope, &mut self.buf);
        true
    }

    fn spend_signature(&mut self) {
        self.signatures_taken = self.signatures_taken.saturating_add(1);
    }

    /// Whether the budget allows another signature at cycle `cycles`.
    fn may_take_signature(&self, cycles: u64) -> bool {
        let earned = (cycles / CYCLES_PER_SIGNATURE).min(u32::MAX as u64) as u32;
        self.signatures_taken < self.signature_allowance.saturating_add(earned)
    }

    /// Records the state and the listeners' counters at the start of
    /// candidate `c`, to be compared one period later. `c.sig`, when not
    /// empty, is the signature now.
    fn start_check<P: Periodic<Scope = S>>(&mut self, p: &P, ls: &mut [&mut dyn Listener], mut c: Candidate, cycles: u64) {
        if !self.worth_checking(p, c.insts, c.cycles) {
            return;
        }
        let Some((sums, same)) = record(ls, c.src.wrapping_add(p.iid_offset())) else { return };
        if c.sig.is_empty() {
            if !self.take_signature(p, cycles) {
                return;
            }
            c.sig = std::mem::take(&mut self.buf);
            if let Some((insts, period)) = self.seen_before(&c.sig, c.src, cycles) {
                if self.worth_checking(p, insts, period) {
                    (c.insts, c.cycles) = (insts, period);
                }
            }
        }
        (c.watch, c.sums, c.same) = (Watch::Check, sums, same);
        self.next_check = cycles + c.cycles;
        self.cand = Some(c);
    }

    /// Remembers signature `sig`, taken at stream position `src` and cycle
    /// `cycles`; returns the period (instructions, cycles) since an earlier
    /// one with the same hash, if any.
    fn seen_before(&mut self, sig: &[u64], src: u32, cycles: u64) -> Option<(u32, u64)> {
        match self.taken.insert(hash(sig), (src, cycles)) {
            Some((src1, cycles1)) if src1 < src => Some((src - src1, cycles - cycles1)),
            _ => None,
        }
    }

    /// Whether a check of a period of `insts` instructions and `period`
    /// cycles, starting now, can pay back.
    fn worth_checking<P: Periodic<Scope = S>>(&self, p: &P, insts: u32, period: u64) -> bool {
        // Confirmed one period from now, it skips every whole period left
        // then.
        let left = p.stream_len() - p.next_src();
        let periods = (left / insts).saturating_sub(1) as u64;
        let gain = periods * period;
        match self.mode {
            FastForward::Always => gain > 0,
            _ => gain >= MIN_GAIN_CYCLES,
        }
    }

    /// Compares the state now with the candidate's; on a match, advances
    /// the listeners and returns the instructions and cycles to skip (zero
    /// when too little is left). None: not a period (the signature now is
    /// then in `buf`).
    fn confirm<P: Periodic<Scope = S>>(&mut self, p: &P, ls: &mut [&mut dyn Listener], c: &Candidate) -> Option<(u32, u64)> {
        let scope = self.scope.get_or_insert_with(|| p.signature_scope());
        p.signature(scope, &mut self.buf);
        if self.buf != c.sig {
            return None;
        }
        let (_, same) = record(ls, p.next_src().wrapping_add(p.iid_offset()))?;
        if same != c.same {
            return None;
        }
        self.done = true;
        // Every whole period left is skipped. A period consumes exactly its
        // instructions from the stream (at a boundary, `next_src` counts the
        // one the entry stage holds), so none of them runs past its end;
        // the tail, and the stream running dry, are simulated.
        let left = p.stream_len() - p.next_src();
        let periods = left / c.insts;
        if periods == 0 {
            return Some((0, 0));
        }
        let mut adv = Advance { before: &c.sums, pos: 0, periods: periods as u64, shift: periods * c.insts };
        for l in ls.iter_mut() {
            l.steady_counters(&mut adv);
        }
        Some((periods * c.insts, periods as u64 * c.cycles))
    }
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
}
