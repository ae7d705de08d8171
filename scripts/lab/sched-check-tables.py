#!/usr/bin/env python3
"""Checks `rmca-sched dump` against llvm-mca's instruction tables.

For every instruction of the given .s files, the dump's per-opcode uops,
latency and RThroughput must equal what `llvm-mca -instruction-tables=full`
prints (which also names the LLVM opcode). Opcodes whose sched class is a
variant (resolved per instruction) are checked with the dump's
`--resolve FILE` rows, which give the class each instruction resolves to. The triple and CPU are taken from each file's first RUN line.

usage: scripts/lab/sched-check-tables.py [--rmca-sched BIN] [--llvm-mca BIN] FILE.s...
"""
import argparse, json, re, subprocess, sys

ap = argparse.ArgumentParser()
ap.add_argument("--rmca-sched", default="target/release/rmca-sched")
ap.add_argument("--llvm-mca", default="llvm-mca-22")
ap.add_argument("--triple", default="x86_64-unknown-unknown")
ap.add_argument("-v", "--verbose", action="store_true")
ap.add_argument("files", nargs="+")
a = ap.parse_args()

def dump(triple, cpu, f):
    out = subprocess.run([a.rmca_sched, "dump", f"-mtriple={triple}", f"-mcpu={cpu}", "--resolve", f],
                         check=True, capture_output=True, text=True).stdout
    d = json.loads(out)
    return {o["name"]: o for o in d["opcodes"]}, {r["index"]: r for r in d.get("resolved", [])}

total = equal = variant = 0
mismatches = []
for f in a.files:
    text = open(f).read()
    m = re.search(r"-mcpu=(\S+)", text)
    if not m:
        print(f"skip {f}: no -mcpu in RUN line", file=sys.stderr)
        continue
    cpu = m.group(1)
    t = re.search(r"-mtriple=(\S+)", text)
    triple = t.group(1) if t else a.triple
    ops, resolved = dump(triple, cpu, f)
    index = -1
    r = subprocess.run([a.llvm_mca, f"-mtriple={triple}", f"-mcpu={cpu}", "-instruction-tables=full", f],
                       capture_output=True, text=True)
    rows = False
    for line in r.stdout.splitlines():
        if line.startswith("[1]    [2]    [3]"):
            rows = True
            continue
        if rows and not line.strip():
            rows = False
            continue
        if not rows:
            continue
        index += 1
        t = line.split()
        uops, lat, rt = t[0], t[1], t[2]
        k = 3
        while t[k] in ("*", "U"):
            k += 1
        # t[k] bypass latency, then resources (may be empty), opcode name
        name = t[k + 1] if t[k + 1] in ops else t[k + 2]
        total += 1
        row = ops.get(name)
        if row is None:
            mismatches.append((f, cpu, name, "missing from dump"))
            continue
        if row["kind"] == "variant":
            # The per-opcode row cannot say; the --resolve row for this
            # instruction does.
            variant += 1
            row = resolved.get(index)
            if row is None or row["name"] != name:
                mismatches.append((f, cpu, name, f"no resolved row for instruction {index}"))
                continue
        got = (str(row.get("uops")), str(row.get("latency")), "%.2f" % row["rthroughput"] if "rthroughput" in row else "-")
        if got == (uops, lat, rt):
            equal += 1
        else:
            mismatches.append((f, cpu, name, f"llvm-mca {uops}/{lat}/{rt} dump {'/'.join(got)}"))

for m in mismatches[: (None if a.verbose else 20)]:
    print("MISMATCH", *m)
print(f"{total} instructions: {equal} equal ({variant} of them through --resolve rows: variant sched classes), {len(mismatches)} mismatched")
sys.exit(1 if mismatches else 0)
