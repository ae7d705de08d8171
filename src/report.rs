//! Builds and prints the report of one region: which views, in which order,
//! around which pipeline (the instruction-tables pseudo pipeline or the
//! simulated one).

use std::rc::Rc;

use crate::cli::mca::{InstructionTables, Options, Views};
use crate::mc::ffi::{Parsed, Target};
use crate::mc::regs::RegisterInfo;
use crate::mc::sched::SchedModel;
use crate::model::desc::InstTemplate;
use crate::pipeline::events::{ReleaseCycles, ResourceUse};
use crate::views::instruction_info::InstructionInfoView;
use crate::views::resource_pressure::ResourcePressureView;
use crate::views::json::{object, Json};
use crate::views::{View, ViewContext};

/// What stays the same for every region of a run.
pub struct Env<'a> {
    pub target: &'a Target,
    /// Register names as the output printer spells them (bottleneck view).
    pub reg_names: &'a [String],
    pub parsed: &'a Parsed<'a>,
    pub sm: &'a SchedModel,
    pub regs: &'a RegisterInfo,
    pub opts: &'a Options,
    pub views: Views,
    pub masks: &'a [u64],
    /// With -json, region objects collect here instead of text.
    pub json: Option<&'a std::cell::RefCell<Vec<Json>>>,
    pub fast_forward: crate::pipeline::steady::FastForward,
}

/// One region, lowered.
pub struct RegionInput<'a> {
    pub index: u32,
    pub name: &'a str,
    /// The default region without an end marker prints no header.
    pub has_header: bool,
    pub insts: &'a [Rc<InstTemplate>],
    pub inst_text: &'a [String],
    /// Index of each instruction in the parsed input.
    pub mc_indices: &'a [u32],
    /// Each instruction's sched class as the instrument manager chose it
    /// (before variant resolution).
    pub sched_classes: &'a [u32],
}

fn region_header(region: &RegionInput<'_>, out: &mut String) {
    if !region.has_header {
        return;
    }
    out.push_str(&format!("\n[{}] Code Region", region.index));
    if !region.name.is_empty() {
        out.push_str(" - ");
        out.push_str(region.name);
    }
    out.push_str("\n\n");
}

fn view_context<'a>(env: &'a Env<'a>, region: &'a RegionInput<'a>, iterations: u32) -> ViewContext<'a> {
    let dispatch = if env.opts.dispatch != 0 { env.opts.dispatch } else { env.sm.issue_width };
    ViewContext {
        sched: env.sm,
        resource_masks: env.masks,
        insts: region.insts,
        inst_text: region.inst_text,
        dispatch_width: dispatch,
        iterations,
    }
}

/// The resources an instruction uses as the instruction-tables pseudo stage
/// reports them: each resource's cycles spread evenly over its units, and a
/// group's over the units of its members.
pub fn table_resource_uses(sm: &SchedModel, masks: &[u64], inst: &InstTemplate, out: &mut Vec<ResourceUse>) {
    out.clear();
    for (mask, usage) in &inst.desc.resources {
        let cycles = usage.size();
        if cycles == 0 {
            continue;
        }
        let Some(index) = masks.iter().position(|m| m == mask) else { continue };
        let pr = &sm.resources[index];
        if !pr.is_group() {
            for i in 0..pr.num_units {
                out.push(ResourceUse {
                    resource: (index as u64, 1u64 << i),
                    cycles: ReleaseCycles::new(cycles, pr.num_units),
                });
            }
            continue;
        }
        for &sub in &pr.sub_units {
            let su = &sm.resources[sub as usize];
            for i in 0..su.num_units {
                out.push(ResourceUse {
                    resource: (sub as u64, 1u64 << i),
                    cycles: ReleaseCycles::new(cycles, pr.num_units * su.num_units),
                });
            }
        }
    }
}

pub fn instruction_tables(env: &Env<'_>, region: &RegionInput<'_>, out: &mut String) -> Result<(), String> {
    let ctx = view_context(env, region, 1);
    let mut views: Vec<Box<dyn View>> = Vec::new();
    if env.views.instruction_info {
        let full = env.opts.instruction_tables == InstructionTables::Full;
        views.push(Box::new(InstructionInfoView {
            rows: crate::driver::instruction_info_rows(env, region, full),
            show_encoding: env.opts.show_encoding,
            show_barriers: env.opts.show_barriers,
            full,
        }));
    }
    if env.views.resource_pressure {
        let mut rpv = ResourcePressureView::new(env.sm, region.insts.len());
        let mut uses = Vec::new();
        for (i, inst) in region.insts.iter().enumerate() {
            table_resource_uses(env.sm, env.masks, inst, &mut uses);
            rpv.add_issue(i as u32, &uses);
        }
        views.push(Box::new(rpv));
    }
    emit(env, region, &ctx, &views, out);
    Ok(())
}

