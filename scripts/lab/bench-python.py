#!/usr/bin/env python3
"""Times rmca.analyze_batch (the Python package) against llvm-mca-22 and
rmca-batch on real basic blocks, and checks that every block's Total Cycles
equal llvm-mca-22's.

    python scripts/lab/bench-python.py --blocks FILE.jsonl [--limit N] [--cpu skylake]
                                   [--rmca-batch target/release/rmca-batch]

Needs the package installed (pip install ./python). Compared, on the same N
blocks, 100 iterations, summary view:

  rmca.analyze_batch(threads=None)     one call, all cores, in this process
  rmca-batch -j 2                      the same library behind JSON lines
  llvm-mca-22, all blocks as regions   one file, one process

Wall time is best of three; CPU time (user + system) is printed beside it,
since the machine may be shared.
"""
import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

import rmca

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def cpu_self():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def cpu_children():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def best_of(n, f):
    best = None
    for _ in range(n):
        c0 = f.cpu()
        t = time.perf_counter()
        out = f()
        t = time.perf_counter() - t
        c = f.cpu() - c0
        if best is None or t < best[0]:
            best = (t, c, out)
    return best


class Call:
    def __init__(self, fn, cpu):
        self.fn, self.cpu = fn, cpu

    def __call__(self):
        return self.fn()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--blocks", required=True, help="blocks file (JSON lines): scripts/make-realworld-corpus writes one")
    ap.add_argument("--limit", type=int, default=8000)
    ap.add_argument("--triple", default="x86_64-unknown-linux-gnu")
    ap.add_argument("--cpu", default="skylake")
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--rmca-batch", default=os.path.join(ROOT, "target/release/rmca-batch"))
    ap.add_argument("--ref", default="llvm-mca-22")
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()

    rows = [json.loads(l) for l in open(a.blocks) if l.strip()]
    rows = [r for r in rows if "asm" in r][: a.limit]
    blocks = [r["asm"] for r in rows]
    n = len(blocks)
    tmp = tempfile.mkdtemp(prefix="bench-python-")
    base = ["-mtriple=" + a.triple, "-mcpu=" + a.cpu, f"-iterations={a.iterations}"]

    # llvm-mca-22: all blocks as the regions of one file.
    regions = os.path.join(tmp, "regions.s")
    with open(regions, "w") as f:
        for i, b in enumerate(blocks):
            f.write(f"# LLVM-MCA-BEGIN b{i}\n{b}\n# LLVM-MCA-END b{i}\n")
    ref = best_of(a.repeat, Call(lambda: subprocess.run(
        [a.ref] + base + ["-instruction-info=false", "-resource-pressure=false", regions], capture_output=True),
        cpu_children))
    ref_cycles, current = {}, None
    for line in ref[2].stdout.decode().splitlines():
        m = re.match(r"\[\d+\] Code Region - b(\d+)", line)
        if m:
            current = int(m.group(1))
        m = re.match(r"Total Cycles:\s+(\d+)", line)
        if m and current is not None:
            ref_cycles[current] = int(m.group(1))
    if ref[2].returncode != 0:
        print(f"note: llvm-mca exited {ref[2].returncode}: {ref[2].stderr.decode()[-300:]}")

    # rmca.analyze_batch (the session is made before timing, as a pipeline
    # keeps it).
    rmca.analyze_batch(blocks[:1], a.triple, a.cpu)
    ours = best_of(a.repeat, Call(lambda: rmca.analyze_batch(blocks, a.triple, a.cpu, iterations=a.iterations),
                                  cpu_self))

    # rmca-batch -j JOBS on the same blocks.
    jl = os.path.join(tmp, "blocks.jsonl")
    with open(jl, "w") as f:
        for i, b in enumerate(blocks):
            f.write(json.dumps({"id": i, "asm": b}) + "\n")
    batch = None
    if os.path.exists(a.rmca_batch):
        batch = best_of(a.repeat, Call(lambda: subprocess.run(
            [a.rmca_batch] + base + ["-j", str(a.jobs), jl], capture_output=True), cpu_children))

    agree = differ = missing = failed = 0
    for i, r in enumerate(ours[2]):
        if isinstance(r, rmca.AnalysisError):
            failed += 1
            if i in ref_cycles:
                differ += 1
            continue
        if i not in ref_cycles:
            missing += 1
        elif r.total_cycles == ref_cycles[i]:
            agree += 1
        else:
            differ += 1
            if differ <= 5:
                print(f"differs: block {i}: ours {r.total_cycles}, llvm-mca {ref_cycles[i]}")

    print(f"blocks: {n} ({a.cpu}, {a.iterations} iterations, summary view), {os.cpu_count()} cores")
    print(f"rmca.analyze_batch:                    {ours[0]:7.3f} s wall  {ours[1]:7.3f} s CPU  {n / ours[0]:8.0f} blocks/s")
    if batch:
        print(f"rmca-batch -j {a.jobs}:                       {batch[0]:7.3f} s wall  {batch[1]:7.3f} s CPU"
              f"   analyze_batch/rmca-batch: {ours[0] / batch[0]:.2f} wall, {ours[1] / batch[1]:.2f} CPU")
    print(f"llvm-mca-22, all as regions of a file: {ref[0]:7.3f} s wall  {ref[1]:7.3f} s CPU"
          f"   analyze_batch/llvm-mca: {ours[0] / ref[0]:.3f} wall, {ours[1] / ref[1]:.3f} CPU")
    print(f"Total Cycles: {agree} agree, {differ} differ, {missing} without a reference figure, "
          f"{failed} AnalysisError")
    return 0 if differ == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
