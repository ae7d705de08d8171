//! Register renaming: which in-flight write last defined each architectural
//! register, how many physical registers each register file has in use,
//! zero registers, and move elimination. Reads and partial writes are
//! linked to the writes they depend on through `dependencies`.
//!
//! Register file 0 is the default one and accounts for every register;
//! the model's extra register files account for the register classes in
//! their cost tables.

use std::rc::Rc;

use crate::mc::regs::RegisterInfo;
use crate::model::desc::InstTemplate;
use crate::mc::sched::{ReadAdvance, SchedModel};
use crate::pipeline::instruction::{InstStore, ReadId, WriteId, UNKNOWN_CYCLES};
use crate::pipeline::units::dependencies::{
    add_read_user, add_write_user, start_read_countdown, write_state as ws, write_state_mut as ws_mut,
};

/// The read-advance entries of one use of a sched class. Entries are in
/// use-index order, and some models (SiFive's) list dozens of bypasses per
/// use: the earlier uses are skipped by bisection.
fn read_advances_of_use(sm: &SchedModel, sched_class: u32, use_idx: u32) -> &[ReadAdvance] {
    let Some(sc) = sm.classes.get(sched_class as usize) else { return &[] };
    let from = sc.read_advance.partition_point(|e| e.use_idx < use_idx);
    let len = sc.read_advance[from..].partition_point(|e| e.use_idx == use_idx);
    &sc.read_advance[from..from + len]
}

/// Cycles a read can start early after a given write (read advance), per
/// the sched class's ReadAdvance table: the first entry of the right use
/// index with a matching (or any, 0) write resource wins.
pub fn read_advance_cycles(sm: &SchedModel, sched_class: u32, use_idx: u32, write_res_id: u32) -> i32 {
    advance_after(read_advances_of_use(sm, sched_class, use_idx), write_res_id)
}

/// `read_advance_cycles` from the read's entries (`read_advances_of_use`).
#[inline]
fn advance_after(advances: &[ReadAdvance], write_res_id: u32) -> i32 {
    advances
        .iter()
        .find(|e| e.write_resource_id == 0 || e.write_resource_id == write_res_id)
        .map_or(0, |e| e.cycles)
}

const INVALID_IID: u32 = u32::MAX;

/// The last write of a register: in flight (`write` set) or committed.
#[derive(Clone, Copy, Debug)]
struct WriteRef {
    iid: u32,
    write: Option<u32>,
    write_back_cycle: u32,
    write_res_id: u32,
    register_id: u32,
}

impl Default for WriteRef {
    fn default() -> Self {
        WriteRef { iid: INVALID_IID, write: None, write_back_cycle: 0, write_res_id: 0, register_id: 0 }
    }
}

impl WriteRef {
    fn id(&self) -> Option<WriteId> {
        self.write.map(|idx| WriteId { iid: self.iid, idx })
    }
    fn is_valid(&self) -> bool {
        self.iid != INVALID_IID
    }
    fn points_to(&self, w: WriteId) -> bool {
        self.id() == Some(w)
    }
    fn has_known_write_back_cycle(&self, insts: &InstStore) -> bool {
        self.is_valid()
            && match self.id() {
                None => true,
                Some(w) => ws(insts, w).is_executed(),
            }
    }
    fn write_res_id(&self, insts: &InstStore) -> u32 {
        match self.id() {
            Some(w) => ws(insts, w).write_res_id,
            None => self.write_res_id,
        }
    }
    fn register_id(&self, insts: &InstStore) -> u32 {
        match self.id() {
            Some(w) => ws(insts, w).reg,
            None => self.register_id,
        }
    }
}


#[derive(Clone, Copy, Debug)]
struct Renaming {
    /// (register file index, cost).
    prf: u32,
    cost: u32,
    rename_as: u32,
    alias_reg: u32,
    allow_move_elimination: bool,
}

impl Default for Renaming {
    fn default() -> Self {
        Renaming { prf: 0, cost: 1, rename_as: 0, alias_reg: 0, allow_move_elimination: false }
    }
}

#[derive(Clone, Debug)]
struct Tracker {
    num_phys_regs: u32,
    num_used: u32,
    max_moves_eliminated_per_cycle: u32,
    num_moves_eliminated: u32,
    allow_zero_move_elimination_only: bool,
}

pub struct RegisterFile {
    files: Vec<Tracker>,
    writes: Vec<WriteRef>,
    renaming: Vec<Renaming>,
    zero: Vec<bool>,
    current_cycle: u32,
    /// Some `num_moves_eliminated` may be non-zero.
    moves_eliminated: bool,
    /// Per register, set when the region's writes can never leave it and
    /// its sub-registers with different last writes (`note_region_writes`):
    /// a read of it then looks at its own entry only. Empty: not known.
    uniform_family: Vec<bool>,
    /// The entries each write must keep up to date (`note_region`).
    kept: KeptEntries,
    /// Per register, whether any read can look at its entry (`note_region`;
    /// empty: all can).
    consulted: Vec<bool>,
    /// Scratch buffers for dependency collection.
    scratch_writes: Vec<WriteRef>,
    scratch_committed: Vec<WriteRef>,
    /// Warnings upstream prints (register in several files), for the caller.
    pub warnings: Vec<String>,
}

/// For each register the region writes, the sub- and super-registers
/// whose last-write entries a read can look at (`note_region`); the
/// others are never read, so a write need not update them. An x86 write of
/// RAX would otherwise update six entries, and again when it executes and
/// when it retires.
#[derive(Default)]
struct KeptEntries {
    /// Per register: where its lists start in `flat` and their lengths
    /// (sub-registers, then super-registers); `NOT_KEPT`: every entry.
    index: Vec<(u32, u16, u16)>,
    flat: Vec<u32>,
}

const NOT_KEPT: u32 = u32::MAX;

