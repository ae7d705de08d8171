//! The owning types around the shim's target handle, shared by rmca and
//! rmca-exegesis: [`TargetLookup`] (a registry entry before its subtarget
//! exists) and [`Target`] (subtarget and MC objects, immutable, shared by
//! threads), the process-wide queries (default triple, host CPU, LLVM
//! version) and the copies made from a target once (scheduling model,
//! register info, instruction descriptions). Parsing is in `mc::mca`;
//! rmca-exegesis's code generator reaches the handle through `mc::ffi`.
//! Everything handed out is plain Rust data.
//!
//! Handle invariant behind the `SAFETY` comments of `mc`: the `raw` of a
//! [`Target`] is the live rmca_target it owns, freed only by its `Drop`.
#![allow(non_camel_case_types, non_upper_case_globals, dead_code, clippy::all)]

use super::raw::bindings as raw;
use super::raw::{collect, cstring, sink, text};
use super::regs::RegisterInfo;
use super::sched::*;
use std::sync::OnceLock;


pub fn default_triple() -> String {
    // SAFETY: rmca_init is idempotent and takes no arguments; the sink's
    // buffer (made by `collect`) outlives the call.
    collect(|s| unsafe {
        raw::rmca_init();
        raw::rmca_default_triple(s)
    })
}

pub fn host_cpu() -> String {
    // SAFETY: rmca_init is idempotent and takes no arguments; the sink's
    // buffer (made by `collect`) outlives the call.
    collect(|s| unsafe {
        raw::rmca_init();
        raw::rmca_host_cpu(s)
    })
}

pub fn llvm_version() -> String {
    // SAFETY: no handle involved; the sink's buffer outlives the call.
    collect(|s| unsafe { raw::rmca_llvm_version(s) })
}

pub fn registered_targets() -> String {
    // SAFETY: rmca_init is idempotent; the sink's buffer outlives the call.
    collect(|s| unsafe {
        raw::rmca_init();
        raw::rmca_registered_targets(s)
    })
}

/// Output of creating the subtarget: what LLVM printed, and whether it worked.
pub struct InitOutcome {
    /// LLVM's diagnostics (an unknown CPU's or feature's warnings).
    pub diag: String,
    /// The CPU and feature tables LLVM lists for `-mcpu=help` or
    /// `-mattr=help` (which llvm-mca shows on its standard output).
    pub help_listing: String,
    pub error: Option<String>,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct TargetInfo {
    pub cpu_valid: bool,
    pub has_instr_sched_model: bool,
    pub has_itineraries: bool,
    pub num_opcodes: u32,
    pub num_regs: u32,
    pub num_reg_classes: u32,
}

/// Per-opcode description (MCInstrDesc), as plain data.
#[derive(Clone, Debug, Default)]
pub struct McInstrDesc {
    pub num_operands: u32,
    pub num_defs: u32,
    pub sched_class: u32,
    pub size: u32,
    pub flags: u64,
    pub ts_flags: u64,
    pub operands: Vec<OperandInfo>,
    pub implicit_defs: Vec<u32>,
    pub implicit_uses: Vec<u32>,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct OperandInfo {
    pub reg_class: i32,
    pub flags: u32,
    pub operand_type: u32,
    pub tied_to: i32,
    pub is_optional_def: bool,
    pub is_predicate: bool,
}

pub mod instr_flags {
    pub const MAY_LOAD: u64 = 1 << 0;
    pub const MAY_STORE: u64 = 1 << 1;
    pub const SIDE_EFFECTS: u64 = 1 << 2;
    pub const CALL: u64 = 1 << 3;
    pub const RETURN: u64 = 1 << 4;
    pub const BRANCH: u64 = 1 << 5;
    pub const VARIADIC: u64 = 1 << 6;
    pub const HAS_OPTIONAL_DEF: u64 = 1 << 7;
    pub const PSEUDO: u64 = 1 << 8;
    pub const TERMINATOR: u64 = 1 << 9;
    pub const INDIRECT_BRANCH: u64 = 1 << 10;
    pub const CONDITIONAL_BRANCH: u64 = 1 << 11;
    pub const UNCONDITIONAL_BRANCH: u64 = 1 << 12;
    pub const BARRIER: u64 = 1 << 13;
    pub const USES_CUSTOM_INSERTER: u64 = 1 << 14;
    pub const COMPARE: u64 = 1 << 15;
    pub const MOVE_REG: u64 = 1 << 16;
    pub const MOVE_IMM: u64 = 1 << 17;
    pub const VARIADIC_OPS_ARE_DEFS: u64 = 1 << 22;
}

/// A target found in LLVM's registry, before its subtarget exists (owns
/// the C++ rmca_target until `init` hands it to a [`Target`]).
pub struct TargetLookup {
    raw: *mut raw::rmca_target,
}

impl Drop for TargetLookup {
    fn drop(&mut self) {
        // SAFETY: raw came from rmca_target_lookup and is freed once (init
        // takes it out by forgetting the lookup).
        unsafe { raw::rmca_target_free(self.raw) }
    }
}

impl TargetLookup {
    /// TargetRegistry::lookupTarget. Err carries LLVM's message.
    pub fn new(triple: &str, march: &str) -> Result<TargetLookup, String> {
        let t = cstring(triple);
        let a = cstring(march);
        let mut err = Vec::new();
        // SAFETY: valid C strings and sink for the duration of the call.
        let raw = unsafe { raw::rmca_target_lookup(t.as_ptr(), a.as_ptr(), sink(&mut err)) };
        if raw.is_null() {
            Err(text(err))
        } else {
            Ok(TargetLookup { raw })
        }
    }

