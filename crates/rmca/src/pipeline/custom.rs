//! Target custom behaviour (llvm-mca's CustomBehaviour): hazards the
//! scheduling model cannot express, checked by the in-order issue stage
//! before an instruction issues. Disabled by `-disable-cb`.

/// A target hook consulted before issuing an instruction (the targets'
/// own live with the targets, beside their post-processing).
pub trait CustomBehaviour {
    /// Cycles to stall instruction `source_index` (its index in the region),
    /// given the instructions still executing as (index in the region,
    /// cycles left). 0 lets it issue.
    fn check_custom_hazard(&mut self, executing: &[(u32, i32)], source_index: u32) -> u32;

    /// The warnings it gave meanwhile, in order (llvm-mca prints them as it
    /// goes, on stderr).
    fn take_warnings(&mut self) -> String {
        String::new()
    }
}
