#!/usr/bin/env bash
# build-release.sh PRODUCT: builds PRODUCT (default picker-render) for release, the one way the
# Makefile and the bench scripts do it, and prints the executable's path.
# Linked with the Swift runtime and Foundation inside (--static-swift-stdlib): the executable runs
# where no Swift toolchain is installed (a CI job that only downloads it), and a process starts
# without loading and relocating the toolchain's shared libraries. Measured on this machine,
# `perf stat -r 30`: `picker-render --help` 11.8 -> 4.0 ms, a `wheel --range 0...23` picture as a
# process 23.8 -> 16.0 ms. The price: the file is 80 MB instead of 9 MB (Foundation's ICU data).
set -euo pipefail
cd "$(dirname "$0")/.."
product="${1:-picker-render}"
# The build's own output only when it fails (callers capture the path from stdout).
log=$(mktemp); trap 'rm -f "$log"' EXIT
if ! ${SWIFT:-swift} build -c release --static-swift-stdlib --product "$product" >"$log" 2>&1; then
  cat "$log" >&2; exit 1
fi
echo "$PWD/.build/release/$product"
