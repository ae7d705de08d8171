//! Bottleneck analysis (`-bottleneck-analysis`): how often backend pressure
//! grew and why (resources, register or memory dependencies), and the
//! critical sequence of dependencies found during the simulation.
//!
//! ```text
//!
//!
//! Cycles with backend pressure increase [ 79.33% ]
//! Throughput Bottlenecks: 
//!   Resource Pressure       [ 79.33% ]
//!   - HWFPDivider  [ 79.33% ]
//!   - HWPort0  [ 11.33% ]
//!   Data Dependencies:      [ 0.00% ]
//!   - Register Dependencies [ 0.00% ]
//!   - Memory Dependencies   [ 0.00% ]
//!
//! Critical sequence based on the simulation:
//!
//!               Instruction                                 Dependency Information
//!  +----< 2.    vdivps	%xmm5, %xmm1, %xmm6
//!  |
//!  |    < loop carried > 
//!  |
//!  +----> 0.    vdivps	%xmm0, %xmm1, %xmm2               ## RESOURCE interference:  HWFPDivider [ probability: 99% ]
//!  +----> 1.    vdivps	%xmm3, %xmm1, %xmm4               ## RESOURCE interference:  HWFPDivider [ probability: 100% ]
//!  +----> 2.    vdivps	%xmm5, %xmm1, %xmm6               ## RESOURCE interference:  HWFPDivider [ probability: 100% ]
//!  |
//!  |    < loop carried > 
//!  |
//!  +----> 0.    vdivps	%xmm0, %xmm1, %xmm2               ## RESOURCE interference:  HWFPDivider [ probability: 99% ]
//! ```
//!
//! Or, when nothing stalled:
//!
//! ```text
//!
//!
//! No resource or data dependency bottlenecks discovered.
//! ```
//!
//! Dependencies are recorded on a graph of three copies of the block (the
//! previous, current and next iteration), so loop-carried edges have
//! somewhere to go; the critical sequence is its most expensive path.
//!
//! The `Issued` event's resource references are read as llvm-mca's issued
//! event carries them: (processor resource index, unit bit within it).
//!
//! One known difference: when a read waits on several writes that start
//! with the same number of cycles left, the first of them becomes its
//! critical dependency. rmca takes them in creation order; llvm-mca in the
//! order of their heap addresses (see `RegisterFile::collect_writes`), which
//! differs once freed memory is reused, and can change with no change to
//! the input (read from stdin rather than from a file, say).

use std::collections::VecDeque;

use crate::mc::sched::SchedModel;
use crate::model::masks::{compute_proc_resource_masks, resource_state_index};
use crate::pipeline::events::{
    Counters, InstEvent, InstEventKind, Listener, PressureEvent, PressureReason, StallEvent,
};
use crate::views::json::{object, Json};
use crate::views::text::{fixed, rounded, ColumnWriter};
use crate::views::view::{Listed, RegisteredView, View, ViewContext, ViewFlag, ViewGroup, ViewSpec, ViewValue};

#[derive(Clone, Copy, Default)]
struct PressureCycles {
    register: u32,
    memory: u32,
    resource: u32,
}

/// The pressure met by each instruction between its dispatch and its
/// execution, by source index. Instructions are dispatched in order and
/// leave in any order, so the live ones lie in a window starting at the
/// oldest, `base`, with gaps (`None`) where younger ones already left.
#[derive(Default)]
struct InFlight {
    base: u32,
    slots: VecDeque<Option<PressureCycles>>,
}

impl InFlight {
    fn get(&self, iid: u32) -> Option<&PressureCycles> {
        self.slots.get(iid.wrapping_sub(self.base) as usize).and_then(|s| s.as_ref())
    }

    #[inline]
    fn entry(&mut self, iid: u32) -> &mut PressureCycles {
        // Pressure counts (many per cycle) are for instructions inside the
        // window; only a dispatch extends it.
        let k = iid.wrapping_sub(self.base) as usize;
        if k < self.slots.len() {
            return self.slots[k].get_or_insert_with(PressureCycles::default);
        }
        self.entry_outside(iid)
    }

    #[inline(never)]
    fn entry_outside(&mut self, iid: u32) -> &mut PressureCycles {
        if self.slots.is_empty() {
            self.base = iid;
        }
        while iid < self.base {
            self.slots.push_front(None);
            self.base -= 1;
        }
        let k = (iid - self.base) as usize;
        if k >= self.slots.len() {
            self.slots.resize(k + 1, None);
        }
        self.slots[k].get_or_insert_with(PressureCycles::default)
    }

    fn remove(&mut self, iid: u32) {
        if let Some(s) = self.slots.get_mut(iid.wrapping_sub(self.base) as usize) {
            *s = None;
        }
        while let Some(None) = self.slots.front() {
            self.slots.pop_front();
            self.base += 1;
        }
    }
}

