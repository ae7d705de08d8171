	.file	"lbaselib.c"
	.text
	.globl	luaopen_base                    # -- Begin function luaopen_base
	.p2align	4
	.type	luaopen_base,@function
luaopen_base:                           # @luaopen_base
# %bb.0:
	pushq	%rbx
	movl	$2, %edx
	movl	$-1001000, %esi                 # imm = 0xFFF0B9D8
	movq	%rdi, %rbx
	callq	lua_rawgeti@PLT
	leaq	base_funcs(%rip), %rsi
	movq	%rbx, %rdi
	xorl	%edx, %edx
	callq	luaL_setfuncs@PLT
	movq	%rbx, %rdi
	movl	$-1, %esi
	callq	lua_pushvalue@PLT
	leaq	.L.str(%rip), %rdx
	movq	%rbx, %rdi
	movl	$-2, %esi
	callq	lua_setfield@PLT
	leaq	.L.str.1(%rip), %rsi
	movq	%rbx, %rdi
	callq	lua_pushstring@PLT
	leaq	.L.str.2(%rip), %rdx
	movq	%rbx, %rdi
	movl	$-2, %esi
	callq	lua_setfield@PLT
	movl	$1, %eax
	popq	%rbx
	retq
.Lfunc_end0:
	.size	luaopen_base, .Lfunc_end0-luaopen_base
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_assert
	.type	luaB_assert,@function
luaB_assert:                            # @luaB_assert
# %bb.0:
	pushq	%rbx
	movl	$1, %esi
	movq	%rdi, %rbx
	callq	lua_toboolean@PLT
	testl	%eax, %eax
	je	.LBB1_2
# %bb.1:
	movq	%rbx, %rdi
	popq	%rbx
	jmp	lua_gettop@PLT                  # TAILCALL
.LBB1_2:
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	luaL_checkany@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	movl	$-1, %edx
	callq	lua_rotate@PLT
	movq	%rbx, %rdi
	movl	$-2, %esi
	callq	lua_settop@PLT
	leaq	.L.str.26(%rip), %rsi
	movq	%rbx, %rdi
	callq	lua_pushstring@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_settop@PLT
	movq	%rbx, %rdi
	popq	%rbx
	jmp	luaB_error                      # TAILCALL
.Lfunc_end1:
	.size	luaB_assert, .Lfunc_end1-luaB_assert
                                        # -- End function
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0                          # -- Begin function luaB_collectgarbage
.LCPI2_0:
	.quad	0x3f50000000000000              # double 9.765625E-4
	.text
	.p2align	4
	.type	luaB_collectgarbage,@function
luaB_collectgarbage:                    # @luaB_collectgarbage
# %bb.0:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	pushq	%rax
	leaq	.L.str.29(%rip), %rdx
	leaq	luaB_collectgarbage.opts(%rip), %rcx
	movl	$1, %esi
	movq	%rdi, %rbx
	callq	luaL_checkoption@PLT
	cltq
	leaq	luaB_collectgarbage.optsnum(%rip), %rcx
	movl	(%rcx,%rax,4), %r14d
	leal	-3(%r14), %eax
	cmpl	$8, %eax
	ja	.LBB2_15
# %bb.1:
	leaq	.LJTI2_0(%rip), %rcx
	movslq	(%rcx,%rax,4), %rax
	addq	%rcx, %rax
	jmpq	*%rax
.LBB2_7:
	movq	%rbx, %rdi
	movl	$2, %esi
	xorl	%edx, %edx
	callq	luaL_optinteger@PLT
	movl	%eax, %edx
	movq	%rbx, %rdi
	movl	%r14d, %esi
	xorl	%eax, %eax
	callq	lua_gc@PLT
	cmpl	$-1, %eax
	jne	.LBB2_9
	jmp	.LBB2_16
.LBB2_15:
	movq	%rbx, %rdi
	movl	%r14d, %esi
	xorl	%eax, %eax
	callq	lua_gc@PLT
	cmpl	$-1, %eax
	je	.LBB2_16
.LBB2_9:
	movslq	%eax, %rsi
	movq	%rbx, %rdi
	callq	lua_pushinteger@PLT
	jmp	.LBB2_17
.LBB2_11:
	movq	%rbx, %rdi
	movl	$2, %esi
	xorl	%edx, %edx
	callq	luaL_optinteger@PLT
	movq	%rbx, %rdi
	movl	$3, %esi
	xorl	%edx, %edx
	movq	%rax, %r14
	callq	luaL_optinteger@PLT
	movl	%eax, %ecx
	movq	%rbx, %rdi
	movl	$10, %esi
	movl	%r14d, %edx
	xorl	%eax, %eax
	callq	lua_gc@PLT
	cmpl	$-1, %eax
	jne	.LBB2_13
	jmp	.LBB2_16
.LBB2_14:
	movq	%rbx, %rdi
	movl	$2, %esi
	xorl	%edx, %edx
	callq	luaL_optinteger@PLT
	movq	%rbx, %rdi
	movl	$3, %esi
	xorl	%edx, %edx
	movq	%rax, %r14
	callq	luaL_optinteger@PLT
	movq	%rbx, %rdi
	movl	$4, %esi
	xorl	%edx, %edx
	movq	%rax, %r15
	callq	luaL_optinteger@PLT
	movl	%eax, %r8d
	movq	%rbx, %rdi
	movl	$11, %esi
	movl	%r14d, %edx
	movl	%r15d, %ecx
	xorl	%eax, %eax
	callq	lua_gc@PLT
	cmpl	$-1, %eax
	je	.LBB2_16
.LBB2_13:
	cmpl	$11, %eax
	leaq	.L.str.36(%rip), %rax
	leaq	.L.str.35(%rip), %rsi
	movq	%rbx, %rdi
	cmoveq	%rax, %rsi
	callq	lua_pushstring@PLT
	jmp	.LBB2_17
.LBB2_4:
	movq	%rbx, %rdi
	movl	$2, %esi
	xorl	%edx, %edx
	callq	luaL_optinteger@PLT
	movl	%eax, %edx
	movq	%rbx, %rdi
	movl	$5, %esi
	xorl	%eax, %eax
	callq	lua_gc@PLT
	cmpl	$-1, %eax
	jne	.LBB2_6
	jmp	.LBB2_16
.LBB2_2:
	movq	%rbx, %rdi
	movl	$3, %esi
	xorl	%eax, %eax
	callq	lua_gc@PLT
	movq	%rbx, %rdi
	movl	$4, %esi
	movl	%eax, %ebp
	xorl	%eax, %eax
	callq	lua_gc@PLT
	cmpl	$-1, %ebp
	je	.LBB2_16
