//! The commands are built for the LLVM the library was built against. The
//! library's build script finds that LLVM and says what it found through
//! its `links` metadata (`DEP_RMCA_SHIM_*`); this script hands it on to the
//! tools as the same cfgs and environment variables (the option tables and
//! version banners follow the version; the tests run that LLVM's own
//! llvm-mca), and links the commands at a fixed address.

use std::env;

fn dep(key: &str) -> String {
    let var = format!("DEP_RMCA_SHIM_{key}");
    println!("cargo:rerun-if-env-changed={var}");
    env::var(&var).unwrap_or_else(|_| panic!("{var} is not set: the rmca library's build script sets it"))
}

fn main() {
    println!("cargo:rustc-env=RMCA_LLVM_VERSION={}", dep("LLVM_VERSION"));
    println!("cargo:rustc-env=RMCA_LLVM_BINDIR={}", dep("LLVM_BINDIR"));
    println!("cargo:rustc-env=RMCA_LLVM_HOST_TARGET={}", dep("LLVM_HOST_TARGET"));
    let major: u32 = dep("LLVM_MAJOR").parse().expect("DEP_RMCA_SHIM_LLVM_MAJOR is a number");
    println!("cargo:rustc-check-cfg=cfg(rmca_llvm_major, values(any()))");
    println!("cargo:rustc-cfg=rmca_llvm_major=\"{major}\"");
    for t in dep("VERSION_THRESHOLDS").split_whitespace() {
        println!("cargo:rustc-check-cfg=cfg(rmca_llvm_ge_{t})");
        if t.parse::<u32>().is_ok_and(|t| t <= major) {
            println!("cargo:rustc-cfg=rmca_llvm_ge_{t}");
        }
    }
    // libLLVM linked as a shared library (RMCA_LLVM_STATIC=0) is found
    // through an rpath, which the library cannot add to its dependents.
    if let Ok(dir) = env::var("DEP_RMCA_SHIM_RPATH") {
        println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}");
    }
    // The commands start in a few milliseconds and most of that is the
    // loader's work: a position-independent executable has some 45,000
    // relative relocations to apply (LLVM's tables of pointers), each
    // dirtying a page. A fixed-address executable has none. Tests and the
    // Python module are unaffected.
    println!("cargo:rustc-link-arg-bins=-no-pie");
}
