/* The only interface between rmca's Rust code and LLVM's C++ MC layer.
 *
 * Rules (see README.md): opaque handles freed by their *_free function;
 * plain-data structs; every string leaves through an rmca_sink into a
 * Rust-owned buffer; errors are returned as status codes plus text in a sink,
 * never printed; no C++ exception or type crosses this header. */
#ifndef RMCA_SHIM_H
#define RMCA_SHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A byte sink owned by the caller: the shim appends text through `write`. */
typedef void (*rmca_sink_fn)(void *ctx, const char *data, size_t len);
typedef struct rmca_sink {
  rmca_sink_fn write;
  void *ctx;
} rmca_sink;

/* Status codes. */
enum {
  RMCA_OK = 0,
  RMCA_ERR = 1,       /* error text in the error sink */
  RMCA_FATAL = 2,     /* an LLVM fatal error was caught; text in the sink */
};

typedef struct rmca_target rmca_target;
typedef struct rmca_parsed rmca_parsed;

/* Registers every target, MC layer and asm parser. Idempotent. */
void rmca_init(void);
void rmca_default_triple(rmca_sink out);
void rmca_host_cpu(rmca_sink out);
void rmca_llvm_version(rmca_sink out);
/* LLVM's --version extra text (registered targets), for rmca --version. */
void rmca_registered_targets(rmca_sink out);

/* Looks a target up as llvm-mca does (-march may override the triple's
 * arch). On failure returns NULL and LLVM's message in `err`. */
rmca_target *rmca_target_lookup(const char *triple, const char *march,
                                rmca_sink err);
void rmca_target_free(rmca_target *t);
void rmca_target_triple(const rmca_target *t, rmca_sink out);
/* Triple::normalize() of the target's triple, as llvm-mca prints it. */
void rmca_target_triple_normalized(const rmca_target *t, rmca_sink out);
/* Creates the code emitter and asm backend, as llvm-mca does before its
 * region loop; some targets report a fatal error there (RMCA_FATAL). */
int rmca_target_check_backend(rmca_target *t, rmca_sink err);
void rmca_target_name(const rmca_target *t, rmca_sink out);
/* Whether the subtarget has every feature of `features` ("+a,-b"). */
uint32_t rmca_target_check_features(const rmca_target *t, const char *features);
/* AMDGPU ISA version of the CPU (major, minor, stepping); zeros otherwise. */
void rmca_amdgpu_isa_version(const rmca_target *t, uint32_t *out3);
/* The subtarget's CPU name after alias resolution (MCSubtargetInfo::getCPU). */
void rmca_target_cpu(const rmca_target *t, rmca_sink out);

/* Creates the subtarget and the other MC objects. Whatever LLVM prints to
 * stderr while doing so (unknown CPU/feature warnings, -mcpu=help tables) is
 * captured into `diag`, and anything printed to stdout into `out`. */
int rmca_target_init(rmca_target *t, const char *cpu, const char *features,
                     rmca_sink diag, rmca_sink out, rmca_sink err);

typedef struct rmca_target_info {
  uint32_t cpu_valid;
  uint32_t has_instr_sched_model;
  uint32_t has_itineraries;
  uint32_t has_instr_printer;
  uint32_t num_opcodes;
  uint32_t num_regs;
  uint32_t num_reg_classes;
} rmca_target_info;
void rmca_target_get_info(const rmca_target *t, rmca_target_info *out);

/* ---- scheduling model ------------------------------------------------- */
typedef struct rmca_sched_params {
  uint32_t issue_width;
  uint32_t micro_op_buffer_size;
  uint32_t loop_micro_op_buffer_size;
  uint32_t load_latency;
  uint32_t high_latency;
  uint32_t mispredict_penalty;
  uint32_t post_ra_scheduler;
  uint32_t complete_model;
  uint32_t enable_intervals;
  uint32_t proc_id;
  uint32_t num_proc_resource_kinds;
  uint32_t num_sched_classes;
  uint32_t has_extra_processor_info;
  uint32_t reorder_buffer_size;
  uint32_t max_retire_per_cycle;
  uint32_t num_register_files;
  uint32_t num_register_cost_entries;
  uint32_t load_queue_id;
  uint32_t store_queue_id;
} rmca_sched_params;
void rmca_sched_params_get(const rmca_target *t, rmca_sched_params *out);

typedef struct rmca_proc_resource {
  uint32_t num_units;
  uint32_t super_idx;
  int32_t buffer_size;
  uint32_t num_sub_units; /* > 0 for groups */
} rmca_proc_resource;
/* Resource `idx` (0 is the invalid resource); name into `name`, its group
 * members' indices into `sub_units` (capacity num_sub_units). */
