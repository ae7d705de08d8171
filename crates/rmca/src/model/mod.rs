//! The static side of llvm-mca: instruction descriptors and how they are
//! built from the scheduling model.
pub mod desc;
pub mod builder;
pub mod masks;
