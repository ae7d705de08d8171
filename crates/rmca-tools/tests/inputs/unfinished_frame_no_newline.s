.cfi_startproc
addq %rax, %rbx