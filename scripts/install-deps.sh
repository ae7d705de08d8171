#!/usr/bin/env bash
# Installs LLVM 22 (libraries, headers, llvm-mca-22 as the reference, and
# libclang for bindgen) from Debian's packages when it is missing.
set -euo pipefail
pkgs="llvm-22 llvm-22-dev llvm-22-tools libclang-22-dev clang-22"
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
