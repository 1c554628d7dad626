#!/usr/bin/env python3
"""`linkbubble annotate` against Skia on the same composite, and WebP against PNG on the gallery.

    swift build -c release --product linkbubble
    nice -n 10 python3 Benchmarks/peers/annotate_peers.py [--rounds 15] [--formats-only]

Run with a python3 that has skia-python 144.1 (`pip install skia-python`) and numpy.

The input is the gallery's sample screenshot at 2 pixels per point (`linkbubble gallery
--screenshot-scale 2`: a settings window of 2,560 x 1,600 pixels) and its 50 element rects
in 8 groups (each card's rows touch, so they unite into 8 bubbles). Both sides do the whole
job: read the PNG file, decode it, draw it, draw the iOS-style bubbles' outlines over it
(2 pixels wide, #007AFF, round joins, antialiased), encode a PNG and write it.
- LinkBubble: one `linkbubble annotate --mode outline` process per run (the release build),
  so its time includes starting the process, uniting the rects and rounding the bubbles.
- Skia: in this process, `skia.Image.MakeFromEncoded` of the file's bytes, drawn on a raster
  surface (N32, premultiplied), the bubbles' paths (LinkBubble's own, from `linkbubble
  path`, built once beforehand) stroked with `skia.Paint(AntiAlias, kStroke_Style,
  StrokeWidth 2, kRound_Join)`, `encodeToData(kPNG)` (Skia's PNG encoder with its defaults:
  zlib level 6), the bytes written to a file.
The two alternate, LinkBubble then Skia, for --rounds rounds after one warm-up each; the
script prints the median wall-clock time of each side (and its CPU time: the child's rusage
for LinkBubble, `time.thread_time` for Skia), the PNG sizes, the load average before and
after, and how many pixels of the two outputs differ by more than 8 levels in a channel.

Then, unless --no-formats, each gallery image (docs/gallery: the previews at 2x of every
mode, and the sample screenshot at 1,280 x 800) is written again by `linkbubble annotate`
with a clip that hides every rect (so the output is the image as it is) as PNG, lossless
WebP and lossy WebP at quality 80: the median process time of 5 runs of each and the size
of each file, summed over the previews and for the screenshot apart.
"""

import argparse
import glob
import json
import os
import resource
import statistics
import subprocess
import tempfile
import time

import numpy
import skia

from render_peers import path_from_svg

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
TOOL = os.path.join(ROOT, ".build", "release", "linkbubble")
ENVIRONMENT = dict(os.environ, FONTCONFIG_FILE=os.path.join(ROOT, "Tests", "Fonts", "fonts.conf"))


def run_tool(arguments):
    """Runs the tool; returns (wall seconds, CPU seconds, standard output)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run([TOOL] + arguments, capture_output=True, text=True, env=ENVIRONMENT, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, result.stdout


def skia_annotate(image_path, path, out):
    """Skia's side of one run; returns (wall seconds, CPU seconds)."""
    start, cpu_start = time.perf_counter(), time.thread_time()
    with open(image_path, "rb") as file:
        image = skia.Image.MakeFromEncoded(skia.Data.MakeWithCopy(file.read()))
    surface = skia.Surface(image.width(), image.height())
    canvas = surface.getCanvas()
    canvas.drawImage(image, 0, 0)
    paint = skia.Paint(AntiAlias=True, Style=skia.Paint.kStroke_Style, StrokeWidth=2,
                       StrokeJoin=skia.Paint.kRound_Join, Color=skia.Color(0, 122, 255))
    canvas.drawPath(path, paint)
    data = surface.makeImageSnapshot().encodeToData(skia.kPNG, 100)
    with open(out, "wb") as file:
        file.write(data.bytes())
    return time.perf_counter() - start, time.thread_time() - cpu_start


def pixels(path):
    with open(path, "rb") as file:
        image = skia.Image.MakeFromEncoded(skia.Data.MakeWithCopy(file.read()))
    return numpy.array(image.toarray(colorType=skia.kRGBA_8888_ColorType), dtype=numpy.int16)


def compare_with_skia(folder, rounds):
    image = os.path.join(folder, "screenshot.png")
    rects = os.path.join(folder, "screenshot-rects.json")
    with open(rects) as file:
        assert len(json.load(file)) == 50
    layout = json.loads(run_tool(["path", "--rects-file", rects, "--style", "ios"])[2])
    assert len(layout["bubbles"]) == 8, len(layout["bubbles"])
    path = skia.Path()
    for bubble in layout["bubbles"]:
        path.addPath(path_from_svg(bubble["svg"]))
    ours, theirs = os.path.join(folder, "linkbubble.png"), os.path.join(folder, "skia.png")
    arguments = ["annotate", "--image", image, "--rects-file", rects, "--mode", "outline", "--out", ours]
    run_tool(arguments)
    skia_annotate(image, path, theirs)
    load_before = os.getloadavg()[0]
    times = {"LinkBubble": [], "Skia": []}
    for _ in range(rounds):
        wall, cpu, _ = run_tool(arguments)
        times["LinkBubble"].append((wall, cpu))
        times["Skia"].append(skia_annotate(image, path, theirs))
    load_after = os.getloadavg()[0]
    print(f"annotate, 2560 x 1600, 50 rects in 8 bubbles, outline; {rounds} rounds A B A B; "
          f"load average {load_before:.2f} -> {load_after:.2f}")
    for side, path_out in (("LinkBubble", ours), ("Skia", theirs)):
        wall = statistics.median(t[0] for t in times[side]) * 1000
        cpu = statistics.median(t[1] for t in times[side]) * 1000
        print(f"  {side:<10} median {wall:7.1f} ms wall, {cpu:7.1f} ms CPU, PNG {os.path.getsize(path_out):,} bytes")
    difference = numpy.abs(pixels(ours) - pixels(theirs)).max(axis=2)
    print(f"  pixels differing by more than 8 levels: {(difference > 8).sum():,} of {difference.size:,}")


def compare_formats():
    previews = sorted(p for p in glob.glob(os.path.join(ROOT, "docs", "gallery", "*.png"))
                      if "screenshot" not in os.path.basename(p) and not p.endswith("-mask.png"))
    screenshot = os.path.join(ROOT, "docs", "gallery", "screenshot.png")
    formats = [("PNG", ".png", []), ("WebP lossless", ".webp", []), ("WebP q80", ".webp", ["--quality", "80"])]
    with tempfile.TemporaryDirectory() as folder:
        for title, images in (("gallery previews (%d images)" % len(previews), previews), ("screenshot 1280 x 800", [screenshot])):
            print(title)
            for name, extension, extra in formats:
                total_size, total_time = 0, 0.0
                for image in images:
                    out = os.path.join(folder, "out" + extension)
                    arguments = ["annotate", "--image", image, "--rects", "[[0,0,1,1]]", "--clip=-9,-9,1,1",
                                 "--out", out] + extra
                    walls = [run_tool(arguments)[0] for _ in range(5)]
                    total_time += statistics.median(walls)
                    total_size += os.path.getsize(out)
                print(f"  {name:<14} {total_size:>10,} bytes  {total_time * 1000:8.1f} ms (sum of medians, whole processes)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--no-formats", action="store_true")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([TOOL, "gallery", "--out", folder, "--screenshot-scale", "2"], check=True, env=ENVIRONMENT,
                       stdout=subprocess.DEVNULL)
        compare_with_skia(folder, options.rounds)
    if not options.no_formats:
        compare_formats()


if __name__ == "__main__":
    main()
