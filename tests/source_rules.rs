//! Rules about the source tree itself, checked by reading `src/`:
//! `unsafe` only in `src/mc/`, each use with a `SAFETY:` comment (or a
//! `# Safety` doc section for an `unsafe fn`) just above it.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

fn sources() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files
        .into_iter()
        .map(|p| {
            let rel = p.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
            (rel, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

/// The code of a line: without its `//` comment and string literals'
/// contents (good enough for this tree: no `//` inside strings matters here).
fn code_of(line: &str) -> String {
    let mut out = String::new();
    let mut in_str = false;
    let mut prev = ' ';
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if in_str {
            if c == '"' && prev != '\\' {
                in_str = false;
                out.push('"');
            }
            prev = if prev == '\\' && c == '\\' { ' ' } else { c };
            continue;
        }
        if c == '/' && chars.peek() == Some(&'/') {
            break;
        }
        if c == '"' {
            in_str = true;
        }
        out.push(c);
        prev = c;
    }
    out
}

/// Whether the code of a line uses `unsafe` (a block, impl, fn or extern).
fn has_unsafe(code: &str) -> bool {
    let mut rest = code;
    while let Some(i) = rest.find("unsafe") {
        let before_ok = rest[..i].chars().next_back().is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        let after = rest[i + "unsafe".len()..].trim_start();
        let word_end = rest[i + "unsafe".len()..].chars().next().is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        if before_ok
            && word_end
            && (after.starts_with('{') || after.starts_with("impl") || after.starts_with("fn") || after.starts_with("extern"))
        {
            return true;
        }
        rest = &rest[i + "unsafe".len()..];
    }
    false
}

fn is_fn_signature(code: &str) -> bool {
    let t = code.trim_start();
    let t = t.strip_prefix("pub(crate) ").or_else(|| t.strip_prefix("pub(super) ")).or_else(|| t.strip_prefix("pub ")).unwrap_or(t);
    let t = t.strip_prefix("unsafe ").unwrap_or(t);
    let t = t.strip_prefix("extern \"C\" ").unwrap_or(t);
    t.starts_with("fn ")
}

/// Whether the `unsafe` on line `at` has its justification: a `SAFETY:`
/// comment on that line or in the lines above it within the same statement
/// or comment block (stopping at a blank line, at the signature of the
/// enclosing function, or after 12 lines).
fn justified(lines: &[&str], at: usize) -> bool {
    let own = lines[at];
    if own.contains("SAFETY:") {
        return true;
    }
    for k in (at.saturating_sub(12)..at).rev() {
        let l = lines[k];
        if l.contains("SAFETY:") || l.contains("# Safety") {
            return true;
        }
        if l.trim().is_empty() || is_fn_signature(&code_of(l)) {
            return false;
        }
    }
    false
}

#[test]
fn unsafe_only_in_mc_and_each_with_a_safety_comment() {
    let mut problems = Vec::new();
    let mut seen = 0;
    for (path, text) in sources() {
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            if !has_unsafe(&code_of(line)) {
                continue;
            }
            seen += 1;
            if !path.starts_with("src/mc/") {
                problems.push(format!("{path}:{}: `unsafe` outside src/mc/", i + 1));
            } else if !justified(&lines, i) {
                problems.push(format!("{path}:{}: `unsafe` without a SAFETY comment above it", i + 1));
            }
        }
    }
    // The scan sees the shim's wrappers (so it is not vacuously green).
    assert!(seen > 50, "only {seen} unsafe uses found: is the scan broken?");
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_unsafe_scan_tells_code_from_comments_and_strings() {
    assert!(has_unsafe("    let x = unsafe { f() };"));
    assert!(has_unsafe("unsafe impl Send for T {}"));
    assert!(has_unsafe("    unsafe fn read(p: *mut u8) {"));
    assert!(!has_unsafe(&code_of("    // an unsafe { block } in a comment")));
    assert!(!has_unsafe(&code_of("    OptSpec::lib(\"enable-unsafe-globalsmodref-alias-results\", Kind::Bool),")));
    assert!(!has_unsafe("#![deny(unsafe_code)]"));
    let lines = ["fn f() {", "    // SAFETY: fine.", "    unsafe { g() }", "}", "fn h() {", "    unsafe { g() }", "}"];
    assert!(justified(&lines, 2));
    assert!(!justified(&lines, 5));
}
