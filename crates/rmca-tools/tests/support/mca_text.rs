//! Reads the figures back out of llvm-mca's text report, to check that the
//! typed report holds the same numbers as the reference's text.

#[derive(Debug, Default, Clone)]
pub struct TextRegion {
    pub summary: Vec<(String, String)>,
    /// (uops, latency, rthroughput) per instruction.
    pub info: Vec<(String, String, String)>,
    /// Resource pressure per iteration: (column label, value as printed).
    pub pressure: Vec<(String, String)>,
    /// Timeline rows: (iteration, index, drawing).
    pub timeline: Vec<(u32, u32, String)>,
}

fn region_chunks(text: &str) -> Vec<&str> {
    // Regions start with a "[N] Code Region" header, except the default
    // region of an input without markers, which has the whole report.
    let mut starts: Vec<usize> = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let is_header = line.strip_prefix('[').and_then(|r| r.split_once("] Code Region")).is_some_and(|(n, _)| {
            !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())
        });
        if is_header {
            starts.push(offset);
        }
        offset += line.len();
    }
    if starts.is_empty() {
        return if text.trim().is_empty() { Vec::new() } else { vec![text] };
    }
    let mut out = Vec::new();
    for (k, &s) in starts.iter().enumerate() {
        let e = starts.get(k + 1).copied().unwrap_or(text.len());
        out.push(&text[s..e]);
    }
    out
}

/// The regions of a text report.
pub fn parse(text: &str) -> Vec<TextRegion> {
    region_chunks(text).into_iter().map(parse_region).collect()
}

fn parse_region(chunk: &str) -> TextRegion {
    let mut r = TextRegion::default();
    let lines: Vec<&str> = chunk.lines().collect();
    for l in &lines {
        for key in [
            "Iterations:",
            "Instructions:",
            "Total Cycles:",
            "Total uOps:",
            "Dispatch Width:",
            "uOps Per Cycle:",
            "IPC:",
            "Block RThroughput:",
        ] {
            if let Some(v) = l.strip_prefix(key) {
                if r.summary.iter().all(|(k, _)| k != key) {
                    r.summary.push((key.to_string(), v.trim().to_string()));
                }
            }
        }
    }
    // The timeline's drawings are as wide as its "Index" header's cycles.
    let mut drawing_width = 0;
    let mut i = 0;
    while i < lines.len() {
        let l = lines[i];
        if let Some(cycles) = l.strip_prefix("Index     ") {
            drawing_width = cycles.len();
        }
        if l.starts_with("[1]    [2]    [3]") {
            i += 1;
            while i < lines.len() && !lines[i].trim().is_empty() {
                let t: Vec<&str> = lines[i].split_whitespace().collect();
                if t.len() >= 3 {
                    r.info.push((t[0].to_string(), t[1].to_string(), t[2].to_string()));
                }
                i += 1;
            }
            continue;
        }
        if l == "Resource pressure per iteration:" && i + 2 < lines.len() {
            let labels: Vec<&str> = lines[i + 1].split_whitespace().collect();
            let values: Vec<&str> = lines[i + 2].split_whitespace().collect();
            for (a, b) in labels.iter().zip(values) {
                r.pressure.push((a.to_string(), b.to_string()));
            }
            i += 3;
            continue;
        }
        if let Some(rest) = l.strip_prefix('[') {
            if let Some((pos, drawing)) = rest.split_once(']') {
                if let Some((it, idx)) = pos.split_once(',') {
                    if let (Ok(it), Ok(idx)) = (it.parse(), idx.parse()) {
                        // Column 10 on: the drawing, then the instruction.
                        let body = &l[10.min(l.len())..];
                        let drawing_only = body.get(..drawing_width).unwrap_or(body).to_string();
                        let _ = drawing;
                        r.timeline.push((it, idx, drawing_only));
                    }
                }
            }
        }
        i += 1;
    }
    r
}

fn same<T: PartialEq + std::fmt::Debug>(a: T, b: T, what: &str) -> Result<(), String> {
    if a == b {
        Ok(())
    } else {
        Err(format!("{what}: {a:?} in the text, {b:?} in the report"))
    }
}

