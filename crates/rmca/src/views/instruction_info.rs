//! The instruction info view: micro-ops, latency, reciprocal throughput and
//! memory/side-effect flags per instruction, optionally with barriers and
//! encodings. Sample (x86-64, haswell):
//!
//! ```text
//! Instruction Info:
//! [1]: #uOps
//! [2]: Latency
//! [3]: RThroughput
//! [4]: MayLoad
//! [5]: MayStore
//! [6]: HasSideEffects (U)
//!
//! [1]    [2]    [3]    [4]    [5]    [6]    Instructions:
//!  1      3     1.00                        vaddps	%xmm0, %xmm1, %xmm2
//!  1      5     0.50    *                   movq	(%rax), %rbx
//! ```

use crate::mc::target::instr_flags as F;
use crate::model::builder;
use crate::pipeline::events::Listener;
use crate::views::text::ColumnWriter;
use crate::views::json::{object, Json};
use crate::views::view::{Listed, RegionSource, RegisteredView, View, ViewContext, ViewFlag, ViewGroup, ViewSpec, ViewValue};

/// What the view prints for one instruction; computed from the scheduling
/// model (the resolved sched class of each instruction).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct InstInfoRow {
    pub num_micro_ops: u32,
    /// Unsigned as upstream's: an unknown (negative) latency wraps.
    pub latency: u32,
    pub rthroughput: f64,
    pub may_load: bool,
    pub may_store: bool,
    pub has_side_effects: bool,
    pub load_barrier: bool,
    pub store_barrier: bool,
    pub encoding: Vec<u8>,
    /// Only for `-instruction-tables=full`.
    pub bypass_latency: u32,
    pub resources: String,
    pub opcode_name: String,
    /// rmca's `-segment-throughput` column: the reciprocal throughput with
    /// resources held from issue to ReleaseAtCycle, as llvm-mca's
    /// simulation holds them (`builder::hold_reciprocal_throughput`); [3]
    /// is LLVM's, which counts only ReleaseAtCycle - AcquireAtCycle.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hold_rthroughput: Option<f64>,
    /// Only for `-instruction-tables=full`: the comment that ends the
    /// instruction's source line, as llvm-mca finds it (`//` to the end of
    /// the line, or from a `/*` when the line also has a `*/`).
    #[serde(default)]
    pub source_comment: String,
}

/// A processor resource as the full instruction tables list it.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ModelResource {
    pub name: String,
    pub units: u32,
    /// The member resources of a group (empty otherwise).
    pub members: Vec<String>,
}

/// The instruction info view of a region.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct InstructionInfo {
    pub rows: Vec<InstInfoRow>,
    pub show_encoding: bool,
    pub show_barriers: bool,
    /// `-instruction-tables=full`: bypass latency, resources and opcode
    /// names, after the list of the model's resources.
    pub full: bool,
    /// The model's resources (only for the full tables).
    pub model_resources: Vec<ModelResource>,
    /// Whose layout the text follows (see `LlvmBehaviour`'s
    /// `instruction_info_fixed_columns` and `rthroughput_rounded_half_up`).
    #[serde(skip)]
    pub llvm: crate::llvm_version::LlvmBehaviour,
}

/// The model's resources as the full tables list them.
pub fn model_resources(sm: &crate::mc::sched::SchedModel) -> Vec<ModelResource> {
    sm.resources
        .iter()
        .skip(1)
        .map(|r| ModelResource {
            name: r.name.clone(),
            units: r.num_units,
            members: if r.is_group() {
                r.sub_units.iter().map(|&s| sm.resources.get(s as usize).map(|x| x.name.clone()).unwrap_or_default()).collect()
            } else {
                Vec::new()
            },
        })
        .collect()
}

/// Not a listener of anything: its rows come from the input and the model,
/// computed when the view starts.
pub struct InstructionInfoView {
    pub info: InstructionInfo,
}

impl View for InstructionInfoView {
    fn finish(self: Box<Self>, _ctx: &ViewContext<'_>) -> Box<dyn ViewValue> {
        Box::new(self.info)
    }
}

impl Listener for InstructionInfoView {
    fn interests(&self) -> u32 {
        0
    }
    fn steady_counters(&mut self, _c: &mut dyn crate::pipeline::events::Counters) -> bool {
        true
    }
}


