//! `-mode=analysis`: reads benchmark documents, clusters the points
//! (dbscan with stabilisation, or naive: one cluster per opcode and
//! scheduling class) and writes the clusters CSV.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use super::instr::Val;
use crate::mc::codegen::{ExeInst, ExeOperand};
use rmca::mc::sched::{SchedClass, SchedModel};
use rmca::mc::target::Target;

#[derive(Clone, Debug, Default)]
pub struct Point {
    pub mode: String,
    pub insts: Vec<String>,
    pub config: String,
    pub cpu: String,
    pub triple: String,
    pub measurements: Vec<(String, f64)>,
    pub error: String,
    pub info: String,
    pub snippet: Vec<u8>,
    /// Where the document's pieces sit in the file, for llvm-exegesis's
    /// diagnostics (see `benchmarks_input`).
    pub source: DocSource,
}

/// A piece of the benchmarks file: 1-based line and column, and the
/// length of its source text (quotes included).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Span {
    pub line: usize,
    pub col: usize,
    pub len: usize,
}

/// The positions of what llvm-exegesis checks in one document.
#[derive(Clone, Debug, Default)]
pub struct DocSource {
    /// Each item of `key: instructions:`.
    pub instructions: Vec<Span>,
    /// Each item of `key: register_initial_values:`, with its text.
    pub register_initial_values: Vec<(String, Span)>,
    /// The keys of the `key:` mapping, in file order.
    pub key_keys: Vec<(String, Span)>,
    /// The document's top-level keys, in file order.
    pub top_keys: Vec<(String, Span)>,
}

/// The source length of the scalar starting `s` (a quoted scalar up to its
/// closing quote, else the trimmed rest).
fn scalar_len(s: &str) -> usize {
    let s = s.trim_end();
    let Some(q) = s.chars().next().filter(|c| *c == '\'' || *c == '"') else {
        return s.len();
    };
    let b = s.as_bytes();
    let mut i = 1;
    while i < b.len() {
        if b[i] == q as u8 {
            if q == '\'' && b.get(i + 1) == Some(&b'\'') {
                i += 2;
                continue;
            }
            return i + 1;
        }
        if q == '"' && b[i] == b'\\' {
            i += 1;
        }
        i += 1;
    }
    s.len()
}

fn unquote(s: &str) -> String {
    let s = s.trim();
    if s.len() >= 2 && s.starts_with('\'') && s.ends_with('\'') {
        return s[1..s.len() - 1].replace("''", "'");
    }
    if s.len() >= 2 && s.starts_with('"') && s.ends_with('"') {
        return s[1..s.len() - 1].replace("\\\"", "\"").replace("\\\\", "\\");
    }
    s.to_string()
}

fn flow_map(s: &str) -> Vec<(String, String)> {
    let inner = s.trim().trim_start_matches('{').trim_end_matches('}');
    inner
        .split(',')
        .filter_map(|kv| {
            let (k, v) = kv.split_once(':')?;
            Some((k.trim().to_string(), unquote(v)))
        })
        .collect()
}

/// A scheduling class's inverse throughput as llvm-exegesis's analysis
/// computes it: the slowest resource (its units over the cycles it is
/// held, Acquire to Release), or, with no resource held, micro-ops over the
/// issue width.
pub fn class_inverse_throughput(sm: &SchedModel, c: &SchedClass) -> f64 {
    let mut thr: Option<f64> = None;
    for w in &c.write_proc_res {
        if w.release_at_cycle == 0 || w.release_at_cycle == w.acquire_at_cycle {
            continue;
        }
        let units = sm.resources.get(w.proc_resource_idx as usize).map_or(1, |r| r.num_units) as f64;
        let t = units / (w.release_at_cycle - w.acquire_at_cycle) as f64;
        thr = Some(thr.map_or(t, |x: f64| x.min(t)));
    }
    match thr {
        Some(t) => 1.0 / t,
        None => c.num_micro_ops as f64 / sm.issue_width.max(1) as f64,
    }
}

