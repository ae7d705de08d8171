//! The page itself (see the module doc of `html`).

use serde::{Deserialize, Serialize};

use rmca::report::{RegionReport, Report};
use rmca::views::bottleneck::{Bottleneck, DepKind};
use rmca::views::loop_carried::{LoopCarriedDeps, Verdict};
use rmca::views::pipeline_trace::{PipelineTrace, WaitKind, WaitSpans};
use rmca::views::summary::Summary;
use rmca::views::VIEWS;

const PAGE_JS: &str = include_str!("page.js");
const PAGE_CSS: &str = include_str!("page.css");

/// The whole page's data.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Page {
    /// "report" or "diff".
    pub kind: String,
    pub title: String,
    pub triple: String,
    pub cpu: String,
    pub regions: Vec<PageRegion>,
    /// For `rmca-sched diff --html`: one row per region compared.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diff: Vec<DiffRow>,
}

/// One region of the report page.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PageRegion {
    pub index: u32,
    pub name: String,
    pub instructions: Vec<String>,
    pub iterations: u32,
    pub summary: Option<Summary>,
    /// The bottleneck verdict in words.
    pub verdict: String,
    /// Waiting cycles by reason (label, cycles), largest first.
    pub wait_totals: Vec<(String, u64)>,
    /// Per instruction of the region, its waiting cycles over the
    /// recorded iterations by reason (`PageWaits::kinds` order), packed
    /// row after row (`n * kinds` values); empty without the trace.
    pub inst_waits: Packed,
    /// Iterations those sums cover.
    pub inst_waits_iterations: u32,
    pub bottleneck: Option<Bottleneck>,
    /// Region indices on the critical sequence, in order.
    pub critical: Vec<u32>,
    /// Per instruction: (latency, reciprocal throughput, micro-ops) from
    /// the instruction info view, when present.
    pub info: Vec<(u32, f64, u32)>,
    pub timeline: Option<PageTimeline>,
    pub loop_carried: Option<LoopCarriedDeps>,
    /// Every view of the report as llvm-mca (or rmca) prints it, under the
    /// registry's title, in the report's order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub views: Vec<PageView>,
}

/// One view's text, as the report prints it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PageView {
    /// The registry's name and title.
    pub name: String,
    pub title: String,
    pub text: String,
}

/// The drawn timeline: cycles per instance, and the waits. The per-instance
/// columns are [`Packed`] (a million instances stay a few megabytes).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PageTimeline {
    /// Instances drawn (iteration-major: row `k` is iteration `k / n`,
    /// instruction `k % n`).
    pub instances: u32,
    pub num_insts: u32,
    pub total_cycles: u64,
    /// Whether the wait reasons are known (the `-html` trace) or the rows
    /// come from llvm-mca's timeline view (diff pages).
    pub reasons: bool,
    /// Dispatch cycle, as the difference to the previous instance's.
    pub dispatched: Packed,
    /// ready - dispatched, issued - ready, executed - issued,
    /// retired - executed.
    pub ready: Packed,
    pub issued: Packed,
    pub executed: Packed,
    pub retired: Packed,
    pub waits: PageWaits,
    pub registers: Vec<String>,
    /// Resources the page names (indices as in the trace).
    pub resources: Vec<String>,
    /// The distinct instruction descriptions, and which one each
    /// instruction of the region has.
    pub statics: Vec<rmca::views::pipeline_trace::InstStatic>,
    pub inst_static: Vec<u32>,
    /// Heatmap: the resources with any use (indices into `resources`).
    pub used_resources: Vec<u32>,
    /// Cycles per iteration, per (instruction, used resource).
    pub pressure: Vec<f64>,
    /// Cycles per (iteration, used resource).
    pub pressure_by_iteration: Vec<f64>,
}

