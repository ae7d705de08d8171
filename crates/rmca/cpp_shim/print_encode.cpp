// The instruction printer and the code emitter.
#include "internal.h"

#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCTargetOptions.h"

using namespace llvm;
using namespace rmca_shim;

extern "C" {

int rmca_print_inst(const rmca_parsed *p, uint32_t idx, uint32_t variant,
                    uint32_t print_imm_hex, rmca_sink out) {
  if (idx >= p->insts.size())
    return RMCA_ERR;
  MCInstPrinter *ip = p->printer(variant);
  if (!ip)
    return RMCA_ERR;
  ip->setPrintImmHex(print_imm_hex != 0);
  std::string s;
  raw_string_ostream os(s);
  try {
    ip->printInst(&p->insts[idx], 0, "", *p->target->sti, os);
  } catch (const std::exception &e) {
    put(out, std::string("LLVM ERROR: ") + e.what());
    return RMCA_FATAL;
  }
  os.flush();
  put(out, s);
  return RMCA_OK;
}

void rmca_print_reg_names(const rmca_target *t, uint32_t variant,
                          rmca_sink out) {
  std::unique_ptr<MCInstPrinter> ip = t->newPrinter(variant);
  if (!ip)
    return;
  std::string s;
  raw_string_ostream os(s);
  for (unsigned reg = 0, n = t->mri->getNumRegs(); reg < n; ++reg) {
    if (reg != 0)
      ip->printRegName(os, MCRegister(reg));
    os << '\n';
  }
  os.flush();
  put(out, s);
}

int rmca_encode_inst(const rmca_parsed *p, uint32_t idx, uint32_t relax,
                     rmca_sink out) {
  if (idx >= p->insts.size())
    return RMCA_ERR;
  const rmca_target *t = p->target;
  try {
    if (!p->emitter)
      p->emitter.reset(t->target->createMCCodeEmitter(*t->mcii, *p->ctx));
    if (!p->backend)
      p->backend.reset(
          t->target->createMCAsmBackend(*t->sti, *t->mri, t->mcOptions));
    if (!p->emitter || !p->backend)
      return RMCA_ERR;
    const MCInst &inst = p->insts[idx];
    MCInst relaxed(inst);
    if (relax) {
#if RMCA_HAS_OPERAND_RELAXATION_QUERY
      bool may = p->backend->mayNeedRelaxation(inst.getOpcode(),
                                               inst.getOperands(), *t->sti);
#else
      bool may = p->backend->mayNeedRelaxation(inst, *t->sti);
#endif
      if (may)
        p->backend->relaxInstruction(relaxed, *t->sti);
    }
    SmallVector<char, 16> code;
    SmallVector<MCFixup, 2> fixups;
    p->emitter->encodeInstruction(relaxed, code, fixups, *t->sti);
    put(out, StringRef(code.data(), code.size()));
  } catch (const std::exception &e) {
    put(out, std::string("LLVM ERROR: ") + e.what());
    return RMCA_FATAL;
  }
  return RMCA_OK;
}

} // extern "C"
