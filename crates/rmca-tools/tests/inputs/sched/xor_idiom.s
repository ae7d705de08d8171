# xorl of a register with itself is a zero idiom: a variant sched class
# resolves it to a different class than the xorl below.
xorl %eax, %eax
xorl %ebx, %eax
addl %eax, %ecx
