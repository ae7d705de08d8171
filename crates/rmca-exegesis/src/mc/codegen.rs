//! rmca-exegesis's side of the shim: a code-generating target machine,
//! snippet assembly, disassembly and the register and sched-class queries
//! llvm-exegesis makes. Owning types with `Drop`, as in `mc::target`.
#![allow(non_camel_case_types, non_upper_case_globals, dead_code, clippy::all)]

use std::ffi::c_char;

use rmca::mc::ffi::{collect, cstring, sink, text};
use rmca::mc::target::Target;

use super::raw::bindings as raw;


/// One operand of an instruction handed to [`CodeGen::assemble`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExeOperand {
    Invalid,
    Reg(u32),
    Imm(i64),
    /// The loop block itself (branch target of the loop tail).
    LoopBlock,
}

/// An instruction as plain data: opcode and explicit operands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExeInst {
    pub opcode: u32,
    pub operands: Vec<ExeOperand>,
}

/// How the snippet is laid out in the generated function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExeLayout {
    /// `repeat` copies of the body in the entry block.
    Straight,
    /// A loop block (body repeated, then the loop tail) and an exit block.
    Loop,
    /// Only a return (the loop repetitor refuses terminators).
    ReturnOnly,
}

/// What [`CodeGen::assemble`] needs besides the target.
pub struct AssembleRequest<'a> {
    pub setup: &'a [ExeInst],
    pub setup_complete: bool,
    pub body: &'a [ExeInst],
    pub repeat: u32,
    pub layout: ExeLayout,
    pub loop_tail: &'a [ExeInst],
    pub loop_reg: u32,
    pub live_ins: &'a [u32],
    pub set_up_regs: &'a [u32],
}

/// A code-generating target machine (owns the C++ rmca_exe).
pub struct CodeGen<'t> {
    raw: *mut raw::rmca_exe,
    _target: std::marker::PhantomData<&'t Target>,
}

impl Drop for CodeGen<'_> {
    fn drop(&mut self) {
        // SAFETY: raw came from rmca_exe_new and is freed once.
        unsafe { raw::rmca_exe_free(self.raw) }
    }
}

fn exe_insts(insts: &[ExeInst]) -> (Vec<Vec<raw::rmca_exe_operand>>, Vec<raw::rmca_exe_inst>) {
    let ops: Vec<Vec<raw::rmca_exe_operand>> = insts
        .iter()
        .map(|i| {
            i.operands
                .iter()
                .map(|o| match *o {
                    ExeOperand::Invalid => raw::rmca_exe_operand { kind: 0, reg: 0, imm: 0 },
                    ExeOperand::Reg(r) => raw::rmca_exe_operand { kind: 1, reg: r, imm: 0 },
                    ExeOperand::Imm(v) => raw::rmca_exe_operand { kind: 2, reg: 0, imm: v },
                    ExeOperand::LoopBlock => raw::rmca_exe_operand { kind: 3, reg: 0, imm: 0 },
                })
                .collect()
        })
        .collect();
    let raws = insts
        .iter()
        .zip(&ops)
        .map(|(i, o)| raw::rmca_exe_inst { opcode: i.opcode, num_operands: o.len() as u32, operands: o.as_ptr() })
        .collect();
    (ops, raws)
}


impl CodeGen<'_> {
    pub fn reserved_regs(&self) -> Vec<u32> {
        let mut buf = vec![0u32; 1024];
        // SAFETY: valid handle, buffer of the stated capacity.
        let n = unsafe { raw::rmca_exe_reserved_regs(self.raw, buf.as_mut_ptr(), buf.len() as u32) } as usize;
        if n > buf.len() {
            buf.resize(n, 0);
            unsafe { raw::rmca_exe_reserved_regs(self.raw, buf.as_mut_ptr(), buf.len() as u32) };
        }
        buf.truncate(n);
        buf
    }

    pub fn target_cpu(&self) -> String {
        // SAFETY: self.raw is the live rmca_exe this value owns (freed only
        // by Drop); the sink's buffer outlives the call.
        collect(|s| unsafe { raw::rmca_exe_tm_cpu(self.raw, s) })
    }

    /// Builds and compiles the benchmark function; Ok(object file bytes), or
    /// Err((is_fatal, text LLVM printed or reported)).
    pub fn assemble(&self, req: &AssembleRequest) -> Result<Vec<u8>, (bool, String)> {
        let (_o1, setup) = exe_insts(req.setup);
        let (_o2, body) = exe_insts(req.body);
        let (_o3, tail) = exe_insts(req.loop_tail);
        let layout = match req.layout {
            ExeLayout::Straight => 0,
            ExeLayout::Loop => 1,
            ExeLayout::ReturnOnly => 2,
        };
        let (mut out, mut err) = (Vec::new(), Vec::new());
        // SAFETY: every array lives until the call returns and its length is
        // passed along; operand arrays are kept alive by _o1.._o3.
        let st = unsafe {
            raw::rmca_exe_assemble(
                self.raw,
                setup.as_ptr(),
                setup.len() as u32,
                req.setup_complete as u32,
                body.as_ptr(),
                body.len() as u32,
                req.repeat,
                layout,
                tail.as_ptr(),
                tail.len() as u32,
                req.loop_reg,
                req.live_ins.as_ptr(),
                req.live_ins.len() as u32,
                req.set_up_regs.as_ptr(),
                req.set_up_regs.len() as u32,
                sink(&mut out),
                sink(&mut err),
            )
        };
        if st == 0 {
            Ok(out)
        } else {
            Err((st == 2, text(err)))
        }
    }
}

