//! Views: the sections of a report. Each view's module doc shows a sample
//! of its output.
//!
//! - `view.rs`: what a view is (a listener that finishes into a typed
//!   value, which renders llvm-mca's text and JSON and rmca's plain data)
//!   and what it is given (`ViewContext`);
//! - `registry.rs`: the one table of views ([`VIEWS`], [`Views`]), in the
//!   order llvm-mca prints them: summary, bottleneck analysis, instruction
//!   info, dispatch, scheduler, retire and register file statistics,
//!   resource pressure, timeline; then rmca's loop-carried dependencies
//!   (printed last) and the pipeline trace `-html` draws (not printed);
//! - one file per view;
//! - `text.rs` (llvm-mca's column padding and printf rounding) and
//!   `json.rs` (its `-json` value and printer); `histogram.rs`.

pub mod bottleneck;
pub mod dispatch_stats;
pub mod histogram;
pub mod instruction_info;
pub mod json;
pub mod loop_carried;
pub mod pipeline_trace;
pub mod register_file_stats;
pub mod registry;
pub mod resource_pressure;
pub mod retire_stats;
pub mod scheduler_stats;
pub mod summary;
pub mod text;
pub mod timeline;
pub mod view;
#[cfg(test)]
mod test_support;

pub use registry::{view_named, Registered, Views, VIEWS};
pub use view::{RegisteredView, View, ViewContext, ViewOptions, ViewSpec, ViewValue};
