#!/usr/bin/env bash
# The -html benchmark (issue 19's bar): a 10,000-instruction x86 region
# (a fixed pseudo-random mix of ALU, multiply, load, store, LEA and SSE
# instructions over ten registers) simulated for 100 iterations.
#   scripts/lab/bench-html.sh [RMCA] [--repeat N]
# Prints rmca's run time without and with -html (best of N; the page's
# timeline holds 10 iterations by default, all 100 with
# -timeline-max-iterations=100), the pages' sizes, and the time headless
# chromium's page script takes to build the all-iterations page
# (`data-rmca-render-ms`, measured by the page itself) within a 5 s
# virtual-time budget. Also times the compiled real code of
# crates/rmca-tools/tests/inputs/realworld with and without -html.
set -euo pipefail
cd "$(dirname "$0")/../.."
rmca="${1:-target/fastdev/rmca}"
repeat=3
[ "${2:-}" = "--repeat" ] && repeat="$3"
[ -x "$rmca" ] || cargo build --profile fastdev --bin rmca >&2
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work/big.s" <<'EOF'
import random, sys
random.seed(19)
regs = ["%rax", "%rbx", "%rcx", "%rdx", "%rsi", "%rdi", "%r8", "%r9", "%r10", "%r11"]
xmm = ["%%xmm%d" % i for i in range(12)]
out = ["# LLVM-MCA-BEGIN big"]
for _ in range(10000):
    k = random.randrange(10)
    a, b = random.sample(regs, 2)
    x, y, z = random.sample(xmm, 3)
    out.append([
        f"addq {a}, {b}", f"addq {a}, {b}", f"addq {a}, {b}", f"imulq {a}, {b}",
        f"movq {8 * random.randrange(16)}(%rsp), {a}", f"movq {a}, {8 * random.randrange(16)}(%rsp)",
        f"vaddps {x}, {y}, {z}", f"vmulps {x}, {y}, {z}", f"leaq 8({a},{b}), {a}", f"shlq $3, {a}",
    ][k])
out.append("# LLVM-MCA-END")
open(sys.argv[1], "w").write("\n".join(out) + "\n")
EOF

best() {  # best wall time in seconds of N runs of "$@"
  local b=""
  for _ in $(seq "$repeat"); do
    local s e
    s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N)
    b=$(python3 -c "import sys; t=$e-$s; b='$b'; print(min(t, float(b)) if b else t)")
  done
  printf '%.3f' "$b"
}

args=(-mtriple=x86_64-unknown-unknown -mcpu=skylake "$work/big.s")
plain=$(best "$rmca" "${args[@]}")
noff=$(RMCA_FAST_FORWARD=off best "$rmca" "${args[@]}")
html10=$(best "$rmca" "${args[@]}" "-html=$work/big10.html")
plain100=$(best "$rmca" "${args[@]}" -timeline-max-iterations=100)
html=$(best "$rmca" "${args[@]}" -timeline-max-iterations=100 "-html=$work/big.html")
size=$(stat -c %s "$work/big.html")
size10=$(stat -c %s "$work/big10.html")
echo "10,000 instructions x 100 iterations (skylake):"
echo "  rmca                       ${plain} s"
echo "  rmca, no fast-forward      ${noff} s"
echo "  rmca -html                 ${html10} s   (page: $((size10 / 1024)) KiB, the default 2 iterations)"
echo "  rmca -timeline-max-iterations=100: ${plain100} s, with -html ${html} s (page: $((size / 1024 / 1024)) MiB, every iteration)"

browser="${RMCA_CHROMIUM:-chromium}"
if command -v "$browser" >/dev/null; then
  s=$(date +%s.%N)
  timeout 300 "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$work/profile" --virtual-time-budget=5000 --dump-dom \
    "file://$work/big.html" >"$work/dom.html" 2>/dev/null
  e=$(date +%s.%N)
  body=$(grep -o '<body[^>]*>' "$work/dom.html" | head -1)
  echo "  chromium: ${body}"
  python3 -c "print('  chromium wall time (start, load, 5 s virtual budget, dump): %.2f s' % ($e - $s))"
fi

echo "compiled real code (-timeline -bottleneck-analysis), best of $repeat:"
for f in x86_skl_infback:skylake x86_lnl_blowfish_bcrypt:lunarlake x86_spr_zstd_lazy:sapphirerapids; do
  file="crates/rmca-tools/tests/inputs/realworld/${f%%:*}.s"
  a=(-mtriple=x86_64-unknown-unknown "-mcpu=${f##*:}" -timeline -bottleneck-analysis "$file")
  p=$(best "$rmca" "${a[@]}")
  h=$(best "$rmca" "${a[@]}" "-html=$work/r.html")
  echo "  ${f%%:*}: ${p} s, with -html ${h} s"
done
