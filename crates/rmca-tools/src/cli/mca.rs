//! llvm-mca's option table and the typed [`Options`] view of a parse.

use super::engine::{self, CliError, EnumVal, Kind, OptSpec, Parse, ParsedArgs, ToolSpec, Value};
use super::generic;
use super::llvm_lib::{LLVM_LIB_OPTIONS, MCA_SUGGEST_ORDER};
use rmca::llvm_version::LlvmBehaviour;
use rmca::views::view::{Listed, ViewGroup};
use rmca::views::VIEWS;
use std::sync::LazyLock;

const TOOL: &str = "Tool Options";
const VIEW: &str = "View Options";

const INSTR_TABLES: &[EnumVal] = &[
    EnumVal { name: "none", help: "Do not print instruction tables" },
    EnumVal { name: "normal", help: "Print instruction tables" },
    // A bare `-instruction-tables` selects this one.
    EnumVal { name: "", help: "Print instruction tables" },
    EnumVal { name: "full", help: "Print instruction tables with additional information: bypass latency, LLVM opcode, used resources" },
];

const SKIP_UNSUPPORTED: &[EnumVal] = &[
    EnumVal { name: "none", help: "Exit with an error when an instruction is unsupported for any reason (default)" },
    EnumVal { name: "lack-sched", help: "Skip instructions on input which lack scheduling information" },
    EnumVal { name: "parse-failure", help: "Skip lines on the input which fail to parse for any reason" },
    EnumVal { name: "any", help: "Skip instructions or lines on input which are unsupported for any reason" },
];

/// `-instruction-tables`: a level from LLVM 21, a plain flag before.
const INSTRUCTION_TABLES: OptSpec = if LlvmBehaviour::BUILT.instruction_table_levels {
    OptSpec::new("instruction-tables", Kind::OptEnum(INSTR_TABLES), "none", "Print instruction tables").cat(TOOL)
} else {
    OptSpec::new("instruction-tables", Kind::Bool, "false", "Print instruction tables").cat(TOOL)
};

/// `-o`: a grouping option before LLVM 24 (`-oW` is an error of its own).
const OUTPUT: OptSpec = {
    let o = OptSpec::new("o", Kind::Str, "-", "Output filename").desc("filename").cat(TOOL);
    if LlvmBehaviour::BUILT.grouping_options { o.grouping() } else { o }
};

