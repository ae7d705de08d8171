//! Assembly text through parsing, regions, lowering, the whole simulation
//! and the views, on a few CPUs of each target. The first byte picks the
//! CPU and views (see `rmca_tools::fuzzing`); the rest is the input file.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&sel, input)) = data.split_first() else { return };
    let mut argv = vec!["rmca".to_string()];
    argv.extend(rmca_tools::fuzzing::asm_case_options(sel));
    let out = rmca_tools::driver::run(&argv, &mut &input[..]);
    assert!(out.code == 0 || out.code == 1, "exit status {}", out.code);
});
