//! Options registered by libLLVM (codegen, MC, target back ends, ...) that
//! llvm-mca accepts (its help hides most of them, LLVM 24's lists them as
//! "Library options"). The data is one file per LLVM,
//! `llvm_lib/llvmNN.jsonl`, written by `scripts/gen-llvm-lib-options.py`
//! from that LLVM's `llc --help-list-hidden` and probed against its
//! llvm-mca; build.rs turns the newest one not newer than the LLVM built
//! against into this table. A fork on another LLVM regenerates its own
//! (see the script).

include!(concat!(env!("OUT_DIR"), "/llvm_lib_options.rs"));
