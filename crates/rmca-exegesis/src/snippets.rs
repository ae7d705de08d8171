//! `-snippets-file`: assembly with LLVM-EXEGESIS-* annotations, parsed by
//! the target's assembly parser (through the shim) into one benchmark
//! configuration.

use super::gen::{BenchmarkCode, RegValue};
use super::instr::Val;
use super::ctx::Ctx;
use rmca::mc::mca::{EventKind, Operand};

/// What a snippet file holds besides instructions and register values.
#[derive(Default)]
pub struct SnippetExtras {
    pub loop_register: u32,
    pub has_memory_annotations: bool,
}

fn hex_value(s: &str) -> Option<RegValue> {
    let s = s.trim();
    if s.is_empty() || !s.bytes().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    let width = 4 * s.len() as u32;
    let mut bytes = Vec::new();
    let digits: Vec<u8> = s.bytes().rev().map(|c| (c as char).to_digit(16).unwrap_or(0) as u8).collect();
    for pair in digits.chunks(2) {
        bytes.push(pair[0] | pair.get(1).map_or(0, |h| h << 4));
    }
    Some(RegValue { reg: 0, width, bytes })
}

/// Reads a snippet file; Err is the text after "llvm-exegesis error: ".
/// `diag` receives what LLVM would print on stderr meanwhile.
pub fn read(ctx: &Ctx, name: &str, data: &[u8], diag: &mut String) -> Result<(BenchmarkCode, SnippetExtras), String> {
    let buffer_name = if name == "-" { "<stdin>" } else { name };
    let parsed = ctx.target.parse(data, buffer_name).map_err(|_| "cannot create asm parser".to_string())?;
    let mut bc = BenchmarkCode::default();
    let mut extras = SnippetExtras { loop_register: ctx.loop_counter_reg_default(), ..Default::default() };
    let mut invalid = 0usize;
    let mut mem_defs: Vec<String> = Vec::new();
    let find = |n: &str, diag: &mut String| -> u32 {
        match ctx.regs.reg_by_name(n) {
            Some(r) if r != 0 => r,
            _ => {
                diag.push_str(&format!("'{n}' is not a valid register name for the target\n"));
                0
            }
        }
    };
    for ev in &parsed.events {
        match &ev.kind {
            EventKind::Inst(i) => {
                if let Some(inst) = parsed.insts.get(*i as usize) {
                    let ops = inst
                        .operands
                        .iter()
                        .map(|o| match o {
                            Operand::Reg(r) => Val::Reg(*r),
                            Operand::Imm(v) => Val::Imm(*v),
                            _ => Val::Invalid,
                        })
                        .collect();
                    bc.insts.push((inst.opcode, ops));
                }
            }
            EventKind::Diag { text, .. } => diag.push_str(&String::from_utf8_lossy(text)),
            EventKind::Comment(text) => {
                let t = text.trim();
                let Some(c) = t.strip_prefix("LLVM-EXEGESIS-") else { continue };
                if let Some(rest) = c.strip_prefix("DEFREG") {
                    let parts: Vec<&str> = rest.split(' ').filter(|p| !p.is_empty()).collect();
                    if parts.len() != 2 {
                        diag.push_str(&format!("invalid comment 'LLVM-EXEGESIS-DEFREG {rest}', expected two parameters <REG> <HEX_VALUE>\n"));
                        invalid += 1;
                        continue;
                    }
                    let r = find(parts[0].trim(), diag);
                    if r == 0 {
                        diag.push_str(&format!("unknown register '{}' in 'LLVM-EXEGESIS-DEFREG {rest}'\n", parts[0]));
                        invalid += 1;
                        continue;
                    }
                    let mut v = hex_value(parts[1]).unwrap_or(RegValue { reg: 0, width: 4 * parts[1].len() as u32, bytes: vec![0] });
                    v.reg = r;
                    bc.reg_init.push(v);
                } else if let Some(rest) = c.strip_prefix("LIVEIN") {
                    let n = rest.trim_start();
                    let r = find(n, diag);
                    if r != 0 {
                        bc.live_ins.push(r);
                    } else {
                        diag.push_str(&format!("unknown register '{n}' in 'LLVM-EXEGESIS-LIVEIN {rest}'\n"));
                        invalid += 1;
                    }
                } else if let Some(rest) = c.strip_prefix("MEM-DEF") {
                    let parts: Vec<&str> = rest.split(' ').filter(|p| !p.is_empty()).collect();
                    if parts.len() != 3 {
                        diag.push_str(&format!("invalid comment 'LLVM-EXEGESIS-MEM-DEF {rest}', expected three parameters <NAME> <SIZE> <VALUE>"));
                        invalid += 1;
                        continue;
                    }
                    if parts[2].trim().len() % 2 != 0 {
                        diag.push_str(&format!("invalid comment 'LLVM-EXEGESIS-MEM-DEF {rest}', expected <VALUE> to contain a whole number of bytes"));
                    }
                    mem_defs.push(parts[0].trim().to_string());
                    extras.has_memory_annotations = true;
                } else if let Some(rest) = c.strip_prefix("MEM-MAP") {
                    let parts: Vec<&str> = rest.split(' ').filter(|p| !p.is_empty()).collect();
                    if parts.len() != 2 {
                        diag.push_str(&format!("invalid comment 'LLVM-EXEGESIS-MEM-MAP {rest}', expected two parameters <VALUE NAME> <ADDRESS>"));
                        invalid += 1;
                        continue;
                    }
                    let addr: i64 = parts[1].trim().parse().unwrap_or(0);
                    if addr % 4096 != 0 {
                        diag.push_str(&format!("invalid comment 'LLVM-EXEGESIS-MEM-MAP {rest}', expected <ADDRESS> to be a multiple of the platform page size."));
                        invalid += 1;
                        continue;
                    }
                    if !mem_defs.iter().any(|m| m == parts[0].trim()) {
                        diag.push_str(&format!("invalid comment 'LLVM-EXEGESIS-MEM-MAP {rest}', expected <VALUE NAME> to contain the name of an already specified memory definition"));
                        invalid += 1;
                        continue;
                    }
                    extras.has_memory_annotations = true;
                } else if let Some(rest) = c.strip_prefix("SNIPPET-ADDRESS") {
                    match u64::from_str_radix(rest.trim(), 16) {
                        Ok(a) if a % 4096 == 0 => {
                            if a != 0 {
                                extras.has_memory_annotations = true;
                            }
                        }
                        Ok(_) => {
                            diag.push_str(&format!("invalid comment 'LLVM-EXEGESIS-SNIPPET-ADDRESS {rest}, expected <ADDRESS> to be a multiple of the platform page size."));
                            invalid += 1;
                        }
                        Err(_) => {
                            diag.push_str(&format!("invalid comment 'LLVM-EXEGESIS-SNIPPET-ADDRESS {rest}', expected <ADDRESS> to contain a valid integer in hexadecimal format"));
                            invalid += 1;
                        }
                    }
                } else if let Some(rest) = c.strip_prefix("LOOP-REGISTER") {
                    let r = find(rest.trim(), diag);
                    if r == 0 {
                        diag.push_str(&format!("unknown register '{rest}' in 'LLVM-EXEGESIS-LOOP-REGISTER {rest}'\n"));
                        invalid += 1;
                        continue;
                    }
                    extras.loop_register = r;
                }
            }
        }
    }
    if parsed.had_errors {
        return Err("cannot parse asm file".into());
    }
    if invalid > 0 {
        return Err(format!("found {invalid} invalid LLVM-EXEGESIS comments"));
    }
    Ok((bc, extras))
}
