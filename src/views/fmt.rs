//! Output helpers that reproduce llvm's `formatted_raw_ostream`: column
//! tracking (tabs advance to the next multiple of 8) and padding to a column
//! with at least one space.

use std::fmt::Write as _;

/// A string that knows the column its end is at.
#[derive(Default)]
pub struct ColumnWriter {
    pub buf: String,
    column: usize,
}

impl ColumnWriter {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn column(&self) -> usize {
        self.column
    }

    pub fn push_str(&mut self, s: &str) {
        for c in s.chars() {
            self.column += 1;
            match c {
                '\n' | '\r' => self.column = 0,
                '\t' => self.column += (8 - (self.column & 7)) & 7,
                _ => {}
            }
        }
        self.buf.push_str(s);
    }

    pub fn push(&mut self, c: char) {
        let mut tmp = [0u8; 4];
        self.push_str(c.encode_utf8(&mut tmp));
    }

    /// Pads with spaces up to `col`, always writing at least one space.
    pub fn pad_to(&mut self, col: usize) {
        let n = if col > self.column { col - self.column } else { 1 };
        for _ in 0..n {
            self.buf.push(' ');
        }
        self.column += n;
    }

    pub fn write_fmt_args(&mut self, args: std::fmt::Arguments<'_>) {
        let mut s = String::new();
        let _ = s.write_fmt(args);
        self.push_str(&s);
    }
}

impl std::fmt::Write for ColumnWriter {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.push_str(s);
        Ok(())
    }
}

/// The instruction as llvm-mca's views print it: leading blanks removed.
pub fn trim_inst(s: &str) -> &str {
    s.trim_start_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r'])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tabs_advance_to_multiples_of_eight() {
        let mut w = ColumnWriter::new();
        w.push_str("ab\tc");
        assert_eq!(w.column(), 9);
        w.pad_to(12);
        assert_eq!(w.column(), 12);
        w.pad_to(3);
        assert_eq!(w.column(), 13, "padding past the column still adds one space");
    }
}
