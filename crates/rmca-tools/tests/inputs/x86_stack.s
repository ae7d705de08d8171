  pushq %rbx
  movq %rsp, %rcx
  popq %rdx
  imulq %rax, %rsp
  pushq %rbx
  callq foo
  retq
