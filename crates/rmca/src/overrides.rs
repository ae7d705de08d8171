//! Scheduling-model overrides (`--sched-override=FILE`): a YAML or JSON file
//! that changes values of the model copy before analysis, so a model change
//! can be tried without rebuilding LLVM.
//!
//! ```yaml
//! opcodes:                      # per opcode (LLVM opcode names)
//!   VMULPSrr: { latency: 9 }
//!   VADDPSrr: { uops: 2, resources: { SKXPort0: 2 }, read_advance: 0 }
//! classes:                      # per sched class, by index (see `dump`)
//!   1234: { latency: 3 }
//! cpu:                          # processor parameters
//!   issue_width: 6
//!   reorder_buffer_size: 300
//! resources:                    # per resource, by name
//!   SKXPortAny: { buffer_size: 80 }
//! register_files:               # per register file, by name
//!   Zn3FpPRF: { num_phys_regs: 128, max_moves_eliminated_per_cycle: 2 }
//! cpus:                         # the same shape, only for the named CPU
//!   znver3: { opcodes: { VMULPSrr: { latency: 4 } } }
//! ```
//!
//! Semantics: `latency` sets every write latency of the class (adding one
//! when the class has none); `uops` the micro-op count; `resources` maps a
//! resource name to its ReleaseAtCycle (an integer) or to
//! `{ acquire: A, release: R }` (0 removes the entry); as tablegen does,
//! the change is carried to every group containing the resource's units
//! (added to the class when missing), so `{ SKXPort1: 2 }` on a class
//! using SKXPort1 once also adds a cycle to SKXPort01, SKXPort15, ...
//! `read_advance` is an integer for every read advance of the class
//! or a map from use index to cycles. An opcode override applies to a copy
//! of the class the opcode resolves to, so other opcodes sharing the class
//! are unaffected. Unknown names are errors that list near matches.

use std::collections::{BTreeMap, HashMap};
use std::fmt;

use serde::{Deserialize, Deserializer, Serialize};

use crate::mc::mca::Parsed;
use crate::mc::target::Target;
use crate::mc::sched::{ReadAdvance, SchedClass, SchedModel, WriteLatency, WriteProcRes};

#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Overrides {
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub opcodes: BTreeMap<String, ClassOverride>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub classes: BTreeMap<ClassKey, ClassOverride>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cpu: Option<CpuOverride>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub resources: BTreeMap<String, ResourceOverride>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub register_files: BTreeMap<String, RegisterFileOverride>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub cpus: BTreeMap<String, Overrides>,
}

#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct RegisterFileOverride {
    /// 0: unbounded.
    pub num_phys_regs: Option<u32>,
    /// 0: no limit.
    pub max_moves_eliminated_per_cycle: Option<u32>,
}

#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ClassOverride {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub latency: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uops: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<BTreeMap<String, Cycles>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_advance: Option<ReadAdvanceOverride>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub begin_group: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_group: Option<bool>,
}

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(untagged)]
pub enum Cycles {
    Release(u32),
    Span { acquire: u32, release: u32 },
}

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(untagged)]
pub enum ReadAdvanceOverride {
    All(i32),
    PerUse(BTreeMap<ClassKey, i32>),
}

#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CpuOverride {
    pub issue_width: Option<u32>,
    pub micro_op_buffer_size: Option<u32>,
    pub reorder_buffer_size: Option<u32>,
    pub retire_width: Option<u32>,
    pub load_latency: Option<u32>,
    pub high_latency: Option<u32>,
    pub mispredict_penalty: Option<u32>,
}

#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ResourceOverride {
    pub buffer_size: Option<i32>,
    pub units: Option<u32>,
}

/// A non-negative index written as a YAML integer or a (JSON) string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct ClassKey(pub u32);

impl<'de> Deserialize<'de> for ClassKey {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = ClassKey;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a non-negative integer index")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<ClassKey, E> {
                u32::try_from(v).map(ClassKey).map_err(|_| E::custom(format!("index {v} out of range")))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<ClassKey, E> {
                u32::try_from(v).map(ClassKey).map_err(|_| E::custom(format!("index {v} out of range")))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<ClassKey, E> {
                v.trim().parse::<u32>().map(ClassKey).map_err(|_| E::custom(format!("'{v}' is not an index")))
            }
        }
        d.deserialize_any(V)
    }
}

