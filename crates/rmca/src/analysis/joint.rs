//! Small blocks that share one parse.
//!
//! Setting up LLVM's parser for one input (its context, object-file
//! sections, directive tables) costs more than parsing a basic block of a
//! dozen instructions. A batch of such blocks is parsed as one text
//! (`Target::parse_joint`) and cut back into one `Parsed` per block, which
//! is exactly what the block's own parse gives when nothing in a block can
//! change how the next one parses. The target says which blocks those are
//! (`TargetBehaviour::shares_parse`: on x86, instruction lines with
//! comments and nothing else; no block on other targets). Any other block
//! is parsed alone, and so is every block of a joint parse that said
//! anything (a diagnostic would name a line of the joint text).

use super::block::Block;
use super::options::AnalysisOptions;
use crate::mc::mca::Parsed;
use super::session::Session;

/// One parse for the blocks of `blocks` that may share one: per block, its
/// `Parsed` when it got one from the joint parse, `None` when it is to be
/// parsed alone. Everything is `None` unless the target lets blocks share a parse
/// and the options leave the parse as `Session::analyze` makes it.
pub(crate) fn parse_joint<'s>(session: &'s Session, blocks: &[&Block], opts: &AnalysisOptions) -> Vec<Option<Parsed<'s>>> {
    let mut parsed: Vec<Option<Parsed<'s>>> = blocks.iter().map(|_| None).collect();
    let target = session.target();
    let behaviour = session.behaviour();
    if opts.parse_watchdog || !target.has_printer(opts.output_asm_variant.unwrap_or(0)) {
        return parsed;
    }
    let (mut shared, mut texts): (Vec<usize>, Vec<&[u8]>) = blocks
        .iter()
        .enumerate()
        .filter_map(|(i, block)| match block {
            Block::Asm(text) if behaviour.shares_parse(text) => Some((i, text.as_bytes())),
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
