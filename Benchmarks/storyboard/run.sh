#!/usr/bin/env bash
# The storyboard series: storyboards where every scene can be beneath every other (the
# worst case for finding where an unwind returns), from make_storyboard.py --all-beneath:
# two segues per scene, one presenting the next scene round a cycle and one unwinding,
# half of the unwinds to the first scene. For each size, `xmllint --noout`, `flowc check`
# and a full `flowc build` (cache off, into empty folders) take turns (interleave.py), so
# that the ratios are of one moment of the machine; the table gives medians, wall clock
# and CPU time, and the peak memory of flowc. The load average before and after is printed:
# on a busy machine the wall clock means little, the ratios a little more.
#
# usage: Benchmarks/storyboard/run.sh [RUNS]          (runs per command and size; default 7)
# env:   FLOWC (a release flowc already built: time it instead of building one)
#        SCRATCH (build folder; default /tmp/flowc-bench-storyboard)
#        SIZES (scene counts; default "250 2000 5000 10000")
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
runs="${1:-7}"
sizes="${SIZES:-250 2000 5000 10000}"
scratch="${SCRATCH:-/tmp/flowc-bench-storyboard}"
# Nothing is deleted until the script exits: see Benchmarks/import/run.sh on ext4.
work="$(mktemp -d "${TMPDIR:-/tmp}/flowc-bench-storyboard.XXXXXX")"
trap 'rm -rf "$work"' EXIT

if [[ -n "${FLOWC:-}" ]]; then
  flowc="$FLOWC"
else
  echo "building flowc (release, scratch $scratch)..." >&2
  swift build -c release --static-swift-stdlib --product flowc --package-path "$root" --scratch-path "$scratch" >&2
  flowc="$scratch/release/flowc"
fi

# The reference, from issue 28: SwiftGen 6.6.3 (built from source, which this machine
# cannot do: no outside packages) timed on storyboards of these sizes with `xmllint
# --noout` beside it in paired runs, medians, milliseconds. That machine and its load are
# not this one's, so SwiftGen is compared through xmllint: flowc's ratio to xmllint here
# over SwiftGen's ratio to xmllint there.
declare -A swiftgen=([250]=109 [2000]=802 [5000]=2149)
declare -A swiftgen_xmllint=([250]=11 [2000]=69 [5000]=165)

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"
echo "medians of $runs runs each, taking turns; milliseconds, wall clock (CPU time);"
echo "ratio = flowc / xmllint --noout; peak = the largest resident memory of a run, MB"
printf '%7s %11s %16s %18s %13s %20s %13s %11s %11s %9s\n' scenes bytes xmllint check ratio \
  build ratio "check peak" "build peak" "check/SwiftGen scenes"
declare -A series
for scenes in $sizes; do
  file="$work/AllBeneath$scenes.storyboard"
  python3 "$root/Benchmarks/import/make_storyboard.py" --all-beneath "$scenes" > "$file"
  # Clean, so that the timings are of the work itself and not of printing warnings.
  if ! clean="$("$flowc" check "$file" --werror 2>&1)"; then echo "$clean" >&2; exit 1; fi
  out="$work/build-$scenes"
  results="$(python3 "$here/interleave.py" "$runs" \
    xmllint "xmllint --noout $file" \
    check "$flowc check $file" \
    build "env FLOWC_CACHE_DIR= $flowc build $file --output $out-{run}/Generated --skeletons $out-{run}/Skeletons")"
  read -r _ xw xc _ <<< "$(grep '^xmllint ' <<< "$results")"
  read -r _ cw cc cm <<< "$(grep '^check ' <<< "$results")"
  read -r _ bw bc bm <<< "$(grep '^build ' <<< "$results")"
  series[$scenes]="$xw $xc $cw $cc $bw $bc"
  reference="${swiftgen[$scenes]:-}"
  printf '%7s %11s %16s %18s %13s %20s %13s %11s %11s %9s\n' "$scenes" "$(wc -c < "$file" | tr -d ' ')" \
    "$xw ($xc)" "$cw ($cc)" "$(ratio "$cw" "$xw")x ($(ratio "$cc" "$xc")x)" \
    "$bw ($bc)" "$(ratio "$bw" "$xw")x ($(ratio "$bc" "$xc")x)" "$cm" "$bm" \
    "${reference:+$(ratio "$(ratio "$cw" "$xw")" "$(ratio "$reference" "${swiftgen_xmllint[$scenes]}")")x}"
done
first="${sizes%% *}" last="${sizes##* }"
if [[ "$first" != "$last" ]]; then
  read -r xw0 xc0 cw0 cc0 bw0 bc0 <<< "${series[$first]}"
  read -r xw1 xc1 cw1 cc1 bw1 bc1 <<< "${series[$last]}"
  echo "growth $first -> $last scenes, wall (CPU): xmllint $(ratio "$xw1" "$xw0")x ($(ratio "$xc1" "$xc0")x)," \
    "check $(ratio "$cw1" "$cw0")x ($(ratio "$cc1" "$cc0")x), build $(ratio "$bw1" "$bw0")x ($(ratio "$bc1" "$bc0")x);" \
    "check's growth / xmllint's: $(ratio "$(ratio "$cw1" "$cw0")" "$(ratio "$xw1" "$xw0")")x" \
    "($(ratio "$(ratio "$cc1" "$cc0")" "$(ratio "$xc1" "$xc0")")x)"
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
