// Target lookup and the MC objects every later query uses.
#include "internal.h"

#include "llvm/MC/MCTargetOptions.h"
#if RMCA_HAS_AMDGPU_TARGET_PARSER_HEADER
#include "llvm/TargetParser/AMDGPUTargetParser.h"
#else
#include "llvm/TargetParser/TargetParser.h"
#endif

#include <map>
#include <mutex>

using namespace llvm;
using namespace rmca_shim;

std::unique_ptr<MCInstPrinter> rmca_target::newPrinter(unsigned variant) const {
  return std::unique_ptr<MCInstPrinter>(
      target->createMCInstPrinter(triple, variant, *mai, *mcii, *mri));
}

std::unique_ptr<MCContext> rmca_shim::newContext(const rmca_target *t,
                                                 const SourceMgr *srcMgr) {
#if RMCA_HAS_CONTEXT_FROM_REFERENCES
  return std::make_unique<MCContext>(t->triple, *t->mai, *t->mri, *t->sti,
                                     srcMgr);
#else
  return std::make_unique<MCContext>(t->triple, t->mai.get(), t->mri.get(),
                                     t->sti.get(), srcMgr);
#endif
}

MCInstPrinter *rmca_target::printer(unsigned variant) {
  std::lock_guard<std::mutex> hold(printersLock);
  auto it = printers.find(variant);
  if (it != printers.end())
    return it->second.get();
  return (printers[variant] = newPrinter(variant)).get();
}

MCInstPrinter *rmca_parsed::printer(unsigned variant) const {
  auto it = printers.find(variant);
  if (it != printers.end())
    return it->second.get();
  return (printers[variant] = target->newPrinter(variant)).get();
}

// Whether LLVM stays silent while it makes the subtarget for t's CPU and
// features. It prints to stderr only for what it ignores or explains: an
// unknown CPU or feature, or "help". Telling those apart beforehand lets the
// common case skip capturing fds 1 and 2, which belong to the whole process
// (a capture also takes whatever another thread prints meanwhile). The
// tables come from a subtarget made once per target and triple, with no CPU
// and no features, and kept for the process's life. Anything doubtful
// answers false: the caller then captures.
static bool subtargetIsQuiet(const rmca_target *t) {
  static std::mutex lock;
  static std::map<std::pair<const Target *, std::string>,
                  std::unique_ptr<MCSubtargetInfo>>
      probes;
  std::lock_guard<std::mutex> hold(lock);
  auto &probe = probes[{t->target, t->triple.str()}];
  if (!probe) {
    try {
      probe.reset(t->target->createMCSubtargetInfo(RMCA_TRIPLE(t->triple), "", ""));
    } catch (const std::exception &) {
    }
    if (!probe)
      return false;
  }
  if (!t->cpu.empty() && !probe->isCPUStringValid(t->cpu))
    return false;
  ArrayRef<SubtargetFeatureKV> known = probe->getAllProcessorFeatures();
  StringRef rest(t->features);
  while (!rest.empty()) {
    auto [token, tail] = rest.split(',');
    rest = tail;
    if (token.empty())
      continue;
    if (token.front() == '+' || token.front() == '-')
      token = token.drop_front();
    std::string key = token.lower();
    if (llvm::none_of(known, [&](const SubtargetFeatureKV &kv) { return key == featureKey(kv); }))
      return false;
  }
  return true;
}

