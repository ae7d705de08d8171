//! The resource pressure view: resource cycles per iteration, in total and
//! per instruction. Sample (x86-64, haswell):
//!
//! ```text
//! Resources:
//! [0]   - HWDivider
//! [1]   - HWFPDivider
//! [2]   - HWPort0
//!
//! Resource pressure per iteration:
//! [0]    [1]    [2]
//!  -      -     1.00
//!
//! Resource pressure by instruction:
//! [0]    [1]    [2]    Instructions:
//!  -      -     1.00   vmulps	%xmm0, %xmm1, %xmm2
//! ```

use crate::mc::sched::SchedModel;
use crate::pipeline::events::{Counters, InstEvent, InstEventKind, Listener, ReleaseCycles, ResourceUse};
use crate::views::text::ColumnWriter;
use crate::views::json::{object, Json};
use crate::views::view::{Listed, RegisteredView, View, ViewContext, ViewFlag, ViewGroup, ViewSpec, ViewValue};

/// A fraction of cycles with llvm-mca's arithmetic (32-bit, common
/// denominators), so that sums print exactly as upstream's do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CycleSum {
    pub num: u32,
    pub den: u32,
}

impl Default for CycleSum {
    fn default() -> Self {
        CycleSum { num: 0, den: 1 }
    }
}

fn gcd(mut a: u32, mut b: u32) -> u32 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl CycleSum {
    pub fn add(&mut self, r: ReleaseCycles) {
        if self.den == r.denominator {
            self.num = self.num.wrapping_add(r.numerator);
        } else {
            let g = gcd(self.den, r.denominator).max(1);
            let lcm = self.den.wrapping_mul(r.denominator) / g;
            let l = self.num.wrapping_mul(lcm / self.den.max(1));
            let rr = r.numerator.wrapping_mul(lcm / r.denominator.max(1));
            self.num = l.wrapping_add(rr);
            self.den = lcm;
        }
    }
    pub fn as_f64(self) -> f64 {
        if self.den == 1 {
            self.num as f64
        } else {
            self.num as f64 / self.den as f64
        }
    }
}

/// Unit columns: for every non-group resource with units, its first column.
pub struct ResourceColumns {
    /// Per resource index: first column, or u32::MAX for groups/invalid.
    pub first_column: Vec<u32>,
    pub num_columns: usize,
}

impl ResourceColumns {
    pub fn new(sm: &SchedModel) -> Self {
        let mut first_column = vec![u32::MAX; sm.resources.len()];
        let mut n = 0u32;
        for (i, r) in sm.resources.iter().enumerate() {
            if r.is_group() || r.num_units == 0 {
                continue;
            }
            first_column[i] = n;
            n += r.num_units;
        }
        ResourceColumns { first_column, num_columns: n as usize }
    }
}

pub struct ResourcePressureView {
    cols: ResourceColumns,
    num_insts: usize,
    /// num_columns * (num_insts + 1): per instruction, then the totals.
    usage: Vec<CycleSum>,
    /// See `ResourcePressure::beyond_columns`; kept sorted.
    beyond_columns: Vec<BeyondColumn>,
    last_instruction_idx: u32,
    /// LlvmBehaviour::pressure_lists_per_instruction of the analysis.
    lists_per_instruction: bool,
}

impl ResourcePressureView {
    pub fn new(sm: &SchedModel, num_insts: usize, llvm: &crate::llvm_version::LlvmBehaviour) -> Self {
        let cols = ResourceColumns::new(sm);
        let usage = vec![CycleSum::default(); cols.num_columns * (num_insts + 1)];
        ResourcePressureView {
            cols,
            num_insts,
            usage,
            beyond_columns: Vec::new(),
            last_instruction_idx: 0,
            lists_per_instruction: llvm.pressure_lists_per_instruction,
        }
    }

    fn executions(&self) -> u32 {
        self.last_instruction_idx / self.num_insts.max(1) as u32 + 1
    }

    /// (resource name with unit suffix) per column, for JSON.
    pub fn usage(&self) -> &[CycleSum] {
        &self.usage
    }
    pub fn num_columns(&self) -> usize {
        self.cols.num_columns
    }
    pub fn executions_count(&self) -> u32 {
        self.executions()
    }
}

impl ResourcePressureView {
    #[cold]
    fn add_beyond_columns(&mut self, instruction: u32, column: u32, cycles: ReleaseCycles) {
        let key = (instruction, column);
        match self.beyond_columns.binary_search_by_key(&key, |b| (b.instruction, b.column)) {
            Ok(i) => self.beyond_columns[i].cycles.add(cycles),
            Err(i) => {
                let mut sum = CycleSum::default();
                sum.add(cycles);
                self.beyond_columns.insert(i, BeyondColumn { instruction, column, cycles: sum });
            }
        }
    }

