//! One region's MCInsts into instruction templates, as llvm-mca's
//! InstrBuilder lowers them: under the instruments in effect, with the
//! model's per-opcode overrides and the target's post-processing.

use std::rc::Rc;

use super::input::{Halt, Input, Sink};
use super::options::SkipUnsupported;
use crate::error::Error;
use crate::model::builder::InstrBuilder;
use crate::model::desc::InstTemplate;
use crate::targets::behaviour::PostProcessInput;
use crate::regions::Region;

/// A region, lowered.
pub(crate) struct Lowered<'r> {
    pub name: &'r str,
    /// The default region without an end marker prints no header.
    pub has_header: bool,
    pub insts: Vec<Rc<InstTemplate>>,
    /// Index of each instruction in the parsed input.
    pub mc_indices: Vec<u32>,
    /// Each instruction's sched class as the instrument manager chose it
    /// (before variant resolution).
    pub sched_classes: Vec<u32>,
    /// Each instruction as printed (leading blanks trimmed); empty when
    /// nothing needs them (`AnalysisOptions::needs_instruction_text`).
    pub texts: Vec<String>,
}

/// Lowers `region`; `None` when every instruction was skipped. Warnings go
/// to `sink` as llvm-mca prints them.
pub(crate) fn lower<'r>(
    input: &Input<'_>,
    builder: &mut InstrBuilder<'_>,
    region: &'r Region,
    sink: &mut dyn Sink,
) -> Result<Option<Lowered<'r>>, Halt> {
    let (parsed, opts, target) = (input.parsed, input.opts, input.session.target());
    let skip_sched = matches!(opts.skip_unsupported, SkipUnsupported::LackSched | SkipUnsupported::Any);
    let print = |idx: u32| parsed.print_inst(idx, input.variant, opts.print_imm_hex).unwrap_or_default();
    let post_process =
        PostProcessInput { target, regs: input.session.register_info(), stack_engine: opts.llvm.x86_stack_engine };
    let mut out = Lowered {
        name: &region.name,
        has_header: region.start.is_some() || region.end.is_some(),
        insts: Vec::with_capacity(region.insts.len()),
        mc_indices: Vec::with_capacity(region.insts.len()),
        sched_classes: Vec::with_capacity(region.insts.len()),
        texts: Vec::new(),
    };
    let mut warnings = String::new();
    for &idx in &region.insts {
        let active = input.instruments.active_at(parsed.insts[idx as usize].loc);
        let Some(mut sc) = parsed.im_sched_class(idx, &active, !input.behaviour.guards_instruments(&opts.llvm)) else {
            // llvm-mca-22 dies of a division by zero here.
            return Err(Error::UnresolvedInstrument { instruction: print(idx) }.into());
        };
        let opcode = parsed.insts[idx as usize].opcode;
        if input.sm.opcode_classes.contains_key(&opcode) {
            if let Some(c) = input.sm.opcode_class(opcode, builder.resolve_sched_class(parsed, idx, sc)) {
                sc = c;
            }
        }
        let latency = active.iter().rev().find_map(|&id| parsed.im_latency(id));
        let built = builder.create(parsed, idx, sc, &mut warnings).map(|t| match latency {
            Some(l) => t.with_latency(l),
            None => t,
        });
        sink.diagnostic(std::mem::take(&mut warnings).as_bytes())?;
        match built {
            Ok(mut t) => {
                if !opts.disable_cb {
                    input.behaviour.post_process(&mut t, &post_process);
                }
                out.insts.push(Rc::new(t));
                out.mc_indices.push(idx);
                out.sched_classes.push(sc);
            }
            Err(e) if skip_sched => {
                sink.diagnostic(
                    format!(
                        "warning: {}, skipping with -skip-unsupported-instructions, note accuracy will be impacted:\nnote: instruction: {}\n",
                        e.message,
                        print(idx)
                    )
                    .as_bytes(),
                )?;
            }
            Err(e) => return Err(Error::UnsupportedInstruction { message: e.message, instruction: print(idx) }.into()),
        }
    }
    if out.insts.is_empty() {
        return Ok(None);
    }
    if opts.needs_instruction_text() || input.behaviour.reads_instruction_text() {
        out.texts = out.mc_indices.iter().map(|&i| crate::views::text::trim_inst(&print(i)).to_string()).collect();
    }
    Ok(Some(out))
}