impl InstructionInfo {
    fn json_entry(&self) -> Json {
        if self.rows.is_empty() {
            return Json::from(0u32);
        }
        let list = self
            .rows
            .iter()
            .enumerate()
            .map(|(i, r)| {
                object([
                    ("Instruction", Json::from(i as u64)),
                    ("Latency", Json::from(r.latency)),
                    ("NumMicroOpcodes", Json::from(r.num_micro_ops)),
                    ("RThroughput", Json::from(r.rthroughput)),
                    ("hasUnmodeledSideEffects", Json::from(r.has_side_effects)),
                    ("mayLoad", Json::from(r.may_load)),
                    ("mayStore", Json::from(r.may_store)),
                ])
            })
            .collect::<Vec<_>>();
        object([("InstructionList", Json::from(list))])
    }

    fn print(&self, insts: &[String], out: &mut String) {
        if self.rows.is_empty() {
            return;
        }
        let mut buf = String::new();
        let mut w = ColumnWriter::new(&mut buf);
        if self.full {
            // The full table names resources by index: list them all first.
            w.put("\n\nResources:\n");
            for (i, r) in self.model_resources.iter().enumerate() {
                w.put(&format!("[{i}]"));
                w.pad_to(6);
                w.put(&format!("- {}:{}", r.name, r.units));
                if !r.members.is_empty() {
                    w.pad_to(20);
                    w.put(&r.members.join(", "));
                }
                w.put_char('\n');
            }
        }
        w.put("\n\nInstruction Info:\n");
        w.put("[1]: #uOps\n[2]: Latency\n[3]: RThroughput\n[4]: MayLoad\n[5]: MayStore\n[6]: HasSideEffects (U)\n");
        let mut next = 7;
        let mut header = String::from("\n[1]    [2]    [3]    [4]    [5]    [6]    ");
        if self.full {
            w.put("[7]: Bypass Latency\n");
            w.put("[8]: Resources (<Name> | <Name>[<ReleaseAtCycle>] | <Name>[<AcquireAtCycle>,<ReleaseAtCycle])\n");
            w.put("[9]: LLVM Opcode Name\n");
            header.push_str("[7]    [8]                                        [9]                        ");
            next = 10;
        }
        if self.show_barriers {
            w.put(&format!("[{}]: LoadBarrier\n[{}]: StoreBarrier\n", next, next + 1));
            header.push_str(&format!("{:<7}{:<7}", format!("[{next}]"), format!("[{}]", next + 1)));
            next += 2;
        }
        let hold = self.rows.iter().any(|r| r.hold_rthroughput.is_some());
        if hold {
            w.put(&format!("[{next}]: RThroughput, resources held from issue to ReleaseAtCycle (as simulated)\n"));
            header.push_str(&format!("{:<7}", format!("[{next}]")));
            next += 1;
        }
        if self.show_encoding {
            w.put(&format!("[{next}]: Encoding Size\n"));
            header.push_str(&format!("{:<7}", format!("[{next}]")));
            header.push_str("Encodings:                    ");
        }
        header.push_str("Instructions:\n");
        w.put(&header);

        for (i, row) in self.rows.iter().enumerate() {
            // Fields sit at fixed columns; a wide value pushes the rest of
            // the row right by its excess (at least one space follows it).
            w.put(&format!(" {}", row.num_micro_ops));
            w.pad_to(8);
            w.put(&row.latency.to_string());
            let fixed_columns = self.llvm.instruction_info_fixed_columns;
            if fixed_columns {
                w.pad_to(14);
            } else {
                w.put(match row.latency {
                    0..=9 => "     ",
                    10..=99 => "    ",
                    _ => "   ",
                });
            }
            // Rounded half up to hundredths before printing from LLVM 22
            // (0.125 -> 0.13); before, printed as it is (0.125 -> 0.12).
            let rt = if self.llvm.rthroughput_rounded_half_up {
                crate::views::text::rounded(row.rthroughput, 100.0)
            } else {
                row.rthroughput
            };
            w.put(&crate::views::text::decimals(rt, 2));
            // Up to LLVM 19 the fields after the latency follow one another
            // (a wide value shifts the rest of the row); from 20 they sit
            // at fixed columns.
            let flag = |w: &mut ColumnWriter, on: bool, mark: &str, col: usize| {
                if on {
                    w.put(mark);
                }
                w.pad_to(col);
            };
            let mut col = 42;
            if fixed_columns {
                // Each flag at its column, at least one space after what
                // came before (a reciprocal throughput of 1000 or more
                // reaches the first one), a space where it is off.
                for (on, mark, at) in [(row.may_load, "*", 22), (row.may_store, "*", 29), (row.has_side_effects, "U", 36)] {
                    w.pad_to(at);
                    w.put(if on { mark } else { " " });
                }
                w.pad_to(col);
            } else {
                w.put(if rt < 10.0 { "   " } else if rt < 100.0 { "  " } else { " " });
                let shift = w.column().saturating_sub(21);
                flag(&mut w, row.may_load, " *", 28 + shift);
                flag(&mut w, row.may_store, " *", 35 + shift);
                flag(&mut w, row.has_side_effects, " U", 42 + shift);
                col += shift;
            }
            if self.full {
                w.put(&format!(" {}", row.bypass_latency));
                w.pad_to(49);
                w.put(&row.resources);
                w.pad_to(92);
                w.put(&row.opcode_name);
                if !hold {
                    self.write_full_tail(&mut w, row, insts.get(i).map_or("", |s| s.as_str()));
                    continue;
                }
                w.pad_to(119);
                col = 119;
            }
            if self.show_barriers {
                flag(&mut w, row.load_barrier, " *", col + 7);
                flag(&mut w, row.store_barrier, " *", col + 14);
                col += 14;
            }
            if hold {
                w.put(" ");
                w.put(&crate::views::text::decimals(crate::views::text::rounded(row.hold_rthroughput.unwrap_or(0.0), 100.0), 2));
                w.pad_to(col + 7);
                col += 7;
            }
            if self.show_encoding {
                let n = row.encoding.len();
                w.put(&format!(" {n}"));
                w.pad_to(col + 7);
                // Bytes are padded to 30 columns from where they start.
                let mut bytes = String::new();
                for b in &row.encoding {
                    bytes.push_str(&format!("{b:02x} "));
                }
                let pad = if bytes.len() < 30 { 30 - bytes.len() } else { 1 };
                bytes.push_str(&" ".repeat(pad));
                w.put(&bytes);
            }
            w.put(insts.get(i).map(|s| s.as_str()).unwrap_or(""));
            if self.full {
                w.put_char('\t');
                w.put(&row.source_comment);
            }
            w.put_char('\n');
        }
        drop(w);
        out.push_str(&buf);
    }
}

