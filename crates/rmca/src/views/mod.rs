//! Views: observers of the pipeline that print one section of the report.
//! Each view's module doc shows a sample of its output.
//!
//! For a simulated region llvm-mca prints, in this order and when enabled:
//! summary (`summary::SummaryView::new(n)`), bottleneck analysis
//! (`bottleneck::BottleneckAnalysis::new(sm, n, iterations, reg_names)`),
//! instruction info, dispatch statistics (`DispatchStatistics::new()`),
//! scheduler statistics (`SchedulerStatistics::new(sm)`), retire statistics
//! (`RetireControlUnitStatistics::new(sm)`, out-of-order models only),
//! register file statistics (`RegisterFileStatistics::new(sm)`), resource
//! pressure, and the timeline (`TimelineView::from_options(n, iterations,
//! timeline_max_iterations, timeline_max_cycles)`). With `-json`, each
//! view's `to_json` entry goes into the region object next to
//! `instructions_json`, and `json::Json::write_pretty` prints the document.

use std::rc::Rc;

use crate::mc::sched::SchedModel;
use crate::model::desc::InstTemplate;
use crate::pipeline::events::Listener;

pub mod bottleneck;
pub mod dispatch_stats;
pub mod json;
pub mod loop_carried;
pub mod pipeline_trace;
pub mod register_file_stats;
pub mod retire_stats;
pub mod scheduler_stats;
pub mod summary;
pub mod text;
pub mod timeline;
#[cfg(test)]
mod test_support;

/// Cycles counted per value (micro-ops or instructions per cycle), listed
/// in increasing value order; values never counted are not listed.
#[derive(Clone, Debug, Default)]
pub struct Histogram {
    counts: Vec<u32>,
}

impl Histogram {
    #[inline]
    pub fn add(&mut self, value: u32) {
        let v = value as usize;
        if v >= self.counts.len() {
            self.counts.resize(v + 1, 0);
        }
        self.counts[v] += 1;
    }
    /// Lists the counts for steady-state fast-forward.
    pub fn steady_counters(&mut self, c: &mut dyn crate::pipeline::events::Counters) {
        c.same(self.counts.len() as u64);
        for n in &mut self.counts {
            c.sum32(n);
        }
    }
    /// (value, count) for the values counted at least once.
    pub fn iter(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.counts.iter().enumerate().filter(|e| *e.1 != 0).map(|(v, &c)| (v as u32, c))
    }
}

/// What every view may need to know about the region being analysed.
pub struct ViewContext<'a> {
    pub sched: &'a SchedModel,
    /// llvm-mca's mask per resource index (see `model::masks`).
    pub resource_masks: &'a [u64],
    /// The region's instructions, in source order.
    pub insts: &'a [Rc<InstTemplate>],
    /// Each instruction as printed (leading whitespace already trimmed).
    pub inst_text: &'a [String],
    /// Effective dispatch width (-dispatch or the model's issue width).
    pub dispatch_width: u32,
    pub iterations: u32,
}

/// A report section while the simulation runs: a listener that, at the
/// end, gives its typed result ([`ViewResult`]), which the text and JSON
/// renderers of the report print.
pub trait View: Listener {
    fn finish(&self, ctx: &ViewContext<'_>) -> ViewResult;
}

/// The typed result of one view.
#[derive(Clone, Debug, PartialEq)]
pub enum ViewResult {
    Summary(summary::Summary),
    Bottleneck(bottleneck::Bottleneck),
    InstructionInfo(instruction_info::InstructionInfo),
    DispatchStats(dispatch_stats::DispatchStats),
    SchedulerStats(scheduler_stats::SchedulerStats),
    RetireStats(retire_stats::RetireStats),
    RegisterFileStats(register_file_stats::RegisterFileStats),
    ResourcePressure(resource_pressure::ResourcePressure),
    Timeline(timeline::Timeline),
}

impl ViewResult {
    /// Appends exactly what llvm-mca prints for the view; `insts` are the
    /// region's instructions as printed.
    pub fn write_text(&self, insts: &[String], out: &mut String) {
        match self {
            ViewResult::Summary(v) => v.write_text(out),
            ViewResult::Bottleneck(v) => v.write_text(insts, out),
            ViewResult::InstructionInfo(v) => v.write_text(insts, out),
            ViewResult::DispatchStats(v) => v.write_text(out),
            ViewResult::SchedulerStats(v) => v.write_text(out),
            ViewResult::RetireStats(v) => v.write_text(out),
            ViewResult::RegisterFileStats(v) => v.write_text(out),
            ViewResult::ResourcePressure(v) => v.write_text(insts, out),
            ViewResult::Timeline(v) => v.write_text(insts, out),
        }
    }

    /// Whether llvm-mca's output stream has been flushed through the end of
    /// this view once it is printed (`text`: the view's own text). The views
    /// that print a table through a formatted stream laid directly over the
    /// output flush it: the timeline (always), the scheduler's queue usage
    /// (unless no scheduler resource was used) and the bottleneck
    /// analysis's critical sequence (when it prints one). The other views
    /// leave their text in the stream's buffer.
    pub fn flushes_output(&self, text: &str) -> bool {
        match self {
            ViewResult::Timeline(_) => true,
            ViewResult::SchedulerStats(_) => !text.ends_with("No scheduler resources used.\n"),
            ViewResult::Bottleneck(_) => text.contains("\nCritical sequence based on the simulation:\n\n"),
            _ => false,
        }
    }

    /// The view's entry in a `-json` region object, as (key, value); `None`
    /// for views llvm-mca does not serialize.
    pub fn llvm_json(&self) -> Option<(&'static str, json::Json)> {
        match self {
            ViewResult::Summary(v) => Some(("SummaryView", v.llvm_json())),
            ViewResult::Bottleneck(v) => crate::llvm_version::LlvmBehaviour::BUILT
                .bottleneck_json
                .then(|| ("BottleneckAnalysis", v.llvm_json())),
            ViewResult::InstructionInfo(v) => Some(("InstructionInfoView", v.llvm_json())),
            ViewResult::DispatchStats(v) => Some(("DispatchStatistics", v.llvm_json())),
            ViewResult::ResourcePressure(v) => Some(("ResourcePressureView", v.llvm_json())),
            ViewResult::Timeline(v) => Some(("TimelineView", v.llvm_json())),
            ViewResult::SchedulerStats(_) | ViewResult::RetireStats(_) | ViewResult::RegisterFileStats(_) => None,
        }
    }
}

/// The "Instructions" entry of a `-json` region: the printed instructions.
pub fn instructions_json(ctx: &ViewContext<'_>) -> (&'static str, json::Json) {
    ("Instructions", json::Json::Array(ctx.inst_text.iter().map(|s| json::Json::from(s.as_str())).collect()))
}

pub mod instruction_info;
pub mod resource_pressure;
