//! rmca against the llvm-mca of the LLVM it was built against, on inputs
//! written for this project: stdout, stderr and exit status must be
//! identical, and rmca's output is also kept as an insta snapshot under
//! `snapshots/` (the LLVM 22 build's).

#[path = "support/llvm.rs"]
mod llvm;

use std::path::PathBuf;
use std::process::{Command, Stdio};

fn reference() -> PathBuf {
    llvm::tool("llvm-mca")
}

struct Out {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    code: i32,
}

fn run(exe: &std::path::Path, args: &[&str], stdin: Option<&str>) -> Out {
    run_env(exe, args, stdin, None)
}

/// `run` with `RMCA_FAST_FORWARD` set to `mode` (see the rmca binary).
fn run_env(exe: &std::path::Path, args: &[&str], stdin: Option<&str>, mode: Option<&str>) -> Out {
    let mut cmd = Command::new(exe);
    match mode {
        Some(m) => cmd.env("RMCA_FAST_FORWARD", m),
        None => cmd.env_remove("RMCA_FAST_FORWARD"),
    };
    cmd.args(args).current_dir(env!("CARGO_MANIFEST_DIR"));
    cmd.stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() });
    cmd.stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("spawn");
    if let Some(s) = stdin {
        use std::io::Write;
        child.stdin.take().unwrap().write_all(s.as_bytes()).unwrap();
    }
    let o = child.wait_with_output().unwrap();
    Out { stdout: o.stdout, stderr: o.stderr, code: o.status.code().unwrap_or(-1) }
}

/// Runs both tools; program names in messages are made equal.
fn compare(name: &str, args: &[&str], stdin: Option<&str>) {
    let ours_exe = PathBuf::from(env!("CARGO_BIN_EXE_rmca"));
    let dir = tempdir();
    // Run both through a link named llvm-mca so messages carrying the
    // program name compare equal.
    let ours_link = dir.join("ours").join("llvm-mca");
    let ref_link = dir.join("ref").join("llvm-mca");
    std::fs::create_dir_all(ours_link.parent().unwrap()).unwrap();
    std::fs::create_dir_all(ref_link.parent().unwrap()).unwrap();
    let _ = std::fs::remove_file(&ours_link);
    let _ = std::fs::remove_file(&ref_link);
    std::os::unix::fs::symlink(&ours_exe, &ours_link).unwrap();
    std::os::unix::fs::symlink(reference(), &ref_link).unwrap();
    let ours = run(&ours_link, args, stdin);
    let theirs = run(&ref_link, args, stdin);
    // Byte comparison; only the program path in messages is normalised.
    let norm = |s: &[u8], link: &PathBuf| -> Vec<u8> {
        let pat = link.to_str().unwrap().as_bytes();
        let mut out = Vec::with_capacity(s.len());
        let mut i = 0;
        while i < s.len() {
            if s[i..].starts_with(pat) {
                out.extend_from_slice(b"llvm-mca");
                i += pat.len();
            } else {
                out.push(s[i]);
                i += 1;
            }
        }
        out
    };
    // Where the reference crashes (killed by a signal, or LLVM's crash
    // banner), rmca only has to end cleanly (mca-parity's rule). No case
    // crashes llvm-mca-22; LLVM 19's dies on a few.
    let crashed = theirs.code < 0 || String::from_utf8_lossy(&theirs.stderr).contains("PLEASE submit a bug report");
    if crashed {
        assert!(ours.code == 0 || ours.code == 1, "rmca did not end cleanly for {name} ({})", ours.code);
    } else {
        assert_eq!(norm(&ours.stderr, &ours_link), norm(&theirs.stderr, &ref_link), "stderr differs for {name}");
        assert_eq!(ours.stdout, theirs.stdout, "stdout differs for {name}");
        assert_eq!(ours.code, theirs.code, "exit status differs for {name}");
    }
    // The steady-state fast-forward never changes a byte: not when forced
    // on short runs, and not when turned off.
    for mode in ["always", "off"] {
        let other = run_env(&ours_link, args, stdin, Some(mode));
        assert_eq!(other.stdout, ours.stdout, "stdout differs for {name} with RMCA_FAST_FORWARD={mode}");
        assert_eq!(other.stderr, ours.stderr, "stderr differs for {name} with RMCA_FAST_FORWARD={mode}");
        assert_eq!(other.code, ours.code, "exit status differs for {name} with RMCA_FAST_FORWARD={mode}");
    }
    let lossy = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    let snap = format!(
        "exit: {}\n--- stdout\n{}--- stderr\n{}",
        ours.code,
        lossy(&ours.stdout),
        lossy(&norm(&ours.stderr, &ours_link))
    );
    if llvm::snapshots_apply() {
        insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false}, {
            insta::assert_snapshot!(name, snap);
        });
    }
}

