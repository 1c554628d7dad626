#!/usr/bin/env python3
"""Skia against LinkBubble on the same preview: drawing and PNG encoding at 3x.

    swift build -c release --package-path Benchmarks/Profiling
    python3 Benchmarks/peers/render_peers.py [--rounds 5] [--iterations 200] [--before PROFILE] [--three-lines]

Run with the pyenv python3 that has skia-python 144.1.

The scene is LinkBubble's own: the README gallery's two-line sample ("The release notes at
https://example.com/notes/latest list every change.", Noto Sans 16 px, 230 px wide, iOS
bubble) previewed at 3x (with --three-lines also the gallery's three-line sample, "Open
https://docs.example.com/guides/link-previews/bubbles-and-platters to learn more.", 170 px
wide, no shadow), as `profile render scene [--shadow]` prints it (pixel size, origin,
the shadow's and the platter's paths, every glyph's id and pen position, the underline
rects). Skia draws exactly that on a raster surface (N32, premultiplied) at 3x:
- the shadow (with --shadow cases): the platter path moved by the offset, filled through
  a normal blur mask filter of sigma blurRadius / 2 (CSS box-shadow's Gaussian);
- the platter: the path filled, antialiased;
- the glyphs: one text blob of Noto Sans Regular (the bundled file) at the run's size with
  the same glyph ids at the same pen positions (subpixel positioning, no hinting, as
  LinkBubble draws unhinted outlines at fractional positions), in the run's color;
- the underline: its rects filled.
Then `image.encodeToData(kPNG)` (Skia's PNG encoder, zlib level 6, its defaults).

Timing is in-process on both sides, after 10 warm-up renders: LinkBubble's `profile render
time` prints the median of N renders of `LinkPreview.renderPreview` (draw, including
building the scene) and of `renderPreview(...).png()` (draw + encode), and of `Scene.canvas()` on the scene built
beforehand ("painted": the drawing alone, as Skia's is timed); this script times
the same two things for Skia (the scene's objects are built once, beforehand). Both the wall
clock and the thread's CPU time are measured (perf_counter_ns and thread_time_ns, and
ContinuousClock and CLOCK_THREAD_CPUTIME_ID): on a shared machine, a render that outlasts
the scheduler's time slice also waits for other processes, which only the wall clock
counts. The two sides alternate, LinkBubble then Skia, for --rounds
rounds; the medians of the rounds' medians are printed, with the load average at the start
and the end, and each side's PNG size.

With --before PROFILE (the `profile` executable built from an earlier commit by
`Benchmarks/Profiling/build-at-commit COMMIT`), that build is timed too, in
the same rounds: before, LinkBubble, Skia.
"""

import argparse
import json
import os
import statistics
import subprocess
import time

import skia

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
PROFILE = os.path.join(ROOT, "Benchmarks", "Profiling", ".build", "release", "profile")
FONT = os.path.join(ROOT, "Fonts", "NotoSans-Regular.ttf")


def color(rgba):
    r, g, b, a = rgba
    return skia.Color4f(r, g, b, a).toColor()


def build(scene):
    """The Skia objects for `scene`, made once outside the timing."""
    typeface = skia.Typeface.MakeFromFile(FONT)
    items = []
    for element in scene["elements"]:
        kind = element["kind"]
        if kind in ("shadow", "fill"):
            path = path_from_svg(element["path"])
            paint = skia.Paint(AntiAlias=True, Color=color(element["color"]))
            if kind == "shadow":
                path.offset(*element["offset"])
                paint.setMaskFilter(skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, element["blurRadius"] / 2))
            items.append(("path", path, paint))
        elif kind == "glyphs":
            assert element["family"] == "Noto Sans", element["family"]
            font = skia.Font(typeface, element["size"])
            font.setSubpixel(True)
            font.setHinting(skia.FontHinting.kNone)
            font.setEdging(skia.Font.Edging.kAntiAlias)
            glyphs = [g[0] for g in element["glyphs"]]
            positions = [skia.Point(g[1], g[2]) for g in element["glyphs"]]
            builder = skia.TextBlobBuilder()
            builder.allocRunPos(font, glyphs, positions)
            items.append(("blob", builder.make(), skia.Paint(AntiAlias=True, Color=color(element["color"]))))
        elif kind == "rects":
            paint = skia.Paint(AntiAlias=True, Color=color(element["color"]))
            for x, y, w, h in element["rects"]:
                items.append(("rect", skia.Rect.MakeXYWH(x, y, w, h), paint))
        else:
            raise ValueError(kind)
    return items


