//! Turning a benchmark configuration into machine code: the register
//! initialisation each target emits (`setRegTo`), the duplicate and loop
//! repetitions, and the call into LLVM's code generator (through the shim)
//! that adds the prologue/epilogue and encodes everything.

use crate::mc::codegen::TargetExt;
use super::template::{BenchmarkCode, RegValue};
use super::instr::Val;
use super::ctx::Ctx;
use super::options::AssembleOptions;
use crate::error::AssembleError;
use crate::options::RepetitionMode;
use crate::mc::codegen::{function_bytes, AssembleRequest, ExeInst, ExeLayout, ExeOperand};
use rmca::mc::target::instr_flags;

pub(super) fn reg(r: u32) -> ExeOperand {
    ExeOperand::Reg(r)
}
pub(super) fn imm(v: i64) -> ExeOperand {
    ExeOperand::Imm(v)
}

impl Ctx {
    pub(super) fn op_id(&self, names: &[&str]) -> Option<u32> {
        names.iter().find_map(|n| self.opcodes.get(*n).copied())
    }

    pub(super) fn rn(&self, n: &str) -> u32 {
        self.regs.reg_by_name(n).unwrap_or(0)
    }

    pub fn loop_counter_reg_default(&self) -> u32 {
        self.loop_counter_reg()
    }

    /// The register the loop repetitor counts down in (0: none).
    pub fn loop_counter_reg(&self) -> u32 {
        self.arch.loop_counter_reg(self)
    }

    pub(super) fn inst(&self, names: &[&str], ops: Vec<ExeOperand>) -> Option<ExeInst> {
        self.op_id(names).map(|opcode| ExeInst { opcode, operands: ops })
    }

    /// Code that leaves `value` in `r`; empty when the target cannot (with
    /// the warning llvm-exegesis prints then, if any).
    pub fn set_reg_to(&self, r: u32, value: &RegValue, warn: &mut Vec<String>) -> Vec<ExeInst> {
        match self.arch.set_reg_to(self, r, value, warn) {
            Some(c) => c,
            None => {
                if self.arch.warns_without_set_reg_to() {
                    warn.push("setRegTo is not implemented, results will be unreliable".to_string());
                }
                Vec::new()
            }
        }
    }

    pub(super) fn value_u64(v: &RegValue) -> u64 {
        let mut x: u64 = 0;
        for (i, b) in v.bytes.iter().enumerate().take(8) {
            x |= (*b as u64) << (8 * i);
        }
        x
    }

    pub(super) fn target_subregs(&self, r: u32) -> Vec<u32> {
        self.subregs.get(r as usize).cloned().unwrap_or_default()
    }


}

fn to_exe(ops: &[Val]) -> Vec<ExeOperand> {
    ops.iter()
        .map(|v| match *v {
            Val::Reg(r) => ExeOperand::Reg(r),
            Val::Imm(i) => ExeOperand::Imm(i),
            Val::Invalid => ExeOperand::Invalid,
        })
        .collect()
}

/// Assembles a configuration as for `prepare-and-assemble-snippet`: the
/// `assembled_snippet` bytes: one excerpt per repetition run
/// (`min` runs the duplicate and the loop repetitors, the middle-half modes
/// run twice), concatenated as llvm-exegesis aggregates its results.
pub fn assembled_snippet(
    ctx: &Ctx,
    bc: &BenchmarkCode,
    repetition: RepetitionMode,
    loop_reg: u32,
    warn: &mut Vec<String>,
) -> Result<Vec<u8>, AssembleError> {
    let n = bc.insts.len() as u32;
    let mut bytes = Vec::new();
    for run in repetition.runs(0) {
        let obj = assemble_object(ctx, bc, run.use_loop, loop_reg, 4 * n, 2 * n, warn)?;
        bytes.extend(function_bytes(&obj).map_err(AssembleError::Object)?);
    }
    Ok(bytes)
}

