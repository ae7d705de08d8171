//! rmca-sched (dump, diff-models, snapshot, diff) and rmca --sched-override,
//! on inputs written for this project (tests/inputs/sched/). Numbers are
//! checked against the installed llvm-mca-22 where it has them.

#[path = "support/llvm.rs"]
mod llvm;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const TRIPLE: &str = "-mtriple=x86_64-unknown-unknown";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn inputs() -> PathBuf {
    root().join("tests/inputs/sched")
}

fn sched(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rmca-sched")).args(args).current_dir(root()).output().expect("spawn rmca-sched")
}

fn rmca(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rmca")).args(args).current_dir(root()).output().expect("spawn rmca")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn tempdir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rmca-sched-test-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn dump(cpu: &str, extra: &[&str]) -> serde_json::Value {
    let mut a = vec!["dump", TRIPLE, cpu];
    a.extend_from_slice(extra);
    let o = sched(&a);
    assert!(o.status.success(), "{}", text(&o.stderr));
    serde_json::from_slice(&o.stdout).unwrap()
}

fn opcode<'a>(d: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    d["opcodes"].as_array().unwrap().iter().find(|o| o["name"] == name).unwrap()
}

/// Rows of llvm-mca-22 -instruction-tables=full: (uops, latency, rthroughput, opcode).
fn reference_rows(cpu: &str, file: &Path, names: &serde_json::Value) -> Vec<(String, String, String, String)> {
    let o = Command::new(llvm::tool("llvm-mca")).args([TRIPLE, cpu, "-instruction-tables=full", s(file)]).output().unwrap();
    let known: std::collections::HashSet<&str> = names["opcodes"].as_array().unwrap().iter().map(|o| o["name"].as_str().unwrap()).collect();
    let mut rows = Vec::new();
    let mut on = false;
    for l in text(&o.stdout).lines() {
        if l.starts_with("[1]    [2]    [3]") {
            on = true;
            continue;
        }
        if on && l.trim().is_empty() {
            on = false;
        }
        if !on {
            continue;
        }
        let t: Vec<&str> = l.split_whitespace().collect();
        let mut k = 3;
        while t[k] == "*" || t[k] == "U" {
            k += 1;
        }
        let name = if known.contains(t[k + 1]) { t[k + 1] } else { t[k + 2] };
        rows.push((t[0].to_string(), t[1].to_string(), t[2].to_string(), name.to_string()));
    }
    rows
}

#[test]
fn dump_matches_instruction_tables() {
    let mut variants = 0;
    for cpu in ["-mcpu=skylake-avx512", "-mcpu=znver3", "-mcpu=btver2"] {
        let mut compared = 0;
        for f in ["corpus/vec/regions.s", "corpus/vec/dot.s", "corpus/int/alu.s"] {
            let path = inputs().join(f);
            let d = dump(cpu, &["--resolve", s(&path)]);
            for (i, (uops, lat, rt, name)) in reference_rows(cpu, &path, &d).into_iter().enumerate() {
                let mut row = opcode(&d, &name);
                if row["kind"] == "variant" {
                    // Variant classes depend on the operands: the --resolve
                    // row of this very instruction has the numbers.
                    row = d["resolved"].as_array().unwrap().iter().find(|r| r["index"] == i).unwrap();
                    assert_eq!(row["name"], name.as_str());
                    variants += 1;
                }
                assert_eq!(row["uops"].to_string(), uops, "{cpu} {name}");
                assert_eq!(row["latency"].to_string(), lat, "{cpu} {name}");
                assert_eq!(format!("{:.2}", row["rthroughput"].as_f64().unwrap()), rt, "{cpu} {name}");
                compared += 1;
            }
        }
        assert!(compared >= 15, "{cpu}: only {compared} rows compared");
    }
    assert!(variants >= 5, "{variants}");
}

