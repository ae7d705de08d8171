
	.file	"infback.c"
	.text
	.globl	inflateBackInit_                # -- Begin function inflateBackInit_
	.p2align	4
	.type	inflateBack,@function
inflateBack:                            # @inflateBack
# %bb.0:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$136, %rsp
	movq	%r8, 88(%rsp)                   # 8-byte Spill
	movq	%rdx, 56(%rsp)                  # 8-byte Spill
	movq	%rsi, 48(%rsp)                  # 8-byte Spill
	movl	$-2, %r13d
	testq	%rdi, %rdi
	je	.LBB1_234
# %bb.1:
	movq	56(%rdi), %rdx
	testq	%rdx, %rdx
	je	.LBB1_234
# %bb.2:
	movq	%rcx, 32(%rsp)                  # 8-byte Spill
	movq	$0, 48(%rdi)
	movq	$16191, 8(%rdx)                 # imm = 0x3F3F
	movl	$0, 64(%rdx)
	movq	(%rdi), %rax
	movq	%rax, 8(%rsp)
	movl	$0, %r12d
	testq	%rax, %rax
	je	.LBB1_4
# %bb.3:
	movl	8(%rdi), %r12d
.LBB1_4:
	movq	%rdi, 24(%rsp)                  # 8-byte Spill
	movq	72(%rdx), %rax
	movq	%rax, 40(%rsp)                  # 8-byte Spill
	movl	60(%rdx), %eax
	movl	%eax, 20(%rsp)                  # 4-byte Spill
	leaq	152(%rdx), %rax
	movq	%rax, 64(%rsp)                  # 8-byte Spill
	leaq	1368(%rdx), %rax
	movq	%rax, 120(%rsp)                 # 8-byte Spill
	leaq	144(%rdx), %rax
	movq	%rax, 96(%rsp)                  # 8-byte Spill
	leaq	120(%rdx), %rax
	movq	%rax, 112(%rsp)                 # 8-byte Spill
	leaq	792(%rdx), %rax
	movq	%rax, 104(%rsp)                 # 8-byte Spill
	movq	%rdx, 72(%rsp)                  # 8-byte Spill
	leaq	124(%rdx), %rax
	movq	%rax, 128(%rsp)                 # 8-byte Spill
	movl	$16191, %eax                    # imm = 0x3F3F
	xorl	%ebx, %ebx
	xorl	%ebp, %ebp
	jmp	.LBB1_8
.LBB1_5:                                #   in Loop: Header=BB1_8 Depth=1
	leaq	.L.str.3(%rip), %rax
.LBB1_6:                                #   in Loop: Header=BB1_8 Depth=1
	movq	24(%rsp), %rcx                  # 8-byte Reload
	movq	%rax, 48(%rcx)
	movl	$16209, 8(%r15)                 # imm = 0x3F51
.LBB1_7:                                #   in Loop: Header=BB1_8 Depth=1
	movl	%r13d, 20(%rsp)                 # 4-byte Spill
	movl	8(%r15), %eax
.LBB1_8:                                # =>This Loop Header: Depth=1
                                        #     Child Loop BB1_20 Depth 2
                                        #     Child Loop BB1_33 Depth 2
                                        #     Child Loop BB1_127 Depth 2
                                        #     Child Loop BB1_131 Depth 2
                                        #     Child Loop BB1_49 Depth 2
                                        #     Child Loop BB1_70 Depth 2
                                        #       Child Loop BB1_73 Depth 3
                                        #       Child Loop BB1_94 Depth 3
                                        #       Child Loop BB1_84 Depth 3
                                        #       Child Loop BB1_89 Depth 3
                                        #       Child Loop BB1_112 Depth 3
                                        #       Child Loop BB1_117 Depth 3
                                        #     Child Loop BB1_141 Depth 2
                                        #     Child Loop BB1_151 Depth 2
                                        #     Child Loop BB1_162 Depth 2
                                        #     Child Loop BB1_177 Depth 2
                                        #     Child Loop BB1_185 Depth 2
                                        #     Child Loop BB1_196 Depth 2
                                        #     Child Loop BB1_205 Depth 2
                                        #       Child Loop BB1_212 Depth 3
                                        #       Child Loop BB1_216 Depth 3
                                        #       Child Loop BB1_222 Depth 3
                                        #     Child Loop BB1_25 Depth 2
                                        #     Child Loop BB1_58 Depth 2
	movl	$-2, %r13d
	xorl	%r15d, %r15d
	addl	$-16191, %eax                   # imm = 0xC0C1
	cmpl	$18, %eax
	ja	.LBB1_228
# %bb.9:                                #   in Loop: Header=BB1_8 Depth=1
	leaq	.LJTI1_0(%rip), %rcx
	movslq	(%rcx,%rax,4), %rax
	addq	%rcx, %rax
	jmpq	*%rax
.LBB1_10:                               #   in Loop: Header=BB1_8 Depth=1
	movq	72(%rsp), %r15                  # 8-byte Reload
	cmpl	$0, 12(%r15)
	je	.LBB1_37
# %bb.11:                               #   in Loop: Header=BB1_8 Depth=1
	movl	%ebp, %eax
	andb	$7, %al
	shrxq	%rax, %rbx, %rbx
	andl	$-8, %ebp
	movl	$16208, 8(%r15)                 # imm = 0x3F50
	movl	20(%rsp), %r13d                 # 4-byte Reload
	jmp	.LBB1_7
	.p2align	4
.LBB1_12:                               #   in Loop: Header=BB1_8 Depth=1
	movq	72(%rsp), %r15                  # 8-byte Reload
	movl	20(%rsp), %r13d                 # 4-byte Reload
	cmpl	$6, %r12d
	jb	.LBB1_138
.LBB1_13:                               #   in Loop: Header=BB1_8 Depth=1
	cmpl	$257, %r13d                     # imm = 0x101
	jbe	.LBB1_138
# %bb.14:                               #   in Loop: Header=BB1_8 Depth=1
	movq	40(%rsp), %rax                  # 8-byte Reload
	movq	24(%rsp), %rcx                  # 8-byte Reload
	movq	%rax, 24(%rcx)
	movl	%r13d, 32(%rcx)
	movq	8(%rsp), %rax
	movq	%rax, (%rcx)
	movl	%r12d, 8(%rcx)
	movq	%rbx, 80(%r15)
	movl	%ebp, 88(%r15)
	movl	60(%r15), %esi
	cmpl	%esi, 64(%r15)
	jae	.LBB1_16
# %bb.15:                               #   in Loop: Header=BB1_8 Depth=1
	movl	%esi, %eax
	subl	%r13d, %eax
	movl	%eax, 64(%r15)
.LBB1_16:                               #   in Loop: Header=BB1_8 Depth=1
	movq	24(%rsp), %rbx                  # 8-byte Reload
	movq	%rbx, %rdi
	vzeroupper
	callq	inflate_fast@PLT
	movq	(%rbx), %rax
	movq	24(%rbx), %rcx
	movq	%rcx, 40(%rsp)                  # 8-byte Spill
	movl	32(%rbx), %r13d
	movq	%rax, 8(%rsp)
	movl	8(%rbx), %r12d
	movq	80(%r15), %rbx
	movl	88(%r15), %ebp
	jmp	.LBB1_7
	.p2align	4
.LBB1_17:                               #   in Loop: Header=BB1_8 Depth=1
	cmpl	$13, %ebp
	ja	.LBB1_27
# %bb.18:                               #   in Loop: Header=BB1_8 Depth=1
	movl	%ebp, %r14d
	movq	72(%rsp), %r15                  # 8-byte Reload
	movl	20(%rsp), %r13d                 # 4-byte Reload
	jmp	.LBB1_20
	.p2align	4
.LBB1_19:                               #   in Loop: Header=BB1_20 Depth=2
# LLVM-MCA-BEGIN loop0
	decl	%r12d
	movq	8(%rsp), %rax
	leaq	1(%rax), %rcx
	movq	%rcx, 8(%rsp)
	movzbl	(%rax), %eax
	shlxq	%r14, %rax, %rax
	addq	%rax, %rbx
	leaq	8(%r14), %rbp
	cmpq	$6, %r14
	movq	%rbp, %r14
	jae	.LBB1_28
.LBB1_20:                               #   Parent Loop BB1_8 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	testl	%r12d, %r12d
	jne	.LBB1_19
# LLVM-MCA-END
# %bb.21:                               #   in Loop: Header=BB1_20 Depth=2
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.LBB1_19
	jmp	.LBB1_230
	.p2align	4
.LBB1_22:                               #   in Loop: Header=BB1_8 Depth=1
	movl	%ebp, %eax
	andb	$7, %al
	shrxq	%rax, %rbx, %rbx
	cmpl	$31, %ebp
	ja	.LBB1_36
