#!/usr/bin/env bash
# Stands in for hiera-run in the profile and refine tests: two "GPUs", and a
# candidate per behaviour, named after it: one that succeeds (on the GPU its
# worker was given), one whose result is wrong, one that aborts, one that
# hangs, one that exits without results; or times from HIERA_FAKE_TIMES.
task=""; variant=""
for arg in "$@"; do
  case "$arg" in
    --count-devices) echo 2; exit 0 ;;
    --task=*) task="${arg#--task=}" ;;
    --variant=*) variant="${arg#--variant=}" ;;
  esac
done
# Each measurement leaves a line where the tests can count them.
[ -n "${HIERA_FAKE_RUNNER_LOG:-}" ] && [ -n "$variant" ] && echo "$task/$variant" >> "$HIERA_FAKE_RUNNER_LOG"
result() {
  printf '{"repeats": 20, "results": [{"task": "%s", "variant": "%s", "correct": %s, "error": "%s", "median_us": %s, "p20_us": %s, "p80_us": %s, "relative_error": %s}]}\n' \
    "$task" "$variant" "$1" "$2" "$3" "$3" "$3" "$4"
}
# Recorded times, a line per variant: NAME MEDIAN_US CORRECT.
if [ -n "${HIERA_FAKE_TIMES:-}" ]; then
  line=$(grep "^$variant " "$HIERA_FAKE_TIMES" || true)
  if [ -n "$line" ]; then
    set -- $line
    result "$3" "" "$2" 0
    exit 0
  fi
fi
case "$variant" in
  good*) result true "" "$((10 + CUDA_VISIBLE_DEVICES)).5" 1e-7 ;;
  wrong) result false "" 5.0 0.5 ;;
  aborts) echo "candidate: illegal memory access" >&2; kill -ABRT $$ ;;
  hangs) sleep 60 ;;
  exits) echo "hiera-run: cannot load the module" >&2; exit 1 ;;
esac