void rmca_proc_resource_get(const rmca_target *t, uint32_t idx,
                            rmca_proc_resource *out, uint32_t *sub_units,
                            uint32_t cap, rmca_sink name);

typedef struct rmca_sched_class {
  uint32_t num_micro_ops; /* 0x1fff invalid, 0x1ffe variant */
  uint32_t begin_group;
  uint32_t end_group;
  uint32_t retire_ooo;
  uint32_t num_write_proc_res;
  uint32_t num_write_latency;
  uint32_t num_read_advance;
} rmca_sched_class;
typedef struct rmca_write_proc_res {
  uint32_t proc_resource_idx;
  uint32_t release_at_cycle;
  uint32_t acquire_at_cycle;
} rmca_write_proc_res;
typedef struct rmca_write_latency {
  int32_t cycles;
  uint32_t write_resource_id;
} rmca_write_latency;
typedef struct rmca_read_advance {
  uint32_t use_idx;
  uint32_t write_resource_id;
  int32_t cycles;
} rmca_read_advance;
void rmca_sched_class_get(const rmca_target *t, uint32_t idx,
                          rmca_sched_class *out);
/* Fill the entry arrays of class `idx` (capacities from rmca_sched_class). */
void rmca_sched_class_entries(const rmca_target *t, uint32_t idx,
                              rmca_write_proc_res *wpr, uint32_t wpr_cap,
                              rmca_write_latency *wl, uint32_t wl_cap,
                              rmca_read_advance *ra, uint32_t ra_cap);
/* Name of a sched class where LLVM keeps names (debug builds), else empty. */
void rmca_sched_class_name(const rmca_target *t, uint32_t idx, rmca_sink out);

typedef struct rmca_register_file {
  uint32_t num_phys_regs;
  uint32_t num_cost_entries;
  uint32_t cost_entry_idx;
  uint32_t allow_zero_move_elimination_only;
  uint32_t max_moves_eliminated_per_cycle;
} rmca_register_file;
typedef struct rmca_register_cost {
  uint32_t register_class_id;
  uint32_t cost;
  uint32_t allow_move_elimination;
} rmca_register_cost;
void rmca_register_file_get(const rmca_target *t, uint32_t idx,
                            rmca_register_file *out, rmca_sink name);
void rmca_register_cost_get(const rmca_target *t, uint32_t idx,
                            rmca_register_cost *out);

/* ---- registers -------------------------------------------------------- */
void rmca_reg_name(const rmca_target *t, uint32_t reg, rmca_sink out);
/* Sub-registers (excluding reg), super-registers (excluding reg): returns
 * the count; fills up to cap. */
uint32_t rmca_reg_subregs(const rmca_target *t, uint32_t reg, uint32_t *out,
                          uint32_t cap);
uint32_t rmca_reg_superregs(const rmca_target *t, uint32_t reg, uint32_t *out,
                            uint32_t cap);
uint32_t rmca_regclass_members(const rmca_target *t, uint32_t rc,
                               uint32_t *out, uint32_t cap);
uint32_t rmca_reg_is_constant(const rmca_target *t, uint32_t reg);
/* Artificial registers (e.g. AArch64 D0_HI) name no real storage. */
uint32_t rmca_reg_is_artificial(const rmca_target *t, uint32_t reg);
void rmca_regclass_name(const rmca_target *t, uint32_t rc, rmca_sink out);

