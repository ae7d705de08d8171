//! The typed result of an analysis, and its renderers: llvm-mca's text
//! (`write_text`) and llvm-mca's `-json` document (`llvm_json`). Every
//! number the text prints is a field here (or derived from fields the same
//! way the text derives it), so a program reads the values instead of
//! scraping the text.
//!
//! ```text
//! Report { triple: "x86_64-unknown-unknown", cpu: "skylake", regions: [
//!   RegionReport { index: 0, name: "", instructions: ["addq\t%rax, %rbx"],
//!     summary: Some(Summary { iterations: 100, total_cycles: 103, .. }),
//!     resource_pressure: Some(..), instruction_info: Some(..), .. } ] }
//! ```

pub mod export;

use serde::{Deserialize, Serialize};

use crate::views::bottleneck::Bottleneck;
use crate::views::dispatch_stats::DispatchStats;
use crate::views::instruction_info::InstructionInfo;
use crate::views::json::{object, Json};
use crate::views::register_file_stats::RegisterFileStats;
use crate::views::resource_pressure::ResourcePressure;
use crate::views::retire_stats::RetireStats;
use crate::views::scheduler_stats::SchedulerStats;
use crate::views::summary::Summary;
use crate::views::timeline::Timeline;
use crate::views::ViewResult;

/// The pipeline parameters llvm-mca's JSON report records.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SimulationParameters {
    pub out_of_order: bool,
    pub register_file_size: u32,
    pub decoder_throughput: u32,
    pub micro_op_queue_size: u32,
    pub dispatch_width: u32,
    pub load_queue_size: u32,
    pub store_queue_size: u32,
    pub noalias: bool,
}

/// The analysis of one input: one report per region.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Report {
    /// The target triple (as LLVM's Triple spells it).
    pub triple: String,
    /// The CPU as the subtarget resolved it.
    pub cpu: String,
    pub regions: Vec<RegionReport>,
    /// What llvm-mca printed on stderr besides the report (warnings).
    pub diagnostics: String,
    pub simulation: SimulationParameters,
    /// The model's resource units, as llvm-mca's JSON names them.
    pub resources: Vec<String>,
}

/// One region's report: its instructions and the views asked for.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RegionReport {
    pub index: u32,
    pub name: String,
    /// The default region without an end marker prints no header.
    pub has_header: bool,
    /// The instructions as printed.
    pub instructions: Vec<String>,
    /// Iterations simulated (1 for the instruction tables).
    pub iterations: u32,
    pub summary: Option<Summary>,
    pub bottleneck: Option<Bottleneck>,
    pub instruction_info: Option<InstructionInfo>,
    pub dispatch_stats: Option<DispatchStats>,
    pub scheduler_stats: Option<SchedulerStats>,
    pub retire_stats: Option<RetireStats>,
    pub register_file_stats: Option<RegisterFileStats>,
    pub resource_pressure: Option<ResourcePressure>,
    pub timeline: Option<Timeline>,
    /// rmca's `-loop-carried-deps` (not an llvm-mca view; printed last).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loop_carried_deps: Option<crate::views::loop_carried::LoopCarriedDeps>,
    /// The pipeline trace `-html` draws (not printed; only when asked for).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pipeline_trace: Option<crate::views::pipeline_trace::PipelineTrace>,
    /// Cycles a steady-state fast-forward skipped (the report is what the
    /// cycle-by-cycle simulation gives).
    pub fast_forwarded_cycles: u64,
}

impl RegionReport {
    pub fn new(index: u32, name: &str, has_header: bool, instructions: Vec<String>, iterations: u32) -> RegionReport {
        RegionReport { index, name: name.to_string(), has_header, instructions, iterations, ..Default::default() }
    }

    /// Files a view's result in its place.
    pub fn set(&mut self, view: ViewResult) {
        match view {
            ViewResult::Summary(v) => self.summary = Some(v),
            ViewResult::Bottleneck(v) => self.bottleneck = Some(v),
            ViewResult::InstructionInfo(v) => self.instruction_info = Some(v),
            ViewResult::DispatchStats(v) => self.dispatch_stats = Some(v),
            ViewResult::SchedulerStats(v) => self.scheduler_stats = Some(v),
            ViewResult::RetireStats(v) => self.retire_stats = Some(v),
            ViewResult::RegisterFileStats(v) => self.register_file_stats = Some(v),
            ViewResult::ResourcePressure(v) => self.resource_pressure = Some(v),
            ViewResult::Timeline(v) => self.timeline = Some(v),
        }
    }

