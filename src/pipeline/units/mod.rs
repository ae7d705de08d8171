//! Passive hardware units; the stages drive them.
pub mod lsu;
pub mod register_file;
pub mod resource_manager;
pub mod retire_control;
pub mod scheduler;
