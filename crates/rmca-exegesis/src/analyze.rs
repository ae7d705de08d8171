//! `-mode=analysis` as typed steps: the benchmarks read from their YAML
//! text ([`read_points`], [`benchmark_targets`]), the target they were
//! measured on opened ([`AnalysisTarget::open`]), their names resolved
//! ([`AnalysisTarget::read`]), then clustered and compared with the
//! scheduling model ([`AnalysisTarget::analyze`]): the clusters CSV and
//! the inconsistencies report, as llvm-exegesis writes them.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use rmca::llvm_version::LlvmBehaviour;
use rmca::mc::target::instr_flags;
use rmca::mc::target::{Target, TargetLookup};

use crate::analysis::{self, ClusterId, Clustering, Point};
use crate::benchmarks_input::{self, Names, Reading};
use crate::error::SetUpError;
use crate::mc::codegen::{ExeInst, TargetExt};
use crate::options::{AnalysisFilter, AnalysisOptions, Clustering as ClusteringKind};
use crate::session::SubtargetNotes;

pub use analysis::read_points;

/// The (triple, CPU) pairs the benchmarks were measured on.
pub fn benchmark_targets(points: &[Point]) -> BTreeSet<(String, String)> {
    points.iter().map(|p| (p.triple.clone(), p.cpu.clone())).collect()
}

/// The target the benchmarks are analysed for.
pub struct AnalysisTarget {
    target: Target,
    triple: String,
    cpu: String,
    opcodes: BTreeMap<String, u32>,
}

/// What the analysis writes, for each output asked for.
#[derive(Clone, Debug, Default)]
pub struct AnalysisOutput {
    /// The clusters CSV.
    pub clusters: Option<String>,
    /// The scheduling-class consistency report.
    pub inconsistencies: Option<String>,
}

/// Which outputs to make.
#[derive(Clone, Copy, Debug, Default)]
pub struct Outputs {
    pub clusters: bool,
    pub inconsistencies: bool,
}

impl AnalysisTarget {
    /// Looks up `triple` and makes the subtarget for `cpu` (no features),
    /// with LLVM's notes either way.
    pub fn open(triple: &str, cpu: &str) -> (SubtargetNotes, Result<AnalysisTarget, SetUpError>) {
        let lookup = match TargetLookup::new(triple, "") {
            Ok(t) => t,
            Err(_) => return (SubtargetNotes::default(), Err(SetUpError::NoTarget(triple.to_string()))),
        };
        let (init, target) = lookup.init(cpu, "");
        let notes = SubtargetNotes { diagnostics: init.diag, help_listing: init.help_listing };
        let Some(target) = target else {
            return (notes, Err(SetUpError::Subtarget(init.error.unwrap_or_default())));
        };
        let info = target.info();
        let opcodes = (0..info.num_opcodes).map(|o| (target.opcode_name(o), o)).collect();
        (notes, Ok(AnalysisTarget { target, triple: triple.to_string(), cpu: cpu.to_string(), opcodes }))
    }

    /// Checks the benchmarks' opcode, register and operand names against
    /// the target as llvm-exegesis reads them (`text` is the file they were
    /// read from, named `file` in diagnostics).
    pub fn read(&self, points: Vec<Point>, text: &str, file: &str, llvm: LlvmBehaviour) -> Reading {
        let info = self.target.info();
        let names = self.target.register_info().names;
        let opcode_names: Vec<String> = (0..info.num_opcodes).map(|o| self.target.opcode_name(o)).collect();
        let register_names: HashSet<&str> = names.iter().skip(1).map(|n| n.as_str()).chain(["%noreg"]).collect();
        benchmarks_input::read(
            points,
            text,
            file,
            &Names {
                opcodes: &opcode_names,
                is_opcode: &|n| self.opcodes.contains_key(n),
                is_register: &|n| register_names.contains(n),
            },
            llvm.exegesis_skips_unknown_names,
        )
    }