/// The wait spans, packed column by column.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PageWaits {
    /// Instance, as the difference to the previous span's.
    pub instance: Packed,
    /// First cycle, relative to the instance's dispatch.
    pub start: Packed,
    pub len: Packed,
    /// Index into `kinds`.
    pub kind: Packed,
    /// Register and memory waits: instance - producer instance; resource
    /// waits: resource index + 1 (0: taken by an older instruction).
    pub arg: Packed,
    /// Register index + 1 (0: none).
    pub reg: Packed,
    /// `WaitKind` names, as the page's colour table knows them.
    pub kinds: Vec<String>,
}

/// A column of integers for the page: zigzag varints (7 bits a byte) in
/// base64, `n` values. The script decodes it with `unpack`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Packed {
    pub n: usize,
    pub data: String,
}

impl Packed {
    pub fn new(values: impl IntoIterator<Item = i64>) -> Packed {
        let mut bytes = Vec::new();
        let mut n = 0;
        for v in values {
            n += 1;
            let mut z = ((v << 1) ^ (v >> 63)) as u64;
            loop {
                let b = (z & 0x7f) as u8;
                z >>= 7;
                if z == 0 {
                    bytes.push(b);
                    break;
                }
                bytes.push(b | 0x80);
            }
        }
        Packed { n, data: base64(&bytes) }
    }

    /// The values back (the script's `unpack`, for tests).
    pub fn values(&self) -> Vec<i64> {
        let bytes = unbase64(&self.data);
        let mut out = Vec::with_capacity(self.n);
        let (mut z, mut shift) = (0u64, 0);
        for b in bytes {
            z |= ((b & 0x7f) as u64) << shift;
            shift += 7;
            if b & 0x80 == 0 {
                out.push(((z >> 1) as i64) ^ -((z & 1) as i64));
                z = 0;
                shift = 0;
            }
        }
        out
    }
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn base64(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for c in bytes.chunks(3) {
        let v = (c[0] as u32) << 16 | (*c.get(1).unwrap_or(&0) as u32) << 8 | *c.get(2).unwrap_or(&0) as u32;
        for k in 0..4 {
            if k <= c.len() {
                s.push(B64[(v >> (18 - 6 * k)) as usize & 63] as char);
            } else {
                s.push('=');
            }
        }
    }
    s
}

fn unbase64(s: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len() / 4 * 3);
    let (mut acc, mut bits) = (0u32, 0);
    for c in s.bytes() {
        let Some(v) = B64.iter().position(|&b| b == c) else { continue };
        acc = acc << 6 | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}

/// One region of a diff page.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DiffRow {
    pub name: String,
    pub old_cycles: u64,
    pub new_cycles: u64,
    pub old_ipc: f64,
    pub new_ipc: f64,
    pub old_rthroughput: f64,
    pub new_rthroughput: f64,
    /// Relative change of the cycles ((new - old) / old).
    pub change: f64,
    /// Indices into `Page::regions` of the old and new region, when they
    /// carry a timeline.
    pub old_region: Option<u32>,
    pub new_region: Option<u32>,
}

/// The report page of an analysis.
pub fn report_page(report: &Report) -> String {
    let page = Page {
        kind: "report".into(),
        title: format!("rmca: {} {}", report.triple, report.cpu),
        triple: report.triple.clone(),
        cpu: report.cpu.clone(),
        regions: report.regions.iter().map(page_region).collect(),
        diff: Vec::new(),
    };
    render(&page)
}

