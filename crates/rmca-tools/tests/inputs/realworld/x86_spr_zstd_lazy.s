	.file	"zstd_lazy.c"
	.text
	.globl	ZSTD_dedicatedDictSearch_lazy_loadDictionary # -- Begin function ZSTD_dedicatedDictSearch_lazy_loadDictionary
	.p2align	4
	.type	ZSTD_RowFindBestMatch_dictMatchState_4_4,@function
ZSTD_RowFindBestMatch_dictMatchState_4_4: # @ZSTD_RowFindBestMatch_dictMatchState_4_4
# %bb.0:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$376, %rsp                      # imm = 0x178
	movq	%rcx, 80(%rsp)                  # 8-byte Spill
	movq	%rdx, 40(%rsp)                  # 8-byte Spill
	movq	8(%rdi), %rbx
	movq	%rsi, %rax
	subq	%rbx, %rax
	movzbl	240(%rdi), %ecx
	movl	$1, %edx
	shlxl	%ecx, %edx, %ecx
	movl	28(%rdi), %edx
	movl	%eax, %r8d
	subl	%edx, %r8d
	movl	%eax, %r11d
	subl	%ecx, %r11d
	cmpl	%ecx, %r8d
	cmovbel	%edx, %r11d
	cmpl	$0, 40(%rdi)
	cmovnel	%edx, %r11d
	movl	252(%rdi), %ecx
	cmpl	$4, %ecx
	movl	$4, %edx
	cmovbl	%ecx, %edx
	movl	%edx, 64(%rsp)                  # 4-byte Spill
	movq	232(%rdi), %r12
	movq	56(%r12), %r9
	movq	96(%r12), %r8
	imull	$-1640531535, (%rsi), %ecx      # imm = 0x9E3779B1
	movb	$24, %dl
	subb	52(%r12), %dl
	shrxl	%edx, %ecx, %ecx
	movl	%ecx, 68(%rsp)                  # 4-byte Spill
                                        # kill: def $ecx killed $ecx def $rcx
	shrl	$4, %ecx
	andl	$-16, %ecx
	movq	%r8, 88(%rsp)                   # 8-byte Spill
	prefetcht0	(%r8,%rcx,4)
	movq	%rcx, 56(%rsp)                  # 8-byte Spill
	movq	%r9, 104(%rsp)                  # 8-byte Spill
	prefetcht0	(%r9,%rcx,2)
	movl	44(%rdi), %r10d
	movq	%rax, %rcx
	movq	%rax, 8(%rsp)                   # 8-byte Spill
	subl	%r10d, %ecx
	movq	96(%rdi), %rbp
	movq	56(%rdi), %r9
	movl	52(%rdi), %r14d
	movl	24(%rdi), %eax
	movq	%rax, 72(%rsp)                  # 8-byte Spill
	cmpl	$385, %ecx                      # imm = 0x181
	movq	%rsi, 32(%rsp)                  # 8-byte Spill
	movq	%rbx, %rax
	movq	%r12, 96(%rsp)                  # 8-byte Spill
	movq	%rbp, 24(%rsp)                  # 8-byte Spill
	movl	%r14d, 16(%rsp)                 # 4-byte Spill
	movq	%r9, %r13
	jae	.LBB67_1
.LBB67_14:
	cmpl	8(%rsp), %r10d                  # 4-byte Folded Reload
	jae	.LBB67_19
# %bb.15:
	movq	8(%rdi), %rdx
	movl	$24, %r15d
	subl	%r14d, %r15d
	movl	%r10d, %r8d
	movq	8(%rsp), %rsi                   # 8-byte Reload
	movl	%esi, %ecx
	movl	%esi, %ebx
	subl	%r10d, %ebx
	leaq	1(%r8), %r14
	testb	$1, %bl
	je	.LBB67_17