    /// Triple::normalize() of the triple (the spelling llvm-mca's messages use).
    pub fn normalized_triple(&self) -> String {
        // SAFETY: valid handle and sink.
        collect(|s| unsafe { raw::rmca_target_triple_normalized(self.raw, s) })
    }

    /// Creates the subtarget and the other MC objects. What LLVM printed
    /// meanwhile comes back in the outcome (this is the one call that
    /// captures the process's stdio, briefly); the target comes back
    /// exactly when `error` is `None`.
    pub fn init(self, cpu: &str, features: &str) -> (InitOutcome, Option<Target>) {
        let c = cstring(cpu);
        let f = cstring(features);
        let (mut d, mut o, mut e) = (Vec::new(), Vec::new(), Vec::new());
        // SAFETY: valid handle, strings and sinks.
        let st = unsafe {
            raw::rmca_target_init(self.raw, c.as_ptr(), f.as_ptr(), sink(&mut d), sink(&mut o), sink(&mut e))
        };
        // A fatal error's text is already in `diag`, as LLVM prints it.
        let error = (st != 0).then(|| text(e));
        let outcome = InitOutcome { diag: text(d), help_listing: text(o), error };
        if outcome.error.is_some() {
            return (outcome, None);
        }
        let raw = self.raw;
        std::mem::forget(self);
        let mut target = Target { raw, descs: DescTable::default() };
        target.descs = DescTable::new(target.info().num_opcodes as usize);
        (outcome, Some(target))
    }
}

/// A target with its subtarget and MC objects (owns the C++ rmca_target).
/// Immutable once made, so threads share it: every query and parse takes
/// `&self`, and per-input state lives in [`Parsed`](super::mca::Parsed).
pub struct Target {
    pub(super) raw: *mut raw::rmca_target,
    /// Per opcode: its MCInstrDesc, copied on first use and shared by every
    /// analysis on this target (None: out of range).
    descs: DescTable,
}

/// Opcodes per chunk of [`DescTable`].
const DESC_CHUNK: usize = 128;

/// Per-opcode cells made a chunk at a time. A target has up to some 20,000
/// opcodes and an input uses a few hundred: a flat table of cells would
/// write (and at the end walk) megabytes for nothing, which is a good part
/// of a short run's time.
#[derive(Default)]
struct DescTable {
    opcodes: usize,
    chunks: Box<[OnceLock<Box<[OnceLock<Option<McInstrDesc>>]>>]>,
}

impl DescTable {
    fn new(opcodes: usize) -> Self {
        let chunks = (0..opcodes.div_ceil(DESC_CHUNK)).map(|_| OnceLock::new()).collect();
        DescTable { opcodes, chunks }
    }

