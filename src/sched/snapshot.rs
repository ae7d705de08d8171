//! `rmca-sched snapshot`: rmca's report for every `.s` file of a corpus and
//! every CPU, one insta-format `.snap` file per (file, CPU).
//!
//! Reports are produced in-process by `driver::run`. The LLVM shim captures
//! the process's stdio while it parses, so two parses must not overlap in
//! one process: parallelism comes from worker processes (this binary,
//! `__snapshot-worker`), each running jobs one after another, fed one job at
//! a time so long files balance out. A worker that dies only costs the job
//! it was running, which is reported as failed; a new worker takes over.
//!
//! A snapshot file is written only when its content changes, so re-running
//! with an unchanged model leaves every file (and its mtime) untouched.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// What to run, shared by the parent and its workers.
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

impl Status {
    fn code(self) -> &'static str {
        match self {
            Status::Created => "created",
            Status::Updated => "updated",
            Status::Pending => "pending",
            Status::Unchanged => "unchanged",
            Status::Failed => "failed",
        }
    }
    fn from_code(s: &str) -> Status {
        match s {
            "created" => Status::Created,
            "updated" => Status::Updated,
            "pending" => Status::Pending,
            "unchanged" => Status::Unchanged,
            _ => Status::Failed,
        }
    }
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

/// The whole `.snap` file for a job: insta's YAML header, then the body.
pub fn render(cfg: &Config, job: &Job) -> String {
    let path = cfg.corpus.join(&job.rel);
    let mut a = argv(cfg, job);
    // The header names the command without the override: a model change
    // shows in the body only, so unchanged reports stay byte-identical.
    let n = a.len() - cfg.sched_override.is_some() as usize;
    let shown = format!("{} < {}", a[..n].join(" "), job.rel);
    let body = match std::fs::read(&path) {
        Ok(input) => {
            // The input comes through stdin so that messages do not carry
            // the corpus's location.
            a.push("-".into());
            let out = crate::driver::run(&a, &mut &input[..]);
            let mut stdout = String::from_utf8_lossy(&out.stdout).into_owned();
            if let Some((_, f)) = &out.file {
                stdout.push_str(&String::from_utf8_lossy(f));
            }
            body(out.code, &stdout, &String::from_utf8_lossy(&out.stderr))
        }
        Err(e) => body(-1, "", &format!("cannot read {}: {e}\n", job.rel)),
    };
    format!(
        "---\nsource: {}\nexpression: {}\ninput_file: {}\n---\n{}",
        yaml_str("rmca-sched snapshot"),
        yaml_str(&shown),
        yaml_str(&job.rel),
        if body.ends_with('\n') { body } else { body + "\n" }
    )
}

/// Writes `text` for `job` unless the file already holds it.
pub fn write_snapshot(cfg: &Config, job: &Job, text: &str) -> std::io::Result<Status> {
    let p = snap_path(&cfg.out, &job.rel, &job.cpu);
    let pending = PathBuf::from(format!("{}.new", p.display()));
    match std::fs::read(&p) {
        Ok(old) if old == text.as_bytes() => {
            if pending.exists() {
                std::fs::remove_file(&pending)?;
            }
            Ok(Status::Unchanged)
        }
        Ok(_) if cfg.pending => {
            if std::fs::read(&pending).ok().as_deref() != Some(text.as_bytes()) {
                std::fs::write(&pending, text)?;
            }
            Ok(Status::Pending)
        }
        Ok(_) => {
            std::fs::write(&p, text)?;
            if pending.exists() {
                std::fs::remove_file(&pending)?;
            }
            Ok(Status::Updated)
        }
        Err(_) => {
            if let Some(d) = p.parent() {
                std::fs::create_dir_all(d)?;
            }
            std::fs::write(&p, text)?;
            Ok(Status::Created)
        }
    }
}

