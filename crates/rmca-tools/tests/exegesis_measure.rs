//! rmca-exegesis's measure phase against an independent harness made here:
//! the harness times its own inline-assembly chains with rdtsc (minimum
//! of 300 runs) and converts ticks to core cycles with its own chain of
//! 64-bit IMULs (3 cycles on Intel since Nehalem and on AMD Zen). Latency
//! in cycles is a property of the CPU, so both must agree within a
//! tolerance on whatever host runs the tests; nothing here is a threshold
//! on wall-clock time.
//!
//! With a PMU the measure phase must say it counted PMU cycles; without
//! one, TSC. The TSC path is also forced (RMCA_EXEGESIS_COUNTER=tsc) so it
//! is checked on hosts with a PMU too. Faults, hangs and system calls in
//! snippets must become `error:` entries (or sandboxed calls), never a
//! crash of rmca-exegesis.
#![cfg(all(target_arch = "x86_64", target_os = "linux"))]

use std::arch::asm;
use std::arch::x86_64::{_mm_lfence, _rdtsc};
use std::path::PathBuf;
use std::process::{Command, Stdio};

use rmca_exegesis::mc::host_run::{perf_available, PerfEvent};

fn ours() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_rmca-exegesis"))
}

struct Run {
    stdout: String,
    stderr: String,
    code: i32,
}

fn run(args: &[&str], env: &[(&str, &str)], stdin: Option<&str>) -> Run {
    let mut c = Command::new(ours());
    c.args(args).stdout(Stdio::piped()).stderr(Stdio::piped());
    for (k, v) in env {
        c.env(k, v);
    }
    c.stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() });
    let mut child = c.spawn().expect("spawn rmca-exegesis");
    if let Some(text) = stdin {
        use std::io::Write;
        child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    }
    let o = child.wait_with_output().unwrap();
    Run { stdout: String::from_utf8_lossy(&o.stdout).into_owned(), stderr: String::from_utf8_lossy(&o.stderr).into_owned(), code: o.status.code().unwrap_or(-1) }
}

/// The (key, value) measurements, error and info of each document.
fn documents(yaml: &str) -> Vec<(Vec<(String, f64)>, String, String)> {
    let mut out = Vec::new();
    for doc in yaml.split("\n---").filter(|d| d.contains("mode:")) {
        let mut ms = Vec::new();
        let (mut err, mut info) = (String::new(), String::new());
        for l in doc.lines() {
            let t = l.trim();
            if let Some(inner) = t.strip_prefix("- { key: ") {
                let (key, rest) = inner.split_once(", value: ").unwrap();
                let value: f64 = rest.split(',').next().unwrap().trim().parse().unwrap();
                ms.push((key.to_string(), value));
            } else if let Some(e) = l.strip_prefix("error:") {
                err = e.trim().trim_matches('\'').to_string();
            } else if let Some(i) = l.strip_prefix("info:") {
                info = i.trim().to_string();
            }
        }
        out.push((ms, err, info));
    }
    out
}

fn pmu() -> bool {
    perf_available(PerfEvent::CPU_CYCLES).is_ok()
}

/// Measures `op` with rmca-exegesis; (value, info).
fn measured(op: &str, mode: &str, env: &[(&str, &str)]) -> (f64, String) {
    let r = run(&[&format!("-mode={mode}"), &format!("-opcode-name={op}")], env, None);
    assert_eq!(r.code, 0, "{op}: {}", r.stderr);
    let docs = documents(&r.stdout);
    assert_eq!(docs.len(), 1, "{op}: {}", r.stdout);
    let (ms, err, info) = &docs[0];
    assert!(err.is_empty(), "{op}: error {err}");
    assert_eq!(ms.len(), 1, "{op}: {}", r.stdout);
    assert_eq!(ms[0].0, mode);
    (ms[0].1, info.clone())
}

// ---- the independent harness ---------------------------------------------

fn tsc() -> u64 {
    // SAFETY: lfence/rdtsc exist on every x86-64 CPU.
    unsafe {
        _mm_lfence();
        let t = _rdtsc();
        _mm_lfence();
        t
    }
}

/// Minimum ticks of `f` over 300 runs, after 30 warm-up runs.
fn min_ticks(f: &dyn Fn()) -> u64 {
    for _ in 0..30 {
        f();
    }
    (0..300)
        .map(|_| {
            let t0 = tsc();
            f();
            tsc() - t0
        })
        .min()
        .unwrap()
}

/// 64 x 64 copies of one instruction (AT&T syntax via `.att_syntax`-free
/// Intel syntax, Rust's default), operands fixed by the caller.
macro_rules! chain {
    ($inst:literal, $($regs:tt)*) => {
        || unsafe {
            asm!(".rept 4096", $inst, ".endr", $($regs)*)
        }
    };
}

