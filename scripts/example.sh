#!/usr/bin/env bash
# Installs what is missing, builds rmca and analyses the bundled example.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cargo build --release --bin rmca
target/release/rmca -mtriple=x86_64-unknown-unknown -mcpu=skylake -iterations=100 examples/dot-product.s