# %bb.23:                               #   in Loop: Header=BB1_8 Depth=1
	andl	$24, %ebp
	movl	20(%rsp), %r13d                 # 4-byte Reload
	jmp	.LBB1_25
	.p2align	4
.LBB1_24:                               #   in Loop: Header=BB1_25 Depth=2
	decl	%r12d
	movq	8(%rsp), %rax
	leaq	1(%rax), %rcx
	movq	%rcx, 8(%rsp)
	movzbl	(%rax), %eax
	shlxq	%rbp, %rax, %rax
	addq	%rax, %rbx
	leaq	8(%rbp), %rax
	cmpq	$24, %rbp
	movq	%rax, %rbp
	jae	.LBB1_53
.LBB1_25:                               #   Parent Loop BB1_8 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	testl	%r12d, %r12d
	jne	.LBB1_24
# %bb.26:                               #   in Loop: Header=BB1_25 Depth=2
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.LBB1_24
	jmp	.LBB1_226
.LBB1_27:                               #   in Loop: Header=BB1_8 Depth=1
	movq	72(%rsp), %r15                  # 8-byte Reload
	movl	20(%rsp), %r13d                 # 4-byte Reload
.LBB1_28:                               #   in Loop: Header=BB1_8 Depth=1
	movl	%ebx, %ecx
	andl	$31, %ecx
	leal	257(%rcx), %eax
	movl	%eax, 132(%r15)
	movl	%ebx, %edx
	shrl	$5, %edx
	andl	$31, %edx
	leal	1(%rdx), %eax
	movl	%eax, 136(%r15)
	movl	%ebx, %eax
	shrl	$10, %eax
	andl	$15, %eax
	addl	$4, %eax
	movl	%eax, 128(%r15)
	shrq	$14, %rbx
	addl	$-14, %ebp
	cmpl	$30, %ecx
	setae	%cl
	cmpl	$30, %edx
	setae	%dl
	orb	%cl, %dl
	cmpb	$1, %dl
	je	.LBB1_5
# %bb.29:                               #   in Loop: Header=BB1_8 Depth=1
	movl	$0, 140(%r15)
	xorl	%ecx, %ecx
	jmp	.LBB1_33
.LBB1_30:                               #   in Loop: Header=BB1_33 Depth=2
	movl	%eax, %r12d
	movl	128(%r15), %eax
	movl	140(%r15), %ecx
.LBB1_31:                               #   in Loop: Header=BB1_33 Depth=2
	decl	%r12d
	movq	8(%rsp), %rdx
	leaq	1(%rdx), %rsi
	movq	%rsi, 8(%rsp)
	movzbl	(%rdx), %edx
	movl	%ebp, %esi
	orl	$8, %ebp
	shlxq	%rsi, %rdx, %rdx
	addq	%rdx, %rbx
.LBB1_32:                               #   in Loop: Header=BB1_33 Depth=2
	movl	%ecx, %edx
	movl	%ebx, %esi
	andl	$7, %esi
	leal	1(%rdx), %ecx
	movl	%ecx, 140(%r15)
	movl	%edx, %edi
	leaq	inflateBack.order(%rip), %r8
	movzwl	(%r8,%rdi,2), %edi
	movw	%si, 152(%r15,%rdi,2)
	shrq	$3, %rbx
	addl	$-3, %ebp
	cmpl	%eax, %ecx
	jae	.LBB1_43
.LBB1_33:                               #   Parent Loop BB1_8 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	cmpl	$2, %ebp
	ja	.LBB1_32
# %bb.34:                               #   in Loop: Header=BB1_33 Depth=2
	testl	%r12d, %r12d
	jne	.LBB1_31
# %bb.35:                               #   in Loop: Header=BB1_33 Depth=2
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	testl	%eax, %eax
	jne	.LBB1_30
	jmp	.LBB1_226
.LBB1_36:                               #   in Loop: Header=BB1_8 Depth=1
	andl	$-8, %ebp
	movl	20(%rsp), %r13d                 # 4-byte Reload
	jmp	.LBB1_54
.LBB1_37:                               #   in Loop: Header=BB1_8 Depth=1
	cmpl	$2, %ebp
	movl	20(%rsp), %r13d                 # 4-byte Reload
	ja	.LBB1_41
# %bb.38:                               #   in Loop: Header=BB1_8 Depth=1
	testl	%r12d, %r12d
	jne	.LBB1_40
# %bb.39:                               #   in Loop: Header=BB1_8 Depth=1
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	movl	%eax, %r12d
	testl	%eax, %eax
	je	.LBB1_226
.LBB1_40:                               #   in Loop: Header=BB1_8 Depth=1
	decl	%r12d
	movq	8(%rsp), %rax
	leaq	1(%rax), %rcx
	movq	%rcx, 8(%rsp)
	movzbl	(%rax), %eax
	movl	%ebp, %ecx
	orl	$8, %ebp
	shlxq	%rcx, %rax, %rax
	addq	%rax, %rbx
.LBB1_41:                               #   in Loop: Header=BB1_8 Depth=1
	movl	%ebx, %eax
	andl	$1, %eax
	movl	%eax, 12(%r15)
	movl	%ebx, %eax
	shrl	%eax
	andl	$3, %eax
	leaq	.LJTI1_1(%rip), %rcx
	movslq	(%rcx,%rax,4), %rax
	addq	%rcx, %rax
	jmpq	*%rax
.LBB1_42:                               #   in Loop: Header=BB1_8 Depth=1
	movl	$16193, %eax                    # imm = 0x3F41
	jmp	.LBB1_123
.LBB1_43:                               #   in Loop: Header=BB1_8 Depth=1
	cmpl	$18, %ecx
	ja	.LBB1_51
# %bb.44:                               #   in Loop: Header=BB1_8 Depth=1
	movl	%ecx, %ecx
	leal	2(%rdx), %esi
	movl	$20, %eax
	subq	%rsi, %rax
	cmpq	$4, %rax
	jb	.LBB1_46
# %bb.45:                               #   in Loop: Header=BB1_8 Depth=1
	movl	$19, %edi
	subq	%rsi, %rdi
	movl	$-3, %esi
	subl	%edx, %esi
	cmpl	%edi, %esi
	setb	%dl
	shrq	$32, %rdi
	setne	%sil
	orb	%dl, %sil
	je	.LBB1_124
.LBB1_46:                               #   in Loop: Header=BB1_8 Depth=1
	movq	%rcx, %rsi
.LBB1_47:                               #   in Loop: Header=BB1_8 Depth=1
	movq	64(%rsp), %rdi                  # 8-byte Reload
.LBB1_48:                               #   in Loop: Header=BB1_8 Depth=1
	leaq	inflateBack.order(%rip), %rax
	leaq	(%rax,%rsi,2), %rax
	incq	%rsi
	.p2align	4
.LBB1_49:                               #   Parent Loop BB1_8 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	movzwl	(%rax), %ecx
	movw	$0, (%rdi,%rcx,2)
	movl	%esi, %ecx
	addq	$2, %rax
	incq	%rsi
	cmpl	$19, %ecx
	jne	.LBB1_49
.LBB1_50:                               #   in Loop: Header=BB1_8 Depth=1
	movl	$19, 140(%r15)
.LBB1_51:                               #   in Loop: Header=BB1_8 Depth=1
	movq	120(%rsp), %rax                 # 8-byte Reload
	movq	%rax, 144(%r15)
	movq	%rax, 104(%r15)
	movl	$7, 120(%r15)
	xorl	%edi, %edi
	movq	64(%rsp), %rsi                  # 8-byte Reload
	movl	$19, %edx
	movq	96(%rsp), %rcx                  # 8-byte Reload
	movq	112(%rsp), %r8                  # 8-byte Reload
	movq	104(%rsp), %r9                  # 8-byte Reload
	vzeroupper
	callq	inflate_table@PLT
	testl	%eax, %eax
	je	.LBB1_64
# %bb.52:                               #   in Loop: Header=BB1_8 Depth=1
	leaq	.L.str.4(%rip), %rax
	jmp	.LBB1_6
.LBB1_53:                               #   in Loop: Header=BB1_8 Depth=1
	movl	%eax, %ebp
.LBB1_54:                               #   in Loop: Header=BB1_8 Depth=1
	movzwl	%bx, %eax
	movq	%rbx, %rcx
	shrq	$16, %rcx
	xorq	%rax, %rcx
	cmpq	$65535, %rcx                    # imm = 0xFFFF
	movq	72(%rsp), %r15                  # 8-byte Reload
	jne	.LBB1_62
# %bb.55:                               #   in Loop: Header=BB1_8 Depth=1
	andl	$65535, %ebx                    # imm = 0xFFFF
	movl	%ebx, 92(%r15)
	je	.LBB1_63
# %bb.56:                               #   in Loop: Header=BB1_8 Depth=1
	movq	32(%rsp), %rbp                  # 8-byte Reload
	jmp	.LBB1_58
	.p2align	4
