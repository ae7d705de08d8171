
	.file	"blowfish-bcrypt.c"
	.text
	.globl	nettle_blowfish_bcrypt_verify   # -- Begin function nettle_blowfish_bcrypt_verify
	.p2align	4
	.type	nettle_blowfish_bcrypt_verify,@function
nettle_blowfish_bcrypt_verify:          # @nettle_blowfish_bcrypt_verify
# %bb.0:
	pushq	%rbx
	subq	$80, %rsp
	movq	%rcx, %rbx
	movq	%rdx, %rcx
	movq	%rsi, %rdx
	movq	%rdi, %rsi
	movq	$0, (%rsp)
	leaq	16(%rsp), %rdi
	movq	%rbx, %r8
	movl	$-1, %r9d
	callq	nettle_blowfish_bcrypt_hash
	testl	%eax, %eax
	je	.LBB0_1
# %bb.2:
	leaq	16(%rsp), %rdi
	movq	%rbx, %rsi
	callq	strcmp@PLT
	movl	%eax, %ecx
	xorl	%eax, %eax
	testl	%ecx, %ecx
	sete	%al
	jmp	.LBB0_3
.LBB0_1:
	xorl	%eax, %eax
.LBB0_3:
	addq	$80, %rsp
	popq	%rbx
	retq
.Lfunc_end0:
	.size	nettle_blowfish_bcrypt_verify, .Lfunc_end0-nettle_blowfish_bcrypt_verify
                                        # -- End function
	.globl	nettle_blowfish_bcrypt_hash     # -- Begin function nettle_blowfish_bcrypt_hash
	.p2align	4
	.type	nettle_blowfish_bcrypt_hash,@function
nettle_blowfish_bcrypt_hash:            # @nettle_blowfish_bcrypt_hash
# %bb.0:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	subq	$408, %rsp                      # imm = 0x198
	movl	%r9d, %eax
	movq	448(%rsp), %r10
	movb	$0, (%rdi)
	movl	$4, %r9d
	pushq	%r10
	pushq	%rax
	callq	ibcrypt
	addq	$16, %rsp
	movl	%eax, %ebx
	vmovaps	.L__const.nettle_blowfish_bcrypt_hash.test_scheme(%rip), %xmm0
	vmovaps	%xmm0, (%rsp)
	vmovdqu	.L__const.nettle_blowfish_bcrypt_hash.test_scheme+13(%rip), %xmm0
	vmovdqu	%xmm0, 13(%rsp)
	testl	%eax, %eax
	je	.LBB1_2
# %bb.1:
	movb	%bl, 2(%rsp)
	xorl	%eax, %eax
	cmpl	$120, %ebx
	sete	%al
	leaq	nettle_blowfish_bcrypt_hash.test_hashes.rel(%rip), %rcx
	movslq	(%rcx,%rax,4), %r14
	addq	%rcx, %r14
	jmp	.LBB1_3
.LBB1_2:
	leaq	.L.str(%rip), %r14
.LBB1_3:
	movb	$0, 32(%rsp)
	leaq	.L__const.nettle_blowfish_bcrypt_hash.test_pw(%rip), %rdx
	leaq	32(%rsp), %rdi
	movq	%rsp, %r8
	xorl	%ebp, %ebp
	movl	$9, %esi
	movl	$29, %ecx
	xorl	%r9d, %r9d
	pushq	$0
	pushq	$-1
	callq	ibcrypt
	addq	$16, %rsp
	testl	%eax, %eax
	je	.LBB1_6
# %bb.4:
	vmovdqa	32(%rsp), %xmm0
	vmovdqu	45(%rsp), %xmm1
	vpxor	13(%rsp), %xmm1, %xmm1
	vpxor	(%rsp), %xmm0, %xmm0
	vpor	%xmm1, %xmm0, %xmm0
	vptest	%xmm0, %xmm0
	je	.LBB1_7
.LBB1_6:
	xorl	%r15d, %r15d
	jmp	.LBB1_8
.LBB1_7:
	movl	61(%rsp), %eax
	movl	64(%rsp), %ecx
	xorl	(%r14), %eax
	xorl	3(%r14), %ecx
	orl	%eax, %ecx
	sete	%r15b
.LBB1_8:
	leaq	.L__const.nettle_blowfish_bcrypt_hash.k(%rip), %r14
	leaq	336(%rsp), %rdx
	leaq	96(%rsp), %rcx
	movl	$11, %edi
	movq	%r14, %rsi
	xorl	%r8d, %r8d
	movl	$65536, %r9d                    # imm = 0x10000
	callq	set_xkey
	leaq	176(%rsp), %rdx
	leaq	256(%rsp), %rcx
	movl	$11, %edi
	movq	%r14, %rsi
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	callq	set_xkey
	movl	96(%rsp), %eax
	movl	%eax, %ecx
	xorl	$65536, %ecx                    # imm = 0x10000
	movl	%ecx, 96(%rsp)
	testb	%r15b, %r15b
	je	.LBB1_13
