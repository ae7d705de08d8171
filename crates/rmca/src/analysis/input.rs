//! What the steps of one analysis share: the input and its options
//! (`Input`), and where results go (`Sink`, `Collect`).

use super::options::AnalysisOptions;
use super::prepared::PreparedTarget;
use crate::mc::mca::Parsed;
use crate::mc::sched::SchedModel;
use crate::regions;
use crate::report::RegionReport;

/// Receives what an analysis produces, in llvm-mca's order.
pub trait Sink {
    /// Text llvm-mca prints on stderr as it goes (parser diagnostics,
    /// warnings).
    fn diagnostic(&mut self, text: &[u8]);
    /// A region's report, complete.
    fn region(&mut self, region: RegionReport);
}

/// What every region of one input shares.
pub(crate) struct Input<'a> {
    pub session: &'a PreparedTarget,
    pub parsed: &'a Parsed<'a>,
    /// The session's model, or a copy changed by `--sched-override`.
    pub sm: &'a SchedModel,
    /// The output assembly variant.
    pub variant: u32,
    pub opts: &'a AnalysisOptions,
    pub instruments: &'a regions::InstrumentRegions,
    /// The target's post-processing and custom behaviour.
    pub behaviour: &'static dyn crate::targets::behaviour::TargetBehaviour,
}
