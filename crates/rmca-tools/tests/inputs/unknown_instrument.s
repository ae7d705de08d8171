# LLVM-MCA-FROB 3
  addl %eax, %ebx
