// What rmca-exegesis needs from LLVM beyond the MC queries of the other
// files: a code-generating TargetMachine (for the reserved registers of a
// function and for turning a snippet into an object file with a prologue
// and an epilogue), register aliasing, hardware-mode register classes and
// the bytes of the one function in an object file.
//
// The Rust side decides every instruction; this file only hands them to
// LLVM's machine-code pipeline and returns the bytes.
#include "internal.h"
#include "exegesis.h"

#include "llvm/Analysis/TargetLibraryInfo.h"
#if RMCA_HAS_CODEGEN_TM_IMPL
#include "llvm/CodeGen/CodeGenTargetMachineImpl.h"
#else
#include "llvm/Target/TargetMachine.h"
using CodeGenTargetMachineImpl = llvm::LLVMTargetMachine;
#endif
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetLowering.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Pass.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/BranchProbability.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/TargetSelect.h"
#include <mutex>
#include <csetjmp>
#include <csignal>

using namespace llvm;
using namespace rmca_shim;

// RISC-V: vsetvli insertion and its companions (defined at the end).
void rmcaAddRiscvPasses(legacy::PassManagerBase &pm);

// The targets llvm-exegesis supports, when this LLVM builds them.
#include "llvm/Config/llvm-config.h"
extern "C" {
#define RMCA_DECL(T)                                                           \
  void LLVMInitialize##T##Target();                                            \
  void LLVMInitialize##T##AsmPrinter();                                        \
  void LLVMInitialize##T##Disassembler();
RMCA_DECL(X86)
RMCA_DECL(AArch64)
RMCA_DECL(PowerPC)
RMCA_DECL(Mips)
RMCA_DECL(RISCV)
}
#define RMCA_EXE_TARGETS                                                       \
  RMCA_EXE_TARGET(X86)                                                         \
  RMCA_EXE_TARGET(AArch64)                                                     \
  RMCA_EXE_TARGET(PowerPC)                                                     \
  RMCA_EXE_TARGET(Mips)                                                        \
  RMCA_EXE_TARGET(RISCV)

struct rmca_exe {
  rmca_target *t = nullptr;
  std::unique_ptr<TargetMachine> tm;
};

namespace {

// LLVM's code generator can crash on instructions it was never meant to
// see (llvm-exegesis-22 itself does). While the shim assembles, such a
// crash is turned into an error instead of ending the process.
sigjmp_buf crashJump;
volatile sig_atomic_t crashSignal = 0;

void onCrash(int sig) {
  crashSignal = sig;
  siglongjmp(crashJump, 1);
}

struct CrashGuard {
  struct sigaction old[5];
  static constexpr int sigs[5] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT};
  CrashGuard() {
    struct sigaction sa {};
    sa.sa_handler = onCrash;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_NODEFER;
    for (int i = 0; i < 5; ++i)
      sigaction(sigs[i], &sa, &old[i]);
  }
  ~CrashGuard() {
    for (int i = 0; i < 5; ++i)
      sigaction(sigs[i], &old[i], nullptr);
  }
};

// A module with one `i32 foo(i8*)` function whose machine function the
// callers fill.
struct FunctionHolder {
  std::unique_ptr<LLVMContext> ctx;
  std::unique_ptr<Module> mod;
  MachineModuleInfoWrapperPass *mmiwp = nullptr; // owned by `owned` or a PM
  std::unique_ptr<MachineModuleInfoWrapperPass> owned;
  MachineFunction *mf = nullptr;

  explicit FunctionHolder(TargetMachine &tm) {
    ctx = std::make_unique<LLVMContext>();
    mod = std::make_unique<Module>("ExegesisInfoTest", *ctx);
    mod->setDataLayout(tm.createDataLayout());
    owned = std::make_unique<MachineModuleInfoWrapperPass>(
        static_cast<CodeGenTargetMachineImpl *>(&tm));
    mmiwp = owned.get();
    Type *ret = Type::getInt32Ty(*ctx);
    Type *arg = PointerType::get(*ctx, 0);
    FunctionType *fty = FunctionType::get(ret, {arg}, false);
    Function *f =
        Function::Create(fty, GlobalValue::ExternalLinkage, "foo", mod.get());
    BasicBlock *bb = BasicBlock::Create(*ctx, "", f);
    new UnreachableInst(*ctx, bb);
    mf = &mmiwp->getMMI().getOrCreateMachineFunction(*f);
  }
};

