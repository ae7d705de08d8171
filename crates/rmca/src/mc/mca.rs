//! llvm-mca's side of the shim: parsing or disassembling an input into
//! [`Parsed`] (owns the C++ rmca_parsed: the parse log, the MCInsts, the
//! input's instrument manager) and the per-instruction queries llvm-mca
//! makes on it; the command line's opt-in parse [`Watchdog`].
#![allow(non_camel_case_types, non_upper_case_globals, dead_code, clippy::all)]

use std::ffi::c_char;
use std::rc::Rc;

use super::raw::bindings as raw;
use super::raw::{collect, collect_bytes, cstring, sink, text};
use super::target::Target;

impl Target {
    /// Parses a whole input buffer. Any number of threads may parse with
    /// one target at once.
    pub fn parse<'t>(&'t self, data: &[u8], buffer_name: &str) -> Result<Parsed<'t>, String> {
        let name = cstring(buffer_name);
        let mut res = raw::rmca_parse_result::default();
        let mut err = Vec::new();
        // SAFETY: data outlives the call (the shim copies it); valid handle.
        let p = unsafe {
            raw::rmca_parse(self.raw, data.as_ptr() as *const c_char, data.len(), name.as_ptr(), &mut res, sink(&mut err))
        };
        if p.is_null() {
            return Err(text(err));
        }
        // SAFETY: p is a fresh rmca_parsed made from self, owned by no one.
        Ok(unsafe { Parsed::read(p, &res) })
    }

    /// Decodes machine code into instructions, as a parse of their text
    /// would give them (no source, no comments). Err names the offset of
    /// the first bytes that do not decode.
    pub fn disassemble<'t>(&'t self, bytes: &[u8]) -> Result<Parsed<'t>, String> {
        let mut res = raw::rmca_parse_result::default();
        let mut err = Vec::new();
        // SAFETY: bytes outlive the call (the shim keeps decoded MCInsts,
        // not the bytes); valid handle and sink.
        let p = unsafe { raw::rmca_disassemble(self.raw, bytes.as_ptr(), bytes.len(), &mut res, sink(&mut err)) };
        if p.is_null() {
            return Err(text(err));
        }
        // SAFETY: p is a fresh rmca_parsed made from self, owned by no one.
        Ok(unsafe { Parsed::read(p, &res) })
    }
}

