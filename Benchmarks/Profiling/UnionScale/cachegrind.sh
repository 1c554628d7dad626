#!/usr/bin/env bash
# Instructions and last-level cache misses of one union, a commit against this checkout:
#
#   Benchmarks/Profiling/UnionScale/cachegrind.sh [BASE] [SET] [COUNTS]
#
# BASE (default bb91e94) must have been built by compare.sh (it builds
# /tmp/union-scale-base-BASE). SET defaults to random, COUNTS to "100000 1000000". Each side runs
# `union-scale once SET COUNT` under cachegrind (a `strip --strip-debug` copy: valgrind 3.19
# cannot read Swift 6.3's DWARF 5), with the last level simulated as the 2 MB private L2
# (--LL=2097152,16,64) and the 32 KB L1 (--D1=32768,8,64). The counts are of the whole process,
# generating the input included, and do not depend on the load.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
base=${1:-bb91e94}
set_name=${2:-random}
counts=${3:-100000 1000000}
old=/tmp/union-scale-base-$base/Benchmarks/Profiling/UnionScale/.build/release/union-scale
[ -x "$old" ] || { echo "build the base first: compare.sh $base 0" >&2; exit 2; }
swift build -c release --package-path "$here" >&2
work=$(mktemp -d)
strip --strip-debug -o "$work/old" "$old"
strip --strip-debug -o "$work/new" "$here/.build/release/union-scale"
printf '%-6s %-10s %9s %16s %14s %14s\n' side set rects instructions "D1 misses" "LL misses"
for count in $counts; do
    for side in old new; do
        valgrind --tool=cachegrind --cache-sim=yes --D1=32768,8,64 --LL=2097152,16,64 \
            --cachegrind-out-file="$work/out" "$work/$side" once "$set_name" "$count" > /dev/null 2> "$work/log"
        # The summary line of the output file: Ir I1mr ILmr Dr D1mr DLmr Dw D1mw DLmw.
        read -r _ ir _ ilmr _ d1mr dlmr _ d1mw dlmw <<< "$(grep '^summary:' "$work/out")"
        printf '%-6s %-10s %9s %16s %14s %14s\n' "$side" "$set_name" "$count" "$ir" \
            "$((d1mr + d1mw))" "$((ilmr + dlmr + dlmw))"
    done
done
rm -rf "$work"