# %bb.9:
	cmpl	$-610444868, %eax               # imm = 0xDB9D59BC
	jne	.LBB1_13
# %bb.10:
	cmpl	$859059456, 244(%rsp)           # imm = 0x33343500
	jne	.LBB1_13
# %bb.11:
	leaq	336(%rsp), %rdi
	leaq	176(%rsp), %rsi
	movl	$72, %edx
	callq	bcmp@PLT
	testl	%eax, %eax
	jne	.LBB1_13
# %bb.12:
	testl	%ebx, %ebx
	setne	%bl
	leaq	96(%rsp), %rdi
	leaq	256(%rsp), %rsi
	movl	$72, %edx
	callq	bcmp@PLT
	testl	%eax, %eax
	sete	%al
	andb	%bl, %al
	movzbl	%al, %ebp
.LBB1_13:
	movl	%ebp, %eax
	addq	$408, %rsp                      # imm = 0x198
	popq	%rbx
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.Lfunc_end1:
	.size	nettle_blowfish_bcrypt_hash, .Lfunc_end1-nettle_blowfish_bcrypt_hash
                                        # -- End function
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0                          # -- Begin function ibcrypt
.LCPI2_0:
	.byte	3                               # 0x3
	.byte	2                               # 0x2
	.byte	1                               # 0x1
	.byte	0                               # 0x0
	.byte	7                               # 0x7
	.byte	6                               # 0x6
	.byte	5                               # 0x5
	.byte	4                               # 0x4
	.byte	11                              # 0xb
	.byte	10                              # 0xa
	.byte	9                               # 0x9
	.byte	8                               # 0x8
	.byte	15                              # 0xf
	.byte	14                              # 0xe
	.byte	13                              # 0xd
	.byte	12                              # 0xc
.LCPI2_1:
	.byte	36                              # 0x24
	.byte	50                              # 0x32
	.zero	1
	.byte	36                              # 0x24
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
.LCPI2_2:
	.byte	36                              # 0x24
	.byte	50                              # 0x32
	.byte	0                               # 0x0
	.byte	36                              # 0x24
	.byte	0                               # 0x0
	.byte	0                               # 0x0
	.byte	0                               # 0x0
	.byte	0                               # 0x0
	.byte	0                               # 0x0
	.byte	0                               # 0x0
	.byte	0                               # 0x0
	.byte	0                               # 0x0
	.byte	0                               # 0x0
	.byte	0                               # 0x0
	.byte	0                               # 0x0
	.byte	0                               # 0x0
	.text
	.p2align	4
	.type	ibcrypt,@function
ibcrypt:                                # @ibcrypt
# %bb.0:
	xorl	%eax, %eax
	cmpq	$2, %rcx
	jb	.LBB2_46
# %bb.1:
	movq	%r8, %r11
	je	.LBB2_4
# %bb.2:
	cmpb	$36, (%r11)
	jne	.LBB2_46
# %bb.3:
	incq	%r11
.LBB2_4:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$4344, %rsp                     # imm = 0x10F8
	cmpb	$50, (%r11)
	jne	.LBB2_45
# %bb.5:
	movzbl	1(%r11), %r13d
	xorl	%eax, %eax
	leal	-97(%r13), %r8d
	cmpl	$24, %r8d
	ja	.LBB2_45
# %bb.6:
	leaq	.LJTI2_0(%rip), %r10
	movslq	(%r10,%r8,4), %rbx
	addq	%r10, %rbx
	xorl	%r8d, %r8d
	xorl	%r10d, %r10d
	jmpq	*%rbx
.LBB2_7:
	movl	$65536, %r10d                   # imm = 0x10000
	xorl	%r8d, %r8d
	jmp	.LBB2_9
.LBB2_8:
	movl	$1, %r8d
	xorl	%r10d, %r10d
.LBB2_9:
	movq	4408(%rsp), %rbx
	movl	4400(%rsp), %r15d
	cmpq	$4, %rcx
	jb	.LBB2_22
# %bb.10:
	cmpb	$36, 2(%r11)
	jne	.LBB2_45
# %bb.11:
	cmpq	$6, %rcx
	jb	.LBB2_22
# %bb.12:
	testl	%r15d, %r15d
	js	.LBB2_13
# %bb.16:
	cmpq	$6, %rcx
	jne	.LBB2_17
