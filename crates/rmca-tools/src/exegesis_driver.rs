//! llvm-exegesis's `main` after its command line, over the rmca-exegesis
//! library's typed calls: its set-up order, its checks and their
//! messages, and where each piece of output goes. The result is an
//! [`Output`] (stdout, stderr, files to write, exit status) that the
//! `rmca-exegesis` binary prints.

use std::time::Duration;

use rmca_exegesis::measure::{Aggregation, CounterChoice};
use rmca_exegesis::session::random_seed;
use rmca_exegesis::{
    analyze, open_target, AnalysisTarget, AssembleError, AssembleFailure, BenchmarkCode, DocumentFields, MeasureOptions,
    Measurer, Outputs, Session, SubtargetNotes,
};

use crate::cli::exegesis::{self, Options, Phase};

/// What the program prints and writes, and its exit status.
#[derive(Debug, Default)]
pub struct Output {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub code: i32,
    /// Files to write (path, bytes), in order.
    pub files: Vec<(String, Vec<u8>)>,
}

impl Output {
    pub fn new() -> Output {
        Output::default()
    }
    fn err(&mut self, s: &str) {
        self.stderr.extend_from_slice(s.as_bytes());
    }
    fn warnings(&mut self, warnings: &[String]) {
        for w in warnings {
            self.err(&format!("{w}\n"));
        }
    }
    /// llvm-exegesis's `ExitOnErr`: the message with its prefix, status 1.
    fn fail(mut self, s: &str) -> Output {
        self.err(&format!("llvm-exegesis error: {s}\n"));
        self.code = 1;
        self
    }
    /// A message of llvm-exegesis's own main, status 1.
    fn fail_plain(mut self, s: &str) -> Output {
        self.err(&format!("llvm-exegesis: {s}\n"));
        self.code = 1;
        self
    }
    fn notes(&mut self, notes: &SubtargetNotes) {
        self.err(&notes.diagnostics);
        self.stdout.extend_from_slice(notes.help_listing.as_bytes());
    }
}

/// llvm-exegesis's whole program as a function: argv in; stdout, stderr,
/// files to write and exit status out.
pub fn run_argv(argv: &[String]) -> Output {
    let mut out = Output::new();
    let argv0 = argv.first().cloned().unwrap_or_else(|| "llvm-exegesis".into());
    match exegesis::parse_args(argv) {
        Ok(exegesis::Outcome::Run(opts)) => return run(&opts),
        Ok(exegesis::Outcome::Help { req, stderr }) => {
            out.stderr.extend_from_slice(stderr.as_bytes());
            out.stdout.extend_from_slice(exegesis::help(&argv0, req).as_bytes());
        }
        Ok(exegesis::Outcome::Version { stderr }) => {
            out.stderr.extend_from_slice(stderr.as_bytes());
            out.stdout.extend_from_slice(exegesis::VERSION_TEXT.as_bytes());
        }
        Err(e) => {
            out.stderr.extend_from_slice(e.message.as_bytes());
            out.code = e.exit_code;
        }
    }
    out
}

/// Runs llvm-exegesis with `opts` (the command line already parsed):
/// benchmarks of the chosen opcodes or snippets, or the analysis of a
/// benchmarks file.
pub fn run(opts: &Options) -> Output {
    let mut out = Output::new();
    out.err(&opts.diagnostics);
    if opts.mode == "analysis" || opts.mode.is_empty() {
        // llvm-exegesis treats an unset mode as analysis.
        return analysis_main(opts, out);
    }
    benchmark_main(opts, out).unwrap_or_else(|done| done)
}

/// The benchmark modes (latency, uops, inverse_throughput), in
/// llvm-exegesis's order of checks and messages; `Err` is the run's final
/// output.
fn benchmark_main(opts: &Options, out: Output) -> Result<Output, Output> {
    let (mut session, mut out) = set_up(opts, out)?;
    let (sources, out2) = snippet_sources(&session, opts, out)?;
    out = out2;
    let Sources { mut configs, loop_reg, opcodes } = sources;
    // The loop repetitor reserves its counter and every alias of it.
    let reserved = session.loop_reserved(opts.assemble.repetition, loop_reg);
    if let Some(dump) = debug_dump(&mut session, &opcodes) {
        out.stdout.extend_from_slice(dump.as_bytes());
        return Err(out);
    }
    for op in opcodes {
        let name = session.opcode_name(op);
        if opts.ignore_invalid_sched_class && !session.has_sched_class(op) {
            out.err(&format!("{name}: ignoring instruction without sched class\n"));
            continue;
        }
        match session.generate(op, &reserved) {
            Ok(c) => configs.extend(c),
            Err(e) => out.err(&format!("{name}: {e}\n")),
        }
    }
    if opts.assemble.min_instructions == 0 {
        out.err("llvm-exegesis: --min-instructions must be greater than zero\n");
        out.code = 1;
        return Err(out);
    }
    // llvm-exegesis refuses to pin its in-process runs (the default mode)
    // to a core when it comes to run the first one; rmca-exegesis always
    // runs them in a child process, but keeps the refusal.
    let measuring = opts.phase == Phase::Measure;
    if measuring && !configs.is_empty() && opts.execution_mode != "subprocess" && opts.measure.process_cpu >= 0 {
        return Err(out.fail("The inprocess execution mode does not support benchmark core pinning."));
    }
    // The measure phase: counters are chosen where llvm-exegesis would open
    // its first one.
    let measurer = if measuring && !opts.use_dummy_perf_counters && !configs.is_empty() {
        let made = measure_options(opts).and_then(|m| {
            Measurer::new(opts.target.mode, &m, &opts.assemble, session.arch()).map_err(|e| e.to_string())
        });
        match made {
            Ok(m) => Some(m),
            Err(e) => return Err(out.fail(&e)),
        }
    } else {
        None
    };
    write_benchmarks(&session, &configs, opts, loop_reg, measurer.as_ref(), out)
}

