//! Register file statistics (`-register-file-stats`): physical register
//! mappings created and in use, overall and per register file, with move
//! elimination figures for files that saw optimizable moves.
//!
//! ```text
//!
//!
//! Register File statistics:
//! Total number of mappings created:    6
//! Max number of mappings used:         4
//!
//! *  Register File #1 -- JFpuPRF:
//!    Number of physical registers:     72
//!    Total number of mappings created: 6
//!    Max number of mappings used:      4
//!    Number of optimizable moves:      9
//!    Number of moves eliminated:       3  (33.3%)
//!    Number of zero moves:             3  (33.3%)
//!    Max moves eliminated per cycle:   1
//!
//! *  Register File #2 -- JIntegerPRF:
//!    Number of physical registers:     64
//!    Total number of mappings created: 0
//!    Max number of mappings used:      0
//! ```

use crate::mc::sched::SchedModel;
use crate::pipeline::events::{Counters, InstEvent, InstEventKind, Listener};
use crate::pipeline::instruction::Instruction;
use crate::views::text::{fixed, rounded};
use crate::views::{View, ViewContext, ViewResult};

#[derive(Clone, Copy, Default)]
struct FileUsage {
    total: u32,
    max_used: u32,
    in_use: u32,
}

#[derive(Clone, Copy, Default)]
struct MoveElim {
    candidates: u32,
    eliminated: u32,
    zero_moves: u32,
    max_per_cycle: u32,
    this_cycle: u32,
}

/// How the register file handled write `i` of a dispatched optimizable
/// move: (register file of the first write, eliminated, zero propagated:
/// the write is a zero write and its paired source, counted from the last
/// use backwards, was read as zero).
fn write_facts(inst: &Instruction, i: usize) -> (u32, bool, bool) {
    let defs = inst.defs();
    let uses = inst.uses();
    let ws = &defs[i];
    let zero = ws.writes_zero && uses.get(defs.len() - (i + 1)).map_or(false, |r| r.is_zero);
    (defs[0].prf_id, ws.is_eliminated(), zero)
}

fn num_uses(inst: &Instruction) -> usize {
    inst.uses().len()
}

pub struct RegisterFileStatistics {
    files: Vec<FileUsage>,
    moves: Vec<MoveElim>,
}

impl RegisterFileStatistics {
    pub fn new(sched: &SchedModel) -> Self {
        let n = sched.extra.as_ref().map(|e| e.register_files.len().max(1)).unwrap_or(1);
        RegisterFileStatistics {
            files: vec![FileUsage::default(); n],
            moves: vec![MoveElim::default(); n],
        }
    }

    fn note_moves(&mut self, inst: &Instruction) {
        if !inst.is_optimizable_move() {
            return;
        }
        let defs = inst.defs().len();
        if defs == 0 || defs != num_uses(inst) {
            return;
        }
        // All pairs are accounted to the file of the first write.
        let file = write_facts(inst, 0).0 as usize;
        for i in 0..defs {
            let (_, eliminated, zero) = write_facts(inst, i);
            if let Some(m) = self.moves.get_mut(file) {
                m.candidates += 1;
                if eliminated {
                    m.this_cycle += 1;
                }
                if zero {
                    m.zero_moves += 1;
                }
            }
        }
    }
}

impl Listener for RegisterFileStatistics {
    fn interests(&self) -> u32 {
        use crate::pipeline::events::interest::*;
        CYCLE_END | DISPATCHED | RETIRED
    }

    fn on_instruction_event(&mut self, ev: &InstEvent<'_>) {
        match ev.kind {
            InstEventKind::Retired { freed_phys_regs } => {
                for (f, &n) in self.files.iter_mut().zip(freed_phys_regs) {
                    f.in_use = f.in_use.wrapping_sub(n);
                }
            }
            InstEventKind::Dispatched { used_phys_regs, .. } => {
                for (f, &n) in self.files.iter_mut().zip(used_phys_regs) {
                    f.in_use = f.in_use.wrapping_add(n);
                    f.total = f.total.wrapping_add(n);
                    f.max_used = f.max_used.max(f.in_use);
                }
                self.note_moves(ev.inst);
            }
            _ => {}
        }
    }

    fn steady_counters(&mut self, c: &mut dyn Counters) -> bool {
        for f in &mut self.files {
            c.same(f.in_use as u64);
            c.sum32(&mut f.total);
        }
        for m in &mut self.moves {
            c.same(m.this_cycle as u64);
            c.sum32(&mut m.candidates);
            c.sum32(&mut m.eliminated);
            c.sum32(&mut m.zero_moves);
        }
        true
    }

    fn on_cycle_end(&mut self) {
        for m in &mut self.moves {
            m.max_per_cycle = m.max_per_cycle.max(m.this_cycle);
            m.eliminated += m.this_cycle;
            m.this_cycle = 0;
        }
    }
}

/// How a register file's move elimination fared.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MoveElimination {
    pub candidates: u32,
    pub eliminated: u32,
    pub zero_moves: u32,
    pub max_per_cycle: u32,
}

