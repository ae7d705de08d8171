//! What depends on the LLVM rmca is built against.
//!
//! rmca behaves like the llvm-mca of the LLVM it is built against (a fork
//! on LLVM 19 gets LLVM 19's llvm-mca, one on LLVM main gets main's). Every
//! difference in llvm-mca's behaviour between versions is one field of
//! [`LlvmBehaviour`]; the code that differs reads the field, never the
//! version. build.rs turns `llvm-config --version` into the cfgs
//! `rmca_llvm_ge_N` (one per threshold in its `VERSION_THRESHOLDS`), and
//! [`LlvmBehaviour::BUILT`] is the only Rust place that reads them.
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

/// llvm-mca's behaviours that changed between the LLVM versions rmca
/// follows. The doc of each field names the version and upstream change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LlvmBehaviour {
    /// LLVM 20: an instruction's reciprocal throughput counts the cycles a
    /// resource is held from AcquireAtCycle (not from 0) to ReleaseAtCycle.
    pub rthroughput_from_acquire_cycle: bool,
    /// LLVM 20: `-json` output has a "BottleneckAnalysis" object.
    pub bottleneck_json: bool,
    /// LLVM 20: the instruction info view puts the reciprocal throughput at
    /// a fixed column after the latency; before, three spaces (and up to
    /// two more for a one- or two-digit latency) follow the latency.
    pub instruction_info_fixed_columns: bool,
    /// LLVM 20 (llvm-project #108386): an instruction using partially
    /// overlapping resource groups has, at issue, its groups with the
    /// fewest free units served first; before, every resource in the
    /// descriptor's order (which can leave a group no free unit: llvm-mca
    /// 19 crashes there, rmca reports an error).
    pub serves_constrained_groups_first: bool,
    /// LLVM 20 (llvm-project #123882): whether an instruction is a call or
    /// a return (the warnings, and a call's latency) comes from the
    /// target's MCInstrAnalysis; before, from the opcode's MCInstrDesc
    /// flags (so a RISC-V `ret`, a plain `jalr`, was no return).
    pub call_return_from_instr_analysis: bool,
    /// LLVM 21: `-mcpu=help` ends with status 0 after the CPU list; before,
    /// with status 1.
    pub cpu_help_exits_zero: bool,
    /// LLVM 22: x86 post-processing models the stack engine (push, pop,
    /// call and ret write the stack pointer without a dependency).
    pub x86_stack_engine: bool,
    /// LLVM 22 (#159544): the instruction info view rounds the reciprocal
    /// throughput half up to hundredths before printing it (0.125 shows
    /// 0.13); before, it printed the value as it is (0.125 shows 0.12).
    pub rthroughput_rounded_half_up: bool,
    /// LLVM 22: `-show-encoding` encodes each instruction as written;
    /// before, relaxed first by the target's assembler backend where it may
    /// need relaxation (an x86 jump to a label shows its 32-bit form).
    /// Seen in 19 and 22; 20 and 21 are taken to relax, as 19 does.
    pub encodes_as_written: bool,
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
    pub pressure_lists_per_instruction: bool,
    /// LLVM 21 (llvm-project #143840): llvm-exegesis refuses an opcode
    /// without a scheduling class ("Unsupported opcode: No Sched Class");
    /// before, it went on to the target's own checks and the generator.
    pub exegesis_refuses_no_sched_class: bool,
    /// LLVM 22 (llvm-project #170013): llvm-exegesis takes
    /// `--random-generator-seed`; before, it is an unknown argument.
    pub exegesis_random_generator_seed: bool,
    /// LLVM 21 (llvm-project #130574): `-instruction-tables` takes a level (`none`, `normal`,
    /// `full`); before, it is a plain flag (and the `full` columns do not
    /// exist).
    pub instruction_table_levels: bool,
    /// LLVM 23 (llvm-project #176686): while an instruction is carried over
    /// to the next cycle, the in-order issue stage still executes and
    /// retires every other instruction that finished; before, it retired
    /// none of them, and they were dropped from the issued list unretired.
    pub in_order_retires_beside_carry_over: bool,
    /// LLVM 23 (#199500): the `<total>` row of "Average Wait times" shows in
    /// column [0] the total number of executions (the averages' divisor);
    /// before, the executions of one instruction.
    pub wait_total_counts_all_executions: bool,
    /// Before LLVM 24 (#211612 changed it; 23.1 still has the old
    /// default): without `-mcpu` llvm-mca uses the host's CPU
    /// (`-mcpu=native`); from 24, no CPU (the target's generic model), as
    /// llc does, and `-mcpu=` is accepted.
    pub default_cpu_is_host: bool,
    /// LLVM 24 (with #211612): a CPU LLVM does not know is no longer a
    /// silent exit after LLVM's two warnings; the subtarget falls back to
    /// the generic model, and llvm-mca ends with "unable to find
    /// instruction-level scheduling information for target triple ... and
    /// cpu ...". Before, status 1 and nothing more.
    pub unknown_cpu_reports_missing_sched_model: bool,
    /// LLVM 23 (#177990): constant registers (AArch64 `xzr`/`wzr`, RISC-V
    /// `zero`, ...) are left out per instance when an instruction is made
    /// from its descriptor. Before, they were left out of the descriptor
    /// itself, which is cached per opcode and scheduling class, so the
    /// first instance decided for all: a later `madd x0, x1, x2, x0` after
    /// a `mul` (`madd ..., xzr`) lost its accumulator read, and a later
    /// non-constant write at that position kept a blank descriptor
    /// (operand 0, latency 0).
    pub constant_regs_skipped_per_instance: bool,
    /// LLVM 23 (the feature comes from #194850): on an AArch64 triple with
    /// `+mca-streaming-sched` among the subtarget's features, llvm-mca warns
    /// that streaming SVE scheduling is approximate, right after making the
    /// subtarget (before `-mcpu=help` and the CPU check). Before, LLVM did
    /// not know the feature (its own warning says so).
    pub warns_on_streaming_sched: bool,
    /// LLVM 23 (#195638): `-sched-model-reservation-station-scale-factor`
    /// scales the size of every reservation station bigger than one entry
    /// (single-precision product, truncated; see
    /// `SchedModel::resource_buffer_size`), as the resource manager, the
    /// scheduler statistics and the timeline see it; the LSU's queues keep
    /// their sizes. Before, the option does not exist (the option tables
    /// say so; this field says whether its value reaches the analysis).
    pub reservation_station_scale_factor: bool,
    /// LLVM 24: an error from an `LLVM-MCA-BEGIN`/`END` marker also makes
    /// the parse fail, so "Assembly input parsing had errors, use
    /// -skip-unsupported-instructions=parse-failure ..." follows the
    /// marker's diagnostics unless parse failures are skipped. Before,
    /// only the marker's diagnostics (status 1 either way).
    pub region_errors_fail_the_parse: bool,
    /// LLVM 23 (#207986): RISC-V vector loads and stores under an LMUL
    /// instrument without SEW keep their own scheduling class; before,
    /// llvm-mca divided by zero there (rmca reports an error instead). The
    /// instrument manager doing this is LLVM's own: the field only tells
    /// rmca's guard in front of it (`cpp_shim/instruments.cpp`).
    pub riscv_emul_without_sew_falls_back: bool,
    /// Before LLVM 24 (seen in 19 to 23; gone in the 24 snapshot of
    /// 2026-10-25): `-h` and `-o` are `cl::Grouping` options, so `-hx` and
    /// `-Wh` print help and `-oW` complains that `-o` may not occur within a
    /// group; from 24 these are unknown arguments.
    pub grouping_options: bool,
    /// LLVM 23 (#200525): llvm-exegesis gives an operand whose register
    /// class depends on the hardware mode (Mips and PowerPC pointer
    /// operands) the class of the subtarget's mode; before, it took the
    /// operand's table index as a class id. It decides which registers a
    /// load's base may alias, hence the parallel generator's explanation.
    pub exegesis_operand_class_by_hw_mode: bool,
    /// LLVM 23 (#201162, #203463): reading benchmarks for analysis, a
    /// benchmark naming an unknown opcode, register or operand is skipped
    /// with a warning (an opcode one edit away is suggested); before, the
    /// first one ended the reading with a YAML error.
    pub exegesis_skips_unknown_names: bool,
}

