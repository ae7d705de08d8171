//! The measure phase: running the benchmark functions on the host and
//! turning counts into llvm-exegesis's measurements. Safe Rust over
//! `mc::host_run`, which owns the mappings, the fork and the counters.
//!
//! # Method
//!
//! **What runs.** The function llvm-exegesis would run: register set-up,
//! the snippet repeated to `--min-instructions` (duplicated, or in a loop
//! of `--loop-body-size` with the loop counter in R8), the prologue and
//! epilogue LLVM adds, built by the same code path as
//! `--benchmark-phase=assemble-measured-code`. It is called with a pointer
//! to a 1 MiB scratch buffer (the register memory operands are based on),
//! zeroed before every call, as llvm-exegesis does.
//!
//! Snippets run only on a host of their architecture (x86-64 snippets on
//! x86-64, AArch64 on AArch64); anything else is refused up front.
//!
//! **Isolation.** Every benchmark runs in a child process of its own
//! (`host_run::run_in_child`): the child pins itself, opens its counters,
//! closes off system calls (seccomp: a snippet's `syscall` gets EPERM),
//! runs, writes its samples to a shared mapping and exits. A child killed by
//! a signal (SIGSEGV, SIGILL, SIGFPE...) or by the time limit becomes that
//! benchmark's `error:`; the program goes on with the next one.
//!
//! **Counters.** Where the kernel gives a cycle counter (`perf_event_open`
//! of PERF_COUNT_HW_CPU_CYCLES, user mode), it is read around each call:
//! these are core cycles. Where it does not (virtual machines, containers,
//! WSL), latency and inverse_throughput are timed with the time-stamp
//! counter and converted to core cycles with a ratio measured in the same
//! child (below); uops mode needs the PMU and is an error without one. The
//! YAML's `info` says which counter was used (`counter=pmu-cycles` or
//! `counter=tsc`, with the ratio), so a TSC figure is never taken for a PMU
//! one; llvm-exegesis's reader accepts it (`info` is a free string).
//!
//! **TSC calibration.** A chain of dependent 64-bit IMULs (`imul rax, rax`:
//! 3 cycles on every Intel core since Nehalem and every AMD Zen; an
//! immediate-add chain is not used, as some cores eliminate or fuse those)
//! is timed at two lengths (256 and 2304 instructions) and the difference
//! taken, which cancels the call and counter overhead: ticks per cycle =
//! (long - short) / (3 x 2048). It is measured right before and right after
//! the benchmark's samples in the same child, pinned to the same CPU; the
//! two ratios bracket the measurement against frequency changes (boost).
//! Their mean converts the benchmark's ticks; when they differ by more than
//! 2% the child is run again (at most 3 times, keeping the steadiest).
//!
//! **Noise.** The child is pinned to one CPU (`--benchmark-process-cpu`, or
//! the CPU the caller runs on), warms up (10 untimed calls of each
//! calibration chain and of the benchmark before sampling), and takes
//! `--benchmark-repeat-count` samples (30 by default, at least 30 on the
//! TSC path) aggregated by `--result-aggregation-mode` (minimum by
//! default: interruptions and other processes only ever add time).
//! Calibration keeps the minimum of 100 samples per length.
//!
//! **Repetition modes** (llvm-exegesis's): `duplicate` and `loop` measure
//! one function of `--min-instructions` N; `min` measures both and keeps
//! the smaller value and per-snippet value; `middle-half-duplicate` and
//! `middle-half-loop` measure N and 2N instructions and take the
//! difference, which removes the fixed cost (set-up, call, counter) from
//! the figure. `value` is the count divided by N, `per_snippet_value` by
//! the number of snippet copies, ceil(N / snippet length).

pub mod calibrate;
pub mod counters;
pub mod gfmt;
pub mod model;
pub mod repeat;

use std::time::Duration;