impl<'t> Parsed<'t> {
    /// Copies the event log and instructions out of a fresh rmca_parsed and
    /// takes ownership of it.
    ///
    /// # Safety
    /// `p` must be a live rmca_parsed owned by nobody else, made from a
    /// target that outlives `'t`.
    unsafe fn read(p: *mut raw::rmca_parsed, res: &raw::rmca_parse_result) -> Parsed<'t> {
        let mut events = Vec::with_capacity(res.num_events as usize);
        for i in 0..res.num_events {
            let mut e = raw::rmca_event::default();
            // SAFETY: p is live (caller's contract); i < num_events; valid
            // out pointer.
            unsafe { raw::rmca_event_get(p, i, &mut e) };
            // SAFETY (both text reads): p is live, i < num_events, and the
            // sink's buffer outlives the call.
            let kind = match e.kind {
                0 => EventKind::Inst(e.index),
                1 => EventKind::Comment(collect(|s| unsafe { raw::rmca_event_text(p, i, s) })),
                _ => EventKind::Diag {
                    text: collect_bytes(|s| unsafe { raw::rmca_event_text(p, i, s) }),
                    is_error: e.is_error != 0,
                },
            };
            events.push(ParseEvent { kind, loc: e.loc });
        }
        let mut insts = Vec::with_capacity(res.num_insts as usize);
        let mut ops = vec![raw::rmca_operand::default(); 64];
        for i in 0..res.num_insts {
            let mut mi = raw::rmca_inst::default();
            // SAFETY: p is live; i < num_insts; `ops` holds the capacity
            // passed (the shim copies at most that many operands).
            unsafe { raw::rmca_inst_get(p, i, &mut mi, ops.as_mut_ptr(), ops.len() as u32) };
            let n = (mi.num_operands as usize).min(ops.len());
            insts.push(McInst {
                opcode: mi.opcode,
                flags: mi.flags,
                loc: mi.loc,
                operands: ops[..n]
                    .iter()
                    .map(|o| match o.kind {
                        1 => Operand::Reg(o.reg),
                        2 => Operand::Imm(o.imm),
                        3 => Operand::SfpImm(o.imm as u32),
                        4 => Operand::DfpImm(o.imm as u64),
                        5 => Operand::Expr,
                        6 => Operand::Inst,
                        _ => Operand::Invalid,
                    })
                    .collect(),
            });
        }
        Parsed {
            log: Rc::new(ParseLog { raw: p }),
            inst_base: 0,
            block_end: None,
            text_start: res.text_start,
            _target: std::marker::PhantomData,
            had_errors: res.had_errors != 0,
            assembler_dialect: res.assembler_dialect,
            events,
            insts,
        }
    }

    /// Cuts a parse of several blocks (joined as `Target::parse_joint`
    /// joins them) into one `Parsed` per block, as a parse of that block
    /// alone gives it. `starts` are the blocks' first bytes as locations,
    /// `ends` where each block's own text ends, with whether it ended with
    /// a newline. Each event goes to the block its location lies in, in
    /// log order (the lexer's look-ahead may log a comment of the next
    /// block before the instruction it ends, as it does in a parse of that
    /// block alone). A block with no instruction gets `None`; the whole is
    /// `None` when an event lies outside the text or a block's
    /// instructions are not one run of the log's.
    fn split(self, starts: &[u64], ends: &[(u64, bool)]) -> Option<Vec<Option<Parsed<'t>>>> {
        let mut parts: Vec<(Vec<ParseEvent>, Vec<McInst>, u32)> = starts.iter().map(|_| (Vec::new(), Vec::new(), 0)).collect();
        let text_end = ends.last()?.0 + 1;
        let Parsed { log, assembler_dialect, events, mut insts, text_start, .. } = self;
        for ev in events {
            if ev.loc < starts[0] || ev.loc > text_end {
                return None;
            }
            let part = &mut parts[starts.partition_point(|&s| s <= ev.loc) - 1];
            let kind = match ev.kind {
                EventKind::Inst(i) => {
                    if part.1.is_empty() {
                        part.2 = i;
                    }
                    if i.checked_sub(part.2)? as usize != part.1.len() {
                        return None;
                    }
                    part.1.push(std::mem::replace(insts.get_mut(i as usize)?, McInst::EMPTY));
                    EventKind::Inst(part.1.len() as u32 - 1)
                }
                other => other,
            };
            part.0.push(ParseEvent { kind, loc: ev.loc });
        }
        Some(
            parts
                .into_iter()
                .zip(ends)
                .map(|((events, insts, base), &end)| {
                    (!insts.is_empty()).then(|| Parsed {
                        log: Rc::clone(&log),
                        inst_base: base,
                        block_end: Some(end),
                        text_start,
                        _target: std::marker::PhantomData,
                        had_errors: false,
                        assembler_dialect,
                        events,
                        insts,
                    })
                })
                .collect(),
        )
    }
}