/// Ticks per core cycle: a 4096-long chain of `imul rax, rax` is 3 x 4096
/// cycles; the empty measurement's ticks are taken off both sides. The
/// ratio is measured again right before and right after every chain the
/// harness times (frequency may move), and their mean converts it.
struct Harness {
    empty: u64,
    ticks_per_cycle: f64,
}

fn imul_ratio(empty: u64) -> f64 {
    let imul = min_ticks(&chain!("imul rax, rax", out("rax") _, options(nomem, nostack)));
    imul.saturating_sub(empty) as f64 / (3.0 * 4096.0)
}

impl Harness {
    fn new() -> Harness {
        let empty = min_ticks(&|| {});
        Harness { empty, ticks_per_cycle: imul_ratio(empty) }
    }

    /// Core cycles per instruction of a 4096-instruction block.
    fn cycles(&self, f: &dyn Fn()) -> f64 {
        let before = imul_ratio(self.empty);
        let ticks = min_ticks(f).saturating_sub(self.empty) as f64;
        let after = imul_ratio(self.empty);
        ticks / ((before + after) / 2.0) / 4096.0
    }
}

/// The harness's latency of each opcode, where the host has the feature.
fn harness_latencies(h: &Harness) -> Vec<(&'static str, f64)> {
    let mut v = vec![
        ("IMUL64rr", h.cycles(&chain!("imul rax, rcx", out("rax") _, out("rcx") _, options(nomem, nostack)))),
        ("ADD64rr", h.cycles(&chain!("add rax, rcx", out("rax") _, out("rcx") _, options(nomem, nostack)))),
    ];
    if std::is_x86_feature_detected!("popcnt") {
        v.push(("POPCNT64rr", h.cycles(&chain!("popcnt rax, rax", out("rax") _, options(nomem, nostack)))));
    }
    if std::is_x86_feature_detected!("avx2") {
        // Zeroed operands: no denormals on any path.
        let z = || unsafe { asm!("vpxor ymm0, ymm0, ymm0", "vpxor ymm1, ymm1, ymm1", "vpxor ymm2, ymm2, ymm2", out("ymm0") _, out("ymm1") _, out("ymm2") _) };
        macro_rules! avx {
            ($inst:literal) => {
                &|| {
                    z();
                    unsafe { asm!(".rept 4096", $inst, ".endr", "vzeroupper", out("ymm0") _, out("ymm1") _, out("ymm2") _, options(nomem, nostack)) }
                }
            };
        }
        v.push(("VMULPSYrr", h.cycles(avx!("vmulps ymm0, ymm0, ymm1"))));
        v.push(("VADDPSYrr", h.cycles(avx!("vaddps ymm0, ymm0, ymm1"))));
        v.push(("VPADDDYrr", h.cycles(avx!("vpaddd ymm0, ymm0, ymm1"))));
        v.push(("VPMULLDYrr", h.cycles(avx!("vpmulld ymm0, ymm0, ymm1"))));
        if std::is_x86_feature_detected!("fma") {
            v.push(("VFMADD231PSYr", h.cycles(avx!("vfmadd231ps ymm0, ymm1, ymm2"))));
        }
    }
    v
}

/// Inverse throughput of IMUL64rr: eight independent chains interleaved.
fn harness_imul_throughput(h: &Harness) -> f64 {
    let f = || unsafe {
        asm!(
            ".rept 512",
            "imul r8, r8", "imul r9, r9", "imul r10, r10", "imul r11, r11",
            "imul rax, rax", "imul rcx, rcx", "imul rdx, rdx", "imul rsi, rsi",
            ".endr",
            out("r8") _, out("r9") _, out("r10") _, out("r11") _, out("rax") _, out("rcx") _, out("rdx") _, out("rsi") _,
            options(nomem, nostack)
        )
    };
    h.cycles(&f)
}

fn close(ours: f64, theirs: f64) -> bool {
    (ours - theirs).abs() <= (0.07 * theirs).max(0.1)
}

// ---- tests -----------------------------------------------------------------

