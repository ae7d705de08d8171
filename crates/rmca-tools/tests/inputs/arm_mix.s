  add r0, r1, r2
  mul r3, r4, r5
  ldr r6, [r7, #4]
  str r8, [r9]
  vadd.f32 s0, s1, s2
  sdiv r10, r11, r12
