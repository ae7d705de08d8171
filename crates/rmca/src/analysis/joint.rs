//! Small blocks that share one parse.
//!
//! Setting up LLVM's parser for one input (its context, object-file
//! sections, directive tables) costs more than parsing a basic block of a
//! dozen instructions. A batch of such blocks is parsed as one text
//! (`Target::parse_joint`) and cut back into one `Parsed` per block, which
//! is exactly what the block's own parse gives when nothing in a block can
//! change how the next one parses. `shares_parse` admits only such blocks:
//! x86 instruction lines, with comments, and nothing else. Any other block
//! is parsed alone, and so is every block of a joint parse that said
//! anything (a diagnostic would name a line of the joint text).

use crate::analysis::{AnalysisOptions, Block};
use crate::mc::mca::Parsed;
use crate::analysis::Session;

/// Whether `text` may share a parse with other blocks: every statement is
/// an x86 instruction (it starts with a letter and its first word is not
/// followed by `:` or `=`, so it is no label, assignment or directive),
/// and nothing can reach past the block's end or change the parser's state
/// (no C comment, string, escape, NUL, or region and instrument marker).
/// Conservative: a block refused here is only parsed alone.
pub(crate) fn shares_parse(text: &str) -> bool {
    const REFUSED: [&str; 6] = ["/*", "*/", "\"", "\\", "\0", "LLVM-MCA"];
    if REFUSED.iter().any(|r| text.contains(r)) {
        return false;
    }
    text.lines().all(|line| {
        let code = line.split('#').next().unwrap_or("");
        code.split(';').all(|statement| {
            let statement = statement.trim_start();
            let Some(first) = statement.chars().next() else {
                return true;
            };
            if !first.is_ascii_alphabetic() {
                return false;
            }
            let word_end = statement
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$' || c == '@'))
                .unwrap_or(statement.len());
            !matches!(statement[word_end..].trim_start().chars().next(), Some(':' | '='))
        })
    })
}

/// One parse for the blocks of `blocks` that may share one: per block, its
/// `Parsed` when it got one from the joint parse, `None` when it is to be
/// parsed alone. Everything is `None` unless the session's target is x86
/// and the options leave the parse as `Session::analyze` makes it.
pub(crate) fn parse_joint<'s>(session: &'s Session, blocks: &[&Block], opts: &AnalysisOptions) -> Vec<Option<Parsed<'s>>> {
    let mut parsed: Vec<Option<Parsed<'s>>> = blocks.iter().map(|_| None).collect();
    let target = session.target();
    if !session.is_x86() || opts.parse_watchdog || !target.has_printer(opts.output_asm_variant.unwrap_or(0)) {
        return parsed;
    }
    let (mut shared, mut texts): (Vec<usize>, Vec<&[u8]>) = blocks
        .iter()
        .enumerate()
        .filter_map(|(i, block)| match block {
            Block::Asm(text) if shares_parse(text) => Some((i, text.as_bytes())),
            _ => None,
        })
        .unzip();
    // A block with an error (or a warning) spoils the joint parse for all:
    // once, the blocks its diagnostics name are left out and the rest
    // parsed again.
    for retry in [true, false] {
        if shared.len() < 2 {
            break;
        }
        match target.parse_joint(&texts) {
            Ok(parts) => {
                for (i, part) in shared.into_iter().zip(parts) {
                    parsed[i] = part;
                }
                break;
            }
            Err(blamed) if retry && !blamed.is_empty() => {
                let keep = |k: &usize| blamed.binary_search(k).is_err();
                texts = texts.iter().enumerate().filter(|(k, _)| keep(k)).map(|(_, t)| *t).collect();
                shared = shared.iter().enumerate().filter(|(k, _)| keep(k)).map(|(_, i)| *i).collect();
            }
            Err(_) => break,
        }
    }
    parsed
}

#[cfg(test)]
mod tests {
    use super::shares_parse;

    #[test]
    fn instruction_lines_share_a_parse() {
        assert!(shares_parse("addq %rax, %rbx\nmovq 8(%rsp), %rcx # load\n"));
        assert!(shares_parse("movl %fs:0, %eax; lock incl (%rdi)\n\n  vaddps %ymm0, %ymm1, %ymm2"));
        assert!(shares_parse("leaq .L.str(%rip), %rdi"));
    }

    #[test]
    fn anything_that_may_change_the_next_parse_is_refused() {
        for text in [
            ".intel_syntax noprefix\nmov eax, 1",
            "loop: decq %rcx",
            "x = 5\nmovl $x, %eax",
            "x=5",
            "addq %rax, %rbx /* open",
            "# LLVM-MCA-BEGIN a\naddq %rax, %rbx",
            "1: jmp 1b",
            "{vex} vpaddd %xmm0, %xmm1, %xmm2",
            "movl $\"a\", %eax",
            "addq %rax, %rbx; .p2align 4",
        ] {
            assert!(!shares_parse(text), "{text:?}");
        }
    }
}
