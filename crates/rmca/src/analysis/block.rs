//! What an analysis reads: a block of assembly text or machine code.

use crate::error::Error;

/// What to analyse: assembly text, or machine code for the target's
/// disassembler (BHive's hex, uiCA's `-raw`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    Asm(String),
    Bytes(Vec<u8>),
}

impl Block {
    pub fn asm(text: impl Into<String>) -> Block {
        Block::Asm(text.into())
    }

    /// Machine code written in hexadecimal ("4889d8", blanks allowed).
    pub fn from_hex(hex: &str) -> Result<Block, Error> {
        let digits: Vec<u8> = hex.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
        if digits.len() % 2 != 0 {
            return Err(Error::InvalidArgument(format!("odd number of hex digits in '{hex}'")));
        }
        let value = |d: u8| (d as char).to_digit(16).map(|v| v as u8);
        digits
            .chunks(2)
            .map(|p| match (value(p[0]), value(p[1])) {
                (Some(h), Some(l)) => Ok(h << 4 | l),
                _ => Err(Error::InvalidArgument(format!("'{hex}' is not hexadecimal"))),
            })
            .collect::<Result<Vec<u8>, Error>>()
            .map(Block::Bytes)
    }
}

/// An input as the engine takes it: assembly text as bytes (the command
/// line reads files that need not be UTF-8), or machine code.
#[derive(Clone, Copy, Debug)]
pub enum Source<'a> {
    Asm(&'a [u8]),
    Bytes(&'a [u8]),
}

impl Block {
    pub fn source(&self) -> Source<'_> {
        match self {
            Block::Asm(text) => Source::Asm(text.as_bytes()),
            Block::Bytes(bytes) => Source::Bytes(bytes),
        }
    }
}