# %bb.16:
	imull	$-1640531535, 8(%rdx,%r8), %ebx # imm = 0x9E3779B1
	shrxl	%r15d, %ebx, %ebx
	movl	%ebx, %r12d
	shrl	$4, %r12d
	andl	$-16, %r12d
	prefetcht0	(%rbp,%r12,4)
	prefetcht0	(%r13,%r12,2)
	andl	$7, %r8d
	movl	64(%rdi,%r8,4), %r12d
	movl	%ebx, 64(%rdi,%r8,4)
	movl	%r12d, %r8d
	shrl	$4, %r8d
	andl	$-16, %r8d
	movzbl	(%r13,%r8,2), %ebx
	leaq	(%rbp,%r8,4), %rsi
	decb	%bl
	movzbl	%bl, %ebx
	andl	$15, %ebx
	movb	%bl, (%r13,%r8,2)
	leaq	(%r13,%r8,2), %r8
	movb	%r12b, 16(%rbx,%r8)
	movl	%ebx, %r8d
	movl	%r10d, (%rsi,%r8,4)
	movq	%r14, %r8
.LBB67_17:
	cmpq	%r14, %rcx
	je	.LBB67_19
	.p2align	4
.LBB67_18:                              # =>This Inner Loop Header: Depth=1
	imull	$-1640531535, 8(%rdx,%r8), %esi # imm = 0x9E3779B1
	shrxl	%r15d, %esi, %esi
	movl	%esi, %r10d
	shrl	$4, %r10d
	andl	$-16, %r10d
	prefetcht0	(%rbp,%r10,4)
	prefetcht0	(%r13,%r10,2)
	movl	%r8d, %r10d
	andl	$7, %r10d
	movl	64(%rdi,%r10,4), %ebx
	movl	%esi, 64(%rdi,%r10,4)
	movl	%ebx, %esi
	shrl	$4, %esi
	andl	$-16, %esi
	movzbl	(%r13,%rsi,2), %r10d
	leaq	(%rbp,%rsi,4), %r14
	decb	%r10b
	movzbl	%r10b, %r10d
	andl	$15, %r10d
	movb	%r10b, (%r13,%rsi,2)
	leaq	(%r13,%rsi,2), %rsi
	movb	%bl, 16(%r10,%rsi)
	movl	%r10d, %esi
	movl	%r8d, (%r14,%rsi,4)
	leal	1(%r8), %r10d
	imull	$-1640531535, 9(%rdx,%r8), %esi # imm = 0x9E3779B1
	shrxl	%r15d, %esi, %esi
	movl	%esi, %ebx
	shrl	$4, %ebx
	andl	$-16, %ebx
	prefetcht0	(%rbp,%rbx,4)
	prefetcht0	(%r13,%rbx,2)
	movl	%r10d, %ebx
	andl	$7, %ebx
	movl	64(%rdi,%rbx,4), %r14d
	movl	%esi, 64(%rdi,%rbx,4)
	movl	%r14d, %esi
	shrl	$4, %esi
	andl	$-16, %esi
	leaq	(%r13,%rsi,2), %rbx
	movzbl	(%r13,%rsi,2), %r12d
	decb	%r12b
	movzbl	%r12b, %r12d
	andl	$15, %r12d
	movb	%r12b, (%r13,%rsi,2)
	movb	%r14b, 16(%r12,%rbx)
	leaq	(%rbp,%rsi,4), %rsi
	movl	%r12d, %ebx
	movl	%r10d, (%rsi,%rbx,4)
	addq	$2, %r8
	cmpq	%rcx, %r8
	jb	.LBB67_18
