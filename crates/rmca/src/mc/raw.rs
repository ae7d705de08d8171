//! Raw bindings to `cpp_shim/shim.h` (bindgen) and the sink helpers that
//! turn the shim's text into Rust-owned buffers. Only `mc::target`,
//! `mc::mca` and, through `mc::ffi`, rmca-exegesis's shim use them.
#![allow(non_camel_case_types, non_upper_case_globals, dead_code, clippy::all)]

pub(crate) mod bindings {
    #![allow(non_camel_case_types, non_upper_case_globals, dead_code, clippy::all)]
    include!(concat!(env!("OUT_DIR"), "/shim_bindings.rs"));
}

use std::ffi::{c_char, c_void, CString};

extern "C" fn sink_write(ctx: *mut c_void, data: *const c_char, len: usize) {
    if ctx.is_null() || data.is_null() {
        return;
    }
    // SAFETY: ctx is the &mut Vec<u8> made by `with_sink`, alive for the call;
    // data/len describe bytes owned by the shim for the duration of the call.
    unsafe {
        let buf = &mut *(ctx as *mut Vec<u8>);
        buf.extend_from_slice(std::slice::from_raw_parts(data as *const u8, len));
    }
}

pub fn sink(buf: &mut Vec<u8>) -> bindings::rmca_sink {
    bindings::rmca_sink { write: Some(sink_write), ctx: buf as *mut Vec<u8> as *mut c_void }
}

pub fn text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Calls `f` with a fresh sink and returns what was written to it.
pub fn collect(f: impl FnOnce(bindings::rmca_sink)) -> String {
    let mut buf = Vec::new();
    f(sink(&mut buf));
    text(buf)
}

/// Like `collect`, keeping the bytes as they are.
pub fn collect_bytes(f: impl FnOnce(bindings::rmca_sink)) -> Vec<u8> {
    let mut buf = Vec::new();
    f(sink(&mut buf));
    buf
}

pub fn cstring(s: &str) -> CString {
    // Interior NULs cannot reach LLVM through a C string; cut there, as a
    // C++ caller reading argv would.
    CString::new(s.split('\0').next().unwrap_or("")).unwrap()
}

