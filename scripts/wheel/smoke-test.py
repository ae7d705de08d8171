#!/usr/bin/env python3
"""The commands a wheel installed (scripts/build-wheel.sh), byte for byte
against the native per-command build and against LLVM's own llvm-mca and
llvm-exegesis: stdout, stderr and exit status of a few dozen runs of each
command, under each of its names (rmca, llvm-mca, rmca-exegesis,
rmca-batch, rmca-sched).

    scripts/wheel/smoke-test.py --installed VENV/bin --native target/release \\
        [--llvm-bindir /usr/lib/llvm-22/bin]

Every program runs through a symbolic link of the same name in a scratch
folder of its own, from that folder, and the folder's path is replaced by
<tmp> before comparing, so that messages naming the program compare equal.
Ends with 'N passed, N failed'; exit status 1 when anything differs.
"""

import argparse
import difflib
import os
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(REPO, "examples", "dot-product.s")
INPUTS = os.path.join(REPO, "crates", "rmca-tools", "tests", "inputs")

X86 = ["-mtriple=x86_64-unknown-linux-gnu", "-mcpu=skylake"]
SNIPPET = ["-mtriple=x86_64-unknown-linux-gnu", "-mcpu=skylake", "--random-generator-seed=7",
           "--benchmark-phase=prepare-and-assemble-snippet"]
BATCH_ROWS = (b'{"id": 1, "asm": "addq %rax, %rbx\\nimulq %rbx, %rcx"}\n'
              b'{"id": 2, "hex": "4801d8"}\n'
              b'{"id": 3, "asm": "not an instruction"}\n'
              b'{"id": 4, "asm": "vmulps %xmm0, %xmm1, %xmm2", "mcpu": "znver4"}\n')


def read(path):
    with open(path, "rb") as f:
        return f.read()


# (name it runs as, arguments, standard input, references: "llvm" and/or "native")
def cases():
    both, native = ("llvm", "native"), ("native",)
    for name in ("llvm-mca", "rmca"):
        yield name, X86 + ["-all-views", EXAMPLE], None, both
        yield name, X86 + ["-json", "-timeline", EXAMPLE], None, both
        yield name, ["-mtriple=x86_64-unknown-linux-gnu", "-mcpu=znver4", "-bottleneck-analysis"], read(EXAMPLE), both
        yield name, ["-mtriple=aarch64", "-mcpu=neoverse-v2", "-all-stats",
                     os.path.join(INPUTS, "aarch64_mix.s")], None, both
        yield name, X86 + [os.path.join(INPUTS, "bad_markers.s")], None, both
        yield name, X86 + ["-foo", EXAMPLE], None, both
        yield name, X86 + ["no-such-file.s"], None, both
        yield name, ["--help"], None, both
        yield name, ["--version"], None, native
    for name in ("rmca-exegesis", "llvm-exegesis"):
        for mode, op in (("latency", "ADD64rr"), ("latency", "VMULPSYrr"),
                         ("inverse_throughput", "IMUL64rr"), ("uops", "MOV64rm")):
            yield name, SNIPPET + [f"-mode={mode}", f"-opcode-name={op}"], None, both
        yield name, SNIPPET + ["-mode=latency", "-opcode-name=NOSUCHOPCODE"], None, both
        # Native only: rmca-exegesis's help differs from llvm-exegesis's on
        # one line (--dump-object-to-disk's value), in every build.
        yield name, ["--help"], None, native
        yield name, ["--version"], None, native
    yield "rmca-batch", X86, BATCH_ROWS, native
    yield "rmca-batch", X86 + ["--format", "csv", "--views=all"], BATCH_ROWS, native
    yield "rmca-batch", X86 + ["--format", "xml"], BATCH_ROWS, native
    yield "rmca-batch", ["--mcpu=skylake"], b"", native
    yield "rmca-batch", ["--help"], None, native
    yield "rmca-sched", ["dump"] + X86, None, native
    yield "rmca-sched", ["dump", "-mtriple=x86_64", "-mcpu=nosuchcpu"], None, native
    yield "rmca-sched", ["frobnicate"], None, native
    yield "rmca-sched", ["--help"], None, native
    yield "rmca-sched", ["--version"], None, native


def run(exe, name, args, stdin, scratch):
    """exe run as `name` (a link in scratch/bin) from scratch."""
    os.makedirs(os.path.join(scratch, "bin"), exist_ok=True)
    link = os.path.join(scratch, "bin", name)
    if os.path.lexists(link):
        os.remove(link)
    os.symlink(os.path.abspath(exe), link)
    p = subprocess.run([link] + args, cwd=scratch, input=stdin if stdin is not None else b"",
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    norm = lambda b: b.replace(scratch.encode(), b"<tmp>")
    return p.returncode, norm(p.stdout), norm(p.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--installed", required=True, help="the venv's bin folder")
    ap.add_argument("--native", required=True, help="the native build's folder (target/release)")
    ap.add_argument("--llvm-bindir", default="/usr/lib/llvm-22/bin")
    a = ap.parse_args()
    installed = {"llvm-mca": "rmca", "rmca": "rmca", "rmca-exegesis": "rmca-exegesis",
                 "llvm-exegesis": "rmca-exegesis", "rmca-batch": "rmca-batch", "rmca-sched": "rmca-sched"}
    llvm = {"llvm-mca": "llvm-mca", "rmca": "llvm-mca", "rmca-exegesis": "llvm-exegesis",
            "llvm-exegesis": "llvm-exegesis"}
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i, (name, args, stdin, refs) in enumerate(cases()):
            scratch = os.path.join(tmp, str(i))
            ours = run(os.path.join(a.installed, installed[name]), name, args, stdin, scratch)
            for ref in refs:
                exe = (os.path.join(a.llvm_bindir, llvm[name]) if ref == "llvm"
                       else os.path.join(a.native, installed[name]))
                # The reference runs from a folder of the same name, elsewhere.
                ref_scratch = os.path.join(tmp, "ref", str(i))
                theirs = run(exe, name, args, stdin, ref_scratch)
                if ours == theirs:
                    passed += 1
                    continue
                failed += 1
                print(f"DIFFERS from {ref}: {name} {' '.join(args)}")
                print(f"  exit status: {ours[0]} (installed) vs {theirs[0]} ({ref})")
                for label, o, t in (("stdout", ours[1], theirs[1]), ("stderr", ours[2], theirs[2])):
                    if o != t:
                        diff = difflib.unified_diff(t.decode("utf-8", "replace").splitlines(),
                                                    o.decode("utf-8", "replace").splitlines(),
                                                    f"{label} ({ref})", f"{label} (installed)", lineterm="", n=1)
                        print("\n".join(list(diff)[:20]))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
