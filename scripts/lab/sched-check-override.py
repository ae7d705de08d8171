#!/usr/bin/env python3
"""Checks that an opcode override changed exactly the regions using it.

usage: sched_check_override.py OPCODE N BASE_DIR OVERRIDE_DIR TABLES_DIR DIFF_JSON

BASE_DIR and OVERRIDE_DIR are `rmca-sched snapshot` outputs without and
with an override setting OPCODE's latency to N; TABLES_DIR is a snapshot of
the same corpus and CPUs with --args=-instruction-tables=full (no
override), which names each instruction's LLVM opcode; DIFF_JSON is
`rmca-sched diff BASE_DIR OVERRIDE_DIR --json`.
Checks: (1) the regions whose reports changed are exactly those whose
instructions include OPCODE; (2) `diff` lists exactly the changed regions;
(3) in every changed region the override's instruction info rows show N.
"""
import json, os, re, sys

opcode, n, base, over, tables, diff_json = sys.argv[1:7]

def body(p):
    t = open(p).read()
    return t.split("\n---\n", 1)[1] if t.startswith("---\n") else t

def regions(p):
    """region name -> text, split as rmca-sched diff does."""
    b = body(p)
    out = b.split("--- stdout\n", 1)[1].rsplit("--- stderr\n", 1)[0]
    parts = re.split(r"(?m)^(?=\[\d+\] Code Region)", out)
    res = {}
    for i, part in enumerate(parts):
        m = re.match(r"\[(\d+)\] Code Region(?: - (.*))?", part)
        name = "[0]" if not m else (f"[{m.group(1)}] {m.group(2).strip()}" if m.group(2) and m.group(2).strip() else f"[{m.group(1)}]")
        if part.strip():
            res[name] = part
    return res

snaps = []
for d, _, fs in os.walk(base):
    for f in fs:
        if f.endswith(".snap"):
            snaps.append(os.path.relpath(os.path.join(d, f), base))
snaps.sort()

expected, changed = set(), set()
for s in snaps:
    for name, text in regions(os.path.join(tables, s)).items():
        if re.search(rf"\s{re.escape(opcode)}\s", text):
            expected.add((s, name))
    a, b = regions(os.path.join(base, s)), regions(os.path.join(over, s))
    for name in set(a) | set(b):
        if a.get(name) != b.get(name):
            changed.add((s, name))
    if body(os.path.join(base, s)).split("--- stderr\n")[-1] != body(os.path.join(over, s)).split("--- stderr\n")[-1]:
        changed.add((s, "(exit status and diagnostics)"))

listed = {(c["snapshot"], c["region"]) for c in json.load(open(diff_json))["changes"]}
ok = True
for what, x, y in (("changed but not using the opcode", changed, expected), ("using the opcode but unchanged", expected, changed), ("listed by diff but unchanged", listed, changed), ("changed but not listed by diff", changed, listed)):
    extra = sorted(x - y)
    if extra:
        ok = False
        print(f"{len(extra)} region(s) {what}:", *extra[:10], sep="\n  ")
lat_ok = all(any(i["latency"][1] == n for i in c["instructions"]) for c in json.load(open(diff_json))["changes"])
print(f"{len(snaps)} snapshots; regions using {opcode}: {len(expected)}; changed: {len(changed)}; listed by diff: {len(listed)}; latency {n} shown in every listed region: {lat_ok}")
sys.exit(0 if ok and lat_ok else 1)
