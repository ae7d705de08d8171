callq *(%rax)
movq %rax, (%r15)
vmovups %ymm0, 32(%rax)
movl $-1, 88(%r14,%r12,4)
retq
