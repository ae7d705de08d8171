# Enough independent work to fill the schedulers' queues (for
# -scheduler-stats with scaled reservation stations).
vaddps %xmm0, %xmm1, %xmm2
vmulps %xmm2, %xmm3, %xmm4
vdivps %xmm4, %xmm5, %xmm6
addq (%rax), %rbx
imulq %rbx, %rcx
movq %rcx, 8(%rdx)