fn tempdir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("rmca-test-{}-{:?}", std::process::id(), std::thread::current().id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

macro_rules! case {
    ($name:ident, [$($arg:expr),* $(,)?]) => {
        #[test]
        fn $name() {
            compare(stringify!($name), &[$($arg),*], None);
        }
    };
    ($name:ident, [$($arg:expr),* $(,)?], stdin = $s:expr) => {
        #[test]
        fn $name() {
            compare(stringify!($name), &[$($arg),*], Some($s));
        }
    };
}

// Instruction tables on several targets and CPUs.
case!(tables_x86_haswell, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-instruction-tables", "tests/inputs/x86_mix.s"]);
case!(tables_x86_skylake, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-instruction-tables", "tests/inputs/x86_mix.s"]);
case!(tables_x86_znver3, ["-mtriple=x86_64-unknown-unknown", "-mcpu=znver3", "-instruction-tables", "tests/inputs/x86_mix.s"]);
case!(tables_x86_btver2, ["-mtriple=x86_64-unknown-unknown", "-mcpu=btver2", "-instruction-tables", "tests/inputs/x86_mix.s"]);
case!(tables_x86_full, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-instruction-tables=full", "tests/inputs/x86_mix.s"]);
// Resource lists wider than their column (Alder Lake), with and without barriers.
case!(tables_x86_full_wide_resources_no_barriers, ["-mtriple=x86_64-unknown-unknown", "-mcpu=alderlake", "-instruction-tables=full", "-show-encoding", "tests/inputs/x86_wide_resources.s"]);
case!(tables_x86_full_wide_resources, ["-mtriple=x86_64-unknown-unknown", "-mcpu=alderlake", "-instruction-tables=full", "-show-encoding", "-show-barriers", "-output-asm-variant=1", "tests/inputs/x86_wide_resources.s"]);
case!(tables_x86_encoding_barriers, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-instruction-tables", "-show-encoding", "-show-barriers", "tests/inputs/x86_mix.s"]);
case!(tables_x86_imm_hex, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-instruction-tables", "-print-imm-hex", "tests/inputs/x86_mix.s"]);
case!(tables_x86_intel_output, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-instruction-tables", "-output-asm-variant=1", "tests/inputs/x86_mix.s"]);
case!(tables_x86_intel_input, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-instruction-tables", "tests/inputs/intel.s"]);
case!(tables_aarch64_a57, ["-mtriple=aarch64", "-mcpu=cortex-a57", "-instruction-tables", "tests/inputs/aarch64_mix.s"]);
case!(tables_aarch64_neoverse_n1, ["-mtriple=aarch64", "-mcpu=neoverse-n1", "-instruction-tables", "tests/inputs/aarch64_mix.s"]);
case!(tables_riscv_u74, ["-mtriple=riscv64", "-mcpu=sifive-u74", "-mattr=+d", "-instruction-tables", "tests/inputs/riscv_mix.s"]);
case!(tables_arm_m7, ["-mtriple=thumbv7em-none-eabi", "-mcpu=cortex-m7", "-instruction-tables", "tests/inputs/arm_mix.s"]);
case!(tables_regions, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-instruction-tables", "tests/inputs/regions.s"]);
case!(tables_stdin, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-instruction-tables"], stdin = "addq %rax, %rbx\nvaddps %xmm0, %xmm1, %xmm2\n");

// Errors and their exit statuses.
case!(err_unknown_cpu, ["-mtriple=x86_64-unknown-unknown", "-mcpu=foo", "tests/inputs/x86_mix.s"]);
case!(err_unknown_triple, ["-mtriple=foo", "tests/inputs/x86_mix.s"]);
case!(err_unknown_march, ["-march=foo", "tests/inputs/x86_mix.s"]);
case!(err_bad_mattr, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-mattr=+nosuchfeature", "-instruction-tables", "tests/inputs/x86_mix.s"]);
case!(err_missing_file, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "tests/inputs/does-not-exist.s"]);
case!(err_directory, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "tests/inputs"]);
case!(err_empty_input, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "tests/inputs/empty.s"]);
case!(err_parse_error, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "tests/inputs/parse_error.s"]);
case!(err_bad_markers, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "tests/inputs/bad_markers.s"]);
case!(err_unknown_instrument, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "tests/inputs/unknown_instrument.s"]);
case!(err_no_sched_model, ["-mtriple=x86_64-unknown-unknown", "-mcpu=i386", "tests/inputs/x86_mix.s"]);
case!(err_itineraries_only, ["-mtriple=armv7", "-mcpu=cortex-a8", "tests/inputs/arm_mix.s"]);
case!(err_unknown_option, ["-frobnicate", "tests/inputs/x86_mix.s"]);
case!(err_bad_iterations, ["-iterations=x", "tests/inputs/x86_mix.s"]);
case!(skip_parse_failure, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-instruction-tables", "-skip-unsupported-instructions=parse-failure", "tests/inputs/parse_error.s"]);

// The simulated pipeline and its views.
case!(sim_x86_haswell_default, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "tests/inputs/x86_mix.s"]);
case!(sim_x86_skylake_all_views, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-all-views", "-iterations=20", "tests/inputs/x86_mix.s"]);
case!(sim_x86_znver3_timeline, ["-mtriple=x86_64-unknown-unknown", "-mcpu=znver3", "-timeline", "-timeline-max-iterations=3", "-register-file-stats", "tests/inputs/x86_mix.s"]);
case!(sim_x86_btver2_stats, ["-mtriple=x86_64-unknown-unknown", "-mcpu=btver2", "-all-stats", "-dispatch=1", "-noalias=false", "tests/inputs/x86_mix.s"]);
case!(sim_x86_example, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-bottleneck-analysis", "../../examples/dot-product.s"]);
case!(sim_x86_regions, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-iterations=10", "-timeline", "tests/inputs/regions.s"]);
case!(sim_x86_json, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-json", "-all-views", "-iterations=5", "tests/inputs/x86_mix.s"]);
case!(sim_aarch64_neoverse_n1, ["-mtriple=aarch64", "-mcpu=neoverse-n1", "-timeline", "tests/inputs/aarch64_mix.s"]);
case!(sim_aarch64_a55_in_order, ["-mtriple=aarch64", "-mcpu=cortex-a55", "-all-views", "-iterations=4", "tests/inputs/aarch64_mix.s"]);
case!(sim_riscv_u74_in_order, ["-mtriple=riscv64", "-mcpu=sifive-u74", "-mattr=+d", "-timeline", "-iterations=3", "tests/inputs/riscv_mix.s"]);
case!(sim_arm_m7, ["-mtriple=thumbv7em-none-eabi", "-mcpu=cortex-m7", "-iterations=10", "tests/inputs/arm_mix.s"]);

// Regressions found by differential fuzzing, on inputs of our own.
case!(fuzz_aarch64_partial_writes, ["-mtriple=aarch64", "-mcpu=neoverse-v2", "-iterations=3", "-timeline", "tests/inputs/aarch64_partial.s"]);
case!(fuzz_x86_stack_engine, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-iterations=3", "-timeline", "tests/inputs/x86_stack.s"]);
case!(fuzz_riscv_vector_instruments, ["-mtriple=riscv64", "-mcpu=sifive-x280", "-iterations=2", "-timeline", "tests/inputs/riscv_vector.s"]);
case!(fuzz_bottleneck_tab_columns, ["-mtriple=x86_64-unknown-unknown", "-mcpu=corei7-avx", "-mattr=+avx512f,+avx512dq,+avx512vl", "-bottleneck-analysis", "-iterations=50", "tests/inputs/x86_bottleneck.s"]);
case!(fuzz_latency_instrument, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-iterations=4", "-timeline", "tests/inputs/latency_instrument.s"]);
case!(fuzz_latency_instrument_disabled, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-iterations=4", "-disable-im", "tests/inputs/latency_instrument.s"]);
case!(fuzz_normalized_triple_in_error, ["-mtriple=thumbv8.1-m.main-none-none-eabi", "-mcpu=arm1176jzf-s", "tests/inputs/arm_mix.s"]);
case!(fuzz_rv32_fatal_error, ["-mtriple=riscv32-unknown-unknown", "-mcpu=xiangshan-nanhu", "tests/inputs/riscv_mix.s"]);
// Extensions LLVM refuses together: a fatal error when the parser is made.
case!(riscv_incompatible_extensions_fatal, ["-mtriple=riscv64", "-mcpu=sifive-u74", "-mattr=+zcmt,+zcd", "tests/inputs/riscv_mix.s"]);
case!(bad_binary_garbage, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "tests/inputs/garbage.s"]);
case!(crlf_input, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-iterations=5", "-timeline", "tests/inputs/crlf.s"]);
case!(cpu_help, ["-mtriple=x86_64-unknown-unknown", "-mcpu=help"]);
case!(march_without_triple, ["-march=aarch64", "-mcpu=cortex-a57", "-instruction-tables", "tests/inputs/aarch64_mix.s"]);
case!(err_unwritable_output, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-o", "/nonexistent/dir/out.txt", "tests/inputs/x86_mix.s"]);
case!(amdgpu_waitcnt_gfx1030, ["-mtriple=amdgcn", "-mcpu=gfx1030", "-iterations=3", "-timeline", "tests/inputs/amdgpu_waitcnt.s"]);
case!(amdgpu_waitcnt_gfx900_disable_cb, ["-mtriple=amdgcn", "-mcpu=gfx900", "-iterations=3", "-disable-cb", "tests/inputs/amdgpu_waitcnt.s"]);
case!(comment_at_end_of_input, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-iterations=2", "tests/inputs/trailing_comment.s"]);
// Both instruments set, or an SEW from a vsetvli: llvm-mca-22 runs these, so
// the guard against its division by zero must not refuse them.
case!(riscv_indexed_load_with_sew, ["-mtriple=riscv64", "-mcpu=sifive-x280", "-iterations=10", "tests/inputs/riscv_indexed_sew_ok.s"]);
// Messages placed at the end of the input (the parse reads a guard buffer
// after it): same line and column as llvm-mca.
case!(end_of_input_unfinished_frame, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "tests/inputs/unfinished_frame.s"]);
case!(end_of_input_unfinished_frame_no_newline, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "tests/inputs/unfinished_frame_no_newline.s"]);
case!(end_of_input_unmatched_if, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "tests/inputs/unmatched_if.s"]);
// Long runs, which the steady-state fast-forward shortens: every view it
// extrapolates, with and without memory operations and move elimination.
case!(steady_fp_chain_btver2, ["-mtriple=x86_64-unknown-unknown", "-mcpu=btver2", "-iterations=20000", "-all-stats", "-timeline", "tests/inputs/ff_fp_chain.s"]);
case!(steady_mem_skylake, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-iterations=5000", "-all-stats", "-timeline", "tests/inputs/ff_mem.s"]);
case!(steady_moves_znver3, ["-mtriple=x86_64-unknown-unknown", "-mcpu=znver3", "-iterations=5000", "-all-stats", "tests/inputs/ff_moves.s"]);
case!(steady_moves_btver2_json, ["-mtriple=x86_64-unknown-unknown", "-mcpu=btver2", "-iterations=5000", "-json", "-all-stats", "tests/inputs/ff_moves.s"]);
case!(steady_aarch64_neoverse_v2, ["-mtriple=aarch64", "-mcpu=neoverse-v2", "-iterations=5000", "-all-stats", "-timeline", "tests/inputs/ff_aarch64.s"]);
case!(steady_bottleneck_btver2, ["-mtriple=x86_64-unknown-unknown", "-mcpu=btver2", "-iterations=20000", "-all-views", "tests/inputs/ff_fp_chain.s"]);
case!(steady_bottleneck_skylake_json, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-iterations=5000", "-all-views", "-json", "tests/inputs/ff_mem.s"]);
// A division stall every iteration: its cycles differ only in the
// divider's countdown, which the fingerprint must see.
case!(steady_div_stall_skylake, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-iterations=1000", "-all-views", "tests/inputs/ff_div_stall.s"]);
case!(steady_in_order_cortex_a55, ["-mtriple=aarch64", "-mcpu=cortex-a55", "-iterations=20000", "-all-views", "tests/inputs/ff_aarch64.s"]);
// Where llvm-mca 19 and 22 differ on compiled code (each build is compared
// with its own LLVM's llvm-mca): branches relaxed or not under
// -show-encoding, a RISC-V `ret` counted as a return or not, 0.125
// printed 0.12 or 0.13, partially overlapping port groups served in the
// descriptor's order or most constrained first (on znver4 llvm-mca 19
// crashes there, and rmca built on LLVM 19 ends with an error).
case!(encoding_x86_branches, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-show-encoding", "-iterations=5", "tests/inputs/x86_branches.s"]);
case!(riscv_call_and_return_warnings, ["-mtriple=riscv64", "-mcpu=sifive-u74", "-iterations=5", "tests/inputs/riscv_call_ret.s"]);
case!(tables_aarch64_falkor_eighth, ["-mtriple=aarch64", "-mcpu=falkor", "-instruction-tables", "tests/inputs/aarch64_branch_eighth.s"]);
case!(sim_x86_alderlake_gather, ["-mtriple=x86_64-unknown-unknown", "-mcpu=alderlake", "-iterations=20", "tests/inputs/x86_gather.s"]);
// Cortex-A9 issues the AGU while it is not free after NEON structure
// loads: an empty unit mask, which from LLVM 21 `-json` lists past the
// last column. llvm-mca also adds that use to its totals at an index 64
// past the resource's column, outside the vector (llvm-project #225087):
// what it prints then depends on the heap's layout, not on the input. With
// this argv llvm-mca 22 happens to print the table, llvm-mca 23 and 24 a
// corrupted entry (`vcge.u32` at 0.50 for 1.00 on A9UnitFP), and with
// glibc's tcache off (or the file named by an absolute path) 19, 22 and 23
// die of SIGFPE. So rmca is compared with llvm-mca only where llvm-mca
// prints the same bytes under two heap layouts; otherwise it must end
// cleanly, list the uses past the table from LLVM 21, and agree with
// llvm-mca on every entry llvm-mca prints within the table.
#[test]
fn json_pressure_arm_a9_units_past_the_table() {
    let args = [
        "-mtriple=armv7a-unknown-linux-gnueabihf",
        "-mcpu=cortex-a9",
        "-json",
        "-resource-pressure",
        "tests/inputs/realworld/arm_a9_nettle_ccm_loop.s",
    ];
    let ours = run(std::path::Path::new(env!("CARGO_BIN_EXE_rmca")), &args, None);
    assert_eq!(ours.code, 0, "{}", String::from_utf8_lossy(&ours.stderr));
    let theirs = run(&reference(), &args, None);
    let other_heap = {
        let mut cmd = Command::new(reference());
        cmd.args(args).current_dir(env!("CARGO_MANIFEST_DIR")).env("GLIBC_TUNABLES", "glibc.malloc.tcache_count=0");
        let o = cmd.stdin(Stdio::null()).output().unwrap();
        Out { stdout: o.stdout, stderr: o.stderr, code: o.status.code().unwrap_or(-1) }
    };
    let determined = theirs.code == 0 && other_heap.code == 0 && theirs.stdout == other_heap.stdout;
    if determined {
        assert_eq!(ours.stdout, theirs.stdout);
        assert_eq!(ours.stderr, theirs.stderr);
        return;
    }
    let json = |b: &[u8]| -> serde_json::Value { serde_json::from_slice(b).expect("llvm-mca's JSON") };
    let entries = |v: &serde_json::Value| -> Vec<(u64, u64, f64)> {
        v["CodeRegions"][0]["ResourcePressureView"]["ResourcePressureInfo"]
            .as_array()
            .expect("pressure entries")
            .iter()
            .map(|e| (e["InstructionIndex"].as_u64().unwrap(), e["ResourceIndex"].as_u64().unwrap(), e["ResourceUsage"].as_f64().unwrap()))
            .collect()
    };
    let ours_entries = entries(&json(&ours.stdout));
    let past_the_table = ours_entries.iter().filter(|e| e.1 >= 64).count();
    if rmca::llvm_version::LlvmBehaviour::BUILT.pressure_lists_per_instruction {
        assert!(past_the_table > 0, "the uses past the table are listed from LLVM 21");
    }
    // Whatever llvm-mca printed here agrees with rmca but for entries the
    // stray write changed: at most one of them.
    for out in [&theirs, &other_heap] {
        if out.code != 0 {
            continue;
        }
        let theirs_entries = entries(&json(&out.stdout));
        assert_eq!(theirs_entries.len(), ours_entries.len());
        let differing = ours_entries.iter().zip(&theirs_entries).filter(|(o, t)| o != t).count();
        assert!(differing <= 1, "{differing} pressure entries differ from llvm-mca's");
    }
}
// Cortex-A15 issues `vmov.i32`'s AGU while it is not free, an empty unit
// mask, which names a column 64 past the resource's first. Before LLVM 21
// the pressure table is one flat array, so the use shows nine rows down
// (`ldr lr, [r4, #60]`, column [1.0]) and its totals entry goes past the
// array's end, spoiling what lies beyond (here llvm-mca 19's timeline wait
// times; with fewer views it dies). So only the pressure tables are
// compared; from LLVM 21 that row has nothing in column [1.0].
#[test]
fn pressure_past_the_last_column_lands_where_llvm_mca_puts_it() {
    let args = [
        "-mtriple=armv7a-unknown-linux-gnueabihf",
        "-mcpu=cortex-a15",
        "-resource-pressure",
        "-instruction-info=0",
        "-timeline",
        "tests/inputs/realworld/arm_a15_sqlite_attach_loop.s",
    ];
    let theirs = run(&reference(), &args, None);
    assert_eq!(theirs.code, 0, "llvm-mca must report on this input");
    let tables = |out: &[u8]| -> Vec<String> {
        let text = String::from_utf8_lossy(out).into_owned();
        let start = text.find("Resource pressure per iteration:").expect("pressure tables");
        let end = text.find("Timeline view:").expect("timeline");
        text[start..end].lines().map(str::to_string).collect()
    };
    let expected_tables = tables(&theirs.stdout);
    for mode in [None, Some("always"), Some("off")] {
        let ours = run_env(std::path::Path::new(env!("CARGO_BIN_EXE_rmca")), &args, None, mode);
        assert_eq!(ours.code, 0);
        let ours_tables = tables(&ours.stdout);
        for (line, (o, r)) in ours_tables.iter().zip(&expected_tables).enumerate() {
            assert_eq!(o, r, "pressure tables, line {line} (fast-forward {mode:?})");
        }
        assert_eq!(ours_tables.len(), expected_tables.len());
    }
    let row = expected_tables.iter().find(|l| l.ends_with("ldr\tlr, [r4, #60]")).unwrap();
    let column_1_0 = row.split_whitespace().nth(1).unwrap();
    let expected = if rmca::llvm_version::LlvmBehaviour::BUILT.pressure_lists_per_instruction { "-" } else { "0.99" };
    assert_eq!(column_1_0, expected, "{row}");
}
case!(sim_x86_znver4_overlapping_groups, ["-mtriple=x86_64-unknown-unknown", "-mcpu=znver4", "-iterations=20", "tests/inputs/x86_overlapping_groups.s"]);

// Where llvm-mca 23 and 24 differ from 22 (each build is compared with its
// own LLVM's llvm-mca; the switches are `LlvmBehaviour`'s).
// Constant registers left out per instruction (23) or in the cached
// descriptor (before).
case!(zero_reg_aarch64_tsv110, ["-mtriple=aarch64", "-mcpu=tsv110", "-timeline", "-iterations=2", "tests/inputs/aarch64_zero_reg.s"]);
case!(zero_reg_riscv_andes_nx45, ["-mtriple=riscv64", "-mcpu=andes-nx45", "-timeline", "-iterations=2", "tests/inputs/riscv_zero_reg.s"]);
// -sched-model-reservation-station-scale-factor (23): sizes scaled in single
// precision (0.7 gives 41 of skylake's 60 entries), values that leave the
// model as it is, and cl's float syntax; before 23, an unknown argument.
case!(scale_factor_scheduler_stats, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-scheduler-stats", "-timeline", "-iterations=50", "-sched-model-reservation-station-scale-factor=0.7", "tests/inputs/x86_queue_pressure.s"]);
case!(scale_factor_upscaled, ["-mtriple=aarch64", "-mcpu=apple-m1", "-scheduler-stats", "-iterations=50", "-sched-model-reservation-station-scale-factor=1.7", "tests/inputs/aarch64_mix.s"]);
case!(scale_factor_hex, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-scheduler-stats", "-sched-model-reservation-station-scale-factor=0x1p-2", "tests/inputs/x86_queue_pressure.s"]);
case!(scale_factor_empty, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-scheduler-stats", "-sched-model-reservation-station-scale-factor=", "tests/inputs/x86_queue_pressure.s"]);
case!(scale_factor_kept_below_two_entries, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-scheduler-stats", "-sched-model-reservation-station-scale-factor=0.01", "tests/inputs/x86_queue_pressure.s"]);
case!(scale_factor_not_a_number, ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-sched-model-reservation-station-scale-factor=abc", "tests/inputs/x86_queue_pressure.s"]);
// AArch64's streaming-mode scheduling feature: a warning of its own from
// 23, LLVM's unknown-feature warning before; after -mcpu=help's lists.
case!(streaming_sched_warning, ["-mtriple=aarch64", "-mcpu=cortex-a55", "-mattr=+mca-streaming-sched", "-instruction-tables", "tests/inputs/aarch64_mix.s"]);
case!(streaming_sched_turned_off, ["-mtriple=aarch64", "-mcpu=cortex-a55", "-mattr=+mca-streaming-sched,-mca-streaming-sched", "-instruction-tables", "tests/inputs/aarch64_mix.s"]);
case!(streaming_sched_cpu_help, ["-mtriple=aarch64", "-mcpu=help", "-mattr=+mca-streaming-sched"]);
// An empty -mcpu: a silent failure up to 23, the generic model from 24.
case!(empty_mcpu, ["-mtriple=x86_64-unknown-unknown", "-mcpu=", "-instruction-tables", "tests/inputs/x86_mix.s"]);
case!(empty_mcpu_no_model, ["-mtriple=armv7", "-mcpu=", "tests/inputs/arm_mix.s"]);
// Overlapping anonymous regions: from 24 also a parse failure, unless
// parse failures are skipped.
case!(err_bad_markers_skipping_parse_failures, ["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-skip-unsupported-instructions=parse-failure", "tests/inputs/bad_markers.s"]);
// Mach-O's .subsections_via_symbols is ignored (a release build of
// llvm-mca 22 fell through to the same effect; 23 says so).
case!(macho_subsections_via_symbols, ["-mtriple=arm64-apple-macos", "-mcpu=apple-m1", "-iterations=1", "tests/inputs/macho_subsections.s"]);
// A reciprocal throughput of 1000 or more reaches the MayLoad column, which
// then follows after one space; resources held one cycle from a later
// cycle are named alone.
case!(tables_riscv_x390_long_throughput, ["-mtriple=riscv64", "-mcpu=sifive-x390", "-instruction-tables=full", "tests/inputs/riscv_vector_long.s"]);
case!(tables_riscv_x180_full, ["-mtriple=riscv64", "-mcpu=sifive-x180", "-instruction-tables=full", "tests/inputs/riscv_vector_long.s"]);

// The help texts, byte for byte: categories, hidden options, the column the
// widest option sets, and the libLLVM options a version lists (LLVM 24).
case!(help_text, ["--help"]);
case!(help_hidden_text, ["--help-hidden"]);
case!(help_list_text, ["--help-list"]);
case!(help_list_hidden_text, ["--help-list-hidden"]);

/// `--version`: rmca names itself on the first line and leaves out the host
/// CPU, but the version, the default target and the registered targets are
/// the built LLVM's, as its llvm-mca prints them.
#[test]
fn version_banner_follows_the_built_llvm() {
    let ours = run(&PathBuf::from(env!("CARGO_BIN_EXE_rmca")), &["--version"], None);
    let theirs = run(&reference(), &["--version"], None);
    assert_eq!((ours.code, theirs.code), (0, 0));
    let (ours, theirs) = (String::from_utf8(ours.stdout).unwrap(), String::from_utf8(theirs.stdout).unwrap());
    let line = |text: &str, key: &str| -> String {
        text.lines().find(|l| l.contains(key)).unwrap_or_else(|| panic!("no {key:?} in\n{text}")).to_string()
    };
    let version = |l: String| l.rsplit(' ').next().unwrap().to_string();
    assert_eq!(version(line(&ours, "version ")), version(line(&theirs, "version ")));
    assert_eq!(line(&ours, "Default target: "), line(&theirs, "Default target: "));
    let targets = |text: &str| text[text.find("\n  Registered Targets:").expect("targets")..].to_string();
    assert_eq!(targets(&ours), targets(&theirs));
}