impl KeptEntries {
    fn new(n: usize, written: &[u32], consulted: &[bool], ri: &RegisterInfo) -> KeptEntries {
        let mut kept = KeptEntries { index: vec![(NOT_KEPT, 0, 0); n], flat: Vec::new() };
        for &reg in written {
            if kept.index[reg as usize].0 != NOT_KEPT {
                continue;
            }
            let start = kept.flat.len();
            let is_consulted = |x: &&u32| consulted.get(**x as usize).copied().unwrap_or(false);
            kept.flat.extend(ri.subregs(reg).iter().filter(is_consulted));
            let subs = kept.flat.len() - start;
            kept.flat.extend(ri.superregs(reg).iter().filter(is_consulted));
            let supers = kept.flat.len() - start - subs;
            kept.index[reg as usize] = (start as u32, subs as u16, supers as u16);
        }
        kept
    }

    #[inline]
    fn subregs<'a>(&'a self, reg: u32, ri: &'a RegisterInfo) -> &'a [u32] {
        match self.index.get(reg as usize) {
            Some(&(start, subs, _)) if start != NOT_KEPT => &self.flat[start as usize..start as usize + subs as usize],
            _ => ri.subregs(reg),
        }
    }

    #[inline]
    fn superregs<'a>(&'a self, reg: u32, ri: &'a RegisterInfo) -> &'a [u32] {
        match self.index.get(reg as usize) {
            Some(&(start, subs, supers)) if start != NOT_KEPT => {
                let from = start as usize + subs as usize;
                &self.flat[from..from + supers as usize]
            }
            _ => ri.superregs(reg),
        }
    }
}

/// Zeroes a list of per-register-file counts (the physical registers an
/// instruction takes or frees). Models have one to three register files,
/// and this runs twice per instruction: spelled out for those lengths, it
/// costs a few stores rather than a call to `memset`.
#[inline]
pub(crate) fn clear_per_file(counts: &mut [u32]) {
    match counts {
        [a] => *a = 0,
        [a, b] => (*a, *b) = (0, 0),
        [a, b, c] => (*a, *b, *c) = (0, 0, 0),
        _ => counts.fill(0),
    }
}

impl RegisterFile {
    pub fn new(sm: &SchedModel, ri: &RegisterInfo, num_regs: u32) -> Self {
        let n = ri.num_regs().max(1);
        let mut rf = RegisterFile {
            files: vec![Tracker {
                num_phys_regs: num_regs,
                num_used: 0,
                max_moves_eliminated_per_cycle: 0,
                num_moves_eliminated: 0,
                allow_zero_move_elimination_only: false,
            }],
            writes: vec![WriteRef::default(); n],
            renaming: vec![Renaming::default(); n],
            zero: vec![false; n],
            current_cycle: 0,
            moves_eliminated: false,
            uniform_family: Vec::new(),
            kept: KeptEntries::default(),
            consulted: Vec::new(),
            scratch_writes: Vec::with_capacity(8),
            scratch_committed: Vec::with_capacity(8),
            warnings: Vec::new(),
        };
        if let Some(extra) = &sm.extra {
            for desc in extra.register_files.iter().skip(1) {
                let index = rf.files.len() as u32;
                rf.files.push(Tracker {
                    num_phys_regs: desc.num_phys_regs,
                    num_used: 0,
                    max_moves_eliminated_per_cycle: desc.max_moves_eliminated_per_cycle,
                    num_moves_eliminated: 0,
                    allow_zero_move_elimination_only: desc.allow_zero_move_elimination_only,
                });
                for ce in &desc.costs {
                    for &reg in ri.class_members(ce.register_class_id) {
                        let r = reg as usize;
                        if r >= n {
                            continue;
                        }
                        let e = &mut rf.renaming[r];
                        if e.prf != 0 && e.prf != index {
                            rf.warnings.push(format!(
                                "warning: register {} defined in multiple register files.",
                                ri.name(reg)
                            ));
                        }
                        e.prf = index;
                        e.cost = ce.cost;
                        e.rename_as = reg;
                        e.allow_move_elimination = ce.allow_move_elimination;
                        for &sub in ri.subregs(reg) {
                            let o = &mut rf.renaming[sub as usize];
                            if o.prf == 0 && (o.rename_as == 0 || ri.is_super_register(sub, o.rename_as)) {
                                o.prf = index;
                                o.cost = ce.cost;
                                o.rename_as = reg;
                            }
                        }
                    }
                }
            }
        }
        rf
    }

    pub fn num_register_files(&self) -> usize {
        self.files.len()
    }

    #[inline]
    pub fn cycle_start(&mut self) {
        if !self.moves_eliminated {
            return;
        }
        self.moves_eliminated = false;
        for f in &mut self.files {
            f.num_moves_eliminated = 0;
        }
    }
    pub fn cycle_end(&mut self) {
        self.current_cycle += 1;
    }

    fn allocate(&mut self, reg: u32, used: &mut [u32]) {
        let e = self.renaming[reg as usize];
        if e.prf != 0 {
            self.files[e.prf as usize].num_used += e.cost;
            used[e.prf as usize] += e.cost;
        }
        self.files[0].num_used += e.cost;
        used[0] += e.cost;
    }
    fn free(&mut self, reg: u32, freed: &mut [u32]) {
        let e = self.renaming[reg as usize];
        if e.prf != 0 {
            let f = &mut self.files[e.prf as usize];
            f.num_used = f.num_used.wrapping_sub(e.cost);
            freed[e.prf as usize] += e.cost;
        }
        self.files[0].num_used = self.files[0].num_used.wrapping_sub(e.cost);
        freed[0] += e.cost;
    }

