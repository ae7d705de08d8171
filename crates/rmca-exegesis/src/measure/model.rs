//! Measured versus model: per measured benchmark, the scheduling model's
//! latency (the largest write latency of the instruction's resolved
//! sched class, as `-mode=analysis` checks it) or inverse throughput, the
//! measured value and the difference, largest difference first; and a
//! `--sched-override` file that sets the measured latencies, for
//! `rmca-sched snapshot` to show what a corrected model would change.

use crate::mc::codegen::TargetExt;
use std::collections::BTreeMap;

use crate::analysis;
use rmca::mc::target::{Target, TargetLookup};

/// One measured benchmark against the model.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub opcode: String,
    pub config: String,
    /// Instructions in the snippet: `measured` is per instruction, as
    /// llvm-exegesis reports it (a latency snippet of two instructions is
    /// a chain through both).
    pub snippet_len: usize,
    /// `latency` or `inverse_throughput`.
    pub mode: String,
    pub sched_class: String,
    /// None where the model has no valid class for the instruction.
    pub model: Option<f64>,
    pub measured: f64,
    /// measured - model (NaN without a model value).
    pub diff: f64,
    /// `tsc`, `pmu-cycles`, or empty when the file does not say (a file
    /// llvm-exegesis wrote: PMU cycles).
    pub counter: String,
}

/// The comparison of a benchmarks file with the model of its CPU.
#[derive(Clone, Debug)]
pub struct Comparison {
    pub triple: String,
    pub cpu: String,
    pub rows: Vec<Row>,
}

/// The counter a measured entry's `info` names (rmca writes
/// `counter=NAME`).
pub fn counter_of_info(info: &str) -> String {
    info.split("counter=").nth(1).map(|r| r.split([',', ' ', ';']).next().unwrap_or("").to_string()).unwrap_or_default()
}

/// The model's value for a mode: the largest write latency, or the
/// inverse throughput computed as `-mode=analysis` does.
fn model_value(target: &Target, class: u32, mode: &str) -> Option<f64> {
    let sm = target.sched_model();
    let c = sm.classes.get(class as usize)?;
    if class == 0 || !c.is_valid() {
        return None;
    }
    match mode {
        "latency" => Some(c.write_latency.iter().map(|l| l.cycles as f64).fold(0.0, f64::max)),
        "inverse_throughput" => Some(analysis::class_inverse_throughput(&sm, c)),
        _ => None,
    }
}

/// Compares every measured latency / inverse-throughput entry of a
/// benchmarks file with the model of `cpu` (default: the file's CPU).
pub fn compare(text: &str, triple: Option<&str>, cpu: Option<&str>) -> Result<Comparison, String> {
    let points = analysis::read_points(text);
    let first = points.iter().find(|p| !p.cpu.is_empty()).ok_or("no benchmarks in the file")?;
    let triple = triple.map(str::to_string).unwrap_or_else(|| first.triple.clone());
    let cpu = cpu.map(str::to_string).unwrap_or_else(|| first.cpu.clone());
    let lookup = TargetLookup::new(&triple, "").map_err(|e| format!("{triple}: {e}"))?;
    let (init, target) = lookup.init(&cpu, "");
    let target = target.ok_or_else(|| init.error.unwrap_or_else(|| format!("cannot set up {triple} / {cpu}")))?;
    let info = target.info();
    let opcodes: BTreeMap<String, u32> = (0..info.num_opcodes).map(|o| (target.opcode_name(o), o)).collect();
    let names = target.register_info().names;
    let reg_by_name = |n: &str| names.iter().position(|x| x == n).map(|p| p as u32);
    let mut rows = Vec::new();
    for p in &points {
        if !p.error.is_empty() {
            continue;
        }
        let Some((mode, measured)) = p.measurements.iter().find(|m| m.0 == "latency" || m.0 == "inverse_throughput").cloned() else { continue };
        let Some(key) = analysis::key_instruction(p, &target, &opcodes, &reg_by_name) else { continue };
        let class = target.resolve_sched_class(&key);
        let model = model_value(&target, class, &mode);
        let name = target.sched_class_name(class);
        rows.push(Row {
            opcode: target.opcode_name(key.opcode),
            config: p.config.clone(),
            snippet_len: p.insts.len(),
            mode,
            sched_class: if name.is_empty() { class.to_string() } else { name },
            model,
            measured,
            diff: model.map_or(f64::NAN, |m| measured - m),
            counter: counter_of_info(&p.info),
        });
    }
    rows.sort_by(|a, b| {
        let key = |r: &Row| if r.diff.is_nan() { -1.0 } else { r.diff.abs() };
        key(b).total_cmp(&key(a)).then_with(|| a.opcode.cmp(&b.opcode))
    });
    Ok(Comparison { triple, cpu, rows })
}