#[test]
fn dump_shape_and_formats() {
    let d = dump("-mcpu=skylake-avx512", &[]);
    assert_eq!(d["processor"]["issue_width"], 6);
    assert_eq!(d["processor"]["micro_op_buffer_size"], 224);
    let any = d["resources"].as_array().unwrap().iter().find(|r| r["name"] == "SKXPortAny").unwrap();
    assert_eq!(any["units"], 8);
    assert_eq!(any["members"].as_array().unwrap().len(), 8);
    let mul = opcode(&d, "VMULPSrr");
    assert_eq!((mul["latency"].as_i64(), mul["uops"].as_i64()), (Some(4), Some(1)));
    let class = &d["classes"][mul["sched_class"].as_u64().unwrap() as usize];
    assert_eq!(class["latency"], 4);
    assert!(!class["writes"].as_array().unwrap().is_empty());
    // Stable: two dumps are byte-identical; YAML carries the same data.
    let a = sched(&["dump", TRIPLE, "-mcpu=skylake-avx512"]);
    assert_eq!(a.stdout, sched(&["dump", TRIPLE, "-mcpu=skylake-avx512"]).stdout);
    let dir = tempdir("formats");
    let y = dir.join("skx.yaml");
    assert!(sched(&["dump", TRIPLE, "-mcpu=skylake-avx512", "--format", "yaml", "-o", s(&y)]).status.success());
    let from_yaml: rmca_tools::sched::dump::ModelDump = serde_yaml::from_str(&std::fs::read_to_string(&y).unwrap()).unwrap();
    let from_json: rmca_tools::sched::dump::ModelDump = serde_json::from_slice(&a.stdout).unwrap();
    assert_eq!(from_yaml, from_json);
    // Errors name the problem.
    let o = sched(&["dump", TRIPLE, "-mcpu=nosuchcpu"]);
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("nosuchcpu"), "{}", text(&o.stderr));
}

#[test]
fn diff_models_lists_changed_opcodes() {
    let dir = tempdir("diffmodels");
    let (a, b, c) = (dir.join("a.json"), dir.join("b.yaml"), dir.join("c.json"));
    let ov = inputs().join("vmulps_lat9.yaml");
    assert!(sched(&["dump", TRIPLE, "-mcpu=skylake-avx512", "-o", s(&a)]).status.success());
    assert!(sched(&["dump", TRIPLE, "-mcpu=skylake-avx512", "--format=yaml", "--sched-override", s(&ov), "-o", s(&b)]).status.success());
    assert!(sched(&["dump", TRIPLE, "-mcpu=znver3", "-o", s(&c)]).status.success());
    let same = sched(&["diff-models", s(&a), s(&a)]);
    assert_eq!(same.status.code(), Some(0));
    let o = sched(&["diff-models", s(&a), s(&b)]);
    assert_eq!(o.status.code(), Some(1));
    let table = text(&o.stdout).replace(s(&dir), "DIR");
    insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("sched_diff_models_vmulps_lat9", table);
    });
    let j: serde_json::Value = serde_json::from_slice(&sched(&["diff-models", s(&a), s(&b), "--json"]).stdout).unwrap();
    let ch = j["changes"].as_array().unwrap();
    assert_eq!(ch.len(), 1, "{j}");
    assert_eq!((ch[0]["name"].as_str(), ch[0]["field"].as_str(), ch[0]["old"].as_i64(), ch[0]["new"].as_i64()), (Some("VMULPSrr"), Some("latency"), Some(4), Some(9)));
    let cpus: serde_json::Value = serde_json::from_slice(&sched(&["diff-models", s(&a), s(&c), "--json"]).stdout).unwrap();
    let ch = cpus["changes"].as_array().unwrap();
    assert!(ch.iter().any(|c| c["section"] == "processor" && c["field"] == "micro_op_buffer_size"));
    assert!(ch.iter().any(|c| c["section"] == "resource" && c["name"] == "SKXPort0" && c["field"] == "(removed)"));
    assert!(ch.iter().any(|c| c["section"] == "register file" && c["name"] == "Zn3FpPRF" && c["field"] == "(added)"));
    assert!(ch.iter().any(|c| c["section"] == "opcode" && c["name"] == "VMULPSrr" && c["field"] == "latency"));
}

