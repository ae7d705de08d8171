
	.abiversion 2
	.file	"adler32.c"
	.text
	.globl	adler32_z                       # -- Begin function adler32_z
	.p2align	4
	.type	adler32_z,@function
adler32_z:                              # @adler32_z
.Lfunc_begin0:
# %bb.0:
	rlwinm 6, 3, 16, 16, 31
	clrldi	3, 3, 48
	cmpldi	5, 1
	bne	0, .LBB0_2
# %bb.1:
	lbz 4, 0(4)
	add 3, 3, 4
	lis 4, -1
	ori 4, 4, 15
	cmpldi	3, 65520
	add 5, 3, 4
	rldic 4, 4, 16, 0
	iselgt	3, 5, 3
	add 5, 3, 6
	sldi 6, 5, 16
	cmpldi	5, 65520
	add 4, 6, 4
	iselgt	4, 4, 6
	or 3, 4, 3
	blr
.LBB0_2:
	cmpldi	4, 0
	beq	0, .LBB0_9
# %bb.3:
	cmpldi	5, 16
	std 30, -16(1)                          # 8-byte Folded Spill
	bge 0, .LBB0_10
# %bb.4:
	cmpldi	5, 0
	beq	0, .LBB0_29
# %bb.5:
	andi. 8, 5, 7
	beq	0, .LBB0_26
# %bb.6:
	mtctr 8
	addi 4, 4, -1
	rldicr 7, 5, 0, 60
	.p2align	4
.LBB0_7:                                # =>This Inner Loop Header: Depth=1
# LLVM-MCA-BEGIN loop0
	lbzu 8, 1(4)
	add 3, 3, 8
	add 6, 3, 6
	bdnz .LBB0_7
# LLVM-MCA-END
# %bb.8:
	addi 4, 4, 1
	cmpldi	5, 8
	bge 0, .LBB0_27
	b .LBB0_29
.LBB0_9:
	li 3, 1
	blr
.LBB0_10:
	cmpldi	5, 5552
	blt	0, .LBB0_17
# %bb.11:
	lis 7, 15
	li 9, 0
	addi 8, 4, 7
	li 10, 347
	ori 7, 7, 225
	ori 12, 9, 65521
	rldic 7, 7, 32, 12
	oris 7, 7, 3375
	ori 11, 7, 50637
	mr	7, 4
	.p2align	4
.LBB0_12:                               # =>This Loop Header: Depth=1
                                        #     Child Loop BB0_13 Depth 2
	mulli 0, 9, 5552
	mtctr 10
	add 30, 0, 4
	addi 30, 30, -16
	.p2align	5
.LBB0_13:                               #   Parent Loop BB0_12 Depth=1
# LLVM-MCA-BEGIN loop1
                                        # =>  This Inner Loop Header: Depth=2
	lbzu 0, 16(30)
	add 3, 3, 0
	lbz 0, 1(30)
	add 6, 3, 6
	add 3, 3, 0
	lbz 0, 2(30)
	add 6, 6, 3
	add 3, 3, 0
	lbz 0, 3(30)
	add 6, 6, 3
	add 3, 3, 0
	lbz 0, 4(30)
	add 6, 6, 3
	add 3, 3, 0
	lbz 0, 5(30)
	add 6, 6, 3
	add 3, 3, 0
	lbz 0, 6(30)
	add 6, 6, 3
	add 3, 3, 0
	lbz 0, 7(30)
	add 6, 6, 3
	add 3, 3, 0
	lbz 0, 8(30)
	add 6, 6, 3
	add 3, 3, 0
	lbz 0, 9(30)
	add 6, 6, 3
	add 3, 3, 0
	lbz 0, 10(30)
	add 6, 6, 3
	add 3, 3, 0
	lbz 0, 11(30)
	add 6, 6, 3
	add 3, 3, 0
	lbz 0, 12(30)
	add 6, 6, 3
	add 3, 3, 0
	lbz 0, 13(30)
	add 6, 6, 3
	add 3, 3, 0
	lbz 0, 14(30)
	add 6, 6, 3
	add 3, 3, 0
	lbz 0, 15(30)
	add 6, 6, 3
	add 3, 3, 0
	add 6, 6, 3
	bdnz .LBB0_13
