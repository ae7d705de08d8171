# No vmulps here (only the memory form VMULPSrm).
vmulps (%rdi), %xmm0, %xmm1
vhaddps %xmm1, %xmm1, %xmm1
vaddps %xmm1, %xmm2, %xmm2