#[test]
fn rmca_sched_override_yaml_and_json() {
    let f = inputs().join("corpus/vec/regions.s");
    let base = rmca(&[TRIPLE, "-mcpu=skylake-avx512", s(&f)]);
    let y = rmca(&[TRIPLE, "-mcpu=skylake-avx512", &format!("--sched-override={}", s(&inputs().join("vmulps_lat9.yaml"))), s(&f)]);
    let j = rmca(&[TRIPLE, "-mcpu=skylake-avx512", "-sched-override", s(&inputs().join("vmulps_lat9.json")), s(&f)]);
    assert!(y.status.success(), "{}", text(&y.stderr));
    assert_eq!(y.stdout, j.stdout);
    let (b, o) = (text(&base.stdout), text(&y.stdout));
    assert!(b.contains(" 1      4     0.50                        vmulps\t%xmm0, %xmm1, %xmm2"));
    assert!(o.contains(" 1      9     0.50                        vmulps\t%xmm0, %xmm1, %xmm2"));
    // The memory form (another opcode) keeps its latency.
    let mem = |t: &str| t.lines().find(|l| l.contains("vmulps\t(%rsi)")).unwrap().to_string();
    assert_eq!(mem(&b), mem(&o));
    // Region "add" does not use VMULPSrr: its report is unchanged.
    let region = |t: &str, n: &str| t.split("Code Region - ").find(|r| r.starts_with(n)).unwrap().to_string();
    assert_eq!(region(&b, "add"), region(&o, "add"));
    assert_ne!(region(&b, "mul"), region(&o, "mul"));
    // Without the option, the output is llvm-mca-22's.
    let r = Command::new(llvm::tool("llvm-mca")).args([TRIPLE, "-mcpu=skylake-avx512", s(&f)]).output().unwrap();
    assert_eq!(r.stdout, base.stdout);
}

#[test]
fn override_of_every_kind() {
    let f = inputs().join("corpus/int/alu.s");
    let ov = format!("--sched-override={}", s(&inputs().join("full.yaml")));
    let o = rmca(&[TRIPLE, "-mcpu=skylake-avx512", "-all-stats", "-instruction-tables=none", &ov, s(&f)]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let t = text(&o.stdout);
    assert!(t.contains("Dispatch Width:    2"), "{t}");
    assert!(t.contains(" 2      3     2.00                        imulq\t%rcx, %rdx"), "{t}");
    assert!(t.contains("Total ROB Entries:                32"), "{t}");
    assert!(t.contains("SKXPortAny       2          3          20"), "{t}");
    let d = dump("-mcpu=znver3", &["--sched-override", s(&inputs().join("full.yaml"))]);
    assert_eq!(opcode(&d, "VMULPSrr")["latency"], 5);
    assert_eq!(d["processor"]["issue_width"], 2);
    let prf = d["processor"]["register_files"].as_array().unwrap().iter().find(|f| f["name"] == "Zn3FpPRF").unwrap();
    assert_eq!(prf["num_phys_regs"], 100);
    let bad = tempdir("badprf").join("o.yaml");
    std::fs::write(&bad, "register_files: { Zn3FpPFR: { num_phys_regs: 1 } }\n").unwrap();
    let o = sched(&["dump", TRIPLE, "-mcpu=znver3", "--sched-override", s(&bad)]);
    assert!(text(&o.stderr).contains("unknown register file 'Zn3FpPFR'; did you mean Zn3FpPRF"), "{}", text(&o.stderr));
}

#[test]
fn override_errors_list_near_matches() {
    let f = inputs().join("corpus/vec/dot.s");
    let o = rmca(&[TRIPLE, "-mcpu=skylake-avx512", &format!("--sched-override={}", s(&inputs().join("bad_opcode.yaml"))), s(&f)]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    assert_eq!(text(&o.stderr), "error: sched-override: unknown opcode 'VMULPSr'; did you mean VMULPSrm, VMULPSrr, MULPSrm, MULPSrr, VMULPDrm?\n");
    let o = rmca(&[TRIPLE, "-mcpu=skylake-avx512", &format!("--sched-override={}", s(&inputs().join("bad_field.yaml"))), s(&f)]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("unknown field `latncy`, expected one of `latency`"), "{}", text(&o.stderr));
    let o = sched(&["dump", TRIPLE, "-mcpu=znver3", "--sched-override", s(&inputs().join("full.yaml"))]);
    assert!(o.status.success());
    let o = rmca(&[TRIPLE, "-mcpu=skylake-avx512", "--sched-override=/nonexistent.yaml", s(&f)]);
    assert_eq!(text(&o.stderr), "error: sched-override: /nonexistent.yaml: No such file or directory\n");
}

fn snapshot(out: &Path, extra: &[&str]) -> Output {
    let corpus = inputs().join("corpus");
    let mut a = vec!["snapshot", "--corpus", s(&corpus), TRIPLE, "-mcpu=skylake-avx512,znver3", "--out", s(out), "--quiet"];
    a.extend_from_slice(extra);
    sched(&a)
}

fn files(dir: &Path) -> Vec<(String, std::time::SystemTime, Vec<u8>)> {
    let mut v = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                let m = std::fs::metadata(&p).unwrap().modified().unwrap();
                v.push((p.strip_prefix(dir).unwrap().display().to_string(), m, std::fs::read(&p).unwrap()));
            }
        }
    }
    v.sort();
    v
}

