# Two interleaved FP chains and an independent multiply: a loop whose
# steady state has a period of several iterations.
vmulps   %xmm0, %xmm1, %xmm2
vaddps   %xmm2, %xmm3, %xmm3
vmulps   %xmm4, %xmm4, %xmm5
vaddps   %xmm5, %xmm6, %xmm6
vhaddps  %xmm3, %xmm6, %xmm7
