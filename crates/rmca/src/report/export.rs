//! A region's report as plain data for programs (rmca-batch's JSON lines,
//! the Python package's `to_dict`): the summary's figures at the top, and
//! each view asked for as a nested value with per-iteration figures, names
//! instead of indices, and no layout.
//!
//! ```text
//! {"iterations": 100, "instructions": 200, "total_cycles": 104, "total_uops": 200,
//!  "dispatch_width": 6, "uops_per_cycle": 1.92, "ipc": 1.92, "block_rthroughput": 0.5,
//!  "resource_pressure": {"SKLPort0": 0.5, "SKLPort1": 0.5, ...},
//!  "instruction_info": [{"text": "addq\t%rax, %rbx", "uops": 1, "latency": 1, ...}]}
//! ```

use serde_json::{json, Map, Value};

use super::RegionReport;
use crate::views::bottleneck::DepKind;

/// Which views to export besides the summary.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExportViews {
    pub instruction_info: bool,
    pub resource_pressure: bool,
    pub timeline: bool,
    pub bottleneck: bool,
}

impl ExportViews {
    pub fn all() -> ExportViews {
        ExportViews { instruction_info: true, resource_pressure: true, timeline: true, bottleneck: true }
    }
}

/// The summary figures (zeros for a region without a summary: the
/// instruction tables).
pub fn summary_fields(region: &RegionReport, out: &mut Map<String, Value>) {
    let s = region.summary.clone().unwrap_or_default();
    out.insert("iterations".into(), json!(region.iterations));
    out.insert("instructions".into(), json!(s.instructions));
    out.insert("total_cycles".into(), json!(s.total_cycles));
    out.insert("total_uops".into(), json!(s.total_uops));
    out.insert("dispatch_width".into(), json!(s.dispatch_width));
    out.insert("uops_per_cycle".into(), json!(s.uops_per_cycle));
    out.insert("ipc".into(), json!(s.ipc));
    out.insert("block_rthroughput".into(), json!(s.block_rthroughput));
}

/// The region as plain data: the summary figures and the views of `views`
/// that the report has.
pub fn region_value(region: &RegionReport, views: ExportViews) -> Map<String, Value> {
    let mut out = Map::new();
    summary_fields(region, &mut out);
    if views.instruction_info {
        if let Some(info) = &region.instruction_info {
            let rows: Vec<Value> = info
                .rows
                .iter()
                .zip(&region.instructions)
                .map(|(r, text)| {
                    json!({
                        "text": text,
                        "uops": r.num_micro_ops,
                        "latency": r.latency,
                        "rthroughput": r.rthroughput,
                        "may_load": r.may_load,
                        "may_store": r.may_store,
                        "has_side_effects": r.has_side_effects,
                    })
                })
                .collect();
            out.insert("instruction_info".into(), Value::Array(rows));
        }
    }
    if views.resource_pressure {
        if let Some(p) = &region.resource_pressure {
            let mut per_resource = Map::new();
            for (c, cycles) in p.columns.iter().zip(p.per_iteration()) {
                let name = match c.unit {
                    Some(u) => format!("{}.{u}", c.resource),
                    None => c.resource.clone(),
                };
                per_resource.insert(name, json!(cycles));
            }
            out.insert("resource_pressure".into(), Value::Object(per_resource));
        }
    }
    if views.timeline {
        if let Some(t) = &region.timeline {
            let n = t.num_insts.max(1) as usize;
            let rows: Vec<Value> = t
                .entries
                .iter()
                .enumerate()
                .map(|(i, e)| {
                    json!({
                        "iteration": i / n,
                        "index": i % n,
                        "dispatched": e.dispatched,
                        "ready": e.ready,
                        "issued": e.issued,
                        "executed": e.executed,
                        "retired": e.retired,
                    })
                })
                .collect();
            out.insert("timeline".into(), Value::Array(rows));
        }
    }
    if views.bottleneck {
        if let Some(b) = &region.bottleneck {
            let resources: Map<String, Value> =
                b.resource_pressure.iter().map(|(name, n)| (name.clone(), json!(n))).collect();
            let sequence: Vec<Value> = b
                .critical_sequence
                .iter()
                .map(|e| {
                    let n = b.num_insts.max(1);
                    let kind = match e.kind {
                        DepKind::Register => "register",
                        DepKind::Memory => "memory",
                        DepKind::Resource | DepKind::Invalid => "resource",
                    };
                    json!({
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
            out.insert(
                "bottleneck".into(),
                json!({
                    "found": b.found,
                    "total_cycles": b.total_cycles,
                    "pressure_increase_cycles": b.cycles.increase,
                    "resource_pressure_cycles": b.cycles.resources,
                    "data_dependency_cycles": b.cycles.data,
                    "register_dependency_cycles": b.cycles.register,
                    "memory_dependency_cycles": b.cycles.memory,
                    "resources": resources,
                    "critical_sequence": sequence,
                }),
            );
        }
    }
    out
}
