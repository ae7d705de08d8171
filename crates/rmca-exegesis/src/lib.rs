//! rmca-exegesis: llvm-exegesis-22's snippet generation, assembly and
//! output, and its measure phase (`measure`: the snippets run in a child
//! process, read with PMU cycles or the calibrated TSC). `run` is the
//! whole program after its command line, as a library function (options
//! in; stdout, stderr, files to write and exit status out).
//!
//! ```text
//! Options (the command line's, typed: options.rs)
//! Target::lookup/init + CodeGen (reserved registers) ─► ctx::Ctx
//!   ctx.rs     the context, and `Arch`: the one trait per architecture
//!   instr.rs   Instruction views: operands, variables, register aliasing
//!   gen.rs     serial/parallel generators, configurations, initial values
//!   template.rs  code templates and benchmark code (what gen.rs makes)
//!   x86/ aarch64/ riscv/ powerpc/ mips/   each architecture's rules
//!              (refused opcodes and registers, memory operands, target
//!              operand values, snippet overrides, setRegTo, loop code;
//!              RISC-V: vector pseudos per vtype configuration, MatInt)
//!   rng.rs     std::mt19937 + libstdc++ uniform_int_distribution + shuffle
//!   asm.rs     repetitors ─► shim codegen ─► bytes
//!   snippets.rs  -snippets-file with LLVM-EXEGESIS-* annotations
//!   analysis.rs  -mode=analysis: YAML reader, dbscan/naive, clusters CSV
//!   yaml.rs    the benchmark document with LLVM's quoting rules
//!   measure/   the measure phase over mc::host_run (see its doc)
//! ```
//!
//! Random draws happen in exactly llvm-exegesis's order (aliasing choices,
//! `llvm::shuffle` of every opcode for companion instructions, register
//! picks), so a given `--random-generator-seed` reproduces its output
//! byte for byte on any host. What llvm-exegesis-22 does differently from
//! the 19 sources (memory-operand serial snippets, raw operand register
//! classes, the scratch register never initialised, AArch64 register
//! initialisation, assembled snippets of every repetition run) was read off
//! its output.

// `unsafe` lives in `mc` only (the FFI to this crate's shim and the
// child process that runs generated code), each use with a SAFETY comment.
#![deny(unsafe_code)]

pub mod aarch64;
pub mod analysis;
pub mod asm;
pub mod benchmarks_input;
pub mod bits;
pub mod ctx;
pub mod gen;
pub mod instr;
pub mod measure;
#[allow(unsafe_code)]
pub mod mc;
pub mod mips;
pub mod options;
pub mod powerpc;
pub mod riscv;
pub mod rng;
pub mod snippets;
pub mod template;
pub mod x86;
pub mod yaml;

use crate::mc::codegen::TargetExt;
use std::collections::HashMap;

use rmca::llvm_version::LlvmBehaviour;
use crate::mc::codegen::{normalize_triple, ExeInst};
use rmca::mc::target::{default_triple, host_cpu, instr_flags, TargetLookup};
pub use options::{AnalysisOptions, MeasureOptions, Options};
use gen::BenchmarkCode;
use instr::RegState;
use rng::Mt19937;
use ctx::{Arch, Ctx, NoRules};

pub struct Output {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub code: i32,
    /// Files to write (path, bytes), in order.
    pub files: Vec<(String, Vec<u8>)>,
}

impl Output {
    pub fn new() -> Output {
        Output { stdout: Vec::new(), stderr: Vec::new(), code: 0, files: Vec::new() }
    }
    fn err(&mut self, s: &str) {
        self.stderr.extend_from_slice(s.as_bytes());
    }
    fn fail(mut self, s: &str) -> Output {
        self.err(&format!("llvm-exegesis error: {s}\n"));
        self.code = 1;
        self
    }
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
    benchmark_main(opts, out)
}