# %bb.3:
	vcvtsi2sd	%ebp, %xmm15, %xmm0
	movq	%rbx, %rdi
	vcvtsi2sd	%eax, %xmm15, %xmm1
	vmulsd	.LCPI2_0(%rip), %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	callq	lua_pushnumber@PLT
	jmp	.LBB2_17
.LBB2_10:
	movq	%rbx, %rdi
	movl	$9, %esi
	xorl	%eax, %eax
	callq	lua_gc@PLT
	cmpl	$-1, %eax
	je	.LBB2_16
.LBB2_6:
	movq	%rbx, %rdi
	movl	%eax, %esi
	callq	lua_pushboolean@PLT
	jmp	.LBB2_17
.LBB2_16:
	movq	%rbx, %rdi
	callq	lua_pushnil@PLT
.LBB2_17:
	movl	$1, %eax
	addq	$8, %rsp
	popq	%rbx
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.Lfunc_end2:
	.size	luaB_collectgarbage, .Lfunc_end2-luaB_collectgarbage
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
.LJTI2_0:
	.long	.LBB2_2-.LJTI2_0
	.long	.LBB2_15-.LJTI2_0
	.long	.LBB2_4-.LJTI2_0
	.long	.LBB2_7-.LJTI2_0
	.long	.LBB2_7-.LJTI2_0
	.long	.LBB2_15-.LJTI2_0
	.long	.LBB2_10-.LJTI2_0
	.long	.LBB2_11-.LJTI2_0
	.long	.LBB2_14-.LJTI2_0
                                        # -- End function
	.text
	.p2align	4                               # -- Begin function luaB_dofile
	.type	luaB_dofile,@function
luaB_dofile:                            # @luaB_dofile
# %bb.0:
	pushq	%r14
	pushq	%rbx
	pushq	%rax
	movl	$1, %esi
	movq	%rdi, %rbx
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	callq	luaL_optlstring@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	movq	%rax, %r14
	callq	lua_settop@PLT
	movq	%rbx, %rdi
	movq	%r14, %rsi
	xorl	%edx, %edx
	callq	luaL_loadfilex@PLT
	testl	%eax, %eax
	jne	.LBB3_2
# %bb.1:
	leaq	dofilecont(%rip), %r8
	movq	%rbx, %rdi
	movl	$-1, %edx
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	callq	lua_callk@PLT
	movq	%rbx, %rdi
	callq	lua_gettop@PLT
	decl	%eax
	addq	$8, %rsp
	popq	%rbx
	popq	%r14
	retq
.LBB3_2:
	movq	%rbx, %rdi
	addq	$8, %rsp
	popq	%rbx
	popq	%r14
	jmp	lua_error@PLT                   # TAILCALL
.Lfunc_end3:
	.size	luaB_dofile, .Lfunc_end3-luaB_dofile
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_error
	.type	luaB_error,@function
luaB_error:                             # @luaB_error
# %bb.0:
	pushq	%r14
	pushq	%rbx
	pushq	%rax
	movl	$1, %edx
	movl	$2, %esi
	movq	%rdi, %rbx
	callq	luaL_optinteger@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	movq	%rax, %r14
	callq	lua_settop@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_type@PLT
	cmpl	$4, %eax
	sete	%al
	testl	%r14d, %r14d
	setg	%cl
	andb	%al, %cl
	cmpb	$1, %cl
	jne	.LBB4_2
# %bb.1:
	movq	%rbx, %rdi
	movl	%r14d, %esi
	callq	luaL_where@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_pushvalue@PLT
	movq	%rbx, %rdi
	movl	$2, %esi
	callq	lua_concat@PLT
.LBB4_2:
	movq	%rbx, %rdi
	addq	$8, %rsp
	popq	%rbx
	popq	%r14
	jmp	lua_error@PLT                   # TAILCALL
.Lfunc_end4:
	.size	luaB_error, .Lfunc_end4-luaB_error
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_getmetatable
	.type	luaB_getmetatable,@function
luaB_getmetatable:                      # @luaB_getmetatable
# %bb.0:
	pushq	%rbx
	movl	$1, %esi
	movq	%rdi, %rbx
	callq	luaL_checkany@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_getmetatable@PLT
	testl	%eax, %eax
	je	.LBB5_1
# %bb.2:
	leaq	.L.str.37(%rip), %rdx
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	luaL_getmetafield@PLT
	movl	$1, %eax
	popq	%rbx
	retq
.LBB5_1:
	movq	%rbx, %rdi
	callq	lua_pushnil@PLT
	movl	$1, %eax
	popq	%rbx
	retq
.Lfunc_end5:
	.size	luaB_getmetatable, .Lfunc_end5-luaB_getmetatable
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_ipairs
	.type	luaB_ipairs,@function
luaB_ipairs:                            # @luaB_ipairs
# %bb.0:
	pushq	%rbx
	movl	$1, %esi
	movq	%rdi, %rbx
	callq	luaL_checkany@PLT
	leaq	ipairsaux(%rip), %rsi
	movq	%rbx, %rdi
	xorl	%edx, %edx
	callq	lua_pushcclosure@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_pushvalue@PLT
	movq	%rbx, %rdi
	xorl	%esi, %esi
	callq	lua_pushinteger@PLT
	movl	$3, %eax
	popq	%rbx
	retq
.Lfunc_end6:
	.size	luaB_ipairs, .Lfunc_end6-luaB_ipairs
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_loadfile
	.type	luaB_loadfile,@function
luaB_loadfile:                          # @luaB_loadfile
# %bb.0:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r12
	pushq	%rbx
	movl	$1, %esi
	movq	%rdi, %rbx
	movl	$1, %ebp
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	callq	luaL_optlstring@PLT
	movq	%rbx, %rdi
	movl	$2, %esi
	movq	%rax, %r15
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	callq	luaL_optlstring@PLT
	movq	%rbx, %rdi
	movl	$3, %esi
	movq	%rax, %r12
	callq	lua_type@PLT
	movq	%rbx, %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	movl	%eax, %r14d
	callq	luaL_loadfilex@PLT
	testl	%eax, %eax
	jne	.LBB7_4
# %bb.1:
	cmpl	$-1, %r14d
	je	.LBB7_5
# %bb.2:
	movq	%rbx, %rdi
	movl	$3, %esi
	callq	lua_pushvalue@PLT
	movq	%rbx, %rdi
	movl	$-2, %esi
	movl	$1, %edx
	movl	$1, %ebp
	callq	lua_setupvalue@PLT
	testq	%rax, %rax
	jne	.LBB7_5
# %bb.3:
	movq	%rbx, %rdi
	movl	$-2, %esi
	callq	lua_settop@PLT
.LBB7_5:
	movl	%ebp, %eax
	popq	%rbx
	popq	%r12
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.LBB7_4:
	movq	%rbx, %rdi
	callq	lua_pushnil@PLT
	movq	%rbx, %rdi
	movl	$-2, %esi
	movl	$1, %edx
	callq	lua_rotate@PLT
	movl	$2, %ebp
	jmp	.LBB7_5