/// The use of one register file.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RegisterFileUsage {
    /// The file's number in the model (llvm-mca prints it).
    pub id: u32,
    pub name: String,
    pub num_phys_regs: u32,
    pub total_mappings: u32,
    pub max_used: u32,
    /// Present when the file saw optimizable moves.
    pub moves: Option<MoveElimination>,
}

/// The register file statistics of a simulated region.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RegisterFileStats {
    /// Mappings over all files (the unbounded default file's view).
    pub total_mappings: u32,
    pub max_used: u32,
    /// The model's register files with a bounded number of registers.
    pub files: Vec<RegisterFileUsage>,
}

impl View for RegisterFileStatistics {
    fn finish(&self, ctx: &ViewContext<'_>) -> ViewResult {
        let descs = ctx.sched.extra.as_ref().map(|e| e.register_files.as_slice()).unwrap_or(&[]);
        let mut files = Vec::new();
        for (i, f) in self.files.iter().enumerate().skip(1) {
            let Some(desc) = descs.get(i) else { continue };
            if desc.num_phys_regs == 0 {
                continue;
            }
            let m = self.moves[i];
            files.push(RegisterFileUsage {
                id: i as u32,
                name: desc.name.clone(),
                num_phys_regs: desc.num_phys_regs,
                total_mappings: f.total,
                max_used: f.max_used,
                moves: (m.candidates != 0).then_some(MoveElimination {
                    candidates: m.candidates,
                    eliminated: m.eliminated,
                    zero_moves: m.zero_moves,
                    max_per_cycle: m.max_per_cycle,
                }),
            });
        }
        ViewResult::RegisterFileStats(RegisterFileStats {
            total_mappings: self.files[0].total,
            max_used: self.files[0].max_used,
            files,
        })
    }
}

impl RegisterFileStats {
    pub fn write_text(&self, out: &mut String) {
        out.push_str("\n\nRegister File statistics:");
        out.push_str(&format!("\nTotal number of mappings created:    {}", self.total_mappings));
        out.push_str(&format!("\nMax number of mappings used:         {}\n", self.max_used));
        for f in &self.files {
            out.push_str(&format!("\n*  Register File #{} -- {}:", f.id, f.name));
            out.push_str(&format!("\n   Number of physical registers:     {}", f.num_phys_regs));
            out.push_str(&format!("\n   Total number of mappings created: {}", f.total_mappings));
            out.push_str(&format!("\n   Max number of mappings used:      {}\n", f.max_used));
            if let Some(m) = &f.moves {
                let elim_pct = m.eliminated as f64 / m.candidates as f64 * 100.0;
                let zero_pct = m.zero_moves as f64 / m.candidates as f64 * 100.0;
                out.push_str(&format!("   Number of optimizable moves:      {}", m.candidates));
                out.push_str(&format!(
                    "\n   Number of moves eliminated:       {}  ({}%)",
                    m.eliminated,
                    fixed(rounded(elim_pct, 10.0), 1)
                ));
                out.push_str(&format!(
                    "\n   Number of zero moves:             {}  ({}%)",
                    m.zero_moves,
                    fixed(rounded(zero_pct, 10.0), 1)
                ));
                out.push_str(&format!("\n   Max moves eliminated per cycle:   {}\n", m.max_per_cycle));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::views::test_support::*;

    #[test]
    fn lone_vaddps_single_file() {
        let (fx, insts) = lone_vaddps_fixture();
        let mut v = RegisterFileStatistics::new(&fx.sched);
        replay(&mut v, &insts, &lone_vaddps_cycles(&fx.masks));
        let mut out = String::new();
        print_view(&v, &fx.ctx(1), &mut out);
        // llvm-mca-22 -mcpu=haswell -iterations=1 -register-file-stats
        assert_eq!(
            out,
            "\n\nRegister File statistics:\nTotal number of mappings created:    1\nMax number of mappings used:         1\n"
        );
    }

    #[test]
    fn per_file_sections() {
        let sm = with_register_files(haswell_like());
        let t = template(&sm, 1, 3, &[(PORT0 + 1, 1)], false, false);
        let insts = vec![instance(&t)];
        let fx = Fixture::new(sm, vec![t], &["vaddps\t%xmm0, %xmm1, %xmm2"]);
        let mut v = RegisterFileStatistics::new(&fx.sched);
        let cycles = vec![
            vec![
                Step::Dispatch { ir: 0, uops: 1, regs: vec![1, 1, 0] },
                Step::Dispatch { ir: 1, uops: 1, regs: vec![1, 1, 0] },
            ],
            vec![Step::Retire { ir: 0, freed: vec![1, 1, 0] }],
            vec![Step::Dispatch { ir: 2, uops: 1, regs: vec![1, 1, 0] }],
        ];
        replay(&mut v, &insts, &cycles);
        let mut out = String::new();
        print_view(&v, &fx.ctx(1), &mut out);
        let expected = "

Register File statistics:
Total number of mappings created:    3
Max number of mappings used:         2

*  Register File #1 -- JFpuPRF:
   Number of physical registers:     72
   Total number of mappings created: 3
   Max number of mappings used:      2

*  Register File #2 -- JIntegerPRF:
   Number of physical registers:     64
   Total number of mappings created: 0
   Max number of mappings used:      0
";
        assert_eq!(out, expected);
    }
}
