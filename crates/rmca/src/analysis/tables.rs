//! The instruction tables (`-instruction-tables`): llvm-mca's pseudo
//! pipeline that issues every instruction once, spreading each resource's
//! cycles over its units, and the instruction info rows both modes print.

use super::lower::Lowered;
use super::input::Input;
use super::options::InstructionTables;
use crate::mc::target::instr_flags as F;
use crate::mc::sched::SchedModel;
use crate::model::builder;
use crate::model::desc::InstTemplate;
use crate::pipeline::events::{ReleaseCycles, ResourceUse};
use crate::report::RegionReport;
use crate::views::instruction_info::{model_resources, InstInfoRow, InstructionInfo};
use crate::views::resource_pressure::ResourcePressureView;
use crate::views::{View, ViewContext};

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
    let mut report = RegionReport::new(index, region.name, region.has_header, region.texts.clone(), 1);
    if opts.views.instruction_info {
        let full = opts.instruction_tables == InstructionTables::Full;
        report.instruction_info = Some(instruction_info(input, region, full));
    }
    if opts.views.resource_pressure {
        let mut rpv = ResourcePressureView::new(sm, region.insts.len());
        let mut uses = Vec::new();
        for (i, inst) in region.insts.iter().enumerate() {
            table_resource_uses(sm, masks, inst, &mut uses);
            rpv.add_issue(i as u32, &uses);
        }
        let ctx = ViewContext {
            sched: sm,
            resource_masks: masks,
            insts: &region.insts,
            inst_text: &region.texts,
            dispatch_width: input.session.dispatch_width(opts),
            iterations: 1,
        };
        report.set(rpv.finish(&ctx));
    }
    report
}

/// The instruction info view of a region (`full`: the instruction tables'
/// extra columns).
pub(crate) fn instruction_info(input: &Input<'_>, region: &Lowered<'_>, full: bool) -> InstructionInfo {
    let (sm, parsed, target) = (input.sm, input.parsed, input.session.target());
    let show_encoding = input.opts.show_encoding;
    let mut rows = Vec::with_capacity(region.insts.len());
    let (no_desc, no_class) = (Default::default(), Default::default());
    for (k, &idx) in region.mc_indices.iter().enumerate() {
        let mci = &parsed.insts[idx as usize];
        let mcd = target.instr_desc_ref(mci.opcode).unwrap_or(&no_desc);
        let mut sc_id = region.sched_classes[k];
        while sc_id != 0 && sm.classes.get(sc_id as usize).map(|c| c.is_variant()).unwrap_or(false) {
            sc_id = parsed.resolve_variant(idx, sc_id);
        }
        let sc = sm.classes.get(sc_id as usize).unwrap_or(&no_class);
        let lat = (builder::compute_instr_latency(sc) as u32).wrapping_add(builder::forwarding_delay_cycles(&sc));
        let t = &region.insts[k];
        let mut row = InstInfoRow {
            num_micro_ops: sc.num_micro_ops,
            latency: lat,
            rthroughput: builder::reciprocal_throughput(sm, &sc),
            may_load: mcd.flags & F::MAY_LOAD != 0,
            may_store: mcd.flags & F::MAY_STORE != 0,
            has_side_effects: mcd.flags & F::SIDE_EFFECTS != 0,
            load_barrier: t.is_load_barrier,
            store_barrier: t.is_store_barrier,
            ..Default::default()
        };
        if input.opts.segment_throughput {
            row.hold_rthroughput = Some(builder::hold_reciprocal_throughput(sm, &sc));
        }
        if show_encoding || full {
            row.encoding = parsed.encode_inst(idx, !input.opts.llvm.encodes_as_written).unwrap_or_default();
        }
        if full {
            row.opcode_name = target.opcode_name(mci.opcode);
            // llvm-mca's bypass latency: the latency minus the read advance
            // this class's own reads get from its longest write, in unsigned
            // 32-bit arithmetic (a negative advance, or one above the
            // latency, wraps).
            row.bypass_latency = lat.wrapping_sub(bypass_delay_cycles(&sc));
            row.resources = builder::resource_list(sm, &sc);
            row.source_comment = parsed.source_line(mci.loc).map(|line| line_comment(&line)).unwrap_or_default();
        }
        rows.push(row);
    }
    InstructionInfo {
        rows,
        show_encoding,
        show_barriers: input.opts.show_barriers,
        full,
        model_resources: if full { model_resources(sm) } else { Vec::new() },
    }
}

/// The read advance of `sc` for the write resource of its longest-latency
/// write (invalid latencies count as 0; with no write above 0 cycles, write
/// resource 0), as the unsigned value of the first matching entry; 0 without
/// read advances or a match.
fn bypass_delay_cycles(sc: &crate::mc::sched::SchedClass) -> u32 {
    if sc.read_advance.is_empty() {
        return 0;
    }
    let (mut longest, mut write_resource) = (0u32, 0u32);
    for w in &sc.write_latency {
        let cycles = w.cycles.max(0) as u32;
        if cycles > longest {
            longest = cycles;
            write_resource = w.write_resource_id;
        }
    }
    sc.read_advance
        .iter()
        .find(|r| r.write_resource_id == write_resource)
        .map_or(0, |r| r.cycles as u32)
}

/// The comment llvm-mca's full instruction tables print after an
/// instruction, from its source line (which starts at the instruction): a
/// `/*` comment when the line also has a `*/` (llvm-mca takes as many bytes
/// from the `/*` as the `*/` sits from the start of the line), else a `//`
/// comment to the end of the line; `#` and other comment marks are not
/// recognised.
fn line_comment(line: &[u8]) -> String {
    let find = |pat: &[u8]| line.windows(pat.len()).position(|w| w == pat);
    let bytes = match (find(b"/*"), find(b"*/")) {
        (Some(open), Some(close)) => &line[open..line.len().min(open + close)],
        _ => match find(b"//") {
            Some(at) => &line[at..],
            None => &[][..],
        },
    };
    String::from_utf8_lossy(bytes).into_owned()
}
