// Parses a whole input as llvm-mca does and records, in order, every
// instruction emitted, every comment lexed and every diagnostic printed.
// Region and instrument logic lives in Rust and replays this log.
#include "internal.h"

#include "llvm/MC/MCParser/MCAsmParser.h"
// LLVM 21 merged MCAsmLexer into AsmLexer (and moved AsmCommentConsumer).
#if RMCA_HAS_MERGED_ASMLEXER
#include "llvm/MC/MCParser/AsmLexer.h"
#else
#include "llvm/MC/MCParser/MCAsmLexer.h"
#endif
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/Support/FormattedStream.h"
#include "llvm/Support/MemoryBuffer.h"

#include <csetjmp>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <unistd.h>

using namespace llvm;
using namespace rmca_shim;

namespace {

uint64_t locKey(SMLoc loc) {
  return reinterpret_cast<uint64_t>(loc.getPointer());
}

void record(rmca_parsed *p, uint32_t kind, uint32_t index, uint64_t loc,
            bool isError, std::string text) {
  rmca_event ev{};
  ev.kind = kind;
  ev.index = index;
  ev.loc = loc;
  ev.is_error = isError;
  p->events.push_back(ev);
  p->texts.push_back(std::move(text));
}

// Takes only instruction emission; everything else a streamer could do is
// irrelevant to the analysis.
class RecordingStreamer : public MCStreamer {
  rmca_parsed *P;

public:
  RecordingStreamer(MCContext &ctx, rmca_parsed *p) : MCStreamer(ctx), P(p) {}