.LBB1_57:                               #   in Loop: Header=BB1_58 Depth=2
# LLVM-MCA-BEGIN loop1
	cmpl	%r12d, %ebx
	cmovael	%r12d, %ebx
	cmpl	%r13d, %ebx
	cmovael	%r13d, %ebx
	movq	8(%rsp), %rsi
	movq	40(%rsp), %r14                  # 8-byte Reload
	movq	%r14, %rdi
	movq	%rbx, %rdx
	vzeroupper
	callq	memcpy@PLT
	addq	%rbx, 8(%rsp)
	subl	%ebx, %r12d
	subl	%ebx, %r13d
	addq	%rbx, %r14
	movq	%r14, 40(%rsp)                  # 8-byte Spill
	movl	92(%r15), %eax
	subl	%ebx, %eax
	movl	%eax, 92(%r15)
	movl	%eax, %ebx
	je	.LBB1_63
.LBB1_58:                               #   Parent Loop BB1_8 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	testl	%r12d, %r12d
	jne	.LBB1_60
# %bb.59:                               #   in Loop: Header=BB1_58 Depth=2
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	movl	%eax, %r12d
	testl	%eax, %eax
	je	.LBB1_235
.LBB1_60:                               #   in Loop: Header=BB1_58 Depth=2
	testl	%r13d, %r13d
	jne	.LBB1_57
# LLVM-MCA-END
# %bb.61:                               #   in Loop: Header=BB1_58 Depth=2
	movq	72(%r15), %rsi
	movl	60(%r15), %r13d
	movl	%r13d, 64(%r15)
	movq	88(%rsp), %rdi                  # 8-byte Reload
	movq	%rsi, 40(%rsp)                  # 8-byte Spill
	movl	%r13d, %edx
	vzeroupper
	callq	*%rbp
	testl	%eax, %eax
	je	.LBB1_57
	jmp	.LBB1_236
.LBB1_62:                               #   in Loop: Header=BB1_8 Depth=1
	leaq	.L.str.2(%rip), %rax
	jmp	.LBB1_6
.LBB1_63:                               #   in Loop: Header=BB1_8 Depth=1
	movl	$16191, 8(%r15)                 # imm = 0x3F3F
	xorl	%ebx, %ebx
	xorl	%ebp, %ebp
	jmp	.LBB1_7
.LBB1_64:                               #   in Loop: Header=BB1_8 Depth=1
	movl	$0, 140(%r15)
	movl	132(%r15), %edx
	movl	136(%r15), %eax
	addl	%edx, %eax
	jne	.LBB1_70
.LBB1_65:                               #   in Loop: Header=BB1_8 Depth=1
	cmpl	$16209, 8(%r15)                 # imm = 0x3F51
	je	.LBB1_7
# %bb.66:                               #   in Loop: Header=BB1_8 Depth=1
	cmpw	$0, 664(%r15)
	movq	64(%rsp), %rsi                  # 8-byte Reload
	movq	96(%rsp), %rcx                  # 8-byte Reload
	je	.LBB1_133
# %bb.67:                               #   in Loop: Header=BB1_8 Depth=1
	movq	120(%rsp), %rax                 # 8-byte Reload
	movq	%rax, 144(%r15)
	movq	%rax, 104(%r15)
	movl	$9, 120(%r15)
	movl	$1, %edi
	movq	112(%rsp), %r8                  # 8-byte Reload
	movq	104(%rsp), %r14                 # 8-byte Reload
	movq	%r14, %r9
	vzeroupper
	callq	inflate_table@PLT
	testl	%eax, %eax
	je	.LBB1_134
# %bb.68:                               #   in Loop: Header=BB1_8 Depth=1
	leaq	.L.str.7(%rip), %rax
	jmp	.LBB1_6
.LBB1_69:                               #   in Loop: Header=BB1_70 Depth=2
	shrxq	%rsi, %rbx, %rbx
	subl	%r13d, %ebp
	movl	140(%r15), %edx
	leal	1(%rdx), %ecx
	movl	%ecx, 140(%r15)
	movw	%ax, 152(%r15,%rdx,2)
	movl	132(%r15), %edx
	movl	136(%r15), %esi
	addl	%edx, %esi
	movl	20(%rsp), %r13d                 # 4-byte Reload
	cmpl	%esi, %ecx
	jae	.LBB1_65
.LBB1_70:                               #   Parent Loop BB1_8 Depth=1
                                        # =>  This Loop Header: Depth=2
                                        #       Child Loop BB1_73 Depth 3
                                        #       Child Loop BB1_94 Depth 3
                                        #       Child Loop BB1_84 Depth 3
                                        #       Child Loop BB1_89 Depth 3
                                        #       Child Loop BB1_112 Depth 3
                                        #       Child Loop BB1_117 Depth 3
	movq	104(%r15), %rax
	movl	120(%r15), %ecx
	bzhil	%ecx, %ebx, %edx
	movzbl	1(%rax,%rdx,4), %esi
	movzbl	%sil, %r13d
	cmpl	%r13d, %ebp
	jae	.LBB1_76
# %bb.71:                               #   in Loop: Header=BB1_70 Depth=2
	movl	%ebp, %ebp
	jmp	.LBB1_73
	.p2align	4
.LBB1_72:                               #   in Loop: Header=BB1_73 Depth=3
	decl	%r12d
	movq	8(%rsp), %rdx
	leaq	1(%rdx), %rsi
	movq	%rsi, 8(%rsp)
	movzbl	(%rdx), %edx
	shlxq	%rbp, %rdx, %rdx
	addq	%rdx, %rbx
	addq	$8, %rbp
	bzhil	%ecx, %ebx, %edx
	movzbl	1(%rax,%rdx,4), %r13d
	cmpq	%r13, %rbp
	jae	.LBB1_77
.LBB1_73:                               #   Parent Loop BB1_8 Depth=1
                                        #     Parent Loop BB1_70 Depth=2
                                        # =>    This Inner Loop Header: Depth=3
	testl	%r12d, %r12d
	jne	.LBB1_72
# %bb.74:                               #   in Loop: Header=BB1_73 Depth=3
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	testl	%eax, %eax
	je	.LBB1_226
# %bb.75:                               #   in Loop: Header=BB1_73 Depth=3
	movl	%eax, %r12d
	movq	104(%r15), %rax
	movl	120(%r15), %ecx
	jmp	.LBB1_72
.LBB1_76:                               #   in Loop: Header=BB1_70 Depth=2
	leaq	(%rax,%rdx,4), %rax
	jmp	.LBB1_78
.LBB1_77:                               #   in Loop: Header=BB1_70 Depth=2
	leaq	(%rax,%rdx,4), %rax
	movl	%r13d, %esi
.LBB1_78:                               #   in Loop: Header=BB1_70 Depth=2
	movzwl	2(%rax), %eax
	cmpl	$15, %eax
	jbe	.LBB1_69
# %bb.79:                               #   in Loop: Header=BB1_70 Depth=2
	cmpl	$16, %eax
	movq	64(%rsp), %rcx                  # 8-byte Reload
	je	.LBB1_86
# %bb.80:                               #   in Loop: Header=BB1_70 Depth=2
	cmpl	$17, %eax
	jne	.LBB1_91
# %bb.81:                               #   in Loop: Header=BB1_70 Depth=2
	leal	3(%r13), %eax
	cmpl	%eax, %ebp
	jae	.LBB1_97
# %bb.82:                               #   in Loop: Header=BB1_70 Depth=2
	movq	%rsi, 80(%rsp)                  # 8-byte Spill
	movl	%ebp, %ebp
	movl	%eax, %r14d
	jmp	.LBB1_84
	.p2align	4
.LBB1_83:                               #   in Loop: Header=BB1_84 Depth=3
	decl	%r12d
	movq	8(%rsp), %rax
	leaq	1(%rax), %rcx
	movq	%rcx, 8(%rsp)
	movzbl	(%rax), %eax
	shlxq	%rbp, %rax, %rax
	addq	%rax, %rbx
	addq	$8, %rbp
	cmpq	%r14, %rbp
	jae	.LBB1_96
.LBB1_84:                               #   Parent Loop BB1_8 Depth=1
                                        #     Parent Loop BB1_70 Depth=2
                                        # =>    This Inner Loop Header: Depth=3
	testl	%r12d, %r12d
	jne	.LBB1_83
# %bb.85:                               #   in Loop: Header=BB1_84 Depth=3
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.LBB1_83
	jmp	.LBB1_230
.LBB1_86:                               #   in Loop: Header=BB1_70 Depth=2
	leal	2(%r13), %eax
	cmpl	%eax, %ebp
	jae	.LBB1_99
