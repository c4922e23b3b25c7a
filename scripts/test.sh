#!/usr/bin/env bash
# Builds everything and runs every test: lit + FileCheck and the unit tests.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

status=0
"$root/scripts/build.sh" check-hiera 2>&1 | tee "$log" || status=$?
passed=$(sed -n 's/^ *Passed: *\([0-9]*\).*/\1/p' "$log" | tail -1)
failed=$(sed -n 's/^ *Failed: *\([0-9]*\).*/\1/p' "$log" | tail -1)
echo "${passed:-0} passed, ${failed:-0} failed"
exit "$status"