/// The page document for `page`.
pub fn render(page: &Page) -> String {
    let mut json = serde_json::to_string(page).unwrap_or_else(|_| "{}".into());
    // Inside <script> only "</" could end the element early; "\/" is the
    // same string in JSON.
    if json.contains("</") {
        json = json.replace("</", "<\\/");
    }
    let mut out = String::with_capacity(json.len() + PAGE_JS.len() + PAGE_CSS.len() + 512);
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n");
    out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>");
    out.push_str(&escape(&page.title));
    out.push_str("</title>\n<style>\n");
    out.push_str(PAGE_CSS);
    out.push_str("</style></head>\n<body data-rmca-ready=\"0\">\n<div id=\"rmca-errors\"></div>\n<main id=\"rmca\"></main>\n");
    out.push_str("<script type=\"application/json\" id=\"rmca-data\">");
    out.push_str(&json);
    out.push_str("</script>\n<script>\n");
    out.push_str(PAGE_JS);
    out.push_str("</script>\n</body></html>\n");
    out
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The page's words for a wait kind.
pub fn wait_label(kind: WaitKind) -> &'static str {
    match kind {
        WaitKind::Register => "data dependency (register)",
        WaitKind::Memory => "data dependency (memory)",
        WaitKind::Data => "data dependency",
        WaitKind::Resource => "resource busy",
        WaitKind::RegisterFile => "register file full",
        WaitKind::ReorderBuffer => "reorder buffer full",
        WaitKind::SchedulerQueue => "scheduler queue full",
        WaitKind::LoadQueue => "load queue full",
        WaitKind::StoreQueue => "store queue full",
        WaitKind::DispatchGroup => "dispatch group",
        WaitKind::Target => "target behaviour",
    }
}

pub(crate) fn page_region(r: &RegionReport) -> PageRegion {
    let n = r.instructions.len().max(1) as u32;
    let critical = r
        .bottleneck
        .as_ref()
        .map(|b| {
            let mut v: Vec<u32> = Vec::new();
            for e in &b.critical_sequence {
                for x in [e.from % n, e.to % n] {
                    if v.last() != Some(&x) {
                        v.push(x);
                    }
                }
            }
            v
        })
        .unwrap_or_default();
    let info = r
        .instruction_info
        .as_ref()
        .map(|i| i.rows.iter().map(|row| (row.latency, row.rthroughput, row.num_micro_ops)).collect())
        .unwrap_or_default();
    let timeline = r.pipeline_trace.as_ref().map(page_timeline).or_else(|| r.timeline.as_ref().map(|t| llvm_timeline(t, r)));
    let loop_carried = r.loop_carried_deps.clone().or_else(|| r.pipeline_trace.as_ref().and_then(|t| t.loop_carried.clone()));
    let wait_totals = r.pipeline_trace.as_ref().map(|t| wait_totals(&t.waits)).unwrap_or_default();
    let (inst_waits, inst_waits_iterations) = match &r.pipeline_trace {
        Some(t) => {
            let k = WAIT_KINDS.len();
            let mut sums = vec![0i64; t.num_insts as usize * k];
            let w = &t.waits;
            for s in 0..w.len() {
                let i = (w.instance[s] % t.num_insts.max(1)) as usize;
                let kind = WAIT_KINDS.iter().position(|x| *x == w.kind[s]).unwrap_or(0);
                sums[i * k + kind] += w.len[s] as i64;
            }
            (Packed::new(sums), t.instances / t.num_insts.max(1))
        }
        None => (Packed::default(), 0),
    };
    let mut region = PageRegion {
        index: r.index,
        name: r.name.clone(),
        instructions: r.instructions.clone(),
        iterations: r.iterations,
        summary: r.summary.clone(),
        verdict: String::new(),
        wait_totals,
        inst_waits,
        inst_waits_iterations,
        bottleneck: r.bottleneck.clone(),
        critical,
        info,
        timeline,
        loop_carried,
        views: page_views(r),
    };
    region.verdict = verdict(&region, r);
    region
}

/// The text of every view the report has, in the registry's order and
/// under its titles (views that print nothing, such as the trace this
/// page draws, are left out).
fn page_views(r: &RegionReport) -> Vec<PageView> {
    VIEWS
        .iter()
        .filter_map(|v| {
            let value = r.view(v.spec.name)?;
            let mut text = String::new();
            value.write_text(&r.instructions, &mut text);
            let text = text.trim_matches('\n').to_string();
            (!text.is_empty()).then(|| PageView { name: v.spec.name.into(), title: v.spec.title.into(), text })
        })
        .collect()
}

/// Three decimals are all the page shows (and keep the JSON short).
fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

