//! One analysis, as llvm-mca makes it after its command line: parse (or
//! decode) the input, find its regions and instruments, then, region by
//! region, lower the instructions and either simulate them or print their
//! instruction tables. Results stream out region by region through
//! [`Sink`], so that a region that fails leaves the reports before it
//! intact (llvm-mca prints them before its error).
//!
//! - `session`: [`Session`], a target ready to analyse, and its `analyze`;
//! - `options`: [`AnalysisOptions`] (llvm-mca's options as typed values);
//! - `joint`: small blocks that share one parse (batches);
//! - `lower`: one region's MCInsts into instruction templates;
//! - `simulate`: the simulated pipeline with its views;
//! - `tables`: the instruction tables and the instruction info rows;
//! - `static_deps`: the static dependency graph and its loop-carried
//!   chains (rmca's `-loop-carried-deps`).

pub(crate) mod joint;
mod lower;
pub(crate) mod options;
pub mod session;
mod simulate;
pub mod static_deps;
mod tables;

use std::borrow::Cow;

pub use options::{AnalysisOptions, InstructionTables, SkipUnsupported, Views};
pub use session::Session;

use crate::error::Error;
use crate::mc::mca::Parsed;
use crate::mc::sched::SchedModel;
use crate::model::builder::InstrBuilder;
use crate::regions;
use crate::report::RegionReport;


/// What to analyse: assembly text, or machine code for the target's
/// disassembler (BHive's hex, uiCA's `-raw`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    Asm(String),
    Bytes(Vec<u8>),
}

impl Block {
    pub fn asm(text: impl Into<String>) -> Block {
        Block::Asm(text.into())
    }

    /// Machine code written in hexadecimal ("4889d8", blanks allowed).
    pub fn from_hex(hex: &str) -> Result<Block, Error> {
        let digits: Vec<u8> = hex.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
        if digits.len() % 2 != 0 {
            return Err(Error::InvalidArgument(format!("odd number of hex digits in '{hex}'")));
        }
        let value = |d: u8| (d as char).to_digit(16).map(|v| v as u8);
        digits
            .chunks(2)
            .map(|p| match (value(p[0]), value(p[1])) {
                (Some(h), Some(l)) => Ok(h << 4 | l),
                _ => Err(Error::InvalidArgument(format!("'{hex}' is not hexadecimal"))),
            })
            .collect::<Result<Vec<u8>, Error>>()
            .map(Block::Bytes)
    }
}

/// An input as the engine takes it: assembly text as bytes (the command
/// line reads files that need not be UTF-8), or machine code.
#[derive(Clone, Copy, Debug)]
pub enum Source<'a> {
    Asm(&'a [u8]),
    Bytes(&'a [u8]),
}

impl Block {
    pub fn source(&self) -> Source<'_> {
        match self {
            Block::Asm(text) => Source::Asm(text.as_bytes()),
            Block::Bytes(bytes) => Source::Bytes(bytes),
        }
    }
}

/// Receives what an analysis produces, in llvm-mca's order.
pub trait Sink {
    /// Text llvm-mca prints on stderr as it goes (parser diagnostics,
    /// warnings).
    fn diagnostic(&mut self, text: &[u8]);
    /// A region's report, complete.
    fn region(&mut self, region: RegionReport);
}

/// Runs the analysis of `source`, streaming diagnostics and region reports
/// to `sink` as they come (llvm-mca's command line prints each region
/// before the next is analysed). `buffer_name` is what diagnostics call
/// the input. [`Session::analyze`] collects the same into a `Report`.
pub fn run(
    session: &Session,
    source: Source<'_>,
    buffer_name: &str,
    opts: &AnalysisOptions,
    sink: &mut dyn Sink,
) -> Result<(), Error> {
    let target = session.target();
    let temp_variant = opts.output_asm_variant.unwrap_or(0);
    if !target.has_printer(temp_variant) {
        return Err(Error::NoPrinter { triple: session.normalized_triple().to_string(), variant: temp_variant });
    }
    let parsed = parse(session, source, buffer_name, opts)?;
    run_parsed(session, &parsed, opts, sink)
}

