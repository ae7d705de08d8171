// The target's instrument manager: which LLVM-MCA-<KIND> comments it accepts
// and which sched class an instruction gets under active instruments. Only
// LLVM knows the RISC-V vector pseudo tables this needs; nothing here
// simulates.
#include "internal.h"

#include "llvm/MCA/CustomBehaviour.h"

using namespace llvm;
using namespace rmca_shim;

static uint32_t keep(rmca_target *t, mca::UniqueInstrument i) {
  if (!i)
    return 0;
  t->instruments.push_back(std::move(i));
  return t->instruments.size();
}

static mca::Instrument *byId(const rmca_target *t, uint32_t id) {
  if (id == 0 || id > t->instruments.size())
    return nullptr;
  return t->instruments[id - 1].get();
}

// The generic manager: LLVM 22 gives it instruments of its own
// (LLVM-MCA-LATENCY) unless disabled; older ones ignore all instruments.
static std::unique_ptr<mca::InstrumentManager> genericManager(rmca_target *t,
                                                              bool enable) {
#if LLVM_VERSION_MAJOR >= 22
  return std::make_unique<mca::InstrumentManager>(*t->sti, *t->mcii, enable);
#else
  (void)enable;
  return std::make_unique<mca::InstrumentManager>(*t->sti, *t->mcii);
#endif
}

extern "C" {

void rmca_im_init(rmca_target *t, uint32_t enable) {
  t->im.reset();
  try {
    if (enable)
      t->im.reset(t->target->createInstrumentManager(*t->sti, *t->mcii));
    if (!t->im)
      t->im = genericManager(t, enable != 0);
  } catch (const std::exception &) {
    t->im = genericManager(t, false);
  }
}

uint32_t rmca_im_ignores(const rmca_target *t) {
  return !t->im || t->im->shouldIgnoreInstruments();
}

uint32_t rmca_im_supports(const rmca_target *t, const char *kind) {
  return t->im && t->im->supportsInstrumentType(kind);
}

uint32_t rmca_im_create(rmca_target *t, const char *kind, const char *data) {
  if (!t->im)
    return 0;
  try {
    t->instrument_text.emplace_back(kind);
    StringRef k = t->instrument_text.back();
    t->instrument_text.emplace_back(data);
    StringRef d = t->instrument_text.back();
    return keep(t, t->im->createInstrument(k, d));
  } catch (const std::exception &) {
    return 0;
  }
}

uint32_t rmca_im_from_inst(const rmca_parsed *p, uint32_t idx, uint32_t *out,
                           uint32_t cap) {
  rmca_target *t = p->target;
  if (!t->im || idx >= p->insts.size())
    return 0;
  uint32_t n = 0;
  try {
    for (mca::UniqueInstrument &i : t->im->createInstruments(p->insts[idx])) {
      uint32_t id = keep(t, std::move(i));
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

void rmca_im_kind(const rmca_target *t, uint32_t id, rmca_sink out) {
  if (mca::Instrument *i = byId(t, id))
    put(out, i->getDesc());
}

void rmca_im_data(const rmca_target *t, uint32_t id, rmca_sink out) {
  if (mca::Instrument *i = byId(t, id))
    put(out, i->getData());
}

uint32_t rmca_im_sched_class(const rmca_parsed *p, uint32_t idx,
                             const uint32_t *ids, uint32_t n) {
  rmca_target *t = p->target;
  if (idx >= p->insts.size())
    return 0;
  const MCInst &mci = p->insts[idx];
  if (!t->im)
    return t->mcii->get(mci.getOpcode()).getSchedClass();
  SmallVector<mca::Instrument *> vec;
  for (uint32_t k = 0; k < n; ++k)
    if (mca::Instrument *i = byId(t, ids[k]))
      vec.push_back(i);
  try {
    return t->im->getSchedClassID(*t->mcii, mci, vec);
  } catch (const std::exception &) {
    return t->mcii->get(mci.getOpcode()).getSchedClass();
  }
}

uint32_t rmca_im_latency(const rmca_target *t, uint32_t id, uint32_t *value) {
#if LLVM_VERSION_MAJOR < 22
  (void)t;
  (void)id;
  (void)value;
  return 0;
#else
  mca::Instrument *i = byId(t, id);
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