    fn cell(&self, opcode: usize) -> Option<&OnceLock<Option<McInstrDesc>>> {
        if opcode >= self.opcodes {
            return None;
        }
        let chunk = self.chunks[opcode / DESC_CHUNK].get_or_init(|| (0..DESC_CHUNK).map(|_| OnceLock::new()).collect());
        Some(&chunk[opcode % DESC_CHUNK])
    }
}

// SAFETY: the C++ rmca_target is not modified after rmca_target_init: the
// llvm-mca queries read its MC objects (MCSubtargetInfo, MCInstrInfo,
// MCRegisterInfo, MCAsmInfo, MCInstrAnalysis) and every parse builds its
// own context, printers and instrument manager; target parsers that change
// subtarget features do so on their own copy (MCTargetAsmParser::copySTI).
// rmca-exegesis's lazily made printers are behind a lock in the shim.
// rmca-exegesis's code generator reads the same objects.
unsafe impl Send for Target {}
// SAFETY: as for Send: shared use is read-only.
unsafe impl Sync for Target {}

impl Drop for Target {
    fn drop(&mut self) {
        // SAFETY: raw came from rmca_target_lookup and is freed once.
        unsafe { raw::rmca_target_free(self.raw) }
    }
}

impl Target {
    /// A register class's name.
    pub fn regclass_name(&self, rc: u32) -> String {
        // SAFETY: self.raw is the live target this value owns; the shim
        // checks rc's range; the sink's buffer outlives the call.
        collect(|s| unsafe { raw::rmca_regclass_name(self.raw, rc, s) })
    }

    pub fn triple(&self) -> String {
        // SAFETY: valid handle and sink.
        collect(|s| unsafe { raw::rmca_target_triple(self.raw, s) })
    }

    /// Triple::normalize() of the triple (the spelling llvm-mca's messages use).
    pub fn normalized_triple(&self) -> String {
        // SAFETY: valid handle and sink.
        collect(|s| unsafe { raw::rmca_target_triple_normalized(self.raw, s) })
    }

    /// Creates the asm backend as llvm-mca does up front; Err carries the
    /// text of a fatal error LLVM reports there.
    pub fn check_backend(&self) -> Result<(), String> {
        let mut err = Vec::new();
        // SAFETY: valid handle and sink.
        let st = unsafe { raw::rmca_target_check_backend(self.raw, sink(&mut err)) };
        if st == 0 {
            Ok(())
        } else {
            Err(text(err))
        }
    }

    /// Whether the subtarget has all of `features` ("+a,-b").
    pub fn check_features(&self, features: &str) -> bool {
        let f = cstring(features);
        // SAFETY: valid handle and C string.
        unsafe { raw::rmca_target_check_features(self.raw, f.as_ptr()) != 0 }
    }

    /// AMDGPU ISA version (major, minor, stepping) of the CPU.
    pub fn amdgpu_isa_version(&self) -> (u32, u32, u32) {
        let mut v = [0u32; 3];
        // SAFETY: valid handle, three-element buffer.
        unsafe { raw::rmca_amdgpu_isa_version(self.raw, v.as_mut_ptr()) };
        (v[0], v[1], v[2])
    }

