//! Pipeline stages, each an `impl Pipeline` block over its own state.
pub mod dispatch;
pub mod entry;
pub mod execute;
pub mod in_order_issue;
pub mod micro_op_queue;
pub mod retire;
