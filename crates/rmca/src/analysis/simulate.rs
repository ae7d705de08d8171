//! A region through the simulated pipeline, observed by the views asked
//! for (the registry's, in its order); each view's value goes into the
//! region's report.

use super::input::{Halt, Input, Sink};
use super::lower::Lowered;
use crate::error::Error;
use crate::pipeline::custom::CustomBehaviour;
use crate::pipeline::events::{Counters, Listener};
use crate::pipeline::{PipelineError, RunSetup};
use crate::report::RegionReport;
use crate::views::view::{RegionSource, View, ViewContext};

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

/// What views are given about `region` (`iterations`: simulated).
pub(crate) fn view_context<'a>(
    input: &'a Input<'a>,
    masks: &'a [u64],
    region: &'a Lowered<'_>,
    iterations: u32,
    reg_names: &'a dyn Fn() -> &'a [String],
) -> ViewContext<'a> {
    let session = input.session;
    ViewContext {
        sched: input.sm,
        resource_masks: masks,
        insts: &region.insts,
        inst_text: &region.texts,
        dispatch_width: input.opts.machine.dispatch_width_of(input.sm),
        iterations,
        total_cycles: 0,
        cpu: session.cpu(),
        options: &input.opts.display,
        machine: &input.opts.machine,
        llvm: &input.opts.llvm,
        source: Some(RegionSource {
            target: session.target(),
            regs: session.register_info(),
            parsed: input.parsed,
            mc_indices: &region.mc_indices,
            sched_classes: &region.sched_classes,
            texts: &region.texts,
            reg_names,
        }),
    }
}

/// Simulates a region and collects its views.
pub(crate) fn simulate(
    input: &Input<'_>,
    masks: &[u64],
    region: &Lowered<'_>,
    index: u32,
    sink: &mut dyn Sink,
) -> Result<RegionReport, Halt> {
    let (opts, sm, session) = (input.opts, input.sm, input.session);
    let iterations = opts.effective_iterations();
    let reg_names = || session.printed_reg_names(input.variant);
    let mut ctx = view_context(input, masks, region, iterations, &reg_names);
    let mut warnings = String::new();
    let mut views: Vec<Box<dyn View>> = opts.views.iter().map(|r| (r.spec.start)(&ctx, &mut warnings)).collect();
    sink.diagnostic(warnings.as_bytes())?;
    let setup = RunSetup { options: &opts.machine, llvm: &opts.llvm, track_pressure: opts.views.bottleneck };
    let mut custom = match (opts.disable_cb, &ctx.source) {
        (false, Some(source)) => input.behaviour.custom_behaviour(source),
        _ => None,
    };
    let mut skipped = SkipCounter::default();
    let result = {
        let mut listeners: Vec<&mut dyn Listener> = views.iter_mut().map(|b| b.as_mut() as &mut dyn Listener).collect();
        listeners.push(&mut skipped);
        let cb = custom.as_mut().map(|c| &mut **c as &mut dyn CustomBehaviour);
        crate::pipeline::run_with_custom(&setup, sm, session.register_info(), &region.insts, iterations, cb, &mut listeners)
    };
    if let Some(c) = &mut custom {
        sink.diagnostic(c.take_warnings().as_bytes())?;
    }
    ctx.total_cycles = result.map_err(|e| {
        Error::Simulation(match e {
            PipelineError::Deadlock(cycle) => format!(
                "the simulation stopped making progress at cycle {cycle}: an instruction of this region can never \
                 issue on this scheduling model (llvm-mca does not terminate on such input)"
            ),
            e => e.to_string(),
        })
    })?;
    let mut report = RegionReport::new(index, region.name, region.has_header, region.texts.clone(), iterations);
    report.fast_forwarded_cycles = skipped.0;
    for view in views {
        report.set_view(view.finish(&ctx));
    }
    Ok(report)
}
