//! AArch64: what llvm-mca says about the subtarget before analysing.

use super::behaviour::TargetBehaviour;
use crate::llvm_version::LlvmBehaviour;
use crate::mc::target::Target;

pub struct AArch64;

/// What llvm-mca (from LLVM 23) prints when an AArch64 subtarget has the
/// streaming-mode scheduling feature.
const STREAMING_SCHED_WARNING: &str = "warning: AArch64 streaming SVE scheduling is enabled via '-mattr=+mca-streaming-sched'; llvm-mca results are approximate.\n";

impl TargetBehaviour for AArch64 {
    fn subtarget_warning(&self, target: &Target, llvm: &LlvmBehaviour) -> Option<&'static str> {
        (llvm.warns_on_streaming_sched && target.check_features("+mca-streaming-sched")).then_some(STREAMING_SCHED_WARNING)
    }
}

/// Whether the target is one of LLVM's AArch64 targets (the triple's
/// architecture is aarch64, aarch64_be or aarch64_32, however spelled).
pub fn is_aarch64(target: &Target) -> bool {
    matches!(target.name().as_str(), "aarch64" | "aarch64_be" | "aarch64_32" | "arm64" | "arm64_32")
}