.LBB67_19:
	movq	8(%rsp), %rsi                   # 8-byte Reload
	movl	%esi, 44(%rdi)
	movl	$1, %ecx
	movl	64(%rsp), %edx                  # 4-byte Reload
	shlxl	%edx, %ecx, %r10d
	movl	%esi, %ecx
	movq	%rax, %rbx
	imull	$-1640531535, 8(%rax,%rcx), %ecx # imm = 0x9E3779B1
	movb	$24, %dl
	subb	16(%rsp), %dl                   # 1-byte Folded Reload
	shrxl	%edx, %ecx, %ecx
	movl	%ecx, %edx
	shrl	$4, %edx
	andl	$-16, %edx
	movq	24(%rsp), %r8                   # 8-byte Reload
	prefetcht0	(%r8,%rdx,4)
	prefetcht0	(%r9,%rdx,2)
                                        # kill: def $esi killed $esi killed $rsi def $rsi
	andl	$7, %esi
	movl	64(%rdi,%rsi,4), %edx
	movl	%ecx, 64(%rdi,%rsi,4)
	movl	%edx, %esi
	shrl	$4, %esi
	andl	$-16, %esi
	leaq	(%r8,%rsi,4), %r8
	leaq	(%r9,%rsi,2), %r14
	movzbl	(%r9,%rsi,2), %ecx
	vpbroadcastb	%edx, %xmm0
	vpcmpeqb	16(%r9,%rsi,2), %xmm0, %k0
	kortestw	%k0, %k0
	je	.LBB67_20
# %bb.21:
	kmovd	%k0, %esi
	rorw	%cl, %si
	movzwl	%si, %r9d
	xorl	%esi, %esi
	movl	%r10d, %r15d
	movq	32(%rsp), %r12                  # 8-byte Reload
	.p2align	4
.LBB67_22:                              # =>This Inner Loop Header: Depth=1
	tzcntq	%r9, %r10
	addl	%ecx, %r10d
	andl	$15, %r10d
	movl	(%r8,%r10,4), %r10d
	cmpl	%r11d, %r10d
	jb	.LBB67_23
# %bb.24:                               #   in Loop: Header=BB67_22 Depth=1
	prefetcht0	(%rbx,%r10)
	movl	%r10d, 112(%rsp,%rsi,4)
	incq	%rsi
	leal	-1(%r15), %r10d
	blsrq	%r9, %r9
	je	.LBB67_26
# %bb.25:                               #   in Loop: Header=BB67_22 Depth=1
	cmpl	$1, %r15d
	movl	%r10d, %r15d
	jne	.LBB67_22
	jmp	.LBB67_26
.LBB67_20:
	xorl	%esi, %esi
	movq	32(%rsp), %r12                  # 8-byte Reload
	jmp	.LBB67_26
.LBB67_23:
	movl	%r15d, %r10d
.LBB67_26:
	movq	56(%rsp), %r9                   # 8-byte Reload
	movq	104(%rsp), %r11                 # 8-byte Reload
	leaq	(%r11,%r9,2), %r9
	movq	%r9, 16(%rsp)                   # 8-byte Spill
	decl	%ecx
	andl	$15, %ecx
	movb	%cl, (%r14)
	movb	%dl, 16(%r14,%rcx)
	movl	44(%rdi), %edx
	leal	1(%rdx), %r9d
	movl	%r9d, 44(%rdi)
	movl	%edx, (%r8,%rcx,4)
	testq	%rsi, %rsi
	je	.LBB67_27
# %bb.28:
	movq	40(%rsp), %rdx                  # 8-byte Reload
	leaq	-7(%rdx), %rcx
	leaq	-3(%rdx), %rdi
	leaq	-1(%rdx), %r11
	movq	8(%rsp), %rdx                   # 8-byte Reload
	leal	3(%rdx), %ebp
	leaq	8(%rbx), %rdx
	movq	%rdx, 24(%rsp)                  # 8-byte Spill
	leaq	8(%r12), %r13
	movl	$3, %r9d
	xorl	%edx, %edx
	jmp	.LBB67_29
	.p2align	4
.LBB67_30:                              #   in Loop: Header=BB67_29 Depth=1
	movq	%rax, %rbx
.LBB67_50:                              #   in Loop: Header=BB67_29 Depth=1
	incq	%rdx
	movq	%r9, %r15
	cmpq	%rsi, %rdx
	je	.LBB67_51
.LBB67_29:                              # =>This Loop Header: Depth=1
                                        #     Child Loop BB67_35 Depth 2
	movl	112(%rsp,%rdx,4), %r8d
	leaq	(%rbx,%r8), %r14
	movl	-3(%r9,%r14), %ebx
	cmpl	-3(%r12,%r9), %ebx
	jne	.LBB67_30
