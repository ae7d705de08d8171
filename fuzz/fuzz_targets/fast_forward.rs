//! Differential target for the steady-state fast-forward: the same input,
//! simulated cycle by cycle and with fast-forward forced on, must give the
//! same bytes. The first byte picks the CPU and views (`rmca_tools::fuzzing`).
#![no_main]
use libfuzzer_sys::fuzz_target;
use rmca::pipeline::steady::FastForward;

fuzz_target!(|data: &[u8]| {
    let Some((&sel, input)) = data.split_first() else { return };
    let mut argv = vec!["rmca".to_string()];
    argv.extend(rmca_tools::fuzzing::steady_case_options(sel));
    let off = rmca_tools::driver::run_with(&argv, &mut &input[..], FastForward::Off);
    let on = rmca_tools::driver::run_with(&argv, &mut &input[..], FastForward::Always);
    assert!(off.code == 0 || off.code == 1, "exit status {}", off.code);
    assert_eq!(on.code, off.code);
    assert_eq!(on.stderr, off.stderr);
    assert_eq!(String::from_utf8_lossy(&on.stdout), String::from_utf8_lossy(&off.stdout));
});
