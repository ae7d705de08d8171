//! Choosing the counters of a run: the PMU where the kernel gives one
//! (cycles for latency and inverse_throughput; micro-ops and, where known,
//! issue ports for uops), else the calibrated time-stamp counter.
//!
//! llvm-exegesis names its counters per CPU model through libpfm. rmca asks
//! the kernel directly: cycles are the generic PERF_COUNT_HW_CPU_CYCLES;
//! micro-ops are the vendor's raw event (Intel UOPS_ISSUED.ANY, AMD
//! "retired ops"); per-port counts are the raw UOPS_DISPATCHED_PORT events
//! of Intel's Haswell-to-Skylake-server cores, keyed by the model's port
//! names. Other cores give NumMicroOps only.

use super::params::{BenchMode, CounterChoice, MeasureError};
use crate::ctx::Arch;
use crate::mc::host_run::{self, PerfEvent};

/// A counter and the measurement key its count goes under.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyedEvent {
    pub key: String,
    pub event: PerfEvent,
}

#[derive(Clone, Debug)]
pub enum CounterSet {
    /// TSC converted to core cycles.
    Tsc,
    /// PMU counters, read one after the other.
    Pmu { name: &'static str, events: Vec<KeyedEvent> },
}

fn errno_text(e: i32) -> String {
    let t = std::io::Error::from_raw_os_error(e).to_string();
    t.split(" (os error").next().unwrap_or(&t).to_string()
}

impl CounterSet {
    pub fn choose(mode: BenchMode, choice: CounterChoice, arch: &dyn Arch) -> Result<CounterSet, MeasureError> {
        let pmu = host_run::perf_available(PerfEvent::CPU_CYCLES).map_err(errno_text);
        if mode == BenchMode::Uops {
            pmu.map_err(MeasureError::UopsNeedsPmu)?;
            let vendor = host_vendor();
            let uops = uops_event(&vendor).ok_or_else(|| MeasureError::NoUopsCounter(vendor.clone()))?;
            host_run::perf_available(uops).map_err(|e| MeasureError::UopsCounterUnavailable(format!("raw event {:#x}: {}", uops.config, errno_text(e))))?;
            let mut events = Vec::new();
            if vendor == "GenuineIntel" {
                events.extend(intel_port_events());
            }
            events.push(KeyedEvent { key: "NumMicroOps".into(), event: uops });
            return Ok(CounterSet::Pmu { name: "pmu-uops", events });
        }
        let cycles = || CounterSet::Pmu { name: "pmu-cycles", events: vec![KeyedEvent { key: mode.key().into(), event: PerfEvent::CPU_CYCLES }] };
        // The TSC and the IMUL chain that calibrates it: x86-64 only.
        let tsc_ok = arch.host_arch() == Some("x86_64") && cfg!(target_arch = "x86_64");
        match (choice, pmu) {
            (CounterChoice::Tsc, _) if tsc_ok => Ok(CounterSet::Tsc),
            (CounterChoice::Tsc, _) => Err(MeasureError::NoCycleCounter("the TSC clock was asked for".into())),
            (CounterChoice::Pmu, Ok(())) | (CounterChoice::Auto, Ok(())) => Ok(cycles()),
            (CounterChoice::Pmu, Err(e)) => Err(MeasureError::PmuRequired(e)),
            (CounterChoice::Auto, Err(_)) if tsc_ok => Ok(CounterSet::Tsc),
            (CounterChoice::Auto, Err(e)) => Err(MeasureError::NoCycleCounter(e)),
        }
    }

    pub fn uses_tsc(&self) -> bool {
        matches!(self, CounterSet::Tsc)
    }

    pub fn name(&self) -> &'static str {
        match self {
            CounterSet::Tsc => "tsc",
            CounterSet::Pmu { name, .. } => name,
        }
    }

    pub fn events(&self) -> &[KeyedEvent] {
        match self {
            CounterSet::Tsc => &[],
            CounterSet::Pmu { events, .. } => events,
        }
    }
}

/// The host CPU's vendor string (`vendor_id` of /proc/cpuinfo).
pub fn host_vendor() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|t| t.lines().find_map(|l| l.strip_prefix("vendor_id").map(|v| v.trim_start_matches([' ', '\t', ':']).trim().to_string())))
        .unwrap_or_default()
}

/// The raw micro-op event of a vendor.
fn uops_event(vendor: &str) -> Option<PerfEvent> {
    match vendor {
        // UOPS_ISSUED.ANY: event 0x0E, umask 0x01.
        "GenuineIntel" => Some(PerfEvent::raw(0x010E)),
        // Retired ops (PMCx0C1).
        "AuthenticAMD" | "HygonGenuine" => Some(PerfEvent::raw(0xC1)),
        _ => None,
    }
}

/// Intel's UOPS_DISPATCHED_PORT.PORT_N (event 0xA1, umask 1 << N) on the
/// cores whose LLVM models name their ports `<prefix>Port<N>`; the prefix
/// is the host's family as `/proc/cpuinfo` tells it, when known.
fn intel_port_events() -> Vec<KeyedEvent> {
    let prefix = match intel_model() {
        Some(0x3C | 0x3F | 0x45 | 0x46) => "HWPort",
        Some(0x3D | 0x47 | 0x4F | 0x56) => "BWPort",
        Some(0x4E | 0x5E | 0x8E | 0x9E | 0xA5 | 0xA6) => "SKLPort",
        Some(0x55) => "SKXPort",
        _ => return Vec::new(),
    };
    (0..8).map(|n| KeyedEvent { key: format!("{prefix}{n}"), event: PerfEvent::raw(0xA1 | ((1u64 << n) << 8)) }).collect()
}

fn intel_model() -> Option<u32> {
    let t = std::fs::read_to_string("/proc/cpuinfo").ok()?;
    let family: u32 = t.lines().find_map(|l| l.strip_prefix("cpu family"))?.trim_start_matches([' ', '\t', ':']).trim().parse().ok()?;
    if family != 6 {
        return None;
    }
    t.lines().find_map(|l| l.strip_prefix("model\t").or_else(|| l.strip_prefix("model ")))?.trim_start_matches([' ', '\t', ':']).trim().parse().ok()
}
