vsetvli zero, a0, e64, mf8, ta, ma
vadd.vv v4, v8, v12
vle8.v v4, (a1)