# %bb.87:                               #   in Loop: Header=BB1_70 Depth=2
	movq	%rsi, 80(%rsp)                  # 8-byte Spill
	movl	%ebp, %ebp
	movl	%eax, %r14d
	jmp	.LBB1_89
	.p2align	4
.LBB1_88:                               #   in Loop: Header=BB1_89 Depth=3
# LLVM-MCA-BEGIN loop2
	decl	%r12d
	movq	8(%rsp), %rax
	leaq	1(%rax), %rcx
	movq	%rcx, 8(%rsp)
	movzbl	(%rax), %eax
	shlxq	%rbp, %rax, %rax
	addq	%rax, %rbx
	addq	$8, %rbp
	cmpq	%r14, %rbp
	jae	.LBB1_98
.LBB1_89:                               #   Parent Loop BB1_8 Depth=1
                                        #     Parent Loop BB1_70 Depth=2
                                        # =>    This Inner Loop Header: Depth=3
	testl	%r12d, %r12d
	jne	.LBB1_88
# LLVM-MCA-END
# %bb.90:                               #   in Loop: Header=BB1_89 Depth=3
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.LBB1_88
	jmp	.LBB1_230
.LBB1_91:                               #   in Loop: Header=BB1_70 Depth=2
	leal	7(%r13), %eax
	cmpl	%eax, %ebp
	jae	.LBB1_102
# %bb.92:                               #   in Loop: Header=BB1_70 Depth=2
	movq	%rsi, 80(%rsp)                  # 8-byte Spill
	movl	%ebp, %ebp
	movl	%eax, %r14d
	jmp	.LBB1_94
	.p2align	4
.LBB1_93:                               #   in Loop: Header=BB1_94 Depth=3
	decl	%r12d
	movq	8(%rsp), %rax
	leaq	1(%rax), %rcx
	movq	%rcx, 8(%rsp)
	movzbl	(%rax), %eax
	shlxq	%rbp, %rax, %rax
	addq	%rax, %rbx
	addq	$8, %rbp
	cmpq	%r14, %rbp
	jae	.LBB1_101
.LBB1_94:                               #   Parent Loop BB1_8 Depth=1
                                        #     Parent Loop BB1_70 Depth=2
                                        # =>    This Inner Loop Header: Depth=3
	testl	%r12d, %r12d
	jne	.LBB1_93
# %bb.95:                               #   in Loop: Header=BB1_94 Depth=3
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.LBB1_93
	jmp	.LBB1_230
.LBB1_96:                               #   in Loop: Header=BB1_70 Depth=2
	movq	80(%rsp), %rsi                  # 8-byte Reload
.LBB1_97:                               #   in Loop: Header=BB1_70 Depth=2
	shrxq	%rsi, %rbx, %rbx
	movl	%ebx, %edi
	andl	$7, %edi
	addl	$3, %edi
	shrq	$3, %rbx
	subl	%r13d, %ebp
	addl	$-3, %ebp
	jmp	.LBB1_103
.LBB1_98:                               #   in Loop: Header=BB1_70 Depth=2
	movq	64(%rsp), %rcx                  # 8-byte Reload
	movq	80(%rsp), %rsi                  # 8-byte Reload
.LBB1_99:                               #   in Loop: Header=BB1_70 Depth=2
	shrxq	%rsi, %rbx, %rbx
	subl	%r13d, %ebp
	movl	140(%r15), %eax
	testl	%eax, %eax
	je	.LBB1_225
# %bb.100:                              #   in Loop: Header=BB1_70 Depth=2
	decl	%eax
	movzwl	(%rcx,%rax,2), %eax
	movl	%ebx, %edi
	andl	$3, %edi
	addl	$3, %edi
	shrq	$2, %rbx
	addl	$-2, %ebp
	jmp	.LBB1_104
.LBB1_101:                              #   in Loop: Header=BB1_70 Depth=2
	movq	80(%rsp), %rsi                  # 8-byte Reload
.LBB1_102:                              #   in Loop: Header=BB1_70 Depth=2
	shrxq	%rsi, %rbx, %rbx
	movl	%ebx, %edi
	andl	$127, %edi
	addl	$11, %edi
	shrq	$7, %rbx
	subl	%r13d, %ebp
	addl	$-7, %ebp
.LBB1_103:                              #   in Loop: Header=BB1_70 Depth=2
	xorl	%eax, %eax
.LBB1_104:                              #   in Loop: Header=BB1_70 Depth=2
	movl	20(%rsp), %r13d                 # 4-byte Reload
	movl	132(%r15), %edx
	movl	140(%r15), %ecx
	leal	(%rcx,%rdi), %r8d
	movl	136(%r15), %esi
	addl	%edx, %esi
	cmpl	%esi, %r8d
	ja	.LBB1_136
# %bb.105:                              #   in Loop: Header=BB1_70 Depth=2
	cmpl	$64, %edi
	setb	%r8b
	movl	%edi, %r9d
	negl	%r9d
	cmpl	%r9d, %ecx
	seta	%r9b
	orb	%r8b, %r9b
	jne	.LBB1_110
# %bb.106:                              #   in Loop: Header=BB1_70 Depth=2
	movl	%edi, %r8d
	vmovd	%eax, %xmm0
	vpbroadcastw	%xmm0, %ymm0
	movq	64(%rsp), %r9                   # 8-byte Reload
	vmovdqu	%ymm0, (%r9,%rcx,2)
	vmovdqu	%ymm0, 32(%r9,%rcx,2)
	andl	$-64, %r8d
	vmovdqu	%ymm0, 64(%r9,%rcx,2)
	vmovdqu	%ymm0, 96(%r9,%rcx,2)
	cmpl	$64, %r8d
	je	.LBB1_108
# %bb.107:                              #   in Loop: Header=BB1_70 Depth=2
	leal	64(%rcx), %r9d
	movq	64(%rsp), %r10                  # 8-byte Reload
	vmovdqu	%ymm0, (%r10,%r9,2)
	vmovdqu	%ymm0, 32(%r10,%r9,2)
	vmovdqu	%ymm0, 64(%r10,%r9,2)
	vmovdqu	%ymm0, 96(%r10,%r9,2)
.LBB1_108:                              #   in Loop: Header=BB1_70 Depth=2
	addl	%r8d, %ecx
	cmpl	%r8d, %edi
	je	.LBB1_119
# %bb.109:                              #   in Loop: Header=BB1_70 Depth=2
	andl	$63, %edi
.LBB1_110:                              #   in Loop: Header=BB1_70 Depth=2
	movl	%edi, %r8d
	andl	$7, %r8d
	je	.LBB1_114
# %bb.111:                              #   in Loop: Header=BB1_70 Depth=2
	xorl	%r9d, %r9d
	movq	64(%rsp), %r11                  # 8-byte Reload
	.p2align	4
.LBB1_112:                              #   Parent Loop BB1_8 Depth=1
                                        #     Parent Loop BB1_70 Depth=2
                                        # =>    This Inner Loop Header: Depth=3
	leal	(%rcx,%r9), %r10d
	movw	%ax, (%r11,%r10,2)
	incl	%r9d
	cmpl	%r9d, %r8d
	jne	.LBB1_112
# %bb.113:                              #   in Loop: Header=BB1_70 Depth=2
	movl	%edi, %r8d
	subl	%r9d, %r8d
	addl	%r9d, %ecx
	jmp	.LBB1_115
.LBB1_114:                              #   in Loop: Header=BB1_70 Depth=2
	movl	%edi, %r8d
.LBB1_115:                              #   in Loop: Header=BB1_70 Depth=2
	decl	%edi
	cmpl	$7, %edi
	jb	.LBB1_119
# %bb.116:                              #   in Loop: Header=BB1_70 Depth=2
	xorl	%edi, %edi
	movq	64(%rsp), %r11                  # 8-byte Reload
	.p2align	4
.LBB1_117:                              #   Parent Loop BB1_8 Depth=1
                                        #     Parent Loop BB1_70 Depth=2
                                        # =>    This Inner Loop Header: Depth=3
	leal	(%rcx,%rdi), %r9d
	leal	(%rcx,%rdi), %r10d
	incl	%r10d
	movw	%ax, (%r11,%r9,2)
	leal	2(%rcx,%rdi), %r9d
	movw	%ax, (%r11,%r10,2)
	leal	3(%rcx,%rdi), %r10d
	movw	%ax, (%r11,%r9,2)
	leal	4(%rcx,%rdi), %r9d
	movw	%ax, (%r11,%r10,2)
	leal	5(%rcx,%rdi), %r10d
	movw	%ax, (%r11,%r9,2)
	leal	6(%rcx,%rdi), %r9d
	movw	%ax, (%r11,%r10,2)
	leal	(%rcx,%rdi), %r10d
	addl	$7, %r10d
	movw	%ax, (%r11,%r9,2)
	movw	%ax, (%r11,%r10,2)
	addl	$8, %edi
	cmpl	%edi, %r8d
	jne	.LBB1_117
