//! Running generated machine code on the host, in a child process: the
//! small unsafe core under `exegesis::measure`.
//!
//! What is here, and nothing more:
//! - [`ExecutableCode`]: bytes copied into a fresh mapping that is then made
//!   read + execute (never writable and executable at once); unmapped on
//!   drop. The code is called as `extern "C" fn(*mut u8)`, the signature of
//!   the function llvm-exegesis's assembler builds (its argument is the
//!   scratch-memory pointer).
//! - [`ScratchBuffer`]: the zeroed memory that memory operands point into.
//! - [`run_in_child`]: forks, and in the child only (async-signal-safe
//!   work: no allocation, no locks, no stdio) resets the crash signals to
//!   their default action, pins itself to a CPU, opens the perf counters it
//!   was asked for, closes off system calls with a seccomp filter (a
//!   snippet's `syscall` instruction gets `EPERM` instead of acting on the
//!   machine), then runs the [`Step`]s: per step, warm-up calls, then timed
//!   calls, each sample written to a shared result mapping. The parent
//!   waits with a time limit (a `pidfd` and `poll`), kills the child when
//!   it runs out, and reports a child killed by a signal as
//!   [`ChildError::Signal`]. Nothing process-wide of the caller is touched:
//!   no signal handler, no affinity, no stdio of the parent.
//! - [`perf_available`]: whether the kernel gives a counter of a kind.
//!
//! Clocks: `Clock::Tsc` reads the time-stamp counter between `lfence`s;
//! `Clock::Perf` is a `perf_event_open` counter of the child itself (user
//! mode only) that is reset, enabled around the call, disabled and read.

use std::time::{Duration, Instant};

