#!/usr/bin/env bash
# Stands in for hiera-run in the profile and refine tests: two "GPUs", and a
# candidate per behaviour, named after it: one that succeeds (on the GPU its
# worker was given), one whose result is wrong, one that aborts, one that
# hangs, one that exits without results; or times from HIERA_FAKE_TIMES.
# Like hiera-run, one worker measures every variant it is given, and one of
# them aborting, hanging or exiting takes the whole worker with it; one
# named slow* is timed once, as hiera-run times a candidate whose calls
# take its whole timing budget. Variants come named with their task
# (TASK/NAME), as the profiler names them; a worker may have several tasks.
variants=""
for arg in "$@"; do
  case "$arg" in
    --count-devices)
      # HIERA_FAKE_PROBES names a file that gets a line per probe.
      [ -n "${HIERA_FAKE_PROBES:-}" ] && echo probe >> "$HIERA_FAKE_PROBES"
      echo 2; exit 0 ;;
    --variant=*) variants="${arg#--variant=}" ;;
  esac
done
IFS=, read -ra names <<< "$variants"
for qualified in "${names[@]}"; do
  case "${qualified#*/}" in
    aborts) echo "candidate: illegal memory access" >&2; kill -ABRT $$ ;;
    hangs) sleep 60 ;;
    exits) echo "hiera-run: cannot load the module" >&2; exit 1 ;;
  esac
done
result() {
  printf '{"task": "%s", "variant": "%s", "correct": %s, "error": "%s", "median_us": %s, "p20_us": %s, "p80_us": %s, "relative_error": %s%s}' \
    "$task" "$1" "$2" "$3" "$4" "$4" "$4" "$5" "${6:+, \"runs\": $6}"
}
results=""
for qualified in "${names[@]}"; do
  task="${qualified%%/*}"; name="${qualified#*/}"
  # Recorded times, a line per variant: NAME MEDIAN_US CORRECT.
  line=""
  [ -n "${HIERA_FAKE_TIMES:-}" ] && line=$(grep "^$name " "$HIERA_FAKE_TIMES" || true)
  if [ -n "$line" ]; then
    set -- $line
    one=$(result "$name" "$3" "" "$2" 0)
  else
    case "$name" in
      good*) one=$(result "$name" true "" "$((10 + CUDA_VISIBLE_DEVICES)).5" 1e-7) ;;
      wrong) one=$(result "$name" false "" 5.0 0.5) ;;
      # Too slow for every repeat: timed once.
      slow*) one=$(result "$name" true "" 2400000.0 1e-7 1) ;;
      *) continue ;;
    esac
  fi
  results="${results:+$results, }$one"
  # Each candidate measured leaves a line where the tests can count them.
  [ -n "${HIERA_FAKE_RUNNER_LOG:-}" ] && echo "$task/$name" >> "$HIERA_FAKE_RUNNER_LOG"
done
printf '{"repeats": 20, "results": [%s]}\n' "$results"