void addInst(MachineBasicBlock *mbb, const MCInstrInfo &mcii,
             const rmca_exe_inst &in, MachineBasicBlock *loopTarget) {
  const MCInstrDesc &desc = mcii.get(in.opcode);
  MachineInstrBuilder b = BuildMI(mbb, DebugLoc(), desc);
  for (uint32_t i = 0; i < in.num_operands; ++i) {
    const rmca_exe_operand &op = in.operands[i];
    switch (op.kind) {
    case 1: {
      bool isDef = i < desc.getNumDefs() && i < desc.getNumOperands() &&
                   !desc.operands()[i].isOptionalDef();
      b.addReg(op.reg, getDefRegState(isDef));
      break;
    }
    case 2:
      b.addImm(op.imm);
      break;
    case 3:
      b.addMBB(loopTarget);
      break;
    case 4: // an explicit def/use pair chosen by the caller
      b.addReg(op.reg, getDefRegState(op.imm != 0));
      break;
    default:
      throw FatalError("Operand is not set");
    }
  }
}

bool addReturn(MachineFunction &mf, MachineBasicBlock *mbb) {
  const TargetInstrInfo *tii = mf.getSubtarget().getInstrInfo();
  if (tii->getReturnOpcode() < tii->getNumOpcodes()) {
    BuildMI(mbb, DebugLoc(), tii->get(tii->getReturnOpcode()));
    return true;
  }
  // Targets whose return is lowered by GlobalISel's CallLowering: the
  // instruction it builds for a void return.
  for (unsigned op = 0, e = tii->getNumOpcodes(); op < e; ++op)
    if (tii->getName(op) == "RET_ReallyLR" || tii->getName(op) == "RetRA" ||
        tii->getName(op) == "PseudoRET") {
      BuildMI(mbb, DebugLoc(), tii->get(op));
      return true;
    }
  return false;
}

bool addPassByName(legacy::PassManagerBase &pm, const char *name,
                   TargetPassConfig &tpc) {
  const PassInfo *pi = PassRegistry::getPassRegistry()->getPassInfo(StringRef(name));
  if (!pi)
    return false;
  if (!pi->getNormalCtor())
    return false;
  Pass *p = pi->getNormalCtor()();
  std::string banner = std::string("After ") + std::string(p->getPassName());
  pm.add(p);
  tpc.printAndVerify(banner);
  return true;
}

} // namespace

