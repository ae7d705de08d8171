  addl %eax, %ebx
  frobnicate %eax
  movl $1, %ecx