/// A class's resource uses without the cycles a group only owes to its
/// members: llvm-mca's tables list every enclosing group of a used unit
/// again. Uses are taken smallest resource first (fewest units in the
/// mask, then the lower mask); a unit's cycles are kept and counted
/// against it, and a group keeps only the cycles its members have not
/// already accounted for (at least 0.01 of a cycle, rounded), which are
/// then spread evenly over its members. (resource index, cycles).
pub fn non_redundant_write_proc_res(sm: &SchedModel, c: &SchedClass) -> Vec<(u32, u32)> {
    let masks = rmca::model::masks::compute_proc_resource_masks(sm);
    let mut uses: Vec<(u64, u32, u32)> = c
        .write_proc_res
        .iter()
        .map(|w| (masks.get(w.proc_resource_idx as usize).copied().unwrap_or(0), w.proc_resource_idx, w.release_at_cycle))
        .collect();
    uses.sort_by(|a, b| a.0.count_ones().cmp(&b.0.count_ones()).then(a.0.cmp(&b.0)));
    let mut unit_usage = vec![0f32; sm.resources.len()];
    let mut kept = Vec::new();
    for (_, idx, cycles) in uses {
        let Some(res) = sm.resources.get(idx as usize) else { continue };
        if !res.is_group() {
            kept.push((idx, cycles));
            unit_usage[idx as usize] += cycles as f32;
            continue;
        }
        let mut own = cycles as f32;
        for &u in &res.sub_units {
            own -= unit_usage.get(u as usize).copied().unwrap_or(0.0);
        }
        if own < 0.01 {
            continue;
        }
        kept.push((idx, own.round() as u16 as u32));
        let share = own / res.num_units.max(1) as f32;
        for &u in &res.sub_units {
            if let Some(x) = unit_usage.get_mut(u as usize) {
                *x += share;
            }
        }
    }
    kept
}

/// The pressure on each unit if the scheduler spread every group's cycles
/// as evenly as it can over the group's least loaded members (uses in
/// resource order; a group's budget raises its least loaded members step
/// by step to the next level, as llvm-exegesis's analysis computes it,
/// single-precision throughout). (unit index, pressure), units with none
/// left out.
pub fn idealized_pressure(sm: &SchedModel, uses: &[(u32, u32)]) -> Vec<(u32, f32)> {
    let mut pressure = vec![0f32; sm.resources.len()];
    let mut uses = uses.to_vec();
    uses.sort_by_key(|u| u.0);
    for (idx, cycles) in uses {
        let Some(res) = sm.resources.get(idx as usize) else { continue };
        if !res.is_group() {
            pressure[idx as usize] += cycles as f32;
            continue;
        }
        spread_over_members(cycles as f32, res.sub_units.clone(), &mut pressure);
    }
    pressure.iter().enumerate().filter(|(_, p)| **p > 0.0).map(|(i, p)| (i as u32, *p)).collect()
}

fn spread_over_members(mut budget: f32, mut members: Vec<u32>, pressure: &mut [f32]) {
    members.retain(|&m| (m as usize) < pressure.len());
    if members.is_empty() {
        return;
    }
    members.sort_by(|a, b| pressure[*a as usize].partial_cmp(&pressure[*b as usize]).unwrap_or(std::cmp::Ordering::Equal));
    let at = |p: &[f32], i: usize| p[members[i] as usize];
    let mut lowest = 1;
    while lowest < members.len() && at(pressure, lowest) == at(pressure, 0) {
        lowest += 1;
    }
    while budget > 0.0 {
        if lowest == members.len() {
            for &m in &members {
                pressure[m as usize] += budget / lowest as f32;
            }
            return;
        }
        let level = at(pressure, lowest - 1);
        let next = at(pressure, lowest);
        let step = next - level;
        if budget <= lowest as f32 * step {
            for &m in &members[..lowest] {
                pressure[m as usize] += budget / lowest as f32;
            }
            return;
        }
        // Each raised member takes the whole next level off the budget
        // (not only the step): llvm-exegesis's accounting, kept for its
        // output.
        for &m in &members[..lowest] {
            pressure[m as usize] = next;
            budget -= next;
        }
        while lowest < members.len() && at(pressure, lowest) == next {
            lowest += 1;
        }
    }
}

