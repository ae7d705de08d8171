"""The package's API against llvm-mca-22: figures, views, machine code,
pickling, JSON, batches."""
import json
import pickle
import re
import subprocess
import threading

import pytest

import rmca
from conftest import TRIPLE, reference_mca, run_reference

# Blocks written for these tests (loops and straight-line code of the
# kinds compilers emit), on several CPUs.
BLOCKS = [
    ("skylake", "addq %rax, %rbx\nimulq %rbx, %rcx\n"),
    ("skylake", "vmulps %xmm0, %xmm1, %xmm2\nvaddps %xmm2, %xmm3, %xmm3\n"),
    ("skylake", "movq (%rdi,%rax,8), %rdx\naddq %rdx, %rcx\naddq $1, %rax\ncmpq %rsi, %rax\njne .L1\n"),
    ("skylake", "vmovups (%rsi), %ymm0\nvfmadd231ps (%rdx), %ymm0, %ymm1\naddq $32, %rsi\naddq $32, %rdx\ndecl %ecx\n"),
    ("haswell", "divq %rcx\nmovq %rax, (%rdi)\nleaq 8(%rdi), %rdi\n"),
    ("znver3", "popcntq %rdi, %rax\nshlq $3, %rax\norq %rax, %rsi\nxorl %edx, %edx\n"),
    ("icelake-server", "vpaddd %zmm0, %zmm1, %zmm2\nvpmulld %zmm2, %zmm3, %zmm4\nvpermd %zmm4, %zmm5, %zmm6\n"),
    ("btver2", "movl (%rsi), %eax\nmovl %eax, (%rdi)\nsubl $1, %edx\n"),
]


def ref_total_cycles(text):
    return int(re.search(r"Total Cycles:\s+(\d+)", text).group(1))


@pytest.mark.parametrize("cpu,asm", BLOCKS)
def test_report_is_llvm_mca_22s(cpu, asm):
    ref = run_reference(asm, cpu)
    assert ref.returncode == 0, ref.stderr
    report = rmca.Session(TRIPLE, cpu).analyze(asm)
    # The whole text report, byte for byte; then the typed figures.
    assert report.to_text() == ref.stdout.decode()
    text = ref.stdout.decode()
    assert report.total_cycles == ref_total_cycles(text)
    assert report.iterations == int(re.search(r"Iterations:\s+(\d+)", text).group(1))
    assert report.instructions == int(re.search(r"Instructions:\s+(\d+)", text).group(1))
    assert report.total_uops == int(re.search(r"Total uOps:\s+(\d+)", text).group(1))
    assert report.dispatch_width == int(re.search(r"Dispatch Width:\s+(\d+)", text).group(1))
    assert f"{report.ipc:.2f}" == re.search(r"IPC:\s+([\d.]+)", text).group(1)
    assert f"{report.block_rthroughput:.1f}" == re.search(r"Block RThroughput:\s+([\d.]+)", text).group(1)


@pytest.mark.parametrize("cpu,asm", BLOCKS[:4])
def test_views_are_llvm_mca_22s_json(cpu, asm):
    """Instruction info rows and resource pressure equal llvm-mca -json's."""
    ref = run_reference(asm, cpu, args=["-json"])
    doc = json.loads(ref.stdout)
    region = doc["CodeRegions"][0]
    report = rmca.Session(TRIPLE, cpu).analyze(asm)
    rows = report.instruction_info
    ref_rows = region["InstructionInfoView"]["InstructionList"]
    assert [r.text for r in rows] == region["Instructions"]
    assert [r.uops for r in rows] == [r["NumMicroOpcodes"] for r in ref_rows]
    assert [r.latency for r in rows] == [r["Latency"] for r in ref_rows]
    assert [r.rthroughput for r in rows] == [r["RThroughput"] for r in ref_rows]
    assert [r.may_load for r in rows] == [r["mayLoad"] for r in ref_rows]
    assert [r.may_store for r in rows] == [r["mayStore"] for r in ref_rows]
    assert [r.has_side_effects for r in rows] == [r["hasUnmodeledSideEffects"] for r in ref_rows]
    # Pressure per iteration, by resource unit (the JSON has it per iteration).
    resources = doc["TargetInfo"]["Resources"]
    totals = {}
    for e in region["ResourcePressureView"]["ResourcePressureInfo"]:
        if e["InstructionIndex"] >= len(region["Instructions"]):
            continue  # the totals row
        name = resources[e["ResourceIndex"]]
        totals[name] = totals.get(name, 0) + e["ResourceUsage"]
    pressure = report.resource_pressure
    for name, total in totals.items():
        assert pressure[name] == pytest.approx(total, abs=0.005), name
    assert report.to_llvm_json() == ref.stdout.decode()


