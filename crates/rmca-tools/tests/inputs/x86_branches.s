# A loop body ending in branches to labels: -show-encoding prints the
# branches as written (LLVM 22) or relaxed to their 32-bit forms (LLVM 19).
.Lloop:
  cmpq %rax, %r12
  jl .Ldone
  addq $1, %rax
  testl %esi, %esi
  jne .Lloop
  jmp .Lloop
.Ldone:
