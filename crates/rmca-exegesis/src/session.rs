//! [`Session`]: a target set up for llvm-exegesis's work (the subtarget,
//! its reserved registers and code generator, the random engine), and the
//! typed calls a user makes of it: snippets for an opcode, a snippet file
//! read, a configuration assembled, its benchmark document written.
//!
//! Set-up comes in two steps, [`open_target`] then [`OpenTarget::prepare`],
//! because llvm-exegesis checks some of its options between creating the
//! subtarget and validating its CPU; [`Session::new`] does both for a
//! caller that has no such check.

use std::collections::HashMap;

use rmca::llvm_version::LlvmBehaviour;
use rmca::mc::target::{default_triple, host_cpu, Target, TargetLookup};

use crate::asm;
use crate::ctx::{Arch, Ctx};
use crate::error::{AssembleFailure, SetUpError, SnippetError};
use crate::gen::BenchmarkCode;
use crate::instr::RegState;
use crate::mc::codegen::{normalize_triple, TargetExt};
use crate::measure::Measurement;
use crate::options::{AssembleOptions, BenchMode, RepetitionMode, TargetOptions};
use crate::rng::Mt19937;
use crate::snippets::{self, SnippetExtras};
use crate::yaml;

/// What LLVM printed while the subtarget was made: its diagnostics (e.g.
/// an unknown CPU's warnings) and the tables it lists for `-mcpu=help`.
#[derive(Clone, Debug, Default)]
pub struct SubtargetNotes {
    pub diagnostics: String,
    pub help_listing: String,
}

/// A subtarget made for llvm-exegesis, before its CPU is validated and the
/// generation context exists.
pub struct OpenTarget {
    target: Target,
    triple: String,
    cpu: String,
    arch: &'static dyn Arch,
}

/// Looks the triple up and makes the subtarget, with llvm-exegesis's
/// checks and messages in its order: the triple, `-mcpu=native` across
/// architectures, the architecture, then the subtarget itself (whose
/// notes come back either way).
pub fn open_target(opts: &TargetOptions) -> (SubtargetNotes, Result<OpenTarget, SetUpError>) {
    let triple = if opts.triple.is_empty() { default_triple() } else { opts.triple.clone() };
    let notes = SubtargetNotes::default();
    let arch_name = triple.split('-').next().unwrap_or("");
    let known = crate::targets::is_built_target(arch_name);
    let lookup = match TargetLookup::new(&normalize_triple(&triple), "") {
        Ok(t) if known => t,
        _ => return (notes, Err(SetUpError::NoTarget(triple))),
    };
    let host_arch = default_triple().split('-').next().unwrap_or("").to_string();
    if opts.cpu == "native" && arch_name != host_arch {
        return (notes, Err(SetUpError::NativeAcrossArchitectures(triple)));
    }
    let cpu = if opts.cpu == "native" { host_cpu() } else { opts.cpu.clone() };
    if !crate::targets::has_exegesis_target(arch_name) {
        return (notes, Err(SetUpError::NoExegesisTarget(triple)));
    }
    let (init, target) = lookup.init(&cpu, &opts.features.join(","));
    let notes = SubtargetNotes { diagnostics: init.diag, help_listing: init.help_listing };
    match target {
        Some(target) => {
            let arch = crate::targets::for_triple(&triple);
            (notes, Ok(OpenTarget { target, triple, cpu, arch }))
        }
        None => (notes, Err(SetUpError::Subtarget(init.error.unwrap_or_default()))),
    }
}

impl OpenTarget {
    /// Validates the CPU and sets up generation: reserved registers from
    /// the code generator, the registers llvm-exegesis never assigns, the
    /// random engine (seeded from `opts.seed`, or at random) and the
    /// architecture's own state.
    pub fn prepare(self, opts: &TargetOptions) -> Result<Session, SetUpError> {
        let OpenTarget { target, triple, cpu, arch } = self;
        let info = target.info();
        if !info.cpu_valid {
            return Err(SetUpError::InvalidCpu { cpu, triple });
        }
        let (reserved, target_cpu) = match target.codegen() {
            Ok(cg) => (cg.reserved_regs(), cg.target_cpu()),
            Err(e) => return Err(SetUpError::CodeGen(e.trim_end().to_string())),
        };
        let class_names: Vec<String> = (0..info.num_reg_classes).map(|c| target.regclass_name(c)).collect();
        let mut regs = RegState::new(&target, &reserved, class_names, opts.llvm);
        for n in arch.unavailable_registers(&opts.arch) {
            if let Some(r) = regs.reg_by_name(n) {
                regs.reserved.set(r as usize);
            }
        }
        let opcodes: HashMap<String, u32> = (0..info.num_opcodes).map(|o| (target.opcode_name(o), o)).collect();
        let seed = opts.seed.unwrap_or_else(random_seed);
        let mut ctx = Ctx {
            target,
            regs,
            rng: Mt19937::new(seed),
            arch,
            serial: opts.mode == BenchMode::Latency,
            max_configs: opts.max_configs_per_opcode,
            opcodes,
            triple: normalize_triple(&triple),
            num_opcodes: info.num_opcodes,
            subregs: Vec::new(),
            avail: None,
            rv: Default::default(),
            llvm: opts.llvm,
        };
        arch.prepare(&mut ctx, &opts.arch);
        if let Some(available) = arch.available_opcodes(&ctx, &cpu) {
            ctx.avail = Some(available);
        }
        ctx.subregs = ctx.target.register_info().subregs;
        Ok(Session { ctx, target_cpu })
    }
}

