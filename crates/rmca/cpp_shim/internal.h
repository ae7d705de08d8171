// Private to the shim: the C++ objects behind the opaque handles of shim.h.
#ifndef RMCA_SHIM_INTERNAL_H
#define RMCA_SHIM_INTERNAL_H

#include "shim.h"

#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/MCA/CustomBehaviour.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include "version.h"

// LLVM 21 moved most factory functions from triple strings to Triple.
#if RMCA_HAS_TRIPLE_FACTORIES
#define RMCA_TRIPLE(t) (t)
#else
#define RMCA_TRIPLE(t) ((t).str())
#endif

#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

namespace rmca_shim {

// Thrown by the fatal-error handler; caught at every entry point that can
// reach LLVM code able to report a fatal error.
// Entry points catch std::exception, which covers this and the standard
// library's own exceptions: nothing may unwind into Rust.
struct FatalError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void installFatalHandler();
void put(rmca_sink s, const std::string &text);
void put(rmca_sink s, llvm::StringRef text);

// Between these two calls file descriptors 1 and 2 go into temporary files,
// so that whatever LLVM prints there is returned instead of printed.
void captureBegin();
// The process's stderr, wherever fd 2 points during a capture.
int realStderr();
void captureEnd(std::string &outText, std::string &errText);

// An MC context over t's asm info, register info and subtarget (with
// `srcMgr` for diagnostics, when given). t must be initialised.
std::unique_ptr<llvm::MCContext> newContext(const rmca_target *t,
                                            const llvm::SourceMgr *srcMgr = nullptr);

// The name of a subtarget feature in LLVM's tables.
inline const char *featureKey(const llvm::SubtargetFeatureKV &kv) {
#if RMCA_HAS_FEATURE_KEY_ACCESSOR
  return kv.key();
#else
  return kv.Key;
#endif
}

} // namespace rmca_shim

// The target and its MC objects. Immutable once rmca_target_init returns,
// so that any number of threads may query and parse with it at once; all
// per-input state (printers, instrument manager, contexts) lives in
// rmca_parsed.
struct rmca_target {
  llvm::Triple triple;
  const llvm::Target *target = nullptr;
  std::string cpu;
  std::string features;
  // llvm-mca's MC options (asm comments not kept), given to the asm info,
  // the assembler backends and the asm parsers. Declared before the objects
  // made with it: from LLVM 23 the asm info keeps a reference to it.
  llvm::MCTargetOptions mcOptions;
  std::unique_ptr<llvm::MCSubtargetInfo> sti;
  std::unique_ptr<llvm::MCRegisterInfo> mri;
  std::unique_ptr<llvm::MCAsmInfo> mai;
  std::unique_ptr<llvm::MCInstrInfo> mcii;
  std::unique_ptr<llvm::MCInstrAnalysis> mcia;
  // A fresh printer for `variant` (null when the target has none).
  std::unique_ptr<llvm::MCInstPrinter> newPrinter(unsigned variant) const;
  // Printers by asm variant for rmca-exegesis, made on first use under a
  // lock (the llvm-mca side uses its parse's own printers).
  llvm::MCInstPrinter *printer(unsigned variant);
  std::map<unsigned, std::unique_ptr<llvm::MCInstPrinter>> printers;
  std::mutex printersLock;
};

// One input: its source, context, instructions and the parse log, plus the
// objects that carry per-input state (printers, instrument manager).
struct rmca_parsed {
  const rmca_target *target = nullptr;
  llvm::SourceMgr srcMgr;
  std::unique_ptr<llvm::MCContext> ctx;
  std::unique_ptr<llvm::MCObjectFileInfo> mofi;
  std::vector<llvm::MCInst> insts;
  std::vector<rmca_event> events;
  std::vector<std::string> texts; // per event: comment text or diagnostic
  // What MCContext reported during the parse (told after the parse log, as
  // llvm-mca's stderr has it).
  std::string contextDiags;
  mutable std::unique_ptr<llvm::MCCodeEmitter> emitter;
  mutable std::unique_ptr<llvm::MCAsmBackend> backend;
  // Printers by asm variant, made on first use.
  mutable std::map<unsigned, std::unique_ptr<llvm::MCInstPrinter>> printers;
  llvm::MCInstPrinter *printer(unsigned variant) const;
  // Created by rmca_im_init; instruments it made, id = index + 1.
  std::unique_ptr<llvm::mca::InstrumentManager> im;
  std::vector<std::unique_ptr<llvm::mca::Instrument>> instruments;
  // Instruments keep StringRefs to their kind and data: the text must
  // outlive them, at stable addresses.
  std::deque<std::string> instrument_text;
};

#endif
