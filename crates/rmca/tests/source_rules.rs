//! Rules about the workspace's source tree, checked by reading every
//! crate's `src/` (this crate's and the tools'):
//!
//! - `unsafe` only in a library crate's `src/mc/` (rmca's and
//!   rmca-exegesis's), each use with a `SAFETY:`
//!   comment (or a `# Safety` doc section for an `unsafe fn`) just above it;
//! - no import cycle between a crate's top-level modules (a file or folder
//!   directly in its `src/`; an edge wherever its files name
//!   `crate::other`, comments included);
//! - no import cycle between files, with every form of path resolved:
//!   `crate::`, `super::`, `self::` and paths through a child module
//!   (`steady::Sig` inside `pipeline/`).

use std::collections::{BTreeMap, BTreeSet, HashMap};
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

/// The workspace's crates: (name, folder), read from the folders beside
/// this one that hold a `Cargo.toml` and a `src/` (the module scans skip
/// the one-file build-support crate).
fn crates() -> Vec<(String, PathBuf)> {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for e in std::fs::read_dir(here.parent().unwrap()).unwrap() {
        let dir = e.unwrap().path();
        if dir.join("Cargo.toml").exists() && dir.join("src").is_dir() {
            out.push((dir.file_name().unwrap().to_string_lossy().into_owned(), dir));
        }
    }
    out.sort();
    assert!(out.len() >= 2, "expected the library and the tools crates, found {out:?}");
    out
}

