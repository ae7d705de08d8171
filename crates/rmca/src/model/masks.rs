//! llvm-mca's encoding of processor resources as bit masks.
//!
//! Every resource unit kind gets one bit of its own. A group gets one bit of
//! its own (its highest set bit) plus the bits of all its member units, so a
//! group mask has more than one bit set and `mask & (mask - 1)` tells groups
//! from units. Units are numbered before groups, in table order.

use crate::mc::sched::SchedModel;

/// One mask per resource index (index 0, the invalid resource, gets 0).
pub fn compute_proc_resource_masks(sm: &SchedModel) -> Vec<u64> {
    let n = sm.resources.len();
    let mut masks = vec![0u64; n];
    let mut next_bit = 1u64;
    for (i, r) in sm.resources.iter().enumerate().skip(1) {
        if r.sub_units.is_empty() {
            masks[i] = next_bit;
            next_bit <<= 1;
        }
    }
    for (i, r) in sm.resources.iter().enumerate().skip(1) {
        if r.sub_units.is_empty() {
            continue;
        }
        let mut m = next_bit;
        for &u in &r.sub_units {
            m |= masks[u as usize];
        }
        masks[i] = m;
        next_bit <<= 1;
    }
    masks
}

/// Position of a resource's own bit: the index the resource manager and the
/// views use for it (the highest set bit).
pub fn resource_state_index(mask: u64) -> usize {
    debug_assert!(mask != 0);
    63 - mask.leading_zeros() as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn state_index_is_the_highest_bit() {
        assert_eq!(resource_state_index(1), 0);
        assert_eq!(resource_state_index(0b1011), 3);
        assert_eq!(resource_state_index(1 << 63), 63);
    }
}
