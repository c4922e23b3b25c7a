#!/usr/bin/env bash
# Builds everything and runs every test: lit + FileCheck and the unit tests,
# then again under the sanitizers, with the fuzzers (scripts/sanitize.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

status=0
"$root/scripts/build.sh" check-hiera 2>&1 | tee "$log" || status=$?
# lit's summary, e.g. "  Passed     : 33 (94.29%)", as one plain line.
count() { sed -n "s/^ *$1 *: *\([0-9]*\).*/\1/p" "$log" | tail -1; }
passed=$(count Passed)
failed=$(count Failed)
skipped=$(count Unsupported)
echo "${passed:-0} passed, ${failed:-0} failed, ${skipped:-0} skipped"
# The same tests under AddressSanitizer and UndefinedBehaviorSanitizer, and
# the fuzz targets from their corpora.
"$root/scripts/sanitize.sh" || status=1
exit "$status"