# %bb.118:                              #   in Loop: Header=BB1_70 Depth=2
	addl	%edi, %ecx
.LBB1_119:                              #   in Loop: Header=BB1_70 Depth=2
	movl	%ecx, 140(%r15)
	cmpl	%esi, %ecx
	jb	.LBB1_70
	jmp	.LBB1_65
.LBB1_120:                              #   in Loop: Header=BB1_8 Depth=1
	movl	$16196, %eax                    # imm = 0x3F44
	jmp	.LBB1_123
.LBB1_121:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	.L.str.1(%rip), %rax
	movq	24(%rsp), %rcx                  # 8-byte Reload
	movq	%rax, 48(%rcx)
	movl	$16209, %eax                    # imm = 0x3F51
	jmp	.LBB1_123
.LBB1_122:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	fixedtables.lenfix(%rip), %rax
	movq	%rax, 104(%r15)
	movabsq	$21474836489, %rax              # imm = 0x500000009
	movq	%rax, 120(%r15)
	leaq	fixedtables.distfix(%rip), %rax
	movq	%rax, 112(%r15)
	movl	$16200, %eax                    # imm = 0x3F48
.LBB1_123:                              #   in Loop: Header=BB1_8 Depth=1
	movl	%eax, 8(%r15)
	shrq	$3, %rbx
	addl	$-3, %ebp
	jmp	.LBB1_7
.LBB1_124:                              #   in Loop: Header=BB1_8 Depth=1
	cmpq	$16, %rax
	jae	.LBB1_126
# %bb.125:                              #   in Loop: Header=BB1_8 Depth=1
	xorl	%edx, %edx
	jmp	.LBB1_130
.LBB1_126:                              #   in Loop: Header=BB1_8 Depth=1
	movq	%rax, %rdx
	andq	$-16, %rdx
	leaq	inflateBack.order(%rip), %rsi
	leaq	(%rsi,%rcx,2), %rsi
	xorl	%edi, %edi
	movq	64(%rsp), %r9                   # 8-byte Reload
	.p2align	4
.LBB1_127:                              #   Parent Loop BB1_8 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	vpmovzxwq	24(%rsi,%rdi,2), %ymm0  # ymm0 = mem[0],zero,zero,zero,mem[1],zero,zero,zero,mem[2],zero,zero,zero,mem[3],zero,zero,zero
	vpmovzxwq	16(%rsi,%rdi,2), %ymm1  # ymm1 = mem[0],zero,zero,zero,mem[1],zero,zero,zero,mem[2],zero,zero,zero,mem[3],zero,zero,zero
	vpmovzxwq	8(%rsi,%rdi,2), %ymm2   # ymm2 = mem[0],zero,zero,zero,mem[1],zero,zero,zero,mem[2],zero,zero,zero,mem[3],zero,zero,zero
	vpmovzxwq	(%rsi,%rdi,2), %ymm3    # ymm3 = mem[0],zero,zero,zero,mem[1],zero,zero,zero,mem[2],zero,zero,zero,mem[3],zero,zero,zero
	vmovd	%xmm3, %r8d
	movw	$0, (%r9,%r8,2)
	vpextrd	$2, %xmm3, %r8d
	vextracti128	$1, %ymm3, %xmm3
	movw	$0, (%r9,%r8,2)
	vmovd	%xmm3, %r8d
	movw	$0, (%r9,%r8,2)
	vpextrd	$2, %xmm3, %r8d
	movw	$0, (%r9,%r8,2)
	vmovd	%xmm2, %r8d
	movw	$0, (%r9,%r8,2)
	vpextrd	$2, %xmm2, %r8d
	vextracti128	$1, %ymm2, %xmm2
	movw	$0, (%r9,%r8,2)
	vmovd	%xmm2, %r8d
	movw	$0, (%r9,%r8,2)
	vpextrd	$2, %xmm2, %r8d
	movw	$0, (%r9,%r8,2)
	vmovd	%xmm1, %r8d
	movw	$0, (%r9,%r8,2)
	vpextrd	$2, %xmm1, %r8d
	vextracti128	$1, %ymm1, %xmm1
	movw	$0, (%r9,%r8,2)
	vmovd	%xmm1, %r8d
	movw	$0, (%r9,%r8,2)
	vpextrd	$2, %xmm1, %r8d
	movw	$0, (%r9,%r8,2)
	vmovd	%xmm0, %r8d
	movw	$0, (%r9,%r8,2)
	vpextrd	$2, %xmm0, %r8d
	vextracti128	$1, %ymm0, %xmm0
	movw	$0, (%r9,%r8,2)
	vmovd	%xmm0, %r8d
	movw	$0, (%r9,%r8,2)
	vpextrd	$2, %xmm0, %r8d
	movw	$0, (%r9,%r8,2)
	addq	$16, %rdi
	cmpq	%rdi, %rdx
	jne	.LBB1_127
# %bb.128:                              #   in Loop: Header=BB1_8 Depth=1
	cmpq	%rdx, %rax
	je	.LBB1_50
# %bb.129:                              #   in Loop: Header=BB1_8 Depth=1
	testb	$12, %al
	je	.LBB1_224
.LBB1_130:                              #   in Loop: Header=BB1_8 Depth=1
	movq	%rax, %r15
	andq	$-4, %r15
	leaq	(%r15,%rcx), %rsi
	leaq	inflateBack.order(%rip), %rdi
	leaq	(%rdi,%rdx,2), %r8
	leaq	(%r8,%rcx,2), %rcx
	movq	%r15, %r8
	subq	%rdx, %r8
	xorl	%edx, %edx
	movq	64(%rsp), %rdi                  # 8-byte Reload
	.p2align	4
.LBB1_131:                              #   Parent Loop BB1_8 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	movq	(%rcx,%rdx,2), %r9
	movq	%r9, %r10
	shrq	$48, %r10
	movq	%r9, %r11
	shrq	$32, %r11
	movzwl	%r11w, %r11d
	movzwl	%r9w, %r14d
	shrl	$16, %r9d
	movw	$0, (%rdi,%r14,2)
	movw	$0, (%rdi,%r9,2)
	movw	$0, (%rdi,%r11,2)
	movw	$0, (%rdi,%r10,2)
	addq	$4, %rdx
	cmpq	%rdx, %r8
	jne	.LBB1_131
# %bb.132:                              #   in Loop: Header=BB1_8 Depth=1
	cmpq	%r15, %rax
	movq	72(%rsp), %r15                  # 8-byte Reload
	jne	.LBB1_48
	jmp	.LBB1_50
.LBB1_133:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	.L.str.6(%rip), %rax
	jmp	.LBB1_6
.LBB1_134:                              #   in Loop: Header=BB1_8 Depth=1
	movq	144(%r15), %rax
	movq	%rax, 112(%r15)
	movl	$6, 124(%r15)
	movl	132(%r15), %eax
	movl	136(%r15), %edx
	movq	64(%rsp), %rcx                  # 8-byte Reload
	leaq	(%rcx,%rax,2), %rsi
	movl	$2, %edi
	movq	96(%rsp), %rcx                  # 8-byte Reload
	movq	128(%rsp), %r8                  # 8-byte Reload
	movq	%r14, %r9
	callq	inflate_table@PLT
	testl	%eax, %eax
	je	.LBB1_137
# %bb.135:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	.L.str.8(%rip), %rax
	jmp	.LBB1_6
.LBB1_136:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	.L.str.5(%rip), %rax
	jmp	.LBB1_6
.LBB1_137:                              #   in Loop: Header=BB1_8 Depth=1
	movl	$16200, 8(%r15)                 # imm = 0x3F48
	cmpl	$6, %r12d
	jae	.LBB1_13
.LBB1_138:                              #   in Loop: Header=BB1_8 Depth=1
	movq	104(%r15), %rax
	movl	120(%r15), %ecx
	bzhil	%ecx, %ebx, %edx
	movzbl	1(%rax,%rdx,4), %r13d
	movzbl	%r13b, %r9d
	cmpl	%r9d, %ebp
	jae	.LBB1_144
# %bb.139:                              #   in Loop: Header=BB1_8 Depth=1
	movl	%ebp, %ebp
	movq	72(%rsp), %r15                  # 8-byte Reload
	jmp	.LBB1_141
	.p2align	4
.LBB1_140:                              #   in Loop: Header=BB1_141 Depth=2
	decl	%r12d
	movq	8(%rsp), %rdx
	leaq	1(%rdx), %rsi
	movq	%rsi, 8(%rsp)
	movzbl	(%rdx), %edx
	shlxq	%rbp, %rdx, %rdx
	addq	%rdx, %rbx
	addq	$8, %rbp
	bzhil	%ecx, %ebx, %edx
	movzbl	1(%rax,%rdx,4), %r13d
	cmpq	%r13, %rbp
	jae	.LBB1_145