    /// The views present, in the order llvm-mca prints them.
    pub fn views(&self) -> Vec<ViewResult> {
        let mut v = Vec::new();
        if let Some(x) = &self.summary {
            v.push(ViewResult::Summary(x.clone()));
        }
        if let Some(x) = &self.bottleneck {
            v.push(ViewResult::Bottleneck(x.clone()));
        }
        if let Some(x) = &self.instruction_info {
            v.push(ViewResult::InstructionInfo(x.clone()));
        }
        if let Some(x) = &self.dispatch_stats {
            v.push(ViewResult::DispatchStats(x.clone()));
        }
        if let Some(x) = &self.scheduler_stats {
            v.push(ViewResult::SchedulerStats(x.clone()));
        }
        if let Some(x) = &self.retire_stats {
            v.push(ViewResult::RetireStats(x.clone()));
        }
        if let Some(x) = &self.register_file_stats {
            v.push(ViewResult::RegisterFileStats(x.clone()));
        }
        if let Some(x) = &self.resource_pressure {
            v.push(ViewResult::ResourcePressure(x.clone()));
        }
        if let Some(x) = &self.timeline {
            v.push(ViewResult::Timeline(x.clone()));
        }
        v
    }

    /// Appends the region's report exactly as llvm-mca prints it.
    pub fn write_text(&self, out: &mut String) {
        self.write_text_flushed(out);
    }

    /// `write_text`, returning the offset in `out` through which llvm-mca's
    /// output stream has been flushed once this region is printed, when one
    /// of its views flushes it (see `ViewResult::flushes_output`).
    pub fn write_text_flushed(&self, out: &mut String) -> Option<usize> {
        let mut flushed = None;
        if self.has_header {
            out.push_str(&format!("\n[{}] Code Region", self.index));
            if !self.name.is_empty() {
                out.push_str(" - ");
                out.push_str(&self.name);
            }
            out.push_str("\n\n");
        }
        for view in self.views() {
            let start = out.len();
            view.write_text(&self.instructions, out);
            if view.flushes_output(&out[start..]) {
                flushed = Some(out.len());
            }
        }
        if let Some(l) = &self.loop_carried_deps {
            l.write_text(&self.instructions, out);
        }
        flushed
    }

    /// The region's object in llvm-mca's `-json` document.
    pub fn llvm_json(&self) -> Json {
        let mut obj = std::collections::BTreeMap::new();
        obj.insert("Name".to_string(), Json::from(self.name.as_str()));
        obj.insert(
            "Instructions".to_string(),
            Json::Array(self.instructions.iter().map(|s| Json::from(s.as_str())).collect()),
        );
        for view in self.views() {
            if let Some((k, v)) = view.llvm_json() {
                obj.insert(k.to_string(), v);
            }
        }
        if let Some(l) = &self.loop_carried_deps {
            obj.insert("LoopCarriedDependencies".to_string(), l.llvm_json());
        }
        Json::Object(obj)
    }
}

impl Report {
    /// The report as llvm-mca prints it (text).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for r in &self.regions {
            r.write_text(&mut out);
        }
        out
    }

    /// llvm-mca's `-json` document.
    pub fn to_llvm_json(&self) -> String {
        llvm_json_document(&self.triple, &self.cpu, &self.simulation, &self.resources, self.regions.iter().map(|r| r.llvm_json()).collect())
    }
}

/// The top-level JSON document llvm-mca prints after the last region.
pub fn llvm_json_document(
    triple: &str,
    cpu: &str,
    sim: &SimulationParameters,
    resources: &[String],
    regions: Vec<Json>,
) -> String {
    let arch = triple.split('-').next().unwrap_or("");
    let mut params = vec![("-mcpu", Json::from(cpu)), ("-mtriple", Json::from(triple)), ("-march", Json::from(arch))];
    if sim.out_of_order {
        for (k, v) in [
            ("-register-file-size", sim.register_file_size),
            ("-decoder-throughput", sim.decoder_throughput),
            ("-micro-op-queue-size", sim.micro_op_queue_size),
            ("-dispatch", sim.dispatch_width),
            ("-lqueue", sim.load_queue_size),
            ("-squeue", sim.store_queue_size),
        ] {
            if v != 0 {
                params.push((k, Json::from(v)));
            }
        }
        if !sim.noalias {
            params.push(("-noalias", Json::from(false)));
        }
    }
    let doc = object([
        ("CodeRegions", Json::from(regions)),
        ("SimulationParameters", object(params)),
        (
            "TargetInfo",
            object([
                ("CPUName", Json::from(cpu)),
                ("Resources", Json::from(resources.iter().map(|r| Json::from(r.as_str())).collect::<Vec<_>>())),
            ]),
        ),
    ]);
    let mut s = doc.to_pretty_string();
    s.push('\n');
    s
}