/// The library's measure options from the command line and environment,
/// or why they are refused.
fn measure_options(opts: &Options) -> Result<MeasureOptions, String> {
    let m = &opts.measure;
    let counter = match m.counter.as_str() {
        "" | "auto" => CounterChoice::Auto,
        "tsc" => CounterChoice::Tsc,
        "pmu" => CounterChoice::Pmu,
        v => return Err(format!("unknown counter {v}: expected auto, tsc or pmu")),
    };
    if !(m.timeout_seconds > 0.0 && m.timeout_seconds.is_finite()) {
        return Err(format!("invalid time limit {} s", m.timeout_seconds));
    }
    if !m.validation_counters.is_empty() {
        return Err("rmca-exegesis does not read validation counters (--validation-counter)".into());
    }
    Ok(MeasureOptions {
        repeat_count: m.repeat_count,
        aggregation: Aggregation::parse(&m.aggregation).unwrap_or(Aggregation::Min),
        cpu: (m.process_cpu >= 0).then_some(m.process_cpu as usize),
        counter,
        timeout: Duration::from_secs_f64(m.timeout_seconds),
        sandbox: m.sandbox,
    })
}

/// The session, with llvm-exegesis's checks of triple, CPU and options in
/// its order (one of the options is checked between making the subtarget
/// and validating its CPU).
fn set_up(opts: &Options, mut out: Output) -> Result<(Session, Output), Output> {
    let (notes, opened) = open_target(&opts.target);
    out.notes(&notes);
    let opened = match opened {
        Ok(o) => o,
        Err(e) => return Err(out.fail(&e.to_string())),
    };
    if opts.execution_mode == "subprocess" && opts.use_dummy_perf_counters {
        return Err(out.fail("Dummy perf counters are not supported in the subprocess execution mode."));
    }
    match opened.prepare(&opts.target) {
        Ok(session) => Ok((session, out)),
        Err(e) => Err(out.fail(&e.to_string())),
    }
}

/// Where the snippets come from: a snippet file (read here), or opcodes to
/// generate snippets for.
struct Sources {
    configs: Vec<BenchmarkCode>,
    loop_reg: u32,
    opcodes: Vec<u32>,
}