# %bb.31:                               #   in Loop: Header=BB67_29 Depth=1
	cmpq	%rcx, %r12
	jae	.LBB67_32
# %bb.33:                               #   in Loop: Header=BB67_29 Depth=1
	movq	(%r14), %rbx
	movq	(%r12), %r14
	cmpq	%r14, %rbx
	jne	.LBB67_65
# %bb.34:                               #   in Loop: Header=BB67_29 Depth=1
	movq	24(%rsp), %rbx                  # 8-byte Reload
	leaq	(%rbx,%r8), %r14
	xorl	%r12d, %r12d
	.p2align	4
.LBB67_35:                              #   Parent Loop BB67_29 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	leaq	(%r13,%r12), %r15
	cmpq	%rcx, %r15
	jae	.LBB67_38
# %bb.36:                               #   in Loop: Header=BB67_35 Depth=2
	movq	(%r14,%r12), %rbx
	movq	(%r15), %r15
	addq	$8, %r12
	cmpq	%r15, %rbx
	je	.LBB67_35
# %bb.37:                               #   in Loop: Header=BB67_29 Depth=1
	xorq	%rbx, %r15
	tzcntq	%r15, %r15
	shrl	$3, %r15d
	addq	%r12, %r15
	movq	32(%rsp), %r12                  # 8-byte Reload
	movq	%rax, %rbx
	cmpq	%r9, %r15
	jbe	.LBB67_50
	jmp	.LBB67_49
	.p2align	4
.LBB67_32:                              #   in Loop: Header=BB67_29 Depth=1
	movq	%r12, %r15
	cmpq	%rdi, %r15
	jb	.LBB67_40
	jmp	.LBB67_42
.LBB67_65:                              #   in Loop: Header=BB67_29 Depth=1
	xorq	%rbx, %r14
	tzcntq	%r14, %r15
	shrl	$3, %r15d
	movq	%rax, %rbx
	cmpq	%r9, %r15
	jbe	.LBB67_50
	jmp	.LBB67_49
.LBB67_38:                              #   in Loop: Header=BB67_29 Depth=1
	addq	%r12, %r14
	movq	32(%rsp), %r12                  # 8-byte Reload
	cmpq	%rdi, %r15
	jae	.LBB67_42
.LBB67_40:                              #   in Loop: Header=BB67_29 Depth=1
	movl	(%r14), %ebx
	cmpl	(%r15), %ebx
	jne	.LBB67_42
# %bb.41:                               #   in Loop: Header=BB67_29 Depth=1
	addq	$4, %r15
	addq	$4, %r14
.LBB67_42:                              #   in Loop: Header=BB67_29 Depth=1
	cmpq	%r11, %r15
	jae	.LBB67_45
# %bb.43:                               #   in Loop: Header=BB67_29 Depth=1
	movzwl	(%r14), %ebx
	cmpw	(%r15), %bx
	jne	.LBB67_45
# %bb.44:                               #   in Loop: Header=BB67_29 Depth=1
	addq	$2, %r15
	addq	$2, %r14
.LBB67_45:                              #   in Loop: Header=BB67_29 Depth=1
	cmpq	40(%rsp), %r15                  # 8-byte Folded Reload
	jae	.LBB67_47
# %bb.46:                               #   in Loop: Header=BB67_29 Depth=1
	movzbl	(%r14), %ebx
	xorl	%r14d, %r14d
	cmpb	(%r15), %bl
	sete	%r14b
	addq	%r14, %r15
.LBB67_47:                              #   in Loop: Header=BB67_29 Depth=1
	movq	%rax, %rbx
	subq	%r12, %r15
	cmpq	%r9, %r15
	jbe	.LBB67_50
.LBB67_49:                              #   in Loop: Header=BB67_29 Depth=1
	movl	%ebp, %r9d
	subl	%r8d, %r9d
	movq	80(%rsp), %r8                   # 8-byte Reload
	movq	%r9, (%r8)
	leaq	(%r12,%r15), %r8
	movq	%r15, %r9
	cmpq	40(%rsp), %r8                   # 8-byte Folded Reload
	jne	.LBB67_50
	jmp	.LBB67_51
