//! Small text helpers shared by the views: printf-style fixed-point
//! formatting and a writer that tracks the output column the way LLVM's
//! `formatted_raw_ostream` does (tabs advance to the next multiple of 8,
//! padding always emits at least one space).
//!
//! ```text
//! fixed(0.6667, 2)        -> "0.67"
//! fixed(rounded(2.25, 10), 1) -> "2.3"   (llvm's floor(x * 10 + 0.5) / 10)
//! ```

use std::fmt::Write;

/// `printf("%.<prec>f", x)` as glibc prints it. Rust's fixed-precision
/// formatting rounds the exact binary value half-to-even, like glibc; only
/// the spelling of non-finite values differs.
pub fn fixed(x: f64, prec: usize) -> String {
    if x.is_nan() {
        return if x.is_sign_negative() { "-nan".into() } else { "nan".into() };
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf".into() } else { "inf".into() };
    }
    decimals(x, prec)
}

/// `format!("{:.prec$}", x)`, the same text, faster for the values views
/// print.
pub fn decimals(x: f64, prec: usize) -> String {
    fast_fixed(x, prec).unwrap_or_else(|| format!("{:.*}", prec, x))
}

/// `fixed` for the values views print (non-negative, far below 2^53): the
/// exact value `m * 2^-k` is scaled by `10^prec` in integers and rounded
/// half to even, which is what the generic path computes more slowly.
/// None where that does not apply.
fn fast_fixed(x: f64, prec: usize) -> Option<String> {
    const POW10: [u64; 10] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000];
    let scale = *POW10.get(prec)?;
    let bits = x.to_bits();
    if bits >> 63 != 0 {
        return None;
    }
    let biased = (bits >> 52) as i64;
    let fraction = bits & ((1u64 << 52) - 1);
    if biased == 0 {
        // Zero or subnormal.
        return (fraction == 0).then(|| format!("{:.*}", prec, 0.0));
    }
    let mantissa = fraction | (1u64 << 52);
    let exponent = biased - 1075; // x = mantissa * 2^exponent
    let scaled: u64 = if exponent >= 0 {
        if exponent > 8 {
            return None;
        }
        (mantissa << exponent).checked_mul(scale)?
    } else {
        let shift = (-exponent) as u32;
        if shift >= 120 {
            return None;
        }
        let product = mantissa as u128 * scale as u128;
        let mut quotient = product >> shift;
        let remainder = product & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        if remainder > half || (remainder == half && quotient & 1 == 1) {
            quotient += 1;
        }
        u64::try_from(quotient).ok()?
    };
    // Digits right to left (a u64 has at most 20, plus the point and up
    // to 9 decimals): the formatting machinery costs more than this.
    let (mut whole, mut part) = (scaled / scale, scaled % scale);
    let mut buf = [0u8; 32];
    let mut pos = buf.len();
    for _ in 0..prec {
        pos -= 1;
        buf[pos] = b'0' + (part % 10) as u8;
        part /= 10;
    }
    if prec > 0 {
        pos -= 1;
        buf[pos] = b'.';
    }
    loop {
        pos -= 1;
        buf[pos] = b'0' + (whole % 10) as u8;
        whole /= 10;
        if whole == 0 {
            break;
        }
    }
    Some(buf[pos..].iter().map(|&b| b as char).collect())
}

/// llvm-mca's habitual pre-rounding: `floor(x * scale + 0.5) / scale`.
pub fn rounded(x: f64, scale: f64) -> f64 {
    (x * scale + 0.5).floor() / scale
}

/// The instruction as llvm-mca's views print it: leading blanks removed.
pub fn trim_inst(s: &str) -> &str {
    s.trim_start_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r'])
}

/// Every byte is printable ASCII (space to tilde).
fn printable_ascii(s: &str) -> bool {
    s.bytes().fold(true, |ok, b| ok & (b.wrapping_sub(b' ') < 95))
}

/// Appends to a `String` while tracking the current column.
pub struct ColumnWriter<'a> {
    out: &'a mut String,
    col: usize,
}

impl<'a> ColumnWriter<'a> {
    /// Starts at column 0, as a freshly made `formatted_raw_ostream` does.
    pub fn new(out: &'a mut String) -> Self {
        ColumnWriter { out, col: 0 }
    }

