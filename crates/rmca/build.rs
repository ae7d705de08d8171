//! Builds the C++ shim against the chosen LLVM, generates its bindings and
//! links libLLVM.
//!
//! LLVM is found and linked as `rmca-build` (the build-support crate
//! shared with rmca-exegesis) describes.

use std::env;
use std::path::{Path, PathBuf};
use rmca_build::{find_llvm_config, run};

const MIN_LLVM_MAJOR: u32 = 19;

const SHIM_SOURCES: &[&str] = &[
    "cpp_shim/common.cpp",
    "cpp_shim/target.cpp",
    "cpp_shim/parse.cpp",
    "cpp_shim/disassemble.cpp",
    "cpp_shim/sched_model.cpp",
    "cpp_shim/inst_info.cpp",
    "cpp_shim/print_encode.cpp",
    "cpp_shim/instruments.cpp",
];
const SHIM_HEADERS: &[&str] = &["cpp_shim/shim.h", "cpp_shim/internal.h", "cpp_shim/version.h"];

fn main() {
    rmca_build::rerun_on_env_inputs();
    for f in SHIM_SOURCES.iter().chain(SHIM_HEADERS) {
        println!("cargo:rerun-if-changed={f}");
    }
    println!("cargo:rerun-if-changed=cpp_shim/README.md");

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
    // Rust reads the version as a value (`llvm_version::LLVM_MAJOR`, from
    // which `LlvmBehaviour` follows); the shim gets `RMCA_LLVM_MAJOR` and
    // names its gates in `cpp_shim/version.h`.
    println!("cargo:rustc-env=RMCA_LLVM_VERSION={}", version.trim());
    // The tools (crates/rmca-tools) are built for the same LLVM: they read
    // these as DEP_RMCA_SHIM_* in their own build script.
    println!("cargo:llvm_version={}", version.trim());
    println!("cargo:llvm_major={major}");
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

    // rmca-exegesis builds its part of the shim (the code generator) with
    // the same LLVM and these headers.
    println!("cargo:llvm_config={}", llvm_config.display());
    let shim_dir = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap()).join("cpp_shim");
    println!("cargo:shim_include={}", shim_dir.display());

    let mut build = rmca_build::shim_build(&llvm_config, major);
    build.files(SHIM_SOURCES).include("cpp_shim");
    let cxx_runtime = rmca_build::static_cxx_runtime(&mut build);
    build.compile("rmca_shim");
    if let Some(dir) = &cxx_runtime {
        rmca_build::link_static_cxx_runtime(dir);
    }

    rmca_build::link_llvm(&llvm_config, &llvm_components(&llvm_config));

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
    let available = rmca_build::available_components(llvm_config);
    let mut comps: Vec<String> = ["mc", "mcparser", "support", "targetparser"].iter().map(|s| s.to_string()).collect();
    for t in rmca_build::targets_built(llvm_config) {
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
    }
    comps
}

