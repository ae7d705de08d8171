//! The simulated pipeline: stages, hardware units and their events.
pub mod events;
pub mod instruction;
