//! llvm-mca's main flow as a library function: options in, report and
//! diagnostics out. The `rmca` binary only forwards argv and prints.

use std::io::Read;
use std::rc::Rc;

use crate::cli::mca::{InstructionTables, Options, Outcome, SkipUnsupported};
use crate::mc::ffi::{self, instr_flags as F, Parsed, TargetLookup, Watchdog};
use crate::mc::regs::RegisterInfo;
use crate::mc::sched::SchedModel;
use crate::model::builder::{self, InstrBuilder};
use crate::model::post_process;
use crate::model::desc::InstTemplate;
use crate::pipeline::steady::FastForward;
use crate::regions;
use crate::report;

/// Everything a run of llvm-mca produces.
#[derive(Debug, Default)]
pub struct RunOutput {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub code: i32,
    /// Bytes for the `-o` file, when one was requested.
    pub file: Option<(String, Vec<u8>)>,
    /// Simulated cycles that a steady-state fast-forward skipped, over all
    /// regions (see `pipeline::steady`); the report is the same as if they
    /// had been simulated one by one.
    pub fast_forwarded_cycles: u64,
}

impl RunOutput {
    fn err(&mut self, s: &str) {
        self.stderr.extend_from_slice(s.as_bytes());
    }
    fn fail(mut self, s: &str) -> RunOutput {
        self.err(s);
        self.code = 1;
        self
    }
}

/// Runs llvm-mca with `argv` (argv[0] included), reading stdin from `stdin`.
pub fn run(argv: &[String], stdin: &mut dyn Read) -> RunOutput {
    run_with(argv, stdin, FastForward::default())
}

/// `run`, choosing when the simulation may fast-forward a steady state.
pub fn run_with(argv: &[String], stdin: &mut dyn Read, fast_forward: FastForward) -> RunOutput {
    let mut out = RunOutput::default();
    let prog = argv.first().map(|a| crate::cli::engine::program_name(a).to_string()).unwrap_or_else(|| "llvm-mca".into());
    let opts = match crate::cli::mca::parse_args(argv) {
        Ok(Outcome::Run(o)) => o,
        Ok(Outcome::Help { req, stderr }) => {
            out.err(&stderr);
            out.stdout = crate::cli::mca::help(argv.first().map(|s| s.as_str()).unwrap_or("rmca"), req).into_bytes();
            return out;
        }
        Ok(Outcome::Version { stderr }) => {
            out.err(&stderr);
            let mut v = crate::cli::mca::VERSION_TEXT.to_string();
            v.push_str(&ffi::registered_targets());
            out.stdout = v.into_bytes();
            return out;
        }
        Err(e) => {
            out.err(&e.message);
            out.code = e.exit_code;
            return out;
        }
    };
    out.err(&opts.diagnostics);
    analyse(&prog, &opts, stdin, fast_forward, out)
}

/// llvm-mca's SubtargetFeatures string for the -mattr list.
fn features_string(mattr: &[String]) -> String {
    let mut v = Vec::new();
    for a in mattr {
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

fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(p) => s[..p].to_string(),
        None => s,
    }
}

