# A mix of integer, vector, memory and fence instructions.
  addq %rax, %rbx
  imulq %rcx, %rdx
  movq (%rdi), %rsi
  movq %rsi, 8(%rdi)
  vaddps %ymm0, %ymm1, %ymm2
  vmulpd %xmm3, %xmm4, %xmm5
  vdivps %ymm6, %ymm7, %ymm8
  lock addq %rax, (%rbx)
  xorl %eax, %eax
  mfence
  lfence
  sfence
  shlq $3, %r8
  popcntq %r9, %r10
  leaq 16(%rax,%rbx,4), %r11
  cmpq %rax, %rbx
  cmovneq %rcx, %rdx
