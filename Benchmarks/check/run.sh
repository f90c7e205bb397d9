#!/usr/bin/env bash
# Benchmark of `flowc check` (release build) against libxml2's parse alone
# (`xmllint --noout`) on synthetic flows of 100, 1,000 and 10,000 scenes: medians of
# RUNS runs each, wall clock.
# Usage: Benchmarks/check/run.sh [RUNS]   (needs python3 and xmllint: libxml2-utils)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-10}
scratch=${FLOWC_BENCH_SCRATCH:-.build-bench}
swift build -c release --static-swift-stdlib --product flowc --scratch-path "$scratch" >/dev/null
flowc="$scratch/release/flowc"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# flowc and xmllint take turns (interleave.py), so that each ratio is of one moment of
# the machine: on this 2-core VM the speed of a core moves by 10-20% from one minute to
# the next, and a ratio of two series timed one after the other moved with it.
printf '%-8s %-10s %-12s %-14s %-8s\n' scenes bytes "check ms" "xmllint ms" ratio
for scenes in 100 1000 10000; do
  flow="$work/bench-$scenes.flow"
  python3 Benchmarks/make_flow.py "$scenes" "$flow"
  if ! "$flowc" check "$flow" 2>/dev/null; then echo "generated flow does not check clean" >&2; exit 1; fi
  bytes=$(wc -c <"$flow")
  # interleave.py prints "LABEL WALL CPU PEAK" per command: medians in ms.
  times=$(python3 Benchmarks/storyboard/interleave.py "$runs" check "$flowc check $flow" \
    xmllint "xmllint --noout $flow")
  check=$(awk '$1 == "check" {print $2}' <<<"$times")
  xml=$(awk '$1 == "xmllint" {print $2}' <<<"$times")
  ratio=$(awk -v a="$check" -v b="$xml" 'BEGIN {printf "%.2f", a/b}')
  printf '%-8s %-10s %-12s %-14s %-8s\n' "$(grep -c '<scene ' "$flow")" "$bytes" "$check" "$xml" "$ratio"
done
