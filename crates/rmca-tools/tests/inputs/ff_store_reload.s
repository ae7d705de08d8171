# A store and a reload of the same field through a loaded pointer: memory
# groups come and go in the transient at another rhythm than later.
movq 24(%rbx), %rcx
movq 248(%rcx), %rdx
movq %rdx, 80(%rbx)
movq %rbx, 248(%rcx)
