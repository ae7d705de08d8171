//! A target ready to analyse: LLVM's MC objects for one (triple, CPU,
//! features), with rmca's copies of the scheduling model and register
//! information. Made once and shared: a `Session` is cheap to clone, `Send`
//! and `Sync`, and any number of threads may analyse with it at once.
//!
//! ```no_run
//! use rmca::{AnalysisOptions, Block, Session};
//! let session = Session::new("x86_64-unknown-unknown", "skylake", "")?;
//! let report = session.analyze(&Block::asm("addq %rax, %rbx\nimulq %rbx, %rcx"), &AnalysisOptions::default())?;
//! let summary = report.regions[0].summary.as_ref().unwrap();
//! println!("{} cycles", summary.total_cycles);
//! # Ok::<(), rmca::Error>(())
//! ```

use std::sync::{Arc, OnceLock};

use super::options::AnalysisOptions;
use super::{run, run_parsed, Block, Collect};
use crate::error::Error;
use crate::mc::mca::Parsed;
use crate::mc::target::{self, InitOutcome, Target, TargetLookup};
use crate::mc::regs::RegisterInfo;
use crate::mc::sched::SchedModel;
use crate::report::SimulationParameters;
use crate::overrides::Overrides;
use crate::report::Report;

/// An initialised target with its models (see the module docs).
#[derive(Clone)]
pub struct Session {
    shared: Arc<Shared>,
}

struct Shared {
    target: Target,
    /// The triple as LLVM's Triple spells it (llvm-mca's JSON has it), and
    /// normalized (llvm-mca's messages have that).
    triple: String,
    normalized_triple: String,
    /// The CPU as asked for, and as the subtarget resolved it.
    cpu: String,
    resolved_cpu: String,
    /// Read from LLVM on first use: a run that stops at the input (no
    /// instructions, a parse error) never needs them, and reading a model
    /// is a good part of a short run's own work.
    sched: OnceLock<SchedModel>,
    regs: OnceLock<RegisterInfo>,
    overrides: Option<Overrides>,
    is_x86: bool,
    /// Register names as each output variant's printer spells them (the
    /// bottleneck view's), made on first use.
    reg_names: [OnceLock<Vec<String>>; 2],
}

/// llvm-mca's SubtargetFeatures string for an -mattr list.
pub fn features_string<S: AsRef<str>>(mattr: &[S]) -> String {
    let mut v = Vec::new();
    for a in mattr {
        let a = a.as_ref();
        if a.is_empty() {
            continue;
        }
        let lower = a.to_lowercase();
        if lower.starts_with('+') || lower.starts_with('-') {
            v.push(lower);
        } else {
            v.push(format!("+{lower}"));
        }
    }
    v.join(",")
}

impl Session {
    /// Looks the target up and creates its subtarget for `cpu` with the
    /// features of `mattr` (llvm-mca's `-mattr` syntax: "+avx2,-fma"). An
    /// empty `triple` is the host's.
    pub fn new(triple: &str, cpu: &str, mattr: &str) -> Result<Session, Error> {
        Session::with_march(triple, "", cpu, mattr)
    }

    /// `new`, with llvm-mca's `-march` (the architecture overriding the
    /// triple's).
    pub fn with_march(triple: &str, march: &str, cpu: &str, mattr: &str) -> Result<Session, Error> {
        let triple = if triple.is_empty() { target::default_triple() } else { triple.to_string() };
        let lookup = TargetLookup::new(&triple, march).map_err(Error::UnknownTarget)?;
        let features = features_string(&mattr.split(',').collect::<Vec<_>>());
        let (init, target) = lookup.init(cpu, &features);
        let Some(target) = target else {
            return Err(Error::TargetInit { message: init.diag });
        };
        Session::from_target(target, cpu, &init)
    }

    /// A session on a target already initialised (the command line looks
    /// up and initialises the target itself, to print what LLVM says in
    /// llvm-mca's order). `init` is the outcome of that initialisation.
    pub fn from_target(target: Target, cpu: &str, init: &InitOutcome) -> Result<Session, Error> {
        let info = target.info();
        if !crate::llvm_version::LlvmBehaviour::BUILT.accepts_cpu(cpu, info.cpu_valid) {
            return Err(Error::UnknownCpu { cpu: cpu.to_string(), message: init.diag.clone() });
        }
        let normalized_triple = target.normalized_triple();
        if !info.has_instr_sched_model {
            return Err(Error::NoSchedModel {
                triple: normalized_triple,
                cpu: cpu.to_string(),
                has_itineraries: info.has_itineraries,
            });
        }
        Ok(Session {
            shared: Arc::new(Shared {
                is_x86: target.name().starts_with("x86"),
                resolved_cpu: target.cpu(),
                cpu: cpu.to_string(),
                triple: target.triple(),
                normalized_triple,
                sched: OnceLock::new(),
                regs: OnceLock::new(),
                overrides: None,
                reg_names: [OnceLock::new(), OnceLock::new()],
                target,
            }),
        })
    }

