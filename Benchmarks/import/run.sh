#!/usr/bin/env bash
# Benchmarks `flowc import` and `flowc check` on storyboards against `xmllint --noout`
# (libxml2 parsing the same file and doing nothing else): the largest storyboard of the
# corpus, and a synthetic one of 10,000 scenes (make_storyboard.py). Then the series that
# shows the cost is linear: storyboards of 250, 500, 1,000 and 2,000 scenes with one
# unwind per two scenes and no navigation controllers (make_storyboard.py --unwinds),
# timed for xmllint, `flowc check` and a full `flowc build` (build cache off, output
# folders removed before each run), with each one's growth from 250 to 2,000 scenes.
#
# usage: Benchmarks/import/run.sh [RUNS]      (best of RUNS, default 5; the series takes
#                                               the median of 2 x RUNS + 1 runs, since the
#                                               machine may be shared)
# env:   FLOWC_SHARED_DIR (the shared folder; default ../shared beside the package)
#        SCRATCH (build folder; default /tmp/flowc-bench-import)
#        FLOWC (a release flowc already built: time it instead of building one)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
runs="${1:-5}"
scratch="${SCRATCH:-/tmp/flowc-bench-import}"
shared="${FLOWC_SHARED_DIR:-$root/../shared}"
work="$(mktemp -d "${TMPDIR:-/tmp}/flowc-bench-import.XXXXXX")"
trap 'rm -rf "$work"' EXIT

if [[ -n "${FLOWC:-}" ]]; then
  flowc="$FLOWC"
else
  echo "building flowc (release, scratch $scratch)..." >&2
  swift build -c release --product flowc --package-path "$root" --scratch-path "$scratch" >&2
  flowc="$scratch/release/flowc"
fi

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

# median_ms PREPARE COMMAND...: the median of `series_runs` runs, in milliseconds, running
# PREPARE (untimed, through bash) before each.
series_runs=$((2 * runs + 1))
median_ms() {
  local prepare="$1" start end
  shift
  local times=()
  for _ in $(seq "$series_runs"); do
    bash -c "$prepare"
    start="$(now_ns)"
    "$@" > /dev/null 2>&1 || true
    end="$(now_ns)"
    times+=($(( (end - start) / 1000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END { printf "%.1f", t[int((NR + 1) / 2)] / 1000 }'
}

echo
echo "unwind series: median of $series_runs runs, milliseconds; ratio = flowc time / xmllint --noout time"
printf '%7s %10s %10s %10s %7s %10s %7s\n' scenes bytes xmllint check ratio build ratio
declare -A series
for scenes in 250 500 1000 2000; do
  file="$work/Unwinds$scenes.storyboard"
  python3 "$here/make_storyboard.py" --unwinds "$scenes" > "$file"
  # Clean, so that the timings are of the work itself and not of printing warnings.
  "$flowc" check "$file" --werror > /dev/null
  out="$work/series-out"
  xml="$(median_ms true xmllint --noout "$file")"
  check="$(median_ms true "$flowc" check "$file")"
  build="$(median_ms "rm -rf '$out'" env FLOWC_CACHE_DIR= "$flowc" build "$file" \
    --output "$out/Generated" --skeletons "$out/Skeletons")"
  series[$scenes]="$xml $check $build"
  printf '%7s %10s %10s %10s %7s %10s %7s\n' "$scenes" "$(wc -c < "$file" | tr -d ' ')" "$xml" \
    "$check" "$(ratio "$check" "$xml")" "$build" "$(ratio "$build" "$xml")"
done
read -r x0 c0 b0 <<< "${series[250]}"
read -r x1 c1 b1 <<< "${series[2000]}"
echo "growth 250 -> 2,000 scenes (8x the input): xmllint $(ratio "$x1" "$x0")x," \
  "check $(ratio "$c1" "$c0")x, build $(ratio "$b1" "$b0")x"