# LLVM-MCA-END
# %bb.14:                               #   in Loop: Header=BB0_12 Depth=1
	mulhdu 0, 3, 11
	addi 5, 5, -5552
	addi 7, 7, 5552
	addi 8, 8, 5552
	addi 9, 9, 1
	cmpldi	5, 5551
	sub	30, 3, 0
	rldicl 30, 30, 63, 1
	add 0, 30, 0
	rldicl 0, 0, 49, 15
	mulld 0, 0, 12
	sub	3, 3, 0
	mulhdu 0, 6, 11
	sub	30, 6, 0
	rldicl 30, 30, 63, 1
	add 0, 30, 0
	rldicl 0, 0, 49, 15
	mulld 0, 0, 12
	sub	6, 6, 0
	bgt	0, .LBB0_12
# %bb.15:
	cmpldi	5, 0
	beq	0, .LBB0_34
# %bb.16:
	cmpldi	5, 16
	bge 0, .LBB0_18
	b .LBB0_22
.LBB0_17:
	mr	7, 4
.LBB0_18:
	addi 4, 7, -16
	addi 7, 5, -16
	li 8, 15
	cmpldi	7, 15
	isellt	7, 7, 8
	not	7, 7
	add 7, 7, 5
	rldicl 7, 7, 60, 4
	addi 7, 7, 1
	mtctr 7
	.p2align	4
.LBB0_19:                               # =>This Inner Loop Header: Depth=1
# LLVM-MCA-BEGIN loop2
	lbzu 7, 16(4)
	addi 5, 5, -16
	add 3, 3, 7
	lbz 7, 1(4)
	add 6, 3, 6
	add 3, 3, 7
	lbz 7, 2(4)
	add 6, 6, 3
	add 3, 3, 7
	lbz 7, 3(4)
	add 6, 6, 3
	add 3, 3, 7
	lbz 7, 4(4)
	add 6, 6, 3
	add 3, 3, 7
	lbz 7, 5(4)
	add 6, 6, 3
	add 3, 3, 7
	lbz 7, 6(4)
	add 6, 6, 3
	add 3, 3, 7
	lbz 7, 7(4)
	add 6, 6, 3
	add 3, 3, 7
	lbz 7, 8(4)
	add 6, 6, 3
	add 3, 3, 7
	lbz 7, 9(4)
	add 6, 6, 3
	add 3, 3, 7
	lbz 7, 10(4)
	add 6, 6, 3
	add 3, 3, 7
	lbz 7, 11(4)
	add 6, 6, 3
	add 3, 3, 7
	lbz 7, 12(4)
	add 6, 6, 3
	add 3, 3, 7
	lbz 7, 13(4)
	add 6, 6, 3
	add 3, 3, 7
	lbz 7, 14(4)
	add 6, 6, 3
	add 3, 3, 7
	lbz 7, 15(4)
	add 6, 6, 3
	add 3, 3, 7
	add 6, 6, 3
	bdnz .LBB0_19
# LLVM-MCA-END
# %bb.20:
	cmpldi	5, 0
	beq	0, .LBB0_33
# %bb.21:
	addi 7, 4, 16
.LBB0_22:
	andi. 9, 5, 7
	beq	0, .LBB0_30
# %bb.23:
	mtctr 9
	addi 4, 7, -1
	rldicr 8, 5, 0, 60
	.p2align	4
.LBB0_24:                               # =>This Inner Loop Header: Depth=1
	lbzu 7, 1(4)
	add 3, 3, 7
	add 6, 3, 6
	bdnz .LBB0_24
# %bb.25:
	addi 7, 4, 1
	cmpldi	5, 8
	bge 0, .LBB0_31
	b .LBB0_33
.LBB0_26:
	mr	7, 5
	cmpldi	5, 8
	blt	0, .LBB0_29
