#!/usr/bin/env bash
# Union at scale, a commit against this checkout, alternated in one run:
#
#   Benchmarks/Profiling/UnionScale/compare.sh [BASE] [ROUNDS] [SETS]
#
# SETS (default "text-lines ragged random") may also name the worst cases of the chunked union
# (sparse, nested, shuffled-lines). BASE (a commit, default bb91e94: main before "union at scale,
# third pass") is exported to
# /tmp/union-scale-base-BASE with this driver copied in (delete that folder to copy it again);
# both sides are built in release. Each round runs, for every set at 100,000 and 1,000,000 rects, one
# process of the base and one of this checkout, in alternating order; each process prints its
# first call and the median of its repeated calls in thread CPU time. The script prints every
# process's line, the medians per case and side, the 1M/100k ratios, whether the hashes of the
# results agree, and the load average at the start and the end.
#
# With BASE `reuse`, both sides are this checkout: `old` is `union-scale time`
# (RectUnion.regions(of:), a new result every call) and `new` is `union-scale reuse`
# (RectUnion.formRegions(of:into:), every call into one array).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
base=${1:-bb91e94}
rounds=${2:-3}
sets=${3:-text-lines ragged random}
base_dir=/tmp/union-scale-base-$base

if [ "$base" != reuse ] && [ ! -x "$base_dir/Benchmarks/Profiling/UnionScale/.build/release/union-scale" ]; then
    rm -rf "$base_dir" && mkdir -p "$base_dir"
    git -C "$root" archive "$base" | tar -x -C "$base_dir"
    rm -rf "$base_dir/Benchmarks/Profiling/UnionScale"
    mkdir -p "$base_dir/Benchmarks/Profiling"
    cp -a "$here" "$base_dir/Benchmarks/Profiling/UnionScale"
    rm -rf "$base_dir/Benchmarks/Profiling/UnionScale/.build"
    if ! grep -q "func formRegions" "$base_dir/Sources/WrapPath/RectUnion/RectUnion.swift"; then
        printf '%s\n' 'import Geometry' 'import WrapPath' '' \
            'func formRegions(of rects: [Rect], into regions: inout [Region]) {' \
            '    fail("reuse: this commit has no RectUnion.formRegions")' '}' \
            > "$base_dir/Benchmarks/Profiling/UnionScale/Sources/union-scale/Reuse.swift"
    fi
    swift build -c release --package-path "$base_dir/Benchmarks/Profiling/UnionScale" >&2
fi
swift build -c release --package-path "$here" >&2
new=$here/.build/release/union-scale
old=$base_dir/Benchmarks/Profiling/UnionScale/.build/release/union-scale
old_mode=time new_mode=time
if [ "$base" = reuse ]; then old=$new new_mode=reuse; fi

log=$(mktemp)
echo "load average at start: $(cat /proc/loadavg)"
for round in $(seq "$rounds"); do
    for name in $sets; do
        # Calls per process at 100k and at 1M.
        case $name in
            text-lines) calls="21 6" ;; ragged) calls="11 4" ;; random) calls="6 3" ;; *) calls="3 2" ;;
        esac
        set -- $calls
        for case in "$name 100000 $1" "$name 1000000 $2"; do
            set -- $case
            if [ $((round % 2)) = 1 ]; then order="old new"; else order="new old"; fi
            for side in $order; do
                if [ "$side" = old ]; then binary=$old mode=$old_mode; else binary=$new mode=$new_mode; fi
                line=$("$binary" "$mode" "$1" "$2" "$3")
                echo "$side $line" | tee -a "$log"
            done
        done
    done
done
echo "load average at end: $(cat /proc/loadavg)"
python3 - "$log" <<'PY'
import json, statistics, sys
rows = {}
for text in open(sys.argv[1]):
    side, payload = text.split(" ", 1)
    row = json.loads(payload)
    rows.setdefault((row["set"], row["count"], side), []).append(row)
print(f"{'set':<11}{'rects':>9}  {'side':<4}{'first ms':>10}{'repeated ms':>13}  hash")
medians = {}
for (name, count, side), runs in sorted(rows.items()):
    first = statistics.median(r["first"] for r in runs)
    repeated = statistics.median(r["repeated"] for r in runs)
    hashes = sorted({r["hash"] for r in runs})
    medians[(name, count, side)] = (first, repeated, hashes)
    print(f"{name:<11}{count:>9}  {side:<4}{first:>10.2f}{repeated:>13.2f}  {','.join(hashes)}")
print("1M / 100k ratios (first, repeated):")
for name in sorted({key[0] for key in medians}):
    for side in ("old", "new"):
        small, large = medians.get((name, 100000, side)), medians.get((name, 1000000, side))
        if small and large:
            print(f"  {name:<11}{side:<4} {large[0] / small[0]:6.1f}x {large[1] / small[1]:6.1f}x")
for name, count, side in medians:
    if side == "new" and (name, count, "old") in medians:
        same = medians[(name, count, "new")][2] == medians[(name, count, "old")][2]
        print(f"  {name} {count}: results {'identical' if same else 'DIFFER'}")
PY
rm -f "$log"
