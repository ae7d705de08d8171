//! The library leaves the process's stdio alone: opening a session on a CPU
//! and features LLVM knows, and analysing a block, never points fds 1 and 2
//! elsewhere, not even for a moment (another thread printing meanwhile would
//! lose its text into the report). This file holds one test, so no other
//! test's threads share its process.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use rmca::{AnalysisOptions, Block, Session};

fn fd_target(fd: u32) -> PathBuf {
    std::fs::read_link(format!("/proc/self/fd/{fd}")).expect("procfs")
}

#[test]
fn sessions_and_analyses_never_redirect_stdout_or_stderr() {
    let before = [fd_target(1), fd_target(2)];
    let done = Arc::new(AtomicBool::new(false));
    let watcher = {
        let done = done.clone();
        let before = before.clone();
        std::thread::spawn(move || {
            let mut seen = Vec::new();
            let mut polls = 0u64;
            while !done.load(Ordering::Relaxed) {
                polls += 1;
                for (fd, expected) in [(1, &before[0]), (2, &before[1])] {
                    let now = fd_target(fd);
                    if &now != expected && seen.len() < 4 {
                        seen.push(format!("fd {fd} -> {}", now.display()));
                    }
                }
            }
            (seen, polls)
        })
    };
    let cases = [
        ("x86_64-unknown-unknown", "skylake", "", "addl %eax, %ebx\nimull %ebx, %ecx\n"),
        ("x86_64-unknown-unknown", "btver2", "+avx,-sse4a", "vaddps %xmm0, %xmm1, %xmm2\n"),
        ("aarch64", "cortex-a55", "", "add x0, x1, x2\nmul x3, x0, x0\n"),
        ("thumbv7em-none-eabi", "cortex-m7", "", "add.w r0, r1, r2\nmul r3, r4, r5\n"),
        ("riscv64", "sifive-x280", "+v", "add a0, a1, a2\n"),
    ];
    let mut reports = 0;
    for round in 0..20 {
        for (triple, cpu, features, asm) in cases {
            let session = Session::new(triple, cpu, features).unwrap();
            let options = AnalysisOptions { iterations: 10 + round, ..AnalysisOptions::default() };
            let report = session.analyze(&Block::asm(asm), &options).unwrap();
            let summary = report.regions[0].summary.as_ref().expect("a summary");
            assert!(summary.total_cycles > 0, "{triple} {cpu}");
            assert!(report.diagnostics.is_empty(), "{triple} {cpu}: {}", report.diagnostics);
            reports += 1;
        }
    }
    done.store(true, Ordering::Relaxed);
    let (seen, polls) = watcher.join().unwrap();
    assert_eq!(reports, 100);
    assert!(polls > 0, "the watcher never looked");
    assert!(seen.is_empty(), "stdio was redirected during a run: {seen:?}");
}