/// llvm-mca's own options (one line each; the engine does the rest).
pub static MCA_OPTIONS: &[OptSpec] = &[
    OptSpec::new("call-latency", Kind::Uint, "100", "Number of cycles to assume for a call instruction").hidden().cat(TOOL),
    OptSpec::new("decoder-throughput", Kind::Uint, "0", "Maximum throughput from the decoders (instructions per cycle)").hidden().cat(TOOL),
    OptSpec::new("dispatch", Kind::Uint, "0", "Override the processor dispatch width").cat(TOOL),
    INSTRUCTION_TABLES,
    OptSpec::new("iterations", Kind::Uint, "0", "Number of iterations to run").cat(TOOL),
    OptSpec::new("json", Kind::Bool, "false", "Print the output in json format").cat(TOOL),
    OptSpec::new("lqueue", Kind::Uint, "0", "Size of the load queue").cat(TOOL),
    OptSpec::new("march", Kind::Str, "", "Target architecture. See -version for available targets").cat(TOOL),
    OptSpec::new("mattr", Kind::CommaList, "", "Target specific attributes (-mattr=help for details)").desc("a1,+a2,-a3,...").cat(TOOL),
    OptSpec::new("mcpu", Kind::Str, LlvmBehaviour::BUILT.default_mcpu(), "Target a specific cpu type (-mcpu=help for details)").desc("cpu-name").cat(TOOL),
    OptSpec::new("micro-op-queue-size", Kind::Uint, "0", "Number of entries in the micro-op queue").hidden().cat(TOOL),
    OptSpec::new("mtriple", Kind::Str, "", "Target triple. See -version for available targets").cat(TOOL),
    OptSpec::new("noalias", Kind::Bool, "true", "If set, assume that loads and stores do not alias").cat(TOOL),
    OUTPUT,
    OptSpec::new("output-asm-variant", Kind::Int, "-1", "Syntax variant to use for output printing").cat(TOOL),
    OptSpec::new("print-imm-hex", Kind::Bool, "false", "Prefer hex format when printing immediate values").cat(TOOL),
    OptSpec::new("register-file-size", Kind::Uint, "0", "Maximum number of physical registers which can be used for register mappings").cat(TOOL),
    OptSpec::new("squeue", Kind::Uint, "0", "Size of the store queue").cat(TOOL),
    OptSpec::new("all-stats", Kind::Bool, "false", "Print all hardware statistics").cat(VIEW),
    OptSpec::new("all-views", Kind::Bool, "false", "Print all views including hardware statistics").cat(VIEW),
    OptSpec::new("disable-cb", Kind::Bool, "false", "Disable custom behaviour (use the default class which does nothing).").cat(VIEW),
    OptSpec::new("disable-im", Kind::Bool, "false", "Disable instrumentation manager (use the default class which ignores instruments.).").cat(VIEW),
    OptSpec::new("show-barriers", Kind::Bool, "false", "Print memory barrier information in the instruction info view").cat(VIEW),
    OptSpec::new("show-encoding", Kind::Bool, "false", "Print encoding information in the instruction info view").cat(VIEW),
    OptSpec::new("skip-unsupported-instructions", Kind::Enum(SKIP_UNSUPPORTED), "none", "Force analysis to continue in the presence of unsupported instructions").cat(VIEW),
    OptSpec::new("timeline-max-cycles", Kind::Uint, "80", "Maximum number of cycles in the timeline view, or 0 for unlimited. Defaults to 80 cycles").cat(VIEW),
    OptSpec::new("timeline-max-iterations", Kind::Uint, "0", "Maximum number of iterations to print in timeline view").cat(VIEW),
    // rmca only: scheduling-model overrides (src/sched/overrides.rs). Really
    // hidden, so help and near-match suggestions stay llvm-mca's.
    OptSpec::lib("sched-override", Kind::Str),
    // rmca only, off by default: the segment-aware throughput column. (The
    // views' flags, rmca's -loop-carried-deps among them, come from the
    // views' registry: VIEW_FLAGS.)
    OptSpec::lib("segment-throughput", Kind::Bool),
    // rmca only: `-html=FILE` writes the visual report (src/html/).
    OptSpec::lib("html", Kind::Str),
];


pub const VERSION_TEXT: &str = concat!(
    "rmca (Rust re-implementation of llvm-mca)\n  LLVM-compatible version ",
    env!("RMCA_LLVM_VERSION"),
    "\n  Optimized build.\n  Default target: ",
    env!("RMCA_LLVM_HOST_TARGET"),
    "\n"
);

/// The views' flags, from the views' registry (`rmca::views::VIEWS`):
/// each with llvm-mca's help and default, under "View Options".
static VIEW_FLAGS: LazyLock<Vec<OptSpec>> = LazyLock::new(|| {
    VIEWS
        .iter()
        .filter_map(|r| r.spec.flag.as_ref())
        .map(|f| {
            let shown = OptSpec::new(f.name, Kind::Bool, if f.on_by_default { "true" } else { "false" }, f.help).cat(VIEW);
            match f.listed {
                Listed::Normal => shown,
                Listed::Hidden => shown.hidden(),
                Listed::ReallyHidden => OptSpec::lib(f.name, Kind::Bool),
            }
        })
        .collect()
});

