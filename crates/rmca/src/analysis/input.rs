//! What the steps of one analysis share: the input and its options
//! (`Input`), and where results go (`Sink`, `Collect`).

use super::options::AnalysisOptions;
use super::prepared::PreparedTarget;
use crate::mc::mca::Parsed;
use crate::mc::sched::SchedModel;
use crate::regions;
use crate::report::RegionReport;

/// Receives what an analysis produces, in llvm-mca's order. Each call may
/// end the analysis: [`SinkStop::Enough`] when the consumer has what it
/// needs (the analysis then ends without an error, see
/// [`crate::analysis::Completion`]), [`SinkStop::Failed`] when it could not
/// take what it was given (its writer failed; the analysis ends with
/// [`crate::Error::Sink`]). Nothing more is sent after a stop, so a
/// consumer never holds half of a region.
pub trait Sink {
    /// Text llvm-mca prints on stderr as it goes (parser diagnostics,
    /// warnings).
    fn diagnostic(&mut self, text: &[u8]) -> Result<(), SinkStop>;
    /// A region's report, complete.
    fn region(&mut self, region: RegionReport) -> Result<(), SinkStop>;
}

/// Why a [`Sink`] ends an analysis before its last region.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SinkStop {
    /// The consumer has seen enough.
    #[error("the consumer stopped the analysis")]
    Enough,
    /// The consumer could not take what it was given.
    #[error("{0}")]
    Failed(String),
}

/// How an analysis that ended cleanly ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Completion {
    /// Every region was analysed and sent.
    Finished,
    /// The sink said it had seen enough.
    Stopped,
}

/// What ends the steps of one analysis early: an error, or the sink's
/// request to stop.
#[derive(Debug)]
pub(crate) enum Halt {
    Failed(crate::error::Error),
    Enough,
}

impl From<crate::error::Error> for Halt {
    fn from(e: crate::error::Error) -> Halt {
        Halt::Failed(e)
    }
}

impl From<SinkStop> for Halt {
    fn from(s: SinkStop) -> Halt {
        match s {
            SinkStop::Enough => Halt::Enough,
            SinkStop::Failed(message) => Halt::Failed(crate::error::Error::Sink(message)),
        }
    }
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
