//! A plain Rust copy of a subtarget's MCSchedModel, read once through the
//! shim: the one shape of scheduling data. The simulator reads it, a
//! `--sched-override` edits a copy of it (`overrides`), and `rmca-sched
//! dump` writes it out (its latencies, read advances and register files as
//! they are here; resources and classes with names in place of indices).
//! Indices are LLVM's: resource 0 is the invalid resource.

use serde::{Deserialize, Serialize};

fn is_zero(v: &u32) -> bool {
    *v == 0
}

#[derive(Clone, Debug, Default)]
pub struct ProcResource {
    pub name: String,
    pub num_units: u32,
    pub super_idx: u32,
    /// -1: the unified reservation station (default); 0: in-order dispatch
    /// hazard; 1: in-order issue; >1: an out-of-order buffer of that size.
    pub buffer_size: i32,
    /// Member resource indices for groups; empty for units.
    pub sub_units: Vec<u32>,
}

impl ProcResource {
    pub fn is_group(&self) -> bool {
        !self.sub_units.is_empty()
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WriteProcRes {
    pub proc_resource_idx: u32,
    pub release_at_cycle: u32,
    pub acquire_at_cycle: u32,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WriteLatency {
    pub cycles: i32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub write_resource_id: u32,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReadAdvance {
    #[serde(rename = "use_index")]
    pub use_idx: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub write_resource_id: u32,
    pub cycles: i32,
}

pub const INVALID_NUM_MICRO_OPS: u32 = (1 << 13) - 1;
pub const VARIANT_NUM_MICRO_OPS: u32 = INVALID_NUM_MICRO_OPS - 1;

#[derive(Clone, Debug, Default)]
pub struct SchedClass {
    pub num_micro_ops: u32,
    pub begin_group: bool,
    pub end_group: bool,
    pub retire_ooo: bool,
    pub write_proc_res: Vec<WriteProcRes>,
    pub write_latency: Vec<WriteLatency>,
    pub read_advance: Vec<ReadAdvance>,
}

impl SchedClass {
    pub fn is_valid(&self) -> bool {
        self.num_micro_ops != INVALID_NUM_MICRO_OPS
    }
    pub fn is_variant(&self) -> bool {
        self.num_micro_ops == VARIANT_NUM_MICRO_OPS
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegisterCost {
    /// Register class id (the target's numbering).
    #[serde(rename = "register_class")]
    pub register_class_id: u32,
    pub cost: u32,
    pub allow_move_elimination: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegisterFileDesc {
    pub name: String,
    pub num_phys_regs: u32,
    pub allow_zero_move_elimination_only: bool,
    /// 0: no limit.
    pub max_moves_eliminated_per_cycle: u32,
    pub costs: Vec<RegisterCost>,
}

#[derive(Clone, Debug, Default)]
pub struct ExtraProcessorInfo {
    pub reorder_buffer_size: u32,
    pub max_retire_per_cycle: u32,
    /// Index 0 is LLVM's default register file description.
    pub register_files: Vec<RegisterFileDesc>,
    pub load_queue_id: u32,
    pub store_queue_id: u32,
}

#[derive(Clone, Debug, Default)]
pub struct SchedModel {
    pub issue_width: u32,
    pub micro_op_buffer_size: u32,
    pub loop_micro_op_buffer_size: u32,
    pub load_latency: u32,
    pub high_latency: u32,
    pub mispredict_penalty: u32,
    pub post_ra_scheduler: bool,
    pub complete_model: bool,
    pub enable_intervals: bool,
    pub proc_id: u32,
    pub resources: Vec<ProcResource>,
    pub classes: Vec<SchedClass>,
    pub extra: Option<ExtraProcessorInfo>,
    /// Per-opcode sched classes added by a scheduling-model override
    /// (`--sched-override`): opcode -> [(class the opcode resolves to, the
    /// overridden copy appended to `classes`)]. Empty without an override.
    pub opcode_classes: std::collections::BTreeMap<u32, Vec<(u32, u32)>>,
    /// llvm-mca's `-sched-model-reservation-station-scale-factor` (LLVM
    /// 23), applied by [`SchedModel::resource_buffer_size`]; `None` (and 1)
    /// leave the sizes as the model has them.
    pub reservation_station_scale: Option<f32>,
}

impl SchedModel {
    pub fn is_out_of_order(&self) -> bool {
        self.micro_op_buffer_size > 1
    }
    pub fn num_proc_resource_kinds(&self) -> usize {
        self.resources.len()
    }
    /// The buffer size of resource `idx` as the resource manager and the
    /// scheduler statistics see it: the model's, scaled by
    /// [`SchedModel::reservation_station_scale`] (the load and store queues'
    /// sizes are read from `resources` as they are).
    pub fn resource_buffer_size(&self, idx: usize) -> i32 {
        let size = self.resources.get(idx).map_or(0, |r| r.buffer_size);
        match self.reservation_station_scale {
            Some(f) => scaled_buffer_size(size, f),
            None => size,
        }
    }

    /// The class an overridden `opcode` uses in place of `resolved`, if any.
    pub fn opcode_class(&self, opcode: u32, resolved: u32) -> Option<u32> {
        self.opcode_classes.get(&opcode)?.iter().find(|e| e.0 == resolved).map(|e| e.1)
    }
}

/// A reservation station's size scaled by `factor` as LLVM 23 does it: the
/// single-precision product rounded toward zero, then truncated to an
/// integer. Sizes of one entry or less (-1 unified, 0 dispatch hazard, 1
/// in-order) stay, and so does the size where the factor is not positive
/// (or NaN), the product is no 32-bit integer, or it would be one entry or
/// less.
pub fn scaled_buffer_size(size: i32, factor: f32) -> i32 {
    if factor == 1.0 || size <= 1 || !(factor > 0.0) {
        return size;
    }
    // The size becomes a float (to nearest), and the product of two floats
    // is exact in a double; round it toward zero to a float.
    let exact = f64::from(size as f32) * f64::from(factor);
    let mut product = exact as f32;
    if f64::from(product) > exact {
        product = f32::from_bits(product.to_bits() - 1);
    }
    let whole = f64::from(product).trunc();
    if !whole.is_finite() || whole > f64::from(i32::MAX) {
        return size;
    }
    let scaled = whole as i32;
    if scaled <= 1 {
        size
    } else {
        scaled
    }
}

#[cfg(test)]
mod tests {
    use super::scaled_buffer_size;

    #[test]
    fn reservation_stations_scale_as_in_single_precision() {
        // Measured with llvm-mca-23 (-scheduler-stats) on skylake's 60-entry
        // station: 0.7f is a little under 0.7, so 41.
        for (f, want) in [(0.5, 30), (0.3, 18), (0.7, 41), (0.35, 20), (1.15, 68), (2.0, 120), (0.05, 3), (0.0333334, 2), (0.01, 60)] {
            assert_eq!(scaled_buffer_size(60, f), want, "factor {f}");
        }
        for f in [0.0, -0.0, -2.0, f32::NAN, f32::INFINITY, 1.0] {
            assert_eq!(scaled_buffer_size(60, f), 60, "factor {f}");
        }
        for size in [-1, 0, 1] {
            assert_eq!(scaled_buffer_size(size, 4.0), size);
        }
        // Past a 32-bit integer: unchanged.
        assert_eq!(scaled_buffer_size(60, 1e30), 60);
        assert_eq!(scaled_buffer_size(i32::MAX, 1.0e-9), 2);
        // The size is a float first (to nearest even: 2^24 + 3 becomes
        // 2^24 + 4), and a product needing more than a float's 24 bits is
        // cut toward zero.
        assert_eq!(scaled_buffer_size((1 << 24) + 3, 1.5), 25165830);
        assert_eq!(scaled_buffer_size((1 << 24) + 1, 3.0), 3 << 24);
    }
}
