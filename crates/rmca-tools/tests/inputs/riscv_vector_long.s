# Vector strided and indexed loads and divisions whose reciprocal throughput
# has four digits before the point at SEW=8, LMUL=8 on a VLEN=1024 core.
vsetvli zero, zero, e8, m8, ta, ma
vlse8.v v8, (a0), t0
vsetvli t3, zero, e16, m1, tu, mu
vfdiv.vv v8, v8, v8
vsetvli zero, zero, e64, m8, ta, ma
vluxei8.v v8, (a0), v0
vfsqrt.v v8, v8