/// The architecture's rules for a triple (its folder: `x86/`,
/// `aarch64/`, `riscv/`, `powerpc/`, `mips/`).
fn arch_of(triple: &str) -> &'static dyn Arch {
    let a = triple.split('-').next().unwrap_or("");
    match a {
        "x86_64" | "amd64" => &x86::X86_64,
        "i386" | "i486" | "i586" | "i686" | "x86" => &x86::X86_32,
        _ if a.starts_with("aarch64") || a.starts_with("arm64") => &aarch64::AArch64,
        _ if a.starts_with("powerpc") || a.starts_with("ppc") => &powerpc::PowerPC,
        _ if a.starts_with("mips") => &mips::Mips,
        _ if a.starts_with("riscv") => &riscv::RiscV,
        _ => &NoRules,
    }
}

/// One step of a benchmark run: its result and the output so far, or
/// (`Err`) the run's final output.
type Step<T> = Result<(T, Output), Output>;

/// The benchmark modes (latency, uops, inverse_throughput), in
/// llvm-exegesis's order of checks and messages.
fn benchmark_main(opts: &Options, out: Output) -> Output {
    benchmark(opts, out).unwrap_or_else(|done| done)
}

fn benchmark(opts: &Options, out: Output) -> Result<Output, Output> {
    let ((mut ctx, tm_cpu), out) = set_up(opts, out)?;
    let (sources, mut out) = snippet_sources(&ctx, opts, out)?;
    let Sources { mut configs, loop_reg, opcodes } = sources;
    // The loop repetitor reserves its counter and every alias of it.
    let mut extra = ctx.regs.empty();
    if matches!(opts.repetition_mode.as_str(), "loop" | "middle-half-loop" | "min") && loop_reg != 0 {
        extra = ctx.regs.reg_tracker(loop_reg).aliased.clone();
    }
    out = debug_dumps(&mut ctx, &opcodes, out)?;
    for op in opcodes {
        let name = ctx.target.opcode_name(op);
        if opts.ignore_invalid_sched_class && ctx.target.instr_desc(op).is_some_and(|d| d.sched_class == 0) {
            out.err(&format!("{name}: ignoring instruction without sched class\n"));
            continue;
        }
        match ctx.generate_snippets(op, &extra) {
            Ok(c) => configs.extend(c),
            Err(e) => out.err(&format!("{name}: {e}\n")),
        }
    }
    if opts.min_instructions == 0 {
        out.err("llvm-exegesis: --min-instructions must be greater than zero\n");
        out.code = 1;
        return Err(out);
    }
    // llvm-exegesis refuses to pin its in-process runs (the default mode)
    // to a core when it comes to run the first one; rmca-exegesis always
    // runs them in a child process, but keeps the refusal.
    if opts.phase == "measure" && !configs.is_empty() && opts.execution_mode != "subprocess" && opts.measure.process_cpu >= 0 {
        return Err(out.fail("The inprocess execution mode does not support benchmark core pinning."));
    }
    // The measure phase: counters are chosen where llvm-exegesis would open
    // its first one (see `measure` for the method and how it differs).
    let measurer = if opts.phase == "measure" && !opts.use_dummy_perf_counters && !configs.is_empty() {
        match measure_params(opts).and_then(|p| measure::Measurer::new(p, ctx.arch).map_err(|e| e.to_string())) {
            Ok(m) => Some(m),
            Err(e) => return Err(out.fail(&e)),
        }
    } else {
        None
    };
    write_benchmarks(&ctx, &configs, opts, loop_reg, &tm_cpu, measurer.as_ref(), out)
}

/// The measure phase's typed parameters from the options.
fn measure_params(opts: &Options) -> Result<measure::MeasureParams, String> {
    use measure::{Aggregation, RepetitionMode};
    let m = &opts.measure;
    let mode = measure::BenchMode::parse(&opts.mode).ok_or_else(|| format!("cannot measure in mode {}", opts.mode))?;
    let counter = match m.counter.as_str() {
        "" | "auto" => measure::CounterChoice::Auto,
        "tsc" => measure::CounterChoice::Tsc,
        "pmu" => measure::CounterChoice::Pmu,
        v => return Err(format!("unknown counter {v}: expected auto, tsc or pmu")),
    };
    if !(m.timeout_seconds > 0.0 && m.timeout_seconds.is_finite()) {
        return Err(format!("invalid time limit {} s", m.timeout_seconds));
    }
    if !m.validation_counters.is_empty() {
        return Err("rmca-exegesis does not read validation counters (--validation-counter)".into());
    }
    Ok(measure::MeasureParams {
        mode,
        repetition: RepetitionMode::parse(&opts.repetition_mode).unwrap_or(RepetitionMode::Duplicate),
        min_instructions: opts.min_instructions,
        loop_body_size: opts.loop_body_size,
        repeat_count: m.repeat_count,
        aggregation: Aggregation::parse(&m.aggregation).unwrap_or(Aggregation::Min),
        cpu: (m.process_cpu >= 0).then_some(m.process_cpu as usize),
        counter,
        timeout: std::time::Duration::from_secs_f64(m.timeout_seconds),
        sandbox: m.sandbox,
    })
}

