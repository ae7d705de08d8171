//! The typed library: reports equal to the reference's text, no dependence
//! on threads, bad input as errors, and batch results equal to
//! llvm-mca-22's on the same blocks, from assembly and from machine code.

#[path = "support/llvm.rs"]
mod llvm;
#[path = "support/blocks.rs"]
mod blocks;
#[path = "support/mca_text.rs"]
mod mca_text;

use std::path::PathBuf;
use std::process::{Command, Stdio};

use rmca_tools::cli::mca::{parse_args, Outcome};
use rmca::pipeline::steady::FastForward;
use rmca::{analyze_batch, AnalysisOptions, Block, Error, Report, Session, Views};

fn llvm_tool(name: &str) -> PathBuf {
    llvm::tool(name)
}

/// Runs a reference tool with `args` on `stdin`; (stdout, exit status).
fn reference(tool: &str, args: &[&str], stdin: &str) -> (String, i32) {
    let mut child = Command::new(llvm_tool(tool))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    }
    let o = child.wait_with_output().unwrap();
    (String::from_utf8_lossy(&o.stdout).into_owned(), o.status.code().unwrap_or(-1))
}

/// The session and options the command line would use for `args`.
fn library_for(args: &[&str]) -> (Session, AnalysisOptions) {
    let mut argv = vec!["llvm-mca".to_string()];
    argv.extend(args.iter().map(|s| s.to_string()));
    let Ok(Outcome::Run(o)) = parse_args(&argv) else { panic!("bad args {args:?}") };
    let session = Session::new(&o.mtriple, &o.mcpu, &o.mattr.join(",")).unwrap();
    let views = o.views(session.sched_model().is_out_of_order());
    let opts = o.analysis_options(views, FastForward::Auto);
    (session, opts)
}

#[test]
fn typed_values_equal_the_reference_text() {
    let cases: &[(&str, &[&str])] = &[
        ("tests/inputs/regions.s", &["-mtriple=x86_64-unknown-unknown", "-mcpu=haswell", "-timeline"]),
        ("tests/inputs/ff_fp_chain.s", &["-mtriple=x86_64-unknown-unknown", "-mcpu=znver3", "-all-views", "-iterations=300"]),
        ("tests/inputs/ff_mem.s", &["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-timeline", "-timeline-max-cycles=0"]),
        ("tests/inputs/aarch64_mix.s", &["-mtriple=aarch64", "-mcpu=neoverse-n1", "-all-views"]),
        ("tests/inputs/aarch64_mix.s", &["-mtriple=aarch64", "-mcpu=cortex-a55", "-all-views", "-iterations=4"]),
        ("tests/inputs/arm_mix.s", &["-mtriple=thumbv7em-none-eabi", "-mcpu=cortex-m7", "-timeline"]),
        ("tests/inputs/riscv_vector.s", &["-mtriple=riscv64", "-mcpu=sifive-x280", "-timeline"]),
        ("tests/inputs/riscv_mix.s", &["-mtriple=riscv64", "-mcpu=sifive-u74", "-mattr=+d", "-all-views"]),
        ("tests/inputs/regions.s", &["-mtriple=x86_64-unknown-unknown", "-mcpu=btver2", "-instruction-tables"]),
    ];
    for (file, args) in cases {
        let input = std::fs::read_to_string(file).unwrap();
        let (text, code) = reference("llvm-mca", args, &input);
        assert_eq!(code, 0, "{file} {args:?}");
        let (session, opts) = library_for(args);
        let report = session.analyze(&Block::asm(input), &opts).unwrap();
        if let Err(e) = mca_text::check(&report, &text) {
            panic!("{file} {args:?}: {e}");
        }
    }
}

/// Blocks as the regions of one input, the way a batch is checked against
/// llvm-mca run once.
fn as_regions(blocks: &[String]) -> String {
    let mut s = String::new();
    for (i, b) in blocks.iter().enumerate() {
        s.push_str(&format!("# LLVM-MCA-BEGIN b{i}\n{b}\n# LLVM-MCA-END b{i}\n"));
    }
    s
}

