@ nettle ccm.c, compiled here by clang-22 -O2 for cortex-a9: its inner loop,
@ where NEON structure loads leave the AGU issued while not free.
	.syntax	unified
	.fpu	neon-fp16
	adr	r0, .LCPI0_0
	vdup.32	q9, r3
	vld1.64	{d20, d21}, [r0:128]
	adr	r5, .LCPI0_1
	vorr	q10, q9, q10
	adr	lr, .LCPI0_2
	adr	r0, .LCPI0_3
	vcge.u32	q10, q8, q10
	vmovn.i32	d20, q10
	vmovn.i16	d22, q10
	vmov.u8	r7, d22[0]
	vmovn.i16	d22, q10
	tst	r7, #1
	sub	r7, r4, r3
	strbne	r1, [r7, #14]
	add	r3, r3, #16
	vmov.u8	r6, d22[1]
	vmovn.i16	d22, q10
	vmovn.i16	d20, q10
	tst	r6, #1
	strbne	r1, [r7, #13]
	vmov.u8	r6, d22[2]
	tst	r6, #1
	vmov.u8	r6, d20[3]
	vld1.64	{d20, d21}, [r0:128]
	vorr	q10, q9, q10
	strbne	r1, [r7, #12]
	tst	r6, #1
	vcge.u32	q10, q8, q10
	strbne	r1, [r7, #11]
	vmovn.i32	d21, q10
	vmovn.i16	d22, q10
	vmov.u8	r0, d22[4]
	vmovn.i16	d22, q10
	tst	r0, #1
	strbne	r1, [r7, #10]
	vmov.u8	r0, d22[5]
	vmovn.i16	d22, q10
	vmovn.i16	d20, q10
	tst	r0, #1
	strbne	r1, [r7, #9]
	vmov.u8	r0, d22[6]
	tst	r0, #1
	vmov.u8	r0, d20[7]
	vld1.64	{d20, d21}, [r5:128]
	vorr	q10, q9, q10
	strbne	r1, [r7, #8]
	tst	r0, #1
	vcge.u32	q10, q8, q10
	strbne	r1, [r7, #7]
	vmovn.i32	d20, q10
	vmovn.i16	d22, q10
	vmov.u8	r0, d22[0]
	vmovn.i16	d22, q10
	tst	r0, #1
	strbne	r1, [r4, r2]
	vmov.u8	r0, d22[1]
	vmovn.i16	d22, q10
	vmovn.i16	d20, q10
	tst	r0, #1
	strbne	r1, [r7, #5]
	vmov.u8	r0, d22[2]
	tst	r0, #1
	vmov.u8	r0, d20[3]
	vld1.64	{d20, d21}, [lr:128]
	vorr	q9, q9, q10
	strbne	r1, [r7, #4]
	tst	r0, #1
	vcge.u32	q9, q8, q9
	strbne	r1, [r7, #3]
	vmovn.i32	d19, q9
	vmovn.i16	d20, q9
	vmov.u8	r0, d20[4]
	vmovn.i16	d20, q9
	tst	r0, #1
	strbne	r1, [r7, #2]
	vmov.u8	r0, d20[5]
	vmovn.i16	d20, q9
	vmovn.i16	d18, q9
	tst	r0, #1
	strbne	r1, [r7, #1]
	vmov.u8	r0, d20[6]
	vmov.u8	r7, d18[7]
	tst	r0, #1
	add	r0, r4, r2
	strbne	r1, [r0, #-6]
	tst	r7, #1
	sub	r2, r2, #16
	strbne	r1, [r0, #-7]
	cmp	r12, r3
	bne	.LBB0_7
