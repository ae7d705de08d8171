//! `rmca-sched snapshot`: rmca's report for every `.s` file of a corpus and
//! every CPU, one insta-format `.snap` file per (file, CPU), with the typed
//! report beside it (`.report.json`, what `rmca-sched diff` reads).
//!
//! Reports are made in-process by `driver::run_with_report`, jobs spread
//! over a thread pool (the library is thread-safe).
//!
//! A file is written only when its content changes, so re-running with an
//! unchanged model leaves every file (and its mtime) untouched.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use rayon::prelude::*;

use rmca::report::RegionReport;

/// What to run.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Config {
    pub corpus: PathBuf,
    pub out: PathBuf,
    pub triple: String,
    /// Extra rmca arguments, already split.
    pub args: Vec<String>,
    pub sched_override: Option<String>,
    /// Write `.snap.new` next to a differing `.snap` instead of replacing it
    /// (for `cargo insta review`).
    pub pending: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    /// Path of the `.s` file relative to the corpus, with '/' separators.
    pub rel: String,
    pub cpu: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Created,
    Updated,
    Pending,
    Unchanged,
    Failed,
}

/// What `rmca-sched diff` compares: the typed report of a snapshot.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SnapshotRecord {
    pub exit: i32,
    pub stderr: String,
    pub regions: Vec<RegionReport>,
}

/// Every `.s` file under `dir`, relative, sorted.
pub fn corpus_files(dir: &Path) -> std::io::Result<Vec<String>> {
    fn walk(base: &Path, dir: &Path, out: &mut Vec<String>) -> std::io::Result<()> {
        for e in std::fs::read_dir(dir)? {
            let e = e?;
            let p = e.path();
            let ft = e.file_type()?;
            if ft.is_dir() {
                walk(base, &p, out)?;
            } else if p.extension().is_some_and(|x| x == "s") {
                let rel = p.strip_prefix(base).unwrap_or(&p);
                out.push(rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect::<Vec<_>>().join("/"));
            }
        }
        Ok(())
    }
    let mut v = Vec::new();
    walk(dir, dir, &mut v)?;
    v.sort();
    Ok(v)
}

pub fn jobs(files: &[String], cpus: &[String]) -> Vec<Job> {
    let mut v = Vec::new();
    for f in files {
        for c in cpus {
            v.push(Job { rel: f.clone(), cpu: c.clone() });
        }
    }
    v
}

/// `<out>/<dir>/<stem>__<cpu>.snap` for corpus file `<dir>/<stem>.s`.
pub fn snap_path(out: &Path, rel: &str, cpu: &str) -> PathBuf {
    let stem = rel.strip_suffix(".s").unwrap_or(rel);
    out.join(format!("{stem}__{cpu}.snap"))
}

/// The typed report beside a snapshot (`x.snap` -> `x.report.json`; a
/// pending `x.snap.new` -> `x.report.json.new`).
pub fn record_path(snap: &Path) -> PathBuf {
    let s = snap.to_string_lossy();
    PathBuf::from(match s.strip_suffix(".snap.new") {
        Some(stem) => format!("{stem}.report.json.new"),
        None => format!("{}.report.json", s.strip_suffix(".snap").unwrap_or(&s)),
    })
}