    /// The CPU the subtarget resolved (aliases such as apple-m1 resolve to
    /// the model's own name).
    pub fn cpu(&self) -> String {
        // SAFETY: self.raw is the live target this value owns (freed only by
        // Drop); the sink's buffer outlives the call.
        collect(|s| unsafe { raw::rmca_target_cpu(self.raw, s) })
    }

    pub fn name(&self) -> String {
        // SAFETY: self.raw is live (owned until Drop); the sink's buffer
        // outlives the call.
        collect(|s| unsafe { raw::rmca_target_name(self.raw, s) })
    }

    pub fn info(&self) -> TargetInfo {
        let mut i = raw::rmca_target_info::default();
        // SAFETY: valid handle and out pointer.
        unsafe { raw::rmca_target_get_info(self.raw, &mut i) };
        TargetInfo {
            cpu_valid: i.cpu_valid != 0,
            has_instr_sched_model: i.has_instr_sched_model != 0,
            has_itineraries: i.has_itineraries != 0,
            num_opcodes: i.num_opcodes,
            num_regs: i.num_regs,
            num_reg_classes: i.num_reg_classes,
        }
    }

    /// Every register's name as the printer of `variant` spells it,
    /// indexed by register number.
    pub fn printed_reg_names(&self, variant: u32) -> Vec<String> {
        // SAFETY: valid handle and sink.
        let all = collect(|s| unsafe { raw::rmca_print_reg_names(self.raw, variant, s) });
        let mut names: Vec<String> = all.split('\n').map(String::from).collect();
        names.pop(); // after the last newline
        names
    }

    pub fn has_printer(&self, variant: u32) -> bool {
        // SAFETY: valid handle.
        unsafe { raw::rmca_has_printer(self.raw, variant) != 0 }
    }