    /// The physical registers `regs` need, as (register file, count) for
    /// the files with a non-zero count, for `is_available_needs`.
    pub fn needs(&self, regs: impl Iterator<Item = u32>) -> Vec<(u32, u32)> {
        let mut need = [0u32; 32];
        let nf = self.files.len().min(32);
        for r in regs {
            let e = self.renaming.get(r as usize).copied().unwrap_or_default();
            if e.prf != 0 && (e.prf as usize) < nf {
                need[e.prf as usize] += e.cost;
            }
            need[0] += e.cost;
        }
        (0..nf).filter(|&i| need[i] != 0).map(|i| (i as u32, need[i])).collect()
    }

    /// `is_available` of the registers `needs` was computed for.
    #[inline]
    pub fn is_available_needs(&self, needs: &[(u32, u32)]) -> u32 {
        let mut resp = 0u32;
        for &(i, n) in needs {
            let f = &self.files[i as usize];
            if f.num_phys_regs == 0 {
                continue;
            }
            let n = n.min(f.num_phys_regs);
            if f.num_phys_regs < f.num_used + n {
                resp |= 1 << i;
            }
        }
        resp
    }

    /// Bit i set: register file i lacks room for the registers in `regs`.
    pub fn is_available(&self, regs: impl Iterator<Item = u32>) -> u32 {
        let mut need = [0u32; 32];
        let nf = self.files.len().min(32);
        for r in regs {
            let e = self.renaming.get(r as usize).copied().unwrap_or_default();
            if e.prf != 0 && (e.prf as usize) < nf {
                need[e.prf as usize] += e.cost;
            }
            need[0] += e.cost;
        }
        let mut resp = 0u32;
        for (i, f) in self.files.iter().enumerate().take(nf) {
            let mut n = need[i];
            if n == 0 || f.num_phys_regs == 0 {
                continue;
            }
            // Never ask for more than the file has, or it would stall forever.
            if f.num_phys_regs < n {
                n = f.num_phys_regs;
            }
            if f.num_phys_regs < f.num_used + n {
                resp |= 1 << i;
            }
        }
        resp
    }

    /// Records write `w` (instruction `w.iid`) as the newest definition of
    /// its register and allocates physical registers.
    pub fn add_register_write(&mut self, w: WriteId, insts: &mut InstStore, ri: &RegisterInfo, used: &mut [u32]) {
        let (mut reg, is_zero, is_elim, clears_super, latency) = {
            let s = ws(insts, w);
            (s.reg, s.writes_zero, s.is_eliminated, s.clears_super_regs, s.latency)
        };
        if reg == 0 || reg as usize >= self.writes.len() {
            return;
        }
        let orig_reg = reg;
        let mut allocate = !is_zero && !is_elim;
        let rri = self.renaming[reg as usize];
        ws_mut(insts, w).prf_id = rri.prf;
        if rri.rename_as != 0 && rri.rename_as != reg {
            reg = rri.rename_as;
            let other = self.writes[reg as usize];
            if !clears_super {
                // A partial write: it is merged with the full register's
                // current value, so it depends on that write.
                allocate = false;
                if let Some(ow) = other.id() {
                    if other.iid != w.iid {
                        add_write_user(insts, ow, w);
                    }
                }
            }
        }
        let zero_reg = if clears_super { reg } else { orig_reg };
        self.zero[zero_reg as usize] = is_zero;
        for &s in ri.subregs(zero_reg) {
            self.zero[s as usize] = is_zero;
        }
        if !is_elim {
            let other = self.writes[reg as usize];
            if let Some(ow) = other.id() {
                if other.iid == w.iid && ws(insts, ow).latency > latency {
                    // The same instruction already writes this register with
                    // a longer latency: keep that one.
                    if allocate {
                        self.allocate(reg, used);
                    }
                    return;
                }
            }
            let wr = WriteRef { iid: w.iid, write: Some(w.idx), ..Default::default() };
            self.writes[reg as usize] = wr;
            self.renaming[reg as usize].alias_reg = 0;
            for &s in self.kept.subregs(reg, ri) {
                self.writes[s as usize] = wr;
                self.renaming[s as usize].alias_reg = 0;
            }
            if allocate {
                self.allocate(reg, used);
            }
        }
        if !clears_super {
            return;
        }
        let wr = WriteRef { iid: w.iid, write: Some(w.idx), ..Default::default() };
        for &s in self.kept.superregs(reg, ri) {
            if !is_elim {
                self.writes[s as usize] = wr;
                self.renaming[s as usize].alias_reg = 0;
            }
            self.zero[s as usize] = is_zero;
        }
    }

    /// Commits write `w` at retirement and frees its physical registers.
    pub fn remove_register_write(&mut self, w: WriteId, insts: &InstStore, ri: &RegisterInfo, freed: &mut [u32]) {
        let s = ws(insts, w);
        if s.is_eliminated {
            return;
        }
        let mut reg = s.reg;
        if reg == 0 || reg as usize >= self.writes.len() {
            return;
        }
        let mut do_free = !s.writes_zero;
        let rename_as = self.renaming[reg as usize].rename_as;
        if rename_as != 0 && rename_as != reg {
            reg = rename_as;
            if !s.clears_super_regs {
                do_free = false;
            }
        }
        if do_free {
            self.free(reg, freed);
        }
        let (res_id, sreg) = (s.write_res_id, s.reg);
        let commit = |wr: &mut WriteRef| {
            if wr.points_to(w) {
                wr.register_id = sreg;
                wr.write_res_id = res_id;
                wr.write = None;
            }
        };
        commit(&mut self.writes[reg as usize]);
        for &x in self.kept.subregs(reg, ri) {
            commit(&mut self.writes[x as usize]);
        }
        if !s.clears_super_regs {
            return;
        }
        for &x in self.kept.superregs(reg, ri) {
            commit(&mut self.writes[x as usize]);
        }
    }

