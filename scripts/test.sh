#!/usr/bin/env bash
# Builds everything and runs every test: lit + FileCheck and the unit tests.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/build.sh" check-hiera
