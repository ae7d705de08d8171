//! llvm-mca's `main` as a library function: argv and input in, the bytes
//! llvm-mca would print out. It reads the command line, sets up the target
//! in llvm-mca's order (printing what LLVM prints meanwhile), then renders
//! the analysis (`Session` and `analysis`) region by region as text or
//! llvm-mca's JSON. The `rmca` binary only forwards argv and prints.

use std::io::Read;

use rmca::analysis::{self, Sink, SinkStop, Source};
use crate::cli::mca::{Options, Outcome};
use rmca::error::Error;
use rmca::mc::target::{self, TargetLookup};
use rmca::pipeline::steady::FastForward;
use rmca::report::{llvm_json_document, RegionReport};
use rmca::analysis::session::{features_string, Session};
use rmca::views::json::Json;

/// Everything a run of llvm-mca produces.
#[derive(Debug, Default)]
pub struct RunOutput {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub code: i32,
    /// Bytes for the `-o` file, when one was requested.
    pub file: Option<(String, Vec<u8>)>,
    /// rmca's `-html=FILE`: the visual report's page (`crate::html`).
    pub html: Option<(String, Vec<u8>)>,
    /// Simulated cycles that a steady-state fast-forward skipped, over all
    /// regions (see `pipeline::steady`); the report is the same as if they
    /// had been simulated one by one.
    pub fast_forwarded_cycles: u64,
    /// When stderr was written relative to stdout, for a caller that prints
    /// both to streams that may share a file: each entry (stderr offset,
    /// stdout length) says that stderr from that offset on (up to the next
    /// entry) was printed once llvm-mca had produced that many stdout
    /// bytes. Stderr before the first entry comes before any stdout.
    pub stderr_at: Vec<(usize, usize)>,
    /// With `RunConfig::defer_teardown`: what the run would have freed
    /// (the session). Dropping it frees it.
    pub deferred: Vec<Box<dyn std::any::Any + Send>>,
    /// Stdout offsets through which llvm-mca explicitly flushed its output
    /// stream (views that print through a formatted stream over it); the
    /// rest of its output waits in the stream's buffer (see
    /// `buffered_stdout_written`).
    pub stdout_flushes: Vec<usize>,
}

/// How many bytes of llvm-mca's stdout are out of its buffer once it has
/// produced `produced` bytes, with an output buffer of `buffer_size` bytes
/// (0: unbuffered, as on a terminal) and explicit flushes at `flushes`
/// (ascending): after the last flush, whole buffers, except that a buffer
/// just filled to the brim waits for the next write.
pub fn buffered_stdout_written(produced: usize, buffer_size: usize, flushes: &[usize]) -> usize {
    if buffer_size == 0 {
        return produced;
    }
    let last = flushes.iter().copied().filter(|&f| f <= produced).max().unwrap_or(0);
    let pending = produced - last;
    let mut whole = pending / buffer_size * buffer_size;
    if pending > 0 && pending % buffer_size == 0 {
        whole -= buffer_size;
    }
    last + whole
}

impl RunOutput {
    fn err(&mut self, s: &str) {
        self.stderr.extend_from_slice(s.as_bytes());
    }
    fn fail(mut self, s: &str) -> RunOutput {
        self.err(s);
        self.code = 1;
        self
    }
}

/// How a run behaves beyond llvm-mca's options.
#[derive(Clone, Copy, Debug, Default)]
pub struct RunConfig {
    pub fast_forward: FastForward,
    /// End the process when LLVM's parser never returns (for the `rmca`
    /// command, which owns its process; see `AnalysisOptions`).
    pub parse_watchdog: bool,
    /// Hand the session back in `RunOutput::deferred` instead of freeing
    /// it: a command that ends its process next can skip freeing it (some
    /// thousands of allocations, a few per cent of a short run), as clang's
    /// `-disable-free` does (see also `pipeline::instruction::take_spare_slots`).
    pub defer_teardown: bool,
}

/// Runs llvm-mca with `argv` (argv[0] included), reading stdin from `stdin`.
pub fn run(argv: &[String], stdin: &mut dyn Read) -> RunOutput {
    run_with_config(argv, stdin, RunConfig::default())
}

/// `run`, choosing when the simulation may fast-forward a steady state.
pub fn run_with(argv: &[String], stdin: &mut dyn Read, fast_forward: FastForward) -> RunOutput {
    run_with_config(argv, stdin, RunConfig { fast_forward, ..RunConfig::default() })
}

/// `run` with the settings of `config`.
pub fn run_with_config(argv: &[String], stdin: &mut dyn Read, config: RunConfig) -> RunOutput {
    run_keeping_regions(argv, stdin, config, None)
}

/// `run_with_config` that also hands back the typed report of every region
/// it rendered (rmca-sched keeps them next to its snapshots).
pub fn run_with_report(argv: &[String], stdin: &mut dyn Read, config: RunConfig) -> (RunOutput, Vec<RegionReport>) {
    let mut regions = Vec::new();
    let out = run_keeping_regions(argv, stdin, config, Some(&mut regions));
    (out, regions)
}