/// Errors of the executor (setting up, forking, waiting, the child).
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum ChildError {
    #[error("cannot map memory for the snippet: {0}")]
    Map(String),
    #[error("cannot create the benchmark process: {0}")]
    Fork(String),
    #[error("snippet crashed while running: {}", signal_name(*.0))]
    Signal(i32),
    #[error("snippet timed out after {0:?} (rmca-exegesis's time limit per benchmark)")]
    Timeout(Duration),
    #[error("the benchmark process could not {what}: {}", errno_text(*.errno))]
    Setup { what: &'static str, errno: i32 },
    #[error("the benchmark process ended without results (exit status {0})")]
    Exit(i32),
    #[error("invalid benchmark plan: {0}")]
    Plan(&'static str),
    #[error("this host cannot run the snippets: {0}")]
    Unsupported(&'static str),
}

/// A signal's name as glibc's `strsignal` gives it.
pub fn signal_name(sig: i32) -> String {
    match sig {
        libc::SIGSEGV => "Segmentation fault".into(),
        libc::SIGILL => "Illegal instruction".into(),
        libc::SIGFPE => "Floating point exception".into(),
        libc::SIGBUS => "Bus error".into(),
        libc::SIGTRAP => "Trace/breakpoint trap".into(),
        libc::SIGABRT => "Aborted".into(),
        libc::SIGKILL => "Killed".into(),
        libc::SIGSYS => "Bad system call".into(),
        libc::SIGXCPU => "CPU time limit exceeded".into(),
        s => format!("Unknown signal {s}"),
    }
}

fn errno_text(e: i32) -> String {
    let t = std::io::Error::from_raw_os_error(e).to_string();
    t.split(" (os error").next().unwrap_or(&t).to_string()
}

fn last_errno() -> i32 {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// An anonymous private or shared mapping, unmapped on drop.
struct Mapping {
    ptr: *mut u8,
    len: usize,
}

// SAFETY: the mapping is plain memory owned by this value; nothing in it is
// tied to a thread.
unsafe impl Send for Mapping {}
// SAFETY: shared references only read the pointer and length.
unsafe impl Sync for Mapping {}

impl Mapping {
    fn new(len: usize, shared: bool) -> Result<Mapping, ChildError> {
        let len = len.max(1).div_ceil(4096) * 4096;
        let flags = libc::MAP_ANONYMOUS | if shared { libc::MAP_SHARED } else { libc::MAP_PRIVATE };
        // SAFETY: a fresh anonymous mapping; no existing memory is touched.
        let p = unsafe { libc::mmap(std::ptr::null_mut(), len, libc::PROT_READ | libc::PROT_WRITE, flags, -1, 0) };
        if p == libc::MAP_FAILED {
            return Err(ChildError::Map(errno_text(last_errno())));
        }
        Ok(Mapping { ptr: p as *mut u8, len })
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: ptr/len came from mmap in Mapping::new and are unmapped once.
        unsafe { libc::munmap(self.ptr as *mut libc::c_void, self.len) };
    }
}

/// Machine code in a read + execute mapping of its own.
pub struct ExecutableCode {
    map: Mapping,
    size: usize,
}

impl ExecutableCode {
    /// Copies `bytes` (a whole function ending in a return) into a new
    /// mapping and makes it executable.
    pub fn new(bytes: &[u8]) -> Result<ExecutableCode, ChildError> {
        if bytes.is_empty() {
            return Err(ChildError::Plan("empty function"));
        }
        let map = Mapping::new(bytes.len(), false)?;
        // SAFETY: the mapping is at least bytes.len() long, writable, and
        // does not overlap the source slice.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), map.ptr, bytes.len()) };
        // SAFETY: ptr/len describe the mapping made above.
        let r = unsafe { libc::mprotect(map.ptr as *mut libc::c_void, map.len, libc::PROT_READ | libc::PROT_EXEC) };
        if r != 0 {
            return Err(ChildError::Map(errno_text(last_errno())));
        }
        Ok(ExecutableCode { map, size: bytes.len() })
    }

    pub fn len(&self) -> usize {
        self.size
    }

    pub fn is_empty(&self) -> bool {
        self.size == 0
    }
}

/// Zeroed memory for the snippets' memory operands (the function's
/// argument), `len` bytes at an `align`-aligned address.
pub struct ScratchBuffer {
    map: Mapping,
    offset: usize,
    len: usize,
}

impl ScratchBuffer {
    pub fn new(len: usize, align: usize) -> Result<ScratchBuffer, ChildError> {
        // An anonymous mapping is page aligned; larger alignments are not
        // asked for.
        let align = align.clamp(1, 4096);
        let map = Mapping::new(len + align, false)?;
        let offset = (align - (map.ptr as usize % align)) % align;
        Ok(ScratchBuffer { map, offset, len })
    }
}

/// What a step's samples are read with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// The time-stamp counter (x86-64 only).
    Tsc,
    /// A perf_event_open counter of the benchmark process, user mode only.
    Perf(PerfEvent),
}

/// A perf event: `perf_event_attr`'s type and config.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerfEvent {
    pub kind: u32,
    pub config: u64,
}

impl PerfEvent {
    pub const CPU_CYCLES: PerfEvent = PerfEvent { kind: 0, config: 0 };
    pub const INSTRUCTIONS: PerfEvent = PerfEvent { kind: 0, config: 1 };
    /// A raw, model-specific event (PERF_TYPE_RAW).
    pub fn raw(config: u64) -> PerfEvent {
        PerfEvent { kind: 4, config }
    }
}

/// One step of a child's run: `warmup` untimed calls of code `code`, then
/// `samples` calls each read with `clock`.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    pub code: usize,
    pub clock: usize,
    pub warmup: u32,
    pub samples: u32,
    /// Zero the scratch memory before every call (llvm-exegesis clears it
    /// before each run).
    pub clear_scratch: bool,
}

/// Everything one child runs.
pub struct ChildPlan<'a> {
    pub codes: &'a [&'a ExecutableCode],
    pub clocks: &'a [Clock],
    pub steps: &'a [Step],
    pub scratch: &'a ScratchBuffer,
    /// The CPU to pin the child to (None: leave it to the scheduler).
    pub cpu: Option<usize>,
    pub timeout: Duration,
    /// Refuse system calls in the child (seccomp filter).
    pub sandbox: bool,
}