fn analyse(prog: &str, opts: &Options, stdin: &mut dyn Read, fast_forward: FastForward, mut out: RunOutput) -> RunOutput {
    let triple = if opts.mtriple.is_empty() { ffi::default_triple() } else { opts.mtriple.clone() };
    let lookup = match TargetLookup::new(&triple, &opts.march) {
        Ok(t) => t,
        Err(e) => return out.fail(&format!("{prog}: {e}")),
    };
    let wants_cpu_help = opts.mcpu == "help";
    let mut input = Vec::new();
    let buffer_name = if opts.input == "-" { "<stdin>".to_string() } else { opts.input.clone() };
    if !wants_cpu_help {
        let res = if opts.input == "-" {
            stdin.read_to_end(&mut input).map(|_| ())
        } else {
            std::fs::read(&opts.input).map(|d| input = d)
        };
        if let Err(e) = res {
            return out.fail(&format!("error: {}: {}\n", opts.input, io_message(&e)));
        }
    }
    let cpu = if opts.mcpu == "native" { ffi::host_cpu() } else { opts.mcpu.clone() };
    let (init, target) = lookup.init(&cpu, &features_string(&opts.mattr));
    out.stdout.extend_from_slice(init.stdout.as_bytes());
    out.err(&init.diag);
    let Some(target) = target else {
        let e = init.error.unwrap_or_default();
        if e.is_empty() {
            out.code = 1;
            return out;
        }
        return out.fail(&format!("error: {e}\n"));
    };
    if wants_cpu_help {
        return out;
    }
    let info = target.info();
    if !info.cpu_valid {
        out.code = 1;
        return out;
    }
    let norm_triple = target.triple();
    if !info.has_instr_sched_model {
        out.err(&format!(
            "error: unable to find instruction-level scheduling information for target triple '{}' and cpu '{}'.\n",
            target.normalized_triple(),
            cpu
        ));
        if info.has_itineraries {
            out.err(&format!(
                "note: cpu '{cpu}' provides itineraries. However, instruction itineraries are currently unsupported.\n"
            ));
        }
        out.code = 1;
        return out;
    }
    let mut sm = target.sched_model();
    // rmca's own option (not llvm-mca's): try a model change without
    // rebuilding LLVM. Absent, nothing here runs.
    let overrides = match opts.raw_value("sched-override").and_then(|v| v.as_str()) {
        Some(path) if !path.is_empty() => {
            let o = match crate::sched::overrides::load(path) {
                Ok(o) => o.for_cpu(&cpu),
                Err(e) => return out.fail(&format!("error: sched-override: {e}\n")),
            };
            if let Err(e) = o.apply(&target, &mut sm) {
                return out.fail(&format!("error: sched-override: {e}\n"));
            }
            Some(o)
        }
        _ => None,
    };
    let views = opts.views(sm.is_out_of_order());
    let temp_variant = if opts.output_asm_variant < 0 { 0 } else { opts.output_asm_variant as u32 };
    if !target.has_printer(temp_variant) {
        return out.fail(&format!(
            "error: unable to create instruction printer for target triple '{}' with assembly variant {}.\n",
            target.normalized_triple(),
            temp_variant
        ));
    }

    let watchdog = Watchdog::arm(std::time::Duration::from_secs(30 + (input.len() as u64 >> 16)));
    let parsed = target.parse(&input, &buffer_name);
    drop(watchdog);
    let parsed = match parsed {
        Ok(p) => p,
        Err(e) => return out.fail(&format!("error: {e}\n")),
    };
    if let Some(o) = &overrides {
        if let Err(e) = o.apply_to_input(&target, &parsed, &mut sm) {
            return out.fail(&format!("error: sched-override: {e}\n"));
        }
    }
    let skip_parse = matches!(opts.skip_unsupported, SkipUnsupported::ParseFailure | SkipUnsupported::Any);
    let skip_sched = matches!(opts.skip_unsupported, SkipUnsupported::LackSched | SkipUnsupported::Any);
    let mut err = Vec::new();
    let regions = regions::analysis_regions(&parsed, &mut err);
    out.stderr.extend_from_slice(&err);
    if parsed.had_errors && !skip_parse {
        return out.fail("error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n");
    }
    if !regions.valid {
        out.code = 1;
        return out;
    }
    if regions.is_empty() {
        return out.fail("error: no assembly instructions found.\n");
    }
    parsed.im_init(!opts.disable_im);
    let mut err = Vec::new();
    let instruments = regions::instrument_regions(&parsed, &mut err);
    out.stderr.extend_from_slice(&err);
    if instruments.comment_error {
        return out.fail("error: There was an error parsing comments.\n");
    }
    if !instruments.valid {
        out.code = 1;
        return out;
    }

    let variant = if opts.output_asm_variant >= 0 { opts.output_asm_variant as u32 } else { parsed.assembler_dialect };
    if !target.has_printer(variant) {
        return out.fail(&format!(
            "error: unable to create instruction printer for target triple '{}' with assembly variant {}.\n",
            target.normalized_triple(),
            variant
        ));
    }

    if let Err(e) = target.check_backend() {
        // LLVM's fatal-error handler prints this and exits with status 1.
        return out.fail(&format!("LLVM ERROR: {e}\n"));
    }
    let regs = target.register_info();
    let reg_names = if views.bottleneck_analysis { target.printed_reg_names(variant) } else { Vec::new() };
    let mut builder = InstrBuilder::new(&target, &sm, &regs, opts.call_latency);
    let is_x86 = target.name().starts_with("x86");
    let mut report = String::new();
    let json_regions = std::cell::RefCell::new(Vec::new());
    let mut region_idx = 0u32;
    for region in &regions.regions {
        if region.insts.is_empty() {
            continue;
        }
        builder.clear();
        let mut lowered: Vec<Rc<InstTemplate>> = Vec::new();
        let mut kept: Vec<u32> = Vec::new();
        let mut kept_classes: Vec<u32> = Vec::new();
        let mut warnings = String::new();
        for &idx in &region.insts {
            let active = instruments.active_at(parsed.insts[idx as usize].loc);
            let Some(mut sc) = parsed.im_sched_class(idx, &active) else {
                // llvm-mca-22 dies of a division by zero here.
                let text = parsed.print_inst(idx, variant, opts.print_imm_hex).unwrap_or_default();
                out.err("error: the RISC-V LMUL/SEW instruments in effect give this vector load/store no valid EMUL (llvm-mca-22 divides by zero here); give it an LLVM-MCA-RISCV-SEW instrument or a vsetvli with a suitable element width.\n");
                out.err(&format!("note: instruction: {text}\n"));
                out.code = 1;
                return out;
            };
            let opcode = parsed.insts[idx as usize].opcode;
            if sm.opcode_classes.contains_key(&opcode) {
                if let Some(c) = sm.opcode_class(opcode, builder.resolve_sched_class(&parsed, idx, sc)) {
                    sc = c;
                }
            }
            let latency = active.iter().rev().find_map(|&id| parsed.im_latency(id));
            let res = builder.create(&parsed, idx, sc, &mut warnings).map(|t| match latency {
                Some(l) => t.with_latency(l),
                None => t,
            });
            out.err(&std::mem::take(&mut warnings));
            match res {
                Ok(mut t) => {
                    if is_x86 && !opts.disable_cb {
                        let name = target.opcode_name(t.opcode);
                        post_process::x86(&mut t, &post_process::PostProcessInput { opcode_name: &name, regs: &regs });
                    }
                    lowered.push(Rc::new(t));
                    kept.push(idx);
                    kept_classes.push(sc);
                }
                Err(e) => {
                    let text = parsed.print_inst(idx, variant, opts.print_imm_hex).unwrap_or_default();
                    if skip_sched {
                        out.err(&format!(
                            "warning: {}, skipping with -skip-unsupported-instructions, note accuracy will be impacted:\n",
                            e.message
                        ));
                    } else {
                        out.err(&format!(
                            "error: {}, use -skip-unsupported-instructions=lack-sched to ignore these on the input.\n",
                            e.message
                        ));
                    }
                    out.err(&format!("note: instruction: {text}\n"));
                    if skip_sched {
                        continue;
                    }
                    out.code = 1;
                    return out;
                }
            }
        }
        if kept.is_empty() {
            continue;
        }
        let texts: Vec<String> = kept
            .iter()
            .map(|&i| crate::views::text::trim_inst(&parsed.print_inst(i, variant, opts.print_imm_hex).unwrap_or_default()).to_string())
            .collect();
        let rctx = report::RegionInput {
            index: region_idx,
            name: &region.name,
            has_header: region.start.is_some() || region.end.is_some(),
            insts: &lowered,
            inst_text: &texts,
            mc_indices: &kept,
            sched_classes: &kept_classes,
        };
        let json = if opts.json { Some(&json_regions) } else { None };
        let env = report::Env { target: &target, reg_names: &reg_names, parsed: &parsed, sm: &sm, regs: &regs, opts, views, masks: builder.resource_masks(), json, fast_forward };
        let res = if opts.instruction_tables != InstructionTables::None {
            report::instruction_tables(&env, &rctx, &mut report)
        } else {
            report::simulate(&env, &rctx, &mut report, &mut out.stderr).map(|skipped| {
                out.fast_forwarded_cycles += skipped;
            })
        };
        if let Err(e) = res {
            out.err(&format!("error: {e}"));
            out.code = 1;
            return out;
        }
        region_idx += 1;
    }

    if region_idx == 0 {
        // Every instruction was skipped.
        return out.fail("error: no assembly instructions found.\n");
    }
    if opts.json {
        let env = report::Env {
            target: &target,
            reg_names: &reg_names,
            parsed: &parsed,
            sm: &sm,
            regs: &regs,
            opts,
            views,
            masks: builder.resource_masks(),
            json: None,
            fast_forward,
        };
        let arch = norm_triple.split('-').next().unwrap_or("").to_string();
        report = report::json_document(&env, &target.cpu(), &norm_triple, &arch, json_regions.into_inner());
    }
    if opts.output == "-" || opts.output.is_empty() {
        out.stdout.extend_from_slice(report.as_bytes());
    } else {
        out.file = Some((opts.output.clone(), report.into_bytes()));
    }
    out
}

