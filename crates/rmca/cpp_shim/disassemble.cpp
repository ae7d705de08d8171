// Machine code in, MCInsts out: a block given as raw bytes (BHive's hex,
// uiCA's -raw) becomes an rmca_parsed like a parsed assembly text, with one
// instruction event per decoded instruction and no source locations.
#include "internal.h"

#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;
using namespace rmca_shim;

extern "C" {

rmca_parsed *rmca_disassemble(const rmca_target *t, const uint8_t *bytes,
                              size_t len, rmca_parse_result *out,
                              rmca_sink err) {
  *out = rmca_parse_result{};
  auto p = std::make_unique<rmca_parsed>();
  p->target = t;
  // An empty source, so that a message about the block has a buffer.
  p->srcMgr.AddNewSourceBuffer(MemoryBuffer::getMemBuffer("", "<bytes>"),
                               SMLoc());
  try {
    p->ctx = newContext(t, &p->srcMgr);
    p->mofi.reset(t->target->createMCObjectFileInfo(*p->ctx, /*PIC=*/false));
    p->ctx->setObjectFileInfo(p->mofi.get());
    std::unique_ptr<MCDisassembler> dis(
        t->target->createMCDisassembler(*t->sti, *p->ctx));
    if (!dis) {
      put(err, "no disassembler for target triple '" + t->triple.str() + "'");
      return nullptr;
    }
    ArrayRef<uint8_t> data(bytes, len);
    // The disassembler's comments go to a stream of this call's own: the
    // process-wide nulls() is not safe to write from several threads.
    raw_null_ostream comments;
    uint64_t offset = 0;
    while (offset < len) {
      MCInst inst;
      uint64_t size = 0;
      MCDisassembler::DecodeStatus st =
          dis->getInstruction(inst, size, data.slice(offset), offset, comments);
      // SoftFail decodes to an instruction whose encoding is unpredictable
      // in some field; it is still that instruction, as llvm-mc keeps it.
      if (st == MCDisassembler::Fail || size == 0) {
        put(err, "invalid instruction encoding at byte offset " +
                     std::to_string(offset));
        return nullptr;
      }
      rmca_event ev{};
      ev.kind = RMCA_EV_INST;
      ev.index = p->insts.size();
      p->insts.push_back(inst);
      p->events.push_back(ev);
      p->texts.emplace_back();
      offset += size;
    }
  } catch (const std::exception &e) {
    put(err, std::string("LLVM ERROR: ") + e.what());
    return nullptr;
  }
  out->num_events = p->events.size();
  out->num_insts = p->insts.size();
  return p.release();
}

} // extern "C"