    /// Accounts the resources the instruction at `region_index` was issued
    /// to. `resource.0` of each use is the resource *index* (as llvm-mca's
    /// views receive it).
    pub fn add_issue(&mut self, region_index: u32, used_resources: &[ResourceUse]) {
        let src = region_index as usize;
        if src >= self.num_insts {
            return;
        }
        let n = self.cols.num_columns;
        for u in used_resources {
            let Some(&first) = self.cols.first_column.get(u.resource.0 as usize) else { continue };
            if first == u32::MAX {
                continue;
            }
            let col = first as usize + u.resource.1.trailing_zeros() as usize;
            if col >= n {
                if self.lists_per_instruction {
                    self.add_beyond_columns(src as u32, col as u32, u.cycles);
                } else if let Some(cell) = self.usage.get_mut(col + n * src) {
                    // Before LLVM 21 the table is one flat array, so such a
                    // use lands in a later instruction's row (or the totals)
                    // and prints there. Its totals entry, always past the
                    // array's end, is left out.
                    cell.add(u.cycles);
                }
                continue;
            }
            self.usage[col + n * src].add(u.cycles);
            self.usage[col + n * self.num_insts].add(u.cycles);
        }
    }
}

impl Listener for ResourcePressureView {
    fn interests(&self) -> u32 {
        // The last dispatched instruction comes at the end.
        crate::pipeline::events::interest::ISSUED
    }
    fn on_simulation_end(&mut self, _cycles: u64, last_dispatched: u32) {
        self.last_instruction_idx = last_dispatched;
    }

    fn steady_counters(&mut self, c: &mut dyn Counters) -> bool {
        for u in &mut self.usage {
            // A sum of fractions over one denominator grows linearly.
            c.same(u.den as u64);
            c.sum32(&mut u.num);
        }
        c.sum32(&mut self.last_instruction_idx);
        // (A new entry changes the count: no period is confirmed across it.)
        c.same(self.beyond_columns.len() as u64);
        for b in &mut self.beyond_columns {
            c.same(((b.instruction as u64) << 32) | b.column as u64);
            c.same(b.cycles.den as u64);
            c.sum32(&mut b.cycles.num);
        }
        true
    }

    fn on_instruction_event(&mut self, ev: &InstEvent<'_>) {
        match ev.kind {
            InstEventKind::Dispatched { .. } => self.last_instruction_idx = ev.ir.source_index(),
            // The position in the region, which the pipeline keeps (no
            // division per issued instruction).
            InstEventKind::Issued { used_resources } => self.add_issue(ev.inst.region_index, used_resources),
            _ => {}
        }
    }
}

/// Cycles that an instruction's use of a resource unit past the last
/// column adds up (see `ResourcePressure::beyond_columns`).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BeyondColumn {
    /// Position in the region.
    pub instruction: u32,
    /// The column the use names: its resource's first column plus 64.
    pub column: u32,
    pub cycles: CycleSum,
}

/// One column of the pressure tables: a unit of a processor resource.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PressureColumn {
    /// The resource's name in the scheduling model.
    pub resource: String,
    /// The resource's number in the tables' legend.
    pub legend: u32,
    /// The unit, for resources with more than one.
    pub unit: Option<u32>,
}

impl PressureColumn {
    /// "[legend]" or "[legend.unit]", as the tables head the column.
    pub fn label(&self) -> String {
        match self.unit {
            Some(u) => format!("[{}.{u}]", self.legend),
            None => format!("[{}]", self.legend),
        }
    }
}

/// Resource cycles of a region, per iteration: in total and per
/// instruction, per resource unit. Sums are kept exact (as fractions, with
/// llvm-mca's 32-bit arithmetic) so that they print as upstream's do.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ResourcePressure {
    pub columns: Vec<PressureColumn>,
    pub num_insts: u32,
    /// columns × (num_insts + 1): per instruction, then the totals.
    pub usage: Vec<CycleSum>,
    /// Iterations the sums cover.
    pub executions: u32,
    /// Uses of a single-unit resource issued while it was not free (some
    /// models let that happen, such as Cortex-A9's for NEON structure
    /// loads; llvm-project #225087): their unit mask is empty, so the
    /// column they name is the resource's first plus 64, past the tables.
    /// From LLVM 21 llvm-mca keeps them in the instruction's own list and
    /// `-json` prints them (their totals go past the end of a table and
    /// can corrupt its memory, which rmca does not copy); the text tables
    /// have no column for them. Sorted by instruction, then column. (Before
    /// LLVM 21 they are added to `usage` at their flat index instead, a
    /// later instruction's row: see `ResourcePressureView::add_issue`.)
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub beyond_columns: Vec<BeyondColumn>,
}

impl ResourcePressure {
    fn cell(&self, inst: usize, column: usize) -> f64 {
        self.usage[column + inst * self.columns.len()].as_f64() / self.executions as f64
    }

    /// Cycles per iteration on each column, over the whole region.
    pub fn per_iteration(&self) -> Vec<f64> {
        (0..self.columns.len()).map(|c| self.cell(self.num_insts as usize, c)).collect()
    }

    /// Cycles per iteration on each column, for one instruction.
    pub fn of_instruction(&self, inst: usize) -> Vec<f64> {
        (0..self.columns.len()).map(|c| self.cell(inst, c)).collect()
    }

