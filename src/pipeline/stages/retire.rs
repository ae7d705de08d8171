//! Retire stage: retires executed instructions in program order (up to the
//! model's retire width), committing their register writes.

use crate::pipeline::events::{InstEventKind, Listener};
use crate::pipeline::instruction::WriteId;
use crate::pipeline::Pipeline;

impl<'m> Pipeline<'m> {
    pub(crate) fn retire_cycle_start(&mut self, ls: &mut [&mut dyn Listener]) {
        self.prf.cycle_start();
        let max = self.rcu.max_retire_per_cycle();
        let mut n = 0;
        while !self.rcu.is_empty() {
            if max != 0 && n == max {
                break;
            }
            let Some((iid, executed)) = self.rcu.current() else { break };
            if !executed {
                break;
            }
            self.retire_notify(iid, ls);
            self.rcu.consume_current();
            self.insts.get_mut(iid).retire();
            self.num_retired += 1;
            n += 1;
        }
    }

    fn retire_notify(&mut self, iid: u32, ls: &mut [&mut dyn Listener]) {
        for r in self.s_regs.iter_mut() {
            *r = 0;
        }
        let inst = self.insts.get(iid);
        if inst.is_mem_op() {
            let (l, s) = (inst.may_load(), inst.may_store());
            self.lsu.on_instruction_retired(l, s);
        }
        for w in 0..self.insts.get(iid).defs.len() {
            self.prf.remove_register_write(WriteId { iid, idx: w as u32 }, &self.insts, self.ri, &mut self.s_regs);
        }
        self.notify_inst(ls, iid, InstEventKind::Retired { freed_phys_regs: &self.s_regs });
    }

    pub(crate) fn retire_cycle_end(&mut self) {
        self.prf.cycle_end();
    }

    /// An instruction finished executing.
    pub(crate) fn retire_execute(&mut self, iid: u32) {
        self.prf.on_instruction_executed(iid, &self.insts, self.ri);
        let tok = self.insts.get(iid).rcu_token;
        self.rcu.on_instruction_executed(tok);
    }
}