/// The target and the generation context, with llvm-exegesis's checks of
/// triple, CPU and options; also the target machine's CPU name.
fn set_up(opts: &Options, mut out: Output) -> Step<(Ctx, String)> {
    let triple = if opts.mtriple.is_empty() { default_triple() } else { opts.mtriple.clone() };
    // The targets llvm-exegesis-22 is built with.
    let arch_name = triple.split('-').next().unwrap_or("");
    let known = ["aarch64", "arm64", "mips", "powerpc", "ppc", "riscv", "x86", "i386", "i486", "i586", "i686", "amd64"]
        .iter()
        .any(|p| arch_name.starts_with(p));
    let lookup = match TargetLookup::new(&normalize_triple(&triple), "") {
        Ok(t) if known => t,
        _ => return Err(out.fail(&format!("no LLVM target for triple {triple}"))),
    };
    let host_arch = default_triple().split('-').next().unwrap_or("").to_string();
    if opts.mcpu == "native" && arch_name != host_arch {
        return Err(out.fail(&format!(
            "A CPU must be explicitly specified when cross compiling. To see all possible options for {triple} triple use -mcpu=help"
        )));
    }
    let cpu = if opts.mcpu == "native" { host_cpu() } else { opts.mcpu.clone() };
    let exegesis_target = arch_name.starts_with("x86")
        || arch_name.starts_with("i386")
        || arch_name.starts_with("i486")
        || arch_name.starts_with("i586")
        || arch_name.starts_with("i686")
        || arch_name == "amd64"
        || arch_name.starts_with("aarch64")
        || arch_name.starts_with("arm64")
        || arch_name == "powerpc64le"
        || arch_name == "ppc64le"
        || arch_name.starts_with("mips")
        || arch_name.starts_with("riscv");
    if !exegesis_target {
        return Err(out.fail(&format!("no Exegesis target for triple {triple}")));
    }
    let features = opts.mattr.join(",");
    let (init, target) = lookup.init(&cpu, &features);
    out.err(&init.diag);
    out.stdout.extend_from_slice(init.stdout.as_bytes());
    let Some(target) = target else {
        return Err(out.fail(&init.error.unwrap_or_default()));
    };
    if opts.execution_mode == "subprocess" && opts.use_dummy_perf_counters {
        return Err(out.fail("Dummy perf counters are not supported in the subprocess execution mode."));
    }
    let info = target.info();
    if !info.cpu_valid {
        return Err(out.fail(&format!("invalid CPU name ({cpu}) for triple {triple}")));
    }
    let arch = arch_of(&triple);
    let (reserved, tm_cpu) = match target.codegen() {
        Ok(cg) => (cg.reserved_regs(), cg.target_cpu()),
        Err(e) => return Err(out.fail(e.trim_end())),
    };
    let class_names: Vec<String> = (0..info.num_reg_classes).map(|c| target.regclass_name(c)).collect();
    let mut regs = RegState::new(&target, &reserved, class_names);
    reserve_unavailable(&mut regs, arch, opts);
    let opcodes: HashMap<String, u32> = (0..info.num_opcodes).map(|o| (target.opcode_name(o), o)).collect();
    let seed = opts.seed.unwrap_or_else(random_seed);
    let normalized = normalize_triple(&triple);
    let mut ctx = Ctx {
        target,
        regs,
        rng: Mt19937::new(seed),
        arch,
        serial: opts.mode == "latency",
        max_configs: opts.max_configs_per_opcode,
        opcodes,
        triple: normalized.clone(),
        num_opcodes: info.num_opcodes,
        subregs: Vec::new(),
        avail: None,
        rv: Default::default(),
    };
    arch.prepare(&mut ctx, opts);
    if let Some(available) = arch.available_opcodes(&ctx, &cpu) {
        ctx.avail = Some(available);
    }
    ctx.subregs = ctx.target.register_info().subregs;
    Ok(((ctx, tm_cpu), out))
}

