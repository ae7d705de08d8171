# A pointer chase (5-cycle loads, one per iteration) beside an index that
# runs ahead: instructions dispatched while the window filled stay in flight
# for about 150 cycles, remembering how many readers came before they issued.
movq (%r12,%rbx), %r14
movq (%r15), %r15
addq $8, %rbx
cmpq %r15, %r14
