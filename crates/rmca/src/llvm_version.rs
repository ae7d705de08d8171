//! What depends on the LLVM rmca is built against.
//!
//! rmca behaves like the llvm-mca of the LLVM it is built against (a fork
//! on LLVM 19 gets LLVM 19's llvm-mca, one on LLVM main gets main's). Every
//! difference in llvm-mca's behaviour between versions is one field of
//! [`LlvmBehaviour`]; the code that differs reads the field, never the
//! version. Each switch is one row of the table below (the LLVM major it
//! changed in); [`LlvmBehaviour::of_major`] is made from the table, and the
//! behaviour of the LLVM built against is `of_major` of the major that
//! build.rs reads from `llvm-config --version`.
//! Differences in LLVM's C++ API are the shim's (`cpp_shim/version.h`).
//!
//! Each field is a plain value so that both sides of a switch can be tested
//! in one build ([`LlvmBehaviour::of_major`]); an analysis takes it from
//! [`crate::AnalysisOptions::llvm`].

/// `llvm-config --version` of the LLVM rmca was built against.
pub const LLVM_VERSION: &str = env!("RMCA_LLVM_VERSION");

/// The major version of [`LLVM_VERSION`].
pub const LLVM_MAJOR: u32 = leading_number(LLVM_VERSION);

/// `llvm-config --host-target` of that LLVM (the version banner's default
/// target).
pub const LLVM_HOST_TARGET: &str = env!("RMCA_LLVM_HOST_TARGET");

pub const fn leading_number(s: &str) -> u32 {
    let b = s.as_bytes();
    let mut i = 0;
    let mut n = 0u32;
    while i < b.len() && b[i].is_ascii_digit() {
        n = n * 10 + (b[i] - b'0') as u32;
        i += 1;
    }
    n
}

