//! llvm-exegesis's option table, read into [`Options`] (the library's
//! typed options of each step, and what only the program's flow needs).

use super::engine::{self, CliError, EnumVal, Kind, OptSpec, Parse, ParsedArgs, ToolSpec, Value};
use super::generic;
use super::llvm_lib::LLVM_LIB_OPTIONS;
use rmca::llvm_version::LlvmBehaviour;
use rmca_exegesis::{AnalysisFilter, AnalysisOptions, ArchOptions, AssembleOptions, BenchMode, Clustering, RepetitionMode, TargetOptions};

const OPT: &str = "llvm-exegesis options";
const BENCH: &str = "llvm-exegesis benchmark options";
const ANA: &str = "llvm-exegesis analysis options";

const MODES: &[EnumVal] = &[
    EnumVal { name: "latency", help: "Instruction Latency" },
    EnumVal { name: "inverse_throughput", help: "Instruction Inverse Throughput" },
    EnumVal { name: "uops", help: "Uop Decomposition" },
    EnumVal { name: "analysis", help: "Analysis" },
];
const PHASES: &[EnumVal] = &[
    EnumVal { name: "prepare-snippet", help: "Only generate the minimal instruction sequence" },
    EnumVal { name: "prepare-and-assemble-snippet", help: "Same as prepare-snippet, but also dumps an excerpt of the sequence (hex encoded)" },
    EnumVal { name: "assemble-measured-code", help: "Same as prepare-and-assemble-snippet, but also creates the full sequence that can be dumped to a file using --dump-object-to-disk" },
    EnumVal { name: "measure", help: "Same as prepare-measured-code, but also runs the measurement (default)" },
];
const REPETITION: &[EnumVal] = &[
    EnumVal { name: "duplicate", help: "Duplicate the snippet" },
    EnumVal { name: "loop", help: "Loop over the snippet" },
    EnumVal { name: "min", help: "All of the above and take the minimum of measurements" },
    EnumVal { name: "middle-half-duplicate", help: "Middle half duplicate mode" },
    EnumVal { name: "middle-half-loop", help: "Middle half loop mode" },
];
const AGG: &[EnumVal] = &[
    EnumVal { name: "min", help: "Keep min reading" },
    EnumVal { name: "max", help: "Keep max reading" },
    EnumVal { name: "mean", help: "Compute mean of all readings" },
    EnumVal { name: "min-variance", help: "Keep readings set with min-variance" },
];
const FILTER: &[EnumVal] = &[
    EnumVal { name: "all", help: "Keep all benchmarks (default)" },
    EnumVal { name: "reg-only", help: "Keep only those benchmarks that do *NOT* involve memory" },
    EnumVal { name: "mem-only", help: "Keep only the benchmarks that *DO* involve memory" },
];
const CLUSTERING: &[EnumVal] = &[
    EnumVal { name: "dbscan", help: "use DBSCAN/OPTICS algorithm" },
    EnumVal { name: "naive", help: "one cluster per opcode" },
];
const EXEC_MODE: &[EnumVal] = &[
    EnumVal { name: "inprocess", help: "Executes the snippets within the same process" },
    EnumVal { name: "subprocess", help: "Spawns a subprocess for each snippet execution, allows for the use of memory annotations" },
];
const VALIDATION: &[EnumVal] = &[
    EnumVal { name: "instructions-retired", help: "Count retired instructions" },
    EnumVal { name: "l1d-cache-load-misses", help: "Count L1D load cache misses" },
    EnumVal { name: "l1d-cache-store-misses", help: "Count L1D store cache misses" },
    EnumVal { name: "l1i-cache-load-misses", help: "Count L1I load cache misses" },
    EnumVal { name: "data-tlb-load-misses", help: "Count DTLB load misses" },
    EnumVal { name: "data-tlb-store-misses", help: "Count DTLB store misses" },
    EnumVal { name: "instruction-tlb-load-misses", help: "Count ITLB load misses" },
    EnumVal { name: "branch-prediction-misses", help: "Branch prediction misses" },
];