.LBB67_27:
	movl	$3, %r15d
.LBB67_51:
# LLVM-MCA-BEGIN mask-compare
	movl	68(%rsp), %eax                  # 4-byte Reload
	vpbroadcastb	%eax, %xmm0
	movq	16(%rsp), %r8                   # 8-byte Reload
	vpcmpeqb	16(%r8), %xmm0, %k0
	kortestw	%k0, %k0
	je	.LBB67_63
# LLVM-MCA-END
# %bb.52:
	testl	%r10d, %r10d
	je	.LBB67_63
# %bb.53:
	addq	72(%rsp), %rbx                  # 8-byte Folded Reload
	movq	88(%rsp), %rax                  # 8-byte Reload
	movq	56(%rsp), %rcx                  # 8-byte Reload
	leaq	(%rax,%rcx,4), %rsi
	movq	96(%rsp), %rax                  # 8-byte Reload
	movl	24(%rax), %edi
	movq	(%rax), %rdx
	movq	8(%rax), %r14
	movq	%rdx, 24(%rsp)                  # 8-byte Spill
                                        # kill: def $edx killed $edx killed $rdx def $rdx
	subl	%r14d, %edx
	movzbl	(%r8), %ecx
	kmovd	%k0, %r8d
	rorw	%cl, %r8w
	movzwl	%r8w, %r8d
	decl	%r10d
	xorl	%r9d, %r9d
	.p2align	4
.LBB67_54:                              # =>This Inner Loop Header: Depth=1
	tzcntq	%r8, %r11
	addl	%ecx, %r11d
	andl	$15, %r11d
	movl	(%rsi,%r11,4), %r11d
	cmpl	%edi, %r11d
	jb	.LBB67_62
# %bb.55:                               #   in Loop: Header=BB67_54 Depth=1
	prefetcht0	(%r14,%r11)
	leaq	1(%r9), %rbp
	movl	%r11d, 112(%rsp,%r9,4)
	blsrq	%r8, %r8
	je	.LBB67_57
# %bb.56:                               #   in Loop: Header=BB67_54 Depth=1
	cmpl	%r9d, %r10d
	movq	%rbp, %r9
	jne	.LBB67_54
	jmp	.LBB67_57
.LBB67_62:
	movq	%r9, %rbp
	testq	%r9, %r9
	je	.LBB67_63
.LBB67_57:
	movq	%rbx, 56(%rsp)                  # 8-byte Spill
	movq	%r12, %rcx
	movl	(%r12), %r12d
	leaq	4(%rcx), %rax
	movq	%rax, 16(%rsp)                  # 8-byte Spill
	movq	8(%rsp), %rax                   # 8-byte Reload
	leal	3(%rax,%rdx), %eax
	movl	%eax, 8(%rsp)                   # 4-byte Spill
	xorl	%r13d, %r13d
	jmp	.LBB67_58
	.p2align	4
.LBB67_61:                              #   in Loop: Header=BB67_58 Depth=1
	incq	%r13
	movq	%r15, %rax
	cmpq	%r13, %rbp
	je	.LBB67_64
.LBB67_58:                              # =>This Inner Loop Header: Depth=1
	movl	112(%rsp,%r13,4), %ebx
	cmpl	%r12d, (%r14,%rbx)
	jne	.LBB67_61
# %bb.59:                               #   in Loop: Header=BB67_58 Depth=1
	leaq	(%r14,%rbx), %rsi
	addq	$4, %rsi
	movq	16(%rsp), %rdi                  # 8-byte Reload
	movq	40(%rsp), %rdx                  # 8-byte Reload
	movq	24(%rsp), %rcx                  # 8-byte Reload
	movq	56(%rsp), %r8                   # 8-byte Reload
	callq	ZSTD_count_2segments
	addq	$4, %rax
	cmpq	%r15, %rax
	jbe	.LBB67_61