use super::asm;
use super::ctx::{Arch, Ctx};
use super::gen::BenchmarkCode;
use crate::mc::host_run::{self, ChildError, ChildPlan, Clock, ExecutableCode, ScratchBuffer, Step};
use counters::CounterSet;
use repeat::{Aggregation, RepetitionMode};

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

/// The outcome of one configuration: measurements, or an error for its
/// `error:` entry; `note` is appended to its `info`.
#[derive(Clone, Debug, Default)]
pub struct ConfigResult {
    pub measurements: Vec<Measurement>,
    pub error: String,
    pub note: String,
}

/// Counts of one benchmark function (one value per measurement key).
#[derive(Clone, Debug)]
pub struct RawCounts {
    pub values: Vec<(String, f64)>,
    pub note: String,
    /// Before/after TSC ratios (TSC path only).
    pub ratios: Option<(f64, f64)>,
}

/// The measure phase, set up once per run: counters chosen, calibration
/// chains and scratch memory mapped.
pub struct Measurer {
    params: MeasureParams,
    counters: CounterSet,
    scratch: ScratchBuffer,
    calib: Option<calibrate::Chains>,
}

/// llvm-exegesis's scratch space: 1 MiB, 1024-byte aligned.
const SCRATCH_SIZE: usize = 1 << 20;
const SCRATCH_ALIGN: usize = 1024;

impl Measurer {
    pub fn new(params: MeasureParams, arch: Arch) -> Result<Measurer, MeasureError> {
        let host = std::env::consts::ARCH;
        let native = matches!((arch, host), (Arch::X86, "x86_64") | (Arch::AArch64, "aarch64"));
        if !native {
            return Err(MeasureError::ForeignArch { target: format!("{arch:?}").to_lowercase().replace("x86_32", "32-bit x86"), host });
        }
        let counters = CounterSet::choose(params.mode, params.counter, arch)?;
        let calib = if counters.uses_tsc() { Some(calibrate::Chains::new()?) } else { None };
        let scratch = ScratchBuffer::new(SCRATCH_SIZE, SCRATCH_ALIGN)?;
        Ok(Measurer { params, counters, scratch, calib })
    }

    pub fn params(&self) -> &MeasureParams {
        &self.params
    }

