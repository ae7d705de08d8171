#!/usr/bin/env python3
"""BHive-style basic blocks through rmca on a Dask cluster.

Each partition of a Dask DataFrame goes through ``rmca.analyze_table`` (one
``analyze_batch`` per partition and CPU: all the worker's cores, no GIL);
Dask only moves partitions. The result is the input with rmca's summary
columns (total_cycles, ipc, block_rthroughput, ..., error).

    # on this machine (a LocalCluster with 2 worker processes)
    python dask_bhive.py blocks.csv --out cycles.parquet
    # on a running cluster
    python dask_bhive.py blocks.csv --scheduler tcp://scheduler:8786 --out cycles.parquet

Input: BHive's CSV (``hex,throughput`` per line, no header), a CSV with a
header naming ``hex`` or ``asm`` (and optionally ``mcpu``), or JSON lines
with ``asm`` or ``hex`` (rmca-batch's input). Every worker needs
``pip install ./python`` from the rmca checkout (the same build).
"""
import argparse
import json
import sys

import pandas as pd

import rmca


def load_blocks(path):
    """A pandas DataFrame of blocks from BHive's CSV, a CSV with a header,
    or JSON lines."""
    if path.endswith(".jsonl") or path.endswith(".json"):
        with open(path) as f:
            rows = [json.loads(line) for line in f if line.strip()]
        return pd.DataFrame(rows)
    with open(path) as f:
        first = f.readline()
    if "hex" in first.split(",") or "asm" in first.split(","):
        return pd.read_csv(path)
    return pd.read_csv(path, names=["hex", "throughput"], dtype={"hex": str})


def analyze_partition(part, triple, cpu, mattr, iterations, threads):
    """One partition on one worker: the summary columns added."""
    return rmca.analyze_table(part, triple=triple, cpu=cpu, mattr=mattr, iterations=iterations, threads=threads)


def analyze_on_dask(df, client, triple="x86_64-unknown-linux-gnu", cpu="skylake", mattr="", iterations=100,
                    partitions=None, threads=None):
    """The table analysed partition by partition on the cluster behind
    ``client``, gathered back as one pandas DataFrame in the input's order."""
    import dask.dataframe as dd

    nparts = partitions or max(1, len(client.scheduler_info()["workers"]) * 4)
    ddf = dd.from_pandas(df, npartitions=min(nparts, max(1, len(df))), sort=False)
    meta = analyze_partition(df.iloc[:0], triple, cpu, mattr, iterations, threads)
    out = ddf.map_partitions(analyze_partition, triple, cpu, mattr, iterations, threads, meta=meta)
    return client.compute(out).result()


def analyze_locally(df, triple="x86_64-unknown-linux-gnu", cpu="skylake", mattr="", iterations=100, threads=None):
    """The same analysis in this process (what the cluster's result must equal)."""
    return analyze_partition(df, triple, cpu, mattr, iterations, threads)


def analyze_on_ray(df, triple="x86_64-unknown-linux-gnu", cpu="skylake", mattr="", iterations=100):
    """Ray Data alternative: ``map_batches`` with an actor class, so each
    actor keeps its Session (rmca's session cache) for all its batches."""
    import ray.data

    class Analyzer:
        def __init__(self):
            self.session = rmca.Session(triple, cpu, mattr)

        def __call__(self, batch):
            return rmca.analyze_table(batch, triple=triple, cpu=cpu, mattr=mattr, iterations=iterations)

    ds = ray.data.from_pandas(df)
    return ds.map_batches(Analyzer, batch_format="pandas", concurrency=2).to_pandas()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("input")
    ap.add_argument("--scheduler", help="address of a running Dask scheduler (default: a LocalCluster)")
    ap.add_argument("--workers", type=int, default=2, help="LocalCluster worker processes")
    ap.add_argument("--triple", default="x86_64-unknown-linux-gnu")
    ap.add_argument("--cpu", default="skylake")
    ap.add_argument("--mattr", default="")
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--partitions", type=int)
    ap.add_argument("--out", help="write .parquet or .csv (default: a summary on stdout)")
    a = ap.parse_args(argv)

    from dask.distributed import Client, LocalCluster

    df = load_blocks(a.input)
    if a.scheduler:
        client = Client(a.scheduler)
        cluster = None
    else:
        cluster = LocalCluster(n_workers=a.workers, threads_per_worker=1, processes=True, dashboard_address=None)
        client = Client(cluster)
    try:
        result = analyze_on_dask(df, client, a.triple, a.cpu, a.mattr, a.iterations, a.partitions)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    if a.out and a.out.endswith(".parquet"):
        result.to_parquet(a.out)
    elif a.out:
        result.to_csv(a.out, index=False)
    failed = result["error"].notna().sum()
    print(f"{len(result)} blocks, {failed} failed, mean total cycles {result['total_cycles'].mean():.1f}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
