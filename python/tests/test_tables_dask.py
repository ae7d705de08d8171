"""analyze_table on pandas and pyarrow, and the Dask example: the
distributed results equal the local ones."""
import os
import sys

import pandas as pd
import pyarrow as pa
import pytest

import rmca
from conftest import TRIPLE

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "examples"))

ASM = [
    "addq %rax, %rbx\nimulq %rbx, %rcx",
    "vmulps %xmm0, %xmm1, %xmm2\nvaddps %xmm2, %xmm3, %xmm3",
    "bogus %rax",
    "movq (%rdi,%rax,8), %rdx\naddq %rdx, %rcx\naddq $1, %rax",
]
HEX = ["4801d8", "480fafcb", "zz", "", "c5f459d0"]


def expected(blocks, cpu="skylake"):
    return rmca.analyze_batch(blocks, TRIPLE, cpu)


def check_rows(rows, results):
    for row, r in zip(rows, results):
        if isinstance(r, rmca.AnalysisError):
            assert row["error"] == str(r)
            assert row["total_cycles"] is None or pd.isna(row["total_cycles"])
        else:
            assert row["error"] is None or (not isinstance(row["error"], str) and pd.isna(row["error"]))
            for k in ("iterations", "instructions", "total_cycles", "total_uops", "dispatch_width"):
                assert row[k] == getattr(r, k)
            assert row["ipc"] == r.ipc and row["block_rthroughput"] == r.block_rthroughput


def test_pandas_asm_with_mcpu():
    cpus = ["skylake", "znver3", "skylake", "haswell"]
    df = pd.DataFrame({"id": range(4), "asm": ASM, "mcpu": cpus})
    out = rmca.analyze_table(df, TRIPLE, "skylake")
    assert list(out.columns) == ["id", "asm", "mcpu"] + list(rmca.SUMMARY_COLUMNS)
    assert list(out["id"]) == [0, 1, 2, 3]
    want = [expected([a], c)[0] for a, c in zip(ASM, cpus)]
    check_rows(out.to_dict("records"), want)
    assert "error" in out and out["error"][2].startswith("Assembly input parsing had errors")


def test_pyarrow_hex():
    t = pa.table({"hex": HEX, "label": [1.0, 2.0, 3.0, 4.0, 5.0]})
    out = rmca.analyze_table(t, TRIPLE, "skylake", iterations=50)
    assert out.column_names == ["hex", "label"] + list(rmca.SUMMARY_COLUMNS)
    rows = out.to_pylist()
    assert rows[2]["error"].startswith("not hexadecimal machine code")
    assert rows[3]["error"] == "no assembly instructions found."
    ok = [0, 1, 4]
    want = rmca.analyze_batch([bytes.fromhex(HEX[i]) for i in ok], TRIPLE, "skylake", iterations=50)
    check_rows([rows[i] for i in ok], want)
    assert rows[0]["iterations"] == 50


def test_table_without_a_block_column():
    with pytest.raises(ValueError):
        rmca.analyze_table(pd.DataFrame({"x": [1]}))


def test_dask_localcluster_equals_local():
    from dask.distributed import Client, LocalCluster

    import dask_bhive

    blocks = [
        "addq %rax, %rbx\nimulq %rbx, %rcx",
        "vmovups (%rsi), %ymm0\nvfmadd231ps (%rdx), %ymm0, %ymm1\naddq $32, %rsi",
        "divq %rcx\nmovq %rax, (%rdi)",
        "not an instruction",
        "popcntq %rdi, %rax\nshlq $3, %rax\norq %rax, %rsi",
    ] * 40
    df = pd.DataFrame({"id": range(len(blocks)), "asm": blocks})
    local = dask_bhive.analyze_locally(df)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with Client(cluster) as client:
            assert len(client.scheduler_info()["workers"]) == 2
            distributed = dask_bhive.analyze_on_dask(df, client, partitions=6)
    pd.testing.assert_frame_equal(distributed.reset_index(drop=True), local.reset_index(drop=True), check_dtype=False)
    assert distributed["total_cycles"].tolist() == local["total_cycles"].tolist()
    assert distributed["error"].fillna("").tolist() == local["error"].fillna("").tolist()
    assert local["error"].notna().sum() == 40
