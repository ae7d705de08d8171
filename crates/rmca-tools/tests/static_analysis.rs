//! The static analyses (`-loop-carried-deps`, segment-aware throughput)
//! against the simulation and the reference llvm-mca-22:
//! - on latency-bound kernels (bottleneck analysis blames data
//!   dependencies), the longest loop-carried chain's cycles per iteration
//!   equal the simulated steady-state cycles per iteration at 1000
//!   iterations, and the expected value for the model;
//! - the chain is a lower bound: cycles per iteration x (iterations - 1)
//!   never exceeds the simulated (and reference) Total Cycles;
//! - independent repeats of an instruction with resource segments run at
//!   ReleaseAtCycle / units per iteration in llvm-mca-22's simulation,
//!   while LLVM's RThroughput is the segment-aware value.

use std::process::{Command, Stdio};

use rmca::{AnalysisOptions, Block, Report, Session, Views};

#[path = "support/llvm.rs"]
mod llvm;

fn reference_total_cycles(triple: &str, cpu: &str, mattr: &str, iterations: u32, asm: &str) -> u64 {
    let tool = llvm::tool("llvm-mca");
    assert!(tool.exists(), "llvm-mca of LLVM 22 is required");
    let mut args = vec![format!("-mtriple={triple}"), format!("-mcpu={cpu}"), format!("-iterations={iterations}")];
    if !mattr.is_empty() {
        args.push(format!("-mattr={mattr}"));
    }
    let mut child =
        Command::new(tool).args(&args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::null()).spawn().unwrap();
    {
        use std::io::Write;
        child.stdin.take().unwrap().write_all(asm.as_bytes()).unwrap();
    }
    let o = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    let line = text.lines().find(|l| l.starts_with("Total Cycles:")).expect("reference summary");
    line.split_whitespace().last().unwrap().parse().unwrap()
}

fn analyse(session: &Session, asm: &str, iterations: u32, lcd: bool) -> Report {
    let views = Views { summary: true, bottleneck: session.sched_model().is_out_of_order(), loop_carried_deps: lcd, ..Views::none() };
    let opts = AnalysisOptions { iterations, views, ..AnalysisOptions::default() };
    session.analyze(&Block::asm(asm), &opts).unwrap()
}

fn total_cycles(r: &Report) -> u64 {
    r.regions[0].summary.as_ref().unwrap().total_cycles as u64
}

