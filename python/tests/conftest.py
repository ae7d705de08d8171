import os
import shutil
import subprocess

import pytest

TRIPLE = "x86_64-unknown-linux-gnu"


def reference_mca():
    """llvm-mca-22, the reference every figure is compared with."""
    for p in (shutil.which("llvm-mca-22"), "/usr/lib/llvm-22/bin/llvm-mca"):
        if p and os.path.exists(p):
            return p
    raise RuntimeError("llvm-mca-22 is not installed (scripts/install-deps.sh installs it)")


def run_reference(asm, cpu="skylake", triple=TRIPLE, args=()):
    out = subprocess.run(
        [reference_mca(), f"-mtriple={triple}", f"-mcpu={cpu}", *args, "-"],
        input=asm.encode(),
        capture_output=True,
    )
    return out


@pytest.fixture(scope="session")
def skylake():
    import rmca

    return rmca.Session(TRIPLE, "skylake")