/// Splits `--args` like a shell would for plain words and simple quotes.
pub fn split_args(s: &str) -> Vec<String> {
    let mut v = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut any = false;
    for ch in s.chars() {
        match (quote, ch) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.push(c),
            (None, '\'' | '"') => {
                quote = Some(ch);
                any = true;
            }
            (None, c) if c.is_whitespace() => {
                if any || !cur.is_empty() {
                    v.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            (None, c) => cur.push(c),
        }
    }
    if any || !cur.is_empty() {
        v.push(cur);
    }
    v
}

/// A header value written as insta writes it (its emitter's quoting
/// rule), so that `cargo insta accept` leaves the bytes as they are.
fn yaml_str(s: &str) -> String {
    let quote = s.is_empty()
        || s.starts_with(' ')
        || s.ends_with(' ')
        || s.starts_with(['&', '*', '?', '|', '-', '<', '>', '=', '!', '%', '@', '.'])
        || s.starts_with("0x")
        || s.contains(|c: char| matches!(c, ':' | '{' | '}' | '[' | ']' | ',' | '#' | '`' | '"' | '\'' | '\\' | '\0'..='\x06' | '\t' | '\n' | '\r' | '\x0e'..='\x1a' | '\x1c'..='\x1f'))
        || ["yes", "Yes", "YES", "no", "No", "NO", "True", "TRUE", "true", "False", "FALSE", "false", "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL", "~"].contains(&s)
        || s.parse::<i64>().is_ok()
        || s.parse::<f64>().is_ok();
    if quote {
        serde_json::to_string(s).unwrap_or_default()
    } else {
        s.to_string()
    }
}

/// rmca's command line for a job, as recorded in the snapshot.
pub fn argv(cfg: &Config, job: &Job) -> Vec<String> {
    let mut a = vec!["rmca".to_string(), format!("-mtriple={}", cfg.triple), format!("-mcpu={}", job.cpu)];
    a.extend(cfg.args.iter().cloned());
    if let Some(o) = &cfg.sched_override {
        a.push(format!("--sched-override={o}"));
    }
    a
}

/// The body of a snapshot: exit status, stdout and stderr of rmca.
pub fn body(code: i32, stdout: &str, stderr: &str) -> String {
    format!("exit: {code}\n--- stdout\n{stdout}--- stderr\n{stderr}")
}

/// The whole `.snap` file for a job (insta's YAML header, then the body)
/// and the typed report.
pub fn render(cfg: &Config, job: &Job) -> (String, SnapshotRecord) {
    let path = cfg.corpus.join(&job.rel);
    let mut a = argv(cfg, job);
    // The header names the command without the override: a model change
    // shows in the body only, so unchanged reports stay byte-identical.
    let n = a.len() - cfg.sched_override.is_some() as usize;
    let shown = format!("{} < {}", a[..n].join(" "), job.rel);
    let (body, record) = match std::fs::read(&path) {
        Ok(input) => {
            // The input comes through stdin so that messages do not carry
            // the corpus's location.
            a.push("-".into());
            let (out, regions) = crate::driver::run_with_report(&a, &mut &input[..], Default::default());
            let mut stdout = String::from_utf8_lossy(&out.stdout).into_owned();
            if let Some((_, f)) = &out.file {
                stdout.push_str(&String::from_utf8_lossy(f));
            }
            let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
            (body(out.code, &stdout, &stderr), SnapshotRecord { exit: out.code, stderr, regions })
        }
        Err(e) => {
            let stderr = format!("cannot read {}: {e}\n", job.rel);
            (body(-1, "", &stderr), SnapshotRecord { exit: -1, stderr, regions: Vec::new() })
        }
    };
    let snap = format!(
        "---\nsource: {}\nexpression: {}\ninput_file: {}\n---\n{}",
        yaml_str("rmca-sched snapshot"),
        yaml_str(&shown),
        yaml_str(&job.rel),
        if body.ends_with('\n') { body } else { body + "\n" }
    );
    (snap, record)
}

/// Writes `bytes` to `p` unless it already holds them.
fn write_if_changed(p: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if std::fs::read(p).ok().as_deref() != Some(bytes) {
        std::fs::write(p, bytes)?;
    }
    Ok(())
}

fn remove_if_present(p: &Path) -> std::io::Result<()> {
    if p.exists() {
        std::fs::remove_file(p)?;
    }
    Ok(())
}

/// Writes the snapshot and its typed report for `job` unless the files
/// already hold them; with `cfg.pending`, a changed report goes to
/// `.snap.new` (and `.report.json.new`) beside the committed one.
pub fn write_snapshot(cfg: &Config, job: &Job, text: &str, record: &SnapshotRecord) -> std::io::Result<Status> {
    let p = snap_path(&cfg.out, &job.rel, &job.cpu);
    let pending = PathBuf::from(format!("{}.new", p.display()));
    let typed = serde_json::to_vec(record).map_err(std::io::Error::other)?;
    let status = match std::fs::read(&p) {
        Ok(old) if old == text.as_bytes() => {
            remove_if_present(&pending)?;
            remove_if_present(&record_path(&pending))?;
            Status::Unchanged
        }
        Ok(_) if cfg.pending => {
            write_if_changed(&pending, text.as_bytes())?;
            write_if_changed(&record_path(&pending), &typed)?;
            return Ok(Status::Pending);
        }
        Ok(_) => {
            std::fs::write(&p, text)?;
            remove_if_present(&pending)?;
            remove_if_present(&record_path(&pending))?;
            Status::Updated
        }
        Err(_) => {
            if let Some(d) = p.parent() {
                std::fs::create_dir_all(d)?;
            }
            std::fs::write(&p, text)?;
            Status::Created
        }
    };
    // The typed report follows its snapshot (also after `cargo insta
    // accept` has replaced the .snap with a pending one).
    write_if_changed(&record_path(&p), &typed)?;
    Ok(status)
}

fn run_job(cfg: &Config, job: &Job) -> Status {
    let (text, record) = render(cfg, job);
    write_snapshot(cfg, job, &text, &record).unwrap_or(Status::Failed)
}

#[derive(Debug, Default, Clone)]
pub struct Summary {
    pub created: usize,
    pub updated: usize,
    pub pending: usize,
    pub unchanged: usize,
    pub failed: Vec<String>,
}

impl Summary {
    fn add(&mut self, job: &Job, st: Status) {
        match st {
            Status::Created => self.created += 1,
            Status::Updated => self.updated += 1,
            Status::Pending => self.pending += 1,
            Status::Unchanged => self.unchanged += 1,
            Status::Failed => self.failed.push(format!("{} ({})", job.rel, job.cpu)),
        }
    }
}

/// Runs every job on `threads` threads, calling `tick` after each job.
pub fn run(cfg: &Config, jobs: &[Job], threads: usize, tick: &(dyn Fn(&Job, Status) + Sync)) -> std::io::Result<Summary> {
    std::fs::create_dir_all(&cfg.out)?;
    let summary = Mutex::new(Summary::default());
    let work = || {
        jobs.par_iter().for_each(|j| {
            let st = run_job(cfg, j);
            summary.lock().unwrap_or_else(|e| e.into_inner()).add(j, st);
            tick(j, st);
        })
    };
    match rayon::ThreadPoolBuilder::new().num_threads(threads.max(1)).build() {
        Ok(pool) => pool.install(work),
        Err(_) => work(),
    }
    Ok(summary.into_inner().unwrap_or_else(|e| e.into_inner()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn args_split_like_a_shell() {
        assert_eq!(split_args(" -iterations=10  '-timeline' \"a b\" ''"), vec!["-iterations=10", "-timeline", "a b", ""]);
    }

    #[test]
    fn header_values_quoted_like_insta() {
        assert_eq!(yaml_str("rmca -mcpu=x < a.s"), "rmca -mcpu=x < a.s");
        assert_eq!(yaml_str("a: b"), "\"a: b\"");
        assert_eq!(yaml_str("-x"), "\"-x\"");
        assert_eq!(yaml_str("12"), "\"12\"");
    }

    #[test]
    fn snap_names_mirror_the_corpus() {
        assert_eq!(snap_path(Path::new("o"), "SkylakeServer/x.s", "znver3"), PathBuf::from("o/SkylakeServer/x__znver3.snap"));
    }
}