.LBB2_24:
# LLVM-MCA-BEGIN loop0
	testq	%rbx, %rbx
	jne	.LBB2_25
	jmp	.LBB2_45
.LBB2_13:
	movzbl	3(%r11), %r14d
	addl	$-48, %r14d
	cmpl	$9, %r14d
	ja	.LBB2_45
# %bb.14:
	movzbl	4(%r11), %r15d
	addl	$-48, %r15d
	cmpl	$9, %r15d
	ja	.LBB2_45
# %bb.15:
	leal	(%r14,%r14,4), %r14d
	leal	(%r15,%r14,2), %r15d
	cmpq	$6, %rcx
	je	.LBB2_24
# LLVM-MCA-END
.LBB2_17:
	cmpb	$36, 5(%r11)
	jne	.LBB2_45
# %bb.18:
	cmpq	$29, %rcx
	setb	%bpl
	testq	%rbx, %rbx
	setne	%r14b
	orb	%bpl, %r14b
	je	.LBB2_19
.LBB2_22:
	testq	%rbx, %rbx
	je	.LBB2_23
.LBB2_25:
	vmovups	(%rbx), %xmm0
	vmovups	%xmm0, 4320(%rsp)
	jmp	.LBB2_26
.LBB2_23:
	cmpq	$29, %rcx
	jb	.LBB2_45
.LBB2_26:
	vmovdqu	4320(%rsp), %xmm0
	vmovdqa	%xmm0, 64(%rsp)
	vpshufb	.LCPI2_0(%rip), %xmm0, %xmm0    # xmm0 = xmm0[3,2,1,0,7,6,5,4,11,10,9,8,15,14,13,12]
	vmovdqu	%xmm0, 4320(%rsp)
	cmpl	%r9d, %r15d
	setl	%cl
	cmpl	$32, %r15d
	setge	%r9b
	orb	%cl, %r9b
	jne	.LBB2_45
# %bb.27:
	movl	%r15d, 20(%rsp)                 # 4-byte Spill
	movq	%rdi, 32(%rsp)                  # 8-byte Spill
	leaq	4248(%rsp), %rax
	leaq	4176(%rsp), %rcx
	movq	%rsi, %rdi
	movq	%rdx, %rsi
	movq	%rax, %rdx
	movl	%r10d, %r9d
	callq	set_xkey
	movq	_nettle_blowfish_initial_ctx@GOTPCREL(%rip), %rsi
	leaq	80(%rsp), %r14
	movl	$4096, %edx                     # imm = 0x1000
	movq	%r14, %rdi
	callq	memcpy@PLT
	xorl	%eax, %eax
	leaq	16(%rsp), %r15
	leaq	12(%rsp), %r12
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	.p2align	4
.LBB2_28:                               # =>This Inner Loop Header: Depth=1
# LLVM-MCA-BEGIN loop1
	movl	%ebx, %edx
	andl	$2, %edx
	xorl	4320(%rsp,%rdx,4), %ecx
	movl	%ecx, 16(%rsp)
	xorl	4324(%rsp,%rdx,4), %eax
	movl	%eax, 12(%rsp)
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	movl	16(%rsp), %ecx
	movl	%ecx, 4176(%rsp,%rbx,4)
	movl	12(%rsp), %eax
	movl	%eax, 4180(%rsp,%rbx,4)
	cmpq	$16, %rbx
	leaq	2(%rbx), %rbx
	jb	.LBB2_28
# LLVM-MCA-END
# %bb.29:
	movq	%r13, 24(%rsp)                  # 8-byte Spill
	movq	$-16, %rbx
	leaq	80(%rsp), %r14
	leaq	16(%rsp), %r15
	leaq	12(%rsp), %r12
	.p2align	4
.LBB2_30:                               # =>This Inner Loop Header: Depth=1
	xorl	4328(%rsp), %ecx
	movl	%ecx, 16(%rsp)
	xorl	4332(%rsp), %eax
	movl	%eax, 12(%rsp)
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	movl	16(%rsp), %eax
	movl	%eax, 96(%rsp,%rbx)
	movl	12(%rsp), %ecx
	movl	%ecx, 100(%rsp,%rbx)
	xorl	4320(%rsp), %eax
	movl	%eax, 16(%rsp)
	xorl	4324(%rsp), %ecx
	movl	%ecx, 12(%rsp)
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	movl	16(%rsp), %ecx
	movl	%ecx, 104(%rsp,%rbx)
	movl	12(%rsp), %eax
	movl	%eax, 108(%rsp,%rbx)
	addq	$16, %rbx
	cmpq	$4076, %rbx                     # imm = 0xFEC
	jb	.LBB2_30
