//! Assembly text through parsing, regions, lowering, the whole simulation
//! and the views, on a few CPUs of each target. The first byte picks the
//! CPU and views; the rest is the input file.
#![no_main]
use libfuzzer_sys::fuzz_target;

const CPUS: &[(&str, &str)] = &[
    ("x86_64-unknown-unknown", "skylake"),
    ("x86_64-unknown-unknown", "btver2"),
    ("x86_64-unknown-unknown", "znver4"),
    ("aarch64", "cortex-a55"),
    ("aarch64", "neoverse-v2"),
    ("riscv64", "sifive-x280"),
    ("amdgcn", "gfx1030"),
    ("thumbv7em-none-eabi", "cortex-m7"),
];

fuzz_target!(|data: &[u8]| {
    let Some((&sel, input)) = data.split_first() else { return };
    let (triple, cpu) = CPUS[(sel & 7) as usize];
    let mut argv = vec![
        "rmca".to_string(),
        format!("-mtriple={triple}"),
        format!("-mcpu={cpu}"),
        "-iterations=3".to_string(),
    ];
    if sel & 0x08 != 0 {
        argv.push("-all-views".into());
    }
    if sel & 0x10 != 0 {
        argv.push("-json".into());
    }
    if sel & 0x20 != 0 {
        argv.push("-instruction-tables=full".into());
    }
    if sel & 0x40 != 0 {
        argv.push("-skip-unsupported-instructions=any".into());
    }
    let out = rmca::driver::run(&argv, &mut &input[..]);
    assert!(out.code == 0 || out.code == 1, "exit status {}", out.code);
});
