//! rmca-exegesis against the llvm-exegesis of the LLVM it was built
//! against, under a fixed seed: stdout, stderr and exit status must be
//! identical; rmca-exegesis's output is also kept as an insta snapshot under
//! `snapshots/` (prefix exegesis_, the LLVM 22 build's).

#[path = "support/llvm.rs"]
mod llvm;

use std::path::PathBuf;
use std::process::{Command, Stdio};

fn reference() -> PathBuf {
    llvm::tool("llvm-exegesis")
}

struct Out {
    stdout: String,
    stderr: String,
    code: i32,
}

fn run(exe: &std::path::Path, args: &[&str]) -> Out {
    let o = Command::new(exe)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("spawn");
    Out {
        stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
        code: o.status.code().unwrap_or(-1),
    }
}

fn ours() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_rmca-exegesis"))
}

fn args<'a>(triple: &'a str, cpu: &'a str, mode: &'a str, op: &'a str, phase: &'a str, seed: &'a str) -> Vec<String> {
    vec![
        format!("-mtriple={triple}"),
        format!("-mcpu={cpu}"),
        format!("-mode={mode}"),
        format!("-opcode-name={op}"),
        format!("--benchmark-phase={phase}"),
        format!("--random-generator-seed={seed}"),
    ]
}

fn compare(name: &str, a: &[String], snapshot: bool) {
    let a: Vec<&str> = a.iter().map(|s| s.as_str()).collect();
    let o = run(&ours(), &a);
    let r = run(&reference(), &a);
    assert_eq!(o.stderr, r.stderr, "stderr differs for {name}");
    assert_eq!(o.stdout, r.stdout, "stdout differs for {name}");
    assert_eq!(o.code, r.code, "exit status differs for {name}");
    if snapshot && llvm::snapshots_apply() {
        let snap = format!("exit: {}\n--- stdout\n{}--- stderr\n{}", o.code, o.stdout, o.stderr);
        insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false}, {
            insta::assert_snapshot!(format!("exegesis_{name}"), snap);
        });
    }
}

macro_rules! seeded {
    ($name:ident, $triple:expr, $cpu:expr, $mode:expr, $op:expr) => {
        #[test]
        fn $name() {
            compare(stringify!($name), &args($triple, $cpu, $mode, $op, "prepare-and-assemble-snippet", "5"), true);
        }
    };
}

const X86: &str = "x86_64-unknown-linux-gnu";
const A64: &str = "aarch64-linux-gnu";
const PPC: &str = "powerpc64le-unknown-linux-gnu";
const MIPS: &str = "mips64-linux-gnu";

seeded!(x86_add64rr_latency, X86, "skylake", "latency", "ADD64rr");
seeded!(x86_add64rm_uops, X86, "skylake", "uops", "ADD64rm");
seeded!(x86_vaddpsyrr_itp, X86, "skylake", "inverse_throughput", "VADDPSYrr");
seeded!(x86_cmov64rr_uops, X86, "znver3", "uops", "CMOV64rr");
// The direction flag set up with CLD.
seeded!(x86_rep_prefix_uops, X86, "znver3", "uops", "REP_PREFIX");
seeded!(x86_in32rr_latency_two_instrs, X86, "skylake", "latency", "IN32rr");
seeded!(x86_lea64r_latency, X86, "skylake", "latency", "LEA64r");
seeded!(x86_add_fp32_uops, X86, "skylake", "uops", "ADD_Fp32");
seeded!(x86_pseudo_error, X86, "skylake", "latency", "PHI");
seeded!(x86_memory_latency_error, X86, "skylake", "latency", "ADD64rm");
seeded!(a64_faddd_uops, A64, "neoverse-v2", "uops", "FADDDrr");
seeded!(a64_st3_uops, A64, "neoverse-v2", "uops", "ST3Threev8b_POST");
seeded!(a64_addswri_latency, A64, "neoverse-v2", "latency", "ADDSWri");
seeded!(ppc_add4_latency, PPC, "pwr9", "latency", "ADD4");
seeded!(mips_lwu_latency, MIPS, "generic", "latency", "LWu");
seeded!(mips_fmul_uops, MIPS, "generic", "uops", "FMUL_S");

const RV: &str = "riscv64-unknown-linux-gnu";