fn run_keeping_regions(
    argv: &[String],
    stdin: &mut dyn Read,
    config: RunConfig,
    keep: Option<&mut Vec<RegionReport>>,
) -> RunOutput {
    let mut out = RunOutput::default();
    let prog = argv.first().map(|a| crate::cli::engine::program_name(a).to_string()).unwrap_or_else(|| "llvm-mca".into());
    let opts = match crate::cli::mca::parse_args(argv) {
        Ok(Outcome::Run(o)) => o,
        Ok(Outcome::Help { req, stderr }) => {
            out.err(&stderr);
            out.stdout = crate::cli::mca::help(argv.first().map(|s| s.as_str()).unwrap_or("rmca"), req).into_bytes();
            return out;
        }
        Ok(Outcome::Version { stderr }) => {
            out.err(&stderr);
            let mut v = crate::cli::mca::VERSION_TEXT.to_string();
            v.push_str(&target::registered_targets());
            out.stdout = v.into_bytes();
            return out;
        }
        Err(e) => {
            out.err(&e.message);
            out.code = e.exit_code;
            return out;
        }
    };
    out.err(&opts.diagnostics);
    analyse(&prog, &opts, stdin, config, keep, out)
}

fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(p) => s[..p].to_string(),
        None => s,
    }
}

/// Renders regions as they come: text, or llvm-mca's JSON region objects.
struct Render<'a> {
    json: bool,
    text: String,
    /// Stdout bytes produced before this render's text.
    base: usize,
    stderr_at: Vec<(usize, usize)>,
    flushes: Vec<usize>,
    json_regions: Vec<Json>,
    stderr: &'a mut Vec<u8>,
    fast_forwarded_cycles: u64,
    keep: Option<&'a mut Vec<RegionReport>>,
    /// The regions for `-html`, when asked for.
    html: Option<Vec<RegionReport>>,
}

impl Sink for Render<'_> {
    fn diagnostic(&mut self, text: &[u8]) -> Result<(), SinkStop> {
        self.stderr_at.push((self.stderr.len(), self.base + self.text.len()));
        self.stderr.extend_from_slice(text);
        Ok(())
    }
    fn region(&mut self, region: RegionReport) -> Result<(), SinkStop> {
        self.fast_forwarded_cycles += region.fast_forwarded_cycles;
        if self.json {
            self.json_regions.push(region.llvm_json());
        } else if let Some(at) = region.write_text_flushed(&mut self.text) {
            self.flushes.push(self.base + at);
        }
        match (self.keep.as_mut(), self.html.as_mut()) {
            (Some(k), Some(h)) => {
                h.push(region.clone());
                k.push(region);
            }
            (Some(k), None) => k.push(region),
            (None, Some(h)) => h.push(region),
            (None, None) => {}
        }
        Ok(())
    }
}

/// llvm-mca's main after its command line: the target set up, the input
/// analysed region by region, the report written.
fn analyse(
    prog: &str,
    opts: &Options,
    stdin: &mut dyn Read,
    config: RunConfig,
    keep: Option<&mut Vec<RegionReport>>,
    out: RunOutput,
) -> RunOutput {
    let Ready { session, input, buffer_name, mut out } = match set_up(prog, opts, stdin, out) {
        Ok(ready) => ready,
        Err(done) => return done,
    };
    let views = opts.views(session.sched_model().is_out_of_order());
    let mut analysis_opts = opts.analysis_options(views, config.fast_forward);
    analysis_opts.parse_watchdog = config.parse_watchdog;

    let mut render = Render {
        json: opts.json,
        text: String::new(),
        base: out.stdout.len(),
        stderr_at: Vec::new(),
        flushes: Vec::new(),
        json_regions: Vec::new(),
        stderr: &mut out.stderr,
        fast_forwarded_cycles: 0,
        keep,
        html: opts.html_file().map(|_| Vec::new()),
    };
    // The renderer never stops the analysis: every region is printed.
    let result = analysis::run(&session, Source::Asm(&input), &buffer_name, &analysis_opts, &mut render).map(|_| ());
    let Render { text, json_regions, fast_forwarded_cycles, stderr_at, flushes, html, .. } = render;
    out.fast_forwarded_cycles = fast_forwarded_cycles;
    let rendered = Rendered { text, json_regions, stderr_at, flushes, html };
    let mut out = write_report(prog, opts, &session, &analysis_opts, rendered, result, out);
    if config.defer_teardown {
        out.deferred.push(Box::new(session));
    }
    out
}

/// What `set_up` hands on: the session, the input and its name in
/// diagnostics, and the output so far.
struct Ready {
    session: Session,
    input: Vec<u8>,
    buffer_name: String,
    out: RunOutput,
}

