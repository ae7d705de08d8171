addq %rax, %rbx
.if 1
addq %rax, %rcx
