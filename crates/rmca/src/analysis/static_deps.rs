//! Static dependency analysis of one region (rmca's `-loop-carried-deps`):
//! the dependency graph of one iteration, with the edges that carry into
//! the next, under the rules the simulator uses.
//!
//! - Register dependencies (flags included: they are registers): a read
//!   depends on the newest write of its register or of one of its
//!   sub-registers, as `pipeline::units::register_file` resolves it, with
//!   latency `max(0, write latency - ReadAdvance)` (`read_advance_cycles`).
//!   Reads of dependency-breaking idioms depend on nothing. Moves the
//!   register file can eliminate (its `move_eliminable` rule, assuming
//!   the per-cycle limit is not hit) do not write: their readers depend on
//!   the move's source producer, as the simulator's register aliasing has
//!   it. A partial write of a register renamed as a larger one waits for
//!   the previous write of the larger register, until that one has fewer
//!   cycles left than the partial write's latency (`WriteState::is_ready`).
//! - Memory dependencies as the load/store unit orders memory groups:
//!   without `-noalias`, loads depend on the last store and stores on the
//!   last load and store, each for the whole latency of the predecessor
//!   (a data dependency: the group must have executed); barriers likewise.
//!   Order-only dependencies (the predecessor must have issued) add no
//!   latency and are left out.
//!
//! Chains are read off the graph: an edge from instruction `a` of the
//! previous iteration to `b` closes the chain `b -> ... -> a -> b` (the
//! longest path from `b` to `a` within one iteration, plus the edge).
//! `cycles_per_iteration` is the maximum cycle mean of the graph unrolled
//! over iterations (Karp's algorithm on the carried edges), which also
//! covers cycles that take several iterations to close; it is a lower
//! bound of what the simulation can reach. (Past 400 distinct targets of
//! carried edges, only single-iteration chains are searched.)

use std::rc::Rc;

use crate::mc::regs::RegisterInfo;
use crate::mc::sched::SchedModel;
use crate::model::desc::InstTemplate;
use crate::pipeline::units::register_file::{read_advance_cycles, RegisterFile};

/// Why an instruction waits for another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DepKind {
    /// A read of this register (as written by the producer).
    Register(u32),
    /// A partial write of this register merged with the older value.
    PartialWrite(u32),
    /// The load/store unit's ordering of memory operations.
    Memory,
}

/// A dependency: `to` waits `latency` cycles after `from` issues. A
/// `carried` edge comes from `from` of the previous iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DepEdge {
    pub from: u32,
    pub to: u32,
    pub latency: u32,
    pub carried: bool,
    pub kind: DepKind,
}

