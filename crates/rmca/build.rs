//! Builds the C++ shim against the chosen LLVM, generates its bindings and
//! links libLLVM.
//!
//! LLVM selection, first match wins:
//!   1. `LLVM_CONFIG=/path/to/llvm-config` (any LLVM >= 19, e.g. a fork);
//!   2. `LLVM_SYS_221_PREFIX/bin/llvm-config`;
//!   3. `llvm-config-22` on PATH, then `/usr/lib/llvm-22/bin/llvm-config`.
//! The unversioned `llvm-config` is never used implicitly: machine images
//! often carry an older LLVM under that name.
//!
//! libLLVM is linked statically from the component archives the MC layer
//! needs when they are installed (`RMCA_LLVM_STATIC=0` asks for the shared
//! library instead, linked with an rpath; `RMCA_LLVM_STATIC=1` insists on the
//! archives).

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

const MIN_LLVM_MAJOR: u32 = 19;

/// The LLVM majors where an API or llvm-mca behaviour that rmca follows
/// changed. Built against major M, every threshold T <= M becomes the Rust
/// cfg `rmca_llvm_ge_T`; the shim gets `RMCA_LLVM_MAJOR=M` (and names its
/// gates in `cpp_shim/version.h`). Add a threshold here when a new LLVM
/// changes something (ARCHITECTURE.md, "LLVM versions").
const VERSION_THRESHOLDS: &[u32] = &[20, 21, 22, 23, 24];

const SHIM_SOURCES: &[&str] = &[
    "cpp_shim/common.cpp",
    "cpp_shim/target.cpp",
    "cpp_shim/parse.cpp",
    "cpp_shim/disassemble.cpp",
    "cpp_shim/sched_model.cpp",
    "cpp_shim/inst_info.cpp",
    "cpp_shim/print_encode.cpp",
    "cpp_shim/exegesis.cpp",
    "cpp_shim/instruments.cpp",
];
const SHIM_HEADERS: &[&str] = &["cpp_shim/shim.h", "cpp_shim/internal.h", "cpp_shim/version.h"];