fn snippet_sources(session: &Session, opts: &Options, mut out: Output) -> Result<(Sources, Output), Output> {
    let num_opcodes = session.num_opcodes();
    // One and only one source of snippets.
    let n_set = (!opts.opcode_name.is_empty()) as u32 + (opts.opcode_index != 0) as u32 + (!opts.snippets_file.is_empty()) as u32;
    if n_set != 1 {
        out.err("llvm-exegesis: please provide one and only one of 'opcode-index', 'opcode-name' or 'snippets-file'\n");
        out.code = 1;
        return Err(out);
    }
    let mut configs: Vec<BenchmarkCode> = Vec::new();
    let mut loop_reg = session.loop_counter_reg();
    if !opts.snippets_file.is_empty() {
        let data = if opts.snippets_file == "-" {
            let mut v = Vec::new();
            use std::io::Read;
            let _ = std::io::stdin().read_to_end(&mut v);
            v
        } else {
            match std::fs::read(&opts.snippets_file) {
                Ok(d) => d,
                Err(e) => {
                    return Err(out.fail(&format!("cannot read snippet: {}: {}", opts.snippets_file, io_message(&e))));
                }
            }
        };
        match session.read_snippets(&opts.snippets_file, &data) {
            Ok(file) => {
                out.err(&file.diagnostics);
                if opts.execution_mode != "subprocess" && file.has_memory_annotations {
                    return Err(out.fail("Memory and snippet address annotations are only supported in subprocess execution mode"));
                }
                if file.has_memory_annotations && opts.phase == Phase::Measure {
                    // rmca's measure phase maps no memory for the snippet.
                    return Err(out.fail("rmca-exegesis does not map the memory of memory and snippet address annotations when measuring; pass --benchmark-phase=... to stop before running the snippet"));
                }
                loop_reg = file.loop_register;
                configs.push(file.code);
            }
            Err(e) => {
                out.err(&e.diagnostics);
                return Err(out.fail(&e.message));
            }
        }
    }
    let list: Vec<u32> = if !opts.snippets_file.is_empty() {
        Vec::new()
    } else if opts.opcode_index > 0 {
        if opts.opcode_index as u64 >= num_opcodes as u64 {
            return Err(out.fail(&format!("opcode index {} is out of range", opts.opcode_index)));
        }
        vec![opts.opcode_index as u32]
    } else if opts.opcode_index < 0 {
        // Every opcode: the availability rules are approximations, good
        // enough to choose companion instructions but not to hide opcodes.
        (0..num_opcodes).collect()
    } else {
        let mut v = Vec::new();
        for name in opts.opcode_name.split(',').filter(|s| !s.is_empty()) {
            match session.opcode(name) {
                Some(o) => v.push(o),
                None => return Err(out.fail(&format!("unknown opcode {name}"))),
            }
        }
        if v.is_empty() {
            // No opcode named: llvm-exegesis then reads the (empty) snippet
            // file name.
            return Err(out.fail("cannot read snippet: : No such file or directory"));
        }
        v
    };
    Ok((Sources { configs, loop_reg, opcodes: list }, out))
}

/// Developer dumps (RMCA_EXE_DUMP_RESERVED, RMCA_EXE_DUMP_TSFLAGS): when
/// one is asked for, it is the run's whole output.
fn debug_dump(session: &mut Session, opcodes: &[u32]) -> Option<String> {
    if std::env::var_os("RMCA_EXE_DUMP_RESERVED").is_some() {
        return Some(session.dump_reserved(opcodes));
    }
    if std::env::var_os("RMCA_EXE_DUMP_TSFLAGS").is_some() {
        return Some(session.dump_ts_flags(opcodes));
    }
    None
}

/// What stderr shows for a failed assembly: the warnings before it, then
/// what LLVM printed, or llvm-exegesis's message.
fn assemble_failure(out: &mut Output, f: &AssembleFailure) {
    out.warnings(&f.warnings);
    match &f.error {
        AssembleError::CodeGenFailed { llvm_output, .. } if !llvm_output.is_empty() => out.err(llvm_output),
        e => out.err(&format!("llvm-exegesis error: {e}\n")),
    }
}

/// Assembles each configuration as the phase asks and writes the YAML
/// documents to stdout or the benchmarks file.
fn write_benchmarks(
    session: &Session,
    configs: &[BenchmarkCode],
    opts: &Options,
    loop_reg: u32,
    measurer: Option<&Measurer>,
    mut out: Output,
) -> Result<Output, Output> {
    let mut text = String::new();
    for code in configs {
        let mut snippet = Vec::new();
        if opts.phase != Phase::PrepareSnippet {
            match session.assemble_snippet(code, &opts.assemble, loop_reg) {
                Ok(a) => {
                    out.warnings(&a.warnings);
                    snippet = a.bytes;
                }
                Err(f) => {
                    out.stdout.extend_from_slice(text.as_bytes());
                    assemble_failure(&mut out, &f);
                    out.code = 1;
                    return Err(out);
                }
            }
            let dump = opts.dump_object_to_disk.is_some();
            if opts.phase == Phase::AssembleMeasuredCode || (opts.phase == Phase::Measure && (measurer.is_none() || dump)) {
                match session.measured_object(code, &opts.assemble, loop_reg) {
                    Ok(obj) => {
                        out.warnings(&obj.warnings);
                        if let Some(path) = &opts.dump_object_to_disk {
                            let path = if path.is_empty() { temp_object_path() } else { path.clone() };
                            out.err(&format!("Check generated assembly with: /usr/bin/objdump -d {path}\n"));
                            out.files.push((path, obj.bytes));
                        }
                    }
                    Err(f) => {
                        out.stdout.extend_from_slice(text.as_bytes());
                        assemble_failure(&mut out, &f);
                        out.code = 1;
                        return Err(out);
                    }
                }
            }
        }
        let measured = measurer.map(|m| session.measure(m, code, loop_reg)).unwrap_or_default();
        text.push_str(&session.document(
            code,
            &DocumentFields {
                mode: &opts.mode,
                min_instructions: opts.assemble.min_instructions,
                // With dummy counters the snippet runs and its (meaningless)
                // measurements are dropped.
                error: if opts.phase != Phase::Measure { "actual measurements skipped." } else { &measured.error },
                note: &measured.note,
                measurements: &measured.measurements,
                snippet: &snippet,
            },
        ));
    }
    if opts.benchmarks_file.is_empty() || opts.benchmarks_file == "-" {
        out.stdout.extend_from_slice(text.as_bytes());
    } else {
        out.files.push((opts.benchmarks_file.clone(), text.into_bytes()));
    }
    Ok(out)
}

