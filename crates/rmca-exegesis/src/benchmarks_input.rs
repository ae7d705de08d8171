//! What llvm-exegesis refuses when it reads a benchmarks file for
//! `-mode=analysis`, and what it says: an unknown opcode, register or
//! operand in a benchmark's instructions or initial register values, and a
//! key that its YAML mapping does not know.
//!
//! Up to LLVM 22 the first such problem ends the reading with a YAML
//! diagnostic at that place (`FILE:LINE:COL: error: ...`, the line, a
//! caret) and "llvm-exegesis: 'FILE': Invalid argument". From LLVM 23
//! (#201162) a benchmark with unknown names is skipped with a warning
//! (suggesting an opcode one edit away, #203463) and the others are kept;
//! an unknown key still ends the reading.

use super::analysis::{Point, Span};
use rmca::llvm_hash_order::{dense_map_order, string_map_order};
use rmca::suggest::edit_distance;

/// The keys of a benchmark document, and of its `key:` mapping.
const TOP_KEYS: &[&str] = &[
    "mode", "key", "cpu_name", "llvm_triple", "num_repetitions", "min_instructions", "measurements", "error", "info",
    "assembled_snippet",
];
const KEY_KEYS: &[&str] = &["instructions", "config", "register_initial_values"];

/// The names llvm-exegesis resolves while reading.
pub struct Names<'a> {
    /// Every opcode name, by opcode.
    pub opcodes: &'a [String],
    pub is_opcode: &'a dyn Fn(&str) -> bool,
    /// Register names, and `%noreg`.
    pub is_register: &'a dyn Fn(&str) -> bool,
}

/// The outcome of reading the documents.
pub struct Reading {
    /// The benchmarks kept, in file order.
    pub points: Vec<Point>,
    /// The diagnostics of the reading (YAML errors with their source line,
    /// warnings about skipped entries), as llvm-exegesis words them.
    pub diagnostics: String,
    /// Whether the reading failed (then "Invalid argument" follows).
    pub failed: bool,
}

/// Checks `points` (parsed from `text`, the file named `file`) as
/// llvm-exegesis reads them. `skip_unknown_names`: LLVM 23's behaviour.
pub fn read(points: Vec<Point>, text: &str, file: &str, names: &Names, skip_unknown_names: bool) -> Reading {
    let lines: Vec<&str> = text.lines().collect();
    let diagnostic = |span: Span, message: &str| {
        let source = lines.get(span.line.saturating_sub(1)).copied().unwrap_or("");
        let caret = format!("{}^{}", " ".repeat(span.col.saturating_sub(1)), "~".repeat(span.len.saturating_sub(1)));
        format!("{file}:{}:{}: error: {message}\n{source}\n{caret}\n", span.line, span.col)
    };
    let mut report = String::new();
    let mut kept = Vec::new();
    let mut skipped = 0;
    let mut nearest_cache = NearestOpcode::new(names.opcodes);
    for point in points {
        // The mapping is visited in its declared order: `key:` (its
        // instructions, then its initial values, then its unknown keys),
        // and the document's unknown keys last.
        let mut last_error = String::new();
        let mut scalar_errors = Vec::new();
        for (text, span) in point.insts.iter().zip(&point.source.instructions) {
            scalar_errors.push((*span, instruction_errors(text, names, skip_unknown_names, &mut nearest_cache)));
        }
        for (text, span) in &point.source.register_initial_values {
            scalar_errors.push((*span, initial_value_errors(text, names)));
        }
        for (span, errors) in scalar_errors {
            if errors.is_empty() {
                continue;
            }
            last_error.push_str(&errors);
            if !skip_unknown_names {
                report.push_str(&diagnostic(span, &last_error));
                return Reading { points: Vec::new(), diagnostics: report, failed: true };
            }
        }
        for (keys, known) in [(&point.source.key_keys, KEY_KEYS), (&point.source.top_keys, TOP_KEYS)] {
            if let Some((key, span)) = first_unknown_key(keys, known) {
                report.push_str(&diagnostic(span, &format!("unknown key '{key}'")));
                return Reading { points: Vec::new(), diagnostics: report, failed: true };
            }
        }
        if last_error.is_empty() {
            kept.push(point);
        } else {
            report.push_str(&format!("warning: skipping benchmark entry: {last_error}"));
            skipped += 1;
        }
    }
    if skipped > 0 {
        report.push_str(&format!("warning: skipped {skipped} benchmark entries that could not be parsed\n"));
    }
    Reading { points: kept, diagnostics: report, failed: false }
}

