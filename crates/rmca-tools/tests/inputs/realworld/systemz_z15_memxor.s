
	.file	"memxor.c"
	.text
	.globl	nettle_memxor                   # -- Begin function nettle_memxor
	.p2align	4
	.type	nettle_memxor,@function
nettle_memxor:                          # @nettle_memxor
# %bb.0:
	stmg	%r6, %r15, 48(%r15)
	aghi	%r15, -168
	clgijl	%r4, 16, .LBB0_21
# %bb.1:
	agrk	%r5, %r2, %r4
	tmll	%r5, 7
	je	.LBB0_7
# %bb.2:
	risblg	%r1, %r5, 29, 159, 0
	tmll	%r5, 3
	je	.LBB0_38
# %bb.3:
	nilf	%r5, 3
	srk	%r0, %r1, %r5
.LBB0_4:                                # =>This Inner Loop Header: Depth=1
	lb	%r14, -1(%r4,%r3)
	lb	%r13, -1(%r4,%r2)
	xr	%r14, %r13
	stcy	%r14, -1(%r4,%r2)
	lay	%r4, -1(%r4)
	brct	%r5, .LBB0_4
# %bb.5:
	cijl	%r1, 4, .LBB0_7
.LBB0_6:                                # =>This Inner Loop Header: Depth=1
# LLVM-MCA-BEGIN loop0
	lb	%r1, -1(%r4,%r3)
	lb	%r5, -1(%r4,%r2)
	xr	%r1, %r5
	stcy	%r1, -1(%r4,%r2)
	lb	%r1, -2(%r4,%r3)
	lb	%r5, -2(%r4,%r2)
	xr	%r1, %r5
	stcy	%r1, -2(%r4,%r2)
	lb	%r1, -3(%r4,%r3)
	lb	%r5, -3(%r4,%r2)
	xr	%r1, %r5
	stcy	%r1, -3(%r4,%r2)
	lb	%r1, -4(%r4,%r3)
	lb	%r5, -4(%r4,%r2)
	xr	%r1, %r5
	stcy	%r1, -4(%r4,%r2)
	lay	%r4, -4(%r4)
	ahi	%r0, -4
	jlh	.LBB0_6
# LLVM-MCA-END
.LBB0_7:
	la	%r0, 0(%r4,%r3)
	risbgn	%r1, %r4, 61, 191, 0
	srlg	%r5, %r4, 3
	agrk	%r14, %r2, %r1
	la	%r13, 0(%r1,%r3)
	tmll	%r0, 7
	je	.LBB0_22
# %bb.8:
	cgije	%r5, 0, .LBB0_59
# %bb.9:
	risblg	%r0, %r13, 29, 159, 0
	risbgn	%r9, %r13, 0, 188, 0
	sllg	%r8, %r5, 3
	agr	%r8, %r9
	ahik	%r10, %r0, -1
	llgfr	%r6, %r10
	llgc	%r11, 0(%r6,%r8)
	risblg	%r12, %r13, 26, 156, 3
	st	%r12, 160(%r15)                 # 4-byte Spill
	lhi	%r12, 64
	je	.LBB0_15
# %bb.10:
	tmll	%r6, 3
	je	.LBB0_58
# %bb.11:
	risbgn	%r10, %r6, 62, 191, 0
	lgr	%r7, %r6
.LBB0_12:                               # =>This Inner Loop Header: Depth=1
	sllg	%r11, %r11, 8
	icy	%r11, -1(%r7,%r8)
	lay	%r7, -1(%r7)
	brctg	%r10, .LBB0_12
# %bb.13:
	clijl	%r6, 4, .LBB0_15
.LBB0_14:                               # =>This Inner Loop Header: Depth=1
# LLVM-MCA-BEGIN loop1
	llgc	%r10, -1(%r7,%r8)
	sllg	%r11, %r11, 16
	rosbg	%r11, %r10, 0, 55, 8
	icy	%r11, -2(%r7,%r8)
	llgc	%r10, -3(%r7,%r8)
	sllg	%r11, %r11, 16
	rosbg	%r11, %r10, 0, 55, 8
	icy	%r11, -4(%r7,%r8)
	lay	%r7, -4(%r7)
	cgijlh	%r7, 0, .LBB0_14
# LLVM-MCA-END
.LBB0_15:
	l	%r10, 160(%r15)                 # 4-byte Reload
	sr	%r12, %r10
	tmll	%r4, 8
	jne	.LBB0_17
# %bb.16:
	aghi	%r5, -1
	sllg	%r4, %r5, 3
	lg	%r8, 0(%r4,%r9)
	sllg	%r11, %r11, 0(%r12)
	srlg	%r7, %r8, 0(%r10)
	ogr	%r11, %r7
	xg	%r11, 0(%r4,%r14)
	stg	%r11, 0(%r4,%r14)
	lgr	%r11, %r8