/// Who last used each resource unit, and which in-flight instructions were
/// held back by what.
struct PressureTracker {
    names: Vec<String>,
    num_units: Vec<u32>,
    /// Per resource index: how often it was seen busy.
    distribution: Vec<u32>,
    masks: Vec<u64>,
    state_to_res: [u32; 64],
    /// Per resource index: where its units start in `users`.
    users_base: Vec<u32>,
    /// Per resource unit: (instruction, cycles used), or (!0, 0).
    users: Vec<(u32, u32)>,
    in_flight: InFlight,
}

impl PressureTracker {
    fn new(sched: &SchedModel) -> Self {
        let n = sched.num_proc_resource_kinds();
        let masks = compute_proc_resource_masks(sched);
        let mut state_to_res = [0u32; 64];
        let mut users_base = vec![0u32; n];
        let mut next = 0u32;
        for i in 1..n {
            users_base[i] = next;
            next += sched.resources[i].num_units;
            if masks[i] != 0 {
                state_to_res[resource_state_index(masks[i])] = i as u32;
            }
        }
        PressureTracker {
            names: sched.resources.iter().map(|r| r.name.clone()).collect(),
            num_units: sched.resources.iter().map(|r| r.num_units).collect(),
            distribution: vec![0; n],
            masks,
            state_to_res,
            users_base,
            users: vec![(!0u32, 0); next as usize],
            in_flight: InFlight::default(),
        }
    }

    fn res_of(&self, mask: u64) -> usize {
        self.state_to_res[resource_state_index(mask)] as usize
    }

    fn name_of(&self, mask: u64) -> &str {
        &self.names[self.res_of(mask)]
    }

    fn users_of(&self, mask: u64, out: &mut Vec<(u32, u32)>) {
        let r = self.res_of(mask);
        let base = self.users_base[r] as usize;
        for u in 0..self.num_units[r] as usize {
            let user = self.users[base + u];
            if user.1 != 0 && self.in_flight.get(user.0).is_some() {
                out.push(user);
            }
        }
    }

    fn cycles(&self, iid: u32) -> PressureCycles {
        self.in_flight.get(iid).copied().unwrap_or_default()
    }

    /// Counts every resource unit of `mask` (a group's bit stands for all
    /// its members) as having been busy.
    fn note_busy(&mut self, mut mask: u64) {
        while mask != 0 {
            let current = mask & mask.wrapping_neg();
            let r = self.res_of(current);
            let full = self.masks[r];
            if full == current {
                self.distribution[r] += 1;
            } else {
                let mut members = full ^ current;
                while members != 0 {
                    let unit = members & members.wrapping_neg();
                    let ur = self.res_of(unit);
                    self.distribution[ur] += 1;
                    members ^= unit;
                }
            }
            mask ^= current;
        }
    }

    fn on_pressure(&mut self, ev: &PressureEvent<'_>) {
        match ev.reason {
            PressureReason::Resources => {
                self.note_busy(ev.resource_mask);
                for (ir, inst) in ev.affected {
                    // llvm-mca keeps this intersection in 32 bits.
                    let busy = (inst.critical_resource_mask() & ev.resource_mask) as u32;
                    if busy == 0 {
                        continue;
                    }
                    self.in_flight.entry(ir.source_index()).resource += 1;
                }
            }
            PressureReason::RegisterDeps => {
                for (ir, _) in ev.affected {
                    self.in_flight.entry(ir.source_index()).register += 1;
                }
            }
            PressureReason::MemoryDeps => {
                for (ir, _) in ev.affected {
                    self.in_flight.entry(ir.source_index()).memory += 1;
                }
            }
        }
    }
}

/// What an edge of the critical sequence depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum DepKind {
    #[default]
    Invalid,
    Register,
    Memory,
    Resource,
}

#[derive(Clone, Copy, Debug, Default)]
struct Edge {
    kind: DepKind,
    /// Register id, resource mask, or 0 for memory.
    what: u64,
    cost: u64,
    from: u32,
    to: u32,
    frequency: u32,
}

#[derive(Clone, Default)]
struct Node {
    preds: u32,
    visited_preds: u32,
    cost: u64,
    depth: u32,
    critical_pred: Edge,
    out: Vec<Edge>,
    /// (to, what, index in `out`) of every edge, sorted: `add` runs for
    /// every issued instruction and a node can have hundreds of edges,
    /// while `out` must keep the order the edges came in.
    by_target: Vec<(u32, u64, u32)>,
}

struct DepGraph {
    nodes: Vec<Node>,
}