    /// Records the write-back cycle of the writes of an executed instruction.
    pub fn on_instruction_executed(&mut self, iid: u32, insts: &InstStore, ri: &RegisterInfo) {
        let inst = insts.get(iid);
        for (i, s) in inst.defs.iter().enumerate() {
            if s.is_eliminated {
                // Upstream stops at the first eliminated write.
                return;
            }
            let mut reg = s.reg;
            if reg == 0 || reg as usize >= self.writes.len() {
                continue;
            }
            let w = WriteId { iid, idx: i as u32 };
            let rename_as = self.renaming[reg as usize].rename_as;
            if rename_as != 0 && rename_as != reg {
                reg = rename_as;
            }
            let cyc = self.current_cycle;
            let note = |wr: &mut WriteRef| {
                if wr.points_to(w) {
                    wr.write_back_cycle = cyc;
                }
            };
            note(&mut self.writes[reg as usize]);
            for &x in self.kept.subregs(reg, ri) {
                note(&mut self.writes[x as usize]);
            }
            if !s.clears_super_regs {
                continue;
            }
            for &x in self.kept.superregs(reg, ri) {
                note(&mut self.writes[x as usize]);
            }
        }
    }

    fn can_eliminate_move(&self, wreg: u32, wclears: bool, rreg: u32, prf: u32) -> bool {
        self.move_eliminable(wreg, wclears, rreg, prf, self.zero[rreg as usize])
    }

    /// The register file (index) that renames `reg`.
    pub(crate) fn register_file_of(&self, reg: u32) -> u32 {
        self.renaming.get(reg as usize).map_or(0, |e| e.prf)
    }

    /// The register `reg` is renamed as (itself when it is not renamed as
    /// a larger one).
    pub(crate) fn renamed_as(&self, reg: u32) -> u32 {
        match self.renaming.get(reg as usize) {
            Some(e) if e.rename_as != 0 => e.rename_as,
            _ => reg,
        }
    }

    /// The rules of `can_eliminate_move`, with the source's zero state
    /// given: whether a move from `rreg` to `wreg` (register file `prf`)
    /// can be eliminated, independently of the per-cycle limit. The static
    /// dependency analysis (`analysis::static_deps`) asks it too.
    pub(crate) fn move_eliminable(&self, wreg: u32, wclears: bool, rreg: u32, prf: u32, source_is_zero: bool) -> bool {
        let from = self.renaming[rreg as usize];
        let to = self.renaming[wreg as usize];
        if from.prf != prf || to.prf != prf {
            return false;
        }
        if !self.renaming[to.rename_as as usize].allow_move_elimination {
            return false;
        }
        if to.rename_as != 0 && to.rename_as != wreg && !wclears {
            return false;
        }
        !self.files[prf as usize].allow_zero_move_elimination_only || source_is_zero
    }

    /// Tries to eliminate a register move (one def, one use) or swap (two
    /// and two) of instruction `iid` at renaming.
    pub fn try_eliminate_move_or_swap(&mut self, iid: u32, insts: &mut InstStore, ri: &RegisterInfo) -> bool {
        let inst = insts.get(iid);
        let n = inst.defs.len();
        if n != inst.uses.len() || n == 0 || n > 2 {
            return false;
        }
        let w0 = inst.defs[0].reg as usize;
        if w0 >= self.renaming.len() {
            return false;
        }
        let prf = self.renaming[w0].prf;
        let t = &self.files[prf as usize];
        if t.max_moves_eliminated_per_cycle != 0
            && t.num_moves_eliminated + n as u32 > t.max_moves_eliminated_per_cycle
        {
            return false;
        }
        for i in 0..n {
            let r = &inst.uses[i];
            let w = &inst.defs[n - (i + 1)];
            if r.reg as usize >= self.renaming.len() || w.reg as usize >= self.renaming.len() {
                return false;
            }
            if !self.can_eliminate_move(w.reg, w.clears_super_regs, r.reg, prf) {
                return false;
            }
        }
        for i in 0..n {
            let rreg = insts.get(iid).uses[i].reg;
            let wreg = insts.get(iid).defs[n - (i + 1)].reg;
            let from = self.renaming[rreg as usize];
            let to = self.renaming[wreg as usize];
            let mut aliased = if from.rename_as != 0 { from.rename_as } else { rreg };
            let alias = if to.rename_as != 0 { to.rename_as } else { wreg };
            let a = self.renaming[aliased as usize].alias_reg;
            if a != 0 {
                aliased = a;
            }
            self.renaming[alias as usize].alias_reg = aliased;
            for &s in ri.subregs(alias) {
                self.renaming[s as usize].alias_reg = aliased;
            }
            let is_zero = self.zero[rreg as usize];
            let inst = insts.get_mut(iid);
            if is_zero {
                inst.defs[n - (i + 1)].writes_zero = true;
                inst.uses[i].is_zero = true;
            }
            inst.defs[n - (i + 1)].set_eliminated();
            self.files[prf as usize].num_moves_eliminated += 1;
            self.moves_eliminated = true;
        }
        true
    }

    /// The registers whose renaming state the instructions `regs` (their
    /// defs and uses) can ever touch: with their renamed-as registers, all
    /// sub- and super-registers. The others keep their initial state.
    pub(crate) fn reachable_registers(&self, regs: impl Iterator<Item = u32>, ri: &RegisterInfo) -> Vec<u32> {
        let n = self.writes.len();
        let mut seen = vec![false; n];
        let mut roots = Vec::new();
        for r in regs {
            if r as usize >= n || r == 0 {
                continue;
            }
            roots.push(r);
            let a = self.renaming[r as usize].rename_as;
            if a != 0 && (a as usize) < n {
                roots.push(a);
            }
        }
        let mut out = Vec::new();
        let mut add = |x: u32, out: &mut Vec<u32>| {
            if (x as usize) < n && !seen[x as usize] {
                seen[x as usize] = true;
                out.push(x);
            }
        };
        for &r in &roots {
            add(r, &mut out);
            for &x in ri.subregs(r).iter().chain(ri.superregs(r)) {
                add(x, &mut out);
            }
        }
        // Sub-registers of super-registers (writes that clear a super
        // register update all of its sub-registers).
        let first = out.clone();
        for r in first {
            for &x in ri.subregs(r).iter().chain(ri.superregs(r)) {
                add(x, &mut out);
            }
        }
        // An entry no read looks at (no longer kept up to date) is not
        // state: it cannot change what happens next.
        out.retain(|&x| self.consulted.get(x as usize).copied().unwrap_or(true));
        out.sort_unstable();
        out
    }