/// Declares [`LlvmBehaviour`], one row per switch: its doc, its name and
/// the LLVM major it changed in (`since N`: on from N; `before N`: on
/// until N), from which both the struct and [`LlvmBehaviour::of_major`]
/// are made.
macro_rules! llvm_behaviours {
    ($($(#[doc = $doc:literal])* $name:ident: $rule:ident $major:literal,)*) => {
        /// llvm-mca's and llvm-exegesis's behaviours that changed between
        /// the LLVM versions rmca follows. The doc of each field names the
        /// version and upstream change.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct LlvmBehaviour {
            $($(#[doc = $doc])* pub $name: bool,)*
        }

        impl LlvmBehaviour {
            /// The behaviour of llvm-mca of LLVM `major` (an analysis made
            /// with it is byte-identical to that LLVM's llvm-mca only when
            /// rmca is built against that LLVM; tests and tools compare
            /// versions with it).
            pub const fn of_major(major: u32) -> LlvmBehaviour {
                LlvmBehaviour { $($name: llvm_behaviours!(@on $rule $major, major),)* }
            }

            /// Every switch: its name, the major it changed in, and whether
            /// it is on from that major.
            pub const SWITCHES: &'static [Switch] =
                &[$(Switch { name: stringify!($name), major: $major, on_from: llvm_behaviours!(@from $rule) },)*];

            /// The value of switch `index` of [`LlvmBehaviour::SWITCHES`].
            pub fn switch(&self, index: usize) -> Option<bool> {
                [$(self.$name,)*].get(index).copied()
            }
        }
    };
    (@on since $m:literal, $x:ident) => { $x >= $m };
    (@on before $m:literal, $x:ident) => { $x < $m };
    (@from since) => { true };
    (@from before) => { false };
}

/// One row of the behaviour table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Switch {
    pub name: &'static str,
    /// The LLVM major where it changed.
    pub major: u32,
    /// On from `major` (else on before it).
    pub on_from: bool,
}

llvm_behaviours! {
    /// LLVM 20: an instruction's reciprocal throughput counts the cycles a
    /// resource is held from AcquireAtCycle (not from 0) to ReleaseAtCycle.
    rthroughput_from_acquire_cycle: since 20,
    /// LLVM 20: `-json` output has a "BottleneckAnalysis" object.
    bottleneck_json: since 20,
    /// LLVM 20: the instruction info view puts the reciprocal throughput at
    /// a fixed column after the latency; before, three spaces (and up to
    /// two more for a one- or two-digit latency) follow the latency.
    instruction_info_fixed_columns: since 20,
    /// LLVM 20 (llvm-project #108386): an instruction using partially
    /// overlapping resource groups has, at issue, its groups with the
    /// fewest free units served first; before, every resource in the
    /// descriptor's order (which can leave a group no free unit: llvm-mca
    /// 19 crashes there, rmca reports an error).
    serves_constrained_groups_first: since 20,
    /// LLVM 20 (llvm-project #123882): whether an instruction is a call or
    /// a return (the warnings, and a call's latency) comes from the
    /// target's MCInstrAnalysis; before, from the opcode's MCInstrDesc
    /// flags (so a RISC-V `ret`, a plain `jalr`, was no return).
    call_return_from_instr_analysis: since 20,
    /// LLVM 21: `-mcpu=help` ends with status 0 after the CPU list; before,
    /// with status 1.
    cpu_help_exits_zero: since 21,
    /// LLVM 22: x86 post-processing models the stack engine (push, pop,
    /// call and ret write the stack pointer without a dependency).
    x86_stack_engine: since 22,
    /// LLVM 22 (#159544): the instruction info view rounds the reciprocal
    /// throughput half up to hundredths before printing it (0.125 shows
    /// 0.13); before, it printed the value as it is (0.125 shows 0.12).
    rthroughput_rounded_half_up: since 22,
    /// LLVM 22: `-show-encoding` encodes each instruction as written;
    /// before, relaxed first by the target's assembler backend where it may
    /// need relaxation (an x86 jump to a label shows its 32-bit form).
    /// Seen in 19 and 22; 20 and 21 are taken to relax, as 19 does.
    encodes_as_written: since 22,
    /// LLVM 21 (llvm-project #124904): the resource pressure view keeps a
    /// list of used units per instruction rather than a table, so a use
    /// with an empty unit mask (past the last column) is kept, and `-json`
    /// lists it; before, it was added into the table at an index past its
    /// row (a later instruction's row, or the totals, which then print it:
    /// rmca adds it there too) and past the table's end for the totals
    /// (rmca leaves that write out; llvm-mca 19 dies on one case found
    /// and prints on in another). Seen in 19 and 22; the
    /// change was merged a day after 20 branched, so 20 is taken to be as
    /// 19.
    pressure_lists_per_instruction: since 21,
    /// LLVM 21 (llvm-project #143840): llvm-exegesis refuses an opcode
    /// without a scheduling class ("Unsupported opcode: No Sched Class");
    /// before, it went on to the target's own checks and the generator.
    exegesis_refuses_no_sched_class: since 21,
    /// LLVM 22 (llvm-project #170013): llvm-exegesis takes
    /// `--random-generator-seed`; before, it is an unknown argument.
    exegesis_random_generator_seed: since 22,
    /// LLVM 21 (llvm-project #130574): `-instruction-tables` takes a level (`none`, `normal`,
    /// `full`); before, it is a plain flag (and the `full` columns do not
    /// exist).
    instruction_table_levels: since 21,
    /// LLVM 23 (llvm-project #176686): while an instruction is carried over
    /// to the next cycle, the in-order issue stage still executes and
    /// retires every other instruction that finished; before, it retired
    /// none of them, and they were dropped from the issued list unretired.
    in_order_retires_beside_carry_over: since 23,
    /// LLVM 23 (#199500): the `<total>` row of "Average Wait times" shows in
    /// column [0] the total number of executions (the averages' divisor);
    /// before, the executions of one instruction.
    wait_total_counts_all_executions: since 23,
    /// Before LLVM 24 (#211612 changed it; 23.1 still has the old
    /// default): without `-mcpu` llvm-mca uses the host's CPU
    /// (`-mcpu=native`); from 24, no CPU (the target's generic model), as
    /// llc does, and `-mcpu=` is accepted.
    default_cpu_is_host: before 24,
    /// LLVM 24 (with #211612): a CPU LLVM does not know is no longer a
    /// silent exit after LLVM's two warnings; the subtarget falls back to
    /// the generic model, and llvm-mca ends with "unable to find
    /// instruction-level scheduling information for target triple ... and
    /// cpu ...". Before, status 1 and nothing more.
    unknown_cpu_reports_missing_sched_model: since 24,
    /// LLVM 23 (#177990): constant registers (AArch64 `xzr`/`wzr`, RISC-V
    /// `zero`, ...) are left out per instance when an instruction is made
    /// from its descriptor. Before, they were left out of the descriptor
    /// itself, which is cached per opcode and scheduling class, so the
    /// first instance decided for all: a later `madd x0, x1, x2, x0` after
    /// a `mul` (`madd ..., xzr`) lost its accumulator read, and a later
    /// non-constant write at that position kept a blank descriptor
    /// (operand 0, latency 0).
    constant_regs_skipped_per_instance: since 23,
    /// LLVM 23 (the feature comes from #194850): on an AArch64 triple with
    /// `+mca-streaming-sched` among the subtarget's features, llvm-mca warns
    /// that streaming SVE scheduling is approximate, right after making the
    /// subtarget (before `-mcpu=help` and the CPU check). Before, LLVM did
    /// not know the feature (its own warning says so).
    warns_on_streaming_sched: since 23,
    /// LLVM 23 (#195638): `-sched-model-reservation-station-scale-factor`
    /// scales the size of every reservation station bigger than one entry
    /// (single-precision product, truncated; see
    /// `SchedModel::resource_buffer_size`), as the resource manager, the
    /// scheduler statistics and the timeline see it; the LSU's queues keep
    /// their sizes. Before, the option does not exist (the option tables
    /// say so; this field says whether its value reaches the analysis).
    reservation_station_scale_factor: since 23,
    /// LLVM 24: an error from an `LLVM-MCA-BEGIN`/`END` marker also makes
    /// the parse fail, so "Assembly input parsing had errors, use
    /// -skip-unsupported-instructions=parse-failure ..." follows the
    /// marker's diagnostics unless parse failures are skipped. Before,
    /// only the marker's diagnostics (status 1 either way).
    region_errors_fail_the_parse: since 24,
    /// LLVM 23 (#207986): RISC-V vector loads and stores under an LMUL
    /// instrument without SEW keep their own scheduling class; before,
    /// llvm-mca divided by zero there (rmca reports an error instead). The
    /// instrument manager doing this is LLVM's own: the field only tells
    /// rmca's guard in front of it (`cpp_shim/instruments.cpp`).
    riscv_emul_without_sew_falls_back: since 23,
    /// Before LLVM 24 (seen in 19 to 23; gone in the 24 snapshot of
    /// 2026-10-25): `-h` and `-o` are `cl::Grouping` options, so `-hx` and
    /// `-Wh` print help and `-oW` complains that `-o` may not occur within a
    /// group; from 24 these are unknown arguments.
    grouping_options: before 24,
    /// LLVM 23 (#200525): llvm-exegesis gives an operand whose register
    /// class depends on the hardware mode (Mips and PowerPC pointer
    /// operands) the class of the subtarget's mode; before, it took the
    /// operand's table index as a class id. It decides which registers a
    /// load's base may alias, hence the parallel generator's explanation.
    exegesis_operand_class_by_hw_mode: since 23,
    /// LLVM 23 (#201162, #203463): reading benchmarks for analysis, a
    /// benchmark naming an unknown opcode, register or operand is skipped
    /// with a warning (an opcode one edit away is suggested); before, the
    /// first one ended the reading with a YAML error.
    exegesis_skips_unknown_names: since 23,
    /// LLVM 23: the commands' option map iterates in 23's order (it follows
    /// the hash table of every registered option), which decides which of
    /// several equally near options "Did you mean" suggests; before, in
    /// the order of 19 to 22.
    option_map_order_of_23: since 23,
}

impl LlvmBehaviour {
    /// The behaviour of the LLVM rmca is built against, for the tools'
    /// option tables (which are constants). The library crates read it
    /// only through `Default`, where an analysis or a session is given no
    /// other.
    pub const BUILT: LlvmBehaviour = LlvmBehaviour::of_major(LLVM_MAJOR);
}

impl LlvmBehaviour {
    /// `-mcpu` when not given: the host's CPU up to LLVM 23, none after.
    pub const fn default_mcpu(&self) -> &'static str {
        if self.default_cpu_is_host { "native" } else { "" }
    }

    /// Whether a session may be made on a CPU LLVM does not know
    /// as a processor: from LLVM 24 the subtarget then has the target's
    /// generic model (whose lack of an instruction model is the error
    /// llvm-mca reports next); before, llvm-mca ended with status 1 (no CPU
    /// at all, `-mcpu=`, included).
    pub fn accepts_cpu(&self, known_to_llvm: bool) -> bool {
        known_to_llvm || self.unknown_cpu_reports_missing_sched_model
    }
}

impl Default for LlvmBehaviour {
    fn default() -> Self {
        LlvmBehaviour::BUILT
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_behaviour_is_that_of_the_built_major() {
        assert!(LLVM_MAJOR >= 19, "{LLVM_VERSION}");
        assert_eq!(LlvmBehaviour::BUILT, LlvmBehaviour::of_major(LLVM_MAJOR));
    }

    #[test]
    fn each_switch_changes_at_its_major_and_nowhere_else() {
        for (i, sw) in LlvmBehaviour::SWITCHES.iter().enumerate() {
            let (before, at) = (LlvmBehaviour::of_major(sw.major - 1), LlvmBehaviour::of_major(sw.major));
            assert_eq!(at.switch(i), Some(sw.on_from), "{}", sw.name);
            assert_eq!(before.switch(i), Some(!sw.on_from), "{}", sw.name);
            for major in [19, 20, 21, 22, 23, 24, 25] {
                let on = LlvmBehaviour::of_major(major).switch(i).unwrap();
                assert_eq!(on, (major >= sw.major) == sw.on_from, "{} at {major}", sw.name);
            }
        }
        assert!(LlvmBehaviour::SWITCHES.len() >= 25);
    }

    #[test]
    fn derived_rules_follow_the_switches() {
        let (v22, v23, v24) = (LlvmBehaviour::of_major(22), LlvmBehaviour::of_major(23), LlvmBehaviour::of_major(24));
        assert_eq!(v23.default_mcpu(), "native");
        assert_eq!(v24.default_mcpu(), "");
        assert!(!v23.accepts_cpu(false) && v24.accepts_cpu(false));
        assert!(v22.accepts_cpu(true));
        assert_eq!(leading_number("19.1.7"), 19);
        assert_eq!(leading_number("23.0.0git"), 23);
    }
}
