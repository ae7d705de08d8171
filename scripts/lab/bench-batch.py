#!/usr/bin/env python3
"""Times rmca-batch against llvm-mca on many basic blocks, and checks that
every block's Total Cycles agree.

    scripts/lab/bench-batch.py --blocks FILE.jsonl [--cpu skylake] [--jobs 2]
                           [--per-process-sample N] [--scale-to 100000]

FILE.jsonl has one {"id": ..., "asm": "..."} per line (scripts/make-realworld-corpus
writes blocks-x86-skylake.jsonl). Compared:

  rmca-batch -j JOBS                 all blocks, one process (best of 3 runs:
                                     before, between and after llvm-mca's)
  llvm-mca, all blocks as regions    one file, one process (llvm-mca's fastest form)
  llvm-mca, one process per block    JOBS at a time, on a sample, extrapolated
                                     (best of 3 runs of the sample)

--scale-to repeats the blocks up to that many rows and reports rmca-batch's
peak memory on the stream (it reads and writes in chunks).
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

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def reference_mca():
    for v in range(30, 18, -1):
        p = f"/usr/lib/llvm-{v}/bin/llvm-mca"
        if os.path.exists(p):
            return p
    sys.exit("no llvm-mca under /usr/lib/llvm-*")


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def timed(cmd, **kw):
    """Wall time and output; the CPU time (user + system) of the last
    timed command is left in timed.cpu (the machine may be shared)."""
    t, c = time.perf_counter(), children_cpu()
    out = subprocess.run(cmd, capture_output=True, **kw)
    timed.cpu = children_cpu() - c
    return time.perf_counter() - t, out


def peak_rss_kib(cmd, stdin_path):
    with open(stdin_path, "rb") as f:
        out = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, stdin=f, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE)
    return int(out.stderr.decode().strip().splitlines()[-1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--blocks", required=True, help="blocks file (JSON lines): scripts/make-realworld-corpus writes one")
    ap.add_argument("--triple", default="x86_64-unknown-linux-gnu")
    ap.add_argument("--cpu", default="skylake")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--per-process-sample", type=int, default=600)
    ap.add_argument("--scale-to", type=int, default=100000)
    ap.add_argument("--ours", default=os.path.join(ROOT, "target/release/rmca-batch"))
    ap.add_argument("--ref", default=reference_mca())
    a = ap.parse_args()

    rows = [json.loads(l) for l in open(a.blocks) if l.strip()]
    rows = [r for r in rows if "asm" in r]
    n = len(rows)
    base = ["-mtriple=" + a.triple, "-mcpu=" + a.cpu, f"-iterations={a.iterations}"]
    tmp = tempfile.mkdtemp(prefix="bench-batch-")

    # rmca-batch: best of three, one run before each llvm-mca measurement
    # and one after them all, so that a slow phase of a shared machine
    # does not fall on one side only.
    ours_runs = {"best": None, "cpu": None, "out": None, "all": []}

    def run_ours():
        t, o = timed([a.ours] + base + ["-j", str(a.jobs), a.blocks])
        if o.returncode != 0:
            sys.exit(o.stderr.decode())
        ours_runs["all"].append(t)
        ours_runs["best"] = t if ours_runs["best"] is None else min(ours_runs["best"], t)
        ours_runs["cpu"] = timed.cpu if ours_runs["cpu"] is None else min(ours_runs["cpu"], timed.cpu)
        ours_runs["out"] = o

    run_ours()
    out = ours_runs["out"]
    ours = {}
    for line in out.stdout.decode().splitlines():
        r = json.loads(line)
        ours[json.dumps(r["id"])] = r

    # llvm-mca on all blocks as the regions of one file.
    regions_file = os.path.join(tmp, "regions.s")
    with open(regions_file, "w") as f:
        for i, r in enumerate(rows):
            f.write(f"# LLVM-MCA-BEGIN b{i}\n{r['asm']}\n# LLVM-MCA-END b{i}\n")
    t_regions, o = timed([a.ref] + base + ["-instruction-info=false", "-resource-pressure=false", regions_file])
    cpu_regions = timed.cpu
    ref_cycles = {}
    current = None
    for line in o.stdout.decode().splitlines():
        m = re.match(r"\[\d+\] Code Region - b(\d+)", line)
        if m:
            current = int(m.group(1))
        m = re.match(r"Total Cycles:\s+(\d+)", line)
        if m and current is not None:
            ref_cycles[current] = int(m.group(1))
    if o.returncode != 0:
        print(f"note: llvm-mca on all regions exited {o.returncode}: {o.stderr.decode()[-300:]}")

    # Agreement, block by block.
    agree = differ = ref_missing = 0
    for i, r in enumerate(rows):
        mine = ours.get(json.dumps(r["id"]))
        if i not in ref_cycles:
            ref_missing += 1
            continue
        if mine and mine.get("error") is None and mine["total_cycles"] == ref_cycles[i]:
            agree += 1
        else:
            differ += 1
            if differ <= 5:
                print(f"differs: block {r['id']}: ours {mine and mine.get('total_cycles', mine.get('error'))}, llvm-mca {ref_cycles[i]}")

    run_ours()

    # llvm-mca, one process per block, JOBS at a time, on a sample spread
    # evenly over the file (its first rows all come from one source file).
    step = max(1, n // max(1, a.per_process_sample))
    sample = rows[::step][: a.per_process_sample]
    files = []
    for i, r in enumerate(sample):
        p = os.path.join(tmp, f"b{i}.s")
        with open(p, "w") as f:
            f.write(r["asm"] + "\n")
        files.append(p)
    # Best of 3, as for rmca-batch: start-up time (loading libLLVM) varies
    # by 2x from run to run on a shared machine.
    t_per_block, cpu_per_block = float("inf"), float("inf")
    for _ in range(3):
        t, c = time.perf_counter(), children_cpu()
        procs = []
        for p in files:
            procs.append(subprocess.Popen([a.ref] + base + [p], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            if len(procs) >= a.jobs:
                procs.pop(0).wait()
        for p in procs:
            p.wait()
        t_per_block = min(t_per_block, (time.perf_counter() - t) / len(sample) * n)
        cpu_per_block = min(cpu_per_block, (children_cpu() - c) / len(sample) * n)

    run_ours()
    best, best_cpu = ours_runs["best"], ours_runs["cpu"]

    # Memory on a long stream.
    big = os.path.join(tmp, "big.jsonl")
    written = 0
    with open(big, "w") as f:
        while written < a.scale_to:
            for r in rows:
                if written == a.scale_to:
                    break
                f.write(json.dumps({"id": written, "asm": r["asm"]}) + "\n")
                written += 1
    t_big = time.perf_counter()
    rss = peak_rss_kib([a.ours] + base + ["-j", str(a.jobs), "-"], big)
    t_big = time.perf_counter() - t_big

    print(f"blocks: {n} ({a.cpu}, {a.iterations} iterations, summary view, {a.jobs} jobs)")
    print(f"rmca-batch -j {a.jobs}:                 {best:8.3f} s   {n / best:9.0f} blocks/s   (best of 3; CPU {best_cpu:.3f} s; runs "
          f"{', '.join(f'{t:.2f}' for t in ours_runs['all'])} s)")
    print(f"llvm-mca, all as regions of one file: {t_regions:8.3f} s   ratio rmca/llvm-mca {best / t_regions:.3f}"
          f"   (CPU {cpu_regions:.3f} s, CPU ratio {best_cpu / cpu_regions:.3f})")
    print(f"llvm-mca, one process per block:      {t_per_block:8.3f} s   (extrapolated from {len(sample)}, best of 3) "
          f"ratio {best / t_per_block:.4f} ({t_per_block / best:.0f}x)   (CPU {cpu_per_block:.3f} s, "
          f"{cpu_per_block / best_cpu:.0f}x in CPU time)")
    print(f"Total Cycles: {agree} agree, {differ} differ, {ref_missing} without a reference figure")
    print(f"stream of {written} blocks: {t_big:.1f} s, peak memory {rss / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