    /// Copies the whole scheduling model.
    pub fn sched_model(&self) -> SchedModel {
        let mut p = raw::rmca_sched_params::default();
        // SAFETY: valid handle; every array passed below has the capacity we
        // report to the shim.
        unsafe { raw::rmca_sched_params_get(self.raw, &mut p) };
        let mut resources = Vec::with_capacity(p.num_proc_resource_kinds as usize);
        for idx in 0..p.num_proc_resource_kinds {
            let mut r = raw::rmca_proc_resource::default();
            let mut subs = [0u32; 64];
            let mut name = Vec::new();
            // SAFETY: idx < num_proc_resource_kinds; `subs` holds the
            // capacity passed; `name` outlives the call.
            unsafe {
                raw::rmca_proc_resource_get(self.raw, idx, &mut r, subs.as_mut_ptr(), subs.len() as u32, sink(&mut name))
            };
            let n = (r.num_sub_units as usize).min(subs.len());
            resources.push(ProcResource {
                name: text(name),
                num_units: r.num_units,
                super_idx: r.super_idx,
                buffer_size: r.buffer_size,
                sub_units: subs[..n].to_vec(),
            });
        }
        let mut classes = Vec::with_capacity(p.num_sched_classes as usize);
        // One set of buffers for every class (a model has thousands).
        let (mut wpr, mut wl, mut ra) = (Vec::new(), Vec::new(), Vec::new());
        for idx in 0..p.num_sched_classes {
            let mut c = raw::rmca_sched_class::default();
            // SAFETY: idx < num_sched_classes; `c` is a valid out pointer.
            unsafe { raw::rmca_sched_class_get(self.raw, idx, &mut c) };
            wpr.clear();
            wpr.resize(c.num_write_proc_res as usize, raw::rmca_write_proc_res::default());
            wl.clear();
            wl.resize(c.num_write_latency as usize, raw::rmca_write_latency::default());
            ra.clear();
            ra.resize(c.num_read_advance as usize, raw::rmca_read_advance::default());
            // SAFETY: each array is sized by the count rmca_sched_class_get
            // gave for this class, and that length is passed as its capacity.
            unsafe {
                raw::rmca_sched_class_entries(
                    self.raw,
                    idx,
                    wpr.as_mut_ptr(),
                    wpr.len() as u32,
                    wl.as_mut_ptr(),
                    wl.len() as u32,
                    ra.as_mut_ptr(),
                    ra.len() as u32,
                )
            };
            classes.push(SchedClass {
                num_micro_ops: c.num_micro_ops,
                begin_group: c.begin_group != 0,
                end_group: c.end_group != 0,
                retire_ooo: c.retire_ooo != 0,
                write_proc_res: wpr
                    .iter()
                    .map(|e| WriteProcRes {
                        proc_resource_idx: e.proc_resource_idx,
                        release_at_cycle: e.release_at_cycle,
                        acquire_at_cycle: e.acquire_at_cycle,
                    })
                    .collect(),
                write_latency: wl
                    .iter()
                    .map(|e| WriteLatency { cycles: e.cycles, write_resource_id: e.write_resource_id })
                    .collect(),
                read_advance: ra
                    .iter()
                    .map(|e| ReadAdvance { use_idx: e.use_idx, write_resource_id: e.write_resource_id, cycles: e.cycles })
                    .collect(),
            });
        }
        let extra = if p.has_extra_processor_info != 0 {
            let mut files = Vec::new();
            for idx in 0..p.num_register_files {
                let mut f = raw::rmca_register_file::default();
                let mut name = Vec::new();
                // SAFETY: idx < num_register_files; valid out pointer; `name`
                // outlives the call.
                unsafe { raw::rmca_register_file_get(self.raw, idx, &mut f, sink(&mut name)) };
                let costs = (f.cost_entry_idx..f.cost_entry_idx + f.num_cost_entries)
                    .map(|ci| {
                        let mut c = raw::rmca_register_cost::default();
                        // SAFETY: ci lies in this file's range of cost
                        // entries as the shim reported it; valid out pointer.
                        unsafe { raw::rmca_register_cost_get(self.raw, ci, &mut c) };
                        RegisterCost {
                            register_class_id: c.register_class_id,
                            cost: c.cost,
                            allow_move_elimination: c.allow_move_elimination != 0,
                        }
                    })
                    .collect();
                files.push(RegisterFileDesc {
                    name: text(name),
                    num_phys_regs: f.num_phys_regs,
                    costs,
                    allow_zero_move_elimination_only: f.allow_zero_move_elimination_only != 0,
                    max_moves_eliminated_per_cycle: f.max_moves_eliminated_per_cycle,
                });
            }
            Some(ExtraProcessorInfo {
                reorder_buffer_size: p.reorder_buffer_size,
                max_retire_per_cycle: p.max_retire_per_cycle,
                register_files: files,
                load_queue_id: p.load_queue_id,
                store_queue_id: p.store_queue_id,
            })
        } else {
            None
        };
        SchedModel {
            issue_width: p.issue_width,
            micro_op_buffer_size: p.micro_op_buffer_size,
            loop_micro_op_buffer_size: p.loop_micro_op_buffer_size,
            load_latency: p.load_latency,
            high_latency: p.high_latency,
            mispredict_penalty: p.mispredict_penalty,
            post_ra_scheduler: p.post_ra_scheduler != 0,
            complete_model: p.complete_model != 0,
            enable_intervals: p.enable_intervals != 0,
            proc_id: p.proc_id,
            resources,
            classes,
            extra,
            opcode_classes: Default::default(),
            reservation_station_scale: None,
        }
    }

