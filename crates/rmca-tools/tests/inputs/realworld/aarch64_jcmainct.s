
	.file	"jcmainct.c"
	.text
	.globl	jinit_c_main_controller         // -- Begin function jinit_c_main_controller
	.p2align	4
	.type	jinit_c_main_controller,@function
jinit_c_main_controller:                // @jinit_c_main_controller
// %bb.0:
	stp	x29, x30, [sp, #-48]!           // 16-byte Folded Spill
	ldr	x8, [x0, #8]
	stp	x20, x19, [sp, #32]             // 16-byte Folded Spill
	mov	w20, w1
	mov	w1, #1                          // =0x1
	mov	w2, #112                        // =0x70
	stp	x22, x21, [sp, #16]             // 16-byte Folded Spill
	mov	x29, sp
	mov	x19, x0
	ldr	x8, [x8]
	blr	x8
	adrp	x8, start_pass_main
	add	x8, x8, :lo12:start_pass_main
	str	x0, [x19, #440]
	str	x8, [x0]
	ldr	w8, [x19, #256]
	cbz	w8, .LBB0_2
.LBB0_1:
// LLVM-MCA-BEGIN loop0
	ldp	x20, x19, [sp, #32]             // 16-byte Folded Reload
	ldp	x22, x21, [sp, #16]             // 16-byte Folded Reload
	ldp	x29, x30, [sp], #48             // 16-byte Folded Reload
	ret
.LBB0_2:
	cbz	w20, .LBB0_4
// %bb.3:
	ldr	x8, [x19]
	mov	x0, x19
	ldp	x20, x19, [sp, #32]             // 16-byte Folded Reload
	ldp	x22, x21, [sp, #16]             // 16-byte Folded Reload
	mov	w9, #4                          // =0x4
	ldr	x1, [x8]
	str	w9, [x8, #40]
	ldp	x29, x30, [sp], #48             // 16-byte Folded Reload
	br	x1
.LBB0_4:
	ldr	w8, [x19, #76]
	cmp	w8, #1
	b.lt	.LBB0_1
// LLVM-MCA-END
// %bb.5:
	ldr	x8, [x19, #88]
	add	x21, x0, #32
	mov	x20, xzr
	add	x22, x8, #28
	.p2align	5, , 16
.LBB0_6:                                // =>This Inner Loop Header: Depth=1
// LLVM-MCA-BEGIN loop1
	ldr	w9, [x22]
	ldr	x8, [x19, #8]
	mov	w1, #1                          // =0x1
	mov	x0, x19
	lsl	w2, w9, #3
	ldur	w9, [x22, #-16]
	ldr	x8, [x8, #16]
	lsl	w3, w9, #3
	blr	x8
	ldrsw	x8, [x19, #76]
	str	x0, [x21, x20, lsl #3]
	add	x20, x20, #1
	add	x22, x22, #96
	cmp	x20, x8
	b.lt	.LBB0_6
// LLVM-MCA-END
	b	.LBB0_1
.Lfunc_end0:
	.size	jinit_c_main_controller, .Lfunc_end0-jinit_c_main_controller
                                        // -- End function
	.p2align	4                               // -- Begin function start_pass_main
	.type	process_data_simple_main,@function
process_data_simple_main:               // @process_data_simple_main
// %bb.0:
	stp	x29, x30, [sp, #-64]!           // 16-byte Folded Spill
	stp	x24, x23, [sp, #16]             // 16-byte Folded Spill
	ldr	x24, [x0, #440]
	ldr	w9, [x0, #320]
	mov	x29, sp
	stp	x22, x21, [sp, #32]             // 16-byte Folded Spill
	stp	x20, x19, [sp, #48]             // 16-byte Folded Spill
	ldr	w8, [x24, #16]
	cmp	w8, w9
	b.hs	.LBB2_13
// %bb.1:
	mov	x23, x24
	ldr	w8, [x23, #20]!
	mov	w20, w3
	mov	x19, x2
	mov	x21, x1
	mov	x22, x0
	cmp	w8, #7
	b.hi	.LBB2_3
// %bb.2:
	ldr	x8, [x22, #448]
	add	x4, x23, #12
	mov	w6, #8                          // =0x8
	mov	x0, x22
	mov	x1, x21
	mov	x2, x19
	mov	w3, w20
	mov	x5, x23
	ldr	x8, [x8, #8]
	blr	x8
	ldr	w8, [x23]
.LBB2_3:
	cmp	w8, #8
	b.ne	.LBB2_13
// %bb.4:
	ldr	x8, [x22, #456]
	add	x1, x23, #12
	mov	x0, x22
	ldr	x8, [x8, #8]
	blr	x8
	ldr	w9, [x24, #24]
	cmp	w9, #0
	cset	w8, eq
	cbz	w0, .LBB2_11
// %bb.5:
	cbz	w9, .LBB2_7
.LBB2_6:
// LLVM-MCA-BEGIN loop2
	ldr	w8, [x19]
	add	w8, w8, #1
	str	w8, [x19]
	str	wzr, [x24, #24]
.LBB2_7:                                // =>This Inner Loop Header: Depth=1
	ldr	w8, [x24, #16]
	ldr	w9, [x22, #320]
	add	w8, w8, #1
	cmp	w8, w9
	stp	w8, wzr, [x24, #16]
	b.hs	.LBB2_13
// %bb.8:                               //   in Loop: Header=BB2_7 Depth=1
	ldr	x8, [x22, #448]
	add	x4, x23, #12
	mov	w6, #8                          // =0x8
	mov	x0, x22
	mov	x1, x21
	mov	x2, x19
	mov	w3, w20
	mov	x5, x23
	ldr	x8, [x8, #8]
	blr	x8
	ldr	w8, [x23]
	cmp	w8, #8
	b.ne	.LBB2_13
// %bb.9:                               //   in Loop: Header=BB2_7 Depth=1
	ldr	x8, [x22, #456]
	add	x1, x23, #12
	mov	x0, x22
	ldr	x8, [x8, #8]
	blr	x8
	ldr	w9, [x24, #24]
	cmp	w9, #0
	cset	w8, eq
	cbz	w0, .LBB2_11
// %bb.10:                              //   in Loop: Header=BB2_7 Depth=1
	cbnz	w9, .LBB2_6
// LLVM-MCA-END
	b	.LBB2_7
.LBB2_11:
	cbz	w8, .LBB2_13
// %bb.12:
	ldr	w8, [x19]
	sub	w8, w8, #1
	str	w8, [x19]
	mov	w8, #1                          // =0x1
	str	w8, [x24, #24]
.LBB2_13:
	ldp	x20, x19, [sp, #48]             // 16-byte Folded Reload
	ldp	x22, x21, [sp, #32]             // 16-byte Folded Reload
	ldp	x24, x23, [sp, #16]             // 16-byte Folded Reload
	ldp	x29, x30, [sp], #64             // 16-byte Folded Reload
	ret
.Lfunc_end2:
	.size	process_data_simple_main, .Lfunc_end2-process_data_simple_main
                                        // -- End function
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym start_pass_main
	.addrsig_sym process_data_simple_main