extern "C" {

rmca_target *rmca_target_lookup(const char *tripleStr, const char *march,
                                rmca_sink err) {
  rmca_init();
  auto t = std::make_unique<rmca_target>();
  t->triple = Triple(tripleStr);
  std::string error;
  t->target = TargetRegistry::lookupTarget(march, t->triple, error);
  if (!t->target) {
    put(err, error);
    return nullptr;
  }
  return t.release();
}

void rmca_target_free(rmca_target *t) { delete t; }

void rmca_target_triple(const rmca_target *t, rmca_sink out) {
  put(out, t->triple.str());
}

void rmca_target_triple_normalized(const rmca_target *t, rmca_sink out) {
  put(out, t->triple.normalize());
}

int rmca_target_check_backend(rmca_target *t, rmca_sink err) {
  try {
    std::unique_ptr<MCAsmBackend> mab(
        t->target->createMCAsmBackend(*t->sti, *t->mri, t->mcOptions));
  } catch (const std::exception &e) {
    put(err, std::string(e.what()));
    return RMCA_FATAL;
  }
  return RMCA_OK;
}

uint32_t rmca_target_check_features(const rmca_target *t, const char *features) {
  return t->sti && t->sti->checkFeatures(features);
}

void rmca_amdgpu_isa_version(const rmca_target *t, uint32_t *out3) {
  out3[0] = out3[1] = out3[2] = 0;
  if (!t->sti || !t->triple.isAMDGPU())
    return;
  AMDGPU::IsaVersion v = AMDGPU::getIsaVersion(t->sti->getCPU());
  out3[0] = v.Major;
  out3[1] = v.Minor;
  out3[2] = v.Stepping;
}

void rmca_target_cpu(const rmca_target *t, rmca_sink out) {
  if (t->sti)
    put(out, t->sti->getCPU());
}

void rmca_target_name(const rmca_target *t, rmca_sink out) {
  put(out, StringRef(t->target->getName()));
}

int rmca_target_init(rmca_target *t, const char *cpu, const char *features,
                     rmca_sink diag, rmca_sink out, rmca_sink err) {
  t->cpu = cpu;
  t->features = features;
  std::string outText, errText, fatalText;
  int status = RMCA_OK;
  bool capture = !subtargetIsQuiet(t);
  if (capture)
    captureBegin();
  try {
    t->sti.reset(t->target->createMCSubtargetInfo(RMCA_TRIPLE(t->triple),
                                                  t->cpu, t->features));
    t->mri.reset(t->target->createMCRegInfo(RMCA_TRIPLE(t->triple)));
    t->mcOptions.PreserveAsmComments = false;
    if (t->mri)
      t->mai.reset(t->target->createMCAsmInfo(*t->mri, RMCA_TRIPLE(t->triple),
                                              t->mcOptions));
    t->mcii.reset(t->target->createMCInstrInfo());
    if (t->mcii)
      t->mcia.reset(t->target->createMCInstrAnalysis(t->mcii.get()));
  } catch (const std::exception &e) {
    status = RMCA_FATAL;
    fatalText = std::string("LLVM ERROR: ") + e.what() + "\n";
  }
  if (capture)
    captureEnd(outText, errText);
  // What LLVM printed comes first, then the fatal error that stopped it.
  put(diag, errText + fatalText);
  put(out, outText);
  if (status != RMCA_OK)
    return status;
  // llvm-mca 22's words when the target refuses the CPU (Hexagon does).
  if (!t->sti) {
    put(err, StringRef("unable to create subtarget info"));
    return RMCA_ERR;
  }
  if (!t->mri || !t->mai || !t->mcii) {
    put(err, std::string("unable to create the MC layer for target triple '") +
                 t->triple.str() + "'");
    return RMCA_ERR;
  }
  return RMCA_OK;
}

void rmca_target_get_info(const rmca_target *t, rmca_target_info *out) {
  *out = rmca_target_info{};
  if (!t->sti)
    return;
  out->cpu_valid = t->sti->isCPUStringValid(t->cpu);
  const MCSchedModel &sm = t->sti->getSchedModel();
  out->has_instr_sched_model = sm.hasInstrSchedModel();
  out->has_itineraries = sm.InstrItineraries != nullptr;
  out->num_opcodes = t->mcii ? t->mcii->getNumOpcodes() : 0;
  out->num_regs = t->mri ? t->mri->getNumRegs() : 0;
  out->num_reg_classes = t->mri ? t->mri->getNumRegClasses() : 0;
  out->has_instr_printer = 1;
}

int rmca_has_printer(const rmca_target *t, uint32_t variant) {
  return t->newPrinter(variant) != nullptr;
}

} // extern "C"
