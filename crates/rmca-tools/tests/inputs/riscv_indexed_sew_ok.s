vsetvli zero, a0, e32, m2, ta, ma
# LLVM-MCA-RISCV-LMUL M4
vluxei32.v v4, (a1), v8
