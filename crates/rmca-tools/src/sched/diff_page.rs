//! The review page of a model change (`rmca-sched diff --html=FILE`): the
//! regions `sched::diff` found changed, in its order (largest change
//! first), each with old and new cycles, IPC and Block RThroughput, and
//! the old and new timelines side by side on demand (from the typed
//! reports kept beside the snapshots; run `rmca-sched snapshot` with
//! `--args=-timeline` for them).
//!
//! ```text
//! region                                     old cycles  new cycles  change  ...
//! x86/skylake/loop.s :: [0] inner            1003        1507        +50.2%  [timelines]
//! ```

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::html::{page_region, render, DiffRow, Page};
use rmca::report::RegionReport;
use super::diff::SnapshotDiff;
use super::snapshot::{record_path, SnapshotRecord};

/// The region's name as `sched::diff` spells it.
fn region_name(r: &RegionReport) -> String {
    if r.name.is_empty() {
        format!("[{}]", r.index)
    } else {
        format!("[{}] {}", r.index, r.name)
    }
}

/// The page for `d`, the diff of `old` and `new` (as `diff_dirs` got them:
/// `new` None compares `.snap` with `.snap.new` in `old`).
pub fn diff_page(old: &Path, new: Option<&Path>, d: &SnapshotDiff) -> std::io::Result<String> {
    let mut cache: HashMap<PathBuf, Option<SnapshotRecord>> = HashMap::new();
    let mut load = |snap: PathBuf| -> Option<SnapshotRecord> {
        cache
            .entry(snap.clone())
            .or_insert_with(|| {
                let bytes = std::fs::read(record_path(&snap)).ok()?;
                serde_json::from_slice(&bytes).ok()
            })
            .clone()
    };
    let mut page = Page { kind: "diff".into(), title: "rmca-sched diff".into(), ..Default::default() };
    page.triple = match new {
        Some(n) => format!("{} → {}", old.display(), n.display()),
        None => format!("{} (.snap → .snap.new)", old.display()),
    };
    for c in &d.changes {
        let (old_snap, new_snap) = match new {
            Some(n) => (old.join(&c.snapshot), n.join(&c.snapshot)),
            None => (old.join(&c.snapshot), old.join(format!("{}.new", c.snapshot))),
        };
        let mut side = |snap: PathBuf| -> Option<u32> {
            let record = load(snap)?;
            let r = record.regions.iter().find(|r| region_name(r) == c.region)?;
            r.timeline.as_ref()?;
            let mut region = page_region(r);
            region.name = format!("{} :: {}", c.snapshot, region.name);
            page.regions.push(region);
            Some(page.regions.len() as u32 - 1)
        };
        let old_region = side(old_snap);
        let new_region = side(new_snap);
        let (oc, nc) = c.total_cycles;
        page.diff.push(DiffRow {
            name: format!("{} :: {} ({})", c.snapshot, c.region, c.kind),
            old_cycles: oc.unwrap_or(0.0) as u64,
            new_cycles: nc.unwrap_or(0.0) as u64,
            old_ipc: c.ipc.0.unwrap_or(0.0),
            new_ipc: c.ipc.1.unwrap_or(0.0),
            old_rthroughput: c.block_rthroughput.0.unwrap_or(0.0),
            new_rthroughput: c.block_rthroughput.1.unwrap_or(0.0),
            change: match (oc, nc) {
                (Some(a), Some(b)) if a != 0.0 => (b - a) / a,
                _ => 0.0,
            },
            old_region,
            new_region,
        });
    }
    Ok(render(&page))
}