.Lfunc_end7:
	.size	luaB_loadfile, .Lfunc_end7-luaB_loadfile
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_load
	.type	luaB_load,@function
luaB_load:                              # @luaB_load
# %bb.0:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	pushq	%rax
	movq	%rsp, %rdx
	movl	$1, %esi
	movq	%rdi, %rbx
	callq	lua_tolstring@PLT
	leaq	.L.str.38(%rip), %rdx
	movq	%rbx, %rdi
	movl	$3, %esi
	xorl	%ecx, %ecx
	movq	%rax, %r15
	callq	luaL_optlstring@PLT
	movq	%rbx, %rdi
	movl	$4, %esi
	movq	%rax, %r14
	callq	lua_type@PLT
	movl	%eax, %ebp
	testq	%r15, %r15
	je	.LBB8_2
# %bb.1:
	movq	%rbx, %rdi
	movl	$2, %esi
	movq	%r15, %rdx
	xorl	%ecx, %ecx
	callq	luaL_optlstring@PLT
	movq	(%rsp), %rdx
	movq	%rbx, %rdi
	movq	%r15, %rsi
	movq	%rax, %rcx
	movq	%r14, %r8
	callq	luaL_loadbufferx@PLT
	testl	%eax, %eax
	jne	.LBB8_8
.LBB8_4:
	cmpl	$-1, %ebp
	je	.LBB8_5
# %bb.6:
	movq	%rbx, %rdi
	movl	$4, %esi
	callq	lua_pushvalue@PLT
	movq	%rbx, %rdi
	movl	$-2, %esi
	movl	$1, %edx
	movl	$1, %ebp
	callq	lua_setupvalue@PLT
	testq	%rax, %rax
	jne	.LBB8_9
# %bb.7:
	movq	%rbx, %rdi
	movl	$-2, %esi
	callq	lua_settop@PLT
	jmp	.LBB8_9
.LBB8_2:
	leaq	.L.str.39(%rip), %rdx
	movq	%rbx, %rdi
	movl	$2, %esi
	xorl	%ecx, %ecx
	callq	luaL_optlstring@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	movl	$6, %edx
	movq	%rax, %r15
	callq	luaL_checktype@PLT
	movq	%rbx, %rdi
	movl	$5, %esi
	callq	lua_settop@PLT
	leaq	generic_reader(%rip), %rsi
	movq	%rbx, %rdi
	movq	%r15, %rcx
	movq	%r14, %r8
	xorl	%edx, %edx
	callq	lua_load@PLT
	testl	%eax, %eax
	je	.LBB8_4
.LBB8_8:
	movq	%rbx, %rdi
	callq	lua_pushnil@PLT
	movq	%rbx, %rdi
	movl	$-2, %esi
	movl	$1, %edx
	callq	lua_rotate@PLT
	movl	$2, %ebp
	jmp	.LBB8_9
.LBB8_5:
	movl	$1, %ebp
.LBB8_9:
	movl	%ebp, %eax
	addq	$8, %rsp
	popq	%rbx
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.Lfunc_end8:
	.size	luaB_load, .Lfunc_end8-luaB_load
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_next
	.type	luaB_next,@function
luaB_next:                              # @luaB_next
# %bb.0:
	pushq	%rbp
	pushq	%rbx
	pushq	%rax
	movl	$1, %esi
	movl	$5, %edx
	movq	%rdi, %rbx
	callq	luaL_checktype@PLT
	movq	%rbx, %rdi
	movl	$2, %esi
	movl	$2, %ebp
	callq	lua_settop@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_next@PLT
	testl	%eax, %eax
	jne	.LBB9_2
# %bb.1:
	movq	%rbx, %rdi
	callq	lua_pushnil@PLT
	movl	$1, %ebp
.LBB9_2:
	movl	%ebp, %eax
	addq	$8, %rsp
	popq	%rbx
	popq	%rbp
	retq
.Lfunc_end9:
	.size	luaB_next, .Lfunc_end9-luaB_next
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_pairs
	.type	luaB_pairs,@function
luaB_pairs:                             # @luaB_pairs
# %bb.0:
	pushq	%rbx
	movl	$1, %esi
	movq	%rdi, %rbx
	callq	luaL_checkany@PLT
	leaq	.L.str.42(%rip), %rdx
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	luaL_getmetafield@PLT
	testl	%eax, %eax
	je	.LBB10_1
# %bb.2:
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_pushvalue@PLT
	leaq	pairscont(%rip), %r8
	movq	%rbx, %rdi
	movl	$1, %esi
	movl	$3, %edx
	xorl	%ecx, %ecx
	callq	lua_callk@PLT
	movl	$3, %eax
	popq	%rbx
	retq
.LBB10_1:
	leaq	luaB_next(%rip), %rsi
	movq	%rbx, %rdi
	xorl	%edx, %edx
	callq	lua_pushcclosure@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_pushvalue@PLT
	movq	%rbx, %rdi
	callq	lua_pushnil@PLT
	movl	$3, %eax
	popq	%rbx
	retq
.Lfunc_end10:
	.size	luaB_pairs, .Lfunc_end10-luaB_pairs
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_pcall
	.type	luaB_pcall,@function
luaB_pcall:                             # @luaB_pcall
# %bb.0:
	pushq	%rbx
	movl	$1, %esi
	movq	%rdi, %rbx
	callq	luaL_checkany@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_pushboolean@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	movl	$1, %edx
	callq	lua_rotate@PLT
	movq	%rbx, %rdi
	callq	lua_gettop@PLT
                                        # kill: def $eax killed $eax def $rax
	leal	-2(%rax), %esi
	leaq	finishpcall(%rip), %r9
	movq	%rbx, %rdi
	movl	$-1, %edx
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	callq	lua_pcallk@PLT
	cmpl	$2, %eax
	jae	.LBB11_1
# %bb.2:
	movq	%rbx, %rdi
	popq	%rbx
	jmp	lua_gettop@PLT                  # TAILCALL
.LBB11_1:
	movq	%rbx, %rdi
	xorl	%esi, %esi
	callq	lua_pushboolean@PLT
	movq	%rbx, %rdi
	movl	$-2, %esi
	callq	lua_pushvalue@PLT
	movl	$2, %eax
	popq	%rbx
	retq
.Lfunc_end11:
	.size	luaB_pcall, .Lfunc_end11-luaB_pcall
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_print
	.type	luaB_print,@function
luaB_print:                             # @luaB_print
# %bb.0:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	pushq	%rax
	movq	%rdi, %rbx
	callq	lua_gettop@PLT
	testl	%eax, %eax
	jle	.LBB12_4