/// The dependency graph of one iteration.
#[derive(Clone, Debug, Default)]
pub struct DepGraph {
    pub num_insts: u32,
    pub edges: Vec<DepEdge>,
    /// Each instruction's latency (its descriptor's maximum latency).
    pub latencies: Vec<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Producer {
    /// 0: previous iteration, 1: this one.
    iteration: u8,
    inst: u32,
    latency: u32,
    write_res_id: u32,
    reg: u32,
}

/// Builds the graph of `insts` (one region, in source order).
pub fn build(insts: &[Rc<InstTemplate>], sm: &SchedModel, ri: &RegisterInfo, noalias: bool) -> DepGraph {
    let n = insts.len();
    let nregs = ri.num_regs().max(1);
    let rf = RegisterFile::new(sm, ri, 0);
    let mut writer: Vec<Option<Producer>> = vec![None; nregs];
    let mut alias: Vec<u32> = vec![0; nregs];
    let mut zero: Vec<bool> = vec![false; nregs];
    let mut graph = DepGraph {
        num_insts: n as u32,
        edges: Vec::new(),
        latencies: insts.iter().map(|t| t.desc.max_latency).collect(),
    };
    let valid = |r: u32| r != 0 && (r as usize) < nregs;
    // Memory state: last load, last store, last barriers (as producers).
    let (mut last_load, mut last_store) = (None::<Producer>, None::<Producer>);
    let (mut last_load_barrier, mut last_store_barrier) = (None::<Producer>, None::<Producer>);
    for iteration in 0..2u8 {
        for (i, t) in insts.iter().enumerate() {
            let i = i as u32;
            let record = iteration == 1;
            let add = |graph: &mut DepGraph, p: &Producer, latency: u32, kind: DepKind| {
                if record {
                    let e = DepEdge { from: p.inst, to: i, latency, carried: p.iteration == 0, kind };
                    // Duplicates can only come from the same instruction.
                    if !graph.edges.iter().rev().take_while(|x| x.to == i).any(|x| *x == e) {
                        graph.edges.push(e);
                    }
                }
            };
            // Move elimination, as the register file decides it at dispatch.
            let mut eliminated = false;
            if t.is_optimizable_move && !t.defs.is_empty() && t.defs.len() == t.uses.len() && t.defs.len() <= 2 {
                let nd = t.defs.len();
                let w0 = t.defs[0].reg;
                if valid(w0) {
                    let prf = rf.register_file_of(w0);
                    eliminated = (0..nd).all(|k| {
                        let (r, w) = (&t.uses[k], &t.defs[nd - 1 - k]);
                        valid(r.reg)
                            && valid(w.reg)
                            && rf.move_eliminable(w.reg, w.clears_super_regs, r.reg, prf, zero[r.reg as usize])
                    });
                }
                if eliminated {
                    for k in 0..nd {
                        let (rreg, wreg) = (t.uses[k].reg, t.defs[nd - 1 - k].reg);
                        let mut aliased = rf.renamed_as(rreg);
                        if alias[aliased as usize] != 0 {
                            aliased = alias[aliased as usize];
                        }
                        let target = rf.renamed_as(wreg);
                        alias[target as usize] = aliased;
                        for &s in ri.subregs(target) {
                            alias[s as usize] = aliased;
                        }
                    }
                }
            }
            // Register reads.
            if !eliminated {
                for u in &t.uses {
                    if !valid(u.reg) || u.independent_from_def {
                        continue;
                    }
                    let rd = &t.desc.reads[u.desc_index as usize];
                    let mut reg = u.reg;
                    if alias[reg as usize] != 0 {
                        reg = alias[reg as usize];
                    }
                    let mut seen: Vec<Producer> = Vec::new();
                    for r in std::iter::once(reg).chain(ri.subregs(reg).iter().copied()) {
                        if let Some(p) = writer[r as usize] {
                            if !seen.contains(&p) {
                                seen.push(p);
                            }
                        }
                    }
                    for p in seen {
                        let ra = read_advance_cycles(sm, rd.sched_class_id, rd.use_index, p.write_res_id);
                        let latency = (p.latency as i64 - ra as i64).max(0) as u32;
                        add(&mut graph, &p, latency, DepKind::Register(p.reg));
                    }
                }
            }
            // Memory ordering.
            if t.may_load || t.may_store {
                let me = Producer { iteration, inst: i, latency: t.desc.max_latency, write_res_id: 0, reg: 0 };
                let mut preds: Vec<Producer> = Vec::new();
                if t.may_store {
                    if !noalias {
                        preds.extend(last_load.iter().chain(last_store.iter()));
                    }
                    preds.extend(last_store_barrier.iter().chain(last_load_barrier.iter()));
                } else {
                    if !noalias {
                        preds.extend(last_store.iter());
                    }
                    preds.extend(last_load_barrier.iter());
                    if t.is_load_barrier {
                        preds.extend(last_load.iter());
                    }
                }
                for p in preds {
                    add(&mut graph, &p, p.latency, DepKind::Memory);
                }
                if t.may_store {
                    last_store = Some(me);
                    if t.is_store_barrier {
                        last_store_barrier = Some(me);
                    }
                }
                if t.may_load {
                    last_load = Some(me);
                    if t.is_load_barrier {
                        last_load_barrier = Some(me);
                    }
                }
            }
            // Register writes.
            for d in &t.defs {
                if !valid(d.reg) {
                    continue;
                }
                let wd = &t.desc.writes[d.desc_index as usize];
                let me = Producer {
                    iteration,
                    inst: i,
                    latency: wd.latency,
                    write_res_id: wd.sclass_or_write_resource_id,
                    reg: d.reg,
                };
                let mut reg = d.reg;
                let full = rf.renamed_as(reg);
                if full != reg {
                    reg = full;
                    if !d.clears_super_regs && !eliminated {
                        if let Some(p) = writer[full as usize] {
                            if !(p.iteration == iteration && p.inst == i) {
                                // The write may start once the older one has
                                // fewer cycles left than its own latency.
                                let latency = (p.latency + 1).saturating_sub(wd.latency.max(1));
                                add(&mut graph, &p, latency, DepKind::PartialWrite(full));
                            }
                        }
                    }
                }
                let zero_reg = if d.clears_super_regs { reg } else { d.reg };
                zero[zero_reg as usize] = d.writes_zero;
                for &s in ri.subregs(zero_reg) {
                    zero[s as usize] = d.writes_zero;
                }
                if eliminated {
                    if d.clears_super_regs {
                        for &s in ri.superregs(reg) {
                            zero[s as usize] = d.writes_zero;
                        }
                    }
                    continue;
                }
                if let Some(p) = writer[reg as usize] {
                    if p.iteration == iteration && p.inst == i && p.latency > me.latency {
                        continue;
                    }
                }
                writer[reg as usize] = Some(me);
                alias[reg as usize] = 0;
                for &s in ri.subregs(reg) {
                    writer[s as usize] = Some(me);
                    alias[s as usize] = 0;
                }
                if d.clears_super_regs {
                    for &s in ri.superregs(reg) {
                        writer[s as usize] = Some(me);
                        alias[s as usize] = 0;
                        zero[s as usize] = d.writes_zero;
                    }
                }
            }
        }
    }
    graph
}

/// A loop-carried chain: instructions in dependency order, closing back on
/// the first one in the next iteration (`iterations` later).
#[derive(Clone, Debug, PartialEq)]
pub struct ChainPath {
    pub insts: Vec<u32>,
    /// Cycles around the chain.
    pub latency: u32,
    /// Iterations the chain spans (carried edges on it).
    pub iterations: u32,
}

/// What the graph says.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The maximum cycle mean: cycles per iteration the dependencies
    /// alone impose.
    pub cycles_per_iteration: f64,
    /// Chains through one carried edge each, longest first, plus the
    /// critical cycle when it spans several iterations.
    pub chains: Vec<ChainPath>,
    /// The longest path through one iteration (no carried edges), and its
    /// latency including the last instruction's.
    pub critical_path: Vec<u32>,
    pub critical_path_latency: u32,
}

