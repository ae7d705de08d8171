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

use std::ops::Deref;
use std::sync::{Arc, OnceLock};

use super::block::Block;
use super::input::{Completion, Sink, SinkStop};
use super::options::AnalysisOptions;
use super::prepared::PreparedTarget;
use super::run::{run, run_parsed};
use crate::error::Error;
use crate::mc::mca::Parsed;
use crate::mc::target::{self, InitOutcome, Target, TargetLookup};
use crate::overrides::Overrides;
use crate::report::{RegionReport, Report};

/// An initialised target with its models (see the module docs): a shared
/// handle to a [`PreparedTarget`], whose accessors it offers.
#[derive(Clone)]
pub struct Session {
    shared: Arc<PreparedTarget>,
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
        Session::from_target(target, cpu, &init, &crate::llvm_version::LlvmBehaviour::default())
    }

    /// A session on a target already initialised (the command line looks
    /// up and initialises the target itself, to print what LLVM says in
    /// llvm-mca's order). `init` is the outcome of that initialisation;
    /// `llvm` says whether a CPU LLVM does not know is accepted.
    pub fn from_target(
        target: Target,
        cpu: &str,
        init: &InitOutcome,
        llvm: &crate::llvm_version::LlvmBehaviour,
    ) -> Result<Session, Error> {
        let info = target.info();
        if !llvm.accepts_cpu(info.cpu_valid) {
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
            shared: Arc::new(PreparedTarget {
                behaviour: crate::targets::for_target(&target),
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

    /// Analyses `block`, handing each region to `on_region` as soon as it
    /// is made, as a report of that one region (its `diagnostics`: what was
    /// printed since the region before). `on_region` may end the analysis:
    /// `SinkStop::Enough` stops it cleanly (`Completion::Stopped`),
    /// `SinkStop::Failed` ends it with `Error::Sink`.
    pub fn analyze_each(
        &self,
        block: &Block,
        opts: &AnalysisOptions,
        on_region: &mut dyn FnMut(Report) -> Result<(), SinkStop>,
    ) -> Result<Completion, Error> {
        let mut each = EachRegion { session: self, opts, diagnostics: Vec::new(), on_region };
        run(self, block.source(), "<stdin>", opts, &mut each)
    }

    /// `analyze` on a block already parsed (`analysis::joint`).
    pub(crate) fn analyze_parsed(&self, parsed: &Parsed<'_>, opts: &AnalysisOptions) -> Result<Report, Error> {
        let mut collect = Collect::default();
        run_parsed(self, parsed, opts, &mut collect)?;
        Ok(self.report(collect, opts))
    }

    fn report(&self, collect: Collect, opts: &AnalysisOptions) -> Report {
        self.report_of(collect.regions, &collect.diagnostics, opts)
    }

    fn report_of(&self, regions: Vec<RegionReport>, diagnostics: &[u8], opts: &AnalysisOptions) -> Report {
        Report {
            triple: self.triple().to_string(),
            cpu: self.resolved_cpu().to_string(),
            simulation: self.simulation_parameters(opts),
            resources: self.resource_names(),
            diagnostics: String::from_utf8_lossy(diagnostics).into_owned(),
            regions,
        }
    }
}

impl Deref for Session {
    type Target = PreparedTarget;
    fn deref(&self) -> &PreparedTarget {
        &self.shared
    }
}

/// Collects an analysis into a report (the library's way; the command
/// line renders regions as they come instead).
#[derive(Default)]
struct Collect {
    diagnostics: Vec<u8>,
    regions: Vec<RegionReport>,
}

/// Hands each region on as a report of its own (`Session::analyze_each`).
struct EachRegion<'a> {
    session: &'a Session,
    opts: &'a AnalysisOptions,
    diagnostics: Vec<u8>,
    on_region: &'a mut dyn FnMut(Report) -> Result<(), SinkStop>,
}

impl Sink for EachRegion<'_> {
    fn diagnostic(&mut self, text: &[u8]) -> Result<(), SinkStop> {
        self.diagnostics.extend_from_slice(text);
        Ok(())
    }
    fn region(&mut self, region: RegionReport) -> Result<(), SinkStop> {
        let report = self.session.report_of(vec![region], &std::mem::take(&mut self.diagnostics), self.opts);
        (self.on_region)(report)
    }
}

impl Sink for Collect {
    fn diagnostic(&mut self, text: &[u8]) -> Result<(), SinkStop> {
        self.diagnostics.extend_from_slice(text);
        Ok(())
    }
    fn region(&mut self, region: RegionReport) -> Result<(), SinkStop> {
        self.regions.push(region);
        Ok(())
    }
}
