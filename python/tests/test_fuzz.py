"""Hypothesis: bad and random inputs through the Python API give a Report,
an AnalysisError, or a TypeError/ValueError for unusable arguments, never a
crash. Short by default; RMCA_FUZZ_EXAMPLES=N runs longer (README)."""
import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rmca
from conftest import TRIPLE

EXAMPLES = int(os.environ.get("RMCA_FUZZ_EXAMPLES", "150"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None, suppress_health_check=list(HealthCheck), derandomize=EXAMPLES <= 150)

MNEMONICS = ["addq", "movq", "vaddps", "imul", "lea", "divq", "vpermd", "push", "pop", "jmp", "xsetbv", "rep movsb",
             "cmovz", "vfmadd231ps", "lock xadd", ".intel_syntax noprefix", ".att_syntax", "# LLVM-MCA-BEGIN",
             "# LLVM-MCA-END", ".byte 0x90", "nop", "call foo", "ret"]
OPERANDS = ["%rax", "%rbx", "%xmm0", "%ymm1", "%zmm31", "$1", "$-1", "(%rdi)", "8(%rsp,%rax,4)", "eax", "[rax+4/0]",
            "%cr0", "$0xffffffffffffffff", "foo", ",", "%st(1)", "%k1", "{%k1}", "1b"]

asm_line = st.builds(
    lambda m, ops: m + " " + ", ".join(ops), st.sampled_from(MNEMONICS), st.lists(st.sampled_from(OPERANDS), max_size=3)
)
asm_text = st.one_of(
    st.lists(asm_line, max_size=8).map("\n".join),
    st.text(max_size=200),
    st.text(alphabet="%$(),.#:;\n\t abcdefgqxlmov0123456789[]{}", max_size=120),
)
blocks = st.one_of(asm_text, st.binary(max_size=64))
cpus = st.sampled_from(["skylake", "znver4", "btver2", "haswell", "sapphirerapids", "x86-64", "", "nonsense", "i386"])
weird = st.one_of(st.none(), st.integers(), st.floats(), st.lists(st.integers(), max_size=3), st.dictionaries(st.text(), st.integers(), max_size=2))

OK = (rmca.AnalysisError, TypeError, ValueError)


def analyze(session, block, iterations, views):
    try:
        r = session.analyze(block, iterations=iterations, views=views)
    except OK:
        return
    assert r.iterations == iterations and r.total_cycles >= 0
    r.to_dict(), r.to_json(), r.to_text()


@FUZZ
@given(block=blocks, cpu=cpus, iterations=st.integers(-2, 300),
       views=st.one_of(st.none(), st.sampled_from(["all", "timeline", "bottleneck", "nonsense"])))
def test_analyze_never_crashes(block, cpu, iterations, views):
    try:
        session = rmca.Session(TRIPLE, cpu)
    except rmca.AnalysisError:
        return
    analyze(session, block, iterations, views)


@FUZZ
@given(items=st.lists(st.one_of(blocks, weird), max_size=12), threads=st.one_of(st.none(), st.integers(1, 3)))
def test_batch_never_crashes(items, threads):
    try:
        out = rmca.analyze_batch(items, TRIPLE, "skylake", threads=threads)
    except TypeError:
        assert any(not isinstance(i, (str, bytes)) for i in items)
        return
    except ValueError:  # a str that is not valid UTF-8 (lone surrogates)
        return
    assert len(out) == len(items)
    assert all(isinstance(r, (rmca.Report, rmca.AnalysisError)) for r in out)


def outcome(result):
    """A result as comparable data: the report's JSON, or the error's text."""
    if isinstance(result, rmca.AnalysisError):
        return ("error", str(result))
    return ("report", result.to_json())


@FUZZ
@given(items=st.lists(asm_text, min_size=2, max_size=40), threads=st.integers(1, 3))
def test_batch_equals_one_analysis_per_block(items, threads):
    # A batch parses blocks of instruction lines together (rmca's joint
    # parse); each block must still get exactly what its own analysis gives.
    try:
        out = rmca.analyze_batch(items, TRIPLE, "skylake", threads=threads)
    except ValueError:  # a str that is not valid UTF-8 (lone surrogates)
        return
    for block, got in zip(items, out):
        # A batch of one block is that block's own analysis.
        (alone,) = rmca.analyze_batch([block], TRIPLE, "skylake", threads=1)
        assert outcome(got) == outcome(alone), block


@FUZZ
@given(args=st.tuples(weird, weird, weird))
def test_wrong_types_are_exceptions(args):
    try:
        rmca.Session(*args)
    except OK:
        pass
    try:
        rmca.analyze_batch(*args)
    except OK:
        pass
