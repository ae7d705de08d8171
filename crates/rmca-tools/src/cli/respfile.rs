//! `@file` response-file expansion, following cl's `ExpansionContext` with
//! the GNU tokenizer (the one cl uses on non-Windows hosts).

use std::path::{Path, PathBuf};

/// Split response-file text into arguments like `cl::TokenizeGNUCommandLine`:
/// whitespace separates, `'`/`"` quote (no nesting), backslash escapes the
/// next character both outside and inside quotes.  Empty quoted strings do
/// not produce an argument (cl only emits non-empty tokens).
pub fn tokenize_gnu(src: &str) -> Vec<String> {
    let ws = |c: char| matches!(c, ' ' | '\t' | '\r' | '\n');
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut tok = String::new();
    let mut i = 0;
    let n = chars.len();
    while i < n {
        if tok.is_empty() {
            while i < n && ws(chars[i]) {
                i += 1;
            }
            if i == n {
                break;
            }
        }
        let c = chars[i];
        if c == '\\' && i + 1 < n {
            tok.push(chars[i + 1]);
            i += 2;
            continue;
        }
        if c == '"' || c == '\'' {
            i += 1;
            while i < n && chars[i] != c {
                if chars[i] == '\\' && i + 1 < n {
                    i += 1;
                }
                tok.push(chars[i]);
                i += 1;
            }
            if i == n {
                break;
            }
            i += 1;
            continue;
        }
        if ws(c) {
            if !tok.is_empty() {
                out.push(std::mem::take(&mut tok));
            }
            i += 1;
            continue;
        }
        tok.push(c);
        i += 1;
    }
    if !tok.is_empty() {
        out.push(tok);
    }
    out
}

#[cfg(unix)]
fn file_id(p: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(p).ok().map(|m| (m.dev(), m.ino()))
}
#[cfg(not(unix))]
fn file_id(p: &Path) -> Option<(u64, u64)> {
    let _ = p;
    None
}

/// Human text for an I/O error the way LLVM's `std::error_code::message()`
/// words it (strerror, without Rust's " (os error N)" suffix).
fn errno_text(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// Expand every `@file` argument (argv[0] is never expanded, as in cl it is
/// just text, but it never starts with '@' in practice).  Nested response
/// files are expanded in place; relative names resolve against the current
/// directory (cl's default `RelativeNames = false`).  A missing file leaves
/// the argument untouched.  On error returns the message cl prints.
pub fn expand(argv: &[String]) -> Result<Vec<String>, String> {
    let mut args: Vec<String> = argv.to_vec();
    // (file, end index) stack used for recursion detection, as in cl.
    let mut stack: Vec<(PathBuf, usize)> = vec![(PathBuf::new(), args.len())];
    let mut i = 0;
    while i < args.len() {
        while stack.len() > 1 && i == stack.last().unwrap().1 {
            stack.pop();
        }
        let Some(fname) = args[i].strip_prefix('@') else {
            i += 1;
            continue;
        };
        let mut path = PathBuf::from(fname);
        if path.is_relative() {
            let cwd = std::env::current_dir().map_err(|_| format!("cannot get absolute path for: {fname}"))?;
            // sys::path::append("", "") leaves the cwd; mirror that.
            path = if fname.is_empty() { cwd } else { PathBuf::from(format!("{}/{}", cwd.display(), fname)) };
        }
        let shown = path.display().to_string();
        match std::fs::metadata(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                i += 1;
                continue;
            }
            Err(e) => return Err(format!("cannot not open file '{shown}': {}", errno_text(&e))),
            Ok(_) => {}
        }
        let me = file_id(&path);
        for (f, _) in stack.iter().skip(1) {
            if me.is_some() && file_id(f) == me {
                return Err(format!("recursive expansion of: '{}'", f.display()));
            }
        }
        let bytes = std::fs::read(&path).map_err(|e| format!("cannot not open file '{shown}': {}", errno_text(&e)))?;
        let mut text = String::from_utf8_lossy(&bytes).into_owned();
        if let Some(t) = text.strip_prefix('\u{feff}') {
            text = t.to_string();
        }
        let toks = tokenize_gnu(&text);
        let added = toks.len();
        for rec in stack.iter_mut() {
            rec.1 = rec.1 + added - 1;
        }
        stack.push((path, i + added));
        args.splice(i..=i, toks);
    }
    Ok(args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gnu_tokenizer() {
        assert_eq!(tokenize_gnu("a b\t c\n"), ["a", "b", "c"]);
        assert_eq!(tokenize_gnu(r#""a b" 'c d' e\ f"#), ["a b", "c d", "e f"]);
        assert_eq!(tokenize_gnu(r#"x"y z"w"#), ["xy zw"]);
        assert_eq!(tokenize_gnu(r#""" '' a"#), ["a"]);
        assert_eq!(tokenize_gnu(r#""a\"b" 'c\'d'"#), ["a\"b", "c'd"]);
        assert_eq!(tokenize_gnu("\"unterminated x"), ["unterminated x"]);
        assert_eq!(tokenize_gnu("trail\\"), ["trail\\"]);
    }
}