/// The per-instruction data of the instruction info view.
pub fn instruction_info_rows(
    env: &report::Env<'_>,
    region: &report::RegionInput<'_>,
    full: bool,
) -> Vec<crate::views::instruction_info::InstInfoRow> {
    let sm: &SchedModel = env.sm;
    let mut rows = Vec::with_capacity(region.insts.len());
    for (k, &idx) in region.mc_indices.iter().enumerate() {
        let mci = &env.parsed.insts[idx as usize];
        let mcd = env.target.instr_desc(mci.opcode).unwrap_or_default();
        let mut sc_id = region.sched_classes[k];
        while sc_id != 0 && sm.classes.get(sc_id as usize).map(|c| c.is_variant()).unwrap_or(false) {
            sc_id = env.parsed.resolve_variant(idx, sc_id);
        }
        let sc = sm.classes.get(sc_id as usize).cloned().unwrap_or_default();
        let lat = (builder::compute_instr_latency(&sc) as u32).wrapping_add(builder::forwarding_delay_cycles(&sc));
        let t = &region.insts[k];
        let mut row = crate::views::instruction_info::InstInfoRow {
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
        if env.opts.show_encoding || full {
            row.encoding = env.parsed.encode_inst(idx).unwrap_or_default();
        }
        if full {
            row.opcode_name = env.target.opcode_name(mci.opcode);
            // Latency seen by a consumer that benefits from the largest
            // read advance (forwarding).
            let best_advance = sc.read_advance.iter().map(|r| r.cycles).max().unwrap_or(0).max(0) as u32;
            row.bypass_latency = lat.saturating_sub(best_advance);
            row.resources = builder::resource_list(sm, &sc);
        }
        rows.push(row);
    }
    rows
}

#[allow(dead_code)]
fn _uses(_: &RegisterInfo, _: &Parsed) {}
