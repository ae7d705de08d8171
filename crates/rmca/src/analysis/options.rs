//! llvm-mca's options as typed values, with llvm-mca's defaults.

use crate::pipeline::steady::FastForward;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum InstructionTables {
    /// Simulate (llvm-mca's default).
    #[default]
    None,
    /// Print the instruction tables instead of simulating.
    Normal,
    /// The tables with bypass latency, resources and opcode names.
    Full,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SkipUnsupported {
    #[default]
    None,
    /// Drop instructions the scheduling model cannot describe.
    LackSched,
    /// Drop lines the parser rejects.
    ParseFailure,
    Any,
}

/// The views of a report (llvm-mca's view options, after `-all-views` and
/// `-all-stats` are resolved).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Views {
    pub summary: bool,
    pub resource_pressure: bool,
    pub instruction_info: bool,
    pub timeline: bool,
    pub bottleneck_analysis: bool,
    pub dispatch_stats: bool,
    pub scheduler_stats: bool,
    pub retire_stats: bool,
    pub register_file_stats: bool,
}

impl Default for Views {
    /// llvm-mca's: summary, instruction info and resource pressure.
    fn default() -> Self {
        Views {
            summary: true,
            resource_pressure: true,
            instruction_info: true,
            ..Views::none()
        }
    }
}

impl Views {
    pub fn none() -> Views {
        Views {
            summary: false,
            resource_pressure: false,
            instruction_info: false,
            timeline: false,
            bottleneck_analysis: false,
            dispatch_stats: false,
            scheduler_stats: false,
            retire_stats: false,
            register_file_stats: false,
        }
    }

    /// Every view (`-all-views`; retire statistics and bottleneck analysis
    /// only for out-of-order models, as llvm-mca has it).
    pub fn all(is_out_of_order: bool) -> Views {
        Views {
            summary: true,
            resource_pressure: true,
            instruction_info: true,
            timeline: true,
            bottleneck_analysis: is_out_of_order,
            dispatch_stats: true,
            scheduler_stats: true,
            retire_stats: is_out_of_order,
            register_file_stats: true,
        }
    }
}

/// How to analyse: llvm-mca's command-line options as typed values. The
/// default is llvm-mca's default run.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisOptions {
    /// Iterations to simulate; 0 means llvm-mca's default (100; 1 with the
    /// instruction tables).
    pub iterations: u32,
    pub views: Views,
    pub instruction_tables: InstructionTables,
    /// Overrides of the model's widths and sizes; 0 keeps the model's.
    pub dispatch_width: u32,
    pub register_file_size: u32,
    pub micro_op_queue_size: u32,
    pub decoder_throughput: u32,
    pub load_queue_size: u32,
    pub store_queue_size: u32,
    /// Assume that loads and stores do not alias (llvm-mca's default).
    pub noalias: bool,
    /// Latency assumed for calls.
    pub call_latency: u32,
    /// Assembly variant to print with; `None` is the input's dialect.
    pub output_asm_variant: Option<u32>,
    pub print_imm_hex: bool,
    pub show_encoding: bool,
    pub show_barriers: bool,
    pub skip_unsupported: SkipUnsupported,
    /// Turns off the target's custom behaviour and post-processing.
    pub disable_cb: bool,
    /// Turns off the instrument manager.
    pub disable_im: bool,
    /// Iterations the timeline shows; 0 means 10.
    pub timeline_max_iterations: u32,
    /// Cycles the timeline shows; 0 means no limit.
    pub timeline_max_cycles: u32,
    /// When the simulation may skip a steady state (the report is the same
    /// either way).
    pub fast_forward: FastForward,
    /// Ends the whole process when LLVM's parser does not return (some
    /// inputs make it loop forever). Only for a program that owns its
    /// process, as the `rmca` command does; never set by the library.
    pub parse_watchdog: bool,
    /// rmca's `-loop-carried-deps`: the static loop-carried dependency
    /// view of every simulated region (off: the report is llvm-mca's).
    pub loop_carried_deps: bool,
    /// rmca's `-segment-throughput`: a column of segment-aware reciprocal
    /// throughputs in the instruction info view and tables.
    pub segment_throughput: bool,
    /// Record the pipeline trace `-html` draws (`views::pipeline_trace`):
    /// every instance's cycles and why it waited. Off: nothing recorded.
    pub pipeline_trace: bool,
    /// Each report carries its instructions as printed
    /// (`RegionReport::instructions`). Off, and when nothing asked for
    /// prints or reads them (no per-instruction view, table, trace or
    /// dependency view), the list is left empty and LLVM's printer is not
    /// run: for callers that only read the figures (rmca-batch's summary).
    pub instruction_text: bool,
    /// Which LLVM's llvm-mca to behave like where versions differ; the one
    /// rmca is built against unless a test asks for another.
    pub llvm: crate::llvm_version::LlvmBehaviour,
}

impl Default for AnalysisOptions {
    fn default() -> Self {
        AnalysisOptions {
            iterations: 0,
            views: Views::default(),
            instruction_tables: InstructionTables::None,
            dispatch_width: 0,
            register_file_size: 0,
            micro_op_queue_size: 0,
            decoder_throughput: 0,
            load_queue_size: 0,
            store_queue_size: 0,
            noalias: true,
            call_latency: 100,
            output_asm_variant: None,
            print_imm_hex: false,
            show_encoding: false,
            show_barriers: false,
            skip_unsupported: SkipUnsupported::None,
            disable_cb: false,
            disable_im: false,
            timeline_max_iterations: 0,
            timeline_max_cycles: 80,
            fast_forward: FastForward::Auto,
            parse_watchdog: false,
            loop_carried_deps: false,
            segment_throughput: false,
            pipeline_trace: false,
            instruction_text: true,
            llvm: crate::llvm_version::LlvmBehaviour::BUILT,
        }
    }
}

impl AnalysisOptions {
    /// Whether the reports need the instructions' text: asked for, or
    /// something prints or reads it.
    pub fn needs_instruction_text(&self) -> bool {
        let v = &self.views;
        self.instruction_text
            || v.instruction_info
            || v.resource_pressure
            || v.timeline
            || v.bottleneck_analysis
            || self.instruction_tables != InstructionTables::None
            || self.pipeline_trace
            || self.loop_carried_deps
    }
    /// The iterations simulated (llvm-mca: 100 by default, 1 with the
    /// instruction tables).
    pub fn effective_iterations(&self) -> u32 {
        if self.instruction_tables != InstructionTables::None {
            1
        } else if self.iterations == 0 {
            100
        } else {
            self.iterations
        }
    }
}