// RISC-V: scalar, compressed, Zb*, Zfh, atomics, vector pseudos (LMUL/SEW,
// masked, reductions, loads/stores, rounding modes) and MC vector opcodes.
seeded!(rv_add_latency, RV, "sifive-p670", "latency", "ADD");
seeded!(rv_c_addi_uops, RV, "sifive-p670", "uops", "C_ADDI");
// sp-based compressed loads and stores: sp as base and first operand.
seeded!(rv_c_ldsp_latency, RV, "sifive-p670", "latency", "C_LDSP");
seeded!(rv_c_swsp_uops, RV, "sifive-p670", "uops", "C_SWSP");
seeded!(rv_sh2add_itp, RV, "sifive-p670", "inverse_throughput", "SH2ADD");
seeded!(rv_fadd_h_latency, RV, "sifive-p670", "latency", "FADD_H");
seeded!(rv_fmv_x_w_latency_two_instrs, RV, "sifive-u74", "latency", "FMV_X_W");
seeded!(rv_amoadd_d_latency, RV, "sifive-p670", "latency", "AMOADD_D");
seeded!(rv_vadd_vv_m1_latency, RV, "sifive-p670", "latency", "PseudoVADD_VV_M1");
seeded!(rv_vfadd_m2_e32_uops, RV, "sifive-x280", "uops", "PseudoVFADD_VFPR32_M2_E32");
seeded!(rv_vredsum_latency, RV, "sifive-x280", "latency", "PseudoVREDSUM_VS_M1_E8");
seeded!(rv_vle32_m2_masked_itp, RV, "sifive-p670", "inverse_throughput", "PseudoVLE32_V_M2_MASK");
seeded!(rv_vse8_mf2_latency, RV, "sifive-p670", "latency", "PseudoVSE8_V_MF2");
seeded!(rv_vnclipu_masked_uops, RV, "sifive-x280", "uops", "PseudoVNCLIPU_WX_M1_MASK");
seeded!(rv_vle8_mc_latency, RV, "sifive-p670", "latency", "VLE8_V");
seeded!(rv_vcompress_serial_empty, RV, "sifive-p670", "latency", "PseudoVCOMPRESS_VM_M1_E8");
seeded!(rv32_fadd_d_latency, "riscv32-unknown-linux-gnu", "sifive-e76", "latency", "FADD_D");

/// RISC-V opcodes of every kind under several seeds and modes, with all
/// vtype configurations of the vector pseudos (--max-configs-per-opcode)
/// and the loop repetitor, compared without snapshots.
#[test]
fn rv_opcode_set_seeded() {
    let ops = [
        // scalar, M, compressed, Zb*, Zicond, F/D/Zfh, memory, atomics
        "ADDI", "SUBW", "MULH", "DIVU", "REMW", "C_MV", "C_ADDI16SP", "C_SRLI", "ANDN", "ROL", "BSETI", "CZERO_EQZ",
        "FMADD_D", "FSQRT_S", "FCVT_W_D", "FEQ_H", "FMV_D_X", "LD", "SB", "FLD", "LR_D", "SC_W", "AMOSWAP_W_AQ",
        // vector pseudos: LMUL M1..M8 and fractional, SEW fixed in the name
        "PseudoVADD_VX_M8", "PseudoVSUB_VV_MF4", "PseudoVMUL_VV_M2_MASK", "PseudoVDIV_VV_M4_E32",
        "PseudoVFMUL_VFPR64_M1_E64", "PseudoVFWADD_VV_MF2_E16_MASK", "PseudoVSEXT_VF2_M1", "PseudoVZEXT_VF8_M8",
        "PseudoVMSEQ_VI_M1", "PseudoVMAND_MM_B16", "PseudoVCPOP_M_B8", "PseudoVMV_X_S", "PseudoVFMV_S_FPR32",
        "PseudoVSLIDEDOWN_VX_M2", "PseudoVRGATHER_VV_M1_E8", "PseudoVWREDSUMU_VS_M2_E16", "PseudoVFREDOSUM_VS_M1_E32",
        "PseudoVSSRA_VV_M1", "PseudoVFCVT_X_F_V_M1", "PseudoVLSE16_V_M1", "PseudoVLUXEI8_V_MF2_M1", "PseudoVSSE32_V_M4_MASK",
        "PseudoVLSEG2E8_V_M1", "PseudoVMERGE_VVM_M1", "VADD_VV", "VSETVLI",
    ];
    for (cpu, seed) in [("sifive-p670", "3"), ("sifive-x280", "11")] {
        for mode in ["latency", "uops", "inverse_throughput"] {
            for op in ops {
                let mut a = args(RV, cpu, mode, op, "prepare-and-assemble-snippet", seed);
                compare(&format!("{cpu}-{op}-{mode}-{seed}"), &a, false);
                if op.starts_with("Pseudo") && mode != "inverse_throughput" {
                    a.push("--max-configs-per-opcode=200".into());
                    a.push("--repetition-mode=loop".into());
                    compare(&format!("{cpu}-{op}-{mode}-{seed}-configs"), &a, false);
                }
            }
        }
    }
}