fn num(v: Option<f64>) -> String {
    v.map_or_else(|| "-".to_string(), |x| format!("{x:.2}"))
}

fn short(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        format!("{}...", s.chars().take(n).collect::<String>())
    }
}

fn rel(r: &Row) -> Option<f64> {
    r.model.filter(|m| *m != 0.0).map(|m| 100.0 * (r.measured - m) / m)
}

impl Comparison {
    /// A fixed-width table, largest difference first.
    pub fn to_text(&self, limit: Option<usize>) -> String {
        let mut o = format!("Measured vs model: {} / {} (model values: largest write latency, or inverse throughput)\n", self.triple, self.cpu);
        o.push_str(&format!("{:<24} {:<18} {:>8} {:>9} {:>8} {:>8} {:>5}  {:<10} {}\n", "opcode", "mode", "model", "measured", "diff", "diff%", "insts", "counter", "sched class"));
        for r in self.rows.iter().take(limit.unwrap_or(usize::MAX)) {
            o.push_str(&format!(
                "{:<24} {:<18} {:>8} {:>9.2} {:>8} {:>8} {:>5}  {:<10} {}\n",
                r.opcode,
                r.mode,
                num(r.model),
                r.measured,
                if r.diff.is_nan() { "-".into() } else { format!("{:+.2}", r.diff) },
                rel(r).map_or_else(|| "-".into(), |x| format!("{x:+.1}%")),
                r.snippet_len,
                if r.counter.is_empty() { "pmu" } else { &r.counter },
                short(&r.sched_class, 40)
            ));
        }
        o
    }

    /// CSV with a header row.
    pub fn to_csv(&self, limit: Option<usize>) -> String {
        let mut o = String::from("opcode,mode,model,measured,difference,relative_difference_percent,counter,sched_class,config,snippet_instructions\n");
        let q = |s: &str| if s.contains([',', '"', '\n']) { format!("\"{}\"", s.replace('"', "\"\"")) } else { s.to_string() };
        for r in self.rows.iter().take(limit.unwrap_or(usize::MAX)) {
            o.push_str(&format!(
                "{},{},{},{:.4},{},{},{},{},{},{}\n",
                q(&r.opcode),
                r.mode,
                r.model.map_or(String::new(), |m| format!("{m:.4}")),
                r.measured,
                if r.diff.is_nan() { String::new() } else { format!("{:.4}", r.diff) },
                rel(r).map_or(String::new(), |x| format!("{x:.2}")),
                if r.counter.is_empty() { "pmu" } else { &r.counter },
                q(&r.sched_class),
                q(&r.config),
                r.snippet_len
            ));
        }
        o
    }

    /// A `--sched-override` file (YAML) setting, for this CPU, the latency
    /// of every opcode whose measured latency, rounded to whole cycles,
    /// differs from the model's by at least `min_diff` cycles. Where an
    /// opcode was measured more than once, its smallest latency is used.
    pub fn sched_override(&self, min_diff: f64) -> String {
        let mut best: BTreeMap<&str, &Row> = BTreeMap::new();
        for r in self.rows.iter().filter(|r| r.mode == "latency" && r.model.is_some()) {
            let e = best.entry(&r.opcode).or_insert(r);
            if r.measured < e.measured {
                *e = r;
            }
        }
        let mut o = String::from("# --sched-override written by rmca-sched from measured latencies (rmca-exegesis -mode=latency):\n");
        o.push_str("# the measured latency, rounded to whole core cycles, where it differs from the model.\n");
        o.push_str(&format!("cpus:\n  {}:\n    opcodes:", self.cpu));
        let mut any = false;
        for (op, r) in best {
            let lat = r.measured.round().max(0.0);
            let model = r.model.unwrap_or(0.0);
            if (lat - model).abs() < min_diff.max(0.5) {
                continue;
            }
            any = true;
            o.push_str(&format!(
                "\n      {op}: {{ latency: {} }}   # model {model}, measured {:.2}{}",
                lat as i64,
                r.measured,
                if r.counter.is_empty() { String::new() } else { format!(" ({})", r.counter) }
            ));
        }
        if !any {
            o.push_str(" {}");
        }
        o.push('\n');
        o
    }
}

#[cfg(test)]
mod tests {
    use super::counter_of_info;

    #[test]
    fn counter_from_info() {
        assert_eq!(counter_of_info("instruction has tied variables; measured by rmca-exegesis: counter=tsc, 1.0 tsc ticks"), "tsc");
        assert_eq!(counter_of_info("measured by rmca-exegesis: counter=pmu-cycles, min of 30 samples"), "pmu-cycles");
        assert_eq!(counter_of_info("explicit snippet"), "");
    }
}