    /// Filters, clusters and reports the benchmarks. `Err` is a clustering
    /// error (llvm-exegesis's text), after which llvm-exegesis still ends
    /// successfully.
    pub fn analyze(&self, mut points: Vec<Point>, opts: &AnalysisOptions, outputs: Outputs) -> Result<AnalysisOutput, String> {
        let target = &self.target;
        let names = target.register_info().names;
        let reg_by_name = |n: &str| names.iter().position(|x| x == n).map(|p| p as u32);
        let keys: Vec<Option<ExeInst>> =
            points.iter().map(|p| analysis::key_instruction(p, target, &self.opcodes, &reg_by_name)).collect();
        if opts.filter != AnalysisFilter::All {
            let want_mem = opts.filter == AnalysisFilter::MemOnly;
            for p in points.iter_mut() {
                if !p.error.is_empty() {
                    continue;
                }
                let has_mem = p.insts.iter().any(|i| {
                    let name = i.split(' ').next().unwrap_or("");
                    self.opcodes
                        .get(name)
                        .and_then(|&o| target.instr_desc(o))
                        .is_some_and(|d| d.flags & (instr_flags::MAY_LOAD | instr_flags::MAY_STORE) != 0)
                });
                if has_mem != want_mem {
                    p.error = "filtered out by user".into();
                }
            }
        }
        analysis::validate(&points)?;
        // llvm-exegesis reads both epsilons as floats.
        let eps = (opts.clustering_epsilon as f32) as f64;
        let all_error = points.iter().all(|p| !p.error.is_empty());
        let class_of = |i: usize| keys[i].as_ref().map_or(0, |k| target.resolve_sched_class(k));
        let clustering = if all_error {
            Clustering { clusters: Vec::new(), of_point: vec![ClusterId::Error; points.len()], unstable: Vec::new() }
        } else if opts.clustering == ClusteringKind::Naive {
            analysis::naive(
                &points,
                &|i| if points[i].error.is_empty() { keys[i].as_ref().map(|k| (k.opcode, class_of(i))) } else { None },
                eps * eps,
            )
        } else {
            let mut c = analysis::dbscan(&points, opts.numpoints as usize, eps * eps);
            analysis::stabilize(&mut c, &points, &|i| keys[i].as_ref().map_or(0, |k| k.opcode));
            c
        };
        let mut out = AnalysisOutput::default();
        if outputs.clusters {
            let class_name = |i: usize| {
                let id = class_of(i);
                let n = target.sched_class_name(id);
                if n.is_empty() { id.to_string() } else { n }
            };
            out.clusters = Some(analysis::clusters_csv(&clustering, &points, &|i| target.disassemble_text(&points[i].snippet), &class_name));
        }
        if outputs.inconsistencies {
            let sm = target.sched_model();
            let incons_eps = (opts.inconsistency_epsilon as f32) as f64;
            let class_and_variant = |i: usize| {
                let k = keys[i].as_ref();
                let raw_class = k.and_then(|k| target.instr_desc(k.opcode)).map_or(0, |d| d.sched_class);
                let was_variant = raw_class != 0 && sm.classes.get(raw_class as usize).is_some_and(|c| c.is_variant());
                (class_of(i), was_variant)
            };
            let class_info = |id: u32, was_variant: bool| {
                let c = sm.classes.get(id as usize).cloned().unwrap_or_default();
                let rthroughput = analysis::class_inverse_throughput(&sm, &c);
                let uses = analysis::non_redundant_write_proc_res(&sm, &c);
                let name_of = |r: u32| sm.resources.get(r as usize).map_or(String::new(), |x| x.name.clone());
                analysis::ClassInfo {
                    name: target.sched_class_name(id),
                    valid: c.is_valid() && id != 0,
                    was_variant,
                    num_micro_ops: c.num_micro_ops,
                    latencies: c.write_latency.iter().map(|l| (l.cycles, l.write_resource_id)).collect(),
                    rthroughput,
                    write_proc_res: uses.iter().map(|&(r, n)| (name_of(r), n)).collect(),
                    pressure: analysis::idealized_pressure(&sm, &uses).into_iter().map(|(r, p)| (name_of(r), p)).collect(),
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
                triple: &self.triple,
                cpu: &self.cpu,
                eps: incons_eps,
                display_unstable: opts.display_unstable_clusters,
            };
            out.inconsistencies = Some(report.render());
        }
        Ok(out)
    }
}