fn main() {
    for var in [
        "LLVM_CONFIG",
        "LLVM_SYS_221_PREFIX",
        "LIBCLANG_PATH",
        "RMCA_LLVM_STATIC",
        "CXX",
        "CXXFLAGS",
    ] {
        println!("cargo:rerun-if-env-changed={var}");
    }
    for f in SHIM_SOURCES.iter().chain(SHIM_HEADERS) {
        println!("cargo:rerun-if-changed={f}");
    }
    println!("cargo:rerun-if-changed=cpp_shim/README.md");
    println!("cargo:rustc-check-cfg=cfg(rmca_llvm_major, values(any()))");
    for t in VERSION_THRESHOLDS {
        println!("cargo:rustc-check-cfg=cfg(rmca_llvm_ge_{t})");
    }

    let llvm_config = find_llvm_config();
    let version = run(&llvm_config, &["--version"]);
    let major: u32 = version
        .split('.')
        .next()
        .and_then(|m| m.trim().parse().ok())
        .unwrap_or_else(|| panic!("cannot read LLVM version from `{version}`"));
    if major < MIN_LLVM_MAJOR {
        panic!(
            "rmca needs LLVM >= {MIN_LLVM_MAJOR}, but {} reports {version}. \
             Point LLVM_CONFIG at a newer llvm-config.",
            llvm_config.display()
        );
    }
    println!("cargo:rustc-env=RMCA_LLVM_VERSION={}", version.trim());
    println!("cargo:rustc-cfg=rmca_llvm_major=\"{major}\"");
    for t in VERSION_THRESHOLDS.iter().filter(|&&t| t <= major) {
        println!("cargo:rustc-cfg=rmca_llvm_ge_{t}");
    }
    // The tools (crates/rmca-tools) are built for the same LLVM: they read
    // these as DEP_RMCA_SHIM_* in their own build script.
    println!("cargo:llvm_version={}", version.trim());
    println!("cargo:llvm_major={major}");
    let thresholds: Vec<String> = VERSION_THRESHOLDS.iter().map(|t| t.to_string()).collect();
    println!("cargo:version_thresholds={}", thresholds.join(" "));
    // The reference tools of the same LLVM (tests run llvm-mca and
    // llvm-exegesis from here) and its default target (the version banner).
    let bindir = run(&llvm_config, &["--bindir"]);
    println!("cargo:rustc-env=RMCA_LLVM_BINDIR={bindir}");
    println!("cargo:llvm_bindir={bindir}");
    let host = run(&llvm_config, &["--host-target"]);
    println!("cargo:rustc-env=RMCA_LLVM_HOST_TARGET={host}");
    println!("cargo:llvm_host_target={host}");

    let include_dir = run(&llvm_config, &["--includedir"]);
    let lib_dir = run(&llvm_config, &["--libdir"]);

    // The first target-specific operand type (MCOI::OPERAND_FIRST_TARGET:
    // 13 up to LLVM 23, 15 once generic immediates grew in 24): targets
    // number their operand types from it, and exegesis reads those numbers.
    let instr_desc_header = Path::new(&include_dir).join("llvm/MC/MCInstrDesc.h");
    println!("cargo:rerun-if-changed={}", instr_desc_header.display());
    let first_target = std::fs::read_to_string(&instr_desc_header)
        .ok()
        .and_then(|text| {
            text.lines().find_map(|l| {
                let v = l.trim().strip_prefix("OPERAND_FIRST_TARGET =")?;
                v.trim().trim_end_matches(',').parse::<u32>().ok()
            })
        })
        .unwrap_or_else(|| panic!("no OPERAND_FIRST_TARGET in {}", instr_desc_header.display()));
    println!("cargo:rustc-env=RMCA_MC_OPERAND_FIRST_TARGET={first_target}");

    // The shim is compiled with LLVM's own flags, but with exceptions on: a
    // fatal LLVM error is turned into a C++ exception that the shim catches
    // at its boundary and returns as an error value.
    let mut build = cc::Build::new();
    build
        .cpp(true)
        .files(SHIM_SOURCES)
        .include("cpp_shim")
        .define("RMCA_LLVM_MAJOR", major.to_string().as_str());
    for flag in run(&llvm_config, &["--cxxflags"]).split_whitespace() {
        if flag == "-fno-exceptions" || flag.starts_with("-W") {
            continue;
        }
        build.flag(flag);
    }
    // Headers change struct layouts with NDEBUG (e.g. MCSchedClassDesc), so
    // match the library's assertion mode.
    if run(&llvm_config, &["--assertion-mode"]) == "OFF" {
        build.define("NDEBUG", None);
    }
    build
        .flag("-fexceptions")
        .flag("-Wno-unused-parameter")
        .flag_if_supported("-Wno-deprecated-declarations")
        .warnings(false)
        .opt_level(2)
        .debug(false);
    // The C++ runtime is linked statically when its archive is installed:
    // as a shared library it is one more object to map and some 2,000
    // symbol relocations to resolve at every start, which costs more than
    // a short run's analysis.
    let static_cxx_runtime = find_system_lib("stdc++", &["a"]);
    if static_cxx_runtime.is_some() {
        build.cpp_link_stdlib(None);
    }
    build.compile("rmca_shim");
    if let Some(archive) = static_cxx_runtime {
        if let Some(dir) = Path::new(&archive).parent() {
            println!("cargo:rustc-link-search=native={}", dir.display());
        }
        println!("cargo:rustc-link-lib=static:-bundle=stdc++");
    }

    link_llvm(&llvm_config, &lib_dir);

    // Bindings for the shim's C header only: no C++ type crosses.
    if env::var_os("LIBCLANG_PATH").is_none() && Path::new(&lib_dir).join("libclang.so").exists()
    {
        env::set_var("LIBCLANG_PATH", &lib_dir);
    }
    let bindings = bindgen::Builder::default()
        .header("cpp_shim/shim.h")
        .clang_arg(format!("-I{include_dir}"))
        .allowlist_function("rmca_.*")
        .allowlist_type("rmca_.*")
        .allowlist_var("RMCA_.*")
        .prepend_enum_name(false)
        .derive_default(true)
        .layout_tests(false)
        .generate()
        .expect("bindgen failed on cpp_shim/shim.h");
    let out = PathBuf::from(env::var("OUT_DIR").unwrap()).join("shim_bindings.rs");
    bindings.write_to_file(out).expect("cannot write bindings");
}

/// The LLVM components the shim uses: the MC layer and, for every target
/// built, its description, info, assembly parser and llvm-mca support (what llvm-mca's
/// `InitializeAllTargetInfos/MCs/AsmParsers/TargetMCAs` bring in).
fn llvm_components(llvm_config: &Path) -> Vec<String> {
    let available: Vec<String> = run(llvm_config, &["--components"]).split_whitespace().map(String::from).collect();
    let mut comps: Vec<String> = ["mc", "mcparser", "support", "targetparser"].iter().map(|s| s.to_string()).collect();
    for t in run(llvm_config, &["--targets-built"]).split_whitespace() {
        let t = t.to_lowercase();
        for suffix in ["asmparser", "desc", "info", "targetmca"] {
            let c = format!("{t}{suffix}");
            if available.contains(&c) {
                comps.push(c);
            }
        }
        // Machine-code blocks are decoded by the target's disassembler.
        let disassembler = format!("{t}disassembler");
        if available.contains(&disassembler) {
            comps.push(disassembler);
        }
        // rmca-exegesis (cpp_shim/exegesis.cpp) assembles snippets with the
        // code generator, for llvm-exegesis's targets.
        if ["x86", "aarch64", "powerpc", "mips", "riscv"].contains(&t.as_str()) {
            for suffix in ["codegen"] {
                let c = format!("{t}{suffix}");
                if available.contains(&c) {
                    comps.push(c);
                }
            }
        }
    }
    for c in ["object", "codegen", "asmprinter"] {
        if available.iter().any(|a| a == c) {
            comps.push(c.to_string());
        }
    }
    comps
}

