//! The hooks a target may have beyond its scheduling model, and what they
//! are given. Each target's module implements [`TargetBehaviour`];
//! `targets::for_target` picks one.

use crate::mc::regs::RegisterInfo;
use crate::mc::target::Target;
use crate::model::desc::InstTemplate;
use crate::llvm_version::LlvmBehaviour;
use crate::pipeline::custom::CustomBehaviour;
use crate::regions::RegionSource;

/// What a target's post-processing may consult about an instruction.
pub struct PostProcessInput<'a> {
    pub target: &'a Target,
    pub regs: &'a RegisterInfo,
    /// Whether this LLVM's x86 post-processing models the stack engine
    /// (see `LlvmBehaviour::x86_stack_engine`).
    pub stack_engine: bool,
}

/// One target's hooks; the defaults do nothing.
pub trait TargetBehaviour: Sync {
    /// llvm-mca's InstrPostProcess::postProcessInstruction.
    fn post_process(&self, _inst: &mut InstTemplate, _input: &PostProcessInput<'_>) {}

    /// llvm-mca's CustomBehaviour for one region, if the target has one.
    fn custom_behaviour(&self, _region: &RegionSource<'_>) -> Option<Box<dyn CustomBehaviour>> {
        None
    }

    /// Whether `custom_behaviour` reads the instructions' printed text.
    fn reads_instruction_text(&self) -> bool {
        false
    }

    /// Whether assembly `text` may share one parse with other such blocks
    /// of a batch (`analysis::joint`): nothing in it may change how the
    /// text after it parses. Conservative: a block refused is parsed alone.
    fn shares_parse(&self, _text: &str) -> bool {
        false
    }

    /// Whether the target's instrument manager must be kept from an
    /// instrument combination it would fault on (the shim then refuses it,
    /// and the analysis reports an error where llvm-mca crashes).
    fn guards_instruments(&self, _llvm: &LlvmBehaviour) -> bool {
        false
    }

    /// A warning llvm-mca prints right after making the subtarget of
    /// `target` (before `-mcpu=help` and the CPU check), if any.
    fn subtarget_warning(&self, _target: &Target, _llvm: &LlvmBehaviour) -> Option<&'static str> {
        None
    }
}

/// Targets without behaviour of their own.
pub struct Generic;
impl TargetBehaviour for Generic {}