impl LlvmBehaviour {
    /// The behaviour of the LLVM rmca is built against.
    pub const BUILT: LlvmBehaviour = LlvmBehaviour {
        rthroughput_from_acquire_cycle: cfg!(rmca_llvm_ge_20),
        bottleneck_json: cfg!(rmca_llvm_ge_20),
        instruction_info_fixed_columns: cfg!(rmca_llvm_ge_20),
        serves_constrained_groups_first: cfg!(rmca_llvm_ge_20),
        call_return_from_instr_analysis: cfg!(rmca_llvm_ge_20),
        cpu_help_exits_zero: cfg!(rmca_llvm_ge_21),
        exegesis_refuses_no_sched_class: cfg!(rmca_llvm_ge_21),
        pressure_lists_per_instruction: cfg!(rmca_llvm_ge_21),
        exegesis_random_generator_seed: cfg!(rmca_llvm_ge_22),
        x86_stack_engine: cfg!(rmca_llvm_ge_22),
        rthroughput_rounded_half_up: cfg!(rmca_llvm_ge_22),
        encodes_as_written: cfg!(rmca_llvm_ge_22),
        instruction_table_levels: cfg!(rmca_llvm_ge_21),
        in_order_retires_beside_carry_over: cfg!(rmca_llvm_ge_23),
        wait_total_counts_all_executions: cfg!(rmca_llvm_ge_23),
        default_cpu_is_host: !cfg!(rmca_llvm_ge_24),
        unknown_cpu_reports_missing_sched_model: cfg!(rmca_llvm_ge_24),
        constant_regs_skipped_per_instance: cfg!(rmca_llvm_ge_23),
        warns_on_streaming_sched: cfg!(rmca_llvm_ge_23),
        reservation_station_scale_factor: cfg!(rmca_llvm_ge_23),
        region_errors_fail_the_parse: cfg!(rmca_llvm_ge_24),
        riscv_emul_without_sew_falls_back: cfg!(rmca_llvm_ge_23),
        grouping_options: !cfg!(rmca_llvm_ge_24),
        exegesis_operand_class_by_hw_mode: cfg!(rmca_llvm_ge_23),
        exegesis_skips_unknown_names: cfg!(rmca_llvm_ge_23),
    };

