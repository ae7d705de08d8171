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
fn riscv_instruments_that_make_llvm_divide_by_zero_end_with_an_error() {
    // llvm-mca-22 dies of SIGFPE on both: an LMUL instrument with no SEW
    // before a unit-stride load, and e64/mf8 before a byte load (EMUL < 1/8).
    for file in ["tests/inputs/riscv_lmul_without_sew.s", "tests/inputs/riscv_emul_underflow.s"] {
        let (code, out, err, _) = rmca(&["-mtriple=riscv64", "-mcpu=sifive-x280", file]);
        assert_eq!(code, 1, "{file}: {err}");
        assert!(out.is_empty(), "{file}: {out}");
        assert!(err.contains("error: the RISC-V LMUL/SEW instruments in effect give this vector load/store no valid EMUL"), "{file}: {err}");
        assert!(err.contains("note: instruction: \tvle"), "{file}: {err}");
    }
}

#[test]
fn intel_expression_dividing_by_zero_ends_with_an_error() {
    // X86's Intel-syntax expression calculator divides by zero on these
    // operands: SIGFPE in llvm-mca-22.
    let (code, out, err, _) = rmca(&["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "tests/inputs/intel_div_zero.s"]);
    assert_eq!(code, 1, "{err}");
    assert!(out.is_empty(), "{out}");
    assert_eq!(
        err,
        "error: division by zero in an assembly expression near tests/inputs/intel_div_zero.s:3:21; LLVM's parser cannot go on (llvm-mca-22 crashes here)\n"
    );
}

#[test]
fn huge_iteration_count_is_refused_without_allocating() {
    let (code, _, err, took) =
        rmca(&["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-iterations=4294967295", "tests/inputs/x86_mix.s"]);
    assert_eq!(code, 1);
    assert!(err.starts_with("error: "), "stderr: {err}");
    assert!(took < Duration::from_secs(60));
}

/// Minimised inputs the fuzz targets (fuzz/) once crashed on, replayed with
/// the options the `asm` target gives them (`rmca_tools::fuzzing`).
#[test]
fn fuzz_regressions_end_cleanly() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_regressions");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let data = std::fs::read(&path).unwrap();
        let Some((&sel, input)) = data.split_first() else { continue };
        let tmp = std::env::temp_dir().join(format!("rmca-fuzz-regression-{}.s", std::process::id()));
        std::fs::write(&tmp, input).unwrap();
        let mut args = rmca_tools::fuzzing::asm_case_options(sel);
        args.push(tmp.to_str().unwrap().to_string());
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, _, _, _) = rmca(&args);
        assert!(code == 0 || code == 1, "{}: exit {code}", path.display());
        n += 1;
    }
    assert!(n > 0);
}

#[test]
fn amdgpu_operand_parser_that_never_returns_ends_with_parse_errors() {
    // On some operands made of invalid bytes, LLVM's AMDGPU parser skips
    // tokens until an end of statement that never comes: llvm-mca-22 spins
    // forever on both files. rmca reports the parse errors as for any other
    // bad operand.
    for file in ["tests/inputs/lexer_hang_amdgpu.s", "tests/inputs/lexer_hang_amdgpu_utf8.s"] {
        let (code, _, err, took) = rmca(&["-mtriple=amdgcn", "-mcpu=gfx1030", file]);
        assert_eq!(code, 1, "{file}");
        assert!(err.starts_with(&format!("{file}:1:1: error: invalid instruction")), "stderr: {err}");
        assert!(err.ends_with("error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n"), "stderr: {err}");
        assert!(took < Duration::from_secs(25), "{file}: the parse watchdog had to step in");
    }
}

#[test]
fn a_cpu_the_target_refuses_is_an_error() {
    // Hexagon will not make a subtarget for a CPU it does not know:
    // llvm-mca-19 then dies of SIGSEGV; llvm-mca-22 prints these lines.
    let (code, out, err, _) = rmca(&["-mtriple=hexagon", "-mcpu=skylake", "tests/inputs/empty.s"]);
    assert_eq!(code, 1);
    assert!(out.is_empty(), "stdout: {out}");
    let expected = "'skylake' is not a recognized processor for this target (ignoring processor)\n\
                    'skylake' is not a recognized processor for this target (ignoring processor)\n\
                    error: invalid CPU \"skylake\" specified\n\
                    error: unable to create subtarget info\n";
    assert_eq!(err, expected);
}
