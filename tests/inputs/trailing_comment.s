  addl %eax, %ebx
#