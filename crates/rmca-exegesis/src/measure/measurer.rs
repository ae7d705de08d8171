//! `Measurer`: the measure phase set up once per run (counters chosen,
//! calibration chains and scratch memory mapped), measuring functions in
//! child processes and configurations through their repetition runs.

use crate::{asm::benchmark_function, ctx::{Arch, Ctx}, gen::BenchmarkCode};
use crate::mc::host_run::{self, ChildError, ChildPlan, Clock, ExecutableCode, ScratchBuffer, Step};

use super::calibrate::{ratio, spread, Chains, MAX_SPREAD, SAMPLES};
use super::counters::CounterSet;
use super::params::{BenchMode, MeasureError, MeasureOptions, Measurement};
use crate::options::AssembleOptions;
use super::repeat::{aggregate, RunCounts};

/// The outcome of one configuration: measurements, or an error for its
/// `error:` entry; `note` is appended to its `info`.
#[derive(Clone, Debug, Default)]
pub struct ConfigResult {
    /// The counter measured with (`pmu-cycles`, `tsc`, ...).
    pub counter: &'static str,
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
    mode: BenchMode,
    params: MeasureOptions,
    assemble: AssembleOptions,
    counters: CounterSet,
    scratch: ScratchBuffer,
    calib: Option<Chains>,
}

/// llvm-exegesis's scratch space: 1 MiB, 1024-byte aligned.
const SCRATCH_SIZE: usize = 1 << 20;
const SCRATCH_ALIGN: usize = 1024;

impl Measurer {
    pub fn new(mode: BenchMode, params: &MeasureOptions, assemble: &AssembleOptions, arch: &dyn Arch) -> Result<Measurer, MeasureError> {
        let (params, assemble) = (params.clone(), *assemble);
        let host = std::env::consts::ARCH;
        if arch.host_arch() != Some(host) {
            return Err(MeasureError::ForeignArch { target: arch.name().to_string(), host });
        }
        let counters = CounterSet::choose(mode, params.counter, arch)?;
        let calib = if counters.uses_tsc() { Some(Chains::new()?) } else { None };
        let scratch = ScratchBuffer::new(SCRATCH_SIZE, SCRATCH_ALIGN)?;
        Ok(Measurer { mode, params, assemble, counters, scratch, calib })
    }

    pub fn options(&self) -> &MeasureOptions {
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

    fn measure_tsc(&self, code: &ExecutableCode, chains: &Chains, samples: u32) -> Result<RawCounts, ChildError> {
        let mut best: Option<RawCounts> = None;
        for _attempt in 0..3 {
            let codes = [code, &chains.short, &chains.long];
            let clocks = [Clock::Tsc];
            let cal = |c: usize| Step { code: c, clock: 0, warmup: 10, samples: SAMPLES, clear_scratch: false };
            let steps = [cal(1), cal(2), Step { code: 0, clock: 0, warmup: 10, samples, clear_scratch: true }, cal(1), cal(2)];
            let plan = ChildPlan { codes: &codes, clocks: &clocks, steps: &steps, scratch: &self.scratch, cpu: self.cpu(), timeout: self.params.timeout, sandbox: self.params.sandbox };
            let r = host_run::run_in_child(&plan)?;
            let before = ratio(&r.samples[0], &r.samples[1]);
            let after = ratio(&r.samples[3], &r.samples[4]);
            let mean = (before + after) / 2.0;
            let ticks = self.params.aggregation.apply(&r.samples[2]);
            let cycles = ticks / mean;
            let note = format!(
                "counter=tsc, {:.4} tsc ticks per core cycle (imul chain, 3 cycles per instruction; before {:.4}, after {:.4}), {} of {} samples, cpu {}",
                mean,
                before,
                after,
                self.params.aggregation.name(),
                samples,
                cpu_text(self.cpu())
            );
            let rc = RawCounts { values: vec![(self.mode.key().to_string(), cycles)], note, ratios: Some((before, after)) };
            let this_spread = spread(before, after);
            let better = best.as_ref().is_none_or(|b| b.ratios.is_some_and(|(x, y)| this_spread < spread(x, y)));
            if better {
                best = Some(rc);
            }
            if this_spread <= MAX_SPREAD {
                break;
            }
        }
        Ok(best.expect("at least one attempt"))
    }

    /// Measures one configuration the way llvm-exegesis's runner does:
    /// each repetition run assembled and measured, then aggregated.
    pub fn measure_config(&self, ctx: &Ctx, bc: &BenchmarkCode, loop_reg: u32) -> ConfigResult {
        let n = bc.insts.len().max(1) as u32;
        let runs = self.assemble.repetition.runs(self.assemble.min_instructions);
        let mut results: Vec<Result<RunCounts, String>> = Vec::new();
        let mut note = String::new();
        for run in &runs {
            let mut warn = Vec::new();
            let bytes = benchmark_function(ctx, bc, run.use_loop, loop_reg, run.min_instructions, self.assemble.loop_body_size, &mut warn);
            let r = match bytes {
                Ok(b) => self.measure_function(&b).map_err(|e| e.to_string()),
                Err(e) => Err(e.measurement_error()),
            };
            match r {
                Ok(c) => {
                    if note.is_empty() {
                        note = c.note.clone();
                    }
                    results.push(Ok(RunCounts { min_instructions: run.min_instructions, values: c.values }));
                }
                Err(e) => results.push(Err(e)),
            }
        }
        let counter = self.counters.name();
        match aggregate(self.assemble.repetition, &results, n) {
            Ok(measurements) => ConfigResult { counter, measurements, error: String::new(), note },
            Err(error) => ConfigResult { counter, measurements: Vec::new(), error, note },
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
