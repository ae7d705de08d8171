/* The three C library symbols newer than glibc 2.28 that the static
 * archives linked into the wheel's native code call: Debian's LLVM and GCC
 * archives were compiled on glibc 2.36, and the wheel is linked against
 * glibc 2.28 (zig-link) so that it runs on any glibc from 2.28 on
 * (manylinux_2_28). Each definition here does what glibc's does, or what
 * is always safe; on a newer glibc, these are used instead of glibc's own.
 * Only the wheel's link has this file: the native build uses glibc's. */

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/random.h>
#include <unistd.h>

/* libstdc++ (GCC 11 on) reads this flag, which glibc 2.32 added, to skip
 * atomic reference counting while a process has one thread. Zero means
 * "there may be other threads": counts are always atomic, which is correct
 * whatever the number of threads. */
char __libc_single_threaded = 0;

/* glibc 2.33's mallinfo2 is mallinfo with size_t fields; LLVM's
 * Process::GetMallocUsage calls it. Built from mallinfo (in every glibc),
 * whose int fields wrap past 2 GiB, read here as unsigned. */
struct compat_mallinfo {
  int arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, fordblks, keepcost;
};
struct compat_mallinfo2 {
  size_t arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, fordblks, keepcost;
};
extern struct compat_mallinfo mallinfo(void);

struct compat_mallinfo2 mallinfo2(void) {
  struct compat_mallinfo m = mallinfo();
  struct compat_mallinfo2 r = {
      (unsigned)m.arena,  (unsigned)m.ordblks, (unsigned)m.smblks,   (unsigned)m.hblks,    (unsigned)m.hblkhd,
      (unsigned)m.usmblks, (unsigned)m.fsmblks, (unsigned)m.uordblks, (unsigned)m.fordblks, (unsigned)m.keepcost,
  };
  return r;
}

/* glibc 2.36's arc4random: 32 random bits from the kernel; LLVM's
 * Process::GetRandomNumber calls it (unique temporary file names, seeds).
 * getrandom (glibc 2.25) first, /dev/urandom where the system call is
 * missing; like glibc's, it never returns without randomness. */
uint32_t arc4random(void) {
  uint32_t value;
  for (;;) {
    ssize_t n = getrandom(&value, sizeof value, 0);
    if (n == (ssize_t)sizeof value)
      return value;
    if (n < 0 && errno == EINTR)
      continue;
    break;
  }
  int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
  if (fd >= 0) {
    ssize_t n = read(fd, &value, sizeof value);
    close(fd);
    if (n == (ssize_t)sizeof value)
      return value;
  }
  abort();
}