#[test]
fn latencies_agree_with_the_independent_harness() {
    let h = Harness::new();
    assert!(h.ticks_per_cycle > 0.05 && h.ticks_per_cycle < 20.0, "harness calibration: {} ticks per cycle", h.ticks_per_cycle);
    let expected_counter = if pmu() { "counter=pmu-cycles" } else { "counter=tsc" };
    let mut bad = Vec::new();
    for (op, theirs) in harness_latencies(&h) {
        for (label, env) in [("default", &[][..]), ("tsc", &[("RMCA_EXEGESIS_COUNTER", "tsc")][..])] {
            let (v, info) = measured(op, "latency", env);
            let want = if label == "tsc" { "counter=tsc" } else { expected_counter };
            assert!(info.contains(want), "{op} ({label}): info does not say {want}: {info}");
            if !close(v, theirs) {
                // A machine shared with other work can disturb one
                // measurement; a real disagreement survives a second,
                // fresh pair.
                let again = harness_latencies(&h).into_iter().find(|(o, _)| *o == op).map_or(f64::NAN, |x| x.1);
                let (v2, _) = measured(op, "latency", env);
                if !close(v2, again) {
                    bad.push(format!("{op} ({label}): rmca-exegesis {v:.3} then {v2:.3}, harness {theirs:.3} then {again:.3}"));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn imul_inverse_throughput_agrees_with_the_independent_harness() {
    let h = Harness::new();
    let theirs = harness_imul_throughput(&h);
    for env in [&[][..], &[("RMCA_EXEGESIS_COUNTER", "tsc")][..]] {
        let (v, _) = measured("IMUL64rr", "inverse_throughput", env);
        if !close(v, theirs) {
            // One fresh pair more (see the latency test).
            let (v2, _) = measured("IMUL64rr", "inverse_throughput", env);
            let again = harness_imul_throughput(&h);
            assert!(close(v2, again), "IMUL64rr inverse throughput: rmca-exegesis {v:.3} then {v2:.3}, harness {theirs:.3} then {again:.3}");
        }
    }
}

#[test]
fn repetition_modes_measure_the_same_latency() {
    let h = Harness::new();
    let theirs = h.cycles(&chain!("imul rax, rcx", out("rax") _, out("rcx") _, options(nomem, nostack)));
    let value = |mode: &str| {
        let r = run(&["-mode=latency", "-opcode-name=IMUL64rr", &format!("-repetition-mode={mode}")], &[], None);
        assert_eq!(r.code, 0, "{mode}: {}", r.stderr);
        documents(&r.stdout)[0].0[0].1
    };
    for mode in ["duplicate", "loop", "min", "middle-half-duplicate", "middle-half-loop"] {
        let v = value(mode);
        if !close(v, theirs) {
            // One fresh measurement more (see the latency test).
            let v2 = value(mode);
            assert!(close(v2, theirs), "{mode}: rmca-exegesis {v:.3} then {v2:.3}, harness {theirs:.3}");
        }
    }
}

#[test]
fn uops_needs_the_pmu() {
    let r = run(&["-mode=uops", "-opcode-name=ADD64rr"], &[], None);
    if pmu() {
        // A virtual PMU may give cycles but not the vendor's micro-op
        // event: then the error must say so.
        if r.code == 1 {
            assert!(r.stderr.contains("the PMU does not give the micro-op counter") || r.stderr.contains("no micro-op counter is known"), "{}", r.stderr);
            eprintln!("uops: {}", r.stderr.trim());
            return;
        }
        assert_eq!(r.code, 0, "{}", r.stderr);
        let docs = documents(&r.stdout);
        let uops = docs[0].0.iter().find(|m| m.0 == "NumMicroOps").unwrap_or_else(|| panic!("{}", r.stdout));
        // ADD64rr is one micro-op on every x86 core.
        assert!((uops.1 - 1.0).abs() < 0.2, "ADD64rr: {} micro-ops", uops.1);
        assert!(docs[0].2.contains("counter=pmu-uops"), "{}", r.stdout);
    } else {
        assert_eq!(r.code, 1);
        assert!(r.stderr.contains("uops mode needs hardware performance counters"), "{}", r.stderr);
    }
}

#[test]
fn faults_hangs_and_system_calls_become_entries() {
    let cases: &[(&str, &str, &[(&str, &str)], &str)] = &[
        ("ud2", "-mode=latency", &[], "snippet crashed while running: Illegal instruction"),
        ("# LLVM-EXEGESIS-DEFREG RAX 0\n# LLVM-EXEGESIS-DEFREG RDX 0\n# LLVM-EXEGESIS-DEFREG RCX 0\ndivq %rcx", "-mode=latency", &[], "snippet crashed while running: Floating point exception"),
        ("# LLVM-EXEGESIS-DEFREG RAX 1234\nmovq (%rax), %rbx", "-mode=latency", &[], "snippet crashed while running: Segmentation fault"),
        ("int3", "-mode=latency", &[], "snippet crashed while running: Trace/breakpoint trap"),
    ];
    for (snippet, mode, env, want) in cases {
        let r = run(&[mode, "-snippets-file=-"], env, Some(snippet));
        assert_eq!(r.code, 0, "{snippet}: {}", r.stderr);
        let docs = documents(&r.stdout);
        assert_eq!(docs.len(), 1);
        assert_eq!(docs[0].1, *want, "{snippet}");
        assert!(docs[0].0.is_empty());
    }
    // A hang: a loop of 4e9 IMULs under a 1 s limit.
    let r = run(&["-mode=latency", "-opcode-name=IMUL64rr", "-repetition-mode=loop", "-min-instructions=4000000000"], &[("RMCA_EXEGESIS_TIMEOUT", "1")], None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(documents(&r.stdout)[0].1.starts_with("snippet timed out after 1s"), "{}", r.stdout);
    // A system call (getpid) is refused by the sandbox and measured.
    let r = run(&["-mode=latency", "-snippets-file=-"], &[], Some("# LLVM-EXEGESIS-DEFREG RAX 39\nsyscall"));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let d = &documents(&r.stdout)[0];
    assert!(d.1.is_empty() && d.0.len() == 1, "{}", r.stdout);
}

#[test]
fn llvm_exegesis_reads_the_measured_yaml() {
    let r = run(&["-mode=latency", "-opcode-name=VADDPSYrr,IMUL64rr,ADD64rr"], &[], None);
    assert_eq!(r.code, 0);
    let dir = std::env::temp_dir().join(format!("rmca-measure-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("m.yaml");
    std::fs::write(&file, &r.stdout).unwrap();
    let a = |tool: &std::path::Path| {
        Command::new(tool)
            .args(["-mode=analysis", &format!("-benchmarks-file={}", file.display()), "-analysis-numpoints=1", "-analysis-clusters-output-file=-"])
            .output()
            .unwrap()
    };
    let o = a(&ours());
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).contains("Parsed 3 benchmark points"));
    let reference = PathBuf::from(env!("RMCA_LLVM_BINDIR")).join("llvm-exegesis");
    if reference.exists() {
        let r = a(&reference);
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
        assert_eq!(String::from_utf8_lossy(&r.stdout), String::from_utf8_lossy(&o.stdout));
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// `rmca-sched measured` and `measured-override` on a file whose VADDPSYrr
/// latency (7 cycles, written here) disagrees with Skylake's model (4).
#[test]
fn measured_vs_model_and_the_override_it_writes() {
    let r = run(&["-mtriple=x86_64-unknown-linux-gnu", "-mcpu=skylake", "-mode=latency", "-opcode-name=VADDPSYrr,ADD64rr", "--benchmark-phase=prepare-and-assemble-snippet", "--random-generator-seed=1"], &[], None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let mut docs: Vec<String> = r.stdout.split("---\n").filter(|d| !d.is_empty()).map(|d| format!("---\n{d}")).collect();
    assert_eq!(docs.len(), 2);
    for (d, v) in docs.iter_mut().zip(["7.02", "1.01"]) {
        *d = d
            .lines()
            .map(|l| match l.split(':').next() {
                Some("measurements") => format!("measurements:\n  - {{ key: latency, value: {v}, per_snippet_value: {v} }}\n"),
                Some("error") => "error:           ''\n".to_string(),
                Some("info") => "info:            'measured by rmca-exegesis: counter=tsc, test'\n".to_string(),
                _ => format!("{l}\n"),
            })
            .collect::<String>();
    }
    let dir = std::env::temp_dir().join(format!("rmca-measured-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("m.yaml");
    std::fs::write(&file, docs.concat()).unwrap();
    let sched = PathBuf::from(env!("CARGO_BIN_EXE_rmca-sched"));
    let o = Command::new(&sched).args(["measured", "--csv"]).arg(&file).output().unwrap();
    let csv = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let lines: Vec<&str> = csv.lines().collect();
    assert!(lines[0].starts_with("opcode,mode,model,measured,difference"));
    assert!(lines[1].starts_with("VADDPSYrr,latency,4.0000,7.0200,3.0200,75.50,tsc,"), "{csv}");
    assert!(lines[2].starts_with("ADD64rr,latency,1.0000,1.0100,0.0100,"), "{csv}");
    let o = Command::new(&sched).args(["measured-override"]).arg(&file).output().unwrap();
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    let ov = rmca::overrides::parse(&text, "override").unwrap();
    let sky = ov.for_cpu("skylake");
    assert_eq!(sky.opcodes.len(), 1, "{text}");
    assert_eq!(sky.opcodes["VADDPSYrr"].latency, Some(7));
    // The override, applied by rmca, gives the measured latency.
    let ovf = dir.join("ov.yaml");
    std::fs::write(&ovf, &text).unwrap();
    let asm = dir.join("a.s");
    std::fs::write(&asm, "vaddps %ymm0, %ymm1, %ymm2\n").unwrap();
    let rmca = PathBuf::from(env!("CARGO_BIN_EXE_rmca"));
    let o = Command::new(&rmca).args(["-mtriple=x86_64-unknown-linux-gnu", "-mcpu=skylake", "-instruction-info", "-resource-pressure=false"]).arg(format!("--sched-override={}", ovf.display())).arg(&asm).output().unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.lines().any(|l| l.contains("vaddps") && l.split_whitespace().nth(1) == Some("7")), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}