.LBB1_141:                              #   Parent Loop BB1_8 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	testl	%r12d, %r12d
	jne	.LBB1_140
# %bb.142:                              #   in Loop: Header=BB1_141 Depth=2
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	testl	%eax, %eax
	je	.LBB1_226
# %bb.143:                              #   in Loop: Header=BB1_141 Depth=2
	movl	%eax, %r12d
	movq	104(%r15), %rax
	movl	120(%r15), %ecx
	jmp	.LBB1_140
.LBB1_144:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	(%rax,%rdx,4), %rcx
	jmp	.LBB1_146
.LBB1_145:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	(%rax,%rdx,4), %rcx
	movl	%r13d, %r9d
.LBB1_146:                              #   in Loop: Header=BB1_8 Depth=1
	movzwl	2(%rcx), %esi
	movzbl	(%rcx), %edx
	leal	-1(%rdx), %ecx
	cmpb	$14, %cl
	ja	.LBB1_156
# %bb.147:                              #   in Loop: Header=BB1_8 Depth=1
	movzwl	%si, %r14d
	movzbl	%dl, %edx
	addl	%r9d, %edx
	bzhil	%edx, %ebx, %ecx
	shrxl	%r9d, %ecx, %esi
	addl	%r14d, %esi
	movzbl	1(%rax,%rsi,4), %ecx
	leal	(%r9,%rcx), %edi
	cmpl	%ebp, %edi
	jbe	.LBB1_153
# %bb.148:                              #   in Loop: Header=BB1_8 Depth=1
	movl	$-1, %ecx
	shlxl	%edx, %ecx, %r15d
	notl	%r15d
	movl	%ebp, %ebp
	movq	%r9, 80(%rsp)                   # 8-byte Spill
	jmp	.LBB1_151
	.p2align	4
.LBB1_149:                              #   in Loop: Header=BB1_151 Depth=2
	movl	%eax, %r12d
	movq	72(%rsp), %rax                  # 8-byte Reload
	movq	104(%rax), %rax
	movq	80(%rsp), %r9                   # 8-byte Reload
.LBB1_150:                              #   in Loop: Header=BB1_151 Depth=2
	decl	%r12d
	movq	8(%rsp), %rcx
	leaq	1(%rcx), %rdx
	movq	%rdx, 8(%rsp)
	movzbl	(%rcx), %ecx
	shlxq	%rbp, %rcx, %rcx
	addq	%rcx, %rbx
	addq	$8, %rbp
	movl	%ebx, %ecx
	andl	%r15d, %ecx
	shrxl	%r9d, %ecx, %edx
	addl	%r14d, %edx
	movzbl	1(%rax,%rdx,4), %ecx
	leal	(%r9,%rcx), %esi
	cmpq	%rsi, %rbp
	jae	.LBB1_154
.LBB1_151:                              #   Parent Loop BB1_8 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	testl	%r12d, %r12d
	jne	.LBB1_150
# %bb.152:                              #   in Loop: Header=BB1_151 Depth=2
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	testl	%eax, %eax
	jne	.LBB1_149
	jmp	.LBB1_230
.LBB1_153:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	(%rax,%rsi,4), %rax
	jmp	.LBB1_155
.LBB1_154:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	(%rax,%rdx,4), %rax
.LBB1_155:                              #   in Loop: Header=BB1_8 Depth=1
	movzwl	2(%rax), %esi
	movzbl	(%rax), %edx
	shrxq	%r13, %rbx, %rbx
	subl	%r9d, %ebp
	movl	%ecx, %r13d
.LBB1_156:                              #   in Loop: Header=BB1_8 Depth=1
	movzbl	%r13b, %eax
	shrxq	%rax, %rbx, %rbx
	subl	%eax, %ebp
	movzwl	%si, %ecx
	movq	72(%rsp), %r15                  # 8-byte Reload
	movl	%ecx, 92(%r15)
	testb	%dl, %dl
	je	.LBB1_165
# %bb.157:                              #   in Loop: Header=BB1_8 Depth=1
	testb	$32, %dl
	movl	20(%rsp), %r13d                 # 4-byte Reload
	jne	.LBB1_169
# %bb.158:                              #   in Loop: Header=BB1_8 Depth=1
	testb	$64, %dl
	jne	.LBB1_170
# %bb.159:                              #   in Loop: Header=BB1_8 Depth=1
	movzbl	%dl, %eax
	andl	$15, %eax
	movl	%eax, 100(%r15)
	je	.LBB1_173
# %bb.160:                              #   in Loop: Header=BB1_8 Depth=1
	cmpl	%eax, %ebp
	jb	.LBB1_162
	jmp	.LBB1_172
	.p2align	4
.LBB1_161:                              #   in Loop: Header=BB1_162 Depth=2
	decl	%r12d
	movq	8(%rsp), %rcx
	leaq	1(%rcx), %rdx
	movq	%rdx, 8(%rsp)
	movzbl	(%rcx), %ecx
	shlxq	%rbp, %rcx, %rcx
	addq	%rcx, %rbx
	addl	$8, %ebp
	cmpl	%eax, %ebp
	jae	.LBB1_171
.LBB1_162:                              #   Parent Loop BB1_8 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	testl	%r12d, %r12d
	jne	.LBB1_161
# %bb.163:                              #   in Loop: Header=BB1_162 Depth=2
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	testl	%eax, %eax
	je	.LBB1_226
# %bb.164:                              #   in Loop: Header=BB1_162 Depth=2
	movl	%eax, %r12d
	movl	100(%r15), %eax
	jmp	.LBB1_161
.LBB1_165:                              #   in Loop: Header=BB1_8 Depth=1
	movl	20(%rsp), %r13d                 # 4-byte Reload
	testl	%r13d, %r13d
	movq	40(%rsp), %r14                  # 8-byte Reload
	jne	.LBB1_168
# %bb.166:                              #   in Loop: Header=BB1_8 Depth=1
	movq	72(%r15), %rsi
	movl	60(%r15), %r13d
	movl	%r13d, 64(%r15)
	movq	88(%rsp), %rdi                  # 8-byte Reload
	movq	%rsi, %r14
	movl	%r13d, %edx
	vzeroupper
	callq	*32(%rsp)                       # 8-byte Folded Reload
	testl	%eax, %eax
	jne	.LBB1_240
# %bb.167:                              #   in Loop: Header=BB1_8 Depth=1
	movl	92(%r15), %ecx
.LBB1_168:                              #   in Loop: Header=BB1_8 Depth=1
	movb	%cl, (%r14)
	incq	%r14
	movq	%r14, 40(%rsp)                  # 8-byte Spill
	decl	%r13d
	movl	$16200, 8(%r15)                 # imm = 0x3F48
	jmp	.LBB1_7
.LBB1_169:                              #   in Loop: Header=BB1_8 Depth=1
	movl	$16191, 8(%r15)                 # imm = 0x3F3F
	jmp	.LBB1_7
.LBB1_170:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	.L.str.9(%rip), %rax
	jmp	.LBB1_6
.LBB1_171:                              #   in Loop: Header=BB1_8 Depth=1
	movl	92(%r15), %ecx
.LBB1_172:                              #   in Loop: Header=BB1_8 Depth=1
	bzhil	%eax, %ebx, %edx
	addl	%ecx, %edx
	movl	%edx, 92(%r15)
	shrxq	%rax, %rbx, %rbx
	subl	%eax, %ebp
.LBB1_173:                              #   in Loop: Header=BB1_8 Depth=1
	movq	112(%r15), %rax
	movl	124(%r15), %ecx
	bzhil	%ecx, %ebx, %edx
	movzbl	1(%rax,%rdx,4), %r13d
	movzbl	%r13b, %r9d
	cmpl	%r9d, %ebp
	jae	.LBB1_179
# %bb.174:                              #   in Loop: Header=BB1_8 Depth=1
	movl	%ebp, %ebp
	movq	72(%rsp), %r15                  # 8-byte Reload
	jmp	.LBB1_177
.LBB1_175:                              #   in Loop: Header=BB1_177 Depth=2
	movl	%eax, %r12d
	movq	112(%r15), %rax
	movl	124(%r15), %ecx
.LBB1_176:                              #   in Loop: Header=BB1_177 Depth=2
	decl	%r12d
	movq	8(%rsp), %rdx
	leaq	1(%rdx), %rsi
	movq	%rsi, 8(%rsp)
	movzbl	(%rdx), %edx
	shlxq	%rbp, %rdx, %rdx
	addq	%rdx, %rbx
	addq	$8, %rbp
	bzhil	%ecx, %ebx, %edx
	movzbl	1(%rax,%rdx,4), %r13d
	cmpq	%r13, %rbp
	jae	.LBB1_180