/// (triple, cpu, mattr, kernel, expected cycles per iteration)
const LATENCY_BOUND: &[(&str, &str, &str, &str, f64)] = &[
    // x86: FMA accumulator, pointer chasing, multiply-add chain, chains
    // through moves, a loop-carried chain through flags.
    ("x86_64", "skylake", "", "vmovups (%rdi,%rcx), %ymm1\nvfmadd231ps %ymm1, %ymm2, %ymm0\naddq $32, %rcx\n", 4.0),
    ("x86_64", "skylake", "", "movq (%rax), %rax\n", 5.0),
    ("x86_64", "skylake", "", "imulq %rcx, %rax\naddq %rdx, %rax\nmovq %rax, %rbx\n", 4.0),
    // Skylake's model eliminates no moves (1 cycle each), Zen 3's does.
    ("x86_64", "skylake", "", "imulq %rcx, %rax\nmovq %rax, %rdx\nimulq %rdx, %rdx\nmovq %rdx, %rax\n", 8.0),
    ("x86_64", "znver3", "", "imulq %rcx, %rax\nmovq %rax, %rdx\nimulq %rdx, %rdx\nmovq %rdx, %rax\n", 6.0),
    ("x86_64", "skylake", "", "adcq %rbx, %rax\nadcq %rcx, %rdx\n", 2.0),
    ("x86_64", "znver3", "", "vfmadd231pd %ymm1, %ymm2, %ymm0\nvfmadd231pd %ymm3, %ymm4, %ymm5\n", 4.0),
    ("x86_64", "znver4", "", "vmulsd %xmm0, %xmm0, %xmm0\nvaddsd %xmm1, %xmm0, %xmm0\n", 6.0),
    ("x86_64", "znver2", "", "movq (%rdi,%rax,8), %rax\n", 4.0),
    ("x86_64", "alderlake", "", "imulq %rax, %rax\nimulq %rax, %rax\n", 6.0),
    // Byte partial writes after an eliminated move (compiled code).
    ("x86_64", "znver3", "", "movl %ebx, %ecx\nandb $15, %cl\nshrb %cl\nxorb %cl, %dl\nmovzbl %dl, %ecx\nmovzbl (%rcx,%r12), %ecx\nshlb $4, %cl\naddb (%rax,%r13), %cl\nincl %ebx\n", 14.0),
    // AArch64: FMA with accumulator forwarding, MAC forwarding, loads.
    ("aarch64", "neoverse-n1", "", "ldr q1, [x0], #16\nfmla v0.4s, v1.4s, v2.4s\n", 4.0),
    ("aarch64", "neoverse-n1", "", "madd x0, x1, x2, x0\n", 4.0),
    ("aarch64", "neoverse-n1", "", "ldr x0, [x0]\nadd x0, x0, #8\n", 5.0),
    ("aarch64", "cortex-a78", "", "ldr q1, [x0], #16\nfmla v0.4s, v1.4s, v2.4s\n", 5.0),
    ("aarch64", "cortex-a78", "", "madd x0, x1, x2, x0\n", 3.0),
    ("aarch64", "neoverse-v2", "", "fmla v0.4s, v1.4s, v2.4s\nfmla v3.4s, v1.4s, v2.4s\n", 2.0),
    ("aarch64", "neoverse-v2", "", "madd x0, x1, x2, x0\nmul x3, x0, x0\n", 1.0),
    ("aarch64", "apple-m1", "", "fmadd d0, d1, d2, d0\n", 10.0),
    // RISC-V: in-order and out-of-order models.
    ("riscv64", "sifive-u74", "+m,+d", "mul a0, a0, a1\naddi a1, a1, 1\n", 3.0),
    ("riscv64", "sifive-u74", "+m,+d", "fmadd.d fa0, fa1, fa2, fa0\n", 7.0),
    ("riscv64", "sifive-p670", "+m,+d", "fmadd.d fa0, fa1, fa2, fa0\n", 4.0),
    ("riscv64", "sifive-p670", "+m,+d", "ld a0, 0(a0)\nmul a0, a0, a2\n", 6.0),
    ("riscv64", "spacemit-x60", "+m,+d", "mul a0, a0, a1\n", 6.0),
];

#[test]
fn latency_bound_kernels_run_at_their_longest_chain() {
    for &(triple, cpu, mattr, asm, expected) in LATENCY_BOUND {
        let session = Session::new(triple, cpu, mattr).unwrap();
        let r1000 = analyse(&session, asm, 1000, true);
        let r500 = analyse(&session, asm, 500, false);
        let region = &r1000.regions[0];
        let lcd = region.loop_carried_deps.as_ref().unwrap();
        let steady = (total_cycles(&r1000) - total_cycles(&r500)) as f64 / 500.0;
        let what = format!("{triple} {cpu}: {asm:?}");
        assert_eq!(lcd.cycles_per_iteration, expected, "{what}: chains {:?}", lcd.chains);
        assert_eq!(lcd.cycles_per_iteration, steady, "{what}: simulated {steady} cycles per iteration");
        assert_eq!(lcd.chains[0].latency as f64, expected, "{what}");
        assert_eq!(lcd.verdict, rmca::views::loop_carried::Verdict::LatencyBound, "{what}");
        if let Some(b) = &region.bottleneck {
            // Where the model is out of order, llvm-mca's bottleneck
            // analysis blames the dependencies, not the resources.
            assert!(b.cycles.data >= b.cycles.resources, "{what}: bottleneck {:?}", b.cycles);
        }
        // The reference simulates the same cycles.
        assert_eq!(total_cycles(&r1000), reference_total_cycles(triple, cpu, mattr, 1000, asm), "{what}");
    }
}