/// The bytes of the only function in an object file.
pub fn function_bytes(object: &[u8]) -> Result<Vec<u8>, String> {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    // SAFETY: the slice outlives the call; the shim copies it.
    let st = unsafe {
        raw::rmca_exe_function_bytes(object.as_ptr() as *const c_char, object.len(), sink(&mut out), sink(&mut err))
    };
    if st == 0 {
        Ok(out)
    } else {
        Err(text(err))
    }
}


/// Triple::normalize.
pub fn normalize_triple(triple: &str) -> String {
    let t = cstring(triple);
    // SAFETY: no handle; `t` is a C string alive for the call, and the
    // sink's buffer outlives it.
    collect(|s| unsafe { raw::rmca_exe_normalize_triple(t.as_ptr(), s) })
}





/// Whether LLVM's Regex (POSIX extended) finds `pattern` in `text`.
pub fn regex_matches(pattern: &str, text: &str) -> bool {
    let (p, t) = (cstring(pattern), cstring(text));
    // SAFETY: two valid C strings for the duration of the call.
    unsafe { raw::rmca_exe_regex_match(p.as_ptr(), t.as_ptr()) != 0 }
}

/// What llvm-exegesis asks of a target beyond the llvm-mca library's
/// queries: register aliasing and classes by hardware mode, subtarget
/// features, the code generator, disassembly and RISC-V tables.
pub trait TargetExt {
    /// Every register aliasing `reg` (itself first), MCRegAliasIterator order.
    fn reg_aliases(&self, reg: u32) -> Vec<u32>;
    /// Register class of explicit operand `opidx` for the active HwMode.
    fn operand_regclass(&self, opcode: u32, opidx: u32) -> i32;
    /// Whether the subtarget has `feature` (without '+').
    fn has_feature(&self, feature: &str) -> bool;
    /// A code-generating target machine for this (initialised) target.
    fn codegen(&self) -> Result<CodeGen<'_>, String>;
    /// Disassembles and prints bytes as llvm-exegesis's analysis does.
    fn disassemble_text(&self, bytes: &[u8]) -> String;
    /// Scheduling class of an instruction after variant resolution.
    fn resolve_sched_class(&self, inst: &ExeInst) -> u32;
    /// A scheduling class's name (empty where LLVM keeps none).
    fn sched_class_name(&self, idx: u32) -> String;
    /// Whether explicit operand `opidx` of `opcode` is early-clobber.
    fn early_clobber(&self, opcode: u32, opidx: u32) -> bool;
    /// RISC-V: the MC opcode of a vector pseudo, 0 for anything else.
    fn rvv_mc_opcode(&self, opcode: u32) -> u32;
    /// RISC-V: the pseudo listed for (base MC opcode, LMUL, SEW), or -1.
    fn rvv_base_pseudo(&self, base: u32, lmul: u32, sew: u32) -> i32;
    /// RISC-V: the unmasked pseudo of a masked one, or -1.
    fn rvv_unmasked_of(&self, masked: u32) -> i32;
    /// RISC-V: RISCVMatInt's sequence putting `value` in GPR `reg`.
    fn riscv_matint(&self, reg: u32, value: i64) -> Vec<ExeInst>;
    /// Per opcode: Some(true/false) when an instance with plain operands
    /// encodes and decodes back to it on this subtarget (or not), None for
    /// pseudos and opcodes without an encoding.
    fn decodable_opcodes(&self, n: u32) -> Vec<Option<bool>>;
}

impl TargetExt for Target {
    /// Every register aliasing `reg` (itself first), MCRegAliasIterator order.
    fn reg_aliases(&self, reg: u32) -> Vec<u32> {
        let mut buf = vec![0u32; 64];
        // SAFETY: valid handle, buffer of the stated capacity.
        let n = unsafe { raw::rmca_exe_reg_aliases(self.ffi_handle(), reg, buf.as_mut_ptr(), buf.len() as u32) } as usize;
        if n > buf.len() {
            buf.resize(n, 0);
            unsafe { raw::rmca_exe_reg_aliases(self.ffi_handle(), reg, buf.as_mut_ptr(), buf.len() as u32) };
        }
        buf.truncate(n);
        buf
    }

    /// Register class of explicit operand `opidx` for the active HwMode.
    fn operand_regclass(&self, opcode: u32, opidx: u32) -> i32 {
        // SAFETY: valid handle; the shim checks the ranges.
        unsafe { raw::rmca_exe_operand_regclass(self.ffi_handle(), opcode, opidx) }
    }