    /// Appends the renaming state of `regs` (from `reachable_registers`)
    /// and the files' counters (see `pipeline::steady`). Write-back cycles
    /// count only through `elapsed < ra_cap` (the largest negative read
    /// advance), so elapsed times are clamped to it.
    pub(crate) fn steady_signature(&self, s: &mut crate::pipeline::signature::Sig<'_>, regs: &[u32], ra_cap: u32) {
        let Self {
            files,
            moves_eliminated,
            writes,
            renaming,
            zero,
            // Write-back cycles are taken relative to it (below).
            current_cycle: _,
            // Fixed for the run.
            uniform_family: _,
            kept: _,
            consulted: _,
            // Scratch, cleared before each use.
            scratch_writes: _,
            scratch_committed: _,
            // Printed once, before the run.
            warnings: _,
        } = self;
        for f in files {
            // Sizes and limits are fixed for the run.
            let Tracker {
                num_used,
                num_moves_eliminated,
                num_phys_regs: _,
                max_moves_eliminated_per_cycle: _,
                allow_zero_move_elimination_only: _,
            } = f;
            s.u(*num_used as u64);
            s.u(*num_moves_eliminated as u64);
        }
        s.b(*moves_eliminated);
        for &r in regs {
            let wr = &writes[r as usize];
            let WriteRef { iid, write, write_res_id, register_id, write_back_cycle: _ } = wr;
            if wr.is_valid() {
                s.iid(*iid);
                s.u(write.map_or(u64::MAX, |w| w as u64));
                // (The write-back cycle, relative and clamped.)
                s.u(self.elapsed_since_write_back(wr).min(ra_cap) as u64);
                s.u(*write_res_id as u64);
                s.u(*register_id as u64);
            } else {
                s.u(u64::MAX);
            }
            // Only `alias_reg` changes during a run.
            let Renaming { alias_reg, prf: _, cost: _, rename_as: _, allow_move_elimination: _ } = renaming[r as usize];
            s.u(alias_reg as u64);
            s.b(zero[r as usize]);
        }
    }

    fn elapsed_since_write_back(&self, wr: &WriteRef) -> u32 {
        self.current_cycle.wrapping_sub(wr.write_back_cycle)
    }

