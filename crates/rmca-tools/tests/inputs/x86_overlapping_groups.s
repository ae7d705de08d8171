# znver4: an instruction whose port groups partially overlap. LLVM 20 and
# later issue it; llvm-mca 19 crashes, rmca built on 19 ends with an error.
  vpconflictd %zmm3, %zmm0
  kxnorw %k1, %k1, %k1
  vpxord %zmm1, %zmm1, %zmm1
