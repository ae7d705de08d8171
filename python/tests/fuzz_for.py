#!/usr/bin/env python3
"""Runs test_fuzz.py's hypothesis properties over and over for SECONDS
(default 600) with fresh random seeds, and prints how many examples ran.
A crash of the interpreter ends this process with a signal.

    python python/tests/fuzz_for.py 600
"""
import os
import sys
import time

os.environ["RMCA_FUZZ_EXAMPLES"] = "400"
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import test_fuzz  # noqa: E402

COUNT = {"n": 0}


def counted(f):
    def wrapper(*a, **k):
        COUNT["n"] += 1
        return f(*a, **k)
    return wrapper


# Count the examples through the helpers the properties call.
test_fuzz.analyze = counted(test_fuzz.analyze)
orig_batch = test_fuzz.rmca.analyze_batch


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 600
    end = time.monotonic() + seconds
    rounds = 0
    props = [test_fuzz.test_analyze_never_crashes, test_fuzz.test_batch_never_crashes,
             test_fuzz.test_batch_equals_one_analysis_per_block, test_fuzz.test_wrong_types_are_exceptions]
    while time.monotonic() < end:
        for p in props:
            p()
        rounds += 1
        print(f"{time.monotonic() - end + seconds:6.0f} s: {rounds} rounds, {COUNT['n']} single analyses", flush=True)
    print(f"done: {rounds} rounds of {len(props)} properties x 400 examples, {COUNT['n']} single analyses, no crash")


if __name__ == "__main__":
    main()
