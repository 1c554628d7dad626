#!/usr/bin/env bash
# Wall clock of two builds of the mixed-script-profile driver, alternated A B A B in one
# run so that both see the same load: each round runs mixed A, mixed B, latin A, latin B,
# each `<mode> 1000 2000` (1,000 warm-up layouts, 2,000 timed), so that the two texts of a
# ratio see the same load too. Prints every time, the medians and the load average at the
# start and the end.
#
#   Benchmarks/Profiling/MixedScript/ab-compare.sh <driver A> <driver B> [rounds, default 5]
#
# Build a driver with `swift build -c release` in this folder (copy
# .build/release/mixed-script-profile aside before building the other revision).
set -euo pipefail
a=$1 b=$2 rounds=${3:-5}
echo "load at start: $(cat /proc/loadavg)"
time_of() { "$1" "$2" 1000 2000 | sed 's/.*: \([0-9.]*\) us per layout.*/\1/'; }
mixed_a=() mixed_b=() latin_a=() latin_b=()
for round in $(seq "$rounds"); do
    mixed_a+=("$(time_of "$a" mixed)")
    mixed_b+=("$(time_of "$b" mixed)")
    latin_a+=("$(time_of "$a" latin)")
    latin_b+=("$(time_of "$b" latin)")
done
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {print (NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2)}'; }
echo "mixed A: ${mixed_a[*]} us; median $(median "${mixed_a[@]}")"
echo "mixed B: ${mixed_b[*]} us; median $(median "${mixed_b[@]}")"
echo "latin A: ${latin_a[*]} us; median $(median "${latin_a[@]}")"
echo "latin B: ${latin_b[*]} us; median $(median "${latin_b[@]}")"
echo "load at end: $(cat /proc/loadavg)"