impl Target {
    /// Parses blocks of assembly as one text, each block followed by a
    /// newline unless it ends with one, and cuts the result into one
    /// `Parsed` per block: one parser and context for many blocks, which
    /// is most of a small block's parse. Only for blocks that leave no
    /// state behind for the next (no directives, labels, assignments,
    /// macros or multi-line comments: the caller decides); even then the
    /// whole is `Err` when the joint parse said anything (an error, a
    /// warning), since diagnostics name joint lines: with the blocks the
    /// diagnostics were about, or none when that cannot be told. A block
    /// in which no instruction was found gets `None` (its own parse tells
    /// why).
    pub fn parse_joint<'t>(&'t self, blocks: &[&[u8]]) -> Result<Vec<Option<Parsed<'t>>>, Vec<usize>> {
        let mut text = Vec::with_capacity(blocks.iter().map(|b| b.len() + 1).sum());
        let mut offsets = Vec::with_capacity(blocks.len());
        for b in blocks {
            offsets.push((text.len(), text.len() + b.len(), b.ends_with(b"\n")));
            text.extend_from_slice(b);
            if !b.ends_with(b"\n") {
                text.push(b'\n');
            }
        }
        let whole = self.parse(&text, "<stdin>").map_err(|_| Vec::new())?;
        let base = whole.text_start;
        let starts: Vec<u64> = offsets.iter().map(|&(s, _, _)| base + s as u64).collect();
        let ends: Vec<(u64, bool)> = offsets.iter().map(|&(_, e, nl)| (base + e as u64, nl)).collect();
        let diag_locs: Vec<u64> =
            whole.events.iter().filter(|e| matches!(e.kind, EventKind::Diag { .. })).map(|e| e.loc).collect();
        if whole.had_errors || !diag_locs.is_empty() {
            let text_end = base + text.len() as u64;
            let mut blamed: Vec<usize> = Vec::new();
            for loc in diag_locs {
                if loc < base || loc > text_end {
                    return Err(Vec::new());
                }
                blamed.push(starts.partition_point(|&s| s <= loc) - 1);
            }
            blamed.sort_unstable();
            blamed.dedup();
            return Err(blamed);
        }
        whole.split(&starts, &ends).ok_or_else(Vec::new)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    Invalid,
    Reg(u32),
    Imm(i64),
    SfpImm(u32),
    DfpImm(u64),
    Expr,
    Inst,
}

#[derive(Clone, Debug)]
pub struct McInst {
    pub opcode: u32,
    pub flags: u32,
    /// Source location as an address, comparable as LLVM compares SMLocs.
    pub loc: u64,
    pub operands: Vec<Operand>,
}

impl McInst {
    /// What a moved-out slot holds (`Parsed::split`).
    const EMPTY: McInst = McInst { opcode: 0, flags: 0, loc: 0, operands: Vec::new() };
}

#[derive(Clone, Debug)]
pub enum EventKind {
    Inst(u32),
    Comment(String),
    /// Raw bytes: a diagnostic quotes the source line, which may not be UTF-8.
    Diag { text: Vec<u8>, is_error: bool },
}

#[derive(Clone, Debug)]
pub struct ParseEvent {
    pub kind: EventKind,
    pub loc: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagKind {
    Error = 0,
    Warning = 1,
    Remark = 2,
    Note = 3,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct InstAnalysis {
    pub has_mcia: bool,
    pub is_zero_idiom: bool,
    pub is_dependency_breaking: bool,
    pub mask_width: u32,
    pub mask_bits: u64,
    pub mask_nonzero: bool,
    pub is_optimizable_move: bool,
    pub clears_super_regs_mask: u64,
    pub is_call: bool,
    pub is_return: bool,
}

/// Owns one C++ rmca_parsed: the MCInsts, the source buffers, printers
/// and the instrument manager of a parse.
struct ParseLog {
    raw: *mut raw::rmca_parsed,
}

impl Drop for ParseLog {
    fn drop(&mut self) {
        // SAFETY: raw came from rmca_parse or rmca_disassemble and is freed
        // once, by its only owner.
        unsafe { raw::rmca_parsed_free(self.raw) }
    }
}

/// A parsed input: the event log and the instructions, as one input's
/// parse gives them. Usually the whole of one parse; a block cut out of a
/// joint parse (`Target::parse_joint`) shares that parse's C++ object,
/// and its instruction indices are offset into it (`inst_base`). Not
/// `Send`: the parts of one parse stay on the thread that made it.
pub struct Parsed<'t> {
    log: Rc<ParseLog>,
    /// Index of this input's first MCInst in the C++ parse.
    inst_base: u32,
    /// For a block of a joint parse: where its own text ends, and whether
    /// it ended with a newline (the joint text adds one when not).
    block_end: Option<(u64, bool)>,
    /// Where the parsed text starts (locations are addresses in it).
    text_start: u64,
    // The C++ object points into its target's MC objects.
    _target: std::marker::PhantomData<&'t Target>,
    pub had_errors: bool,
    pub assembler_dialect: u32,
    pub events: Vec<ParseEvent>,
    pub insts: Vec<McInst>,
}

impl Parsed<'_> {
    /// A message at `loc`, formatted as llvm::SourceMgr prints it.
    pub fn format_diag(&self, loc: u64, kind: DiagKind, msg: &str) -> Vec<u8> {
        let m = cstring(msg);
        // SAFETY: self.log.raw is the live parse this value owns; `m` is a C
        // string alive for the call; the sink's buffer outlives it.
        collect_bytes(|s| unsafe { raw::rmca_format_diag(self.log.raw, loc, kind as u32, m.as_ptr(), s) })
    }

