  addl %eax, %ebx
# LLVM-MCA-BEGIN first
  imull %ecx, %edx
  addl %edx, %esi
# LLVM-MCA-END first
# LLVM-MCA-BEGIN second
  vaddps %xmm0, %xmm1, %xmm2
# LLVM-MCA-BEGIN inner
  vmulps %xmm2, %xmm3, %xmm4
# LLVM-MCA-END second
  vsubps %xmm4, %xmm5, %xmm6
# LLVM-MCA-END inner
