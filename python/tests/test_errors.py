"""Bad input raises (or, in a batch, returns) AnalysisError with llvm-mca's
message, or TypeError/ValueError for unusable arguments; never a crash."""
import pytest

import rmca
from conftest import TRIPLE, run_reference


def test_unknown_cpu():
    with pytest.raises(rmca.AnalysisError) as e:
        rmca.Session(TRIPLE, "pentium9000")
    assert e.value.kind == "UnknownCpu"
    assert "'pentium9000' is not a recognized processor for this target" in str(e.value)
    # The same message llvm-mca-22 prints.
    ref = run_reference("nop\n", cpu="pentium9000").stderr.decode()
    assert str(e.value) in ref
    with pytest.raises(rmca.AnalysisError):
        rmca.analyze_batch(["nop"], TRIPLE, "pentium9000")


def test_unknown_target():
    with pytest.raises(rmca.AnalysisError) as e:
        rmca.Session("nosuch-unknown-unknown", "x")
    assert e.value.kind == "UnknownTarget"


def test_cpu_without_a_model():
    with pytest.raises(rmca.AnalysisError) as e:
        rmca.Session("armv7-unknown-unknown", "cortex-m0")
    assert e.value.kind == "NoSchedModel"
    ref = run_reference("nop\n", cpu="cortex-m0", triple="armv7-unknown-unknown").stderr.decode()
    assert f"error: {e.value}" in ref


def test_bad_assembly(skylake):
    with pytest.raises(rmca.AnalysisError) as e:
        skylake.analyze("addq %rax\nfrobnicate %rbx\n")
    ref = run_reference("addq %rax\nfrobnicate %rbx\n")
    assert ref.returncode == 1
    assert e.value.kind == "AssemblyErrors"
    assert f"error: {e.value}" in ref.stderr.decode()
    assert e.value.diagnostics in ref.stderr.decode()


def test_undecodable_bytes(skylake):
    with pytest.raises(rmca.AnalysisError) as e:
        skylake.analyze(b"\x0f\x0b\xff\xff\xff")
    assert e.value.kind == "Disassembly"


@pytest.mark.parametrize("block", ["", "\n\n# only a comment\n", b""])
def test_empty_block(skylake, block):
    with pytest.raises(rmca.AnalysisError) as e:
        skylake.analyze(block)
    assert str(e.value) == "no assembly instructions found." or e.value.kind in ("NoInstructions", "Disassembly")


@pytest.mark.parametrize("block", [None, 42, 3.5, ["nop"], {"asm": "nop"}, object()])
def test_wrong_block_type(skylake, block):
    with pytest.raises(TypeError):
        skylake.analyze(block)


def test_wrong_argument_types(skylake):
    with pytest.raises(TypeError):
        rmca.Session(1, "skylake")
    with pytest.raises(TypeError):
        rmca.Session(TRIPLE, None)
    with pytest.raises(TypeError):
        skylake.analyze("nop", iterations="many")
    with pytest.raises(ValueError):
        skylake.analyze("nop", iterations=0)
    with pytest.raises(ValueError):
        skylake.analyze("nop", iterations=-5)
    with pytest.raises(ValueError):
        skylake.analyze("nop", iterations=2**40)
    with pytest.raises(ValueError):
        skylake.analyze("nop", views=["summary", "nonsense"])
    with pytest.raises(TypeError):
        skylake.analyze("nop", views=[1, 2])
    with pytest.raises(TypeError):
        rmca.analyze_batch("nop", TRIPLE, "skylake")
    with pytest.raises(TypeError):
        rmca.analyze_batch(["nop", 7], TRIPLE, "skylake")
    with pytest.raises(TypeError):
        rmca.analyze_batch(5, TRIPLE, "skylake")
    with pytest.raises(TypeError):
        rmca.analyze_table([{"asm": "nop"}])
    with pytest.raises(TypeError):
        rmca.Report()


def test_inputs_that_hang_or_crash_llvm_mca_are_errors():
    # Intel-syntax constant division by zero: llvm-mca-22 dies of SIGFPE.
    with pytest.raises(rmca.AnalysisError):
        rmca.Session(TRIPLE, "skylake").analyze(".intel_syntax noprefix\nmov eax, [rax + 4/0]\n")
    # xsetbv on sapphirerapids: llvm-mca-22 never ends.
    with pytest.raises(rmca.AnalysisError):
        rmca.Session(TRIPLE, "sapphirerapids").analyze("xsetbv\n")


def test_errors_in_a_batch_leave_the_others_alone(skylake):
    good = "addq %rax, %rbx\nimulq %rbx, %rcx\n"
    bad = ["", "bogus", b"\xff\xff\xff", "addq %rax", ".intel_syntax noprefix\nmov eax, [rax + 4/0]\n"]
    blocks = (bad + [good]) * 50
    out = rmca.analyze_batch(blocks, TRIPLE, "skylake", threads=4)
    want = skylake.analyze(good, views="summary")
    for b, r in zip(blocks, out):
        if b is good:
            assert r == want
        else:
            assert isinstance(r, rmca.AnalysisError)
