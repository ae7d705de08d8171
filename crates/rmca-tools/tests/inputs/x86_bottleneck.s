  vcvtps2qq (%rax), %zmm19 {%k1} {z}
  vfpclasspd $171, %zmm16, %k1 {%k2}
  vaddps %zmm19, %zmm16, %zmm16
