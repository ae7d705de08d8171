//! Target post-processing of lowered instructions (llvm-mca's
//! InstrPostProcess), applied unless `-disable-cb` is given.

use crate::mc::regs::RegisterInfo;
use crate::model::desc::InstTemplate;

/// What a target's post-processing needs to know about an instruction.
pub struct PostProcessInput<'a> {
    pub opcode_name: &'a str,
    pub regs: &'a RegisterInfo,
    /// Whether this LLVM's x86 post-processing models the stack engine
    /// (see `LlvmBehaviour::x86_stack_engine`).
    pub stack_engine: bool,
}

/// x86: fences are memory barriers; push/pop/call/ret update the stack
/// pointer through the stack engine, so their implicit stack-pointer write
/// creates no dependency (llvm-mca 22 behaviour).
pub fn x86(t: &mut InstTemplate, input: &PostProcessInput<'_>) {
    let name = input.opcode_name;
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
