//! Repetition modes and result aggregation: which functions a
//! configuration is measured with, and how their counts become
//! `value` / `per_snippet_value` (see the parent module's doc).

use super::params::{Measurement, RepetitionMode};

/// The counts of one run, per measurement key.
#[derive(Clone, Debug)]
pub struct RunCounts {
    pub min_instructions: u32,
    pub values: Vec<(String, f64)>,
}

/// Scales a run's counts: per instruction (by N) and per snippet copy (by
/// ceil(N / snippet length)).
fn scaled(counts: &RunCounts, snippet_len: u32) -> Vec<Measurement> {
    let n = counts.min_instructions.max(1) as f64;
    let copies = (n / snippet_len.max(1) as f64).ceil();
    counts.values.iter().map(|(k, v)| Measurement { key: k.clone(), value: v / n, per_snippet_value: v / copies }).collect()
}

/// The configuration's measurements from its runs' counts (in `runs`
/// order), or the error for its `error:` entry. Any failed run fails the
/// configuration (llvm-exegesis drops every measurement then); the first
/// error is reported.
pub fn aggregate(mode: RepetitionMode, runs: &[Result<RunCounts, String>], snippet_len: u32) -> Result<Vec<Measurement>, String> {
    let mut ok: Vec<&RunCounts> = Vec::new();
    for r in runs {
        match r {
            Ok(c) => ok.push(c),
            Err(e) => return Err(e.clone()),
        }
    }
    let Some(first) = ok.first() else { return Err("no measurement was made".into()) };
    match mode {
        RepetitionMode::Duplicate | RepetitionMode::Loop => Ok(scaled(first, snippet_len)),
        RepetitionMode::Min => {
            let mut out = scaled(first, snippet_len);
            for other in &ok[1..] {
                for (m, o) in out.iter_mut().zip(scaled(other, snippet_len)) {
                    m.value = m.value.min(o.value);
                    m.per_snippet_value = m.per_snippet_value.min(o.per_snippet_value);
                }
            }
            Ok(out)
        }
        RepetitionMode::MiddleHalfDuplicate | RepetitionMode::MiddleHalfLoop => {
            let Some(second) = ok.get(1) else { return Err("the middle-half modes need two runs".into()) };
            // The second run has twice the instructions: the difference is
            // the cost of N instructions without the fixed overhead.
            let n = first.min_instructions.max(1) as f64;
            let copies = (n / snippet_len.max(1) as f64).ceil();
            Ok(first
                .values
                .iter()
                .zip(&second.values)
                .map(|((k, a), (_, b))| {
                    let raw = b - a;
                    Measurement { key: k.clone(), value: raw / n, per_snippet_value: raw / copies }
                })
                .collect())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::measure::params::Aggregation;

    fn counts(n: u32, v: f64) -> Result<RunCounts, String> {
        Ok(RunCounts { min_instructions: n, values: vec![("latency".into(), v)] })
    }

    #[test]
    fn duplicate_scales_per_instruction_and_per_snippet() {
        let m = aggregate(RepetitionMode::Duplicate, &[counts(10000, 30000.0)], 3).unwrap();
        assert_eq!(m[0].value, 3.0);
        // ceil(10000 / 3) = 3334 copies of the snippet.
        assert!((m[0].per_snippet_value - 30000.0 / 3334.0).abs() < 1e-12);
    }

    #[test]
    fn min_keeps_the_smaller_run() {
        let m = aggregate(RepetitionMode::Min, &[counts(100, 500.0), counts(100, 300.0)], 1).unwrap();
        assert_eq!(m[0].value, 3.0);
    }

    #[test]
    fn middle_half_takes_the_difference() {
        // 40 cycles of fixed overhead, 3 per instruction.
        let m = aggregate(RepetitionMode::MiddleHalfDuplicate, &[counts(1000, 3040.0), counts(2000, 6040.0)], 2).unwrap();
        assert_eq!(m[0].value, 3.0);
        assert_eq!(m[0].per_snippet_value, 6.0);
    }

    #[test]
    fn a_failed_run_fails_the_configuration() {
        let e = aggregate(RepetitionMode::Min, &[counts(100, 1.0), Err("snippet crashed while running: Illegal instruction".into())], 1);
        assert_eq!(e.unwrap_err(), "snippet crashed while running: Illegal instruction");
    }

    #[test]
    fn runs_per_mode() {
        assert_eq!(RepetitionMode::MiddleHalfLoop.runs(5).iter().map(|r| (r.use_loop, r.min_instructions)).collect::<Vec<_>>(), vec![(true, 5), (true, 10)]);
        assert_eq!(RepetitionMode::Min.runs(5).len(), 2);
        assert_eq!(Aggregation::Mean.apply(&[1, 2, 3]), 2.0);
    }
}
