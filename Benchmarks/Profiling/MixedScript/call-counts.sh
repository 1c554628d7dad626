#!/usr/bin/env bash
# Runtime calls per cold Latin layout (issue 13 item 1), a commit against this checkout:
# reference counting (swift_retain, swift_release, their bridge-object forms), uniqueness
# checks, allocations and HarfBuzz calls, from callgrind's call counts.
#
#   Benchmarks/Profiling/MixedScript/call-counts.sh [BASE] [MODE]
#
# BASE (a commit, default 2d16e38) is built as compare.sh builds it (in
# /tmp/mixed-script-base-BASE); MODE is a mixed-script-profile mode (default latin-cold).
# Each driver runs under callgrind twice, `MODE 0 50` and `MODE 0 150`, collecting only the
# measured layouts; the difference of the counts over the 100 extra layouts is per layout,
# so first-use costs cancel out. Prints both sides, instructions included.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
base=${1:-2d16e38}
mode=${2:-latin-cold}
base_dir=$("$here/build-base.sh" "$base")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for side in base new; do
    if [ $side = base ]; then dir=$base_dir/Benchmarks/Profiling/MixedScript; else dir=$here; fi
    # Valgrind 3.19 cannot read Swift 6.3's DWARF 5: a copy without it.
    strip --strip-debug -o "$work/$side" "$dir/.build/release/mixed-script-profile"
    for count in 50 150; do
        valgrind --tool=callgrind --toggle-collect='*measuredPhase*' --callgrind-out-file="$work/$side.$count" \
            "$work/$side" "$mode" 0 $count >/dev/null 2>&1
    done
done
python3 - "$work" "$base" "$mode" <<'PY'
import re, sys
from collections import Counter

def counts(path):
    """Calls per callee and the instruction total of one callgrind file."""
    names, calls, callee, total = {}, Counter(), None, 0
    for line in open(path):
        match = re.match(r'(c?fn)=\((\d+)\)(?: (.*))?', line)
        if match:
            kind, number, name = match.groups()
            if name:
                names[number] = name.strip()
            if kind == 'cfn':
                callee = names.get(number, number)
            continue
        match = re.match(r'calls=(\d+)', line)
        if match and callee:
            calls[callee] += int(match.group(1))
            callee = None
        elif line.startswith(('summary:', 'totals:')):
            total = int(line.split()[1])
    return calls, total

work, base, mode = sys.argv[1:]
functions = ['swift_retain', 'swift_release', 'swift_bridgeObjectRetain', 'swift_bridgeObjectRelease',
             'swift_isUniquelyReferenced_nonNull_native', 'swift_allocObject', 'malloc', 'free', 'hb_shape_full']
rows = {}
for side in ('base', 'new'):
    (few, few_total), (many, many_total) = counts(f'{work}/{side}.50'), counts(f'{work}/{side}.150')
    # Callgrind names a function's recursive entries name'2, name'3...: counted with it.
    def calls(table, name):
        return sum(count for callee, count in table.items() if callee == name or callee.startswith(name + "'"))
    rows[side] = {name: (calls(many, name) - calls(few, name)) / 100 for name in functions}
    rows[side]['instructions'] = (many_total - few_total) / 100
print(f'per {mode} layout{"":26} {base:>12} {"this checkout":>14}')
for name in ['instructions'] + functions:
    print(f'{name:45} {rows["base"][name]:12,.1f} {rows["new"][name]:14,.1f}')
PY
