#!/usr/bin/env bash
# Benchmarks `flowc build` on a large generated flow and compares it with what any tool
# must spend on the same work: parsing the XML (xmllint) and writing the same bytes (cp).
#
# Usage: Benchmarks/build/run.sh [SCENES]        (default 10000)
#
# Environment:
#   FLOWC_BENCH_SCRATCH  SwiftPM scratch path for the release build (default: a folder of
#                        its own under the system temporary folder, apart from .build)
#   FLOWC_BENCH_WORK     where the flow and the outputs go (default: a fresh temporary
#                        folder, removed afterwards)
#   FLOWC_BENCH_RUNS     timed runs per measurement (default 5)
#
# Targets: a full build within 5x of (xmllint + cp), a no-op rebuild under 1/5 of a full
# build that writes no file. Uses hyperfine when installed, else a loop of `date` stamps.
set -euo pipefail

scenes="${1:-10000}"
runs="${FLOWC_BENCH_RUNS:-5}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
scratch="${FLOWC_BENCH_SCRATCH:-${TMPDIR:-/tmp}/flowc-bench-build}"
if [[ -n "${FLOWC_BENCH_WORK:-}" ]]; then
  work="$FLOWC_BENCH_WORK"
  mkdir -p "$work"
else
  work="$(mktemp -d "${TMPDIR:-/tmp}/flowc-bench.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
fi

echo "Building flowc (release, scratch path $scratch)..." >&2
swift build -c release --static-swift-stdlib --package-path "$root" --scratch-path "$scratch" --product flowc >&2
flowc="$(swift build -c release --static-swift-stdlib --package-path "$root" --scratch-path "$scratch" --show-bin-path)/flowc"

flow="$work/Big.flow"
python3 "$here/../make_flow.py" "$scenes" "$flow"
out="$work/out"
copy="$work/copy"
# The benchmark measures flowc, not its cache folder in the user's home.
export FLOWC_CACHE_DIR="$work/cache"

build=("$flowc" build "$flow" --output "$out/Generated" --skeletons "$out/Skeletons")

echo "Checking that the flow is clean..." >&2
"$flowc" check "$flow" --werror >&2

# Milliseconds of the mean of `runs` runs of a command, after an optional preparation.
# Prints the number only.
measure() {
  local prepare="$1"
  shift
  if command -v hyperfine >/dev/null 2>&1; then
    local json="$work/hyperfine.json"
    hyperfine --style none --runs "$runs" --warmup 1 --prepare "$prepare" \
      --export-json "$json" -- "$(printf '%q ' "$@")" >/dev/null 2>&1
    python3 -c 'import json,sys; print(round(json.load(open(sys.argv[1]))["results"][0]["mean"]*1000))' "$json"
  else
    local total=0 i start end
    for ((i = 0; i < runs; i++)); do
      bash -c "$prepare"
      start=$(date +%s%N)
      "$@" >/dev/null 2>&1
      end=$(date +%s%N)
      total=$((total + (end - start) / 1000000))
    done
    echo $((total / runs))
  fi
}

echo "Timing (each the mean of $runs runs)..." >&2
full_ms=$(measure "rm -rf '$out' '$FLOWC_CACHE_DIR'" "${build[@]}")
rm -rf "$out" "$FLOWC_CACHE_DIR"
full_summary="$("${build[@]}" 2>&1 >/dev/null | tail -1)"
noop_ms=$(measure "true" "${build[@]}")
noop_summary="$("${build[@]}" 2>&1 >/dev/null | tail -1)"
nocache_ms=$(FLOWC_CACHE_DIR= measure "true" "${build[@]}")
nocache_summary="$(FLOWC_CACHE_DIR= "${build[@]}" 2>&1 >/dev/null | tail -1)"
xmllint_ms=$(measure "true" xmllint --noout "$flow")
# Rendering alone: a dry run into an empty folder renders every file and writes none;
# what it costs beyond a check is the templates' work (and the comparison with disk).
check_ms=$(measure "true" "$flowc" check "$flow")
dry_ms=$(FLOWC_CACHE_DIR= measure "true" "$flowc" build "$flow" --output "$work/empty/Generated" --skeletons "$work/empty/Skeletons" --dry-run)
copy_ms=$(measure "rm -rf '$copy'" cp -r "$out" "$copy")

files=$(find "$out" -type f | wc -l | tr -d ' ')
output_bytes=$(find "$out" -type f -printf '%s\n' | awk '{s += $1} END {print s}')
render_ms=$((dry_ms > check_ms ? dry_ms - check_ms : 1))
bytes=$(du -sk "$out" | cut -f1)
flow_kb=$(($(wc -c <"$flow") / 1024))
baseline=$((xmllint_ms + copy_ms))

verdict() { if [[ "$1" == 1 ]]; then echo "met"; else echo "MISSED"; fi; }
full_ok=$((full_ms <= 5 * baseline ? 1 : 0))
noop_ok=$((noop_ms * 5 < full_ms ? 1 : 0))
written=$(sed -E 's/^wrote ([0-9]+) file.*/\1/' <<<"$noop_summary")

printf '\nflowc build: %s scenes, flow %s KiB, %s files (%s KiB) generated\n\n' \
  "$scenes" "$flow_kb" "$files" "$bytes"
printf '%-36s %10s  %s\n' "measurement" "ms" "flowc's summary"
printf '%-36s %10s  %s\n' "------------------------------------" "----------" "---------------"
printf '%-36s %10s  %s\n' "flowc build, from scratch" "$full_ms" "$full_summary"
printf '%-36s %10s  %s\n' "flowc build, nothing changed" "$noop_ms" "$noop_summary"
printf '%-36s %10s  %s\n' "  ... with the build cache off" "$nocache_ms" "$nocache_summary"
printf '%-36s %10s\n' "xmllint --noout (parse only)" "$xmllint_ms"
printf '%-36s %10s\n' "cp -r of the output (write only)" "$copy_ms"
printf '%-36s %10s\n' "flowc check (read + check only)" "$check_ms"
printf '%-36s %10s\n' "flowc build --dry-run (no writes)" "$dry_ms"
printf '\n'
printf 'full build / (xmllint + cp) = %s / %s ms: target <= 5x: %s\n' \
  "$full_ms" "$baseline" "$(verdict $full_ok)"
printf 'no-op / full = %s / %s ms: target < 1/5: %s; files written by the no-op: %s\n' \
  "$noop_ms" "$full_ms" "$(verdict $noop_ok)" "$written"
awk -v b="$output_bytes" -v ms="$render_ms" 'BEGIN {
  printf "rendering (dry run - check) = %d ms for %.1f MB of Swift: %.0f MB/s\n", ms, b / 1e6, b / 1e6 / (ms / 1000)
}'
