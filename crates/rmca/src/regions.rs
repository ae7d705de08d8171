//! Analysis and instrument regions, rebuilt from the parser's event log with
//! llvm-mca's rules and messages.
//!
//! Upstream parses the input twice (once for `LLVM-MCA-BEGIN/END` regions,
//! once for `LLVM-MCA-<KIND>` instruments), printing the parser's
//! diagnostics each time; both passes are replayed here from one parse.

use crate::mc::mca::{DiagKind, EventKind, Parsed};
use crate::mc::regs::RegisterInfo;
use crate::mc::target::Target;

/// One region of a parsed input, as what reads the input itself sees it:
/// the views that print encodings, opcode or register names, and a
/// target's custom behaviour.
#[derive(Clone, Copy)]
pub struct RegionSource<'a> {
    pub target: &'a Target,
    pub regs: &'a RegisterInfo,
    pub parsed: &'a Parsed<'a>,
    /// Per instruction of the region: its index in `parsed.insts`, the
    /// scheduling class it was lowered with, and its text as printed.
    pub mc_indices: &'a [u32],
    pub sched_classes: &'a [u32],
    pub texts: &'a [String],
    /// Every register's name as the output printer spells it (made on
    /// first use).
    pub reg_names: &'a dyn Fn() -> &'a [String],
}

/// A named range of the input whose instructions are analysed together.
#[derive(Clone, Debug)]
pub struct Region {
    pub name: String,
    pub start: Option<u64>,
    pub end: Option<u64>,
    /// Indices of the parsed instructions in the region, in order.
    pub insts: Vec<u32>,
}

impl Region {
    fn new(name: &str, start: Option<u64>) -> Self {
        Region { name: name.to_string(), start, end: None, insts: Vec::new() }
    }
    fn contains(&self, loc: u64) -> bool {
        if matches!(self.end, Some(e) if loc > e) {
            return false;
        }
        if matches!(self.start, Some(s) if loc < s) {
            return false;
        }
        true
    }
}

/// The outcome of the analysis pass: regions, what was printed on stderr,
/// and whether llvm-mca would stop there.
pub struct AnalysisRegions {
    pub regions: Vec<Region>,
    pub valid: bool,
}

impl AnalysisRegions {
    pub fn is_empty(&self) -> bool {
        self.regions.iter().all(|r| r.insts.is_empty())
    }
}

/// Replays the analysis-region pass. Diagnostics (the parser's and the
/// region errors) are appended to `err` in the order llvm-mca prints them.
pub fn analysis_regions(parsed: &Parsed, err: &mut Vec<u8>) -> AnalysisRegions {
    let mut regions = vec![Region::new("", None)];
    // (name, region index), in insertion order.
    let mut active: Vec<(String, usize)> = Vec::new();
    let mut valid = true;
    for ev in &parsed.events {
        match &ev.kind {
            EventKind::Inst(i) => {
                let loc = parsed.insts[*i as usize].loc;
                for r in regions.iter_mut() {
                    if r.contains(loc) {
                        r.insts.push(*i);
                    }
                }
            }
            EventKind::Diag { text, .. } => err.extend_from_slice(text),
            EventKind::Comment(text) => {
                let Some(c) = strip_blanks(text) else { continue };
                if let Some(rest) = c.strip_prefix("LLVM-MCA-END") {
                    let name = skip_blanks(rest);
                    end_region(parsed, &mut regions, &mut active, name, ev.loc, err, &mut valid);
                } else if let Some(rest) = c.strip_prefix("LLVM-MCA-BEGIN") {
                    let name = skip_blanks(rest);
                    begin_region(parsed, &mut regions, &mut active, name, ev.loc, err, &mut valid);
                }
            }
        }
    }
    AnalysisRegions { regions, valid }
}

fn strip_blanks(text: &str) -> Option<&str> {
    if text.is_empty() {
        return None;
    }
    let pos = text.find(|c| c != ' ' && c != '\t')?;
    Some(&text[pos..])
}

fn skip_blanks(text: &str) -> &str {
    match text.find(|c| c != ' ' && c != '\t') {
        Some(p) => &text[p..],
        None => text,
    }
}

fn begin_region(
    parsed: &Parsed,
    regions: &mut Vec<Region>,
    active: &mut Vec<(String, usize)>,
    name: &str,
    loc: u64,
    err: &mut Vec<u8>,
    valid: &mut bool,
) {
    if active.is_empty() {
        // The first user region replaces the implicit default one.
        if regions.len() == 1 && regions[0].start.is_none() && regions[0].end.is_none() {
            active.push((name.to_string(), 0));
            regions[0] = Region::new(name, Some(loc));
            return;
        }
    } else if let Some((_, idx)) = active.iter().find(|(n, _)| n == name) {
        let prev = regions[*idx].start.unwrap_or(0);
        if name.is_empty() {
            err.extend_from_slice(&parsed.format_diag(loc, DiagKind::Error, "found multiple overlapping anonymous regions"));
            err.extend_from_slice(&parsed.format_diag(prev, DiagKind::Note, "Previous anonymous region was defined here"));
        } else {
            err.extend_from_slice(&parsed.format_diag(loc, DiagKind::Error, "overlapping regions cannot have the same name"));
            err.extend_from_slice(&parsed.format_diag(
                prev,
                DiagKind::Note,
                &format!("region {name} was previously defined here"),
            ));
        }
        *valid = false;
        return;
    }
    active.push((name.to_string(), regions.len()));
    regions.push(Region::new(name, Some(loc)));
}

