//! `rmca ... -html=FILE` in a real browser: reports of compiled real code
//! with several regions (`tests/inputs/realworld/`), written with
//! `-timeline -bottleneck-analysis -html=FILE`, are loaded in headless
//! Chromium (Debian's `chromium`, installed by scripts/install-deps.sh;
//! `RMCA_CHROMIUM` names another binary). For each page:
//! - stdout is the same bytes as without `-html`, and the page references
//!   nothing outside itself;
//! - the browser logs no console message and no script error (the page
//!   also writes any error into `#rmca-errors`);
//! - the DOM after load lists every instruction of every region, in order;
//! - a screenshot is a real picture: many colours, among them the
//!   timeline's state colours that only the canvas drawing produces.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn chromium() -> String {
    std::env::var("RMCA_CHROMIUM").unwrap_or_else(|_| "chromium".into())
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rmca-html-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs headless Chromium on `page` with `extra` arguments; returns
/// (stdout, stderr).
fn browse(page: &Path, dir: &Path, extra: &[&str]) -> (String, String) {
    let profile = dir.join(format!("profile-{}", extra.len()));
    let _ = std::fs::remove_dir_all(&profile);
    let mut cmd = Command::new("timeout");
    cmd.arg("120").arg(chromium());
    cmd.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--enable-logging=stderr",
        "--v=0",
        "--virtual-time-budget=5000",
    ]);
    cmd.arg(format!("--user-data-dir={}", profile.display()));
    cmd.args(extra);
    cmd.arg(format!("file://{}", page.display()));
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let o = cmd.output().unwrap_or_else(|e| panic!("cannot run {} (install Debian's chromium): {e}", chromium()));
    assert!(o.status.success(), "chromium failed: {:?}\n{}", o.status, String::from_utf8_lossy(&o.stderr));
    (String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned())
}

