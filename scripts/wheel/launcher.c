/* What the wheel installs as rmca-exegesis, rmca-batch and rmca-sched.
 *
 * The four commands are one executable (crates/rmca-tools/src/bin/
 * rmca-multicall.rs), installed as `rmca`, which runs the command its
 * argv[0] names. A wheel cannot hold symbolic links, and a copy under each
 * name would carry LLVM four times; so each other name is this program,
 * which replaces itself with the `rmca` beside it, passing its arguments on
 * unchanged, argv[0] included. Nothing else differs: environment, open
 * files, signal dispositions and mask all carry over exec as they came.
 * (A Python entry point would do the same after some 20 ms of starting
 * Python.) */

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const char real_name[] = "rmca";

int main(int argc, char **argv) {
  const char *self = argc > 0 && argv[0] ? argv[0] : "rmca";
  char path[PATH_MAX];
  /* Room kept for the real name in place of this one's (at least a byte). */
  ssize_t room = (ssize_t)(sizeof path - sizeof real_name);
  ssize_t n = readlink("/proc/self/exe", path, (size_t)room);
  if (n <= 0 || n >= room) {
    fprintf(stderr, "%s: cannot find its own executable (/proc/self/exe)\n", self);
    return 127;
  }
  path[n] = '\0';
  char *slash = strrchr(path, '/');
  if (!slash) {
    fprintf(stderr, "%s: cannot find its own executable (/proc/self/exe)\n", self);
    return 127;
  }
  memcpy(slash + 1, real_name, sizeof real_name);
  execv(path, argv);
  fprintf(stderr, "%s: cannot run %s: %s\n", self, path, strerror(errno));
  return 127;
}