extern "C" {

rmca_exe *rmca_exe_new(rmca_target *t, rmca_sink err) {
  static std::once_flag once;
  std::call_once(once, [] {
    // llvm-exegesis's targets only (TargetExegesis.def).
#define RMCA_EXE_TARGET(T)                                                     \
  LLVMInitialize##T##Target();                                                 \
  LLVMInitialize##T##AsmPrinter();
    RMCA_EXE_TARGETS
    PassRegistry &pr = *PassRegistry::getPassRegistry();
    initializeCodeGen(pr);
#if RMCA_HAS_EXPAND_POST_RA_LEGACY
    initializeExpandPostRALegacyPass(pr);
#else
    initializeExpandPostRAPass(pr);
#endif
    initializeMachineVerifierLegacyPassPass(pr);
#if RMCA_HAS_PEI_LEGACY
    initializePEILegacyPass(pr);
#else
    initializePEIPass(pr);
#endif
  });
  auto e = std::make_unique<rmca_exe>();
  e->t = t;
  std::string outText, errText, fatalText;
  captureBegin();
  try {
    TargetOptions opts;
    e->tm.reset(t->target->createTargetMachine(RMCA_TRIPLE(t->triple), t->cpu, t->features,
                                               opts, Reloc::Model::Static));
  } catch (const FatalError &ex) {
    fatalText = std::string("LLVM ERROR: ") + ex.what() + "\n";
  }
  captureEnd(outText, errText);
  errText += fatalText;
  if (!e->tm) {
    put(err, errText.empty() ? std::string("cannot create target machine")
                             : errText);
    return nullptr;
  }
  return e.release();
}

void rmca_exe_free(rmca_exe *e) { delete e; }

uint32_t rmca_exe_reserved_regs(rmca_exe *e, uint32_t *out, uint32_t cap) {
  uint32_t n = 0;
  std::string o, er;
  captureBegin();
  try {
    FunctionHolder fh(*e->tm);
    BitVector bv =
        fh.mf->getSubtarget().getRegisterInfo()->getReservedRegs(*fh.mf);
    for (unsigned r : bv.set_bits()) {
      if (n < cap)
        out[n] = r;
      ++n;
    }
  } catch (const FatalError &) {
  }
  captureEnd(o, er);
  return n;
}

uint32_t rmca_exe_reg_aliases(const rmca_target *t, uint32_t reg,
                              uint32_t *out, uint32_t cap) {
  if (reg == 0 || reg >= t->mri->getNumRegs())
    return 0;
  uint32_t n = 0;
  for (MCRegAliasIterator it(reg, t->mri.get(), true); it.isValid(); ++it) {
    if (n < cap)
      out[n] = *it;
    ++n;
  }
  return n;
}

int32_t rmca_exe_operand_regclass(const rmca_target *t, uint32_t opcode,
                                  uint32_t opidx) {
  if (opcode >= t->mcii->getNumOpcodes())
    return -1;
  const MCInstrDesc &d = t->mcii->get(opcode);
  if (opidx >= d.getNumOperands())
    return -1;
  const MCOperandInfo &oi = d.operands()[opidx];
#if RMCA_HAS_HWMODE_REGCLASS
  return t->mcii->getOpRegClassID(
      oi, t->sti->getHwMode(MCSubtargetInfo::HwMode_RegInfo));
#else
  return oi.RegClass;
#endif
}

int rmca_exe_has_feature(const rmca_target *t, const char *feature) {
  return t->sti->checkFeatures(std::string("+") + feature) ? 1 : 0;
}

void rmca_exe_tm_cpu(const rmca_exe *e, rmca_sink out) {
  put(out, e->tm->getTargetCPU());
}

int rmca_exe_assemble(rmca_exe *e, const rmca_exe_inst *setup,
                      uint32_t n_setup, uint32_t setup_complete,
                      const rmca_exe_inst *body, uint32_t n_body,
                      uint32_t repeat, uint32_t loop_mode,
                      const rmca_exe_inst *loop_tail, uint32_t n_loop_tail,
                      uint32_t loop_reg, const uint32_t *live_ins,
                      uint32_t n_live_ins, const uint32_t *set_up_regs,
                      uint32_t n_set_up_regs, rmca_sink object_out,
                      rmca_sink err) {
  std::string outText, errText, fatalText;
  int status = RMCA_OK;
  SmallString<0> buffer;
  captureBegin();
  CrashGuard guard;
  crashSignal = 0;
  if (sigsetjmp(crashJump, 1) != 0) {
    captureEnd(outText, errText);
    put(err, std::string("LLVM ERROR: the code generator crashed (signal ") +
                 std::to_string((int)crashSignal) + ")\n");
    return RMCA_FATAL;
  }
  try {
    TargetOptions opts;
    std::unique_ptr<TargetMachine> tm(e->t->target->createTargetMachine(
        RMCA_TRIPLE(e->t->triple), e->t->cpu, e->t->features, opts, Reloc::Model::Static));
    if (!tm)
      throw FatalError("cannot create target machine");
    FunctionHolder fh(*tm);
    MachineFunction &mf = *fh.mf;
    mf.ensureAlignment(Align(4096));
    auto &props = mf.getProperties();
    props.set(MachineFunctionProperties::Property::NoVRegs);
    props.reset(MachineFunctionProperties::Property::IsSSA);
    props.set(MachineFunctionProperties::Property::NoPHIs);
    for (uint32_t i = 0; i < n_live_ins; ++i)
      mf.getRegInfo().addLiveIn(live_ins[i]);
    const MCInstrInfo &mcii = *tm->getMCInstrInfo();
    MachineBasicBlock *entry = mf.CreateMachineBasicBlock();
    mf.push_back(entry);
    for (uint32_t i = 0; i < n_live_ins; ++i)
      entry->addLiveIn(live_ins[i]);
    for (uint32_t i = 0; i < n_setup; ++i)
      addInst(entry, mcii, setup[i], nullptr);
    if (!setup_complete)
      props.reset(MachineFunctionProperties::Property::TracksLiveness);
    bool retOk = true;
    if (!loop_mode) {
      for (uint32_t r = 0; r < repeat; ++r)
        for (uint32_t i = 0; i < n_body; ++i)
          addInst(entry, mcii, body[i], nullptr);
      retOk = addReturn(mf, entry);
    } else if (loop_mode == 2) {
      // A terminator in the snippet: the loop repetitor gives up and
      // returns right away.
      retOk = addReturn(mf, entry);
    } else {
      MachineBasicBlock *loop = mf.CreateMachineBasicBlock();
      mf.push_back(loop);
      MachineBasicBlock *exit = mf.CreateMachineBasicBlock();
      mf.push_back(exit);
      loop->setAlignment(
          mf.getSubtarget().getTargetLowering()->getPrefLoopAlignment());
      entry->addSuccessor(loop, BranchProbability::getOne());
      loop->addSuccessor(loop, BranchProbability::getOne());
      if (props.hasProperty(MachineFunctionProperties::Property::TracksLiveness)) {
        loop->addLiveIn(loop_reg);
        for (uint32_t i = 0; i < n_set_up_regs; ++i)
          loop->addLiveIn(set_up_regs[i]);
        for (const auto &li : entry->liveins())
          loop->addLiveIn(li);
      }
      for (uint32_t r = 0; r < repeat; ++r)
        for (uint32_t i = 0; i < n_body; ++i)
          addInst(loop, mcii, body[i], loop);
      for (uint32_t i = 0; i < n_loop_tail; ++i)
        addInst(loop, mcii, loop_tail[i], loop);
      loop->addSuccessor(exit, BranchProbability::getZero());
      retOk = addReturn(mf, exit);
    }
    if (!retOk)
      throw FatalError("no return opcode for this target");
    mf.getRegInfo().freezeReservedRegs();

    MCContext &mcctx = fh.mmiwp->getMMI().getContext();
    legacy::PassManager pm;
#if RMCA_HAS_MODULE_TRIPLE
    TargetLibraryInfoImpl tlii(fh.mod->getTargetTriple());
#else
    TargetLibraryInfoImpl tlii(Triple(fh.mod->getTargetTriple()));
#endif
    pm.add(new TargetLibraryInfoWrapperPass(tlii));
    TargetPassConfig *tpc =
        static_cast<CodeGenTargetMachineImpl *>(tm.get())->createPassConfig(pm);
    pm.add(tpc);
    pm.add(fh.owned.release());
    tpc->printAndVerify("MachineFunctionGenerator::assemble");
    // The target-specific passes llvm-exegesis adds: the x87 stackifier
    // and AArch64's pseudo expansion (MOVi64imm, RET_ReallyLR...).
    if (tm->getTargetTriple().isX86())
      addPassByName(pm, "x86-fp-stackifier", *tpc);
    if (tm->getTargetTriple().isAArch64())
      addPassByName(pm, "aarch64-expand-pseudo", *tpc);
    if (tm->getTargetTriple().isRISCV())
      rmcaAddRiscvPasses(pm);
    tpc->printAndVerify("After ExegesisTarget::addTargetSpecificPasses");
    for (const char *name : {RMCA_POST_RA_PSEUDOS_PASS_NAME, "machineverifier",
                             RMCA_PEI_PASS_NAME})
      if (!addPassByName(pm, name, *tpc))
        throw FatalError(std::string("Unable to add a mandatory pass: ") + name);
    tpc->setInitialized();
    raw_svector_ostream os(buffer);
    if (static_cast<CodeGenTargetMachineImpl *>(tm.get())->addAsmPrinter(pm, os, nullptr, CodeGenFileType::ObjectFile, mcctx))
      throw FatalError("Cannot add AsmPrinter passes");
    pm.run(*fh.mod);
  } catch (const FatalError &ex) {
    status = RMCA_FATAL;
    fatalText = std::string("LLVM ERROR: ") + ex.what() + "\n";
  }
  captureEnd(outText, errText);
  errText += fatalText;
  if (status != RMCA_OK) {
    put(err, outText + errText);
    return status;
  }
  put(object_out, StringRef(buffer.data(), buffer.size()));
  return RMCA_OK;
}

int rmca_exe_function_bytes(const char *obj, size_t len, rmca_sink out,
                            rmca_sink err) {
  std::unique_ptr<MemoryBuffer> buf =
      MemoryBuffer::getMemBufferCopy(StringRef(obj, len));
  auto objOrErr = object::ObjectFile::createObjectFile(buf->getMemBufferRef());
  if (!objOrErr) {
    put(err, toString(objOrErr.takeError()));
    return RMCA_ERR;
  }
  object::ObjectFile &o = **objOrErr;
  SmallVector<object::SymbolRef, 1> fns;
  for (auto &sym : o.symbols()) {
    auto ty = sym.getType();
    if (ty && *ty == object::SymbolRef::Type::ST_Function)
      fns.push_back(sym);
    else if (!ty)
      consumeError(ty.takeError());
  }
  if (fns.size() != 1) {
    put(err, std::string("Exactly one function expected"));
    return RMCA_ERR;
  }
  auto sec = fns.front().getSection();
  if (!sec || *sec == o.section_end()) {
    if (!sec)
      consumeError(sec.takeError());
    put(err, std::string("Section not found"));
    return RMCA_ERR;
  }
  auto addr = fns.front().getAddress();
  if (!addr || *addr != (*sec)->getAddress()) {
    if (!addr)
      consumeError(addr.takeError());
    put(err, std::string("Unexpected layout"));
    return RMCA_ERR;
  }
  auto contents = (*sec)->getContents();
  if (!contents) {
    put(err, toString(contents.takeError()));
    return RMCA_ERR;
  }
  put(out, *contents);
  return RMCA_OK;
}

} // extern "C"

