//! Target behaviour beyond the scheduling model: the one place for a
//! target's quirks, one folder per target behind
//! [`behaviour::TargetBehaviour`]:
//!
//! - llvm-mca's InstrPostProcess (adjusting a lowered instruction) and
//!   CustomBehaviour (a hazard check the in-order issue stage consults,
//!   `pipeline::custom::CustomBehaviour`), both off with `-disable-cb`
//!   (the callers check that);
//! - instruments: the instrument manager is the target's own, in the shim;
//!   a target says where rmca must guard it (RISC-V before LLVM 23);
//! - batches: which assembly blocks may share one parse (x86);
//! - what llvm-mca warns about a subtarget (AArch64).
//!
//! Adding a target quirk: the target's folder (or a new one, listed in
//! `for_target`) overrides the hook; a new kind of quirk is a new hook with
//! a do-nothing default in `behaviour.rs`.

pub mod aarch64;
pub mod amdgpu;
pub mod behaviour;
pub mod riscv;
pub mod x86;
mod select;

pub use select::*;
