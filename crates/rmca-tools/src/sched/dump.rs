//! The whole scheduling model of a CPU as data (`rmca-sched dump`), in a
//! stable order (indices, then opcode numbers) so two dumps diff cleanly.
//! Per-opcode numbers are those of llvm-mca's instruction info view;
//! opcodes whose class is a variant (resolved per MCInst) say so instead.

use serde::{Deserialize, Serialize};

use rmca::mc::target::{self, instr_flags as F, Target, TargetLookup};
use rmca::mc::sched::{SchedClass, SchedModel};
use rmca::llvm_version::LlvmBehaviour;
use rmca::model::builder;

pub const FORMAT_VERSION: u32 = 1;

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct ModelDump {
    pub format: u32,
    pub llvm_version: String,
    pub triple: String,
    pub cpu: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sched_override: Option<String>,
    pub processor: Processor,
    pub resources: Vec<Resource>,
    pub classes: Vec<Class>,
    pub opcodes: Vec<OpcodeRow>,
    /// Instructions of `--resolve` inputs whose opcode has a variant class,
    /// with the class each one resolves to.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resolved: Vec<ResolvedRow>,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct ResolvedRow {
    pub input: String,
    /// Position of the instruction in the input (0-based).
    pub index: u32,
    pub text: String,
    pub name: String,
    /// The resolved class; 0 when it does not resolve.
    pub sched_class: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uops: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub latency: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rthroughput: Option<f64>,
    /// Segment-aware: largest (ReleaseAtCycle - AcquireAtCycle) / units
    /// (`builder::segment_reciprocal_throughput`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub segment_rthroughput: Option<f64>,
    /// What llvm-mca's simulation reaches: largest ReleaseAtCycle / units
    /// (`builder::hold_reciprocal_throughput`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hold_rthroughput: Option<f64>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub resources: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Processor {
    pub issue_width: u32,
    pub micro_op_buffer_size: u32,
    pub loop_micro_op_buffer_size: u32,
    pub load_latency: u32,
    pub high_latency: u32,
    pub mispredict_penalty: u32,
    pub post_ra_scheduler: bool,
    pub complete_model: bool,
    pub enable_intervals: bool,
    pub out_of_order: bool,
    /// From the extra processor info; absent when the model has none.
    pub reorder_buffer_size: Option<u32>,
    pub retire_width: Option<u32>,
    pub load_queue: Option<String>,
    pub store_queue: Option<String>,
    pub register_files: Vec<RegisterFile>,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct RegisterFile {
    pub name: String,
    pub num_phys_regs: u32,
    pub allow_zero_move_elimination_only: bool,
    pub max_moves_eliminated_per_cycle: u32,
    pub costs: Vec<RegisterCost>,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct RegisterCost {
    /// Register class id (the target's numbering).
    pub register_class: u32,
    pub cost: u32,
    pub allow_move_elimination: bool,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct WriteLatency {
    pub cycles: i32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub write_resource_id: u32,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct ReadAdvance {
    pub use_index: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub write_resource_id: u32,
    pub cycles: i32,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Resource {
    pub index: u32,
    pub name: String,
    pub units: u32,
    pub buffer_size: i32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub super_resource: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub members: Vec<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Class {
    pub index: u32,
    /// "ok", "variant" (resolved per instruction) or "invalid".
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uops: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub latency: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rthroughput: Option<f64>,
    /// Segment-aware: largest (ReleaseAtCycle - AcquireAtCycle) / units
    /// (`builder::segment_reciprocal_throughput`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub segment_rthroughput: Option<f64>,
    /// What llvm-mca's simulation reaches: largest ReleaseAtCycle / units
    /// (`builder::hold_reciprocal_throughput`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hold_rthroughput: Option<f64>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub begin_group: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    pub end_group: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    pub retire_ooo: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub writes: Vec<WriteRes>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub write_latencies: Vec<WriteLatency>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub read_advances: Vec<ReadAdvance>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct WriteRes {
    pub resource: String,
    pub release: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub acquire: u32,
}

fn is_zero(v: &u32) -> bool {
    *v == 0
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct OpcodeRow {
    pub opcode: u32,
    pub name: String,
    pub sched_class: u32,
    /// "ok", "variant" or "unsupported" (no scheduling information).
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uops: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub latency: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rthroughput: Option<f64>,
    /// Segment-aware: largest (ReleaseAtCycle - AcquireAtCycle) / units
    /// (`builder::segment_reciprocal_throughput`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub segment_rthroughput: Option<f64>,
    /// What llvm-mca's simulation reaches: largest ReleaseAtCycle / units
    /// (`builder::hold_reciprocal_throughput`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hold_rthroughput: Option<f64>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub resources: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub flags: String,
}

/// Resources of a class as the full instruction tables print them.
pub use rmca::model::builder::resource_list;

/// Latency as the instruction info view prints it.
pub fn info_latency(sc: &SchedClass) -> i64 {
    (builder::compute_instr_latency(sc) as u32).wrapping_add(builder::forwarding_delay_cycles(sc)) as i64
}

fn res_name(sm: &SchedModel, i: u32) -> String {
    sm.resources.get(i as usize).map(|r| r.name.clone()).unwrap_or_default()
}

pub fn dump(target: &Target, triple: &str, cpu: &str, sm: &SchedModel) -> ModelDump {
    let extra = sm.extra.as_ref();
    let queue = |id: u32| if id == 0 { None } else { Some(res_name(sm, id)) };
    let processor = Processor {
        issue_width: sm.issue_width,
        micro_op_buffer_size: sm.micro_op_buffer_size,
        loop_micro_op_buffer_size: sm.loop_micro_op_buffer_size,
        load_latency: sm.load_latency,
        high_latency: sm.high_latency,
        mispredict_penalty: sm.mispredict_penalty,
        post_ra_scheduler: sm.post_ra_scheduler,
        complete_model: sm.complete_model,
        enable_intervals: sm.enable_intervals,
        out_of_order: sm.is_out_of_order(),
        reorder_buffer_size: extra.map(|e| e.reorder_buffer_size),
        retire_width: extra.map(|e| e.max_retire_per_cycle),
        load_queue: extra.and_then(|e| queue(e.load_queue_id)),
        store_queue: extra.and_then(|e| queue(e.store_queue_id)),
        register_files: extra
            .map(|e| {
                e.register_files
                    .iter()
                    .map(|f| RegisterFile {
                        name: f.name.clone(),
                        num_phys_regs: f.num_phys_regs,
                        allow_zero_move_elimination_only: f.allow_zero_move_elimination_only,
                        max_moves_eliminated_per_cycle: f.max_moves_eliminated_per_cycle,
                        costs: f
                            .costs
                            .iter()
                            .map(|c| RegisterCost { register_class: c.register_class_id, cost: c.cost, allow_move_elimination: c.allow_move_elimination })
                            .collect(),
                    })
                    .collect()
            })
            .unwrap_or_default(),
    };
    let resources = sm
        .resources
        .iter()
        .enumerate()
        .skip(1)
        .map(|(i, r)| Resource {
            index: i as u32,
            name: r.name.clone(),
            units: r.num_units,
            buffer_size: r.buffer_size,
            super_resource: if r.super_idx != 0 { Some(res_name(sm, r.super_idx)) } else { None },
            members: r.sub_units.iter().map(|&u| res_name(sm, u)).collect(),
        })
        .collect();
    let classes = sm
        .classes
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let kind = if !c.is_valid() {
                "invalid"
            } else if c.is_variant() {
                "variant"
            } else {
                "ok"
            };
            let ok = kind == "ok";
            Class {
                index: i as u32,
                kind: kind.into(),
                uops: ok.then_some(c.num_micro_ops),
                latency: ok.then(|| info_latency(c)),
                rthroughput: ok.then(|| builder::reciprocal_throughput(sm, c, &LlvmBehaviour::default())),
                segment_rthroughput: ok.then(|| builder::segment_reciprocal_throughput(sm, c)),
                hold_rthroughput: ok.then(|| builder::hold_reciprocal_throughput(sm, c)),
                begin_group: c.begin_group,
                end_group: c.end_group,
                retire_ooo: c.retire_ooo,
                writes: c
                    .write_proc_res
                    .iter()
                    .map(|w| WriteRes { resource: res_name(sm, w.proc_resource_idx), release: w.release_at_cycle, acquire: w.acquire_at_cycle })
                    .collect(),
                write_latencies: c.write_latency.iter().map(|w| WriteLatency { cycles: w.cycles, write_resource_id: w.write_resource_id }).collect(),
                read_advances: c
                    .read_advance
                    .iter()
                    .map(|r| ReadAdvance { use_index: r.use_idx, write_resource_id: r.write_resource_id, cycles: r.cycles })
                    .collect(),
            }
        })
        .collect();
    let n = target.info().num_opcodes;
    let mut opcodes = Vec::with_capacity(n as usize);
    for op in 0..n {
        let Some(d) = target.instr_desc(op) else { continue };
        let mut scid = d.sched_class;
        let own = sm.classes.get(scid as usize).cloned().unwrap_or_default();
        if !own.is_variant() {
            if let Some(c) = sm.opcode_class(op, scid) {
                scid = c;
            }
        }
        let sc = sm.classes.get(scid as usize).cloned().unwrap_or_default();
        let kind = if scid == 0 || !sc.is_valid() {
            "unsupported"
        } else if sc.is_variant() {
            "variant"
        } else {
            "ok"
        };
        let ok = kind == "ok";
        let mut flags = String::new();
        for (bit, c) in [(F::MAY_LOAD, 'L'), (F::MAY_STORE, 'S'), (F::SIDE_EFFECTS, 'U')] {
            if d.flags & bit != 0 {
                flags.push(c);
            }
        }
        opcodes.push(OpcodeRow {
            opcode: op,
            name: target.opcode_name(op),
            sched_class: scid,
            kind: kind.into(),
            uops: ok.then_some(sc.num_micro_ops),
            latency: ok.then(|| info_latency(&sc)),
            rthroughput: ok.then(|| builder::reciprocal_throughput(sm, &sc, &LlvmBehaviour::default())),
            segment_rthroughput: ok.then(|| builder::segment_reciprocal_throughput(sm, &sc)),
            hold_rthroughput: ok.then(|| builder::hold_reciprocal_throughput(sm, &sc)),
            resources: if ok { resource_list(sm, &sc) } else { String::new() },
            flags,
        });
    }
    ModelDump {
        format: FORMAT_VERSION,
        llvm_version: target::llvm_version(),
        triple: triple.to_string(),
        cpu: cpu.to_string(),
        sched_override: None,
        processor,
        resources,
        classes,
        opcodes,
        resolved: Vec::new(),
    }
}

/// Rows for the variant-class instructions of an input file.
fn resolve_input(target: &Target, sm: &mut SchedModel, path: &str, ov: Option<&rmca::overrides::Overrides>) -> Result<Vec<ResolvedRow>, String> {
    let data = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let parsed = target.parse(&data, path)?;
    if parsed.had_errors {
        return Err(format!("{path}: the input has parse errors"));
    }
    if let Some(o) = ov {
        o.apply_to_input(target, &parsed, sm)?;
    }
    let mut rows = Vec::new();
    for (i, mci) in parsed.insts.iter().enumerate() {
        let mut sc = target.instr_desc(mci.opcode).map(|d| d.sched_class).unwrap_or(0);
        if !sm.classes.get(sc as usize).is_some_and(|c| c.is_variant()) {
            continue;
        }
        while sc != 0 && sm.classes.get(sc as usize).is_some_and(|c| c.is_variant()) {
            sc = parsed.resolve_variant(i as u32, sc);
        }
        if let Some(c) = sm.opcode_class(mci.opcode, sc) {
            sc = c;
        }
        let c = sm.classes.get(sc as usize).cloned().unwrap_or_default();
        let ok = sc != 0 && c.is_valid();
        rows.push(ResolvedRow {
            input: path.to_string(),
            index: i as u32,
            text: rmca::views::text::trim_inst(&parsed.print_inst(i as u32, 0, false).unwrap_or_default()).replace('\t', " "),
            name: target.opcode_name(mci.opcode),
            sched_class: sc,
            uops: ok.then_some(c.num_micro_ops),
            latency: ok.then(|| info_latency(&c)),
            rthroughput: ok.then(|| builder::reciprocal_throughput(sm, &c, &LlvmBehaviour::default())),
            segment_rthroughput: ok.then(|| builder::segment_reciprocal_throughput(sm, &c)),
            hold_rthroughput: ok.then(|| builder::hold_reciprocal_throughput(sm, &c)),
            resources: if ok { resource_list(sm, &c) } else { String::new() },
        });
    }
    Ok(rows)
}

/// Sets up the target for `triple`/`cpu` (with `mattr` features) and
/// dumps its model, after `overrides` when given.
pub fn dump_cpu(
    triple: &str,
    cpu: &str,
    mattr: &str,
    overrides: Option<(&str, &rmca::overrides::Overrides)>,
    resolve: &[String],
) -> Result<ModelDump, String> {
    let (init, target) = TargetLookup::new(triple, "")?.init(cpu, mattr);
    let Some(target) = target else {
        return Err(init.error.unwrap_or_default());
    };
    let info = target.info();
    if !info.cpu_valid {
        return Err(format!("'{cpu}' is not a recognized processor for this target{}", init.diag.trim_end().split('\n').next().map(|s| format!(" ({s})")).unwrap_or_default()));
    }
    if !info.has_instr_sched_model {
        return Err(format!("no instruction-level scheduling information for target triple '{}' and cpu '{cpu}'", target.triple()));
    }
    let mut sm = target.sched_model();
    let mut path = None;
    let ov = overrides.map(|(_, o)| o.for_cpu(cpu));
    if let (Some((p, _)), Some(o)) = (overrides, &ov) {
        o.apply(&target, &mut sm).map_err(|e| format!("sched-override: {e}"))?;
        path = Some(p.to_string());
    }
    let mut resolved = Vec::new();
    for f in resolve {
        resolved.extend(resolve_input(&target, &mut sm, f, ov.as_ref())?);
    }
    let mut d = dump(&target, &target.triple(), cpu, &sm);
    d.sched_override = path;
    d.resolved = resolved;
    Ok(d)
}

/// Reads a dump written as JSON or YAML.
pub fn read(path: &str) -> Result<ModelDump, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    if path.ends_with(".json") || text.trim_start().starts_with('{') {
        serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))
    } else {
        serde_yaml::from_str(&text).map_err(|e| format!("{path}: {e}"))
    }
}
