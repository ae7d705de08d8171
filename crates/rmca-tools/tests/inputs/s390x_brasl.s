  brasl %r14, foo
  lgr %r2, %r3