/// Parses override text: JSON when it looks like JSON, YAML otherwise.
pub fn parse(text: &str, name: &str) -> Result<Overrides, String> {
    let looks_json = name.ends_with(".json") || text.trim_start().starts_with('{');
    if looks_json {
        serde_json::from_str(text).map_err(|e| format!("{name}: {e}"))
    } else if text.trim().is_empty() {
        Ok(Overrides::default())
    } else {
        serde_yaml::from_str(text).map_err(|e| format!("{name}: {e}"))
    }
}

pub fn load(path: &str) -> Result<Overrides, String> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        let m = e.to_string();
        format!("{path}: {}", m.split(" (os error").next().unwrap_or(&m))
    })?;
    parse(&text, path)
}

/// Up to five names closest to `name` (edit distance, then alphabetical).
pub fn near_matches<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> Vec<String> {
    let lower = name.to_lowercase();
    let mut v: Vec<(usize, &str)> = candidates
        .filter(|c| !c.is_empty())
        .map(|c| (crate::suggest::edit_distance(&c.to_lowercase(), &lower), c))
        .collect();
    v.sort();
    let limit = (name.len() / 2).max(3);
    v.into_iter().filter(|(d, _)| *d <= limit).take(5).map(|(_, c)| c.to_string()).collect()
}

fn unknown(what: &str, name: &str, near: Vec<String>) -> String {
    if near.is_empty() {
        format!("unknown {what} '{name}'")
    } else {
        format!("unknown {what} '{name}'; did you mean {}?", near.join(", "))
    }
}

/// Opcode name -> opcode for a target (built once per use).
pub fn opcode_table(target: &Target) -> HashMap<String, u32> {
    let n = target.info().num_opcodes;
    (0..n).map(|o| (target.opcode_name(o), o)).collect()
}

fn resource_index(sm: &SchedModel, name: &str) -> Result<u32, String> {
    sm.resources
        .iter()
        .position(|r| r.name == name && !name.is_empty())
        .map(|i| i as u32)
        .ok_or_else(|| unknown("resource", name, near_matches(name, sm.resources.iter().skip(1).map(|r| r.name.as_str()))))
}

impl Overrides {
    /// The overrides for `cpu`: the top level merged with `cpus.<cpu>`
    /// (the CPU's entries win).
    pub fn for_cpu(&self, cpu: &str) -> Overrides {
        let mut o = self.clone();
        o.cpus.clear();
        if let Some(c) = self.cpus.get(cpu) {
            for (k, v) in &c.opcodes {
                o.opcodes.insert(k.clone(), v.clone());
            }
            for (k, v) in &c.classes {
                o.classes.insert(*k, v.clone());
            }
            for (k, v) in &c.resources {
                o.resources.insert(k.clone(), v.clone());
            }
            for (k, v) in &c.register_files {
                o.register_files.insert(k.clone(), v.clone());
            }
            if c.cpu.is_some() {
                o.cpu = c.cpu.clone();
            }
        }
        o
    }

    pub fn is_empty(&self) -> bool {
        self == &Overrides::default()
    }