const MAX_CLOCKS: usize = 16;
const MAX_SAMPLES: usize = 1 << 16;

/// The perf_event_attr of the kernel ABI (PERF_ATTR_SIZE_VER8, 136 bytes).
#[repr(C)]
#[derive(Default, Clone, Copy)]
struct PerfEventAttr {
    kind: u32,
    size: u32,
    config: u64,
    sample_period: u64,
    sample_type: u64,
    read_format: u64,
    flags: u64,
    wakeup_events: u32,
    bp_type: u32,
    config1: u64,
    config2: u64,
    branch_sample_type: u64,
    sample_regs_user: u64,
    sample_stack_user: u32,
    clockid: i32,
    sample_regs_intr: u64,
    aux_watermark: u32,
    sample_max_stack: u16,
    reserved_2: u16,
    aux_sample_size: u32,
    reserved_3: u32,
    sig_data: u64,
    config3: u64,
}

const ATTR_DISABLED: u64 = 1 << 0;
const ATTR_EXCLUDE_KERNEL: u64 = 1 << 5;
const ATTR_EXCLUDE_HV: u64 = 1 << 6;
const PERF_FLAG_FD_CLOEXEC: libc::c_ulong = 8;
const IOC_ENABLE: libc::c_ulong = 0x2400;
const IOC_DISABLE: libc::c_ulong = 0x2401;
const IOC_RESET: libc::c_ulong = 0x2403;

fn perf_attr(ev: PerfEvent) -> PerfEventAttr {
    PerfEventAttr {
        kind: ev.kind,
        size: std::mem::size_of::<PerfEventAttr>() as u32,
        config: ev.config,
        flags: ATTR_DISABLED | ATTR_EXCLUDE_KERNEL | ATTR_EXCLUDE_HV,
        ..Default::default()
    }
}

/// Opens a counter of the calling process (pid 0) on any CPU; -errno on
/// failure. Async-signal-safe (a raw system call).
fn perf_open(attr: &PerfEventAttr) -> i32 {
    // SAFETY: attr points to a live, fully initialised perf_event_attr of
    // the size it declares; the other arguments are plain integers.
    let fd = unsafe {
        libc::syscall(libc::SYS_perf_event_open, attr as *const PerfEventAttr, 0 as libc::pid_t, -1 as libc::c_int, -1 as libc::c_int, PERF_FLAG_FD_CLOEXEC)
    };
    if fd < 0 {
        -last_errno_raw()
    } else {
        fd as i32
    }
}

/// errno without allocating (the child may call this).
fn last_errno_raw() -> i32 {
    // SAFETY: __errno_location returns this thread's errno slot.
    unsafe { *libc::__errno_location() }
}

/// Whether this process may open a counter of this kind (the kernel has
/// the PMU and lets user space count); `Err(errno)` if not. The counter is
/// closed again at once.
pub fn perf_available(ev: PerfEvent) -> Result<(), i32> {
    let attr = perf_attr(ev);
    let fd = perf_open(&attr);
    if fd < 0 {
        return Err(-fd);
    }
    // SAFETY: fd was just opened by this function and is closed once.
    unsafe { libc::close(fd) };
    Ok(())
}

/// The CPU the calling thread runs on now, if the kernel says.
pub fn current_cpu() -> Option<usize> {
    // SAFETY: sched_getcpu reads no memory of ours.
    let c = unsafe { libc::sched_getcpu() };
    (c >= 0).then_some(c as usize)
}

/// The CPUs this process may run on.
pub fn allowed_cpus() -> Vec<usize> {
    // SAFETY: a zeroed cpu_set_t is a valid empty set.
    let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    // SAFETY: set is a live cpu_set_t of the size passed.
    let r = unsafe { libc::sched_getaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &mut set) };
    if r != 0 {
        return Vec::new();
    }
    // SAFETY: CPU_ISSET only reads the set.
    (0..libc::CPU_SETSIZE as usize).filter(|&c| unsafe { libc::CPU_ISSET(c, &set) }).collect()
}

