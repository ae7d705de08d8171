.intel_syntax noprefix
add eax, ebx
mov eax, [rax + 4/0]
imul ecx, 7 mod 0