    /// Sets up this input's instrument manager (`enable` false:
    /// -disable-im).
    pub fn im_init(&self, enable: bool) {
        // SAFETY: valid handle; the parse owns its manager (Parsed is
        // neither Send nor Sync, so no other thread reaches it).
        unsafe { raw::rmca_im_init(self.log.raw, enable as u32) }
    }

    pub fn im_ignores(&self) -> bool {
        // SAFETY: valid handle.
        unsafe { raw::rmca_im_ignores(self.log.raw) != 0 }
    }

    pub fn im_supports(&self, kind: &str) -> bool {
        let k = cstring(kind);
        // SAFETY: valid handle and C string.
        unsafe { raw::rmca_im_supports(self.log.raw, k.as_ptr()) != 0 }
    }

    /// A new instrument's id, or None when the manager rejects the data.
    pub fn im_create(&self, kind: &str, data: &str) -> Option<u32> {
        let (k, d) = (cstring(kind), cstring(data));
        // SAFETY: valid handle and C strings; the parse owns the instrument.
        let id = unsafe { raw::rmca_im_create(self.log.raw, k.as_ptr(), d.as_ptr()) };
        (id != 0).then_some(id)
    }

    pub fn im_kind(&self, id: u32) -> String {
        // SAFETY: valid handle and sink.
        collect(|s| unsafe { raw::rmca_im_kind(self.log.raw, id, s) })
    }

    /// The value of a generic LLVM-MCA-LATENCY instrument, if it has one.
    pub fn im_latency(&self, id: u32) -> Option<u32> {
        let mut v = 0u32;
        // SAFETY: valid handle and out pointer.
        (unsafe { raw::rmca_im_latency(self.log.raw, id, &mut v) } != 0).then_some(v)
    }

    /// Instruments the instrument manager derives from an instruction.
    pub fn im_from_inst(&self, inst: u32) -> Vec<u32> {
        let mut buf = [0u32; 8];
        // SAFETY: valid handle, buffer of the stated capacity.
        let n = unsafe { raw::rmca_im_from_inst(self.log.raw, self.inst_base + inst, buf.as_mut_ptr(), buf.len() as u32) } as usize;
        buf[..n.min(buf.len())].to_vec()
    }

    /// The instrument manager's sched class for an instruction; `None` when
    /// the instruments cannot give it one (the target's manager would fault).
    /// `sew_fallback`: the RISC-V manager keeps the default class of a
    /// vector load/store that has an LMUL but no SEW (LLVM >= 23, see
    /// `LlvmBehaviour`) instead of dividing by zero.
    pub fn im_sched_class(&self, inst: u32, ids: &[u32], sew_fallback: bool) -> Option<u32> {
        // SAFETY: valid handle; ids outlives the call.
        let sc = unsafe {
            raw::rmca_im_sched_class(self.log.raw, self.inst_base + inst, ids.as_ptr(), ids.len() as u32, sew_fallback as u32)
        };
        (sc != raw::RMCA_SCHED_CLASS_UNRESOLVED).then_some(sc)
    }

