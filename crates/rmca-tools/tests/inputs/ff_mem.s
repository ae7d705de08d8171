# Loads feeding arithmetic and stores: exercises the load/store unit's
# memory groups in the steady state.
movq    (%rdi), %rax
addq    %rax, %rbx
movq    %rbx, 8(%rsi)
movl    16(%rdi), %ecx
imull   %ecx, %edx
movl    %edx, 24(%rsi)
addq    $32, %rdi
addq    $32, %rsi