fn rmca(args: &[&str]) -> (Vec<u8>, i32) {
    let o = Command::new(env!("CARGO_BIN_EXE_rmca"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("RMCA_FAST_FORWARD")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (o.stdout, o.status.code().unwrap_or(-1))
}

/// The typed report of every region.
fn reports_of(args: &[&str]) -> Vec<rmca::RegionReport> {
    let mut argv = vec!["llvm-mca".to_string()];
    argv.extend(args.iter().map(|s| s.to_string()));
    let cwd = std::env::current_dir().unwrap();
    std::env::set_current_dir(env!("CARGO_MANIFEST_DIR")).unwrap();
    let (_, regions) = rmca_tools::driver::run_with_report(&argv, &mut std::io::empty(), Default::default());
    std::env::set_current_dir(cwd).unwrap();
    regions
}

/// The instructions of every region, as the typed report has them.
fn regions_of(args: &[&str]) -> Vec<Vec<String>> {
    reports_of(args).into_iter().map(|r| r.instructions).collect()
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&nbsp;", "\u{a0}").replace("&amp;", "&")
}

/// The code listing's instruction cells of each region section, in order.
fn dom_instructions(dom: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for section in dom.split("<section class=\"region\"").skip(1) {
        let mut insts = Vec::new();
        let open = "<span class=\"asm rmca-inst\">";
        let mut rest = section;
        while let Some(p) = rest.find(open) {
            let after = &rest[p + open.len()..];
            let end = after.find("</span>").expect("cell end");
            insts.push(unescape(&after[..end]));
            rest = &after[end..];
        }
        out.push(insts);
    }
    out
}

/// Distinct colours of a PNG, and whether each of `wanted` occurs.
fn colours(png_path: &Path, wanted: &[[u8; 3]]) -> (usize, Vec<bool>) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(png_path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    let step = match info.color_type {
        png::ColorType::Rgba => 4,
        png::ColorType::Rgb => 3,
        c => panic!("unexpected colour type {c:?}"),
    };
    assert_eq!(info.bit_depth, png::BitDepth::Eight);
    let mut seen = std::collections::HashSet::new();
    let mut found = vec![false; wanted.len()];
    for px in buf[..info.buffer_size()].chunks_exact(step) {
        let c = [px[0], px[1], px[2]];
        seen.insert(c);
        for (k, w) in wanted.iter().enumerate() {
            if *w == c {
                found[k] = true;
            }
        }
    }
    (seen.len(), found)
}

fn check_page(name: &str, args: &[&str]) {
    let dir = temp_dir(name);
    let page = dir.join("report.html");
    let with_html: Vec<String> = ["-timeline", "-bottleneck-analysis"]
        .iter()
        .map(|s| s.to_string())
        .chain(args.iter().map(|s| s.to_string()))
        .chain([format!("-html={}", page.display())])
        .collect();
    let with_html: Vec<&str> = with_html.iter().map(|s| s.as_str()).collect();
    let without: Vec<&str> = with_html[..with_html.len() - 1].to_vec();

    // stdout is llvm-mca's report, with or without the page.
    let (out_html, code_html) = rmca(&with_html);
    let (out_plain, code_plain) = rmca(&without);
    assert_eq!(code_html, 0);
    assert_eq!(code_plain, 0);
    assert!(out_html == out_plain, "-html changed stdout");

    // Self-contained: nothing to fetch.
    let html = std::fs::read_to_string(&page).unwrap();
    for needle in ["http://", "https://", "<link", "src=", "@import", "url(", "//cdn"] {
        assert!(!html.contains(needle), "page refers to something outside itself: {needle}");
    }

    let regions = regions_of(&without);
    assert!(regions.len() >= 2, "the input has several regions");

    // The DOM after load: ready, no errors, every instruction in place.
    let (dom, log) = browse(&page, &dir, &["--dump-dom"]);
    let body = &dom[dom.find("<body").expect("body")..];
    let body_tag = &body[..body.find('>').unwrap()];
    assert!(body_tag.contains("data-rmca-ready=\"1\""), "the page script did not finish: {body_tag}");
    assert!(!body_tag.contains("data-rmca-errors"), "script errors: {}", &body[..body.len().min(2000)]);
    assert!(body.contains("<div id=\"rmca-errors\"></div>"), "script errors: {}", &body[..body.len().min(2000)]);
    for line in log.lines() {
        assert!(!line.contains(":CONSOLE"), "console message: {line}");
    }
    let expected: Vec<Vec<String>> =
        regions.iter().map(|r| r.iter().map(|s| s.replace('\t', " ")).collect()).collect();
    assert_eq!(dom_instructions(&dom), expected);
    assert!(body_tag.contains(&format!("data-rmca-regions=\"{}\"", regions.len())));

    // Every view of the report is on the page as text, under the views
    // registry's title: as many as the regions have, each with the text
    // the report prints.
    let reports = reports_of(&without);
    let mut expected_views = 0;
    let mut pos = 0;
    for r in &reports {
        for v in rmca::views::VIEWS {
            let Some(value) = r.view(v.spec.name) else { continue };
            let mut text = String::new();
            value.write_text(&r.instructions, &mut text);
            let text = text.trim_matches('\n');
            if text.is_empty() {
                continue;
            }
            expected_views += 1;
            let first_line = text.lines().next().unwrap();
            let tag = format!("<details class=\"view\" data-view=\"{}\"><summary>{}</summary><pre>", v.spec.name, v.spec.title);
            let at = pos + body[pos..].find(&tag).unwrap_or_else(|| panic!("no {tag} on the page, in order"));
            pos = at + tag.len();
            assert!(unescape(&body[pos..]).starts_with(first_line), "{}: {first_line}", v.spec.name);
        }
    }
    assert!(expected_views >= 2 * reports.len(), "only {expected_views} views in {} regions", reports.len());
    assert_eq!(body.matches("<details class=\"view\"").count(), expected_views);

    // A hover on a register wait names the register and its producer.
    let (dom, _) = browse(&PathBuf::from(format!("{}#hover", page.display())), &dir, &["--dump-dom"]);
    let tip = &dom[dom.find("<div id=\"rmca-tip\"").expect("tooltip")..];
    let tip = unescape(&tip[tip.find('>').unwrap() + 1..tip.find("</div>").unwrap()]);
    assert!(tip.contains("waiting: data dependency: register ") && tip.contains("produced by ["), "{tip}");

    // A screenshot is a picture of the drawn timeline, not a blank page.
    let shot = dir.join("shot.png");
    let arg = format!("--screenshot={}", shot.display());
    browse(&page, &dir, &[&arg, "--window-size=1400,1800", "--hide-scrollbars"]);
    // The timeline's dispatched, executing and retired colours.
    let (n, found) = colours(&shot, &[[0x3b, 0x7d, 0xd8], [0x5c, 0xb8, 0x5c], [0x2a, 0x34, 0x40]]);
    assert!(n >= 64, "only {n} colours: a blank page?");
    assert_eq!(found, vec![true; 3], "timeline state colours in the screenshot");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn x86_skylake_three_regions() {
    check_page("skl", &["-mtriple=x86_64", "-mcpu=skylake", "tests/inputs/realworld/x86_skl_infback.s"]);
}

#[test]
fn aarch64_neoverse_n2_regions() {
    check_page("a64", &["-mtriple=aarch64", "-mcpu=neoverse-n2", "tests/inputs/realworld/aarch64_jcmainct.s"]);
}

#[test]
fn x86_lunarlake_loop_carried_deps_json() {
    check_page(
        "lnl",
        &["-mtriple=x86_64", "-mcpu=lunarlake", "-loop-carried-deps", "-all-stats", "-json", "tests/inputs/realworld/x86_lnl_blowfish_bcrypt.s"],
    );
}

#[test]
fn sched_diff_page_with_side_by_side_timelines() {
    let dir = temp_dir("diff");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpus = root.join("tests/inputs/sched/corpus");
    let sched = |extra: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_rmca-sched")).args(extra).stdin(Stdio::null()).output().unwrap();
        (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stdout).into_owned())
    };
    let (a, b) = (dir.join("a"), dir.join("b"));
    let ov = root.join("tests/inputs/sched/vmulps_lat9.yaml");
    for (out, over) in [(&a, None), (&b, Some(&ov))] {
        let mut args = vec![
            "snapshot".to_string(),
            format!("--corpus={}", corpus.display()),
            "--mtriple=x86_64".into(),
            "--mcpu=skylake-avx512".into(),
            "--args=-timeline".into(),
            format!("--out={}", out.display()),
            "--quiet".into(),
        ];
        if let Some(o) = over {
            args.push(format!("--sched-override={}", o.display()));
        }
        let args: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
        assert_eq!(sched(&args).0, 0);
    }
    let page = dir.join("diff.html");
    let (code, text) = sched(&["diff", a.to_str().unwrap(), b.to_str().unwrap(), &format!("--html={}", page.display())]);
    assert_eq!(code, 1, "the override changes regions");
    assert!(text.contains("[0] mul"), "{text}");
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(!html.contains("http://") && !html.contains("https://"));
    // `#open` opens the first row's timelines.
    let url_page = PathBuf::from(format!("{}#open", page.display()));
    let (dom, log) = browse(&url_page, &dir, &["--dump-dom"]);
    let body = &dom[dom.find("<body").unwrap()..];
    let body_tag = &body[..body.find('>').unwrap()];
    assert!(body_tag.contains("data-rmca-ready=\"1\"") && !body_tag.contains("data-rmca-errors"), "{body_tag}");
    assert!(log.lines().all(|l| !l.contains(":CONSOLE")), "{log}");
    // Both changed regions, the larger change first, and two timelines.
    let first = body.find("regions__skylake-avx512.snap :: [0] mul").expect("mul row");
    let second = body.find("regions__skylake-avx512.snap :: [2] mix").expect("mix row");
    assert!(first < second);
    let side = &body[body.find("class=\"side\"").expect("side-by-side timelines")..];
    assert!(side.matches("<canvas").count() >= 2);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The trace behind the page: its cycles equal llvm-mca's timeline view
/// (itself compared with llvm-mca-22 by the reference tests), and its wait
/// reasons name the producer of a register dependency and the busy
/// resource.
#[test]
fn trace_cycles_equal_the_timeline_and_reasons_name_their_cause() {
    use rmca::views::pipeline_trace::WaitKind;
    use rmca::{AnalysisOptions, Block, Session};
    let session = Session::new("x86_64-unknown-unknown", "skylake", "").unwrap();
    let mut opts = AnalysisOptions { iterations: 10, views: rmca::Views { pipeline_trace: true, ..Default::default() }, ..Default::default() };
    opts.views.timeline = true;
    opts.display.timeline_max_cycles = 0;
    let analyse = |asm: &str| {
        let mut r = session.analyze(&Block::Asm(asm.into()), &opts).unwrap();
        r.regions.remove(0)
    };

    // A dependency chain through %xmm0: every instance after the first
    // waits on the previous one's result.
    let chain = analyse("vdivps %xmm0, %xmm1, %xmm0\naddps %xmm0, %xmm2\n");
    let t = chain.pipeline_trace.as_ref().unwrap();
    let tl = chain.timeline.as_ref().unwrap();
    assert_eq!(t.instances, 20);
    for (k, e) in tl.entries.iter().enumerate() {
        let got = (t.dispatched[k] as i64, t.ready[k], t.issued[k], t.executed[k], t.retired[k]);
        assert_eq!(got, (e.dispatched, e.ready, e.issued, e.executed, e.retired), "instance {k}");
    }
    let w = &t.waits;
    for k in 0..w.len() {
        if w.kind[k] == WaitKind::Register {
            let (i, p) = (w.instance[k], w.arg[k]);
            let expected = if i % 2 == 1 { i - 1 } else { i - 2 };
            assert_eq!(p, expected, "instance {i} waits on the last write of %xmm0");
            assert_eq!(t.registers[w.reg[k] as usize], "%xmm0");
            assert!(w.start[k] > t.dispatched[i as usize] && w.start[k] + w.len[k] <= t.issued[i as usize]);
        }
    }
    let waited_on_register: std::collections::BTreeSet<u32> =
        (0..w.len()).filter(|&k| w.kind[k] == WaitKind::Register).map(|k| w.instance[k]).collect();
    assert_eq!(waited_on_register, (1..20).collect(), "every instance but the first waits on %xmm0");

    // Independent divisions: they wait for the divider, not for data.
    let divs = analyse("vdivps %xmm1, %xmm2, %xmm3\nvdivps %xmm4, %xmm5, %xmm6\n");
    let t = divs.pipeline_trace.as_ref().unwrap();
    let w = &t.waits;
    assert!(!w.is_empty());
    for k in 0..w.len() {
        assert_eq!(w.kind[k], WaitKind::Resource, "span {k}");
        assert_eq!(t.resources[w.arg[k] as usize], "SKLFPDivider");
    }
    let waited: u32 = w.len.iter().sum();
    let expected: u32 = (0..t.instances as usize).map(|k| t.issued[k] - t.ready[k].max(t.dispatched[k] + 1).min(t.issued[k])).sum();
    assert_eq!(waited, expected, "every ready-but-not-issued cycle has its reason");
}

/// With fast-forward the trace is rebuilt from the steady state's period:
/// it must equal the trace of the cycle-by-cycle run, instance for
/// instance and wait for wait.
#[test]
fn trace_is_the_same_with_and_without_fast_forward() {
    use rmca::pipeline::steady::FastForward;
    use rmca::{AnalysisOptions, Block, Session};
    let cases: &[(&str, &str, &str)] = &[
        ("x86_64-unknown-unknown", "skylake", "vdivps %xmm0, %xmm1, %xmm0\naddps %xmm0, %xmm2\nmovq (%rax), %rbx\naddq %rbx, %rcx\n"),
        ("x86_64-unknown-unknown", "skylake", "vdivps %xmm1, %xmm2, %xmm3\nvdivps %xmm4, %xmm5, %xmm6\nimulq %rax, %rbx\n"),
        ("x86_64-unknown-unknown", "znver3", "addq %rax, %rbx\nmovq %rbx, 8(%rsp)\nmovq 8(%rsp), %rax\nvmulps %ymm0, %ymm1, %ymm0\n"),
        ("aarch64", "neoverse-n2", "fmadd d0, d1, d2, d0\nldr x1, [x2, #8]\nadd x2, x2, x1\nstr x2, [x3]\n"),
        ("x86_64-unknown-unknown", "skylake", "addq %rax, %rbx\nimulq %rbx, %rcx\nmovq %rcx, (%rdi)\nleaq 8(%rdi), %rdi\n"),
        ("x86_64-unknown-unknown", "alderlake", "vfmadd231ps %ymm1, %ymm2, %ymm0\nvfmadd231ps %ymm1, %ymm3, %ymm4\nvmovups (%rsi), %ymm1\naddq $32, %rsi\n"),
    ];
    let mut forwarded = 0;
    for &(triple, cpu, asm) in cases {
        let session = Session::new(triple, cpu, "").unwrap();
        // All iterations, and the first 7 (-timeline-max-iterations).
        for max in [1000, 7] {
        let run = |ff: FastForward| {
            let opts = AnalysisOptions {
                iterations: 1000,
                views: rmca::Views { pipeline_trace: true, ..Default::default() },
                machine: rmca::pipeline::PipelineOptions { fast_forward: ff, ..Default::default() },
                display: rmca::analysis::ViewOptions { timeline_max_iterations: max, ..Default::default() },
                ..Default::default()
            };
            session.analyze(&Block::Asm(asm.into()), &opts).unwrap().regions.remove(0)
        };
        let (slow, fast) = (run(FastForward::Off), run(FastForward::Always));
        eprintln!("{cpu} {asm:?}: {} cycles fast-forwarded", fast.fast_forwarded_cycles);
        // Skipping waits until the recorded instances have retired: never
        // when all iterations are recorded.
        if max == 1000 {
            assert_eq!(fast.fast_forwarded_cycles, 0, "{cpu} {asm:?}");
        }
        forwarded += (max == 7 && fast.fast_forwarded_cycles != 0) as u32;
        assert_eq!(slow.fast_forwarded_cycles, 0);
        let (a, b) = (slow.pipeline_trace.unwrap(), fast.pipeline_trace.unwrap());
        for k in 0..a.instances as usize {
            let row = |t: &rmca::views::pipeline_trace::PipelineTrace| (t.dispatched[k], t.ready[k], t.issued[k], t.executed[k], t.retired[k]);
            assert_eq!(row(&a), row(&b), "{cpu} {asm:?}: instance {k}");
        }
        assert!(a.waits == b.waits, "{cpu} {asm:?}: waits differ ({} vs {} spans)", a.waits.len(), b.waits.len());
        assert!(a.pressure == b.pressure, "{cpu}: pressure {:?} vs {:?}", a.pressure, b.pressure);
        assert!(a == b, "{cpu} {asm:?}: traces differ");
        assert_eq!(a.instances, max * a.num_insts);
        }
    }
    assert!(forwarded >= 4, "only {forwarded} of the cases were fast-forwarded");
}

/// Every cycle an instance waits between dispatch and issue has a reason,
/// on compiled real code for an out-of-order and an in-order model.
#[test]
fn every_waiting_cycle_has_a_reason() {
    use rmca::{AnalysisOptions, Block, Session};
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (triple, cpu, file) in [
        ("x86_64-unknown-unknown", "skylake", "x86_skl_infback.s"),
        ("x86_64-unknown-unknown", "lunarlake", "x86_lnl_blowfish_bcrypt.s"),
        ("aarch64", "neoverse-n2", "aarch64_jcmainct.s"),
        ("aarch64", "cortex-a55", "aarch64_jcmainct.s"),
    ] {
        let session = Session::new(triple, cpu, "").unwrap();
        let asm = std::fs::read_to_string(root.join("tests/inputs/realworld").join(file)).unwrap();
        let opts = AnalysisOptions { views: rmca::Views { pipeline_trace: true, ..Default::default() }, ..Default::default() };
        let report = session.analyze(&Block::Asm(asm), &opts).unwrap();
        let (mut waited, mut spans) = (0u64, 0usize);
        for r in &report.regions {
            let t = r.pipeline_trace.as_ref().unwrap();
            let w = &t.waits;
            spans += w.len();
            let mut covered: Vec<Vec<u32>> = vec![Vec::new(); t.instances as usize];
            for k in 0..w.len() {
                covered[w.instance[k] as usize].extend(w.start[k]..w.start[k] + w.len[k]);
            }
            for i in 0..t.instances as usize {
                let (d, is) = (t.dispatched[i], t.issued[i]);
                for c in d + 1..is {
                    waited += 1;
                    assert!(covered[i].contains(&c), "{cpu} {file} region {}: instance {i} waits at cycle {c} without a reason", r.index);
                }
            }
        }
        // In-order models issue as they dispatch: their waits are the
        // stalls before dispatch.
        assert!(waited > 0 || (cpu == "cortex-a55" && spans > 0), "{cpu} {file}: nothing waited");
    }
}

/// On an in-order model the waits are the issue stage's stalls: a chain
/// waits on data, independent divisions on the divider.
#[test]
fn in_order_waits_are_data_and_resources() {
    use rmca::views::pipeline_trace::WaitKind;
    use rmca::{AnalysisOptions, Block, Session};
    let session = Session::new("aarch64", "cortex-a55", "").unwrap();
    let opts = AnalysisOptions { iterations: 20, views: rmca::Views { pipeline_trace: true, ..Default::default() }, ..Default::default() };
    let trace = |asm: &str| session.analyze(&Block::Asm(asm.into()), &opts).unwrap().regions.remove(0).pipeline_trace.unwrap();
    let chain = trace("fmul d0, d0, d1\n");
    assert!(!chain.waits.is_empty());
    assert!(chain.waits.kind.iter().all(|&k| k == WaitKind::Data), "{:?}", chain.waits.kind);
    let divs = trace("fdiv d0, d1, d2\nfdiv d3, d4, d5\n");
    assert!(divs.waits.kind.contains(&WaitKind::Resource), "{:?}", divs.waits.kind);
    for k in 0..divs.waits.len() {
        if divs.waits.kind[k] == WaitKind::Resource && divs.waits.arg[k] != u32::MAX {
            assert!(divs.resources[divs.waits.arg[k] as usize].to_lowercase().contains("div"), "{}", divs.resources[divs.waits.arg[k] as usize]);
        }
    }
}

/// On compiled real code the page is the same bytes whether the
/// simulation fast-forwards steady states or simulates every cycle.
#[test]
fn pages_of_real_code_do_not_depend_on_fast_forward() {
    let dir = temp_dir("ff");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (triple, cpu, file) in [
        ("x86_64", "skylake", "x86_skl_infback.s"),
        ("x86_64", "lunarlake", "x86_lnl_blowfish_bcrypt.s"),
        ("aarch64", "cortex-a55", "aarch64_jcmainct.s"),
    ] {
        let page = |mode: &str| {
            let out = dir.join(format!("{cpu}-{mode}.html"));
            let o = Command::new(env!("CARGO_BIN_EXE_rmca"))
                .args([
                    &format!("-mtriple={triple}"),
                    &format!("-mcpu={cpu}"),
                    "-iterations=300",
                    "-timeline-max-iterations=300",
                    &format!("-html={}", out.display()),
                    root.join("tests/inputs/realworld").join(file).to_str().unwrap(),
                ])
                .env("RMCA_FAST_FORWARD", mode)
                .stdin(Stdio::null())
                .output()
                .unwrap();
            assert!(o.status.success());
            std::fs::read(out).unwrap()
        };
        assert!(page("always") == page("off"), "{cpu} {file}: the page depends on fast-forward");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