impl InstructionInfo {
    /// The rest of a full-table row: barriers, encoding and instruction
    /// each at its own column (one space after a value that reaches past
    /// it, as a long resource list does), then the source comment.
    fn write_full_tail(&self, w: &mut ColumnWriter, row: &InstInfoRow, inst: &str) {
        let mut at = 119;
        if self.show_barriers {
            for on in [row.load_barrier, row.store_barrier] {
                w.pad_to(at + 1);
                w.put(if on { "*" } else { " " });
                at += 7;
            }
        }
        if self.show_encoding {
            w.pad_to(at + 1);
            w.put(&row.encoding.len().to_string());
            at += 7;
            w.pad_to(at);
            for b in &row.encoding {
                w.put(&format!("{b:02x} "));
            }
            at += 30;
        }
        w.pad_to(at);
        w.put(inst);
        w.put_char('\t');
        w.put(&row.source_comment);
        w.put_char('\n');
    }
}

impl RegisteredView for InstructionInfo {
    const SPEC: ViewSpec = ViewSpec {
        name: "instruction_info",
        aliases: &["info"],
        title: "Instruction info",
        flag: Some(ViewFlag {
            name: "instruction-info",
            help: "Print the instruction info view (enabled by default)",
            on_by_default: true,
            listed: Listed::Normal,
        }),
        group: ViewGroup::Views,
        out_of_order_only: false,
        exported: true,
        start: |ctx, _| Box::new(InstructionInfoView { info: compute(ctx, false) }),
    };
}

impl ViewValue for InstructionInfo {
    fn write_text(&self, insts: &[String], out: &mut String) {
        self.print(insts, out)
    }
    fn llvm_json(&self) -> Option<(&'static str, Json)> {
        Some(("InstructionInfoView", self.json_entry()))
    }
    /// One entry per instruction: its text and figures.
    fn export(&self, insts: &[String]) -> Option<serde_json::Value> {
        let rows: Vec<serde_json::Value> = self
            .rows
            .iter()
            .zip(insts)
            .map(|(r, text)| {
                serde_json::json!({
                    "text": text,
                    "uops": r.num_micro_ops,
                    "latency": r.latency,
                    "rthroughput": r.rthroughput,
                    "may_load": r.may_load,
                    "may_store": r.may_store,
                    "has_side_effects": r.has_side_effects,
                })
            })
            .collect();
        Some(serde_json::Value::Array(rows))
    }
}