/// The whole benchmark object (at least `min_insts` instructions), as the
/// measured code is assembled.
pub fn measured_object(
    ctx: &Ctx,
    bc: &BenchmarkCode,
    opts: &AssembleOptions,
    loop_reg: u32,
    warn: &mut Vec<String>,
) -> Result<Vec<u8>, AssembleError> {
    let use_loop = opts.repetition.runs(0)[0].use_loop;
    assemble_object(ctx, bc, use_loop, loop_reg, opts.min_instructions, opts.loop_body_size, warn)
}

/// The bytes of the benchmark function to run: the configuration's
/// set-up and at least `min_insts` instructions of it, duplicated or in a
/// loop of `loop_body` (typed parameters, for the measure phase).
pub fn benchmark_function(
    ctx: &Ctx,
    bc: &BenchmarkCode,
    use_loop: bool,
    loop_reg: u32,
    min_insts: u32,
    loop_body: u32,
    warn: &mut Vec<String>,
) -> Result<Vec<u8>, AssembleError> {
    let obj = assemble_object(ctx, bc, use_loop, loop_reg, min_insts, loop_body, warn)?;
    function_bytes(&obj).map_err(AssembleError::Object)
}

fn assemble_object(
    ctx: &Ctx,
    bc: &BenchmarkCode,
    use_loop: bool,
    loop_reg: u32,
    min_insts: u32,
    loop_body: u32,
    warn: &mut Vec<String>,
) -> Result<Vec<u8>, AssembleError> {
    let n = bc.insts.len() as u32;
    let mut setup = Vec::new();
    let mut complete = true;
    for rv in &bc.reg_init {
        let code = ctx.set_reg_to(rv.reg, rv, warn);
        if code.is_empty() {
            complete = false;
        }
        setup.extend(code);
    }
    let body: Vec<ExeInst> = bc.insts.iter().map(|(o, ops)| ExeInst { opcode: *o, operands: to_exe(ops) }).collect();
    let set_up_regs: Vec<u32> = bc.reg_init.iter().map(|r| r.reg).collect();
    let (layout, repeat, tail) = if !use_loop {
        (ExeLayout::Straight, if n == 0 { 0 } else { min_insts.div_ceil(n) }, Vec::new())
    } else {
        let terminator = bc
            .insts
            .iter()
            .any(|(o, _)| ctx.target.instr_desc(*o).is_some_and(|d| d.flags & instr_flags::TERMINATOR != 0));
        if terminator {
            (ExeLayout::ReturnOnly, 0, Vec::new())
        } else {
            let unroll = if loop_body <= n { 1 } else { loop_body.div_ceil(n.max(1)) };
            let count = min_insts.div_ceil((unroll * n).max(1));
            let rv = RegValue { reg: loop_reg, width: 32, bytes: (count as u32).to_le_bytes().to_vec() };
            setup.extend(ctx.set_reg_to(loop_reg, &rv, warn));
            (ExeLayout::Loop, unroll, ctx.arch.loop_tail(ctx, loop_reg))
        }
    };
    // The scratch-memory register carries the function's argument: it is
    // live on entry whether or not the snippet reads memory.
    let mut live_ins = bc.live_ins.clone();
    let scratch = ctx.scratch_reg();
    if scratch != 0 && !live_ins.contains(&scratch) {
        live_ins.push(scratch);
    }
    let cg = ctx.target.codegen().map_err(|e| AssembleError::CodeGen(e.trim_end().to_string()))?;
    let req = AssembleRequest {
        setup: &setup,
        setup_complete: complete,
        body: &body,
        repeat,
        layout,
        loop_tail: &tail,
        loop_reg,
        live_ins: &live_ins,
        set_up_regs: &set_up_regs,
    };
    cg.assemble(&req).map_err(|(fatal, llvm_output)| AssembleError::CodeGenFailed { llvm_output, fatal })
}