    pub fn column(&self) -> usize {
        self.col
    }

    pub fn put(&mut self, s: &str) {
        // Nearly everything written is printable ASCII: one column a byte
        // (checked without an early exit, which lets the check vectorise).
        if printable_ascii(s) {
            self.col += s.len();
            self.out.push_str(s);
            return;
        }
        for c in s.chars() {
            match c {
                '\n' | '\r' => self.col = 0,
                // A tab has no width of its own: it only rounds the column
                // up to the next multiple of 8 (so at a tab stop it adds
                // nothing), as LLVM's formatted_raw_ostream counts it.
                '\t' => self.col += (8 - (self.col & 7)) & 7,
                c if c.is_control() => {}
                _ => self.col += 1,
            }
        }
        self.out.push_str(s);
    }

    pub fn put_char(&mut self, c: char) {
        let mut b = [0u8; 4];
        self.put(c.encode_utf8(&mut b));
    }

    pub fn put_fmt(&mut self, args: std::fmt::Arguments<'_>) {
        // Written in place, then counted like `put` (no temporary string).
        let start = self.out.len();
        self.out.write_fmt(args).unwrap();
        let added = &self.out[start..];
        if printable_ascii(added) {
            self.col += added.len();
            return;
        }
        let added = self.out.split_off(start);
        self.put(&added);
    }

    /// Pads with spaces up to `col`; emits one space when already there or
    /// past it.
    pub fn pad_to(&mut self, col: usize) {
        let n = if col > self.col { col - self.col } else { 1 };
        for _ in 0..n {
            self.out.push(' ');
        }
        self.col += n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fast_fixed_equals_the_generic_formatting() {
        // Ties at every precision, binary fractions, thirds, counts over
        // iteration numbers, large and tiny values, and a pseudo-random sweep.
        let mut values: Vec<f64> = vec![0.0, 0.5, 0.125, 0.375, 2.675, 1.005, 1e-300, 5e-324, 1e15, 4503599627370495.5];
        for n in 0..2000u32 {
            for d in [1u32, 3, 7, 8, 100, 300, 1000, 997] {
                values.push(n as f64 / d as f64);
            }
        }
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            values.push(f64::from_bits(state >> 2));
            values.push((state % 100_000_000) as f64 / 1024.0);
        }
        for &x in &values {
            for prec in 0..=10 {
                assert_eq!(fixed(x, prec), format!("{:.*}", prec, x), "{x:e} at {prec}");
            }
        }
    }

    #[test]
    fn fixed_matches_printf() {
        // Values checked against printf(1) (glibc).
        assert_eq!(fixed(0.125, 2), "0.12");
        assert_eq!(fixed(6.25, 1), "6.2");
        assert_eq!(fixed(0.375, 2), "0.38");
        assert_eq!(fixed(2.5, 0), "2");
        assert_eq!(fixed(2.0 / 3.0, 2), "0.67");
        assert_eq!(fixed(rounded(72.8921, 100.0), 2), "72.89");
        assert_eq!(fixed(f64::INFINITY, 2), "inf");
    }

    #[test]
    fn tabs_and_padding() {
        let mut s = String::new();
        let mut w = ColumnWriter::new(&mut s);
        w.put(" +----> 0.    vaddps\t%xmm0, %xmm1, %xmm2");
        assert_eq!(w.column(), 43);
        w.pad_to(58);
        assert_eq!(w.column(), 58);
        w.pad_to(10);
        assert_eq!(w.column(), 59);
        w.put("\nab");
        assert_eq!(w.column(), 2);
        w.put("\t");
        assert_eq!(w.column(), 8);
        // At a tab stop a tab adds nothing: llvm-mca-22 pads the critical
        // sequence line ' +----> 7.    vcvtuqq2ps\t(%rax){1to8}, %ymm19'
        // (corei7-avx) with 14 spaces to column 58.
        w.put("\t");
        assert_eq!(w.column(), 8);
        let mut s2 = String::new();
        let mut w2 = ColumnWriter::new(&mut s2);
        w2.put(" +----> 7.    vcvtuqq2ps\t(%rax){1to8}, %ymm19");
        assert_eq!(w2.column(), 44);
    }
}
