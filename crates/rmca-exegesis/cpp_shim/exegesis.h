/* rmca-exegesis's C interface to LLVM: the code generator and the queries
 * llvm-exegesis makes beyond the MC layer's. It extends the rmca library's
 * shim (shim.h: the target handle and the sinks) under the same rules
 * (crates/rmca/cpp_shim/README.md). */
#ifndef RMCA_EXEGESIS_H
#define RMCA_EXEGESIS_H

#include "shim.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A code-generating TargetMachine for `t` (which must be initialised and
 * outlive it). NULL with LLVM's text in `err` on failure. */
typedef struct rmca_exe rmca_exe;
rmca_exe *rmca_exe_new(rmca_target *t, rmca_sink err);
void rmca_exe_free(rmca_exe *e);
/* Reserved registers of a function (TargetRegisterInfo::getReservedRegs). */
uint32_t rmca_exe_reserved_regs(rmca_exe *e, uint32_t *out, uint32_t cap);
/* Every register sharing a register unit with `reg`, itself included, in
 * MCRegAliasIterator order. */
uint32_t rmca_exe_reg_aliases(const rmca_target *t, uint32_t reg,
                              uint32_t *out, uint32_t cap);
/* The register class of an explicit operand for the subtarget's HwMode. */
int32_t rmca_exe_operand_regclass(const rmca_target *t, uint32_t opcode,
                                  uint32_t opidx);
/* Whether the subtarget has a feature (name without '+'). */
int rmca_exe_has_feature(const rmca_target *t, const char *feature);
void rmca_exe_tm_cpu(const rmca_exe *e, rmca_sink out);
/* Whether explicit operand `opidx` is early-clobber. */
int rmca_exe_early_clobber(const rmca_target *t, uint32_t opcode,
                           uint32_t opidx);
/* Per opcode: 1 when an instance encodes and decodes back to it on this
 * subtarget, 0 when not, 2 for pseudos and opcodes without encoding. */
void rmca_exe_decodable_opcodes(rmca_target *t, uint8_t *out, uint32_t n);
/* Whether llvm::Regex `pattern` matches somewhere in `text`. */
int rmca_exe_regex_match(const char *pattern, const char *text);
/* RISC-V: the MC opcode of a vector pseudo (0 if it is none). */
uint32_t rmca_exe_riscv_mc_opcode(uint32_t opcode);
/* RISC-V: the pseudo the inverse table lists for (base, LMUL, SEW), or -1. */
int32_t rmca_exe_riscv_base_pseudo(uint32_t base, uint32_t lmul,
                                   uint32_t sew);
/* RISC-V: the unmasked pseudo of a masked one, or -1. */
int32_t rmca_exe_riscv_unmasked_of(uint32_t masked);

typedef struct rmca_exe_operand {
  uint32_t kind; /* 0 invalid, 1 reg, 2 imm, 3 the loop block, 4 reg with
                    imm != 0 meaning def */
  uint32_t reg;
  int64_t imm;
} rmca_exe_operand;
typedef struct rmca_exe_inst {
  uint32_t opcode;
  uint32_t num_operands;
  const rmca_exe_operand *operands;
} rmca_exe_inst;
/* RISC-V: the instructions materialising `value` in GPR `reg`
 * (RISCVMatInt); up to `cap` opcodes, three operands each. Returns how many
 * there are. */
uint32_t rmca_exe_riscv_matint(const rmca_target *t, uint32_t reg,
                               int64_t value, uint32_t *opcodes,
                               rmca_exe_operand *ops, uint32_t cap);
/* Builds `i32 foo(i8*)`: `setup` then, when loop_mode is 0, `repeat` copies
 * of `body` and a return; when 1, a loop block with `repeat` copies of
 * `body` and `loop_tail` (operands of kind 3 name the loop block) and an
 * exit block; when 2, only a return. Runs the prologue/epilogue and the
 * machine verifier and emits an object file into `object_out`. */
int rmca_exe_assemble(rmca_exe *e, const rmca_exe_inst *setup,
                      uint32_t n_setup, uint32_t setup_complete,
                      const rmca_exe_inst *body, uint32_t n_body,
                      uint32_t repeat, uint32_t loop_mode,
                      const rmca_exe_inst *loop_tail, uint32_t n_loop_tail,
                      uint32_t loop_reg, const uint32_t *live_ins,
                      uint32_t n_live_ins, const uint32_t *set_up_regs,
                      uint32_t n_set_up_regs, rmca_sink object_out,
                      rmca_sink err);
/* Disassembles and prints `len` bytes ("; "-separated, with
 * "[error decoding asm snippet]" where decoding stops). */
void rmca_exe_disassemble(rmca_target *t, const uint8_t *bytes, size_t len,
                          rmca_sink out);
/* Scheduling class of an instruction after variant resolution. */
uint32_t rmca_exe_resolve_sched_class(const rmca_target *t,
                                      const rmca_exe_inst *in);
/* A scheduling class's name where LLVM keeps names (LLVM_ENABLE_DUMP). */
void rmca_exe_sched_class_name(const rmca_target *t, uint32_t idx,
                               rmca_sink out);
/* Triple::normalize. */
void rmca_exe_normalize_triple(const char *triple, rmca_sink out);
/* The bytes of the only function of an object file. */
int rmca_exe_function_bytes(const char *obj, size_t len, rmca_sink out,
                            rmca_sink err);

#ifdef __cplusplus
}
#endif

#endif