impl DepGraph {
    fn add(&mut self, from: u32, to: u32, kind: DepKind, what: u64, cost: u64) {
        let node = &mut self.nodes[from as usize];
        match node.by_target.binary_search_by_key(&(to, what), |&(t, w, _)| (t, w)) {
            Ok(k) => {
                let e = &mut node.out[node.by_target[k].2 as usize];
                e.cost += cost;
                e.frequency += 1;
                return;
            }
            Err(k) => node.by_target.insert(k, (to, what, node.out.len() as u32)),
        }
        node.out.push(Edge { kind, what, cost, from, to, frequency: 1 });
        self.nodes[to as usize].preds += 1;
    }

    /// Drops edges seen in at most 10% of the iterations. (As in llvm-mca,
    /// the edge swapped into a dropped edge's slot is not looked at.)
    fn prune(&mut self, iterations: u32) {
        for n in 0..self.nodes.len() {
            let size = self.nodes[n].out.len();
            let mut end = size;
            let mut i = 0;
            while i < end {
                let e = self.nodes[n].out[i];
                if e.frequency != iterations && (e.frequency as f64 / iterations as f64) <= 0.10 {
                    self.nodes[e.to as usize].preds -= 1;
                    self.nodes[n].out.swap(i, end - 1);
                    end -= 1;
                }
                i += 1;
            }
            let node = &mut self.nodes[n];
            node.out.truncate(end);
            node.by_target.clear();
            node.by_target.extend(node.out.iter().enumerate().map(|(k, e)| (e.to, e.what, k as u32)));
            node.by_target.sort_unstable();
        }
    }

    fn propagate(&mut self) {
        let mut roots: Vec<usize> = (0..self.nodes.len())
            .filter(|&i| self.nodes[i].preds == 0 && !self.nodes[i].out.is_empty())
            .collect();
        let mut next = Vec::new();
        while !roots.is_empty() {
            for &id in &roots {
                let (cost, depth) = (self.nodes[id].cost, self.nodes[id].depth);
                for k in 0..self.nodes[id].out.len() {
                    let e = self.nodes[id].out[k];
                    let to = &mut self.nodes[e.to as usize];
                    let c = cost + e.cost;
                    if c > to.cost {
                        to.critical_pred = e;
                        to.cost = c;
                        to.depth = depth + 1;
                    }
                    to.visited_preds += 1;
                    if to.visited_preds == to.preds {
                        next.push(e.to as usize);
                    }
                }
            }
            std::mem::swap(&mut roots, &mut next);
            next.clear();
        }
    }

    fn finalize(&mut self, iterations: u32) {
        self.prune(iterations);
        self.propagate();
    }

    fn critical_sequence(&self) -> Vec<Edge> {
        let mut best = 0;
        for (i, n) in self.nodes.iter().enumerate() {
            if n.cost > self.nodes[best].cost {
                best = i;
            }
        }
        let Some(node) = self.nodes.get(best) else { return vec![] };
        let mut seq = vec![Edge::default(); node.depth as usize];
        let mut id = best;
        for slot in seq.iter_mut().rev() {
            let n = &self.nodes[id];
            *slot = n.critical_pred;
            id = n.critical_pred.from as usize;
        }
        seq
    }
}

#[derive(Clone, Copy, Default)]
struct BackPressure {
    increase: u32,
    resources: u32,
    data: u32,
    register: u32,
    memory: u32,
}

pub struct BottleneckAnalysis {
    num_insts: u32,
    reg_names: Vec<String>,
    iterations: u32,
    tracker: PressureTracker,
    graph: DepGraph,
    total_cycles: u32,
    resource_pressure: bool,
    register_pressure: bool,
    memory_pressure: bool,
    seen_stalls: bool,
    bp: BackPressure,
    /// Scratch for `on_issued`: the units' current users.
    users: Vec<(u32, u32)>,
}

impl BottleneckAnalysis {
    /// `iterations`: the number of simulated iterations; `reg_names`: every
    /// register as the instruction printer's `printRegName` spells it (e.g.
    /// "%xmm0" in AT&T syntax), indexed by register id.
    pub fn new(sched: &SchedModel, num_insts: usize, iterations: u32, reg_names: Vec<String>) -> Self {
        BottleneckAnalysis {
            num_insts: num_insts as u32,
            reg_names,
            iterations,
            tracker: PressureTracker::new(sched),
            graph: DepGraph { nodes: vec![Node::default(); num_insts * 3] },
            total_cycles: 0,
            resource_pressure: false,
            register_pressure: false,
            memory_pressure: false,
            seen_stalls: false,
            bp: BackPressure::default(),
            users: Vec::new(),
        }
    }

    /// Adds a dependency between source positions: in the middle copy, or,
    /// when it is loop carried, between consecutive copies.
    fn add_dep(&mut self, from: u32, to: u32, kind: DepKind, what: u64, cost: u32) {
        let n = self.num_insts;
        let cost = cost as u64;
        if from >= to {
            self.graph.add(from, to + n, kind, what, cost);
            self.graph.add(from + n, to + 2 * n, kind, what, cost);
        } else {
            self.graph.add(from + n, to + n, kind, what, cost);
        }
    }

