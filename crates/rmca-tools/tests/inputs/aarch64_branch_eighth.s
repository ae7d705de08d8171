# Falkor's unconditional branch has a reciprocal throughput of 0.125:
# printed 0.12 up to LLVM 21 and 0.13 from LLVM 22.
  add x0, x1, x2
  b .Lnext
.Lnext:
  cbnz w8, .Lnext
