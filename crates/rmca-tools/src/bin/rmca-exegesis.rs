//! rmca-exegesis: an llvm-exegesis-compatible command line.
use std::io::Write;

pub fn main() {
    let argv: Vec<String> = std::env::args_os().map(|a| a.to_string_lossy().into_owned()).collect();
    // A bug must end the program cleanly (status 1), never abort it.
    std::panic::set_hook(Box::new(|_| {}));
    let out = match std::panic::catch_unwind(|| rmca_tools::exegesis_driver::run_argv(&argv)) {
        Ok(o) => o,
        Err(_) => {
            let _ = writeln!(std::io::stderr(), "llvm-exegesis error: internal error");
            std::process::exit(1);
        }
    };
    let mut code = out.code;
    for (path, bytes) in &out.files {
        if let Err(e) = std::fs::write(path, bytes) {
            let msg = e.to_string();
            let msg = msg.split(" (os error").next().unwrap_or(&msg).to_string();
            let _ = writeln!(std::io::stderr(), "llvm-exegesis error: '{path}': {msg}");
            code = 1;
        }
    }
    let _ = std::io::stderr().write_all(&out.stderr);
    let _ = std::io::stdout().write_all(&out.stdout);
    let _ = std::io::stdout().flush();
    std::process::exit(code);
}