    /// Applies processor, resource and sched-class overrides, checks every
    /// name, and adds per-opcode classes for opcodes whose class is not a
    /// variant. Call [`Overrides::apply_to_input`] once the input is parsed
    /// for opcodes with variant classes.
    pub fn apply(&self, target: &Target, sm: &mut SchedModel) -> Result<(), String> {
        if let Some(c) = &self.cpu {
            let set = |f: &mut u32, v: Option<u32>| {
                if let Some(v) = v {
                    *f = v;
                }
            };
            set(&mut sm.issue_width, c.issue_width);
            set(&mut sm.micro_op_buffer_size, c.micro_op_buffer_size);
            set(&mut sm.load_latency, c.load_latency);
            set(&mut sm.high_latency, c.high_latency);
            set(&mut sm.mispredict_penalty, c.mispredict_penalty);
            if c.reorder_buffer_size.is_some() || c.retire_width.is_some() {
                let e = sm.extra.get_or_insert_with(|| crate::mc::sched::ExtraProcessorInfo {
                    register_files: vec![Default::default()],
                    ..Default::default()
                });
                set(&mut e.reorder_buffer_size, c.reorder_buffer_size);
                set(&mut e.max_retire_per_cycle, c.retire_width);
            }
        }
        for (name, r) in &self.resources {
            let i = resource_index(sm, name)? as usize;
            if let Some(b) = r.buffer_size {
                sm.resources[i].buffer_size = b;
            }
            if let Some(u) = r.units {
                if u == 0 {
                    return Err(format!("resource '{name}': units must be at least 1"));
                }
                sm.resources[i].num_units = u;
            }
        }
        for (name, r) in &self.register_files {
            let files = sm.extra.as_mut().map(|e| &mut e.register_files[..]).unwrap_or(&mut []);
            let names: Vec<String> = files.iter().skip(1).map(|f| f.name.clone()).collect();
            let Some(f) = files.iter_mut().skip(1).find(|f| &f.name == name) else {
                return Err(unknown("register file", name, near_matches(name, names.iter().map(|s| s.as_str()))));
            };
            if let Some(n) = r.num_phys_regs {
                f.num_phys_regs = n;
            }
            if let Some(n) = r.max_moves_eliminated_per_cycle {
                f.max_moves_eliminated_per_cycle = n;
            }
        }
        for (ClassKey(k), o) in &self.classes {
            let n = sm.classes.len();
            let Some(c) = sm.classes.get(*k as usize) else {
                return Err(format!("unknown sched class {k} (the model has classes 0..{})", n.saturating_sub(1)));
            };
            if c.is_variant() {
                return Err(format!(
                    "sched class {k} is a variant class; override the classes it resolves to, or the opcodes"
                ));
            }
            let mut c = c.clone();
            apply_class(sm, &mut c, o).map_err(|e| format!("sched class {k}: {e}"))?;
            sm.classes[*k as usize] = c;
        }
        if self.opcodes.is_empty() {
            return Ok(());
        }
        let table = opcode_table(target);
        for (name, o) in &self.opcodes {
            let Some(&op) = table.get(name) else {
                return Err(unknown("opcode", name, near_matches(name, table.keys().map(|s| s.as_str()))));
            };
            let sc = target.instr_desc(op).map(|d| d.sched_class).unwrap_or(0);
            // Validate now, even when the class is a variant.
            let mut probe = sm.classes.get(sc as usize).cloned().unwrap_or_default();
            apply_class(sm, &mut probe, o).map_err(|e| format!("opcode {name}: {e}"))?;
            if sc != 0 && !probe.is_variant() && probe.is_valid() {
                add_opcode_class(sm, op, sc, o)?;
            }
        }
        Ok(())
    }

    /// Adds per-opcode classes for overridden opcodes with variant classes,
    /// as each instance of the input resolves them.
    pub fn apply_to_input(&self, target: &Target, parsed: &Parsed, sm: &mut SchedModel) -> Result<(), String> {
        if self.opcodes.is_empty() {
            return Ok(());
        }
        let mut by_opcode: HashMap<u32, &ClassOverride> = HashMap::new();
        let mut names: HashMap<u32, bool> = HashMap::new();
        for (idx, mci) in parsed.insts.iter().enumerate() {
            let is_ov = *names.entry(mci.opcode).or_insert_with(|| self.opcodes.contains_key(&target.opcode_name(mci.opcode)));
            if !is_ov {
                continue;
            }
            let o = *by_opcode.entry(mci.opcode).or_insert_with(|| &self.opcodes[&target.opcode_name(mci.opcode)]);
            let mut sc = target.instr_desc(mci.opcode).map(|d| d.sched_class).unwrap_or(0);
            while sc != 0 && sm.classes.get(sc as usize).map(|c| c.is_variant()).unwrap_or(false) {
                sc = parsed.resolve_variant(idx as u32, sc);
            }
            if sc == 0 || sm.opcode_class(mci.opcode, sc).is_some() {
                continue;
            }
            if sm.classes.get(sc as usize).map(|c| c.is_valid()).unwrap_or(false) {
                add_opcode_class(sm, mci.opcode, sc, o)?;
            }
        }
        Ok(())
    }
}

