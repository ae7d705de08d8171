# LLVM-MCA-BEGIN a
  addl %eax, %ebx
# LLVM-MCA-BEGIN a
  addl %ebx, %ecx
# LLVM-MCA-END b
# LLVM-MCA-END
