#!/usr/bin/env bash
# Installs the two LLVMs rmca is built and tested against in CI, from
# Debian's packages when missing: LLVM 22 (the default build) and LLVM 19
# (the oldest supported): libraries, headers, the reference tools
# (llvm-mca, llvm-exegesis, FileCheck) and libclang for bindgen; and
# Chromium, which tests/html.rs runs headless on the -html pages; zlib's
# and zstd's static archives for the wheel.
set -euo pipefail
pkgs=""
for v in 22 19; do
  pkgs="$pkgs llvm-$v llvm-$v-dev llvm-$v-tools libclang-$v-dev clang-$v"
done
# The static archives of zlib and zstd, which the wheel links in
# (scripts/build-wheel.sh).
pkgs="$pkgs chromium fonts-dejavu-core zlib1g-dev libzstd-dev"
missing=0
for p in $pkgs; do
  dpkg -s "$p" >/dev/null 2>&1 || missing=1
done
if [ "$missing" = 1 ]; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update
  $SUDO apt-get install -y --no-install-recommends $pkgs
fi