/// Registers llvm-exegesis never assigns on this target.
fn reserve_unavailable(regs: &mut RegState, arch: &dyn Arch, opts: &Options) {
    for n in arch.unavailable_registers(opts) {
        if let Some(r) = regs.reg_by_name(n) {
            regs.reserved.set(r as usize);
        }
    }
}

/// Where the snippets come from: a snippet file (read here), or opcodes to
/// generate snippets for.
struct Sources {
    configs: Vec<BenchmarkCode>,
    loop_reg: u32,
    opcodes: Vec<u32>,
}

fn snippet_sources(ctx: &Ctx, opts: &Options, mut out: Output) -> Step<Sources> {
    let num_opcodes = ctx.num_opcodes;
    // One and only one source of snippets.
    let n_set = (!opts.opcode_name.is_empty()) as u32 + (opts.opcode_index != 0) as u32 + (!opts.snippets_file.is_empty()) as u32;
    if n_set != 1 {
        out.err("llvm-exegesis: please provide one and only one of 'opcode-index', 'opcode-name' or 'snippets-file'\n");
        out.code = 1;
        return Err(out);
    }
    let mut configs: Vec<BenchmarkCode> = Vec::new();
    let mut loop_reg = ctx.loop_counter_reg();
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
                    let m = e.to_string();
                    let m = m.split(" (os error").next().unwrap_or(&m).to_string();
                    return Err(out.fail(&format!("cannot read snippet: {}: {}", opts.snippets_file, m)));
                }
            }
        };
        let mut diag = String::new();
        let r = snippets::read(&ctx, &opts.snippets_file, &data, &mut diag);
        out.err(&diag);
        match r {
            Ok((bc, extras)) => {
                if opts.execution_mode != "subprocess" && extras.has_memory_annotations {
                    return Err(out.fail("Memory and snippet address annotations are only supported in subprocess execution mode"));
                }
                if extras.has_memory_annotations && opts.phase == "measure" {
                    // rmca's measure phase maps no memory for the snippet.
                    return Err(out.fail("rmca-exegesis does not map the memory of memory and snippet address annotations when measuring; pass --benchmark-phase=... to stop before running the snippet"));
                }
                loop_reg = extras.loop_register;
                configs.push(bc);
            }
            Err(e) => return Err(out.fail(&e)),
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
            match ctx.opcodes.get(name) {
                Some(&o) if o != 0 => v.push(o),
                _ => return Err(out.fail(&format!("unknown opcode {name}"))),
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
/// one is asked for, it is the run's whole output (`Err`).
fn debug_dumps(ctx: &mut Ctx, list: &[u32], mut out: Output) -> Result<Output, Output> {
    if std::env::var_os("RMCA_EXE_DUMP_RESERVED").is_some() {
        for (i, n) in ctx.regs.class_names.iter().enumerate().take(12) {
            out.stdout.extend_from_slice(format!("class{} {} {:?}\n", i, n, ctx.regs.class_members[i].iter().take(6).map(|r| ctx.regs.name(*r).to_string()).collect::<Vec<_>>()).as_bytes());
        }
        let names: Vec<&str> = ctx.regs.reserved.iter().map(|r| ctx.regs.name(r as u32)).collect();
        out.stdout.extend_from_slice(format!("{}\n", names.join(" ")).as_bytes());
        for op in list {
            let instr = ctx.regs.instr(&ctx.target, *op);
            for o in &instr.operands {
                if let Some(t) = &o.tracker {
                    let n: Vec<&str> = t.source.iter().map(|r| ctx.regs.name(r as u32)).collect();
                    out.stdout.extend_from_slice(format!("op{} rc{} {}\n", o.index, o.reg_class(), n.join(" ")).as_bytes());
                }
            }
        }
        return Err(out);
    }
    if std::env::var_os("RMCA_EXE_DUMP_TSFLAGS").is_some() {
        for op in list {
            let d = ctx.target.instr_desc(*op).unwrap_or_default();
            let ops: Vec<String> = d.operands.iter().map(|o| format!("t{}/rc{}/f{}/tie{}", o.operand_type, o.reg_class, o.flags, o.tied_to)).collect();
            out.stdout.extend_from_slice(format!("{} {:#x} fl{:#x} {}\n", ctx.target.opcode_name(*op), d.ts_flags, d.flags, ops.join(" ")).as_bytes());
        }
        return Err(out);
    }
    Ok(out)
}

/// Assembles each configuration as the phase asks and writes the YAML
/// documents to stdout or the benchmarks file.
fn write_benchmarks(
    ctx: &Ctx,
    configs: &[BenchmarkCode],
    opts: &Options,
    loop_reg: u32,
    tm_cpu: &str,
    measurer: Option<&measure::Measurer>,
    mut out: Output,
) -> Result<Output, Output> {
    let mode = opts.mode.as_str();
    let mut text = String::new();
    for bc in configs {
        let mut snippet = Vec::new();
        if opts.phase != "prepare-snippet" {
            let mut warn = String::new();
            let r = asm::assembled_snippet(&ctx, bc, opts, loop_reg, &mut warn);
            out.err(&warn);
            match r {
                Ok(b) => snippet = b,
                Err(e) => {
                    out.stdout.extend_from_slice(text.as_bytes());
                    out.err(&e);
                    out.code = 1;
                    return Err(out);
                }
            }
            if opts.phase == "assemble-measured-code" || (opts.phase == "measure" && (measurer.is_none() || opts.dump_object_to_disk.is_some())) {
                let mut warn = String::new();
                let r = asm::measured_object(&ctx, bc, opts, loop_reg, &mut warn);
                out.err(&warn);
                match r {
                    Ok(obj) => {
                        if let Some(path) = &opts.dump_object_to_disk {
                            let path = if path.is_empty() { temp_object_path() } else { path.clone() };
                            out.err(&format!("Check generated assembly with: /usr/bin/objdump -d {path}\n"));
                            out.files.push((path, obj));
                        }
                    }
                    Err(e) => {
                        out.stdout.extend_from_slice(text.as_bytes());
                        out.err(&e);
                        out.code = 1;
                        return Err(out);
                    }
                }
            }
        }
        let rn = |r: u32| ctx.regs.name(r).to_string();
        let measured = measurer.map(|m| m.measure_config(ctx, bc, loop_reg)).unwrap_or_default();
        let info = measure::info_with_note(&bc.info, &measured.note);
        let doc = yaml::Doc {
            mode,
            insts: bc.insts.iter().map(|(o, ops)| yaml::inst_text(&ctx.target.opcode_name(*o), ops, &rn)).collect(),
            config: &bc.config,
            reg_init: bc.reg_init.iter().map(|v| yaml::reg_value_text(v, &rn)).collect(),
            cpu: &tm_cpu,
            triple: &ctx.triple,
            min_instructions: opts.min_instructions,
            // With dummy counters the snippet runs and its (meaningless)
            // measurements are dropped.
            error: if opts.phase != "measure" { "actual measurements skipped." } else { &measured.error },
            info: &info,
            measurements: measured.measurements.iter().map(|m| (m.key.clone(), measure::gfmt::g(m.value), measure::gfmt::g(m.per_snippet_value))).collect(),
            snippet: &snippet,
        };
        text.push_str(&doc.render());
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

fn random_seed() -> u32 {
    let mut b = [0u8; 4];
    if let Ok(mut f) = std::fs::File::open("/dev/urandom") {
        use std::io::Read;
        if f.read_exact(&mut b).is_ok() {
            return u32::from_le_bytes(b);
        }
    }
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    (t as u32) ^ std::process::id()
}

fn analysis_main(opts: &Options, mut out: Output) -> Output {
    let f = |o: &mut Output, m: &str| {
        o.err(&format!("llvm-exegesis: {m}\n"));
        o.code = 1;
    };
    let settings = &opts.analysis;
    let clusters_file = settings.clusters_output_file.clone();
    let incons_file = settings.inconsistencies_output_file.clone();
    if opts.benchmarks_file.is_empty() {
        f(&mut out, "--benchmarks-file must be set");
        return out;
    }
    if clusters_file.is_empty() && incons_file.is_empty() {
        f(&mut out, "for --mode=analysis: At least one of --analysis-clusters-output-file and --analysis-inconsistencies-output-file must be specified");
        return out;
    }
    let text = match std::fs::read(&opts.benchmarks_file) {
        Ok(t) => String::from_utf8_lossy(&t).into_owned(),
        Err(e) => {
            let m = e.to_string();
            let m = m.split(" (os error").next().unwrap_or(&m).to_string();
            f(&mut out, &format!("'{}': {}", opts.benchmarks_file, m.to_lowercase().replace("no such file or directory", "No such file or directory")));
            return out;
        }
    };
    let points = analysis::read_points(&text);
    let cpus: std::collections::BTreeSet<(String, String)> = points.iter().map(|p| (p.triple.clone(), p.cpu.clone())).collect();
    if cpus.is_empty() {
        out.err("no benchmarks to analyze\n");
        return out;
    }
    if cpus.len() > 1 {
        f(&mut out, "analysis file contains benchmarks from several CPUs. This is unsupported.");
        return out;
    }
    let (mut triple, mut cpu) = cpus.into_iter().next().unwrap_or_default();
    if settings.override_benchmark_triple_and_cpu {
        out.err(&format!("overridding file CPU name ({cpu}) with provided tripled ({}) and CPU name ({})\n", opts.mtriple, opts.mcpu));
        triple = opts.mtriple.clone();
        cpu = opts.mcpu.clone();
    }
    out.err(&format!("using Triple '{triple}' and CPU '{cpu}'\n"));
    let lookup = match TargetLookup::new(&triple, "") {
        Ok(t) => t,
        Err(_) => {
            f(&mut out, &format!("no LLVM target for triple {triple}"));
            return out;
        }
    };
    let (init, target) = lookup.init(&cpu, "");
    out.err(&init.diag);
    let Some(target) = target else {
        f(&mut out, &init.error.unwrap_or_default());
        return out;
    };
    let info = target.info();
    let opcodes: std::collections::BTreeMap<String, u32> = (0..info.num_opcodes).map(|o| (target.opcode_name(o), o)).collect();
    let names = target.register_info().names;
    let reg_by_name = |n: &str| names.iter().position(|x| x == n).map(|p| p as u32);
    let opcode_names: Vec<String> = (0..info.num_opcodes).map(|o| target.opcode_name(o)).collect();
    let register_names: std::collections::HashSet<&str> = names.iter().skip(1).map(|n| n.as_str()).chain(["%noreg"]).collect();
    let reading = benchmarks_input::read(
        points,
        &text,
        &opts.benchmarks_file,
        &benchmarks_input::Names {
            opcodes: &opcode_names,
            is_opcode: &|n| opcodes.contains_key(n),
            is_register: &|n| register_names.contains(n),
        },
        LlvmBehaviour::BUILT.exegesis_skips_unknown_names,
    );
    out.err(&reading.stderr);
    if reading.failed {
        f(&mut out, &format!("'{}': Invalid argument", opts.benchmarks_file));
        return out;
    }
    let mut points = reading.points;
    // llvm-exegesis prints this through its buffered stdout, which reaches
    // the stream after the clusters written to "-" by their own stream.
    let parsed_line = format!("Parsed {} benchmark points\n", points.len());
    if points.is_empty() {
        out.stdout.extend_from_slice(parsed_line.as_bytes());
        out.err("no benchmarks to analyze\n");
        return out;
    }
    let keys: Vec<Option<ExeInst>> = points.iter().map(|p| analysis::key_instruction(p, &target, &opcodes, &reg_by_name)).collect();
    // -analysis-filter
    let filter = settings.filter.clone();
    if filter == "reg-only" || filter == "mem-only" {
        let want_mem = filter == "mem-only";
        for p in points.iter_mut() {
            if !p.error.is_empty() {
                continue;
            }
            let has_mem = p.insts.iter().any(|i| {
                let name = i.split(' ').next().unwrap_or("");
                opcodes.get(name).and_then(|&o| target.instr_desc(o)).is_some_and(|d| {
                    d.flags & (instr_flags::MAY_LOAD | instr_flags::MAY_STORE) != 0
                })
            });
            if has_mem != want_mem {
                p.error = "filtered out by user".into();
            }
        }
    }
    if let Err(e) = analysis::validate(&points) {
        // A clustering error ends llvm-exegesis successfully.
        out.stdout.extend_from_slice(parsed_line.as_bytes());
        out.err(&format!("llvm-exegesis: {e}\n"));
        return out;
    }
    let eps = settings.clustering_epsilon;
    let eps = (eps as f32) as f64;
    let min_pts = settings.numpoints as usize;
    let all_error = points.iter().all(|p| !p.error.is_empty());
    let class_of = |i: usize| keys[i].as_ref().map_or(0, |k| target.resolve_sched_class(k));
    let clustering = if all_error {
        analysis::Clustering { clusters: Vec::new(), of_point: vec![analysis::ClusterId::Error; points.len()], unstable: Vec::new() }
    } else if settings.clustering == "naive" {
        analysis::naive(&points, &|i| if points[i].error.is_empty() { keys[i].as_ref().map(|k| (k.opcode, class_of(i))) } else { None }, eps * eps)
    } else {
        let mut c = analysis::dbscan(&points, min_pts, eps * eps);
        analysis::stabilize(&mut c, &points, &|i| keys[i].as_ref().map_or(0, |k| k.opcode));
        c
    };
    if !clusters_file.is_empty() {
        let class_name = |i: usize| {
            let id = class_of(i);
            let n = target.sched_class_name(id);
            if n.is_empty() { id.to_string() } else { n }
        };
        let text = analysis::clusters_csv(&clustering, &points, &|i| target.disassemble_text(&points[i].snippet), &class_name);
        if clusters_file == "-" {
            out.stdout.extend_from_slice(text.as_bytes());
        } else {
            out.err(&format!("Printing analysis clusters results to file '{clusters_file}'\n"));
            out.files.push((clusters_file.clone(), text.into_bytes()));
        }
    }
    if !incons_file.is_empty() {
        let sm = target.sched_model();
        let incons_eps = settings.inconsistency_epsilon;
        let incons_eps = (incons_eps as f32) as f64;
        let class_and_variant = |i: usize| {
            let k = keys[i].as_ref();
            let raw_class = k.and_then(|k| target.instr_desc(k.opcode)).map_or(0, |d| d.sched_class);
            let was_variant = raw_class != 0 && sm.classes.get(raw_class as usize).is_some_and(|c| c.is_variant());
            (class_of(i), was_variant)
        };
        let class_info = |id: u32, was_variant: bool| {
            let c = sm.classes.get(id as usize).cloned().unwrap_or_default();
            let rthroughput = analysis::class_inverse_throughput(&sm, &c);
            analysis::ClassInfo {
                name: target.sched_class_name(id),
                valid: c.is_valid() && id != 0,
                was_variant,
                num_micro_ops: c.num_micro_ops,
                latencies: c.write_latency.iter().map(|l| (l.cycles, l.write_resource_id)).collect(),
                rthroughput,
                write_proc_res: c
                    .write_proc_res
                    .iter()
                    .map(|w| (sm.resources.get(w.proc_resource_idx as usize).map_or(String::new(), |r| r.name.clone()), w.release_at_cycle))
                    .collect(),
            }
        };
        let opcode_name = |i: &str| i.split(' ').next().unwrap_or("").to_string();
        let report = analysis::Report {
            points: &points,
            clustering: &clustering,
            class_of: &class_and_variant,
            class_info: &class_info,
            opcode_name: &opcode_name,
            snippet_text: &|i| target.disassemble_text(&points[i].snippet),
            triple: &triple,
            cpu: &cpu,
            eps: incons_eps,
            display_unstable: settings.display_unstable_clusters,
        };
        let text = report.render();
        if incons_file == "-" {
            out.stdout.extend_from_slice(text.as_bytes());
        } else {
            out.err(&format!("Printing sched class consistency analysis results to file '{incons_file}'\n"));
            out.files.push((incons_file.clone(), text.into_bytes()));
        }
    }
    out.stdout.extend_from_slice(parsed_line.as_bytes());
    out
}
