//! A region through the simulated pipeline, observed by the views llvm-mca
//! would print, in llvm-mca's order; each view's typed result goes into
//! the region's report.

use super::lower::Lowered;
use super::input::{Input, Sink};
use crate::error::Error;
use crate::pipeline::events::{Counters, Listener};
use crate::pipeline::{PipelineError, PipelineOptions};
use crate::pipeline::custom::CustomBehaviour;
use crate::report::RegionReport;
use crate::targets::behaviour::RegionInput;
use crate::views::bottleneck::BottleneckAnalysis;
use crate::views::dispatch_stats::DispatchStatistics;
use crate::views::register_file_stats::RegisterFileStatistics;
use crate::views::resource_pressure::ResourcePressureView;
use crate::views::retire_stats::RetireControlUnitStatistics;
use crate::views::scheduler_stats::SchedulerStatistics;
use crate::views::summary::SummaryView;
use crate::views::timeline::TimelineView;
use crate::views::{View, ViewContext};

/// Counts the cycles a fast-forward skipped.
#[derive(Default)]
struct SkipCounter(u64);

impl Listener for SkipCounter {
    fn interests(&self) -> u32 {
        0
    }
    fn steady_counters(&mut self, _c: &mut dyn Counters) -> bool {
        true
    }
    fn on_fast_forward(&mut self, cycles: u64, _insts: u32) {
        self.0 += cycles;
    }
}

/// Simulates a region and collects its views.
pub(crate) fn simulate(
    input: &Input<'_>,
    masks: &[u64],
    region: &Lowered<'_>,
    index: u32,
    sink: &mut dyn Sink,
) -> Result<RegionReport, Error> {
    let (opts, sm, session) = (input.opts, input.sm, input.session);
    let iterations = opts.effective_iterations();
    let n = region.insts.len();
    let v = opts.views;
    let mut views: Vec<Box<dyn View>> = Vec::new();
    if v.summary {
        views.push(Box::new(SummaryView::new(n)));
    }
    if v.bottleneck_analysis {
        if !sm.is_out_of_order() {
            sink.diagnostic(
                format!("warning: bottleneck analysis is not supported for in-order CPU '{}'.\n", session.cpu())
                    .as_bytes(),
            );
        }
        let reg_names = session.printed_reg_names(input.variant);
        views.push(Box::new(BottleneckAnalysis::new(sm, n, iterations, reg_names.to_vec())));
    }
    if v.dispatch_stats {
        views.push(Box::new(DispatchStatistics::new()));
    }
    if v.scheduler_stats {
        views.push(Box::new(SchedulerStatistics::new(sm)));
    }
    if v.retire_stats {
        views.push(Box::new(RetireControlUnitStatistics::new(sm)));
    }
    if v.register_file_stats {
        views.push(Box::new(RegisterFileStatistics::new(sm)));
    }
    if v.resource_pressure {
        views.push(Box::new(ResourcePressureView::new(sm, n)));
    }
    if v.timeline {
        let shown = if opts.timeline_max_iterations != 0 { opts.timeline_max_iterations } else { 10 };
        views.push(Box::new(
            TimelineView::new(n, shown.min(iterations), opts.timeline_max_cycles).for_llvm(&opts.llvm),
        ));
    }
    let pipeline_opts = PipelineOptions {
        micro_op_queue_size: opts.micro_op_queue_size,
        decoder_throughput: opts.decoder_throughput,
        dispatch_width: opts.dispatch_width,
        register_file_size: opts.register_file_size,
        load_queue_size: opts.load_queue_size,
        store_queue_size: opts.store_queue_size,
        assume_no_alias: opts.noalias,
        enable_bottleneck_analysis: v.bottleneck_analysis,
        fast_forward: opts.fast_forward,
        llvm: opts.llvm,
    };
    let mut custom = if opts.disable_cb {
        None
    } else {
        input.behaviour.custom_behaviour(&RegionInput {
            target: session.target(),
            regs: session.register_info(),
            parsed: input.parsed,
            mc_indices: &region.mc_indices,
            texts: &region.texts,
        })
    };
    let mut skipped = SkipCounter::default();
    // `-html`'s trace: only built when a page is asked for.
    let mut trace = opts.pipeline_trace.then(|| {
        let reg_names = session.printed_reg_names(input.variant).to_vec();
        // -timeline-max-iterations, when given, is the iterations the
        // page's timeline holds; by default, those that fit in 20,000
        // instances.
        let max = opts.timeline_max_iterations;
        crate::views::pipeline_trace::PipelineTraceView::new(sm, &region.insts, iterations, max, reg_names)
    });
    let result = {
        let mut listeners: Vec<&mut dyn Listener> = views.iter_mut().map(|b| b.as_mut() as &mut dyn Listener).collect();
        listeners.push(&mut skipped);
        if let Some(t) = trace.as_mut() {
            listeners.push(t);
        }
        let cb = custom.as_mut().map(|c| &mut **c as &mut dyn CustomBehaviour);
        crate::pipeline::run_with_custom(
            &pipeline_opts,
            sm,
            session.register_info(),
            &region.insts,
            iterations,
            cb,
            &mut listeners,
        )
    };
    if let Some(c) = &mut custom {
        sink.diagnostic(c.take_stderr().as_bytes());
    }
    let total_cycles = result.map_err(|e| {
        Error::Simulation(match e {
            PipelineError::Deadlock(cycle) => format!(
                "the simulation stopped making progress at cycle {cycle}: an instruction of this region can never \
                 issue on this scheduling model (llvm-mca does not terminate on such input)"
            ),
            e => e.to_string(),
        })
    })?;

    let ctx = ViewContext {
        sched: sm,
        resource_masks: masks,
        insts: &region.insts,
        inst_text: &region.texts,
        dispatch_width: session.dispatch_width(opts),
        iterations,
    };
    let mut report = RegionReport::new(index, region.name, region.has_header, region.texts.clone(), iterations);
    report.fast_forwarded_cycles = skipped.0;
    for view in &views {
        report.set(view.finish(&ctx));
    }
    if v.instruction_info {
        report.instruction_info = Some(super::tables::instruction_info(input, region, false));
    }
    if opts.loop_carried_deps {
        report.loop_carried_deps = Some(loop_carried_deps(input, masks, region, &ctx, total_cycles, iterations));
    }
    if let Some(t) = trace.take() {
        let target = session.target();
        let opcodes = region.insts.iter().map(|i| target.opcode_name(i.opcode)).collect();
        let mut value = t.finish(sm, &region.insts, opcodes);
        value.loop_carried = match &report.loop_carried_deps {
            Some(l) => Some(l.clone()),
            None => Some(loop_carried_deps(input, masks, region, &ctx, total_cycles, iterations)),
        };
        report.pipeline_trace = Some(value);
    }
    Ok(report)
}