extern "C" void rmca_exe_normalize_triple(const char *triple, rmca_sink out) {
  put(out, Triple::normalize(triple));
}

#include "llvm/MC/MCDisassembler/MCDisassembler.h"

extern "C" {

// Decodes `len` bytes and prints the instructions (default variant),
// separated by "; ", as llvm-exegesis's analysis prints a snippet.
void rmca_exe_disassemble(rmca_target *t, const uint8_t *bytes, size_t len,
                          rmca_sink out) {
  static std::once_flag once;
  std::call_once(once, [] {
#undef RMCA_EXE_TARGET
#define RMCA_EXE_TARGET(T) LLVMInitialize##T##Disassembler();
    RMCA_EXE_TARGETS
  });
  std::string text;
  try {
    std::unique_ptr<MCContext> ctx = newContext(t);
    std::unique_ptr<MCDisassembler> dis(
        t->target->createMCDisassembler(*t->sti, *ctx));
    MCInstPrinter *ip = t->printer(0);
    ArrayRef<uint8_t> rest(bytes, len);
    std::vector<std::string> lines;
    bool failed = !dis || !ip;
    raw_null_ostream comments; // not the shared nulls(): see disassemble.cpp
    while (!failed && !rest.empty()) {
      MCInst mi;
      uint64_t size = 0;
      // A soft failure (an encoding the architecture leaves undefined,
      // such as an unprivileged load whose base is its destination) still
      // decodes: llvm-exegesis takes any status but Fail.
      if (dis->getInstruction(mi, size, rest, 0, comments) ==
          MCDisassembler::Fail) {
        failed = true;
        break;
      }
      std::string s;
      raw_string_ostream os(s);
      ip->printInst(&mi, 0, "", *t->sti, os);
      os.flush();
      lines.push_back(StringRef(s).trim().str());
      rest = rest.drop_front(size);
    }
    for (size_t i = 0; i < lines.size(); ++i) {
      if (i)
        text += "; ";
      text += lines[i];
    }
    if (failed) {
      text += "; ";
      text += "[error decoding asm snippet]";
    }
  } catch (const FatalError &) {
  }
  put(out, text);
}

// The scheduling class of an instruction after variant resolution.
uint32_t rmca_exe_resolve_sched_class(const rmca_target *t,
                                      const rmca_exe_inst *in) {
  if (in->opcode >= t->mcii->getNumOpcodes())
    return 0;
  MCInst mi;
  mi.setOpcode(in->opcode);
  for (uint32_t i = 0; i < in->num_operands; ++i) {
    const rmca_exe_operand &op = in->operands[i];
    if (op.kind == 1)
      mi.addOperand(MCOperand::createReg(op.reg));
    else if (op.kind == 2)
      mi.addOperand(MCOperand::createImm(op.imm));
    else
      mi.addOperand(MCOperand());
  }
  unsigned id = t->mcii->get(in->opcode).getSchedClass();
  const MCSchedModel &sm = t->sti->getSchedModel();
  try {
    while (id && sm.getSchedClassDesc(id)->isVariant())
      id = t->sti->resolveVariantSchedClass(id, &mi, t->mcii.get(),
                                            sm.getProcessorID());
  } catch (const FatalError &) {
  }
  return id;
}

} // extern "C"