.LBB1_177:                              #   Parent Loop BB1_8 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	testl	%r12d, %r12d
	jne	.LBB1_176
# %bb.178:                              #   in Loop: Header=BB1_177 Depth=2
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	testl	%eax, %eax
	jne	.LBB1_175
	jmp	.LBB1_226
.LBB1_179:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	(%rax,%rdx,4), %rcx
	jmp	.LBB1_181
.LBB1_180:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	(%rax,%rdx,4), %rcx
	movl	%r13d, %r9d
.LBB1_181:                              #   in Loop: Header=BB1_8 Depth=1
	movzwl	2(%rcx), %esi
	movzbl	(%rcx), %ecx
	cmpl	$15, %ecx
	ja	.LBB1_191
# %bb.182:                              #   in Loop: Header=BB1_8 Depth=1
	movzwl	%si, %r14d
	addl	%r9d, %ecx
	bzhil	%ecx, %ebx, %edx
	shrxl	%r9d, %edx, %esi
	addl	%r14d, %esi
	movzbl	1(%rax,%rsi,4), %edx
	leal	(%r9,%rdx), %edi
	cmpl	%ebp, %edi
	jbe	.LBB1_188
# %bb.183:                              #   in Loop: Header=BB1_8 Depth=1
	movl	$-1, %edx
	shlxl	%ecx, %edx, %r15d
	notl	%r15d
	movl	%ebp, %ebp
	movq	%r9, 80(%rsp)                   # 8-byte Spill
	jmp	.LBB1_185
.LBB1_184:                              #   in Loop: Header=BB1_185 Depth=2
	decl	%r12d
	movq	8(%rsp), %rcx
	leaq	1(%rcx), %rdx
	movq	%rdx, 8(%rsp)
	movzbl	(%rcx), %ecx
	shlxq	%rbp, %rcx, %rcx
	addq	%rcx, %rbx
	addq	$8, %rbp
	movl	%ebx, %ecx
	andl	%r15d, %ecx
	shrxl	%r9d, %ecx, %ecx
	addl	%r14d, %ecx
	movzbl	1(%rax,%rcx,4), %edx
	leal	(%r9,%rdx), %esi
	cmpq	%rsi, %rbp
	jae	.LBB1_189
.LBB1_185:                              #   Parent Loop BB1_8 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	testl	%r12d, %r12d
	jne	.LBB1_184
# %bb.186:                              #   in Loop: Header=BB1_185 Depth=2
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	testl	%eax, %eax
	je	.LBB1_230
# %bb.187:                              #   in Loop: Header=BB1_185 Depth=2
	movl	%eax, %r12d
	movq	72(%rsp), %rax                  # 8-byte Reload
	movq	112(%rax), %rax
	movq	80(%rsp), %r9                   # 8-byte Reload
	jmp	.LBB1_184
.LBB1_188:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	(%rax,%rsi,4), %rax
	jmp	.LBB1_190
.LBB1_189:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	(%rax,%rcx,4), %rax
.LBB1_190:                              #   in Loop: Header=BB1_8 Depth=1
	movzwl	2(%rax), %esi
	movzbl	(%rax), %ecx
	shrxq	%r13, %rbx, %rbx
	subl	%r9d, %ebp
	movl	%edx, %r13d
.LBB1_191:                              #   in Loop: Header=BB1_8 Depth=1
	movzbl	%r13b, %eax
	shrxq	%rax, %rbx, %rbx
	subl	%eax, %ebp
	testb	$64, %cl
	movq	72(%rsp), %r15                  # 8-byte Reload
	jne	.LBB1_198
# %bb.192:                              #   in Loop: Header=BB1_8 Depth=1
	movzbl	%cl, %eax
	movzwl	%si, %ecx
	movl	%ecx, 96(%r15)
	andl	$15, %eax
	movl	%eax, 100(%r15)
	movl	20(%rsp), %r13d                 # 4-byte Reload
	je	.LBB1_202
# %bb.193:                              #   in Loop: Header=BB1_8 Depth=1
	cmpl	%eax, %ebp
	jb	.LBB1_196
	jmp	.LBB1_201
.LBB1_194:                              #   in Loop: Header=BB1_196 Depth=2
	movl	%eax, %r12d
	movl	100(%r15), %eax
.LBB1_195:                              #   in Loop: Header=BB1_196 Depth=2
	decl	%r12d
	movq	8(%rsp), %rcx
	leaq	1(%rcx), %rdx
	movq	%rdx, 8(%rsp)
	movzbl	(%rcx), %ecx
	shlxq	%rbp, %rcx, %rcx
	addq	%rcx, %rbx
	addl	$8, %ebp
	cmpl	%eax, %ebp
	jae	.LBB1_200
.LBB1_196:                              #   Parent Loop BB1_8 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	testl	%r12d, %r12d
	jne	.LBB1_195
# %bb.197:                              #   in Loop: Header=BB1_196 Depth=2
	movq	56(%rsp), %rdi                  # 8-byte Reload
	leaq	8(%rsp), %rsi
	vzeroupper
	callq	*48(%rsp)                       # 8-byte Folded Reload
	testl	%eax, %eax
	jne	.LBB1_194
	jmp	.LBB1_226
.LBB1_198:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	.L.str.10(%rip), %rax
.LBB1_199:                              #   in Loop: Header=BB1_8 Depth=1
	movq	24(%rsp), %rcx                  # 8-byte Reload
	movq	%rax, 48(%rcx)
	movl	$16209, 8(%r15)                 # imm = 0x3F51
	movl	20(%rsp), %r13d                 # 4-byte Reload
	jmp	.LBB1_7
.LBB1_200:                              #   in Loop: Header=BB1_8 Depth=1
	movl	96(%r15), %ecx
.LBB1_201:                              #   in Loop: Header=BB1_8 Depth=1
	bzhil	%eax, %ebx, %edx
	addl	%edx, %ecx
	movl	%ecx, 96(%r15)
	shrxq	%rax, %rbx, %rbx
	subl	%eax, %ebp
.LBB1_202:                              #   in Loop: Header=BB1_8 Depth=1
	movl	60(%r15), %eax
	cmpl	%eax, 64(%r15)
	movl	$0, %edx
	cmovbl	%r13d, %edx
	subl	%edx, %eax
	cmpl	%eax, %ecx
	jbe	.LBB1_205
# %bb.203:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	.L.str.11(%rip), %rax
	jmp	.LBB1_6
.LBB1_204:                              #   in Loop: Header=BB1_205 Depth=2
	subl	%eax, %r13d
	cmpl	$0, 92(%r15)
	je	.LBB1_7
.LBB1_205:                              #   Parent Loop BB1_8 Depth=1
                                        # =>  This Loop Header: Depth=2
                                        #       Child Loop BB1_212 Depth 3
                                        #       Child Loop BB1_216 Depth 3
                                        #       Child Loop BB1_222 Depth 3
	movl	60(%r15), %r14d
	testl	%r13d, %r13d
	je	.LBB1_207
# %bb.206:                              #   in Loop: Header=BB1_205 Depth=2
	movl	%r14d, %esi
	movl	%r13d, %r14d
	movq	40(%rsp), %r13                  # 8-byte Reload
	jmp	.LBB1_209
.LBB1_207:                              #   in Loop: Header=BB1_205 Depth=2
	movq	72(%r15), %r13
	movl	%r14d, 64(%r15)
	movq	88(%rsp), %rdi                  # 8-byte Reload
	movq	%r13, %rsi
	movl	%r14d, %edx
	vzeroupper
	callq	*32(%rsp)                       # 8-byte Folded Reload
	testl	%eax, %eax
	jne	.LBB1_239
# %bb.208:                              #   in Loop: Header=BB1_205 Depth=2
	movl	60(%r15), %esi
.LBB1_209:                              #   in Loop: Header=BB1_205 Depth=2
	movl	92(%r15), %edx
	movl	96(%r15), %eax
	subl	%eax, %esi
	negq	%rax
	cmpl	%r14d, %esi
	movl	%esi, %ecx
	movl	$0, %r8d
	cmovael	%r8d, %ecx
	cmovaeq	%rax, %rsi
	movl	%r14d, %r10d
	movl	%r14d, %eax
	subl	%ecx, %eax
	leaq	(%rsi,%r13), %rcx
	cmpl	%edx, %eax
	cmovael	%edx, %eax
	subl	%eax, %edx
	movl	%edx, 92(%r15)
	leal	-1(%rax), %edi
	cmpl	$127, %edi
	jb	.LBB1_218
# %bb.210:                              #   in Loop: Header=BB1_205 Depth=2
	leaq	127(%rsi), %rdx
	cmpq	$128, %rdx
	jb	.LBB1_218