/// The header of the shared result mapping, then `u64` samples.
#[repr(C)]
struct ResultHeader {
    /// 0: running; 1: done; 2: a set-up step failed.
    state: u32,
    /// Which set-up step failed (index into SETUP_STEPS).
    failed_step: u32,
    errno: i32,
    /// Whether the sandbox (seccomp) is in force.
    sandboxed: u32,
}

const SETUP_STEPS: [&str; 4] = ["pin itself to the CPU", "open a performance counter", "enable a performance counter", "read a performance counter"];

/// The result of one child: per step, its samples in order.
#[derive(Clone, Debug, Default)]
pub struct ChildResult {
    pub samples: Vec<Vec<u64>>,
    /// Whether system calls were closed off while the snippets ran.
    pub sandboxed: bool,
}

/// Runs `plan` in a child process; see the module doc.
pub fn run_in_child(plan: &ChildPlan) -> Result<ChildResult, ChildError> {
    if plan.clocks.len() > MAX_CLOCKS {
        return Err(ChildError::Plan("too many clocks"));
    }
    let mut total = 0usize;
    for s in plan.steps {
        if s.code >= plan.codes.len() || s.clock >= plan.clocks.len() {
            return Err(ChildError::Plan("step names a missing code or clock"));
        }
        total += s.samples as usize;
    }
    if total > MAX_SAMPLES {
        return Err(ChildError::Plan("too many samples"));
    }
    if plan.clocks.contains(&Clock::Tsc) && !cfg!(target_arch = "x86_64") {
        return Err(ChildError::Unsupported("the time-stamp counter clock is x86-64 only"));
    }
    let header = std::mem::size_of::<ResultHeader>();
    let results = Mapping::new(header + 8 * total, true)?;
    // Everything the child reads, prepared before fork.
    let attrs: Vec<Option<PerfEventAttr>> = plan
        .clocks
        .iter()
        .map(|c| match c {
            Clock::Tsc => None,
            Clock::Perf(ev) => Some(perf_attr(*ev)),
        })
        .collect();
    let funcs: Vec<*const u8> = plan.codes.iter().map(|c| c.map.ptr as *const u8).collect();
    let filter = sandbox_filter();
    let child = ChildInput {
        funcs: &funcs,
        attrs: &attrs,
        steps: plan.steps,
        scratch: (plan.scratch.map.ptr.wrapping_add(plan.scratch.offset), plan.scratch.len),
        cpu: plan.cpu.filter(|&c| c < libc::CPU_SETSIZE as usize),
        results: results.ptr,
        header,
        filter: if plan.sandbox { filter.as_ref() } else { None },
        parent: std::process::id() as libc::pid_t,
    };
    let start = Instant::now();
    // SAFETY: fork duplicates this process; the child runs only
    // child_main, which makes raw system calls and touches memory prepared
    // above, and never returns.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Err(ChildError::Fork(errno_text(last_errno())));
    }
    if pid == 0 {
        child_main(&child);
    }
    let status = wait_with_timeout(pid, plan.timeout, start)?;
    // SAFETY: the child is gone; the mapping holds a header it wrote.
    let h = unsafe { std::ptr::read_volatile(results.ptr as *const ResultHeader) };
    if libc::WIFSIGNALED(status) {
        return Err(ChildError::Signal(libc::WTERMSIG(status)));
    }
    if h.state == 2 {
        return Err(ChildError::Setup { what: SETUP_STEPS.get(h.failed_step as usize).copied().unwrap_or("set up"), errno: h.errno });
    }
    if h.state != 1 {
        return Err(ChildError::Exit(if libc::WIFEXITED(status) { libc::WEXITSTATUS(status) } else { -1 }));
    }
    let mut out = Vec::with_capacity(plan.steps.len());
    let mut at = 0usize;
    for s in plan.steps {
        let mut v = Vec::with_capacity(s.samples as usize);
        for i in 0..s.samples as usize {
            // SAFETY: at + i < total, inside the mapping's sample area.
            v.push(unsafe { std::ptr::read_volatile((results.ptr.add(header) as *const u64).add(at + i)) });
        }
        at += s.samples as usize;
        out.push(v);
    }
    Ok(ChildResult { samples: out, sandboxed: h.sandboxed != 0 })
}

