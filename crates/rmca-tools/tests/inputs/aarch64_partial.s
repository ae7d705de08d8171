  sqabs v0.2d, v0.2d
  dup v0.8b, w28
  add v0.4s, v0.4s, v0.4s
  sqxtun2 v0.4s, v0.2d
