//! The measure phase's typed parameters, its results and its errors.

use std::time::Duration;

use crate::mc::host_run::ChildError;
pub use crate::options::{BenchMode, RepetitionMode, Run};

/// Which counter to measure with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CounterChoice {
    /// The PMU where the kernel gives one, else the calibrated TSC.
    Auto,
    /// Always the calibrated TSC (x86-64).
    Tsc,
    /// Only the PMU; an error without one.
    Pmu,
}

/// How the measure phase samples: llvm-exegesis's repeat count and
/// aggregation, and rmca's choice of CPU, counter, time limit and sandbox.
#[derive(Clone, Debug)]
pub struct MeasureOptions {
    /// Samples per benchmark (`--benchmark-repeat-count`).
    pub repeat_count: u32,
    pub aggregation: Aggregation,
    /// The CPU to pin to (None: the one the caller runs on now).
    pub cpu: Option<usize>,
    pub counter: CounterChoice,
    /// Time limit of one benchmark process.
    pub timeout: Duration,
    /// Refuse the snippets' system calls (seccomp).
    pub sandbox: bool,
}

impl Default for MeasureOptions {
    fn default() -> Self {
        MeasureOptions {
            repeat_count: 30,
            aggregation: Aggregation::Min,
            cpu: None,
            counter: CounterChoice::Auto,
            timeout: Duration::from_secs(10),
            sandbox: true,
        }
    }
}

/// Errors that stop the measure phase before any benchmark runs.
#[derive(Debug, thiserror::Error)]
pub enum MeasureError {
    #[error("uops mode needs hardware performance counters, and this host gives none (perf_event_open for cycles: {0}); latency and inverse_throughput can be measured with the calibrated time-stamp counter")]
    UopsNeedsPmu(String),
    #[error("uops mode: the PMU does not give the micro-op counter ({0})")]
    UopsCounterUnavailable(String),
    #[error("uops mode: no micro-op counter is known for this host's CPU vendor ({0})")]
    NoUopsCounter(String),
    #[error("no cycle counter: perf_event_open for cycles failed ({0}), and the time-stamp counter fallback is x86-64 only")]
    NoCycleCounter(String),
    #[error("a PMU cycle counter was asked for, and perf_event_open for cycles failed: {0}")]
    PmuRequired(String),
    #[error("cannot run {target} snippets on this {host} host: measure on a host of the snippets' architecture, or pass --benchmark-phase=... to stop before running them")]
    ForeignArch { target: String, host: &'static str },
    #[error("{0}")]
    Host(#[from] ChildError),
}

/// One measurement as llvm-exegesis writes it.
#[derive(Clone, Debug, PartialEq)]
pub struct Measurement {
    pub key: String,
    pub value: f64,
    pub per_snippet_value: f64,
}


/// `--result-aggregation-mode`: how the samples of one run are combined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aggregation {
    Min,
    Max,
    Mean,
    /// Meaningful for multi-value counters only; one value per sample here,
    /// so it keeps the minimum.
    MinVariance,
}

impl Aggregation {
    pub fn parse(s: &str) -> Option<Aggregation> {
        Some(match s {
            "min" => Aggregation::Min,
            "max" => Aggregation::Max,
            "mean" => Aggregation::Mean,
            "min-variance" => Aggregation::MinVariance,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Aggregation::Min | Aggregation::MinVariance => "min",
            Aggregation::Max => "max",
            Aggregation::Mean => "mean",
        }
    }

    pub fn apply(self, samples: &[u64]) -> f64 {
        if samples.is_empty() {
            return 0.0;
        }
        match self {
            Aggregation::Min | Aggregation::MinVariance => *samples.iter().min().unwrap_or(&0) as f64,
            Aggregation::Max => *samples.iter().max().unwrap_or(&0) as f64,
            Aggregation::Mean => samples.iter().map(|&v| v as f64).sum::<f64>() / samples.len() as f64,
        }
    }
}