/// Every Rust file of a crate's `src/` as (path relative to the crate,
/// text).
fn sources_of(root: &Path) -> Vec<(String, String)> {
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

/// Where `unsafe` may be: the FFI folders of the two library crates.
const UNSAFE_FOLDERS: &[&str] = &["rmca/src/mc/", "rmca-exegesis/src/mc/"];

#[test]
fn unsafe_only_in_mc_and_each_with_a_safety_comment() {
    let mut problems = Vec::new();
    let mut seen = 0;
    for (krate, root) in crates() {
      for (path, text) in sources_of(&root) {
        let path = format!("{krate}/{path}");
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            if !has_unsafe(&code_of(line)) {
                continue;
            }
            seen += 1;
            if !UNSAFE_FOLDERS.iter().any(|f| path.starts_with(f)) {
                problems.push(format!("{path}:{}: `unsafe` outside {UNSAFE_FOLDERS:?}", i + 1));
            } else if !justified(&lines, i) {
                problems.push(format!("{path}:{}: `unsafe` without a SAFETY comment above it", i + 1));
            }
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

// ---- import cycles between a crate's top-level modules ------------------

/// The top-level module a file belongs to (`src/a.rs`, `src/a/…` → `a`);
/// None for the crate root and the binaries.
fn top_module(path: &str) -> Option<String> {
    let rel = path.strip_prefix("src/")?;
    if rel.starts_with("bin/") || rel == "lib.rs" || rel == "main.rs" {
        return None;
    }
    Some(rel.split('/').next()?.trim_end_matches(".rs").to_string())
}

/// Edges between a crate's top-level modules: `a -> b` when a file of `a`
/// names `crate::b` anywhere in its text (code, comments or docs alike).
fn module_edges(files: &[(String, String)]) -> BTreeMap<String, BTreeSet<String>> {
    let modules: BTreeSet<String> = files.iter().filter_map(|(p, _)| top_module(p)).collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (path, text) in files {
        let Some(from) = top_module(path) else { continue };
        let set = edges.entry(from.clone()).or_default();
        let mut rest = text.as_str();
        while let Some(i) = rest.find("crate::") {
            let before_ok = rest[..i].chars().next_back().is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
            let tail = &rest[i + "crate::".len()..];
            let end = tail.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(tail.len());
            let name = &tail[..end];
            if before_ok && name != from && modules.contains(name) {
                set.insert(name.to_string());
            }
            rest = &rest[i + "crate::".len()..];
        }
    }
    edges
}

#[test]
fn no_import_cycles_between_top_level_modules() {
    let mut report = Vec::new();
    let mut total = 0;
    for (krate, root) in crates().into_iter().filter(|(_, root)| sources_of(root).len() > 1) {
        let edges = module_edges(&sources_of(&root));
        let n: usize = edges.values().map(|s| s.len()).sum();
        assert!(n > 0, "{krate}: no edge between modules: is the scan broken?");
        total += n;
        for c in cycles(&edges) {
            let detail: Vec<String> = c
                .iter()
                .map(|m| format!("  {m} -> {}", edges[m].iter().filter(|t| c.contains(t)).cloned().collect::<Vec<_>>().join(", ")))
                .collect();
            report.push(format!("{krate}: cycle among modules {}:\n{}", c.join(", "), detail.join("\n")));
        }
    }
    assert!(total > 30, "only {total} edges between modules: is the scan broken?");
    assert!(report.is_empty(), "\n{}", report.join("\n"));
}

#[test]
fn the_module_scan_reads_comments_too() {
    let files = vec![
        ("src/a.rs".to_string(), "//! See `crate::b::X`.\nfn f() {}\n".to_string()),
        ("src/b/mod.rs".to_string(), "use crate::a::f;\nuse crate::abc;\n".to_string()),
        ("src/lib.rs".to_string(), "pub mod a; pub mod b; use crate::a::f;\n".to_string()),
    ];
    let edges = module_edges(&files);
    assert_eq!(edges["a"], BTreeSet::from(["b".to_string()]));
    assert_eq!(edges["b"], BTreeSet::from(["a".to_string()]));
    assert_eq!(cycles(&edges).len(), 1);
}

// ---- import cycles between files --------------------------------------------

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

/// The names of the modules a file declares (`mod x;`, `pub mod x;`, and
/// inline `mod x { … }`), at any nesting: a path starting with one of
/// them is relative to the module that declares it.
fn declared_modules(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in code_lines(text) {
        let t = line.trim_start();
        let t = t.strip_prefix("pub(crate) ").or_else(|| t.strip_prefix("pub(super) ")).or_else(|| t.strip_prefix("pub ")).unwrap_or(t);
        if let Some(rest) = t.strip_prefix("mod ") {
            let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !name.is_empty() {
                out.insert(name);
            }
        }
    }
    out
}

/// Every path a file names through `crate::`, `super::`, `self::` or one
/// of the modules it declares (in `use` trees, braces expanded, and
/// inline), as absolute module paths.
fn referenced_paths(file_mod: &[String], text: &str) -> Vec<Vec<String>> {
    let lines = code_lines(text);
    let children = declared_modules(text);
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
                    if let Some(abs) = absolute(&here, file_mod, &children, &p) {
                        out.push(abs);
                    }
                }
            }
        } else {
            // Inline paths: every `name::…` whose first name is a path
            // keyword or a declared module.
            let b = line.as_bytes();
            let mut i = 0;
            while i < b.len() {
                let starts_word = (b[i].is_ascii_alphabetic() || b[i] == b'_')
                    && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] == b':'));
                if !starts_word {
                    i += 1;
                    continue;
                }
                let end = line[i..].find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).map_or(line.len(), |e| i + e);
                let path = &line[i..end];
                if path.contains("::") {
                    let segs: Vec<String> = path.split("::").filter(|s| !s.is_empty()).map(String::from).collect();
                    if let Some(abs) = absolute(&here, file_mod, &children, &segs) {
                        out.push(abs);
                    }
                }
                i = end.max(i + 1);
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

