//! llvm-exegesis's options as typed values: what `run` acts on. The
//! command line (`rmca-tools`' `cli::exegesis`) fills them from argv with
//! llvm-exegesis's defaults.

/// How to generate, assemble and (analysis mode) read benchmarks.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `latency`, `uops`, `inverse_throughput` or `analysis` (empty:
    /// analysis, as llvm-exegesis treats an unset mode).
    pub mode: String,
    /// Where to stop: `prepare-snippet`, `prepare-and-assemble-snippet`,
    /// `assemble-measured-code` or `measure`.
    pub phase: String,
    pub opcode_index: i64,
    pub opcode_name: String,
    pub snippets_file: String,
    pub benchmarks_file: String,
    pub mtriple: String,
    pub mcpu: String,
    pub mattr: Vec<String>,
    pub repetition_mode: String,
    pub min_instructions: u32,
    pub loop_body_size: u32,
    pub max_configs_per_opcode: u32,
    pub ignore_invalid_sched_class: bool,
    pub use_dummy_perf_counters: bool,
    pub x86_disable_upper_sse: bool,
    pub riscv_enumerate_rounding_modes: bool,
    pub riscv_filter_config: String,
    pub riscv_vlmax_for_vl: bool,
    pub execution_mode: String,
    pub dump_object_to_disk: Option<String>,
    pub seed: Option<u32>,
    pub analysis: AnalysisOptions,
    /// The measure phase's options.
    pub measure: MeasureOptions,
    /// What the command line already printed on stderr (warnings about
    /// its arguments), which the output starts with.
    pub diagnostics: String,
}

/// `-mode=analysis`'s options.
#[derive(Clone, Debug)]
pub struct AnalysisOptions {
    /// `dbscan` or `naive`.
    pub clustering: String,
    pub clustering_epsilon: f64,
    pub clusters_output_file: String,
    pub display_unstable_clusters: bool,
    pub inconsistencies_output_file: String,
    pub inconsistency_epsilon: f64,
    /// Minimum points in a cluster (dbscan only).
    pub numpoints: u32,
    /// Analyse for `mtriple`/`mcpu` instead of the benchmarks' own.
    pub override_benchmark_triple_and_cpu: bool,
    /// `all`, `reg-only` or `mem-only`.
    pub filter: String,
}

impl Default for AnalysisOptions {
    fn default() -> Self {
        AnalysisOptions {
            clustering: "dbscan".into(),
            clustering_epsilon: 0.1,
            clusters_output_file: String::new(),
            display_unstable_clusters: false,
            inconsistencies_output_file: String::new(),
            inconsistency_epsilon: 0.1,
            numpoints: 3,
            override_benchmark_triple_and_cpu: false,
            filter: "all".into(),
        }
    }
}

/// The measure phase's options: llvm-exegesis's, and rmca's own choice of
/// counter, time limit and sandbox (the command line takes these from
/// RMCA_EXEGESIS_COUNTER, RMCA_EXEGESIS_TIMEOUT and RMCA_EXEGESIS_SANDBOX).
#[derive(Clone, Debug)]
pub struct MeasureOptions {
    /// `--benchmark-repeat-count`: samples per benchmark.
    pub repeat_count: u32,
    /// `--result-aggregation-mode`: `min`, `max`, `mean` or `min-variance`.
    pub aggregation: String,
    /// `--benchmark-process-cpu` (-1: the CPU the caller runs on).
    pub process_cpu: i64,
    /// `--validation-counter` values (rmca reads none; any is an error).
    pub validation_counters: Vec<String>,
    /// `auto` (PMU, else TSC), `tsc` or `pmu`.
    pub counter: String,
    /// Time limit of one benchmark process, in seconds.
    pub timeout_seconds: f64,
    /// Refuse the snippets' system calls (seccomp).
    pub sandbox: bool,
}

impl Default for MeasureOptions {
    fn default() -> Self {
        MeasureOptions {
            repeat_count: 30,
            aggregation: "min".into(),
            process_cpu: -1,
            validation_counters: Vec::new(),
            counter: "auto".into(),
            timeout_seconds: 10.0,
            sandbox: true,
        }
    }
}
