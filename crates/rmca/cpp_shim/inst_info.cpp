// Instruction descriptions, registers, variant resolution and the
// MCInstrAnalysis queries llvm-mca's instruction builder makes.
#include "internal.h"

#include "llvm/ADT/APInt.h"

using namespace llvm;
using namespace rmca_shim;

extern "C" {

void rmca_reg_name(const rmca_target *t, uint32_t reg, rmca_sink out) {
  if (reg < t->mri->getNumRegs())
    put(out, StringRef(t->mri->getName(reg)));
}

uint32_t rmca_reg_subregs(const rmca_target *t, uint32_t reg, uint32_t *out,
                          uint32_t cap) {
  if (reg == 0 || reg >= t->mri->getNumRegs())
    return 0;
  uint32_t n = 0;
  for (MCPhysReg r : t->mri->subregs(reg)) {
    if (n < cap)
      out[n] = r;
    ++n;
  }
  return n;
}

uint32_t rmca_reg_superregs(const rmca_target *t, uint32_t reg, uint32_t *out,
                            uint32_t cap) {
  if (reg == 0 || reg >= t->mri->getNumRegs())
    return 0;
  uint32_t n = 0;
  for (MCPhysReg r : t->mri->superregs(reg)) {
    if (n < cap)
      out[n] = r;
    ++n;
  }
  return n;
}

uint32_t rmca_reg_is_constant(const rmca_target *t, uint32_t reg) {
  if (reg >= t->mri->getNumRegs())
    return 0;
  return t->mri->isConstant(reg);
}

uint32_t rmca_reg_is_artificial(const rmca_target *t, uint32_t reg) {
  if (reg >= t->mri->getNumRegs())
    return 0;
#if RMCA_HAS_ARTIFICIAL_REGS
  return t->mri->isArtificial(reg);
#else
  return 0; // older LLVMs have no artificial-register query
#endif
}

uint32_t rmca_regclass_members(const rmca_target *t, uint32_t rc,
                               uint32_t *out, uint32_t cap) {
  if (rc >= t->mri->getNumRegClasses())
    return 0;
  const MCRegisterClass &cls = t->mri->getRegClass(rc);
  uint32_t n = 0;
  for (MCPhysReg r : cls) {
    if (n < cap)
      out[n] = r;
    ++n;
  }
  return n;
}

void rmca_regclass_name(const rmca_target *t, uint32_t rc, rmca_sink out) {
  if (rc < t->mri->getNumRegClasses())
    put(out, StringRef(t->mri->getRegClassName(&t->mri->getRegClass(rc))));
}

int rmca_instr_desc_get(const rmca_target *t, uint32_t opcode,
                        rmca_instr_desc *out, rmca_operand_info *ops,
                        uint32_t ops_cap, uint32_t *implicit_defs,
                        uint32_t defs_cap, uint32_t *implicit_uses,
                        uint32_t uses_cap) {
  *out = rmca_instr_desc{};
  if (opcode >= t->mcii->getNumOpcodes())
    return RMCA_ERR;
  const MCInstrDesc &d = t->mcii->get(opcode);
  out->num_operands = d.getNumOperands();
  out->num_defs = d.getNumDefs();
  out->sched_class = d.getSchedClass();
  out->size = d.getSize();
  out->ts_flags = d.TSFlags;
  uint64_t f = 0;
  auto set = [&](bool c, uint64_t bit) {
    if (c)
      f |= bit;
  };
  set(d.mayLoad(), RMCA_ID_MAY_LOAD);
  set(d.mayStore(), RMCA_ID_MAY_STORE);
  set(d.hasUnmodeledSideEffects(), RMCA_ID_SIDE_EFFECTS);
  set(d.isCall(), RMCA_ID_CALL);
  set(d.isReturn(), RMCA_ID_RETURN);
  set(d.isBranch(), RMCA_ID_BRANCH);
  set(d.isVariadic(), RMCA_ID_VARIADIC);
  set(d.hasOptionalDef(), RMCA_ID_HAS_OPTIONAL_DEF);
  set(d.isPseudo(), RMCA_ID_PSEUDO);
  set(d.isTerminator(), RMCA_ID_TERMINATOR);
  set(d.isIndirectBranch(), RMCA_ID_INDIRECT_BRANCH);
  set(d.isConditionalBranch(), RMCA_ID_CONDITIONAL_BRANCH);
  set(d.isUnconditionalBranch(), RMCA_ID_UNCONDITIONAL_BRANCH);
  set(d.isBarrier(), RMCA_ID_BARRIER);
  set(d.usesCustomInsertionHook(), RMCA_ID_USES_CUSTOM_INSERTER);
  set(d.isCompare(), RMCA_ID_COMPARE);
  set(d.isMoveReg(), RMCA_ID_MOVE_REG);
  set(d.isMoveImmediate(), RMCA_ID_MOVE_IMM);
  set(d.isCommutable(), RMCA_ID_COMMUTABLE);
  set(d.isConvertibleTo3Addr(), RMCA_ID_CONVERTIBLE_TO_3ADDR);
  set(d.isNotDuplicable(), RMCA_ID_NOT_DUPLICABLE);
  set(d.hasDelaySlot(), RMCA_ID_HAS_DELAY_SLOT);
  set(d.variadicOpsAreDefs(), RMCA_ID_VARIADIC_OPS_ARE_DEFS);
  out->flags = f;
  ArrayRef<MCOperandInfo> infos = d.operands();
  for (uint32_t i = 0; i < infos.size() && i < ops_cap; ++i) {
    const MCOperandInfo &oi = infos[i];
    ops[i].reg_class = oi.RegClass;
    ops[i].flags = oi.Flags;
    ops[i].operand_type = oi.OperandType;
    ops[i].tied_to = d.getOperandConstraint(i, MCOI::TIED_TO);
    ops[i].is_optional_def = oi.isOptionalDef();
    ops[i].is_predicate = oi.isPredicate();
  }
  ArrayRef<MCPhysReg> idefs = d.implicit_defs();
  ArrayRef<MCPhysReg> iuses = d.implicit_uses();
  out->num_implicit_defs = idefs.size();
  out->num_implicit_uses = iuses.size();
  for (uint32_t i = 0; i < idefs.size() && i < defs_cap; ++i)
    implicit_defs[i] = idefs[i];
  for (uint32_t i = 0; i < iuses.size() && i < uses_cap; ++i)
    implicit_uses[i] = iuses[i];
  return RMCA_OK;
}

void rmca_opcode_name(const rmca_target *t, uint32_t opcode, rmca_sink out) {
  if (opcode < t->mcii->getNumOpcodes())
    put(out, t->mcii->getName(opcode));
}

uint32_t rmca_resolve_variant(const rmca_parsed *p, uint32_t idx,
                              uint32_t sched_class) {
  const rmca_target *t = p->target;
  if (idx >= p->insts.size())
    return 0;
  const MCInst &mci = p->insts[idx];
  unsigned cpuid = t->sti->getSchedModel().getProcessorID();
  try {
    return t->sti->resolveVariantSchedClass(sched_class, &mci, t->mcii.get(),
                                            cpuid);
  } catch (const std::exception &) {
    return 0;
  }
}

static uint64_t low64(const APInt &a) {
  if (a.getBitWidth() == 0)
    return 0;
  return a.getBitWidth() <= 64 ? a.getZExtValue() : a.extractBitsAsZExtValue(64, 0);
}

void rmca_inst_analyze(const rmca_parsed *p, uint32_t idx, uint32_t proc_id,
                       uint32_t num_writes, rmca_inst_analysis *out) {
  *out = rmca_inst_analysis{};
  const rmca_target *t = p->target;
  if (idx >= p->insts.size())
    return;
  if (!t->mcia) {
    const MCInstrDesc &d = t->mcii->get(p->insts[idx].getOpcode());
    out->is_call = d.isCall();
    out->is_return = d.isReturn();
    return;
  }
  out->has_mcia = 1;
  const MCInst &mci = p->insts[idx];
  try {
    APInt mask;
    out->is_zero_idiom = t->mcia->isZeroIdiom(mci, mask, proc_id);
    out->is_dependency_breaking =
        out->is_zero_idiom || t->mcia->isDependencyBreaking(mci, mask, proc_id);
    out->mask_width = mask.getBitWidth();
    out->mask_bits = low64(mask);
    out->mask_nonzero = !mask.isZero();
    out->is_optimizable_move = t->mcia->isOptimizableRegisterMove(mci, proc_id);
    out->is_call = t->mcia->isCall(mci);
    out->is_return = t->mcia->isReturn(mci);
    APInt wmask(num_writes, 0);
    if (num_writes) {
      t->mcia->clearsSuperRegisters(*t->mri, mci, wmask);
      out->clears_super_regs_mask = low64(wmask);
    }
  } catch (const std::exception &) {
  }
}

} // extern "C"
