#!/usr/bin/env bash
# Benchmarks `flowc import` and `flowc check` on storyboards against `xmllint --noout`
# (libxml2 parsing the same file and doing nothing else): the largest storyboard of the
# corpus, and a synthetic one of 10,000 scenes (make_storyboard.py). Then the series that
# shows the cost is linear: storyboards of 250, 500, 1,000 and 2,000 scenes with one
# unwind per two scenes and no navigation controllers (make_storyboard.py --unwinds),
# timed for xmllint, `flowc check` and a full `flowc build` (build cache off, each run
# into output folders of its own), with each one's growth from 250 to 2,000 scenes.
#
# usage: Benchmarks/import/run.sh [RUNS]      (best of RUNS, default 5; the series takes
#                                               medians of 2 x RUNS + 1 runs, wall clock and
#                                               CPU time, since the machine may be shared)
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
  swift build -c release --static-swift-stdlib --product flowc --package-path "$root" --scratch-path "$scratch" >&2
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

# The series: medians of 2 x RUNS + 1 runs (median.py), wall clock and CPU time.
series_runs=$((2 * runs + 1))
echo
echo "unwind series: medians of $series_runs runs, milliseconds, wall clock (CPU time in"
echo "parentheses); ratio = flowc / xmllint --noout, of the wall clock (of the CPU time)"
# Writing 2 files per scene costs what the disk decides (on a shared machine, more than
# all the rest); the build is timed again into a memory file system when there is one,
# which is what flowc itself costs. Every run writes into folders of its own, and nothing
# is deleted until the script exits: on ext4 without a journal (this development machine's
# disk), a new file skips every inode freed in the last minute (six, while the inode's
# block is unwritten), so creating files just after thousands were removed is several
# times slower, and would time the previous run's removal rather than this run's work.
memory="${MEMORY_DIR:-/dev/shm}"
if [[ -d "$memory" && -w "$memory" ]]; then memory_out="$(mktemp -d "$memory/flowc-bench.XXXXXX")"; else memory_out=""; fi
trap 'rm -rf "$work" ${memory_out:+"$memory_out"}' EXIT
printf '%7s %10s %16s %16s %13s %16s %13s %16s %13s %16s\n' scenes bytes xmllint check ratio build ratio \
  "build ($memory)" ratio "cp -r of output"
declare -A series
for scenes in 250 500 1000 2000; do
  file="$work/Unwinds$scenes.storyboard"
  python3 "$here/make_storyboard.py" --unwinds "$scenes" > "$file"
  # Clean, so that the timings are of the work itself and not of printing warnings.
  if ! clean="$("$flowc" check "$file" --werror 2>&1)"; then echo "$clean" >&2; exit 1; fi
  read -r xw xc <<< "$(python3 "$here/median.py" "$series_runs" true xmllint --noout "$file")"
  read -r cw cc <<< "$(python3 "$here/median.py" "$series_runs" true "$flowc" check "$file")"
  out="$work/series-$scenes"
  read -r bw bc <<< "$(python3 "$here/median.py" "$series_runs" true \
    env FLOWC_CACHE_DIR= "$flowc" build "$file" --output "$out-build-{run}/Generated" \
    --skeletons "$out-build-{run}/Skeletons")"
  mw=0 mc=0
  if [[ -n "$memory_out" ]]; then
    read -r mw mc <<< "$(python3 "$here/median.py" "$series_runs" true \
      env FLOWC_CACHE_DIR= "$flowc" build "$file" --output "$memory_out/$scenes-{run}/Generated" \
      --skeletons "$memory_out/$scenes-{run}/Skeletons")"
  fi
  # What writing the same files costs any tool on this disk: copying one build's output.
  read -r pw pc <<< "$(python3 "$here/median.py" "$series_runs" true \
    cp -r "$out-build-0" "$out-copy-{run}")"
  series[$scenes]="$xw $xc $cw $cc $bw $bc $mw $mc"
  printf '%7s %10s %16s %16s %13s %16s %13s %16s %13s %16s\n' "$scenes" "$(wc -c < "$file" | tr -d ' ')" \
    "$xw ($xc)" "$cw ($cc)" "$(ratio "$cw" "$xw")x ($(ratio "$cc" "$xc")x)" \
    "$bw ($bc)" "$(ratio "$bw" "$xw")x ($(ratio "$bc" "$xc")x)" \
    "$mw ($mc)" "$(ratio "$mw" "$xw")x ($(ratio "$mc" "$xc")x)" "$pw ($pc)"
done
read -r xw0 xc0 cw0 cc0 bw0 bc0 mw0 mc0 <<< "${series[250]}"
read -r xw1 xc1 cw1 cc1 bw1 bc1 mw1 mc1 <<< "${series[2000]}"
echo "growth 250 -> 2,000 scenes (8x the input), wall (CPU): xmllint $(ratio "$xw1" "$xw0")x" \
  "($(ratio "$xc1" "$xc0")x), check $(ratio "$cw1" "$cw0")x ($(ratio "$cc1" "$cc0")x)," \
  "build $(ratio "$bw1" "$bw0")x ($(ratio "$bc1" "$bc0")x)," \
  "build into $memory $(ratio "$mw1" "$mw0")x ($(ratio "$mc1" "$mc0")x)"
