#!/usr/bin/env bash
# Benchmarks `flowc import` and `flowc check` on storyboards against `xmllint --noout`
# (libxml2 parsing the same file and doing nothing else): the largest storyboard of the
# corpus, and a synthetic one of 10,000 scenes (make_storyboard.py).
#
# usage: Benchmarks/import/run.sh [RUNS]      (best of RUNS, default 5)
# env:   FLOWC_SHARED_DIR (the shared folder; default ../shared beside the package)
#        SCRATCH (build folder; default /tmp/flowc-bench-import)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
runs="${1:-5}"
scratch="${SCRATCH:-/tmp/flowc-bench-import}"
shared="${FLOWC_SHARED_DIR:-$root/../shared}"
work="$(mktemp -d "${TMPDIR:-/tmp}/flowc-bench-import.XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "building flowc (release, scratch $scratch)..." >&2
swift build -c release --product flowc --package-path "$root" --scratch-path "$scratch" >&2
flowc="$scratch/release/flowc"

# The largest storyboard of the corpus, by size.
largest="$(ls -S "$shared"/storyboards/*.storyboard | head -n 1)"
synthetic="$work/Synthetic10000.storyboard"
python3 "$here/make_storyboard.py" 10000 > "$synthetic"

now_ns() { date +%s%N; }

# best_ms COMMAND...: the fastest of $runs runs, in milliseconds (output discarded).
best_ms() {
  local best="" start end elapsed
  for _ in $(seq "$runs"); do
    start="$(now_ns)"
    "$@" > /dev/null 2>&1 || true
    end="$(now_ns)"
    elapsed=$(( (end - start) / 1000 ))
    if [[ -z "$best" || "$elapsed" -lt "$best" ]]; then best="$elapsed"; fi
  done
  awk -v us="$best" 'BEGIN { printf "%.1f", us / 1000 }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (b > 0 ? a / b : 0) }'; }

report() {
  local label="$1" file="$2"
  local bytes scenes xml import check
  bytes="$(wc -c < "$file" | tr -d ' ')"
  scenes="$(grep -c '<scene ' "$file" || true)"
  xml="$(best_ms xmllint --noout "$file")"
  import="$(best_ms "$flowc" import "$file" -o "$work/out.flow")"
  check="$(best_ms "$flowc" check "$file")"
  printf '%-32s %10s %7s %12s %12s %8s %12s %8s\n' "$label" "$bytes" "$scenes" "$xml" \
    "$import" "$(ratio "$import" "$xml")" "$check" "$(ratio "$check" "$xml")"
}

# The imported flow must check without errors, or the timings mean nothing.
"$flowc" import "$synthetic" -o "$work/synthetic.flow" 2> "$work/import.log"
"$flowc" check "$work/synthetic.flow" 2> "$work/check.log"

echo "best of $runs runs, milliseconds; ratio = flowc time / xmllint --noout time"
printf '%-32s %10s %7s %12s %12s %8s %12s %8s\n' file bytes scenes xmllint import ratio check ratio
report "$(basename "$largest" | cut -c1-32)" "$largest"
report "Synthetic10000.storyboard" "$synthetic"