pub static EXEGESIS_OPTIONS: &[OptSpec] = &[
    OptSpec::new("analysis-clustering", Kind::Enum(CLUSTERING), "dbscan", "the clustering algorithm to use").cat(ANA),
    OptSpec::new("analysis-clustering-epsilon", Kind::Float, "0.1", "epsilon for benchmark point clustering").cat(ANA),
    OptSpec::new("analysis-clusters-output-file", Kind::Str, "", "").cat(ANA),
    OptSpec::new("analysis-display-unstable-clusters", Kind::Bool, "false", "if there is more than one benchmark for an opcode, said benchmarks may end up not being clustered into the same cluster if the measured performance characteristics are different. by default all such opcodes are filtered out. this flag will instead show only such unstable opcodes").cat(ANA),
    OptSpec::new("analysis-inconsistencies-output-file", Kind::Str, "", "").cat(ANA),
    OptSpec::new("analysis-inconsistency-epsilon", Kind::Float, "0.1", "epsilon for detection of when the cluster is different from the LLVM schedule profile values").cat(ANA),
    OptSpec::new("analysis-numpoints", Kind::Uint, "3", "minimum number of points in an analysis cluster (dbscan only)").cat(ANA),
    OptSpec::new("analysis-override-benchmark-triple-and-cpu", Kind::Bool, "false", "By default, we analyze the benchmarks for the triple/CPU they were measured for, but if you want to analyze them for some other combination (specified via -mtriple/-mcpu), you can pass this flag.").cat(ANA),
    OptSpec::new("analysis-filter", Kind::Enum(FILTER), "all", "Filter the benchmarks before analysing them").cat(BENCH),
    OptSpec::new("benchmark-phase", Kind::Enum(PHASES), "measure", "it is possible to stop the benchmarking process after some phase").cat(BENCH),
    OptSpec::new("benchmark-process-cpu", Kind::Int, "-1", "The CPU number that the benchmarking process should executon on").cat(BENCH),
    OptSpec::new("benchmark-repeat-count", Kind::Uint, "30", "The number of times to repeat measurements on the benchmark k before aggregating the results").cat(BENCH),
    OptSpec::new("dump-object-to-disk", Kind::OptEnum(&[]), "", "dumps the generated benchmark object to disk and prints a message to access it").cat(BENCH),
    OptSpec::new("execution-mode", Kind::Enum(EXEC_MODE), "inprocess", "Selects the execution mode to use for running snippets").cat(BENCH),
    OptSpec::new("ignore-invalid-sched-class", Kind::Bool, "false", "ignore instructions that do not define a sched class").cat(BENCH),
    OptSpec::new("loop-body-size", Kind::Uint, "0", "when repeating the instruction snippet by looping over it, duplicate the snippet until the loop body contains at least this many instruction").cat(BENCH),
    OptSpec::new("max-configs-per-opcode", Kind::Uint, "1", "allow to snippet generator to generate at most that many configs").cat(BENCH),
    OptSpec::new("measurements-print-progress", Kind::Bool, "false", "Produce progress indicator when performing measurements").cat(BENCH),
    OptSpec::new("min-instructions", Kind::Uint, "10000", "The minimum number of instructions that should be included in the snippet").cat(BENCH),
    OptSpec::new("opcode-index", Kind::Int, "0", "opcode to measure, by index, or -1 to measure all opcodes").cat(BENCH),
    OptSpec::new("opcode-name", Kind::Str, "", "comma-separated list of opcodes to measure, by name").cat(BENCH),
    OptSpec::new("repetition-mode", Kind::Enum(REPETITION), "duplicate", "how to repeat the instruction snippet").cat(BENCH),
    OptSpec::new("result-aggregation-mode", Kind::Enum(AGG), "min", "How to aggregate multi-values result").cat(BENCH),
    OptSpec::new("snippets-file", Kind::Str, "", "code snippets to measure").cat(BENCH),
    OptSpec::new("use-dummy-perf-counters", Kind::Bool, "false", "Do not read real performance counters, use dummy values (for testing)").cat(BENCH),
    OptSpec::new("validation-counter", Kind::Enum(VALIDATION), "", "The name of a validation counter to run concurrently with the main counter to validate benchmarking assumptions").cat(BENCH),
    // Outside llvm-exegesis's option categories: never listed.
    OptSpec { vis: engine::Visibility::ReallyHidden, ..OptSpec::new("riscv-enumerate-rounding-modes", Kind::Bool, "true", "Enumerate different FRM and VXRM") },
    // Outside llvm-exegesis's option categories: never listed.
    OptSpec { vis: engine::Visibility::ReallyHidden, ..OptSpec::new("riscv-filter-config", Kind::Str, "", "Show only the configs matching this regex") },
    // Outside llvm-exegesis's option categories: never listed.
    OptSpec { vis: engine::Visibility::ReallyHidden, ..OptSpec::new("riscv-vlmax-for-vl", Kind::Bool, "false", "Only enumerate VLMAX for VL operand") },
    OptSpec::new("x86-disable-upper-sse-registers", Kind::Bool, "false", "Disable XMM8-XMM15 register usage").cat(BENCH),
    OptSpec::new("x86-lbr-sample-period", Kind::Uint, "0", "The sample period (nbranches/sample), used for LBR sampling").cat(BENCH),
    OptSpec::new("benchmarks-file", Kind::Str, "", "File to read (analysis mode) or write (latency/uops/inverse_throughput modes) benchmark results. “-” uses stdin/stdout.").cat(OPT),
    OptSpec::new("mattr", Kind::CommaList, "", "comma-separated list of target architecture features").desc("+feature1,-feature2,...").cat(OPT),
    OptSpec::new("mcpu", Kind::Str, "native", "Target a specific cpu type (-mcpu=help for details)").desc("cpu-name").cat(OPT),
    OptSpec::new("mode", Kind::Enum(MODES), "", "the mode to run").cat(OPT),
    OptSpec::new("mtriple", Kind::Str, "", "Target triple. See -version for available targets").cat(OPT),
];

