#!/usr/bin/env bash
# Builds the mixed-script-profile driver of commit BASE, exported to /tmp/mixed-script-base-BASE
# (once: an existing build is reused), and this checkout's driver; prints the base's folder.
#
#   Benchmarks/Profiling/MixedScript/build-base.sh BASE
#
# Used by compare.sh and call-counts.sh.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
base=$1
base_dir=/tmp/mixed-script-base-$base
if [ ! -x "$base_dir/Benchmarks/Profiling/MixedScript/.build/release/mixed-script-profile" ]; then
    rm -rf "$base_dir" && mkdir -p "$base_dir"
    git -C "$root" archive "$base" | tar -x -C "$base_dir"
    swift build -c release --package-path "$base_dir/Benchmarks/Profiling/MixedScript" >&2
fi
swift build -c release --package-path "$here" >&2
echo "$base_dir"
