//! One analysis, step by step: parse or decode, regions and instruments,
//! then per region lowering and simulation (or the instruction tables),
//! each region's report sent to the sink as soon as it is made.

use std::borrow::Cow;

use super::block::Source;
use super::input::{Completion, Halt, Input, Sink};
use super::options::{AnalysisOptions, InstructionTables, SkipUnsupported};
use super::prepared::PreparedTarget;
use super::{lower, simulate, tables};
use crate::error::Error;
use crate::mc::mca::Parsed;
use crate::mc::sched::SchedModel;
use crate::model::builder::InstrBuilder;
use crate::regions;

/// Runs the analysis of `source`, streaming diagnostics and region reports
/// to `sink` as they come (llvm-mca's command line prints each region
/// before the next is analysed). `buffer_name` is what diagnostics call
/// the input. [`Session::analyze`] collects the same into a `Report`.
/// The sink may stop the analysis ([`Completion::Stopped`]) or fail it
/// ([`Error::Sink`]).
pub fn run(
    session: &PreparedTarget,
    source: Source<'_>,
    buffer_name: &str,
    opts: &AnalysisOptions,
    sink: &mut dyn Sink,
) -> Result<Completion, Error> {
    let target = session.target();
    let temp_variant = opts.output_asm_variant.unwrap_or(0);
    if !target.has_printer(temp_variant) {
        return Err(Error::NoPrinter { triple: session.normalized_triple().to_string(), variant: temp_variant });
    }
    let parsed = parse(session, source, buffer_name, opts)?;
    run_parsed(session, &parsed, opts, sink)
}

/// The outcome of the steps, as `run` returns it.
fn completion(steps: Result<(), Halt>) -> Result<Completion, Error> {
    match steps {
        Ok(()) => Ok(Completion::Finished),
        Err(Halt::Enough) => Ok(Completion::Stopped),
        Err(Halt::Failed(e)) => Err(e),
    }
}

/// Parses or decodes `source` with the session's target.
fn parse<'s>(
    session: &'s PreparedTarget,
    source: Source<'_>,
    buffer_name: &str,
    opts: &AnalysisOptions,
) -> Result<Parsed<'s>, Error> {
    let target = session.target();
    Ok(match source {
        Source::Asm(text) => {
            // Some inputs make LLVM's lexer loop forever (llvm-mca hangs
            // too); a program that owns its process may stop there.
            let limit = std::time::Duration::from_secs(30 + (text.len() as u64 >> 16));
            let watchdog = opts.parse_watchdog.then(|| crate::mc::mca::Watchdog::arm(limit));
            let parsed = target.parse(text, buffer_name);
            drop(watchdog);
            parsed.map_err(|e| match e.strip_prefix("LLVM ERROR: ") {
                Some(fatal) => Error::ParserFatal(fatal.to_string()),
                None => Error::Parse(e),
            })?
        }
        Source::Bytes(bytes) => target.disassemble(bytes).map_err(Error::Disassembly)?,
    })
}

/// `run` on an input already parsed (alone, or cut out of a joint parse:
/// `joint`).
pub(crate) fn run_parsed(
    session: &PreparedTarget,
    parsed: &Parsed<'_>,
    opts: &AnalysisOptions,
    sink: &mut dyn Sink,
) -> Result<Completion, Error> {
    completion(analyse_parsed(session, parsed, opts, sink))
}

fn analyse_parsed(
    session: &PreparedTarget,
    parsed: &Parsed<'_>,
    opts: &AnalysisOptions,
    sink: &mut dyn Sink,
) -> Result<(), Halt> {
    let target = session.target();
    // Per-opcode model overrides (rmca's --sched-override) become classes
    // of their own for the opcodes of this input; otherwise the session's
    // model serves as it is.
    let mut sm: Cow<SchedModel> = Cow::Borrowed(session.sched_model());
    if let Some(o) = session.overrides() {
        o.apply_to_input(target, parsed, sm.to_mut()).map_err(Error::SchedOverride)?;
    }
    if opts.llvm.reservation_station_scale_factor && opts.reservation_station_scale != 1.0 {
        sm.to_mut().reservation_station_scale = Some(opts.reservation_station_scale);
    }
    let skip_parse = matches!(opts.skip_unsupported, SkipUnsupported::ParseFailure | SkipUnsupported::Any);
    let mut diagnostics = Vec::new();
    let regions = regions::analysis_regions(parsed, &mut diagnostics);
    sink.diagnostic(&diagnostics)?;
    let diagnostics = String::from_utf8_lossy(&diagnostics).into_owned();
    if parsed.had_errors && !skip_parse {
        return Err(Error::AssemblyErrors { diagnostics }.into());
    }
    if !regions.valid {
        // From LLVM 24 a marker's error is a parse error too.
        if opts.llvm.region_errors_fail_the_parse && !skip_parse {
            return Err(Error::AssemblyErrors { diagnostics }.into());
        }
        return Err(Error::InvalidRegions { diagnostics }.into());
    }
    if regions.is_empty() {
        return Err(Error::NoInstructions.into());
    }
    parsed.im_init(!opts.disable_im);
    let mut im_diagnostics = Vec::new();
    let instruments = regions::instrument_regions(parsed, &mut im_diagnostics);
    sink.diagnostic(&im_diagnostics)?;
    let im_diagnostics = String::from_utf8_lossy(&im_diagnostics).into_owned();
    if instruments.comment_error {
        return Err(Error::CommentParse { diagnostics: im_diagnostics }.into());
    }
    if !instruments.valid {
        return Err(Error::InvalidInstruments { diagnostics: im_diagnostics }.into());
    }
    let variant = opts.output_asm_variant.unwrap_or(parsed.assembler_dialect);
    if !target.has_printer(variant) {
        return Err(Error::NoPrinter { triple: session.normalized_triple().to_string(), variant }.into());
    }
    // LLVM's fatal-error handler would print this and exit with status 1.
    target.check_backend().map_err(Error::Backend)?;

    let behaviour = session.behaviour();
    let input = Input { session, parsed, sm: &sm, variant, opts, instruments: &instruments, behaviour };
    let mut builder = InstrBuilder::new(target, &sm, session.register_info(), opts.call_latency, &opts.llvm);
    let mut region_index = 0u32;
    for region in &regions.regions {
        if region.insts.is_empty() {
            continue;
        }
        builder.clear();
        let Some(lowered) = lower::lower(&input, &mut builder, region, sink)? else {
            continue;
        };
        let report = if opts.instruction_tables != InstructionTables::None {
            tables::instruction_tables(&input, builder.resource_masks(), &lowered, region_index)
        } else {
            simulate::simulate(&input, builder.resource_masks(), &lowered, region_index, sink)?
        };
        sink.region(report)?;
        region_index += 1;
    }
    if region_index == 0 {
        // Every instruction was skipped.
        return Err(Error::NoInstructions.into());
    }
    Ok(())
}
