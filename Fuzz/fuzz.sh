#!/usr/bin/env bash
# Builds the libFuzzer targets (AddressSanitizer on) and runs each for a given time.
#
#   Fuzz/fuzz.sh [SECONDS] [TARGET...]     TARGET: flow storyboard mustache config (default: all)
#
# Targets run one after another, each on one core (-jobs=1 is libFuzzer's default). New
# inputs go to Fuzz/.work/<target>/corpus, crashes, hangs and sanitizer reports to
# Fuzz/.work/<target>/findings; a finding makes the script exit 1. A finding, once fixed,
# belongs in Fuzz/Regressions/<target>/, which .ci/run replays (Fuzz/README.md).
set -euo pipefail
cd "$(dirname "$0")"

seconds="${1:-600}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(flow storyboard mustache config)

# gold cannot link libFuzzer (it fails with an internal error); lld ships with the toolchain.
flags=(-c release --scratch-path .build/fuzz
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld)

executable() {
  case "$1" in
    flow) echo FlowFrontEndFuzzer ;;
    storyboard) echo StoryboardRoundTripFuzzer ;;
    mustache) echo MustacheFuzzer ;;
    config) echo ConfigFuzzer ;;
    *) echo "fuzz.sh: unknown target '$1' (flow, storyboard, mustache, config)" >&2; exit 2 ;;
  esac
}

# Seeds beyond Fuzz/Corpus and Fuzz/Regressions: the repository's own inputs.
seeds() {
  local dirs=("Corpus/$1" "Regressions/$1")
  case "$1" in
    flow) dirs+=(../Flows ../Tests/Fixtures/Storyboards) ;;
    storyboard) dirs+=(../Tests/Fixtures/Storyboards ../../shared/storyboards) ;;
    mustache) dirs+=(../Templates) ;;
  esac
  for dir in "${dirs[@]}"; do [ -d "$dir" ] && echo "$dir"; done
}

for target in "${targets[@]}"; do
  swift build "${flags[@]}" --product "$(executable "$target")"
done
bin="$(swift build "${flags[@]}" --show-bin-path)"

# The Swift backtracer hangs on sanitizer crashes; LeakSanitizer misses pointers kept in
# the spare bits of Swift enums, so it reports leaks that are not there.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"

status=0
for target in "${targets[@]}"; do
  work=".work/$target"
  mkdir -p "$work/corpus" "$work/findings"
  echo "fuzz.sh: $target for ${seconds}s"
  # shellcheck disable=SC2046
  if ! nice -n 10 "$bin/$(executable "$target")" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
    -dict="Dictionaries/$target.dict" -artifact_prefix="$work/findings/" \
    "$work/corpus" $(seeds "$target") 2>"$work/log"; then
    status=1
  fi
  tail -n 12 "$work/log"
  if compgen -G "$work/findings/*" >/dev/null; then
    echo "fuzz.sh: $target found $(ls "$work/findings" | wc -l) input(s) in $work/findings"
    status=1
  fi
done
exit $status
