//! In-order issue stage (models with MicroOpBufferSize 0). Not implemented
//! yet.

use std::rc::Rc;

use crate::mc::regs::RegisterInfo;
use crate::mc::sched::SchedModel;
use crate::model::desc::InstTemplate;
use crate::pipeline::events::Listener;
use crate::pipeline::{PipelineError, PipelineOptions};

pub(crate) fn run_in_order(
    _opts: &PipelineOptions,
    _sm: &SchedModel,
    _regs: &RegisterInfo,
    _region: &[Rc<InstTemplate>],
    _total: u32,
    _listeners: &mut [&mut dyn Listener],
) -> Result<u64, PipelineError> {
    Err(PipelineError::InOrderUnsupported)
}
