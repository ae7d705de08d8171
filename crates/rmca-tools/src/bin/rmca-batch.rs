//! rmca-batch: many blocks through rmca in one process, on all cores.
//! JSON lines in, JSON lines (or CSV) out, in input order; see
//! `rmca::batch::lines` for the row formats.
//!
//!     rmca-batch -mtriple=x86_64 -mcpu=skylake [-mattr=…] [-iterations=N] [-j N]
//!                [--views=summary,info,pressure,timeline,bottleneck] [--format json|csv]
//!                [INPUT|-]

use std::io::{BufRead, BufReader, IsTerminal, Write};

use clap::Parser;

// Analyses allocate and free many small objects; glibc malloc is a fifth
// of the time on short blocks.
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;
use rmca::analysis::AnalysisOptions;
use rmca::batch::lines::{self, BatchConfig, Format};
use rmca::pipeline::steady::FastForward;
use rmca::pipeline::PipelineOptions;
use rmca::report::export::views_to_export;

#[derive(Parser)]
#[command(name = "rmca-batch", about = "Analyse many basic blocks (JSON lines in, JSON lines out) with rmca")]
struct Args {
    /// Target triple (e.g. x86_64-unknown-linux-gnu).
    #[arg(long)]
    mtriple: String,
    /// Target CPU; a row's "mcpu" overrides it.
    #[arg(long)]
    mcpu: String,
    /// Target features, llvm-mca's -mattr syntax ("+avx2,-fma").
    #[arg(long, default_value = "")]
    mattr: String,
    /// Iterations to simulate (llvm-mca's default: 100).
    #[arg(long, default_value_t = 100)]
    iterations: u32,
    /// Threads (default: one per core).
    #[arg(short = 'j', long = "jobs", default_value_t = 0)]
    jobs: usize,
    /// Views to report besides the summary: instruction_info (info),
    /// resource_pressure (pressure), timeline, bottleneck, or all.
    #[arg(long, value_delimiter = ',', default_value = "summary")]
    views: Vec<String>,
    /// Output format: json (one line per row) or csv (summary columns).
    #[arg(long, default_value = "json")]
    format: String,
    /// When to fast-forward a steady state: auto, off or always (the
    /// results are the same; for measurements).
    #[arg(long = "fast-forward", default_value = "auto", hide = true)]
    fast_forward: String,
    /// Rows in flight at most (read, not yet written).
    #[arg(long, default_value_t = 1024, hide = true)]
    chunk: usize,
    /// JSON lines to analyse ("-" or nothing: standard input).
    input: Option<String>,
}

/// LLVM tools take long options with one dash (`-mcpu=skylake`); clap
/// wants two.
fn normalize(arg: String) -> String {
    let long = ["-mtriple", "-mcpu", "-mattr", "-iterations", "-views", "-format", "-jobs", "-chunk", "-fast-forward"];
    if long.iter().any(|l| arg == *l || arg.starts_with(&format!("{l}="))) {
        format!("-{arg}")
    } else {
        arg
    }
}

pub fn main() {
    let args = Args::parse_from(std::env::args().map(normalize));
    let selected = views_to_export(&args.views).unwrap_or_else(|e| {
        eprintln!("rmca-batch: {e}");
        std::process::exit(2);
    });
    let format = match args.format.as_str() {
        "json" | "jsonl" => Format::JsonLines,
        "csv" => Format::Csv,
        other => {
            eprintln!("rmca-batch: unknown format '{other}' (json, csv)");
            std::process::exit(2);
        }
    };
    let config = BatchConfig {
        triple: args.mtriple,
        cpu: args.mcpu,
        mattr: args.mattr,
        options: AnalysisOptions {
            iterations: args.iterations,
            views: selected,
            // Only the views print instructions.
            instruction_text: false,
            machine: PipelineOptions {
                fast_forward: match args.fast_forward.as_str() {
                    "off" => FastForward::Off,
                    "always" => FastForward::Always,
                    _ => FastForward::Auto,
                },
                ..PipelineOptions::default()
            },
            ..AnalysisOptions::default()
        },
        format,
        chunk: args.chunk.max(1),
    };
    if args.jobs != 0 {
        let _ = rayon::ThreadPoolBuilder::new().num_threads(args.jobs).build_global();
    }
    let mut input: Box<dyn BufRead> = match args.input.as_deref() {
        None | Some("-") => Box::new(BufReader::new(std::io::stdin())),
        Some(path) => match std::fs::File::open(path) {
            Ok(f) => Box::new(BufReader::new(f)),
            Err(e) => {
                eprintln!("rmca-batch: {path}: {e}");
                std::process::exit(1);
            }
        },
    };
    let bar = if std::io::stderr().is_terminal() {
        let b = indicatif::ProgressBar::new_spinner();
        b.set_style(
            indicatif::ProgressStyle::with_template("{elapsed_precise} {pos} blocks ({per_sec})").unwrap(),
        );
        b
    } else {
        indicatif::ProgressBar::hidden()
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let res = lines::run(&config, &mut input, &mut out, &mut |n| bar.inc(n as u64));
    bar.finish_and_clear();
    if let Err(e) = res.and_then(|_| out.flush()) {
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            eprintln!("rmca-batch: {e}");
            std::process::exit(1);
        }
    }
}
