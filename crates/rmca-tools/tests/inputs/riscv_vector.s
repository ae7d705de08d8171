  vsetvli zero, a0, e32, m2, tu, mu
  vadd.vv v8, v8, v12
# LLVM-MCA-RISCV-LMUL M4
  vdiv.vv v8, v8, v12
# LLVM-MCA-RISCV-SEW E64
  vdiv.vv v8, v8, v12
  vle32.v v4, (a1)
