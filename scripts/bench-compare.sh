#!/usr/bin/env bash
# bench-compare.sh: times `picker-render compare` against ImageMagick's `compare -metric AE` on
# the same pairs of full-screen @3x demo renders (1206 x 2622), in one run, same machine.
#   pair "light-vs-dark": the wheel demo light vs dark (every pixel differs: the slow path)
#   pair "block":         the light demo vs a copy with a 20 x 20 block changed (typical failure)
# Usage: scripts/bench-compare.sh [RUNS]   (default 15). Uses hyperfine when installed (and
# installs it with ImageMagick from Debian when missing and apt-get is usable), else a loop.
set -euo pipefail
RUNS=${1:-15}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
need=()
command -v compare >/dev/null || need+=(imagemagick)
command -v hyperfine >/dev/null || need+=(hyperfine)
if [ ${#need[@]} -gt 0 ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null || true
fi
command -v compare >/dev/null || { echo "ImageMagick's compare is required" >&2; exit 3; }

BIN=$("$ROOT/scripts/build-release.sh" picker-render)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$BIN" gallery --out "$WORK" --scale 3 >/dev/null
A="$WORK/wheel-demo-light.png"; B="$WORK/wheel-demo-dark.png"; C="$WORK/block.png"
# The light render with a 20 x 20 block painted over (ImageMagick writes it).
convert "$A" -fill '#ff00ff' -draw 'rectangle 500,1200 519,1219' "$C"

echo "picker-render $("$BIN" compare "$A" "$B" --json | tr -d '\n')"
echo "ImageMagick AE light-vs-dark: $(compare -metric AE "$A" "$B" null: 2>&1 || true)"
echo "ImageMagick AE block: $(compare -metric AE "$A" "$C" null: 2>&1 || true)"
echo "machine: $(nproc) CPUs, $(uname -m); $(compare -version | head -1)"

for pair in "light-vs-dark $A $B" "block $A $C"; do
  set -- $pair
  name=$1; x=$2; y=$3
  echo "== $name =="
  if command -v hyperfine >/dev/null; then
    hyperfine -N --warmup 2 --runs "$RUNS" -i \
      -n "picker-render compare" "$BIN compare $x $y" \
      -n "magick compare -metric AE" "compare -metric AE $x $y null:"
  else
    for cmd in "$BIN compare $x $y" "compare -metric AE $x $y null:"; do
      best=999999; total=0
      for _ in $(seq "$RUNS"); do
        t0=$(date +%s%N); $cmd >/dev/null 2>&1 || true; t1=$(date +%s%N)
        ms=$(( (t1 - t0) / 1000000 )); total=$((total + ms)); [ $ms -lt $best ] && best=$ms
      done
      echo "$cmd: mean $((total / RUNS)) ms, min $best ms over $RUNS runs"
    done
  fi
done
