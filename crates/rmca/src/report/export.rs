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
use crate::views::registry::{Views, VIEWS};

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

/// The region as plain data: the summary figures, and each view of `views`
/// that the report has and that exports itself (`ViewValue::export`),
/// under the view's name.
pub fn region_value(region: &RegionReport, views: &Views) -> Map<String, Value> {
    let mut out = Map::new();
    summary_fields(region, &mut out);
    for r in views.iter() {
        let value = region.view(r.spec.name).and_then(|v| v.export(&region.instructions));
        if let Some(value) = value {
            out.insert(r.spec.name.into(), value);
        }
    }
    out
}

/// The views selected by names for plain-data output, as rmca-batch's
/// `--views` and Python's `views=` take them: the summary always; each
/// name is a view that exports itself (its name or an alias), or `all` for
/// every such view. The error names the choices.
pub fn views_to_export<S: AsRef<str>>(names: &[S]) -> Result<Views, String> {
    let exported = || VIEWS.iter().filter(|r| r.spec.exported);
    let mut views = Views { summary: true, ..Views::none() };
    for name in names {
        let name = name.as_ref();
        if name == "all" {
            for r in exported() {
                r.set(&mut views, true);
            }
            continue;
        }
        match exported().find(|r| r.spec.name == name || r.spec.aliases.contains(&name)) {
            Some(r) => r.set(&mut views, true),
            None if name == "summary" => {}
            None => {
                let choices: Vec<&str> =
                    std::iter::once("summary").chain(exported().map(|r| r.spec.name)).chain(["all"]).collect();
                return Err(format!("unknown view '{name}' ({})", choices.join(", ")));
            }
        }
    }
    Ok(views)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn export_names_come_from_the_registry() {
        let v = views_to_export(&["summary", "info", "pressure", "timeline", "bottleneck"]).unwrap();
        assert!(v.summary && v.instruction_info && v.resource_pressure && v.timeline && v.bottleneck);
        assert!(!v.dispatch_stats && !v.pipeline_trace);
        assert_eq!(views_to_export(&["all"]).unwrap(), v);
        assert_eq!(
            views_to_export(&["dispatch_stats"]).unwrap_err(),
            "unknown view 'dispatch_stats' (summary, bottleneck, instruction_info, resource_pressure, timeline, all)"
        );
    }
}