/// A fresh /tmp/snippet-XXXXXX.o name, as LLVM's createTemporaryFile makes.
fn temp_object_path() -> String {
    let mut x = random_seed();
    loop {
        let p = format!("/tmp/snippet-{:06x}.o", x & 0xff_ffff);
        if !std::path::Path::new(&p).exists() {
            return p;
        }
        x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
    }
}

/// An I/O error as LLVM words it (without Rust's "(os error N)").
fn io_message(e: &std::io::Error) -> String {
    let m = e.to_string();
    m.split(" (os error").next().unwrap_or(&m).to_string()
}

fn analysis_main(opts: &Options, out: Output) -> Output {
    let files = &opts.analysis_outputs;
    if opts.benchmarks_file.is_empty() {
        return out.fail_plain("--benchmarks-file must be set");
    }
    if files.clusters.is_empty() && files.inconsistencies.is_empty() {
        return out.fail_plain("for --mode=analysis: At least one of --analysis-clusters-output-file and --analysis-inconsistencies-output-file must be specified");
    }
    let text = match std::fs::read(&opts.benchmarks_file) {
        Ok(t) => String::from_utf8_lossy(&t).into_owned(),
        Err(e) => {
            let m = io_message(&e).to_lowercase().replace("no such file or directory", "No such file or directory");
            return out.fail_plain(&format!("'{}': {}", opts.benchmarks_file, m));
        }
    };
    analyse(opts, &text, out)
}

fn analyse(opts: &Options, text: &str, mut out: Output) -> Output {
    let files = &opts.analysis_outputs;
    let points = analyze::read_points(text);
    let cpus = analyze::benchmark_targets(&points);
    if cpus.is_empty() {
        out.err("no benchmarks to analyze\n");
        return out;
    }
    if cpus.len() > 1 {
        return out.fail_plain("analysis file contains benchmarks from several CPUs. This is unsupported.");
    }
    let (mut triple, mut cpu) = cpus.into_iter().next().unwrap_or_default();
    if files.override_benchmark_triple_and_cpu {
        out.err(&format!("overridding file CPU name ({cpu}) with provided tripled ({}) and CPU name ({})\n", opts.mtriple, opts.mcpu));
        triple = opts.mtriple.clone();
        cpu = opts.mcpu.clone();
    }
    out.err(&format!("using Triple '{triple}' and CPU '{cpu}'\n"));
    let (notes, target) = AnalysisTarget::open(&triple, &cpu);
    out.err(&notes.diagnostics);
    let target = match target {
        Ok(t) => t,
        Err(e) => return out.fail_plain(&e.to_string()),
    };
    let reading = target.read(points, text, &opts.benchmarks_file, opts.target.llvm);
    out.err(&reading.diagnostics);
    if reading.failed {
        return out.fail_plain(&format!("'{}': Invalid argument", opts.benchmarks_file));
    }
    let points = reading.points;
    // llvm-exegesis prints this through its buffered stdout, which reaches
    // the stream after the clusters written to "-" by their own stream.
    let parsed_line = format!("Parsed {} benchmark points\n", points.len());
    if points.is_empty() {
        out.stdout.extend_from_slice(parsed_line.as_bytes());
        out.err("no benchmarks to analyze\n");
        return out;
    }
    let outputs = Outputs { clusters: !files.clusters.is_empty(), inconsistencies: !files.inconsistencies.is_empty() };
    let analysis = match target.analyze(points, &opts.analysis, outputs) {
        Ok(a) => a,
        Err(e) => {
            // A clustering error ends llvm-exegesis successfully.
            out.stdout.extend_from_slice(parsed_line.as_bytes());
            out.err(&format!("llvm-exegesis: {e}\n"));
            return out;
        }
    };
    for (text, file, what) in [
        (analysis.clusters, &files.clusters, "analysis clusters"),
        (analysis.inconsistencies, &files.inconsistencies, "sched class consistency analysis"),
    ] {
        let Some(text) = text else { continue };
        if file == "-" {
            out.stdout.extend_from_slice(text.as_bytes());
        } else {
            out.err(&format!("Printing {what} results to file '{file}'\n"));
            out.files.push((file.clone(), text.into_bytes()));
        }
    }
    out.stdout.extend_from_slice(parsed_line.as_bytes());
    out
}