    /// Copies the register information.
    pub fn register_info(&self) -> RegisterInfo {
        let info = self.info();
        let mut ri = RegisterInfo::default();
        let mut buf = vec![0u32; 256];
        let mut list = |f: &dyn Fn(*mut u32, u32) -> u32| -> Vec<u32> {
            let n = f(buf.as_mut_ptr(), buf.len() as u32) as usize;
            if n > buf.len() {
                buf.resize(n, 0);
                f(buf.as_mut_ptr(), buf.len() as u32);
            }
            buf[..n].to_vec()
        };
        // Artificial registers (AArch64's D0_HI...) hold no value of their
        // own; llvm-mca 22 tracks no dependencies through them, so they are
        // left out of the sub/super-register lists.
        // SAFETY: self.raw is live; reg < num_regs.
        let artificial: Vec<bool> =
            (0..info.num_regs).map(|reg| unsafe { raw::rmca_reg_is_artificial(self.raw, reg) } != 0).collect();
        let real = |v: Vec<u32>| -> Vec<u32> { v.into_iter().filter(|&r| !artificial[r as usize]).collect() };
        for reg in 0..info.num_regs {
            // SAFETY: valid handle; `list` passes a buffer of the stated size.
            ri.names.push(collect(|s| unsafe { raw::rmca_reg_name(self.raw, reg, s) }));
            ri.subregs.push(real(list(&|p, c| unsafe { raw::rmca_reg_subregs(self.raw, reg, p, c) })));
            ri.superregs.push(real(list(&|p, c| unsafe { raw::rmca_reg_superregs(self.raw, reg, p, c) })));
            ri.is_constant.push(unsafe { raw::rmca_reg_is_constant(self.raw, reg) } != 0);
        }
        for rc in 0..info.num_reg_classes {
            ri.class_members.push(list(&|p, c| unsafe { raw::rmca_regclass_members(self.raw, rc, p, c) }));
        }
        ri
    }

    pub fn instr_desc(&self, opcode: u32) -> Option<McInstrDesc> {
        self.instr_desc_ref(opcode).cloned()
    }

    /// The opcode's MCInstrDesc, copied from LLVM once per target.
    pub fn instr_desc_ref(&self, opcode: u32) -> Option<&McInstrDesc> {
        match self.descs.cell(opcode as usize) {
            Some(cell) => cell.get_or_init(|| self.read_instr_desc(opcode)).as_ref(),
            None => None,
        }
    }

    fn read_instr_desc(&self, opcode: u32) -> Option<McInstrDesc> {
        let mut d = raw::rmca_instr_desc::default();
        let mut ops = vec![raw::rmca_operand_info::default(); 64];
        let mut idefs = vec![0u32; 64];
        let mut iuses = vec![0u32; 64];
        // SAFETY: valid handle, arrays of the stated capacity.
        let st = unsafe {
            raw::rmca_instr_desc_get(
                self.raw,
                opcode,
                &mut d,
                ops.as_mut_ptr(),
                ops.len() as u32,
                idefs.as_mut_ptr(),
                idefs.len() as u32,
                iuses.as_mut_ptr(),
                iuses.len() as u32,
            )
        };
        if st != 0 {
            return None;
        }
        let nops = (d.num_operands as usize).min(ops.len());
        Some(McInstrDesc {
            num_operands: d.num_operands,
            num_defs: d.num_defs,
            sched_class: d.sched_class,
            size: d.size,
            flags: d.flags,
            ts_flags: d.ts_flags,
            operands: ops[..nops]
                .iter()
                .map(|o| OperandInfo {
                    reg_class: o.reg_class,
                    flags: o.flags,
                    operand_type: o.operand_type,
                    tied_to: o.tied_to,
                    is_optional_def: o.is_optional_def != 0,
                    is_predicate: o.is_predicate != 0,
                })
                .collect(),
            implicit_defs: idefs[..(d.num_implicit_defs as usize).min(64)].to_vec(),
            implicit_uses: iuses[..(d.num_implicit_uses as usize).min(64)].to_vec(),
        })
    }

    pub fn opcode_name(&self, opcode: u32) -> String {
        // SAFETY: self.raw is live; the shim checks the opcode's range; the
        // sink's buffer outlives the call.
        collect(|s| unsafe { raw::rmca_opcode_name(self.raw, opcode, s) })
    }
}