    /// Fills the scratch lists with the in-flight writes a read depends on and
    /// the committed writes still within its negative read advance; returns
    /// the read's read-advance entries.
    fn collect_writes<'s>(&mut self, r: ReadId, insts: &InstStore, sm: &'s SchedModel, ri: &RegisterInfo) -> &'s [ReadAdvance] {
        self.scratch_writes.clear();
        self.scratch_committed.clear();
        let rs = &insts.get(r.iid).uses[r.idx as usize];
        let advances = read_advances_of_use(sm, rs.sched_class_id, rs.use_index);
        let mut reg = rs.reg;
        let a = self.renaming[reg as usize].alias_reg;
        if a != 0 {
            reg = a;
        }
        // Committed writes matter only through a negative read advance,
        // which most reads (and most models) never have: look that up once
        // rather than per register visited.
        let may_use_committed = advances.iter().any(|e| e.cycles < 0);
        self.note_last_write(reg, insts, advances, may_use_committed);
        if self.uniform_family.get(reg as usize).copied().unwrap_or(false) {
            // The sub-registers' entries equal this one: the walk would keep
            // its in-flight write once, and a committed one once per entry.
            if let Some(&committed) = self.scratch_committed.first() {
                let copies = ri.subregs(reg).len();
                self.scratch_committed.extend(std::iter::repeat_n(committed, copies));
            }
            return advances;
        }
        for &x in ri.subregs(reg) {
            self.note_last_write(x, insts, advances, may_use_committed);
        }
        if self.scratch_writes.len() > 1 {
            // Creation order. Upstream sorts by the writes' heap addresses,
            // which follow creation order until the memory of retired
            // instructions is reused; from then on its order depends on the
            // allocator (even on whether the input came from stdin). Only a
            // tie between producers shows it: in the critical register
            // dependency the bottleneck view reports.
            self.scratch_writes.sort_by_key(|w| (w.iid, w.write));
            self.scratch_writes.dedup_by_key(|w| (w.iid, w.write));
        }
        advances
    }

    /// Learns what the region's instructions read and write, so that
    /// renaming skips work whose result nothing looks at (see
    /// `note_region_writes` and `KeptEntries`).
    pub(crate) fn note_region(&mut self, region: &[Rc<InstTemplate>], ri: &RegisterInfo) {
        self.note_region_writes(region.iter().flat_map(|t| t.defs.iter().map(|d| (d.reg, d.clears_super_regs))), ri);
        // An eliminated move makes reads follow an alias, which can be any
        // register: keep every entry then.
        if region.iter().any(|t| t.is_optimizable_move) {
            return;
        }
        let n = self.writes.len();
        let mut consulted = vec![false; n];
        let mut mark = |x: u32| {
            if let Some(c) = consulted.get_mut(x as usize) {
                *c = true;
            }
        };
        let mut written = Vec::new();
        for t in region {
            for u in &t.uses {
                if u.reg == 0 || u.reg as usize >= n {
                    continue;
                }
                mark(u.reg);
                if !self.uniform_family[u.reg as usize] {
                    ri.subregs(u.reg).iter().for_each(|&x| mark(x));
                }
            }
            for d in &t.defs {
                if d.reg == 0 || d.reg as usize >= n {
                    continue;
                }
                // Renaming looks at the written register's own entry.
                let reg = self.renamed_as(d.reg);
                mark(d.reg);
                mark(reg);
                written.push(reg);
            }
        }
        self.kept = KeptEntries::new(n, &written, &consulted, ri);
        self.consulted = consulted;
    }

    /// Learns the writes (register, clears super-registers) the region's
    /// instructions make, so that reads of a register whose family they
    /// always update as a whole skip the sub-register walk.
    ///
    /// A write updates, at dispatch, execution and retirement alike, the
    /// entries of the set S = its register (renamed-as), the sub-registers
    /// and, when it clears them, the super-registers; or none (eliminated,
    /// or shadowed by a longer write of the same instruction). If every
    /// write's S holds all of a register's family or none of it, the
    /// family's entries, equal at the start, stay equal.
    fn note_region_writes(&mut self, writes: impl Iterator<Item = (u32, bool)>, ri: &RegisterInfo) {
        let n = self.writes.len();
        let mut mixed = vec![false; n];
        let mut in_set = vec![false; n];
        let mut set = Vec::new();
        for (reg, clears_super) in writes {
            if reg == 0 || reg as usize >= n {
                continue;
            }
            let reg = self.renamed_as(reg);
            set.clear();
            set.push(reg);
            set.extend_from_slice(ri.subregs(reg));
            if clears_super {
                set.extend_from_slice(ri.superregs(reg));
            }
            set.retain(|&x| (x as usize) < n);
            for &x in &set {
                in_set[x as usize] = true;
            }
            // Families that S meets: those of its members and of their
            // super-registers.
            for &x in &set {
                for &family in std::iter::once(&x).chain(ri.superregs(x)) {
                    let f = family as usize;
                    if f < n && !mixed[f] {
                        mixed[f] = !in_set[f] || ri.subregs(family).iter().any(|&y| (y as usize) >= n || !in_set[y as usize]);
                    }
                }
            }
            for &x in &set {
                in_set[x as usize] = false;
            }
        }
        self.uniform_family = mixed.into_iter().map(|m| !m).collect();
    }

    /// `collect_writes` for one register of the read.
    #[inline(always)]
    fn note_last_write(&mut self, reg: u32, insts: &InstStore, advances: &[ReadAdvance], may_use_committed: bool) {
        let wr = self.writes[reg as usize];
        if wr.write.is_some() {
            // A register and its sub-registers mostly share their last
            // write: skip the repeat now rather than in the sort below.
            if self.scratch_writes.last().is_some_and(|l| (l.iid, l.write) == (wr.iid, wr.write)) {
                return;
            }
            self.scratch_writes.push(wr);
        } else if may_use_committed && wr.has_known_write_back_cycle(insts) {
            let ra = advance_after(advances, wr.write_res_id(insts));
            if ra < 0 && self.elapsed_since_write_back(&wr) < (-ra) as u32 {
                self.scratch_committed.push(wr);
            }
        }
    }

    /// Links read `r` to the writes it depends on.
    pub fn add_register_read(&mut self, r: ReadId, insts: &mut InstStore, sm: &SchedModel, ri: &RegisterInfo) {
        let reg = insts.get(r.iid).uses[r.idx as usize].reg;
        if reg == 0 || reg as usize >= self.writes.len() {
            return;
        }
        let prf = self.renaming[reg as usize].prf;
        {
            let rs = &mut insts.get_mut(r.iid).uses[r.idx as usize];
            rs.prf_id = prf;
            if rs.independent_from_def {
                return;
            }
            if self.zero[reg as usize] {
                rs.is_zero = true;
            }
        }
        let advances = self.collect_writes(r, insts, sm, ri);
        let n = (self.scratch_writes.len() + self.scratch_committed.len()) as u32;
        insts.get_mut(r.iid).uses[r.idx as usize].set_dependent_writes(n);
        for k in 0..self.scratch_writes.len() {
            let wr = self.scratch_writes[k];
            let w = wr.id().unwrap();
            let ra = advance_after(advances, ws(insts, w).write_res_id);
            add_read_user(insts, w, r, ra);
        }
        for k in 0..self.scratch_committed.len() {
            let wr = self.scratch_committed[k];
            let ra = (-advance_after(advances, wr.write_res_id(insts))) as u32;
            let elapsed = self.elapsed_since_write_back(&wr);
            let reg = wr.register_id(insts);
            start_read_countdown(insts, r, wr.iid, reg, ra.wrapping_sub(elapsed));
        }
    }

    /// For the in-order pipeline: the register and cycles a read still has
    /// to wait for, if any (`Some((reg, UNKNOWN_CYCLES))` when a producer has
    /// not started).
    pub fn check_raw_hazards(&mut self, r: ReadId, insts: &InstStore, sm: &SchedModel, ri: &RegisterInfo) -> (u32, i32) {
        let mut hz_reg = 0u32;
        let mut hz_cycles = 0i32;
        let advances = self.collect_writes(r, insts, sm, ri);
        for wr in &self.scratch_writes {
            let s = ws(insts, wr.id().unwrap());
            let ra = advance_after(advances, s.write_res_id);
            if s.cycles_left == UNKNOWN_CYCLES {
                if hz_reg != 0 {
                    continue;
                }
                hz_reg = wr.register_id(insts);
                hz_cycles = UNKNOWN_CYCLES;
                continue;
            }
            let left = s.cycles_left - ra;
            if left > 0 && hz_cycles < left {
                hz_reg = wr.register_id(insts);
                hz_cycles = left;
            }
        }
        for wr in &self.scratch_committed {
            let neg = -advance_after(advances, wr.write_res_id(insts));
            let left = neg - self.elapsed_since_write_back(wr) as i32;
            if hz_cycles < left {
                hz_reg = wr.register_id(insts);
                hz_cycles = left;
            }
        }
        (hz_reg, hz_cycles)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::units::dependencies::on_writes_issued;
    use crate::mc::sched::{ExtraProcessorInfo, RegisterCost, RegisterFileDesc};
    use crate::model::desc::{InstTemplate, InstrDesc, ReadDescriptor, ReadTemplate, WriteDescriptor, WriteTemplate};
    use std::rc::Rc;

    /// Registers: 1=RAX (super of 2=EAX), 2=EAX (super of 3=AX), 3=AX,
    /// 4=XMM0. Class 0 = {XMM0}, class 1 = {RAX}.
    fn regs() -> RegisterInfo {
        RegisterInfo {
            names: vec!["".into(), "RAX".into(), "EAX".into(), "AX".into(), "XMM0".into()],
            subregs: vec![vec![], vec![2, 3], vec![3], vec![], vec![]],
            superregs: vec![vec![], vec![], vec![1], vec![2, 1], vec![]],
            is_constant: vec![false; 5],
            class_members: vec![vec![4], vec![1]],
        }
    }

    fn model(vec_regs: u32, elim: bool) -> SchedModel {
        SchedModel {
            extra: Some(ExtraProcessorInfo {
                reorder_buffer_size: 0,
                max_retire_per_cycle: 0,
                register_files: vec![
                    RegisterFileDesc::default(),
                    RegisterFileDesc {
                        name: "FPR".into(),
                        num_phys_regs: vec_regs,
                        costs: vec![RegisterCost { register_class_id: 0, cost: 1, allow_move_elimination: elim }],
                        allow_zero_move_elimination_only: false,
                        max_moves_eliminated_per_cycle: 1,
                    },
                ],
                load_queue_id: 0,
                store_queue_id: 0,
            }),
            ..Default::default()
        }
    }

    fn inst(defs: &[(u32, u32, bool)], uses: &[u32], mov: bool) -> Rc<InstTemplate> {
        let desc = InstrDesc {
            writes: defs
                .iter()
                .map(|&(_, lat, _)| WriteDescriptor {
                    op_index: 0,
                    latency: lat,
                    register_id: 0,
                    sclass_or_write_resource_id: 0,
                    is_optional_def: false,
                })
                .collect(),
            reads: uses
                .iter()
                .enumerate()
                .map(|(i, _)| ReadDescriptor { op_index: 1, use_index: i as u32, register_id: 0, sched_class_id: 0 })
                .collect(),
            num_micro_ops: 1,
            max_latency: defs.iter().map(|d| d.1).max().unwrap_or(0),
            ..Default::default()
        };
        Rc::new(InstTemplate {
            desc: Rc::new(desc),
            opcode: 0,
            defs: defs
                .iter()
                .enumerate()
                .map(|(i, &(r, _, c))| WriteTemplate { desc_index: i as u32, reg: r, clears_super_regs: c, writes_zero: false })
                .collect(),
            uses: uses
                .iter()
                .enumerate()
                .map(|(i, &r)| ReadTemplate { desc_index: i as u32, reg: r, independent_from_def: false })
                .collect(),
            is_optimizable_move: mov,
            ..Default::default()
        })
    }

    #[test]
    fn reads_depend_on_the_newest_write_and_its_subregisters() {
        // Rule: a write of RAX maps RAX and all its sub-registers to it; a
        // read of EAX collects the mapping of EAX and its sub-registers.
        let ri = regs();
        let sm = SchedModel::default();
        let mut rf = RegisterFile::new(&sm, &ri, 0);
        let t0 = inst(&[(1, 3, true)], &[], false);
        let t1 = inst(&[], &[2], false);
        let mut st = InstStore::new(Rc::clone(&t0), 4);
        st.create(0, &t0);
        st.create(1, &t1);
        let mut used = vec![0u32; 1];
        rf.add_register_write(WriteId { iid: 0, idx: 0 }, &mut st, &ri, &mut used);
        assert_eq!(used, vec![1]);
        rf.add_register_read(ReadId { iid: 1, idx: 0 }, &mut st, &sm, &ri);
        // EAX and AX both map to the same write: deduplicated to one user.
        assert_eq!(st.get(1).uses[0].dependent_writes, 1);
        assert_eq!(st.get(0).users_of_def(0).len(), 1);
        // Issue the producer: the read learns it waits 3 cycles.
        on_writes_issued(&mut st, 0);
        assert_eq!(st.get(1).uses[0].cycles_left, 3);
        assert!(!st.get(1).uses[0].is_ready());
    }

    #[test]
    fn region_writes_decide_which_families_reads_walk() {
        // Rule: a register's family (it and its sub-registers) is read as a
        // whole only when every write of the region updates all of it or
        // none of it; a partial write (AX alone) makes RAX's and EAX's
        // families mixed, and their reads must still see both writes.
        let ri = regs();
        let sm = SchedModel::default();
        let uniform = |writes: &[(u32, bool)]| {
            let mut rf = RegisterFile::new(&sm, &ri, 0);
            rf.note_region_writes(writes.iter().copied(), &ri);
            rf.uniform_family[1..4].to_vec()
        };
        assert_eq!(uniform(&[(1, false)]), vec![true, true, true]);
        assert_eq!(uniform(&[(1, false), (3, false)]), vec![false, false, true]);
        assert_eq!(uniform(&[(2, true)]), vec![true, true, true]);
        assert_eq!(uniform(&[(2, false)]), vec![false, true, true]);

        let t0 = inst(&[(1, 3, false)], &[], false);
        let t1 = inst(&[(3, 2, false)], &[], false);
        let t2 = inst(&[], &[1], false);
        let mut rf = RegisterFile::new(&sm, &ri, 0);
        rf.note_region_writes([(1, false), (3, false)].into_iter(), &ri);
        let mut st = InstStore::new(Rc::clone(&t0), 4);
        st.create(0, &t0);
        st.create(1, &t1);
        st.create(2, &t2);
        let mut used = vec![0u32; 1];
        rf.add_register_write(WriteId { iid: 0, idx: 0 }, &mut st, &ri, &mut used);
        rf.add_register_write(WriteId { iid: 1, idx: 0 }, &mut st, &ri, &mut used);
        rf.add_register_read(ReadId { iid: 2, idx: 0 }, &mut st, &sm, &ri);
        assert_eq!(st.get(2).uses[0].dependent_writes, 2);
    }

    #[test]
    fn writes_update_only_the_entries_some_read_looks_at() {
        // Rule: with no eliminable move in the region, a write keeps up to
        // date its own entry and those of the registers the region reads
        // (directly or through a mixed family), and no other.
        let ri = regs();
        let sm = SchedModel::default();
        let write_rax = inst(&[(1, 3, false)], &[], false);
        let read_ax = inst(&[], &[3], false);
        let read_rax = inst(&[], &[1], false);
        let kept_subregs = |region: &[Rc<InstTemplate>]| {
            let mut rf = RegisterFile::new(&sm, &ri, 0);
            rf.note_region(region, &ri);
            rf.kept.subregs(1, &ri).to_vec()
        };
        assert_eq!(kept_subregs(&[Rc::clone(&write_rax), Rc::clone(&read_rax)]), Vec::<u32>::new());
        assert_eq!(kept_subregs(&[Rc::clone(&write_rax), Rc::clone(&read_ax)]), vec![3]);
        // With a move, reads may follow aliases anywhere: all are kept.
        let mv = inst(&[(4, 1, true)], &[4], true);
        assert_eq!(kept_subregs(&[Rc::clone(&write_rax), Rc::clone(&read_rax), mv]), vec![2, 3]);

        // The read of AX still finds the write of RAX.
        let mut rf = RegisterFile::new(&sm, &ri, 0);
        rf.note_region(&[Rc::clone(&write_rax), Rc::clone(&read_ax)], &ri);
        let mut st = InstStore::new(Rc::clone(&write_rax), 4);
        st.create(0, &write_rax);
        st.create(1, &read_ax);
        let mut used = vec![0u32; 1];
        rf.add_register_write(WriteId { iid: 0, idx: 0 }, &mut st, &ri, &mut used);
        rf.add_register_read(ReadId { iid: 1, idx: 0 }, &mut st, &sm, &ri);
        assert_eq!(st.get(1).uses[0].dependent_writes, 1);
    }

    #[test]
    fn partial_write_depends_on_the_full_register_write() {
        // Rule: a write that does not clear the super-registers of a renamed
        // register (RenameAs RAX) is a partial update: it allocates nothing
        // and waits for the previous writer of RAX.
        let ri = regs();
        let mut sm = model(8, false);
        sm.extra.as_mut().unwrap().register_files[1].costs.push(RegisterCost {
            register_class_id: 1,
            cost: 1,
            allow_move_elimination: false,
        });
        let mut rf = RegisterFile::new(&sm, &ri, 0);
        let t0 = inst(&[(1, 5, true)], &[], false);
        let t1 = inst(&[(3, 1, false)], &[], false);
        let mut st = InstStore::new(Rc::clone(&t0), 4);
        st.create(0, &t0);
        st.create(1, &t1);
        let mut used = vec![0u32; 2];
        rf.add_register_write(WriteId { iid: 0, idx: 0 }, &mut st, &ri, &mut used);
        assert_eq!(used, vec![1, 1]);
        let mut used = vec![0u32; 2];
        rf.add_register_write(WriteId { iid: 1, idx: 0 }, &mut st, &ri, &mut used);
        assert_eq!(used, vec![0, 0]);
        assert_eq!(st.get(1).defs[0].dependent_write, Some(WriteId { iid: 0, idx: 0 }));
        assert!(!st.get(1).defs[0].is_ready());
        on_writes_issued(&mut st, 0);
        // Ready once the remaining cycles drop below its own latency (1).
        assert_eq!(st.get(1).defs[0].dependent_write_cycles_left, 5);
        for _ in 0..4 {
            st.get_mut(1).defs[0].cycle_event();
        }
        assert!(!st.get(1).defs[0].is_ready());
        st.get_mut(1).defs[0].cycle_event();
        assert!(st.get(1).defs[0].is_ready());
    }

    #[test]
    fn register_file_limits_and_move_elimination() {
        // Rule: a register file with N physical registers reports itself
        // unavailable once N are used; moves within a file that allows
        // elimination are eliminated, at most MaxMovesEliminatedPerCycle
        // (here 1) per cycle, and allocate nothing.
        let ri = regs();
        let sm = model(1, true);
        let mut rf = RegisterFile::new(&sm, &ri, 0);
        let w = inst(&[(4, 1, true)], &[], false);
        let mv = inst(&[(4, 1, true)], &[4], true);
        let mut st = InstStore::new(Rc::clone(&w), 8);
        st.create(0, &w);
        assert_eq!(rf.is_available([4u32].into_iter()), 0);
        let mut used = vec![0u32; 2];
        rf.add_register_write(WriteId { iid: 0, idx: 0 }, &mut st, &ri, &mut used);
        assert_eq!(rf.is_available([4u32].into_iter()), 0b10);
        st.create(1, &mv);
        assert!(rf.try_eliminate_move_or_swap(1, &mut st, &ri));
        assert!(st.get(1).defs[0].is_eliminated());
        st.create(2, &mv);
        assert!(!rf.try_eliminate_move_or_swap(2, &mut st, &ri));
        rf.cycle_start();
        assert!(rf.try_eliminate_move_or_swap(2, &mut st, &ri));
    }
}
