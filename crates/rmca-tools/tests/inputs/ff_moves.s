# Register moves (candidates for move elimination), zero idioms and
# partial-register writes.
movaps  %xmm0, %xmm1
addps   %xmm1, %xmm2
vxorps  %xmm3, %xmm3, %xmm3
movq    %rax, %rbx
addq    %rbx, %rcx
movb    %cl, %al
addw    %ax, %dx
xorl    %r8d, %r8d
