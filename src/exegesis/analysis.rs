//! `-mode=analysis`: reads benchmark documents, clusters the points
//! (dbscan with stabilisation, or naive: one cluster per opcode and
//! scheduling class) and writes the clusters CSV.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use super::instr::Val;
use crate::mc::ffi::{ExeInst, ExeOperand, Target};

#[derive(Clone, Debug, Default)]
pub struct Point {
    pub mode: String,
    pub insts: Vec<String>,
    pub config: String,
    pub cpu: String,
    pub triple: String,
    pub measurements: Vec<(String, f64)>,
    pub error: String,
    pub snippet: Vec<u8>,
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

/// Parses the benchmark documents (the subset of YAML llvm-exegesis writes).
pub fn read_points(text: &str) -> Vec<Point> {
    let mut out: Vec<Point> = Vec::new();
    let mut cur: Option<Point> = None;
    let mut section = String::new();
    for line in text.lines() {
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
            match section.as_str() {
                "instructions" => p.insts.push(unquote(item)),
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
    Clustering { clusters, of_point }
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
    }
}

pub fn naive(points: &[Point], key: &dyn Fn(usize) -> Option<(u32, u32)>) -> Clustering {
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
    for (_, classes) in per_opcode {
        for (_, pts) in classes {
            let id = ClusterId::Valid(clusters.len());
            for &p in &pts {
                of_point[p] = id;
            }
            clusters.push((id, pts));
        }
    }
    Clustering { clusters, of_point }
}

fn csv(s: &str) -> String {
    if s.contains(',') {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
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
            o.push_str(&csv(&snippet_text(p)));
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
