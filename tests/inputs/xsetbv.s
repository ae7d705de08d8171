  xsetbv
