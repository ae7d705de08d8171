#!/usr/bin/env python3
"""collect-x86-blocks: a blocks file for scripts/lab/bench-batch.py from code
that no earlier blocks file holds.

    scripts/lab/collect-x86-blocks.py --cache DIR [--cache DIR ...]
                               [--exclude FILE.jsonl ...] [--cpus CPU,...]
                               [--second-set-skylake DIR] --out FILE.jsonl
                               [--check-with RMCA_BATCH]

make-realworld-corpus writes its blocks file from skylake code of one
package set only, and the same sources give the same blocks whatever the
seed. Its assembly caches (--scratch DIR/asm-cache) also hold the x86 code
it compiled for other CPUs (-march=znver3, alderlake, sapphirerapids...)
and, for the second package set, for skylake. This script cuts those files
into basic blocks the same way (make-realworld-corpus's x86_blocks), drops
every block that a file given with --exclude already has, shuffles them
with a fixed seed and writes {"id": N, "asm": "..."} lines.

Code compiled for a newer CPU may use instructions skylake lacks (AVX-512),
which llvm-mca rejects; with --check-with, the blocks that the given
rmca-batch rejects for -mcpu=skylake are left out too (rmca-batch's errors
are llvm-mca's, so llvm-mca's all-regions run then succeeds).
"""

import argparse
import glob
import importlib.machinery
import importlib.util
import json
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

DEFAULT_CPUS = ["alderlake", "sapphirerapids", "znver1", "znver2", "znver3", "znver4",
                "znver5", "icelake-server", "haswell", "broadwell", "x86-64-v3"]


def corpus_module():
    path = os.path.join(ROOT, "scripts", "make-realworld-corpus")
    loader = importlib.machinery.SourceFileLoader("make_realworld_corpus", path)
    spec = importlib.util.spec_from_loader(loader.name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def asm_files(caches, cpus, second_set_skylake):
    """Cached assembly compiled for one of `cpus`, plus skylake code from
    the caches under `second_set_skylake`."""
    files = []
    for cache in caches:
        for path in sorted(glob.glob(os.path.join(cache, "*.s"))):
            name = os.path.basename(path)
            if any(f"-{cpu}-" in name for cpu in cpus):
                files.append(path)
            elif cache in second_set_skylake and "-skylake-" in name:
                files.append(path)
    return files


def rejected_ids(rmca_batch, path):
    out = subprocess.run([rmca_batch, "-mtriple=x86_64-unknown-linux-gnu", "-mcpu=skylake",
                          "-iterations=1", path], capture_output=True, check=True, text=True)
    return {row["id"] for row in map(json.loads, out.stdout.splitlines()) if row.get("error")}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cache", action="append", required=True,
                    help="an asm-cache directory of make-realworld-corpus")
    ap.add_argument("--second-set-skylake", action="append", default=[],
                    help="a cache (also given with --cache) whose skylake files count too")
    ap.add_argument("--exclude", action="append", default=[], help="a blocks file to leave out")
    ap.add_argument("--cpus", default=",".join(DEFAULT_CPUS))
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--out", required=True)
    ap.add_argument("--check-with", help="an rmca-batch; blocks it rejects for skylake are dropped")
    args = ap.parse_args()

    known = set()
    for path in args.exclude:
        with open(path) as f:
            known.update(json.loads(line)["asm"] for line in f)
    cut = corpus_module().x86_blocks
    files = asm_files(args.cache, args.cpus.split(","), set(args.second_set_skylake))
    blocks, seen = [], set()
    for path in files:
        with open(path, errors="replace") as f:
            for block in cut(f.read()):
                if block not in known and block not in seen:
                    seen.add(block)
                    blocks.append(block)
    random.Random(args.seed).shuffle(blocks)
    rows = [{"id": i, "asm": b} for i, b in enumerate(blocks)]
    with open(args.out, "w") as f:
        f.writelines(json.dumps(r) + "\n" for r in rows)
    dropped = 0
    if args.check_with:
        bad = rejected_ids(args.check_with, args.out)
        kept = [r for r in rows if r["id"] not in bad]
        dropped = len(rows) - len(kept)
        with open(args.out, "w") as f:
            f.writelines(json.dumps(r) + "\n" for r in kept)
        rows = kept
    print(f"{len(files)} assembly files, {len(rows)} blocks written to {args.out}"
          f" ({dropped} rejected for skylake left out)", file=sys.stderr)


if __name__ == "__main__":
    main()
