#!/usr/bin/env bash
# check-build-warnings.sh: builds the package and its tests and fails when the compiler warned
# about any file of this repository (Sources/ or Tests/). A user who adds PickerRender to a
# package builds these sources from scratch, and every warning is printed in their build.
# Only files compiled in this build are seen: on CI's clean clone that is every file; in a
# checkout that was built before, only what changed since (run it after `rm -rf .build`, or
# with SCRATCH=DIR for a build folder of its own, to see all of them).
# Usage: scripts/check-build-warnings.sh   (SWIFT, SCRATCH from the environment)
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
args=(build --build-tests)
[ -n "${SCRATCH:-}" ] && args+=(--scratch-path "$SCRATCH")
if ! "${SWIFT:-swift}" "${args[@]}" > "$log" 2>&1; then
  tail -40 "$log"
  echo "check-build-warnings: the build failed" >&2
  exit 1
fi
found=$(grep -E "^($repo/)?(Sources|Tests)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sed "s|^$repo/||" | sort -u)
if [ -n "$found" ]; then
  echo "$found"
  echo "check-build-warnings: $(echo "$found" | wc -l) warning(s) in this repository's sources; a user's build would print them" >&2
  exit 1
fi
echo "check-build-warnings: no warning in the files this build compiled"
