//! The door the other rmca library with a shim of its own (rmca-exegesis,
//! whose code generator is compiled against these headers) comes in by:
//! the target handle's and the sinks' C types, the helpers that turn sink
//! output into Rust data, and the raw handle of a [`Target`]. Nothing here
//! is for users of the llvm-mca library.
//!
//! A caller that passes [`Target::ffi_handle`] to a shim function keeps
//! the [`Target`] borrowed for as long as the C++ side may use it, and
//! never frees the handle (the `Target`'s `Drop` does).

pub use super::raw::bindings::{rmca_sink, rmca_target};
pub use super::raw::{collect, collect_bytes, cstring, sink, text};

use super::target::Target;

impl Target {
    /// The live C++ target this value owns (see the module doc).
    pub fn ffi_handle(&self) -> *mut rmca_target {
        self.raw
    }
}
