  add x0, x1, x2
  madd x3, x4, x5, x6
  ldr x7, [x8, #16]
  str x9, [x10], #8
  fadd v0.4s, v1.4s, v2.4s
  fmla v3.2d, v4.2d, v5.2d
  sdiv w11, w12, w13
  ldp q0, q1, [sp, #32]
  cmp x0, #42
  csel x1, x2, x3, ne