/// Waits for the child, killing it when the time limit is reached.
fn wait_with_timeout(pid: libc::pid_t, timeout: Duration, start: Instant) -> Result<libc::c_int, ChildError> {
    // SAFETY: pidfd_open takes a pid and flags; it returns a new fd or -1.
    let pidfd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) } as i32;
    let mut status: libc::c_int = 0;
    loop {
        // SAFETY: status is a live c_int; pid is our child.
        let r = unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
        if r == pid {
            break;
        }
        if r < 0 && last_errno() != libc::EINTR {
            if pidfd >= 0 {
                // SAFETY: pidfd was opened above and is closed once.
                unsafe { libc::close(pidfd) };
            }
            return Err(ChildError::Fork(format!("waitpid: {}", errno_text(last_errno()))));
        }
        let left = timeout.saturating_sub(start.elapsed());
        if left.is_zero() {
            // SAFETY: pid is our own child, not yet reaped.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
                libc::waitpid(pid, &mut status, 0);
            }
            if pidfd >= 0 {
                // SAFETY: as above.
                unsafe { libc::close(pidfd) };
            }
            return Err(ChildError::Timeout(timeout));
        }
        if pidfd >= 0 {
            let mut pfd = libc::pollfd { fd: pidfd, events: libc::POLLIN, revents: 0 };
            let ms = left.as_millis().clamp(1, 1000) as libc::c_int;
            // SAFETY: one live pollfd.
            unsafe { libc::poll(&mut pfd, 1, ms) };
        } else {
            std::thread::sleep(left.min(Duration::from_millis(1)));
        }
    }
    if pidfd >= 0 {
        // SAFETY: as above.
        unsafe { libc::close(pidfd) };
    }
    Ok(status)
}

struct ChildInput<'a> {
    funcs: &'a [*const u8],
    attrs: &'a [Option<PerfEventAttr>],
    steps: &'a [Step],
    scratch: (*mut u8, usize),
    cpu: Option<usize>,
    results: *mut u8,
    header: usize,
    filter: Option<&'a SandboxFilter>,
    parent: libc::pid_t,
}

/// A seccomp program: read, ioctl, exit, exit_group, rt_sigreturn (and
/// arch_prctl on x86-64, which llvm-exegesis's FS/GS set-up calls) are let
/// through; every other system call fails with EPERM.
struct SandboxFilter {
    prog: Vec<libc::sock_filter>,
}

fn bpf(code: u32, jt: u8, jf: u8, k: u32) -> libc::sock_filter {
    libc::sock_filter { code: code as u16, jt, jf, k }
}