# %bb.1:
	movq	%rsp, %rdx
	movq	%rbx, %rdi
	movl	$1, %esi
	movl	%eax, %r14d
	callq	luaL_tolstring@PLT
	movq	stdout@GOTPCREL(%rip), %r13
	movq	(%rsp), %rdx
	movl	$1, %esi
	movq	%rax, %rdi
	movq	(%r13), %rcx
	callq	fwrite@PLT
	movq	%rbx, %rdi
	movl	$-2, %esi
	callq	lua_settop@PLT
	cmpl	$1, %r14d
	je	.LBB12_4
# %bb.2:
	negl	%r14d
	movl	$2, %ebp
	movq	%rsp, %r15
	.p2align	4
.LBB12_3:                               # =>This Inner Loop Header: Depth=1
	movq	%rbx, %rdi
	movl	%ebp, %esi
	movq	%r15, %rdx
	callq	luaL_tolstring@PLT
	movq	(%r13), %rsi
	movl	$9, %edi
	movq	%rax, %r12
	callq	fputc@PLT
	movq	(%rsp), %rdx
	movq	(%r13), %rcx
	movl	$1, %esi
	movq	%r12, %rdi
	callq	fwrite@PLT
	movq	%rbx, %rdi
	movl	$-2, %esi
	callq	lua_settop@PLT
	movl	%ebp, %eax
	incl	%ebp
	leal	1(%r14,%rax), %eax
	cmpl	$1, %eax
	jne	.LBB12_3
.LBB12_4:
	movq	stdout@GOTPCREL(%rip), %rbx
	movl	$10, %edi
	movq	(%rbx), %rsi
	callq	fputc@PLT
	movq	(%rbx), %rdi
	callq	fflush@PLT
	xorl	%eax, %eax
	addq	$8, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.Lfunc_end12:
	.size	luaB_print, .Lfunc_end12-luaB_print
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_warn
	.type	luaB_warn,@function
luaB_warn:                              # @luaB_warn
# %bb.0:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	pushq	%rax
	movq	%rdi, %rbx
	callq	lua_gettop@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	xorl	%edx, %edx
	movl	%eax, %ebp
	callq	luaL_checklstring@PLT
	cmpl	$2, %ebp
	jl	.LBB13_5
# %bb.1:
	movl	%ebp, %r15d
	movl	$2, %r14d
	negl	%r15d
	.p2align	4
.LBB13_2:                               # =>This Inner Loop Header: Depth=1
	movq	%rbx, %rdi
	movl	%r14d, %esi
	xorl	%edx, %edx
	callq	luaL_checklstring@PLT
	movl	%r14d, %eax
	incl	%r14d
	leal	1(%r15,%rax), %eax
	cmpl	$1, %eax
	jne	.LBB13_2
# %bb.3:
	movl	$1, %r14d
	.p2align	4
.LBB13_4:                               # =>This Inner Loop Header: Depth=1
	movq	%rbx, %rdi
	movl	%r14d, %esi
	xorl	%edx, %edx
	callq	lua_tolstring@PLT
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movl	$1, %edx
	callq	lua_warning@PLT
	incl	%r14d
	cmpl	%r14d, %ebp
	jne	.LBB13_4
.LBB13_5:
	movq	%rbx, %rdi
	movl	%ebp, %esi
	xorl	%edx, %edx
	callq	lua_tolstring@PLT
	movq	%rbx, %rdi
	movq	%rax, %rsi
	xorl	%edx, %edx
	callq	lua_warning@PLT
	xorl	%eax, %eax
	addq	$8, %rsp
	popq	%rbx
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.Lfunc_end13:
	.size	luaB_warn, .Lfunc_end13-luaB_warn
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_rawequal
	.type	luaB_rawequal,@function
luaB_rawequal:                          # @luaB_rawequal
# %bb.0:
	pushq	%rbx
	movl	$1, %esi
	movq	%rdi, %rbx
	callq	luaL_checkany@PLT
	movq	%rbx, %rdi
	movl	$2, %esi
	callq	luaL_checkany@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	movl	$2, %edx
	callq	lua_rawequal@PLT
	movq	%rbx, %rdi
	movl	%eax, %esi
	callq	lua_pushboolean@PLT
	movl	$1, %eax
	popq	%rbx
	retq
.Lfunc_end14:
	.size	luaB_rawequal, .Lfunc_end14-luaB_rawequal
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_rawlen
	.type	luaB_rawlen,@function
luaB_rawlen:                            # @luaB_rawlen
# %bb.0:
	pushq	%rbx
	movl	$1, %esi
	movq	%rdi, %rbx
	callq	lua_type@PLT
	andl	$-2, %eax
	cmpl	$4, %eax
	jne	.LBB15_1
.LBB15_2:
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_rawlen@PLT
	movq	%rbx, %rdi
	movq	%rax, %rsi
	callq	lua_pushinteger@PLT
	movl	$1, %eax
	popq	%rbx
	retq
.LBB15_1:
	leaq	.L.str.45(%rip), %rdx
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	luaL_typeerror@PLT
	jmp	.LBB15_2
.Lfunc_end15:
	.size	luaB_rawlen, .Lfunc_end15-luaB_rawlen
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_rawget
	.type	luaB_rawget,@function
luaB_rawget:                            # @luaB_rawget
# %bb.0:
	pushq	%rbx
	movl	$1, %esi
	movl	$5, %edx
	movq	%rdi, %rbx
	callq	luaL_checktype@PLT
	movq	%rbx, %rdi
	movl	$2, %esi
	callq	luaL_checkany@PLT
	movq	%rbx, %rdi
	movl	$2, %esi
	callq	lua_settop@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_rawget@PLT
	movl	$1, %eax
	popq	%rbx
	retq
.Lfunc_end16:
	.size	luaB_rawget, .Lfunc_end16-luaB_rawget
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_rawset
	.type	luaB_rawset,@function
luaB_rawset:                            # @luaB_rawset
# %bb.0:
	pushq	%rbx
	movl	$1, %esi
	movl	$5, %edx
	movq	%rdi, %rbx
	callq	luaL_checktype@PLT
	movq	%rbx, %rdi
	movl	$2, %esi
	callq	luaL_checkany@PLT
	movq	%rbx, %rdi
	movl	$3, %esi
	callq	luaL_checkany@PLT
	movq	%rbx, %rdi
	movl	$3, %esi
	callq	lua_settop@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_rawset@PLT
	movl	$1, %eax
	popq	%rbx
	retq
.Lfunc_end17:
	.size	luaB_rawset, .Lfunc_end17-luaB_rawset
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_select
	.type	luaB_select,@function
luaB_select:                            # @luaB_select
# %bb.0:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	pushq	%rax
	movq	%rdi, %r14
	callq	lua_gettop@PLT
	movq	%r14, %rdi
	movl	$1, %esi
	movl	%eax, %ebx
	callq	lua_type@PLT
	cmpl	$4, %eax
	jne	.LBB18_3
