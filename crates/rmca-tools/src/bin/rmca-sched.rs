//! rmca-sched: the scheduling-model workflow for people who change
//! scheduling models (dump, diff-models, snapshot, diff). See README.md,
//! "Scheduling-model workflow".
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use rmca::overrides;
use rmca_tools::sched::{diff, dump, snapshot};

#[derive(Parser)]
#[command(name = "rmca-sched", version, about = "Scheduling-model workflow: dump, diff-models, snapshot, diff, measured, measured-override")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Json,
    Yaml,
}

#[derive(Subcommand)]
enum Cmd {
    /// The whole scheduling model of a CPU as data (processor, resources,
    /// sched classes, one row per opcode).
    Dump {
        #[arg(long)]
        mtriple: String,
        #[arg(long)]
        mcpu: String,
        /// Target features, e.g. +avx2,-sse4.1
        #[arg(long, default_value = "")]
        mattr: String,
        #[arg(long, value_enum, default_value = "json")]
        format: Format,
        /// Output file (default: stdout)
        #[arg(short = 'o')]
        output: Option<PathBuf>,
        /// Apply a YAML/JSON override file before dumping
        #[arg(long = "sched-override")]
        sched_override: Option<String>,
        /// Also list how the variant-class instructions of this .s file
        /// resolve (repeatable)
        #[arg(long)]
        resolve: Vec<String>,
    },
    /// What changed between two dumps, opcode by opcode and resource by
    /// resource. Exit status 1 when anything changed.
    DiffModels {
        old: String,
        new: String,
        /// Print JSON instead of a table
        #[arg(long)]
        json: bool,
    },
    /// Runs rmca on every .s file of a corpus for each CPU, writing one
    /// insta .snap file per (file, CPU); unchanged snapshots are not touched.
    Snapshot {
        #[arg(long)]
        corpus: PathBuf,
        #[arg(long)]
        mtriple: String,
        /// Comma-separated CPU list
        #[arg(long, value_delimiter = ',', required = true)]
        mcpu: Vec<String>,
        /// Extra rmca arguments, e.g. --args="-iterations=50 -timeline"
        #[arg(long, allow_hyphen_values = true, default_value = "")]
        args: String,
        #[arg(long)]
        out: PathBuf,
        /// Threads (default: all cores)
        #[arg(long)]
        jobs: Option<usize>,
        /// Pass --sched-override=FILE to rmca
        #[arg(long = "sched-override")]
        sched_override: Option<String>,
        /// Keep differing .snap files and write .snap.new beside them, for
        /// `cargo insta review`
        #[arg(long)]
        pending: bool,
        /// No progress bar
        #[arg(long)]
        quiet: bool,
    },
    /// Per file, CPU and region: change in total cycles, IPC, Block
    /// RThroughput and per-instruction latency/RThroughput, largest first.
    /// With one directory, compares its .snap files with pending .snap.new.
    /// Exit status 1 when anything changed.
    Diff {
        old: PathBuf,
        new: Option<PathBuf>,
        #[arg(long)]
        json: bool,
        /// Also write the review page (HTML): changes and timelines
        #[arg(long)]
        html: Option<PathBuf>,
    },
    /// Measured vs model: each latency / inverse_throughput entry of an
    /// rmca-exegesis (or llvm-exegesis) benchmarks file against the
    /// scheduling model of its CPU, largest difference first.
    Measured {
        /// The benchmarks file (YAML documents)
        benchmarks: PathBuf,
        /// Compare with this CPU's model instead of the file's
        #[arg(long)]
        mcpu: Option<String>,
        #[arg(long)]
        mtriple: Option<String>,
        /// CSV instead of a table
        #[arg(long)]
        csv: bool,
        /// Only the first N rows
        #[arg(long)]
        limit: Option<usize>,
        /// Output file (default: stdout)
        #[arg(short = 'o')]
        output: Option<PathBuf>,
    },
    /// Writes a --sched-override file setting the measured latencies (from
    /// an rmca-exegesis -mode=latency benchmarks file) where they differ
    /// from the model, for `snapshot --sched-override` and `diff`.
    MeasuredOverride {
        benchmarks: PathBuf,
        #[arg(long)]
        mcpu: Option<String>,
        #[arg(long)]
        mtriple: Option<String>,
        /// Smallest difference (whole cycles) that is written
        #[arg(long, default_value = "1")]
        min_diff: f64,
        #[arg(short = 'o')]
        output: Option<PathBuf>,
    },
}