/* ---- instruction descriptions ----------------------------------------- */
typedef struct rmca_instr_desc {
  uint32_t num_operands;
  uint32_t num_defs;
  uint32_t sched_class;
  uint32_t size;
  uint64_t flags;    /* bit layout below */
  uint64_t ts_flags;
  uint32_t num_implicit_defs;
  uint32_t num_implicit_uses;
} rmca_instr_desc;
enum {
  RMCA_ID_MAY_LOAD = 1u << 0,
  RMCA_ID_MAY_STORE = 1u << 1,
  RMCA_ID_SIDE_EFFECTS = 1u << 2,
  RMCA_ID_CALL = 1u << 3,
  RMCA_ID_RETURN = 1u << 4,
  RMCA_ID_BRANCH = 1u << 5,
  RMCA_ID_VARIADIC = 1u << 6,
  RMCA_ID_HAS_OPTIONAL_DEF = 1u << 7,
  RMCA_ID_PSEUDO = 1u << 8,
  RMCA_ID_TERMINATOR = 1u << 9,
  RMCA_ID_INDIRECT_BRANCH = 1u << 10,
  RMCA_ID_CONDITIONAL_BRANCH = 1u << 11,
  RMCA_ID_UNCONDITIONAL_BRANCH = 1u << 12,
  RMCA_ID_BARRIER = 1u << 13,
  RMCA_ID_USES_CUSTOM_INSERTER = 1u << 14,
  RMCA_ID_COMPARE = 1u << 15,
  RMCA_ID_MOVE_REG = 1u << 16,
  RMCA_ID_MOVE_IMM = 1u << 17,
  RMCA_ID_COMMUTABLE = 1u << 18,
  RMCA_ID_CONVERTIBLE_TO_3ADDR = 1u << 19,
  RMCA_ID_NOT_DUPLICABLE = 1u << 20,
  RMCA_ID_HAS_DELAY_SLOT = 1u << 21,
  RMCA_ID_VARIADIC_OPS_ARE_DEFS = 1u << 22,
};
typedef struct rmca_operand_info {
  int32_t reg_class;    /* -1 when none */
  uint32_t flags;       /* MCOI::OperandFlags bits */
  uint32_t operand_type;
  int32_t tied_to;      /* -1 when untied */
  uint32_t is_optional_def;
  uint32_t is_predicate;
} rmca_operand_info;
/* Returns RMCA_ERR for an out-of-range opcode. */
int rmca_instr_desc_get(const rmca_target *t, uint32_t opcode,
                        rmca_instr_desc *out, rmca_operand_info *ops,
                        uint32_t ops_cap, uint32_t *implicit_defs,
                        uint32_t defs_cap, uint32_t *implicit_uses,
                        uint32_t uses_cap);
void rmca_opcode_name(const rmca_target *t, uint32_t opcode, rmca_sink out);

/* ---- parsing ---------------------------------------------------------- */
enum {
  RMCA_EV_INST = 0,    /* an instruction was emitted; index = inst index */
  RMCA_EV_COMMENT = 1, /* a comment was lexed; text via rmca_event_text */
  RMCA_EV_DIAG = 2,    /* the parser printed a diagnostic (formatted) */
};
typedef struct rmca_event {
  uint32_t kind;
  uint32_t index; /* instruction index, for RMCA_EV_INST */
  uint64_t loc;   /* source location as an address: comparable as LLVM does */
  uint32_t is_error;
} rmca_event;

typedef struct rmca_parse_result {
  uint32_t had_errors;       /* the parser's Run() reported failure */
  uint32_t assembler_dialect;
  uint32_t num_events;
  uint32_t num_insts;
  /* Address of the parsed text's first byte (locations are addresses in
   * it): lets a caller that parsed several blocks as one text tell which
   * block a location lies in. 0 for disassembled machine code. */
  uint64_t text_start;
} rmca_parse_result;

/* Parses a whole buffer. `buffer_name` is what diagnostics call it
 * ("<stdin>" or the path). Returns NULL with text in `err` when the target
 * has no assembly parser. Thread-safe: any number of parses may run at once
 * on one initialised target; nothing is printed and no file descriptor is
 * touched (LLVM's diagnostics are recorded as events). */
rmca_parsed *rmca_parse(const rmca_target *t, const char *data, size_t len,
                        const char *buffer_name, rmca_parse_result *out,
                        rmca_sink err);
/* Decodes `len` bytes of machine code into instructions (an rmca_parsed
 * with one instruction event each and no source text). NULL with the
 * reason in `err` when some bytes do not decode. Thread-safe as rmca_parse. */
rmca_parsed *rmca_disassemble(const rmca_target *t, const uint8_t *bytes,
                              size_t len, rmca_parse_result *out,
                              rmca_sink err);
void rmca_parsed_free(rmca_parsed *p);
/* Writes `msg` to the real stderr (even while LLVM's output is being
 * captured) and ends the process at once with `status`, running no
 * destructors: the command line's last resort when LLVM itself never
 * returns (some inputs make its assembly lexer loop forever), called from
 * an opt-in watchdog thread. The library never calls it. */
void rmca_hard_exit(int status, const char *msg);
void rmca_event_get(const rmca_parsed *p, uint32_t idx, rmca_event *out);
void rmca_event_text(const rmca_parsed *p, uint32_t idx, rmca_sink out);
/* Formats a message at a location the way llvm::SourceMgr prints it.
 * kind: 0 error, 1 warning, 2 remark, 3 note. */
void rmca_format_diag(const rmca_parsed *p, uint64_t loc, uint32_t kind,
                      const char *msg, rmca_sink out);
/* The source text from a location (an instruction's) up to, not including,
 * the next newline of its buffer. Returns 1 and writes it when the buffer
 * has a newline after loc, 0 otherwise (loc outside the parsed buffers,
 * or on a last line without a newline). */
uint32_t rmca_source_line(const rmca_parsed *p, uint64_t loc, rmca_sink out);

