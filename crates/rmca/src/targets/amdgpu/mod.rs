//! AMDGPU: llvm-mca's AMDGPUCustomBehaviour, the `s_waitcnt` model. Which
//! wait counters each instruction increments, what each `s_waitcnt` waits
//! for, and the hazard check that stalls it. The TSFlags bits are the
//! target's SIInstrFlags (stable across LLVM 19-22).

use super::behaviour::TargetBehaviour;
use crate::regions::RegionSource;
use crate::mc::mca::{McInst, Operand};
use crate::mc::regs::RegisterInfo;
use crate::mc::target::{instr_flags as F, McInstrDesc};
use crate::pipeline::custom::CustomBehaviour;

pub struct Amdgpu;

impl TargetBehaviour for Amdgpu {
    /// The waits are read from the printed instruction.
    fn reads_instruction_text(&self) -> bool {
        true
    }

    /// The s_waitcnt model of a region.
    fn custom_behaviour(&self, region: &RegionSource<'_>) -> Option<Box<dyn CustomBehaviour>> {
        let target = region.target;
        let (major, _, _) = target.amdgpu_isa_version();
        if major == 0 {
            return None;
        }
        let t = AmdgpuTarget { isa_major: major, has_vscnt: target.check_features("+vscnt") };
        let n = region.mc_indices.len();
        let mut cb = AmdgpuWaitCnt {
            counters: Vec::with_capacity(n),
            limits: Vec::with_capacity(n),
            warnings: Vec::with_capacity(n),
            given_warnings: String::new(),
        };
        for (k, &idx) in region.mc_indices.iter().enumerate() {
            let mci = &region.parsed.insts[idx as usize];
            let name = target.opcode_name(mci.opcode);
            let desc = target.instr_desc(mci.opcode).unwrap_or_default();
            cb.counters.push(wait_counters(&t, &name, &desc, &region.texts[k]));
            let (limit, warning) = match wait_limits(&t, &name, mci, region.regs) {
                Some((l, w)) => (Some(l), w),
                None => (None, None),
            };
            cb.limits.push(limit);
            cb.warnings.push(warning);
        }
        Some(Box::new(cb))
    }
}

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

/// Which of AMDGPU's wait counters an instruction increments.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WaitCounters {
    pub vm: bool,
    pub exp: bool,
    pub lgkm: bool,
    pub vs: bool,
}

/// What an `s_waitcnt` instruction waits for (counter limits), or None for
/// other instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WaitLimits {
    pub vm: u32,
    pub exp: u32,
    pub lgkm: u32,
    pub vs: u32,
}

impl Default for WaitLimits {
    /// No wait: every counter at its maximum.
    fn default() -> Self {
        WaitLimits { vm: 63, exp: 7, lgkm: 31, vs: 63 }
    }
}

/// AMDGPU: an `s_waitcnt` stalls while more instructions than it allows
/// are in flight on one of the counters it names, until the soonest of them
/// finishes.
pub struct AmdgpuWaitCnt {
    /// Per instruction of the region.
    pub counters: Vec<WaitCounters>,
    pub limits: Vec<Option<WaitLimits>>,
    /// Text to print to stderr each time a wait is evaluated (upstream warns
    /// about ignored register operands on every evaluation).
    pub warnings: Vec<Option<String>>,
    /// The warnings given so far, not yet taken.
    pub given_warnings: String,
}

impl CustomBehaviour for AmdgpuWaitCnt {
    fn check_custom_hazard(&mut self, executing: &[(u32, i32)], source_index: u32) -> u32 {
        let i = source_index as usize;
        let Some(limits) = self.limits.get(i).copied().flatten() else { return 0 };
        if let Some(Some(w)) = self.warnings.get(i) {
            self.given_warnings.push_str(w);
        }
        let (mut n_vm, mut n_exp, mut n_lgkm, mut n_vs) = (0u32, 0u32, 0u32, 0u32);
        let (mut c_vm, mut c_exp, mut c_lgkm, mut c_vs) = (u32::MAX, u32::MAX, u32::MAX, u32::MAX);
        for &(idx, left) in executing {
            let Some(c) = self.counters.get(idx as usize) else { continue };
            let left = left as u32;
            if c.vm {
                n_vm += 1;
                c_vm = c_vm.min(left);
            }
            if c.exp {
                n_exp += 1;
                c_exp = c_exp.min(left);
            }
            if c.lgkm {
                n_lgkm += 1;
                c_lgkm = c_lgkm.min(left);
            }
            if c.vs {
                n_vs += 1;
                c_vs = c_vs.min(left);
            }
        }
        let mut wait = u32::MAX;
        if n_vm > limits.vm {
            wait = wait.min(c_vm);
        }
        if n_exp > limits.exp {
            wait = wait.min(c_exp);
        }
        if n_lgkm > limits.lgkm {
            wait = wait.min(c_lgkm);
        }
        if n_vs > limits.vs {
            wait = wait.min(c_vs);
        }
        if wait == u32::MAX {
            0
        } else {
            wait
        }
    }

    fn take_warnings(&mut self) -> String {
        std::mem::take(&mut self.given_warnings)
    }
}

/// Decodes an `s_waitcnt` immediate for an ISA major version (the counter
/// fields moved between generations).
pub fn decode_waitcnt(major: u32, enc: u32) -> (u32, u32, u32) {
    let bits = |v: u32, shift: u32, width: u32| if width == 0 { 0 } else { (v >> shift) & ((1 << width) - 1) };
    let (vm_lo_shift, vm_lo_width) = if major >= 11 { (10, 6) } else { (0, 4) };
    let vm_hi_width = if major == 9 || major == 10 { 2 } else { 0 };
    let vm = bits(enc, vm_lo_shift, vm_lo_width) | (bits(enc, 14, vm_hi_width) << vm_lo_width);
    let exp = bits(enc, if major >= 11 { 0 } else { 4 }, 3);
    let lgkm = bits(enc, if major >= 11 { 4 } else { 8 }, if major >= 10 { 6 } else { 4 });
    (vm, exp, lgkm)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waitcnt_fields_by_generation() {
        // gfx9: vmcnt bits 3:0 and 15:14, expcnt 6:4, lgkmcnt 11:8.
        assert_eq!(decode_waitcnt(9, 0xc07f), (0x3f, 7, 0));
        // gfx11: vmcnt 15:10, expcnt 2:0, lgkmcnt 9:4.
        assert_eq!(decode_waitcnt(11, (5 << 10) | (3 << 4) | 2), (5, 2, 3));
    }

    #[test]
    fn waitcnt_stalls_until_a_counter_drains() {
        let mut cb = AmdgpuWaitCnt {
            counters: vec![WaitCounters { lgkm: true, ..Default::default() }, WaitCounters::default()],
            limits: vec![None, Some(WaitLimits { lgkm: 0, ..Default::default() })],
            warnings: vec![None, None],
            given_warnings: String::new(),
        };
        assert_eq!(cb.check_custom_hazard(&[(0, 3)], 1), 3);
        assert_eq!(cb.check_custom_hazard(&[], 1), 0);
        assert_eq!(cb.check_custom_hazard(&[(0, 3)], 0), 0);
    }
}
