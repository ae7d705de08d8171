//! The typed options of a session, of assembly and of the analysis. The
//! command line (`rmca-tools`' `cli::exegesis`) fills them from argv with
//! llvm-exegesis's defaults; each call takes the part it needs.

use rmca::llvm_version::LlvmBehaviour;


/// What a [`crate::Session`] is set up with.
#[derive(Clone, Debug)]
pub struct TargetOptions {
    /// Empty: the default target (LLVM's host triple).
    pub triple: String,
    /// `native` for the host's CPU (only on the host's architecture).
    pub cpu: String,
    /// Subtarget features (`+avx2`, `-fma`, ...).
    pub features: Vec<String>,
    /// The kind of snippet to generate: a serial chain (latency) or
    /// independent instances (uops, inverse throughput).
    pub mode: BenchMode,
    pub max_configs_per_opcode: u32,
    /// The random engine's seed (`--random-generator-seed`); None: at
    /// random.
    pub seed: Option<u32>,
    pub arch: ArchOptions,
    /// Which LLVM's llvm-exegesis to behave like where versions differ.
    pub llvm: LlvmBehaviour,
}

/// Options of one architecture's rules.
#[derive(Clone, Debug)]
pub struct ArchOptions {
    /// x86: no XMM8-XMM15.
    pub x86_disable_upper_sse: bool,
    /// RISC-V: one configuration per rounding mode (FRM, VXRM).
    pub riscv_enumerate_rounding_modes: bool,
    /// RISC-V: keep only vector configurations matching this regex.
    pub riscv_filter_config: String,
    /// RISC-V: only VLMAX for a VL operand.
    pub riscv_vlmax_for_vl: bool,
}

impl Default for ArchOptions {
    fn default() -> Self {
        ArchOptions {
            x86_disable_upper_sse: false,
            riscv_enumerate_rounding_modes: true,
            riscv_filter_config: String::new(),
            riscv_vlmax_for_vl: false,
        }
    }
}

/// How a configuration is repeated into the function that runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AssembleOptions {
    pub repetition: RepetitionMode,
    /// At least this many instructions are run.
    pub min_instructions: u32,
    /// A loop's body holds at least this many (0: the snippet once).
    pub loop_body_size: u32,
}

impl Default for AssembleOptions {
    fn default() -> Self {
        AssembleOptions { repetition: RepetitionMode::Duplicate, min_instructions: 10000, loop_body_size: 0 }
    }
}

/// `-mode=analysis`'s clustering algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Clustering {
    #[default]
    Dbscan,
    /// One cluster per opcode.
    Naive,
}

/// Which benchmarks the analysis keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AnalysisFilter {
    #[default]
    All,
    /// Those that touch no memory.
    RegOnly,
    /// Those that load or store.
    MemOnly,
}

/// `-mode=analysis`'s options.
#[derive(Clone, Debug)]
pub struct AnalysisOptions {
    pub clustering: Clustering,
    pub clustering_epsilon: f64,
    pub display_unstable_clusters: bool,
    pub inconsistency_epsilon: f64,
    /// Minimum points in a cluster (dbscan only).
    pub numpoints: u32,
    pub filter: AnalysisFilter,
}

impl Default for AnalysisOptions {
    fn default() -> Self {
        AnalysisOptions {
            clustering: Clustering::Dbscan,
            clustering_epsilon: 0.1,
            display_unstable_clusters: false,
            inconsistency_epsilon: 0.1,
            numpoints: 3,
            filter: AnalysisFilter::All,
        }
    }
}

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

    /// Whether a run uses the loop repetitor (which reserves its counter
    /// register and every alias of it from the snippet).
    pub fn uses_loop(self) -> bool {
        matches!(self, RepetitionMode::Loop | RepetitionMode::MiddleHalfLoop | RepetitionMode::Min)
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
