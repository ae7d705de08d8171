//! The benchmark document llvm-exegesis writes through LLVM's YAML output
//! (keys padded to 16 columns, scalars quoted by LLVM's rules).

use super::gen::RegValue;
use super::instr::Val;

/// LLVM yaml::needsQuotes for a plain string scalar.
fn quoting(s: &str) -> u8 {
    // 0 none, 1 single, 2 double
    if s.is_empty() {
        return 1;
    }
    let mut q = 0u8;
    let b = s.as_bytes();
    let is_space = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r');
    if is_space(b[0]) || is_space(b[b.len() - 1]) {
        q = 1;
    }
    if is_null(s) || is_bool(s) || is_numeric(s) {
        q = 1;
    }
    if br#"-?:\,[]{}#&*!|>'"%@`"#.contains(&b[0]) {
        q = 1;
    }
    for &c in b {
        if c.is_ascii_alphanumeric() {
            continue;
        }
        match c {
            b'_' | b'-' | b'^' | b'.' | b',' | b' ' | b'\t' => {}
            b'\n' | b'\r' => q = q.max(1),
            0x7f => return 2,
            _ => {
                if c <= 0x1f || c & 0x80 != 0 {
                    return 2;
                }
                q = q.max(1);
            }
        }
    }
    q
}

fn is_null(s: &str) -> bool {
    matches!(s, "null" | "Null" | "NULL" | "~")
}

fn is_bool(s: &str) -> bool {
    matches!(s, "true" | "True" | "TRUE" | "false" | "False" | "FALSE")
}

fn is_numeric(s: &str) -> bool {
    // YAML 1.2 core schema numbers, as LLVM's isNumeric accepts them.
    let t = s.strip_prefix(['-', '+']).unwrap_or(s);
    if matches!(t, ".inf" | ".Inf" | ".INF") || matches!(s, ".nan" | ".NaN" | ".NAN") {
        return true;
    }
    if let Some(h) = s.strip_prefix("0x") {
        return !h.is_empty() && h.bytes().all(|c| c.is_ascii_hexdigit());
    }
    if let Some(o) = s.strip_prefix("0o") {
        return !o.is_empty() && o.bytes().all(|c| (b'0'..=b'7').contains(&c));
    }
    let b = t.as_bytes();
    let mut i = 0;
    let digits = |i: &mut usize| {
        let st = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i - st
    };
    let int_digits = digits(&mut i);
    let mut frac_digits = 0;
    if i < b.len() && b[i] == b'.' {
        i += 1;
        frac_digits = digits(&mut i);
    }
    if int_digits + frac_digits == 0 {
        return false;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        if digits(&mut i) == 0 {
            return false;
        }
    }
    i == b.len()
}

pub fn scalar(s: &str) -> String {
    match quoting(s) {
        0 => s.to_string(),
        1 => format!("'{}'", s.replace('\'', "''")),
        _ => {
            let mut o = String::from("\"");
            for ch in s.chars() {
                match ch {
                    '"' => o.push_str("\\\""),
                    '\\' => o.push_str("\\\\"),
                    '\n' => o.push_str("\\n"),
                    '\t' => o.push_str("\\t"),
                    '\r' => o.push_str("\\r"),
                    c if (c as u32) < 0x20 || c as u32 == 0x7f => o.push_str(&format!("\\x{:02X}", c as u32)),
                    c => o.push(c),
                }
            }
            o.push('"');
            o
        }
    }
}

fn key(indent: usize, k: &str) -> String {
    let pad = if k.len() < 16 { 16 - k.len() } else { 1 };
    format!("{}{}:{}", " ".repeat(indent), k, " ".repeat(pad))
}

pub struct Doc<'a> {
    pub mode: &'a str,
    pub insts: Vec<String>,
    pub config: &'a str,
    pub reg_init: Vec<String>,
    pub cpu: &'a str,
    pub triple: &'a str,
    pub min_instructions: u32,
    pub error: &'a str,
    pub info: &'a str,
    /// (key, value, per_snippet_value), printed with `%g` as LLVM's YAML
    /// writer prints doubles.
    pub measurements: Vec<(String, String, String)>,
    pub snippet: &'a [u8],
}

pub fn inst_text(name: &str, ops: &[Val], reg_name: &dyn Fn(u32) -> String) -> String {
    let mut s = name.to_string();
    for v in ops {
        s.push(' ');
        match v {
            Val::Reg(0) => s.push_str("%noreg"),
            Val::Reg(r) => s.push_str(&reg_name(*r)),
            Val::Imm(i) => s.push_str(&format!("i_0x{:x}", *i as u64)),
            Val::Invalid => s.push_str("INVALID"),
        }
    }
    s
}

pub fn reg_value_text(rv: &RegValue, reg_name: &dyn Fn(u32) -> String) -> String {
    let name = if rv.reg == 0 { "%noreg".to_string() } else { reg_name(rv.reg) };
    format!("{}=0x{}", name, rv.hex())
}

fn seq(out: &mut String, indent: usize, k: &str, items: &[String]) {
    if items.is_empty() {
        out.push_str(&format!("{}[]\n", key(indent, k)));
        return;
    }
    out.push_str(&format!("{}{}:\n", " ".repeat(indent), k));
    for it in items {
        out.push_str(&format!("{}  - {}\n", " ".repeat(indent), format!("'{}'", it.replace('\'', "''"))));
    }
}

impl Doc<'_> {
    pub fn render(&self) -> String {
        let mut o = String::from("---\n");
        o.push_str(&format!("{}{}\n", key(0, "mode"), scalar(self.mode)));
        o.push_str("key:\n");
        seq(&mut o, 2, "instructions", &self.insts);
        o.push_str(&format!("{}{}\n", key(2, "config"), scalar(self.config)));
        seq(&mut o, 2, "register_initial_values", &self.reg_init);
        o.push_str(&format!("{}{}\n", key(0, "cpu_name"), scalar(self.cpu)));
        o.push_str(&format!("{}{}\n", key(0, "llvm_triple"), scalar(self.triple)));
        o.push_str(&format!("{}{}\n", key(0, "min_instructions"), self.min_instructions));
        if self.measurements.is_empty() {
            o.push_str(&format!("{}[]\n", key(0, "measurements")));
        } else {
            o.push_str("measurements:\n");
            for (k, v, s) in &self.measurements {
                o.push_str(&format!("  - {{ key: {}, value: {v}, per_snippet_value: {s} }}\n", scalar(k)));
            }
        }
        o.push_str(&format!("{}{}\n", key(0, "error"), scalar(self.error)));
        o.push_str(&format!("{}{}\n", key(0, "info"), scalar(self.info)));
        let hex: String = self.snippet.iter().map(|b| format!("{b:02X}")).collect();
        o.push_str(&format!("{}{}\n", key(0, "assembled_snippet"), scalar(&hex)));
        o.push_str("...\n");
        o
    }
}