/// The machine code of each block, as llvm-mc-22 encodes it.
fn encodings(blocks: &[String]) -> Vec<Vec<u8>> {
    let joined: String = blocks.iter().map(|b| format!("{b}\nnop # end of block\n")).collect();
    let (out, code) = reference("llvm-mc", &["-triple=x86_64-unknown-unknown", "-show-encoding"], &joined);
    assert_eq!(code, 0);
    let mut all = Vec::new();
    let mut current = Vec::new();
    for line in out.lines() {
        let Some((inst, enc)) = line.split_once("# encoding: [") else { continue };
        if inst.trim() == "nop" {
            all.push(std::mem::take(&mut current));
            continue;
        }
        for byte in enc.trim_end_matches(']').split(',') {
            current.push(u8::from_str_radix(byte.trim_start_matches("0x"), 16).unwrap());
        }
    }
    all
}

#[test]
fn batch_equals_llvm_mca_from_assembly_and_from_machine_code() {
    let blocks = blocks::blocks(300, 7);
    let args = ["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake"];
    let (text, code) = reference("llvm-mca", &args, &as_regions(&blocks));
    assert_eq!(code, 0);
    let expected = mca_text::parse(&text);
    assert_eq!(expected.len(), blocks.len());
    let total_cycles = |r: &mca_text::TextRegion| {
        r.summary.iter().find(|(k, _)| k == "Total Cycles:").map(|(_, v)| v.parse::<u32>().unwrap()).unwrap()
    };

    let session = Session::new("x86_64-unknown-unknown", "skylake", "").unwrap();
    let opts = AnalysisOptions::default();
    let from_asm: Vec<Block> = blocks.iter().map(|b| Block::asm(b.clone())).collect();
    let from_hex: Vec<Block> = encodings(&blocks).into_iter().map(Block::Bytes).collect();
    assert_eq!(from_hex.len(), blocks.len());
    for (kind, input) in [("assembly", from_asm), ("machine code", from_hex)] {
        let results = analyze_batch(&session, &input, &opts, 2);
        for (i, (res, exp)) in results.iter().zip(&expected).enumerate() {
            let report = res.as_ref().unwrap_or_else(|e| panic!("block {i} from {kind}: {e}"));
            let s = report.regions[0].summary.as_ref().unwrap();
            assert_eq!(s.total_cycles, total_cycles(exp), "block {i} from {kind}:\n{}", blocks[i]);
        }
    }
}

#[test]
fn results_do_not_depend_on_threads() {
    let blocks: Vec<Block> = blocks::blocks(2000, 11).into_iter().map(Block::asm).collect();
    let session = Session::new("x86_64-unknown-unknown", "znver3", "").unwrap();
    let opts = AnalysisOptions { views: rmca::Views::all(true), ..AnalysisOptions::default() };
    let serial: Vec<Result<Report, Error>> = blocks.iter().map(|b| session.analyze(b, &opts)).collect();
    assert!(serial.iter().all(|r| r.is_ok()));
    for threads in [1, 2, 8, 8, 2] {
        let parallel = analyze_batch(&session, &blocks, &opts, threads);
        assert!(parallel == serial, "results differ with {threads} threads");
    }
}