/// libLLVM is linked statically from the component archives when they are
/// installed (startup then skips relocating the whole shared library), unless
/// `RMCA_LLVM_STATIC=0`; `RMCA_LLVM_STATIC=1` insists on static archives.
fn link_llvm(llvm_config: &Path, lib_dir: &str) {
    println!("cargo:rustc-link-search=native={lib_dir}");
    let setting = env::var("RMCA_LLVM_STATIC").ok();
    let comps = llvm_components(llvm_config);
    let mut args: Vec<&str> = vec!["--link-static", "--libs"];
    args.extend(comps.iter().map(String::as_str));
    let static_libs = match setting.as_deref() {
        Some("0") => None,
        Some("1") => Some(run(llvm_config, &args)),
        _ => try_run(llvm_config, &args).filter(|libs| {
            // Every archive must exist (llvm-config lists them even when a
            // distribution ships only the shared library).
            libs.split_whitespace().filter_map(|l| l.strip_prefix("-l")).all(|name| {
                Path::new(lib_dir).join(format!("lib{name}.a")).exists()
            })
        }),
    };
    let want_static = static_libs.is_some();
    let mode = if want_static { "--link-static" } else { "--link-shared" };
    let libs = match static_libs {
        Some(l) => l,
        None => run(llvm_config, &[mode, "--libs"]),
    };
    for lib in libs.split_whitespace() {
        if let Some(name) = lib.strip_prefix("-l") {
            let kind = if want_static { "static" } else { "dylib" };
            println!("cargo:rustc-link-lib={kind}={name}");
        }
    }
    let sys = run(llvm_config, &[mode, "--system-libs"]);
    for lib in sys.split_whitespace() {
        if let Some(name) = lib.strip_prefix("-l") {
            // The MC layer needs none of the XML library, and with a static
            // link a compression library without its development files can
            // only be one the linked archive members do not use.
            if want_static && name == "xml2" {
                continue;
            }
            if want_static && find_system_lib(name, &["so", "a"]).is_none() {
                // Only the runtime library is installed (no -dev package):
                // link it by path.
                // link it by file name (verbatim, so that crates depending
                // on rmca, e.g. the fuzz targets, link it too).
                if let Some(p) = find_system_lib(name, &["so.1", "so.0"]) {
                    let p = Path::new(&p);
                    if let (Some(dir), Some(file)) = (p.parent(), p.file_name()) {
                        println!("cargo:rustc-link-search=native={}", dir.display());
                        println!("cargo:rustc-link-lib=dylib:+verbatim={}", file.to_string_lossy());
                    }
                }
                continue;
            }
            println!("cargo:rustc-link-lib=dylib={name}");
        }
        // Absolute paths (e.g. libz3.so) serve LLVM parts the MC layer
        // does not use; the static link leaves them out.
    }
    if want_static {
        // libstdc++ comes with the C++ shim already.
        return;
    }
    // A link argument reaches this package's own targets only: dependents
    // (the tools, the Python module) add it from DEP_RMCA_SHIM_RPATH.
    println!("cargo:rustc-link-arg=-Wl,-rpath,{lib_dir}");
    println!("cargo:rpath={lib_dir}");
}

fn find_llvm_config() -> PathBuf {
    if let Some(p) = env::var_os("LLVM_CONFIG") {
        return PathBuf::from(p);
    }
    if let Some(prefix) = env::var_os("LLVM_SYS_221_PREFIX") {
        let p = PathBuf::from(prefix).join("bin/llvm-config");
        if p.exists() {
            return p;
        }
    }
    if Command::new("llvm-config-22").arg("--version").output().is_ok() {
        return PathBuf::from("llvm-config-22");
    }
    let p = PathBuf::from("/usr/lib/llvm-22/bin/llvm-config");
    if p.exists() {
        return p;
    }
    panic!(
        "no LLVM 22 found: install llvm-22-dev (Debian) or set LLVM_CONFIG=/path/to/llvm-config"
    );
}

/// Where the C compiler finds `lib<name>.<ext>`, for the first extension found.
fn find_system_lib(name: &str, exts: &[&str]) -> Option<String> {
    let cc = env::var("CC").unwrap_or_else(|_| "cc".to_string());
    exts.iter().find_map(|ext| {
        let file = format!("lib{name}.{ext}");
        let out = Command::new(&cc).arg(format!("-print-file-name={file}")).output().ok()?;
        let p = String::from_utf8(out.stdout).ok()?.trim().to_string();
        (p != file && Path::new(&p).exists()).then_some(p)
    })
}

fn try_run(cmd: &Path, args: &[&str]) -> Option<String> {
    let out = Command::new(cmd).args(args).output().ok()?;
    if !out.status.success() {
        return None;
    }
    Some(String::from_utf8(out.stdout).ok()?.trim().to_string())
}

fn run(cmd: &Path, args: &[&str]) -> String {
    let out = Command::new(cmd)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", cmd.display()));
    if !out.status.success() {
        panic!(
            "{} {:?} failed: {}",
            cmd.display(),
            args,
            String::from_utf8_lossy(&out.stderr)
        );
    }
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}
