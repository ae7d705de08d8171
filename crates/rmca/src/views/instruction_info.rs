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

use crate::pipeline::events::Listener;
use crate::views::text::ColumnWriter;
use crate::views::json::{object, Json};
use crate::views::{View, ViewContext, ViewResult};

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

/// Not a listener of anything: its rows come from the model.
pub struct InstructionInfoView {
    pub info: InstructionInfo,
}

impl View for InstructionInfoView {
    fn finish(&self, _ctx: &ViewContext<'_>) -> ViewResult {
        ViewResult::InstructionInfo(self.info.clone())
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
    pub fn llvm_json(&self) -> Json {
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

    pub fn write_text(&self, insts: &[String], out: &mut String) {
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
            let fixed_columns = crate::llvm_version::LlvmBehaviour::BUILT.instruction_info_fixed_columns;
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
            let rt = if crate::llvm_version::LlvmBehaviour::BUILT.rthroughput_rounded_half_up {
                crate::views::text::rounded(row.rthroughput, 100.0)
            } else {
                row.rthroughput
            };
            w.put(&crate::views::text::decimals(rt, 2));
            // Up to LLVM 19 the fields after the latency follow one another
            // (a wide value shifts the rest of the row); from 20 they sit
            // at fixed columns.
            let shift = if fixed_columns {
                w.pad_to(21);
                0
            } else {
                w.put(if rt < 10.0 { "   " } else if rt < 100.0 { "  " } else { " " });
                w.column().saturating_sub(21)
            };
            let flag = |w: &mut ColumnWriter, on: bool, mark: &str, col: usize| {
                if on {
                    w.put(mark);
                }
                w.pad_to(col);
            };
            flag(&mut w, row.may_load, " *", 28 + shift);
            flag(&mut w, row.may_store, " *", 35 + shift);
            flag(&mut w, row.has_side_effects, " U", 42 + shift);
            let mut col = 42 + shift;
            if self.full {
                w.put(&format!(" {}", row.bypass_latency));
                w.pad_to(49);
                w.put(&row.resources);
                w.pad_to(92);
                w.put(&row.opcode_name);
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