extern "C" void rmca_exe_sched_class_name(const rmca_target *t, uint32_t idx,
                                          rmca_sink out) {
  const MCSchedModel &sm = t->sti->getSchedModel();
  if (!sm.hasInstrSchedModel() || idx >= sm.NumSchedClasses)
    return;
#if !defined(NDEBUG) || defined(LLVM_ENABLE_DUMP)
#if RMCA_HAS_SCHED_CLASS_NAME_TABLE
  put(out, sm.getSchedClassName(idx));
#else
  put(out, StringRef(sm.getSchedClassDesc(idx)->Name));
#endif
#endif
}

// ---- RISC-V vector pseudos -------------------------------------------------
// The RISC-V code generator's own tables and passes, reached through their
// exported symbols (the headers declaring them are private to LLVM).
namespace llvm {
namespace RISCV {
unsigned getRVVMCOpcode(unsigned RVVPseudoOpcode);
struct RmcaMaskedRow;
const RmcaMaskedRow *getMaskedPseudoInfo(unsigned MaskedPseudo);
} // namespace RISCV
namespace RISCVVInversePseudosTable {
struct RmcaInverseRow;
#if RMCA_HAS_RVV_INVERSE_TABLE_ALT_KEY
const RmcaInverseRow *getBaseInfoImpl(unsigned BaseInstr, uint8_t VLMul,
                                      uint8_t SEW, uint8_t Alt);
#else
const RmcaInverseRow *getBaseInfo(unsigned BaseInstr, uint8_t VLMul,
                                  uint8_t SEW);
#endif
} // namespace RISCVVInversePseudosTable
namespace RISCVMatInt {
void generateMCInstSeq(int64_t Val, const MCSubtargetInfo &STI,
                       MCRegister DestReg, SmallVectorImpl<MCInst> &Insts);
} // namespace RISCVMatInt
FunctionPass *createRISCVInsertVSETVLIPass();
FunctionPass *createRISCVInsertReadWriteCSRPass();
FunctionPass *createRISCVInsertWriteVXRMPass();
#if RMCA_HAS_RISCV_EXPAND_PSEUDO_POSTRA
FunctionPass *createRISCVExpandPseudoPostRALegacyPass();
#else
FunctionPass *createRISCVPostRAExpandPseudoPass();
#endif
} // namespace llvm