/// The instruction info view of a region, from the parsed source and the
/// model (`full`: the instruction tables' extra columns).
pub fn compute(ctx: &ViewContext<'_>, full: bool) -> InstructionInfo {
    let sm = ctx.sched;
    let opts = ctx.options;
    let show_encoding = opts.show_encoding;
    let Some(RegionSource { target, parsed, mc_indices, sched_classes, .. }) = ctx.source else {
        return InstructionInfo { show_encoding, show_barriers: opts.show_barriers, full, llvm: *ctx.llvm, ..Default::default() };
    };
    let mut rows = Vec::with_capacity(ctx.insts.len());
    let (no_desc, no_class) = (Default::default(), Default::default());
    for (k, &idx) in mc_indices.iter().enumerate() {
        let mci = &parsed.insts[idx as usize];
        let mcd = target.instr_desc_ref(mci.opcode).unwrap_or(&no_desc);
        let mut sc_id = sched_classes[k];
        while sc_id != 0 && sm.classes.get(sc_id as usize).map(|c| c.is_variant()).unwrap_or(false) {
            sc_id = parsed.resolve_variant(idx, sc_id);
        }
        let sc = sm.classes.get(sc_id as usize).unwrap_or(&no_class);
        let lat = (builder::compute_instr_latency(sc) as u32).wrapping_add(builder::forwarding_delay_cycles(&sc));
        let t = &ctx.insts[k];
        let mut row = InstInfoRow {
            num_micro_ops: sc.num_micro_ops,
            latency: lat,
            rthroughput: builder::reciprocal_throughput(sm, &sc, ctx.llvm),
            may_load: mcd.flags & F::MAY_LOAD != 0,
            may_store: mcd.flags & F::MAY_STORE != 0,
            has_side_effects: mcd.flags & F::SIDE_EFFECTS != 0,
            load_barrier: t.is_load_barrier,
            store_barrier: t.is_store_barrier,
            ..Default::default()
        };
        if opts.segment_throughput {
            row.hold_rthroughput = Some(builder::hold_reciprocal_throughput(sm, &sc));
        }
        if show_encoding || full {
            row.encoding = parsed.encode_inst(idx, !ctx.llvm.encodes_as_written).unwrap_or_default();
        }
        if full {
            row.opcode_name = target.opcode_name(mci.opcode);
            // llvm-mca's bypass latency: the latency minus the read advance
            // this class's own reads get from its longest write, in unsigned
            // 32-bit arithmetic (a negative advance, or one above the
            // latency, wraps).
            row.bypass_latency = lat.wrapping_sub(bypass_delay_cycles(&sc));
            row.resources = builder::resource_list(sm, &sc);
            row.source_comment = parsed.source_line(mci.loc).map(|line| line_comment(&line)).unwrap_or_default();
        }
        rows.push(row);
    }
    InstructionInfo {
        rows,
        show_encoding,
        show_barriers: opts.show_barriers,
        full,
        model_resources: if full { model_resources(sm) } else { Vec::new() },
        llvm: *ctx.llvm,
    }
}

/// The read advance of `sc` for the write resource of its longest-latency
/// write (invalid latencies count as 0; with no write above 0 cycles, write
/// resource 0), as the unsigned value of the first matching entry; 0 without
/// read advances or a match.
fn bypass_delay_cycles(sc: &crate::mc::sched::SchedClass) -> u32 {
    if sc.read_advance.is_empty() {
        return 0;
    }
    let (mut longest, mut write_resource) = (0u32, 0u32);
    for w in &sc.write_latency {
        let cycles = w.cycles.max(0) as u32;
        if cycles > longest {
            longest = cycles;
            write_resource = w.write_resource_id;
        }
    }
    sc.read_advance
        .iter()
        .find(|r| r.write_resource_id == write_resource)
        .map_or(0, |r| r.cycles as u32)
}

/// The comment llvm-mca's full instruction tables print after an
/// instruction, from its source line (which starts at the instruction): a
/// `/*` comment when the line also has a `*/` (llvm-mca takes as many bytes
/// from the `/*` as the `*/` sits from the start of the line), else a `//`
/// comment to the end of the line; `#` and other comment marks are not
/// recognised.
fn line_comment(line: &[u8]) -> String {
    let find = |pat: &[u8]| line.windows(pat.len()).position(|w| w == pat);
    let bytes = match (find(b"/*"), find(b"*/")) {
        (Some(open), Some(close)) => &line[open..line.len().min(open + close)],
        _ => match find(b"//") {
            Some(at) => &line[at..],
            None => &[][..],
        },
    };
    String::from_utf8_lossy(bytes).into_owned()
}
