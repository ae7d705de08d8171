//! What the build scripts of `rmca` and `rmca-exegesis` share: finding the
//! LLVM chosen by `LLVM_CONFIG`, compiling C++ against it with its own
//! flags, and linking its component libraries (statically when the
//! archives are installed).
//!
//! LLVM selection, first match wins:
//!   1. `LLVM_CONFIG=/path/to/llvm-config` (any LLVM >= 19, e.g. a fork);
//!   2. `LLVM_SYS_221_PREFIX/bin/llvm-config`;
//!   3. `llvm-config-22` on PATH, then `/usr/lib/llvm-22/bin/llvm-config`.
//! The unversioned `llvm-config` is never used implicitly: machine images
//! often carry an older LLVM under that name.
//!
//! libLLVM is linked statically from the component archives when they are
//! installed (`RMCA_LLVM_STATIC=0` asks for the shared library instead,
//! linked with an rpath; `RMCA_LLVM_STATIC=1` insists on the archives).

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The environment variables whose change must rebuild a shim.
pub const ENV_INPUTS: &[&str] =
    &["LLVM_CONFIG", "LLVM_SYS_221_PREFIX", "LIBCLANG_PATH", "RMCA_LLVM_STATIC", "CXX", "CXXFLAGS"];

/// Tells cargo to rerun the build script when an input variable changes.
pub fn rerun_on_env_inputs() {
    for var in ENV_INPUTS {
        println!("cargo:rerun-if-env-changed={var}");
    }
}

pub fn find_llvm_config() -> PathBuf {
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
    panic!("no LLVM 22 found: install llvm-22-dev (Debian) or set LLVM_CONFIG=/path/to/llvm-config");
}

/// A C++ build of shim sources with the LLVM's own flags, but with
/// exceptions on: a fatal LLVM error is turned into a C++ exception that
/// the shim catches at its boundary and returns as an error value.
pub fn shim_build(llvm_config: &Path, major: u32) -> cc::Build {
    let mut build = cc::Build::new();
    build.cpp(true).define("RMCA_LLVM_MAJOR", major.to_string().as_str());
    for flag in run(llvm_config, &["--cxxflags"]).split_whitespace() {
        if flag == "-fno-exceptions" || flag.starts_with("-W") {
            continue;
        }
        build.flag(flag);
    }
    // Headers change struct layouts with NDEBUG (e.g. MCSchedClassDesc), so
    // match the library's assertion mode.
    if run(llvm_config, &["--assertion-mode"]) == "OFF" {
        build.define("NDEBUG", None);
    }
    build
        .flag("-fexceptions")
        .flag("-Wno-unused-parameter")
        .flag_if_supported("-Wno-deprecated-declarations")
        .warnings(false)
        .opt_level(2)
        .debug(false);
    build
}

/// The components `llvm-config` knows, for picking the ones a shim needs.
pub fn available_components(llvm_config: &Path) -> Vec<String> {
    run(llvm_config, &["--components"]).split_whitespace().map(String::from).collect()
}

/// The targets this LLVM was built with, lower case (`x86`, `aarch64`...).
pub fn targets_built(llvm_config: &Path) -> Vec<String> {
    run(llvm_config, &["--targets-built"]).split_whitespace().map(|t| t.to_lowercase()).collect()
}

/// Links the LLVM libraries of `components`: statically from their
/// archives when installed (startup then skips relocating the whole shared
/// library), unless `RMCA_LLVM_STATIC=0`; `RMCA_LLVM_STATIC=1` insists on
/// static archives. Returns whether the link is static.
pub fn link_llvm(llvm_config: &Path, components: &[String]) -> bool {
    let lib_dir = run(llvm_config, &["--libdir"]);
    println!("cargo:rustc-link-search=native={lib_dir}");
    let setting = env::var("RMCA_LLVM_STATIC").ok();
    let mut args: Vec<&str> = vec!["--link-static", "--libs"];
    args.extend(components.iter().map(String::as_str));
    let static_libs = match setting.as_deref() {
        Some("0") => None,
        Some("1") => Some(run(llvm_config, &args)),
        _ => try_run(llvm_config, &args).filter(|libs| {
            // Every archive must exist (llvm-config lists them even when a
            // distribution ships only the shared library).
            libs.split_whitespace()
                .filter_map(|l| l.strip_prefix("-l"))
                .all(|name| Path::new(&lib_dir).join(format!("lib{name}.a")).exists())
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
    if !want_static {
        // A link argument reaches this package's own targets only:
        // dependents (the tools, the Python module) add it from the
        // `rpath` metadata.
        println!("cargo:rustc-link-arg=-Wl,-rpath,{lib_dir}");
        println!("cargo:rpath={lib_dir}");
    }
    want_static
}

/// Links the C++ runtime statically when its archive is installed, for
/// the shim just compiled with `build` (call before `build.compile`): as
/// a shared library it is one more object to map and some 2,000 symbol
/// relocations to resolve at every start, which costs more than a short
/// run's analysis. Returns the archive's directory to link from after the
/// compile, or None for the shared runtime.
pub fn static_cxx_runtime(build: &mut cc::Build) -> Option<PathBuf> {
    let archive = find_system_lib("stdc++", &["a"])?;
    build.cpp_link_stdlib(None);
    Path::new(&archive).parent().map(Path::to_path_buf)
}

/// Links the static C++ runtime found by [`static_cxx_runtime`].
pub fn link_static_cxx_runtime(dir: &Path) {
    println!("cargo:rustc-link-search=native={}", dir.display());
    println!("cargo:rustc-link-lib=static:-bundle=stdc++");
}

/// Where the C compiler finds `lib<name>.<ext>`, for the first extension found.
pub fn find_system_lib(name: &str, exts: &[&str]) -> Option<String> {
    let cc = env::var("CC").unwrap_or_else(|_| "cc".to_string());
    exts.iter().find_map(|ext| {
        let file = format!("lib{name}.{ext}");
        let out = Command::new(&cc).arg(format!("-print-file-name={file}")).output().ok()?;
        let p = String::from_utf8(out.stdout).ok()?.trim().to_string();
        (p != file && Path::new(&p).exists()).then_some(p)
    })
}

pub fn try_run(cmd: &Path, args: &[&str]) -> Option<String> {
    let out = Command::new(cmd).args(args).output().ok()?;
    if !out.status.success() {
        return None;
    }
    Some(String::from_utf8(out.stdout).ok()?.trim().to_string())
}

/// Runs `cmd args` and returns its trimmed stdout; panics (ending the
/// build with the command's message) when it fails.
pub fn run(cmd: &Path, args: &[&str]) -> String {
    let out = Command::new(cmd).args(args).output().unwrap_or_else(|e| panic!("cannot run {}: {e}", cmd.display()));
    if !out.status.success() {
        panic!("{} {:?} failed: {}", cmd.display(), args, String::from_utf8_lossy(&out.stderr));
    }
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}
