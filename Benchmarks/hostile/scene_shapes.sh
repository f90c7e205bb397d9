#!/usr/bin/env bash
# Times `flowc build` (storyboard, code and SwiftUI runtimes, and the storyboard runtime
# with --ui-tests) and `flowc graph --format dot` on the shapes of make_scene_shapes.py
# at N and 4N elements in one scene, and prints each time (seconds, wall clock) with its
# growth: about 4 is linear; 16 is a list searched once per element. Then `flowc adopt`
# (planning only) on a class declaring N outlets, actions and segues of one scene.
#
# usage: Benchmarks/hostile/scene_shapes.sh [N]     (default 2000; needs python3)
# env:   FLOWC  the flowc to time (default: .build/release/flowc, built when missing)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
small="${1:-2000}"
large=$((small * 4))
flowc="${FLOWC:-$root/.build/release/flowc}"
if [[ ! -x "$flowc" ]]; then
  swift build -c release --product flowc --package-path "$root" >&2
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/flowc-scene-shapes.XXXXXX")"
trap 'rm -rf "$work"' EXIT

seconds() {  # seconds COMMAND...: wall clock of one run, output discarded
  local start end
  start=$(date +%s.%N)
  "$@" > /dev/null 2>&1 || true
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }'
}

printf '%-14s %-10s %8s %8s %7s\n' shape command "$small" "$large" growth
for shape in outlets collections actions unwindactions cells staticcells barbuttons samebar \
  samebuttons actbuttons manual unwinds delegates events; do
  for n in "$small" "$large"; do
    python3 "$here/make_scene_shapes.py" "$shape" "$n" > "$work/$shape-$n.flow"
  done
  for command in storyboard code swiftui ui-tests graph; do
    times=()
    for n in "$small" "$large"; do
      file="$work/$shape-$n.flow"
      out="$work/out-$command-$n"
      case "$command" in
        graph) times+=("$(seconds "$flowc" graph "$file" --format dot -o "$out.dot")") ;;
        ui-tests) times+=("$(seconds env FLOWC_CACHE_DIR= "$flowc" build "$file" --output "$out/G" \
          --skeletons "$out/S" --ui-tests "$out/U")") ;;
        *) times+=("$(seconds env FLOWC_CACHE_DIR= "$flowc" build "$file" --runtime "$command" \
          --output "$out/G" --skeletons "$out/S")") ;;
      esac
      rm -rf "$out" "$out.dot"
    done
    printf '%-14s %-10s %8s %8s %7s\n' "$shape" "$command" "${times[0]}" "${times[1]}" \
      "$(awk -v a="${times[0]}" -v b="${times[1]}" 'BEGIN { printf "%.1f", (a > 0 ? b / a : 0) }')"
  done
done
times=()
for n in "$small" "$large"; do
  mkdir -p "$work/app-$n"
  python3 "$here/make_scene_shapes.py" adopt "$n" "$work/app-$n/Big.swift" > "$work/adopt-$n.flow"
  times+=("$(seconds "$flowc" adopt "$work/adopt-$n.flow" --sources "$work/app-$n")")
done
printf '%-14s %-10s %8s %8s %7s\n' "class" adopt "${times[0]}" "${times[1]}" \
  "$(awk -v a="${times[0]}" -v b="${times[1]}" 'BEGIN { printf "%.1f", (a > 0 ? b / a : 0) }')"