/// `same`, with the message built as `format!` would.
macro_rules! same_as {
    ($a:expr, $b:expr, $($fmt:tt)+) => {
        same($a, $b, &format!($($fmt)+))
    };
}

fn two_decimals(x: f64) -> String {
    format!("{:.2}", (x * 100.0 + 0.5).floor() / 100.0)
}

/// Checks that every figure the reference printed equals the typed
/// report's; the first difference found otherwise.
pub fn check(report: &rmca::Report, text: &str) -> Result<(), String> {
    let regions = parse(text);
    // A region without header or views prints nothing.
    let printed: Vec<&rmca::RegionReport> =
        report.regions.iter().filter(|r| r.has_header || !r.views().is_empty()).collect();
    same(regions.len(), printed.len(), "region count")?;
    for (k, (t, r)) in regions.iter().zip(printed).enumerate() {
        let at = format!("region {k}");
        if let Some(s) = &r.summary {
            let expected = [
                ("Iterations:", s.iterations.to_string()),
                ("Instructions:", s.instructions.to_string()),
                ("Total Cycles:", s.total_cycles.to_string()),
                ("Total uOps:", s.total_uops.to_string()),
                ("Dispatch Width:", s.dispatch_width.to_string()),
                ("uOps Per Cycle:", two_decimals(s.uops_per_cycle)),
                ("IPC:", two_decimals(s.ipc)),
                ("Block RThroughput:", format!("{:.1}", (s.block_rthroughput * 10.0 + 0.5).floor() / 10.0)),
            ];
            same_as!(t.summary.len(), expected.len(), "{at}: summary lines")?;
            for ((k1, v1), (k2, v2)) in t.summary.iter().zip(expected.iter()) {
                same_as!((k1.as_str(), v1.as_str()), (*k2, v2.as_str()), "{at}")?;
            }
        }
        if let Some(info) = &r.instruction_info {
            same_as!(t.info.len(), info.rows.len(), "{at}: instruction info rows")?;
            for (row, (uops, lat, rt)) in info.rows.iter().zip(&t.info) {
                same_as!(&row.num_micro_ops.to_string(), uops, "{at}")?;
                same_as!(&row.latency.to_string(), lat, "{at}")?;
                same_as!(&two_decimals(row.rthroughput), rt, "{at}")?;
            }
        }
        if let Some(p) = &r.resource_pressure {
            same_as!(t.pressure.len(), p.columns.len(), "{at}: pressure columns")?;
            for ((label, value), (c, cycles)) in t.pressure.iter().zip(p.columns.iter().zip(p.per_iteration())) {
                same_as!(label, &c.label(), "{at}")?;
                let shown = if cycles < 0.005 { "-".to_string() } else { two_decimals(cycles) };
                same_as!(value, &shown, "{at}: pressure on {label}")?;
            }
        }
        if let Some(tl) = &r.timeline {
            let n = tl.num_insts as usize;
            for (it, idx, drawing) in &t.timeline {
                let e = &tl.entries[*it as usize * n + *idx as usize];
                same_as!(drawing.find('D'), Some(e.dispatched as usize), "{at}: [{it},{idx}] dispatched")?;
                if let Some(retired) = drawing.find('R') {
                    same_as!(retired as u32, e.retired, "{at}: [{it},{idx}] retired")?;
                }
                if (e.executed as i64) < e.dispatched {
                    // No execution recorded (0): llvm-mca draws an 'E' after
                    // the last cycle it drew, which names no cycle. Such an
                    // instance has no retirement recorded either (seen on
                    // in-order models, where a load followed by a call gets
                    // neither event, whatever the cycle limit).
                    same_as!(drawing.find('R'), None, "{at}: [{it},{idx}] retired, unrecorded execution")?;
                    same_as!(e.retired, 0, "{at}: [{it},{idx}] retired, unrecorded execution")?;
                    continue;
                }
                // Without an 'E', the instruction executed as it was
                // dispatched.
                let executed = drawing.rfind('E').unwrap_or(e.dispatched as usize);
                same_as!(executed as u32, e.executed, "{at}: [{it},{idx}] executed")?;
            }
        }
    }
    Ok(())
}