    fn on_issued(&mut self, ev: &InstEvent<'_>, used: &[crate::pipeline::events::ResourceUse]) {
        let iid = ev.ir.source_index();
        let n = self.num_insts;
        let to = iid % n;
        let pc = self.tracker.cycles(iid);

        let extra = 2 * pc.resource;
        let mut mask = ev.inst.critical_resource_mask();
        let mut users = std::mem::take(&mut self.users);
        while mask != 0 {
            let current = mask & mask.wrapping_neg();
            self.tracker.users_of(current, &mut users);
            for &(user, cycles) in &users {
                self.add_dep(user % n, to, DepKind::Resource, current, cycles.wrapping_add(extra));
            }
            users.clear();
            mask ^= current;
        }
        self.users = users;

        let rd = ev.inst.critical_reg_dep();
        if rd.cycles != 0 {
            let c = rd.cycles.wrapping_add(2 * pc.register);
            self.add_dep(rd.iid % n, to, DepKind::Register, rd.reg_id as u64, c);
        }
        let md = ev.inst.critical_mem_dep();
        if md.cycles != 0 {
            let c = md.cycles.wrapping_add(2 * pc.memory);
            self.add_dep(md.iid % n, to, DepKind::Memory, 0, c);
        }

        for u in used {
            let (res, unit) = u.resource;
            let Some(&base) = self.tracker.users_base.get(res as usize) else { continue };
            let slot = base as usize + unit.trailing_zeros() as usize;
            if let Some(s) = self.tracker.users.get_mut(slot) {
                *s = (iid, u.cycles.numerator);
            }
        }

        if iid == self.iterations.wrapping_mul(n).wrapping_sub(1) {
            self.graph.finalize(self.iterations);
        }
    }

    /// The typed result: the cycle counts, and the critical sequence with
    /// the names its text needs.
    fn result(&self, in_json: bool) -> Bottleneck {
        let found = self.seen_stalls && self.bp.increase != 0;
        let resource_pressure = self
            .tracker
            .distribution
            .iter()
            .enumerate()
            .filter(|(_, &n)| n != 0)
            .map(|(i, &n)| (self.tracker.names[i].clone(), n))
            .collect();
        let critical_sequence = if found {
            self.graph
                .critical_sequence()
                .iter()
                .map(|e| CriticalEdge {
                    from: e.from,
                    to: e.to,
                    kind: e.kind,
                    what: e.what,
                    what_name: match e.kind {
                        DepKind::Register => self.reg_names.get(e.what as usize).cloned().unwrap_or_default(),
                        DepKind::Memory => String::new(),
                        _ => self.tracker.name_of(e.what).to_string(),
                    },
                    cost: e.cost,
                    frequency: e.frequency,
                })
                .collect()
        } else {
            Vec::new()
        };
        Bottleneck {
            num_insts: self.num_insts,
            iterations: self.iterations,
            total_cycles: self.total_cycles,
            found,
            cycles: PressureIncrease {
                increase: self.bp.increase,
                resources: self.bp.resources,
                data: self.bp.data,
                register: self.bp.register,
                memory: self.bp.memory,
            },
            resource_pressure,
            critical_sequence,
            in_json,
        }
    }
}

/// Cycles in which backend pressure grew, in all and by cause.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PressureIncrease {
    pub increase: u32,
    pub resources: u32,
    /// Register or memory dependencies.
    pub data: u32,
    pub register: u32,
    pub memory: u32,
}

/// One dependency of the critical sequence, between instruction positions
/// of three consecutive copies of the region (previous, current, next).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CriticalEdge {
    pub from: u32,
    pub to: u32,
    pub kind: DepKind,
    /// Register id, resource mask, or 0 for memory.
    pub what: u64,
    /// The register or resource as the report names it.
    pub what_name: String,
    pub cost: u64,
    /// Iterations in which the dependency was seen.
    pub frequency: u32,
}

/// The bottleneck analysis of a simulated region.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Bottleneck {
    pub num_insts: u32,
    pub iterations: u32,
    pub total_cycles: u32,
    /// Whether any bottleneck was found (otherwise the rest is empty).
    pub found: bool,
    pub cycles: PressureIncrease,
    /// Cycles each resource was seen busy when pressure grew, for the
    /// resources seen at all, in resource order.
    pub resource_pressure: Vec<(String, u32)>,
    pub critical_sequence: Vec<CriticalEdge>,
    /// Whether llvm-mca's JSON has this view (`LlvmBehaviour::bottleneck_json`).
    #[serde(skip)]
    pub in_json: bool,
}