extern "C" {

uint32_t rmca_exe_riscv_mc_opcode(uint32_t opcode) {
  return llvm::RISCV::getRVVMCOpcode(opcode);
}

// Rows start with two 16-bit opcodes: (pseudo, base) for the inverse
// table, (masked, unmasked) for the masked one.
int32_t rmca_exe_riscv_base_pseudo(uint32_t base, uint32_t lmul,
                                   uint32_t sew) {
#if RMCA_HAS_RVV_INVERSE_TABLE_ALT_KEY
  // The ordinary pseudos: those without the alternate flag.
  const void *row =
      llvm::RISCVVInversePseudosTable::getBaseInfoImpl(base, lmul, sew, 0);
#else
  const void *row =
      llvm::RISCVVInversePseudosTable::getBaseInfo(base, lmul, sew);
#endif
  if (!row)
    return -1;
  return static_cast<const uint16_t *>(row)[0];
}

int32_t rmca_exe_riscv_unmasked_of(uint32_t masked) {
  const void *row = llvm::RISCV::getMaskedPseudoInfo(masked);
  if (!row)
    return -1;
  return static_cast<const uint16_t *>(row)[1];
}

int rmca_exe_early_clobber(const rmca_target *t, uint32_t opcode,
                           uint32_t opidx) {
  if (opcode >= t->mcii->getNumOpcodes())
    return 0;
  const MCInstrDesc &d = t->mcii->get(opcode);
  if (opidx >= d.getNumOperands())
    return 0;
  return d.getOperandConstraint(opidx, MCOI::EARLY_CLOBBER) != -1;
}

uint32_t rmca_exe_riscv_matint(const rmca_target *t, uint32_t reg,
                               int64_t value, uint32_t *opcodes,
                               rmca_exe_operand *ops, uint32_t cap) {
  SmallVector<MCInst, 8> seq;
  llvm::RISCVMatInt::generateMCInstSeq(value, *t->sti, MCRegister(reg), seq);
  uint32_t n = 0;
  for (const MCInst &mi : seq) {
    if (n < cap) {
      opcodes[n] = mi.getOpcode();
      for (unsigned k = 0; k < 3; ++k) {
        rmca_exe_operand &o = ops[3 * n + k];
        o = rmca_exe_operand{0, 0, 0};
        if (k < mi.getNumOperands()) {
          const MCOperand &m = mi.getOperand(k);
          if (m.isReg())
            o = rmca_exe_operand{1, unsigned(m.getReg()), 0};
          else if (m.isImm())
            o = rmca_exe_operand{2, 0, m.getImm()};
        }
      }
    }
    ++n;
  }
  return n;
}

} // extern "C"

