#!/usr/bin/env bash
# Whole-process bench cases (release build), each a ratio measured in this one run,
# the two sides of every ratio interleaved round by round (the machine is shared: absolute times
# drift, the ratios are what to read). Prints:
#   - wheel --range 0...999999 vs --range 0...23, end to end (median of ROUNDS x 3 runs each);
#   - peak RSS (GNU time's maximum resident set size) of a 64-picture batch vs a 4-picture
#     batch of the same wheel (generated specs), both printed, and their ratio;
#   - the time a picture takes in a 2000-picture batch against a 250-picture one;
#   - gallery and batch docs/docs-set.json at --jobs 2 vs --jobs 1 (median of ROUNDS x 3 and
#     ROUNDS runs), and beside them the machine's ceiling: two gallery --jobs 1 processes at
#     once against one (the busy shared VM has given 1.60 to 1.87 on different runs).
# Usage: scripts/bench-process.sh [ROUNDS]   (default 3). Needs /usr/bin/time (Debian `time`).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"
bin=$(scripts/build-release.sh picker-render)
work="$(mktemp -d /tmp/bench-process-XXXXXX)"
trap 'rm -rf "$work"' EXIT
now() { date +%s.%N; }
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
elapsed() { local t0 t1; t0=$(now); "$@" >/dev/null; t1=$(now); echo "$t1 - $t0" | bc; }

# 1. A million-value range against 24 values: the same visible rows (selection 12).
declare -a big small
for r in $(seq $((rounds * 3))); do
  small+=("$(elapsed "$bin" wheel --range 0...23 --selection 12 --output "$work/small.png")")
  big+=("$(elapsed "$bin" wheel --range 0...999999 --selection 12 --output "$work/big.png")")
done
ms=$(median "${small[@]}"); mb=$(median "${big[@]}")
echo "wheel as a process (median of $((rounds * 3))):"
printf '  --range 0...23: %.1f ms   --range 0...999999: %.1f ms   ratio %.2fx (target <= 1.15)\n' \
  "$(echo "1000 * $ms" | bc -l)" "$(echo "1000 * $mb" | bc -l)" "$(echo "$mb / $ms" | bc -l)"

# A batch spec of n pictures of one wheel differing by scroll offset only: spec FILE N SCALE PADDING.
spec() {
  local n=$2 offsets
  offsets=$(seq 0 $((n - 1)) | awk -v n="$n" '{printf "%s%.6f", (NR > 1 ? ", " : ""), $1 / n}')
  cat > "$work/$1" <<JSON
{"output": "{name}-{offset}.png",
 "axes": {"scale": [$3], "content.offset": [$offsets]},
 "pictures": [{"name": "wheel", "picture": {"padding": $4, "content": {"type": "wheel", "title": "Hour",
   "range": {"from": 0, "through": 23}, "format": "%02d", "selection": "07"}}}]}
JSON
}

# 2. Peak RSS: n pictures of one wheel at @3x.
spec spec4.json 4 3 16; spec spec64.json 64 3 16
rss() { rm -rf "$work/out$1"; /usr/bin/time -f %M "$bin" batch "$work/spec$1.json" --out "$work/out$1" --jobs 2 2>&1 >/dev/null | tail -n 1; }
declare -a r4 r64
for r in $(seq "$rounds"); do r4+=("$(rss 4)"); r64+=("$(rss 64)"); done
m4=$(median "${r4[@]}"); m64=$(median "${r64[@]}")
echo "peak RSS of batch --jobs 2 (median of $rounds; $(ls "$work/out64"/*.png | wc -l) and $(ls "$work/out4"/*.png | wc -l) PNGs):"
printf '  4 pictures: %d KB   64 pictures: %d KB   ratio %.2fx (target <= 1.2)\n' "$m4" "$m64" "$(echo "$m64 / $m4" | bc -l)"

# 3. Nothing that grows with the outputs: the time a picture takes in a 2000-picture batch
# against a 250-picture one (small wheels at @1x, so the per-file work shows; a check per file
# that read the whole output folder made this 1.48x at 4000 against 500).
spec spec1x250.json 250 1 4; spec spec1x2000.json 2000 1 4
declare -a p250 p2000
for r in $(seq "$rounds"); do
  for n in 250 2000; do
    rm -rf "$work/many"
    t=$(elapsed "$bin" batch "$work/spec1x$n.json" --out "$work/many" --jobs 2)
    if [ "$n" = 250 ]; then p250+=("$(echo "$t / 250" | bc -l)"); else p2000+=("$(echo "$t / 2000" | bc -l)"); fi
  done
done
rm -rf "$work/many"
a=$(median "${p250[@]}"); b=$(median "${p2000[@]}")
echo "time a picture of a batch (--jobs 2, median of $rounds):"
printf '  250 pictures: %.2f ms   2000 pictures: %.2f ms   ratio %.2fx\n' "$(echo "1000 * $a" | bc -l)" "$(echo "1000 * $b" | bc -l)" "$(echo "$b / $a" | bc -l)"

# 4. Both cores: gallery and the documentation batch, --jobs 1 vs --jobs 2. The gallery is
# short (a third of a second), so one descheduling moves its time by a tenth: it gets three
# times the rounds, interleaved the same way.
declare -a g1 g2 b1 b2 c1 c2
for r in $(seq "$rounds"); do
  for jobs in 1 2; do
    rm -rf "$work/b"
    tb=$(elapsed "$bin" batch docs/docs-set.json --out "$work/b" --jobs "$jobs")
    if [ "$jobs" = 1 ]; then b1+=("$tb"); else b2+=("$tb"); fi
  done
  for k in 1 2 3; do
    for jobs in 1 2; do
      rm -rf "$work/g"
      tg=$(elapsed "$bin" gallery --out "$work/g" --jobs "$jobs")
      if [ "$jobs" = 1 ]; then g1+=("$tg"); else g2+=("$tg"); fi
    done
    # The machine's own ceiling, in the same rounds: two `gallery --jobs 1` at once against
    # one alone (no serial part at all; what sharing the cache and memory leaves of 2x).
    rm -rf "$work/g" "$work/h"
    c1+=("$(elapsed "$bin" gallery --out "$work/g" --jobs 1)")
    rm -rf "$work/g"
    t0=$(now); "$bin" gallery --out "$work/g" --jobs 1 >/dev/null & "$bin" gallery --out "$work/h" --jobs 1 >/dev/null; wait; t1=$(now)
    c2+=("$(echo "$t1 - $t0" | bc)")
  done
done
echo "both cores ($(nproc) cores; gallery median of $((rounds * 3)), batch median of $rounds):"
for kind in gallery batch; do
  if [ $kind = gallery ]; then a=$(median "${g1[@]}"); b=$(median "${g2[@]}"); else a=$(median "${b1[@]}"); b=$(median "${b2[@]}"); fi
  printf '  %-8s --jobs 1: %.2f s   --jobs 2: %.2f s   speed-up %.2fx (target >= 1.8)\n' "$kind" "$a" "$b" "$(echo "$a / $b" | bc -l)"
done
a=$(median "${c1[@]}"); b=$(median "${c2[@]}")
printf '  ceiling: one gallery --jobs 1: %.2f s   two at once: %.2f s   throughput %.2fx (what the machine gives this run)\n' "$a" "$b" "$(echo "2 * $a / $b" | bc -l)"

