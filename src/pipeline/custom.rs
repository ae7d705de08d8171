//! Target custom behaviour (llvm-mca's CustomBehaviour): hazards the
//! scheduling model cannot express, checked by the in-order issue stage
//! before an instruction issues. Disabled by `-disable-cb`.

/// A target hook consulted before issuing an instruction.
pub trait CustomBehaviour {
    /// Cycles to stall instruction `source_index` (its index in the region),
    /// given the instructions still executing as (index in the region,
    /// cycles left). 0 lets it issue.
    fn check_custom_hazard(&mut self, executing: &[(u32, i32)], source_index: u32) -> u32;
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
    pub stderr: String,
}

impl CustomBehaviour for AmdgpuWaitCnt {
    fn check_custom_hazard(&mut self, executing: &[(u32, i32)], source_index: u32) -> u32 {
        let i = source_index as usize;
        let Some(limits) = self.limits.get(i).copied().flatten() else { return 0 };
        if let Some(Some(w)) = self.warnings.get(i) {
            self.stderr.push_str(w);
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
            stderr: String::new(),
        };
        assert_eq!(cb.check_custom_hazard(&[(0, 3)], 1), 3);
        assert_eq!(cb.check_custom_hazard(&[], 1), 0);
        assert_eq!(cb.check_custom_hazard(&[(0, 3)], 0), 0);
    }
}
