#!/usr/bin/env bash
# Wall clock of two builds of the mixed-script-profile driver, alternated A B A B in one
# run so that both see the same load: for each mode (mixed, latin) and round, A then B,
# each `<mode> 1000 2000` (1,000 warm-up layouts, 2,000 timed). Prints every time, the
# medians and the load average at the start and the end.
#
#   Benchmarks/Profiling/MixedScript/ab-compare.sh <driver A> <driver B> [rounds, default 5]
#
# Build a driver with `swift build -c release` in this folder (copy
# .build/release/mixed-script-profile aside before building the other revision).
set -euo pipefail
a=$1 b=$2 rounds=${3:-5}
echo "load at start: $(cat /proc/loadavg)"
for mode in mixed latin; do
    times_a=() times_b=()
    for round in $(seq "$rounds"); do
        times_a+=("$("$a" "$mode" 1000 2000 | sed 's/.*: \([0-9.]*\) us per layout.*/\1/')")
        times_b+=("$("$b" "$mode" 1000 2000 | sed 's/.*: \([0-9.]*\) us per layout.*/\1/')")
    done
    median() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {print (NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2)}'; }
    echo "$mode A: ${times_a[*]} us; median $(median "${times_a[@]}")"
    echo "$mode B: ${times_b[*]} us; median $(median "${times_b[@]}")"
done
echo "load at end: $(cat /proc/loadavg)"
