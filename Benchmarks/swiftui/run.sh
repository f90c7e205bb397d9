#!/usr/bin/env bash
# Benchmarks the SwiftUI runtime's build on flows of growing size (make_flow.py), against
# xmllint --noout on the same files, taking turns: the growth from one size to the next
# should follow the flow's (issue 38: linear in the input).
#
# Usage: Benchmarks/swiftui/run.sh [RUNS]        (default 3; sizes 1,000 to 8,000 scenes)
#
# Environment: FLOWC_BENCH_SCRATCH, the SwiftPM scratch path of the release build.
set -euo pipefail
runs="${1:-3}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
scratch="${FLOWC_BENCH_SCRATCH:-${TMPDIR:-/tmp}/flowc-bench-build}"
work="$(mktemp -d "${TMPDIR:-/tmp}/flowc-bench-swiftui.XXXXXX")"
trap 'rm -rf "$work"' EXIT
echo "Building flowc (release, scratch path $scratch)..." >&2
swift build -c release --static-swift-stdlib --package-path "$root" --scratch-path "$scratch" --product flowc >&2
flowc="$(swift build -c release --static-swift-stdlib --package-path "$root" --scratch-path "$scratch" --show-bin-path)/flowc"
export FLOWC_CACHE_DIR="$work/cache"

# Median milliseconds of `runs` runs of a command (wall clock). Each build writes into a
# folder of its own, deleted only at exit: on ext4, creating files just after deleting
# thousands costs two to four times the system time (Benchmarks/README.md).
median_ms() {
  local times=() i start end
  for ((i = 0; i < runs; i++)); do
    out="$work/out-$scenes-$i"
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    times+=($(((end - start) / 1000000)))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'
}

# One build of the current flow into the current run's folder.
build_once() { "$flowc" build "$flow" --output "$out/Generated" --skeletons "$out/Skeletons"; }

printf '%8s %10s %10s %10s %8s\n' scenes bytes xmllint build ratio
for scenes in 1000 2000 4000 8000; do
  flow="$work/Grown$scenes.flow"
  python3 "$here/make_flow.py" "$scenes" "$flow"
  "$flowc" check "$flow" >&2
  xmllint_ms=$(median_ms xmllint --noout "$flow")
  build_ms=$(median_ms build_once)
  awk -v s="$scenes" -v b="$(wc -c <"$flow")" -v x="$xmllint_ms" -v f="$build_ms" \
    'BEGIN { printf "%8d %10d %10d %10d %7.1fx\n", s, b, x, f, f / (x > 0 ? x : 1) }'
done