.LBB0_17:
	tmll	%r5, 1
	je	.LBB0_60
# %bb.18:
	st	%r12, 164(%r15)                 # 4-byte Spill
	clgijl	%r5, 3, .LBB0_37
# %bb.19:
	aghik	%r6, %r5, -3
	llgfr	%r4, %r10
	llgfr	%r8, %r12
	tmll	%r6, 2
	jne	.LBB0_39
# %bb.20:
	lay	%r7, -2(%r5)
	sllg	%r5, %r5, 3
	lg	%r10, -8(%r5,%r9)
	srlg	%r12, %r10, 0(%r4)
	sllg	%r11, %r11, 0(%r8)
	ogr	%r12, %r11
	xg	%r12, -8(%r5,%r14)
	stg	%r12, -8(%r5,%r14)
	sllg	%r5, %r7, 3
	lg	%r11, 0(%r5,%r9)
	srlg	%r12, %r11, 0(%r4)
	sllg	%r10, %r10, 0(%r8)
	ogr	%r12, %r10
	xg	%r12, 0(%r5,%r14)
	l	%r10, 160(%r15)                 # 4-byte Reload
	stg	%r12, 0(%r5,%r14)
	lgr	%r5, %r7
	cgijlh	%r6, 0, .LBB0_40
	j	.LBB0_42
.LBB0_21:
	lgr	%r1, %r4
	j	.LBB0_51
.LBB0_22:
	tmll	%r4, 8
	je	.LBB0_24
# %bb.23:
	aghi	%r5, -1
	sllg	%r4, %r5, 3
	lg	%r0, 0(%r4,%r14)
	xg	%r0, 0(%r4,%r13)
	stg	%r0, 0(%r4,%r14)
.LBB0_24:
	clgijl	%r5, 2, .LBB0_51
# %bb.25:
	aghik	%r0, %r5, -2
	clgijl	%r0, 42, .LBB0_31
# %bb.26:
	sllg	%r14, %r5, 3
	ogrk	%r4, %r14, %r1
	risbgn	%r13, %r5, 0, 187, 3
	sgrk	%r13, %r4, %r13
	la	%r12, 0(%r13,%r2)
	la	%r11, 0(%r4,%r3)
	clgrjhe	%r12, %r11, .LBB0_28
# %bb.27:
	la	%r4, 0(%r4,%r2)
	la	%r13, 0(%r13,%r3)
	clgrjl	%r13, %r4, .LBB0_31
.LBB0_28:
	srlg	%r4, %r0, 1
	la	%r0, 1(%r4)
	risbgn	%r4, %r0, 0, 190, 0
	risbgn	%r13, %r0, 0, 189, 1
	sgr	%r5, %r13
	lay	%r14, -32(%r1,%r14)
	lgr	%r13, %r4
.LBB0_29:                               # =>This Inner Loop Header: Depth=1
	vlrepg	%v0, 24(%r14,%r3)
	vleg	%v0, 8(%r14,%r3), 1
	vlrepg	%v1, 24(%r14,%r2)
	vleg	%v1, 8(%r14,%r2), 1
	vx	%v0, %v1, %v0
	vlrepg	%v1, 16(%r14,%r3)
	vleg	%v1, 0(%r14,%r3), 1
	vlrepg	%v2, 16(%r14,%r2)
	vleg	%v2, 0(%r14,%r2), 1
	vx	%v1, %v2, %v1
	vmrhg	%v2, %v1, %v0
	vmrlg	%v0, %v1, %v0
	vst	%v2, 16(%r14,%r2), 3
	vst	%v0, 0(%r14,%r2), 3
	lay	%r14, -32(%r14)
	aghi	%r13, -2
	jne	.LBB0_29
# %bb.30:
	cgrje	%r0, %r4, .LBB0_51
.LBB0_31:
	cghi	%r5, 2
	lghi	%r4, 0
	locghilh	%r4, 1
	lcgr	%r0, %r4
	sgr	%r4, %r5
	lcgr	%r4, %r4
	aghi	%r0, -1
	aghi	%r4, -1
	agr	%r0, %r5
	tmll	%r4, 6
	jo	.LBB0_34
# %bb.32:
	srlg	%r4, %r0, 1
	la	%r4, 1(%r4)
	risbgn	%r4, %r4, 62, 191, 0
	lgr	%r14, %r1
	sllg	%r13, %r4, 1
	rosbg	%r14, %r5, 0, 60, 3
	sgr	%r5, %r13