/// Kernels bound by something else: the chain stays a lower bound.
const MIXED: &[(&str, &str, &str, &str)] = &[
    ("x86_64", "skylake", "", "vmulps %ymm0, %ymm1, %ymm2\nvmulps %ymm0, %ymm1, %ymm3\nvmulps %ymm0, %ymm1, %ymm4\naddq $1, %rax\n"),
    ("x86_64", "skylake", "", "movq %rax, (%rdi)\nmovq (%rdi), %rax\naddq $1, %rax\n"),
    ("x86_64", "btver2", "", "divl %ecx\naddl %eax, %ebx\n"),
    ("x86_64", "haswell", "", "movb %al, %bl\naddb %bl, %al\nshlq $3, %rbx\n"),
    ("aarch64", "cortex-a55", "", "ldr x1, [x0, #8]!\nadd x2, x1, x2\nstr x2, [x0]\n"),
    // Partial writes of byte registers after an eliminated move (from
    // compiled code: the bound failed while partial writes waited the full
    // latency of the older write).
    ("x86_64", "znver3", "", "movl %ebx, %ecx\nandb $15, %cl\nshrb %cl\nxorb %cl, %dl\nmovzbl %dl, %ecx\nmovzbl (%rcx,%r12), %ecx\nshlb $4, %cl\naddb (%rax,%r13), %cl\nincl %ebx\n"),
    ("x86_64", "znver4", "", "movb %al, %cl\naddb %cl, %al\nmovw %ax, %dx\nimulw %dx, %ax\n"),
    ("aarch64", "neoverse-n2", "", "fdiv d0, d0, d1\nfadd d2, d2, d0\n"),
    ("riscv64", "sifive-x280", "+m,+d,+v", "vsetvli zero, a0, e32, m1, ta, ma\nvfmacc.vv v8, v9, v10\n"),
];

#[test]
fn the_longest_chain_is_a_lower_bound_of_the_simulation() {
    let all = LATENCY_BOUND.iter().map(|&(t, c, m, a, _)| (t, c, m, a)).chain(MIXED.iter().copied());
    for (triple, cpu, mattr, asm) in all {
        let session = Session::new(triple, cpu, mattr).unwrap();
        for iterations in [1, 2, 10, 100] {
            let r = analyse(&session, asm, iterations, true);
            let lcd = r.regions[0].loop_carried_deps.as_ref().unwrap();
            let bound = lcd.cycles_per_iteration * (iterations - 1) as f64;
            assert!(bound <= total_cycles(&r) as f64, "{triple} {cpu} {asm:?} x{iterations}: {bound} > {}", total_cycles(&r));
            assert_eq!(lcd.total_cycles, total_cycles(&r));
        }
    }
}

#[test]
fn multi_iteration_cycles_and_memory_dependencies() {
    let session = Session::new("x86_64", "skylake", "").unwrap();
    // rax feeds rbx in the same iteration, rbx feeds rcx in the next and
    // rcx feeds rax in the next: one cycle over two iterations.
    let asm = "imulq %rax, %rbx\nimulq %rcx, %rax\nimulq %rbx, %rcx\n";
    let r = analyse(&session, asm, 1000, true);
    let lcd = r.regions[0].loop_carried_deps.as_ref().unwrap();
    let steady = (total_cycles(&r) - total_cycles(&analyse(&session, asm, 500, false))) as f64 / 500.0;
    assert_eq!(lcd.cycles_per_iteration, steady, "{:?}", lcd.chains);
    assert_eq!(lcd.cycles_per_iteration, 4.5);
    assert_eq!((lcd.chains[0].latency, lcd.chains[0].iterations), (9, 2));
    assert_eq!(lcd.chains[0].instructions, vec![0, 2, 1]);
    // Store to load through memory: only a dependency without -noalias.
    let asm = "movq %rax, (%rdi)\nmovq (%rdi), %rax\n";
    let noalias = analyse(&session, asm, 100, true);
    assert!(noalias.regions[0].loop_carried_deps.as_ref().unwrap().chains.is_empty());
    let opts = |iterations| AnalysisOptions {
        iterations,
        machine: rmca::pipeline::PipelineOptions { noalias: false, ..Default::default() },
        views: Views { summary: true, loop_carried_deps: true, ..Views::none() },
        ..AnalysisOptions::default()
    };
    for (triple, cpu, asm, expected) in [
        ("x86_64", "skylake", "movq %rax, (%rdi)\nmovq (%rdi), %rax\n", 6.0),
        ("x86_64", "znver3", "movq %rax, (%rdi)\nmovq (%rdi), %rax\naddq $1, %rax\n", 7.0),
        ("aarch64", "neoverse-n1", "str x0, [x1]\nldr x0, [x1]\n", 5.0),
    ] {
        let session = Session::new(triple, cpu, "").unwrap();
        let alias = session.analyze(&Block::asm(asm), &opts(1000)).unwrap();
        let half = session.analyze(&Block::asm(asm), &opts(500)).unwrap();
        let lcd = alias.regions[0].loop_carried_deps.as_ref().unwrap();
        assert_eq!(lcd.chains[0].instructions[..2], [0, 1]);
        assert_eq!(lcd.cycles_per_iteration, expected, "{cpu} {asm:?}");
        let steady = (total_cycles(&alias) - total_cycles(&half)) as f64 / 500.0;
        assert_eq!(lcd.cycles_per_iteration, steady, "{cpu} {asm:?}");
    }
}