fn end_region(
    parsed: &Parsed,
    regions: &mut [Region],
    active: &mut Vec<(String, usize)>,
    name: &str,
    loc: u64,
    err: &mut Vec<u8>,
    valid: &mut bool,
) {
    if name.is_empty() {
        // An anonymous end closes the only active region, whatever its name.
        if active.len() == 1 {
            let (_, idx) = active.remove(0);
            regions[idx].end = Some(loc);
            return;
        }
        if active.is_empty() && regions.len() == 1 && regions[0].start.is_none() && regions[0].end.is_none() {
            regions[0].end = Some(loc);
            return;
        }
    }
    if let Some(pos) = active.iter().position(|(n, _)| n == name) {
        let (_, idx) = active.remove(pos);
        regions[idx].end = Some(loc);
        return;
    }
    *valid = false;
    err.extend_from_slice(&parsed.format_diag(loc, DiagKind::Error, "found an invalid region end directive"));
    if !name.is_empty() {
        err.extend_from_slice(&parsed.format_diag(loc, DiagKind::Note, &format!("unable to find an active region named {name}")));
    } else {
        err.extend_from_slice(&parsed.format_diag(loc, DiagKind::Note, "unable to find an active anonymous region"));
    }
}

/// An instrument (e.g. `LLVM-MCA-RISCV-LMUL M2`) active over a range.
#[derive(Clone, Debug)]
pub struct InstrumentRegion {
    pub kind: String,
    /// The instrument manager's id for it (see `Target::im_create`).
    pub id: u32,
    pub start: u64,
    pub end: Option<u64>,
}

impl InstrumentRegion {
    pub fn contains(&self, loc: u64) -> bool {
        !(matches!(self.end, Some(e) if loc > e) || loc < self.start)
    }
}

pub struct InstrumentRegions {
    pub regions: Vec<InstrumentRegion>,
    pub valid: bool,
    /// A comment named an unknown or malformed instrument.
    pub comment_error: bool,
}

impl InstrumentRegions {
    /// Ids of the instruments active at `loc`, in definition order.
    pub fn active_at(&self, loc: u64) -> Vec<u32> {
        self.regions.iter().filter(|r| r.contains(loc)).map(|r| r.id).collect()
    }

    /// Ends the open region of `kind`, if any, and opens a new one.
    fn begin(&mut self, active: &mut Vec<(String, usize)>, kind: &str, id: u32, loc: u64) {
        if let Some(pos) = active.iter().position(|(k, _)| k == kind) {
            let (_, idx) = active.remove(pos);
            self.regions[idx].end = Some(loc);
        }
        active.push((kind.to_string(), self.regions.len()));
        self.regions.push(InstrumentRegion { kind: kind.to_string(), id, start: loc, end: None });
    }
}

/// Replays the instrument pass (run only when the analysis pass succeeded),
/// with the target's instrument manager deciding which kinds and data are
/// valid and which instructions open instruments themselves.
pub fn instrument_regions(parsed: &Parsed, err: &mut Vec<u8>) -> InstrumentRegions {
    let mut out = InstrumentRegions { regions: Vec::new(), valid: true, comment_error: false };
    let mut active: Vec<(String, usize)> = Vec::new();
    let ignores = parsed.im_ignores();
    for ev in &parsed.events {
        match &ev.kind {
            EventKind::Inst(i) => {
                if ignores {
                    continue;
                }
                let loc = parsed.insts[*i as usize].loc;
                for id in parsed.im_from_inst(*i) {
                    let kind = parsed.im_kind(id);
                    out.begin(&mut active, &kind, id, loc);
                }
            }
            EventKind::Diag { text, .. } => err.extend_from_slice(text),
            EventKind::Comment(text) => {
                let Some(c) = strip_blanks(text) else { continue };
                let Some(c) = c.strip_prefix("LLVM-MCA-") else { continue };
                if c.starts_with("BEGIN") || c.starts_with("END") || ignores {
                    continue;
                }
                let (kind, data) = match c.find(' ') {
                    Some(p) => (&c[..p], &c[p + 1..]),
                    None => (c, ""),
                };
                if !parsed.im_supports(kind) {
                    let msg = if kind.is_empty() {
                        "No instrumentation kind was provided in LLVM-MCA comment".to_string()
                    } else {
                        format!("Unknown instrumentation type in LLVM-MCA comment: {kind}")
                    };
                    err.extend_from_slice(&parsed.format_diag(ev.loc, DiagKind::Error, &msg));
                    out.comment_error = true;
                    continue;
                }
                let Some(id) = parsed.im_create(kind, data) else {
                    let msg = if data.is_empty() {
                        format!("Failed to create {kind} instrument with no data")
                    } else {
                        format!("Failed to create {kind} instrument with data: {data}")
                    };
                    err.extend_from_slice(&parsed.format_diag(ev.loc, DiagKind::Error, &msg));
                    out.comment_error = true;
                    continue;
                };
                out.begin(&mut active, kind, id, ev.loc);
            }
        }
    }
    out
}