# %bb.31:
	movl	$1, %eax
	movl	20(%rsp), %ecx                  # 4-byte Reload
	shlxl	%ecx, %eax, %ebx
	leaq	80(%rsp), %r14
	leaq	16(%rsp), %r15
	leaq	12(%rsp), %r12
	jmp	.LBB2_32
	.p2align	4
.LBB2_37:                               #   in Loop: Header=BB2_32 Depth=1
	decl	%ebx
	je	.LBB2_38
.LBB2_32:                               # =>This Loop Header: Depth=1
                                        #     Child Loop BB2_33 Depth 2
                                        #       Child Loop BB2_34 Depth 3
	vmovups	4176(%rsp), %ymm0
	vmovdqu	4208(%rsp), %ymm1
	vxorps	4248(%rsp), %ymm0, %ymm0
	vmovups	%ymm0, 4176(%rsp)
	vpxor	4280(%rsp), %ymm1, %ymm0
	vmovdqu	%ymm0, 4208(%rsp)
	movq	4312(%rsp), %rax
	xorq	%rax, 4240(%rsp)
	movb	$1, %r13b
	.p2align	4
.LBB2_33:                               #   Parent Loop BB2_32 Depth=1
                                        # =>  This Loop Header: Depth=2
                                        #       Child Loop BB2_34 Depth 3
	movl	$0, 12(%rsp)
	movl	$0, 16(%rsp)
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	vzeroupper
	callq	_nettle_blowfish_encround@PLT
	movl	16(%rsp), %eax
	movl	%eax, 4176(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 4180(%rsp)
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	movl	16(%rsp), %eax
	movl	%eax, 4184(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 4188(%rsp)
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	movl	16(%rsp), %eax
	movl	%eax, 4192(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 4196(%rsp)
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	movl	16(%rsp), %eax
	movl	%eax, 4200(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 4204(%rsp)
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	movl	16(%rsp), %eax
	movl	%eax, 4208(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 4212(%rsp)
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	movl	16(%rsp), %eax
	movl	%eax, 4216(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 4220(%rsp)
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	movl	16(%rsp), %eax
	movl	%eax, 4224(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 4228(%rsp)
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	movl	16(%rsp), %eax
	movl	%eax, 4232(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 4236(%rsp)
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	movl	16(%rsp), %eax
	movl	%eax, 4240(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 4244(%rsp)
	movq	$-8, %rbp
	.p2align	4
.LBB2_34:                               #   Parent Loop BB2_32 Depth=1
# LLVM-MCA-BEGIN loop2
                                        #     Parent Loop BB2_33 Depth=2
                                        # =>    This Inner Loop Header: Depth=3
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	movl	16(%rsp), %eax
	movl	%eax, 88(%rsp,%rbp)
	movl	12(%rsp), %eax
	movl	%eax, 92(%rsp,%rbp)
	addq	$8, %rbp
	cmpq	$4084, %rbp                     # imm = 0xFF4
	jb	.LBB2_34
# LLVM-MCA-END
# %bb.35:                               #   in Loop: Header=BB2_33 Depth=2
	testb	$1, %r13b
	je	.LBB2_37
# %bb.36:                               #   in Loop: Header=BB2_33 Depth=2
	vbroadcasti128	4320(%rsp), %ymm0       # ymm0 = mem[0,1,0,1]
	vpxor	4176(%rsp), %ymm0, %ymm1
	vmovdqu	%ymm1, 4176(%rsp)
	vpxor	4208(%rsp), %ymm0, %ymm1
	vmovdqu	%ymm1, 4208(%rsp)
	vmovq	4240(%rsp), %xmm1               # xmm1 = mem[0],zero
	vpxor	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, 4240(%rsp)
	xorl	%r13d, %r13d
	jmp	.LBB2_33
.LBB2_38:
	movl	$1332899944, 16(%rsp)           # imm = 0x4F727068
	movl	$1700884034, 12(%rsp)           # imm = 0x65616E42
	movl	$-64, %ebx
	leaq	80(%rsp), %r14
	leaq	16(%rsp), %r15
	leaq	12(%rsp), %r12
	.p2align	4
.LBB2_39:                               # =>This Inner Loop Header: Depth=1
# LLVM-MCA-BEGIN loop3
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	incl	%ebx
	jne	.LBB2_39
# LLVM-MCA-END
# %bb.40:
	movl	16(%rsp), %eax
	movl	%eax, 4320(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 4324(%rsp)
	movl	$1701343084, 16(%rsp)           # imm = 0x65686F6C
	movl	$1684370003, 12(%rsp)           # imm = 0x64657253
	movl	$-64, %ebx
	leaq	80(%rsp), %r14
	leaq	16(%rsp), %r15
	leaq	12(%rsp), %r12
	movq	24(%rsp), %r13                  # 8-byte Reload
	.p2align	4
.LBB2_41:                               # =>This Inner Loop Header: Depth=1
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	incl	%ebx
	jne	.LBB2_41
# %bb.42:
	movl	16(%rsp), %eax
	movl	%eax, 4328(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 4332(%rsp)
	movl	$1668446532, 16(%rsp)           # imm = 0x63727944
	movl	$1869963892, 12(%rsp)           # imm = 0x6F756274
	movl	$-64, %ebx
	leaq	80(%rsp), %r14
	leaq	16(%rsp), %r15
	leaq	12(%rsp), %r12
	.p2align	4
.LBB2_43:                               # =>This Inner Loop Header: Depth=1
# LLVM-MCA-BEGIN loop4
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	callq	_nettle_blowfish_encround@PLT
	incl	%ebx
	jne	.LBB2_43
# LLVM-MCA-END
# %bb.44:
	movl	16(%rsp), %eax
	movl	%eax, 4336(%rsp)
	movl	12(%rsp), %eax
	movl	%eax, 4340(%rsp)
	vmovd	.LCPI2_2(%rip), %xmm0           # xmm0 = [36,50,0,36,0,0,0,0,0,0,0,0,0,0,0,0]
	vpinsrb	$2, %r13d, %xmm0, %xmm0
	movq	32(%rsp), %rbx                  # 8-byte Reload
	vmovd	%xmm0, (%rbx)
	movl	20(%rsp), %edx                  # 4-byte Reload
	movl	%edx, %eax
	movl	$3435973837, %ecx               # imm = 0xCCCCCCCD
	imulq	%rax, %rcx
	shrq	$35, %rcx
	leal	48(%rcx), %eax
	movb	%al, 4(%rbx)
	addl	%ecx, %ecx
	leal	(%rcx,%rcx,4), %eax
	subl	%eax, %edx
	orb	$48, %dl
	movb	%dl, 5(%rbx)
	leaq	7(%rbx), %r14
	movb	$36, 6(%rbx)
	leaq	48(%rsp), %r15
	movq	%r15, %rdi
	callq	nettle_base64_encode_init@PLT
	leaq	radix64_encode_table(%rip), %r12
	movq	%r12, 48(%rsp)
	leaq	64(%rsp), %rcx
	movl	$16, %edx
	movq	%r15, %rdi
	movq	%r14, %rsi
	callq	nettle_base64_encode_update@PLT
	leaq	(%rbx,%rax), %r14
	addq	$7, %r14
	movq	%r15, %rdi
	movq	%r14, %rsi
	callq	nettle_base64_encode_final@PLT
	leaq	(%r14,%rax), %rbx
	movb	$0, -1(%rax,%r14)
	vmovdqu	4320(%rsp), %xmm0
	vmovdqa	.LCPI2_0(%rip), %xmm1           # xmm1 = [3,2,1,0,7,6,5,4,11,10,9,8,15,14,13,12]
	vpshufb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, 4320(%rsp)
	vmovq	4336(%rsp), %xmm0               # xmm0 = mem[0],zero
	vpshufb	%xmm1, %xmm0, %xmm0
	vmovq	%xmm0, 4336(%rsp)
	addq	%rax, %r14
	addq	$-2, %r14
	leaq	48(%rsp), %r15
	movq	%r15, %rdi
	callq	nettle_base64_encode_init@PLT
	movq	%r12, 48(%rsp)
	movl	$23, %edx
	movq	%r15, %rdi
	movq	%r14, %rsi
	leaq	4320(%rsp), %rcx
	callq	nettle_base64_encode_update@PLT
	addq	%rax, %rbx
	addq	$-2, %rbx
	movq	%r15, %rdi
	movq	%rbx, %rsi
	callq	nettle_base64_encode_final@PLT
	movb	$0, -1(%rax,%rbx)
	movl	%r13d, %eax
.LBB2_45:
# LLVM-MCA-BEGIN loop5
	addq	$4344, %rsp                     # imm = 0x10F8
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
.LBB2_46:
	retq
.LBB2_19:
	movl	%r15d, 20(%rsp)                 # 4-byte Spill
	movq	%r13, %rbp
	movl	%r10d, 32(%rsp)                 # 4-byte Spill
	movl	%r8d, 24(%rsp)                  # 4-byte Spill
	movl	%r9d, 44(%rsp)                  # 4-byte Spill
	movq	%rsi, %r15
	movq	%rdx, %r12
	movq	%rdi, %r13
	addq	$6, %r11
	movq	$16, 64(%rsp)
	leaq	48(%rsp), %rbx
	movq	%rbx, %rdi
	movq	%r11, %r14
	callq	nettle_base64_decode_init@PLT
	leaq	radix64_decode_table(%rip), %rax
	movq	%rax, 48(%rsp)
	leaq	4320(%rsp), %rdx
	leaq	64(%rsp), %rsi
	movl	$22, %ecx
	movq	%rbx, %rdi
	movq	%r14, %r8
	callq	nettle_base64_decode_update@PLT
	testl	%eax, %eax
	je	.LBB2_20
# %bb.21:
	cmpq	$16, 64(%rsp)
	movq	%r13, %rdi
	movl	$0, %eax
	movq	%r12, %rdx
	movq	%r15, %rsi
	movl	44(%rsp), %r9d                  # 4-byte Reload
	movl	24(%rsp), %r8d                  # 4-byte Reload
	movl	32(%rsp), %r10d                 # 4-byte Reload
	movq	%rbp, %r13
	movl	20(%rsp), %r15d                 # 4-byte Reload
	je	.LBB2_26
	jmp	.LBB2_45
# LLVM-MCA-END
.LBB2_20:
	xorl	%eax, %eax
	jmp	.LBB2_45
.Lfunc_end2:
	.size	ibcrypt, .Lfunc_end2-ibcrypt
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
.LJTI2_0:
	.long	.LBB2_7-.LJTI2_0
	.long	.LBB2_9-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_45-.LJTI2_0
	.long	.LBB2_8-.LJTI2_0
	.long	.LBB2_9-.LJTI2_0
                                        # -- End function
	.text
	.p2align	4                               # -- Begin function set_xkey
	.type	set_xkey,@function
set_xkey:                               # @set_xkey
# %bb.0:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movl	%r9d, -48(%rsp)                 # 4-byte Spill
	movl	%r8d, %eax
	movq	%rsi, %r8
	movq	%rdi, %r12
	movl	%eax, %r13d
	xorl	%r10d, %r10d
	xorl	%ebx, %ebx
	xorl	%esi, %esi
	movq	%rdi, %r9
	movq	%r8, %r11
	movq	%rcx, -16(%rsp)                 # 8-byte Spill
	movq	%rdx, -24(%rsp)                 # 8-byte Spill
	movq	%r13, -32(%rsp)                 # 8-byte Spill
	jmp	.LBB3_1
	.p2align	4
.LBB3_17:                               #   in Loop: Header=BB3_1 Depth=1
	movl	-36(%rsp), %esi                 # 4-byte Reload
	orl	%r15d, %esi
	xorl	%r13d, %ebp
	orl	%ebp, %r10d
	movq	-32(%rsp), %r13                 # 8-byte Reload
	movl	-56(%rsp,%r13,4), %eax
	movq	-24(%rsp), %rdx                 # 8-byte Reload
	movl	%eax, 4(%rdx,%rbx,4)
	movq	_nettle_blowfish_initial_ctx@GOTPCREL(%rip), %rcx
	xorl	4100(%rcx,%rbx,4), %eax
	movq	-16(%rsp), %rcx                 # 8-byte Reload
	movl	%eax, 4(%rcx,%rbx,4)
	addq	$2, %rbx
	cmpq	$18, %rbx
	je	.LBB3_18
.LBB3_1:                                # =>This Inner Loop Header: Depth=1
	movq	%r10, -8(%rsp)                  # 8-byte Spill
	movl	%esi, -36(%rsp)                 # 4-byte Spill
	movq	$0, -56(%rsp)
	movzbl	(%r11), %esi
	movl	%esi, -56(%rsp)
	movl	$0, -52(%rsp)
	movsbl	(%r11), %ebp
	movl	%ebp, -52(%rsp)
	movq	%r8, %r10
	movq	%r12, %rdi
	subq	$1, %r9
	jb	.LBB3_3
# %bb.2:                                #   in Loop: Header=BB3_1 Depth=1
	incq	%r11
	movq	%r11, %r10
	movq	%r9, %rdi
.LBB3_3:                                #   in Loop: Header=BB3_1 Depth=1
	shll	$8, %esi
	movl	%esi, -56(%rsp)
	movzbl	(%r10), %eax
	orl	%esi, %eax
	movl	%eax, -56(%rsp)
	shll	$8, %ebp
	movl	%ebp, -52(%rsp)
	movsbl	(%r10), %esi
	movl	%esi, -40(%rsp)                 # 4-byte Spill
	orl	%esi, %ebp
	movl	%ebp, -52(%rsp)
	movq	%r8, %rsi
	movq	%r12, %r9
	subq	$1, %rdi
	jb	.LBB3_5
# %bb.4:                                #   in Loop: Header=BB3_1 Depth=1
	incq	%r10
	movq	%r10, %rsi
	movq	%rdi, %r9
.LBB3_5:                                #   in Loop: Header=BB3_1 Depth=1
	shll	$8, %eax
	movl	%eax, -56(%rsp)
	movzbl	(%rsi), %r10d
	orl	%eax, %r10d
	movl	%r10d, -56(%rsp)
	shll	$8, %ebp
	movl	%ebp, -52(%rsp)
	movsbl	(%rsi), %r15d
	orl	%r15d, %ebp
	movl	%ebp, -52(%rsp)
	movq	%r8, %rax
	movq	%r12, %rdi
	subq	$1, %r9
	jb	.LBB3_7
# %bb.6:                                #   in Loop: Header=BB3_1 Depth=1
	incq	%rsi
	movq	%rsi, %rax
	movq	%r9, %rdi
.LBB3_7:                                #   in Loop: Header=BB3_1 Depth=1
	shll	$8, %r10d
	movl	%r10d, -56(%rsp)
	movzbl	(%rax), %r11d
	orl	%r10d, %r11d
	movl	%r11d, -56(%rsp)
	shll	$8, %ebp
	movl	%ebp, -52(%rsp)
	movsbl	(%rax), %esi
	movl	%esi, -44(%rsp)                 # 4-byte Spill
	orl	%esi, %ebp
	movl	%ebp, -52(%rsp)
	movq	%r8, %r14
	movq	%r12, %r9
	subq	$1, %rdi
	jb	.LBB3_9
# %bb.8:                                #   in Loop: Header=BB3_1 Depth=1
	incq	%rax
	movq	%rax, %r14
	movq	%rdi, %r9
.LBB3_9:                                #   in Loop: Header=BB3_1 Depth=1
	movl	-56(%rsp,%r13,4), %eax
	movl	%eax, (%rdx,%rbx,4)
	movq	_nettle_blowfish_initial_ctx@GOTPCREL(%rip), %rdx
	xorl	4096(%rdx,%rbx,4), %eax
	movl	%eax, (%rcx,%rbx,4)
	movq	$0, -56(%rsp)
	movzbl	(%r14), %r10d
	movl	%r10d, -56(%rsp)
	movl	$0, -52(%rsp)
	movsbl	(%r14), %r13d
	movl	%r13d, -52(%rsp)
	movq	%r8, %rdx
	movq	%r12, %rsi
	subq	$1, %r9
	jb	.LBB3_11
# %bb.10:                               #   in Loop: Header=BB3_1 Depth=1
	incq	%r14
	movq	%r14, %rdx
	movq	%r9, %rsi
.LBB3_11:                               #   in Loop: Header=BB3_1 Depth=1
	shll	$8, %r10d
	movl	%r10d, -56(%rsp)
	movzbl	(%rdx), %edi
	orl	%r10d, %edi
	movl	%edi, -56(%rsp)
	shll	$8, %r13d
	movl	%r13d, -52(%rsp)
	movsbl	(%rdx), %r9d
	orl	%r9d, %r13d
	movl	%r13d, -52(%rsp)
	movq	%r8, %r10
	movq	%r12, %rcx
	subq	$1, %rsi
	jb	.LBB3_13
# %bb.12:                               #   in Loop: Header=BB3_1 Depth=1
	incq	%rdx
	movq	%rdx, %r10
	movq	%rsi, %rcx
.LBB3_13:                               #   in Loop: Header=BB3_1 Depth=1
	shll	$8, %edi
	movl	%edi, -56(%rsp)
	movzbl	(%r10), %edx
	orl	%edi, %edx
	movl	%edx, -56(%rsp)
	shll	$8, %r13d
	movl	%r13d, -52(%rsp)
	movsbl	(%r10), %eax
	orl	%eax, %r13d
	movl	%r13d, -52(%rsp)
	movq	%r8, %rsi
	movq	%r12, %rdi
	subq	$1, %rcx
	jb	.LBB3_15
# %bb.14:                               #   in Loop: Header=BB3_1 Depth=1
	incq	%r10
	movq	%r10, %rsi
	movq	%rcx, %rdi
.LBB3_15:                               #   in Loop: Header=BB3_1 Depth=1
	xorl	%ebp, %r11d
	movq	-8(%rsp), %r10                  # 8-byte Reload
	orl	%r11d, %r10d
	orl	%eax, %r9d
	shll	$8, %edx
	movl	%edx, -56(%rsp)
	movzbl	(%rsi), %ebp
	orl	%edx, %ebp
	movl	%ebp, -56(%rsp)
	shll	$8, %r13d
	movl	%r13d, -52(%rsp)
	movsbl	(%rsi), %eax
	orl	%eax, %r13d
	movl	%r13d, -52(%rsp)
	orl	%eax, %r9d
	orl	-40(%rsp), %r15d                # 4-byte Folded Reload
	orl	-44(%rsp), %r15d                # 4-byte Folded Reload
	orl	%r9d, %r15d
	andl	$128, %r15d
	movq	%r8, %r11
	movq	%r12, %r9
	subq	$1, %rdi
	jb	.LBB3_17
# %bb.16:                               #   in Loop: Header=BB3_1 Depth=1
	incq	%rsi
	movq	%rsi, %r11
	movq	%rdi, %r9
	jmp	.LBB3_17
.LBB3_18:
	movl	%r10d, %eax
	shrl	$16, %eax
	movzwl	%r10w, %edx
	orl	%eax, %edx
	shll	$9, %esi
	movl	$65536, %eax                    # imm = 0x10000
	subl	%edx, %eax
	andl	-48(%rsp), %esi                 # 4-byte Folded Reload
	andl	%eax, %esi
	xorl	%esi, (%rcx)
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.Lfunc_end3:
	.size	set_xkey, .Lfunc_end3-set_xkey
                                        # -- End function
	.type	.L__const.nettle_blowfish_bcrypt_hash.test_pw,@object # @__const.nettle_blowfish_bcrypt_hash.test_pw
	.section	.rodata.str1.1,"aMS",@progbits,1
.L__const.nettle_blowfish_bcrypt_hash.test_pw:
	.asciz	"8b \320\301\322\317\314\330"
	.size	.L__const.nettle_blowfish_bcrypt_hash.test_pw, 10

	.type	.L__const.nettle_blowfish_bcrypt_hash.test_scheme,@object # @__const.nettle_blowfish_bcrypt_hash.test_scheme
	.section	.rodata.str1.16,"aMS",@progbits,1
	.p2align	4, 0x0
.L__const.nettle_blowfish_bcrypt_hash.test_scheme:
	.asciz	"$2a$00$abcdefghijklmnopqrstuu"
	.size	.L__const.nettle_blowfish_bcrypt_hash.test_scheme, 30

	.type	nettle_blowfish_bcrypt_hash.test_hashes.rel,@object # @nettle_blowfish_bcrypt_hash.test_hashes.rel
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
nettle_blowfish_bcrypt_hash.test_hashes.rel:
	.long	.L.str-nettle_blowfish_bcrypt_hash.test_hashes.rel
	.long	.L.str.1-nettle_blowfish_bcrypt_hash.test_hashes.rel
	.size	nettle_blowfish_bcrypt_hash.test_hashes.rel, 8

	.type	.L.str,@object                  # @.str
.L.str:
	.asciz	"i1D709vfamulimlGcq0qq3UvuUasvEa\000U"
	.size	.L.str, 34

	.type	.L.str.1,@object                # @.str.1
.L.str.1:
	.asciz	"VUrPmXD6q/nVSSp7pNDhCR9071IfIRe\000U"
	.size	.L.str.1, 34

	.type	.L__const.nettle_blowfish_bcrypt_hash.k,@object # @__const.nettle_blowfish_bcrypt_hash.k
	.section	.rodata.str1.1,"aMS",@progbits,1
.L__const.nettle_blowfish_bcrypt_hash.k:
	.asciz	"\377\24334\377\377\377\243345"
	.size	.L__const.nettle_blowfish_bcrypt_hash.k, 12

	.type	radix64_decode_table,@object    # @radix64_decode_table
	.section	.rodata,"a",@progbits
	.p2align	4, 0x0
radix64_decode_table:
	.ascii	"\377\377\377\377\377\377\377\377\377\376\376\376\376\376\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\376\377\377\377\377\377\377\377\377\377\377\377\377\377\000\0016789:;<=>?\377\377\377\375\377\377\377\002\003\004\005\006\007\b\t\n\013\f\r\016\017\020\021\022\023\024\025\026\027\030\031\032\033\377\377\377\377\377\377\034\035\036\037 !\"#$%&'()*+,-./012345\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377"
	.size	radix64_decode_table, 256

	.type	radix64_encode_table,@object    # @radix64_encode_table
	.p2align	4, 0x0
radix64_encode_table:
	.ascii	"./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	.size	radix64_encode_table, 64

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym radix64_decode_table
	.addrsig_sym radix64_encode_table