const NONE: i64 = i64::MIN / 4;

/// Carried-edge targets beyond which cycles spanning several iterations
/// are not searched (Karp's algorithm is cubic in their number).
const MAX_KARP_TARGETS: usize = 400;

/// Longest intra-iteration paths from `src` (index order is a topological
/// order of the intra edges): distance and predecessor per instruction.
fn longest_from(g: &DepGraph, intra: &[Vec<(u32, u32)>], src: u32) -> (Vec<i64>, Vec<u32>) {
    let n = g.num_insts as usize;
    let mut dist = vec![NONE; n];
    let mut pred = vec![u32::MAX; n];
    dist[src as usize] = 0;
    for u in src as usize..n {
        if dist[u] == NONE {
            continue;
        }
        for &(v, l) in &intra[u] {
            let d = dist[u] + l as i64;
            if d > dist[v as usize] {
                dist[v as usize] = d;
                pred[v as usize] = u as u32;
            }
        }
    }
    (dist, pred)
}

fn path_to(pred: &[u32], src: u32, dst: u32) -> Vec<u32> {
    let mut p = vec![dst];
    let mut cur = dst;
    while cur != src {
        cur = pred[cur as usize];
        p.push(cur);
    }
    p.reverse();
    p
}

/// Reads chains, the cycles per iteration and the critical path off `g`.
pub fn analyse(g: &DepGraph) -> Analysis {
    let n = g.num_insts as usize;
    let mut intra: Vec<Vec<(u32, u32)>> = vec![Vec::new(); n];
    for e in g.edges.iter().filter(|e| !e.carried) {
        debug_assert!(e.from < e.to);
        intra[e.from as usize].push((e.to, e.latency));
    }
    // Carried edges, best latency per (from, to).
    let mut best = std::collections::BTreeMap::<(u32, u32), u32>::new();
    for e in g.edges.iter().filter(|e| e.carried) {
        let l = best.entry((e.from, e.to)).or_insert(0);
        *l = (*l).max(e.latency);
    }
    let carried: Vec<(u32, u32, u32)> = best.into_iter().map(|((a, b), l)| (a, b, l)).collect();
    // Single-iteration chains, and the steps of Karp's maximum cycle mean
    // over the carried-edge targets: one step x -> y is the longest intra
    // path from x to the source a of a carried edge a -> y, plus that edge.
    let mut targets: Vec<u32> = carried.iter().map(|c| c.1).collect();
    targets.sort_unstable();
    targets.dedup();
    let m = targets.len();
    let karp = m > 0 && m <= MAX_KARP_TARGETS;
    let mut step = if karp { vec![vec![NONE; m]; m] } else { Vec::new() };
    let mut step_via = if karp { vec![vec![u32::MAX; m]; m] } else { Vec::new() };
    let mut chains = Vec::new();
    for (xi, &b) in targets.iter().enumerate() {
        let (dist, pred) = longest_from(g, &intra, b);
        for &(a, y, l) in &carried {
            if dist[a as usize] == NONE {
                continue;
            }
            let w = dist[a as usize] + l as i64;
            if y == b {
                chains.push(ChainPath { insts: path_to(&pred, b, a), latency: w as u32, iterations: 1 });
            }
            if karp {
                let yi = targets.binary_search(&y).unwrap();
                if w > step[xi][yi] {
                    step[xi][yi] = w;
                    step_via[xi][yi] = a;
                }
            }
        }
    }
    chains.sort_by(|x, y| y.latency.cmp(&x.latency).then_with(|| x.insts.cmp(&y.insts)));
    chains.dedup_by(|x, y| x.insts == y.insts);
    // Without Karp (too many carried targets for its cubic cost), the
    // longest single-iteration chain, still a lower bound.
    let mut cycles_per_iteration = chains.first().map_or(0.0, |c| c.latency as f64);
    if karp {
        // d[k][v]: heaviest walk of k steps ending at v (from anywhere).
        let mut d = vec![vec![NONE; m]; m + 1];
        let mut back = vec![vec![u32::MAX; m]; m + 1];
        d[0].iter_mut().for_each(|x| *x = 0);
        for k in 1..=m {
            for u in 0..m {
                if d[k - 1][u] == NONE {
                    continue;
                }
                for v in 0..m {
                    if step[u][v] == NONE {
                        continue;
                    }
                    let w = d[k - 1][u] + step[u][v];
                    if w > d[k][v] {
                        d[k][v] = w;
                        back[k][v] = u as u32;
                    }
                }
            }
        }
        let mut best: Option<(i64, i64, usize)> = None; // (num, den, v)
        for v in 0..m {
            if d[m][v] == NONE {
                continue;
            }
            let mut worst: Option<(i64, i64)> = None;
            for k in 0..m {
                if d[k][v] == NONE {
                    continue;
                }
                let (num, den) = (d[m][v] - d[k][v], (m - k) as i64);
                if worst.map_or(true, |(wn, wd)| num * wd < wn * den) {
                    worst = Some((num, den));
                }
            }
            if let Some((num, den)) = worst {
                if best.map_or(true, |(bn, bd, _)| num * bd > bn * den) {
                    best = Some((num, den, v));
                }
            }
        }
        if let Some((num, den, v)) = best {
            cycles_per_iteration = num as f64 / den as f64;
            let single = chains.first().map_or(0, |c| c.latency) as f64;
            if cycles_per_iteration > single + 1e-9 {
                // The critical cycle spans several iterations: find it on
                // the heaviest m-step walk to v.
                let mut walk = vec![v as u32];
                let mut cur = v;
                for k in (1..=m).rev() {
                    cur = back[k][cur] as usize;
                    walk.push(cur as u32);
                }
                walk.reverse();
                if let Some(c) = critical_cycle(g, &intra, &walk, &step, &step_via, &targets, cycles_per_iteration) {
                    chains.insert(0, c);
                }
            }
        }
    }
    // Critical path through one iteration.
    let mut dist = vec![0i64; n];
    let mut pred = vec![u32::MAX; n];
    for u in 0..n {
        for &(v, l) in &intra[u] {
            let d = dist[u] + l as i64;
            if d > dist[v as usize] {
                dist[v as usize] = d;
                pred[v as usize] = u as u32;
            }
        }
    }
    let mut critical_path = Vec::new();
    let mut critical_path_latency = 0u32;
    if let Some((end, total)) =
        (0..n).map(|v| (v, dist[v] + g.latencies[v] as i64)).max_by(|a, b| a.1.cmp(&b.1).then(b.0.cmp(&a.0)))
    {
        critical_path_latency = total as u32;
        let mut cur = end as u32;
        critical_path.push(cur);
        while pred[cur as usize] != u32::MAX {
            cur = pred[cur as usize];
            critical_path.push(cur);
        }
        critical_path.reverse();
    }
    Analysis { cycles_per_iteration, chains, critical_path, critical_path_latency }
}