#[test]
fn bad_input_is_an_error_and_the_host_goes_on() {
    let x86 = Session::new("x86_64-unknown-unknown", "skylake", "").unwrap();
    let opts = AnalysisOptions::default();
    match x86.analyze(&Block::asm("foo bar\n"), &opts) {
        Err(e @ Error::AssemblyErrors { .. }) => {
            assert!(e.diagnostics().contains("error: invalid instruction mnemonic 'foo'"), "{}", e.diagnostics());
            assert_eq!(
                e.to_string(),
                "Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input."
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(x86.analyze(&Block::asm(""), &opts), Err(Error::NoInstructions));
    assert_eq!(x86.analyze(&Block::asm("# only a comment\n"), &opts), Err(Error::NoInstructions));
    assert!(matches!(x86.analyze(&Block::Bytes(vec![0xff, 0xff]), &opts), Err(Error::Disassembly(_))));
    assert!(matches!(Block::from_hex("48 01 d"), Err(Error::InvalidArgument(_))));
    // SIGFPE inside LLVM's Intel-syntax parser lands back as an error.
    let intel = std::fs::read_to_string("tests/inputs/intel_div_zero.s").unwrap();
    match x86.analyze(&Block::asm(intel), &opts) {
        Err(Error::Parse(m)) => assert!(m.contains("division by zero"), "{m}"),
        other => panic!("{other:?}"),
    }
    // llvm-mca-22 never ends on xsetbv for Sapphire Rapids.
    let spr = Session::new("x86_64-unknown-unknown", "sapphirerapids", "").unwrap();
    assert!(matches!(spr.analyze(&Block::asm("xsetbv"), &opts), Err(Error::Simulation(_))));
    // AMDGPU's parser spins on this operand in llvm-mca-22.
    let amd = Session::new("amdgcn", "gfx1030", "").unwrap();
    assert!(matches!(amd.analyze(&Block::asm("ly \u{e9}\n"), &opts), Err(Error::AssemblyErrors { .. })));
    match Session::new("x86_64-unknown-unknown", "nocpu", "") {
        Err(e @ Error::UnknownCpu { .. }) => {
            assert_eq!(e.to_string().lines().next(), Some("'nocpu' is not a recognized processor for this target (ignoring processor)"))
        }
        other => panic!("{:?}", other.err()),
    }
    assert!(matches!(Session::new("nonesuch-unknown-unknown", "", ""), Err(Error::UnknownTarget(_))));
    // Still fine afterwards.
    assert!(x86.analyze(&Block::asm("addq %rax, %rbx"), &opts).is_ok());
}

#[test]
fn bad_blocks_among_good_ones_on_many_threads() {
    let session = Session::new("x86_64-unknown-unknown", "skylake", "").unwrap();
    let intel = std::fs::read_to_string("tests/inputs/intel_div_zero.s").unwrap();
    let good = blocks::blocks(200, 3);
    let mut input = Vec::new();
    for (i, b) in good.iter().enumerate() {
        input.push(Block::asm(b.clone()));
        match i % 4 {
            0 => input.push(Block::asm(intel.clone())),
            1 => input.push(Block::asm("foo bar")),
            2 => input.push(Block::Bytes(vec![0x0f, 0x0b, 0xff])),
            _ => input.push(Block::asm("")),
        }
    }
    let opts = AnalysisOptions::default();
    let results = analyze_batch(&session, &input, &opts, 8);
    for (i, r) in results.iter().enumerate() {
        if i % 2 == 0 {
            assert!(r.is_ok(), "block {i}: {r:?}");
        } else {
            assert!(r.is_err(), "block {i}");
        }
    }
    // The good ones are what a serial run gives.
    for (i, b) in good.iter().enumerate() {
        assert_eq!(results[2 * i], session.analyze(&Block::asm(b.clone()), &opts));
    }
}

#[test]
fn rmca_batch_streams_rows_in_order_with_errors_in_place() {
    let dir = std::env::temp_dir().join(format!("rmca-batch-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.jsonl");
    let good = blocks::blocks(50, 5);
    let mut rows = String::new();
    for (i, b) in good.iter().enumerate() {
        rows.push_str(&serde_json::json!({"id": i, "asm": b}).to_string());
        rows.push('\n');
        if i % 10 == 0 {
            rows.push_str(&serde_json::json!({"id": format!("bad{i}"), "asm": "foo"}).to_string());
            rows.push('\n');
        }
    }
    rows.push_str("{\"id\": \"hex\", \"hex\": \"4801d8\"}\n{\"id\": \"cpu\", \"asm\": \"addq %rax, %rbx\", \"mcpu\": \"znver3\"}\nnot json\n");
    std::fs::write(&input, rows).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_rmca-batch"))
        .args(["-mtriple=x86_64-unknown-unknown", "-mcpu=skylake", "-j", "2", "--chunk", "7", "--views=info,pressure"])
        .arg(&input)
        .output()
        .unwrap();
    assert!(out.status.success());
    let lines: Vec<serde_json::Value> =
        String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 50 + 5 + 3);
    let session = Session::new("x86_64-unknown-unknown", "skylake", "").unwrap();
    let mut k = 0;
    for (i, b) in good.iter().enumerate() {
        let row = &lines[k];
        assert_eq!(row["id"], i);
        assert_eq!(row["error"], serde_json::Value::Null);
        let report = session.analyze(&Block::asm(b.clone()), &AnalysisOptions::default()).unwrap();
        let s = report.regions[0].summary.as_ref().unwrap();
        assert_eq!(row["total_cycles"], s.total_cycles);
        assert_eq!(row["instruction_info"].as_array().unwrap().len(), b.lines().count());
        assert!(row["resource_pressure"].as_object().unwrap().contains_key("SKLPort0"));
        k += 1;
        if i % 10 == 0 {
            assert_eq!(lines[k]["id"], format!("bad{i}"));
            assert!(lines[k]["error"].as_str().unwrap().starts_with("Assembly input parsing had errors"));
            k += 1;
        }
    }
    assert_eq!(lines[k]["id"], "hex");
    assert_eq!(lines[k + 1]["id"], "cpu");
    assert!(lines[k + 2]["error"].as_str().unwrap().starts_with("invalid JSON"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// rmca-batch's streaming run from a library caller already on a pool
/// thread: on a one-thread pool the caller itself must run the groups it
/// queued (waiting for them would hang), and the lines come out as on the
/// global pool, in input order.
#[test]
fn streaming_batch_inside_a_one_thread_pool_finishes_in_order() {
    use rmca::batch::lines::{run, BatchConfig, Format};
    let good = blocks::blocks(100, 4);
    let mut input = String::new();
    for (i, b) in good.iter().enumerate() {
        input.push_str(&serde_json::json!({"id": i, "asm": b}).to_string());
        input.push('\n');
    }
    let config = || BatchConfig {
        triple: "x86_64-unknown-unknown".into(),
        cpu: "skylake".into(),
        mattr: String::new(),
        options: AnalysisOptions { views: Views { summary: true, ..Views::none() }, ..AnalysisOptions::default() },
        format: Format::JsonLines,
        chunk: 40,
    };
    let stream = move |input: String| {
        let mut out = Vec::new();
        let mut rows = 0;
        run(&config(), &mut input.as_bytes(), &mut out, &mut |n| rows += n).unwrap();
        (String::from_utf8(out).unwrap(), rows)
    };
    let (on_global_pool, rows) = stream(input.clone());
    assert_eq!(rows, 100);
    let (done_tx, done_rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
        let _ = done_tx.send(pool.install(|| stream(input)));
    });
    let (in_pool, rows) = done_rx
        .recv_timeout(std::time::Duration::from_secs(120))
        .expect("a streaming run inside a one-thread pool did not finish");
    assert_eq!(rows, 100);
    assert_eq!(in_pool, on_global_pool);
    let ids: Vec<u64> = in_pool
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["id"].as_u64().unwrap())
        .collect();
    assert_eq!(ids, (0..100).collect::<Vec<_>>());
}

#[test]
fn many_targets_on_many_threads_give_the_serial_reports() {
    // Parsing with one target on several threads at once, and several
    // targets at once, as a host embedding the library would.
    let cases: &[(&str, &str, &str, &str)] = &[
        ("tests/inputs/regions.s", "x86_64-unknown-unknown", "haswell", ""),
        ("tests/inputs/intel.s", "x86_64-unknown-unknown", "znver3", ""),
        ("tests/inputs/aarch64_mix.s", "aarch64", "neoverse-n1", ""),
        ("tests/inputs/arm_mix.s", "thumbv7em-none-eabi", "cortex-m7", ""),
        ("tests/inputs/riscv_mix.s", "riscv64", "sifive-u74", "+d"),
        ("tests/inputs/riscv_vector.s", "riscv64", "sifive-x280", ""),
        ("tests/inputs/amdgpu_waitcnt.s", "amdgcn", "gfx1030", ""),
        ("tests/inputs/s390x_brasl.s", "s390x-unknown-linux", "z16", ""),
    ];
    let opts = AnalysisOptions { views: rmca::Views::all(true), ..AnalysisOptions::default() };
    let jobs: Vec<(Session, Block)> = cases
        .iter()
        .map(|(file, triple, cpu, mattr)| {
            (Session::new(triple, cpu, mattr).unwrap(), Block::asm(std::fs::read_to_string(file).unwrap()))
        })
        .collect();
    let serial: Vec<Result<Report, Error>> = jobs.iter().map(|(s, b)| s.analyze(b, &opts)).collect();
    assert!(serial.iter().all(|r| r.is_ok()), "{serial:?}");
    std::thread::scope(|scope| {
        for t in 0..8 {
            let (jobs, serial, opts) = (&jobs, &serial, &opts);
            scope.spawn(move || {
                for round in 0..6 {
                    let k = (t + round) % jobs.len();
                    let (s, b) = &jobs[k];
                    assert_eq!(&s.analyze(b, opts), &serial[k], "case {k} on thread {t}");
                }
            });
        }
    });
}

/// Blocks of one batch share a parse where nothing in them can change how
/// the next parses (`analysis::joint`); each must still get exactly what
/// its own parse gives: trailing comments with and without a newline,
/// separators, prefixes, and next to them blocks that must be parsed alone
/// (labels, directives, errors, warnings, region markers, empty ones).
#[test]
fn blocks_sharing_a_parse_give_what_their_own_parse_gives() {
    let tricky = [
        "addq %rax, %rbx // last line, no newline",
        "imulq %rax, %rbx // a comment\nsubq %rcx, %rdx // last, no newline",
        "movl %fs:0, %eax; lock incl (%rdi)\n\n  imulq %rcx, %rdx\n",
        "vmovaps (%rsi), %xmm1 # a comment\nvaddps %xmm1, %xmm2, %xmm3\n# only a comment\n",
        "rep movsb\nleaq .L.str(%rip), %rdi\ncallq foo@PLT",
        "loop: decq %rcx\njne loop",
        ".p2align 4\naddq %rax, %rbx",
        "foo bar",
        "movl $1, %eax\nnotaninstruction %eax",
        "",
        "# nothing but a comment",
        "# LLVM-MCA-BEGIN a\naddq %rax, %rbx\n# LLVM-MCA-END a\n",
        ".intel_syntax noprefix\nmov eax, ebx",
        "x = 5\nmovl $x, %eax",
        "addq %rax, %rbx /* a C comment */",
        "shlq $3, %rbx\r\nshrq $2, %rcx\r\n",
        "nop\nnop\nnop\nnop\nnop\nnop\nnop\nnop\nnop\nnop\nnop\nnop",
        "movq 8(%rsp), %rax\nmovq %rax, 16(%rsp) # store",
    ];
    let mut input: Vec<Block> = Vec::new();
    for (i, b) in blocks::blocks(120, 5).into_iter().enumerate() {
        input.push(Block::asm(b));
        input.push(Block::asm(tricky[i % tricky.len()]));
    }
    let session = Session::new("x86_64-unknown-unknown", "skylake", "").unwrap();
    let mut full_tables = AnalysisOptions::default();
    full_tables.instruction_tables = rmca::InstructionTables::Full;
    full_tables.display.show_encoding = true;
    for opts in [
        AnalysisOptions::default(),
        AnalysisOptions { views: rmca::Views::all(true), print_imm_hex: true, ..AnalysisOptions::default() },
        full_tables,
    ] {
        let serial: Vec<Result<Report, Error>> = input.iter().map(|b| session.analyze(b, &opts)).collect();
        assert!(serial.iter().filter(|r| r.is_ok()).count() > input.len() / 2);
        assert!(serial.iter().any(|r| r.is_err()));
        for threads in [1, 2] {
            let batch = analyze_batch(&session, &input, &opts, threads);
            for (i, (b, s)) in batch.iter().zip(&serial).enumerate() {
                assert!(b == s, "block {i}: {:?}\n{b:?}\n{s:?}", input[i]);
            }
        }
    }
}

/// A command that ends its process next may take the session back instead
/// of freeing it (`RunConfig::defer_teardown`): the report is the
/// reference's either way, and only the deferred run hands it back.
#[test]
fn deferred_teardown_changes_only_who_frees_the_session() {
    use rmca_tools::driver::{run_with_config, RunConfig};
    let args = ["-mtriple=x86_64-unknown-linux-gnu", "-mcpu=skylake", "-timeline", "-iterations=20"];
    let input = "vmulps %xmm0, %xmm1, %xmm2\nvaddps %xmm2, %xmm3, %xmm3\naddq (%rdi), %rax\n";
    let argv: Vec<String> = std::iter::once("llvm-mca").chain(args).map(String::from).collect();
    let plain = run_with_config(&argv, &mut input.as_bytes(), RunConfig::default());
    let deferred = run_with_config(&argv, &mut input.as_bytes(), RunConfig { defer_teardown: true, ..RunConfig::default() });
    let (expected, code) = reference("llvm-mca", &args, input);
    assert_eq!(code, 0);
    for out in [&plain, &deferred] {
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
        assert_eq!(out.code, 0);
    }
    assert!(plain.deferred.is_empty());
    assert_eq!(deferred.deferred.len(), 1);
    assert!(deferred.deferred[0].downcast_ref::<Session>().is_some());
}

/// Parses and disassemblies running on several threads at once share no
/// LLVM stream. (The target streamer's formatted sink once sat on the
/// process-wide `nulls()`, whose buffer every parse reset: two threads at
/// once freed it twice, and the process aborted in about 1 run in 150 of
/// the LLVM-version tests.) Each call here is one parse of its own, many
/// times over on 4 threads, and every result equals the serial one.
#[test]
fn single_parses_on_many_threads_at_once() {
    let session = Session::new("x86_64-unknown-linux-gnu", "skylake", "").unwrap();
    let opts = AnalysisOptions { iterations: 1, ..AnalysisOptions::default() };
    let blocks = [Block::asm("addq %rax, %rbx\nimulq %rbx, %rcx"), Block::Bytes(vec![0x48, 0x01, 0xd8, 0x48, 0x0f, 0xaf, 0xcb])];
    let serial: Vec<Report> = blocks.iter().map(|b| session.analyze(b, &opts).unwrap()).collect();
    std::thread::scope(|scope| {
        for _ in 0..4 {
            scope.spawn(|| {
                for _ in 0..2000 {
                    for (block, expected) in blocks.iter().zip(&serial) {
                        assert_eq!(&session.analyze(block, &opts).unwrap(), expected);
                    }
                }
            });
        }
    });
}

/// `instruction_text: false` (rmca-batch's summary) leaves out the printed
/// instructions and nothing else; a view that prints them still gets them.
#[test]
fn leaving_out_instruction_text_changes_nothing_else() {
    let session = Session::new("x86_64-unknown-unknown", "skylake", "").unwrap();
    let input: Vec<Block> = blocks::blocks(40, 11).into_iter().map(Block::asm).collect();
    let summary = AnalysisOptions { views: rmca::Views { summary: true, ..rmca::Views::none() }, ..AnalysisOptions::default() };
    let bare = AnalysisOptions { instruction_text: false, ..summary.clone() };
    for (i, b) in input.iter().enumerate() {
        let with = session.analyze(b, &summary).unwrap();
        let without = session.analyze(b, &bare).unwrap();
        assert!(with.regions.iter().all(|r| !r.instructions.is_empty()), "block {i}");
        assert!(without.regions.iter().all(|r| r.instructions.is_empty()), "block {i}");
        let mut stripped = with.clone();
        for r in &mut stripped.regions {
            r.instructions.clear();
        }
        assert!(stripped == without, "block {i}: {with:?}\n{without:?}");
    }
    let info = AnalysisOptions {
        views: rmca::Views { summary: true, instruction_info: true, ..rmca::Views::none() },
        ..bare.clone()
    };
    let report = session.analyze(&input[0], &info).unwrap();
    assert_eq!(report.regions[0].instructions, session.analyze(&input[0], &summary).unwrap().regions[0].instructions);
}

#[test]
fn a_consumer_of_regions_can_stop_or_fail_the_analysis() {
    use rmca::analysis::{Completion, SinkStop};
    let session = Session::new("x86_64-unknown-linux-gnu", "skylake", "").unwrap();
    let asm = "# LLVM-MCA-BEGIN a\naddq %rax, %rbx\n# LLVM-MCA-END\n\
               # LLVM-MCA-BEGIN b\nimulq %rcx, %rdx\n# LLVM-MCA-END\n\
               # LLVM-MCA-BEGIN c\nvmulps %xmm0, %xmm1, %xmm2\n# LLVM-MCA-END\n";
    let opts = AnalysisOptions::default();
    let whole = session.analyze(&Block::asm(asm), &opts).unwrap();
    assert_eq!(whole.regions.len(), 3);

    // Every region, one report each, equal to the whole analysis's.
    let mut seen = Vec::new();
    let done = session.analyze_each(&Block::asm(asm), &opts, &mut |r| {
        seen.push(r);
        Ok(())
    });
    assert_eq!(done, Ok(Completion::Finished));
    assert_eq!(seen.iter().map(|r| r.regions[0].clone()).collect::<Vec<_>>(), whole.regions);

    // Enough after the first: no error, nothing more handed on.
    let mut names = Vec::new();
    let done = session.analyze_each(&Block::asm(asm), &opts, &mut |r| {
        names.push(r.regions[0].name.clone());
        Err(SinkStop::Enough)
    });
    assert_eq!(done, Ok(Completion::Stopped));
    assert_eq!(names, ["a"]);

    // A failing writer on the second: the analysis ends with its message.
    let mut count = 0;
    let done = session.analyze_each(&Block::asm(asm), &opts, &mut |_| {
        count += 1;
        if count == 2 { Err(SinkStop::Failed("disk full".into())) } else { Ok(()) }
    });
    assert_eq!(done, Err(Error::Sink("disk full".into())));
    assert_eq!(count, 2);
}

#[test]
fn a_report_round_trips_through_its_serialised_form() {
    // What Python's pickling relies on: every field of a report, the views'
    // layouts and the machine options included, survives serde.
    let session = Session::new("x86_64-unknown-linux-gnu", "skylake", "").unwrap();
    for ff in [FastForward::Auto, FastForward::Off] {
        let opts = AnalysisOptions {
            views: Views::all(true),
            machine: rmca::pipeline::PipelineOptions { fast_forward: ff, dispatch_width: 2, ..Default::default() },
            ..AnalysisOptions::default()
        };
        let report = session.analyze(&Block::asm("addq %rax, %rbx\nimulq %rbx, %rcx\nmovq (%rdi), %rdx\n"), &opts).unwrap();
        let back: Report = serde_json::from_str(&serde_json::to_string(&report).unwrap()).unwrap();
        assert_eq!(back, report);
        assert_eq!(back.to_text(), report.to_text());
    }
}
