//! What generation produces: code templates (instructions with some
//! operands chosen) and benchmark code (the instructions, with the initial
//! register values).

use super::instr::{InstTemplate, Val};

#[derive(Clone, Debug, Default)]
pub struct CodeTemplate {
    pub info: String,
    pub config: String,
    pub insts: Vec<InstTemplate>,
    pub scratch_reg: u32,
}

/// A register's initial value: width in bits and little-endian bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegValue {
    pub reg: u32,
    pub width: u32,
    pub bytes: Vec<u8>,
}

impl RegValue {
    pub fn zero(reg: u32) -> RegValue {
        RegValue { reg, width: 1, bytes: vec![0] }
    }
    /// Hex digits as APInt's toString(16, unsigned) prints them.
    pub fn hex(&self) -> String {
        let mut s = String::new();
        for b in self.bytes.iter().rev() {
            s.push_str(&format!("{b:02X}"));
        }
        let t = s.trim_start_matches('0');
        if t.is_empty() { "0".to_string() } else { t.to_string() }
    }
}

#[derive(Clone, Debug, Default)]
pub struct BenchmarkCode {
    pub insts: Vec<(u32, Vec<Val>)>,
    pub config: String,
    pub reg_init: Vec<RegValue>,
    pub live_ins: Vec<u32>,
    pub info: String,
}