def test_machine_code_gives_the_assemblys_report(skylake):
    asm = "vmulps %xmm0, %xmm1, %xmm2\nvaddps %xmm2, %xmm3, %xmm3\naddq $1, %rax\n"
    enc = subprocess.run(
        [reference_mca().replace("llvm-mca", "llvm-mc"), "-triple=" + TRIPLE, "-show-encoding"],
        input=asm.encode(), capture_output=True,
    ).stdout.decode()
    code = b"".join(
        bytes(int(x, 16) for x in re.findall(r"0x([0-9a-f]{2})", m)) for m in re.findall(r"encoding: \[(.*?)\]", enc)
    )
    assert len(code) > 8
    from_bytes = skylake.analyze(code)
    from_asm = skylake.analyze(asm)
    assert from_bytes.total_cycles == from_asm.total_cycles
    assert from_bytes.block == from_asm.block
    assert skylake.analyze(bytearray(code)).total_cycles == from_asm.total_cycles


def test_views_on_request(skylake):
    asm = BLOCKS[1][1]
    plain = skylake.analyze(asm, views=["summary"])
    assert plain.instruction_info is None and plain.resource_pressure is None
    assert plain.timeline is None and plain.bottleneck is None
    full = skylake.analyze(asm, iterations=3, views="all")
    ref = run_reference(asm, args=["-iterations=3", "-timeline", "-bottleneck-analysis"]).stdout.decode()
    tl = full.timeline
    assert len(tl) == 3 * 2
    assert tl[-1]["iteration"] == 2 and tl[-1]["index"] == 1
    assert full.bottleneck["total_cycles"] == full.total_cycles
    assert ("No resource or data dependency bottlenecks discovered" in ref) == (not full.bottleneck["found"])
    assert full.to_text() == ref


def test_to_dict_to_json_and_pickle(skylake):
    r = skylake.analyze(BLOCKS[2][1], views="all", iterations=5)
    d = r.to_dict()
    assert json.loads(r.to_json()) == d
    assert d["total_cycles"] == r.total_cycles and d["ipc"] == r.ipc
    assert [x["text"] for x in d["instruction_info"]] == r.block
    back = pickle.loads(pickle.dumps(r))
    assert back == r and back.to_dict() == d and back.to_text() == r.to_text()
    rows = r.instruction_info
    assert pickle.loads(pickle.dumps(rows)) == rows
    s = pickle.loads(pickle.dumps(skylake))
    assert (s.triple, s.cpu, s.mattr) == (skylake.triple, skylake.cpu, skylake.mattr)


def test_regions():
    asm = "# LLVM-MCA-BEGIN a\naddq %rax, %rbx\n# LLVM-MCA-END a\n# LLVM-MCA-BEGIN b\nimulq %rax, %rbx\n# LLVM-MCA-END b\n"
    ref = run_reference(asm).stdout.decode()
    r = rmca.Session(TRIPLE, "skylake").analyze(asm)
    assert [x.total_cycles for x in r.regions] == [int(c) for c in re.findall(r"Total Cycles:\s+(\d+)", ref)]
    assert [x["name"] for x in r.to_dict()["regions"]] == ["a", "b"]
    assert r.to_text() == ref


