//! Steady-state fast-forward (`rmca::pipeline::steady`): it must really
//! skip cycles where it claims to, and the report must not change by a
//! byte. (`tests/reference.rs` also compares every case, in all three
//! modes, with llvm-mca-22.)

use rmca::pipeline::steady::FastForward;
use rmca::{AnalysisOptions, Block, Session, Views};
use rmca_tools::driver::{run_with, RunOutput};

fn run(args: &[&str], mode: FastForward) -> RunOutput {
    let mut argv = vec!["llvm-mca".to_string()];
    argv.extend(args.iter().map(|s| s.to_string()));
    let dir = env!("CARGO_MANIFEST_DIR");
    for a in argv.iter_mut() {
        if a.starts_with("tests/") {
            *a = format!("{dir}/{a}");
        }
    }
    run_with(&argv, &mut std::io::empty(), mode)
}

/// Runs `args` with fast-forward off and in `mode`: same bytes; returns the
/// cycles `mode` skipped.
fn skipped_with_same_report(args: &[&str], mode: FastForward) -> u64 {
    let off = run(args, FastForward::Off);
    assert_eq!(off.code, 0, "{}", String::from_utf8_lossy(&off.stderr));
    assert_eq!(off.fast_forwarded_cycles, 0);
    let on = run(args, mode);
    assert_eq!(String::from_utf8_lossy(&on.stdout), String::from_utf8_lossy(&off.stdout), "{args:?} {mode:?}");
    assert_eq!(on.stderr, off.stderr);
    assert_eq!(on.code, off.code);
    on.fast_forwarded_cycles
}

const X86: &str = "-mtriple=x86_64-unknown-unknown";

/// The Total Cycles of a cycle-by-cycle run of `args`.
fn total_cycles(args: &[&str]) -> u64 {
    let report = String::from_utf8(run(args, FastForward::Off).stdout).unwrap();
    report
        .lines()
        .find_map(|l| l.strip_prefix("Total Cycles:"))
        .map(|v| v.trim().parse().unwrap())
        .expect("a summary")
}

#[test]
fn long_runs_skip_most_cycles_by_default() {
    for (cpu, file) in [
        ("btver2", "tests/inputs/ff_fp_chain.s"),
        ("skylake", "tests/inputs/ff_mem.s"),
        ("znver3", "tests/inputs/ff_moves.s"),
    ] {
        let args = [X86, &format!("-mcpu={cpu}"), "-iterations=20000", "-all-stats", "-timeline", file];
        let skipped = skipped_with_same_report(&args, FastForward::Auto);
        let total = total_cycles(&args);
        assert!(skipped * 10 > total * 9, "{cpu} {file}: skipped {skipped} of {total} cycles");
    }
}

#[test]
fn forced_fast_forward_on_short_runs_changes_nothing() {
    let cases: [&[&str]; 5] = [
        &[X86, "-mcpu=btver2", "-iterations=300", "-all-views", "tests/inputs/ff_fp_chain.s"],
        &[X86, "-mcpu=haswell", "-iterations=300", "-all-stats", "-timeline", "tests/inputs/ff_mem.s"],
        &[X86, "-mcpu=btver2", "-iterations=300", "-register-file-stats", "tests/inputs/ff_moves.s"],
        &["-mtriple=aarch64", "-mcpu=neoverse-v2", "-iterations=300", "-all-stats", "tests/inputs/ff_aarch64.s"],
        &[X86, "-mcpu=skylake", "-iterations=300", "-json", "-all-stats", "tests/inputs/x86_mix.s"],
    ];
    for args in cases {
        let skipped = skipped_with_same_report(args, FastForward::Always);
        assert!(skipped > 0, "{args:?}: nothing skipped");
    }
}

#[test]
fn default_runs_of_small_loops_are_fast_forwarded() {
    // 100 iterations of a small loop: the cheap per-cycle fingerprint finds
    // the period early enough for the skip to pay.
    let args = [X86, "-mcpu=btver2", "tests/inputs/ff_fp_chain.s"];
    assert!(skipped_with_same_report(&args, FastForward::Auto) > 0);
}

#[test]
fn bottleneck_analysis_is_fast_forwarded_too() {
    // Its per-instruction pressure (keyed by source index) moves with the
    // skipped instructions; its dependency graph's costs add up.
    for (cpu, file) in [("btver2", "tests/inputs/ff_fp_chain.s"), ("haswell", "tests/inputs/ff_fp_chain.s")] {
        let args = [X86, &format!("-mcpu={cpu}"), "-iterations=20000", "-all-views", file];
        assert!(skipped_with_same_report(&args, FastForward::Auto) > 0, "{cpu} {file}");
        let args = [X86, &format!("-mcpu={cpu}"), "-iterations=20000", "-bottleneck-analysis", "-json", file];
        assert!(skipped_with_same_report(&args, FastForward::Auto) > 0, "{cpu} {file} (json)");
    }
}

#[test]
fn in_order_models_are_fast_forwarded() {
    let args = ["-mtriple=aarch64", "-mcpu=cortex-a55", "-iterations=20000", "-all-views", "tests/inputs/ff_aarch64.s"];
    assert!(skipped_with_same_report(&args, FastForward::Auto) > 0);
    let args = ["-mtriple=thumbv7em-none-eabi", "-mcpu=cortex-m7", "-iterations=300", "tests/inputs/arm_mix.s"];
    assert!(skipped_with_same_report(&args, FastForward::Always) > 0);
}

#[test]
fn custom_behaviour_turns_it_off() {
    // AMDGPU's s_waitcnt model is consulted (and may warn) on every
    // evaluation: never skipped.
    let args = ["-mtriple=amdgcn", "-mcpu=gfx1030", "-iterations=2000", "tests/inputs/amdgpu_waitcnt.s"];
    assert_eq!(skipped_with_same_report(&args, FastForward::Always), 0);
}