# %bb.1:
	movq	%r14, %rdi
	movl	$1, %esi
	xorl	%edx, %edx
	movl	$1, %ebp
	callq	lua_tolstring@PLT
	cmpb	$35, (%rax)
	jne	.LBB18_3
# %bb.2:
	decl	%ebx
	movq	%r14, %rdi
	movslq	%ebx, %rsi
	callq	lua_pushinteger@PLT
	jmp	.LBB18_6
.LBB18_3:
	movq	%r14, %rdi
	movl	$1, %esi
	callq	luaL_checkinteger@PLT
	movslq	%ebx, %r15
	cmpq	%r15, %rax
	leaq	(%rax,%r15), %rcx
	cmovlq	%rax, %r15
	testq	%rax, %rax
	cmovsq	%rcx, %r15
	testq	%r15, %r15
	jle	.LBB18_4
.LBB18_5:
	subl	%r15d, %ebx
	movl	%ebx, %ebp
.LBB18_6:
	movl	%ebp, %eax
	addq	$8, %rsp
	popq	%rbx
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.LBB18_4:
	leaq	.L.str.46(%rip), %rdx
	movq	%r14, %rdi
	movl	$1, %esi
	callq	luaL_argerror@PLT
	jmp	.LBB18_5
.Lfunc_end18:
	.size	luaB_select, .Lfunc_end18-luaB_select
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_setmetatable
	.type	luaB_setmetatable,@function
luaB_setmetatable:                      # @luaB_setmetatable
# %bb.0:
	pushq	%rbp
	pushq	%rbx
	pushq	%rax
	movl	$2, %esi
	movq	%rdi, %rbx
	callq	lua_type@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	movl	$5, %edx
	movl	%eax, %ebp
	callq	luaL_checktype@PLT
	testl	%ebp, %ebp
	je	.LBB19_3
# %bb.1:
	cmpl	$5, %ebp
	jne	.LBB19_2
.LBB19_3:
	leaq	.L.str.37(%rip), %rdx
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	luaL_getmetafield@PLT
	testl	%eax, %eax
	jne	.LBB19_5
# %bb.4:
	movq	%rbx, %rdi
	movl	$2, %esi
	callq	lua_settop@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_setmetatable@PLT
	movl	$1, %eax
	addq	$8, %rsp
	popq	%rbx
	popq	%rbp
	retq
.LBB19_2:
	leaq	.L.str.47(%rip), %rdx
	movq	%rbx, %rdi
	movl	$2, %esi
	callq	luaL_typeerror@PLT
	jmp	.LBB19_3
.LBB19_5:
	leaq	.L.str.48(%rip), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$8, %rsp
	popq	%rbx
	popq	%rbp
	jmp	luaL_error@PLT                  # TAILCALL
.Lfunc_end19:
	.size	luaB_setmetatable, .Lfunc_end19-luaB_setmetatable
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_tonumber
	.type	luaB_tonumber,@function
luaB_tonumber:                          # @luaB_tonumber
# %bb.0:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$40, %rsp
	movl	$2, %esi
	movq	%rdi, %r14
	callq	lua_type@PLT
	movq	%r14, %rdi
	testl	%eax, %eax
	jle	.LBB20_1
# %bb.7:
	movl	$2, %esi
	callq	luaL_checkinteger@PLT
	movq	%r14, %rdi
	movl	$1, %esi
	movl	$4, %edx
	movq	%rax, %r15
	callq	luaL_checktype@PLT
	leaq	8(%rsp), %rdx
	movq	%r14, %rdi
	movl	$1, %esi
	callq	lua_tolstring@PLT
	leaq	-2(%r15), %rcx
	movq	%rax, %r12
	movq	%rax, %r13
	cmpq	$35, %rcx
	jae	.LBB20_8
.LBB20_9:
	leaq	.L.str.50(%rip), %rsi
	movq	%r13, %rdi
	callq	strspn@PLT
	movzbl	(%r13,%rax), %ecx
	movq	%rcx, 32(%rsp)                  # 8-byte Spill
	addl	$-43, %ecx
	andb	$-3, %cl
	cmpb	$1, %cl
	adcq	%rax, %r12
	callq	__ctype_b_loc@PLT
	movq	(%rax), %rbp
	movzbl	(%r12), %ebx
	movl	$0, %eax
	movq	$0, (%rsp)                      # 8-byte Folded Spill
	movzwl	(%rbp,%rbx,2), %ecx
	testb	$8, %cl
	je	.LBB20_19
# %bb.10:
	movq	%r14, 24(%rsp)                  # 8-byte Spill
	movslq	%r15d, %r14
	movq	%r13, 16(%rsp)                  # 8-byte Spill
	xorl	%r13d, %r13d
	movq	$0, (%rsp)                      # 8-byte Folded Spill
	.p2align	4
.LBB20_11:                              # =>This Inner Loop Header: Depth=1
	testl	$2048, %ecx                     # imm = 0x800
	jne	.LBB20_12
# %bb.13:                               #   in Loop: Header=BB20_11 Depth=1
	callq	__ctype_toupper_loc@PLT
	movq	(%rax), %rax
	movzbl	%bl, %ecx
	movl	(%rax,%rcx,4), %eax
	addl	$-55, %eax
	cmpl	%r15d, %eax
	jl	.LBB20_16
	jmp	.LBB20_15
	.p2align	4
.LBB20_12:                              #   in Loop: Header=BB20_11 Depth=1
	movsbl	%bl, %eax
	addl	$-48, %eax
	cmpl	%r15d, %eax
	jge	.LBB20_15
.LBB20_16:                              #   in Loop: Header=BB20_11 Depth=1
	movq	%r13, %rcx
	movzbl	1(%r12), %ebx
	movslq	%eax, %r13
	incq	%r12
	imulq	%r14, %rcx
	addq	%rcx, %r13
	movzwl	(%rbp,%rbx,2), %ecx
	testb	$8, %cl
	jne	.LBB20_11
# %bb.17:
	leaq	.L.str.50(%rip), %rsi
	movq	%r12, %rdi
	callq	strspn@PLT
	movq	%r13, %rcx
	addq	%r12, %rax
	negq	%rcx
	cmpb	$45, 32(%rsp)                   # 1-byte Folded Reload
	cmovneq	%r13, %rcx
	movq	%rcx, (%rsp)                    # 8-byte Spill
	jmp	.LBB20_18
.LBB20_1:
	movl	$1, %esi
	callq	lua_type@PLT
	cmpl	$3, %eax
	jne	.LBB20_3
# %bb.2:
	movq	%r14, %rdi
	movl	$1, %esi
	callq	lua_settop@PLT
	jmp	.LBB20_21
