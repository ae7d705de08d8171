// The one place where the shim looks at the LLVM version it is built
// against. build.rs defines RMCA_LLVM_MAJOR from `llvm-config --version`
// (the same number that gives Rust its `rmca_llvm_ge_*` cfgs); every API
// difference gets a named gate here, and the sources test the gate, never
// the version.
#ifndef RMCA_SHIM_VERSION_H
#define RMCA_SHIM_VERSION_H

#include "llvm/Config/llvm-config.h"

#ifndef RMCA_LLVM_MAJOR
#error "RMCA_LLVM_MAJOR is defined by build.rs"
#endif
#if RMCA_LLVM_MAJOR != LLVM_VERSION_MAJOR
#error "llvm-config and the LLVM headers disagree on the LLVM version"
#endif

// 20: the code-generating TargetMachine base is CodeGenTargetMachineImpl
// (in its own header); before, LLVMTargetMachine in TargetMachine.h.
#define RMCA_HAS_CODEGEN_TM_IMPL (RMCA_LLVM_MAJOR >= 20)

// 20/21: the legacy pass-manager wrappers of ExpandPostRA (20) and PEI (21)
// took a "Legacy" suffix.
#define RMCA_HAS_EXPAND_POST_RA_LEGACY (RMCA_LLVM_MAJOR >= 20)
#define RMCA_HAS_PEI_LEGACY (RMCA_LLVM_MAJOR >= 21)

// 21: factory functions take a Triple instead of a triple string, and
// MCAsmLexer was merged into AsmLexer.
#define RMCA_HAS_TRIPLE_FACTORIES (RMCA_LLVM_MAJOR >= 21)
#define RMCA_HAS_MERGED_ASMLEXER (RMCA_LLVM_MAJOR >= 21)
// 21: Module::getTargetTriple() returns a Triple, not a string.
#define RMCA_HAS_MODULE_TRIPLE (RMCA_LLVM_MAJOR >= 21)
// 21: MCAsmBackend::mayNeedRelaxation takes the opcode and operands rather
// than an MCInst.
#define RMCA_HAS_OPERAND_RELAXATION_QUERY (RMCA_LLVM_MAJOR >= 21)

// 22: llvm-mca's generic instrument (LLVM-MCA-LATENCY) and artificial
// registers in MCRegisterInfo.
#define RMCA_HAS_LATENCY_INSTRUMENT (RMCA_LLVM_MAJOR >= 22)
#define RMCA_HAS_ARTIFICIAL_REGS (RMCA_LLVM_MAJOR >= 22)
// 22: an operand's register class can depend on the hardware mode
// (MCInstrInfo::getOpRegClassID), and scheduling-class names moved to a
// string table (MCSchedModel::getSchedClassName).
#define RMCA_HAS_HWMODE_REGCLASS (RMCA_LLVM_MAJOR >= 22)
#define RMCA_HAS_SCHED_CLASS_NAME_TABLE (RMCA_LLVM_MAJOR >= 22)

// 23: MCContext is made from references to the asm info, register info and
// subtarget, and takes no MCTargetOptions: those now belong to the
// MCAsmInfo, which keeps a reference to the options it was created with
// (so they must outlive it), and a target's assembly parser reads them from
// there (Target::createMCAsmParser lost its options argument).
#define RMCA_HAS_CONTEXT_FROM_REFERENCES (RMCA_LLVM_MAJOR >= 23)
#define RMCA_HAS_OPTIONS_IN_ASM_INFO (RMCA_LLVM_MAJOR >= 23)
// 23: the tables of SubtargetFeatureKV hold their strings as offsets, read
// through key() (the Key member is gone).
#define RMCA_HAS_FEATURE_KEY_ACCESSOR (RMCA_LLVM_MAJOR >= 23)
// 23: the AMDGPU part of TargetParser.h (IsaVersion, getIsaVersion) has a
// header of its own, AMDGPUTargetParser.h.
#define RMCA_HAS_AMDGPU_TARGET_PARSER_HEADER (RMCA_LLVM_MAJOR >= 23)

// 23: the legacy prologue/epilogue inserter registers as "prolog-epilog"
// (before, "prologepilog"); llvm-exegesis adds it by that name.
#define RMCA_PEI_PASS_NAME                                                     \
  (RMCA_LLVM_MAJOR >= 23 ? "prolog-epilog" : "prologepilog")

// 24: the legacy post-RA pseudo expansion registers as "post-ra-pseudos"
// (before, "postrapseudos").
#define RMCA_POST_RA_PSEUDOS_PASS_NAME                                         \
  (RMCA_LLVM_MAJOR >= 24 ? "post-ra-pseudos" : "postrapseudos")

// 23: RISC-V's inverse pseudo table (base opcode, LMUL, SEW -> pseudo) has
// a fourth, one-bit key, set on the pseudos of an alternate vector format;
// the exported lookup taking all four is getBaseInfoImpl (the row layout,
// pseudo opcode first, is unchanged).
#define RMCA_HAS_RVV_INVERSE_TABLE_ALT_KEY (RMCA_LLVM_MAJOR >= 23)
// 24: RISC-V's post-RA pseudo expansion pass is RISCVExpandPseudoPostRA,
// made for the legacy pass manager by createRISCVExpandPseudoPostRALegacyPass
// (before, createRISCVPostRAExpandPseudoPass).
#define RMCA_HAS_RISCV_EXPAND_PSEUDO_POSTRA (RMCA_LLVM_MAJOR >= 24)

// Not gated, because one spelling compiles everywhere: RegState became an
// enum class in 23 (exegesis.cpp builds flags with getDefRegState), and
// TargetRegisterInfo::regclasses() yields MCRegisterClass references in 23
// (exegesis.cpp walks the classes by index with getRegClass).

#endif