#[test]
fn json_and_text_are_only_there_when_asked_for() {
    let session = Session::new("x86_64", "skylake", "").unwrap();
    let asm = "vfmadd231ps %ymm1, %ymm2, %ymm0\n";
    let with = analyse(&session, asm, 100, true);
    let without = analyse(&session, asm, 100, false);
    assert!(without.regions[0].loop_carried_deps.is_none());
    assert!(!without.to_text().contains("Loop-Carried"));
    assert!(!without.to_llvm_json().contains("LoopCarriedDependencies"));
    let json: serde_json::Value = serde_json::from_str(&with.to_llvm_json()).unwrap();
    let l = &json["CodeRegions"][0]["LoopCarriedDependencies"];
    assert_eq!(l["CyclesPerIteration"], 4);
    assert_eq!(l["Chains"][0]["Instructions"], serde_json::json!([0]));
    assert_eq!(l["Chains"][0]["Latency"], 4);
    assert_eq!(l["CriticalPath"]["Latency"], 4);
    assert!(with.to_text().contains("Loop-Carried Dependencies:"));
}

/// (triple, cpu, mattr, kernel): one instruction holding a resource over a
/// segment that starts after issue (AcquireAtCycle > 0), no dependencies.
const SEGMENTS: &[(&str, &str, &str, &str)] = &[
    ("riscv64", "sifive-x280", "+v", "vsetvli zero, a0, e32, m1, ta, ma\n# LLVM-MCA-BEGIN\nvadd.vv v8, v9, v10\n# LLVM-MCA-END\n"),
    ("riscv64", "sifive-x280", "+v", "vsetvli zero, a0, e32, m4, ta, ma\n# LLVM-MCA-BEGIN\nvadd.vv v8, v12, v16\n# LLVM-MCA-END\n"),
    ("riscv64", "sifive-x280", "+v", "vsetvli zero, a0, e32, m2, ta, ma\n# LLVM-MCA-BEGIN\nvle32.v v8, (a0)\n# LLVM-MCA-END\n"),
    ("riscv64", "sifive-u74", "+v", "vsetvli zero, a0, e64, m8, ta, ma\n# LLVM-MCA-BEGIN\nvfmul.vv v8, v16, v24\n# LLVM-MCA-END\n"),
    // Two units: ReleaseAtCycle / 2.
    ("riscv64", "sifive-x390", "+v", "vsetvli zero, a0, e32, m1, ta, ma\n# LLVM-MCA-BEGIN\nvadd.vv v8, v9, v10\n# LLVM-MCA-END\n"),
    ("riscv64", "tt-ascalon-d8", "+v,+zvfh", "vsetvli zero, a0, e16, m1, ta, ma\n# LLVM-MCA-BEGIN\nvfslide1down.vf v8, v9, fa0\n# LLVM-MCA-END\n"),
];

#[test]
fn segments_throughput_in_the_simulation() {
    for &(triple, cpu, mattr, asm) in SEGMENTS {
        let session = Session::new(triple, cpu, mattr).unwrap();
        let opts = |iterations| AnalysisOptions {
            iterations,
            display: rmca::analysis::ViewOptions { segment_throughput: true, ..Default::default() },
            views: Views { summary: true, instruction_info: true, ..Views::none() },
            ..AnalysisOptions::default()
        };
        let r1000 = session.analyze(&Block::asm(asm), &opts(1000)).unwrap();
        let r500 = session.analyze(&Block::asm(asm), &opts(500)).unwrap();
        let reference = reference_total_cycles(triple, cpu, mattr, 1000, asm);
        assert_eq!(total_cycles(&r1000), reference);
        let steady = (total_cycles(&r1000) - total_cycles(&r500)) as f64 / 500.0;
        // The region is the instruction between the markers.
        let region = &r1000.regions[0];
        assert_eq!(region.instructions.len(), 1);
        let row = &region.instruction_info.as_ref().unwrap().rows[0];
        let hold = row.hold_rthroughput.unwrap();
        let what = format!("{cpu} {asm:?}");
        assert!(hold > row.rthroughput, "{what}: the instruction has a segment");
        assert_eq!(steady, hold, "{what}: simulated {steady}, LLVM RThroughput {}", row.rthroughput);
    }
}
