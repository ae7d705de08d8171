//! rmca-batch's streams: JSON lines in (`{"id": …, "asm": "…"}` or
//! `{"id": …, "hex": "4889d8…"}`, with an optional `"mcpu"`), one JSON line
//! (or CSV row) out per input line, in input order. A row that cannot be
//! analysed gets llvm-mca's message in `"error"`; the run goes on.
//!
//! ```text
//! in:  {"id": 7, "asm": "addq %rax, %rbx"}
//! out: {"id":7,"iterations":100,"instructions":100,"total_cycles":103,"total_uops":100,
//!       "dispatch_width":6,"uops_per_cycle":0.97,"ipc":0.97,"block_rthroughput":0.25,"error":null}
//! ```
//!
//! Rows are analysed in groups while later rows are read and earlier ones
//! written, with a bounded number in flight, so memory stays flat however
//! long the input is.

use std::collections::{BTreeMap, HashMap};
use std::sync::mpsc;
use std::io::{BufRead, Write};

use serde_json::{json, Map, Value};

use super::{analyze_chunk, SHARED_PARSE_BLOCKS};
use crate::analysis::{AnalysisOptions, Block};
use crate::error::Error;
use crate::report::Report;
use crate::report::export::{region_value, summary_fields, ExportViews};
use crate::analysis::Session;

/// Output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    JsonLines,
    /// The summary columns only.
    Csv,
}

/// What the run analyses with.
pub struct BatchConfig {
    pub triple: String,
    pub cpu: String,
    pub mattr: String,
    pub options: AnalysisOptions,
    pub views: ExportViews,
    pub format: Format,
    /// Rows in flight at most (read but not yet written).
    pub chunk: usize,
}

const CSV_COLUMNS: [&str; 10] = [
    "id",
    "iterations",
    "instructions",
    "total_cycles",
    "total_uops",
    "dispatch_width",
    "uops_per_cycle",
    "ipc",
    "block_rthroughput",
    "error",
];

/// One input row, read.
struct Row {
    id: Value,
    cpu: Option<String>,
    block: Result<Block, Error>,
}

fn read_row(line: &str) -> Row {
    let parsed: Value = match serde_json::from_str(line) {
        Ok(v) => v,
        Err(e) => {
            return Row { id: Value::Null, cpu: None, block: Err(Error::InvalidArgument(format!("invalid JSON: {e}"))) }
        }
    };
    let id = parsed.get("id").cloned().unwrap_or(Value::Null);
    let cpu = parsed.get("mcpu").and_then(Value::as_str).map(str::to_string);
    let block = match (parsed.get("asm"), parsed.get("hex")) {
        (Some(Value::String(a)), None) => Ok(Block::Asm(a.clone())),
        (None, Some(Value::String(h))) => Block::from_hex(h),
        (Some(_), Some(_)) => Err(Error::InvalidArgument("a row has either \"asm\" or \"hex\", not both".into())),
        _ => Err(Error::InvalidArgument("a row needs an \"asm\" or a \"hex\" string".into())),
    };
    Row { id, cpu, block }
}

fn error_value(id: Value, e: &Error) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("id".into(), id);
    m.insert("error".into(), json!(e.to_string()));
    if !e.diagnostics().is_empty() {
        m.insert("diagnostics".into(), json!(e.diagnostics()));
    }
    m
}

fn result_value(id: Value, result: Result<crate::report::Report, Error>, views: ExportViews) -> Map<String, Value> {
    let report = match result {
        Ok(r) => r,
        Err(e) => return error_value(id, &e),
    };
    let mut m = Map::new();
    m.insert("id".into(), id);
    match report.regions.as_slice() {
        [only] => m.extend(region_value(only, views)),
        regions => {
            // Several regions: the first one's figures at the top, all of
            // them in "regions".
            if let Some(first) = regions.first() {
                summary_fields(first, &mut m);
            }
            let all = regions
                .iter()
                .map(|r| {
                    let mut v = region_value(r, views);
                    v.insert("name".into(), json!(r.name));
                    Value::Object(v)
                })
                .collect();
            m.insert("regions".into(), Value::Array(all));
        }
    }
    m.insert("error".into(), Value::Null);
    m
}