#[test]
fn snapshot_writes_insta_files_once() {
    let dir = tempdir("snap");
    let out = dir.join("snaps");
    let o = snapshot(&out, &["--jobs=2"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("6 snapshots (3 files x 2 CPUs)"), "{}", text(&o.stderr));
    let first = files(&out);
    let names: Vec<&str> = first.iter().map(|f| f.0.as_str()).filter(|n| n.ends_with(".snap")).collect();
    assert_eq!(names, ["int/alu__skylake-avx512.snap", "int/alu__znver3.snap", "vec/dot__skylake-avx512.snap", "vec/dot__znver3.snap", "vec/regions__skylake-avx512.snap", "vec/regions__znver3.snap"]);
    // Beside each, the typed report `diff` reads.
    let typed: Vec<&str> = first.iter().map(|f| f.0.as_str()).filter(|n| !n.ends_with(".snap")).collect();
    assert_eq!(typed, names.iter().map(|n| n.replace(".snap", ".report.json")).collect::<Vec<_>>());
    let record: serde_json::Value = serde_json::from_slice(&std::fs::read(out.join("vec/regions__znver3.report.json")).unwrap()).unwrap();
    assert_eq!(record["exit"], 0);
    assert_eq!(record["regions"].as_array().unwrap().len(), 3);
    // insta reads them; the body is rmca's report for the file.
    let snap = insta::Snapshot::from_file(&out.join("vec/regions__skylake-avx512.snap")).unwrap();
    assert_eq!(snap.metadata().input_file(), Some("vec/regions.s"));
    let body = snap.as_text().unwrap().to_string();
    let direct = rmca(&[TRIPLE, "-mcpu=skylake-avx512", s(&inputs().join("corpus/vec/regions.s"))]);
    assert_eq!(body, format!("exit: 0\n--- stdout\n{}--- stderr", text(&direct.stdout)));
    // A second run (one job at a time) changes no file.
    std::thread::sleep(std::time::Duration::from_millis(20));
    let o = snapshot(&out, &["--jobs=1"]);
    assert!(text(&o.stderr).contains("0 created, 0 updated, 0 pending, 6 unchanged, 0 failed"), "{}", text(&o.stderr));
    assert_eq!(first, files(&out));
    // --pending keeps the .snap and writes .snap.new for `cargo insta review`.
    let ov = format!("--sched-override={}", s(&inputs().join("vmulps_lat9.yaml")));
    let o = snapshot(&out, &["--pending", &ov]);
    assert!(text(&o.stderr).contains("0 created, 0 updated, 2 pending, 4 unchanged"), "{}", text(&o.stderr));
    assert!(out.join("vec/regions__znver3.snap.new").exists());
    let d = sched(&["diff", s(&out)]);
    assert_eq!(d.status.code(), Some(1));
    assert!(text(&d.stdout).starts_with("4 region(s) changed (2 snapshots"), "{}", text(&d.stdout));
    // Re-running without the override drops the stale pending files.
    snapshot(&out, &[]);
    assert_eq!(first, files(&out));
}

#[test]
fn diff_lists_exactly_the_regions_using_the_opcode() {
    let dir = tempdir("diff");
    let (a, b) = (dir.join("old"), dir.join("new"));
    assert!(snapshot(&a, &[]).status.success());
    let ov = format!("--sched-override={}", s(&inputs().join("vmulps_lat9.json")));
    assert!(snapshot(&b, &[&ov, "--args=-iterations=100"]).status.success());
    let same = sched(&["diff", s(&a), s(&a)]);
    assert_eq!(same.status.code(), Some(0));
    assert_eq!(text(&same.stdout), "0 region(s) changed (6 snapshots, 10 regions compared)\n");
    let o = sched(&["diff", s(&a), s(&b)]);
    assert_eq!(o.status.code(), Some(1));
    insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("sched_diff_vmulps_lat9", text(&o.stdout));
    });
    let j: serde_json::Value = serde_json::from_slice(&sched(&["diff", s(&a), s(&b), "--json"]).stdout).unwrap();
    let mut listed: Vec<String> = j["changes"].as_array().unwrap().iter().map(|c| format!("{} {}", c["snapshot"].as_str().unwrap(), c["region"].as_str().unwrap())).collect();
    listed.sort();
    assert_eq!(
        listed,
        [
            "vec/regions__skylake-avx512.snap [0] mul",
            "vec/regions__skylake-avx512.snap [2] mix",
            "vec/regions__znver3.snap [0] mul",
            "vec/regions__znver3.snap [2] mix",
        ]
    );
    for c in j["changes"].as_array().unwrap() {
        assert!(c["instructions"].as_array().unwrap().iter().all(|i| i["latency"][1] == 9 && i["text"].as_str().unwrap().starts_with("vmulps %xmm")));
    }
}

