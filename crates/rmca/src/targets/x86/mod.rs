//! x86: llvm-mca's X86InstrPostProcess (no custom behaviour), and which
//! blocks of a batch may share one parse.

use super::behaviour::{PostProcessInput, TargetBehaviour};
use crate::model::desc::InstTemplate;

pub struct X86;

impl TargetBehaviour for X86 {
    fn post_process(&self, inst: &mut InstTemplate, input: &PostProcessInput<'_>) {
        post_process(inst, &input.target.opcode_name(inst.opcode), input);
    }

    fn shares_parse(&self, text: &str) -> bool {
        shares_parse(text)
    }
}

/// Fences are memory barriers; push/pop/call/ret update the stack
/// pointer through the stack engine, so their implicit stack-pointer write
/// creates no dependency (llvm-mca 22 behaviour).
fn post_process(t: &mut InstTemplate, name: &str, input: &PostProcessInput<'_>) {
    match name {
        "MFENCE" => {
            t.is_load_barrier = true;
            t.is_store_barrier = true;
        }
        "LFENCE" => t.is_load_barrier = true,
        "SFENCE" => t.is_store_barrier = true,
        _ => {}
    }
    if input.stack_engine && uses_stack_engine(name) {
        let desc = t.desc.clone();
        t.defs.retain(|d| {
            let implicit = desc.writes.get(d.desc_index as usize).map(|w| w.is_implicit()).unwrap_or(false);
            !(implicit && matches!(input.regs.name(d.reg), "RSP" | "ESP" | "SP"))
        });
    }
}

/// Plain pushes and pops (not PUSHF/POPF, PUSHA/POPA, POPCNT, or the APX
/// PUSH2/POP2/PUSHP/POPP forms), calls and returns.
fn uses_stack_engine(name: &str) -> bool {
    let excluded = ["PUSHF", "PUSHA", "PUSH2", "PUSHP", "POPF", "POPA", "POPCNT", "POP2", "POPP"];
    if excluded.iter().any(|p| name.starts_with(p)) {
        return false;
    }
    name.starts_with("PUSH")
        || name.starts_with("POP")
        || name.starts_with("CALL")
        || name.starts_with("RET")
        || name.starts_with("LRET")
}

/// Whether `text` may share a parse with other blocks: every statement is
/// an x86 instruction (it starts with a letter and its first word is not
/// followed by `:` or `=`, so it is no label, assignment or directive),
/// and nothing can reach past the block's end or change the parser's state
/// (no C comment, string, escape, NUL, or region and instrument marker).
/// Conservative: a block refused here is only parsed alone.
fn shares_parse(text: &str) -> bool {
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

#[cfg(test)]
mod tests {
    use super::{shares_parse, uses_stack_engine};

    #[test]
    fn stack_engine_opcodes() {
        for n in ["PUSH64r", "PUSH64i32", "POP64r", "POP16rmm", "CALL64pcrel32", "RET64", "LRET64"] {
            assert!(uses_stack_engine(n), "{n}");
        }
        for n in ["PUSHF64", "POPF64", "POPCNT64rr", "PUSH2", "PUSHP64r", "LEAVE64", "MOV64rr"] {
            assert!(!uses_stack_engine(n), "{n}");
        }
    }

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
