.intel_syntax noprefix
  add rax, rbx
  mov rcx, qword ptr [rdi + 8]
  vaddps ymm0, ymm1, ymm2