    pub fn resolve_variant(&self, inst: u32, sched_class: u32) -> u32 {
        // SAFETY: valid handle; the shim checks the index.
        unsafe { raw::rmca_resolve_variant(self.log.raw, self.inst_base + inst, sched_class) }
    }

    pub fn analyze(&self, inst: u32, proc_id: u32, num_writes: u32) -> InstAnalysis {
        let mut a = raw::rmca_inst_analysis::default();
        // SAFETY: valid handle and out pointer.
        unsafe { raw::rmca_inst_analyze(self.log.raw, self.inst_base + inst, proc_id, num_writes, &mut a) };
        InstAnalysis {
            has_mcia: a.has_mcia != 0,
            is_zero_idiom: a.is_zero_idiom != 0,
            is_dependency_breaking: a.is_dependency_breaking != 0,
            mask_width: a.mask_width,
            mask_bits: a.mask_bits,
            mask_nonzero: a.mask_nonzero != 0,
            is_optimizable_move: a.is_optimizable_move != 0,
            clears_super_regs_mask: a.clears_super_regs_mask,
            is_call: a.is_call != 0,
            is_return: a.is_return != 0,
        }
    }

    /// The instruction as LLVM prints it (not trimmed).
    pub fn print_inst(&self, inst: u32, variant: u32, imm_hex: bool) -> Result<String, String> {
        let mut out = Vec::new();
        // SAFETY: valid handle and sink.
        let st = unsafe { raw::rmca_print_inst(self.log.raw, self.inst_base + inst, variant, imm_hex as u32, sink(&mut out)) };
        if st == 0 {
            Ok(text(out))
        } else {
            Err(text(out))
        }
    }

    /// The source text from `loc` to the end of its line (without the
    /// newline); `None` when no newline follows in its buffer or `loc` is
    /// not in the parsed text.
    pub fn source_line(&self, loc: u64) -> Option<Vec<u8>> {
        let mut out = Vec::new();
        // SAFETY: valid handle and sink; the shim checks that loc lies in
        // one of the parse's buffers before reading from it.
        let found = unsafe { raw::rmca_source_line(self.log.raw, loc, sink(&mut out)) };
        // A block of a joint parse that did not end with a newline has its
        // last line ended by the joint text's newline: alone, it had none.
        if let Some((end, false)) = self.block_end {
            if loc + out.len() as u64 == end {
                return None;
            }
        }
        (found != 0).then_some(out)
    }

    /// The instruction's encoding; `relax`: relaxed first where the
    /// target's assembler backend may relax it (llvm-mca up to LLVM 21).
    pub fn encode_inst(&self, inst: u32, relax: bool) -> Result<Vec<u8>, String> {
        let mut out = Vec::new();
        // SAFETY: valid handle and sink.
        let st = unsafe { raw::rmca_encode_inst(self.log.raw, self.inst_base + inst, relax as u32, sink(&mut out)) };
        if st == 0 {
            Ok(out)
        } else {
            Err(text(out))
        }
    }
}


/// The command line's guard against LLVM never returning on its input
/// (some inputs make its assembly lexer loop forever; llvm-mca hangs too):
/// unless dropped within `limit`, it ends the whole process with a clear
/// error. Opt-in, for a program that owns its process; the library never
/// arms one.
pub struct Watchdog {
    disarm: Option<std::sync::mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Watchdog {
    pub fn arm(limit: std::time::Duration) -> Watchdog {
        let (disarm, wait) = std::sync::mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            if let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = wait.recv_timeout(limit) {
                let msg = c"error: LLVM's assembly parser stopped making progress on this input (llvm-mca does not terminate on it either).\n";
                // SAFETY: ends the process; nothing is touched afterwards.
                unsafe { raw::rmca_hard_exit(1, msg.as_ptr()) };
            }
        });
        Watchdog { disarm: Some(disarm), thread: Some(thread) }
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        drop(self.disarm.take());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
