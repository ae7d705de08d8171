//! rmca against the installed llvm-mca-22 on compiled real code: stdout,
//! stderr and exit status must be byte-identical.
//!
//! The inputs in `tests/inputs/realworld/` are clang-22 -O2/-O3 output for C
//! files of Debian source packages (zlib, zstd, nettle, lua, libjpeg-turbo),
//! x86_spr_zstd_lazy.s with one hand-placed region around the block of a
//! mask compare from memory, x86_btver2_lbaselib.s a whole file as compiled
//! (a long body whose steady state comes late, for the fast-forward),
//! made by `scripts/make-realworld-corpus` (inner loops as LLVM-MCA regions,
//! RISC-V vector instruments after each vsetvli) and cut down to one or a few
//! functions. They carry what hand-written inputs lack: the assembler's
//! annotations and spill comments (`// =0x28`, `// 8-byte Folded Reload`),
//! branches and stores inside regions, and a later region that llvm-mca
//! cannot schedule after earlier ones it reports.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

#[path = "support/llvm.rs"]
mod llvm;

/// The llvm-mca of the LLVM rmca was built against.
fn reference() -> PathBuf {
    llvm::tool("llvm-mca")
}

struct Out {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    code: i32,
}

fn run(exe: &Path, args: &[&str], fast_forward: Option<&str>) -> Out {
    let mut cmd = Command::new(exe);
    match fast_forward {
        Some(m) => cmd.env("RMCA_FAST_FORWARD", m),
        None => cmd.env_remove("RMCA_FAST_FORWARD"),
    };
    cmd.args(args).current_dir(env!("CARGO_MANIFEST_DIR"));
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let o = cmd.output().expect("spawn");
    Out { stdout: o.stdout, stderr: o.stderr, code: o.status.code().unwrap_or(-1) }
}