# %bb.60:                               #   in Loop: Header=BB67_58 Depth=1
	addl	72(%rsp), %ebx                  # 4-byte Folded Reload
	movl	8(%rsp), %ecx                   # 4-byte Reload
                                        # kill: def $ecx killed $ecx def $rcx
	subl	%ebx, %ecx
	movq	80(%rsp), %rdx                  # 8-byte Reload
	movq	%rcx, (%rdx)
	movq	32(%rsp), %rcx                  # 8-byte Reload
	addq	%rax, %rcx
	movq	%rax, %r15
	cmpq	40(%rsp), %rcx                  # 8-byte Folded Reload
	jne	.LBB67_61
	jmp	.LBB67_64
.LBB67_63:
	movq	%r15, %rax
.LBB67_64:
	addq	$376, %rsp                      # imm = 0x178
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.LBB67_1:
	cmpl	$-97, %r10d
	ja	.LBB67_5
# %bb.2:
	leaq	96(%r10), %rcx
	movl	$24, %edx
	subl	16(%rsp), %edx                  # 4-byte Folded Reload
	movq	24(%rsp), %r13                  # 8-byte Reload
.LBB67_3:                               # =>This Inner Loop Header: Depth=1
	imull	$-1640531535, 8(%rbx,%r10), %r8d # imm = 0x9E3779B1
	shrxl	%edx, %r8d, %r8d
	movl	%r8d, %ebx
	shrl	$4, %ebx
	andl	$-16, %ebx
	prefetcht0	(%r13,%rbx,4)
	prefetcht0	(%r9,%rbx,2)
	movl	%r10d, %ebx
	andl	$7, %ebx
	movl	64(%rdi,%rbx,4), %ebp
	movl	%r8d, 64(%rdi,%rbx,4)
	movl	%ebp, %r8d
	shrl	$4, %r8d
	andl	$-16, %r8d
	movzbl	(%r9,%r8,2), %ebx
	leaq	(%r13,%r8,4), %r14
	decb	%bl
	movzbl	%bl, %ebx
	andl	$15, %ebx
	movb	%bl, (%r9,%r8,2)
	leaq	(%r9,%r8,2), %r8
	movb	%bpl, 16(%rbx,%r8)
	movl	%ebx, %r8d
	movl	%r10d, (%r14,%r8,4)
	leal	1(%r10), %r8d
	imull	$-1640531535, 9(%rax,%r10), %ebx # imm = 0x9E3779B1
	shrxl	%edx, %ebx, %ebx
	movl	%ebx, %r14d
	shrl	$4, %r14d
	andl	$-16, %r14d
	prefetcht0	(%r13,%r14,4)
	prefetcht0	(%r9,%r14,2)
	movl	%r8d, %r14d
	andl	$7, %r14d
	movl	64(%rdi,%r14,4), %ebp
	movl	%ebx, 64(%rdi,%r14,4)
	movl	%ebp, %ebx
	shrl	$4, %ebx
	andl	$-16, %ebx
	leaq	(%r9,%rbx,2), %r14
	movzbl	(%r9,%rbx,2), %r15d
	decb	%r15b
	movzbl	%r15b, %r15d
	andl	$15, %r15d
	movb	%r15b, (%r9,%rbx,2)
	movb	%bpl, 16(%r15,%r14)
	leaq	(%r13,%rbx,4), %rbx
	movl	%r15d, %r14d
	movl	%r8d, (%rbx,%r14,4)
	movq	%rax, %rbx
	addq	$2, %r10
	cmpq	%r10, %rcx
	jne	.LBB67_3
# %bb.4:
	movq	96(%rdi), %rbp
	movq	56(%rdi), %r13
	movl	52(%rdi), %r14d
.LBB67_5:
	movq	8(%rsp), %rcx                   # 8-byte Reload
	leal	-32(%rcx), %r10d
	leaq	1(%rsi), %rdx
	leaq	(%rbx,%r10), %r8
	xorl	%ecx, %ecx
	cmpq	%rdx, %r8
	ja	.LBB67_7
# %bb.6:
	subl	%r8d, %edx
	incl	%edx
	cmpl	$8, %edx
	movl	$8, %ecx
	cmovbl	%edx, %ecx
