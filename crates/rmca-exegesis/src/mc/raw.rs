//! Raw bindings to `cpp_shim/exegesis.h` (bindgen); the target handle and
//! sink types are the rmca library's (`rmca::mc::ffi`).
#![allow(non_camel_case_types, non_upper_case_globals, dead_code, clippy::all)]

pub(super) mod bindings {
    #![allow(non_camel_case_types, non_upper_case_globals, dead_code, clippy::all)]
    include!(concat!(env!("OUT_DIR"), "/exegesis_bindings.rs"));
}