namespace {

const TargetRegisterClass *rvClassByName(const TargetRegisterInfo &tri,
                                         StringRef name) {
  for (unsigned i = 0, e = tri.getNumRegClasses(); i < e; ++i) {
    const TargetRegisterClass *rc = tri.getRegClass(i);
    if (tri.getRegClassName(rc) == name)
      return rc;
  }
  return nullptr;
}

// Before vsetvli insertion: an AVL held in a physical register becomes a
// virtual one (the insertion pass only tracks virtual AVLs).
struct RvAvlToVirtual : public MachineFunctionPass {
  static char ID;
  RvAvlToVirtual() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "rmca RISC-V AVL to vreg"; }
  void getAnalysisUsage(AnalysisUsage &au) const override {
    au.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(au);
  }
  bool runOnMachineFunction(MachineFunction &mf) override {
    const TargetSubtargetInfo &st = mf.getSubtarget();
    if (!st.checkFeatures("+zve32x"))
      return false;
    const TargetInstrInfo &tii = *st.getInstrInfo();
    const TargetRegisterClass *gpr =
        rvClassByName(*st.getRegisterInfo(), "GPR");
    MachineRegisterInfo &mri = mf.getRegInfo();
    bool changed = false;
    for (MachineBasicBlock &mbb : mf)
      for (MachineInstr &mi : mbb) {
        const MCInstrDesc &d = tii.get(mi.getOpcode());
        uint64_t ts = d.TSFlags;
        bool hasVL = (ts >> 13) & 1, hasPolicy = (ts >> 14) & 1;
        if (!hasVL)
          continue;
        unsigned idx = d.getNumOperands() - (hasPolicy ? 3 : 2);
        if (idx >= mi.getNumOperands())
          continue;
        MachineOperand &vl = mi.getOperand(idx);
        if (!vl.isReg() || vl.getReg().isVirtual() || !gpr)
          continue;
        Register nv = mri.createVirtualRegister(gpr);
        mri.replaceRegWith(vl.getReg(), nv);
        changed = true;
      }
    return changed;
  }
};
char RvAvlToVirtual::ID = 0;

// After vsetvli insertion: the virtual registers the inserted vsetvli and
// FRM writes define get a caller-saved GPR nothing else in the function
// touches (t0 when there is none).
struct RvAssignVirtual : public MachineFunctionPass {
  static char ID;
  RvAssignVirtual() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "rmca RISC-V vreg assignment";
  }
  void getAnalysisUsage(AnalysisUsage &au) const override {
    au.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(au);
  }
  Register pick(const MachineFunction &mf, const MachineRegisterInfo &mri) {
    const TargetRegisterInfo &tri = *mri.getTargetRegisterInfo();
    if (const TargetRegisterClass *tc = rvClassByName(tri, "GPRTC")) {
      BitVector cands = tri.getAllocatableSet(mf, tc);
      for (unsigned r : cands.set_bits())
        if (mri.reg_empty(Register(r)))
          return Register(r);
    }
    for (unsigned r = 1; r < tri.getNumRegs(); ++r)
      if (StringRef(tri.getName(r)) == "X5")
        return Register(r);
    return Register();
  }
  bool runOnMachineFunction(MachineFunction &mf) override {
    const TargetInstrInfo &tii = *mf.getSubtarget().getInstrInfo();
    MachineRegisterInfo &mri = mf.getRegInfo();
    bool changed = false;
    for (MachineBasicBlock &mbb : mf)
      for (MachineInstr &mi : mbb) {
        StringRef n = tii.getName(mi.getOpcode());
        unsigned upto = 0;
        if (n == "VSETVLI" || n == "VSETVL" || n == "PseudoVSETVLI" ||
            n == "PseudoVSETVLIX0")
          upto = 2;
        else if (n == "SwapFRMImm" || n == "WriteFRM")
          upto = 1;
        for (unsigned i = 0; i < upto && i < mi.getNumOperands(); ++i) {
          MachineOperand &mo = mi.getOperand(i);
          if (mo.isReg() && mo.getReg().isVirtual()) {
            mri.replaceRegWith(mo.getReg(), pick(mf, mri));
            changed = true;
          }
        }
      }
    if (changed)
      mri.clearVirtRegs();
    return changed;
  }
};
char RvAssignVirtual::ID = 0;

} // namespace

