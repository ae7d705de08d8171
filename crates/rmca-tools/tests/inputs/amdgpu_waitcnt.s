  global_load_dword v1, v[2:3], off
  s_load_dword s0, s[4:5], 0x0
  ds_read_b32 v4, v5
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_add_f32 v6, v1, v4
  buffer_store_dword v6, off, s[8:11], 0
  s_waitcnt_vscnt null, 0x0
  v_mul_f32 v7, v6, v6
