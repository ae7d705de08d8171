//! AMDGPU facts for the `s_waitcnt` custom behaviour: which wait counters
//! each instruction increments, and what each `s_waitcnt` waits for. The
//! TSFlags bits are the target's SIInstrFlags (stable across LLVM 19-22).

use crate::mc::mca::{McInst, Operand};
use crate::mc::target::{instr_flags as F, McInstrDesc};
use crate::mc::regs::RegisterInfo;
use crate::pipeline::custom::{decode_waitcnt, WaitCounters, WaitLimits};

const MUBUF: u64 = 1 << 17;
const MTBUF: u64 = 1 << 18;
const SMRD: u64 = 1 << 19;
const MIMG: u64 = 1 << 20;
const VIMAGE: u64 = 1 << 21;
const VSAMPLE: u64 = 1 << 22;
const EXP: u64 = 1 << 23;
const FLAT: u64 = 1 << 24;
const DS: u64 = 1 << 25;
const LGKM_CNT: u64 = 1 << 34;
const IS_ATOMIC_NO_RET: u64 = 1 << 57;
const IS_ATOMIC_RET: u64 = 1 << 58;
const GWS: u64 = 1 << 62;

/// The subtarget facts the rules depend on.
pub struct AmdgpuTarget {
    pub isa_major: u32,
    pub has_vscnt: bool,
}

fn is_buffer_inv(name: &str) -> bool {
    name.starts_with("BUFFER_") && (name.contains("INV") || name.contains("WBL2"))
}

/// Counters an instruction increments (upstream's generateWaitCntInfo).
/// `printed` is the instruction as printed, to see a `gds` modifier.
pub fn wait_counters(t: &AmdgpuTarget, name: &str, d: &McInstrDesc, printed: &str) -> WaitCounters {
    let ts = d.ts_flags;
    let may_load = d.flags & F::MAY_LOAD != 0;
    let may_store = d.flags & F::MAY_STORE != 0;
    let mut c = WaitCounters::default();
    if ts & DS != 0 && ts & LGKM_CNT != 0 {
        c.lgkm = true;
        let always_gds = matches!(name, "DS_ORDERED_COUNT" | "DS_ADD_GS_REG_RTN" | "DS_SUB_GS_REG_RTN")
            || name.starts_with("DS_ORDERED_COUNT")
            || ts & GWS != 0;
        let gds_modifier = printed.split(|ch: char| ch == ' ' || ch == '\t' || ch == ',').any(|w| w == "gds");
        if always_gds || gds_modifier {
            c.exp = true;
        }
    } else if ts & FLAT != 0 {
        c.lgkm = true;
        if !t.has_vscnt || (may_load && ts & IS_ATOMIC_NO_RET == 0) {
            c.vm = true;
        } else {
            c.vs = true;
        }
    } else if ts & (MUBUF | MTBUF | MIMG | VIMAGE | VSAMPLE) != 0 && !is_buffer_inv(name) {
        if !t.has_vscnt
            || (may_load && ts & IS_ATOMIC_NO_RET == 0)
            || (ts & (MIMG | VIMAGE | VSAMPLE) != 0 && !may_load && !may_store)
        {
            c.vm = true;
        } else if may_store {
            c.vs = true;
        }
        if t.isa_major < 7 && (may_store || ts & IS_ATOMIC_RET != 0) {
            c.exp = true;
        }
    } else if ts & SMRD != 0 {
        c.lgkm = true;
    } else if ts & EXP != 0 {
        c.exp = true;
    } else if matches!(name, "S_SENDMSG" | "S_SENDMSGHALT" | "S_MEMTIME" | "S_MEMREALTIME") {
        c.lgkm = true;
    }
    c
}

/// For an `s_waitcnt` form: its limits, and the warning upstream prints on
/// every evaluation when a register operand is ignored.
pub fn wait_limits(t: &AmdgpuTarget, name: &str, mci: &McInst, regs: &RegisterInfo) -> Option<(WaitLimits, Option<String>)> {
    let is_wait = matches!(
        name,
        "S_WAITCNT"
            | "S_WAITCNT_soft"
            | "S_WAITCNT_EXPCNT"
            | "S_WAITCNT_LGKMCNT"
            | "S_WAITCNT_VMCNT"
            | "S_WAITCNT_VSCNT"
            | "S_WAITCNT_VSCNT_soft"
            | "S_WAITCNT_EXPCNT_gfx10"
            | "S_WAITCNT_LGKMCNT_gfx10"
            | "S_WAITCNT_VMCNT_gfx10"
            | "S_WAITCNT_VSCNT_gfx10"
            | "S_WAITCNT_gfx10"
            | "S_WAITCNT_gfx6_gfx7"
            | "S_WAITCNT_vi"
    );
    if !is_wait {
        return None;
    }
    let imm = |i: usize| match mci.operands.get(i) {
        Some(Operand::Imm(v)) => *v as u32,
        _ => 0,
    };
    let mut l = WaitLimits::default();
    let mut warning = None;
    match name {
        "S_WAITCNT_EXPCNT_gfx10" | "S_WAITCNT_LGKMCNT_gfx10" | "S_WAITCNT_VMCNT_gfx10" | "S_WAITCNT_VSCNT_gfx10" => {
            let reg = match mci.operands.first() {
                Some(Operand::Reg(r)) => *r,
                _ => 0,
            };
            if regs.name(reg) != "SGPR_NULL" {
                warning = Some(format!(
                    "warning: The register component of {name} will be completely ignored. So the wait may not be accurate.\n"
                ));
            }
            let v = imm(1);
            match name {
                "S_WAITCNT_EXPCNT_gfx10" => l.exp = v,
                "S_WAITCNT_LGKMCNT_gfx10" => l.lgkm = v,
                "S_WAITCNT_VMCNT_gfx10" => l.vm = v,
                _ => l.vs = v,
            }
        }
        "S_WAITCNT_gfx10" | "S_WAITCNT_gfx6_gfx7" | "S_WAITCNT_vi" => {
            let (vm, exp, lgkm) = decode_waitcnt(t.isa_major, imm(0));
            l.vm = vm;
            l.exp = exp;
            l.lgkm = lgkm;
        }
        _ => {}
    }
    Some((l, warning))
}
