//! The TSC-to-core-cycle ratio: two chains of dependent `imul rax, rax`
//! (3 cycles each on Intel since Nehalem and on every AMD Zen), timed in
//! the benchmark's own child; the difference of their times over the
//! difference of their cycles is the ratio (fixed costs cancel).

use crate::mc::host_run::{ChildError, ExecutableCode};

/// Instructions in the short and the long chain.
pub const SHORT: usize = 256;
pub const LONG: usize = 2304;
/// Latency of one `imul r64, r64`, in core cycles.
pub const IMUL_LATENCY: f64 = 3.0;
/// Samples per chain and calibration.
pub const SAMPLES: u32 = 100;
/// Largest relative difference between the before and after ratios that
/// is accepted without running the benchmark again.
pub const MAX_SPREAD: f64 = 0.02;

/// `imul rax, rax`.
const IMUL_RAX_RAX: [u8; 4] = [0x48, 0x0F, 0xAF, 0xC0];
const RET: u8 = 0xC3;

/// A function of `n` dependent `imul rax, rax` and a return.
pub fn imul_chain(n: usize) -> Vec<u8> {
    let mut v = Vec::with_capacity(4 * n + 1);
    for _ in 0..n {
        v.extend_from_slice(&IMUL_RAX_RAX);
    }
    v.push(RET);
    v
}

/// The two chains, mapped executable.
pub struct Chains {
    pub short: ExecutableCode,
    pub long: ExecutableCode,
}

impl Chains {
    pub fn new() -> Result<Chains, ChildError> {
        Ok(Chains { short: ExecutableCode::new(&imul_chain(SHORT))?, long: ExecutableCode::new(&imul_chain(LONG))? })
    }
}

/// Ticks per core cycle from the samples of the short and long chains
/// (the minimum of each).
pub fn ratio(short: &[u64], long: &[u64]) -> f64 {
    let s = short.iter().copied().min().unwrap_or(0) as f64;
    let l = long.iter().copied().min().unwrap_or(0) as f64;
    let r = (l - s) / (IMUL_LATENCY * (LONG - SHORT) as f64);
    if r.is_finite() && r > 0.0 { r } else { f64::NAN }
}

/// Relative difference of two ratios.
pub fn spread(a: f64, b: f64) -> f64 {
    if !(a > 0.0 && b > 0.0) {
        return f64::INFINITY;
    }
    (a - b).abs() / a.min(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratio_cancels_fixed_cost() {
        // 2 ticks per cycle, 100 ticks of overhead.
        let short = [100 + 2 * 3 * SHORT as u64, 5000];
        let long = [100 + 2 * 3 * LONG as u64];
        assert_eq!(ratio(&short, &long), 2.0);
        assert!(spread(1.0, 1.01) < MAX_SPREAD);
        assert_eq!(imul_chain(2), vec![0x48, 0x0F, 0xAF, 0xC0, 0x48, 0x0F, 0xAF, 0xC0, 0xC3]);
    }
}
