//! The report of one analysis and its regions (see the module doc of
//! `report`).

use serde::{Deserialize, Serialize};

use crate::views::json::{object, Json};
use crate::views::registry::every_view;
use crate::views::view::ViewValue;

/// The pipeline parameters llvm-mca's JSON report records: the machine
/// options of the analysis, on a model of either kind.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SimulationParameters {
    pub out_of_order: bool,
    pub machine: crate::pipeline::PipelineOptions,
}

/// The analysis of one input: one report per region.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Report {
    /// The target triple (as LLVM's Triple spells it).
    pub triple: String,
    /// The CPU as the subtarget resolved it.
    pub cpu: String,
    pub regions: Vec<RegionReport>,
    /// What llvm-mca printed on stderr besides the report (warnings).
    pub diagnostics: String,
    pub simulation: SimulationParameters,
    /// The model's resource units, as llvm-mca's JSON names them.
    pub resources: Vec<String>,
}

/// Defines `RegionReport` with one field per view of the registry's table
/// (`views::registry`), and the accessors that go through all of them.
macro_rules! region_report {
    ($($field:ident: $value:ty,)*) => {
        /// One region's report: its instructions and the views asked for,
        /// one typed field per view (`None` when not asked for), in the
        /// order a report prints them.
        #[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
        pub struct RegionReport {
            pub index: u32,
            pub name: String,
            /// The default region without an end marker prints no header.
            pub has_header: bool,
            /// The instructions as printed.
            pub instructions: Vec<String>,
            /// Iterations simulated (1 for the instruction tables).
            pub iterations: u32,
            $(
                #[serde(default, skip_serializing_if = "Option::is_none")]
                pub $field: Option<$value>,
            )*
            /// Cycles a steady-state fast-forward skipped (the report is
            /// what the cycle-by-cycle simulation gives).
            pub fast_forwarded_cycles: u64,
        }

        impl RegionReport {
            /// Files a view's value in its place.
            pub fn set_view(&mut self, value: Box<dyn ViewValue>) {
                let any: Box<dyn std::any::Any> = value;
                $(
                    let any = match any.downcast::<$value>() {
                        Ok(v) => {
                            self.$field = Some(*v);
                            return;
                        }
                        Err(other) => other,
                    };
                )*
                unreachable!("a view value of no registered type: {:?}", any.type_id());
            }

            /// The views present, in the order a report prints them.
            pub fn views(&self) -> Vec<&dyn ViewValue> {
                let mut out: Vec<&dyn ViewValue> = Vec::new();
                $(
                    if let Some(v) = &self.$field {
                        out.push(v);
                    }
                )*
                out
            }

            /// The view called `name` (the registry's name), if present.
            pub fn view(&self, name: &str) -> Option<&dyn ViewValue> {
                match name {
                    $(stringify!($field) => self.$field.as_ref().map(|v| v as &dyn ViewValue),)*
                    _ => None,
                }
            }
        }
    };
}
every_view!(region_report);

impl RegionReport {
    pub fn new(index: u32, name: &str, has_header: bool, instructions: Vec<String>, iterations: u32) -> RegionReport {
        RegionReport { index, name: name.to_string(), has_header, instructions, iterations, ..Default::default() }
    }

    /// Appends the region's report exactly as llvm-mca prints it.
    pub fn write_text(&self, out: &mut String) {
        self.write_text_flushed(out);
    }

    /// `write_text`, returning the offset in `out` through which llvm-mca's
    /// output stream has been flushed once this region is printed, when one
    /// of its views flushes it (see `ViewValue::flushes_output`).
    pub fn write_text_flushed(&self, out: &mut String) -> Option<usize> {
        let mut flushed = None;
        if self.has_header {
            out.push_str(&format!("\n[{}] Code Region", self.index));
            if !self.name.is_empty() {
                out.push_str(" - ");
                out.push_str(&self.name);
            }
            out.push_str("\n\n");
        }
        for view in self.views() {
            let start = out.len();
            view.write_text(&self.instructions, out);
            if view.flushes_output(&out[start..]) {
                flushed = Some(out.len());
            }
        }
        flushed
    }

    /// The region's object in llvm-mca's `-json` document.
    pub fn llvm_json(&self) -> Json {
        let mut obj = std::collections::BTreeMap::new();
        obj.insert("Name".to_string(), Json::from(self.name.as_str()));
        obj.insert(
            "Instructions".to_string(),
            Json::Array(self.instructions.iter().map(|s| Json::from(s.as_str())).collect()),
        );
        for view in self.views() {
            if let Some((k, v)) = view.llvm_json() {
                obj.insert(k.to_string(), v);
            }
        }
        Json::Object(obj)
    }
}

impl Report {
    /// The report as llvm-mca prints it (text).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for r in &self.regions {
            r.write_text(&mut out);
        }
        out
    }

    /// llvm-mca's `-json` document.
    pub fn to_llvm_json(&self) -> String {
        llvm_json_document(&self.triple, &self.cpu, &self.simulation, &self.resources, self.regions.iter().map(|r| r.llvm_json()).collect())
    }
}

/// The top-level JSON document llvm-mca prints after the last region.
pub fn llvm_json_document(
    triple: &str,
    cpu: &str,
    sim: &SimulationParameters,
    resources: &[String],
    regions: Vec<Json>,
) -> String {
    let arch = triple.split('-').next().unwrap_or("");
    let mut params = vec![("-mcpu", Json::from(cpu)), ("-mtriple", Json::from(triple)), ("-march", Json::from(arch))];
    if sim.out_of_order {
        for (k, v) in [
            ("-register-file-size", sim.machine.register_file_size),
            ("-decoder-throughput", sim.machine.decoder_throughput),
            ("-micro-op-queue-size", sim.machine.micro_op_queue_size),
            ("-dispatch", sim.machine.dispatch_width),
            ("-lqueue", sim.machine.load_queue_size),
            ("-squeue", sim.machine.store_queue_size),
        ] {
            if v != 0 {
                params.push((k, Json::from(v)));
            }
        }
        if !sim.machine.noalias {
            params.push(("-noalias", Json::from(false)));
        }
    }
    let doc = object([
        ("CodeRegions", Json::from(regions)),
        ("SimulationParameters", object(params)),
        (
            "TargetInfo",
            object([
                ("CPUName", Json::from(cpu)),
                ("Resources", Json::from(resources.iter().map(|r| Json::from(r.as_str())).collect::<Vec<_>>())),
            ]),
        ),
    ]);
    let mut s = doc.to_pretty_string();
    s.push('\n');
    s
}
