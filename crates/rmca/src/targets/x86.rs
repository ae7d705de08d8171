//! x86: llvm-mca's X86InstrPostProcess (no custom behaviour).

use super::{PostProcessInput, TargetBehaviour};
use crate::model::desc::InstTemplate;

pub struct X86;

impl TargetBehaviour for X86 {
    fn post_process(&self, inst: &mut InstTemplate, input: &PostProcessInput<'_>) {
        post_process(inst, &input.target.opcode_name(inst.opcode), input);
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

#[cfg(test)]
mod tests {
    use super::uses_stack_engine;

    #[test]
    fn stack_engine_opcodes() {
        for n in ["PUSH64r", "PUSH64i32", "POP64r", "POP16rmm", "CALL64pcrel32", "RET64", "LRET64"] {
            assert!(uses_stack_engine(n), "{n}");
        }
        for n in ["PUSHF64", "POPF64", "POPCNT64rr", "PUSH2", "PUSHP64r", "LEAVE64", "MOV64rr"] {
            assert!(!uses_stack_engine(n), "{n}");
        }
    }
}
