#!/usr/bin/env bash
# Benchmark of `flowc check` (release build) against libxml2's parse alone
# (`xmllint --noout`) on synthetic flows of 100, 1,000 and 10,000 scenes.
# Usage: Benchmarks/check/run.sh [RUNS]   (needs python3 and xmllint: libxml2-utils)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-10}
scratch=${FLOWC_BENCH_SCRATCH:-.build-bench}
swift build -c release --static-swift-stdlib --product flowc --scratch-path "$scratch" >/dev/null
flowc="$scratch/release/flowc"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Median wall time of a command over $runs runs, in milliseconds.
median_ms() {
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    times+=($(((end - start) / 1000)))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]/1000}'
}

printf '%-8s %-10s %-12s %-14s %-8s\n' scenes bytes "check ms" "xmllint ms" ratio
for scenes in 100 1000 10000; do
  flow="$work/bench-$scenes.flow"
  python3 Benchmarks/make_flow.py "$scenes" "$flow"
  if ! "$flowc" check "$flow" 2>/dev/null; then echo "generated flow does not check clean" >&2; exit 1; fi
  bytes=$(wc -c <"$flow")
  check=$(median_ms "$flowc" check "$flow")
  xml=$(median_ms xmllint --noout "$flow")
  ratio=$(awk -v a="$check" -v b="$xml" 'BEGIN {printf "%.2f", a/b}')
  printf '%-8s %-10s %-12s %-14s %-8s\n' "$(grep -c '<scene ' "$flow")" "$bytes" "$check" "$xml" "$ratio"
done