/// Parses the benchmark documents (the subset of YAML llvm-exegesis writes).
pub fn read_points(text: &str) -> Vec<Point> {
    let mut out: Vec<Point> = Vec::new();
    let mut cur: Option<Point> = None;
    let mut section = String::new();
    for (line_index, line) in text.lines().enumerate() {
        let line_no = line_index + 1;
        if line.starts_with("---") {
            if let Some(p) = cur.take() {
                out.push(p);
            }
            cur = Some(Point::default());
            section.clear();
            continue;
        }
        if line.starts_with("...") {
            if let Some(p) = cur.take() {
                out.push(p);
            }
            continue;
        }
        let Some(p) = cur.as_mut() else {
            if line.trim().is_empty() || line.trim_start().starts_with('#') {
                continue;
            }
            cur = Some(Point::default());
            continue;
        };
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let t = line.trim();
        if let Some(item) = t.strip_prefix("- ") {
            let item_col = indent + 3 + (item.len() - item.trim_start().len());
            let item_span = Span { line: line_no, col: item_col, len: scalar_len(item.trim_start()) };
            match section.as_str() {
                "instructions" => {
                    p.insts.push(unquote(item));
                    p.source.instructions.push(item_span);
                }
                "register_initial_values" => p.source.register_initial_values.push((unquote(item), item_span)),
                "measurements" => {
                    let m = flow_map(item);
                    let key = m.iter().find(|(k, _)| k == "key" || k == "debug_string").map(|x| x.1.clone()).unwrap_or_default();
                    let value = m.iter().find(|(k, _)| k == "value").and_then(|x| x.1.parse().ok()).unwrap_or(0.0);
                    p.measurements.push((key, value));
                }
                _ => {}
            }
            continue;
        }
        let Some((k, v)) = t.split_once(':') else { continue };
        let (k, v) = (k.trim(), v.trim());
        let key_span = Span { line: line_no, col: indent + 1, len: k.len() };
        if indent == 0 {
            p.source.top_keys.push((k.to_string(), key_span));
        } else if matches!(section.as_str(), "key" | "instructions" | "register_initial_values") {
            // Inside `key:` (after one of its lists, too).
            p.source.key_keys.push((k.to_string(), key_span));
        }
        if indent == 0 {
            section = k.to_string();
        } else if k == "instructions" || k == "register_initial_values" {
            section = k.to_string();
        }
        match (indent, k) {
            (0, "mode") => p.mode = unquote(v),
            (0, "cpu_name") => p.cpu = unquote(v),
            (0, "llvm_triple") => p.triple = unquote(v),
            (0, "error") => p.error = unquote(v),
            (0, "info") => p.info = unquote(v),
            (0, "assembled_snippet") => {
                let h = unquote(v);
                p.snippet = (0..h.len() / 2).filter_map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).ok()).collect();
            }
            (_, "config") if indent > 0 => p.config = unquote(v),
            _ => {}
        }
    }
    if let Some(p) = cur.take() {
        out.push(p);
    }
    // Empty documents (a trailing "---") hold no benchmark.
    out.retain(|p| !p.insts.is_empty() || !p.cpu.is_empty() || !p.triple.is_empty());
    out
}