.LBB20_3:
	leaq	8(%rsp), %rdx
	movq	%r14, %rdi
	movl	$1, %esi
	callq	lua_tolstring@PLT
	testq	%rax, %rax
	je	.LBB20_5
# %bb.4:
	movq	%r14, %rdi
	movq	%rax, %rsi
	callq	lua_stringtonumber@PLT
	movq	8(%rsp), %rcx
	incq	%rcx
	cmpq	%rcx, %rax
	je	.LBB20_21
.LBB20_5:
	movq	%r14, %rdi
	movl	$1, %esi
	callq	luaL_checkany@PLT
	jmp	.LBB20_6
.LBB20_15:
	xorl	%eax, %eax
.LBB20_18:
	movq	24(%rsp), %r14                  # 8-byte Reload
	movq	16(%rsp), %r13                  # 8-byte Reload
.LBB20_19:
	movq	8(%rsp), %rcx
	addq	%r13, %rcx
	cmpq	%rcx, %rax
	je	.LBB20_20
.LBB20_6:
	movq	%r14, %rdi
	callq	lua_pushnil@PLT
	jmp	.LBB20_21
.LBB20_20:
	movq	(%rsp), %rsi                    # 8-byte Reload
	movq	%r14, %rdi
	callq	lua_pushinteger@PLT
.LBB20_21:
	movl	$1, %eax
	addq	$40, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.LBB20_8:
	leaq	.L.str.49(%rip), %rdx
	movq	%r14, %rdi
	movl	$2, %esi
	callq	luaL_argerror@PLT
	jmp	.LBB20_9
.Lfunc_end20:
	.size	luaB_tonumber, .Lfunc_end20-luaB_tonumber
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_tostring
	.type	luaB_tostring,@function
luaB_tostring:                          # @luaB_tostring
# %bb.0:
	pushq	%rbx
	movl	$1, %esi
	movq	%rdi, %rbx
	callq	luaL_checkany@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	xorl	%edx, %edx
	callq	luaL_tolstring@PLT
	movl	$1, %eax
	popq	%rbx
	retq
.Lfunc_end21:
	.size	luaB_tostring, .Lfunc_end21-luaB_tostring
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_type
	.type	luaB_type,@function
luaB_type:                              # @luaB_type
# %bb.0:
	pushq	%rbp
	pushq	%rbx
	pushq	%rax
	movl	$1, %esi
	movq	%rdi, %rbx
	callq	lua_type@PLT
	cmpl	$-1, %eax
	je	.LBB22_1
.LBB22_2:
	movq	%rbx, %rdi
	movl	%eax, %esi
	callq	lua_typename@PLT
	movq	%rbx, %rdi
	movq	%rax, %rsi
	callq	lua_pushstring@PLT
	movl	$1, %eax
	addq	$8, %rsp
	popq	%rbx
	popq	%rbp
	retq
.LBB22_1:
	leaq	.L.str.51(%rip), %rdx
	movq	%rbx, %rdi
	movl	$1, %esi
	movl	%eax, %ebp
	callq	luaL_argerror@PLT
	movl	%ebp, %eax
	jmp	.LBB22_2
.Lfunc_end22:
	.size	luaB_type, .Lfunc_end22-luaB_type
                                        # -- End function
	.p2align	4                               # -- Begin function luaB_xpcall
	.type	luaB_xpcall,@function
luaB_xpcall:                            # @luaB_xpcall
# %bb.0:
	pushq	%rbp
	pushq	%rbx
	pushq	%rax
	movq	%rdi, %rbx
	callq	lua_gettop@PLT
	movq	%rbx, %rdi
	movl	$2, %esi
	movl	$6, %edx
	movl	%eax, %ebp
	callq	luaL_checktype@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_pushboolean@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	callq	lua_pushvalue@PLT
	movq	%rbx, %rdi
	movl	$3, %esi
	movl	$2, %edx
	callq	lua_rotate@PLT
	addl	$-2, %ebp
	leaq	finishpcall(%rip), %r9
	movl	$2, %r8d
	movq	%rbx, %rdi
	movl	$-1, %edx
	movl	$2, %ecx
	movl	%ebp, %esi
	callq	lua_pcallk@PLT
	cmpl	$2, %eax
	jae	.LBB23_1
# %bb.2:
	movq	%rbx, %rdi
	callq	lua_gettop@PLT
	addl	$-2, %eax
	addq	$8, %rsp
	popq	%rbx
	popq	%rbp
	retq
.LBB23_1:
	movq	%rbx, %rdi
	xorl	%esi, %esi
	callq	lua_pushboolean@PLT
	movq	%rbx, %rdi
	movl	$-2, %esi
	callq	lua_pushvalue@PLT
	movl	$2, %eax
	addq	$8, %rsp
	popq	%rbx
	popq	%rbp
	retq
.Lfunc_end23:
	.size	luaB_xpcall, .Lfunc_end23-luaB_xpcall
                                        # -- End function
	.p2align	4                               # -- Begin function dofilecont
	.type	dofilecont,@function
dofilecont:                             # @dofilecont
# %bb.0:
	pushq	%rax
	callq	lua_gettop@PLT
	decl	%eax
	popq	%rcx
	retq
.Lfunc_end24:
	.size	dofilecont, .Lfunc_end24-dofilecont
                                        # -- End function
	.p2align	4                               # -- Begin function ipairsaux
	.type	ipairsaux,@function
ipairsaux:                              # @ipairsaux
# %bb.0:
	pushq	%rbp
	pushq	%r14
	pushq	%rbx
	movl	$2, %esi
	movq	%rdi, %rbx
	movl	$2, %ebp
	callq	luaL_checkinteger@PLT
	leaq	1(%rax), %r14
	movq	%rbx, %rdi
	movq	%r14, %rsi
	callq	lua_pushinteger@PLT
	movq	%rbx, %rdi
	movl	$1, %esi
	movq	%r14, %rdx
	callq	lua_geti@PLT
	cmpl	$1, %eax
	sbbl	$0, %ebp
	movl	%ebp, %eax
	popq	%rbx
	popq	%r14
	popq	%rbp
	retq
.Lfunc_end25:
	.size	ipairsaux, .Lfunc_end25-ipairsaux
                                        # -- End function
	.p2align	4                               # -- Begin function generic_reader
	.type	generic_reader,@function
generic_reader:                         # @generic_reader
# %bb.0:
	pushq	%r14
	pushq	%rbx
	pushq	%rax
	movq	%rdx, %rbx
	leaq	.L.str.40(%rip), %rdx
	movl	$2, %esi
	movq	%rdi, %r14
	callq	luaL_checkstack@PLT
	movq	%r14, %rdi
	movl	$1, %esi
	callq	lua_pushvalue@PLT
	movq	%r14, %rdi
	movl	$1, %edx
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	callq	lua_callk@PLT
	movq	%r14, %rdi
	movl	$-1, %esi
	callq	lua_type@PLT
	testl	%eax, %eax
	je	.LBB26_4
