// Copies of the MCSchedModel tables, read once by the Rust side.
#include "internal.h"

#include "llvm/MC/MCSchedule.h"

using namespace llvm;
using namespace rmca_shim;

extern "C" {

void rmca_sched_params_get(const rmca_target *t, rmca_sched_params *out) {
  *out = rmca_sched_params{};
  const MCSchedModel &sm = t->sti->getSchedModel();
  out->issue_width = sm.IssueWidth;
  out->micro_op_buffer_size = sm.MicroOpBufferSize;
  out->loop_micro_op_buffer_size = sm.LoopMicroOpBufferSize;
  out->load_latency = sm.LoadLatency;
  out->high_latency = sm.HighLatency;
  out->mispredict_penalty = sm.MispredictPenalty;
  out->post_ra_scheduler = sm.PostRAScheduler;
  out->complete_model = sm.CompleteModel;
  out->enable_intervals = sm.EnableIntervals;
  out->proc_id = sm.getProcessorID();
  out->num_proc_resource_kinds = sm.getNumProcResourceKinds();
  out->num_sched_classes = sm.NumSchedClasses;
  out->has_extra_processor_info = sm.hasExtraProcessorInfo();
  if (sm.hasExtraProcessorInfo()) {
    const MCExtraProcessorInfo &epi = sm.getExtraProcessorInfo();
    out->reorder_buffer_size = epi.ReorderBufferSize;
    out->max_retire_per_cycle = epi.MaxRetirePerCycle;
    out->num_register_files = epi.NumRegisterFiles;
    out->num_register_cost_entries = epi.NumRegisterCostEntries;
    out->load_queue_id = epi.LoadQueueID;
    out->store_queue_id = epi.StoreQueueID;
  }
}

void rmca_proc_resource_get(const rmca_target *t, uint32_t idx,
                            rmca_proc_resource *out, uint32_t *sub_units,
                            uint32_t cap, rmca_sink name) {
  *out = rmca_proc_resource{};
  const MCSchedModel &sm = t->sti->getSchedModel();
  if (idx >= sm.getNumProcResourceKinds())
    return;
  const MCProcResourceDesc *d = sm.getProcResource(idx);
  out->num_units = d->NumUnits;
  out->super_idx = d->SuperIdx;
  out->buffer_size = d->BufferSize;
  out->num_sub_units = d->SubUnitsIdxBegin ? d->NumUnits : 0;
  for (uint32_t i = 0; i < out->num_sub_units && i < cap; ++i)
    sub_units[i] = d->SubUnitsIdxBegin[i];
  if (d->Name)
    put(name, StringRef(d->Name));
}

void rmca_sched_class_get(const rmca_target *t, uint32_t idx,
                          rmca_sched_class *out) {
  *out = rmca_sched_class{};
  const MCSchedModel &sm = t->sti->getSchedModel();
  if (idx >= sm.NumSchedClasses)
    return;
  const MCSchedClassDesc *d = sm.getSchedClassDesc(idx);
  out->num_micro_ops = d->NumMicroOps;
  out->begin_group = d->BeginGroup;
  out->end_group = d->EndGroup;
  out->retire_ooo = d->RetireOOO;
  out->num_write_proc_res = d->NumWriteProcResEntries;
  out->num_write_latency = d->NumWriteLatencyEntries;
  out->num_read_advance = d->NumReadAdvanceEntries;
}

void rmca_sched_class_entries(const rmca_target *t, uint32_t idx,
                              rmca_write_proc_res *wpr, uint32_t wpr_cap,
                              rmca_write_latency *wl, uint32_t wl_cap,
                              rmca_read_advance *ra, uint32_t ra_cap) {
  const MCSchedModel &sm = t->sti->getSchedModel();
  if (idx >= sm.NumSchedClasses)
    return;
  const MCSchedClassDesc *d = sm.getSchedClassDesc(idx);
  const MCSubtargetInfo &sti = *t->sti;
  uint32_t i = 0;
  for (const MCWriteProcResEntry *e = sti.getWriteProcResBegin(d),
                                 *end = sti.getWriteProcResEnd(d);
       e != end && i < wpr_cap; ++e, ++i) {
    wpr[i].proc_resource_idx = e->ProcResourceIdx;
    wpr[i].release_at_cycle = e->ReleaseAtCycle;
    wpr[i].acquire_at_cycle = e->AcquireAtCycle;
  }
  for (i = 0; i < d->NumWriteLatencyEntries && i < wl_cap; ++i) {
    const MCWriteLatencyEntry *e = sti.getWriteLatencyEntry(d, i);
    wl[i].cycles = e->Cycles;
    wl[i].write_resource_id = e->WriteResourceID;
  }
  i = 0;
  for (const MCReadAdvanceEntry &e : sti.getReadAdvanceEntries(*d)) {
    if (i >= ra_cap)
      break;
    ra[i].use_idx = e.UseIdx;
    ra[i].write_resource_id = e.WriteResourceID;
    ra[i].cycles = e.Cycles;
    ++i;
  }
}

void rmca_sched_class_name(const rmca_target *t, uint32_t idx, rmca_sink out) {
  (void)t;
  (void)idx;
  (void)out; // release builds of LLVM keep no class names
}

void rmca_register_file_get(const rmca_target *t, uint32_t idx,
                            rmca_register_file *out, rmca_sink name) {
  *out = rmca_register_file{};
  const MCSchedModel &sm = t->sti->getSchedModel();
  if (!sm.hasExtraProcessorInfo())
    return;
  const MCExtraProcessorInfo &epi = sm.getExtraProcessorInfo();
  if (idx >= epi.NumRegisterFiles)
    return;
  const MCRegisterFileDesc &d = epi.RegisterFiles[idx];
  out->num_phys_regs = d.NumPhysRegs;
  out->num_cost_entries = d.NumRegisterCostEntries;
  out->cost_entry_idx = d.RegisterCostEntryIdx;
  out->allow_zero_move_elimination_only = d.AllowZeroMoveEliminationOnly;
  out->max_moves_eliminated_per_cycle = d.MaxMovesEliminatedPerCycle;
  if (d.Name)
    put(name, StringRef(d.Name));
}

void rmca_register_cost_get(const rmca_target *t, uint32_t idx,
                            rmca_register_cost *out) {
  *out = rmca_register_cost{};
  const MCSchedModel &sm = t->sti->getSchedModel();
  if (!sm.hasExtraProcessorInfo())
    return;
  const MCExtraProcessorInfo &epi = sm.getExtraProcessorInfo();
  if (idx >= epi.NumRegisterCostEntries)
    return;
  const MCRegisterCostEntry &e = epi.RegisterCostTable[idx];
  out->register_class_id = e.RegisterClassID;
  out->cost = e.Cost;
  out->allow_move_elimination = e.AllowMoveElimination;
}

} // extern "C"
