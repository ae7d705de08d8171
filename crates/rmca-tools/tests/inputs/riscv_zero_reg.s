# Writes to and reads of `zero` ahead of real ones of the same opcodes: up to
# LLVM 22 the first instance decides the cached descriptor (the store loses
# its data read, the add's write keeps a blank latency-0 descriptor); from
# 23 each instance drops its own constant registers.
sw   zero, 8(a2)
lw   a3, 4(a2)
sw   a3, 12(a2)
sub  zero, a4, a5
sub  a6, a4, a5
sw   a6, 16(a2)