# %bb.211:                              #   in Loop: Header=BB1_205 Depth=2
	incq	%rdi
	movq	%rdi, %r8
	andq	$-128, %r8
	leaq	(%r8,%r13), %rdx
	movq	%rdx, 40(%rsp)                  # 8-byte Spill
	movl	%eax, %edx
	subl	%r8d, %edx
	addq	%r8, %rcx
	addq	%r13, %rsi
	addq	$96, %rsi
	addq	$96, %r13
	xorl	%r9d, %r9d
	.p2align	4
.LBB1_212:                              #   Parent Loop BB1_8 Depth=1
                                        #     Parent Loop BB1_205 Depth=2
                                        # =>    This Inner Loop Header: Depth=3
	vmovdqu	-96(%rsi,%r9), %ymm0
	vmovdqu	-64(%rsi,%r9), %ymm1
	vmovdqu	-32(%rsi,%r9), %ymm2
	vmovdqu	(%rsi,%r9), %ymm3
	vmovdqu	%ymm0, -96(%r13,%r9)
	vmovdqu	%ymm1, -64(%r13,%r9)
	vmovdqu	%ymm2, -32(%r13,%r9)
	vmovdqu	%ymm3, (%r13,%r9)
	subq	$-128, %r9
	cmpq	%r9, %r8
	jne	.LBB1_212
# %bb.213:                              #   in Loop: Header=BB1_205 Depth=2
	cmpq	%r8, %rdi
	movl	%r10d, %r13d
	je	.LBB1_204
# %bb.214:                              #   in Loop: Header=BB1_205 Depth=2
	testb	$7, %dl
	je	.LBB1_219
.LBB1_215:                              #   in Loop: Header=BB1_205 Depth=2
	movl	%edx, %esi
	andl	$7, %esi
	xorl	%edi, %edi
	movq	40(%rsp), %r9                   # 8-byte Reload
	.p2align	4
.LBB1_216:                              #   Parent Loop BB1_8 Depth=1
                                        #     Parent Loop BB1_205 Depth=2
                                        # =>    This Inner Loop Header: Depth=3
	movzbl	(%rcx,%rdi), %r8d
	movb	%r8b, (%r9,%rdi)
	incq	%rdi
	cmpl	%edi, %esi
	jne	.LBB1_216
# %bb.217:                              #   in Loop: Header=BB1_205 Depth=2
	addq	%rdi, %r9
	movq	%r9, 40(%rsp)                   # 8-byte Spill
	movl	%edx, %esi
	subl	%edi, %esi
	addq	%rdi, %rcx
	jmp	.LBB1_220
.LBB1_218:                              #   in Loop: Header=BB1_205 Depth=2
	movq	%r13, 40(%rsp)                  # 8-byte Spill
	movl	%eax, %edx
	movl	%r10d, %r13d
	testb	$7, %dl
	jne	.LBB1_215
.LBB1_219:                              #   in Loop: Header=BB1_205 Depth=2
	movl	%edx, %esi
.LBB1_220:                              #   in Loop: Header=BB1_205 Depth=2
	decl	%edx
	cmpl	$7, %edx
	jb	.LBB1_204
# %bb.221:                              #   in Loop: Header=BB1_205 Depth=2
	movl	%esi, %edx
	xorl	%esi, %esi
	movq	40(%rsp), %r8                   # 8-byte Reload
	.p2align	4
.LBB1_222:                              #   Parent Loop BB1_8 Depth=1
                                        #     Parent Loop BB1_205 Depth=2
                                        # =>    This Inner Loop Header: Depth=3
	movzbl	(%rcx,%rsi), %edi
	movb	%dil, (%r8,%rsi)
	movzbl	1(%rcx,%rsi), %edi
	movb	%dil, 1(%r8,%rsi)
	movzbl	2(%rcx,%rsi), %edi
	movb	%dil, 2(%r8,%rsi)
	movzbl	3(%rcx,%rsi), %edi
	movb	%dil, 3(%r8,%rsi)
	movzbl	4(%rcx,%rsi), %edi
	movb	%dil, 4(%r8,%rsi)
	movzbl	5(%rcx,%rsi), %edi
	movb	%dil, 5(%r8,%rsi)
	movzbl	6(%rcx,%rsi), %edi
	movb	%dil, 6(%r8,%rsi)
	movzbl	7(%rcx,%rsi), %edi
	movb	%dil, 7(%r8,%rsi)
	addq	$8, %rsi
	cmpl	%esi, %edx
	jne	.LBB1_222
# %bb.223:                              #   in Loop: Header=BB1_205 Depth=2
	addq	%rsi, %r8
	movq	%r8, 40(%rsp)                   # 8-byte Spill
	jmp	.LBB1_204
.LBB1_224:                              #   in Loop: Header=BB1_8 Depth=1
	addq	%rcx, %rdx
	movq	%rdx, %rsi
	jmp	.LBB1_47
.LBB1_225:                              #   in Loop: Header=BB1_8 Depth=1
	leaq	.L.str.5(%rip), %rax
	jmp	.LBB1_199
.LBB1_226:
	movq	$0, 8(%rsp)
	movl	$-5, %r13d
	xorl	%r12d, %r12d
.LBB1_227:
	xorl	%r15d, %r15d
.LBB1_228:
	movq	32(%rsp), %rbp                  # 8-byte Reload
.LBB1_229:
	movq	24(%rsp), %rbx                  # 8-byte Reload
	jmp	.LBB1_231
.LBB1_230:
	movq	$0, 8(%rsp)
	movl	$-5, %r13d
	xorl	%r12d, %r12d
	xorl	%r15d, %r15d
	movq	24(%rsp), %rbx                  # 8-byte Reload
	movq	32(%rsp), %rbp                  # 8-byte Reload
.LBB1_231:
	movq	72(%rsp), %rax                  # 8-byte Reload
	movl	60(%rax), %edx
	subl	20(%rsp), %edx                  # 4-byte Folded Reload
	jbe	.LBB1_233
# %bb.232:
	movq	72(%rax), %rsi
	movq	88(%rsp), %rdi                  # 8-byte Reload
	vzeroupper
	callq	*%rbp
	testl	%eax, %eax
	movl	$-5, %eax
	cmovel	%r13d, %eax
	testb	%r15b, %r15b
	cmovnel	%eax, %r13d
.LBB1_233:
	movq	8(%rsp), %rax
	movq	%rax, (%rbx)
	movl	%r12d, 8(%rbx)
.LBB1_234:
	movl	%r13d, %eax
	addq	$136, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.LBB1_235:
	movl	%r13d, 20(%rsp)                 # 4-byte Spill
	movq	$0, 8(%rsp)
	movl	$-5, %r13d
	xorl	%r12d, %r12d
	xorl	%r15d, %r15d
	jmp	.LBB1_229
.LBB1_236:
	movl	%r13d, 20(%rsp)                 # 4-byte Spill
	movl	$-5, %r13d
	xorl	%r15d, %r15d
	jmp	.LBB1_229
.LBB1_237:
	movl	$-3, %r13d
	jmp	.LBB1_227
.LBB1_238:
	movl	$1, %r13d
	movb	$1, %r15b
	jmp	.LBB1_228
.LBB1_239:
	movl	$-5, %r13d
	xorl	%r15d, %r15d
	movl	%r14d, 20(%rsp)                 # 4-byte Spill
	jmp	.LBB1_228
.LBB1_240:
	movl	%r13d, 20(%rsp)                 # 4-byte Spill
	movl	$-5, %r13d
	jmp	.LBB1_227
.Lfunc_end1:
	.size	inflateBack, .Lfunc_end1-inflateBack
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
.LJTI1_0:
	.long	.LBB1_10-.LJTI1_0
	.long	.LBB1_228-.LJTI1_0
	.long	.LBB1_22-.LJTI1_0
	.long	.LBB1_228-.LJTI1_0
	.long	.LBB1_228-.LJTI1_0
	.long	.LBB1_17-.LJTI1_0
	.long	.LBB1_228-.LJTI1_0
	.long	.LBB1_228-.LJTI1_0
	.long	.LBB1_228-.LJTI1_0
	.long	.LBB1_12-.LJTI1_0
	.long	.LBB1_228-.LJTI1_0
	.long	.LBB1_228-.LJTI1_0
	.long	.LBB1_228-.LJTI1_0
	.long	.LBB1_228-.LJTI1_0
	.long	.LBB1_228-.LJTI1_0
	.long	.LBB1_228-.LJTI1_0
	.long	.LBB1_228-.LJTI1_0
	.long	.LBB1_238-.LJTI1_0
	.long	.LBB1_237-.LJTI1_0
.LJTI1_1:
	.long	.LBB1_42-.LJTI1_1
	.long	.LBB1_122-.LJTI1_1
	.long	.LBB1_120-.LJTI1_1
	.long	.LBB1_121-.LJTI1_1
                                        # -- End function
	.text
	.globl	inflateBackEnd                  # -- Begin function inflateBackEnd
	.p2align	4