static MCA_TABLES: LazyLock<[&'static [OptSpec]; 4]> =
    LazyLock::new(|| [MCA_OPTIONS, VIEW_FLAGS.as_slice(), generic::GENERIC_OPTIONS, LLVM_LIB_OPTIONS]);

pub static MCA_SPEC: LazyLock<ToolSpec> = LazyLock::new(|| ToolSpec {
    overview: "llvm machine code performance analyzer.",
    positional_desc: "<input file>",
    max_positionals: 1,
    tables: MCA_TABLES.as_slice(),
    suggest_order: MCA_SUGGEST_ORDER,
    version_text: VERSION_TEXT,
});

pub use rmca::analysis::{InstructionTables, SkipUnsupported, Views};
use rmca::analysis::{AnalysisOptions, ViewOptions};
use rmca::pipeline::steady::FastForward;
use rmca::pipeline::PipelineOptions;

/// llvm-mca's command line, typed: the analysis's options (the library's
/// one options value, built here once), what only the command reads (its
/// input, output and target), and the raw parse, so that options rmca does
/// not model stay queryable.
#[derive(Clone, Debug)]
pub struct Options {
    /// Positional input; "-" (stdin) when absent.
    pub input: String,
    pub output: String,
    pub mtriple: String,
    pub march: String,
    pub mcpu: String,
    /// Every -mattr piece, in order (repeats accumulate, commas split).
    pub mattr: Vec<String>,
    pub json: bool,
    pub all_stats: bool,
    pub all_views: bool,
    /// The view flags as given (before -all-views/-all-stats; see
    /// [`Options::views`]).
    pub view_flags: Views,
    /// The analysis's options; its views are resolved for the model by
    /// [`Options::analysis_options`].
    pub analysis: AnalysisOptions,
    /// stderr text to print before running (see [`ParsedArgs::diagnostics`]).
    pub diagnostics: String,
    /// Everything the command line said, by canonical option name.
    pub raw: ParsedArgs,
}

/// Result of [`parse_args`] when the command line was accepted.
#[derive(Clone, Debug)]
pub enum Outcome {
    Run(Box<Options>),
    /// Print [`help`] to stdout, after `stderr` to stderr; exit 0.
    Help { req: engine::HelpRequest, stderr: String },
    /// Print [`VERSION_TEXT`] to stdout, after `stderr` to stderr; exit 0.
    Version { stderr: String },
}

fn spec_default(name: &str) -> &'static str {
    MCA_OPTIONS.iter().chain(VIEW_FLAGS.iter()).find(|o| o.name == name).map_or("", |o| o.default)
}

impl Options {
    fn from_raw(raw: ParsedArgs) -> Options {
        let s = |n: &str| raw.last(n).and_then(Value::as_str).map(str::to_string).unwrap_or_else(|| spec_default(n).to_string());
        let u = |n: &str| raw.last(n).and_then(Value::as_u64).unwrap_or_else(|| spec_default(n).parse().unwrap_or(0)) as u32;
        let b = |n: &str| raw.last(n).and_then(Value::as_bool).unwrap_or(spec_default(n) == "true");
        let instruction_tables = if !LlvmBehaviour::BUILT.instruction_table_levels {
            if b("instruction-tables") { InstructionTables::Normal } else { InstructionTables::None }
        } else {
            match s("instruction-tables").as_str() {
                "none" => InstructionTables::None,
                "full" => InstructionTables::Full,
                _ => InstructionTables::Normal,
            }
        };
        let skip_unsupported = match s("skip-unsupported-instructions").as_str() {
            "lack-sched" => SkipUnsupported::LackSched,
            "parse-failure" => SkipUnsupported::ParseFailure,
            "any" => SkipUnsupported::Any,
            _ => SkipUnsupported::None,
        };
        let analysis = AnalysisOptions {
            iterations: u("iterations"),
            views: Views::default(),
            instruction_tables,
            machine: PipelineOptions {
                dispatch_width: u("dispatch"),
                register_file_size: u("register-file-size"),
                micro_op_queue_size: u("micro-op-queue-size"),
                decoder_throughput: u("decoder-throughput"),
                load_queue_size: u("lqueue"),
                store_queue_size: u("squeue"),
                noalias: b("noalias"),
                fast_forward: FastForward::Auto,
            },
            display: ViewOptions {
                timeline_max_iterations: u("timeline-max-iterations"),
                timeline_max_cycles: u("timeline-max-cycles"),
                show_encoding: b("show-encoding"),
                show_barriers: b("show-barriers"),
                segment_throughput: raw.last("segment-throughput").and_then(Value::as_bool).unwrap_or(false),
            },
            call_latency: u("call-latency"),
            // A libLLVM option (LLVM 23 on); its value as a float, as cl
            // keeps it.
            reservation_station_scale: match raw.last("sched-model-reservation-station-scale-factor") {
                Some(Value::Float(f)) => *f as f32,
                _ => 1.0,
            },
            output_asm_variant: raw
                .last("output-asm-variant")
                .and_then(Value::as_i64)
                .filter(|&v| v >= 0)
                .map(|v| v as u32),
            print_imm_hex: b("print-imm-hex"),
            skip_unsupported,
            disable_cb: b("disable-cb"),
            disable_im: b("disable-im"),
            parse_watchdog: false,
            instruction_text: true,
            llvm: LlvmBehaviour::BUILT,
        };
        Options {
            input: raw.positionals.first().cloned().unwrap_or_else(|| "-".to_string()),
            output: s("o"),
            mtriple: s("mtriple"),
            march: s("march"),
            mcpu: s("mcpu"),
            mattr: raw.all("mattr").iter().filter_map(|v| v.as_str().map(str::to_string)).collect(),
            json: b("json"),
            all_stats: b("all-stats"),
            all_views: b("all-views"),
            view_flags: {
                let mut v = Views::none();
                for r in VIEWS {
                    if let Some(f) = &r.spec.flag {
                        r.set(&mut v, b(f.name));
                    }
                }
                v
            },
            analysis,
            diagnostics: raw.diagnostics.clone(),
            raw,
        }
    }

