//! What changed: between two snapshot directories (`rmca-sched diff`) and
//! between two model dumps (`rmca-sched diff-models`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::dump::ModelDump;

// ---------------------------------------------------------------------------
// Snapshot reports.

/// One instruction info row.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct InstRow {
    pub text: String,
    pub uops: String,
    pub latency: String,
    pub rthroughput: String,
}

/// One region of a report, with the figures `diff` compares.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Region {
    pub name: String,
    pub text: String,
    pub total_cycles: Option<f64>,
    pub ipc: Option<f64>,
    pub block_rthroughput: Option<f64>,
    pub insts: Vec<InstRow>,
}

/// The body of a snapshot file (after insta's header).
pub fn snap_body(text: &str) -> &str {
    if let Some(rest) = text.strip_prefix("---\n") {
        if let Some(p) = rest.find("\n---\n") {
            return &rest[p + 5..];
        }
    }
    text
}

fn num(line: &str, key: &str) -> Option<f64> {
    line.strip_prefix(key).and_then(|r| r.trim().parse().ok())
}

/// Splits a report into regions and reads their figures. Text outside the
/// stdout section (exit status, diagnostics) forms a region named "(exit
/// status and diagnostics)" when present.
pub fn parse_report(body: &str) -> Vec<Region> {
    let (head, rest) = match body.find("--- stdout\n") {
        Some(p) => (&body[..p], &body[p + 11..]),
        None => ("", body),
    };
    let (stdout, stderr) = match rest.rfind("--- stderr\n") {
        Some(p) => (&rest[..p], &rest[p + 11..]),
        None => (rest, ""),
    };
    let mut regions: Vec<Region> = Vec::new();
    let mut cur = Region { name: "[0]".into(), ..Default::default() };
    let mut in_info = false;
    for line in stdout.split_inclusive('\n') {
        let l = line.trim_end_matches('\n');
        if let Some(r) = l.strip_prefix('[').and_then(|r| r.split_once("] Code Region")) {
            if r.0.chars().all(|c| c.is_ascii_digit()) {
                if !cur.text.trim().is_empty() {
                    regions.push(std::mem::take(&mut cur));
                }
                let name = r.1.trim_start_matches(" -").trim();
                cur.name = if name.is_empty() { format!("[{}]", r.0) } else { format!("[{}] {name}", r.0) };
                in_info = false;
            }
        }
        cur.text.push_str(line);
        if let Some(v) = num(l, "Total Cycles:") {
            cur.total_cycles = Some(v);
        } else if let Some(v) = num(l, "IPC:") {
            cur.ipc = Some(v);
        } else if let Some(v) = num(l, "Block RThroughput:") {
            cur.block_rthroughput = Some(v);
        }
        if l.starts_with("[1]    [2]    [3]") {
            in_info = true;
            continue;
        }
        if in_info {
            if l.trim().is_empty() {
                if !cur.insts.is_empty() {
                    in_info = false;
                }
                continue;
            }
            let mut toks = l.split_whitespace();
            let (Some(u), Some(lat), Some(rt)) = (toks.next(), toks.next(), toks.next()) else {
                in_info = false;
                continue;
            };
            let rest: Vec<&str> = toks.collect();
            let skip = rest.iter().take_while(|t| matches!(**t, "*" | "U" | "S")).count();
            cur.insts.push(InstRow {
                text: rest[skip..].join(" "),
                uops: u.into(),
                latency: lat.into(),
                rthroughput: rt.into(),
            });
        }
    }
    if !cur.text.is_empty() || regions.is_empty() {
        regions.push(cur);
    }
    let extra = format!("{head}{stderr}");
    if head.trim() != "exit: 0" || !stderr.is_empty() {
        regions.push(Region { name: "(exit status and diagnostics)".into(), text: extra, ..Default::default() });
    }
    regions
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct InstChange {
    pub index: usize,
    pub text: String,
    pub latency: (String, String),
    pub rthroughput: (String, String),
    pub uops: (String, String),
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct RegionChange {
    /// Snapshot path relative to the directories.
    pub snapshot: String,
    pub region: String,
    /// "changed", "added" or "removed".
    pub kind: String,
    pub total_cycles: (Option<f64>, Option<f64>),
    pub ipc: (Option<f64>, Option<f64>),
    pub block_rthroughput: (Option<f64>, Option<f64>),
    pub instructions: Vec<InstChange>,
    /// Size of the change used for sorting (relative, largest figure).
    pub score: f64,
}

fn rel_change(a: Option<f64>, b: Option<f64>) -> f64 {
    match (a, b) {
        (Some(a), Some(b)) if a != 0.0 => ((b - a) / a).abs(),
        (Some(a), Some(b)) => (b - a).abs(),
        (None, None) => 0.0,
        _ => 1.0,
    }
}

fn compare_regions(snap: &str, old: &[Region], new: &[Region], out: &mut Vec<RegionChange>) {
    let key = |r: &Region| r.name.clone();
    let oldm: BTreeMap<String, &Region> = old.iter().map(|r| (key(r), r)).collect();
    let newm: BTreeMap<String, &Region> = new.iter().map(|r| (key(r), r)).collect();
    let names: BTreeSet<&String> = oldm.keys().chain(newm.keys()).collect();
    for n in names {
        let (o, w) = (oldm.get(n), newm.get(n));
        if let (Some(o), Some(w)) = (o, w) {
            if o.text == w.text {
                continue;
            }
        }
        let kind = match (o, w) {
            (Some(_), Some(_)) => "changed",
            (None, Some(_)) => "added",
            _ => "removed",
        };
        let g = |r: Option<&&Region>, f: fn(&Region) -> Option<f64>| r.and_then(|r| f(r));
        let mut insts = Vec::new();
        if let (Some(o), Some(w)) = (o, w) {
            for (i, (a, b)) in o.insts.iter().zip(w.insts.iter()).enumerate() {
                if a.latency != b.latency || a.rthroughput != b.rthroughput || a.uops != b.uops {
                    insts.push(InstChange {
                        index: i,
                        text: b.text.clone(),
                        latency: (a.latency.clone(), b.latency.clone()),
                        rthroughput: (a.rthroughput.clone(), b.rthroughput.clone()),
                        uops: (a.uops.clone(), b.uops.clone()),
                    });
                }
            }
        }
        let tc = (g(o, |r| r.total_cycles), g(w, |r| r.total_cycles));
        let ipc = (g(o, |r| r.ipc), g(w, |r| r.ipc));
        let brt = (g(o, |r| r.block_rthroughput), g(w, |r| r.block_rthroughput));
        let score = if kind == "changed" {
            rel_change(tc.0, tc.1).max(rel_change(brt.0, brt.1)).max(rel_change(ipc.0, ipc.1))
        } else {
            f64::INFINITY
        };
        out.push(RegionChange {
            snapshot: snap.to_string(),
            region: n.clone(),
            kind: kind.into(),
            total_cycles: tc,
            ipc,
            block_rthroughput: brt,
            instructions: insts,
            score,
        });
    }
}

fn snap_files(dir: &Path, suffix: &str) -> std::io::Result<Vec<String>> {
    fn walk(base: &Path, d: &Path, suffix: &str, out: &mut Vec<String>) -> std::io::Result<()> {
        for e in std::fs::read_dir(d)? {
            let e = e?;
            let p = e.path();
            if e.file_type()?.is_dir() {
                walk(base, &p, suffix, out)?;
            } else if p.to_string_lossy().ends_with(suffix) {
                let rel = p.strip_prefix(base).unwrap_or(&p);
                out.push(rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect::<Vec<_>>().join("/"));
            }
        }
        Ok(())
    }
    let mut v = Vec::new();
    walk(dir, dir, suffix, &mut v)?;
    v.sort();
    Ok(v)
}

#[derive(Clone, Debug, Serialize, Default)]
pub struct SnapshotDiff {
    pub snapshots_compared: usize,
    pub regions_compared: usize,
    pub changes: Vec<RegionChange>,
}

/// Compares two snapshot directories; with `new` = None, compares each
/// `.snap` in `old` with its pending `.snap.new`.
pub fn diff_dirs(old: &Path, new: Option<&Path>) -> std::io::Result<SnapshotDiff> {
    let mut pairs: Vec<(String, Option<PathBuf>, Option<PathBuf>)> = Vec::new();
    match new {
        Some(new) => {
            let a = snap_files(old, ".snap")?;
            let b = snap_files(new, ".snap")?;
            let all: BTreeSet<&String> = a.iter().chain(b.iter()).collect();
            for s in all {
                let pa = old.join(s);
                let pb = new.join(s);
                pairs.push((s.clone(), pa.exists().then_some(pa), pb.exists().then_some(pb)));
            }
        }
        None => {
            for s in snap_files(old, ".snap.new")? {
                let base = s.trim_end_matches(".new").to_string();
                let pa = old.join(&base);
                pairs.push((base, pa.exists().then_some(pa), Some(old.join(&s))));
            }
        }
    }
    let mut d = SnapshotDiff::default();
    for (name, a, b) in pairs {
        let read = |p: &Option<PathBuf>| -> std::io::Result<Vec<Region>> {
            match p {
                Some(p) => Ok(parse_report(snap_body(&std::fs::read_to_string(p)?))),
                None => Ok(Vec::new()),
            }
        };
        let (ra, rb) = (read(&a)?, read(&b)?);
        d.snapshots_compared += 1;
        d.regions_compared += ra.len().max(rb.len());
        compare_regions(&name, &ra, &rb, &mut d.changes);
    }
    d.changes.sort_by(|a, b| {
        b.score
            .partial_cmp(&a.score)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(b.instructions.len().cmp(&a.instructions.len()))
            .then(a.snapshot.cmp(&b.snapshot))
            .then(a.region.cmp(&b.region))
    });
    Ok(d)
}

fn f(v: Option<f64>) -> String {
    v.map(|x| if x.fract() == 0.0 { format!("{x}") } else { format!("{x:.2}") }).unwrap_or_else(|| "-".into())
}

fn pair(p: &(Option<f64>, Option<f64>)) -> String {
    if p.0 == p.1 {
        f(p.0)
    } else {
        format!("{} -> {}", f(p.0), f(p.1))
    }
}

/// The readable table for `rmca-sched diff`.
pub fn render_snapshot_diff(d: &SnapshotDiff) -> String {
    let mut s = String::new();
    s.push_str(&format!(
        "{} region(s) changed ({} snapshots, {} regions compared)\n",
        d.changes.len(),
        d.snapshots_compared,
        d.regions_compared
    ));
    if d.changes.is_empty() {
        return s;
    }
    s.push('\n');
    s.push_str(&format!("{:<9} {:<22} {:<18} {:<16}  {}\n", "Change", "Total Cycles", "IPC", "Block RThroughput", "Snapshot / region"));
    for c in &d.changes {
        let pct = match c.total_cycles {
            (Some(a), Some(b)) if a != 0.0 => format!("{:+.1}%", (b - a) / a * 100.0),
            _ => c.kind.clone(),
        };
        s.push_str(&format!(
            "{:<9} {:<22} {:<18} {:<16}  {} {}\n",
            pct,
            pair(&c.total_cycles),
            pair(&c.ipc),
            pair(&c.block_rthroughput),
            c.snapshot,
            c.region
        ));
        for i in &c.instructions {
            let mut parts = Vec::new();
            if i.uops.0 != i.uops.1 {
                parts.push(format!("uops {} -> {}", i.uops.0, i.uops.1));
            }
            if i.latency.0 != i.latency.1 {
                parts.push(format!("latency {} -> {}", i.latency.0, i.latency.1));
            }
            if i.rthroughput.0 != i.rthroughput.1 {
                parts.push(format!("RThroughput {} -> {}", i.rthroughput.0, i.rthroughput.1));
            }
            s.push_str(&format!("          #{:<4} {:<40} {}\n", i.index, i.text, parts.join(", ")));
        }
    }
    s
}

// ---------------------------------------------------------------------------
// Model dumps.

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct FieldChange {
    /// "processor", "register file", "resource" or "opcode".
    pub section: String,
    /// Resource or opcode name ("" for processor fields).
    pub name: String,
    pub field: String,
    pub old: serde_json::Value,
    pub new: serde_json::Value,
}

#[derive(Clone, Debug, Serialize, Default)]
pub struct ModelDiff {
    pub old: String,
    pub new: String,
    pub changes: Vec<FieldChange>,
}

fn obj(v: &impl Serialize) -> BTreeMap<String, serde_json::Value> {
    match serde_json::to_value(v) {
        Ok(serde_json::Value::Object(m)) => m.into_iter().collect(),
        _ => BTreeMap::new(),
    }
}

fn compare_objects(section: &str, name: &str, a: Option<BTreeMap<String, serde_json::Value>>, b: Option<BTreeMap<String, serde_json::Value>>, skip: &[&str], out: &mut Vec<FieldChange>) {
    use serde_json::Value::Null;
    match (a, b) {
        (Some(a), Some(b)) => {
            let keys: BTreeSet<&String> = a.keys().chain(b.keys()).collect();
            for k in keys {
                if skip.contains(&k.as_str()) {
                    continue;
                }
                let (x, y) = (a.get(k).cloned().unwrap_or(Null), b.get(k).cloned().unwrap_or(Null));
                if x != y {
                    out.push(FieldChange { section: section.into(), name: name.into(), field: k.clone(), old: x, new: y });
                }
            }
        }
        (None, Some(_)) => out.push(FieldChange { section: section.into(), name: name.into(), field: "(added)".into(), old: Null, new: "present".into() }),
        (Some(_), None) => out.push(FieldChange { section: section.into(), name: name.into(), field: "(removed)".into(), old: "present".into(), new: Null }),
        (None, None) => {}
    }
}

/// Processor parameters, then resources by name, then opcodes by name.
/// Sched class and opcode numbers are not compared (they shift between
/// LLVM builds); what they carry is, through the per-opcode figures.
pub fn diff_models(a: &ModelDump, b: &ModelDump) -> ModelDiff {
    let mut out = Vec::new();
    compare_objects("processor", "", Some(obj(&a.processor)), Some(obj(&b.processor)), &["register_files"], &mut out);
    let fa: BTreeMap<&str, _> = a.processor.register_files.iter().map(|r| (r.name.as_str(), r)).collect();
    let fb: BTreeMap<&str, _> = b.processor.register_files.iter().map(|r| (r.name.as_str(), r)).collect();
    for n in fa.keys().chain(fb.keys()).collect::<BTreeSet<_>>() {
        compare_objects("register file", n, fa.get(n).map(obj), fb.get(n).map(obj), &[], &mut out);
    }
    let ra: BTreeMap<&str, _> = a.resources.iter().map(|r| (r.name.as_str(), r)).collect();
    let rb: BTreeMap<&str, _> = b.resources.iter().map(|r| (r.name.as_str(), r)).collect();
    for n in ra.keys().chain(rb.keys()).collect::<BTreeSet<_>>() {
        compare_objects("resource", n, ra.get(n).map(obj), rb.get(n).map(obj), &["index"], &mut out);
    }
    let oa: BTreeMap<&str, _> = a.opcodes.iter().map(|r| (r.name.as_str(), r)).collect();
    let ob: BTreeMap<&str, _> = b.opcodes.iter().map(|r| (r.name.as_str(), r)).collect();
    for n in oa.keys().chain(ob.keys()).collect::<BTreeSet<_>>() {
        compare_objects("opcode", n, oa.get(n).map(obj), ob.get(n).map(obj), &["opcode", "sched_class"], &mut out);
    }
    ModelDiff { old: format!("{} {}", a.triple, a.cpu), new: format!("{} {}", b.triple, b.cpu), changes: out }
}

fn v(x: &serde_json::Value) -> String {
    match x {
        serde_json::Value::Null => "-".into(),
        serde_json::Value::String(s) if s.is_empty() => "\"\"".into(),
        serde_json::Value::String(s) => s.clone(),
        o => o.to_string(),
    }
}

/// The readable table for `rmca-sched diff-models`.
pub fn render_model_diff(d: &ModelDiff) -> String {
    let mut s = format!("{} change(s): {} -> {}\n", d.changes.len(), d.old, d.new);
    let mut section = "";
    for c in &d.changes {
        if c.section != section {
            section = &c.section;
            s.push_str(&format!("\n{:<13} {:<28} {:<26} {:<24} {}\n", section, "name", "field", "old", "new"));
        }
        s.push_str(&format!("{:<13} {:<28} {:<26} {:<24} {}\n", "", c.name, c.field, v(&c.old), v(&c.new)));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    const REPORT: &str = "exit: 0\n--- stdout\n\n[0] Code Region - a\n\nIterations:        100\nTotal Cycles:      203\nIPC:               0.99\nBlock RThroughput: 1.0\n\n\nInstruction Info:\n[1]: #uOps\n\n[1]    [2]    [3]    [4]    [5]    [6]    Instructions:\n 1      4     0.50                        vmulps\t%xmm0, %xmm1, %xmm2\n 1      5     0.50    *                   vmovaps\t(%rax), %xmm0\n\n\n[1] Code Region - b\n\nTotal Cycles:      50\n--- stderr\n";

    #[test]
    fn reports_split_into_regions() {
        let r = parse_report(REPORT);
        assert_eq!(r.len(), 2);
        assert_eq!(r[0].name, "[0] a");
        assert_eq!(r[0].total_cycles, Some(203.0));
        assert_eq!(r[0].block_rthroughput, Some(1.0));
        assert_eq!(r[0].insts.len(), 2);
        assert_eq!(r[0].insts[1].text, "vmovaps (%rax), %xmm0");
        assert_eq!(r[1].name, "[1] b");
    }

    #[test]
    fn only_changed_regions_are_listed() {
        let old = parse_report(REPORT);
        let new = parse_report(&REPORT.replace(" 1      4     0.50", " 1      9     0.50").replace("203", "303"));
        let mut out = Vec::new();
        compare_regions("s", &old, &new, &mut out);
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].region, "[0] a");
        assert_eq!(out[0].instructions[0].latency, ("4".to_string(), "9".to_string()));
    }
}