/// Prints a region's views, or appends its object to the JSON report.
fn emit(env: &Env<'_>, region: &RegionInput<'_>, ctx: &ViewContext<'_>, views: &[Box<dyn View>], out: &mut String) {
    match env.json {
        Some(cell) => {
            let mut obj = std::collections::BTreeMap::new();
            obj.insert("Name".to_string(), Json::from(region.name));
            let (k, v) = crate::views::instructions_json(ctx);
            obj.insert(k.to_string(), v);
            for view in views {
                if let Some((k, v)) = view.to_json(ctx) {
                    obj.insert(k.to_string(), v);
                }
            }
            cell.borrow_mut().push(Json::Object(obj));
        }
        None => {
            region_header(region, out);
            for view in views {
                view.print_view(ctx, out);
            }
        }
    }
}

/// The top-level JSON document llvm-mca prints after the last region.
pub fn json_document(env: &Env<'_>, cpu: &str, triple: &str, arch: &str, regions: Vec<Json>) -> String {
    let sm = env.sm;
    let mut resources = Vec::new();
    for r in sm.resources.iter().skip(1) {
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
            resources.push(Json::from(name));
        }
    }
    let mut sim = vec![
        ("-mcpu", Json::from(cpu)),
        ("-mtriple", Json::from(triple)),
        ("-march", Json::from(arch)),
    ];
    if sm.is_out_of_order() {
        let o = env.opts;
        for (k, v) in [
            ("-register-file-size", o.register_file_size),
            ("-decoder-throughput", o.decoder_throughput),
            ("-micro-op-queue-size", o.micro_op_queue_size),
            ("-dispatch", o.dispatch),
            ("-lqueue", o.lqueue),
            ("-squeue", o.squeue),
        ] {
            if v != 0 {
                sim.push((k, Json::from(v)));
            }
        }
        if !o.noalias {
            sim.push(("-noalias", Json::from(false)));
        }
    }
    let doc = object([
        ("CodeRegions", Json::from(regions)),
        ("SimulationParameters", object(sim)),
        ("TargetInfo", object([("CPUName", Json::from(cpu)), ("Resources", Json::from(resources))])),
    ]);
    let mut s = doc.to_pretty_string();
    s.push('\n');
    s
}

/// AMDGPU's s_waitcnt model for a region (none for other targets or with
/// -disable-cb).
fn amdgpu_custom_behaviour(env: &Env<'_>, region: &RegionInput<'_>) -> Option<crate::pipeline::custom::AmdgpuWaitCnt> {
    use crate::model::amdgpu;
    let (major, _, _) = env.target.amdgpu_isa_version();
    if env.opts.disable_cb || major == 0 {
        return None;
    }
    let t = amdgpu::AmdgpuTarget { isa_major: major, has_vscnt: env.target.check_features("+vscnt") };
    let mut cb = crate::pipeline::custom::AmdgpuWaitCnt {
        counters: Vec::with_capacity(region.insts.len()),
        limits: Vec::with_capacity(region.insts.len()),
        warnings: Vec::with_capacity(region.insts.len()),
        stderr: String::new(),
    };
    for (k, &idx) in region.mc_indices.iter().enumerate() {
        let mci = &env.parsed.insts[idx as usize];
        let name = env.target.opcode_name(mci.opcode);
        let desc = env.target.instr_desc(mci.opcode).unwrap_or_default();
        cb.counters.push(amdgpu::wait_counters(&t, &name, &desc, &region.inst_text[k]));
        match amdgpu::wait_limits(&t, &name, mci, env.regs) {
            Some((l, w)) => {
                cb.limits.push(Some(l));
                cb.warnings.push(w);
            }
            None => {
                cb.limits.push(None);
                cb.warnings.push(None);
            }
        }
    }
    Some(cb)
}

/// Counts the cycles a fast-forward skipped.
#[derive(Default)]
struct SkipCounter(u64);

