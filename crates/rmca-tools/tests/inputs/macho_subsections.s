// Mach-O's .subsections_via_symbols directive, which llvm-mca's streamer
// ignores.
.text
.subsections_via_symbols
.globl _scale
_scale:
  lsl x0, x0, #2
  add x0, x0, x1
  ret
