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

// ---- import cycles between files -------------------------------------------

/// The module path of a file under `src/` (`src/a/b.rs` and `src/a/b/mod.rs`
/// are `a::b`; `src/lib.rs` is the crate root; binaries are skipped).
fn module_of(path: &str) -> Option<Vec<String>> {
    let rel = path.strip_prefix("src/")?.strip_suffix(".rs")?;
    if rel.starts_with("bin/") {
        return None;
    }
    let mut parts: Vec<String> = rel.split('/').map(String::from).collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    Some(parts)
}

/// Code with comments, string and char literals blanked, line by line.
fn code_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| {
            let code = code_of(l);
            // Blank char literals such as '{' (not lifetimes).
            let b: Vec<char> = code.chars().collect();
            let mut out = String::new();
            let mut i = 0;
            while i < b.len() {
                if b[i] == '\'' && i + 2 < b.len() && b[i + 2] == '\'' {
                    out.push_str("' '");
                    i += 3;
                } else if b[i] == '\'' && i + 3 < b.len() && b[i + 1] == '\\' && b[i + 3] == '\'' {
                    out.push_str("' '");
                    i += 4;
                } else {
                    out.push(b[i]);
                    i += 1;
                }
            }
            out
        })
        .collect()
}

/// Every path a file names through `crate::`, `super::` or `self::` (in
/// `use` trees, braces expanded, and inline), as absolute module paths.
fn referenced_paths(file_mod: &[String], text: &str) -> Vec<Vec<String>> {
    let lines = code_lines(text);
    let mut out = Vec::new();
    // Inline modules (`mod tests { ... }`) shift what `super`/`self` mean.
    let mut inline: Vec<(String, i64)> = Vec::new();
    let mut depth: i64 = 0;
    let mut use_buf: Option<String> = None;
    for line in &lines {
        let here: Vec<String> = file_mod.iter().cloned().chain(inline.iter().map(|(n, _)| n.clone())).collect();
        let t = line.trim_start();
        let t2 = t.strip_prefix("pub(crate) ").or_else(|| t.strip_prefix("pub(super) ")).or_else(|| t.strip_prefix("pub ")).unwrap_or(t);
        if let Some(rest) = t2.strip_prefix("mod ") {
            if let Some(name) = rest.strip_suffix('{').map(str::trim) {
                inline.push((name.to_string(), depth));
            }
        }
        // `use` statements, possibly over several lines.
        if use_buf.is_none() && (t2.starts_with("use ")) {
            use_buf = Some(String::new());
        }
        if let Some(buf) = use_buf.as_mut() {
            buf.push_str(line);
            buf.push(' ');
            if line.contains(';') {
                let stmt = std::mem::take(buf);
                use_buf = None;
                let tree = stmt.trim().trim_start_matches("pub(crate) ").trim_start_matches("pub(super) ").trim_start_matches("pub ");
                let tree = tree.trim_start_matches("use ").trim_end_matches(|c: char| c == ';' || c.is_whitespace());
                for p in expand_use(tree) {
                    if let Some(abs) = absolute(&here, &p) {
                        out.push(abs);
                    }
                }
            }
        } else {
            // Inline paths.
            for start in ["crate::", "super::", "self::"] {
                let mut rest = line.as_str();
                while let Some(i) = rest.find(start) {
                    let prev_ok = rest[..i].chars().next_back().is_none_or(|c| !(c.is_alphanumeric() || c == '_' || c == ':'));
                    let tail = &rest[i..];
                    let end = tail.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).unwrap_or(tail.len());
                    if prev_ok {
                        let segs: Vec<String> = tail[..end].split("::").filter(|s| !s.is_empty()).map(String::from).collect();
                        if let Some(abs) = absolute(&here, &segs) {
                            out.push(abs);
                        }
                    }
                    rest = &rest[i + start.len()..];
                }
            }
        }
        for c in line.chars() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if inline.last().is_some_and(|&(_, d)| d == depth) {
                        inline.pop();
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// The paths of a `use` tree (`a::{b, c::{d, e}}` → a::b, a::c::d, a::c::e).
fn expand_use(tree: &str) -> Vec<Vec<String>> {
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    fn go(prefix: &[String], t: &str, out: &mut Vec<Vec<String>>) {
        if let Some(open) = t.find('{') {
            let head: Vec<String> = t[..open].split("::").filter(|s| !s.is_empty()).map(String::from).collect();
            let inner = &t[open + 1..t.rfind('}').unwrap_or(t.len())];
            let mut level = 0;
            let mut startp = 0;
            let mut items = Vec::new();
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => level += 1,
                    '}' => level -= 1,
                    ',' if level == 0 => {
                        items.push(&inner[startp..i]);
                        startp = i + 1;
                    }
                    _ => {}
                }
            }
            items.push(&inner[startp..]);
            let p: Vec<String> = prefix.iter().cloned().chain(head).collect();
            for it in items.into_iter().filter(|s| !s.is_empty()) {
                go(&p, it, out);
            }
        } else {
            let t = t.split(" as ").next().unwrap_or(t);
            let t = t.split("as").next().filter(|_| t.contains("::as")).unwrap_or(t);
            let segs: Vec<String> = prefix.iter().cloned().chain(t.split("::").filter(|s| !s.is_empty()).map(String::from)).collect();
            out.push(segs);
        }
    }
    let mut out = Vec::new();
    go(&[], &tree, &mut out);
    out
}

