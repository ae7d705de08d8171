
	.syntax	unified
	.eabi_attribute	67, "2.09"	@ Tag_conformance
	.cpu	cortex-a9
	.eabi_attribute	6, 10	@ Tag_CPU_arch
	.eabi_attribute	7, 65	@ Tag_CPU_arch_profile
	.eabi_attribute	8, 1	@ Tag_ARM_ISA_use
	.eabi_attribute	9, 2	@ Tag_THUMB_ISA_use
	.fpu	neon-fp16
	.eabi_attribute	36, 1	@ Tag_FP_HP_extension
	.eabi_attribute	42, 1	@ Tag_MPextension_use
	.eabi_attribute	34, 1	@ Tag_CPU_unaligned_access
	.eabi_attribute	68, 1	@ Tag_Virtualization_use
	.eabi_attribute	15, 1	@ Tag_ABI_PCS_RW_data
	.eabi_attribute	16, 1	@ Tag_ABI_PCS_RO_data
	.eabi_attribute	17, 2	@ Tag_ABI_PCS_GOT_use
	.eabi_attribute	20, 1	@ Tag_ABI_FP_denormal
	.eabi_attribute	21, 0	@ Tag_ABI_FP_exceptions
	.eabi_attribute	23, 3	@ Tag_ABI_FP_number_model
	.eabi_attribute	24, 1	@ Tag_ABI_align_needed
	.eabi_attribute	25, 1	@ Tag_ABI_align_preserved
	.eabi_attribute	28, 1	@ Tag_ABI_VFP_args
	.eabi_attribute	38, 1	@ Tag_ABI_FP_16bit_format
	.eabi_attribute	18, 4	@ Tag_ABI_PCS_wchar_t
	.eabi_attribute	26, 2	@ Tag_ABI_enum_size
	.eabi_attribute	14, 0	@ Tag_ABI_PCS_R9_use
	.file	"lobject.c"
	.text
	.hidden	luaO_ceillog2                   @ -- Begin function luaO_ceillog2
	.globl	luaO_ceillog2
	.p2align	2
	.type	luaO_ceillog2,%function
	.code	32
luaO_ceillog2:                          @ @luaO_ceillog2
	.fnstart
@ %bb.0:
	sub	r1, r0, #1
	mov	r0, #0
	cmp	r1, #256
	blo	.LBB0_2
.LBB0_1:                                @ =>This Inner Loop Header: Depth=1
@ LLVM-MCA-BEGIN loop0
	mov	r2, r1
	lsr	r1, r1, #8
	add	r0, r0, #8
	lsrs	r2, r2, #16
	bne	.LBB0_1
@ LLVM-MCA-END
.LBB0_2:
	ldr	r2, .LCPI0_0
.LPC0_0:
	add	r2, pc, r2
	ldrb	r1, [r2, r1]
	add	r0, r0, r1
	bx	lr
	.p2align	2
@ %bb.3:
.LCPI0_0:
	.long	luaO_ceillog2.log_2-(.LPC0_0+8)
.Lfunc_end0:
	.size	luaO_ceillog2, .Lfunc_end0-luaO_ceillog2
	.cantunwind
	.fnend
                                        @ -- End function
	.hidden	luaO_rawarith                   @ -- Begin function luaO_rawarith
	.globl	luaO_rawarith
	.p2align	2
	.type	luaO_rawarith,%function
	.code	32
luaO_rawarith:                          @ @luaO_rawarith
	.fnstart