/// A target ready for llvm-exegesis's work. Generation draws from the
/// session's random engine, in llvm-exegesis's order, so a seeded session
/// gives llvm-exegesis's snippets byte for byte.
pub struct Session {
    ctx: Ctx,
    target_cpu: String,
}

/// A configuration assembled: the function's bytes (one excerpt per
/// repetition run) and what the assembler warned about.
#[derive(Clone, Debug, Default)]
pub struct Assembled {
    pub bytes: Vec<u8>,
    pub warnings: Vec<String>,
}

/// A snippet file read into one configuration.
#[derive(Clone, Debug)]
pub struct SnippetFile {
    pub code: BenchmarkCode,
    /// The loop repetitor's counter register the file asks for.
    pub loop_register: u32,
    /// Whether it has memory or snippet-address annotations.
    pub has_memory_annotations: bool,
    /// What LLVM reported while parsing it (warnings and errors, as text).
    pub diagnostics: String,
}

/// What a benchmark document records besides its configuration.
#[derive(Clone, Debug, Default)]
pub struct DocumentFields<'a> {
    pub mode: &'a str,
    pub min_instructions: u32,
    /// The `error:` entry (empty when measured).
    pub error: &'a str,
    /// Appended to the configuration's `info` (how it was measured).
    pub note: &'a str,
    pub measurements: &'a [Measurement],
    pub snippet: &'a [u8],
}

impl Session {
    /// Both set-up steps, for a caller that does not need the subtarget's
    /// notes or to check anything between them.
    pub fn new(opts: &TargetOptions) -> Result<Session, SetUpError> {
        open_target(opts).1?.prepare(opts)
    }

    pub fn target(&self) -> &Target {
        &self.ctx.target
    }

    /// The normalised triple the documents name.
    pub fn triple(&self) -> &str {
        &self.ctx.triple
    }

    /// The code generator's CPU name (the documents' `cpu_name`).
    pub fn target_cpu(&self) -> &str {
        &self.target_cpu
    }

    pub fn num_opcodes(&self) -> u32 {
        self.ctx.num_opcodes
    }

    /// The opcode of that name (never 0, the `PHI` placeholder).
    pub fn opcode(&self, name: &str) -> Option<u32> {
        self.ctx.opcodes.get(name).copied().filter(|&o| o != 0)
    }

    pub fn opcode_name(&self, opcode: u32) -> String {
        self.ctx.target.opcode_name(opcode)
    }

    /// Whether the opcode has a scheduling class.
    pub fn has_sched_class(&self, opcode: u32) -> bool {
        self.ctx.target.instr_desc(opcode).is_some_and(|d| d.sched_class != 0)
    }

    pub fn register_name(&self, reg: u32) -> &str {
        self.ctx.regs.name(reg)
    }

    /// The loop repetitor's counter register by default.
    pub fn loop_counter_reg(&self) -> u32 {
        self.ctx.loop_counter_reg()
    }

    /// The registers the loop repetitor reserves besides its counter's
    /// own (every alias of it), for [`Session::generate`].
    pub fn loop_reserved(&mut self, repetition: RepetitionMode, loop_reg: u32) -> crate::bits::Bits {
        if repetition.uses_loop() && loop_reg != 0 {
            self.ctx.regs.reg_tracker(loop_reg).aliased.clone()
        } else {
            self.ctx.regs.empty()
        }
    }

    /// llvm-exegesis's snippets for one opcode, in the session's mode (or
    /// why it makes none: llvm-exegesis's text).
    pub fn generate(&mut self, opcode: u32, reserved: &crate::bits::Bits) -> Result<Vec<BenchmarkCode>, String> {
        self.ctx.generate_snippets(opcode, reserved)
    }

    /// Reads a `-snippets-file` (assembly with LLVM-EXEGESIS annotations);
    /// `name` is the buffer's name in diagnostics (`-` for stdin).
    pub fn read_snippets(&self, name: &str, data: &[u8]) -> Result<SnippetFile, SnippetError> {
        let mut diagnostics = String::new();
        let r = snippets::read(&self.ctx, name, data, &mut diagnostics);
        match r {
            Ok((code, SnippetExtras { loop_register, has_memory_annotations })) => {
                Ok(SnippetFile { code, loop_register, has_memory_annotations, diagnostics })
            }
            Err(message) => Err(SnippetError { message, diagnostics }),
        }
    }

