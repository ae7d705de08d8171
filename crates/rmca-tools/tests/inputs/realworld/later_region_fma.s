# LLVM-MCA-BEGIN a
addq %rax, %rbx
# LLVM-MCA-END
# LLVM-MCA-BEGIN b
vfmadd231ps %xmm1, %xmm2, %xmm3
# LLVM-MCA-END
# LLVM-MCA-BEGIN c
addq %rax, %rbx
# LLVM-MCA-END