/// `--random-generator-seed`, from LLVM 22 (see `LlvmBehaviour`).
const SEED_OPTIONS: &[OptSpec] = if LlvmBehaviour::BUILT.exegesis_random_generator_seed {
    &[OptSpec::lib("random-generator-seed", Kind::Uint)]
} else {
    &[]
};

pub const VERSION_TEXT: &str = concat!(
    "rmca-exegesis (Rust re-implementation of llvm-exegesis)\n  LLVM-compatible version ",
    env!("RMCA_LLVM_VERSION"),
    "\n  Optimized build.\n  Default target: ",
    env!("RMCA_LLVM_HOST_TARGET"),
    "\n"
);

pub static EXEGESIS_SPEC: ToolSpec = ToolSpec {
    overview: "llvm host machine instruction characteristics measurment and analysis.",
    positional_desc: "",
    max_positionals: 0,
    tables: &[EXEGESIS_OPTIONS, SEED_OPTIONS, generic::GENERIC_OPTIONS, LLVM_LIB_OPTIONS],
    suggest_order: &[],
    version_text: VERSION_TEXT,
};

fn spec_default(name: &str) -> &'static str {
    EXEGESIS_OPTIONS.iter().find(|o| o.name == name).map_or("", |o| o.default)
}

/// The library's typed options from the parsed arguments, with
/// llvm-exegesis's defaults for those not given.
fn options_from(raw: &ParsedArgs) -> Options {
    let s = |n: &str| raw.last(n).and_then(Value::as_str).map(str::to_string).unwrap_or_else(|| spec_default(n).to_string());
    let u = |n: &str| raw.last(n).and_then(Value::as_u64).unwrap_or_else(|| spec_default(n).parse().unwrap_or(0)) as u32;
    let b = |n: &str| raw.last(n).and_then(Value::as_bool).unwrap_or(spec_default(n) == "true");
    let f = |n: &str| match raw.last(n) {
        Some(Value::Float(x)) => *x,
        _ => spec_default(n).parse().unwrap_or(0.0),
    };
    let mode = s("mode");
    let phase = match s("benchmark-phase").as_str() {
        "prepare-snippet" => Phase::PrepareSnippet,
        "prepare-and-assemble-snippet" => Phase::PrepareAndAssembleSnippet,
        "assemble-measured-code" => Phase::AssembleMeasuredCode,
        _ => Phase::Measure,
    };
    Options {
        phase,
        opcode_index: raw.last("opcode-index").and_then(Value::as_i64).unwrap_or(0),
        opcode_name: s("opcode-name"),
        snippets_file: s("snippets-file"),
        benchmarks_file: s("benchmarks-file"),
        mtriple: s("mtriple"),
        mcpu: s("mcpu"),
        target: TargetOptions {
            triple: s("mtriple"),
            cpu: s("mcpu"),
            features: raw.all("mattr").iter().filter_map(|v| v.as_str().map(str::to_string)).collect(),
            // Analysis generates nothing: any mode serves.
            mode: BenchMode::parse(&mode).unwrap_or(BenchMode::Latency),
            max_configs_per_opcode: u("max-configs-per-opcode"),
            seed: if raw.given("random-generator-seed") { Some(u("random-generator-seed")) } else { None },
            arch: ArchOptions {
                x86_disable_upper_sse: b("x86-disable-upper-sse-registers"),
                riscv_enumerate_rounding_modes: b("riscv-enumerate-rounding-modes"),
                riscv_filter_config: s("riscv-filter-config"),
                riscv_vlmax_for_vl: b("riscv-vlmax-for-vl"),
            },
            llvm: LlvmBehaviour::BUILT,
        },
        assemble: AssembleOptions {
            repetition: RepetitionMode::parse(&s("repetition-mode")).unwrap_or(RepetitionMode::Duplicate),
            min_instructions: u("min-instructions"),
            loop_body_size: u("loop-body-size"),
        },
        measure: measure_args(raw),
        analysis: AnalysisOptions {
            clustering: if s("analysis-clustering") == "naive" { Clustering::Naive } else { Clustering::Dbscan },
            clustering_epsilon: (f("analysis-clustering-epsilon") as f32) as f64,
            display_unstable_clusters: b("analysis-display-unstable-clusters"),
            inconsistency_epsilon: (f("analysis-inconsistency-epsilon") as f32) as f64,
            numpoints: u("analysis-numpoints"),
            filter: match s("analysis-filter").as_str() {
                "reg-only" => AnalysisFilter::RegOnly,
                "mem-only" => AnalysisFilter::MemOnly,
                _ => AnalysisFilter::All,
            },
        },
        analysis_outputs: AnalysisFiles {
            clusters: s("analysis-clusters-output-file"),
            inconsistencies: s("analysis-inconsistencies-output-file"),
            override_benchmark_triple_and_cpu: b("analysis-override-benchmark-triple-and-cpu"),
        },
        ignore_invalid_sched_class: b("ignore-invalid-sched-class"),
        use_dummy_perf_counters: b("use-dummy-perf-counters"),
        execution_mode: s("execution-mode"),
        dump_object_to_disk: if raw.given("dump-object-to-disk") { Some(s("dump-object-to-disk")) } else { None },
        diagnostics: raw.diagnostics.clone(),
        mode,
    }
}

