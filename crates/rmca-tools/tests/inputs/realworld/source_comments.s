add x0, x1, x2 /* c1 */ // c2
add x3, x4, x5 // only
add x6, x7, x8 ; add x9, x10, x11 // two
.rept 2
mul x1, x2, x3 // in rept
.endr
.macro M
sub x1, x2, x3 // in macro
.endm
M
add x0, x0, #1
add x0, x0, #2 // last line