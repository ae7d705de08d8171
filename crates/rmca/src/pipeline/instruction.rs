//! Dynamic instruction state during simulation (llvm-mca's Instruction,
//! WriteState and ReadState).
//!
//! The accessors used by the views (`desc`, `template`, `defs`,
//! `critical_*`, `is_optimizable_move`, `may_load`, ...) are a stable
//! contract. Everything else is pipeline-internal.
//!
//! Dependencies between instructions are kept as indices, never pointers:
//! a write is named by (source index of its instruction, position in
//! `defs`), a read likewise by its position in `uses`. The instructions
//! themselves live in `InstStore`, a ring indexed by source index.

use std::rc::Rc;

use crate::model::desc::{InstTemplate, InstrDesc};
use crate::pipeline::signature::Sig;

/// Marker for "latency not known yet" (the same sentinel llvm-mca uses, so
/// arithmetic on it behaves identically).
pub const UNKNOWN_CYCLES: i32 = -512;

/// The instruction (by source index) and register a critical dependency
/// comes from, and how many cycles it contributed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CriticalDependency {
    pub iid: u32,
    pub reg_id: u32,
    pub cycles: u32,
}

/// A write, named by its instruction and its index in that instruction's defs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct WriteId {
    pub iid: u32,
    pub idx: u32,
}

/// A read, named by its instruction and its index in that instruction's uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadId {
    pub iid: u32,
    pub idx: u32,
}

#[derive(Clone, Copy, Debug)]
pub struct WriteState {
    pub reg: u32,
    pub is_eliminated: bool,
    pub latency: u32,
    /// WriteResourceID, matched against read-advance entries.
    pub write_res_id: u32,
    pub cycles_left: i32,
    /// Register file that renames this write (0: the default one).
    pub prf_id: u32,
    pub clears_super_regs: bool,
    pub writes_zero: bool,
    /// An older write of a super-register this partial write must wait for.
    pub dependent_write: Option<WriteId>,
    /// A younger partial write waiting on this one.
    pub partial_write: Option<WriteId>,
    pub dependent_write_cycles_left: u32,
    pub crd: CriticalDependency,
}