.LBB67_7:
	leal	(%rcx,%r10), %edx
	cmpl	%edx, %r10d
	jae	.LBB67_14
# %bb.8:
	movl	$24, %edx
	movl	%r14d, 52(%rsp)                 # 4-byte Spill
	subl	%r14d, %edx
	leal	-1(%rcx), %r14d
	movl	%ecx, %r15d
	movq	%r10, %r8
	andl	$3, %r15d
	je	.LBB67_10
.LBB67_9:                               # =>This Inner Loop Header: Depth=1
	imull	$-1640531535, (%rax,%r8), %ebx  # imm = 0x9E3779B1
	shrxl	%edx, %ebx, %ebx
	movl	%ebx, %r12d
	shrl	$4, %r12d
	andl	$-16, %r12d
	prefetcht0	(%rbp,%r12,4)
	prefetcht0	(%r13,%r12,2)
	movl	%r8d, %r12d
	andl	$7, %r12d
	movl	%ebx, 64(%rdi,%r12,4)
	movq	%rax, %rbx
	incq	%r8
	decl	%r15d
	jne	.LBB67_9
.LBB67_10:
	cmpl	$3, %r14d
	jb	.LBB67_13
# %bb.11:
	addl	32(%rsp), %ecx                  # 4-byte Folded Reload
	subl	%r8d, %ecx
	subl	%ebx, %ecx
	addl	$-32, %ecx
	addq	$3, %r8
	movq	%rbx, %rsi
.LBB67_12:                              # =>This Inner Loop Header: Depth=1
	leal	-3(%r8), %ebx
	imull	$-1640531535, -3(%rsi,%r8), %r14d # imm = 0x9E3779B1
	shrxl	%edx, %r14d, %r14d
	movl	%r14d, %r15d
	shrl	$4, %r15d
	andl	$-16, %r15d
	prefetcht0	(%rbp,%r15,4)
	prefetcht0	(%r13,%r15,2)
	andl	$7, %ebx
	movl	%r14d, 64(%rdi,%rbx,4)
	leal	-2(%r8), %ebx
	imull	$-1640531535, -2(%rsi,%r8), %r14d # imm = 0x9E3779B1
	shrxl	%edx, %r14d, %r14d
	movl	%r14d, %r15d
	shrl	$4, %r15d
	andl	$-16, %r15d
	prefetcht0	(%rbp,%r15,4)
	prefetcht0	(%r13,%r15,2)
	andl	$7, %ebx
	movl	%r14d, 64(%rdi,%rbx,4)
	leal	-1(%r8), %ebx
	imull	$-1640531535, -1(%rsi,%r8), %r14d # imm = 0x9E3779B1
	shrxl	%edx, %r14d, %r14d
	movl	%r14d, %r15d
	shrl	$4, %r15d
	andl	$-16, %r15d
	prefetcht0	(%rbp,%r15,4)
	prefetcht0	(%r13,%r15,2)
	andl	$7, %ebx
	movl	%r14d, 64(%rdi,%rbx,4)
	imull	$-1640531535, (%rsi,%r8), %ebx  # imm = 0x9E3779B1
	shrxl	%edx, %ebx, %ebx
	movl	%ebx, %r14d
	shrl	$4, %r14d
	andl	$-16, %r14d
	prefetcht0	(%rbp,%r14,4)
	prefetcht0	(%r13,%r14,2)
	movl	%r8d, %r14d
	andl	$7, %r14d
	movl	%ebx, 64(%rdi,%r14,4)
	addq	$4, %r8
	addl	$-4, %ecx
	jne	.LBB67_12
.LBB67_13:
	movl	52(%rsp), %r14d                 # 4-byte Reload
	jmp	.LBB67_14
.Lfunc_end67:
	.size	ZSTD_RowFindBestMatch_dictMatchState_4_4, .Lfunc_end67-ZSTD_RowFindBestMatch_dictMatchState_4_4
                                        # -- End function
	.p2align	4                               # -- Begin function ZSTD_RowFindBestMatch_dictMatchState_4_5