/// The first instruction of a point as opcode and operands.
pub fn key_instruction(p: &Point, target: &Target, opcodes: &BTreeMap<String, u32>, reg_by_name: &dyn Fn(&str) -> Option<u32>) -> Option<ExeInst> {
    let first = p.insts.first()?;
    let mut parts = first.split(' ').filter(|s| !s.is_empty());
    let opcode = *opcodes.get(parts.next()?)?;
    let _ = target;
    let operands = parts
        .map(|op| {
            if let Some(h) = op.strip_prefix("i_0x") {
                ExeOperand::Imm(u64::from_str_radix(h, 16).unwrap_or(0) as i64)
            } else if op == "%noreg" {
                ExeOperand::Reg(0)
            } else if let Some(r) = reg_by_name(op) {
                ExeOperand::Reg(r)
            } else {
                ExeOperand::Invalid
            }
        })
        .collect();
    Some(ExeInst { opcode, operands })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ClusterId {
    Valid(usize),
    Noise,
    Error,
    Undef,
}

pub struct Clustering {
    pub clusters: Vec<(ClusterId, Vec<usize>)>,
    pub of_point: Vec<ClusterId>,
    /// Per valid cluster: whether it is unstable.
    pub unstable: Vec<bool>,
}

fn neighbours(a: &[(String, f64)], b: &[f64], eps2: f64) -> bool {
    let d: f64 = a.iter().zip(b).map(|(x, y)| (x.1 - y) * (x.1 - y)).sum();
    d <= eps2
}

fn values(p: &Point) -> Vec<f64> {
    p.measurements.iter().map(|m| m.1).collect()
}

pub fn validate(points: &[Point]) -> Result<(), String> {
    let mut last: Option<&Vec<(String, f64)>> = None;
    for p in points.iter().filter(|p| p.error.is_empty()) {
        if let Some(l) = last {
            if l.len() != p.measurements.len() {
                return Err("inconsistent measurement dimensions".into());
            }
            if l.iter().zip(&p.measurements).any(|(a, b)| a.0 != b.0) {
                return Err("inconsistent measurement dimensions keys".into());
            }
        }
        last = Some(&p.measurements);
    }
    Ok(())
}

pub fn dbscan(points: &[Point], min_pts: usize, eps2: f64) -> Clustering {
    let n = points.len();
    let mut of_point = vec![ClusterId::Undef; n];
    for (i, p) in points.iter().enumerate() {
        if !p.error.is_empty() {
            of_point[i] = ClusterId::Error;
        }
    }
    let mut clusters: Vec<(ClusterId, Vec<usize>)> = Vec::new();
    let range = |q: usize| -> Vec<usize> {
        let qv = values(&points[q]);
        (0..n).filter(|&p| p != q && !points[p].measurements.is_empty() && neighbours(&points[p].measurements, &qv, eps2)).collect()
    };
    for p in 0..n {
        if of_point[p] != ClusterId::Undef {
            continue;
        }
        let nb = range(p);
        if nb.len() + 1 < min_pts {
            of_point[p] = ClusterId::Noise;
            continue;
        }
        let id = ClusterId::Valid(clusters.len());
        clusters.push((id, vec![p]));
        of_point[p] = id;
        let mut queue: VecDeque<usize> = VecDeque::new();
        let mut seen: BTreeSet<usize> = BTreeSet::new();
        for q in nb {
            if seen.insert(q) {
                queue.push_back(q);
            }
        }
        while let Some(q) = queue.pop_front() {
            if of_point[q] == ClusterId::Noise {
                of_point[q] = id;
                clusters.last_mut().unwrap().1.push(q);
                continue;
            }
            if of_point[q] != ClusterId::Undef {
                continue;
            }
            of_point[q] = id;
            clusters.last_mut().unwrap().1.push(q);
            let nb = range(q);
            if nb.len() + 1 >= min_pts {
                for r in nb {
                    if seen.insert(r) {
                        queue.push_back(r);
                    }
                }
            }
        }
    }
    let unstable = vec![false; clusters.len()];
    Clustering { clusters, of_point, unstable }
}

/// Moves the points of every (opcode, config) found in several clusters
/// into one new cluster per such pair.
pub fn stabilize(c: &mut Clustering, points: &[Point], key_opcode: &dyn Fn(usize) -> u32) {
    let key = |i: usize| (key_opcode(i), points[i].config.clone());
    let mut by_key: BTreeMap<(u32, String), BTreeSet<usize>> = BTreeMap::new();
    for (i, cid) in c.of_point.iter().enumerate() {
        if let ClusterId::Valid(id) = cid {
            by_key.entry(key(i)).or_default().insert(*id);
        }
    }
    for (k, ids) in by_key {
        if ids.len() < 2 {
            continue;
        }
        let new_id = ClusterId::Valid(c.clusters.len());
        let mut moved = Vec::new();
        for id in ids {
            let old = std::mem::take(&mut c.clusters[id].1);
            let (keep, go): (Vec<usize>, Vec<usize>) = old.into_iter().partition(|&p| key(p) != k);
            for &p in &go {
                c.of_point[p] = new_id;
            }
            moved.extend(go);
            c.clusters[id].1 = keep;
        }
        c.clusters.push((new_id, moved));
        c.unstable.push(true);
    }
}

pub fn naive(points: &[Point], key: &dyn Fn(usize) -> Option<(u32, u32)>, eps2: f64) -> Clustering {
    let n = points.len();
    let mut of_point = vec![ClusterId::Undef; n];
    for (i, p) in points.iter().enumerate() {
        if !p.error.is_empty() {
            of_point[i] = ClusterId::Error;
        }
    }
    // Per opcode (ascending), sched classes in first-seen order.
    let mut per_opcode: BTreeMap<u32, Vec<(u32, Vec<usize>)>> = BTreeMap::new();
    for i in 0..n {
        let Some((opcode, class)) = key(i) else { continue };
        let v = per_opcode.entry(opcode).or_default();
        match v.iter_mut().find(|e| e.0 == class) {
            Some(e) => e.1.push(i),
            None => v.push((class, vec![i])),
        }
    }
    let mut clusters = Vec::new();
    let mut unstable = Vec::new();
    for (_, classes) in per_opcode {
        for (_, pts) in classes {
            let id = ClusterId::Valid(clusters.len());
            for &p in &pts {
                of_point[p] = id;
            }
            unstable.push(!all_neighbours(points, &pts, eps2));
            clusters.push((id, pts));
        }
    }
    Clustering { clusters, of_point, unstable }
}

/// Whether every point is within epsilon/2 of the group's centroid.
fn all_neighbours(points: &[Point], pts: &[usize], eps2: f64) -> bool {
    let with: Vec<&Point> = pts.iter().map(|&p| &points[p]).filter(|p| !p.measurements.is_empty()).collect();
    if with.is_empty() {
        return true;
    }
    let dims = with[0].measurements.len();
    let centroid: Vec<f64> = (0..dims).map(|d| with.iter().map(|p| p.measurements[d].1).sum::<f64>() / with.len() as f64).collect();
    with.iter().all(|p| neighbours(&p.measurements, &centroid, eps2 / 4.0))
}

/// One sched class's points in one cluster: min, max and average per
/// measurement.
pub struct ClassCluster {
    pub id: ClusterId,
    pub points: Vec<usize>,
}

fn stats(points: &[Point], pts: &[usize]) -> Vec<(f64, f64, f64)> {
    let dims = points[pts[0]].measurements.len();
    (0..dims)
        .map(|d| {
            let v: Vec<f64> = pts.iter().map(|&p| points[p].measurements.get(d).map_or(0.0, |m| m.1)).collect();
            let avg = v.iter().sum::<f64>() / v.len() as f64;
            let min = v.iter().cloned().fold(f64::INFINITY, f64::min);
            let max = v.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            (avg, min, max)
        })
        .collect()
}

fn html(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// What the inconsistencies report needs to know about a sched class.
pub struct ClassInfo {
    pub name: String,
    pub valid: bool,
    pub was_variant: bool,
    pub num_micro_ops: u32,
    pub latencies: Vec<(i32, u32)>,
    pub rthroughput: f64,
    /// Non-redundant resource uses: (name, cycles).
    pub write_proc_res: Vec<(String, u32)>,
    /// The idealized pressure on each unit: (name, pressure).
    pub pressure: Vec<(String, f32)>,
}

/// The style sheet at the head of llvm-exegesis's inconsistencies report:
/// part of the file it writes, so kept byte for byte (19 to 23 write the
/// same one).
const REPORT_STYLE: &str = r#"<style>
body {
  font-family: sans-serif
}
span.sched-class-name {
  font-weight: bold;
  font-family: monospace;
}
span.opcode {
  font-family: monospace;
}
span.config {
  font-family: monospace;
}
div.inconsistency {
  margin-top: 50px;
}
table {
  margin-left: 50px;
  border-collapse: collapse;
}
table, table tr,td,th {
  border: 1px solid #444;
}
table ul {
  padding-left: 0px;
  margin: 0px;
  list-style-type: none;
}
table.sched-class-clusters td {
  padding-left: 10px;
  padding-right: 10px;
  padding-top: 10px;
  padding-bottom: 10px;
}
table.sched-class-desc td {
  padding-left: 10px;
  padding-right: 10px;
  padding-top: 2px;
  padding-bottom: 2px;
}
span.mono {
  font-family: monospace;
}
td.measurement {
  text-align: center;
}
tr.good-cluster td.measurement {
  color: #292
}
tr.bad-cluster td.measurement {
  color: #922
}
tr.good-cluster td.measurement span.minmax {
  color: #888;
}
tr.bad-cluster td.measurement span.minmax {
  color: #888;
}
</style>
"#;

pub struct Report<'a> {
    pub points: &'a [Point],
    pub clustering: &'a Clustering,
    pub class_of: &'a dyn Fn(usize) -> (u32, bool),
    pub class_info: &'a dyn Fn(u32, bool) -> ClassInfo,
    pub opcode_name: &'a dyn Fn(&str) -> String,
    pub snippet_text: &'a dyn Fn(usize) -> String,
    pub triple: &'a str,
    pub cpu: &'a str,
    pub eps: f64,
    pub display_unstable: bool,
}

impl Report<'_> {
    fn point_html(&self, p: usize, o: &mut String) {
        let pt = &self.points[p];
        o.push_str("<li><span class=\"mono\" title=\"");
        o.push_str(&(self.snippet_text)(p).replace("; ", "\n").replace('"', "\\\""));
        o.push_str("\">");
        let names: Vec<String> = pt.insts.iter().map(|i| html(&(self.opcode_name)(i))).collect();
        if pt.mode == "latency" {
            o.push_str(&names.join(" &rarr; "));
        } else if let Some(first) = names.first() {
            o.push_str(first);
            if names.len() > 1 {
                o.push_str(&format!(" (x{})", names.len()));
            }
        }
        o.push_str("</span> <span class=\"mono\">");
        o.push_str(&html(&pt.config));
        o.push_str("</span></li>");
    }

    fn matches(&self, cc: &ClassCluster, info: &ClassInfo) -> bool {
        let mode = self.points[0].mode.as_str();
        let st = stats(self.points, &cc.points);
        let expected: Vec<f64> = match mode {
            "latency" if st.len() == 1 => vec![info.latencies.iter().map(|l| l.0 as f64).fold(0.0, f64::max)],
            "inverse_throughput" if st.len() == 1 => vec![info.rthroughput],
            _ => return false,
        };
        let d: f64 = st.iter().zip(&expected).map(|(a, b)| (a.0 - b) * (a.0 - b)).sum();
        d <= self.eps * self.eps
    }

    pub fn render(&self) -> String {
        let mut o = String::new();
        o.push_str("<!DOCTYPE html><html>");
        o.push_str("\n<head>\n<title>llvm-exegesis Analysis Results</title>\n");
        o.push_str(REPORT_STYLE);
        o.push_str("</head>\n");
        o.push_str("<body>");
        o.push_str(&format!("<h1><span class=\"mono\">llvm-exegesis</span> Analysis Results</h1><h3>Triple: <span class=\"mono\">{}</span></h3><h3>Cpu: <span class=\"mono\">{}</span></h3>", html(self.triple), html(self.cpu)));
        o.push_str(&format!("<h3>Epsilon: <span class=\"mono\">{:.2}</span></h3>", self.eps));
        // Points per resolved sched class, in first-seen order.
        let mut classes: Vec<((u32, bool), Vec<usize>)> = Vec::new();
        for (p, pt) in self.points.iter().enumerate() {
            if !pt.error.is_empty() {
                continue;
            }
            let k = (self.class_of)(p);
            match classes.iter_mut().find(|c| c.0 .0 == k.0) {
                Some(c) => c.1.push(p),
                None => classes.push((k, vec![p])),
            }
        }
        for ((class, was_variant), pts) in classes {
            let info = (self.class_info)(class, was_variant);
            let mut ccs: Vec<ClassCluster> = Vec::new();
            for p in pts {
                let id = self.clustering.of_point[p];
                let ClusterId::Valid(i) = id else { continue };
                if self.clustering.unstable.get(i).copied().unwrap_or(false) ^ self.display_unstable {
                    continue;
                }
                match ccs.iter_mut().find(|c| c.id == id) {
                    Some(c) => c.points.push(p),
                    None => ccs.push(ClassCluster { id, points: vec![p] }),
                }
            }
            if ccs.iter().all(|c| self.matches(c, &info)) {
                continue;
            }
            o.push_str("<div class=\"inconsistency\"><p>Sched Class <span class=\"sched-class-name\">");
            o.push_str(&html(&info.name));
            o.push_str("</span> contains instructions whose performance characteristics do not match that of LLVM:</p>");
            o.push_str("<table class=\"sched-class-clusters\"><tr><th>ClusterId</th><th>Opcode/Config</th>");
            if let Some(c) = ccs.first() {
                for m in &self.points[c.points[0]].measurements {
                    o.push_str(&format!("<th>{}</th>", html(&m.0)));
                }
            }
            o.push_str("</tr>");
            for c in &ccs {
                o.push_str(&format!("<tr class=\"{}\"><td>", if self.matches(c, &info) { "good-cluster" } else { "bad-cluster" }));
                if let ClusterId::Valid(i) = c.id {
                    o.push_str(&i.to_string());
                }
                o.push_str("</td><td><ul>");
                for &p in &c.points {
                    self.point_html(p, &mut o);
                }
                o.push_str("</ul></td>");
                for (avg, min, max) in stats(self.points, &c.points) {
                    o.push_str(&format!("<td class=\"measurement\">{avg:.2}<br><span class=\"minmax\">[{min:.2};{max:.2}]</span></td>"));
                }
                o.push_str("</tr>");
            }
            o.push_str("</table>");
            o.push_str("<p>llvm SchedModel data:</p>");
            o.push_str("<table class=\"sched-class-desc\"><tr><th>Valid</th><th>Variant</th><th>NumMicroOps</th><th>Latency</th><th>RThroughput</th><th>WriteProcRes</th><th title=\"This is the idealized unit resource (port) pressure assuming ideal distribution\">Idealized Resource Pressure</th></tr>");
            if info.valid {
                o.push_str("<tr><td>&#10004;</td>");
                o.push_str(&format!("<td>{}</td>", if info.was_variant { "&#10004;" } else { "&#10005;" }));
                o.push_str(&format!("<td>{}</td><td><ul>", info.num_micro_ops));
                for (c, w) in &info.latencies {
                    o.push_str(&format!("<li>{c}"));
                    if info.latencies.len() > 1 {
                        o.push_str(&format!(" (WriteResourceID {w})"));
                    }
                    o.push_str("</li>");
                }
                o.push_str(&format!("</ul></td><td>{:.2}</td><td><ul>", info.rthroughput));
                for (n, c) in &info.write_proc_res {
                    o.push_str(&format!("<li><span class=\"mono\">{}</span>: {c}</li>", html(n)));
                }
                o.push_str("</ul></td><td><ul>");
                for (n, p) in &info.pressure {
                    o.push_str(&format!("<li><span class=\"mono\">{}</span>: {p:.2}</li>", html(n)));
                }
                o.push_str("</ul></td></tr>");
            } else {
                o.push_str("<tr><td>&#10005;</td><td></td><td></td></tr>");
            }
            o.push_str("</table></div>");
        }
        // The noise cluster, raw.
        let noise: Vec<usize> = (0..self.points.len()).filter(|&p| self.clustering.of_point[p] == ClusterId::Noise).collect();
        if !noise.is_empty() {
            o.push_str(&format!("<div class=\"inconsistency\"><p>[noise] Cluster ({} points)</p>", noise.len()));
            o.push_str("<table class=\"sched-class-clusters\"><tr><th>ClusterId</th><th>Opcode/Config</th>");
            for m in &self.points[noise[0]].measurements {
                o.push_str(&format!("<th>{}</th>", html(&m.0)));
            }
            o.push_str("</tr>");
            for &p in &noise {
                o.push_str("<tr class=\"bad-cluster\"><td>[noise]</td><td><ul>");
                self.point_html(p, &mut o);
                o.push_str("</ul></td>");
                for m in &self.points[p].measurements {
                    o.push_str(&format!("<td class=\"measurement\">{:.2}", m.1));
                }
                o.push_str("</tr>");
            }
            o.push_str("</table></div>");
        }
        o.push_str("</body></html>");
        o
    }
}

