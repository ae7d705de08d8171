  add a0, a1, a2
  mul a3, a4, a5
  div a6, a7, t0
  lw t1, 8(sp)
  sd t2, 16(sp)
  fadd.d fa0, fa1, fa2
  fmul.s fa3, fa4, fa5
  addi s0, s1, -12
