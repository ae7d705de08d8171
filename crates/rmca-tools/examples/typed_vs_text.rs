//! Measures that the typed report holds exactly the figures llvm-mca
//! prints: for every llvm-mca RUN line of lit-style files (text output
//! only), runs the reference and the library with the same options and
//! compares summary, instruction info, resource pressure and timeline.
//!
//!     cargo run --release --example typed_vs_text -- [--ref PATH] DIR_OR_FILE...

#[path = "../tests/support/mca_text.rs"]
mod mca_text;

use std::path::{Path, PathBuf};
use std::process::Command;

use rmca_tools::cli::mca::{parse_args, Outcome};
use rmca::pipeline::steady::FastForward;
use rmca::{Block, Session};

fn files(p: &Path, out: &mut Vec<PathBuf>) {
    if p.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(p).unwrap().filter_map(|e| e.ok().map(|e| e.path())).collect();
        entries.sort();
        for e in entries {
            files(&e, out);
        }
    } else if p.extension().is_some_and(|e| e == "s" || e == "test") {
        out.push(p.to_path_buf());
    }
}

/// The llvm-mca arguments of each RUN line that prints a text report.
fn run_lines(text: &str, path: &Path) -> Vec<Vec<String>> {
    let mut runs = Vec::new();
    for line in text.lines() {
        let Some((_, cmd)) = line.split_once("RUN:") else { continue };
        let tokens: Vec<&str> = cmd.split_whitespace().collect();
        let Some(start) = tokens.iter().position(|t| t.ends_with("llvm-mca")) else { continue };
        if start > 0 && tokens[..start].contains(&"not") {
            continue;
        }
        let mut args = Vec::new();
        for t in &tokens[start + 1..] {
            if matches!(*t, "<" | "|" | ">" | "2>&1" | "&&") {
                break;
            }
            args.push(t.replace("%s", &path.to_string_lossy()));
        }
        let name = |a: &String| a.trim_start_matches('-').to_string();
        if args.iter().map(name).any(|a| a.starts_with("json") || a == "o" || a.starts_with("o=") || a.contains("help") || a.contains("version")) {
            continue;
        }
        if !args.iter().any(|a| a.ends_with(".s") || a.ends_with(".test")) {
            args.push(path.to_string_lossy().into_owned());
        }
        runs.push(args);
    }
    runs
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut reference = PathBuf::from(env!("RMCA_LLVM_BINDIR")).join("llvm-mca");
    if let Some(i) = args.iter().position(|a| a == "--ref") {
        reference = PathBuf::from(args.remove(i + 1));
        args.remove(i);
    }
    let mut all = Vec::new();
    for a in &args {
        files(Path::new(a), &mut all);
    }
    let (mut checked, mut regions, mut differ) = (0, 0, 0);
    for file in &all {
        let text = std::fs::read(file).unwrap();
        for run in run_lines(&String::from_utf8_lossy(&text), file) {
            let out = Command::new(&reference).args(&run).output().unwrap();
            if !out.status.success() {
                continue;
            }
            let mut argv = vec!["llvm-mca".to_string()];
            argv.extend(run.iter().cloned());
            let Ok(Outcome::Run(o)) = parse_args(&argv) else { continue };
            let Ok(session) = Session::with_march(&o.mtriple, &o.march, &o.mcpu, &o.mattr.join(",")) else { continue };
            let views = o.views(session.sched_model().is_out_of_order());
            let opts = o.analysis_options(views, FastForward::Auto);
            let input = std::fs::read(&o.input).unwrap_or_default();
            let block = Block::asm(String::from_utf8_lossy(&input).into_owned());
            let report = match session.analyze_named(&block, &o.input, &opts) {
                Ok(r) => r,
                Err(e) => {
                    differ += 1;
                    println!("DIFF {} {:?}: the library failed: {e}", file.display(), run);
                    continue;
                }
            };
            checked += 1;
            regions += report.regions.len();
            if let Err(e) = mca_text::check(&report, &String::from_utf8_lossy(&out.stdout)) {
                differ += 1;
                println!("DIFF {} {:?}: {e}", file.display(), run);
            }
        }
    }
    println!("{checked} runs, {regions} regions compared, {differ} differ");
}
