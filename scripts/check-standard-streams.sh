#!/usr/bin/env bash
# Checks that every write to standard output and standard error goes through PickerRenderFiles'
# StandardStream (Sources/PickerRenderFiles/StandardStream.swift), which writes all of the bytes
# with write(2) and throws when they are lost, and that no `try!` is left anywhere in Sources/.
# Why: Swift's print buffers in C stdio, which loses a failed write at exit with status 0 (a
# schema sent to /dev/full), and FileHandle.standardOutput.write traps on a closed pipe or a full
# disk, as a `try!` does on any error: each was a crash or a silent loss of the tool's output.
# A `try!` that cannot fail is a precondition with its reason (do/catch + preconditionFailure).
# Matched in Swift: print( debugPrint( dump( standardOutput standardError STDOUT_FILENO
# STDERR_FILENO fputs( fputc( fwrite( puts( putchar( printf( fprintf( vfprintf( dprintf( perror(
# try!; in C: the same stdio calls and the names stdout and stderr. What is matched is code: the
# part of a line after `//` is not read, so a comment may name these. Every use found is printed
# as `FILE:LINE: TEXT`, then the script exits 1.
# Usage: scripts/check-standard-streams.sh [PACKAGE_DIR]   (default: this repository)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
pkg="$(cd "${1:-$here}" && pwd)"
own=Sources/PickerRenderFiles/StandardStream.swift

# A call counts when neither an identifier character nor a `.` (a method of another type) is
# right before it; a name, when no identifier character touches it on either side.
calls='print|debugPrint|dump|fputs|fputc|fwrite|puts|putchar|printf|fprintf|vfprintf|dprintf|perror'
call="(^|[^A-Za-z0-9_.])($calls)[[:space:]]*\\("
swift="$call|(^|[^A-Za-z0-9_])(standardOutput|standardError|STDOUT_FILENO|STDERR_FILENO)([^A-Za-z0-9_]|\$)|try!"
c="$call|(^|[^A-Za-z0-9_])(stdout|stderr)([^A-Za-z0-9_]|\$)"

scan() { # regex, find's -name arguments
  local re="$1"; shift
  (cd "$pkg" && find Sources -type f \( "$@" \) ! -path "$own" -print0 | sort -z \
     | xargs -0 -r awk -v re="$re" '{ code = $0; sub(/\/\/.*/, "", code); if (code ~ re) printf "%s:%d: %s\n", FILENAME, FNR, $0 }')
}
found="$(scan "$swift" -name '*.swift'; scan "$c" -name '*.c' -o -name '*.h')"

if [ -n "$found" ]; then
  printf '%s\n' "$found"
  echo "check-standard-streams: $(wc -l <<<"$found") write(s) to a standard stream or try! outside $own" >&2
  exit 1
fi
echo "check-standard-streams: Sources/ writes standard output and error through StandardStream only, with no try!"
