//! Pipeline stages: each a struct owning its state and scratch buffers,
//! driven by its pipeline (`pipeline::out_of_order`, or the in-order issue
//! stage alone) with the units it uses passed alongside.
pub mod dispatch;
pub mod entry;
pub mod execute;
pub mod in_order_issue;
pub mod micro_op_queue;
pub mod retire;