/// The static loop-carried dependency view of a region (rmca's
/// `-loop-carried-deps`), set beside the simulated cycles.
fn loop_carried_deps(
    input: &Input<'_>,
    masks: &[u64],
    region: &Lowered<'_>,
    ctx: &ViewContext<'_>,
    total_cycles: u64,
    iterations: u32,
) -> crate::views::loop_carried::LoopCarriedDeps {
    use crate::views::loop_carried::{Chain, LoopCarriedDeps};
    let graph = super::static_deps::build(&region.insts, input.sm, input.session.register_info(), input.opts.noalias);
    let a = super::static_deps::analyse(&graph);
    let (uops, usage) = crate::views::summary::block_resource_usage(masks, region.insts.iter().map(|t| &*t.desc));
    let block_rthroughput = crate::views::summary::block_rthroughput(input.sm, ctx.dispatch_width, uops, &usage);
    LoopCarriedDeps {
        cycles_per_iteration: a.cycles_per_iteration,
        chains: a
            .chains
            .into_iter()
            .map(|c| Chain { instructions: c.insts, latency: c.latency, iterations: c.iterations })
            .collect(),
        critical_path: a.critical_path,
        critical_path_latency: a.critical_path_latency,
        total_cycles,
        iterations,
        block_rthroughput,
        verdict: LoopCarriedDeps::judge(a.cycles_per_iteration, block_rthroughput, total_cycles, iterations),
    }
}
