//! The switches of `LlvmBehaviour` that the analysis takes at run time:
//! each is run both ways in one build. The side of the LLVM rmca is built
//! against is also compared with that LLVM's own llvm-mca.

#[path = "support/llvm.rs"]
mod llvm;

use std::io::Write;
use std::process::{Command, Stdio};

use rmca::{AnalysisOptions, Block, Error, LlvmBehaviour, Session, Views};

fn text(session: &Session, asm: &str, opts: &AnalysisOptions) -> Result<String, Error> {
    session.analyze(&Block::asm(asm), opts).map(|r| r.to_text())
}

/// The installed llvm-mca of the LLVM rmca was built against, on `asm`.
fn reference(args: &[&str], asm: &str) -> String {
    let mut child = Command::new(llvm::tool("llvm-mca"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(asm.as_bytes()).unwrap();
    String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap()
}

/// Only the given views.
fn only(summary: bool, instruction_info: bool, timeline: bool) -> Views {
    Views { summary, instruction_info, timeline, ..Views::none() }
}

fn with(llvm: LlvmBehaviour, views: Views, iterations: u32) -> AnalysisOptions {
    AnalysisOptions { llvm, views, iterations, ..AnalysisOptions::default() }
}

/// The rows of the "Average Wait times" table.
fn wait_rows(report: &str) -> Vec<&str> {
    report.lines().skip_while(|l| !l.starts_with("      [0]    [1]")).skip(1).take_while(|l| !l.is_empty()).collect()
}

#[test]
fn wait_times_total_row_counts_every_execution_from_llvm_23() {
    let session = Session::new("x86_64-unknown-unknown", "haswell", "").unwrap();
    let asm = "vmulps %xmm0, %xmm1, %xmm2\nvhaddps %xmm2, %xmm2, %xmm3\nvhaddps %xmm3, %xmm3, %xmm4\n";
    let views = only(false, false, true);
    let v22 = text(&session, asm, &with(LlvmBehaviour::of_major(22), views, 3)).unwrap();
    let v23 = text(&session, asm, &with(LlvmBehaviour::of_major(23), views, 3)).unwrap();
    let (r22, r23) = (wait_rows(&v22), wait_rows(&v23));
    assert_eq!(r22.len(), 4);
    // Per-instruction rows are the same; only [0] of <total> changes: 3
    // executions of each instruction, 9 executions in all.
    assert_eq!(r22[..3], r23[..3]);
    assert!(r22[3].starts_with("       3     ") && r22[3].ends_with("<total>"), "{}", r22[3]);
    assert!(r23[3].starts_with("       9     ") && r23[3].ends_with("<total>"), "{}", r23[3]);
    assert_eq!(r22[3][8..], r23[3][8..]);
    // The built side is the installed llvm-mca's.
    let built = if LlvmBehaviour::BUILT.wait_total_counts_all_executions { &v23 } else { &v22 };
    let args = ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-iterations=3", "-timeline", "-instruction-info=false", "-resource-pressure=false", "-summary-view=false"];
    assert_eq!(*built, reference(&args, asm));
}

#[test]
fn in_order_stage_retires_beside_a_carried_over_instruction_from_llvm_23() {
    // Cortex-A55 issues two micro-ops a cycle in order; the three-micro-op
    // stores are carried over while the loads before them finish.
    let session = Session::new("aarch64", "cortex-a55", "").unwrap();
    let asm = "ldr x0, [x1]\nadd x2, x3, x4\nstp q0, q1, [x5], #32\nldr x6, [x7]\nstp q2, q3, [x8], #32\n";
    let views = only(true, false, true);
    let v22 = text(&session, asm, &with(LlvmBehaviour::of_major(22), views, 10)).unwrap();
    let v23 = text(&session, asm, &with(LlvmBehaviour::of_major(23), views, 10)).unwrap();
    assert_ne!(v22, v23, "the input must carry an instruction over while another finishes");
    let built = if LlvmBehaviour::BUILT.in_order_retires_beside_carry_over { &v23 } else { &v22 };
    let args = ["-mtriple=aarch64", "-mcpu=cortex-a55", "-iterations=10", "-timeline", "-instruction-info=false", "-resource-pressure=false"];
    assert_eq!(*built, reference(&args, asm));
}

#[test]
fn riscv_lmul_without_sew_keeps_the_base_class_from_llvm_23() {
    let session = Session::new("riscv64", "sifive-x280", "").unwrap();
    let asm = "# LLVM-MCA-RISCV-LMUL M1\nvle32.v v1, (a0)\n";
    let views = only(true, true, false);
    // Up to LLVM 22 llvm-mca divides by zero here; rmca reports it.
    match text(&session, asm, &with(LlvmBehaviour::of_major(22), views, 1)) {
        Err(Error::UnresolvedInstrument { instruction }) => assert!(instruction.contains("vle32.v"), "{instruction}"),
        other => panic!("expected the unresolved-instrument error, got {other:?}"),
    }
    // From 23 the load keeps the scheduling class it has without
    // instruments: the report is the one without the LMUL instrument.
    let v23 = text(&session, asm, &with(LlvmBehaviour::of_major(23), views, 1)).unwrap();
    let plain = text(&session, "vle32.v v1, (a0)\n", &with(LlvmBehaviour::of_major(23), views, 1)).unwrap();
    assert_eq!(v23, plain);
}

#[test]
fn constant_registers_are_left_out_per_instruction_from_llvm_23() {
    // `mul` is `madd` with xzr as its accumulator: up to 22 the cached
    // descriptor of the first `mul` has no accumulator read, so the `madd`s
    // after it start before the previous one ends.
    let session = Session::new("aarch64", "tsv110", "").unwrap();
    let asm = "mul x0, x1, x2\nmadd x0, x1, x2, x0\nmadd x0, x1, x2, x0\nmadd x0, x0, x0, x0\n";
    let views = only(true, false, true);
    let v22 = text(&session, asm, &with(LlvmBehaviour::of_major(22), views, 1)).unwrap();
    let v23 = text(&session, asm, &with(LlvmBehaviour::of_major(23), views, 1)).unwrap();
    let cycles = |t: &str| t.lines().find(|l| l.starts_with("Total Cycles:")).unwrap().to_string();
    assert_eq!(cycles(&v22), "Total Cycles:      12");
    assert_eq!(cycles(&v23), "Total Cycles:      13");
    let built = if LlvmBehaviour::BUILT.constant_regs_skipped_per_instance { &v23 } else { &v22 };
    let args = ["-mtriple=aarch64", "-mcpu=tsv110", "-iterations=1", "-timeline", "-instruction-info=false", "-resource-pressure=false"];
    assert_eq!(*built, reference(&args, asm));
}

/// The "Buffer size" column of the scheduler statistics' queue table.
fn queue_sizes(report: &str) -> Vec<u32> {
    report
        .lines()
        .skip_while(|l| !l.starts_with(" [1]            [2]"))
        .skip(1)
        .take_while(|l| !l.is_empty())
        .map(|l| l.split_whitespace().last().unwrap().parse().unwrap())
        .collect()
}

#[test]
fn reservation_stations_are_scaled_from_llvm_23() {
    let session = Session::new("x86_64-unknown-unknown", "skylake", "").unwrap();
    let asm = "vaddps %xmm0, %xmm1, %xmm2\nvdivps %xmm2, %xmm3, %xmm4\naddq (%rax), %rbx\n";
    let views = Views { scheduler_stats: true, ..Views::none() };
    let scaled = |llvm: LlvmBehaviour, factor: f32| {
        let opts = AnalysisOptions { reservation_station_scale: factor, ..with(llvm, views, 20) };
        queue_sizes(&text(&session, asm, &opts).unwrap())
    };
    // Skylake's one station has 60 entries; 0.7 as a float is a little less
    // than 0.7, and the product is truncated: 41.
    assert_eq!(scaled(LlvmBehaviour::of_major(23), 1.0), [60]);
    assert_eq!(scaled(LlvmBehaviour::of_major(23), 0.7), [41]);
    assert_eq!(scaled(LlvmBehaviour::of_major(23), 2.0), [120]);
    // Before 23 there is no such option, and a factor changes nothing.
    assert_eq!(scaled(LlvmBehaviour::of_major(22), 0.7), [60]);
    // The built side is the installed llvm-mca's (an unknown argument there
    // before 23).
    let args = ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-iterations=20", "-scheduler-stats", "-summary-view=false", "-instruction-info=false", "-resource-pressure=false", "-sched-model-reservation-station-scale-factor=0.7"];
    let theirs = reference(&args, asm);
    if LlvmBehaviour::BUILT.reservation_station_scale_factor {
        let opts = AnalysisOptions { reservation_station_scale: 0.7, ..with(LlvmBehaviour::BUILT, views, 20) };
        assert_eq!(text(&session, asm, &opts).unwrap(), theirs);
    } else {
        assert_eq!(theirs, "", "llvm-mca before 23 does not know the option");
    }
}

#[test]
fn default_cpu_is_the_hosts_up_to_llvm_23() {
    let (v23, v24) = (LlvmBehaviour::of_major(23), LlvmBehaviour::of_major(24));
    assert_eq!(v23.default_mcpu(), "native");
    assert_eq!(v24.default_mcpu(), "");
    // The command line of this build uses the built side.
    let raw = ["llvm-mca".to_string()];
    match rmca_tools::cli::mca::parse_args(&raw).unwrap() {
        rmca_tools::cli::mca::Outcome::Run(o) => assert_eq!(o.mcpu, LlvmBehaviour::BUILT.default_mcpu()),
        _ => panic!("no options parsed"),
    }
}

#[test]
fn overlapping_port_groups_are_served_most_constrained_first_from_llvm_20() {
    // The gather uses port groups that share ports without one holding the
    // other. Served in the descriptor's order (LLVM 19), the ports it gets
    // differ from those it gets when the groups with fewer free ports go
    // first (20 on).
    let session = Session::new("x86_64-unknown-unknown", "alderlake", "").unwrap();
    let asm = "vpxor %xmm9, %xmm9, %xmm9\nvpcmpeqd %xmm10, %xmm10, %xmm10\nvpgatherdd %xmm10, (%rbx,%xmm7,4), %xmm9\nvpshufb %xmm5, %xmm8, %xmm7\n";
    let views = Views { resource_pressure: true, ..only(true, false, false) };
    let v19 = text(&session, asm, &with(LlvmBehaviour::of_major(19), views, 20)).unwrap();
    let v20 = text(&session, asm, &with(LlvmBehaviour::of_major(20), views, 20)).unwrap();
    assert_ne!(v19, v20, "the gather must take other ports in the two orders");
    let built = if LlvmBehaviour::BUILT.serves_constrained_groups_first { &v20 } else { &v19 };
    let args = ["-mtriple=x86_64-unknown-unknown", "-mcpu=alderlake", "-iterations=20", "-instruction-info=false"];
    assert_eq!(*built, reference(&args, asm));

    // (Where that order leaves a group no free port, llvm-mca 19 crashes
    // and rmca ends with an error: the reference case
    // `sim_x86_znver4_overlapping_groups` on LLVM 19's znver4 model.)
}

/// rmca-exegesis and the installed llvm-exegesis on the same arguments:
/// (status, stdout, stderr), each program's path in its messages replaced
/// (and rmca-exegesis's name, as when run through an llvm-exegesis link).
fn exegesis_both(args: &[&str]) -> [(i32, String, String); 2] {
    [std::path::PathBuf::from(env!("CARGO_BIN_EXE_rmca-exegesis")), llvm::tool("llvm-exegesis")].map(|exe| {
        let o = Command::new(&exe).args(args).stdin(Stdio::null()).output().unwrap();
        let path = exe.to_string_lossy().into_owned();
        let text = |b: &[u8]| String::from_utf8_lossy(b).replace(&path, "EXE").replace("rmca-exegesis", "llvm-exegesis");
        (o.status.code().unwrap_or(-1), text(&o.stdout), text(&o.stderr))
    })
}

#[test]
fn exegesis_refusals_and_options_follow_the_llvm() {
    // An x87 pseudo-form opcode without a scheduling class: from LLVM 21
    // refused for the missing class; before, by the x86 target's check.
    let [ours, theirs] = exegesis_both(&[
        "-mtriple=x86_64-unknown-linux-gnu",
        "-mcpu=skylake",
        "-mode=latency",
        "-opcode-name=ADD_Fp32",
        "--benchmark-phase=prepare-snippet",
    ]);
    assert_eq!(ours, theirs);
    let why = if LlvmBehaviour::BUILT.exegesis_refuses_no_sched_class { "No Sched Class" } else { "pseudo instruction" };
    assert!(ours.1.contains(why) || ours.2.contains(why), "{ours:?}");

    // `--random-generator-seed` is an option from LLVM 22; before, an
    // unknown argument.
    let [ours, theirs] = exegesis_both(&[
        "--random-generator-seed=5",
        "-mtriple=x86_64-unknown-linux-gnu",
        "-mcpu=skylake",
        "-mode=latency",
        "-opcode-name=ADD32rr",
        "--benchmark-phase=prepare-snippet",
    ]);
    assert_eq!(ours, theirs);
    assert_eq!(ours.0 == 0, LlvmBehaviour::BUILT.exegesis_random_generator_seed, "{ours:?}");
}

#[test]
fn report_switches_are_values_of_the_analysis() {
    // The bottleneck object of `-json` (LLVM 20 on) follows the behaviour
    // an analysis is given, not the LLVM built against: LLVM 19's and 22's
    // reports side by side in one process.
    let session = Session::new("x86_64-unknown-unknown", "skylake", "").unwrap();
    let asm = "divq %rcx\nvpmaddwd %ymm0, %ymm1, %ymm2\naddq %rax, %rbx\n";
    let views = Views { instruction_info: true, bottleneck: true, ..Views::none() };
    let v19 = session.analyze(&Block::asm(asm), &with(LlvmBehaviour::of_major(19), views, 10)).unwrap().to_llvm_json();
    let v22 = session.analyze(&Block::asm(asm), &with(LlvmBehaviour::of_major(22), views, 10)).unwrap().to_llvm_json();
    assert!(!v19.contains("BottleneckAnalysis") && v22.contains("BottleneckAnalysis"));
    let built = if LlvmBehaviour::BUILT.bottleneck_json { &v22 } else { &v19 };
    let args = ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-iterations=10", "-json", "-bottleneck-analysis", "-resource-pressure=false", "-summary-view=false"];
    let theirs: serde_json::Value = serde_json::from_str(&reference(&args, asm)).unwrap();
    let ours: serde_json::Value = serde_json::from_str(built).unwrap();
    assert_eq!(ours, theirs);
}