    /// The behaviour of llvm-mca of LLVM `major` (for tests and tools that
    /// compare versions; an analysis built against one LLVM can only be
    /// byte-identical to that LLVM's llvm-mca).
    pub const fn of_major(major: u32) -> LlvmBehaviour {
        LlvmBehaviour {
            rthroughput_from_acquire_cycle: major >= 20,
            bottleneck_json: major >= 20,
            instruction_info_fixed_columns: major >= 20,
            serves_constrained_groups_first: major >= 20,
            call_return_from_instr_analysis: major >= 20,
            cpu_help_exits_zero: major >= 21,
            exegesis_refuses_no_sched_class: major >= 21,
            pressure_lists_per_instruction: major >= 21,
            exegesis_random_generator_seed: major >= 22,
            x86_stack_engine: major >= 22,
            rthroughput_rounded_half_up: major >= 22,
            encodes_as_written: major >= 22,
            instruction_table_levels: major >= 21,
            in_order_retires_beside_carry_over: major >= 23,
            wait_total_counts_all_executions: major >= 23,
            default_cpu_is_host: major < 24,
            unknown_cpu_reports_missing_sched_model: major >= 24,
            constant_regs_skipped_per_instance: major >= 23,
            warns_on_streaming_sched: major >= 23,
            reservation_station_scale_factor: major >= 23,
            region_errors_fail_the_parse: major >= 24,
            riscv_emul_without_sew_falls_back: major >= 23,
            grouping_options: major < 24,
            exegesis_operand_class_by_hw_mode: major >= 23,
            exegesis_skips_unknown_names: major >= 23,
        }
    }
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
    fn versions_differ_where_llvm_changed() {
        let (v20, v21) = (LlvmBehaviour::of_major(20), LlvmBehaviour::of_major(21));
        let (v22, v23) = (LlvmBehaviour::of_major(22), LlvmBehaviour::of_major(23));
        assert!(!v20.instruction_table_levels && v21.instruction_table_levels);
        let v19 = LlvmBehaviour::of_major(19);
        assert!(!v19.rthroughput_from_acquire_cycle && v20.rthroughput_from_acquire_cycle);
        assert!(!v19.bottleneck_json && v20.bottleneck_json);
        assert!(!v19.instruction_info_fixed_columns && v20.instruction_info_fixed_columns);
        assert!(!v20.cpu_help_exits_zero && v21.cpu_help_exits_zero);
        assert!(!v21.x86_stack_engine && v22.x86_stack_engine);
        assert!(!v19.call_return_from_instr_analysis && v20.call_return_from_instr_analysis);
        assert!(!v19.serves_constrained_groups_first && v20.serves_constrained_groups_first);
        assert!(!v21.rthroughput_rounded_half_up && v22.rthroughput_rounded_half_up);
        assert!(!v21.encodes_as_written && v22.encodes_as_written);
        assert!(!v20.exegesis_refuses_no_sched_class && v21.exegesis_refuses_no_sched_class);
        assert!(!v20.pressure_lists_per_instruction && v21.pressure_lists_per_instruction);
        assert!(!v21.exegesis_random_generator_seed && v22.exegesis_random_generator_seed);
        assert!(!v22.in_order_retires_beside_carry_over && v23.in_order_retires_beside_carry_over);
        assert!(!v22.wait_total_counts_all_executions && v23.wait_total_counts_all_executions);
        assert!(v22.default_cpu_is_host && v23.default_cpu_is_host);
        assert!(!v23.unknown_cpu_reports_missing_sched_model);
        assert!(!v22.constant_regs_skipped_per_instance && v23.constant_regs_skipped_per_instance);
        assert!(!v22.warns_on_streaming_sched && v23.warns_on_streaming_sched);
        assert!(!v22.reservation_station_scale_factor && v23.reservation_station_scale_factor);
        assert!(!v23.region_errors_fail_the_parse);
        assert!(!v22.riscv_emul_without_sew_falls_back && v23.riscv_emul_without_sew_falls_back);
        let v24 = LlvmBehaviour::of_major(24);
        assert!(v23.grouping_options && !v24.grouping_options);
        assert!(v23.default_cpu_is_host && !v24.default_cpu_is_host);
        assert!(v24.unknown_cpu_reports_missing_sched_model && v24.region_errors_fail_the_parse);
        assert_eq!(v23.default_mcpu(), "native");
        assert_eq!(v24.default_mcpu(), "");
        assert!(!v23.accepts_cpu(false) && v24.accepts_cpu(false));
        assert!(v22.accepts_cpu(true));
        assert_eq!(leading_number("19.1.7"), 19);
        assert_eq!(leading_number("23.0.0git"), 23);
    }
}