/// llvm-exegesis's hidden RISC-V options: the config filter (an LLVM
/// regex), VLMAX-only AVLs and the rounding modes left dynamic.
#[test]
fn rv_vtype_options_seeded() {
    let cases: [(&str, &str, &str, &str); 4] = [
        ("sifive-p670", "uops", "PseudoVADD_VV_M1", "--riscv-filter-config=SEW: e(16|32)"),
        ("sifive-p670", "latency", "PseudoVADD_VX_M2", "--riscv-vlmax-for-vl"),
        ("sifive-p670", "latency", "PseudoVFADD_VFPR32_M1_E32", "--riscv-enumerate-rounding-modes=false"),
        ("sifive-x280", "inverse_throughput", "PseudoVNCLIPU_WX_M1_MASK", "--riscv-filter-config=vtype = {VXRM: rod, AVL: VLMAX, SEW: e(8|16), Policy: ta/mu}"),
    ];
    for (cpu, mode, op, opt) in cases {
        let mut a = args(RV, cpu, mode, op, "prepare-and-assemble-snippet", "2");
        a.push(opt.into());
        a.push("--max-configs-per-opcode=1000".into());
        compare(&format!("{cpu}-{op}-{mode}-{opt}"), &a, false);
    }
}

/// Many opcodes under several seeds, compared without snapshots.
#[test]
fn x86_opcode_set_seeded() {
    let ops = [
        "ADD32rr", "SUB64rr", "IMUL64rr", "SHL64rCL", "BSWAP64r", "POPCNT64rr", "MOVAPSrr", "PADDDrr", "VPADDDYrr",
        "VFMADD213PSYr", "CMOVNE64rr", "XCHG64rr", "DIV64r", "SQRT_Fp64", "MOV64rm", "MOV64mr",
        "VMOVDQUYrm", "LEA64_32r", "CPUID", "RDTSC", "MOVSB", "NOOP",
    ];
    for seed in ["1", "7", "42"] {
        for mode in ["latency", "uops", "inverse_throughput"] {
            for op in ops {
                compare(&format!("{op}-{mode}-{seed}"), &args(X86, "skylake", mode, op, "prepare-and-assemble-snippet", seed), false);
            }
        }
    }
}

#[test]
fn same_seed_same_bytes() {
    let a = args(X86, "skylake", "latency", "ADC64rr,ADD32rr,IN32rr", "prepare-and-assemble-snippet", "11");
    let a: Vec<&str> = a.iter().map(|s| s.as_str()).collect();
    let x = run(&ours(), &a);
    let y = run(&ours(), &a);
    assert_eq!(x.stdout, y.stdout);
    assert_eq!(x.stderr, y.stderr);
}

#[test]
fn usage_errors() {
    for a in [
        vec!["-mode=latency", "-mtriple=x86_64-unknown-linux-gnu", "-mcpu=skylake"],
        vec!["-mode=latency", "-mtriple=x86_64-unknown-linux-gnu", "-mcpu=skylake", "-opcode-name=NOPE", "--benchmark-phase=prepare-snippet"],
        // Pinning runs of the (default) in-process mode to a core.
        vec!["-mode=latency", "-opcode-name=ADD64rr", "--use-dummy-perf-counters", "--benchmark-process-cpu=0"],
        vec!["-mode=latency", "-opcode-name=ADD64rr", "--use-dummy-perf-counters", "-execution-mode=inprocess", "--benchmark-process-cpu=0"],
    ] {
        let o = run(&ours(), &a);
        let r = run(&reference(), &a);
        assert_eq!(o.stderr, r.stderr, "{a:?}");
        assert_eq!(o.stdout, r.stdout, "{a:?}");
        assert_eq!(o.code, r.code, "{a:?}");
    }
}

/// Out-of-range opcode index: llvm-exegesis-22 crashes; we end with status 1.
#[test]
fn out_of_range_index_ends_cleanly() {
    let o = run(&ours(), &["-mode=latency", "-mtriple=x86_64-unknown-linux-gnu", "-mcpu=skylake", "-opcode-index=99999999", "--benchmark-phase=prepare-snippet"]);
    assert_eq!(o.code, 1);
}

/// `-mode=analysis` on benchmark files with unknown opcodes (misspelled,
/// with several names one edit away), registers, operands, initial values
/// and keys: up to LLVM 22 the first ends the reading with a YAML error,
/// from LLVM 23 the benchmark is skipped with a warning and a suggestion.
#[test]
fn analysis_reads_bad_benchmarks_as_the_reference_does() {
    let dir = std::path::Path::new("tests/inputs/exegesis_analysis");
    let mut files: Vec<_> = std::fs::read_dir(dir).expect("inputs").map(|e| e.expect("entry").path()).collect();
    files.sort();
    assert!(files.len() >= 10);
    for file in files {
        let arg = format!("-benchmarks-file={}", file.display());
        let a = ["-mode=analysis", arg.as_str(), "-analysis-clusters-output-file=-", "-analysis-numpoints=1"];
        let o = run(&ours(), &a);
        let r = run(&reference(), &a);
        assert_eq!(o.stderr, r.stderr, "stderr differs for {}", file.display());
        assert_eq!(o.stdout, r.stdout, "stdout differs for {}", file.display());
        assert_eq!(o.code, r.code, "exit status differs for {}", file.display());
    }
}
