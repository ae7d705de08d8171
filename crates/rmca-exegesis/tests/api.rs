//! The typed calls of rmca-exegesis, compared with what llvm-exegesis of
//! the same LLVM writes for the same seed (run here): snippets generated
//! and assembled into a benchmark document, and an analysis of the
//! benchmarks.

use std::process::Command;

use rmca_exegesis::{
    analyze, AnalysisOptions, AnalysisTarget, AssembleOptions, BenchMode, DocumentFields, Outputs, Session, TargetOptions,
};

fn reference(args: &[&str]) -> (String, String) {
    let bin = format!("{}/llvm-exegesis", env!("RMCA_LLVM_BINDIR"));
    let out = Command::new(&bin).args(args).output().unwrap_or_else(|e| panic!("cannot run {bin}: {e}"));
    (String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn session(cpu: &str, mode: BenchMode, seed: u32) -> Session {
    let opts = TargetOptions {
        triple: "x86_64-unknown-linux-gnu".into(),
        cpu: cpu.into(),
        mode,
        seed: Some(seed),
        ..TargetOptions::default()
    };
    Session::new(&opts).expect("x86-64 session")
}

/// The documents a session writes for `opcodes`, as the prepare-and-assemble
/// phase writes them.
fn documents(s: &mut Session, mode: &str, opcodes: &[&str]) -> String {
    let assemble = AssembleOptions::default();
    let mut text = String::new();
    for name in opcodes {
        let op = s.opcode(name).unwrap_or_else(|| panic!("no opcode {name}"));
        let reserved = s.loop_reserved(assemble.repetition, s.loop_counter_reg());
        for code in s.generate(op, &reserved).unwrap_or_else(|e| panic!("{name}: {e}")) {
            let snippet = s.assemble_snippet(&code, &assemble, s.loop_counter_reg()).expect("assembles").bytes;
            let fields = DocumentFields {
                mode,
                min_instructions: assemble.min_instructions,
                error: "actual measurements skipped.",
                snippet: &snippet,
                ..DocumentFields::default()
            };
            text.push_str(&s.document(&code, &fields));
        }
    }
    text
}

#[test]
fn generated_documents_are_llvm_exegesis_documents() {
    for (mode, bench) in [("latency", BenchMode::Latency), ("inverse_throughput", BenchMode::InverseThroughput)] {
        for (opcode, seed) in [("ADD64rr", 1u32), ("VADDPSYrr", 7), ("IMUL64rr", 3), ("PADDDrr", 11)] {
            let mut s = session("skylake", bench, seed);
            let ours = documents(&mut s, mode, &[opcode]);
            let (theirs, _) = reference(&[
                "-mtriple=x86_64-unknown-linux-gnu",
                "-mcpu=skylake",
                &format!("-mode={mode}"),
                &format!("-opcode-name={opcode}"),
                &format!("--random-generator-seed={seed}"),
                "--benchmark-phase=prepare-and-assemble-snippet",
            ]);
            assert!(theirs.contains("assembled_snippet"), "{opcode}: the reference wrote no document:\n{theirs}");
            assert_eq!(ours, theirs, "{mode} {opcode} seed {seed}");
        }
    }
}

#[test]
fn a_session_draws_like_llvm_exegesis_across_opcodes() {
    // One session, several opcodes in a row: the random stream carries on
    // from one opcode to the next as in one llvm-exegesis run.
    let opcodes = ["ADD32rr", "SUB64rr", "XOR32rr", "SHL64ri"];
    let mut s = session("znver3", BenchMode::Latency, 42);
    let ours = documents(&mut s, "latency", &opcodes);
    let (theirs, _) = reference(&[
        "-mtriple=x86_64-unknown-linux-gnu",
        "-mcpu=znver3",
        "-mode=latency",
        &format!("-opcode-name={}", opcodes.join(",")),
        "--random-generator-seed=42",
        "--benchmark-phase=prepare-and-assemble-snippet",
    ]);
    assert_eq!(ours, theirs);
}

#[test]
fn an_analysis_gives_llvm_exegesis_clusters_and_inconsistencies() {
    // Benchmarks with made-up measurements: four points per opcode, the
    // model's latency except for IMUL64rr (7 cycles against its 3).
    let mut text = String::new();
    let mut s = session("skylake", BenchMode::Latency, 5);
    let docs = documents(&mut s, "latency", &["ADD64rr", "IMUL64rr", "ADD32rr"]);
    for (doc, value) in docs.split_inclusive("...\n").zip([1.0, 7.0, 1.0]) {
        for _ in 0..4 {
            text.push_str(
                &doc.replace(
                    "measurements:    []",
                    &format!("measurements:\n  - {{ key: latency, value: {value}, per_snippet_value: {value} }}"),
                )
                .replace("error:           actual measurements skipped.", "error:           ''"),
            );
        }
    }
    let dir = std::env::temp_dir().join(format!("rmca-exegesis-api-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("benchmarks.yaml");
    std::fs::write(&file, &text).unwrap();
    let file_s = file.to_string_lossy().into_owned();

    let points = analyze::read_points(&text);
    let targets = analyze::benchmark_targets(&points);
    assert_eq!(targets.len(), 1, "{targets:?}");
    let (triple, cpu) = targets.into_iter().next().unwrap();
    let (_notes, target) = AnalysisTarget::open(&triple, &cpu);
    let target = target.expect("analysis target");
    let reading = target.read(points, &text, &file_s, TargetOptions::default().llvm);
    assert!(!reading.failed, "{}", reading.diagnostics);
    let out = target
        .analyze(reading.points, &AnalysisOptions::default(), Outputs { clusters: true, inconsistencies: true })
        .expect("clusters");

    let (clusters_file, incons_file) = (dir.join("c.csv"), dir.join("i.txt"));
    reference(&[
        "-mode=analysis",
        &format!("-benchmarks-file={file_s}"),
        &format!("-analysis-clusters-output-file={}", clusters_file.display()),
        &format!("-analysis-inconsistencies-output-file={}", incons_file.display()),
    ]);
    let theirs_clusters = std::fs::read_to_string(&clusters_file).expect("the reference wrote clusters");
    let theirs_incons = std::fs::read_to_string(&incons_file).expect("the reference wrote inconsistencies");
    assert_eq!(out.clusters.as_deref(), Some(theirs_clusters.as_str()));
    assert_eq!(out.inconsistencies.as_deref(), Some(theirs_incons.as_str()));
    assert!(theirs_clusters.contains("WriteIMul64Reg"), "{theirs_clusters}");
    assert!(theirs_incons.contains("WriteIMul64Reg"), "no inconsistency reported:\n{theirs_incons}");
    let _ = std::fs::remove_dir_all(&dir);
}
