#!/usr/bin/env python3
"""realworld-stream-order: replay the cases of an `mca-parity --json` file
with stdout and stderr going to one pipe, through llvm-mca-22 and a
candidate, and count the cases whose combined bytes differ (where each
diagnostic falls among the report's bytes). Cases mca-parity did not pass
as 'ok' are skipped.

Usage: scripts/lab/realworld-stream-order.py PARITY.json CANDIDATE [REFERENCE]
"""
import concurrent.futures
import json
import subprocess
import sys


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    cases = json.load(open(sys.argv[1]))
    ours = sys.argv[2]
    ref = sys.argv[3] if len(sys.argv) > 3 else "/usr/lib/llvm-22/bin/llvm-mca"

    def one(case):
        if case["verdict"] != "ok":
            return None
        outs = []
        for exe in (ref, ours):
            with open(case["test"]) as stdin:
                p = subprocess.run([exe] + case["args"], stdin=stdin,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            outs.append(p.stdout.replace(exe.encode(), b"llvm-mca"))
        return None if outs[0] == outs[1] else (case["test"], " ".join(case["args"]))

    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        bad = [r for r in pool.map(one, cases) if r]
    for test, args in bad[:20]:
        print("differs:", test, args)
    print("%d cases, %d differ" % (len(cases), len(bad)))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
