"""llvm-mca as a Python library.

rmca rebuilds llvm-mca in Rust on LLVM's MC layer; this package calls it
in-process: no temporary files, no subprocess, no parsing of text.

    >>> import rmca
    >>> s = rmca.Session("x86_64-unknown-linux-gnu", "skylake")
    >>> r = s.analyze("addq %rax, %rbx\\nimulq %rbx, %rcx")
    >>> r.total_cycles, r.ipc
    >>> rmca.analyze_batch(blocks, "x86_64-unknown-linux-gnu", "skylake")  # all cores, no GIL

- ``Session(triple, cpu, mattr="")``: a target ready to analyse (thread-safe).
- ``Session.analyze(block, iterations=100, views=None) -> Report``: ``str`` is
  assembly, ``bytes`` machine code.
- ``analyze_batch(blocks, triple, cpu, mattr="", iterations=100, threads=None)``:
  a list of ``Report`` or ``AnalysisError`` (returned, not raised), in input order.
- ``analyze_table(table, triple, cpu, ...)``: a pandas DataFrame or pyarrow
  Table with an ``asm`` or ``hex`` column (and optionally ``mcpu``), returned
  with the summary columns added.
- ``AnalysisError``: llvm-mca's message as ``str(e)``, plus ``e.kind`` and
  ``e.diagnostics``.
"""

from ._rmca import (  # noqa: F401
    AnalysisError,
    InstructionInfo,
    Report,
    Session,
    analyze_batch,
    llvm_version,
)

__all__ = [
    "AnalysisError",
    "InstructionInfo",
    "Report",
    "Session",
    "analyze_batch",
    "analyze_table",
    "SUMMARY_COLUMNS",
    "llvm_version",
]

#: The columns analyze_table adds (``error`` is None for rows that were analysed).
SUMMARY_COLUMNS = (
    "iterations",
    "instructions",
    "total_cycles",
    "total_uops",
    "dispatch_width",
    "ipc",
    "block_rthroughput",
    "error",
)


def _blocks_of(table_columns, n):
    """The blocks of a table's rows: (blocks, errors) where a row whose hex
    does not parse has None as block and its message as error."""
    if "asm" in table_columns:
        col = table_columns["asm"]
        return [a if isinstance(a, str) else None for a in col], [
            None if isinstance(a, str) else "the asm cell is not a string" for a in col
        ]
    if "hex" in table_columns:
        blocks, errors = [], []
        for h in table_columns["hex"]:
            try:
                blocks.append(bytes.fromhex(h))
                errors.append(None)
            except (TypeError, ValueError) as e:
                blocks.append(None)
                errors.append(f"not hexadecimal machine code: {e}")
        return blocks, errors
    raise ValueError("the table needs an 'asm' column (assembly) or a 'hex' column (machine code)")


def _summary_rows(table_columns, n, triple, cpu, mattr, iterations, threads):
    blocks, errors = _blocks_of(table_columns, n)
    cpus = table_columns.get("mcpu")
    if cpus is None:
        cpus = [cpu] * n
    else:
        cpus = [c if isinstance(c, str) and c else cpu for c in cpus]
    out = {c: [None] * n for c in SUMMARY_COLUMNS}
    by_cpu = {}
    for i, (b, c) in enumerate(zip(blocks, cpus)):
        if b is None:
            out["error"][i] = errors[i]
        else:
            by_cpu.setdefault(c, []).append(i)
    for c, rows in by_cpu.items():
        try:
            results = analyze_batch([blocks[i] for i in rows], triple, c, mattr, iterations, threads)
        except AnalysisError as e:  # the CPU itself
            results = [e] * len(rows)
        for i, r in zip(rows, results):
            if isinstance(r, AnalysisError):
                out["error"][i] = str(r)
                continue
            for k in SUMMARY_COLUMNS[:-1]:
                out[k][i] = getattr(r, k)
    return out


def analyze_table(table, triple="x86_64-unknown-linux-gnu", cpu="skylake", mattr="", iterations=100, threads=None):
    """Analyses every row of a pandas DataFrame or pyarrow Table.

    The table has an ``asm`` column (assembly text) or a ``hex`` column
    (machine code in hexadecimal, as BHive has it), and optionally an
    ``mcpu`` column that overrides ``cpu`` row by row. Returns the same kind
    of table: the input's columns plus SUMMARY_COLUMNS (iterations,
    instructions, total_cycles, total_uops, dispatch_width, ipc,
    block_rthroughput, and error: llvm-mca's message for a row that could
    not be analysed, whose other summary columns are then null).
    """
    mod = type(table).__module__
    if mod.startswith("pyarrow"):
        import pyarrow as pa

        cols = {name: table.column(name).to_pylist() for name in ("asm", "hex", "mcpu") if name in table.column_names}
        out = _summary_rows(cols, table.num_rows, triple, cpu, mattr, iterations, threads)
        types = {
            "iterations": pa.int64(), "instructions": pa.int64(), "total_cycles": pa.int64(),
            "total_uops": pa.int64(), "dispatch_width": pa.int64(), "ipc": pa.float64(),
            "block_rthroughput": pa.float64(), "error": pa.string(),
        }
        for k in SUMMARY_COLUMNS:
            if k in table.column_names:
                table = table.drop_columns([k])
            table = table.append_column(k, pa.array(out[k], type=types[k]))
        return table
    if mod.startswith("pandas"):
        import pandas as pd

        cols = {name: table[name].tolist() for name in ("asm", "hex", "mcpu") if name in table.columns}
        out = _summary_rows(cols, len(table), triple, cpu, mattr, iterations, threads)
        result = table.copy()
        for k in SUMMARY_COLUMNS:
            if k in ("ipc", "block_rthroughput"):
                result[k] = pd.array(out[k], dtype="Float64")
            elif k == "error":
                result[k] = pd.Series(out[k], index=table.index, dtype=object)
            else:
                result[k] = pd.array(out[k], dtype="Int64")
        return result
    raise TypeError(f"analyze_table takes a pandas DataFrame or a pyarrow Table, not {type(table).__name__}")