/// Both tools through a link named `llvm-mca`, so messages that carry the
/// program name compare equal.
fn compare(name: &str, args: &[&str]) {
    let dir = std::env::temp_dir().join(format!("rmca-realworld-{}-{name}", std::process::id()));
    let link = |sub: &str, target: &Path| -> PathBuf {
        let l = dir.join(sub).join("llvm-mca");
        std::fs::create_dir_all(l.parent().unwrap()).unwrap();
        let _ = std::fs::remove_file(&l);
        std::os::unix::fs::symlink(target, &l).unwrap();
        l
    };
    let ours_link = link("ours", Path::new(env!("CARGO_BIN_EXE_rmca")));
    let ref_link = link("ref", &reference());
    let norm = |s: &[u8], l: &Path| -> Vec<u8> {
        let pat = l.to_str().unwrap().as_bytes();
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
    let theirs = run(&ref_link, args, None);
    // The reference must really have produced a report (or its error), not
    // crashed: a case only counts when it is comparable.
    assert!(theirs.code == 0 || theirs.code == 1, "{name}: llvm-mca-22 ended with {}", theirs.code);
    for mode in [None, Some("always"), Some("off")] {
        let ours = run(&ours_link, args, mode);
        let m = mode.unwrap_or("default");
        assert_eq!(
            String::from_utf8_lossy(&norm(&ours.stderr, &ours_link)),
            String::from_utf8_lossy(&norm(&theirs.stderr, &ref_link)),
            "stderr differs for {name} (fast-forward {m})"
        );
        assert_eq!(
            String::from_utf8_lossy(&ours.stdout),
            String::from_utf8_lossy(&theirs.stdout),
            "stdout differs for {name} (fast-forward {m})"
        );
        assert_eq!(ours.code, theirs.code, "exit status differs for {name} (fast-forward {m})");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Both tools with stdout and stderr going to one file: the bytes, and so
/// where each diagnostic falls among the report's bytes, must be identical
/// (llvm-mca writes stderr unbuffered and its report through a buffer that
/// some views flush).
fn compare_shared_file(name: &str, args: &[&str]) {
    let dir = std::env::temp_dir().join(format!("rmca-realworld-shared-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run_to_file = |exe: &Path, file: &str| -> Vec<u8> {
        let path = dir.join(file);
        let f = std::fs::File::create(&path).unwrap();
        let status = Command::new(exe)
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env_remove("RMCA_FAST_FORWARD")
            .stdin(Stdio::null())
            .stdout(f.try_clone().unwrap())
            .stderr(f)
            .status()
            .expect("spawn");
        assert!(status.code().is_some(), "{name}: {} was killed", exe.display());
        std::fs::read(&path).unwrap()
    };
    let theirs = run_to_file(&reference(), "ref.txt");
    let ours = run_to_file(Path::new(env!("CARGO_BIN_EXE_rmca")), "ours.txt");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(theirs.windows(6).any(|w| w == b"error:" || w.starts_with(b"warnin")), "{name}: no diagnostic to place");
    assert_eq!(String::from_utf8_lossy(&ours), String::from_utf8_lossy(&theirs), "stdout+stderr in one file differ for {name}");
}

macro_rules! shared {
    ($name:ident, [$($arg:expr),* $(,)?]) => {
        #[test]
        fn $name() {
            compare_shared_file(stringify!($name), &[$($arg),*]);
        }
    };
}

macro_rules! case {
    ($name:ident, [$($arg:expr),* $(,)?]) => {
        #[test]
        fn $name() {
            compare(stringify!($name), &[$($arg),*]);
        }
    };
}

const X86: &str = "-mtriple=x86_64-unknown-linux-gnu";
const A64: &str = "-mtriple=aarch64-unknown-linux-gnu";
const ARM: &str = "-mtriple=armv7a-unknown-linux-gnueabihf";
const RV: &str = "-mtriple=riscv64-unknown-linux-gnu";
const PPC: &str = "-mtriple=powerpc64le-unknown-linux-gnu";
const SZ: &str = "-mtriple=s390x-unknown-linux-gnu";

// AArch64: `// =0x..` annotations and `// 16-byte Folded Reload` comments end
// the instruction lines of the full tables.
case!(a64_n2_full_tables, [A64, "-mcpu=neoverse-n2", "-instruction-tables=full", "tests/inputs/realworld/aarch64_jcmainct.s"]);
case!(a64_n2_default, [A64, "-mcpu=neoverse-n2", "tests/inputs/realworld/aarch64_jcmainct.s"]);
case!(a64_a78_all_views, [A64, "-mcpu=cortex-a78", "-all-views", "tests/inputs/realworld/aarch64_jcmainct.s"]);
case!(a64_m1_json, [A64, "-mcpu=apple-m1", "-json", "-all-views", "tests/inputs/realworld/aarch64_jcmainct.s"]);

// ARMv7: a later region holds an instruction cortex-a9 cannot schedule; the
// earlier regions' reports come first, then the error, exit 1.
case!(armv7_a9_later_region_fails, [ARM, "-mcpu=cortex-a9", "tests/inputs/realworld/armv7_lobject.s"]);
case!(armv7_a9_later_region_fails_full, [ARM, "-mcpu=cortex-a9", "-instruction-tables=full", "tests/inputs/realworld/armv7_lobject.s"]);
case!(armv7_a9_later_region_fails_json, [ARM, "-mcpu=cortex-a9", "-json", "-all-views", "tests/inputs/realworld/armv7_lobject.s"]);
case!(armv7_a15_all_views, [ARM, "-mcpu=cortex-a15", "-all-views", "tests/inputs/realworld/armv7_lobject.s"]);

// RISC-V: the SiFive7 bypass latency of branches and stores; vector code
// with LMUL/SEW instruments.
case!(rv_u74_full_tables, [RV, "-mcpu=sifive-u74", "-instruction-tables=full", "tests/inputs/realworld/riscv_u74_blowfish.s"]);
case!(rv_u74_all_views, [RV, "-mcpu=sifive-u74", "-all-views", "tests/inputs/realworld/riscv_u74_blowfish.s"]);
case!(rv_x280_full_tables, [RV, "-mcpu=sifive-x280", "-instruction-tables=full", "tests/inputs/realworld/riscv_x280_zstd_seq.s"]);
case!(rv_x280_default, [RV, "-mcpu=sifive-x280", "tests/inputs/realworld/riscv_x280_zstd_seq.s"]);
case!(rv_p670_bottleneck, [RV, "-mcpu=sifive-p670", "-bottleneck-analysis", "tests/inputs/realworld/riscv_x280_zstd_seq.s"]);

// x86: a negative bypass latency printed as unsigned 32-bit (AVX-512 mask
// compares from memory on sapphirerapids), Intel output with encodings.
case!(x86_spr_full_tables, [X86, "-mcpu=sapphirerapids", "-instruction-tables=full", "tests/inputs/realworld/x86_spr_zstd_lazy.s"]);
case!(x86_spr_default, [X86, "-mcpu=sapphirerapids", "tests/inputs/realworld/x86_spr_zstd_lazy.s"]);
case!(x86_spr_base64_full_tables, [X86, "-mcpu=sapphirerapids", "-instruction-tables=full", "tests/inputs/realworld/x86_spr_base64.s"]);
case!(x86_spr_intel_hex_encoding, [X86, "-mcpu=sapphirerapids", "-output-asm-variant=1", "-print-imm-hex", "-show-encoding", "tests/inputs/realworld/x86_spr_base64.s"]);
case!(x86_znver4_json, [X86, "-mcpu=znver4", "-json", "-all-views", "tests/inputs/realworld/x86_spr_base64.s"]);
case!(x86_skl_all_views, [X86, "-mcpu=skylake", "-all-views", "tests/inputs/realworld/x86_skl_infback.s"]);
case!(x86_btver2_bottleneck, [X86, "-mcpu=btver2", "-bottleneck-analysis", "tests/inputs/realworld/x86_skl_infback.s"]);
case!(x86_btver2_lbaselib_late_steady_state, [X86, "-mcpu=btver2", "-bottleneck-analysis", "tests/inputs/realworld/x86_btver2_lbaselib.s"]);
case!(x86_skl_full_tables, [X86, "-mcpu=skylake", "-instruction-tables=full", "tests/inputs/realworld/x86_skl_infback.s"]);

// PowerPC and SystemZ.
case!(ppc_pwr9_default, [PPC, "-mcpu=pwr9", "tests/inputs/realworld/ppc_pwr9_adler32.s"]);
case!(ppc_pwr9_full_tables, [PPC, "-mcpu=pwr9", "-instruction-tables=full", "tests/inputs/realworld/ppc_pwr9_adler32.s"]);
case!(systemz_z15_all_views, [SZ, "-mcpu=z15", "-all-views", "tests/inputs/realworld/systemz_z15_memxor.s"]);
case!(systemz_z15_full_tables, [SZ, "-mcpu=z15", "-instruction-tables=full", "tests/inputs/realworld/systemz_z15_memxor.s"]);

// A region that cannot be scheduled after one that can (btver2 has no FMA).
case!(x86_btver2_later_region_fma, [X86, "-mcpu=btver2", "-all-views", "tests/inputs/realworld/later_region_fma.s"]);

// Stdout and stderr in one file: the error after the reports printed before
// it, flushed by the timeline, the scheduler's queue usage or the critical
// sequence, or still in the buffer; per-region call warnings among reports
// larger than the buffer.
shared!(shared_armv7_a9_default, [ARM, "-mcpu=cortex-a9", "tests/inputs/realworld/armv7_lobject.s"]);
shared!(shared_armv7_a9_all_views, [ARM, "-mcpu=cortex-a9", "-all-views", "tests/inputs/realworld/armv7_lobject.s"]);
shared!(shared_x86_btver2_fma_default, [X86, "-mcpu=btver2", "tests/inputs/realworld/later_region_fma.s"]);
shared!(shared_x86_btver2_fma_bottleneck, [X86, "-mcpu=btver2", "-bottleneck-analysis", "tests/inputs/realworld/later_region_fma.s"]);
shared!(shared_x86_btver2_fma_scheduler_stats, [X86, "-mcpu=btver2", "-scheduler-stats", "tests/inputs/realworld/later_region_fma.s"]);
shared!(shared_x86_btver2_fma_timeline, [X86, "-mcpu=btver2", "-timeline", "tests/inputs/realworld/later_region_fma.s"]);
shared!(shared_x86_skl_call_warnings, [X86, "-mcpu=skylake", "tests/inputs/realworld/x86_skl_infback.s"]);
shared!(shared_x86_skl_call_warnings_all_views, [X86, "-mcpu=skylake", "-all-views", "tests/inputs/realworld/x86_skl_infback.s"]);
shared!(shared_x86_skl_call_warnings_full_tables, [X86, "-mcpu=skylake", "-instruction-tables=full", "tests/inputs/realworld/x86_skl_infback.s"]);

// The source comment after each instruction of the full tables: `/* */` and
// `//` on one line, two instructions on one line, instructions from `.rept`
// and a macro, a last line without a newline (hand-written).
case!(a64_v2_full_tables_source_comments, [A64, "-mcpu=neoverse-v2", "-instruction-tables=full", "tests/inputs/realworld/source_comments.s"]);

// A region's report ends exactly at a multiple of the 4096-byte output
// buffer: llvm-mca leaves the full buffer unwritten until its next write, so
// the next region's warnings come before those bytes.
shared!(shared_x86_lunarlake_full_buffer, [X86, "-mcpu=lunarlake", "-output-asm-variant=1", "-print-imm-hex", "-show-encoding", "tests/inputs/realworld/x86_lnl_blowfish_bcrypt.s"]);
