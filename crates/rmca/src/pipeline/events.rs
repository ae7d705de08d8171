//! What the pipeline tells its observers. Hardware units are passive; the
//! stages turn their results into these events, and views receive them
//! borrowed through `Listener`, whose hooks all default to doing nothing.

use crate::pipeline::instruction::Instruction;

/// Identifies a dynamic instruction: its position in the simulated stream
/// (iteration * region size + index in the region).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct InstRef(pub u32);

impl InstRef {
    pub fn source_index(self) -> u32 {
        self.0
    }
}

/// (resource mask, unit mask): a resource kind and the unit of it used.
pub type ResourceRef = (u64, u64);

/// Cycles a resource is used for, kept as a fraction so that sums stay exact
/// (llvm-mca's ReleaseAtCycles).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReleaseCycles {
    pub numerator: u32,
    pub denominator: u32,
}

impl ReleaseCycles {
    pub fn new(cycles: u32, units: u32) -> Self {
        ReleaseCycles { numerator: cycles, denominator: units }
    }
    pub fn as_f64(self) -> f64 {
        if self.denominator == 1 {
            self.numerator as f64
        } else {
            self.numerator as f64 / self.denominator as f64
        }
    }
}

/// In `Issued` events `resource.0` is the processor resource index (as
/// upstream's notifyInstructionIssued resolves it) and `resource.1` the unit
/// mask; `on_resource_available` gets the raw (resource mask, unit mask).
#[derive(Clone, Copy, Debug)]
pub struct ResourceUse {
    pub resource: ResourceRef,
    pub cycles: ReleaseCycles,
}

/// Lifecycle events of one instruction.
#[derive(Clone, Copy, Debug)]
pub enum InstEventKind<'a> {
    Dispatched { used_phys_regs: &'a [u32], micro_opcodes: u32 },
    Pending,
    Ready,
    Issued { used_resources: &'a [ResourceUse] },
    Executed,
    Retired { freed_phys_regs: &'a [u32] },
}

#[derive(Clone, Copy)]
pub struct InstEvent<'a> {
    pub ir: InstRef,
    pub inst: &'a Instruction,
    pub kind: InstEventKind<'a>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StallKind {
    RegisterFileStall,
    RetireControlUnitStall,
    DispatchGroupStall,
    SchedulerQueueFull,
    LoadQueueFull,
    StoreQueueFull,
    CustomBehaviourStall,
}

#[derive(Clone, Copy)]
pub struct StallEvent<'a> {
    pub kind: StallKind,
    pub ir: InstRef,
    pub inst: &'a Instruction,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PressureReason {
    Resources,
    RegisterDeps,
    MemoryDeps,
}

/// Why ready or pending instructions could not issue this cycle.
#[derive(Clone, Copy)]
pub struct PressureEvent<'a> {
    pub reason: PressureReason,
    pub affected: &'a [(InstRef, &'a Instruction)],
    /// For `Resources`: the mask of unavailable resources.
    pub resource_mask: u64,
}

/// Bits naming the hooks a listener implements (`Listener::interests`).
/// The pipeline neither builds nor delivers events nobody asked for.
pub mod interest {
    pub const CYCLE_BEGIN: u32 = 1 << 0;
    pub const CYCLE_END: u32 = 1 << 1;
    pub const DISPATCHED: u32 = 1 << 2;
    pub const PENDING: u32 = 1 << 3;
    pub const READY: u32 = 1 << 4;
    pub const ISSUED: u32 = 1 << 5;
    pub const EXECUTED: u32 = 1 << 6;
    pub const RETIRED: u32 = 1 << 7;
    pub const STALL: u32 = 1 << 8;
    pub const PRESSURE: u32 = 1 << 9;
    pub const RESOURCE_AVAILABLE: u32 = 1 << 10;
    pub const BUFFERS: u32 = 1 << 11;
    /// Not a hook: the listener reads the instructions' critical
    /// dependencies and busy-resource masks (bottleneck analysis), so the
    /// fast-forward must find them back as well.
    pub const CRITICAL_DEPENDENCIES: u32 = 1 << 12;
    /// Every instruction event kind.
    pub const INSTRUCTION: u32 = DISPATCHED | PENDING | READY | ISSUED | EXECUTED | RETIRED;
    pub const ALL: u32 = (1 << 13) - 1;
}

impl InstEventKind<'_> {
    /// This kind's `interest` bit.
    #[inline]
    pub fn interest_bit(&self) -> u32 {
        match self {
            InstEventKind::Dispatched { .. } => interest::DISPATCHED,
            InstEventKind::Pending => interest::PENDING,
            InstEventKind::Ready => interest::READY,
            InstEventKind::Issued { .. } => interest::ISSUED,
            InstEventKind::Executed => interest::EXECUTED,
            InstEventKind::Retired { .. } => interest::RETIRED,
        }
    }
}

/// Observer of the simulation. Every hook defaults to a no-op.
pub trait Listener {
    /// The hooks this listener implements, as `interest` bits; asked once
    /// before the simulation starts. Hooks outside the mask are not called.
    fn interests(&self) -> u32 {
        interest::ALL
    }
    /// Instruction events are delivered only for source indices below this
    /// (asked once, like `interests`).
    fn instruction_event_limit(&self) -> u32 {
        u32::MAX
    }
    /// The simulation ended after `cycles` cycles; `last_dispatched` is the
    /// source index of the last instruction dispatched (the last one).
    fn on_simulation_end(&mut self, _cycles: u64, _last_dispatched: u32) {}
    fn on_cycle_begin(&mut self) {}
    fn on_cycle_end(&mut self) {}
    fn on_instruction_event(&mut self, _ev: &InstEvent<'_>) {}
    fn on_stall_event(&mut self, _ev: &StallEvent<'_>) {}
    fn on_pressure_event(&mut self, _ev: &PressureEvent<'_>) {}
    fn on_resource_available(&mut self, _r: ResourceRef) {}
    /// Buffered resources (by resource index) taken for an instruction.
    fn on_reserved_buffers(&mut self, _ir: InstRef, _buffers: &[u32]) {}
    fn on_released_buffers(&mut self, _ir: InstRef, _buffers: &[u32]) {}
    /// Lists the listener's accumulators to `c`, always in the same order,
    /// so that a steady state can be fast-forwarded (see
    /// `pipeline::steady`). Returns false when the listener's state cannot
    /// be extrapolated that way; the default, so that a listener written
    /// without fast-forward in mind always sees every cycle.
    fn steady_counters(&mut self, _c: &mut dyn Counters) -> bool {
        false
    }
    /// A steady state was fast-forwarded: `cycles` cycles and `insts`
    /// instructions were skipped (sums already advanced through
    /// `steady_counters`). Source indices in later events count them.
    fn on_fast_forward(&mut self, _cycles: u64, _insts: u32) {}
}

/// Visits the accumulators of a listener for steady-state fast-forward.
/// Between two instants one period apart, a steady pipeline sends the same
/// events, so every accumulator is either a sum that grows by the same
/// amount each period, or a value that comes back to the same value.
/// Maxima need not be listed: a period repeats, so it cannot raise them.
pub trait Counters {
    /// A sum (or a source index) that grows by the same amount each period.
    fn sum32(&mut self, v: &mut u32);
    fn sum64(&mut self, v: &mut u64);
    /// A value that must be back to where it was after each period; when it
    /// is not, nothing is fast-forwarded.
    fn same(&mut self, v: u64);
    /// The source index of an instruction at most a few periods old (a map
    /// key, say): the same relative to the stream position every period,
    /// moved forward by the instructions skipped.
    fn iid(&mut self, v: &mut u32);
}