  void emitInstruction(const MCInst &inst, const MCSubtargetInfo &) override {
    uint32_t idx = P->insts.size();
    P->insts.push_back(inst);
    record(P, RMCA_EV_INST, idx, locKey(inst.getLoc()), false, "");
  }
  bool emitSymbolAttribute(MCSymbol *, MCSymbolAttr) override { return true; }
  void emitCommonSymbol(MCSymbol *, uint64_t, Align) override {}
  void emitZerofill(MCSection *, MCSymbol *, uint64_t, Align,
                    SMLoc) override {}
  void beginCOFFSymbolDef(const MCSymbol *) override {}
  void emitCOFFSymbolStorageClass(int) override {}
  void emitCOFFSymbolType(int) override {}
  void endCOFFSymbolDef() override {}
  // Mach-O's .subsections_via_symbols: the base class stops the program
  // (an unreachable); llvm-mca's streamer ignores it (LLVM 23 says so;
  // 22's release build fell through the unreachable to the same effect).
  // Declared without `override` on purpose: LLVM 19 has no such hook (the
  // directive is an assembler flag there, which the base ignores), and a
  // function of the same signature overrides the hook where it exists.
  void emitSubsectionsViaSymbols() {}
};

class RecordingComments : public AsmCommentConsumer {
  rmca_parsed *P;

public:
  explicit RecordingComments(rmca_parsed *p) : P(p) {}
  void HandleComment(SMLoc loc, StringRef text) override {
    // A comment that ends the buffer without a newline reaches us with a
    // bogus length: keep only what lies inside the buffer.
    const MemoryBuffer *buf =
        P->srcMgr.getMemoryBuffer(P->srcMgr.getMainFileID());
    const char *end = buf->getBufferEnd();
    const char *start = text.data();
    size_t n = text.size();
    if (start < buf->getBufferStart() || start > end)
      n = 0;
    else if (n > size_t(end - start))
      n = size_t(end - start);
    record(P, RMCA_EV_COMMENT, 0, locKey(loc), false, std::string(start, n));
  }
};

// Buffer 2 only holds the end-of-input guard (see rmca_parse). A message
// placed there is about the end of the input, so it is told at the input's
// last byte, where an unguarded parse would have put it.
bool inGuard(const rmca_parsed *p, SMLoc loc) {
  if (p->srcMgr.getNumBuffers() < 2 || !loc.isValid())
    return false;
  const MemoryBuffer *g = p->srcMgr.getMemoryBuffer(2);
  const char *c = loc.getPointer();
  return c >= g->getBufferStart() && c <= g->getBufferEnd();
}

SMLoc inputEnd(const rmca_parsed *p) {
  return SMLoc::getFromPointer(
      p->srcMgr.getMemoryBuffer(p->srcMgr.getMainFileID())->getBufferEnd());
}

void diagHandler(const SMDiagnostic &d, void *ctx) {
  auto *p = static_cast<rmca_parsed *>(ctx);
  std::string s;
  raw_string_ostream os(s);
  if (inGuard(p, d.getLoc())) {
    SMLoc end = inputEnd(p);
    p->srcMgr.GetMessage(end, d.getKind(), d.getMessage())
        .print(nullptr, os, /*ShowColors=*/false);
    os.flush();
    record(p, RMCA_EV_DIAG, 0, locKey(end),
           d.getKind() == SourceMgr::DK_Error, s);
    return;
  }
  d.print(nullptr, os, /*ShowColors=*/false);
  os.flush();
  record(p, RMCA_EV_DIAG, 0, locKey(d.getLoc()),
         d.getKind() == SourceMgr::DK_Error, s);
}

// Target parsers evaluate some constant expressions with plain integer
// division (X86's Intel-syntax calculator: `mov eax, 1/0`), which raises
// SIGFPE; llvm-mca-22 dies there. While a parser runs, SIGFPE on that thread
// jumps back to rmca_parse, which abandons that parser and reports an error.
// Integer division traps are synchronous and leave memory intact, so this is
// safe. The handler is in place only while some thread parses (the first
// parse in installs it, the last one out restores the host's), and a SIGFPE
// on a thread that is not parsing goes to the host's own handler.
thread_local sigjmp_buf *fpeLanding = nullptr;
std::mutex fpeLock;
unsigned fpeParses = 0;
struct sigaction fpeHost;

void onFpe(int sig, siginfo_t *info, void *context) {
  if (fpeLanding)
    siglongjmp(*fpeLanding, 1);
  if (fpeHost.sa_flags & SA_SIGINFO) {
    if (fpeHost.sa_sigaction) {
      fpeHost.sa_sigaction(sig, info, context);
      return;
    }
  } else if (fpeHost.sa_handler == SIG_IGN) {
    return;
  } else if (fpeHost.sa_handler != SIG_DFL) {
    fpeHost.sa_handler(sig);
    return;
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

struct FpeLandingInPlace {
  FpeLandingInPlace() {
    std::lock_guard<std::mutex> hold(fpeLock);
    if (fpeParses++ == 0) {
      struct sigaction sa {};
      sa.sa_sigaction = onFpe;
      sa.sa_flags = SA_SIGINFO;
      sigemptyset(&sa.sa_mask);
      sigaction(SIGFPE, &sa, &fpeHost);
    }
  }
  ~FpeLandingInPlace() {
    std::lock_guard<std::mutex> hold(fpeLock);
    if (--fpeParses == 0)
      sigaction(SIGFPE, &fpeHost, nullptr);
  }
};

// Runs the parser with the SIGFPE landing in place; false if it trapped.
// Kept out of rmca_parse so that no object of that frame lives across the
// jump.
bool runTrapping(MCAsmParser &parser, bool &hadErrors) {
  FpeLandingInPlace handler;
  sigjmp_buf landing;
  bool ok = true;
  if (sigsetjmp(landing, 1) == 0) {
    fpeLanding = &landing;
    hadErrors = parser.Run(false);
  } else {
    ok = false;
  }
  fpeLanding = nullptr;
  return ok;
}

// The target's assembly parser, with the target's MC options (from LLVM
// 23 it reads them from the asm info, which was made with them).
MCTargetAsmParser *targetParser(const rmca_target *t, MCAsmParser &parser) {
#if RMCA_HAS_OPTIONS_IN_ASM_INFO
  return t->target->createMCAsmParser(*t->sti, parser, *t->mcii);
#else
  return t->target->createMCAsmParser(*t->sti, parser, *t->mcii, t->mcOptions);
#endif
}

} // namespace

extern "C" {

rmca_parsed *rmca_parse(const rmca_target *t, const char *data, size_t len,
                        const char *buffer_name, rmca_parse_result *out,
                        rmca_sink err) {
  *out = rmca_parse_result{};
  auto p = std::make_unique<rmca_parsed>();
  p->target = t;
  // The input is entered as if included from a one-line guard buffer. Some
  // target parsers (AMDGPU on an operand of two invalid bytes) skip tokens
  // until an end of statement and never see one at the end of the input, so
  // they spin forever, in llvm-mca too. Leaving the input through its
  // "include" hands them the guard's newline; a well-formed input only
  // gains an empty statement after its end.
  auto guard = MemoryBuffer::getMemBuffer("\n", buffer_name);
  SMLoc guardLoc = SMLoc::getFromPointer(guard->getBufferStart());
  p->srcMgr.AddNewSourceBuffer(
      MemoryBuffer::getMemBufferCopy(StringRef(data, len), buffer_name),
      guardLoc);
  p->srcMgr.AddNewSourceBuffer(std::move(guard), SMLoc());
  out->text_start = reinterpret_cast<uint64_t>(
      p->srcMgr.getMemoryBuffer(p->srcMgr.getMainFileID())->getBufferStart());
  p->srcMgr.setDiagHandler(diagHandler, p.get());

  std::string errText;
  int status = RMCA_OK;
  try {
    p->ctx = newContext(t, &p->srcMgr);
    // MCContext reports (e.g. an unfinished frame at the end) are told after
    // the parse log, where llvm-mca's stderr has them; only a guard location
    // is moved back.
    rmca_parsed *raw = p.get();
    p->ctx->setDiagnosticHandler(
        [raw](const SMDiagnostic &d, bool, const SourceMgr &,
              std::vector<const MDNode *> &) {
          raw_string_ostream os(raw->contextDiags);
          if (inGuard(raw, d.getLoc()))
            raw->srcMgr.GetMessage(inputEnd(raw), d.getKind(), d.getMessage())
                .print(nullptr, os);
          else
            d.print(nullptr, os);
        });
    p->mofi.reset(t->target->createMCObjectFileInfo(*p->ctx, /*PIC=*/false));
    p->ctx->setObjectFileInfo(p->mofi.get());

    RecordingStreamer streamer(*p->ctx, p.get());
    // Some directives (e.g. .cv_fpo_proc) need a target streamer to exist.
    // Its sink is this parse's own: a formatted stream changes the
    // buffering of the stream under it when made and when destroyed, and
    // doing that to the process-wide nulls() from parses on several
    // threads at once frees its buffer twice.
    raw_null_ostream sink;
    formatted_raw_ostream fsink(sink);
    t->target->createAsmTargetStreamer(streamer, fsink, p->printer(0));

    std::unique_ptr<MCAsmParser> parser(
        createMCAsmParser(p->srcMgr, *p->ctx, streamer, *t->mai));
    RecordingComments comments(p.get());
    parser->getLexer().setCommentConsumer(&comments);
    parser->getLexer().setLexMasmIntegers(true);

    std::unique_ptr<MCTargetAsmParser> tap(targetParser(t, *parser));
    if (!tap) {
      status = RMCA_ERR;
      errText = "This target does not support assembly parsing.";
    } else {
      parser->setTargetParser(*tap);
      bool hadErrors = false;
      if (runTrapping(*parser, hadErrors)) {
        out->had_errors = hadErrors;
        out->assembler_dialect = parser->getAssemblerDialect();
      } else {
        // The parsers were left mid-statement: they are leaked, never
        // touched again but for the position of the faulting token.
        SMLoc at = parser->getLexer().getLoc();
        std::string where = p->srcMgr.getBufferInfo(p->srcMgr.getMainFileID())
                                .Buffer->getBufferIdentifier()
                                .str();
        if (at.isValid() && !inGuard(p.get(), at)) {
          auto lc = p->srcMgr.getLineAndColumn(at);
          where += ":" + std::to_string(lc.first) + ":" +
                   std::to_string(lc.second);
        }
        status = RMCA_ERR;
        errText = "division by zero in an assembly expression near " + where +
                  "; LLVM's parser cannot go on (llvm-mca-22 crashes here)";
        (void)tap.release();
        (void)parser.release();
      }
    }
    if (parser)
      parser->getLexer().setCommentConsumer(nullptr);
  } catch (const std::exception &e) {
    status = RMCA_FATAL;
    errText = std::string("LLVM ERROR: ") + e.what();
  }
  if (!p->contextDiags.empty())
    record(p.get(), RMCA_EV_DIAG, 0, 0, false, p->contextDiags);
  if (status != RMCA_OK) {
    put(err, errText);
    return nullptr;
  }
  out->num_events = p->events.size();
  out->num_insts = p->insts.size();
  return p.release();
}

void rmca_parsed_free(rmca_parsed *p) { delete p; }

void rmca_hard_exit(int status, const char *msg) {
  int fd = rmca_shim::realStderr();
  size_t n = strlen(msg);
  while (n > 0) {
    ssize_t w = write(fd, msg, n);
    if (w <= 0)
      break;
    msg += w;
    n -= size_t(w);
  }
  _exit(status);
}

void rmca_event_get(const rmca_parsed *p, uint32_t idx, rmca_event *out) {
  *out = idx < p->events.size() ? p->events[idx] : rmca_event{};
}

void rmca_event_text(const rmca_parsed *p, uint32_t idx, rmca_sink out) {
  if (idx < p->texts.size())
    put(out, p->texts[idx]);
}

void rmca_format_diag(const rmca_parsed *p, uint64_t loc, uint32_t kind,
                      const char *msg, rmca_sink out) {
  static const SourceMgr::DiagKind kinds[] = {
      SourceMgr::DK_Error, SourceMgr::DK_Warning, SourceMgr::DK_Remark,
      SourceMgr::DK_Note};
  SMLoc l = SMLoc::getFromPointer(reinterpret_cast<const char *>(loc));
  std::string s;
  try {
    SMDiagnostic d = p->srcMgr.GetMessage(l, kinds[kind > 3 ? 0 : kind], msg);
    raw_string_ostream os(s);
    d.print(nullptr, os, /*ShowColors=*/false);
    os.flush();
  } catch (const std::exception &) {
    s = std::string("error: ") + msg + "\n";
  }
  put(out, s);
}

uint32_t rmca_source_line(const rmca_parsed *p, uint64_t loc,
                          rmca_sink out) {
  const char *at = reinterpret_cast<const char *>(loc);
  unsigned id = at ? p->srcMgr.FindBufferContainingLoc(SMLoc::getFromPointer(at)) : 0;
  if (id == 0)
    return 0;
  const MemoryBuffer *buf = p->srcMgr.getMemoryBuffer(id);
  // The rest of the buffer read as a C string: the line ends at the first
  // newline, and a NUL before it (or no newline at all) means no line. Only
  // this line is scanned, so a whole region costs linear time.
  StringRef rest(at, buf->getBufferEnd() - at);
  size_t end = rest.find_first_of(StringRef("\n\0", 2));
  if (end == StringRef::npos || rest[end] != '\n')
    return 0;
  put(out, rest.take_front(end).str());
  return 1;
}

void rmca_inst_get(const rmca_parsed *p, uint32_t idx, rmca_inst *out,
                   rmca_operand *ops, uint32_t cap) {
  *out = rmca_inst{};
  if (idx >= p->insts.size())
    return;
  const MCInst &mci = p->insts[idx];
  out->opcode = mci.getOpcode();
  out->flags = mci.getFlags();
  out->num_operands = mci.getNumOperands();
  out->loc = locKey(mci.getLoc());
  for (uint32_t i = 0; i < mci.getNumOperands() && i < cap; ++i) {
    const MCOperand &op = mci.getOperand(i);
    rmca_operand o{};
    if (op.isReg()) {
      o.kind = 1;
      o.reg = op.getReg();
    } else if (op.isImm()) {
      o.kind = 2;
      o.imm = op.getImm();
    } else if (op.isSFPImm()) {
      o.kind = 3;
      o.imm = op.getSFPImm();
    } else if (op.isDFPImm()) {
      o.kind = 4;
      o.imm = static_cast<int64_t>(op.getDFPImm());
    } else if (op.isExpr()) {
      o.kind = 5;
    } else if (op.isInst()) {
      o.kind = 6;
    }
    ops[i] = o;
  }
}

} // extern "C"
