# A dot-product inner loop, as clang -O2 emits it for x86-64.
  vmovups (%rdi,%rax,4), %ymm2
  vfmadd231ps (%rsi,%rax,4), %ymm2, %ymm0
  vmovups 32(%rdi,%rax,4), %ymm3
  vfmadd231ps 32(%rsi,%rax,4), %ymm3, %ymm1
  addq $16, %rax
  cmpq %rcx, %rax
  jb .LBB0_1
