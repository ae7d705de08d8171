//! Builds rmca-exegesis's part of the shim (`cpp_shim/exegesis.cpp`: the
//! code generator and the queries llvm-exegesis makes beyond the MC
//! layer's) against the LLVM the rmca library was built with, which rmca's
//! build script names through its `links` metadata (`DEP_RMCA_SHIM_*`),
//! and links LLVM's code-generation libraries, which the llvm-mca library
//! does without.

use std::env;
use std::path::{Path, PathBuf};

fn dep(key: &str) -> String {
    let var = format!("DEP_RMCA_SHIM_{key}");
    println!("cargo:rerun-if-env-changed={var}");
    env::var(&var).unwrap_or_else(|_| panic!("{var} is not set: the rmca library's build script sets it"))
}

fn main() {
    rmca_build::rerun_on_env_inputs();
    println!("cargo:rerun-if-changed=cpp_shim/exegesis.cpp");
    println!("cargo:rerun-if-changed=cpp_shim/exegesis.h");
    let llvm_config = PathBuf::from(dep("LLVM_CONFIG"));
    let shim_include = dep("SHIM_INCLUDE");
    let major: u32 = dep("LLVM_MAJOR").parse().expect("DEP_RMCA_SHIM_LLVM_MAJOR is a number");
    let include_dir = rmca_build::run(&llvm_config, &["--includedir"]);
    println!("cargo:rustc-env=RMCA_LLVM_BINDIR={}", dep("LLVM_BINDIR"));

    // The first target-specific operand type (MCOI::OPERAND_FIRST_TARGET:
    // 13 up to LLVM 23, 15 once generic immediates grew in 24): targets
    // number their operand types from it, and snippet generation reads
    // those numbers.
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

    let mut build = rmca_build::shim_build(&llvm_config, major);
    build.file("cpp_shim/exegesis.cpp").include("cpp_shim").include(&shim_include);
    // The C++ runtime is linked by the rmca library's shim.
    build.cpp_link_stdlib(None);
    build.compile("rmca_exegesis_shim");
    rmca_build::link_llvm(&llvm_config, &codegen_components(&llvm_config));

    // Bindings for this header's own declarations; the target handle and
    // the sinks are the rmca library's types.
    let lib_dir = rmca_build::run(&llvm_config, &["--libdir"]);
    if env::var_os("LIBCLANG_PATH").is_none() && Path::new(&lib_dir).join("libclang.so").exists() {
        env::set_var("LIBCLANG_PATH", &lib_dir);
    }
    let bindings = bindgen::Builder::default()
        .header("cpp_shim/exegesis.h")
        .clang_arg(format!("-I{shim_include}"))
        .clang_arg(format!("-I{include_dir}"))
        .allowlist_function("rmca_exe_.*")
        .allowlist_type("rmca_exe.*")
        .blocklist_type("rmca_target|rmca_sink")
        .raw_line("pub use rmca::mc::ffi::{rmca_sink, rmca_target};")
        .prepend_enum_name(false)
        .derive_default(true)
        .layout_tests(false)
        .generate()
        .expect("bindgen failed on cpp_shim/exegesis.h");
    let out = PathBuf::from(env::var("OUT_DIR").unwrap()).join("exegesis_bindings.rs");
    bindings.write_to_file(out).expect("cannot write bindings");
}

/// The code generator of llvm-exegesis's targets (as far as this LLVM
/// builds them), the object-file reader and the assembly printer.
fn codegen_components(llvm_config: &Path) -> Vec<String> {
    let available = rmca_build::available_components(llvm_config);
    let mut comps = Vec::new();
    for t in rmca_build::targets_built(llvm_config) {
        if ["x86", "aarch64", "powerpc", "mips", "riscv"].contains(&t.as_str()) {
            let c = format!("{t}codegen");
            if available.contains(&c) {
                comps.push(c);
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
