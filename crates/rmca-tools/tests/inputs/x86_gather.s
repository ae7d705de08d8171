# A gather on alderlake's model: partially overlapping port groups, served
# in the descriptor's order up to LLVM 19, most constrained first from 20.
  vpxor %xmm9, %xmm9, %xmm9
  vpcmpeqd %xmm10, %xmm10, %xmm10
  vpgatherdd %xmm10, (%rbx,%xmm7,4), %xmm9
  vpshufb %xmm5, %xmm8, %xmm7