/// What one run of llvm-exegesis is asked to do: the library's options
/// of each step, and what only the program's flow reads.
#[derive(Clone, Debug)]
pub struct Options {
    /// `latency`, `uops`, `inverse_throughput` or `analysis` (empty:
    /// analysis, as llvm-exegesis treats an unset mode).
    pub mode: String,
    pub phase: Phase,
    pub opcode_index: i64,
    pub opcode_name: String,
    pub snippets_file: String,
    pub benchmarks_file: String,
    /// `-mtriple` and `-mcpu` as given (analysis may override with them).
    pub mtriple: String,
    pub mcpu: String,
    pub target: TargetOptions,
    pub assemble: AssembleOptions,
    pub measure: MeasureArgs,
    pub analysis: AnalysisOptions,
    pub analysis_outputs: AnalysisFiles,
    pub ignore_invalid_sched_class: bool,
    pub use_dummy_perf_counters: bool,
    /// `inprocess` or `subprocess`.
    pub execution_mode: String,
    pub dump_object_to_disk: Option<String>,
    /// What the command line already printed on stderr (warnings about
    /// its arguments), which the output starts with.
    pub diagnostics: String,
}

/// Where the benchmark phase stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    PrepareSnippet,
    PrepareAndAssembleSnippet,
    AssembleMeasuredCode,
    Measure,
}

