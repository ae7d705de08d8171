//! rmca-exegesis: llvm-exegesis as a library, on the rmca library's target
//! handle and a code-generator shim of its own: snippets generated for an
//! opcode, snippet files read, configurations assembled and written as
//! benchmark documents ([`Session`]), measured on the host ([`Measurer`]:
//! the snippets run in a child process, read with PMU cycles or the
//! calibrated TSC), and benchmarks analysed ([`AnalysisTarget`]). Every
//! call returns typed values and errors; the `rmca-exegesis` command
//! (crate `rmca-tools`) turns them into llvm-exegesis's bytes and status.
//!
//! ```text
//! TargetOptions ─► session::open_target ─► OpenTarget::prepare ─► Session
//!   session.rs the set-up in llvm-exegesis's order, and the typed calls
//!   options.rs the typed options (target, assembly, analysis)
//!   error.rs   the errors, with llvm-exegesis's messages
//!   ctx.rs     the context, and `Arch`: the one trait per architecture
//!   instr.rs   Instruction views: operands, variables, register aliasing
//!   gen.rs     serial/parallel generators, configurations, initial values
//!   template.rs  code templates and benchmark code (what gen.rs makes)
//!   targets/x86/ aarch64/ riscv/ powerpc/ mips/   each architecture's rules
//!              (refused opcodes and registers, memory operands, target
//!              operand values, snippet overrides, setRegTo, loop code;
//!              RISC-V: vector pseudos per vtype configuration, MatInt)
//!   rng.rs     std::mt19937 + libstdc++ uniform_int_distribution + shuffle
//!   asm.rs     repetitors ─► shim codegen ─► bytes
//!   snippets.rs  -snippets-file with LLVM-EXEGESIS-* annotations
//!   analyze.rs   -mode=analysis as typed steps (open, read, analyze)
//!   analysis.rs  its pieces: YAML reader, dbscan/naive, clusters CSV
//!   yaml.rs    the benchmark document with LLVM's quoting rules
//!   measure/   the measure phase over mc::host_run (see its doc)
//! ```
//!
//! Random draws happen in exactly llvm-exegesis's order (aliasing choices,
//! `llvm::shuffle` of every opcode for companion instructions, register
//! picks), so a given `--random-generator-seed` reproduces its output
//! byte for byte on any host. What llvm-exegesis-22 does differently from
//! the 19 sources (memory-operand serial snippets, raw operand register
//! classes, the scratch register never initialised, AArch64 register
//! initialisation, assembled snippets of every repetition run) was read off
//! its output.

// `unsafe` lives in `mc` only (the FFI to this crate's shim and the
// child process that runs generated code), each use with a SAFETY comment.
#![deny(unsafe_code)]

pub mod analysis;
pub mod analyze;
pub mod asm;
pub mod benchmarks_input;
pub mod bits;
pub mod ctx;
pub mod error;
pub mod gen;
pub mod instr;
pub mod measure;
#[allow(unsafe_code)]
pub mod mc;
pub mod options;
pub mod rng;
pub mod session;
pub mod snippets;
pub mod targets;
pub mod template;
pub mod yaml;

pub use analyze::{AnalysisOutput, AnalysisTarget, Outputs};
pub use error::{AssembleError, AssembleFailure, SetUpError, SnippetError};
pub use gen::BenchmarkCode;
pub use measure::{BenchMode, ConfigResult, MeasureOptions, Measurement, Measurer, RepetitionMode};
pub use options::{AnalysisFilter, AnalysisOptions, ArchOptions, AssembleOptions, Clustering, TargetOptions};
pub use session::{open_target, Assembled, DocumentFields, OpenTarget, Session, SnippetFile, SubtargetNotes};
