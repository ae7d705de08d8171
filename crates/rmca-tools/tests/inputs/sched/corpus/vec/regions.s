# Three regions; only "mul" and "mix" use vmulps (VMULPSrr).
# LLVM-MCA-BEGIN mul
vmulps %xmm0, %xmm1, %xmm2
vaddps %xmm2, %xmm3, %xmm4
vmulps %xmm4, %xmm4, %xmm0
# LLVM-MCA-END
# LLVM-MCA-BEGIN add
vaddps %xmm0, %xmm1, %xmm2
vsubps %xmm2, %xmm3, %xmm4
# LLVM-MCA-END
# LLVM-MCA-BEGIN mix
vmovaps (%rdi), %xmm1
vmulps %xmm1, %xmm0, %xmm0
vmulps (%rsi), %xmm0, %xmm0
# LLVM-MCA-END
