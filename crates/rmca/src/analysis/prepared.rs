//! A target prepared for analysis: LLVM's MC objects for one (triple, CPU,
//! features), with rmca's copies of the scheduling model and register
//! information, read on first use. A `Session` is a shared handle to one;
//! the analysis steps read it.

use std::sync::OnceLock;

use super::options::AnalysisOptions;
use crate::mc::regs::RegisterInfo;
use crate::mc::sched::SchedModel;
use crate::mc::target::Target;
use crate::overrides::Overrides;
use crate::report::SimulationParameters;
use crate::targets::behaviour::TargetBehaviour;

/// An initialised target with its models (see the module docs). Made by
/// `Session`'s constructors.
pub struct PreparedTarget {

    pub(super) target: Target,
    /// The triple as LLVM's Triple spells it (llvm-mca's JSON has it), and
    /// normalized (llvm-mca's messages have that).
    pub(super) triple: String,
    pub(super) normalized_triple: String,
    /// The CPU as asked for, and as the subtarget resolved it.
    pub(super) cpu: String,
    pub(super) resolved_cpu: String,
    /// Read from LLVM on first use: a run that stops at the input (no
    /// instructions, a parse error) never needs them, and reading a model
    /// is a good part of a short run's own work.
    pub(super) sched: OnceLock<SchedModel>,
    pub(super) regs: OnceLock<RegisterInfo>,
    pub(super) overrides: Option<Overrides>,
    /// The target's quirks beyond its model (`targets`).
    pub(super) behaviour: &'static dyn TargetBehaviour,
    /// Register names as each output variant's printer spells them (the
    /// bottleneck view's), made on first use.
    pub(super) reg_names: [OnceLock<Vec<String>>; 2],
}

impl PreparedTarget {
    pub fn target(&self) -> &Target {
        &self.target
    }

    /// The scheduling model (with the session's overrides applied).
    pub fn sched_model(&self) -> &SchedModel {
        self.sched.get_or_init(|| self.target.sched_model())
    }

    pub fn register_info(&self) -> &RegisterInfo {
        self.regs.get_or_init(|| self.target.register_info())
    }

    /// The triple as LLVM spells it.
    pub fn triple(&self) -> &str {
        &self.triple
    }

    /// Triple::normalize() of the triple (llvm-mca's messages use it).
    pub fn normalized_triple(&self) -> &str {
        &self.normalized_triple
    }

    /// The CPU as asked for.
    pub fn cpu(&self) -> &str {
        &self.cpu
    }

    /// The CPU as the subtarget resolved it (aliases give the model's name).
    pub fn resolved_cpu(&self) -> &str {
        &self.resolved_cpu
    }

    pub fn overrides(&self) -> Option<&Overrides> {
        self.overrides.as_ref()
    }

    /// The target's behaviour beyond its scheduling model.
    pub fn behaviour(&self) -> &'static dyn TargetBehaviour {
        self.behaviour
    }

    /// Every register's name as the printer of `variant` spells it.
    pub fn printed_reg_names(&self, variant: u32) -> &[String] {
        let target = &self.target;
        match self.reg_names.get(variant as usize) {
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
        SimulationParameters { out_of_order: self.sched_model().is_out_of_order(), machine: opts.machine }
    }
}
