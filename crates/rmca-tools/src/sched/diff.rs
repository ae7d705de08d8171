//! What changed: between two snapshot directories (`rmca-sched diff`) and
//! between two model dumps (`rmca-sched diff-models`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::dump::ModelDump;
use super::snapshot::{record_path, SnapshotRecord};
use rmca::report::RegionReport;

// ---------------------------------------------------------------------------
// Snapshot reports.

/// One instruction info row.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct InstRow {
    pub text: String,
    pub uops: u32,
    pub latency: u32,
    pub rthroughput: f64,
}

/// One region of a report, with the figures `diff` compares.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Region {
    pub name: String,
    /// Everything the region reports, for telling changed from unchanged.
    pub content: String,
    pub total_cycles: Option<f64>,
    pub ipc: Option<f64>,
    pub block_rthroughput: Option<f64>,
    pub insts: Vec<InstRow>,
}

/// The regions of a snapshot's typed report. The exit status and the
/// diagnostics form a region named "(exit status and diagnostics)" when
/// the run failed or printed any.
pub fn record_regions(record: &SnapshotRecord) -> Vec<Region> {
    let mut regions: Vec<Region> = record
        .regions
        .iter()
        .map(|r| {
            let name = if r.name.is_empty() { format!("[{}]", r.index) } else { format!("[{}] {}", r.index, r.name) };
            // The cycles a fast-forward skipped are not part of the report.
            let content = serde_json::to_string(&RegionReport { fast_forwarded_cycles: 0, ..r.clone() }).unwrap_or_default();
            let insts = match &r.instruction_info {
                Some(info) => info
                    .rows
                    .iter()
                    .zip(&r.instructions)
                    .map(|(row, text)| InstRow {
                        text: text.replace('\t', " "),
                        uops: row.num_micro_ops,
                        latency: row.latency,
                        rthroughput: row.rthroughput,
                    })
                    .collect(),
                None => Vec::new(),
            };
            Region {
                name,
                content,
                total_cycles: r.summary.as_ref().map(|s| s.total_cycles as f64),
                ipc: r.summary.as_ref().map(|s| s.ipc),
                block_rthroughput: r.summary.as_ref().map(|s| s.block_rthroughput),
                insts,
            }
        })
        .collect();
    if record.exit != 0 || !record.stderr.is_empty() {
        regions.push(Region {
            name: "(exit status and diagnostics)".into(),
            content: format!("exit: {}\n{}", record.exit, record.stderr),
            ..Default::default()
        });
    }
    regions
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct InstChange {
    pub index: usize,
    pub text: String,
    pub latency: (u32, u32),
    pub rthroughput: (f64, f64),
    pub uops: (u32, u32),
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
            if o.content == w.content {
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
                        latency: (a.latency, b.latency),
                        rthroughput: (a.rthroughput, b.rthroughput),
                        uops: (a.uops, b.uops),
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
            let Some(p) = p else { return Ok(Vec::new()) };
            let typed = record_path(p);
            let bytes = std::fs::read(&typed).map_err(|e| {
                std::io::Error::new(
                    e.kind(),
                    format!("{}: {e} (the typed report beside each snapshot; run `rmca-sched snapshot` again)", typed.display()),
                )
            })?;
            let record: SnapshotRecord = serde_json::from_slice(&bytes)
                .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, format!("{}: {e}", typed.display())))?;
            Ok(record_regions(&record))
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
                parts.push(format!("RThroughput {:.2} -> {:.2}", i.rthroughput.0, i.rthroughput.1));
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

    fn record(latency: u32, cycles: u32) -> SnapshotRecord {
        use rmca::views::instruction_info::{InstInfoRow, InstructionInfo};
        use rmca::views::summary::Summary;
        let region = |index: u32, name: &str| RegionReport {
            index,
            name: name.into(),
            has_header: true,
            instructions: vec!["vmulps\t%xmm0, %xmm1, %xmm2".into(), "vmovaps\t(%rax), %xmm0".into()],
            iterations: 100,
            summary: Some(Summary { total_cycles: cycles, ipc: 0.99, block_rthroughput: 1.0, ..Default::default() }),
            instruction_info: Some(InstructionInfo {
                rows: vec![
                    InstInfoRow { num_micro_ops: 1, latency, rthroughput: 0.5, ..Default::default() },
                    InstInfoRow { num_micro_ops: 1, latency: 5, rthroughput: 0.5, may_load: true, ..Default::default() },
                ],
                ..Default::default()
            }),
            ..Default::default()
        };
        SnapshotRecord { exit: 0, stderr: String::new(), regions: vec![region(0, "a"), region(1, "b")] }
    }

    #[test]
    fn records_give_named_regions_with_their_figures() {
        let r = record_regions(&record(4, 203));
        assert_eq!(r.len(), 2);
        assert_eq!(r[0].name, "[0] a");
        assert_eq!(r[0].total_cycles, Some(203.0));
        assert_eq!(r[0].block_rthroughput, Some(1.0));
        assert_eq!(r[0].insts.len(), 2);
        assert_eq!(r[0].insts[1].text, "vmovaps (%rax), %xmm0");
        assert_eq!(r[1].name, "[1] b");
        let failed = SnapshotRecord { exit: 1, stderr: "error: x\n".into(), regions: vec![] };
        assert_eq!(record_regions(&failed)[0].name, "(exit status and diagnostics)");
    }

    #[test]
    fn only_changed_regions_are_listed() {
        let old = record_regions(&record(4, 203));
        let mut changed = record(4, 203);
        changed.regions[0] = record(9, 303).regions[0].clone();
        let new = record_regions(&changed);
        let mut out = Vec::new();
        compare_regions("s", &old, &new, &mut out);
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].region, "[0] a");
        assert_eq!(out[0].instructions[0].latency, (4, 9));
        assert_eq!(out[0].total_cycles, (Some(203.0), Some(303.0)));
    }
}
