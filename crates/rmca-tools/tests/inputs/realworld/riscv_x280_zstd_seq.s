
	.attribute	4, 16
	.attribute	5, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_v1p0_zicsr2p0_zifencei2p0_zmmul1p0_zaamo1p0_zalrsc1p0_zfh1p0_zfhmin1p0_zca1p0_zcd1p0_zba1p0_zbb1p0_zve32f1p0_zve32x1p0_zve64d1p0_zve64f1p0_zve64x1p0_zvfh1p0_zvfhmin1p0_zvl128b1p0_zvl256b1p0_zvl32b1p0_zvl512b1p0_zvl64b1p0"
	.file	"zstd_compress_sequences.c"
	.text
	.globl	ZSTD_fseBitCost                 # -- Begin function ZSTD_fseBitCost
	.p2align	1
	.type	ZSTD_crossEntropyCost,@function
ZSTD_crossEntropyCost:                  # @ZSTD_crossEntropyCost
# %bb.0:
	addiw	a3, a3, 1
	li	a5, 1
	maxu	a3, a3, a5
	li	a5, 8
	sub	a7, a5, a1
	vsetvli	a5, zero, e64, m2, ta, ma
	vmv.v.i	v8, 0
.Lpcrel_hi0:
	auipc	a5, %pcrel_hi(kInverseProbabilityLog256)
	li	a4, 0
	zext.w	a3, a3
	li	a6, 4
	addi	t0, a5, %pcrel_lo(.Lpcrel_hi0)
.LBB1_1:                                # =>This Inner Loop Header: Depth=1
# LLVM-MCA-BEGIN loop1
	sh1add	a5, a4, a0
	vsetvli	a1, a3, e16, mf2, ta, ma
# LLVM-MCA-RISCV-LMUL MF2
# LLVM-MCA-RISCV-SEW E16
	vle16.v	v10, (a5)
	sh2add	a5, a4, a2
	add	a4, a4, a1
	sub	a3, a3, a1
	vmseq.vi	v0, v10, -1
	vmerge.vim	v10, v10, 1, v0
	vsetvli	zero, zero, e32, m1, ta, ma
# LLVM-MCA-RISCV-LMUL M1
# LLVM-MCA-RISCV-SEW E32
	vsext.vf2	v11, v10
	vsll.vx	v12, v11, a7
	vwmulu.vx	v10, v12, a6
	vluxei64.v	v12, (t0), v10
	vle32.v	v10, (a5)
	vmul.vv	v10, v12, v10
	vsetvli	zero, zero, e32, m1, tu, ma
# LLVM-MCA-RISCV-LMUL M1
# LLVM-MCA-RISCV-SEW E32
	vwaddu.wv	v8, v8, v10
	bnez	a3, .LBB1_1
# LLVM-MCA-END
# %bb.2:
	vsetvli	a0, zero, e64, m2, ta, ma
	vmv.s.x	v10, zero
	vredsum.vs	v8, v8, v10
	vmv.x.s	a0, v8
	srli	a0, a0, 8
	ret
.Lfunc_end1:
	.size	ZSTD_crossEntropyCost, .Lfunc_end1-ZSTD_crossEntropyCost
                                        # -- End function
	.globl	ZSTD_selectEncodingType         # -- Begin function ZSTD_selectEncodingType
	.p2align	1