fn csv_record(m: &Map<String, Value>) -> Vec<String> {
    CSV_COLUMNS
        .iter()
        .map(|k| match m.get(*k) {
            None | Some(Value::Null) => String::new(),
            Some(Value::String(s)) => s.clone(),
            Some(v) => v.to_string(),
        })
        .collect()
}

/// Analyses `rows` on this thread, the rows of one CPU together (they
/// may share a parse: `analyze_chunk`); one output value per row, in order.
fn analyze_rows(
    rows: &[Row],
    sessions: &HashMap<String, Result<Session, Error>>,
    config: &BatchConfig,
) -> Vec<Map<String, Value>> {
    let row_cpus: Vec<&str> = rows.iter().map(|row| row.cpu.as_deref().unwrap_or(&config.cpu)).collect();
    let mut cpus = row_cpus.clone();
    cpus.sort_unstable();
    cpus.dedup();
    let mut results: Vec<Option<Result<Report, Error>>> = rows.iter().map(|_| None).collect();
    for cpu in cpus {
        let (indices, blocks): (Vec<usize>, Vec<&Block>) = rows
            .iter()
            .enumerate()
            .filter(|&(i, _)| row_cpus[i] == cpu)
            .filter_map(|(i, row)| match (&sessions[cpu], &row.block) {
                (Err(e), _) | (_, Err(e)) => {
                    results[i] = Some(Err(e.clone()));
                    None
                }
                (Ok(_), Ok(block)) => Some((i, block)),
            })
            .unzip();
        if let Ok(session) = &sessions[cpu] {
            for (i, result) in indices.into_iter().zip(analyze_chunk(session, &blocks, &config.options)) {
                results[i] = Some(result);
            }
        }
    }
    rows.iter()
        .zip(results)
        .map(|(row, result)| {
            let result = result.unwrap_or_else(|| Err(Error::Internal("a row was not analysed".into())));
            result_value(row.id.clone(), result, config.views)
        })
        .collect()
}

/// Analyses every row of `input` and writes one line per row to `output`;
/// `progress` is told how many rows each write held. Errors only for I/O
/// (a bad row is an output row).
///
/// Rows go to the current rayon pool in groups of `SHARED_PARSE_BLOCKS`
/// as they are read, and come back written in input order. No group waits
/// for another: with a read-analyse-write barrier per chunk, a core idled
/// at every chunk's tail and while the chunk was read and written (about a
/// fifth of two cores' time on compiled x86 blocks). At most
/// `config.chunk` rows (and two groups per thread) are in flight, so
/// memory stays flat however long the input is.
pub fn run(
    config: &BatchConfig,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    progress: &mut dyn FnMut(usize),
) -> std::io::Result<()> {
    let mut sink = match config.format {
        Format::Csv => {
            let mut w = csv::Writer::from_writer(output);
            w.write_record(CSV_COLUMNS)?;
            Output::Csv(w)
        }
        Format::JsonLines => Output::Json(output),
    };
    let groups_in_flight = (config.chunk / SHARED_PARSE_BLOCKS).max(2 * rayon::current_num_threads()).max(1);
    let (done_tx, done_rx) = mpsc::channel::<(usize, Vec<Map<String, Value>>)>();
    let mut sessions: HashMap<String, Result<Session, Error>> = HashMap::new();
    let mut lines = input.lines();
    rayon::in_place_scope(|scope| -> std::io::Result<()> {
        let (mut sent, mut written) = (0usize, 0usize);
        let mut finished: BTreeMap<usize, Vec<Map<String, Value>>> = BTreeMap::new();
        let mut input_done = false;
        loop {
            while !input_done && sent - written < groups_in_flight {
                let rows = read_group(&mut lines)?;
                if rows.is_empty() {
                    input_done = true;
                    break;
                }
                let group_sessions = sessions_for(&rows, &mut sessions, config);
                let done = done_tx.clone();
                let seq = sent;
                scope.spawn(move |_| {
                    let _ = done.send((seq, analyze_group(&rows, &group_sessions, config)));
                });
                sent += 1;
            }
            if written == sent {
                break;
            }
            let next = match done_rx.try_recv() {
                Ok(next) => next,
                Err(_) => {
                    // About to wait: what is written so far reaches the reader.
                    sink.flush()?;
                    wait_for_group(&done_rx)?
                }
            };
            finished.insert(next.0, next.1);
            while let Some(values) = finished.remove(&written) {
                for v in &values {
                    sink.write(v)?;
                }
                progress(values.len());
                written += 1;
            }
        }
        Ok(())
    })?;
    sink.flush()
}