#[test]
fn opcode_override_applies_to_each_resolution_of_a_variant_class() {
    let f = inputs().join("xor_idiom.s");
    let ov = format!("--sched-override={}", s(&inputs().join("xor_lat5.yaml")));
    let base = text(&rmca(&[TRIPLE, "-mcpu=skylake-avx512", "-instruction-tables", s(&f)]).stdout);
    let o = text(&rmca(&[TRIPLE, "-mcpu=skylake-avx512", "-instruction-tables", &ov, s(&f)]).stdout);
    assert!(base.contains(" 1      0     0.17                        xorl\t%eax, %eax"), "{base}");
    assert!(base.contains(" 1      1     0.25                        xorl\t%ebx, %eax"), "{base}");
    assert!(o.contains(" 1      5     0.17                        xorl\t%eax, %eax"), "{o}");
    assert!(o.contains(" 1      5     0.25                        xorl\t%ebx, %eax"), "{o}");
    let line = |t: &str| t.lines().find(|l| l.contains("addl")).unwrap().to_string();
    assert_eq!(line(&base), line(&o));
    // The dump says "variant" for the opcode and resolves each instance.
    let d = dump("-mcpu=skylake-avx512", &["--sched-override", s(&inputs().join("xor_lat5.yaml")), "--resolve", s(&f)]);
    assert_eq!(opcode(&d, "XOR32rr")["kind"], "variant");
    let lat: Vec<i64> = d["resolved"].as_array().unwrap().iter().map(|r| r["latency"].as_i64().unwrap()).collect();
    assert_eq!(lat, [5, 5]);
}
