//! What a view is.
//!
//! A view is one section of a report. While a region is simulated it is a
//! [`View`]: a listener of the pipeline's events (or of none, when its
//! value comes from the region itself, such as the instruction info) that
//! `finish`es into its typed value. The value is a [`ViewValue`]: it
//! renders llvm-mca's text and `-json` entry and rmca's plain data. Each
//! value type names its [`ViewSpec`] ([`RegisteredView::SPEC`]): the view's
//! name, its command-line flag and how to start it. `registry.rs` lists
//! every view once, and everything that picks or prints views reads it.
//!
//! A view's listener keeps the fast-forward contract written on
//! `Listener::steady_counters` (`pipeline::events`); the tools' test
//! `every_registered_view_keeps_the_contract` runs every registered view
//! with and without the fast-forward and compares the values.

use std::any::Any;
use std::fmt::Debug;
use std::rc::Rc;

use super::json::Json;
use crate::llvm_version::LlvmBehaviour;
use crate::mc::sched::SchedModel;
use crate::model::desc::InstTemplate;
use crate::pipeline::events::Listener;
use crate::pipeline::PipelineOptions;
pub use crate::regions::RegionSource;

/// A view while the simulation runs.
pub trait View: Listener {
    /// The view's value once the simulation has ended.
    fn finish(self: Box<Self>, ctx: &ViewContext<'_>) -> Box<dyn ViewValue>;
}

/// A view's typed value, as a report holds it.
pub trait ViewValue: Any + Debug {
    /// Appends exactly what llvm-mca prints for the view (`insts`: the
    /// region's instructions as printed).
    fn write_text(&self, insts: &[String], out: &mut String);
    /// Whether llvm-mca's output stream has been flushed through the end of
    /// this view once it is printed (`text`: the view's own text). The views
    /// that print a table through a formatted stream laid directly over the
    /// output flush it; the others leave their text in the stream's buffer.
    fn flushes_output(&self, _text: &str) -> bool {
        false
    }
    /// The view's entry in a `-json` region object, as (key, value); `None`
    /// for views `-json` leaves out.
    fn llvm_json(&self) -> Option<(&'static str, Json)> {
        None
    }
    /// The view as plain data (rmca-batch's JSON lines, Python's `to_dict`):
    /// per-iteration figures, names instead of indices, no layout. `None`
    /// for views not exported.
    fn export(&self, _insts: &[String]) -> Option<serde_json::Value> {
        None
    }
}

/// A value type with its place in the registry.
pub trait RegisteredView: ViewValue + Clone + PartialEq {
    const SPEC: ViewSpec;
}

/// One view as every front end knows it.
pub struct ViewSpec {
    /// The view's name: the report's field, rmca-batch's `--views` and
    /// Python's `views=`.
    pub name: &'static str,
    /// Other names rmca-batch and Python take for it.
    pub aliases: &'static [&'static str],
    /// A heading for it (the HTML page).
    pub title: &'static str,
    /// The command-line flag that selects it, if there is one.
    pub flag: Option<ViewFlag>,
    /// Which of llvm-mca's "all" flags selects it.
    pub group: ViewGroup,
    /// `-all-views`/`-all-stats` select it for out-of-order models only.
    pub out_of_order_only: bool,
    /// Whether its value has a plain-data form (`ViewValue::export`), which
    /// rmca-batch and Python offer.
    pub exported: bool,
    /// Starts the view for one region; a warning for the user (llvm-mca's
    /// text, e.g. a view the model does not support) goes to `warnings`.
    pub start: fn(ctx: &ViewContext<'_>, warnings: &mut String) -> Box<dyn View>,
}

/// A view's command-line flag, as llvm-mca declares it.
pub struct ViewFlag {
    pub name: &'static str,
    pub help: &'static str,
    pub on_by_default: bool,
    /// Listed by `--help` (`Normal`), by `--help-hidden` only (`Hidden`),
    /// or by neither (`ReallyHidden`: rmca's own flags, so that help and
    /// suggestions stay llvm-mca's).
    pub listed: Listed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listed {
    Normal,
    Hidden,
    ReallyHidden,
}

/// Which of llvm-mca's "all" options selects a view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewGroup {
    /// `-all-views`.
    Views,
    /// `-all-stats` (and `-all-views`).
    Stats,
    /// Neither (rmca's own views).
    Own,
}

/// How the views print (llvm-mca's `-timeline-max-iterations`,
/// `-timeline-max-cycles`, `-show-encoding`, `-show-barriers`, and rmca's
/// `-segment-throughput`). Part of `AnalysisOptions`, which hands it to
/// the views by reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ViewOptions {
    /// Iterations the timeline shows (0: 10), and cycles (0: no limit).
    pub timeline_max_iterations: u32,
    pub timeline_max_cycles: u32,
    pub show_encoding: bool,
    pub show_barriers: bool,
    /// rmca's segment-aware reciprocal throughput column.
    pub segment_throughput: bool,
}

impl Default for ViewOptions {
    fn default() -> Self {
        ViewOptions {
            timeline_max_iterations: 0,
            timeline_max_cycles: 80,
            show_encoding: false,
            show_barriers: false,
            segment_throughput: false,
        }
    }
}

/// What every view may need to know about the region being analysed.
#[derive(Clone, Copy)]
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
    /// The cycles the simulation took (0 until it has ended).
    pub total_cycles: u64,
    /// The CPU as asked for (llvm-mca's warnings name it).
    pub cpu: &'a str,
    pub options: &'a ViewOptions,
    /// The simulated machine's knobs (`-noalias` among them).
    pub machine: &'a PipelineOptions,
    /// Which LLVM's llvm-mca to print like.
    pub llvm: &'a LlvmBehaviour,
    /// The parsed input behind the region (`None` for regions made up by
    /// unit tests).
    pub source: Option<RegionSource<'a>>,
}
