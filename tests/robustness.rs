//! Inputs on which llvm-mca-22 itself hangs or crashes: rmca must end
//! cleanly, in bounded time, with a report or a clear error (exit 0 or 1).

use std::process::Command;
use std::time::{Duration, Instant};

fn rmca(args: &[&str]) -> (i32, String, String, Duration) {
    let start = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_rmca"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run rmca");
    let code = out.status.code().expect("rmca was killed by a signal");
    (code, String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned(), start.elapsed())
}

#[test]
fn xsetbv_on_sapphirerapids_stops_with_an_error() {
    // llvm-mca-22 never terminates on this input.
    let (code, _, err, took) = rmca(&["-mtriple=x86_64-unknown-unknown", "-mcpu=sapphirerapids", "tests/inputs/xsetbv.s"]);
    assert_eq!(code, 1);
    assert!(err.contains("stopped making progress"), "stderr: {err}");
    assert!(took < Duration::from_secs(60));
}

#[test]
fn s390x_brasl_gives_a_report() {
    // llvm-mca-22 aborts on every brasl.
    let (code, out, _, _) = rmca(&["-mtriple=s390x-unknown-linux", "-mcpu=z16", "tests/inputs/s390x_brasl.s"]);
    assert_eq!(code, 0);
    assert!(out.contains("Total Cycles:"), "stdout: {out}");
    assert!(out.contains("brasl"), "stdout: {out}");
}

#[test]
fn huge_iteration_count_is_refused_without_allocating() {
    let (code, _, err, took) =
        rmca(&["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-iterations=4294967295", "tests/inputs/x86_mix.s"]);
    assert_eq!(code, 1);
    assert!(err.starts_with("error: "), "stderr: {err}");
    assert!(took < Duration::from_secs(60));
}
