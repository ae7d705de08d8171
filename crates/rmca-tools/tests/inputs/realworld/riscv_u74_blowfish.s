
	.attribute	4, 16
	.attribute	5, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0_zmmul1p0_zaamo1p0_zalrsc1p0_zca1p0_zcd1p0"
	.file	"blowfish.c"
	.text
	.globl	_nettle_blowfish_encround       # -- Begin function _nettle_blowfish_encround
	.p2align	1
	.type	nettle_blowfish_encrypt,@function
nettle_blowfish_encrypt:                # @nettle_blowfish_encrypt
# %bb.0:
	addi	sp, sp, -48
	sd	s3, 8(sp)                       # 8-byte Folded Spill
	mv	s3, a0
	andi	a0, a1, 7
	sd	ra, 40(sp)                      # 8-byte Folded Spill
	sd	s0, 32(sp)                      # 8-byte Folded Spill
	sd	s1, 24(sp)                      # 8-byte Folded Spill
	sd	s2, 16(sp)                      # 8-byte Folded Spill
	bnez	a0, .LBB1_5
# %bb.1:
	mv	s2, a1
	beqz	a1, .LBB1_4
# %bb.2:
	mv	s0, a3
	mv	s1, a2
.LBB1_3:                                # =>This Inner Loop Header: Depth=1
# LLVM-MCA-BEGIN loop0
	lbu	a0, 0(s0)
	lbu	a1, 1(s0)
	lbu	a2, 2(s0)
	lbu	a3, 3(s0)
	slli	a0, a0, 24
	slli	a1, a1, 16
	slli	a2, a2, 8
	or	a0, a0, a1
	or	a2, a2, a3
	lbu	a1, 4(s0)
	or	a0, a0, a2
	lbu	a3, 5(s0)
	lbu	a2, 6(s0)
	lbu	a4, 7(s0)
	slli	a1, a1, 24
	slli	a3, a3, 16
	slli	a2, a2, 8
	or	a1, a1, a3
	or	a2, a2, a4
	or	a1, a1, a2
	sw	a0, 4(sp)
	sw	a1, 0(sp)
	addi	a1, sp, 4
	mv	a2, sp
	mv	a0, s3
	call	_nettle_blowfish_encround
	lw	a0, 4(sp)
	addi	s0, s0, 8
	srli	a1, a0, 24
	srli	a2, a0, 16
	sb	a1, 0(s1)
	srli	a1, a0, 8
	sb	a2, 1(s1)
	addi	s2, s2, -8
	sb	a1, 2(s1)
	sb	a0, 3(s1)
	lw	a1, 0(sp)
	srli	a2, a1, 24
	srli	a0, a1, 16
	sb	a2, 4(s1)
	srli	a2, a1, 8
	sb	a0, 5(s1)
	sb	a2, 6(s1)
	sb	a1, 7(s1)
	addi	s1, s1, 8
	bnez	s2, .LBB1_3
# LLVM-MCA-END
.LBB1_4:
	ld	ra, 40(sp)                      # 8-byte Folded Reload
	ld	s0, 32(sp)                      # 8-byte Folded Reload
	ld	s1, 24(sp)                      # 8-byte Folded Reload
	ld	s2, 16(sp)                      # 8-byte Folded Reload
	ld	s3, 8(sp)                       # 8-byte Folded Reload
	addi	sp, sp, 48
	ret
.LBB1_5:
.Lpcrel_hi0:
	auipc	a0, %pcrel_hi(.L.str)
.Lpcrel_hi1:
	auipc	a1, %pcrel_hi(.L.str.1)
.Lpcrel_hi2:
	auipc	a2, %pcrel_hi(.L__PRETTY_FUNCTION__.nettle_blowfish_encrypt)
	addi	a0, a0, %pcrel_lo(.Lpcrel_hi0)
	addi	a1, a1, %pcrel_lo(.Lpcrel_hi1)
	addi	a3, a2, %pcrel_lo(.Lpcrel_hi2)
	li	a2, 337
	call	__assert_fail
.Lfunc_end1:
	.size	nettle_blowfish_encrypt, .Lfunc_end1-nettle_blowfish_encrypt
                                        # -- End function
	.globl	nettle_blowfish_decrypt         # -- Begin function nettle_blowfish_decrypt
	.p2align	1
