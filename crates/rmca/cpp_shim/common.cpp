// Process-wide pieces: target registration, sinks, the fatal-error bridge and
// stdio capture.
#include "internal.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"

#include <cstdio>
#include <fcntl.h>
#include <mutex>
#include <unistd.h>

using namespace llvm;

namespace rmca_shim {

void put(rmca_sink s, const std::string &text) {
  if (s.write && !text.empty())
    s.write(s.ctx, text.data(), text.size());
}
void put(rmca_sink s, StringRef text) {
  if (s.write && !text.empty())
    s.write(s.ctx, text.data(), text.size());
}

static void fatalHandler(void *, const char *reason, bool) {
  throw FatalError(reason ? reason : "LLVM fatal error");
}

void installFatalHandler() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::install_fatal_error_handler(fatalHandler, nullptr);
  });
}

// Capturing stdio: both streams go to temporary files, read back afterwards.
// File descriptors 1 and 2 belong to the whole process, so captures from
// several threads take turns: captureBegin holds this lock until the
// matching captureEnd (every caller pairs them within one entry point).
static std::recursive_mutex captureLock;
static int savedOut = -1, savedErr = -1;
static FILE *tmpOut = nullptr, *tmpErr = nullptr;

int realStderr() { return savedErr >= 0 ? savedErr : 2; }

void captureBegin() {
  captureLock.lock();
  outs().flush();
  errs().flush();
  fflush(stdout);
  fflush(stderr);
  tmpOut = tmpfile();
  tmpErr = tmpfile();
  savedOut = dup(1);
  savedErr = dup(2);
  if (tmpOut)
    dup2(fileno(tmpOut), 1);
  if (tmpErr)
    dup2(fileno(tmpErr), 2);
}

static std::string slurp(FILE *f) {
  std::string s;
  if (!f)
    return s;
  fflush(f);
  long n = ftell(f);
  if (n > 0) {
    s.resize(n);
    rewind(f);
    size_t got = fread(&s[0], 1, n, f);
    s.resize(got);
  }
  fclose(f);
  return s;
}

void captureEnd(std::string &outText, std::string &errText) {
  outs().flush();
  errs().flush();
  fflush(stdout);
  fflush(stderr);
  if (savedOut >= 0) {
    dup2(savedOut, 1);
    close(savedOut);
  }
  if (savedErr >= 0) {
    dup2(savedErr, 2);
    close(savedErr);
  }
  savedOut = savedErr = -1;
  outText = slurp(tmpOut);
  errText = slurp(tmpErr);
  tmpOut = tmpErr = nullptr;
  captureLock.unlock();
}

} // namespace rmca_shim

using namespace rmca_shim;

extern "C" {

void rmca_init(void) {
  static std::once_flag once;
  std::call_once(once, [] {
    installFatalHandler();
    InitializeAllTargetInfos();
    InitializeAllTargetMCs();
    InitializeAllAsmParsers();
    // Machine-code blocks (rmca_disassemble).
    InitializeAllDisassemblers();
    // Only for the instrument managers (RISC-V vector sched classes).
    InitializeAllTargetMCAs();
  });
}

void rmca_default_triple(rmca_sink out) {
  put(out, Triple::normalize(sys::getDefaultTargetTriple()));
}

void rmca_host_cpu(rmca_sink out) { put(out, sys::getHostCPUName()); }

void rmca_llvm_version(rmca_sink out) { put(out, std::string(LLVM_VERSION_STRING)); }

void rmca_registered_targets(rmca_sink out) {
  std::string s;
  raw_string_ostream os(s);
  TargetRegistry::printRegisteredTargetsForVersion(os);
  os.flush();
  put(out, s);
}

} // extern "C"
