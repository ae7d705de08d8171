@ sqlite attach.c, compiled here by gcc-12 -O2 for cortex-a15: a loop whose vmov.i32
@ issues the AGU while it is not free (an empty unit mask).
	.arch armv7-a
	.arch_extension virt
	.arch_extension idiv
	.arch_extension sec
	.arch_extension mp
	.fpu neon-vfpv4
	.syntax unified
@ LLVM-MCA-BEGIN loop5
	ldr	r10, [r4, #20]
	vmov.i32	q8, #0  @ v16qi
	str	r9, [r4, #16]
	add	ip, sp, #12
	add	r3, sp, #28
	add	r2, sp, #20
	mov	r1, r8
	add	r5, r9, r10, lsl #4
	vst1.8	{q8}, [r5]
	ldr	r0, [r4]
	ldr	lr, [r4, #60]
	ldr	r0, [r0, #16]
	str	ip, [sp]
	add	ip, sp, #16
	str	ip, [sp, #4]
	str	lr, [sp, #20]
	bl	sqlite3ParseUri(PLT)
	cmp	r0, #0
	beq	.L118
	cmp	r0, #7
	beq	.L171
.L119:
	ldr	r1, [sp, #16]
	mov	r0, r6
	mvn	r2, #0
	bl	sqlite3_result_error(PLT)
	ldr	r0, [sp, #16]
	bl	sqlite3_free(PLT)
	b	.L102
.L168:
	ldr	r0, .L176+8
.LPIC9:
	add	r0, pc, r0
	bl	sqlite3_vfs_find(PLT)
	cmp	r0, #0
	str	r0, [sp, #28]
	beq	.L102
	ldr	r5, [r4, #16]
	ldrb	r3, [r4, #176]	@ zero_extendqisi2
	add	r5, r5, r3, lsl #4
	ldr	r3, [r5, #4]
	cmp	r3, #0
	beq	.L107
	mov	r0, r3
	bl	sqlite3BtreeClose(PLT)
	ldr	r0, [sp, #28]
.L107:
	mov	r3, #0
	ldr	r1, .L176+12
	mov	r2, r4
	str	r3, [r5, #4]
	str	r3, [r5, #12]
	str	r3, [sp]
	mov	r3, #256
.LPIC10:
	add	r1, pc, r1
	str	r3, [sp, #4]
	add	r3, r5, #4
	bl	sqlite3BtreeOpen(PLT)
	mov	r7, r0
.L108:
	mov	r3, #0
	cmp	r7, #19
	strb	r3, [r4, #95]
	beq	.L172
	cmp	r7, #0
	beq	.L123
	mov	r3, #3
	ldr	r0, [sp, #12]
	strb	r3, [r5, #8]
	bl	sqlite3_free_filename(PLT)
.L122:
	ldrb	r3, [r4, #178]	@ zero_extendqisi2
	ands	r5, r3, #4
	bne	.L129
	ldr	r3, [r4, #16]
	ldr	r9, [r4, #20]
	sub	r9, r9, #1
	lsl	r10, r9, #4
	add	r3, r3, r10
	ldr	r0, [r3, #4]
	cmp	r0, #0
	beq	.L130
	bl	sqlite3BtreeClose(PLT)
	ldr	r3, [r4, #16]
	add	r3, r3, r10
	str	r5, [r3, #4]
	str	r5, [r3, #12]
.L130:
	mov	r0, r4
	bl	sqlite3ResetAllSchemasOfConnection(PLT)
	movw	r3, #3082
	str	r9, [r4, #20]
	cmp	r7, r3
	cmpne	r7, #7
	beq	.L173
	ldr	r1, [sp, #24]
	cmp	r1, #0
	bne	.L132
	ldr	r1, .L176+16
	mov	r2, r8
	mov	r0, r4
.LPIC17:
	add	r1, pc, r1
	bl	sqlite3MPrintf(PLT)
	cmp	r0, #0
	mov	r1, r0
	str	r0, [sp, #24]
	bne	.L132
	b	.L133
.L167:
	ldr	r7, .L176+20
.LPIC8:
	add	r7, pc, r7
	b	.L104
.L166:
	ldr	r8, .L176+24
.LPIC7:
	add	r8, pc, r8
	b	.L103
.L129:
	ldr	r1, [sp, #24]
	cmp	r1, #0
	beq	.L133
.L132:
	mov	r0, r6
	mvn	r2, #0
	bl	sqlite3_result_error(PLT)
	ldr	r1, [sp, #24]
	mov	r0, r4
	bl	sqlite3DbFree(PLT)
.L133:
	mov	r1, r7
	mov	r0, r6
	bl	sqlite3_result_error_code(PLT)
	b	.L102
.L170:
	mov	r2, #48
	mov	r3, #0
	mov	r0, r4
	bl	sqlite3DbMallocRawNN(PLT)
	subs	r9, r0, #0
	beq	.L102
	ldr	r3, [r4, #16]
	ldr	ip, [r3]	@ unaligned
	ldr	r0, [r3, #4]	@ unaligned
	ldr	r1, [r3, #8]	@ unaligned
	ldr	r2, [r3, #12]	@ unaligned
	str	ip, [r9]	@ unaligned
	str	r0, [r9, #4]	@ unaligned
	str	r1, [r9, #8]	@ unaligned
	str	r2, [r9, #12]	@ unaligned
	ldr	ip, [r3, #16]	@ unaligned
	ldr	r0, [r3, #20]	@ unaligned
	ldr	r1, [r3, #24]	@ unaligned
	ldr	r2, [r3, #28]	@ unaligned
	str	ip, [r9, #16]	@ unaligned
	str	r0, [r9, #20]	@ unaligned
	str	r1, [r9, #24]	@ unaligned
	str	r2, [r9, #28]	@ unaligned
	b	.L117
@ LLVM-MCA-END
