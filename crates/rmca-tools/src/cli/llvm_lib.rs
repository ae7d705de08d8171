//! Options registered by libLLVM (codegen, MC, target back ends, ...) that
//! llvm-mca accepts (its help hides most of them, LLVM 24's lists them as
//! "Library options"). The data is one file per LLVM,
//! `llvm_lib/llvmNN.jsonl`, written by `scripts/gen-llvm-lib-options.py`
//! from that LLVM's `llc --help-list-hidden` and probed against its
//! llvm-mca; build.rs turns the newest one not newer than the LLVM built
//! against into this table. A fork on another LLVM regenerates its own
//! (see the script).

include!(concat!(env!("OUT_DIR"), "/llvm_lib_options.rs"));

/// Order in which llvm-mca's option StringMap yields the suggestible
/// options ("Did you mean" keeps the first at the smallest distance). It
/// follows the hash table of every option registered, library ones
/// included, so it moves between LLVM versions; each was measured on that
/// version's llvm-mca: for every pair of options, a misspelling at the
/// same and smallest distance from both (and farther from all others),
/// and which of the two the binary suggested; the order is a topological
/// sort of the answers. Pairs no misspelling can tie are unobservable and
/// keep a neighbouring version's order.
///
/// LLVM 19 to 22 (measured on 22: ~2000 tie-producing options, and the
/// pairwise probes above, 722 pairs, all consistent).
pub static MCA_SUGGEST_ORDER: &[&str] =
    if rmca::LlvmBehaviour::BUILT.option_map_order_of_23 { SUGGEST_ORDER_23 } else { SUGGEST_ORDER_19 };

static SUGGEST_ORDER_19: &[&str] = &[
    "resource-pressure", "help", "dispatch", "retire-stats", "skip-unsupported-instructions",
    "micro-op-queue-size", "help-hidden", "timeline-max-cycles", "print-imm-hex", "mattr",
    "instruction-tables", "register-file-stats", "instruction-info", "version", "h",
    "summary-view", "o", "help-list", "scheduler-stats", "iterations", "timeline", "call-latency",
    "dispatch-stats", "register-file-size", "march", "help-list-hidden", "all-stats", "mcpu",
    "noalias", "bottleneck-analysis", "mtriple", "show-encoding", "print-options",
    "output-asm-variant", "show-barriers", "disable-cb", "squeue", "timeline-max-iterations",
    "all-views", "disable-im", "decoder-throughput", "json", "print-all-options", "lqueue",
];

/// LLVM 23 and 24 (measured on 23.1.4: 752 pairs, and on the 24 snapshot:
/// 793 pairs, without a contradiction between them). In 23 the scale
/// factor's option is suggestible; in 24 it is a library option like the
/// others, which cl never suggests (the engine skips it by its
/// visibility). The pairs of `output-asm-variant`, `march` and
/// `help-list-hidden` with the options after them here cannot be probed
/// on 23, whose `-o` and `-h` group (a probe starting with `o` or `h` is
/// read as a group); they follow 24.
static SUGGEST_ORDER_23: &[&str] = &[
    "noalias", "timeline", "dispatch", "output-asm-variant", "print-imm-hex", "march",
    "help-list-hidden", "register-file-size", "micro-op-queue-size",
    "sched-model-reservation-station-scale-factor", "print-options", "resource-pressure",
    "version", "timeline-max-cycles", "dispatch-stats", "lqueue", "disable-im", "h", "mcpu",
    "call-latency", "skip-unsupported-instructions", "all-stats", "instruction-tables", "mattr",
    "json", "help-hidden", "register-file-stats", "squeue", "print-all-options", "all-views",
    "instruction-info", "help", "o", "decoder-throughput", "bottleneck-analysis", "show-encoding",
    "help-list", "summary-view", "show-barriers", "disable-cb", "retire-stats", "mtriple",
    "timeline-max-iterations", "scheduler-stats", "iterations",
];