.LBB0_27:
	addi 5, 7, -8
	addi 4, 4, -8
	rldicl 5, 5, 61, 3
	addi 5, 5, 1
	mtctr 5
	.p2align	4
.LBB0_28:                               # =>This Inner Loop Header: Depth=1
	lbzu 5, 8(4)
	add 3, 3, 5
	add 5, 3, 6
	lbz 6, 1(4)
	add 3, 3, 6
	lbz 6, 2(4)
	add 5, 3, 5
	add 3, 3, 6
	lbz 6, 3(4)
	add 5, 3, 5
	add 3, 3, 6
	lbz 6, 4(4)
	add 5, 3, 5
	add 3, 3, 6
	lbz 6, 5(4)
	add 5, 3, 5
	add 3, 3, 6
	lbz 6, 6(4)
	add 5, 3, 5
	add 3, 3, 6
	lbz 6, 7(4)
	add 5, 3, 5
	add 3, 3, 6
	add 6, 3, 5
	bdnz .LBB0_28
.LBB0_29:
	lis 4, -1
	cmpldi	3, 65520
	ori 4, 4, 15
	add 4, 3, 4
	iselgt	3, 4, 3
	lis 4, 15
	ori 4, 4, 225
	rldic 4, 4, 32, 12
	oris 4, 4, 3375
	ori 4, 4, 50637
	mulhdu 4, 6, 4
	sub	5, 6, 4
	rldicl 5, 5, 63, 1
	add 4, 5, 4
	li 5, 0
	rldicl 4, 4, 49, 15
	ori 5, 5, 65521
	mulld 4, 4, 5
	sub	4, 6, 4
	sldi 4, 4, 16
	ld 30, -16(1)                           # 8-byte Folded Reload
	or 3, 4, 3
	blr
.LBB0_30:
	mr	8, 5
	cmpldi	5, 8
	blt	0, .LBB0_33
.LBB0_31:
	addi 5, 8, -8
	addi 4, 7, -8
	rldicl 5, 5, 61, 3
	addi 5, 5, 1
	mtctr 5
	.p2align	4
.LBB0_32:                               # =>This Inner Loop Header: Depth=1
	lbzu 5, 8(4)
	add 3, 3, 5
	add 5, 3, 6
	lbz 6, 1(4)
	add 3, 3, 6
	lbz 6, 2(4)
	add 5, 3, 5
	add 3, 3, 6
	lbz 6, 3(4)
	add 5, 3, 5
	add 3, 3, 6
	lbz 6, 4(4)
	add 5, 3, 5
	add 3, 3, 6
	lbz 6, 5(4)
	add 5, 3, 5
	add 3, 3, 6
	lbz 6, 6(4)
	add 5, 3, 5
	add 3, 3, 6
	lbz 6, 7(4)
	add 5, 3, 5
	add 3, 3, 6
	add 6, 3, 5
	bdnz .LBB0_32
.LBB0_33:
	lis 4, 15
	ori 4, 4, 225
	rldic 4, 4, 32, 12
	oris 4, 4, 3375
	ori 4, 4, 50637
	mulhdu 5, 3, 4
	mulhdu 4, 6, 4
	sub	7, 3, 5
	rldicl 7, 7, 63, 1
	add 5, 7, 5
	li 7, 0
	rldicl 5, 5, 49, 15
	ori 7, 7, 65521
	mulld 5, 5, 7
	sub	3, 3, 5
	sub	5, 6, 4
	rldicl 5, 5, 63, 1
	add 4, 5, 4
	rldicl 4, 4, 49, 15
	mulld 4, 4, 7
	sub	6, 6, 4
.LBB0_34:
	sldi 4, 6, 16
	ld 30, -16(1)                           # 8-byte Folded Reload
	or 3, 4, 3
	blr
	.long	0
	.quad	0
.Lfunc_end0:
	.size	adler32_z, .Lfunc_end0-.Lfunc_begin0
                                        # -- End function
	.globl	adler32                         # -- Begin function adler32
	.p2align	4
