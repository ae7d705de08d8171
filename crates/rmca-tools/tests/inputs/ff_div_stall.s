# A 64-bit division in a loop-carried chain: each iteration stalls for
# tens of cycles while only the divider's countdown moves.
movq    %r14, %rax
cqto
idivq   %rcx
movq    %rax, %r14