@ %bb.0:
	.save	{r4, r5, r6, r7, r8, r9, r11, lr}
	push	{r4, r5, r6, r7, r8, r9, r11, lr}
	.vsave	{d8}
	vpush	{d8}
	.pad	#24
	sub	sp, sp, #24
	ldr	r5, [sp, #64]
	cmp	r1, #13
	bhi	.LBB1_16
@ %bb.1:
	mov	r7, #1
	mov	r6, #12160
	tst	r6, r7, lsl r1
	beq	.LBB1_10
@ %bb.2:
	ldrb	r7, [r2, #8]
	cmp	r7, #3
	bne	.LBB1_41
@ %bb.3:
	ldm	r2, {r2, r7}
	str	r7, [sp, #20]
	str	r2, [sp, #16]
.LBB1_4:
	ldrb	r2, [r3, #8]
	cmp	r2, #3
	bne	.LBB1_42
@ %bb.5:
	ldm	r3, {r4, r7}
	str	r7, [sp, #12]
	str	r4, [sp, #8]
.LBB1_6:
	ldr	r2, [sp, #16]
	ldr	r3, [sp, #20]
	stm	sp, {r4, r7}
.LBB1_7:
	bl	intarith
	mov	r2, #3
	strd	r0, r1, [r5]
	strb	r2, [r5, #8]
.LBB1_8:
	mov	r4, #1
.LBB1_9:
	mov	r0, r4
	add	sp, sp, #24
	vpop	{d8}
	pop	{r4, r5, r6, r7, r8, r9, r11, pc}
.LBB1_10:
	mov	r6, #48
	tst	r6, r7, lsl r1
	beq	.LBB1_16
@ %bb.11:
	ldrb	r0, [r2, #8]
	mov	r4, #0
	cmp	r0, #3
	beq	.LBB1_20
@ %bb.12:
	cmp	r0, #19
	bne	.LBB1_9
@ %bb.13:
	vldr	d8, [r2]
	mov	r6, r1
	ldrb	r0, [r3, #8]
	cmp	r0, #3
	beq	.LBB1_21
.LBB1_14:
@ LLVM-MCA-BEGIN loop1
	cmp	r0, #19
	bne	.LBB1_9
@ %bb.15:
	vldr	d1, [r3]
	cmp	r6, #4
	bne	.LBB1_34
	b	.LBB1_22
.LBB1_16:
	ldrb	r7, [r2, #8]
	mov	r4, #0
	cmp	r7, #19
	beq	.LBB1_24
@ %bb.17:
	cmp	r7, #3
	bne	.LBB1_9
@ %bb.18:
	ldrb	r6, [r3, #8]
	ldm	r2, {r2, r7}
	cmp	r6, #3
	bne	.LBB1_28
@ %bb.19:
	ldr	r4, [r3]
	ldr	r3, [r3, #4]
	str	r4, [sp]
	str	r3, [sp, #4]
	mov	r3, r7
	b	.LBB1_7
.LBB1_20:
	mov	r6, r1
	ldrd	r0, r1, [r2]
	mov	r7, r3
	bl	__aeabi_l2d
	mov	r3, r7
	vmov	d8, r0, r1
	ldrb	r0, [r3, #8]
	cmp	r0, #3
	bne	.LBB1_14
@ LLVM-MCA-END
.LBB1_21:
	ldrd	r0, r1, [r3]
	bl	__aeabi_l2d
	vmov	d1, r0, r1
	cmp	r6, #4
	bne	.LBB1_34
.LBB1_22:
	vmov.f64	d16, #2.000000e+00
	vcmp.f64	d1, d16
	vmrs	APSR_nzcv, fpscr
	bne	.LBB1_27
@ %bb.23:
	vmul.f64	d0, d8, d8
	b	.LBB1_35
.LBB1_24:
	ldrb	r6, [r3, #8]
	vldr	d8, [r2]
	cmp	r6, #3
	beq	.LBB1_29
.LBB1_25:
	cmp	r6, #19
	bne	.LBB1_9
@ %bb.26:
	vldr	d1, [r3]
	b	.LBB1_30
.LBB1_27:
	vorr	d0, d8, d8
	bl	pow
	b	.LBB1_35
.LBB1_28:
	mov	r9, r0
	mov	r8, r1
	mov	r1, r7
	mov	r0, r2
	mov	r7, r3
	bl	__aeabi_l2d
	mov	r12, r0
	mov	r2, r1
	mov	r3, r7
	mov	r0, r9
	mov	r1, r8
	vmov	d8, r12, r2
	cmp	r6, #3
	bne	.LBB1_25
.LBB1_29:
	ldrd	r2, r3, [r3]
	mov	r6, r0
	mov	r4, r1
	mov	r0, r2
	mov	r1, r3
	bl	__aeabi_l2d
	mov	r2, r0
	mov	r3, r1
	mov	r0, r6
	mov	r1, r4
	vmov	d1, r2, r3
.LBB1_30:
	vmov.i32	d0, #0x0
	cmp	r1, #12
	bhi	.LBB1_35
@ %bb.31:
	adr	r2, .LJTI1_0
	ldr	r1, [r2, r1, lsl #2]
	add	pc, r2, r1
@ %bb.32:
	.p2align	2
.LJTI1_0:
	.long	.LBB1_33-.LJTI1_0
	.long	.LBB1_36-.LJTI1_0
	.long	.LBB1_39-.LJTI1_0
	.long	.LBB1_40-.LJTI1_0
	.long	.LBB1_22-.LJTI1_0
	.long	.LBB1_34-.LJTI1_0
	.long	.LBB1_37-.LJTI1_0
	.long	.LBB1_35-.LJTI1_0
	.long	.LBB1_35-.LJTI1_0
	.long	.LBB1_35-.LJTI1_0
	.long	.LBB1_35-.LJTI1_0
	.long	.LBB1_35-.LJTI1_0
	.long	.LBB1_38-.LJTI1_0
.LBB1_33:
	vadd.f64	d0, d8, d1
	b	.LBB1_35
.LBB1_34:
	vdiv.f64	d0, d8, d1
.LBB1_35:
@ LLVM-MCA-BEGIN loop2
	mov	r0, #19
	vstr	d0, [r5]
	strb	r0, [r5, #8]
	b	.LBB1_8
.LBB1_36:
	vsub.f64	d0, d8, d1
	b	.LBB1_35
@ LLVM-MCA-END
.LBB1_37:
	vdiv.f64	d0, d8, d1
	bl	floor
	b	.LBB1_35
.LBB1_38:
	vneg.f64	d0, d8
	b	.LBB1_35
.LBB1_39:
	vmul.f64	d0, d8, d1
	b	.LBB1_35
.LBB1_40:
	vorr	d0, d8, d8
	bl	luaV_modf
	b	.LBB1_35
.LBB1_41:
	add	r12, sp, #16
	mov	r8, r0
	mov	r0, r2
	mov	r7, r1
	mov	r1, r12
	mov	r2, #0
	mov	r4, #0
	mov	r6, r3
	bl	luaV_tointegerns
	mov	r2, r0
	mov	r3, r6
	mov	r1, r7
	mov	r0, r8
	cmp	r2, #0
	bne	.LBB1_4
	b	.LBB1_9
.LBB1_42:
	add	r2, sp, #8
	mov	r6, r0
	mov	r7, r1
	mov	r1, r2
	mov	r0, r3
	mov	r2, #0
	mov	r4, #0
	bl	luaV_tointegerns
	cmp	r0, #0
	beq	.LBB1_9
@ %bb.43:
	mov	r1, r7
	ldr	r4, [sp, #8]
	ldr	r7, [sp, #12]
	mov	r0, r6
	b	.LBB1_6
.Lfunc_end1:
	.size	luaO_rawarith, .Lfunc_end1-luaO_rawarith
	.cantunwind
	.fnend
                                        @ -- End function
	.p2align	2                               @ -- Begin function intarith
	.type	luaO_str2num,%function
	.code	32
luaO_str2num:                           @ @luaO_str2num
	.fnstart
@ %bb.0:
	.save	{r4, r5, r6, r7, r8, r9, r10, r11, lr}
	push	{r4, r5, r6, r7, r8, r9, r10, r11, lr}
	.pad	#220
	sub	sp, sp, #220
	ldr	r11, .LCPI5_0
	mov	r3, r0
.LPC5_0:
	add	r11, pc, r11
.LBB5_1:                                @ =>This Inner Loop Header: Depth=1
	ldrb	r5, [r3], #1
	add	r2, r11, r5
	ldrb	r2, [r2, #1]
	tst	r2, #8
	bne	.LBB5_1
@ %bb.2:
	cmp	r5, #43
	beq	.LBB5_5
@ %bb.3:
	mov	r7, #1
	cmp	r5, #45
	beq	.LBB5_6
@ %bb.4:
	sub	r3, r3, #1
	mov	r7, #0
	cmp	r5, #48
	str	r0, [sp, #8]                    @ 4-byte Spill
	str	r7, [sp, #4]                    @ 4-byte Spill
	beq	.LBB5_7
	b	.LBB5_10
.LBB5_5:
	mov	r7, #0
.LBB5_6:
	ldrb	r5, [r3]
	cmp	r5, #48
	str	r0, [sp, #8]                    @ 4-byte Spill
	str	r7, [sp, #4]                    @ 4-byte Spill
	bne	.LBB5_10
.LBB5_7:
	ldrb	r2, [r3, #1]
	orr	r2, r2, #32
	cmp	r2, #120
	bne	.LBB5_10
@ %bb.8:
	mov	r5, r3
	ldrb	r4, [r5, #2]!
	add	r0, r11, r4
	ldrb	r0, [r0, #1]
	tst	r0, #16
	bne	.LBB5_19
@ %bb.9:
	mov	r0, #0
	b	.LBB5_12
.LBB5_10:
	add	r0, r11, r5
	ldrb	r0, [r0, #1]
	tst	r0, #2
	bne	.LBB5_13
@ %bb.11:
	mov	r0, #0
	mov	r5, r3
.LBB5_12:
	mov	r2, #0
	mov	r6, #0
	b	.LBB5_22
.LBB5_13:
	movw	r10, #52428
	movw	r9, #52427
	add	lr, r7, #7
	mov	r2, #0
	movt	r10, #3276
	movt	r9, #52428
	mov	r8, #10
	mov	r6, #0
	b	.LBB5_15
.LBB5_14:                               @   in Loop: Header=BB5_15 Depth=1
	umull	r2, r7, r2, r8
	add	r6, r6, r6, lsl #2
	ldrb	r5, [r3, #1]!
	add	r12, r11, r5
	adds	r2, r2, r4
	add	r7, r7, r6, lsl #1
	ldrb	r0, [r12, #1]
	adc	r6, r7, r4, asr #31
	tst	r0, #2
	beq	.LBB5_18
.LBB5_15:                               @ =>This Inner Loop Header: Depth=1
	sub	r4, r5, #48
	subs	r5, r9, r2
	sbcs	r5, r10, r6
	bhs	.LBB5_14
@ %bb.16:                               @   in Loop: Header=BB5_15 Depth=1
	adds	r5, r9, #1
	adc	r7, r10, #0
	eor	r5, r2, r5
	eor	r7, r6, r7
	orrs	r5, r5, r7
	bne	.LBB5_27
@ %bb.17:                               @   in Loop: Header=BB5_15 Depth=1
	cmp	r4, lr
	ble	.LBB5_14
	b	.LBB5_27
.LBB5_18:
	mov	r0, #1
	mov	r5, r3
	b	.LBB5_22
.LBB5_19:
	add	r3, r3, #3
	mov	r2, #0
	mov	r6, #0
.LBB5_20:                               @ =>This Inner Loop Header: Depth=1
@ LLVM-MCA-BEGIN loop3
	lsl	r6, r6, #4
	sub	r7, r4, #48
	ldrb	r5, [r3], #1
	tst	r0, #2
	orr	r4, r4, #32
	orr	r6, r6, r2, lsr #28
	subeq	r7, r4, #87
	adds	r2, r7, r2, lsl #4
	add	r0, r11, r5
	ldrb	r0, [r0, #1]
	mov	r4, r5
	adc	r6, r6, r7, asr #31
	tst	r0, #16
	bne	.LBB5_20
@ LLVM-MCA-END
@ %bb.21:
	sub	r5, r3, #1
	mov	r0, #1
.LBB5_22:
	sub	r3, r5, #1
.LBB5_23:                               @ =>This Inner Loop Header: Depth=1
	ldrb	r5, [r3, #1]!
	add	r7, r11, r5
	ldrb	r7, [r7, #1]
	tst	r7, #8
	bne	.LBB5_23
@ %bb.24:
	cmp	r5, #0
	eor	r0, r0, #1
	movwne	r5, #1
	orrs	r0, r0, r5
	bne	.LBB5_27
@ %bb.25:
	ldr	r5, [sp, #4]                    @ 4-byte Reload
	rsbs	r0, r2, #0
	rsc	r7, r6, #0
	ldr	r4, [sp, #8]                    @ 4-byte Reload
	cmp	r5, #0
	moveq	r0, r2
	moveq	r7, r6
	vmov	d0, r0, r7
	mov	r0, #3
.LBB5_26:
	strb	r0, [r1, #8]
	sub	r0, r3, r4
	add	r0, r0, #1
	vstr	d0, [r1]
	add	sp, sp, #220
	pop	{r4, r5, r6, r7, r8, r9, r10, r11, pc}
.LBB5_27:
	mov	r5, r1
	ldr	r1, .LCPI5_1
	ldr	r4, [sp, #8]                    @ 4-byte Reload
.LPC5_1:
	add	r1, pc, r1
	mov	r0, r4
	bl	strpbrk
	cmp	r0, #0
	beq	.LBB5_30
@ %bb.28:
	ldrb	r0, [r0]
	and	r1, r0, #223
	mov	r0, #0
	cmp	r1, #78
	bne	.LBB5_30
@ %bb.29:
	add	sp, sp, #220
	pop	{r4, r5, r6, r7, r8, r9, r10, r11, pc}
.LBB5_30:
	add	r8, sp, #12
	mov	r0, r4
	mov	r1, r8
	bl	strtod
	ldr	r0, [sp, #12]
	cmp	r0, r4
	beq	.LBB5_34
@ %bb.31:
	sub	r3, r0, #1
.LBB5_32:                               @ =>This Inner Loop Header: Depth=1
@ LLVM-MCA-BEGIN loop4
	ldrb	r0, [r3, #1]!
	add	r1, r11, r0
	ldrb	r1, [r1, #1]
	tst	r1, #8
	bne	.LBB5_32
@ LLVM-MCA-END
@ %bb.33:
	cmp	r0, #0
	beq	.LBB5_41
.LBB5_34:
	mov	r0, r4
	mov	r1, #46
	bl	strchr
	cmp	r0, #0
	beq	.LBB5_40
@ %bb.35:
	mov	r6, r0
	mov	r0, r4
	bl	strlen
	cmp	r0, #200
	bhi	.LBB5_40
@ %bb.36:
	mov	r0, r8
	mov	r1, r4
	bl	strcpy
	bl	localeconv
	ldr	r0, [r0]
	sub	r1, r6, r4
	ldrb	r0, [r0]
	strb	r0, [r8, r1]
	add	r1, sp, #216
	mov	r0, r8
	bl	strtod
	ldr	r0, [sp, #216]
	cmp	r0, r8
	beq	.LBB5_40
@ %bb.37:
	mvn	r2, r8
	mov	r1, r5
	add	r2, r2, r0
	add	r3, r4, r2
.LBB5_38:                               @ =>This Inner Loop Header: Depth=1
	ldrb	r2, [r0], #1
	add	r3, r3, #1
	add	r7, r11, r2
	ldrb	r7, [r7, #1]
	tst	r7, #8
	bne	.LBB5_38
@ %bb.39:
	cmp	r2, #0
	beq	.LBB5_42
.LBB5_40:
	mov	r0, #0
	add	sp, sp, #220
	pop	{r4, r5, r6, r7, r8, r9, r10, r11, pc}
.LBB5_41:
	mov	r0, #19
	mov	r1, r5
	b	.LBB5_26
.LBB5_42:
	mov	r0, #19
	b	.LBB5_26
	.p2align	2
@ %bb.43:
.LCPI5_0:
	.long	luai_ctype_-(.LPC5_0+8)
.LCPI5_1:
	.long	.L.str.7-(.LPC5_1+8)
.Lfunc_end5:
	.size	luaO_str2num, .Lfunc_end5-luaO_str2num
	.cantunwind
	.fnend
                                        @ -- End function
	.hidden	luaO_utf8esc                    @ -- Begin function luaO_utf8esc
	.globl	luaO_utf8esc
	.p2align	2
	.type	luaO_utf8esc,%function
	.code	32
luaO_utf8esc:                           @ @luaO_utf8esc
	.fnstart
@ %bb.0:
	cmp	r1, #128
	bhs	.LBB6_2
@ %bb.1:
	mov	r12, #1
	mov	r2, #7
	strb	r1, [r0, r2]
	mov	r0, r12
	bx	lr
.LBB6_2:
	.save	{r4, lr}
	push	{r4, lr}
	mov	lr, #63
	mvn	r3, #6
	mov	r12, #2
.LBB6_3:                                @ =>This Inner Loop Header: Depth=1
@ LLVM-MCA-BEGIN loop5
	lsr	r2, r1, #6
	bfi	r1, r12, #6, #26
	lsr	r4, lr, #1
	strb	r1, [r0, -r3]
	cmp	r2, lr, lsr #1
	add	r3, r3, #1
	mov	r1, r2
	mov	lr, r4
	bhi	.LBB6_3
@ LLVM-MCA-END
@ %bb.4:
	mvn	r1, r4
	add	r12, r3, #8
	orr	r1, r2, r1, lsl #1
	rsb	r2, r3, #0
	pop	{r4, lr}
	strb	r1, [r0, r2]
	mov	r0, r12
	bx	lr
.Lfunc_end6:
	.size	luaO_utf8esc, .Lfunc_end6-luaO_utf8esc
	.cantunwind
	.fnend
                                        @ -- End function
	.hidden	luaO_tostring                   @ -- Begin function luaO_tostring
	.globl	luaO_tostring
	.p2align	2