# %bb.1:
	movq	%r14, %rdi
	movl	$-1, %esi
	callq	lua_isstring@PLT
	testl	%eax, %eax
	je	.LBB26_2
.LBB26_3:
	movq	%r14, %rdi
	movl	$-1, %esi
	movl	$5, %edx
	callq	lua_copy@PLT
	movq	%r14, %rdi
	movl	$-2, %esi
	callq	lua_settop@PLT
	movq	%r14, %rdi
	movl	$5, %esi
	movq	%rbx, %rdx
	addq	$8, %rsp
	popq	%rbx
	popq	%r14
	jmp	lua_tolstring@PLT               # TAILCALL
.LBB26_4:
	movq	%r14, %rdi
	movl	$-2, %esi
	callq	lua_settop@PLT
	movq	$0, (%rbx)
	xorl	%eax, %eax
	addq	$8, %rsp
	popq	%rbx
	popq	%r14
	retq
.LBB26_2:
	leaq	.L.str.41(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	callq	luaL_error@PLT
	jmp	.LBB26_3
.Lfunc_end26:
	.size	generic_reader, .Lfunc_end26-generic_reader
                                        # -- End function
	.p2align	4                               # -- Begin function pairscont
	.type	pairscont,@function
pairscont:                              # @pairscont
# %bb.0:
	movl	$3, %eax
	retq
.Lfunc_end27:
	.size	pairscont, .Lfunc_end27-pairscont
                                        # -- End function
	.p2align	4                               # -- Begin function finishpcall
	.type	finishpcall,@function
finishpcall:                            # @finishpcall
# %bb.0:
	pushq	%rbx
	cmpl	$2, %esi
	jae	.LBB28_1
# %bb.2:
	movq	%rdx, %rbx
	callq	lua_gettop@PLT
	subl	%ebx, %eax
	popq	%rbx
	retq
.LBB28_1:
	xorl	%esi, %esi
	movq	%rdi, %rbx
	callq	lua_pushboolean@PLT
	movq	%rbx, %rdi
	movl	$-2, %esi
	callq	lua_pushvalue@PLT
	movl	$2, %eax
	popq	%rbx
	retq
.Lfunc_end28:
	.size	finishpcall, .Lfunc_end28-finishpcall
                                        # -- End function
	.type	base_funcs,@object              # @base_funcs
	.section	.data.rel.ro,"aw",@progbits
	.p2align	4, 0x0
base_funcs:
	.quad	.L.str.3
	.quad	luaB_assert
	.quad	.L.str.4
	.quad	luaB_collectgarbage
	.quad	.L.str.5
	.quad	luaB_dofile
	.quad	.L.str.6
	.quad	luaB_error
	.quad	.L.str.7
	.quad	luaB_getmetatable
	.quad	.L.str.8
	.quad	luaB_ipairs
	.quad	.L.str.9
	.quad	luaB_loadfile
	.quad	.L.str.10
	.quad	luaB_load
	.quad	.L.str.11
	.quad	luaB_next
	.quad	.L.str.12
	.quad	luaB_pairs
	.quad	.L.str.13
	.quad	luaB_pcall
	.quad	.L.str.14
	.quad	luaB_print
	.quad	.L.str.15
	.quad	luaB_warn
	.quad	.L.str.16
	.quad	luaB_rawequal
	.quad	.L.str.17
	.quad	luaB_rawlen
	.quad	.L.str.18
	.quad	luaB_rawget
	.quad	.L.str.19
	.quad	luaB_rawset
	.quad	.L.str.20
	.quad	luaB_select
	.quad	.L.str.21
	.quad	luaB_setmetatable
	.quad	.L.str.22
	.quad	luaB_tonumber
	.quad	.L.str.23
	.quad	luaB_tostring
	.quad	.L.str.24
	.quad	luaB_type
	.quad	.L.str.25
	.quad	luaB_xpcall
	.quad	.L.str
	.quad	0
	.quad	.L.str.2
	.quad	0
	.zero	16
	.size	base_funcs, 416

	.type	.L.str,@object                  # @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.L.str:
	.asciz	"_G"
	.size	.L.str, 3

	.type	.L.str.1,@object                # @.str.1
.L.str.1:
	.asciz	"Lua 5.4"
	.size	.L.str.1, 8

	.type	.L.str.2,@object                # @.str.2
.L.str.2:
	.asciz	"_VERSION"
	.size	.L.str.2, 9

	.type	.L.str.3,@object                # @.str.3
.L.str.3:
	.asciz	"assert"
	.size	.L.str.3, 7

	.type	.L.str.4,@object                # @.str.4
.L.str.4:
	.asciz	"collectgarbage"
	.size	.L.str.4, 15

	.type	.L.str.5,@object                # @.str.5
.L.str.5:
	.asciz	"dofile"
	.size	.L.str.5, 7

	.type	.L.str.6,@object                # @.str.6
.L.str.6:
	.asciz	"error"
	.size	.L.str.6, 6

	.type	.L.str.7,@object                # @.str.7
.L.str.7:
	.asciz	"getmetatable"
	.size	.L.str.7, 13

	.type	.L.str.8,@object                # @.str.8
.L.str.8:
	.asciz	"ipairs"
	.size	.L.str.8, 7

	.type	.L.str.9,@object                # @.str.9
.L.str.9:
	.asciz	"loadfile"
	.size	.L.str.9, 9

	.type	.L.str.10,@object               # @.str.10
.L.str.10:
	.asciz	"load"
	.size	.L.str.10, 5

	.type	.L.str.11,@object               # @.str.11
.L.str.11:
	.asciz	"next"
	.size	.L.str.11, 5

	.type	.L.str.12,@object               # @.str.12
.L.str.12:
	.asciz	"pairs"
	.size	.L.str.12, 6

	.type	.L.str.13,@object               # @.str.13
.L.str.13:
	.asciz	"pcall"
	.size	.L.str.13, 6

	.type	.L.str.14,@object               # @.str.14
.L.str.14:
	.asciz	"print"
	.size	.L.str.14, 6

	.type	.L.str.15,@object               # @.str.15
.L.str.15:
	.asciz	"warn"
	.size	.L.str.15, 5

	.type	.L.str.16,@object               # @.str.16
.L.str.16:
	.asciz	"rawequal"
	.size	.L.str.16, 9

	.type	.L.str.17,@object               # @.str.17
.L.str.17:
	.asciz	"rawlen"
	.size	.L.str.17, 7

	.type	.L.str.18,@object               # @.str.18
.L.str.18:
	.asciz	"rawget"
	.size	.L.str.18, 7

	.type	.L.str.19,@object               # @.str.19
.L.str.19:
	.asciz	"rawset"
	.size	.L.str.19, 7

	.type	.L.str.20,@object               # @.str.20
.L.str.20:
	.asciz	"select"
	.size	.L.str.20, 7

	.type	.L.str.21,@object               # @.str.21
.L.str.21:
	.asciz	"setmetatable"
	.size	.L.str.21, 13

	.type	.L.str.22,@object               # @.str.22
.L.str.22:
	.asciz	"tonumber"
	.size	.L.str.22, 9

	.type	.L.str.23,@object               # @.str.23
.L.str.23:
	.asciz	"tostring"
	.size	.L.str.23, 9

	.type	.L.str.24,@object               # @.str.24
.L.str.24:
	.asciz	"type"
	.size	.L.str.24, 5

	.type	.L.str.25,@object               # @.str.25
.L.str.25:
	.asciz	"xpcall"
	.size	.L.str.25, 7

	.type	.L.str.26,@object               # @.str.26
.L.str.26:
	.asciz	"assertion failed!"
	.size	.L.str.26, 18

	.type	luaB_collectgarbage.opts,@object # @luaB_collectgarbage.opts
	.section	.data.rel.ro,"aw",@progbits
	.p2align	4, 0x0
luaB_collectgarbage.opts:
	.quad	.L.str.27
	.quad	.L.str.28
	.quad	.L.str.29
	.quad	.L.str.30
	.quad	.L.str.31
	.quad	.L.str.32
	.quad	.L.str.33
	.quad	.L.str.34
	.quad	.L.str.35
	.quad	.L.str.36
	.quad	0
	.size	luaB_collectgarbage.opts, 88

	.type	.L.str.27,@object               # @.str.27
	.section	.rodata.str1.1,"aMS",@progbits,1
.L.str.27:
	.asciz	"stop"
	.size	.L.str.27, 5

	.type	.L.str.28,@object               # @.str.28
.L.str.28:
	.asciz	"restart"
	.size	.L.str.28, 8

	.type	.L.str.29,@object               # @.str.29
.L.str.29:
	.asciz	"collect"
	.size	.L.str.29, 8

	.type	.L.str.30,@object               # @.str.30
.L.str.30:
	.asciz	"count"
	.size	.L.str.30, 6

	.type	.L.str.31,@object               # @.str.31
.L.str.31:
	.asciz	"step"
	.size	.L.str.31, 5

	.type	.L.str.32,@object               # @.str.32
.L.str.32:
	.asciz	"setpause"
	.size	.L.str.32, 9

	.type	.L.str.33,@object               # @.str.33
.L.str.33:
	.asciz	"setstepmul"
	.size	.L.str.33, 11

	.type	.L.str.34,@object               # @.str.34
.L.str.34:
	.asciz	"isrunning"
	.size	.L.str.34, 10

	.type	.L.str.35,@object               # @.str.35
.L.str.35:
	.asciz	"generational"
	.size	.L.str.35, 13

	.type	.L.str.36,@object               # @.str.36
.L.str.36:
	.asciz	"incremental"
	.size	.L.str.36, 12

	.type	luaB_collectgarbage.optsnum,@object # @luaB_collectgarbage.optsnum
	.section	.rodata,"a",@progbits
	.p2align	4, 0x0
luaB_collectgarbage.optsnum:
	.long	0                               # 0x0
	.long	1                               # 0x1
	.long	2                               # 0x2
	.long	3                               # 0x3
	.long	5                               # 0x5
	.long	6                               # 0x6
	.long	7                               # 0x7
	.long	9                               # 0x9
	.long	10                              # 0xa
	.long	11                              # 0xb
	.size	luaB_collectgarbage.optsnum, 40

	.type	.L.str.37,@object               # @.str.37
	.section	.rodata.str1.1,"aMS",@progbits,1
.L.str.37:
	.asciz	"__metatable"
	.size	.L.str.37, 12

	.type	.L.str.38,@object               # @.str.38
.L.str.38:
	.asciz	"bt"
	.size	.L.str.38, 3

	.type	.L.str.39,@object               # @.str.39
.L.str.39:
	.asciz	"=(load)"
	.size	.L.str.39, 8

	.type	.L.str.40,@object               # @.str.40
.L.str.40:
	.asciz	"too many nested functions"
	.size	.L.str.40, 26

	.type	.L.str.41,@object               # @.str.41
.L.str.41:
	.asciz	"reader function must return a string"
	.size	.L.str.41, 37

	.type	.L.str.42,@object               # @.str.42
.L.str.42:
	.asciz	"__pairs"
	.size	.L.str.42, 8

	.type	.L.str.45,@object               # @.str.45
.L.str.45:
	.asciz	"table or string"
	.size	.L.str.45, 16

	.type	.L.str.46,@object               # @.str.46
.L.str.46:
	.asciz	"index out of range"
	.size	.L.str.46, 19

	.type	.L.str.47,@object               # @.str.47
.L.str.47:
	.asciz	"nil or table"
	.size	.L.str.47, 13

	.type	.L.str.48,@object               # @.str.48
.L.str.48:
	.asciz	"cannot change a protected metatable"
	.size	.L.str.48, 36

	.type	.L.str.49,@object               # @.str.49
.L.str.49:
	.asciz	"base out of range"
	.size	.L.str.49, 18

	.type	.L.str.50,@object               # @.str.50
.L.str.50:
	.asciz	" \f\n\r\t\013"
	.size	.L.str.50, 7

	.type	.L.str.51,@object               # @.str.51
.L.str.51:
	.asciz	"value expected"
	.size	.L.str.51, 15

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym luaB_assert
	.addrsig_sym luaB_collectgarbage
	.addrsig_sym luaB_dofile
	.addrsig_sym luaB_error
	.addrsig_sym luaB_getmetatable
	.addrsig_sym luaB_ipairs
	.addrsig_sym luaB_loadfile
	.addrsig_sym luaB_load
	.addrsig_sym luaB_next
	.addrsig_sym luaB_pairs
	.addrsig_sym luaB_pcall
	.addrsig_sym luaB_print
	.addrsig_sym luaB_warn
	.addrsig_sym luaB_rawequal
	.addrsig_sym luaB_rawlen
	.addrsig_sym luaB_rawget
	.addrsig_sym luaB_rawset
	.addrsig_sym luaB_select
	.addrsig_sym luaB_setmetatable
	.addrsig_sym luaB_tonumber
	.addrsig_sym luaB_tostring
	.addrsig_sym luaB_type
	.addrsig_sym luaB_xpcall
	.addrsig_sym dofilecont
	.addrsig_sym ipairsaux
	.addrsig_sym generic_reader
	.addrsig_sym pairscont
	.addrsig_sym finishpcall
	.addrsig_sym base_funcs
	.addrsig_sym luaB_collectgarbage.opts