/// Sets the target up as llvm-mca does, each failure with llvm-mca's
/// message and in llvm-mca's order. `Err` is the run's final output
/// (a failure, or `-mcpu=help` done).
fn set_up(prog: &str, opts: &Options, stdin: &mut dyn Read, mut out: RunOutput) -> Result<Ready, RunOutput> {
    let fail = |out: RunOutput, e: Error| out.fail(&e.cli_text(prog));
    let triple = if opts.mtriple.is_empty() { target::default_triple() } else { opts.mtriple.clone() };
    let lookup = match TargetLookup::new(&triple, &opts.march) {
        Ok(t) => t,
        Err(e) => return Err(fail(out, Error::UnknownTarget(e))),
    };
    let wants_cpu_help = opts.mcpu == "help";
    let buffer_name = if opts.input == "-" { "<stdin>".to_string() } else { opts.input.clone() };
    let input = if wants_cpu_help {
        Vec::new()
    } else {
        match read_input(&opts.input, stdin) {
            Ok(input) => input,
            Err(e) => return Err(fail(out, e)),
        }
    };
    let cpu = if opts.mcpu == "native" { target::host_cpu() } else { opts.mcpu.clone() };
    let (init, target) = lookup.init(&cpu, &features_string(&opts.mattr));
    out.stdout.extend_from_slice(init.help_listing.as_bytes());
    out.err(&init.diag);
    let Some(target) = target else {
        // A fatal error's text is in the diagnostics already.
        return Err(match init.error.as_deref() {
            Some("") | None => out.fail(""),
            Some(e) => out.fail(&format!("error: {e}\n")),
        });
    };
    if let Some(warning) = rmca::targets::for_target(&target).subtarget_warning(&target, &opts.analysis.llvm) {
        out.err(warning);
    }
    if wants_cpu_help {
        // Before LLVM 21 llvm-mca went on with "help" as the CPU and ended
        // with status 1 after the list.
        if !opts.analysis.llvm.cpu_help_exits_zero {
            out.code = 1;
        }
        return Err(out);
    }
    let session = match Session::from_target(target, &cpu, &init, &opts.analysis.llvm).and_then(|s| with_sched_override(opts, s)) {
        Ok(s) => s,
        Err(e) => return Err(fail(out, e)),
    };
    Ok(Ready { session, input, buffer_name, out })
}

/// The input file, or stdin for "-".
fn read_input(path: &str, stdin: &mut dyn Read) -> Result<Vec<u8>, Error> {
    let mut input = Vec::new();
    let res = if path == "-" { stdin.read_to_end(&mut input).map(|_| ()) } else { std::fs::read(path).map(|d| input = d) };
    res.map(|()| input).map_err(|e| Error::Input { path: path.to_string(), message: io_message(&e) })
}

/// rmca's own option (not llvm-mca's): try a model change without
/// rebuilding LLVM. Absent, nothing here runs.
fn with_sched_override(opts: &Options, session: Session) -> Result<Session, Error> {
    match opts.raw_value("sched-override").and_then(|v| v.as_str()).filter(|p| !p.is_empty()) {
        Some(path) => rmca::overrides::load(path).map_err(Error::SchedOverride).and_then(|o| session.with_overrides(&o)),
        None => Ok(session),
    }
}

/// What the regions rendered as they came.
struct Rendered {
    text: String,
    json_regions: Vec<Json>,
    stderr_at: Vec<(usize, usize)>,
    flushes: Vec<usize>,
    /// The regions for `-html`, when asked for.
    html: Option<Vec<RegionReport>>,
}

/// Writes the report (text or JSON document) to stdout or the -o file;
/// after a failed region, only the text of the regions before it, as
/// llvm-mca does.
fn write_report(
    prog: &str,
    opts: &Options,
    session: &Session,
    analysis_opts: &rmca::analysis::AnalysisOptions,
    rendered: Rendered,
    result: Result<(), Error>,
    mut out: RunOutput,
) -> RunOutput {
    let Rendered { text, json_regions, stderr_at, flushes, html } = rendered;
    let to_stdout = opts.output == "-" || opts.output.is_empty();
    if to_stdout && !opts.json {
        out.stderr_at = stderr_at;
        out.stdout_flushes = flushes;
    }
    if let Err(e) = result {
        // llvm-mca has printed the reports of the regions before the one
        // that failed; its JSON document and its -o file are not written.
        if to_stdout && !opts.json {
            out.stdout.extend_from_slice(text.as_bytes());
        }
        out.stderr_at.push((out.stderr.len(), out.stdout.len()));
        return out.fail(&e.cli_text(prog));
    }
    if let (Some(path), Some(regions)) = (opts.html_file(), html) {
        let report = rmca::report::Report {
            triple: session.triple().to_string(),
            cpu: session.resolved_cpu().to_string(),
            regions,
            diagnostics: String::new(),
            simulation: session.simulation_parameters(analysis_opts),
            resources: session.resource_names(),
        };
        out.html = Some((path.to_string(), crate::html::report_page(&report).into_bytes()));
    }
    let report = if opts.json {
        llvm_json_document(
            session.triple(),
            session.resolved_cpu(),
            &session.simulation_parameters(analysis_opts),
            &session.resource_names(),
            json_regions,
        )
    } else {
        text
    };
    if to_stdout {
        out.stdout.extend_from_slice(report.as_bytes());
    } else {
        out.file = Some((opts.output.clone(), report.into_bytes()));
    }
    out
}