fn wait_totals(w: &WaitSpans) -> Vec<(String, u64)> {
    let mut totals: Vec<(String, u64)> = Vec::new();
    for k in 0..w.len() {
        let label = wait_label(w.kind[k]);
        match totals.iter_mut().find(|t| t.0 == label) {
            Some(t) => t.1 += w.len[k] as u64,
            None => totals.push((label.to_string(), w.len[k] as u64)),
        }
    }
    totals.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    totals
}

fn page_timeline(t: &PipelineTrace) -> PageTimeline {
    let nres = t.resources.len();
    let n = t.num_insts as usize;
    let iterations = t.pressure_by_iteration.len() / nres.max(1);
    let used: Vec<u32> = (0..nres)
        .filter(|&r| (0..n).any(|i| t.pressure.get(i * nres + r).is_some_and(|&p| p > 0.0)))
        .map(|r| r as u32)
        .collect();
    let per_iter = iterations.max(1) as f64;
    let pressure = (0..n)
        .flat_map(|i| used.iter().map(move |&r| (i, r)))
        .map(|(i, r)| round3(t.pressure[i * nres + r as usize] / per_iter))
        .collect();
    let pressure_by_iteration = (0..iterations)
        .flat_map(|k| used.iter().map(move |&r| (k, r)))
        .map(|(k, r)| round3(t.pressure_by_iteration[k * nres + r as usize]))
        .collect();
    let cols = Columns { d: &t.dispatched, r: &t.ready, i: &t.issued, e: &t.executed, rt: &t.retired };
    let mut page = cols.pack();
    page.instances = t.instances;
    page.num_insts = t.num_insts;
    page.total_cycles = t.total_cycles;
    page.reasons = true;
    page.waits = pack_waits(&t.waits, &t.dispatched);
    page.registers = t.registers.clone();
    page.resources = t.resources.clone();
    (page.statics, page.inst_static) = distinct(&t.insts);
    page.used_resources = used;
    page.pressure = pressure;
    page.pressure_by_iteration = pressure_by_iteration;
    page
}

/// The distinct values of `v`, and the index of each element's.
fn distinct<T: Clone + Eq + std::hash::Hash>(v: &[T]) -> (Vec<T>, Vec<u32>) {
    let mut seen: std::collections::HashMap<&T, u32> = std::collections::HashMap::new();
    let mut values = Vec::new();
    let index = v
        .iter()
        .map(|x| {
            *seen.entry(x).or_insert_with(|| {
                values.push(x.clone());
                values.len() as u32 - 1
            })
        })
        .collect();
    (values, index)
}

/// Per-instance cycle columns.
struct Columns<'a> {
    d: &'a [u32],
    r: &'a [u32],
    i: &'a [u32],
    e: &'a [u32],
    rt: &'a [u32],
}

impl Columns<'_> {
    fn pack(&self) -> PageTimeline {
        let diff = |a: &[u32], b: &[u32]| Packed::new(a.iter().zip(b).map(|(&x, &y)| x as i64 - y as i64));
        PageTimeline {
            dispatched: Packed::new(
                self.d.iter().scan(0i64, |prev, &x| {
                    let v = x as i64 - *prev;
                    *prev = x as i64;
                    Some(v)
                }),
            ),
            ready: diff(self.r, self.d),
            issued: diff(self.i, self.r),
            executed: diff(self.e, self.i),
            retired: diff(self.rt, self.e),
            ..Default::default()
        }
    }
}

const WAIT_KINDS: [WaitKind; 11] = [
    WaitKind::Register,
    WaitKind::Memory,
    WaitKind::Data,
    WaitKind::Resource,
    WaitKind::RegisterFile,
    WaitKind::ReorderBuffer,
    WaitKind::SchedulerQueue,
    WaitKind::LoadQueue,
    WaitKind::StoreQueue,
    WaitKind::DispatchGroup,
    WaitKind::Target,
];

