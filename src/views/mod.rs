//! Views: observers of the pipeline that print one section of the report.
//! Each view's module doc shows a sample of its output.

use std::rc::Rc;

use crate::mc::sched::SchedModel;
use crate::model::desc::InstTemplate;
use crate::pipeline::events::Listener;

/// What every view may need to know about the region being analysed.
pub struct ViewContext<'a> {
    pub sched: &'a SchedModel,
    /// llvm-mca's mask per resource index (see `model::masks`).
    pub resource_masks: &'a [u64],
    /// The region's instructions, in source order.
    pub insts: &'a [Rc<InstTemplate>],
    /// Each instruction as printed (leading whitespace already trimmed).
    pub inst_text: &'a [String],
    /// Effective dispatch width (-dispatch or the model's issue width).
    pub dispatch_width: u32,
    pub iterations: u32,
}

/// A report section. Printing appends to `out` exactly what llvm-mca prints.
pub trait View: Listener {
    fn print_view(&self, ctx: &ViewContext<'_>, out: &mut String);
}

pub mod fmt;
pub mod instruction_info;
pub mod resource_pressure;
