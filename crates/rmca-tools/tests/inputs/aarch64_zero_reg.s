// A multiply-accumulate chain: `mul` is `madd` with the zero register as its
// accumulator, so the descriptor of MADDXrrr first meets xzr there. Up to
// LLVM 22 the cached descriptor then lacks the accumulator read, and the
// later `madd`s do not wait for x0; from 23 constant registers are left out
// per instruction.
mul  x0, x1, x2
madd x0, x1, x2, x0
madd x0, x1, x2, x0
madd x0, x0, x0, x0
add  x3, xzr, x0
str  xzr, [x4]
add  x5, x3, x0
