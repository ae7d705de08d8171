//! A plain Rust copy of the target's register information.

#[derive(Clone, Debug, Default)]
pub struct RegisterInfo {
    pub names: Vec<String>,
    /// Per register: all its sub-registers (not itself), LLVM's order.
    pub subregs: Vec<Vec<u32>>,
    /// Per register: all its super-registers (not itself), LLVM's order.
    pub superregs: Vec<Vec<u32>>,
    pub is_constant: Vec<bool>,
    /// Per register class: its member registers.
    pub class_members: Vec<Vec<u32>>,
}

impl RegisterInfo {
    pub fn num_regs(&self) -> usize {
        self.names.len()
    }
    pub fn name(&self, reg: u32) -> &str {
        self.names.get(reg as usize).map(|s| s.as_str()).unwrap_or("")
    }
    pub fn subregs(&self, reg: u32) -> &[u32] {
        self.subregs.get(reg as usize).map(|v| v.as_slice()).unwrap_or(&[])
    }
    pub fn superregs(&self, reg: u32) -> &[u32] {
        self.superregs.get(reg as usize).map(|v| v.as_slice()).unwrap_or(&[])
    }
    pub fn is_constant(&self, reg: u32) -> bool {
        self.is_constant.get(reg as usize).copied().unwrap_or(false)
    }
    pub fn class_members(&self, rc: u32) -> &[u32] {
        self.class_members.get(rc as usize).map(|v| v.as_slice()).unwrap_or(&[])
    }
    /// True when `sub` is a sub-register of `reg` (LLVM's isSubRegister).
    pub fn is_sub_register(&self, reg: u32, sub: u32) -> bool {
        self.subregs(reg).contains(&sub)
    }
    pub fn is_super_register(&self, reg: u32, sup: u32) -> bool {
        self.superregs(reg).contains(&sup)
    }
}