/// An absolute module path for `segs` seen from module `here` (in the file
/// of module `file_mod`, which declares the modules `children`); None for
/// paths into other crates and the standard library.
fn absolute(here: &[String], file_mod: &[String], children: &BTreeSet<String>, segs: &[String]) -> Option<Vec<String>> {
    let mut it = segs.iter().peekable();
    let mut base: Vec<String> = match it.peek().map(|s| s.as_str()) {
        Some("crate") => {
            it.next();
            Vec::new()
        }
        Some("super") | Some("self") => here.to_vec(),
        // A module this file declares: relative to the file's module (an
        // inline module's own children are not told apart from the file's;
        // both live in this file).
        Some(name) if children.contains(name) => file_mod.to_vec(),
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

/// File-level edges of one crate: each file to the files whose modules it
/// names.
fn file_edges(files: &[(String, String)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut by_mod = HashMap::new();
    for (path, _) in files {
        if let Some(m) = module_of(path) {
            by_mod.insert(m, path.clone());
        }
    }
    let mut edges = BTreeMap::new();
    for (path, text) in files {
        let Some(m) = module_of(path) else { continue };
        let set: &mut BTreeSet<String> = edges.entry(path.clone()).or_default();
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

/// Every cycle's members (strongly connected components of more than one
/// node).
fn cycles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let reach = |from: &String| {
        let mut seen = BTreeSet::new();
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
    let reachable: BTreeMap<&String, _> = edges.keys().map(|f| (f, reach(f))).collect();
    let mut done = BTreeSet::new();
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
    let mut report = Vec::new();
    for (krate, root) in crates().into_iter().filter(|(_, root)| sources_of(root).len() > 1) {
        let edges = file_edges(&sources_of(&root));
        let n: usize = edges.values().map(|s| s.len()).sum();
        assert!(n > 20, "{krate}: only {n} edges between files: is the scan broken?");
        for c in cycles(&edges) {
            let detail: Vec<String> = c
                .iter()
                .map(|f| format!("  {f} -> {}", edges[f].iter().filter(|t| c.contains(t)).cloned().collect::<Vec<_>>().join(", ")))
                .collect();
            report.push(format!("{krate}: cycle among {} files:\n{}", c.len(), detail.join("\n")));
        }
    }
    assert!(report.is_empty(), "\n{}", report.join("\n"));
}

#[test]
fn the_import_scan_resolves_every_path_form() {
    let here = vec!["pipeline".to_string(), "events".to_string()];
    let none = BTreeSet::new();
    assert_eq!(expand_use("crate::a::{b, c::{d, e as f}}").len(), 3);
    assert_eq!(
        absolute(&here, &here, &none, &["super".into(), "steady".into(), "Sig".into()]),
        Some(vec!["pipeline".into(), "steady".into(), "Sig".into()])
    );
    assert_eq!(absolute(&here, &here, &none, &["std".into(), "fmt".into()]), None);
    let refs = referenced_paths(&here, "use super::x::Y;\nfn f() { crate::a::b(); }\nmod tests {\n    use super::*;\n}\n");
    assert_eq!(
        refs,
        vec![vec!["pipeline".to_string(), "x".into(), "Y".into()], vec!["a".into(), "b".into()], vec!["pipeline".into(), "events".into(), "*".into()]]
    );
    // Child-relative paths, in `use` and inline.
    let pipeline = vec!["pipeline".to_string()];
    let text = "pub mod steady;\nmod units;\nuse steady::Sig;\nfn f() { let g = units::lsu::GroupRanks::new(); std::mem::drop(g); }\n";
    let refs = referenced_paths(&pipeline, text);
    assert!(refs.contains(&vec!["pipeline".to_string(), "steady".into(), "Sig".into()]), "{refs:?}");
    assert!(refs.contains(&vec!["pipeline".to_string(), "units".into(), "lsu".into(), "GroupRanks".into(), "new".into()]), "{refs:?}");
    assert!(!refs.iter().any(|r| r.first().is_some_and(|s| s == "std" || s == "mem")), "{refs:?}");
    // A cycle through a child-relative path is found.
    let files = vec![
        ("src/lib.rs".to_string(), "pub mod p;\n".to_string()),
        ("src/p/mod.rs".to_string(), "pub mod s;\nfn f() { s::g(); }\n".to_string()),
        ("src/p/s.rs".to_string(), "use super::f;\npub fn g() {}\n".to_string()),
    ];
    assert_eq!(cycles(&file_edges(&files)), vec![vec!["src/p/mod.rs".to_string(), "src/p/s.rs".to_string()]]);
}

// ---- ARCHITECTURE.md's other claims -----------------------------------------

/// The two library crates (the llvm-mca library and llvm-exegesis's).
const LIBRARIES: &[&str] = &["rmca", "rmca-exegesis"];

#[test]
fn a_mod_rs_only_lists_and_re_exports_except_a_targets_own() {
    let mut problems = Vec::new();
    let mut seen = 0;
    for (krate, root) in crates() {
        for (path, text) in sources_of(&root) {
            if !path.ends_with("/mod.rs") {
                continue;
            }
            // `targets/<arch>/mod.rs` is that target's implementation.
            let parts: Vec<&str> = path.split('/').collect();
            if parts.len() >= 4 && parts[parts.len() - 3] == "targets" {
                continue;
            }
            seen += 1;
            for (i, line) in code_lines(&text).iter().enumerate() {
                let t = line.trim();
                let listing = t.is_empty()
                    || t.starts_with("#[")
                    || t.starts_with("#![")
                    || ["pub mod ", "mod ", "pub(crate) mod ", "pub use ", "use ", "pub(crate) use "].iter().any(|p| t.starts_with(p))
                    // A `use` list spread over lines.
                    || t.ends_with(',') || t == "};" || t.ends_with("::{") || t.ends_with('}') && !t.contains('(');
                if !listing {
                    problems.push(format!("{krate}/{path}: code line {}: {t}", i + 1));
                }
            }
        }
    }
    assert!(seen > 8, "only {seen} mod.rs files seen");
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_libraries_read_the_built_llvm_only_in_their_defaults() {
    // The LLVM built against is read as a value: `LlvmBehaviour::BUILT` is
    // named only where the behaviour table is (its `Default`), and the
    // libraries hold no version cfg.
    let mut problems = Vec::new();
    for (krate, root) in crates().into_iter().filter(|(k, _)| LIBRARIES.contains(&k.as_str())) {
        for (path, text) in sources_of(&root) {
            for (i, line) in code_lines(&text).iter().enumerate() {
                let reads_built = line.contains("LlvmBehaviour::BUILT") || line.contains("Self::BUILT") && path.ends_with("llvm_version.rs");
                if reads_built && !path.ends_with("src/llvm_version.rs") {
                    problems.push(format!("{krate}/{path}:{}: reads LlvmBehaviour::BUILT", i + 1));
                }
                if line.contains("rmca_llvm_ge") || line.contains("rmca_llvm_major") {
                    problems.push(format!("{krate}/{path}:{}: a version cfg", i + 1));
                }
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_libraries_print_nothing_and_never_end_the_process() {
    // stdio and the process's exit belong to the commands; signal
    // handlers only to the forked child that runs generated code (under
    // an `mc/` folder).
    let forbidden = ["println!", "eprintln!", "print!(", "eprint!(", "process::exit", "io::stdout", "io::stderr", "io::stdin", "process::abort"];
    let mut problems = Vec::new();
    for (krate, root) in crates().into_iter().filter(|(k, _)| LIBRARIES.contains(&k.as_str())) {
        for (path, text) in sources_of(&root) {
            for (i, line) in code_lines(&text).iter().enumerate() {
                for f in forbidden {
                    if line.contains(f) {
                        problems.push(format!("{krate}/{path}:{}: {f}", i + 1));
                    }
                }
                if (line.contains("libc::signal") || line.contains("libc::sigaction")) && !path.contains("/mc/") {
                    problems.push(format!("{krate}/{path}:{}: a signal handler outside mc/", i + 1));
                }
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn crate_dependencies_go_one_way() {
    // The llvm-mca library depends on no other rmca crate; llvm-exegesis's
    // on the llvm-mca library only; neither on the command-line crates.
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf();
    let deps = |krate: &str| -> BTreeSet<String> {
        let text = std::fs::read_to_string(here.join(krate).join("Cargo.toml")).unwrap();
        let mut out = BTreeSet::new();
        let mut section = String::new();
        for line in text.lines() {
            let t = line.trim();
            if t.starts_with('[') {
                section = t.to_string();
            } else if section == "[dependencies]" {
                if let Some(name) = t.split(['=', '.']).next().map(str::trim).filter(|n| !n.is_empty() && !n.starts_with('#')) {
                    out.insert(name.to_string());
                }
            }
        }
        out
    };
    let (mca, exe) = (deps("rmca"), deps("rmca-exegesis"));
    assert!(mca.contains("thiserror") && exe.contains("rmca"), "the scan read nothing: {mca:?} {exe:?}");
    for (krate, d) in [("rmca", &mca), ("rmca-exegesis", &exe)] {
        for banned in ["rmca-tools", "clap", "indicatif"] {
            assert!(!d.contains(banned), "{krate} depends on {banned}");
        }
    }
    assert!(!mca.contains("rmca-exegesis"), "the llvm-mca library depends on rmca-exegesis");
}
