//! The commands are built for the LLVM the library was built against. The
//! library's build script finds that LLVM and says what it found through
//! its `links` metadata (`DEP_RMCA_SHIM_*`); this script hands it on to the
//! tools as environment variables (the version banners follow the version;
//! the tests run that LLVM's own llvm-mca), picks the libLLVM option table
//! of that version, and links the commands at a fixed address.

use std::env;
use std::fmt::Write as _;
use std::path::Path;

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
    // libLLVM linked as a shared library (RMCA_LLVM_STATIC=0) is found
    // through an rpath, which the library cannot add to its dependents.
    if let Ok(dir) = env::var("DEP_RMCA_SHIM_RPATH") {
        println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}");
    }
    write_llvm_lib_options(major);
    // The commands start in a few milliseconds and most of that is the
    // loader's work: a position-independent executable has some 45,000
    // relative relocations to apply (LLVM's tables of pointers), each
    // dirtying a page. A fixed-address executable has none. Tests and the
    // Python module are unaffected.
    println!("cargo:rustc-link-arg-bins=-no-pie");
}

/// The table of libLLVM's options that llvm-mca accepts, as Rust, from the
/// data `scripts/gen-llvm-lib-options.py` wrote for each LLVM
/// (`src/cli/llvm_lib/llvmNN.jsonl`): the newest one not newer than the
/// LLVM built against. One JSON object a line: name, kind (with enum
/// values or alias target), grouping, and how help lists it.
fn write_llvm_lib_options(major: u32) {
    let dir = Path::new("src/cli/llvm_lib");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut versions: Vec<u32> = std::fs::read_dir(dir)
        .expect("src/cli/llvm_lib")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_prefix("llvm")?.strip_suffix(".jsonl")?.parse().ok()
        })
        .collect();
    versions.sort();
    let chosen = versions.iter().rev().find(|&&v| v <= major).or(versions.first()).expect("no option table");
    let path = dir.join(format!("llvm{chosen}.jsonl"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut enums = String::new();
    let mut rows = String::new();
    let mut n_enums = 0;
    for (i, line) in text.lines().enumerate() {
        let bad = |what: &str| -> ! { panic!("{}:{}: {what}", path.display(), i + 1) };
        let v: serde_json::Value = serde_json::from_str(line).unwrap_or_else(|e| bad(&e.to_string()));
        if v.get("generated_by").is_some() {
            continue;
        }
        let s = |k: &str| v.get(k).and_then(|x| x.as_str()).unwrap_or("");
        let kind = match s("kind") {
            "bool" => "Kind::Bool".to_string(),
            "uint" => "Kind::Uint".to_string(),
            "int" => "Kind::Int".to_string(),
            "ulong" => "Kind::Ulong".to_string(),
            "long" => "Kind::Long".to_string(),
            "float" => "Kind::Float".to_string(),
            "str" => "Kind::Str".to_string(),
            "list" => "Kind::List".to_string(),
            "commalist" => "Kind::CommaList".to_string(),
            "alias" => format!("Kind::Alias({:?})", s("target")),
            k @ ("enum" | "optenum") => {
                let values = v.get("values").and_then(|x| x.as_array()).unwrap_or_else(|| bad("enum without values"));
                let vals: Vec<String> = values
                    .iter()
                    .map(|p| {
                        let name = p.get(0).and_then(|x| x.as_str()).unwrap_or_else(|| bad("enum value"));
                        let help = p.get(1).and_then(|x| x.as_str()).unwrap_or("");
                        format!("EnumVal {{ name: {name:?}, help: {help:?} }}")
                    })
                    .collect();
                let _ = writeln!(enums, "const E{n_enums}: &[EnumVal] = &[{}];", vals.join(", "));
                n_enums += 1;
                format!("Kind::{}(E{})", if k == "enum" { "Enum" } else { "OptEnum" }, n_enums - 1)
            }
            other => bad(&format!("unknown kind {other:?}")),
        };
        let mut row = format!("    OptSpec::lib({:?}, {kind})", s("name"));
        if v.get("grouping").and_then(|x| x.as_bool()).unwrap_or(false) {
            row.push_str(".grouping()");
        }
        match s("vis") {
            "" => {}
            "listed" => {
                let _ = write!(row, ".listed({:?}, {:?}, {:?})", s("category"), s("value_desc"), s("help"));
            }
            vis @ ("normal" | "hidden") => {
                let vis = if vis == "normal" { "Visibility::Normal" } else { "Visibility::Hidden" };
                let _ = write!(row, ".shown({vis}, {:?}, {:?}, {:?})", s("category"), s("value_desc"), s("help"));
            }
            other => bad(&format!("unknown visibility {other:?}")),
        }
        rows.push_str(&row);
        rows.push_str(",\n");
    }
    let uses = if rows.contains(".shown(") { "EnumVal, Kind, OptSpec, Visibility" } else { "EnumVal, Kind, OptSpec" };
    let out = format!(
        "// Generated by build.rs from {}.\nuse super::engine::{{{uses}}};\n\n{enums}\npub static LLVM_LIB_OPTIONS: &[OptSpec] = &[\n{rows}];\n",
        path.display()
    );
    let dest = Path::new(&env::var("OUT_DIR").unwrap()).join("llvm_lib_options.rs");
    std::fs::write(dest, out).expect("cannot write the option table");
}
