//! The measure phase's typed parameters, its results and its errors.

use std::time::Duration;

use crate::mc::host_run::ChildError;

/// The benchmark modes that measure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BenchMode {
    Latency,
    InverseThroughput,
    Uops,
}

impl BenchMode {
    pub fn parse(s: &str) -> Option<BenchMode> {
        match s {
            "latency" => Some(BenchMode::Latency),
            "inverse_throughput" => Some(BenchMode::InverseThroughput),
            "uops" => Some(BenchMode::Uops),
            _ => None,
        }
    }
    pub fn key(self) -> &'static str {
        match self {
            BenchMode::Latency => "latency",
            BenchMode::InverseThroughput => "inverse_throughput",
            BenchMode::Uops => "uops",
        }
    }
}

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

/// Everything the measure phase needs, as typed values.
#[derive(Clone, Debug)]
pub struct MeasureParams {
    pub mode: BenchMode,
    pub repetition: RepetitionMode,
    pub min_instructions: u32,
    pub loop_body_size: u32,
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

impl Default for MeasureParams {
    fn default() -> Self {
        MeasureParams {
            mode: BenchMode::Latency,
            repetition: RepetitionMode::Duplicate,
            min_instructions: 10000,
            loop_body_size: 0,
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

/// llvm-exegesis's `--repetition-mode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RepetitionMode {
    Duplicate,
    Loop,
    Min,
    MiddleHalfDuplicate,
    MiddleHalfLoop,
}

impl RepetitionMode {
    pub fn parse(s: &str) -> Option<RepetitionMode> {
        Some(match s {
            "duplicate" => RepetitionMode::Duplicate,
            "loop" => RepetitionMode::Loop,
            "min" => RepetitionMode::Min,
            "middle-half-duplicate" => RepetitionMode::MiddleHalfDuplicate,
            "middle-half-loop" => RepetitionMode::MiddleHalfLoop,
            _ => return None,
        })
    }

    /// The functions to measure, in order: (loop repetitor?, instructions).
    pub fn runs(self, min_instructions: u32) -> Vec<Run> {
        let n = min_instructions;
        let r = |use_loop, min_instructions| Run { use_loop, min_instructions };
        match self {
            RepetitionMode::Duplicate => vec![r(false, n)],
            RepetitionMode::Loop => vec![r(true, n)],
            RepetitionMode::Min => vec![r(false, n), r(true, n)],
            RepetitionMode::MiddleHalfDuplicate => vec![r(false, n), r(false, n.saturating_mul(2))],
            RepetitionMode::MiddleHalfLoop => vec![r(true, n), r(true, n.saturating_mul(2))],
        }
    }
}

/// One function to measure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    pub use_loop: bool,
    pub min_instructions: u32,
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