impl crate::pipeline::events::Listener for SkipCounter {
    fn interests(&self) -> u32 {
        0
    }
    fn steady_counters(&mut self, _c: &mut dyn crate::pipeline::events::Counters) -> bool {
        true
    }
    fn on_fast_forward(&mut self, cycles: u64, _insts: u32) {
        self.0 += cycles;
    }
}

/// The simulated pipeline and its views, in llvm-mca's order. Returns the
/// cycles skipped by a fast-forward (the report is the same either way).
pub fn simulate(env: &Env<'_>, region: &RegionInput<'_>, out: &mut String, stderr: &mut Vec<u8>) -> Result<u64, String> {
    use crate::views::{
        bottleneck::BottleneckAnalysis, dispatch_stats::DispatchStatistics, register_file_stats::RegisterFileStatistics,
        retire_stats::RetireControlUnitStatistics, scheduler_stats::SchedulerStatistics, summary::SummaryView,
        timeline::TimelineView,
    };
    let opts = env.opts;
    let iterations = opts.effective_iterations();
    let n = region.insts.len();
    let v = env.views;
    let mut views: Vec<Box<dyn View>> = Vec::new();
    if v.summary {
        views.push(Box::new(SummaryView::new(n)));
    }
    if v.bottleneck_analysis {
        if !env.sm.is_out_of_order() {
            stderr.extend_from_slice(
                format!("warning: bottleneck analysis is not supported for in-order CPU '{}'.\n", opts.mcpu).as_bytes(),
            );
        }
        views.push(Box::new(BottleneckAnalysis::new(env.sm, n, iterations, env.reg_names.to_vec())));
    }
    if v.instruction_info {
        views.push(Box::new(InstructionInfoView {
            rows: crate::driver::instruction_info_rows(env, region, false),
            show_encoding: opts.show_encoding,
            show_barriers: opts.show_barriers,
            full: false,
        }));
    }
    if v.dispatch_stats {
        views.push(Box::new(DispatchStatistics::new()));
    }
    if v.scheduler_stats {
        views.push(Box::new(SchedulerStatistics::new(env.sm)));
    }
    if v.retire_stats {
        views.push(Box::new(RetireControlUnitStatistics::new(env.sm)));
    }
    if v.register_file_stats {
        views.push(Box::new(RegisterFileStatistics::new(env.sm)));
    }
    if v.resource_pressure {
        views.push(Box::new(ResourcePressureView::new(env.sm, n)));
    }
    if v.timeline {
        let its = if opts.timeline_max_iterations != 0 { opts.timeline_max_iterations } else { 10 };
        views.push(Box::new(TimelineView::new(n, its.min(iterations), opts.timeline_max_cycles)));
    }
    let popts = crate::pipeline::PipelineOptions {
        micro_op_queue_size: opts.micro_op_queue_size,
        decoder_throughput: opts.decoder_throughput,
        dispatch_width: opts.dispatch,
        register_file_size: opts.register_file_size,
        load_queue_size: opts.lqueue,
        store_queue_size: opts.squeue,
        assume_no_alias: opts.noalias,
        enable_bottleneck_analysis: v.bottleneck_analysis,
        fast_forward: env.fast_forward,
    };
    let mut custom = amdgpu_custom_behaviour(env, region);
    let mut skipped = SkipCounter::default();
    {
        let mut listeners: Vec<&mut dyn crate::pipeline::events::Listener> =
            views.iter_mut().map(|b| b.as_mut() as &mut dyn crate::pipeline::events::Listener).collect();
        listeners.push(&mut skipped);
        let cb = custom.as_mut().map(|c| c as &mut dyn crate::pipeline::custom::CustomBehaviour);
        let res = crate::pipeline::run_with_custom(&popts, env.sm, env.regs, region.insts, iterations, cb, &mut listeners);
        if let Some(c) = &custom {
            stderr.extend_from_slice(c.stderr.as_bytes());
        }
        res.map_err(|e| match e {
            crate::pipeline::PipelineError::Deadlock(cycle) => format!(
                "the simulation stopped making progress at cycle {cycle}: an instruction of this region can never \
                 issue on this scheduling model (llvm-mca does not terminate on such input)\n"
            ),
            e => format!("{e}\n"),
        })?;
    }
    let ctx = view_context(env, region, iterations);
    emit(env, region, &ctx, &views, out);
    Ok(skipped.0)
}
