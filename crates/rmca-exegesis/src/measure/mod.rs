//! The measure phase: running the benchmark functions on the host and
//! turning counts into llvm-exegesis's measurements. Safe Rust over
//! `mc::host_run`, which owns the mappings, the fork and the counters.
//!
//! # Method
//!
//! **What runs.** The function llvm-exegesis would run: register set-up,
//! the snippet repeated to `--min-instructions` (duplicated, or in a loop
//! of `--loop-body-size` with the loop counter in R8), the prologue and
//! epilogue LLVM adds, built by the same code path as
//! `--benchmark-phase=assemble-measured-code`. It is called with a pointer
//! to a 1 MiB scratch buffer (the register memory operands are based on),
//! zeroed before every call, as llvm-exegesis does.
//!
//! Snippets run only on a host of their architecture (x86-64 snippets on
//! x86-64, AArch64 on AArch64); anything else is refused up front.
//!
//! **Isolation.** Every benchmark runs in a child process of its own
//! (`host_run::run_in_child`): the child pins itself, opens its counters,
//! closes off system calls (seccomp: a snippet's `syscall` gets EPERM),
//! runs, writes its samples to a shared mapping and exits. A child killed by
//! a signal (SIGSEGV, SIGILL, SIGFPE...) or by the time limit becomes that
//! benchmark's `error:`; the program goes on with the next one.
//!
//! **Counters.** Where the kernel gives a cycle counter (`perf_event_open`
//! of PERF_COUNT_HW_CPU_CYCLES, user mode), it is read around each call:
//! these are core cycles. Where it does not (virtual machines, containers,
//! WSL), latency and inverse_throughput are timed with the time-stamp
//! counter and converted to core cycles with a ratio measured in the same
//! child (below); uops mode needs the PMU and is an error without one. The
//! YAML's `info` says which counter was used (`counter=pmu-cycles` or
//! `counter=tsc`, with the ratio), so a TSC figure is never taken for a PMU
//! one; llvm-exegesis's reader accepts it (`info` is a free string).
//!
//! **TSC calibration.** A chain of dependent 64-bit IMULs (`imul rax, rax`:
//! 3 cycles on every Intel core since Nehalem and every AMD Zen; an
//! immediate-add chain is not used, as some cores eliminate or fuse those)
//! is timed at two lengths (256 and 2304 instructions) and the difference
//! taken, which cancels the call and counter overhead: ticks per cycle =
//! (long - short) / (3 x 2048). It is measured right before and right after
//! the benchmark's samples in the same child, pinned to the same CPU; the
//! two ratios bracket the measurement against frequency changes (boost).
//! Their mean converts the benchmark's ticks; when they differ by more than
//! 2% the child is run again (at most 3 times, keeping the steadiest).
//!
//! **Noise.** The child is pinned to one CPU (`--benchmark-process-cpu`, or
//! the CPU the caller runs on), warms up (10 untimed calls of each
//! calibration chain and of the benchmark before sampling), and takes
//! `--benchmark-repeat-count` samples (30 by default, at least 30 on the
//! TSC path) aggregated by `--result-aggregation-mode` (minimum by
//! default: interruptions and other processes only ever add time).
//! Calibration keeps the minimum of 100 samples per length.
//!
//! **Repetition modes** (llvm-exegesis's): `duplicate` and `loop` measure
//! one function of `--min-instructions` N; `min` measures both and keeps
//! the smaller value and per-snippet value; `middle-half-duplicate` and
//! `middle-half-loop` measure N and 2N instructions and take the
//! difference, which removes the fixed cost (set-up, call, counter) from
//! the figure. `value` is the count divided by N, `per_snippet_value` by
//! the number of snippet copies, ceil(N / snippet length).

pub mod calibrate;
pub mod counters;
pub mod gfmt;
pub mod measurer;
pub mod model;
pub mod params;
pub mod repeat;

pub use measurer::{info_with_note, ConfigResult, Measurer, RawCounts};
pub use params::{Aggregation, BenchMode, CounterChoice, MeasureError, MeasureOptions, Measurement, RepetitionMode, Run};