fn run_job(cfg: &Config, job: &Job) -> Status {
    let text = render(cfg, job);
    write_snapshot(cfg, job, &text).unwrap_or(Status::Failed)
}

/// The worker loop: one "rel\tcpu" job per stdin line, one "status" line
/// back per job. `cfg_json` is the parent's [`Config`].
pub fn worker(cfg_json: &str) -> i32 {
    let cfg: Config = match serde_json::from_str(cfg_json) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: bad worker configuration: {e}");
            return 2;
        }
    };
    let stdin = std::io::stdin();
    let mut line = String::new();
    loop {
        line.clear();
        if stdin.lock().read_line(&mut line).unwrap_or(0) == 0 {
            return 0;
        }
        let Some((rel, cpu)) = line.trim_end_matches('\n').split_once('\t') else { continue };
        let st = run_job(&cfg, &Job { rel: rel.into(), cpu: cpu.into() });
        let mut o = std::io::stdout().lock();
        let _ = writeln!(o, "{}", st.code());
        let _ = o.flush();
    }
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

struct Worker {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    stdout: BufReader<std::process::ChildStdout>,
}

fn spawn_worker(exe: &Path, cfg_json: &str) -> std::io::Result<Worker> {
    let mut child = Command::new(exe)
        .arg("__snapshot-worker")
        .arg(cfg_json)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()?;
    let stdin = child.stdin.take().unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    Ok(Worker { child, stdin, stdout })
}

/// Runs every job; `jobs_n` worker processes (in-process when 1), calling
/// `tick` after each job.
pub fn run(cfg: &Config, jobs: &[Job], jobs_n: usize, tick: &(dyn Fn(&Job, Status) + Sync)) -> std::io::Result<Summary> {
    std::fs::create_dir_all(&cfg.out)?;
    let summary = Mutex::new(Summary::default());
    if jobs_n <= 1 {
        for j in jobs {
            let st = run_job(cfg, j);
            summary.lock().unwrap().add(j, st);
            tick(j, st);
        }
        return Ok(summary.into_inner().unwrap());
    }
    let exe = std::env::current_exe()?;
    let cfg_json = serde_json::to_string(cfg).unwrap();
    let next = Arc::new(AtomicUsize::new(0));
    let spawn_err: Mutex<Option<std::io::Error>> = Mutex::new(None);
    std::thread::scope(|s| {
        for _ in 0..jobs_n.min(jobs.len().max(1)) {
            s.spawn(|| {
                let mut w: Option<Worker> = None;
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some(job) = jobs.get(i) else { break };
                    if w.is_none() {
                        match spawn_worker(&exe, &cfg_json) {
                            Ok(x) => w = Some(x),
                            Err(e) => {
                                *spawn_err.lock().unwrap() = Some(e);
                                summary.lock().unwrap().add(job, Status::Failed);
                                tick(job, Status::Failed);
                                continue;
                            }
                        }
                    }
                    let wk = w.as_mut().unwrap();
                    let mut reply = String::new();
                    let ok = writeln!(wk.stdin, "{}\t{}", job.rel, job.cpu).and_then(|_| wk.stdin.flush()).is_ok()
                        && wk.stdout.read_line(&mut reply).unwrap_or(0) > 0;
                    let st = if ok { Status::from_code(reply.trim()) } else { Status::Failed };
                    if !ok {
                        // The worker died on this job: replace it.
                        if let Some(mut dead) = w.take() {
                            let _ = dead.child.kill();
                            let _ = dead.child.wait();
                        }
                    }
                    summary.lock().unwrap().add(job, st);
                    tick(job, st);
                }
                if let Some(wk) = w {
                    let Worker { mut child, stdin, stdout } = wk;
                    drop(stdin);
                    drop(stdout);
                    let _ = child.wait();
                }
            });
        }
    });
    if let Some(e) = spawn_err.into_inner().unwrap() {
        return Err(e);
    }
    Ok(summary.into_inner().unwrap())
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
