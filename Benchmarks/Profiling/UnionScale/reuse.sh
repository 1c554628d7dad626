#!/usr/bin/env bash
# Fresh results against reused memory, one build, alternated in one run:
#
#   Benchmarks/Profiling/UnionScale/reuse.sh [ROUNDS] [SETS]
#
# For every set (default "text-lines") at 100,000 and 1,000,000 rects, each round runs one
# process of `union-scale time` (RectUnion.regions(of:), a new result every call) and one of
# `union-scale reuse` (RectUnion.formRegions(of:into:), every call into one array), in
# alternating order. Prints every process's line, the medians of the repeated calls (thread
# CPU time), the 1M/100k ratios of each mode, whether both modes give the same regions, and
# the load average at the start and the end.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
rounds=${1:-3}
sets=${2:-text-lines}
swift build -c release --package-path "$here" >&2
binary=$here/.build/release/union-scale
log=$(mktemp)
echo "load average at start: $(cat /proc/loadavg)"
for round in $(seq "$rounds"); do
    for name in $sets; do
        for case in "$name 100000 21" "$name 1000000 6"; do
            set -- $case
            if [ $((round % 2)) = 1 ]; then order="time reuse"; else order="reuse time"; fi
            for mode in $order; do
                echo "$mode $("$binary" "$mode" "$1" "$2" "$3")" | tee -a "$log"
            done
        done
    done
done
echo "load average at end: $(cat /proc/loadavg)"
python3 - "$log" <<'PY'
import json, statistics, sys
rows = {}
for text in open(sys.argv[1]):
    mode, payload = text.split(" ", 1)
    row = json.loads(payload)
    rows.setdefault((row["set"], row["count"], mode), []).append(row)
medians = {key: statistics.median(r["repeated"] for r in runs) for key, runs in rows.items()}
hashes = {key: {r["hash"] for r in runs} for key, runs in rows.items()}
for name in sorted({key[0] for key in rows}):
    for mode in ("time", "reuse"):
        small, large = medians[(name, 100000, mode)], medians[(name, 1000000, mode)]
        label = "regions(of:)" if mode == "time" else "formRegions(of:into:)"
        print(f"{name:<11} {label:<22} repeated 100k {small:7.2f} ms, 1M {large:7.2f} ms: {large / small:5.1f}x")
    for count in (100000, 1000000):
        same = hashes[(name, count, "time")] == hashes[(name, count, "reuse")]
        print(f"  {name} {count}: results {'identical' if same else 'DIFFER'}")
PY
rm -f "$log"