impl Bottleneck {
    fn json_entry(&self) -> Json {
        if !self.found {
            return object([("PressureIncreaseCycles", Json::from(0u32))]);
        }
        let pressure = self.resource_pressure.iter().map(|(name, n)| object([(name.clone(), Json::from(*n))])).collect();
        let edges = self
            .critical_sequence
            .iter()
            .map(|e| {
                let kind = match e.kind {
                    DepKind::Invalid => 0u32,
                    DepKind::Register => 1,
                    DepKind::Memory => 2,
                    DepKind::Resource => 3,
                };
                object([
                    ("FromID", Json::from(e.from)),
                    ("ToID", Json::from(e.to)),
                    ("Type", Json::from(kind)),
                    ("ResourceOrRegID", Json::from(e.what)),
                ])
            })
            .collect();
        let c = &self.cycles;
        object([
            ("PressureIncreaseCycles", Json::from(c.increase)),
            ("ResourcePressureCycles", Json::from(c.resources)),
            ("DataDependencyCycles", Json::from(c.data)),
            ("RegisterDependencyCycles", Json::from(c.register)),
            ("MemoryDependencyCycles", Json::from(c.memory)),
            ("TotalCycles", Json::from(self.total_cycles)),
            ("ResourcePressure", Json::Array(pressure)),
            ("DependencyEdge", Json::Array(edges)),
        ])
    }

    fn write_hints(&self, out: &mut String) {
        if !self.found {
            out.push_str("\n\nNo resource or data dependency bottlenecks discovered.\n");
            return;
        }
        let pct = |n: u32| fixed(rounded(n as f64 * 100.0 / self.total_cycles as f64, 100.0), 2);
        let c = &self.cycles;
        out.push_str(&format!("\n\nCycles with backend pressure increase [ {}% ]", pct(c.increase)));
        out.push_str("\nThroughput Bottlenecks: ");
        out.push_str(&format!("\n  Resource Pressure       [ {}% ]", pct(c.resources)));
        for (name, busy) in &self.resource_pressure {
            out.push_str(&format!("\n  - {}  [ {}% ]", name, pct(*busy)));
        }
        out.push_str(&format!("\n  Data Dependencies:      [ {}% ]", pct(c.data)));
        out.push_str(&format!("\n  - Register Dependencies [ {}% ]", pct(c.register)));
        out.push_str(&format!("\n  - Memory Dependencies   [ {}% ]\n", pct(c.memory)));
    }

    fn write_critical_sequence(&self, insts: &[String], out: &mut String) {
        let seq = &self.critical_sequence;
        if !self.found || seq.is_empty() {
            return;
        }
        out.push_str("\nCritical sequence based on the simulation:\n\n");

        let n = self.num_insts;
        let text = |i: u32| insts.get(i as usize).map(|s| s.as_str()).unwrap_or("");
        let first = &seq[0];
        let from = first.from % n;
        let to0 = first.to % n;

        let mut w = ColumnWriter::new(out);
        let line = |w: &mut ColumnWriter<'_>, prefix: &str, i: u32| {
            w.put_fmt(format_args!("\n{}{}.", prefix, i));
            w.pad_to(14);
            w.put(text(i));
        };
        w.pad_to(14);
        w.put("Instruction");
        w.pad_to(58);
        w.put("Dependency Information");

        let mut cur = 0u32;
        if from >= to0 {
            line(&mut w, " +----< ", from);
            w.put("\n |\n |    < loop carried > \n |");
        } else {
            while cur < from {
                line(&mut w, "        ", cur);
                cur += 1;
            }
            line(&mut w, " +----< ", cur);
            cur += 1;
        }

        for e in seq {
            let to = e.to % n;
            let last = if cur > to { n } else { to };
            while cur < last {
                line(&mut w, " |      ", cur);
                cur += 1;
            }
            if cur == to {
                line(&mut w, " +----> ", to);
            } else {
                w.put("\n |\n |    < loop carried > \n |");
                line(&mut w, " +----> ", to);
            }
            w.pad_to(58);
            match e.kind {
                DepKind::Register => {
                    w.put("## REGISTER dependency:  ");
                    w.put(&e.what_name);
                }
                DepKind::Memory => w.put("## MEMORY dependency."),
                _ => {
                    w.put("## RESOURCE interference:  ");
                    w.put(&e.what_name);
                    w.put_fmt(format_args!(
                        " [ probability: {}% ]",
                        e.frequency.wrapping_mul(100) / self.iterations.max(1)
                    ));
                }
            }
            cur += 1;
        }

        while cur < n {
            line(&mut w, "        ", cur);
            cur += 1;
        }
        w.put("\n");
    }
}