def test_mattr():
    asm = "vpaddd %zmm0, %zmm1, %zmm2\n"
    ref = subprocess.run(
        [reference_mca(), "-mtriple=" + TRIPLE, "-mcpu=haswell", "-mattr=+avx512f", "-"], input=asm.encode(),
        capture_output=True,
    )
    r = rmca.Session(TRIPLE, "haswell", "+avx512f").analyze(asm)
    assert r.total_cycles == ref_total_cycles(ref.stdout.decode())
    assert rmca.Session(TRIPLE, "haswell", "+avx512f").mattr == "+avx512f"


def test_batch_is_in_input_order_and_equals_one_by_one(skylake):
    blocks = [asm for cpu, asm in BLOCKS if cpu == "skylake"] * 25 + ["bogus %rax", b"\x0f\xff", ""]
    out = rmca.analyze_batch(blocks, TRIPLE, "skylake")
    assert len(out) == len(blocks)
    for b, r in zip(blocks, out):
        try:
            want = skylake.analyze(b, views="summary")
        except rmca.AnalysisError as e:
            assert isinstance(r, rmca.AnalysisError) and str(r) == str(e) and r.kind == e.kind
            continue
        assert r == want
    def key(rs):
        return [(type(r).__name__, str(r)) if isinstance(r, rmca.AnalysisError) else r for r in rs]

    assert [key(rmca.analyze_batch(blocks, TRIPLE, "skylake", threads=t)) for t in (1, 3)] == [key(out)] * 2
    assert out[-3].kind == "AssemblyErrors" and "invalid instruction mnemonic 'bogus'" in out[-3].diagnostics
    assert out[-1].kind == "NoInstructions"
    # A failed block's error pickles with its attributes (Dask ships them).
    e = pickle.loads(pickle.dumps(out[-3]))
    assert isinstance(e, rmca.AnalysisError) and str(e) == str(out[-3]) and e.kind == out[-3].kind


def test_batch_releases_the_gil(skylake):
    """Python threads keep running while a batch works."""
    blocks = [BLOCKS[3][1]] * 3000
    ticks = []
    done = threading.Event()

    def ticker():
        while not done.is_set():
            ticks.append(1)
            done.wait(0.001)

    t = threading.Thread(target=ticker)
    t.start()
    out = skylake.analyze_batch(blocks, threads=1)
    done.set()
    t.join()
    assert len(out) == 3000 and all(r == out[0] for r in out)
    assert len(ticks) > 5


def test_threads_share_a_session(skylake):
    blocks = [asm for cpu, asm in BLOCKS if cpu == "skylake"]
    want = [skylake.analyze(b) for b in blocks]
    results, errors = [], []

    def work(i):
        try:
            for k in range(20):
                results.append((k % len(blocks), skylake.analyze(blocks[k % len(blocks)])))
                with pytest.raises(rmca.AnalysisError):
                    skylake.analyze("not an instruction")
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert len(results) == 120
    assert all(r == want[i] for i, r in results)


REGIONS = (
    "# LLVM-MCA-BEGIN a\naddq %rax, %rbx\n# LLVM-MCA-END\n"
    "# LLVM-MCA-BEGIN b\nimulq %rcx, %rdx\n# LLVM-MCA-END\n"
    "# LLVM-MCA-BEGIN c\nvmulps %xmm0, %xmm1, %xmm2\n# LLVM-MCA-END\n"
)


def test_analyze_each_hands_on_every_region_and_can_stop():
    s = rmca.Session(TRIPLE, "skylake")
    whole = s.analyze(REGIONS)
    seen = []
    assert s.analyze_each(REGIONS, seen.append) is True
    assert [r.total_cycles for r in seen] == [r.total_cycles for r in whole.regions]
    first = []
    assert s.analyze_each(REGIONS, lambda r: first.append(r) or False) is False
    assert len(first) == 1 and first[0].total_cycles == whole.regions[0].total_cycles


def test_analyze_each_stops_on_an_exception_and_raises_it():
    s = rmca.Session(TRIPLE, "skylake")
    calls = []

    def broken(report):
        calls.append(report)
        if len(calls) == 2:
            raise OSError("disk full")

    with pytest.raises(OSError, match="disk full"):
        s.analyze_each(REGIONS, broken)
    assert len(calls) == 2
