//! How the `asm` and `fast_forward` fuzz targets (fuzz/) turn an input into
//! a run, shared with the test that replays minimised crashers
//! (tests/robustness.rs).
//!
//! The first byte of a fuzz input selects the CPU (low three bits) and the
//! views and options (higher bits); the rest is the assembly file.

/// The CPUs the `asm` target runs on, a few per target family.
pub const ASM_CPUS: &[(&str, &str)] = &[
    ("x86_64-unknown-unknown", "skylake"),
    ("x86_64-unknown-unknown", "btver2"),
    ("x86_64-unknown-unknown", "znver4"),
    ("aarch64", "cortex-a55"),
    ("aarch64", "neoverse-v2"),
    ("riscv64", "sifive-x280"),
    ("amdgcn", "gfx1030"),
    ("thumbv7em-none-eabi", "cortex-m7"),
];

/// The options (without program name or input file) for selector `sel`.
pub fn asm_case_options(sel: u8) -> Vec<String> {
    case_options(sel, 3)
}

/// The options for selector `sel` in the `fast_forward` target: enough
/// iterations for a steady state to be found and skipped.
pub fn steady_case_options(sel: u8) -> Vec<String> {
    case_options(sel, 64)
}

fn case_options(sel: u8, iterations: u32) -> Vec<String> {
    let (triple, cpu) = ASM_CPUS[(sel & 7) as usize];
    let mut args = vec![format!("-mtriple={triple}"), format!("-mcpu={cpu}"), format!("-iterations={iterations}")];
    for (bit, flag) in [
        (0x08, "-all-views"),
        (0x10, "-json"),
        (0x20, "-instruction-tables=full"),
        (0x40, "-skip-unsupported-instructions=any"),
    ] {
        if sel & bit != 0 {
            args.push(flag.to_string());
        }
    }
    args
}
