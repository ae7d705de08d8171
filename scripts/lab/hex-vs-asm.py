#!/usr/bin/env python3
"""hex-vs-asm: rmca-batch on machine code against llvm-mca on the same
blocks' assembly.

    scripts/lab/hex-vs-asm.py --blocks FILE.jsonl [--limit N] [--cpu skylake]
                          [--ours target/release/rmca-batch] [--show N]

Each block of FILE.jsonl ({"id": ..., "asm": "..."}, as
make-realworld-corpus and collect-x86-blocks write them) is encoded by
llvm-mc-22 (-show-encoding; the bytes a fixup would fill, such as a
branch or RIP-relative displacement to a symbol, become zeros, which
decode to the same instruction). rmca-batch then analyses the machine code
as {"id", "hex"} rows and the assembly as {"id", "asm"} rows, and
llvm-mca-22 analyses the assembly with every block as a region of one
file. Every block's Total Cycles must agree three ways (exit status 1
otherwise, with the first differences shown). The blocks must be ones
llvm-mc-22 encodes; a block holding a bare `nop` line is left out, since
that line separates the blocks in llvm-mc's output.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SEPARATOR = "nop # rmca: end of block"


def encode(blocks, llvm_mc):
    """One bytes object per block (None where llvm-mc gave no encoding for
    some line of it), from one llvm-mc run over all blocks."""
    text = "".join(f"{b}\n{SEPARATOR}\n" for b in blocks)
    run = subprocess.run([llvm_mc, "-triple=x86_64-unknown-unknown", "-show-encoding"],
                         input=text, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"llvm-mc failed:\n{run.stderr[:2000]}")
    encoded, current = [], bytearray()
    for line in run.stdout.splitlines():
        inst, sep, enc = line.partition("# encoding: [")
        if not sep:
            continue
        if inst.strip() == "nop" and enc.strip() == "0x90]":
            # A separator (the blocks themselves hold no bare nop: checked below).
            encoded.append(bytes(current))
            current = bytearray()
            continue
        for token in enc.rstrip("]").split(","):
            token = token.strip()
            current.append(int(token, 16) if token.startswith("0x") else 0)
    return encoded


def total_cycles_of_batch(ours, cpu, rows):
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
        for row in rows:
            f.write(json.dumps(row) + "\n")
        path = f.name
    try:
        run = subprocess.run([ours, "-mtriple=x86_64-unknown-linux-gnu", f"-mcpu={cpu}", "-iterations=100",
                              "-j", "2", path], capture_output=True, text=True, check=True)
    finally:
        os.unlink(path)
    out = {}
    for line in run.stdout.splitlines():
        v = json.loads(line)
        out[v["id"]] = v.get("total_cycles") if v.get("error") is None else "error: " + v["error"]
    return out


def reference_cycles(mca, cpu, blocks):
    text = "".join(f"# LLVM-MCA-BEGIN b{i}\n{b}\n# LLVM-MCA-END b{i}\n" for i, b in enumerate(blocks))
    run = subprocess.run([mca, "-mtriple=x86_64-unknown-linux-gnu", f"-mcpu={cpu}", "-iterations=100"],
                         input=text, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"llvm-mca failed:\n{run.stderr[:2000]}")
    cycles = [int(m) for m in re.findall(r"^Total Cycles:\s+(\d+)", run.stdout, re.M)]
    if len(cycles) != len(blocks):
        sys.exit(f"llvm-mca printed {len(cycles)} regions for {len(blocks)} blocks")
    return cycles


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--blocks", required=True)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--cpu", default="skylake")
    ap.add_argument("--ours", default=os.path.join(ROOT, "target/release/rmca-batch"))
    ap.add_argument("--llvm-mc", default="/usr/bin/llvm-mc-22")
    ap.add_argument("--llvm-mca", default="/usr/bin/llvm-mca-22")
    ap.add_argument("--show", type=int, default=5)
    a = ap.parse_args()

    blocks = []
    with open(a.blocks) as f:
        for line in f:
            if line.strip():
                blocks.append(json.loads(line)["asm"])
            if a.limit and len(blocks) == a.limit:
                break
    bare_nop = {i for i, b in enumerate(blocks) if any(l.strip() == "nop" for l in b.splitlines())}
    blocks = [b for i, b in enumerate(blocks) if i not in bare_nop]

    encoded = encode(blocks, a.llvm_mc)
    if len(encoded) != len(blocks):
        sys.exit(f"llvm-mc gave {len(encoded)} encodings for {len(blocks)} blocks")
    expected = reference_cycles(a.llvm_mca, a.cpu, blocks)
    from_asm = total_cycles_of_batch(a.ours, a.cpu, [{"id": i, "asm": b} for i, b in enumerate(blocks)])
    from_hex = total_cycles_of_batch(a.ours, a.cpu, [{"id": i, "hex": e.hex()} for i, e in enumerate(encoded)])

    asm_differ = [i for i in range(len(blocks)) if from_asm[i] != expected[i]]
    hex_differ = [i for i in range(len(blocks)) if from_hex[i] != expected[i]]
    print(f"blocks: {len(blocks)} ({a.cpu}, 100 iterations; {len(bare_nop)} holding a bare nop left out)")
    print(f"rmca-batch from assembly:    {len(blocks) - len(asm_differ)} equal llvm-mca-22's Total Cycles, {len(asm_differ)} differ")
    print(f"rmca-batch from machine code: {len(blocks) - len(hex_differ)} equal llvm-mca-22's Total Cycles, {len(hex_differ)} differ")
    for i in (asm_differ + hex_differ)[: a.show]:
        print(f"--- block {i}: llvm-mca {expected[i]}, asm {from_asm[i]}, hex {from_hex[i]} ({encoded[i].hex()})")
        print(blocks[i])
    sys.exit(1 if asm_differ or hex_differ else 0)


if __name__ == "__main__":
    main()