#[test]
fn bottleneck_analysis_does_not_wait_for_the_ready_set_order_to_come_back() {
    // On these the ready set's order does not repeat within the run, but
    // what the view sees does not depend on it (the scheduler's hazard
    // counters did not move), so the period is found anyway.
    for (cpu, file) in [
        ("skylake", "tests/inputs/x86_mix.s"),
        ("znver3", "tests/inputs/x86_mix.s"),
        ("skylake", "tests/inputs/ff_mem.s"),
    ] {
        let args = [X86, &format!("-mcpu={cpu}"), "-iterations=300", "-bottleneck-analysis", file];
        assert!(skipped_with_same_report(&args, FastForward::Auto) > 0, "{cpu} {file}");
    }
}

#[test]
fn a_body_that_settles_after_tens_of_iterations_is_still_fast_forwarded() {
    // Lua's lbaselib.c (clang for btver2) on btver2: the issue cycle of a
    // call drifts for about 30 of the 100 iterations, each of about 1,760
    // cycles, before the pipeline repeats every iteration. Signatures are
    // allowed in proportion to the cycles simulated, so the search is still
    // on when the period comes; and a chain of samples taken one stale
    // period apart, or a period proposed from fingerprints of the
    // transient, does not hold it up: well over half of the run is skipped.
    let file = "tests/inputs/realworld/x86_btver2_lbaselib.s";
    for extra in [None, Some("-bottleneck-analysis")] {
        let mut args = vec![X86, "-mcpu=btver2", file];
        args.extend(extra);
        let skipped = skipped_with_same_report(&args, FastForward::Auto);
        let total = total_cycles(&args);
        assert!(skipped * 2 > total, "{args:?}: skipped {skipped} of {total} cycles");
    }
}

#[test]
fn state_that_only_remembers_the_transient_does_not_delay_the_period() {
    // What an issued instruction keeps of its readers, the gaps in memory
    // group numbering, and (without bottleneck analysis) the critical
    // dependencies are not compared: the pipeline repeats long before the
    // instructions dispatched during the transient have all retired.
    for (file, share) in [("tests/inputs/ff_pointer_chase.s", 2), ("tests/inputs/ff_store_reload.s", 4)] {
        let args = [X86, "-mcpu=skylake", file];
        let total = total_cycles(&args);
        let skipped = skipped_with_same_report(&args, FastForward::Auto);
        assert!(skipped * share > total, "{file}: skipped {skipped} of {total} cycles");
    }
    // The bottleneck view reads the critical dependencies: they are state.
    let args = [X86, "-mcpu=skylake", "-bottleneck-analysis", "tests/inputs/ff_pointer_chase.s"];
    assert!(skipped_with_same_report(&args, FastForward::Auto) > 0);
}

#[test]
fn long_latency_stalls_do_not_hide_the_period() {
    // Every cycle of a division's stall looks alike by its counts alone;
    // the fingerprint must still tell them apart, or the period it
    // proposes is the stall's length short and no skip ever happens.
    let args = [X86, "-mcpu=skylake", "tests/inputs/ff_div_stall.s"];
    let total = total_cycles(&args);
    let skipped = skipped_with_same_report(&args, FastForward::Auto);
    assert!(skipped * 2 > total, "skipped {skipped} of {total} cycles");
}

/// The fast-forward contract (`Listener::steady_counters`), checked for
/// every view of the registry, one at a time beside the summary: its value
/// is the same with the fast-forward forced on as cycle by cycle, on
/// out-of-order and in-order models, and the run does skip cycles (a view
/// that gave up fast-forwarding would be slow, not wrong, but every view
/// of rmca keeps its counters). A new view is covered as soon as it is in
/// the registry.
#[test]
fn every_registered_view_keeps_the_contract() {
    let cases = [
        ("x86_64-unknown-unknown", "skylake", std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/inputs/ff_mem.s")).unwrap()),
        ("x86_64-unknown-unknown", "btver2", std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/inputs/ff_fp_chain.s")).unwrap()),
        ("aarch64", "cortex-a55", "ldr x0, [x1]\nadd x2, x0, x3\nmul x4, x2, x2\nstr x4, [x5]\n".to_string()),
    ];
    for v in rmca::views::VIEWS {
        for (triple, cpu, asm) in &cases {
            let session = Session::new(triple, cpu, "").unwrap();
            let mut views = Views { summary: true, ..Views::none() };
            v.set(&mut views, true);
            let run = |fast_forward| {
                let opts = AnalysisOptions {
                iterations: 400,
                views,
                machine: rmca::pipeline::PipelineOptions { fast_forward, ..Default::default() },
                display: rmca::analysis::ViewOptions { timeline_max_iterations: 3, ..Default::default() },
                ..AnalysisOptions::default()
            };
                session.analyze(&Block::asm(asm.as_str()), &opts).unwrap()
            };
            let (off, on) = (run(FastForward::Off), run(FastForward::Always));
            let name = v.spec.name;
            for (a, b) in off.regions.iter().zip(&on.regions) {
                assert!(a.view(name).is_some(), "{name} {cpu}: the view is missing");
                assert_eq!(
                    format!("{:?}", a.view(name)),
                    format!("{:?}", b.view(name)),
                    "{name} {cpu}: the value changes with the fast-forward"
                );
                assert_eq!(a.summary, b.summary, "{name} {cpu}");
                assert_eq!(a.fast_forwarded_cycles, 0);
                assert!(b.fast_forwarded_cycles > 0, "{name} {cpu}: nothing was fast-forwarded");
            }
        }
    }
}
