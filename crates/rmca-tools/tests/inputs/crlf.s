addl %eax, %ebx
imull %ebx, %ecx
# LLVM-MCA-BEGIN crlf
addl %ecx, %edx
# LLVM-MCA-END