typedef struct rmca_operand {
  uint32_t kind; /* 0 invalid, 1 reg, 2 imm, 3 sfpimm, 4 dfpimm, 5 expr, 6 inst */
  uint32_t reg;
  int64_t imm;
} rmca_operand;
typedef struct rmca_inst {
  uint32_t opcode;
  uint32_t flags;
  uint32_t num_operands;
  uint64_t loc;
} rmca_inst;
void rmca_inst_get(const rmca_parsed *p, uint32_t idx, rmca_inst *out,
                   rmca_operand *ops, uint32_t cap);

/* Resolves a variant sched class for instruction `idx` (0 when unresolved). */
uint32_t rmca_resolve_variant(const rmca_parsed *p, uint32_t idx,
                              uint32_t sched_class);

typedef struct rmca_inst_analysis {
  uint32_t has_mcia;
  uint32_t is_zero_idiom;
  uint32_t is_dependency_breaking;
  /* The operand mask those two queries set (bit i = use i independent). */
  uint32_t mask_width;
  uint64_t mask_bits; /* low 64 bits; mask_nonzero covers wider masks */
  uint32_t mask_nonzero;
  uint32_t is_optimizable_move;
  uint64_t clears_super_regs_mask; /* bit per write index */
  uint32_t is_call;   /* MCInstrAnalysis::isCall */
  uint32_t is_return; /* MCInstrAnalysis::isReturn */
} rmca_inst_analysis;
/* num_writes: the size of the instruction's write list (explicit defs
 * first, then implicit ones), which sizes the clears-super-regs mask. */
void rmca_inst_analyze(const rmca_parsed *p, uint32_t idx, uint32_t proc_id,
                       uint32_t num_writes, rmca_inst_analysis *out);

/* Prints instruction `idx` with the given output variant (the parse keeps
 * its own printers). */
int rmca_print_inst(const rmca_parsed *p, uint32_t idx, uint32_t variant,
                    uint32_t print_imm_hex, rmca_sink out);
/* Encodes instruction `idx`, first relaxed by the target's assembler
 * backend when `relax` is set and the backend says it may need it (what
 * llvm-mca's encoder did up to LLVM 21); returns RMCA_ERR with text in
 * `out` on error. */
int rmca_encode_inst(const rmca_parsed *p, uint32_t idx, uint32_t relax,
                     rmca_sink out);
/* Every register's name as the printer of `variant` spells it (e.g.
 * "%xmm0"), one per line in register order (register 0 an empty line). */
void rmca_print_reg_names(const rmca_target *t, uint32_t variant,
                          rmca_sink out);
/* ---- instrument manager (LLVM-MCA-<KIND> comments) ---------------------
 * One per parse: the target's own instrument manager when it has one
 * (RISC-V), else the generic one; `enable` = 0 gives llvm-mca's -disable-im
 * behaviour. Instruments are numbered from 1 in creation order. */
void rmca_im_init(rmca_parsed *p, uint32_t enable);
uint32_t rmca_im_ignores(const rmca_parsed *p);
uint32_t rmca_im_supports(const rmca_parsed *p, const char *kind);
/* Returns the new instrument's id, or 0 when the manager rejects the data. */
uint32_t rmca_im_create(rmca_parsed *p, const char *kind, const char *data);
/* Instruments the manager derives from instruction `idx` (e.g. RISC-V
 * vsetvli): writes up to `cap` ids, returns how many there are. */
uint32_t rmca_im_from_inst(rmca_parsed *p, uint32_t idx, uint32_t *out,
                           uint32_t cap);
void rmca_im_kind(const rmca_parsed *p, uint32_t id, rmca_sink out);
void rmca_im_data(const rmca_parsed *p, uint32_t id, rmca_sink out);
/* Returned by rmca_im_sched_class when the instruments cannot give the
 * instruction a sched class (the target's manager would fault). */
#define RMCA_SCHED_CLASS_UNRESOLVED 0xffffffffu
/* The sched class of instruction `idx` under the given instruments.
 * `sew_fallback`: a RISC-V vector load/store under an LMUL instrument and no
 * SEW keeps its base class (LLVM >= 23's manager) instead of being
 * unresolved (older managers divide by zero there). */
uint32_t rmca_im_sched_class(const rmca_parsed *p, uint32_t idx,
                             const uint32_t *ids, uint32_t n,
                             uint32_t sew_fallback);
/* Whether a generic LLVM-MCA-LATENCY instrument carries a value; 0 if not. */
uint32_t rmca_im_latency(const rmca_parsed *p, uint32_t id, uint32_t *value);

/* Whether an instruction printer exists for that variant. */
int rmca_has_printer(const rmca_target *t, uint32_t variant);

#ifdef __cplusplus
}
#endif

#endif
