// The target's instrument manager: which LLVM-MCA-<KIND> comments it accepts
// and which sched class an instruction gets under active instruments. Only
// LLVM knows the RISC-V vector pseudo tables this needs; nothing here
// simulates.
#include "internal.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/MCA/CustomBehaviour.h"

using namespace llvm;
using namespace rmca_shim;

static uint32_t keep(rmca_parsed *p, mca::UniqueInstrument i) {
  if (!i)
    return 0;
  p->instruments.push_back(std::move(i));
  return p->instruments.size();
}

static mca::Instrument *byId(const rmca_parsed *p, uint32_t id) {
  if (id == 0 || id > p->instruments.size())
    return nullptr;
  return p->instruments[id - 1].get();
}

// The generic manager: LLVM 22 gives it instruments of its own
// (LLVM-MCA-LATENCY) unless disabled; older ones ignore all instruments.
static std::unique_ptr<mca::InstrumentManager>
genericManager(const rmca_target *t, bool enable) {
#if RMCA_HAS_LATENCY_INSTRUMENT
  return std::make_unique<mca::InstrumentManager>(*t->sti, *t->mcii, enable);
#else
  (void)enable;
  return std::make_unique<mca::InstrumentManager>(*t->sti, *t->mcii);
#endif
}

extern "C" {

void rmca_im_init(rmca_parsed *p, uint32_t enable) {
  const rmca_target *t = p->target;
  p->im.reset();
  p->instruments.clear();
  try {
    if (enable)
      p->im.reset(t->target->createInstrumentManager(*t->sti, *t->mcii));
    if (!p->im)
      p->im = genericManager(t, enable != 0);
  } catch (const std::exception &) {
    p->im = genericManager(t, false);
  }
}

uint32_t rmca_im_ignores(const rmca_parsed *p) {
  return !p->im || p->im->shouldIgnoreInstruments();
}

uint32_t rmca_im_supports(const rmca_parsed *p, const char *kind) {
  return p->im && p->im->supportsInstrumentType(kind);
}

uint32_t rmca_im_create(rmca_parsed *p, const char *kind, const char *data) {
  if (!p->im)
    return 0;
  try {
    p->instrument_text.emplace_back(kind);
    StringRef k = p->instrument_text.back();
    p->instrument_text.emplace_back(data);
    StringRef d = p->instrument_text.back();
    return keep(p, p->im->createInstrument(k, d));
  } catch (const std::exception &) {
    return 0;
  }
}

uint32_t rmca_im_from_inst(rmca_parsed *p, uint32_t idx, uint32_t *out,
                           uint32_t cap) {
  if (!p->im || idx >= p->insts.size())
    return 0;
  uint32_t n = 0;
  try {
    for (mca::UniqueInstrument &i : p->im->createInstruments(p->insts[idx])) {
      uint32_t id = keep(p, std::move(i));
      if (!id)
        continue;
      if (n < cap)
        out[n] = id;
      ++n;
    }
  } catch (const std::exception &) {
  }
  return n;
}

void rmca_im_kind(const rmca_parsed *p, uint32_t id, rmca_sink out) {
  if (mca::Instrument *i = byId(p, id))
    put(out, i->getDesc());
}

void rmca_im_data(const rmca_parsed *p, uint32_t id, rmca_sink out) {
  if (mca::Instrument *i = byId(p, id))
    put(out, i->getData());
}

// RISC-V's manager works out the EMUL of vector loads and stores from the
// LMUL and SEW instruments with integer divisions, and llvm-mca-22 dies of
// SIGFPE when one divides by zero: SEW missing (unit-stride, strided and
// indexed accesses), or an element width so small against SEW/LMUL that the
// fixed-point EMUL rounds to zero (unit-stride and strided). The same
// arithmetic is checked here first so that the call is never made.
enum class RiscvEmul { Fine, NoSew, Fault };

static RiscvEmul riscvEmulCheck(const MCInstrInfo &mcii, unsigned opcode,
                                const SmallVectorImpl<mca::Instrument *> &v) {
  StringRef lmul, sew; // the last of each kind wins, as in the manager
  for (mca::Instrument *i : v) {
    if (i->getDesc() == "RISCV-LMUL")
      lmul = i->getData();
    else if (i->getDesc() == "RISCV-SEW")
      sew = i->getData();
  }
  if (lmul.empty())
    return RiscvEmul::Fine; // no LMUL: the manager keeps the default class
  unsigned sewBits = StringSwitch<unsigned>(sew)
                         .Case("E8", 8).Case("E16", 16).Case("E32", 32)
                         .Case("E64", 64).Default(0);
  // LMUL as a fixed-point number with three fractional bits.
  unsigned lmulFixed = StringSwitch<unsigned>(lmul)
                           .Case("MF8", 1).Case("MF4", 2).Case("MF2", 4)
                           .Case("M1", 8).Case("M2", 16).Case("M4", 32)
                           .Case("M8", 64).Default(8);
  auto width = [](StringRef rest) -> unsigned {
    return StringSwitch<unsigned>(rest)
        .Case("8_V", 8).Case("16_V", 16).Case("32_V", 32).Case("64_V", 64)
        .Default(0);
  };
  StringRef name = mcii.getName(opcode);
  unsigned eew = 0;
  if (name == "VLM_V" || name == "VSM_V")
    eew = 8;
  for (StringRef prefix : {"VLE", "VSE", "VLSE", "VSSE"})
    if (!eew && name.starts_with(prefix))
      eew = width(name.drop_front(prefix.size()));
  if (eew) {
    if (sewBits == 0)
      return RiscvEmul::NoSew;
    unsigned ratio = sewBits * 8 / lmulFixed;
    return eew * 8 / ratio == 0 ? RiscvEmul::Fault : RiscvEmul::Fine;
  }
  // Indexed (and segmented indexed) accesses divide by SEW only. Names look
  // like VLUXEI8_V or VSOXSEG3EI32_V.
  if (name.size() < 4 || name[0] != 'V' || (name[1] != 'L' && name[1] != 'S') ||
      (name[2] != 'U' && name[2] != 'O') || name[3] != 'X')
    return RiscvEmul::Fine;
  StringRef rest = name.drop_front(4);
  if (rest.consume_front("SEG")) {
    if (rest.empty() || rest[0] < '2' || rest[0] > '8')
      return RiscvEmul::Fine;
    rest = rest.drop_front(1);
  }
  return rest.consume_front("EI") && width(rest) && sewBits == 0
             ? RiscvEmul::NoSew
             : RiscvEmul::Fine;
}

uint32_t rmca_im_sched_class(const rmca_parsed *p, uint32_t idx,
                             const uint32_t *ids, uint32_t n,
                             uint32_t sew_fallback) {
  const rmca_target *t = p->target;
  if (idx >= p->insts.size())
    return 0;
  const MCInst &mci = p->insts[idx];
  if (!p->im)
    return t->mcii->get(mci.getOpcode()).getSchedClass();
  SmallVector<mca::Instrument *> vec;
  for (uint32_t k = 0; k < n; ++k)
    if (mca::Instrument *i = byId(p, ids[k]))
      vec.push_back(i);
  switch (riscvEmulCheck(*t->mcii, mci.getOpcode(), vec)) {
  case RiscvEmul::Fine:
    break;
  case RiscvEmul::NoSew:
    // LLVM >= 23 keeps the base class here (llvm-project #207986), which
    // is answered without asking an older manager, which would fault.
    if (sew_fallback)
      return t->mcii->get(mci.getOpcode()).getSchedClass();
    return RMCA_SCHED_CLASS_UNRESOLVED;
  case RiscvEmul::Fault:
    return RMCA_SCHED_CLASS_UNRESOLVED;
  }
  try {
    return p->im->getSchedClassID(*t->mcii, mci, vec);
  } catch (const std::exception &) {
    return t->mcii->get(mci.getOpcode()).getSchedClass();
  }
}

uint32_t rmca_im_latency(const rmca_parsed *p, uint32_t id, uint32_t *value) {
#if !RMCA_HAS_LATENCY_INSTRUMENT
  (void)p;
  (void)id;
  (void)value;
  return 0;
#else
  mca::Instrument *i = byId(p, id);
  if (!i || i->getDesc() != mca::LatencyInstrument::DESC_NAME)
    return 0;
  auto *li = static_cast<mca::LatencyInstrument *>(i);
  if (!li->hasValue())
    return 0;
  *value = li->getLatency();
  return 1;
#endif
}

} // extern "C"