    fn json_entry(&self) -> Json {
        let n = self.columns.len().max(1);
        let execs = self.executions as f64;
        let entry = |instruction: usize, column: u64, u: &CycleSum| {
            object([
                ("InstructionIndex", Json::from(instruction as u64)),
                ("ResourceIndex", Json::from(column)),
                ("ResourceUsage", Json::from(u.as_f64() / execs)),
            ])
        };
        // Row by row: an instruction's columns, then its uses past them.
        let mut entries = Vec::new();
        let mut beyond = self.beyond_columns.iter().peekable();
        for (row, cells) in self.usage.chunks(n).enumerate() {
            for (column, u) in cells.iter().enumerate().filter(|(_, u)| u.num != 0) {
                entries.push(entry(row, column as u64, u));
            }
            while let Some(b) = beyond.next_if(|b| b.instruction as usize == row) {
                entries.push(entry(row, b.column as u64, &b.cycles));
            }
        }
        object([("ResourcePressureInfo", Json::from(entries))])
    }

    fn write_column_names(&self, w: &mut ColumnWriter) {
        let mut column = w.column();
        for c in &self.columns {
            column += 7;
            w.put(&c.label());
            w.pad_to(column);
        }
    }

    fn print(&self, insts: &[String], out: &mut String) {
        let mut buf = String::new();
        let mut w = ColumnWriter::new(&mut buf);
        w.put("\n\nResources:\n");
        for c in &self.columns {
            w.put(&c.label());
            w.pad_to(6);
            w.put(&format!("- {}\n", c.resource));
        }
        w.put("\n\nResource pressure per iteration:\n");
        self.write_column_names(&mut w);
        w.put_char('\n');
        let n = self.columns.len();
        for (i, p) in self.per_iteration().into_iter().enumerate() {
            write_pressure(&mut w, p, (i + 1) * 7);
        }
        w.put("\n\nResource pressure by instruction:\n");
        self.write_column_names(&mut w);
        w.put("Instructions:\n");
        for (k, text) in insts.iter().enumerate().take(self.num_insts as usize) {
            for j in 0..n {
                write_pressure(&mut w, self.cell(k, j), (j + 1) * 7);
            }
            w.put(text);
            w.put_char('\n');
        }
        drop(w);
        out.push_str(&buf);
    }
}

fn write_pressure(w: &mut ColumnWriter, pressure: f64, col: usize) {
    if pressure == 0.0 || pressure < 0.005 {
        w.put(" - ");
    } else {
        w.put(&crate::views::text::decimals(((pressure * 100.0) + 0.5).floor() / 100.0, 2));
    }
    w.pad_to(col);
}

/// The columns of a model's pressure tables: every unit of every resource
/// that is not a group.
pub fn pressure_columns(sm: &SchedModel) -> Vec<PressureColumn> {
    let mut columns = Vec::new();
    let mut legend = 0;
    for r in sm.resources.iter().skip(1) {
        if r.is_group() || r.num_units == 0 {
            continue;
        }
        for j in 0..r.num_units {
            columns.push(PressureColumn {
                resource: r.name.clone(),
                legend,
                unit: (r.num_units > 1).then_some(j),
            });
        }
        legend += 1;
    }
    columns
}

impl View for ResourcePressureView {
    fn finish(self: Box<Self>, ctx: &ViewContext<'_>) -> Box<dyn ViewValue> {
        Box::new(ResourcePressure {
            columns: pressure_columns(ctx.sched),
            num_insts: self.num_insts as u32,
            usage: self.usage.clone(),
            executions: self.executions(),
            beyond_columns: self.beyond_columns.clone(),
        })
    }
}

impl RegisteredView for ResourcePressure {
    const SPEC: ViewSpec = ViewSpec {
        name: "resource_pressure",
        aliases: &["pressure"],
        title: "Resource pressure",
        flag: Some(ViewFlag {
            name: "resource-pressure",
            help: "Print the resource pressure view (enabled by default)",
            on_by_default: true,
            listed: Listed::Normal,
        }),
        group: ViewGroup::Views,
        out_of_order_only: false,
        exported: true,
        start: |ctx, _| Box::new(ResourcePressureView::new(ctx.sched, ctx.insts.len(), ctx.llvm)),
    };
}

impl ViewValue for ResourcePressure {
    fn write_text(&self, insts: &[String], out: &mut String) {
        self.print(insts, out)
    }
    fn llvm_json(&self) -> Option<(&'static str, Json)> {
        Some(("ResourcePressureView", self.json_entry()))
    }
    /// Resource (unit) name -> cycles per iteration.
    fn export(&self, _insts: &[String]) -> Option<serde_json::Value> {
        let mut per_resource = serde_json::Map::new();
        for (c, cycles) in self.columns.iter().zip(self.per_iteration()) {
            let name = match c.unit {
                Some(u) => format!("{}.{u}", c.resource),
                None => c.resource.clone(),
            };
            per_resource.insert(name, serde_json::json!(cycles));
        }
        Some(serde_json::Value::Object(per_resource))
    }
}