fn add_opcode_class(sm: &mut SchedModel, opcode: u32, sc: u32, o: &ClassOverride) -> Result<(), String> {
    let mut c = sm.classes[sc as usize].clone();
    apply_class(sm, &mut c, o)?;
    sm.classes.push(c);
    let new = (sm.classes.len() - 1) as u32;
    sm.opcode_classes.entry(opcode).or_default().push((sc, new));
    Ok(())
}

fn unit_set(sm: &SchedModel, idx: u32) -> std::collections::BTreeSet<u32> {
    let r = &sm.resources[idx as usize];
    if r.is_group() {
        r.sub_units.iter().copied().collect()
    } else {
        [idx].into_iter().collect()
    }
}

fn apply_class(sm: &SchedModel, c: &mut SchedClass, o: &ClassOverride) -> Result<(), String> {
    if let Some(l) = o.latency {
        if c.write_latency.is_empty() {
            c.write_latency.push(WriteLatency { cycles: l, write_resource_id: 0 });
        }
        for w in &mut c.write_latency {
            w.cycles = l;
        }
    }
    if let Some(u) = o.uops {
        c.num_micro_ops = u;
    }
    if let Some(b) = o.begin_group {
        c.begin_group = b;
    }
    if let Some(b) = o.end_group {
        c.end_group = b;
    }
    if let Some(rs) = &o.resources {
        for (name, cy) in rs {
            let idx = resource_index(sm, name)?;
            let (acquire, release) = match cy {
                Cycles::Release(r) => (0, *r),
                Cycles::Span { acquire, release } => (*acquire, *release),
            };
            if release != 0 && acquire >= release {
                return Err(format!("resource '{name}': acquire ({acquire}) must be below release ({release})"));
            }
            let old = c.write_proc_res.iter().find(|w| w.proc_resource_idx == idx).map_or(0, |w| w.release_at_cycle);
            let delta = release as i64 - old as i64;
            match c.write_proc_res.iter_mut().find(|w| w.proc_resource_idx == idx) {
                Some(w) => {
                    w.release_at_cycle = release;
                    w.acquire_at_cycle = acquire;
                }
                None if release == 0 => {}
                None => c.write_proc_res.push(WriteProcRes { proc_resource_idx: idx, release_at_cycle: release, acquire_at_cycle: acquire }),
            }
            // Tablegen's expansion: every group containing the resource's
            // units carries its cycles too.
            if delta != 0 {
                let units = unit_set(sm, idx);
                for g in 1..sm.resources.len() as u32 {
                    if g == idx || !sm.resources[g as usize].is_group() || !units.is_subset(&unit_set(sm, g)) {
                        continue;
                    }
                    match c.write_proc_res.iter_mut().find(|w| w.proc_resource_idx == g) {
                        Some(w) => w.release_at_cycle = (w.release_at_cycle as i64 + delta).max(0) as u32,
                        None if delta > 0 => {
                            c.write_proc_res.push(WriteProcRes { proc_resource_idx: g, release_at_cycle: delta as u32, acquire_at_cycle: 0 })
                        }
                        None => {}
                    }
                }
            }
            c.write_proc_res.retain(|w| w.release_at_cycle != 0);
            // The model lists units before groups, smaller groups first.
            c.write_proc_res.sort_by_key(|w| {
                let r = &sm.resources[w.proc_resource_idx as usize];
                (r.is_group(), r.sub_units.len(), w.proc_resource_idx)
            });
        }
    }
    match &o.read_advance {
        None => {}
        Some(ReadAdvanceOverride::All(n)) => {
            for r in &mut c.read_advance {
                r.cycles = *n;
            }
        }
        Some(ReadAdvanceOverride::PerUse(m)) => {
            for (ClassKey(u), n) in m {
                let mut found = false;
                for r in c.read_advance.iter_mut().filter(|r| r.use_idx == *u) {
                    r.cycles = *n;
                    found = true;
                }
                if !found {
                    c.read_advance.push(ReadAdvance { use_idx: *u, write_resource_id: 0, cycles: *n });
                }
            }
            // Look-ups need the entries in use-index order, as TableGen
            // emits them (stable: the first match of a use still wins).
            c.read_advance.sort_by_key(|r| r.use_idx);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yaml_and_json_shapes() {
        let y = parse("opcodes: { VMULPSrr: { latency: 9 } }\nclasses: { 12: { uops: 2 } }\n", "o.yaml").unwrap();
        let j = parse(r#"{"opcodes": {"VMULPSrr": {"latency": 9}}, "classes": {"12": {"uops": 2}}}"#, "o.json").unwrap();
        assert_eq!(y, j);
        assert_eq!(y.opcodes["VMULPSrr"].latency, Some(9));
        assert!(parse("opcodes: { X: { latncy: 9 } }", "o.yaml").unwrap_err().contains("latncy"));
    }

    #[test]
    fn near_matches_rank_by_distance() {
        let c = ["VMULPSrr", "VMULPSrm", "VADDPSrr", "MOV32rr"];
        assert_eq!(near_matches("VMULPSr", c.iter().copied())[..2], ["VMULPSrm".to_string(), "VMULPSrr".to_string()]);
    }

    #[test]
    fn class_edits() {
        let sm = SchedModel {
            resources: vec![Default::default(), crate::mc::sched::ProcResource { name: "P0".into(), num_units: 1, ..Default::default() }],
            ..Default::default()
        };
        let mut c = SchedClass { num_micro_ops: 1, write_latency: vec![WriteLatency { cycles: 3, write_resource_id: 0 }; 2], ..Default::default() };
        let o = parse("latency: 7\nuops: 2\nresources: { P0: { acquire: 1, release: 3 } }\nread_advance: { 1: 4 }", "x.yaml");
        // ClassOverride is not the top level: parse it directly.
        assert!(o.is_err());
        let o: ClassOverride = serde_yaml::from_str("latency: 7\nuops: 2\nresources: { P0: { acquire: 1, release: 3 } }\nread_advance: { 1: 4 }").unwrap();
        apply_class(&sm, &mut c, &o).unwrap();
        assert!(c.write_latency.iter().all(|w| w.cycles == 7));
        assert_eq!(c.num_micro_ops, 2);
        assert_eq!(c.write_proc_res, vec![WriteProcRes { proc_resource_idx: 1, release_at_cycle: 3, acquire_at_cycle: 1 }]);
        assert_eq!(c.read_advance, vec![ReadAdvance { use_idx: 1, write_resource_id: 0, cycles: 4 }]);
        // A use given no entry of its own joins the others in use order, so
        // that look-ups (which bisect on the use index) find it.
        let mut c2 = SchedClass {
            read_advance: vec![ReadAdvance { use_idx: 1, write_resource_id: 5, cycles: 2 }, ReadAdvance { use_idx: 2, write_resource_id: 0, cycles: 1 }],
            ..Default::default()
        };
        let o: ClassOverride = serde_yaml::from_str("read_advance: { 0: 3 }").unwrap();
        apply_class(&sm, &mut c2, &o).unwrap();
        assert_eq!(c2.read_advance.iter().map(|r| r.use_idx).collect::<Vec<_>>(), [0, 1, 2]);
        let mut sm2 = sm.clone();
        sm2.classes = vec![c2];
        assert_eq!(crate::pipeline::units::register_file::read_advance_cycles(&sm2, 0, 0, 9), 3);
        assert_eq!(crate::pipeline::units::register_file::read_advance_cycles(&sm2, 0, 1, 5), 2);
        assert_eq!(crate::pipeline::units::register_file::read_advance_cycles(&sm2, 0, 1, 6), 0);
        assert_eq!(crate::pipeline::units::register_file::read_advance_cycles(&sm2, 0, 2, 6), 1);
        let bad: ClassOverride = serde_yaml::from_str("resources: { PO: 1 }").unwrap();
        let e = apply_class(&sm, &mut c, &bad).unwrap_err();
        assert!(e.contains("did you mean P0"), "{e}");
    }
}