fn pack_waits(w: &WaitSpans, dispatched: &[u32]) -> PageWaits {
    const NONE: u32 = u32::MAX;
    let m = w.len();
    let at = |k: usize| dispatched.get(w.instance[k] as usize).copied().unwrap_or(0) as i64;
    PageWaits {
        instance: Packed::new((0..m).map(|k| w.instance[k] as i64 - if k == 0 { 0 } else { w.instance[k - 1] as i64 })),
        start: Packed::new((0..m).map(|k| w.start[k] as i64 - at(k))),
        len: Packed::new(w.len.iter().map(|&x| x as i64)),
        kind: Packed::new(w.kind.iter().map(|k| WAIT_KINDS.iter().position(|x| x == k).unwrap_or(0) as i64)),
        arg: Packed::new((0..m).map(|k| match (w.kind[k], w.arg[k]) {
            (_, NONE) => 0,
            (WaitKind::Register | WaitKind::Memory, p) => w.instance[k] as i64 - p as i64,
            (WaitKind::Resource, r) => r as i64 + 1,
            _ => 0,
        })),
        reg: Packed::new(w.reg.iter().map(|&r| if r == NONE { 0 } else { r as i64 + 1 })),
        kinds: WAIT_KINDS.iter().map(|k| format!("{k:?}")).collect(),
    }
}

/// Rows from llvm-mca's own timeline view (no wait reasons): for reports
/// written without the trace, as `rmca-sched` snapshots keep them.
fn llvm_timeline(t: &rmca::views::timeline::Timeline, r: &RegionReport) -> PageTimeline {
    let shown: Vec<_> = t.entries.iter().take_while(|e| e.dispatched >= 0).collect();
    let d: Vec<u32> = shown.iter().map(|e| e.dispatched as u32).collect();
    let r_: Vec<u32> = shown.iter().map(|e| e.ready).collect();
    let i: Vec<u32> = shown.iter().map(|e| e.issued).collect();
    let e_: Vec<u32> = shown.iter().map(|e| e.executed).collect();
    // Instances retired past -timeline-max-cycles have no retire cycle.
    let beyond = t.last_cycle + 1;
    let rt: Vec<u32> = shown.iter().map(|e| if e.retired == 0 { beyond.max(e.executed + 1) } else { e.retired }).collect();
    let cols = Columns { d: &d, r: &r_, i: &i, e: &e_, rt: &rt };
    PageTimeline {
        instances: shown.len() as u32,
        num_insts: t.num_insts,
        total_cycles: t.last_cycle as u64 + 1,
        reasons: false,
        waits: pack_waits(&WaitSpans::default(), &d),
        statics: r
            .instructions
            .iter()
            .enumerate()
            .map(|(i, _)| {
                let row = r.instruction_info.as_ref().and_then(|x| x.rows.get(i));
                rmca::views::pipeline_trace::InstStatic {
                    opcode: String::new(),
                    sched_class: 0,
                    latency: row.map_or(0, |x| x.latency),
                    micro_ops: row.map_or(0, |x| x.num_micro_ops),
                    may_load: row.is_some_and(|x| x.may_load),
                    may_store: row.is_some_and(|x| x.may_store),
                    resources: Vec::new(),
                }
            })
            .collect(),
        inst_static: (0..r.instructions.len() as u32).collect(),
        ..cols.pack()
    }
}