/// An absolute module path for `segs` seen from module `here`; None for
/// paths into other crates.
fn absolute(here: &[String], segs: &[String]) -> Option<Vec<String>> {
    let mut it = segs.iter().peekable();
    let mut base: Vec<String> = match it.peek().map(|s| s.as_str()) {
        Some("crate") => {
            it.next();
            Vec::new()
        }
        Some("super") | Some("self") => here.to_vec(),
        _ => return None,
    };
    while let Some(s) = it.peek() {
        match s.as_str() {
            "super" => {
                base.pop();
            }
            "self" => {}
            _ => break,
        }
        it.next();
    }
    base.extend(it.map(|s| s.trim_end_matches("as").to_string()));
    Some(base)
}

/// File-level edges: each file to the files whose modules it names.
fn file_edges() -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    let files = sources();
    let mut by_mod = std::collections::HashMap::new();
    for (path, _) in &files {
        if let Some(m) = module_of(path) {
            by_mod.insert(m, path.clone());
        }
    }
    let mut edges = std::collections::BTreeMap::new();
    for (path, text) in &files {
        let Some(m) = module_of(path) else { continue };
        let set: &mut std::collections::BTreeSet<String> = edges.entry(path.clone()).or_default();
        for p in referenced_paths(&m, text) {
            // The longest prefix that is a file of its own.
            let target = (0..=p.len()).rev().find_map(|n| by_mod.get(&p[..n]));
            if let Some(t) = target {
                if t != path && module_of(t).is_some_and(|tm| !tm.is_empty()) {
                    set.insert(t.clone());
                }
            }
        }
    }
    edges
}

/// Every cycle's files (strongly connected components of more than one file).
fn cycles(edges: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>) -> Vec<Vec<String>> {
    let reach = |from: &String| {
        let mut seen = std::collections::BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(f) = stack.pop() {
            for t in edges.get(&f).into_iter().flatten() {
                if seen.insert(t.clone()) {
                    stack.push(t.clone());
                }
            }
        }
        seen
    };
    let reachable: std::collections::BTreeMap<&String, _> = edges.keys().map(|f| (f, reach(f))).collect();
    let mut done = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    for f in edges.keys() {
        if done.contains(f) || !reachable[f].contains(f) {
            continue;
        }
        let comp: Vec<String> = edges.keys().filter(|g| reachable[f].contains(*g) && reachable[*g].contains(f)).cloned().collect();
        done.extend(comp.iter().cloned());
        out.push(comp);
    }
    out
}

#[test]
fn no_import_cycles_between_files() {
    let edges = file_edges();
    let n: usize = edges.values().map(|s| s.len()).sum();
    assert!(n > 200, "only {n} edges between files: is the scan broken?");
    let found: Vec<Vec<String>> =
        cycles(&edges);
    let text: Vec<String> = found
        .iter()
        .map(|c| {
            let detail: Vec<String> = c
                .iter()
                .map(|f| format!("  {f} -> {}", edges[f].iter().filter(|t| c.contains(t)).cloned().collect::<Vec<_>>().join(", ")))
                .collect();
            format!("cycle among {} files:\n{}", c.len(), detail.join("\n"))
        })
        .collect();
    assert!(found.is_empty(), "\n{}", text.join("\n"));
}

#[test]
fn the_import_scan_resolves_paths() {
    let here = vec!["pipeline".to_string(), "events".to_string()];
    assert_eq!(expand_use("crate::a::{b, c::{d, e as f}}").len(), 3);
    assert_eq!(absolute(&here, &["super".into(), "steady".into(), "Sig".into()]), Some(vec!["pipeline".into(), "steady".into(), "Sig".into()]));
    assert_eq!(absolute(&here, &["std".into(), "fmt".into()]), None);
    let refs = referenced_paths(&here, "use super::x::Y;\nfn f() { crate::a::b(); }\nmod tests {\n    use super::*;\n}\n");
    assert_eq!(refs, vec![vec!["pipeline".to_string(), "x".into(), "Y".into()], vec!["a".into(), "b".into()], vec!["pipeline".into(), "events".into(), "*".into()]]);
}
