#!/usr/bin/env python3
"""A whole lift, drawn and encoded: LinkBubble against Skia on the same frames.

    swift build -c release --package-path Benchmarks/Profiling
    nice -n 10 python3 Benchmarks/peers/animate_peers.py [--rounds 5] [--iterations 3]

Run with a python3 that has skia-python 144.1 (`pip install skia-python`).

The animation is `profile animate`'s: a 0.5 s lift at 60 frames per second (31 frames) of
the README gallery's two-line preview at 3x into a 300 x 180 card, each frame
1,207 x 833 pixels. Skia draws LinkBubble's own scene of every frame (the shadow through
a blur mask filter, the morphing platter, the fading glyphs as text blobs of the bundled
Noto Sans, the underline rects; `render_peers.build`, made once beforehand, so Skia's side
leaves out the geometry LinkBubble's side computes) and encodes each frame with its
encoders' defaults: PNG (zlib level 6), and lossless WebP (`encodeToData(kWEBP, 100)`).
LinkBubble's side (`profile animate time`) makes every frame's scene, draws it and writes
one animated WebP (libwebpmux, lossless), one APNG, or one PNG per frame.

The two alternate, LinkBubble then Skia, for --rounds rounds; each round takes the median
of --iterations whole lifts on each side (after one warm-up). The script prints the
medians of the rounds' medians, wall clock and CPU time (LinkBubble's: the process's, as
its frames are drawn and compressed on every core; Skia's: this thread's, as skia-python
draws and encodes on it), the output sizes and the load average at the start and the end.
"""

import argparse
import json
import os
import statistics
import subprocess
import time

import skia

from render_peers import PROFILE, build, draw


def skia_lift(scenes, items, iterations, encoding):
    """Median wall and CPU milliseconds of drawing and encoding every frame, and the bytes."""
    def once():
        total = 0
        for scene, frame in zip(scenes, items):
            image = draw(scene, frame).makeImageSnapshot()
            total += len(image.encodeToData(encoding, 100).bytes())
        return total

    once()
    wall, cpu, size = [], [], 0
    for _ in range(iterations):
        start, start_cpu = time.perf_counter_ns(), time.thread_time_ns()
        size = once()
        cpu.append((time.thread_time_ns() - start_cpu) / 1e6)
        wall.append((time.perf_counter_ns() - start) / 1e6)
    return statistics.median(wall), statistics.median(cpu), size


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--iterations", type=int, default=3)
    arguments = parser.parse_args()
    print("load average at start:", open("/proc/loadavg").read().strip())
    lines = subprocess.run([PROFILE, "animate", "scenes"], check=True, capture_output=True, text=True).stdout
    scenes = [json.loads(line) for line in lines.splitlines()]
    items = [build(scene) for scene in scenes]
    ours, theirs = [], []
    for _ in range(arguments.rounds):
        ours.append(json.loads(subprocess.run(
            [PROFILE, "animate", "time", str(arguments.iterations)], check=True, capture_output=True, text=True).stdout))
        theirs.append({
            "png": skia_lift(scenes, items, arguments.iterations, skia.kPNG),
            "webp": skia_lift(scenes, items, arguments.iterations, skia.kWEBP),
        })
    first = scenes[0]
    print(f"\n{len(scenes)} frames of {first['width']} x {first['height']} px "
          f"({arguments.rounds} rounds x {arguments.iterations} lifts, medians of medians)")

    def ours_line(name, key):
        wall = statistics.median(r[key + "_ms"] for r in ours)
        cpu = statistics.median(r[key + "_cpu_ms"] for r in ours)
        size = f"{ours[-1][key + '_bytes']:>10,} B" if key + "_bytes" in ours[-1] else ""
        print(f"  {name:42} wall {wall:7.1f} ms   CPU {cpu:7.1f} ms   {size}")

    def theirs_line(name, key):
        wall = statistics.median(r[key][0] for r in theirs)
        cpu = statistics.median(r[key][1] for r in theirs)
        print(f"  {name:42} wall {wall:7.1f} ms   CPU {cpu:7.1f} ms   {theirs[-1][key][2]:>10,} B")

    ours_line("LinkBubble: scenes and drawing only", "draw")
    ours_line("LinkBubble: animated WebP (lossless)", "webp")
    ours_line("LinkBubble: APNG", "apng")
    ours_line("LinkBubble: a PNG per frame", "pngs")
    theirs_line("Skia: drawing, a lossless WebP per frame", "webp")
    theirs_line("Skia: drawing, a PNG per frame", "png")
    print("\nload average at end:", open("/proc/loadavg").read().strip())


if __name__ == "__main__":
    main()
