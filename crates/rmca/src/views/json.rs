//! A minimal JSON value and the pretty printer llvm-mca's `-json` output
//! uses: two-space indentation, object keys in byte order, integers as
//! integers and doubles as `printf("%.17g")`.
//!
//! ```text
//! {
//!   "DispatchWidth": 4,
//!   "Empty": [],
//!   "IPC": 0.14224751066856331,
//!   "Resources": [
//!     "HWDivider"
//!   ]
//! }
//! ```

use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Int(i64),
    Double(f64),
    Str(String),
    Array(Vec<Json>),
    Object(BTreeMap<String, Json>),
}

impl From<u32> for Json {
    fn from(v: u32) -> Self {
        Json::Int(v as i64)
    }
}
impl From<i64> for Json {
    fn from(v: i64) -> Self {
        Json::Int(v)
    }
}
impl From<u64> for Json {
    fn from(v: u64) -> Self {
        Json::Int(v as i64)
    }
}
impl From<f64> for Json {
    fn from(v: f64) -> Self {
        Json::Double(v)
    }
}
impl From<bool> for Json {
    fn from(v: bool) -> Self {
        Json::Bool(v)
    }
}
impl From<&str> for Json {
    fn from(v: &str) -> Self {
        Json::Str(v.to_string())
    }
}
impl From<String> for Json {
    fn from(v: String) -> Self {
        Json::Str(v)
    }
}
impl From<Vec<Json>> for Json {
    fn from(v: Vec<Json>) -> Self {
        Json::Array(v)
    }
}

/// Builds an object from (key, value) pairs.
pub fn object<I, K>(pairs: I) -> Json
where
    I: IntoIterator<Item = (K, Json)>,
    K: Into<String>,
{
    Json::Object(pairs.into_iter().map(|(k, v)| (k.into(), v)).collect())
}

/// `printf("%.17g", x)`.
pub fn format_g17(x: f64) -> String {
    if x.is_nan() {
        return if x.is_sign_negative() { "-nan".into() } else { "nan".into() };
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf".into() } else { "inf".into() };
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0".into() } else { "0".into() };
    }
    const P: i32 = 17;
    let sci = format!("{:.*e}", (P - 1) as usize, x);
    let (mantissa, exp) = sci.split_once('e').unwrap();
    let exp: i32 = exp.parse().unwrap();
    if exp < -4 || exp >= P {
        let m = strip_zeros(mantissa);
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{}e{}{:02}", m, sign, exp.abs())
    } else {
        let decimals = (P - 1 - exp) as usize;
        strip_zeros(&crate::views::text::decimals(x, decimals)).to_string()
    }
}

fn strip_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

fn escape_into(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

impl Json {
    /// Appends the value pretty-printed as llvm's `formatv("{0:2}", value)`
    /// does, starting at indentation level `indent` (in spaces).
    pub fn write_pretty(&self, out: &mut String, indent: usize) {
        let newline = |out: &mut String, n: usize| {
            out.push('\n');
            out.extend(std::iter::repeat(' ').take(n));
        };
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Int(i) => out.push_str(&i.to_string()),
            Json::Double(d) => out.push_str(&format_g17(*d)),
            Json::Str(s) => escape_into(s, out),
            Json::Array(items) => {
                out.push('[');
                for (k, v) in items.iter().enumerate() {
                    if k > 0 {
                        out.push(',');
                    }
                    newline(out, indent + 2);
                    v.write_pretty(out, indent + 2);
                }
                if !items.is_empty() {
                    newline(out, indent);
                }
                out.push(']');
            }
            Json::Object(map) => {
                out.push('{');
                for (k, (key, v)) in map.iter().enumerate() {
                    if k > 0 {
                        out.push(',');
                    }
                    newline(out, indent + 2);
                    escape_into(key, out);
                    out.push_str(": ");
                    v.write_pretty(out, indent + 2);
                }
                if !map.is_empty() {
                    newline(out, indent);
                }
                out.push('}');
            }
        }
    }

    pub fn to_pretty_string(&self) -> String {
        let mut s = String::new();
        self.write_pretty(&mut s, 0);
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g17_like_printf() {
        // Checked against printf '%.17g'.
        assert_eq!(format_g17(300.0 / 2109.0), "0.14224751066856331");
        assert_eq!(format_g17(21.0), "21");
        assert_eq!(format_g17(0.1), "0.10000000000000001");
        assert_eq!(format_g17(0.5), "0.5");
        assert_eq!(format_g17(1e-5), "1.0000000000000001e-05");
        assert_eq!(format_g17(1e20), "1e+20");
        assert_eq!(format_g17(123456.75), "123456.75");
    }

    #[test]
    fn pretty_layout() {
        let v = object([
            ("b", Json::from(vec![Json::from("x\ty")])),
            ("a", Json::from(0.5)),
            ("c", Json::Array(vec![])),
            ("d", object([("k", Json::from(1u32))])),
        ]);
        assert_eq!(
            v.to_pretty_string(),
            "{\n  \"a\": 0.5,\n  \"b\": [\n    \"x\\ty\"\n  ],\n  \"c\": [],\n  \"d\": {\n    \"k\": 1\n  }\n}"
        );
    }
}