impl WriteState {
    pub fn is_eliminated(&self) -> bool {
        self.is_eliminated
    }
    pub fn register_id(&self) -> u32 {
        self.reg
    }
    pub fn cycles_left(&self) -> i32 {
        self.cycles_left
    }
    /// Not waiting on an older write, or that write is close enough to done.
    pub fn is_ready(&self) -> bool {
        if self.dependent_write.is_some() {
            return false;
        }
        let left = self.dependent_write_cycles_left;
        left == 0 || left < self.latency
    }
    pub fn is_executed(&self) -> bool {
        self.cycles_left != UNKNOWN_CYCLES && self.cycles_left <= 0
    }
    /// The write this one depends on started: start counting down.
    pub fn write_start_event(&mut self, iid: u32, reg: u32, cycles: u32) {
        self.crd = CriticalDependency { iid, reg_id: reg, cycles };
        self.dependent_write_cycles_left = cycles;
        self.dependent_write = None;
    }
    pub fn set_eliminated(&mut self) {
        self.cycles_left = 0;
        self.is_eliminated = true;
    }
    pub fn cycle_event(&mut self) {
        if self.cycles_left != UNKNOWN_CYCLES {
            self.cycles_left -= 1;
        }
        if self.dependent_write_cycles_left != 0 {
            self.dependent_write_cycles_left -= 1;
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub struct ReadState {
    pub reg: u32,
    pub use_index: u32,
    pub sched_class_id: u32,
    pub prf_id: u32,
    pub dependent_writes: u32,
    pub cycles_left: i32,
    pub total_cycles: u32,
    pub crd: CriticalDependency,
    pub is_ready: bool,
    pub is_zero: bool,
    pub independent_from_def: bool,
}

impl ReadState {
    pub fn register_id(&self) -> u32 {
        self.reg
    }
    pub fn is_pending(&self) -> bool {
        !self.independent_from_def && self.cycles_left > 0
    }
    pub fn is_ready(&self) -> bool {
        self.is_ready
    }
    pub fn set_dependent_writes(&mut self, n: u32) {
        self.dependent_writes = n;
        self.is_ready = n == 0;
    }
    /// One of the writes this read waits on started executing; once all have,
    /// the read knows how long to wait (the longest of them).
    pub fn write_start_event(&mut self, iid: u32, reg: u32, cycles: u32) {
        self.dependent_writes = self.dependent_writes.saturating_sub(1);
        if self.total_cycles < cycles {
            self.crd = CriticalDependency { iid, reg_id: reg, cycles };
            self.total_cycles = cycles;
        }
        if self.dependent_writes == 0 {
            self.cycles_left = self.total_cycles as i32;
            self.is_ready = self.cycles_left == 0;
        }
    }
    pub fn cycle_event(&mut self) {
        // While some producers have not started yet, the ones that did are
        // counted down through the running maximum.
        if self.dependent_writes != 0 && self.total_cycles != 0 {
            self.total_cycles -= 1;
            return;
        }
        if self.cycles_left == UNKNOWN_CYCLES {
            return;
        }
        if self.cycles_left != 0 {
            self.cycles_left -= 1;
            self.is_ready = self.cycles_left == 0;
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstStage {
    Invalid,
    Dispatched,
    Pending,
    Ready,
    Executing,
    Executed,
    Retired,
}

// Field order is deliberate (hence `repr(C)`): what the per-cycle loops
// read for every in-flight instruction comes first and, with the alignment,
// shares one cache line.
#[derive(Clone, Debug)]
#[repr(C, align(64))]
pub struct Instruction {
    pub stage: InstStage,
    /// Still dispatched and nothing it waits on has started: ticking it is
    /// a no-op until a producer starts (which clears the flag).
    pub quiet: bool,
    /// Set when the instruction is a move eliminated at register renaming.
    pub is_eliminated: bool,
    pub optimizable_move: bool,
    pub cycles_left: i32,
    pub defs: Vec<WriteState>,
    pub uses: Vec<ReadState>,
    /// The reads and partial writes waiting on this instruction's writes
    /// (`def_users` and `partial_write`), counted; kept up to date by the
    /// register file (the scheduler ranks by it every cycle).
    pub total_users: u32,
    /// Dense id of the descriptor (equal ids share one `InstrDesc`) within
    /// the simulated region; `NO_DESC_ID` when unknown. Keys per-cycle memos.
    pub desc_id: u32,
    pub template: Rc<InstTemplate>,
    pub rcu_token: u32,
    /// Position of the instruction in the simulated region.
    pub region_index: u32,
    pub used_buffers: u64,
    pub critical_reg_dep: CriticalDependency,
    pub critical_mem_dep: CriticalDependency,
    pub critical_resource_mask: u64,
    /// The template's micro-ops, latency and memory flags, copied here: the
    /// stages read them for every instruction they handle, and the
    /// template is two pointers away.
    num_micro_ops: u32,
    max_latency: u32,
    may_load: bool,
    may_store: bool,
    /// Load/store queue token (memory group), if the LSU took the instruction.
    pub lsu_token: Option<u32>,
    /// The reads waiting on each write, with their read-advance cycles:
    /// `defs[d]`'s in `def_users[d]`. Entries past `defs.len()` are empty
    /// vectors a slot keeps for its next occupants (so that write states
    /// are plain values, copied in at once).
    pub def_users: Vec<Users>,
}

/// The reads waiting on a write, with their read-advance cycles.
pub type Users = Vec<(ReadId, i32)>;

/// Fresh operand states of one template, copied into every new instance.
struct Proto {
    defs: Vec<WriteState>,
    uses: Vec<ReadState>,
}

/// `Instruction::desc_id` when the creator gave none.
pub const NO_DESC_ID: u32 = u32::MAX;

impl Instruction {
    pub fn desc(&self) -> &InstrDesc {
        &self.template.desc
    }
    pub fn template(&self) -> &InstTemplate {
        &self.template
    }
    pub fn defs(&self) -> &[WriteState] {
        &self.defs
    }
    pub fn uses(&self) -> &[ReadState] {
        &self.uses
    }
    pub fn critical_reg_dep(&self) -> CriticalDependency {
        self.critical_reg_dep
    }
    pub fn critical_mem_dep(&self) -> CriticalDependency {
        self.critical_mem_dep
    }
    pub fn critical_resource_mask(&self) -> u64 {
        self.critical_resource_mask
    }
    pub fn is_optimizable_move(&self) -> bool {
        self.optimizable_move
    }
    pub fn may_load(&self) -> bool {
        self.may_load
    }
    pub fn may_store(&self) -> bool {
        self.may_store
    }
    pub fn is_mem_op(&self) -> bool {
        self.may_load | self.may_store
    }
    pub fn num_micro_ops(&self) -> u32 {
        self.num_micro_ops
    }
    pub fn latency(&self) -> u32 {
        self.max_latency
    }
    pub fn is_eliminated(&self) -> bool {
        self.is_eliminated
    }
    pub fn stage(&self) -> InstStage {
        self.stage
    }
    pub fn is_dispatched(&self) -> bool {
        self.stage == InstStage::Dispatched
    }
    pub fn is_pending(&self) -> bool {
        self.stage == InstStage::Pending
    }
    pub fn is_ready(&self) -> bool {
        self.stage == InstStage::Ready
    }
    pub fn is_executing(&self) -> bool {
        self.stage == InstStage::Executing
    }
    pub fn is_executed(&self) -> bool {
        self.stage == InstStage::Executed
    }
    pub fn is_retired(&self) -> bool {
        self.stage == InstStage::Retired
    }
    pub fn cycles_left(&self) -> i32 {
        self.cycles_left
    }
    pub fn has_dependent_users(&self) -> bool {
        self.num_users() > 0
    }
    pub fn num_users(&self) -> u32 {
        debug_assert_eq!(
            self.total_users,
            self.defs
                .iter()
                .zip(&self.def_users)
                .map(|(d, users)| users.len() as u32 + d.partial_write.is_some() as u32)
                .sum::<u32>()
        );
        self.total_users
    }
    /// The reads waiting on write `d`.
    pub fn users_of_def(&self, d: usize) -> &Users {
        &self.def_users[d]
    }

    /// An empty instruction used to fill unused store slots.
    fn placeholder(template: Rc<InstTemplate>) -> Self {
        Instruction {
            num_micro_ops: template.desc.num_micro_ops,
            max_latency: template.desc.max_latency,
            may_load: template.may_load,
            may_store: template.may_store,
            template,
            defs: Vec::new(),
            uses: Vec::new(),
            def_users: Vec::new(),
            critical_reg_dep: CriticalDependency::default(),
            critical_mem_dep: CriticalDependency::default(),
            critical_resource_mask: 0,
            lsu_token: None,
            stage: InstStage::Retired,
            cycles_left: UNKNOWN_CYCLES,
            rcu_token: 0,
            used_buffers: 0,
            is_eliminated: false,
            optimizable_move: false,
            quiet: false,
            desc_id: NO_DESC_ID,
            total_users: 0,
            region_index: 0,
        }
    }

    /// Makes a used slot equal to `placeholder(filler)`, keeping the
    /// capacity of its operand lists.
    fn reset(&mut self, filler: &Rc<InstTemplate>) {
        if !Rc::ptr_eq(&self.template, filler) {
            self.template = Rc::clone(filler);
        }
        self.copy_template_fields();
        self.defs.clear();
        self.uses.clear();
        self.critical_reg_dep = CriticalDependency::default();
        self.critical_mem_dep = CriticalDependency::default();
        self.critical_resource_mask = 0;
        self.lsu_token = None;
        self.stage = InstStage::Retired;
        self.cycles_left = UNKNOWN_CYCLES;
        self.rcu_token = 0;
        self.used_buffers = 0;
        self.is_eliminated = false;
        self.optimizable_move = false;
        self.quiet = false;
        self.desc_id = NO_DESC_ID;
        self.total_users = 0;
        self.region_index = 0;
    }

    /// The operand states of a freshly created instance of `t`.
    fn fresh_operands(t: &InstTemplate) -> Proto {
        let desc = &t.desc;
        let defs = t
            .defs
            .iter()
            .map(|w| {
                let wd = desc.writes.get(w.desc_index as usize);
                WriteState {
                    reg: w.reg,
                    is_eliminated: false,
                    latency: wd.map_or(0, |d| d.latency),
                    write_res_id: wd.map_or(0, |d| d.sclass_or_write_resource_id),
                    cycles_left: UNKNOWN_CYCLES,
                    prf_id: 0,
                    clears_super_regs: w.clears_super_regs,
                    writes_zero: w.writes_zero,
                    dependent_write: None,
                    partial_write: None,
                    dependent_write_cycles_left: 0,
                    crd: CriticalDependency::default(),
                }
            })
            .collect();
        let uses = t
            .uses
            .iter()
            .map(|r| {
                let rd = desc.reads.get(r.desc_index as usize);
                ReadState {
                    reg: r.reg,
                    use_index: rd.map_or(0, |d| d.use_index),
                    sched_class_id: rd.map_or(0, |d| d.sched_class_id),
                    prf_id: 0,
                    dependent_writes: 0,
                    cycles_left: UNKNOWN_CYCLES,
                    total_cycles: 0,
                    crd: CriticalDependency::default(),
                    is_ready: true,
                    is_zero: false,
                    independent_from_def: r.independent_from_def,
                }
            })
            .collect();
        Proto { defs, uses }
    }

    /// Re-initialize this slot as a new instance of `t` whose fresh operand
    /// states are `proto`, keeping vector capacity.
    fn init_from(&mut self, t: &Rc<InstTemplate>, proto: &Proto, desc_id: u32, region_index: u32) {
        let desc = &t.desc;
        self.template = Rc::clone(t);
        self.copy_template_fields();
        copy_operands(&mut self.defs, &proto.defs);
        let n = proto.defs.len();
        if self.def_users.len() < n {
            self.def_users.resize_with(n, Vec::new);
        }
        for users in &mut self.def_users[..n] {
            users.clear();
        }
        copy_operands(&mut self.uses, &proto.uses);
        self.critical_reg_dep = CriticalDependency::default();
        self.critical_mem_dep = CriticalDependency::default();
        self.critical_resource_mask = 0;
        self.lsu_token = None;
        self.stage = InstStage::Invalid;
        self.cycles_left = UNKNOWN_CYCLES;
        self.rcu_token = 0;
        self.used_buffers = desc.used_buffers;
        self.is_eliminated = false;
        self.optimizable_move = t.is_optimizable_move;
        self.quiet = false;
        self.desc_id = desc_id;
        self.total_users = 0;
        self.region_index = region_index;
    }

    /// Copies what the stages read of the template into the instruction.
    #[inline]
    fn copy_template_fields(&mut self) {
        let t = &*self.template;
        (self.num_micro_ops, self.max_latency) = (t.desc.num_micro_ops, t.desc.max_latency);
        (self.may_load, self.may_store) = (t.may_load, t.may_store);
    }

    /// See `quiet`.
    fn recompute_quiet(&mut self) {
        self.quiet = self.stage == InstStage::Dispatched
            && self.uses.iter().all(|u| {
                !(u.dependent_writes != 0 && u.total_cycles != 0)
                    && (u.cycles_left == UNKNOWN_CYCLES || u.cycles_left == 0)
            })
            && self.defs.iter().all(|d| d.cycles_left == UNKNOWN_CYCLES && d.dependent_write_cycles_left == 0);
    }

    /// Operands ready known: from Dispatched to Pending.
    pub fn update_dispatched(&mut self) -> bool {
        if !self.uses.iter().all(|u| u.is_pending() || u.is_ready()) {
            return false;
        }
        if !self.defs.iter().all(|d| d.dependent_write.is_none()) {
            return false;
        }
        self.stage = InstStage::Pending;
        true
    }

    /// All operands available: from Pending to Ready.
    pub fn update_pending(&mut self) -> bool {
        if !self.operands_ready() {
            return false;
        }
        self.stage = InstStage::Ready;
        true
    }

    /// What `update_pending` asks: every read and partial write ready.
    pub fn operands_ready(&self) -> bool {
        self.uses.iter().all(|u| u.is_ready()) && self.defs.iter().all(|d| d.is_ready())
    }

    pub fn update(&mut self) {
        if self.is_dispatched() {
            self.update_dispatched();
        }
        if self.is_pending() {
            self.update_pending();
        }
    }

    pub fn dispatch(&mut self, rcu_token: u32) {
        self.stage = InstStage::Dispatched;
        self.rcu_token = rcu_token;
        if self.update_dispatched() {
            self.update_pending();
        }
        self.recompute_quiet();
    }

    pub fn force_executed(&mut self) {
        self.cycles_left = 0;
        self.stage = InstStage::Executed;
    }

    pub fn retire(&mut self) {
        self.stage = InstStage::Retired;
    }

    /// Per-cycle countdown of operands (waiting) or of execution latency.
    pub fn cycle_event(&mut self) {
        match self.stage {
            InstStage::Ready => {}
            InstStage::Dispatched | InstStage::Pending => {
                if self.quiet {
                    return;
                }
                for u in &mut self.uses {
                    u.cycle_event();
                }
                for d in &mut self.defs {
                    d.cycle_event();
                }
                self.update();
                self.recompute_quiet();
            }
            InstStage::Executing => self.tick_executing(),
            _ => {}
        }
    }

    /// `cycle_event` of an executing instruction (the scheduler's issued
    /// set holds only those, and ticks them every cycle).
    #[inline]
    pub fn tick_executing(&mut self) {
        debug_assert_eq!(self.stage, InstStage::Executing);
        for d in &mut self.defs {
            d.cycle_event();
        }
        self.cycles_left -= 1;
        if self.cycles_left == 0 {
            self.stage = InstStage::Executed;
        }
    }

    /// Picks the critical register dependency among writes and reads. Like
    /// upstream, the running maximum is never raised, so the last non-zero
    /// candidate wins.
    pub fn compute_critical_reg_dep(&mut self) {
        if self.critical_reg_dep.cycles != 0 {
            return;
        }
        let max_latency = 0;
        for d in &self.defs {
            if d.crd.cycles > max_latency {
                self.critical_reg_dep = d.crd;
            }
        }
        for u in &self.uses {
            if u.crd.cycles > max_latency {
                self.critical_reg_dep = u.crd;
            }
        }
    }
}

/// Makes `dst` a copy of `src`, an instruction's fresh operand states.
/// Most instructions have at most three reads and three writes: those
/// are moved in as values rather than through a call to `memcpy`, which
/// would cost more than the copy (this runs for every instruction).
#[inline]
fn copy_operands<T: Copy>(dst: &mut Vec<T>, src: &[T]) {
    dst.clear();
    match *src {
        [] => {}
        [a] => dst.push(a),
        [a, b] => dst.extend([a, b]),
        [a, b, c] => dst.extend([a, b, c]),
        _ => dst.extend_from_slice(src),
    }
}

/// All in-flight instructions, in a power-of-two ring indexed by source index.
/// Instructions retire in order, so the live ones always form the range
/// `[base, next)`; slots are reused (with their vectors' capacity).
pub struct InstStore {
    slots: Vec<Instruction>,
    /// `total_users` of each slot, kept densely too: the scheduler ranks
    /// every ready instruction by it each cycle.
    users: Vec<u32>,
    /// `quiet` of each slot, kept densely too (see `is_quiet`).
    quiet: Vec<bool>,
    /// Set for quiet instructions the scheduler took out of its wait set
    /// (`park`); `wake` hands them back through `woken`.
    parked: Vec<bool>,
    woken: Vec<u32>,
    /// A ready instruction gained a user since the scheduler last asked
    /// (`take_ready_gained_users`): its selection key (which ranks by
    /// users) changed.
    ready_gained_users: bool,
    /// Quiet instructions woken since the scheduler last asked
    /// (`take_wake_count`): it keeps count of the awake ones in its wait
    /// set, to stop sweeping the set once it has seen them all.
    wake_count: u32,
    /// Fresh operand states per region position, built on first use: the
    /// region is fixed for the store's life (see `create_with_desc_id`).
    protos: Vec<Option<Proto>>,
    mask: u32,
    base: u32,
    next: u32,
}

thread_local! {
    /// The slots of the last store dropped on this thread, which the next
    /// store takes over: a simulation then starts without allocating every
    /// instruction's operand lists anew (a 100-iteration run of a small
    /// block touches every slot only a couple of times).
    static SPARE_SLOTS: std::cell::RefCell<SpareSlots> =
        const { std::cell::RefCell::new(SpareSlots { slots: Vec::new() }) };
}

/// The instruction slots this thread keeps for its next simulation, taken
/// out of the thread. Dropping the value frees them; a command about to
/// end its process may forget it instead (see `RunConfig::defer_teardown`).
#[derive(Default)]
pub struct SpareSlots {
    slots: Vec<Instruction>,
}

/// Takes this thread's spare instruction slots (see [`SpareSlots`]).
pub fn take_spare_slots() -> SpareSlots {
    SPARE_SLOTS
        .try_with(|spare| spare.try_borrow_mut().map(|mut s| std::mem::take(&mut *s)).unwrap_or_default())
        .unwrap_or_default()
}

/// Stores with more slots than this do not hand theirs on (a thread keeps
/// at most this many).
const MAX_SPARE_SLOTS: usize = 4096;

impl Drop for InstStore {
    fn drop(&mut self) {
        if self.slots.len() <= MAX_SPARE_SLOTS {
            let slots = std::mem::take(&mut self.slots);
            // (During thread teardown the spare may be gone already.)
            let _ = SPARE_SLOTS.try_with(|spare| {
                if let Ok(mut spare) = spare.try_borrow_mut() {
                    if spare.slots.len() < slots.len() {
                        *spare = SpareSlots { slots };
                    }
                }
            });
        }
    }
}

impl InstStore {
    pub fn new(filler: Rc<InstTemplate>, capacity_hint: usize) -> Self {
        let cap = capacity_hint.max(16).next_power_of_two();
        let SpareSlots { mut slots } = take_spare_slots();
        slots.truncate(cap);
        for slot in slots.iter_mut() {
            slot.reset(&filler);
        }
        slots.resize_with(cap, || Instruction::placeholder(Rc::clone(&filler)));
        InstStore {
            slots,
            users: vec![0; cap],
            quiet: vec![false; cap],
            parked: vec![false; cap],
            woken: Vec::new(),
            ready_gained_users: false,
            wake_count: 0,
            protos: Vec::new(),
            mask: (cap - 1) as u32,
            base: 0,
            next: 0,
        }
    }
    #[inline]
    pub fn get(&self, iid: u32) -> &Instruction {
        &self.slots[(iid & self.mask) as usize]
    }
    #[inline]
    pub fn get_mut(&mut self, iid: u32) -> &mut Instruction {
        &mut self.slots[(iid & self.mask) as usize]
    }
    /// `get(iid).num_users()`, from the dense copy.
    #[inline]
    pub fn users_of(&self, iid: u32) -> u32 {
        self.users[(iid & self.mask) as usize]
    }
    /// `get(iid).quiet`, from the dense copy (which `wake` and `sync_quiet`
    /// keep equal to it).
    #[inline]
    pub fn is_quiet(&self, iid: u32) -> bool {
        let q = self.quiet[(iid & self.mask) as usize];
        debug_assert_eq!(q, self.get(iid).quiet);
        q
    }
    /// Clears `quiet` of `iid` (something it waits on started).
    #[inline]
    pub fn wake(&mut self, iid: u32) {
        let i = (iid & self.mask) as usize;
        self.wake_count += self.quiet[i] as u32;
        self.quiet[i] = false;
        self.get_mut(iid).quiet = false;
        if self.parked[i] {
            self.parked[i] = false;
            self.woken.push(iid);
        }
    }
    /// The scheduler sets quiet instruction `iid` aside until `wake`.
    #[inline]
    pub fn park(&mut self, iid: u32) {
        debug_assert!(self.is_quiet(iid));
        self.parked[(iid & self.mask) as usize] = true;
    }
    /// How many quiet instructions `wake` woke since the last call.
    #[inline]
    pub fn take_wake_count(&mut self) -> u32 {
        std::mem::take(&mut self.wake_count)
    }
    /// Parked instructions woken since the last call, appended to `out`.
    #[inline]
    pub fn take_woken(&mut self, out: &mut Vec<u32>) {
        if !self.woken.is_empty() {
            out.extend_from_slice(&self.woken);
            self.woken.clear();
        }
    }
    /// Copies `quiet` of `iid` to the dense copy, after the instruction
    /// changed it itself (`dispatch`, `cycle_event`).
    #[inline]
    pub fn sync_quiet(&mut self, iid: u32) {
        let q = self.get(iid).quiet;
        self.quiet[(iid & self.mask) as usize] = q;
    }
    /// One more read or partial write waits on a write of `iid`.
    #[inline]
    pub fn add_user(&mut self, iid: u32) {
        self.users[(iid & self.mask) as usize] += 1;
        let inst = self.get_mut(iid);
        inst.total_users += 1;
        let ready = inst.stage == InstStage::Ready;
        self.ready_gained_users |= ready;
    }
    /// Whether a ready instruction gained a user since the last call.
    #[inline]
    pub fn take_ready_gained_users(&mut self) -> bool {
        std::mem::take(&mut self.ready_gained_users)
    }
    /// True when `iid` names an instruction still held by the store.
    #[inline]
    pub fn is_live(&self, iid: u32) -> bool {
        iid >= self.base && iid < self.next
    }
    /// Two distinct instructions, mutably.
    pub fn pair_mut(&mut self, a: u32, b: u32) -> (&mut Instruction, &mut Instruction) {
        let ia = (a & self.mask) as usize;
        let ib = (b & self.mask) as usize;
        assert!(ia != ib);
        if ia < ib {
            let (lo, hi) = self.slots.split_at_mut(ib);
            (&mut lo[ia], &mut hi[0])
        } else {
            let (lo, hi) = self.slots.split_at_mut(ia);
            (&mut hi[0], &mut lo[ib])
        }
    }
    /// Creates instruction `iid` (always the next source index) from `t`.
    pub fn create(&mut self, iid: u32, t: &Rc<InstTemplate>) {
        self.create_with_desc_id(iid, t, NO_DESC_ID, 0);
    }
    /// `create`, recording the descriptor's dense id (see `desc_id`) and the
    /// position in the region.
    pub fn create_with_desc_id(&mut self, iid: u32, t: &Rc<InstTemplate>, desc_id: u32, region_index: u32) {
        debug_assert_eq!(iid, self.next);
        if self.next - self.base > self.mask {
            self.grow();
        }
        self.next = iid + 1;
        self.users[(iid & self.mask) as usize] = 0;
        self.quiet[(iid & self.mask) as usize] = false;
        self.parked[(iid & self.mask) as usize] = false;
        let slot = (iid & self.mask) as usize;
        if desc_id == NO_DESC_ID {
            // Not from a fixed region: nothing to cache by position.
            let proto = Instruction::fresh_operands(t);
            self.slots[slot].init_from(t, &proto, desc_id, region_index);
            return;
        }
        let k = region_index as usize;
        if k >= self.protos.len() {
            self.protos.resize_with(k + 1, || None);
        }
        // Spelled out rather than `get_or_insert_with`: that form measured
        // about 15% slower on tiny-1M-iterations (different inlining here).
        if self.protos[k].is_none() {
            self.protos[k] = Some(Instruction::fresh_operands(t));
        }
        let Some(proto) = &self.protos[k] else { unreachable!() };
        self.slots[slot].init_from(t, proto, desc_id, region_index);
    }
    fn grow(&mut self) {
        let old_cap = self.slots.len();
        let new_cap = old_cap * 2;
        let filler = Rc::clone(&self.slots[0].template);
        let mut new_slots: Vec<Instruction> =
            (0..new_cap).map(|_| Instruction::placeholder(Rc::clone(&filler))).collect();
        let new_mask = (new_cap - 1) as u32;
        for iid in self.base..self.next {
            let old = (iid & self.mask) as usize;
            std::mem::swap(&mut new_slots[(iid & new_mask) as usize], &mut self.slots[old]);
        }
        let mut new_users = vec![0; new_cap];
        let mut new_quiet = vec![false; new_cap];
        let mut new_parked = vec![false; new_cap];
        for iid in self.base..self.next {
            new_users[(iid & new_mask) as usize] = self.users[(iid & self.mask) as usize];
            new_quiet[(iid & new_mask) as usize] = self.quiet[(iid & self.mask) as usize];
            new_parked[(iid & new_mask) as usize] = self.parked[(iid & self.mask) as usize];
        }
        self.parked = new_parked;
        self.slots = new_slots;
        self.users = new_users;
        self.quiet = new_quiet;
        self.mask = new_mask;
    }
    /// Source index of the oldest instruction still held.
    pub(crate) fn oldest(&self) -> u32 {
        self.base
    }

    /// Appends the state of every live instruction (see `pipeline::steady`);
    /// `rcu_rel` and `lsu_rel` make retire-queue tokens and memory-group ids
    /// relative. The slot an instruction occupies is not state.
    pub(crate) fn steady_signature(&self, s: &mut Sig<'_>, rcu_rel: impl Fn(u32) -> u64, lsu_rel: impl Fn(u32) -> u64) {
        let Self {
            slots,
            parked,
            woken,
            base,
            next,
            // Only spares the scheduler some of its wait set sweep.
            wake_count: _,
            // Only spares the scheduler recomputing keys that did not change.
            ready_gained_users: _,
            // Dense copies of the slots' `total_users` and `quiet`.
            users: _,
            quiet: _,
            // Fixed by the region; the slot an instruction occupies
            // (`mask`) is not state.
            protos: _,
            mask: _,
        } = self;
        s.iid(*base);
        s.iid(*next);
        for iid in *base..*next {
            let i = (iid & self.mask) as usize;
            let Instruction {
                stage,
                quiet,
                is_eliminated,
                cycles_left,
                defs,
                uses,
                total_users,
                rcu_token,
                region_index,
                used_buffers,
                critical_reg_dep,
                critical_mem_dep,
                critical_resource_mask,
                lsu_token,
                def_users,
                // What the region position fixes (template, descriptor,
                // operand lists and their static fields) is covered by
                // `region_index`.
                num_micro_ops: _,
                max_latency: _,
                may_load: _,
                may_store: _,
                optimizable_move: _,
                desc_id: _,
                template: _,
            } = &slots[i];
            // Small fields share words, and each record's fixed part is
            // written at once (a signature holds every instruction in flight).
            let flags = (*stage as u32) << 3 | (*quiet as u32) << 2 | (parked[i] as u32) << 1 | *is_eliminated as u32;
            // Once issued, an instruction's reads, its writes' waiting
            // users and its count of them (the scheduler's rank) are read
            // no more: a later reader of an issued write learns its wait at
            // once, and is not added. They only remember the transient (how
            // many readers came before the issue) as long as the
            // instruction stays in flight, so they are not state.
            let issued = matches!(stage, InstStage::Executing | InstStage::Executed | InstStage::Retired);
            // The token means something only while the retire queue holds it.
            let queued = !matches!(stage, InstStage::Invalid | InstStage::Retired);
            let [reg_dep, reg_dep_cycles] = s.crd_words(*critical_reg_dep);
            let [mem_dep, mem_dep_cycles] = s.crd_words(*critical_mem_dep);
            s.words([
                ((flags as u64) << 32) | *cycles_left as u32 as u64,
                ((*region_index as u64) << 32) | if issued { 0 } else { *total_users as u64 },
                if queued { rcu_rel(*rcu_token) } else { u64::MAX },
                *used_buffers,
                reg_dep,
                reg_dep_cycles,
                mem_dep,
                mem_dep_cycles,
                s.critical_word(*critical_resource_mask),
                lsu_token.map_or(u64::MAX - 1, &lsu_rel),
            ]);
            for (d, users) in defs.iter().zip(def_users) {
                let WriteState {
                    is_eliminated,
                    cycles_left,
                    prf_id,
                    writes_zero,
                    dependent_write,
                    partial_write,
                    dependent_write_cycles_left,
                    crd,
                    // Fixed by the template.
                    reg: _,
                    latency: _,
                    write_res_id: _,
                    clears_super_regs: _,
                } = d;
                debug_assert!(*prf_id < 1 << 30);
                // An operand index is far below u32::MAX.
                let link = |w: &Option<WriteId>| w.map_or(u64::MAX, |w| s.rel_and(w.iid, w.idx));
                let [dep, dep_cycles] = s.crd_words(*crd);
                let users: &[(ReadId, i32)] = if issued { &[] } else { users.as_slice() };
                s.words([
                    ((*prf_id << 2 | (*is_eliminated as u32) << 1 | *writes_zero as u32) as u64) << 32 | *cycles_left as u32 as u64,
                    link(dependent_write),
                    if issued { u64::MAX } else { link(partial_write) },
                    ((*dependent_write_cycles_left as u64) << 32) | users.len() as u64,
                    dep,
                    dep_cycles,
                ]);
                for &(r, ra) in users {
                    let w = [s.rel_and(r.iid, r.idx), ra as u32 as u64];
                    s.words(w);
                }
            }
            let uses: &[ReadState] = if issued { &[] } else { uses };
            for u in uses {
                let ReadState {
                    prf_id,
                    dependent_writes,
                    cycles_left,
                    total_cycles,
                    crd,
                    is_ready,
                    is_zero,
                    // Fixed by the template.
                    reg: _,
                    use_index: _,
                    sched_class_id: _,
                    independent_from_def: _,
                } = u;
                debug_assert!(*prf_id < 1 << 30);
                let [dep, dep_cycles] = s.crd_words(*crd);
                s.words([
                    ((*prf_id << 2 | (*is_ready as u32) << 1 | *is_zero as u32) as u64) << 32 | *dependent_writes as u64,
                    // The running maximum is read only while producers
                    // have yet to start; then `cycles_left` holds the wait.
                    ((*cycles_left as u32 as u64) << 32) | if *dependent_writes == 0 { 0 } else { *total_cycles as u64 },
                    dep,
                    dep_cycles,
                ]);
            }
        }
        // Woken instructions rejoin the scheduler's wait set, whose order
        // does not count where parking is used (see the scheduler's part).
        s.iid_set(woken);
    }

    /// Drops retired instructions from the front of the live range.
    pub fn release_retired(&mut self) {
        while self.base < self.next && self.get(self.base).is_retired() {
            self.base += 1;
        }
    }
}

// How a signature (`signature::Sig`) writes a critical dependency: next to
// the type it encodes.
impl Sig<'_> {
    /// A critical dependency in two words (`crd_words`).
    #[inline]
    pub fn crd(&mut self, c: CriticalDependency) {
        let w = self.crd_words(c);
        self.words(w);
    }
    /// A critical dependency as two words: none is two `u64::MAX`, which a
    /// relative source index never is (and so is any, when no listener
    /// reads them).
    #[inline]
    pub fn crd_words(&self, c: CriticalDependency) -> [u64; 2] {
        if !self.critical || c == CriticalDependency::default() {
            [u64::MAX; 2]
        } else {
            [self.rel(c.iid), ((c.reg_id as u64) << 32) | c.cycles as u64]
        }
    }
}


#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::desc::{InstrDesc, ReadTemplate, WriteTemplate};

    fn tmpl(defs: usize, uses: usize) -> Rc<InstTemplate> {
        Rc::new(InstTemplate {
            desc: Rc::new(InstrDesc { num_micro_ops: 1, max_latency: 1, ..Default::default() }),
            opcode: 0,
            defs: (0..defs)
                .map(|i| WriteTemplate { desc_index: 0, reg: i as u32 + 1, clears_super_regs: false, writes_zero: false })
                .collect(),
            uses: (0..uses)
                .map(|i| ReadTemplate { desc_index: 0, reg: i as u32 + 1, independent_from_def: false })
                .collect(),
            ..Default::default()
        })
    }

    #[test]
    fn a_store_taking_over_a_dropped_ones_slots_starts_from_placeholders() {
        // Rule: whatever the last simulation on this thread left in the
        // slots, a new store's slots equal `placeholder(filler)`.
        let used = tmpl(2, 3);
        {
            let mut old = InstStore::new(tmpl(0, 0), 16);
            for iid in 0..40 {
                if iid >= 16 {
                    old.base = iid - 15;
                }
                old.create(iid, &used);
                let inst = old.get_mut(iid);
                inst.stage = InstStage::Executing;
                inst.cycles_left = 3;
                inst.lsu_token = Some(7);
                inst.total_users = 2;
            }
        }
        let filler = tmpl(0, 0);
        let fresh = InstStore::new(Rc::clone(&filler), 16);
        for iid in 0..16 {
            let inst = fresh.get(iid);
            let placeholder = Instruction::placeholder(Rc::clone(&filler));
            assert!(Rc::ptr_eq(&inst.template, &filler));
            assert!(inst.defs.is_empty() && inst.uses.is_empty());
            assert_eq!(inst.stage, placeholder.stage);
            assert_eq!(inst.cycles_left, placeholder.cycles_left);
            assert_eq!(inst.lsu_token, placeholder.lsu_token);
            assert_eq!(inst.total_users, placeholder.total_users);
            assert_eq!(inst.desc_id, placeholder.desc_id);
            assert_eq!(inst.used_buffers, placeholder.used_buffers);
        }
    }

    #[test]
    fn signatures_name_instructions_relative_to_a_base() {
        let mut out = Vec::new();
        let mut s = Sig { out: &mut out, base: 1000, critical: true };
        s.iid(998);
        s.opt_iid(None);
        s.crd(CriticalDependency::default());
        s.crd(CriticalDependency { iid: 1001, reg_id: 7, cycles: 2 });
        assert_eq!(out, vec![u32::MAX as u64 - 1, u64::MAX, u64::MAX, u64::MAX, 1, (7 << 32) | 2]);
    }
}
