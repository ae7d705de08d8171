//! rmca: an llvm-mca-compatible command line (also works installed as a
//! symlink named llvm-mca).
use std::io::Write;

/// `RMCA_FAST_FORWARD`: `off` simulates every cycle; `always` looks for a
/// steady state on short runs too (it exercises that path in tests);
/// anything else leaves the default. The report is the same in all cases.
fn fast_forward_from_env() -> rmca::pipeline::steady::FastForward {
    use rmca::pipeline::steady::FastForward;
    match std::env::var("RMCA_FAST_FORWARD").as_deref() {
        Ok("off") => FastForward::Off,
        Ok("always") => FastForward::Always,
        _ => FastForward::Auto,
    }
}

pub fn main() {
    let argv: Vec<String> = std::env::args_os().map(|a| a.to_string_lossy().into_owned()).collect();
    // The command owns its process: it may end it when LLVM's parser never
    // returns (the library never does).
    let config =
        rmca_tools::driver::RunConfig { fast_forward: fast_forward_from_env(), parse_watchdog: true, defer_teardown: true };
    let mut out = rmca_tools::driver::run_with_config(&argv, &mut std::io::stdin().lock(), config);
    // The process ends below: nothing to gain from freeing these first.
    std::mem::forget(std::mem::take(&mut out.deferred));
    std::mem::forget(rmca::pipeline::instruction::take_spare_slots());
    let mut code = out.code;
    for (path, bytes) in out.html.iter().chain(&out.file) {
        if let Err(e) = std::fs::write(path, bytes) {
            let msg = e.to_string();
            let msg = msg.split(" (os error").next().unwrap_or(&msg).to_string();
            let _ = writeln!(std::io::stderr(), "error: {msg}");
            code = 1;
        }
    }
    // llvm-mca's diagnostics go out unbuffered as they happen, while its
    // report goes through its output stream's buffer (none on a terminal):
    // each piece of stderr follows the stdout bytes llvm-mca had written out
    // by then, which keeps the order seen when both streams share a file or
    // a terminal.
    let buffer = stdout_buffer_size();
    let (mut stdout, mut stderr) = (std::io::stdout().lock(), std::io::stderr().lock());
    let mut written = 0;
    for (k, &(from, produced)) in out.stderr_at.iter().enumerate() {
        let prev = if k == 0 { 0 } else { out.stderr_at[k - 1].0 };
        let _ = stderr.write_all(&out.stderr[prev..from]);
        let upto = rmca_tools::driver::buffered_stdout_written(produced, buffer, &out.stdout_flushes).min(out.stdout.len());
        if upto > written {
            let _ = stdout.write_all(&out.stdout[written..upto]);
            let _ = stdout.flush();
            written = upto;
        }
    }
    let last = out.stderr_at.last().map_or(0, |e| e.0);
    let _ = stderr.write_all(&out.stderr[last..]);
    let _ = stdout.write_all(&out.stdout[written..]);
    let _ = stdout.flush();
    std::process::exit(code);
}

/// The buffer llvm-mca's output stream has on our stdout: none on a
/// terminal (or when stdout cannot be examined), else the file's preferred
/// block size.
fn stdout_buffer_size() -> usize {
    use std::io::IsTerminal;
    use std::os::unix::fs::{FileTypeExt, MetadataExt};
    match std::fs::metadata("/dev/stdout") {
        Ok(m) if m.file_type().is_char_device() && std::io::stdout().is_terminal() => 0,
        Ok(m) => m.blksize() as usize,
        Err(_) => 0,
    }
}
