#!/usr/bin/env python3
"""Times rmca against a reference llvm-mca on the same workloads.

Each workload runs --repeat times per program, interleaved; the best wall
time and its peak memory (max RSS) are printed with the ratio ours/ref, then
the geometric mean of the ratios (below 1.0: rmca is faster). Outputs are
compared too: a workload whose stdout differs is flagged.

Usage: bench.py --ours PATH [--ref PATH] [--repeat N] [--only REGEX] [--workloads FILE]
"""
import argparse
import glob
import math
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def newest(name):
    c = sorted(glob.glob(f"/usr/lib/llvm-*/bin/{name}"), key=lambda p: int(re.search(r"llvm-(\d+)", p).group(1)))
    return c[-1] if c else None


def run(exe, args, inp, capture=False):
    with open(inp, "rb") as fin:
        t0 = time.perf_counter()
        p = subprocess.Popen([exe] + args, stdin=fin, stdout=subprocess.PIPE if capture else subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
        out = p.stdout.read() if capture else b""
        _, status, ru = os.wait4(p.pid, 0)
        dt = time.perf_counter() - t0
    return dt, ru.ru_maxrss / 1024.0, os.waitstatus_to_exitcode(status), out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ours", required=True)
    ap.add_argument("--ref", default=os.environ.get("LLVM_MCA") or newest("llvm-mca"))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only")
    ap.add_argument("--workloads", default=os.path.join(HERE, "bench-workloads.tsv"))
    a = ap.parse_args()
    if not a.ref or not os.path.exists(a.ref):
        sys.exit("bench.py: no reference llvm-mca found; pass --ref or set LLVM_MCA")
    base = os.path.dirname(os.path.abspath(a.workloads))
    work = []
    for line in open(a.workloads):
        if line.strip() and not line.startswith("#"):
            name, inp, args = line.rstrip("\n").split("\t", 2)
            work.append((name, os.path.join(base, inp), args.split()))
    print(f"{'workload':34s} {'ref s':>8s} {'ours s':>8s} {'ratio':>6s} {'ref MiB':>8s} {'ours MiB':>8s}")
    logs = []
    for name, inp, args in work:
        if a.only and not re.search(a.only, name):
            continue
        same = run(a.ref, args, inp, True)[3] == run(a.ours, args, inp, True)[3]
        best = {}
        for _ in range(a.repeat):
            for who, exe in (("ref", a.ref), ("ours", a.ours)):
                r = run(exe, args, inp)
                if who not in best or r[0] < best[who][0]:
                    best[who] = r
        r, o = best["ref"], best["ours"]
        ratio = o[0] / r[0] if r[0] else float("nan")
        logs.append(math.log(ratio))
        note = "" if same else "  (output differs)"
        print(f"{name:34s} {r[0]:8.3f} {o[0]:8.3f} {ratio:6.2f} {r[1]:8.1f} {o[1]:8.1f}{note}")
    if logs:
        print(f"geomean time ratio ours/ref: {math.exp(sum(logs) / len(logs)):.3f}")


if __name__ == "__main__":
    main()