    /// Whether the subtarget has `feature` (without '+').
    fn has_feature(&self, feature: &str) -> bool {
        let f = cstring(feature);
        // SAFETY: valid handle and C string.
        unsafe { raw::rmca_exe_has_feature(self.ffi_handle(), f.as_ptr()) != 0 }
    }

    /// A code-generating target machine for this (initialised) target.
    fn codegen(&self) -> Result<CodeGen<'_>, String> {
        let mut err = Vec::new();
        // SAFETY: valid, initialised handle that outlives the CodeGen.
        let raw = unsafe { raw::rmca_exe_new(self.ffi_handle(), sink(&mut err)) };
        if raw.is_null() {
            Err(text(err))
        } else {
            Ok(CodeGen { raw, _target: std::marker::PhantomData })
        }
    }
    /// Disassembles and prints bytes as llvm-exegesis's analysis does.
    fn disassemble_text(&self, bytes: &[u8]) -> String {
        // SAFETY: valid handle; the slice outlives the call.
        collect(|s| unsafe { raw::rmca_exe_disassemble(self.ffi_handle(), bytes.as_ptr(), bytes.len(), s) })
    }

    /// Scheduling class of an instruction after variant resolution.
    fn resolve_sched_class(&self, inst: &ExeInst) -> u32 {
        let (_ops, raws) = exe_insts(std::slice::from_ref(inst));
        // SAFETY: valid handle; `raws[0]` points into `_ops`, alive here.
        unsafe { raw::rmca_exe_resolve_sched_class(self.ffi_handle(), &raws[0]) }
    }
    /// A scheduling class's name (empty where LLVM keeps none).
    fn sched_class_name(&self, idx: u32) -> String {
        // SAFETY: the target's handle is live; the shim checks idx's range; the sink's
        // buffer outlives the call.
        collect(|s| unsafe { raw::rmca_exe_sched_class_name(self.ffi_handle(), idx, s) })
    }
    /// Whether explicit operand `opidx` of `opcode` is early-clobber.
    fn early_clobber(&self, opcode: u32, opidx: u32) -> bool {
        // SAFETY: valid handle; the shim checks the ranges.
        unsafe { raw::rmca_exe_early_clobber(self.ffi_handle(), opcode, opidx) != 0 }
    }

    /// RISC-V: the MC opcode of a vector pseudo, 0 for anything else.
    fn rvv_mc_opcode(&self, opcode: u32) -> u32 {
        // SAFETY: a pure table lookup in LLVM's RISC-V tables.
        unsafe { raw::rmca_exe_riscv_mc_opcode(opcode) }
    }

    /// RISC-V: the pseudo listed for (base MC opcode, LMUL, SEW), or -1.
    fn rvv_base_pseudo(&self, base: u32, lmul: u32, sew: u32) -> i32 {
        // SAFETY: a pure table lookup in LLVM's RISC-V tables.
        unsafe { raw::rmca_exe_riscv_base_pseudo(base, lmul, sew) }
    }

    /// RISC-V: the unmasked pseudo of a masked one, or -1.
    fn rvv_unmasked_of(&self, masked: u32) -> i32 {
        // SAFETY: a pure table lookup in LLVM's RISC-V tables.
        unsafe { raw::rmca_exe_riscv_unmasked_of(masked) }
    }

    /// RISC-V: RISCVMatInt's sequence putting `value` in GPR `reg`.
    fn riscv_matint(&self, reg: u32, value: i64) -> Vec<ExeInst> {
        let cap = 16usize;
        let mut opcodes = vec![0u32; cap];
        let mut ops = vec![raw::rmca_exe_operand { kind: 0, reg: 0, imm: 0 }; 3 * cap];
        // SAFETY: valid handle; both buffers hold `cap` instructions.
        let n = unsafe { raw::rmca_exe_riscv_matint(self.ffi_handle(), reg, value, opcodes.as_mut_ptr(), ops.as_mut_ptr(), cap as u32) } as usize;
        (0..n.min(cap))
            .map(|i| ExeInst {
                opcode: opcodes[i],
                operands: ops[3 * i..3 * i + 3]
                    .iter()
                    .filter_map(|o| match o.kind {
                        1 => Some(ExeOperand::Reg(o.reg)),
                        2 => Some(ExeOperand::Imm(o.imm)),
                        _ => None,
                    })
                    .collect(),
            })
            .collect()
    }
    /// Per opcode: Some(true/false) when an instance with plain operands
    /// encodes and decodes back to it on this subtarget (or not), None for
    /// pseudos and opcodes without an encoding.
    fn decodable_opcodes(&self, n: u32) -> Vec<Option<bool>> {
        let mut out = vec![2u8; n as usize];
        // SAFETY: valid handle; the buffer holds `n` bytes.
        unsafe { raw::rmca_exe_decodable_opcodes(self.ffi_handle(), out.as_mut_ptr(), n) };
        out.into_iter().map(|b| if b == 2 { None } else { Some(b == 1) }).collect()
    }
}