impl Listener for BottleneckAnalysis {
    fn steady_counters(&mut self, c: &mut dyn Counters) -> bool {
        c.sum32(&mut self.total_cycles);
        for f in [self.resource_pressure, self.register_pressure, self.memory_pressure, self.seen_stalls] {
            c.same(f as u64);
        }
        let bp = &mut self.bp;
        for v in [&mut bp.increase, &mut bp.resources, &mut bp.data, &mut bp.register, &mut bp.memory] {
            c.sum32(v);
        }
        let t = &mut self.tracker;
        for d in &mut t.distribution {
            c.sum32(d);
        }
        // The last user of each unit, and the pressure met by each
        // instruction in flight (keyed by source index).
        for u in &mut t.users {
            c.same((u.0 == !0) as u64);
            if u.0 != !0 {
                c.iid(&mut u.0);
            }
            c.same(u.1 as u64);
        }
        // (The window starts at a live instruction, or is empty and its
        // base is then not state.)
        let f = &mut t.in_flight;
        c.same(f.slots.len() as u64);
        if !f.slots.is_empty() {
            c.iid(&mut f.base);
        }
        for slot in &f.slots {
            match slot {
                None => c.same(u64::MAX),
                Some(p) => {
                    c.same(((p.register as u64) << 32) | p.memory as u64);
                    c.same(p.resource as u64);
                }
            }
        }
        // Dependency edges between region positions: their costs and
        // frequencies add up; their set and order must not change.
        for node in &mut self.graph.nodes {
            c.same(node.preds as u64);
            c.same(node.visited_preds as u64);
            c.same(node.cost);
            c.same(node.depth as u64);
            c.same(node.out.len() as u64);
            for e in &mut node.out {
                c.same(((e.to as u64) << 8) | e.kind as u64);
                c.same(e.what);
                c.sum64(&mut e.cost);
                c.sum32(&mut e.frequency);
            }
        }
        true
    }

    fn interests(&self) -> u32 {
        use crate::pipeline::events::interest::*;
        CYCLE_END | DISPATCHED | ISSUED | EXECUTED | STALL | PRESSURE | CRITICAL_DEPENDENCIES
    }

    fn on_cycle_end(&mut self) {
        self.total_cycles += 1;
        let data = self.register_pressure || self.memory_pressure;
        if !self.resource_pressure && !data {
            return;
        }
        self.bp.increase += 1;
        if self.register_pressure {
            self.bp.register += 1;
        }
        if self.memory_pressure {
            self.bp.memory += 1;
        }
        if data {
            self.bp.data += 1;
        }
        if self.resource_pressure {
            self.bp.resources += 1;
        }
        self.resource_pressure = false;
        self.register_pressure = false;
        self.memory_pressure = false;
    }

    fn on_instruction_event(&mut self, ev: &InstEvent<'_>) {
        let iid = ev.ir.source_index();
        match ev.kind {
            InstEventKind::Dispatched { .. } => {
                self.tracker.in_flight.entry(iid);
            }
            InstEventKind::Executed => {
                self.tracker.in_flight.remove(iid);
            }
            InstEventKind::Issued { used_resources } => self.on_issued(ev, used_resources),
            _ => {}
        }
    }

    fn on_stall_event(&mut self, _ev: &StallEvent<'_>) {
        self.seen_stalls = true;
    }

    fn on_pressure_event(&mut self, ev: &PressureEvent<'_>) {
        self.tracker.on_pressure(ev);
        match ev.reason {
            PressureReason::Resources => self.resource_pressure = true,
            PressureReason::RegisterDeps => self.register_pressure = true,
            PressureReason::MemoryDeps => self.memory_pressure = true,
        }
    }
}

impl View for BottleneckAnalysis {
    fn finish(self: Box<Self>, ctx: &ViewContext<'_>) -> Box<dyn ViewValue> {
        Box::new(self.result(ctx.llvm.bottleneck_json))
    }
}

impl RegisteredView for Bottleneck {
    const SPEC: ViewSpec = ViewSpec {
        name: "bottleneck",
        aliases: &["bottleneck_analysis"],
        title: "Bottleneck analysis",
        flag: Some(ViewFlag {
            name: "bottleneck-analysis",
            help: "Enable bottleneck analysis (disabled by default)",
            on_by_default: false,
            listed: Listed::Normal,
        }),
        group: ViewGroup::Views,
        out_of_order_only: true,
        exported: true,
        start: |ctx, warnings| {
            if !ctx.sched.is_out_of_order() {
                warnings.push_str(&format!("warning: bottleneck analysis is not supported for in-order CPU '{}'.\n", ctx.cpu));
            }
            let reg_names = ctx.source.map(|s| (s.reg_names)().to_vec()).unwrap_or_default();
            Box::new(BottleneckAnalysis::new(ctx.sched, ctx.insts.len(), ctx.iterations, reg_names))
        },
    };
}