/// LLVM-style single-dash long options (`-mtriple=x`) become clap's `--`.
fn normalize(args: impl Iterator<Item = String>) -> Vec<String> {
    const LONG: &[&str] = &["resolve", "mtriple", "mcpu", "mattr", "format", "corpus", "args", "out", "jobs", "json", "sched-override", "pending", "quiet", "html", "csv", "limit", "min-diff"];
    args.map(|a| {
        if a.starts_with('-') && !a.starts_with("--") {
            let name = a[1..].split('=').next().unwrap_or("");
            if LONG.contains(&name) {
                return format!("-{a}");
            }
        }
        a
    })
    .collect()
}

fn fail(msg: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr(), "rmca-sched: error: {msg}");
    ExitCode::from(2)
}

fn write_out(output: &Option<PathBuf>, text: &str) -> Result<(), String> {
    match output {
        Some(p) if p.as_os_str() != "-" => std::fs::write(p, text).map_err(|e| format!("{}: {e}", p.display())),
        _ => {
            let mut o = std::io::stdout().lock();
            match o.write_all(text.as_bytes()).and_then(|_| o.flush()) {
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e.to_string()),
                _ => Ok(()),
            }
        }
    }
}

pub fn main() -> ExitCode {
    let cli = Cli::parse_from(normalize(std::env::args()));
    match cli.cmd {
        Cmd::Dump { mtriple, mcpu, mattr, format, output, sched_override, resolve } => {
            let ov = match &sched_override {
                Some(p) => match overrides::load(p) {
                    Ok(o) => Some(o),
                    Err(e) => return fail(&format!("sched-override: {e}")),
                },
                None => None,
            };
            let d = match dump::dump_cpu(&mtriple, &mcpu, &mattr, sched_override.as_deref().zip(ov.as_ref()), &resolve) {
                Ok(d) => d,
                Err(e) => return fail(&e),
            };
            let text = match format {
                Format::Json => serde_json::to_string_pretty(&d).map(|s| s + "\n").map_err(|e| e.to_string()),
                Format::Yaml => serde_yaml::to_string(&d).map_err(|e| e.to_string()),
            };
            match text.and_then(|t| write_out(&output, &t)) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => fail(&e),
            }
        }
        Cmd::DiffModels { old, new, json } => {
            let (a, b) = match (dump::read(&old), dump::read(&new)) {
                (Ok(a), Ok(b)) => (a, b),
                (Err(e), _) | (_, Err(e)) => return fail(&e),
            };
            let d = diff::diff_models(&a, &b);
            let text = if json { serde_json::to_string_pretty(&d).unwrap() + "\n" } else { diff::render_model_diff(&d) };
            if let Err(e) = write_out(&None, &text) {
                return fail(&e);
            }
            ExitCode::from(if d.changes.is_empty() { 0 } else { 1 })
        }
        Cmd::Diff { old, new, json, html } => {
            let d = match diff::diff_dirs(&old, new.as_deref()) {
                Ok(d) => d,
                Err(e) => return fail(&e.to_string()),
            };
            if let Some(path) = &html {
                let page = rmca_tools::sched::diff_page::diff_page(&old, new.as_deref(), &d);
                if let Err(e) = page.and_then(|p| std::fs::write(path, p)) {
                    return fail(&format!("{}: {e}", path.display()));
                }
            }
            let text = if json { serde_json::to_string_pretty(&d).unwrap() + "\n" } else { diff::render_snapshot_diff(&d) };
            if let Err(e) = write_out(&None, &text) {
                return fail(&e);
            }
            ExitCode::from(if d.changes.is_empty() { 0 } else { 1 })
        }
        Cmd::Measured { benchmarks, mcpu, mtriple, csv, limit, output } => {
            let text = match std::fs::read_to_string(&benchmarks) {
                Ok(t) => t,
                Err(e) => return fail(&format!("{}: {e}", benchmarks.display())),
            };
            match rmca_exegesis::measure::model::compare(&text, mtriple.as_deref(), mcpu.as_deref()) {
                Ok(c) => match write_out(&output, &if csv { c.to_csv(limit) } else { c.to_text(limit) }) {
                    Ok(()) => ExitCode::SUCCESS,
                    Err(e) => fail(&e),
                },
                Err(e) => fail(&e),
            }
        }
        Cmd::MeasuredOverride { benchmarks, mcpu, mtriple, min_diff, output } => {
            let text = match std::fs::read_to_string(&benchmarks) {
                Ok(t) => t,
                Err(e) => return fail(&format!("{}: {e}", benchmarks.display())),
            };
            match rmca_exegesis::measure::model::compare(&text, mtriple.as_deref(), mcpu.as_deref()) {
                Ok(c) => match write_out(&output, &c.sched_override(min_diff)) {
                    Ok(()) => ExitCode::SUCCESS,
                    Err(e) => fail(&e),
                },
                Err(e) => fail(&e),
            }
        }
        Cmd::Snapshot { corpus, mtriple, mcpu, args, out, jobs, sched_override, pending, quiet } => {
            let files = match snapshot::corpus_files(&corpus) {
                Ok(f) => f,
                Err(e) => return fail(&format!("{}: {e}", corpus.display())),
            };
            // Check the override once, up front, instead of in every report.
            if let Some(p) = &sched_override {
                if let Err(e) = overrides::load(p) {
                    return fail(&format!("sched-override: {e}"));
                }
            }
            let sched_override = sched_override.map(|p| std::fs::canonicalize(&p).map(|c| c.display().to_string()).unwrap_or(p));
            let cfg = snapshot::Config { corpus, out, triple: mtriple, args: snapshot::split_args(&args), sched_override, pending };
            let jobs_list = snapshot::jobs(&files, &mcpu);
            let n = jobs.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)).max(1);
            let bar = if quiet { indicatif::ProgressBar::hidden() } else { indicatif::ProgressBar::new(jobs_list.len() as u64) };
            bar.set_style(
                indicatif::ProgressStyle::with_template("{elapsed_precise} [{bar:40}] {pos}/{len} {msg}")
                    .unwrap()
                    .progress_chars("=> "),
            );
            let start = std::time::Instant::now();
            let tick = |j: &snapshot::Job, _st: snapshot::Status| {
                bar.set_message(format!("{} ({})", j.rel, j.cpu));
                bar.inc(1);
            };
            let s = match snapshot::run(&cfg, &jobs_list, n, &tick) {
                Ok(s) => s,
                Err(e) => return fail(&e.to_string()),
            };
            bar.finish_and_clear();
            let _ = writeln!(
                std::io::stderr(),
                "{} snapshots ({} files x {} CPUs) in {:.1}s on {} thread(s): {} created, {} updated, {} pending, {} unchanged, {} failed",
                jobs_list.len(),
                files.len(),
                mcpu.len(),
                start.elapsed().as_secs_f64(),
                n,
                s.created,
                s.updated,
                s.pending,
                s.unchanged,
                s.failed.len()
            );
            for f in &s.failed {
                let _ = writeln!(std::io::stderr(), "failed: {f}");
            }
            if s.failed.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            }
        }
    }
}
