
	.file	"base64-decode.c"
	.text
	.globl	nettle_base64_decode_init       # -- Begin function nettle_base64_decode_init
	.p2align	4
	.type	nettle_base64_decode_single,@function
nettle_base64_decode_single:            # @nettle_base64_decode_single
# %bb.0:
	movq	(%rdi), %rax
	movzbl	%dl, %ecx
	movzbl	(%rax,%rcx), %ecx
	movl	$-1, %eax
	cmpl	$253, %ecx
	je	.LBB1_7
# %bb.1:
	cmpl	$254, %ecx
	je	.LBB1_11
# %bb.2:
	cmpl	$255, %ecx
	je	.LBB1_12
# %bb.3:
	cmpb	$64, %cl
	jae	.LBB1_13
# %bb.4:
	cmpb	$0, 11(%rdi)
	je	.LBB1_5
.LBB1_12:
# LLVM-MCA-BEGIN loop0
	retq
.LBB1_7:
	movzbl	10(%rdi), %ecx
	testl	%ecx, %ecx
	je	.LBB1_12
# LLVM-MCA-END
# %bb.8:
	movzbl	11(%rdi), %edx
	cmpb	$2, %dl
	ja	.LBB1_12
# %bb.9:
	movzwl	8(%rdi), %esi
	bzhil	%ecx, %esi, %esi
	jne	.LBB1_12
# %bb.10:
	incb	%dl
	movb	%dl, 11(%rdi)
	addb	$-2, %cl
	movb	%cl, 10(%rdi)
.LBB1_11:
	xorl	%eax, %eax
	retq
.LBB1_5:
	movl	8(%rdi), %eax
	shll	$6, %eax
	movzwl	%cx, %ecx
	orl	%eax, %ecx
	movw	%cx, 8(%rdi)
	movzbl	10(%rdi), %edx
	leal	6(%rdx), %r8d
	movb	%r8b, 10(%rdi)
	xorl	%eax, %eax
	cmpb	$8, %r8b
	jb	.LBB1_12
# %bb.6:
	addb	$-2, %dl
	movb	%dl, 10(%rdi)
	movzwl	%cx, %eax
	shrxl	%edx, %eax, %eax
	movb	%al, (%rsi)
	movl	$1, %eax
	retq
.LBB1_13:
	pushq	%rax
	leaq	.L.str(%rip), %rdi
	leaq	.L.str.1(%rip), %rsi
	leaq	.L__PRETTY_FUNCTION__.nettle_base64_decode_single(%rip), %rcx
	movl	$83, %edx
	callq	__assert_fail@PLT
.Lfunc_end1:
	.size	nettle_base64_decode_single, .Lfunc_end1-nettle_base64_decode_single
                                        # -- End function
	.globl	nettle_base64_decode_update     # -- Begin function nettle_base64_decode_update
	.p2align	4