def path_from_svg(data):
    """SVG path data as LinkBubble writes it (absolute M, L, Q, C, Z) as a skia.Path."""
    path = skia.Path()
    tokens = data.replace(",", " ").split()
    index = 0
    counts = {"M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0}
    while index < len(tokens):
        command = tokens[index]
        values = [float(v) for v in tokens[index + 1:index + 1 + counts[command]]]
        index += 1 + counts[command]
        if command == "Z":
            path.close()
        else:
            {"M": path.moveTo, "L": path.lineTo, "Q": path.quadTo, "C": path.cubicTo}[command](*values)
    return path


def draw(scene, items):
    surface = skia.Surface(scene["width"], scene["height"])
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorTRANSPARENT)
    canvas.scale(scene["scale"], scene["scale"])
    canvas.translate(-scene["origin"][0], -scene["origin"][1])
    for kind, thing, paint in items:
        if kind == "path":
            canvas.drawPath(thing, paint)
        elif kind == "blob":
            canvas.drawTextBlob(thing, 0, 0, paint)
        else:
            canvas.drawRect(thing, paint)
    surface.flushAndSubmit()
    return surface


def skia_medians(scene, items, iterations):
    def medians(body):
        for _ in range(10):
            body()
        wall, cpu = [], []
        for _ in range(iterations):
            start, start_cpu = time.perf_counter_ns(), time.thread_time_ns()
            body()
            cpu.append((time.thread_time_ns() - start_cpu) / 1000)
            wall.append((time.perf_counter_ns() - start) / 1000)
        return statistics.median(wall), statistics.median(cpu)

    size = [0]

    def png():
        size[0] = len(draw(scene, items).makeImageSnapshot().encodeToData(skia.kPNG, 100).bytes())

    draw_wall, draw_cpu = medians(lambda: draw(scene, items))
    png_wall, png_cpu = medians(png)
    return {"draw_us": draw_wall, "png_us": png_wall, "draw_cpu_us": draw_cpu, "png_cpu_us": png_cpu, "bytes": size[0]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--before", help="a `profile` executable built from an earlier commit, timed in the same rounds")
    parser.add_argument("--three-lines", action="store_true", help="also the gallery's three-line sample, no shadow")
    arguments = parser.parse_args()
    print("load average at start:", open("/proc/loadavg").read().strip())
    cases = [[], ["--shadow"]] + ([["--three-lines"]] if arguments.three_lines else [])
    for flag in cases:
        shadow = "--shadow" in flag
        scene = json.loads(subprocess.run([PROFILE, "render", "scene", *flag], check=True, capture_output=True, text=True).stdout)
        items = build(scene)
        before, ours, theirs = [], [], []
        for _ in range(arguments.rounds):
            if arguments.before:
                before.append(json.loads(subprocess.run(
                    [arguments.before, "render", "time", *flag, str(arguments.iterations)], check=True, capture_output=True,
                    text=True).stdout))
            ours.append(json.loads(subprocess.run(
                [PROFILE, "render", "time", *flag, str(arguments.iterations)], check=True, capture_output=True, text=True).stdout))
            theirs.append(skia_medians(scene, items, arguments.iterations))
        title = (("three lines, " if "--three-lines" in flag else "two lines, ") + f"{scene['width']} x {scene['height']} px, "
                 + ("with the soft shadow" if shadow else "no shadow"))
        print(f"\n{title} ({arguments.rounds} rounds x {arguments.iterations} renders, medians of medians)")
        sides = ((("before", before),) if before else ()) + (("LinkBubble", ours), ("Skia", theirs))
        for name, runs in sides:
            def m(key):
                return statistics.median(r[key] for r in runs)
            painted = f"painted {m('scene_cpu_us'):5.0f} us, " if "scene_cpu_us" in runs[0] else ""
            alone = f", PNG alone {m('encode_cpu_us'):5.0f} us" if "encode_cpu_us" in runs[0] else ""
            print(f"  {name:10}  wall: draw {m('draw_us'):7.0f} us, draw + PNG {m('png_us'):7.0f} us   "
                  f"CPU: {painted}draw {m('draw_cpu_us'):7.0f} us, draw + PNG {m('png_cpu_us'):7.0f} us{alone}   "
                  f"PNG {runs[-1]['bytes']} bytes   (CPU draw per round: "
                  f"{', '.join('%.0f' % r['draw_cpu_us'] for r in runs)})")
    print("\nload average at end:", open("/proc/loadavg").read().strip())


if __name__ == "__main__":
    main()