    /// Was option `name` (canonical, dash-less) given explicitly?
    pub fn given(&self, name: &str) -> bool {
        self.raw.given(name)
    }

    /// rmca's `-html=FILE`: where to write the visual report, if asked.
    pub fn html_file(&self) -> Option<&str> {
        self.raw.last("html").and_then(Value::as_str).filter(|p| !p.is_empty())
    }

    /// Raw last value of any accepted option, including libLLVM ones.
    pub fn raw_value(&self, name: &str) -> Option<&Value> {
        self.raw.last(name)
    }

    /// The analysis's options with `views` resolved for the model (see
    /// [`Options::views`]) and the fast-forward the program chose.
    pub fn analysis_options(&self, views: Views, fast_forward: FastForward) -> AnalysisOptions {
        // `-html` draws the pipeline trace.
        let views = Views { pipeline_trace: self.html_file().is_some(), ..views };
        let mut analysis = self.analysis.clone();
        analysis.views = views;
        analysis.machine.fast_forward = fast_forward;
        analysis
    }

    /// Views llvm-mca prints.  Mirrors `processViewOptions`: when
    /// -all-views/-all-stats is given, each affected view flag takes the
    /// "all" value unless the view flag itself was given *later* on the
    /// command line (argv position decides, not explicitness alone).  The
    /// statistics views' flags follow whichever of -all-views / -all-stats
    /// came last. Views only for out-of-order models (bottleneck analysis,
    /// retire statistics) are only touched for out-of-order targets. Which
    /// view belongs where is the registry's (`ViewSpec::group`).
    pub fn views(&self, is_out_of_order: bool) -> Views {
        let mut v = self.view_flags;
        let (views_given, stats_given) = (self.given("all-views"), self.given("all-stats"));
        if !views_given && !stats_given {
            return v;
        }
        let r = &self.raw;
        let (stats_flag, stats_value) = if r.position("all-views") < r.position("all-stats") {
            ("all-stats", self.all_stats)
        } else {
            ("all-views", self.all_views)
        };
        for view in VIEWS {
            let spec = view.spec;
            let Some(flag) = &spec.flag else { continue };
            if spec.out_of_order_only && !is_out_of_order {
                continue;
            }
            let (all_flag, value) = match spec.group {
                ViewGroup::Views if views_given => ("all-views", self.all_views),
                ViewGroup::Stats => (stats_flag, stats_value),
                _ => continue,
            };
            if !r.given(flag.name) || r.position(flag.name) < r.position(all_flag) {
                view.set(&mut v, value);
            }
        }
        v
    }
}

/// Parse llvm-mca's command line (`argv[0]` included).
pub fn parse_args(argv: &[String]) -> Result<Outcome, CliError> {
    Ok(match engine::parse(&MCA_SPEC, argv)? {
        Parse::Args(a) => Outcome::Run(Box::new(Options::from_raw(a))),
        Parse::Help { req, stderr } => Outcome::Help { req, stderr },
        Parse::Version { stderr } => Outcome::Version { stderr },
    })
}

/// Help text for `--help` & co.
pub fn help(argv0: &str, req: engine::HelpRequest) -> String {
    engine::help_text(&MCA_SPEC, argv0, req)
}