.LBB0_33:                               # =>This Inner Loop Header: Depth=1
# LLVM-MCA-BEGIN loop2
	lg	%r13, -8(%r14,%r2)
	xg	%r13, -8(%r14,%r3)
	stg	%r13, -8(%r14,%r2)
	lg	%r13, -16(%r14,%r2)
	xg	%r13, -16(%r14,%r3)
	stg	%r13, -16(%r14,%r2)
	lay	%r14, -16(%r14)
	brctg	%r4, .LBB0_33
# LLVM-MCA-END
.LBB0_34:
	clgijl	%r0, 6, .LBB0_51
# %bb.35:
	lgr	%r4, %r1
	rosbg	%r4, %r5, 0, 60, 3
.LBB0_36:                               # =>This Inner Loop Header: Depth=1
	lg	%r0, -8(%r4,%r2)
	xg	%r0, -8(%r4,%r3)
	stg	%r0, -8(%r4,%r2)
	lg	%r0, -16(%r4,%r2)
	xg	%r0, -16(%r4,%r3)
	stg	%r0, -16(%r4,%r2)
	lg	%r0, -24(%r4,%r2)
	xg	%r0, -24(%r4,%r3)
	stg	%r0, -24(%r4,%r2)
	lg	%r0, -32(%r4,%r2)
	xg	%r0, -32(%r4,%r3)
	stg	%r0, -32(%r4,%r2)
	lg	%r0, -40(%r4,%r2)
	aghi	%r5, -8
	xg	%r0, -40(%r4,%r3)
	stg	%r0, -40(%r4,%r2)
	lg	%r0, -48(%r4,%r2)
	xg	%r0, -48(%r4,%r3)
	stg	%r0, -48(%r4,%r2)
	lg	%r0, -56(%r4,%r2)
	xg	%r0, -56(%r4,%r3)
	stg	%r0, -56(%r4,%r2)
	lg	%r0, -64(%r4,%r2)
	xg	%r0, -64(%r4,%r3)
	stg	%r0, -64(%r4,%r2)
	lay	%r4, -64(%r4)
	clgijh	%r5, 1, .LBB0_36
	j	.LBB0_51
.LBB0_37:
	lgr	%r7, %r5
	j	.LBB0_42
.LBB0_38:
	lr	%r0, %r1
	cijhe	%r1, 4, .LBB0_6
	j	.LBB0_7
.LBB0_39:
                                        # implicit-def: $r7d
	cgije	%r6, 0, .LBB0_42
.LBB0_40:
	sllg	%r6, %r5, 3
	lgr	%r7, %r5
.LBB0_41:                               # =>This Inner Loop Header: Depth=1
	lg	%r5, -8(%r6,%r9)
	srlg	%r12, %r5, 0(%r4)
	sllg	%r11, %r11, 0(%r8)
	ogr	%r12, %r11
	xg	%r12, -8(%r6,%r14)
	stg	%r12, -8(%r6,%r14)
	lg	%r12, -16(%r6,%r9)
	srlg	%r11, %r12, 0(%r4)
	sllg	%r5, %r5, 0(%r8)
	ogr	%r5, %r11
	xg	%r5, -16(%r6,%r14)
	stg	%r5, -16(%r6,%r14)
	lg	%r5, -24(%r6,%r9)
	srlg	%r11, %r5, 0(%r4)
	sllg	%r12, %r12, 0(%r8)
	ogr	%r12, %r11
	xg	%r12, -24(%r6,%r14)
	stg	%r12, -24(%r6,%r14)
	lg	%r11, -32(%r6,%r9)
	srlg	%r12, %r11, 0(%r4)
	sllg	%r5, %r5, 0(%r8)
	ogr	%r5, %r12
	xg	%r5, -32(%r6,%r14)
	stg	%r5, -32(%r6,%r14)
	aghi	%r7, -4
	lay	%r6, -32(%r6)
	clgijh	%r7, 2, .LBB0_41
.LBB0_42:
	cgijlh	%r7, 1, .LBB0_61
# %bb.43:
	llgfr	%r5, %r0
	xilf	%r5, 7
	llgc	%r4, 0(%r5,%r13)
	l	%r9, 164(%r15)                  # 4-byte Reload
	cije	%r0, 7, .LBB0_50
# %bb.44:
	tmll	%r5, 3
	je	.LBB0_47
# %bb.45:
	risbhg	%r0, %r5, 30, 159, 32
.LBB0_46:                               # =>This Inner Loop Header: Depth=1
	ahi	%r5, -1
	llgfr	%r12, %r5
	sllg	%r4, %r4, 8
	ic	%r4, 0(%r12,%r13)
	brcth	%r0, .LBB0_46
.LBB0_47:
	ahi	%r0, -4
	clijl	%r0, 3, .LBB0_50
# %bb.48:
	lgfr	%r5, %r5
