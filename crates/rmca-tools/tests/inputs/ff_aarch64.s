// A load, multiply-accumulate and store loop.
ldr   x1, [x0], #8
madd  x2, x1, x1, x2
ldr   d0, [x3], #8
fmla  v1.2d, v0.2d, v0.2d
str   x2, [x4], #8
subs  x5, x5, #1