/// The bottleneck verdict in words, from the simulation, the static
/// bounds, bottleneck analysis and the recorded waits.
fn verdict(p: &PageRegion, r: &RegionReport) -> String {
    let (cycles, iterations) = match (&r.summary, &r.pipeline_trace) {
        (Some(s), _) => (s.total_cycles as f64, s.iterations.max(1) as f64),
        (None, Some(t)) => (t.total_cycles as f64, t.iterations.max(1) as f64),
        _ => return "No simulation data for this region.".into(),
    };
    let per_iter = cycles / iterations;
    let mut words = format!("{per_iter:.2} cycles per iteration. ");
    let name_of = |i: u32| r.instructions.get(i as usize).map(|s| s.replace('\t', " ")).unwrap_or_default();
    match &p.loop_carried {
        Some(l) if l.verdict == Verdict::LatencyBound => {
            let chain = l.chains.first().map(|c| {
                c.instructions.iter().map(|&i| format!("{i}. {}", name_of(i))).collect::<Vec<_>>().join(" → ")
            });
            words.push_str(&format!(
                "Latency-bound: a loop-carried dependency chain of {:.2} cycles per iteration sets the pace",
                l.cycles_per_iteration
            ));
            if let Some(c) = chain {
                words.push_str(&format!(" ({c})"));
            }
            words.push_str(". Shorten or split that chain to go faster.");
        }
        Some(l) if l.verdict == Verdict::ThroughputBound => {
            words.push_str(&format!(
                "Throughput-bound: the resources allow one iteration every {:.2} cycles (Block RThroughput) and the loop runs at that rate",
                l.block_rthroughput
            ));
            if let Some((name, load)) = busiest_resource(p) {
                words.push_str(&format!("; the busiest resource is {name} ({load:.2} cycles per iteration)"));
            }
            words.push_str(". Use fewer or cheaper instructions on it.");
        }
        Some(l) => {
            words.push_str(&format!(
                "Neither bound explains the speed alone: the longest loop-carried chain allows {:.2} and the resources {:.2} cycles per iteration",
                l.cycles_per_iteration, l.block_rthroughput
            ));
            if let Some((label, c)) = p.wait_totals.first() {
                words.push_str(&format!("; most waiting cycles are {label} ({c} instance-cycles)"));
            }
            words.push('.');
        }
        None => {
            if let Some((label, c)) = p.wait_totals.first() {
                words.push_str(&format!("Most waiting cycles are {label} ({c} instance-cycles)."));
            }
        }
    }
    if let Some(b) = &r.bottleneck {
        if b.found && b.total_cycles != 0 {
            let pct = |x: u32| x as f64 * 100.0 / b.total_cycles as f64;
            words.push_str(&format!(
                " Bottleneck analysis: backend pressure grew in {:.1}% of the cycles ({:.1}% resources, {:.1}% data dependencies)",
                pct(b.cycles.increase),
                pct(b.cycles.resources),
                pct(b.cycles.data)
            ));
            if !b.critical_sequence.is_empty() {
                let kinds: Vec<&str> = b
                    .critical_sequence
                    .iter()
                    .map(|e| match e.kind {
                        DepKind::Register => "register",
                        DepKind::Memory => "memory",
                        DepKind::Resource => "resource",
                        DepKind::Invalid => "?",
                    })
                    .collect();
                let edges = if kinds.len() == 1 { "edge" } else { "edges" };
                words.push_str(&format!("; its critical sequence has {} {edges} ({})", kinds.len(), kinds.join(", ")));
            }
            words.push('.');
        } else {
            words.push_str(" Bottleneck analysis found no resource or data dependency bottleneck.");
        }
    }
    words
}

/// The resource with the most cycles per iteration per unit.
fn busiest_resource(p: &PageRegion) -> Option<(String, f64)> {
    let t = p.timeline.as_ref()?;
    let m = t.used_resources.len();
    let mut best: Option<(String, f64)> = None;
    for (c, &r) in t.used_resources.iter().enumerate() {
        let load: f64 = (0..t.num_insts as usize).map(|i| t.pressure[i * m + c]).sum();
        if best.as_ref().is_none_or(|b| load > b.1) {
            best = Some((t.resources[r as usize].clone(), load));
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_columns_round_trip() {
        let v = vec![0, 1, -1, 63, 64, -65, 300, 1 << 20, -(1 << 31), u32::MAX as i64];
        for k in 0..v.len() {
            assert_eq!(Packed::new(v[..k].iter().copied()).values(), v[..k].to_vec());
        }
        assert_eq!(Packed::new([0, 1, 2]).data, "AAIE");
    }

    #[test]
    fn script_end_tags_in_data_are_escaped() {
        let page = Page { kind: "report".into(), title: "</script><b>".into(), ..Default::default() };
        let html = render(&page);
        assert_eq!(html.matches("</script>").count(), 2, "only the page's own two script elements end");
        assert!(html.contains("<title>&lt;/script&gt;&lt;b&gt;</title>"));
        assert!(!html.contains("http://") && !html.contains("https://"), "no external reference");
    }
}