.LBB0_49:                               # =>This Inner Loop Header: Depth=1
	llgc	%r0, -1(%r5,%r13)
	sllg	%r4, %r4, 16
	rosbg	%r4, %r0, 0, 55, 8
	icy	%r4, -2(%r5,%r13)
	llgc	%r0, -3(%r5,%r13)
	sllg	%r4, %r4, 16
	rosbg	%r4, %r0, 0, 55, 8
	lay	%r0, -4(%r5)
	algfi	%r5, 4294967292
	llgfr	%r5, %r5
	ic	%r4, 0(%r5,%r13)
	lgr	%r5, %r0
	cijlh	%r0, 0, .LBB0_49
.LBB0_50:
	lghi	%r0, -1
	srlg	%r0, %r0, 0(%r10)
	ngr	%r0, %r4
	sllg	%r4, %r11, 0(%r9)
	ogr	%r0, %r4
	xg	%r0, 0(%r14)
	stg	%r0, 0(%r14)
.LBB0_51:
	cgije	%r1, 0, .LBB0_57
# %bb.52:
	tmll	%r1, 3
	lgr	%r4, %r1
	je	.LBB0_55
# %bb.53:
	risbgn	%r0, %r1, 62, 191, 0
	lgr	%r4, %r1
.LBB0_54:                               # =>This Inner Loop Header: Depth=1
	lb	%r5, -1(%r4,%r3)
	lb	%r14, -1(%r4,%r2)
	xr	%r5, %r14
	stcy	%r5, -1(%r4,%r2)
	lay	%r4, -1(%r4)
	brctg	%r0, .LBB0_54
.LBB0_55:
	clgijl	%r1, 4, .LBB0_57
.LBB0_56:                               # =>This Inner Loop Header: Depth=1
	lb	%r0, -1(%r4,%r3)
	lb	%r1, -1(%r4,%r2)
	xr	%r0, %r1
	stcy	%r0, -1(%r4,%r2)
	lb	%r0, -2(%r4,%r3)
	lb	%r1, -2(%r4,%r2)
	xr	%r0, %r1
	stcy	%r0, -2(%r4,%r2)
	lb	%r0, -3(%r4,%r3)
	lb	%r1, -3(%r4,%r2)
	xr	%r0, %r1
	stcy	%r0, -3(%r4,%r2)
	lb	%r0, -4(%r4,%r3)
	lb	%r1, -4(%r4,%r2)
	xr	%r0, %r1
	stcy	%r0, -4(%r4,%r2)
	lay	%r4, -4(%r4)
	cgijlh	%r4, 0, .LBB0_56
.LBB0_57:
	lmg	%r6, %r15, 216(%r15)
	br	%r14
.LBB0_58:
	lgr	%r7, %r6
	clijhe	%r6, 4, .LBB0_14
	j	.LBB0_15
.LBB0_59:
	larl	%r2, .L.str
	larl	%r3, .L.str.1
	lghi	%r4, 80
	larl	%r5, .L__PRETTY_FUNCTION__.memxor_different_alignment
	brasl	%r14, __assert_fail@PLT
.LBB0_60:
	larl	%r2, .L.str.2
	larl	%r3, .L.str.1
	lghi	%r4, 102
	larl	%r5, .L__PRETTY_FUNCTION__.memxor_different_alignment
	brasl	%r14, __assert_fail@PLT
.LBB0_61:
	larl	%r2, .L.str.3
	larl	%r3, .L.str.1
	lghi	%r4, 111
	larl	%r5, .L__PRETTY_FUNCTION__.memxor_different_alignment
	brasl	%r14, __assert_fail@PLT
.Lfunc_end0:
	.size	nettle_memxor, .Lfunc_end0-nettle_memxor
                                        # -- End function
	.type	.L.str,@object                  # @.str
	.section	.rodata.str1.2,"aMS",@progbits,1
	.p2align	1, 0x0
.L.str:
	.asciz	"n > 0"
	.size	.L.str, 6

	.type	.L.str.1,@object                # @.str.1
	.p2align	1, 0x0
.L.str.1:
	.asciz	"/work/rw-src/nettle-3.8.1/memxor.c"
	.size	.L.str.1, 35

	.type	.L__PRETTY_FUNCTION__.memxor_different_alignment,@object # @__PRETTY_FUNCTION__.memxor_different_alignment
	.p2align	1, 0x0
.L__PRETTY_FUNCTION__.memxor_different_alignment:
	.asciz	"void memxor_different_alignment(word_t *, const unsigned char *, size_t)"
	.size	.L__PRETTY_FUNCTION__.memxor_different_alignment, 73

	.type	.L.str.2,@object                # @.str.2
	.p2align	1, 0x0
.L.str.2:
	.asciz	"n & 1"
	.size	.L.str.2, 6

	.type	.L.str.3,@object                # @.str.3
	.p2align	1, 0x0
.L.str.3:
	.asciz	"n == 1"
	.size	.L.str.3, 7

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