fn sandbox_filter() -> Option<SandboxFilter> {
    #[cfg(target_arch = "x86_64")]
    const AUDIT_ARCH: u32 = 0xC000_003E;
    #[cfg(target_arch = "aarch64")]
    const AUDIT_ARCH: u32 = 0xC000_00B7;
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    return None;
    #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
    {
        let mut allowed: Vec<u32> = vec![libc::SYS_read as u32, libc::SYS_ioctl as u32, libc::SYS_exit as u32, libc::SYS_exit_group as u32, libc::SYS_rt_sigreturn as u32];
        #[cfg(target_arch = "x86_64")]
        allowed.push(libc::SYS_arch_prctl as u32);
        let ld = libc::BPF_LD | libc::BPF_W | libc::BPF_ABS;
        let jeq = libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K;
        let ret = libc::BPF_RET | libc::BPF_K;
        let deny = libc::SECCOMP_RET_ERRNO | libc::EPERM as u32;
        let n = allowed.len() as u8;
        let mut prog = vec![
            bpf(ld, 0, 0, 4), // seccomp_data.arch
            bpf(jeq, 1, 0, AUDIT_ARCH),
            bpf(ret, 0, 0, deny),
            bpf(ld, 0, 0, 0), // seccomp_data.nr
        ];
        for (i, nr) in allowed.iter().enumerate() {
            // Equal: jump to the allow at the end; else try the next one.
            prog.push(bpf(jeq, n - i as u8, 0, *nr));
        }
        prog.push(bpf(ret, 0, 0, deny));
        prog.push(bpf(ret, 0, 0, libc::SECCOMP_RET_ALLOW));
        Some(SandboxFilter { prog })
    }
}

/// Ends the child at once (no atexit handlers, no stdio flush).
fn child_exit(code: i32) -> ! {
    // SAFETY: _exit ends the process; it never returns.
    unsafe { libc::_exit(code) }
}

fn child_fail(input: &ChildInput, step: u32, errno: i32) -> ! {
    // SAFETY: the result mapping starts with a ResultHeader and is shared
    // with the parent; nothing else writes it while the child lives.
    unsafe {
        let h = input.results as *mut ResultHeader;
        std::ptr::write_volatile(&mut (*h).failed_step, step);
        std::ptr::write_volatile(&mut (*h).errno, errno);
        std::ptr::write_volatile(&mut (*h).state, 2);
    }
    child_exit(3)
}

#[inline(always)]
fn tsc_now() -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: lfence and rdtsc have no memory operands; every x86-64
        // CPU has them.
        unsafe {
            core::arch::x86_64::_mm_lfence();
            let t = core::arch::x86_64::_rdtsc();
            core::arch::x86_64::_mm_lfence();
            t
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        0
    }
}

/// Calls the generated function with the scratch pointer.
#[inline(always)]
fn call_code(f: *const u8, scratch: *mut u8) {
    // SAFETY: f is the start of an executable mapping holding a function
    // built for the C calling convention with one pointer argument (the
    // benchmark function, or a calibration chain that ends in ret); it
    // saves the callee-saved registers it writes.
    unsafe {
        let func: extern "C" fn(*mut u8) = std::mem::transmute(f);
        func(scratch);
        // A snippet may leave the direction flag set (STD); the ABI wants
        // it clear for the code that follows.
        #[cfg(target_arch = "x86_64")]
        core::arch::asm!("cld", options(nomem, nostack));
    }
}

