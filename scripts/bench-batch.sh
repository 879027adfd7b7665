#!/usr/bin/env bash
# Times `picker-render batch docs/docs-set.json` (release build) with --jobs 1, with --jobs 2,
# and a re-run with nothing changed, and prints each as a ratio measured in the same run (this
# machine is shared: absolute times drift, ratios are what to read). Each figure is the median
# of ROUNDS runs (default 3), the three kinds interleaved.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"
bin=$(scripts/build-release.sh picker-render)
work="$(mktemp -d /tmp/bench-batch-XXXXXX)"
trap 'rm -rf "$work"' EXIT
now() { date +%s.%N; }
declare -a j1 j2 rerun
for r in $(seq "$rounds"); do
  for jobs in 1 2; do
    rm -rf "$work/set"
    t0=$(now); "$bin" batch docs/docs-set.json --out "$work/set" --jobs "$jobs" >/dev/null; t1=$(now)
    if [ "$jobs" = 1 ]; then j1+=("$(echo "$t1 - $t0" | bc)"); else j2+=("$(echo "$t1 - $t0" | bc)"); fi
  done
  t0=$(now); "$bin" batch docs/docs-set.json --out "$work/set" --jobs 2 >/dev/null; t1=$(now)
  rerun+=("$(echo "$t1 - $t0" | bc)")
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
m1=$(median "${j1[@]}"); m2=$(median "${j2[@]}"); mr=$(median "${rerun[@]}")
count=$(ls "$work/set"/*.png | wc -l)
echo "batch docs/docs-set.json ($count PNGs, $(nproc) cores, median of $rounds):"
printf '  --jobs 1: %.2f s   --jobs 2: %.2f s   speed-up %.2fx\n' "$m1" "$m2" "$(echo "$m1 / $m2" | bc -l)"
printf '  re-run with nothing changed: %.3f s = %.1f %% of the first run (--jobs 2)\n' "$mr" "$(echo "100 * $mr / $m2" | bc -l)"
