//! llvm-mca's options as typed values, with llvm-mca's defaults.

use crate::llvm_version::LlvmBehaviour;
use crate::pipeline::PipelineOptions;
pub use crate::views::view::ViewOptions;

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

pub use crate::views::registry::Views;

/// How to analyse: llvm-mca's command-line options as typed values, the
/// one options value of a run. The default is llvm-mca's default run.
/// Each part goes by reference to what reads it: `machine` to the
/// pipeline and the views, `display` to the views, `llvm` everywhere
/// versions differ.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisOptions {
    /// Iterations to simulate; 0 means llvm-mca's default (100; 1 with the
    /// instruction tables).
    pub iterations: u32,
    /// The views of each region's report (llvm-mca's view options, and
    /// rmca's `loop_carried_deps` and `pipeline_trace`).
    pub views: Views,
    pub instruction_tables: InstructionTables,
    /// The simulated machine's knobs: widths and sizes (0 keeps the
    /// model's), `-noalias`, and when a steady state may be skipped.
    pub machine: PipelineOptions,
    /// How the views print.
    pub display: ViewOptions,
    /// Latency assumed for calls.
    pub call_latency: u32,
    /// llvm-mca's `-sched-model-reservation-station-scale-factor` (from
    /// LLVM 23): every reservation station of more than one entry scaled
    /// by it (`mc::sched::scaled_buffer_size`); 1 leaves the model as it is.
    pub reservation_station_scale: f32,
    /// Assembly variant to print with; `None` is the input's dialect.
    pub output_asm_variant: Option<u32>,
    pub print_imm_hex: bool,
    pub skip_unsupported: SkipUnsupported,
    /// Turns off the target's custom behaviour and post-processing.
    pub disable_cb: bool,
    /// Turns off the instrument manager.
    pub disable_im: bool,
    /// Ends the whole process when LLVM's parser does not return (some
    /// inputs make it loop forever). Only for a program that owns its
    /// process, as the `rmca` command does; never set by the library.
    pub parse_watchdog: bool,
    /// Each report carries its instructions as printed
    /// (`RegionReport::instructions`). Off, and when nothing asked for
    /// prints or reads them (no per-instruction view, table, trace or
    /// dependency view), the list is left empty and LLVM's printer is not
    /// run: for callers that only read the figures (rmca-batch's summary).
    pub instruction_text: bool,
    /// Which LLVM's llvm-mca to behave like where versions differ; the one
    /// rmca is built against unless a test asks for another.
    pub llvm: LlvmBehaviour,
}

impl Default for AnalysisOptions {
    fn default() -> Self {
        AnalysisOptions {
            iterations: 0,
            views: Views::default(),
            instruction_tables: InstructionTables::None,
            machine: PipelineOptions::default(),
            display: ViewOptions::default(),
            call_latency: 100,
            reservation_station_scale: 1.0,
            output_asm_variant: None,
            print_imm_hex: false,
            skip_unsupported: SkipUnsupported::None,
            disable_cb: false,
            disable_im: false,
            parse_watchdog: false,
            instruction_text: true,
            llvm: LlvmBehaviour::default(),
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
            || v.bottleneck
            || self.instruction_tables != InstructionTables::None
            || v.pipeline_trace
            || v.loop_carried_deps
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