/// Parses or decodes `source` with the session's target.
fn parse<'s>(
    session: &'s Session,
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
            parsed.map_err(Error::Parse)?
        }
        Source::Bytes(bytes) => target.disassemble(bytes).map_err(Error::Disassembly)?,
    })
}

/// `run` on an input already parsed (alone, or cut out of a joint parse:
/// `joint`).
pub(crate) fn run_parsed(
    session: &Session,
    parsed: &Parsed<'_>,
    opts: &AnalysisOptions,
    sink: &mut dyn Sink,
) -> Result<(), Error> {
    let target = session.target();
    // Per-opcode model overrides (rmca's --sched-override) become classes
    // of their own for the opcodes of this input; otherwise the session's
    // model serves as it is.
    let mut sm: Cow<SchedModel> = Cow::Borrowed(session.sched_model());
    if let Some(o) = session.overrides() {
        o.apply_to_input(target, parsed, sm.to_mut()).map_err(Error::SchedOverride)?;
    }
    let skip_parse = matches!(opts.skip_unsupported, SkipUnsupported::ParseFailure | SkipUnsupported::Any);
    let mut diagnostics = Vec::new();
    let regions = regions::analysis_regions(parsed, &mut diagnostics);
    sink.diagnostic(&diagnostics);
    let diagnostics = String::from_utf8_lossy(&diagnostics).into_owned();
    if parsed.had_errors && !skip_parse {
        return Err(Error::AssemblyErrors { diagnostics });
    }
    if !regions.valid {
        return Err(Error::InvalidRegions { diagnostics });
    }
    if regions.is_empty() {
        return Err(Error::NoInstructions);
    }
    parsed.im_init(!opts.disable_im);
    let mut im_diagnostics = Vec::new();
    let instruments = regions::instrument_regions(parsed, &mut im_diagnostics);
    sink.diagnostic(&im_diagnostics);
    let im_diagnostics = String::from_utf8_lossy(&im_diagnostics).into_owned();
    if instruments.comment_error {
        return Err(Error::CommentParse { diagnostics: im_diagnostics });
    }
    if !instruments.valid {
        return Err(Error::InvalidInstruments { diagnostics: im_diagnostics });
    }
    let variant = opts.output_asm_variant.unwrap_or(parsed.assembler_dialect);
    if !target.has_printer(variant) {
        return Err(Error::NoPrinter { triple: session.normalized_triple().to_string(), variant });
    }
    // LLVM's fatal-error handler would print this and exit with status 1.
    target.check_backend().map_err(Error::Backend)?;

    let behaviour = crate::targets::for_target(target, session.is_x86());
    let input = Input { session, parsed, sm: &sm, variant, opts, instruments: &instruments, behaviour };
    let mut builder = InstrBuilder::new(target, &sm, session.register_info(), opts.call_latency);
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
        sink.region(report);
        region_index += 1;
    }
    if region_index == 0 {
        // Every instruction was skipped.
        return Err(Error::NoInstructions);
    }
    Ok(())
}

/// What every region of one input shares.
pub(crate) struct Input<'a> {
    pub session: &'a Session,
    pub parsed: &'a Parsed<'a>,
    /// The session's model, or a copy changed by `--sched-override`.
    pub sm: &'a SchedModel,
    /// The output assembly variant.
    pub variant: u32,
    pub opts: &'a AnalysisOptions,
    pub instruments: &'a regions::InstrumentRegions,
    /// The target's post-processing and custom behaviour.
    pub behaviour: &'static dyn crate::targets::TargetBehaviour,
}

/// Collects an analysis into a report (the library's way; the command
/// line renders regions as they come instead).
#[derive(Default)]
pub(crate) struct Collect {
    pub diagnostics: Vec<u8>,
    pub regions: Vec<RegionReport>,
}

impl Sink for Collect {
    fn diagnostic(&mut self, text: &[u8]) {
        self.diagnostics.extend_from_slice(text);
    }
    fn region(&mut self, region: RegionReport) {
        self.regions.push(region);
    }
}