    /// The session with the scheduling model changed by `overrides`
    /// (rmca's --sched-override; its `cpus` section for this CPU applies).
    pub fn with_overrides(self, overrides: &Overrides) -> Result<Session, Error> {
        let cpu = self.shared.cpu.clone();
        let mut shared = Arc::try_unwrap(self.shared).map_err(|_| {
            Error::InvalidArgument("a session already shared cannot take model overrides".to_string())
        })?;
        let o = overrides.for_cpu(&cpu);
        let mut sched = shared.sched.take().unwrap_or_else(|| shared.target.sched_model());
        o.apply(&shared.target, &mut sched).map_err(Error::SchedOverride)?;
        shared.sched = OnceLock::from(sched);
        shared.overrides = Some(o);
        Ok(Session { shared: Arc::new(shared) })
    }

    pub fn target(&self) -> &Target {
        &self.shared.target
    }

    /// The scheduling model (with the session's overrides applied).
    pub fn sched_model(&self) -> &SchedModel {
        self.shared.sched.get_or_init(|| self.shared.target.sched_model())
    }

    pub fn register_info(&self) -> &RegisterInfo {
        self.shared.regs.get_or_init(|| self.shared.target.register_info())
    }

    /// The triple as LLVM spells it.
    pub fn triple(&self) -> &str {
        &self.shared.triple
    }

    /// Triple::normalize() of the triple (llvm-mca's messages use it).
    pub fn normalized_triple(&self) -> &str {
        &self.shared.normalized_triple
    }

    /// The CPU as asked for.
    pub fn cpu(&self) -> &str {
        &self.shared.cpu
    }

    /// The CPU as the subtarget resolved it (aliases give the model's name).
    pub fn resolved_cpu(&self) -> &str {
        &self.shared.resolved_cpu
    }

    pub fn overrides(&self) -> Option<&Overrides> {
        self.shared.overrides.as_ref()
    }

    pub(crate) fn is_x86(&self) -> bool {
        self.shared.is_x86
    }

    /// The dispatch width an analysis uses (-dispatch or the model's).
    pub fn dispatch_width(&self, opts: &AnalysisOptions) -> u32 {
        if opts.dispatch_width != 0 {
            opts.dispatch_width
        } else {
            self.sched_model().issue_width
        }
    }

    /// Every register's name as the printer of `variant` spells it.
    pub fn printed_reg_names(&self, variant: u32) -> &[String] {
        let target = &self.shared.target;
        match self.shared.reg_names.get(variant as usize) {
            Some(cell) => cell.get_or_init(|| target.printed_reg_names(variant)),
            None => {
                static NONE: Vec<String> = Vec::new();
                &NONE
            }
        }
    }

    /// The resource units as llvm-mca's JSON lists them.
    pub fn resource_names(&self) -> Vec<String> {
        let mut names = Vec::new();
        for r in self.sched_model().resources.iter().skip(1) {
            if r.is_group() || r.num_units == 0 {
                continue;
            }
            for j in 0..r.num_units {
                let mut name = r.name.clone();
                if r.num_units > 1 {
                    // Upstream appends the unit number as a raw character.
                    name.push('.');
                    name.push(char::from((j & 0x7f) as u8));
                }
                names.push(name);
            }
        }
        names
    }

    pub fn simulation_parameters(&self, opts: &AnalysisOptions) -> SimulationParameters {
        SimulationParameters {
            out_of_order: self.sched_model().is_out_of_order(),
            register_file_size: opts.register_file_size,
            decoder_throughput: opts.decoder_throughput,
            micro_op_queue_size: opts.micro_op_queue_size,
            dispatch_width: opts.dispatch_width,
            load_queue_size: opts.load_queue_size,
            store_queue_size: opts.store_queue_size,
            noalias: opts.noalias,
        }
    }
}

impl Session {
    /// Analyses `block` (all its regions) with `opts`.
    pub fn analyze(&self, block: &Block, opts: &AnalysisOptions) -> Result<Report, Error> {
        self.analyze_named(block, "<stdin>", opts)
    }

    /// `analyze`, calling the input `buffer_name` in diagnostics.
    pub fn analyze_named(&self, block: &Block, buffer_name: &str, opts: &AnalysisOptions) -> Result<Report, Error> {
        let mut collect = Collect::default();
        run(self, block.source(), buffer_name, opts, &mut collect)?;
        Ok(self.report(collect, opts))
    }

    /// `analyze` on a block already parsed (`analysis::joint`).
    pub(crate) fn analyze_parsed(&self, parsed: &Parsed<'_>, opts: &AnalysisOptions) -> Result<Report, Error> {
        let mut collect = Collect::default();
        run_parsed(self, parsed, opts, &mut collect)?;
        Ok(self.report(collect, opts))
    }

    fn report(&self, collect: Collect, opts: &AnalysisOptions) -> Report {
        Report {
            triple: self.triple().to_string(),
            cpu: self.resolved_cpu().to_string(),
            simulation: self.simulation_parameters(opts),
            resources: self.resource_names(),
            diagnostics: String::from_utf8_lossy(&collect.diagnostics).into_owned(),
            regions: collect.regions,
        }
    }
}
