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

fn main() {
    let argv: Vec<String> = std::env::args_os().map(|a| a.to_string_lossy().into_owned()).collect();
    // The command owns its process: it may end it when LLVM's parser never
    // returns (the library never does).
    let config = rmca::driver::RunConfig { fast_forward: fast_forward_from_env(), parse_watchdog: true };
    let out = rmca::driver::run_with_config(&argv, &mut std::io::stdin().lock(), config);
    let mut code = out.code;
    if let Some((path, bytes)) = &out.file {
        if let Err(e) = std::fs::write(path, bytes) {
            let msg = e.to_string();
            let msg = msg.split(" (os error").next().unwrap_or(&msg).to_string();
            let _ = writeln!(std::io::stderr(), "error: {msg}");
            code = 1;
        }
    }
    // llvm-mca's diagnostics go out unbuffered as they happen, while its
    // report sits in stdout's buffer until exit: stderr first keeps the
    // order seen when both streams share a file.
    let _ = std::io::stderr().write_all(&out.stderr);
    let _ = std::io::stdout().write_all(&out.stdout);
    let _ = std::io::stdout().flush();
    std::process::exit(code);
}