/// The cycle of mean `mean` on a walk of steps between carried-edge
/// targets, expanded to instructions.
fn critical_cycle(
    g: &DepGraph,
    intra: &[Vec<(u32, u32)>],
    walk: &[u32],
    step: &[Vec<i64>],
    step_via: &[Vec<u32>],
    targets: &[u32],
    mean: f64,
) -> Option<ChainPath> {
    for i in 0..walk.len() {
        for j in i + 1..walk.len() {
            if walk[i] != walk[j] {
                continue;
            }
            let w: i64 = (i..j).map(|k| step[walk[k] as usize][walk[k + 1] as usize]).sum();
            let steps = (j - i) as u32;
            if (w as f64 / steps as f64 - mean).abs() > 1e-9 {
                continue;
            }
            let mut insts = Vec::new();
            for k in i..j {
                let (x, y) = (walk[k] as usize, walk[k + 1] as usize);
                let a = step_via[x][y];
                let (_, pred) = longest_from(g, intra, targets[x]);
                insts.extend(path_to(&pred, targets[x], a));
            }
            return Some(ChainPath { insts, latency: w as u32, iterations: steps });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(n: u32, edges: &[(u32, u32, u32, bool)]) -> DepGraph {
        DepGraph {
            num_insts: n,
            edges: edges
                .iter()
                .map(|&(from, to, latency, carried)| DepEdge { from, to, latency, carried, kind: DepKind::Memory })
                .collect(),
            latencies: vec![1; n as usize],
        }
    }

    #[test]
    fn single_chain_through_two_instructions() {
        // 0 -> 1 (4 cycles), 1 -> 0 next iteration (3 cycles); 2 on its own.
        let a = analyse(&g(3, &[(0, 1, 4, false), (1, 0, 3, true), (2, 2, 1, true)]));
        assert_eq!(a.cycles_per_iteration, 7.0);
        assert_eq!(a.chains[0], ChainPath { insts: vec![0, 1], latency: 7, iterations: 1 });
        assert_eq!(a.chains[1], ChainPath { insts: vec![2], latency: 1, iterations: 1 });
        assert_eq!(a.critical_path, vec![0, 1]);
        assert_eq!(a.critical_path_latency, 5);
    }

    #[test]
    fn cycle_over_two_iterations() {
        // 0 feeds 1 of the next iteration and 1 feeds 0 of the next: a
        // cycle of 5 + 4 cycles every two iterations.
        let a = analyse(&g(2, &[(0, 1, 5, true), (1, 0, 4, true)]));
        assert_eq!(a.cycles_per_iteration, 4.5);
        assert_eq!(a.chains[0].iterations, 2);
        assert_eq!(a.chains[0].latency, 9);
    }
}