impl ViewValue for Bottleneck {
    fn write_text(&self, insts: &[String], out: &mut String) {
        self.write_hints(out);
        self.write_critical_sequence(insts, out);
    }
    /// The critical sequence goes through a formatted stream over the
    /// output; the hints alone do not.
    fn flushes_output(&self, text: &str) -> bool {
        text.contains("\nCritical sequence based on the simulation:\n\n")
    }
    /// From LLVM 20 only.
    fn llvm_json(&self) -> Option<(&'static str, Json)> {
        self.in_json.then(|| ("BottleneckAnalysis", self.json_entry()))
    }
    /// Pressure cycles by kind, the busy resources, and the critical
    /// sequence as edges between instructions of the region.
    fn export(&self, _insts: &[String]) -> Option<serde_json::Value> {
        let resources: serde_json::Map<String, serde_json::Value> =
            self.resource_pressure.iter().map(|(name, n)| (name.clone(), serde_json::json!(n))).collect();
        let sequence: Vec<serde_json::Value> = self
            .critical_sequence
            .iter()
            .map(|e| {
                let n = self.num_insts.max(1);
                let kind = match e.kind {
                    DepKind::Register => "register",
                    DepKind::Memory => "memory",
                    DepKind::Resource | DepKind::Invalid => "resource",
                };
                serde_json::json!({
                    "from": e.from % n,
                    "to": e.to % n,
                    // The graph holds three copies of the region.
                    "loop_carried": e.from / n != e.to / n,
                    "kind": kind,
                    "on": e.what_name,
                    "cost": e.cost,
                    "frequency": e.frequency,
                })
            })
            .collect();
        Some(serde_json::json!({
            "found": self.found,
            "total_cycles": self.total_cycles,
            "pressure_increase_cycles": self.cycles.increase,
            "resource_pressure_cycles": self.cycles.resources,
            "data_dependency_cycles": self.cycles.data,
            "register_dependency_cycles": self.cycles.register,
            "memory_dependency_cycles": self.cycles.memory,
            "resources": resources,
            "critical_sequence": sequence,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::events::{InstRef, StallKind};
    use crate::pipeline::instruction::{CriticalDependency, Instruction};
    use crate::views::test_support::*;

    #[test]
    fn in_flight_window_keeps_instructions_until_they_leave_in_any_order() {
        // Rule: an instruction's counts live from its dispatch (or first
        // pressure) to its execution; the window starts at the oldest live
        // one.
        let mut f = InFlight::default();
        for iid in [5, 6, 7] {
            f.entry(iid);
        }
        f.entry(6).register += 2;
        f.remove(6);
        assert!(f.get(6).is_none());
        assert!(f.get(7).is_some() && f.get(5).is_some());
        f.remove(5);
        assert_eq!((f.base, f.slots.len()), (7, 1));
        f.entry(3).memory += 1;
        assert_eq!(f.get(3).map(|p| p.memory), Some(1));
        assert!(f.get(4).is_none() && f.get(8).is_none());
        f.remove(3);
        f.remove(7);
        assert!(f.slots.is_empty());
        f.entry(100).resource += 1;
        assert_eq!((f.base, f.get(100).map(|p| p.resource)), (100, Some(1)));
    }

    #[test]
    fn no_stalls_no_bottlenecks() {
        let (fx, insts) = lone_vaddps_fixture();
        let mut v = BottleneckAnalysis::new(&fx.sched, 1, 1, vec![]);
        replay(&mut v, &insts, &lone_vaddps_cycles(&fx.masks));
        let mut out = String::new();
        print_view(v, &fx.ctx(1), &mut out);
        // llvm-mca-22 -mcpu=haswell -iterations=1 -bottleneck-analysis
        assert_eq!(out, "\n\nNo resource or data dependency bottlenecks discovered.\n");
    }

    fn with_reg_dep(i: &Instruction, from: u32, reg: u32) -> Instruction {
        let mut i = i.clone();
        i.critical_reg_dep = CriticalDependency { iid: from, reg_id: reg, cycles: 3 };
        i
    }

    /// Two instructions feeding each other through registers, across two
    /// iterations: A (0) reads B's %r6 from the previous iteration, B (1)
    /// reads A's %r5. Expected text derived by hand from llvm-mca's rules;
    /// the layout follows captured llvm-mca-22 output.
    #[test]
    fn loop_carried_register_chain() {
        let sm = haswell_like();
        let t = template(&sm, 1, 3, &[(PORT0, 1)], false, false);
        let base = instance(&t);
        let insts = vec![with_reg_dep(&base, 1, 6), with_reg_dep(&base, 0, 5)];
        let fx = Fixture::new(sm, vec![t.clone(), t], &["insta\t%r6, %r5", "instb\t%r5, %r6"]);
        let reg_names = (0..8).map(|r| format!("%r{r}")).collect();
        let fp = fx.masks[FPDIVIDER as usize];
        let issue = |ir| Step::Issue { ir, used: vec![] };
        let cycles = vec![
            vec![
                Step::Dispatch { ir: 0, uops: 1, regs: vec![1] },
                Step::Dispatch { ir: 1, uops: 1, regs: vec![1] },
                Step::Dispatch { ir: 2, uops: 1, regs: vec![1] },
                Step::Dispatch { ir: 3, uops: 1, regs: vec![1] },
                Step::Stall { ir: 3, kind: StallKind::RegisterFileStall },
            ],
            vec![issue(0), Step::Pressure { reason: PressureReason::RegisterDeps, irs: vec![1, 2, 3], mask: 0 }],
            vec![
                issue(1),
                Step::Pressure { reason: PressureReason::RegisterDeps, irs: vec![2, 3], mask: 0 },
                Step::Pressure { reason: PressureReason::Resources, irs: vec![2], mask: fp },
            ],
            vec![issue(2), issue(3)],
        ];
        let mut v = BottleneckAnalysis::new(&fx.sched, 2, 2, reg_names);
        replay(&mut v, &insts, &cycles);
        let mut out = String::new();
        print_view(v, &fx.ctx(2), &mut out);
        let expected = "

Cycles with backend pressure increase [ 50.00% ]
Throughput Bottlenecks: 
  Resource Pressure       [ 25.00% ]
  - HWFPDivider  [ 25.00% ]
  Data Dependencies:      [ 50.00% ]
  - Register Dependencies [ 50.00% ]
  - Memory Dependencies   [ 0.00% ]

Critical sequence based on the simulation:

              Instruction                                 Dependency Information
 +----< 1.    instb\t%r5, %r6
 |
 |    < loop carried > 
 |
 +----> 0.    insta\t%r6, %r5                          ## REGISTER dependency:  %r6
 +----> 1.    instb\t%r5, %r6                          ## REGISTER dependency:  %r5
 |
 |    < loop carried > 
 |
 +----> 0.    insta\t%r6, %r5                          ## REGISTER dependency:  %r6
";
        assert_eq!(out, expected);
        let _ = InstRef(0);
    }

    #[test]
    fn rare_edges_are_pruned() {
        let mut g = DepGraph { nodes: vec![Node::default(); 6] };
        for _ in 0..10 {
            g.add(2, 3, DepKind::Register, 1, 3);
        }
        g.add(3, 4, DepKind::Memory, 0, 50); // 1 in 10 iterations: dropped
        g.finalize(10);
        assert!(g.nodes[3].out.is_empty());
        assert_eq!(g.nodes[4].preds, 0);
        let seq = g.critical_sequence();
        assert_eq!(seq.len(), 1);
        assert_eq!((seq[0].from, seq[0].to, seq[0].cost, seq[0].frequency), (2, 3, 30, 10));
    }

    #[test]
    fn repeated_edges_add_up_in_their_first_position() {
        // Rule: an edge is named by (to, what); adding it again adds to its
        // cost and frequency where it first came, in any order of arrival,
        // and pruning keeps the survivors findable.
        let mut g = DepGraph { nodes: vec![Node::default(); 8] };
        let arrivals = [(7, 2), (3, 9), (5, 1), (3, 4), (7, 2), (3, 9), (5, 1), (3, 9)];
        for (k, &(to, what)) in arrivals.iter().enumerate() {
            g.add(0, to, DepKind::Resource, what, k as u64 + 1);
        }
        let got: Vec<(u32, u64, u64, u32)> = g.nodes[0].out.iter().map(|e| (e.to, e.what, e.cost, e.frequency)).collect();
        assert_eq!(got, vec![(7, 2, 1 + 5, 2), (3, 9, 2 + 6 + 8, 3), (5, 1, 3 + 7, 2), (3, 4, 4, 1)]);
        assert_eq!((g.nodes[7].preds, g.nodes[3].preds, g.nodes[5].preds), (1, 2, 1));
        // Over 20 iterations, edges seen twice or less go, except (3, 4):
        // it is swapped into the first dropped edge's slot and never looked
        // at. The survivors moved, and must still be found.
        g.prune(20);
        g.add(0, 3, DepKind::Resource, 9, 100);
        g.add(0, 7, DepKind::Resource, 2, 1);
        let got: Vec<(u32, u64, u64, u32)> = g.nodes[0].out.iter().map(|e| (e.to, e.what, e.cost, e.frequency)).collect();
        assert_eq!(got, vec![(3, 4, 4, 1), (3, 9, 116, 4), (7, 2, 1, 1)]);
    }

    #[test]
    fn group_pressure_counts_member_units() {
        let sm = haswell_like();
        let mut t = PressureTracker::new(&sm);
        let masks = compute_proc_resource_masks(&sm);
        // The group's own bit stands for all of its units.
        let group_bit = 1u64 << resource_state_index(masks[PORT23 as usize]);
        t.note_busy(group_bit | masks[FPDIVIDER as usize]);
        assert_eq!(t.distribution[FPDIVIDER as usize], 1);
        assert_eq!(t.distribution[(PORT0 + 2) as usize], 1);
        assert_eq!(t.distribution[(PORT0 + 3) as usize], 1);
        assert_eq!(t.distribution[PORT23 as usize], 0);
    }
}