    /// Which counter this run measures with (for reports).
    pub fn counter_name(&self) -> &'static str {
        self.counters.name()
    }

    fn cpu(&self) -> Option<usize> {
        self.params.cpu.or_else(host_run::current_cpu)
    }

    /// Runs one benchmark function and returns its counts (per key, the
    /// aggregate of the samples, in core cycles or events).
    pub fn measure_function(&self, bytes: &[u8]) -> Result<RawCounts, ChildError> {
        let code = ExecutableCode::new(bytes)?;
        let samples = self.params.repeat_count.max(1);
        match &self.calib {
            Some(chains) => self.measure_tsc(&code, chains, samples.max(30)),
            None => self.measure_pmu(&code, samples),
        }
    }

    fn measure_pmu(&self, code: &ExecutableCode, samples: u32) -> Result<RawCounts, ChildError> {
        let clocks: Vec<Clock> = self.counters.events().iter().map(|e| Clock::Perf(e.event)).collect();
        let codes = [code];
        let steps: Vec<Step> = (0..clocks.len()).map(|i| Step { code: 0, clock: i, warmup: 10, samples, clear_scratch: true }).collect();
        let plan = ChildPlan { codes: &codes, clocks: &clocks, steps: &steps, scratch: &self.scratch, cpu: self.cpu(), timeout: self.params.timeout, sandbox: self.params.sandbox };
        let r = host_run::run_in_child(&plan)?;
        let values = self
            .counters
            .events()
            .iter()
            .zip(&r.samples)
            .map(|(e, s)| (e.key.clone(), self.params.aggregation.apply(s)))
            .collect();
        let note = format!("counter={}, {} of {} samples, cpu {}", self.counters.name(), self.params.aggregation.name(), samples, cpu_text(self.cpu()));
        Ok(RawCounts { values, note, ratios: None })
    }

    fn measure_tsc(&self, code: &ExecutableCode, chains: &calibrate::Chains, samples: u32) -> Result<RawCounts, ChildError> {
        let mut best: Option<RawCounts> = None;
        for _attempt in 0..3 {
            let codes = [code, &chains.short, &chains.long];
            let clocks = [Clock::Tsc];
            let cal = |c: usize| Step { code: c, clock: 0, warmup: 10, samples: calibrate::SAMPLES, clear_scratch: false };
            let steps = [cal(1), cal(2), Step { code: 0, clock: 0, warmup: 10, samples, clear_scratch: true }, cal(1), cal(2)];
            let plan = ChildPlan { codes: &codes, clocks: &clocks, steps: &steps, scratch: &self.scratch, cpu: self.cpu(), timeout: self.params.timeout, sandbox: self.params.sandbox };
            let r = host_run::run_in_child(&plan)?;
            let before = calibrate::ratio(&r.samples[0], &r.samples[1]);
            let after = calibrate::ratio(&r.samples[3], &r.samples[4]);
            let ratio = (before + after) / 2.0;
            let ticks = self.params.aggregation.apply(&r.samples[2]);
            let cycles = ticks / ratio;
            let note = format!(
                "counter=tsc, {:.4} tsc ticks per core cycle (imul chain, 3 cycles per instruction; before {:.4}, after {:.4}), {} of {} samples, cpu {}",
                ratio,
                before,
                after,
                self.params.aggregation.name(),
                samples,
                cpu_text(self.cpu())
            );
            let rc = RawCounts { values: vec![(self.params.mode.key().to_string(), cycles)], note, ratios: Some((before, after)) };
            let spread = calibrate::spread(before, after);
            let better = best.as_ref().is_none_or(|b| b.ratios.is_some_and(|(x, y)| spread < calibrate::spread(x, y)));
            if better {
                best = Some(rc);
            }
            if spread <= calibrate::MAX_SPREAD {
                break;
            }
        }
        Ok(best.expect("at least one attempt"))
    }

    /// Measures one configuration the way llvm-exegesis's runner does:
    /// each repetition run assembled and measured, then aggregated.
    pub fn measure_config(&self, ctx: &Ctx, bc: &BenchmarkCode, loop_reg: u32) -> ConfigResult {
        let n = bc.insts.len().max(1) as u32;
        let runs = self.params.repetition.runs(self.params.min_instructions);
        let mut results: Vec<Result<repeat::RunCounts, String>> = Vec::new();
        let mut note = String::new();
        for run in &runs {
            let mut warn = String::new();
            let bytes = asm::benchmark_function(ctx, bc, run.use_loop, loop_reg, run.min_instructions, self.params.loop_body_size, &mut warn);
            let r = match bytes {
                Ok(b) => self.measure_function(&b).map_err(|e| e.to_string()),
                Err(e) => Err(e.trim_end().trim_start_matches("llvm-exegesis error: ").to_string()),
            };
            match r {
                Ok(c) => {
                    if note.is_empty() {
                        note = c.note.clone();
                    }
                    results.push(Ok(repeat::RunCounts { min_instructions: run.min_instructions, values: c.values }));
                }
                Err(e) => results.push(Err(e)),
            }
        }
        match repeat::aggregate(self.params.repetition, &results, n) {
            Ok(measurements) => ConfigResult { measurements, error: String::new(), note },
            Err(error) => ConfigResult { measurements: Vec::new(), error, note },
        }
    }
}

fn cpu_text(c: Option<usize>) -> String {
    c.map_or_else(|| "any".to_string(), |c| c.to_string())
}

/// `info` with the measurement note appended.
pub fn info_with_note(info: &str, note: &str) -> String {
    match (info.is_empty(), note.is_empty()) {
        (_, true) => info.to_string(),
        (true, false) => format!("measured by rmca-exegesis: {note}"),
        (false, false) => format!("{info}; measured by rmca-exegesis: {note}"),
    }
}
