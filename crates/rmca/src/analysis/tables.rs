//! The instruction tables (`-instruction-tables`): llvm-mca's pseudo
//! pipeline that issues every instruction once, spreading each resource's
//! cycles over its units, with the instruction info (its full columns with
//! `-instruction-tables=full`) instead of a simulation.

use super::input::Input;
use super::lower::Lowered;
use super::options::InstructionTables;
use super::simulate::view_context;
use crate::mc::sched::SchedModel;
use crate::model::desc::InstTemplate;
use crate::pipeline::events::{ReleaseCycles, ResourceUse};
use crate::report::RegionReport;
use crate::views::instruction_info;
use crate::views::resource_pressure::ResourcePressureView;
use crate::views::view::View;

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

/// A region's instruction tables.
pub(crate) fn instruction_tables(input: &Input<'_>, masks: &[u64], region: &Lowered<'_>, index: u32) -> RegionReport {
    let (opts, sm) = (input.opts, input.sm);
    let reg_names = || input.session.printed_reg_names(input.variant);
    let ctx = view_context(input, masks, region, 1, &reg_names);
    let mut report = RegionReport::new(index, region.name, region.has_header, region.texts.clone(), 1);
    if opts.views.instruction_info {
        let full = opts.instruction_tables == InstructionTables::Full;
        report.instruction_info = Some(instruction_info::compute(&ctx, full));
    }
    if opts.views.resource_pressure {
        let mut rpv = ResourcePressureView::new(sm, region.insts.len(), &opts.llvm);
        let mut uses = Vec::new();
        for (i, inst) in region.insts.iter().enumerate() {
            table_resource_uses(sm, masks, inst, &mut uses);
            rpv.add_issue(i as u32, &uses);
        }
        report.set_view(Box::new(rpv).finish(&ctx));
    }
    report
}

