//! The argument vector: NUL-separated arguments, on a small fixed input.
#![no_main]
use libfuzzer_sys::fuzz_target;

const INPUT: &[u8] = b"addq %rax, %rbx\nvmulps %xmm0, %xmm1, %xmm2\nmovq (%rdi), %rcx\n";

fuzz_target!(|data: &[u8]| {
    let mut argv = vec!["rmca".to_string()];
    for a in data.split(|&b| b == 0).take(16) {
        argv.push(String::from_utf8_lossy(a).into_owned());
    }
    // Inputs named on the command line must not touch the filesystem.
    argv.retain(|a| a.starts_with('-') || a.is_empty());
    argv.push("-".to_string());
    // Keep runs short.
    argv.retain(|a| !a.starts_with("-iterations") && !a.starts_with("--iterations") && !a.starts_with("-o") && !a.starts_with("--o"));
    argv.push("-iterations=2".to_string());
    let out = rmca_tools::driver::run(&argv, &mut &INPUT[..]);
    assert!(out.code == 0 || out.code == 1, "exit status {}", out.code);
});
