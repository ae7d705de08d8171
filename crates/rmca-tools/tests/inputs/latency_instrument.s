# LLVM-MCA-LATENCY 9
  addl %eax, %ebx
# LLVM-MCA-LATENCY
  addl %ebx, %ecx