/// `-mode=analysis`'s output files (`-`: stdout) and target override.
#[derive(Clone, Debug, Default)]
pub struct AnalysisFiles {
    pub clusters: String,
    pub inconsistencies: String,
    /// Analyse for `-mtriple`/`-mcpu` instead of the benchmarks' own.
    pub override_benchmark_triple_and_cpu: bool,
}

/// The measure phase's settings as given: llvm-exegesis's from the
/// command line, rmca's own from the environment
/// (RMCA_EXEGESIS_COUNTER=auto|tsc|pmu, RMCA_EXEGESIS_TIMEOUT=seconds,
/// RMCA_EXEGESIS_SANDBOX=off). They become the library's
/// `MeasureOptions` when a measurement is about to start, where
/// llvm-exegesis would open its first counter, so that their errors come
/// at that point.
#[derive(Clone, Debug)]
pub struct MeasureArgs {
    pub repeat_count: u32,
    /// `min`, `max`, `mean` or `min-variance`.
    pub aggregation: String,
    /// `--benchmark-process-cpu` (-1: the CPU the caller runs on).
    pub process_cpu: i64,
    pub validation_counters: Vec<String>,
    pub counter: String,
    pub timeout_seconds: f64,
    pub sandbox: bool,
}

fn measure_args(raw: &ParsedArgs) -> MeasureArgs {
    let env = |n: &str| std::env::var(n).ok().filter(|v| !v.is_empty());
    MeasureArgs {
        repeat_count: raw.last("benchmark-repeat-count").and_then(Value::as_u64).map_or(30, |v| v as u32),
        aggregation: raw.last("result-aggregation-mode").and_then(Value::as_str).map_or("min".to_string(), str::to_string),
        process_cpu: raw.last("benchmark-process-cpu").and_then(Value::as_i64).unwrap_or(-1),
        validation_counters: raw.all("validation-counter").iter().filter_map(|v| v.as_str().map(str::to_string)).collect(),
        counter: env("RMCA_EXEGESIS_COUNTER").unwrap_or_else(|| "auto".to_string()),
        // An unparsable time limit is refused when measuring starts.
        timeout_seconds: env("RMCA_EXEGESIS_TIMEOUT").map_or(10.0, |v| v.parse().unwrap_or(f64::NAN)),
        sandbox: env("RMCA_EXEGESIS_SANDBOX").as_deref() != Some("off"),
    }
}

#[derive(Clone, Debug)]
pub enum Outcome {
    Run(Box<Options>),
    Help { req: engine::HelpRequest, stderr: String },
    Version { stderr: String },
}

pub fn parse_args(argv: &[String]) -> Result<Outcome, CliError> {
    Ok(match engine::parse(&EXEGESIS_SPEC, argv)? {
        Parse::Args(a) => Outcome::Run(Box::new(options_from(&a))),
        Parse::Help { req, stderr } => Outcome::Help { req, stderr },
        Parse::Version { stderr } => Outcome::Version { stderr },
    })
}

pub fn help(argv0: &str, req: engine::HelpRequest) -> String {
    engine::help_text(&EXEGESIS_SPEC, argv0, req)
}
