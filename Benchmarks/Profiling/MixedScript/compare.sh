#!/usr/bin/env bash
# Mixed-script and Latin steady state (issue 10, item 9), a commit against this checkout:
#
#   Benchmarks/Profiling/MixedScript/compare.sh [BASE] [ROUNDS]
#
# BASE (a commit, default bb91e94: main before "mixed-script steady state, third pass") is
# exported to /tmp/mixed-script-base-BASE and its own driver built there; this checkout's
# driver is built here; both in release. Then:
# 1. wall clock, alternated A B A B in one run (ab-compare.sh: A is BASE, B this checkout;
#    ROUNDS rounds, default 5, of `mixed 1000 2000` and `latin 1000 2000` each), with the
#    medians, the B ratio mixed/Latin and the load average at the start and the end;
# 2. instructions per layout under callgrind (1,000 warm-up layouts, 100 measured), both
#    texts, both sides, and the mixed/Latin ratios.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
base=${1:-bb91e94}
rounds=${2:-5}
base_dir=$("$here/build-base.sh" "$base")
old=$base_dir/Benchmarks/Profiling/MixedScript/.build/release/mixed-script-profile
new=$here/.build/release/mixed-script-profile

echo "== wall clock (A = $base, B = this checkout)"
"$here/ab-compare.sh" "$old" "$new" "$rounds" | tee /tmp/mixed-script-compare.log
awk '/^mixed B:/ {m = $NF} /^latin B:/ {l = $NF} END {printf "B mixed/Latin: %.2fx\n", m / l}' \
    /tmp/mixed-script-compare.log

echo "== instructions per layout (callgrind, 1,000 warm-up layouts, 100 measured)"
# valgrind 3.19 cannot read Swift 6.3's DWARF 5: profile stripped copies.
stripped=$(mktemp -d)
cp "$old" "$stripped/old" && cp "$new" "$stripped/new"
strip --strip-debug "$stripped/old" "$stripped/new"
for side in old new; do
    for mode in mixed latin; do
        count=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*measuredPhase*' \
            "$stripped/$side" "$mode" 1000 100 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
        echo "$side $mode $((count / 100))"
    done
done | awk '{print; v[$1 " " $2] = $3}
    END {
        printf "old mixed/Latin: %.3fx\n", v["old mixed"] / v["old latin"]
        printf "new mixed/Latin: %.3fx\n", v["new mixed"] / v["new latin"]
    }'
rm -rf "$stripped"
