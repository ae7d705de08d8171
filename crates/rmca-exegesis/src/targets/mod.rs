//! llvm-exegesis's rules per architecture, one folder each behind
//! [`crate::ctx::Arch`] (the one trait the rest of the crate reaches them
//! through): which opcodes and registers it refuses, memory operands,
//! target operand values, snippet overrides, setting a register to a
//! value, the loop repetitor's tail (RISC-V: vector pseudos per vtype
//! configuration, MatInt). Adding an architecture: a folder implementing
//! `Arch`, named in `for_triple`.

pub mod aarch64;
pub mod mips;
pub mod powerpc;
pub mod riscv;
pub mod x86;
mod select;

pub use select::*;