/// The child: never returns, never allocates, makes only raw system calls.
fn child_main(input: &ChildInput) -> ! {
    // SAFETY: (the whole function) every pointer used here was prepared by
    // the parent before fork and stays mapped in the child; the system
    // calls are async-signal-safe; indices were validated in run_in_child.
    unsafe {
        // Die with the parent; no core files for crashing snippets.
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
        if libc::getppid() != input.parent {
            child_exit(4);
        }
        let rl = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        libc::setrlimit(libc::RLIMIT_CORE, &rl);
        // A fault in the snippet must end the child with its signal,
        // whatever handlers the parent had installed.
        let mut dfl: libc::sigaction = std::mem::zeroed();
        dfl.sa_sigaction = libc::SIG_DFL;
        for sig in [libc::SIGSEGV, libc::SIGILL, libc::SIGFPE, libc::SIGBUS, libc::SIGTRAP, libc::SIGABRT, libc::SIGSYS] {
            libc::sigaction(sig, &dfl, std::ptr::null_mut());
        }
        let mut none: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut none);
        libc::sigprocmask(libc::SIG_SETMASK, &none, std::ptr::null_mut());
        if let Some(cpu) = input.cpu {
            let mut set: libc::cpu_set_t = std::mem::zeroed();
            libc::CPU_SET(cpu, &mut set);
            if libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set) != 0 {
                child_fail(input, 0, last_errno_raw());
            }
        }
        let mut fds = [-1i32; MAX_CLOCKS];
        for (i, a) in input.attrs.iter().enumerate() {
            if let Some(attr) = a {
                let fd = perf_open(attr);
                if fd < 0 {
                    child_fail(input, 1, -fd);
                }
                *fds.get_unchecked_mut(i) = fd;
            }
        }
        let h = input.results as *mut ResultHeader;
        if let Some(f) = input.filter {
            let prog = libc::sock_fprog { len: f.prog.len() as u16, filter: f.prog.as_ptr() as *mut libc::sock_filter };
            if libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0
                && libc::prctl(libc::PR_SET_SECCOMP, libc::SECCOMP_MODE_FILTER as libc::c_ulong, &prog as *const libc::sock_fprog) == 0
            {
                std::ptr::write_volatile(&mut (*h).sandboxed, 1);
            }
        }
        let samples = input.results.add(input.header) as *mut u64;
        let mut at = 0usize;
        let (scratch, scratch_len) = input.scratch;
        for s in input.steps {
            let f = *input.funcs.get_unchecked(s.code);
            let fd = *fds.get_unchecked(s.clock);
            for _ in 0..s.warmup {
                if s.clear_scratch {
                    std::ptr::write_bytes(scratch, 0, scratch_len);
                }
                call_code(f, scratch);
            }
            for _ in 0..s.samples {
                if s.clear_scratch {
                    std::ptr::write_bytes(scratch, 0, scratch_len);
                }
                let v = if fd < 0 {
                    let t0 = tsc_now();
                    call_code(f, scratch);
                    let t1 = tsc_now();
                    t1.wrapping_sub(t0)
                } else {
                    if libc::ioctl(fd, IOC_RESET, 0) != 0 {
                        child_fail(input, 2, last_errno_raw());
                    }
                    libc::ioctl(fd, IOC_ENABLE, 0);
                    call_code(f, scratch);
                    libc::ioctl(fd, IOC_DISABLE, 0);
                    let mut count: u64 = 0;
                    if libc::read(fd, &mut count as *mut u64 as *mut libc::c_void, 8) != 8 {
                        child_fail(input, 3, last_errno_raw());
                    }
                    count
                };
                std::ptr::write_volatile(samples.add(at), v);
                at += 1;
            }
        }
        std::ptr::write_volatile(&mut (*h).state, 1);
        child_exit(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perf_event_attr_has_the_kernel_size() {
        // PERF_ATTR_SIZE_VER8.
        assert_eq!(std::mem::size_of::<PerfEventAttr>(), 136);
        assert_eq!(perf_attr(PerfEvent::CPU_CYCLES).size, 136);
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn a_child_runs_code_and_reports_signals() {
        let ret = ExecutableCode::new(&[0xC3]).unwrap();
        let ud2 = ExecutableCode::new(&[0x0F, 0x0B, 0xC3]).unwrap();
        let scratch = ScratchBuffer::new(4096, 64).unwrap();
        let run = |code: &ExecutableCode| {
            let codes = [code];
            let steps = [Step { code: 0, clock: 0, warmup: 1, samples: 5, clear_scratch: true }];
            run_in_child(&ChildPlan { codes: &codes, clocks: &[Clock::Tsc], steps: &steps, scratch: &scratch, cpu: None, timeout: Duration::from_secs(10), sandbox: true })
        };
        let r = run(&ret).unwrap();
        assert_eq!(r.samples.len(), 1);
        assert_eq!(r.samples[0].len(), 5);
        assert!(r.samples[0].iter().all(|&t| t > 0));
        assert_eq!(run(&ud2).unwrap_err(), ChildError::Signal(libc::SIGILL));
        assert_eq!(ChildError::Signal(libc::SIGILL).to_string(), "snippet crashed while running: Illegal instruction");
    }
}