    /// The `assembled_snippet` bytes of a configuration: one excerpt per
    /// repetition run, as llvm-exegesis aggregates its results.
    pub fn assemble_snippet(&self, code: &BenchmarkCode, opts: &AssembleOptions, loop_reg: u32) -> Result<Assembled, AssembleFailure> {
        let mut warnings = Vec::new();
        match asm::assembled_snippet(&self.ctx, code, opts.repetition, loop_reg, &mut warnings) {
            Ok(bytes) => Ok(Assembled { bytes, warnings }),
            Err(error) => Err(AssembleFailure { error, warnings }),
        }
    }

    /// The whole object file that the measure phase would run.
    pub fn measured_object(&self, code: &BenchmarkCode, opts: &AssembleOptions, loop_reg: u32) -> Result<Assembled, AssembleFailure> {
        let mut warnings = Vec::new();
        match asm::measured_object(&self.ctx, code, opts, loop_reg, &mut warnings) {
            Ok(bytes) => Ok(Assembled { bytes, warnings }),
            Err(error) => Err(AssembleFailure { error, warnings }),
        }
    }

    /// A configuration's benchmark document (one YAML document, as
    /// llvm-exegesis writes it).
    pub fn document(&self, code: &BenchmarkCode, fields: &DocumentFields) -> String {
        let rn = |r: u32| self.ctx.regs.name(r).to_string();
        let info = crate::measure::info_with_note(&code.info, fields.note);
        yaml::Doc {
            mode: fields.mode,
            insts: code.insts.iter().map(|(o, ops)| yaml::inst_text(&self.ctx.target.opcode_name(*o), ops, &rn)).collect(),
            config: &code.config,
            reg_init: code.reg_init.iter().map(|v| yaml::reg_value_text(v, &rn)).collect(),
            cpu: &self.target_cpu,
            triple: &self.ctx.triple,
            min_instructions: fields.min_instructions,
            error: fields.error,
            info: &info,
            measurements: fields
                .measurements
                .iter()
                .map(|m| (m.key.clone(), crate::measure::gfmt::g(m.value), crate::measure::gfmt::g(m.per_snippet_value)))
                .collect(),
            snippet: fields.snippet,
        }
        .render()
    }

    /// Measures a configuration with a [`crate::measure::Measurer`] made
    /// for this session's architecture.
    pub fn measure(&self, measurer: &crate::measure::Measurer, code: &BenchmarkCode, loop_reg: u32) -> crate::measure::ConfigResult {
        measurer.measure_config(&self.ctx, code, loop_reg)
    }

    /// The architecture's rules (a [`crate::measure::Measurer`] is made
    /// for them).
    pub fn arch(&self) -> &'static dyn Arch {
        self.ctx.arch
    }

    /// Developer listing: register classes with their first members, the
    /// reserved registers and, per operand of `opcodes`, the registers it
    /// may take.
    pub fn dump_reserved(&mut self, opcodes: &[u32]) -> String {
        let ctx = &mut self.ctx;
        let mut out = String::new();
        for (i, n) in ctx.regs.class_names.iter().enumerate().take(12) {
            let members: Vec<String> = ctx.regs.class_members[i].iter().take(6).map(|r| ctx.regs.name(*r).to_string()).collect();
            out.push_str(&format!("class{i} {n} {members:?}\n"));
        }
        let names: Vec<&str> = ctx.regs.reserved.iter().map(|r| ctx.regs.name(r as u32)).collect();
        out.push_str(&format!("{}\n", names.join(" ")));
        for op in opcodes {
            let instr = ctx.regs.instr(&ctx.target, *op);
            for o in &instr.operands {
                if let Some(t) = &o.tracker {
                    let n: Vec<&str> = t.source.iter().map(|r| ctx.regs.name(r as u32)).collect();
                    out.push_str(&format!("op{} rc{} {}\n", o.index, o.reg_class(), n.join(" ")));
                }
            }
        }
        out
    }

    /// Developer listing: per opcode, its target flags, flags and operands.
    pub fn dump_ts_flags(&self, opcodes: &[u32]) -> String {
        let mut out = String::new();
        for op in opcodes {
            let d = self.ctx.target.instr_desc(*op).unwrap_or_default();
            let ops: Vec<String> =
                d.operands.iter().map(|o| format!("t{}/rc{}/f{}/tie{}", o.operand_type, o.reg_class, o.flags, o.tied_to)).collect();
            out.push_str(&format!("{} {:#x} fl{:#x} {}\n", self.ctx.target.opcode_name(*op), d.ts_flags, d.flags, ops.join(" ")));
        }
        out
    }
}

/// A seed from the system's random source, for an unseeded session.
pub fn random_seed() -> u32 {
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

impl Default for TargetOptions {
    fn default() -> Self {
        TargetOptions {
            triple: String::new(),
            cpu: "native".into(),
            features: Vec::new(),
            mode: BenchMode::Latency,
            max_configs_per_opcode: 1,
            seed: None,
            arch: Default::default(),
            llvm: LlvmBehaviour::default(),
        }
    }
}