/// The unknown key a YAML mapping reports: the first in its string map's
/// order.
fn first_unknown_key(keys: &[(String, Span)], known: &[&str]) -> Option<(String, Span)> {
    let mut distinct: Vec<&(String, Span)> = Vec::new();
    for k in keys {
        if !distinct.iter().any(|d| d.0 == k.0) {
            distinct.push(k);
        }
    }
    let names: Vec<&str> = distinct.iter().map(|k| k.0.as_str()).collect();
    string_map_order(&names).into_iter().map(|i| distinct[i]).find(|k| !known.contains(&k.0.as_str())).cloned()
}

/// The messages reading one instruction gives (empty: none).
fn instruction_errors(text: &str, names: &Names, suggest: bool, nearest: &mut NearestOpcode) -> String {
    let mut out = String::new();
    let mut pieces = text.split(' ').filter(|p| !p.is_empty());
    let Some(opcode) = pieces.next() else {
        return format!("Unknown Instruction: '{text}'\n");
    };
    if !(names.is_opcode)(opcode) {
        out.push_str(&format!("No opcode with name '{opcode}'"));
        if suggest {
            if let Some(n) = nearest.find(opcode) {
                out.push_str(&format!(" - did you mean '{n}' ?"));
            }
        }
        out.push('\n');
    }
    for operand in pieces {
        if is_integer_operand(operand) || is_float_operand(operand) || (names.is_register)(operand) {
            continue;
        }
        out.push_str(&format!("No register with name '{operand}'\n"));
        if operand != "INVALID" {
            out.push_str(&format!("Unknown Operand: '{operand}'\n"));
        }
    }
    out
}

/// `i_0x` and hexadecimal digits (a prefix of them is enough) whose value
/// fits a signed 64-bit integer: the larger values llvm-exegesis writes for
/// negative immediates do not read back.
fn is_integer_operand(s: &str) -> bool {
    let Some(hex) = s.strip_prefix("i_0x") else { return false };
    let digits: String = hex.chars().take_while(|c| c.is_ascii_hexdigit()).collect();
    !digits.is_empty() && i64::from_str_radix(&digits, 16).is_ok()
}

/// `f_` and a number: decimal, or the C hexadecimal form (`%la`) that
/// llvm-exegesis writes.
fn is_float_operand(s: &str) -> bool {
    let Some(f) = s.strip_prefix("f_") else { return false };
    let unsigned = f.strip_prefix(['-', '+']).unwrap_or(f);
    if let Some(h) = unsigned.strip_prefix("0x").or_else(|| unsigned.strip_prefix("0X")) {
        let (mantissa, exponent) = h.split_once(['p', 'P']).unwrap_or((h, "0"));
        let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let exponent = exponent.strip_prefix(['-', '+']).unwrap_or(exponent);
        return !(int.is_empty() && frac.is_empty())
            && int.chars().chain(frac.chars()).all(|c| c.is_ascii_hexdigit())
            && !exponent.is_empty()
            && exponent.chars().all(|c| c.is_ascii_digit());
    }
    f.parse::<f64>().is_ok()
}

/// The messages reading one `REG=0xVALUE` gives (empty: none).
fn initial_value_errors(text: &str, names: &Names) -> String {
    let pieces: Vec<&str> = text.split("=0x").filter(|p| !p.is_empty()).collect();
    if pieces.len() == 2 {
        if (names.is_register)(pieces[0]) {
            return String::new();
        }
        return format!("No register with name '{}'\nUnknown initial register value: '{text}'", pieces[0]);
    }
    format!("Unknown initial register value: '{text}'")
}

/// llvm-exegesis's suggestion for a misspelled opcode: the first name, in
/// its name table's order, one edit away (none at all else).
struct NearestOpcode<'a> {
    opcodes: &'a [String],
    order: Option<Vec<usize>>,
}

impl<'a> NearestOpcode<'a> {
    fn new(opcodes: &'a [String]) -> Self {
        NearestOpcode { opcodes, order: None }
    }

    fn find(&mut self, name: &str) -> Option<String> {
        let opcodes = self.opcodes;
        let order = self.order.get_or_insert_with(|| {
            let refs: Vec<&str> = opcodes.iter().map(|s| s.as_str()).collect();
            dense_map_order(&refs)
        });
        order
            .iter()
            .map(|&i| &opcodes[i])
            .find(|c| c.len().abs_diff(name.len()) < 2 && edit_distance(name, c) <= 1)
            .cloned()
    }
}