fn csv(s: &str) -> String {
    if s.contains(',') {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// Where decoding a snippet stopped, as the disassembly ends.
const DECODE_ERROR: &str = "; [error decoding asm snippet]";

/// A snippet's disassembly as a CSV field: llvm-exegesis escapes the
/// decoded instructions and the decoding-error note that may follow them
/// as separate pieces, so only the instructions are quoted.
fn snippet_csv(text: &str) -> String {
    match text.strip_suffix(DECODE_ERROR) {
        Some(decoded) => format!("{}{DECODE_ERROR}", csv(decoded)),
        None => csv(text),
    }
}

pub fn clusters_csv(c: &Clustering, points: &[Point], snippet_text: &dyn Fn(usize) -> String, sched_class: &dyn Fn(usize) -> String) -> String {
    let mut o = String::new();
    if points.is_empty() {
        return o;
    }
    o.push_str("cluster_id,opcode_name,config,sched_class");
    for m in &points[0].measurements {
        o.push(',');
        o.push_str(&csv(&m.0));
    }
    o.push('\n');
    for (id, pts) in &c.clusters {
        for &p in pts {
            match c.of_point[p] {
                ClusterId::Noise => o.push_str("[noise]"),
                ClusterId::Error => o.push_str("[error]"),
                ClusterId::Valid(i) => o.push_str(&i.to_string()),
                ClusterId::Undef => o.push_str(&format!("{:?}", id)),
            }
            o.push(',');
            o.push_str(&snippet_csv(&snippet_text(p)));
            o.push(',');
            o.push_str(&csv(&points[p].config));
            o.push(',');
            o.push_str(&csv(&sched_class(p)));
            for m in &points[p].measurements {
                o.push(',');
                o.push_str(&csv(&format!("{:.2}", m.1)));
            }
            o.push('\n');
        }
        o.push_str("\n\n");
    }
    o
}

#[allow(dead_code)]
fn unused(_: Val) {}