/// The next finished group. Called from a pool thread (a library caller
/// inside `ThreadPool::install`), this thread runs its own queued groups
/// first: on a one-thread pool nobody else would.
fn wait_for_group<T>(done: &mpsc::Receiver<T>) -> std::io::Result<T> {
    loop {
        match done.try_recv() {
            Ok(next) => return Ok(next),
            Err(mpsc::TryRecvError::Disconnected) => break,
            Err(mpsc::TryRecvError::Empty) => {
                if rayon::yield_now() != Some(rayon::Yield::Executed) {
                    break;
                }
            }
        }
    }
    done.recv().map_err(|_| std::io::Error::other("a batch worker stopped"))
}

/// The next `SHARED_PARSE_BLOCKS` non-blank rows (fewer at the end).
fn read_group(lines: &mut impl Iterator<Item = std::io::Result<String>>) -> std::io::Result<Vec<Row>> {
    let mut rows = Vec::with_capacity(SHARED_PARSE_BLOCKS);
    for line in lines {
        let line = line?;
        if !line.trim().is_empty() {
            rows.push(read_row(&line));
            if rows.len() == SHARED_PARSE_BLOCKS {
                break;
            }
        }
    }
    Ok(rows)
}

/// The sessions `rows` need, made on first use (one per CPU for the run).
fn sessions_for(
    rows: &[Row],
    sessions: &mut HashMap<String, Result<Session, Error>>,
    config: &BatchConfig,
) -> HashMap<String, Result<Session, Error>> {
    let mut needed = HashMap::new();
    for row in rows {
        let cpu = row.cpu.as_deref().unwrap_or(&config.cpu);
        if !needed.contains_key(cpu) {
            let session = sessions
                .entry(cpu.to_string())
                .or_insert_with(|| Session::new(&config.triple, cpu, &config.mattr));
            needed.insert(cpu.to_string(), session.clone());
        }
    }
    needed
}

/// `analyze_rows`, with a panic (a bug of rmca's) becoming each row's error
/// rather than a lost group the writer would wait for.
fn analyze_group(
    rows: &[Row],
    sessions: &HashMap<String, Result<Session, Error>>,
    config: &BatchConfig,
) -> Vec<Map<String, Value>> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| analyze_rows(rows, sessions, config))).unwrap_or_else(
        |_| {
            let e = Error::Internal("a batch worker panicked".into());
            rows.iter().map(|row| error_value(row.id.clone(), &e)).collect()
        },
    )
}

enum Output<'a> {
    Json(&'a mut dyn Write),
    Csv(csv::Writer<&'a mut dyn Write>),
}

impl Output<'_> {
    fn write(&mut self, v: &Map<String, Value>) -> std::io::Result<()> {
        match self {
            Output::Csv(w) => w.write_record(csv_record(v))?,
            Output::Json(w) => {
                serde_json::to_writer(&mut **w, v)?;
                w.write_all(b"\n")?;
            }
        }
        Ok(())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Output::Json(w) => w.flush(),
            Output::Csv(w) => w.flush(),
        }
    }
}
