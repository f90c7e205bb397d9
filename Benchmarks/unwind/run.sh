#!/usr/bin/env bash
# Benchmarks the unwind analysis on the graph shapes that made it super-linear (issue 38),
# against libxml2 parsing the same file and doing nothing else (`xmllint --noout`):
#
#   all-beneath  the import benchmark's series (make_storyboard.py --all-beneath): a cycle
#                of presentations, half the unwinds to one scene far back;
#   ring         a ring of `show` segues outside any navigation controller, every even
#                scene also presenting the scene seven ahead, every odd scene unwinding to
#                a selector of its own (make_shapes.py --ring, a storyboard);
#   tabs         a tab bar of N tabs, each tab's scene unwinding to the next tab's action
#                (make_shapes.py --tabs, a flow);
#
# at 250, 2,000, 5,000 and 10,000 scenes (tabs). xmllint, `flowc check` and a full
# `flowc build` (build cache off, each run into folders of its own, in memory when
# /dev/shm is there) take turns (interleave.py), RUNS rounds, medians of the wall clock
# (CPU time in parentheses). Targets: check within 4x xmllint and build within 12x at every
# size; check's growth from 250 to 10,000 within 1.5x of xmllint's.
#
# `copy` is `cp -r` of one build's output (made once before the rounds) taking turns with
# the others: what writing the same files costs with no parsing, checking or generating,
# the floor any build of these files stands on; `build/copy` is the build's ratio to it.
#
# usage: Benchmarks/unwind/run.sh [RUNS]      (default 5; needs python3 and xmllint)
# env:   FLOWC  a release flowc already built (default: .build/release/flowc, built when
#               missing with `swift build -c release --product flowc`)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
runs="${1:-5}"
flowc="${FLOWC:-$root/.build/release/flowc}"
if [[ ! -x "$flowc" ]]; then
  swift build -c release --product flowc --package-path "$root" >&2
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/flowc-bench-unwind.XXXXXX")"
memory="${MEMORY_DIR:-/dev/shm}"
if [[ -d "$memory" && -w "$memory" ]]; then out_root="$(mktemp -d "$memory/flowc-bench-unwind.XXXXXX")"; else out_root="$work"; fi
trap 'rm -rf "$work" "$out_root"' EXIT

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }

generate() {  # generate SHAPE SCENES FILE
  case "$1" in
    all-beneath) python3 "$here/../import/make_storyboard.py" --all-beneath "$2" > "$3" ;;
    ring) python3 "$here/make_shapes.py" --ring "$2" > "$3" ;;
    tabs) python3 "$here/make_shapes.py" --tabs "$2" > "$3" ;;
  esac
}

echo "medians of $runs rounds, milliseconds, wall clock (CPU time); ratio = flowc / xmllint --noout, wall (CPU)"
printf '%-12s %7s %10s %16s %16s %15s %16s %15s %16s %10s\n' shape scenes bytes xmllint check ratio build ratio copy build/copy
for shape in all-beneath ring tabs; do
  declare -A first=()
  for scenes in 250 2000 5000 10000; do
    extension=$([[ "$shape" == tabs ]] && echo flow || echo storyboard)
    file="$work/$shape-$scenes.$extension"
    generate "$shape" "$scenes" "$file"
    # No errors, or the timings would be of stopping early.
    if ! "$flowc" check "$file" > /dev/null 2> "$work/check.log"; then
      tail -5 "$work/check.log" >&2
      exit 1
    fi
    out="$out_root/$shape-$scenes"
    env FLOWC_CACHE_DIR= "$flowc" build "$file" --output "$out/reference/Generated" \
      --skeletons "$out/reference/Skeletons" > /dev/null 2>&1
    times="$(python3 "$here/../storyboard/interleave.py" "$runs" \
      xmllint "xmllint --noout $file" \
      check "$flowc check $file" \
      build "env FLOWC_CACHE_DIR= $flowc build $file --output $out/{run}/Generated --skeletons $out/{run}/Skeletons" \
      copy "cp -r $out/reference $out/copy{run}")"
    rm -rf "$out"
    read -r xw xc < <(awk '$1 == "xmllint" {print $2, $3}' <<< "$times")
    read -r cw cc < <(awk '$1 == "check" {print $2, $3}' <<< "$times")
    read -r bw bc < <(awk '$1 == "build" {print $2, $3}' <<< "$times")
    read -r pw pc < <(awk '$1 == "copy" {print $2, $3}' <<< "$times")
    printf '%-12s %7s %10s %16s %16s %15s %16s %15s %16s %10s\n' "$shape" "$scenes" "$(wc -c < "$file" | tr -d ' ')" \
      "$xw ($xc)" "$cw ($cc)" "$(ratio "$cw" "$xw")x ($(ratio "$cc" "$xc")x)" \
      "$bw ($bc)" "$(ratio "$bw" "$xw")x ($(ratio "$bc" "$xc")x)" \
      "$pw ($pc)" "$(ratio "$bw" "$pw")x"
    if [[ "$scenes" == 250 ]]; then first=([x]="$xw" [c]="$cw"); fi
    if [[ "$scenes" == 10000 ]]; then
      xg="$(ratio "$xw" "${first[x]}")"
      cg="$(ratio "$cw" "${first[c]}")"
      echo "  growth 250 -> 10,000 (wall): xmllint ${xg}x, check ${cg}x, check's / xmllint's $(ratio "$cg" "$xg")"
    fi
  done
done
