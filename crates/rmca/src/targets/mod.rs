//! Target behaviour beyond the scheduling model, one module per target
//! behind [`TargetBehaviour`]: llvm-mca's InstrPostProcess (adjusting a
//! lowered instruction) and CustomBehaviour (a hazard check the in-order
//! issue stage consults, `pipeline::custom::CustomBehaviour`). Both are
//! off with `-disable-cb`; the callers check that. RISC-V's instruments go
//! through the target's own instrument manager in the shim instead.

pub mod amdgpu;
pub mod x86;

use crate::mc::mca::Parsed;
use crate::mc::regs::RegisterInfo;
use crate::mc::target::Target;
use crate::model::desc::InstTemplate;
use crate::pipeline::custom::CustomBehaviour;

/// What a target's post-processing may consult about an instruction.
pub struct PostProcessInput<'a> {
    pub target: &'a Target,
    pub regs: &'a RegisterInfo,
    /// Whether this LLVM's x86 post-processing models the stack engine
    /// (see `LlvmBehaviour::x86_stack_engine`).
    pub stack_engine: bool,
}

/// A region as a target's custom behaviour sees it.
pub struct RegionInput<'a> {
    pub target: &'a Target,
    pub regs: &'a RegisterInfo,
    pub parsed: &'a Parsed<'a>,
    /// Per instruction of the region: its index in `parsed.insts`.
    pub mc_indices: &'a [u32],
    /// Per instruction of the region: its text as printed.
    pub texts: &'a [String],
}

/// One target's hooks; the defaults do nothing.
pub trait TargetBehaviour: Sync {
    /// llvm-mca's InstrPostProcess::postProcessInstruction.
    fn post_process(&self, _inst: &mut InstTemplate, _input: &PostProcessInput<'_>) {}

    /// llvm-mca's CustomBehaviour for one region, if the target has one.
    fn custom_behaviour(&self, _region: &RegionInput<'_>) -> Option<Box<dyn CustomBehaviour>> {
        None
    }

    /// Whether `custom_behaviour` reads the instructions' printed text.
    fn reads_instruction_text(&self) -> bool {
        false
    }
}

/// Targets without behaviour of their own.
pub struct Generic;
impl TargetBehaviour for Generic {}

/// The behaviour of `target` (`is_x86`: the session's view of it).
pub fn for_target(target: &Target, is_x86: bool) -> &'static dyn TargetBehaviour {
    if is_x86 {
        &x86::X86
    } else if target.amdgpu_isa_version().0 != 0 {
        &amdgpu::Amdgpu
    } else {
        &Generic
    }
}