void rmcaAddRiscvPasses(legacy::PassManagerBase &pm) {
  pm.add(new RvAvlToVirtual());
  pm.add(llvm::createRISCVInsertVSETVLIPass());
  pm.add(llvm::createRISCVInsertReadWriteCSRPass());
  pm.add(llvm::createRISCVInsertWriteVXRMPass());
  pm.add(new RvAssignVirtual());
#if RMCA_HAS_RISCV_EXPAND_PSEUDO_POSTRA
  pm.add(llvm::createRISCVExpandPseudoPostRALegacyPass());
#else
  pm.add(llvm::createRISCVPostRAExpandPseudoPass());
#endif
}

#include "llvm/MC/MCCodeEmitter.h"

extern "C" {

// Whether each opcode looks available on the subtarget: an instance with
// plain operands (first register of each class, small immediates) is
// encoded and must decode back to the same opcode. Pseudos and opcodes
// without an encoding get 2 ("unknown"); `out` has one byte per opcode.
void rmca_exe_decodable_opcodes(rmca_target *t, uint8_t *out, uint32_t n) {
#undef RMCA_EXE_TARGET
#define RMCA_EXE_TARGET(T) LLVMInitialize##T##Disassembler();
  static std::once_flag once;
  std::call_once(once, [] { RMCA_EXE_TARGETS });
  for (uint32_t i = 0; i < n; ++i)
    out[i] = 2;
  std::unique_ptr<MCContext> ctx = newContext(t);
  std::unique_ptr<MCCodeEmitter> ce(
      t->target->createMCCodeEmitter(*t->mcii, *ctx));
  std::unique_ptr<MCDisassembler> dis(
      t->target->createMCDisassembler(*t->sti, *ctx));
  if (!ce || !dis)
    return;
  CrashGuard guard;
  for (uint32_t op = 0; op < n && op < t->mcii->getNumOpcodes(); ++op) {
    const MCInstrDesc &d = t->mcii->get(op);
    if (d.isPseudo() || d.getSize() == 0)
      continue;
    out[op] = 0;
    for (int64_t imm : {0, 1, 4, 16, 32, 64, -1}) {
      MCInst mi;
      mi.setOpcode(op);
      bool ok = true;
      for (unsigned k = 0; k < d.getNumOperands(); ++k) {
        int rc = rmca_exe_operand_regclass(t, op, k);
        if (rc >= 0) {
          const MCRegisterClass &c = t->mri->getRegClass(rc);
          if (c.getNumRegs() == 0) {
            ok = false;
            break;
          }
          // Avoid the zero register where the class starts with it.
          unsigned pick = c.getNumRegs() > 1 ? 1 : 0;
          mi.addOperand(MCOperand::createReg(c.getRegister(pick)));
        } else {
          mi.addOperand(MCOperand::createImm(imm));
        }
      }
      if (!ok)
        break;
      SmallVector<char, 16> code;
      SmallVector<MCFixup, 4> fixups;
      crashSignal = 0;
      if (sigsetjmp(crashJump, 1) != 0)
        break;
      try {
        ce->encodeInstruction(mi, code, fixups, *t->sti);
      } catch (...) {
        break;
      }
      if (code.empty())
        break;
      MCInst back;
      uint64_t size = 0;
      ArrayRef<uint8_t> bytes(reinterpret_cast<const uint8_t *>(code.data()),
                              code.size());
      raw_null_ostream comments; // not the shared nulls(): see disassemble.cpp
      if (dis->getInstruction(back, size, bytes, 0, comments) ==
              MCDisassembler::Success &&
          back.getOpcode() == op) {
        out[op] = 1;
        break;
      }
    }
  }
}

} // extern "C"

#include "llvm/Support/Regex.h"

extern "C" int rmca_exe_regex_match(const char *pattern, const char *text) {
  Regex re(pattern);
  return re.match(text) ? 1 : 0;
}
