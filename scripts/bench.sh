#!/usr/bin/env bash
# Builds rmca (release) and times it against the installed llvm-mca on the
# workloads of scripts/bench-workloads.tsv (inputs from this repository).
#   scripts/bench.sh [--repeat N] [--only REGEX] [--ref /path/to/llvm-mca]
# With --shared, runs ../shared/tools/mca-bench (the shared corpus workloads)
# instead, when that tool exists.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --bin rmca >&2
ours="${CARGO_TARGET_DIR:-target}/release/rmca"
if [ "${1:-}" = "--shared" ]; then
  shift
  exec ../shared/tools/mca-bench --ours "$ours" "$@"
fi
exec python3 scripts/bench.py --ours "$ours" "$@"
