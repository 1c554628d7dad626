#!/usr/bin/env python3
"""Time paragraph layout in LinkBubble, SkParagraph and Pango, and the HarfBuzz + ICU floor, in one run.

    python3 Benchmarks/peers/layout_peers.py                 # builds what it needs, about a minute
    python3 Benchmarks/peers/layout_peers.py --rounds 5      # quicker, noisier

Run with the Python that has skia-python 144.1 (the pyenv python3 here); Pango runs in a child
/usr/bin/python3 (python3-gi, Pango 1.50). See Benchmarks/peers/README.md for what each case means.

Inputs: the 200 distinct 1,000-character paragraphs of the layout benchmark
(Benchmarks/Benchmarks/TextLayoutBenchmarks/SampleParagraphs.swift, seed 42), written out by the
Swift side (`layout-timing paragraphs`, Benchmarks/Profiling/LayoutTiming) so that every tool reads
exactly the same text; Noto Sans Regular (Fonts/NotoSans-Regular.ttf) at 16 px; 290 px of text width.

Each tool runs in its own process (SkParagraph in this one) and times each layout inside that
process, around the layout calls only (clock_gettime / perf_counter_ns), so process start-up and
this script's requests cost nothing. A round asks every case, one after the other, for one pass over
the 200 paragraphs; the order rotates from round to round; round 0 is a warm-up and is dropped.
Results: the median and 90th percentile over every timed layout of a case (wall clock, and the
thread's CPU time over the same span, which leaves out the time other processes ran: on a shared
machine the wall clock's p90 mostly measures preemption), the range of the per-round medians, the load average at start and end, each tool's line count per paragraph (and
where they disagree), and the per-call overhead of the Python bindings; all of it also as JSON.
"""

import argparse
import hashlib
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import skia

ROOT = Path(__file__).resolve().parents[2]
PEERS = ROOT / "Benchmarks" / "peers"
TIMING_PACKAGE = ROOT / "Benchmarks" / "Profiling" / "LayoutTiming"
FONT = ROOT / "Fonts" / "NotoSans-Regular.ttf"
FONT_SIZE = 16.0
TEXT_WIDTH = 290.0
SYSTEM_PYTHON = "/usr/bin/python3"


def load_average():
    with open("/proc/loadavg") as file:
        return " ".join(file.read().split()[:3])


def run(command, **kwargs):
    print("$ " + " ".join(str(part) for part in command), file=sys.stderr)
    subprocess.run(command, check=True, **kwargs)


def build_layout_timing():
    run(["swift", "build", "-c", "release", "--product", "layout-timing"], cwd=TIMING_PACKAGE)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=TIMING_PACKAGE,
                              check=True, capture_output=True, text=True).stdout.strip()
    return Path(bin_path) / "layout-timing"


def build_floor(directory):
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "harfbuzz", "freetype2", "icu-uc"],
                           check=True, capture_output=True, text=True).stdout.split()
    executable = directory / "layout_floor"
    run(["gcc", "-O2", "-o", executable, PEERS / "floor" / "layout_floor.c", *flags])
    return executable


def fontconfig_file(directory):
    """A fontconfig configuration whose only font is Noto Sans Regular (a directory holding a link to
    the file: fontconfig lists directories, not files) and whose cache lives in `directory`."""
    fonts = directory / "fonts"
    fonts.mkdir()
    (fonts / FONT.name).symlink_to(FONT)
    path = directory / "fonts.conf"
    path.write_text('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n'
                    f"<fontconfig>\n  <dir>{fonts}</dir>\n  <cachedir>{directory / 'cache'}</cachedir>\n"
                    "</fontconfig>\n")
    return path


class Worker:
    """A child process that answers one JSON line per command line."""

    def __init__(self, command, env=None):
        self.process = subprocess.Popen([str(part) for part in command], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, env=env)

    def request(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline()
        if not answer:
            sys.exit(f"layout_peers.py: a worker stopped on {command!r}")
        return json.loads(answer)

    def close(self):
        self.process.stdin.close()
        self.process.wait()


class SkParagraph:
    """SkParagraph (skia.textlayout) in this process, on a TypefaceFontProvider holding Noto Sans.

    cold: a new FontCollection per text (its font lookups and its paragraph cache start empty);
    warm: one FontCollection for every text. The typeface (the open font file), the ICU Unicode
    object and the styles are made once, as LinkBubble's bundled font is; Skia's glyph cache is
    process-wide in both modes. skia-python 144.1 does not expose FontCollection's paragraph cache,
    so it cannot be turned off: it keeps the last 128 paragraphs (LRU), and since each pass goes
    through 200 distinct paragraphs in order, every lookup misses (checked: the warm times do not
    drop after the first pass), but each miss still stores its paragraph, a cost SkParagraph pays
    here and would not pay with the cache off.
    Timed: (cold: FontCollection() and setDefaultFontManager), ParagraphBuilder(...), pushStyle,
    addText, Build and layout(290): 5 binding calls warm, 7 cold. SkParagraph 144 has no line
    count in skia-python, so lines = round(height / the height of a one-line paragraph).
    """

    def __init__(self, paragraphs):
        self.paragraphs = paragraphs
        self.typeface = skia.Typeface.MakeFromFile(str(FONT))
        if self.typeface is None:
            sys.exit(f"layout_peers.py: Skia cannot open {FONT}")
        self.provider = skia.textlayout.TypefaceFontProvider()
        self.provider.registerTypeface(self.typeface)
        self.family = self.typeface.getFamilyName()
        self.unicode = skia.Unicodes.ICU.Make()
        self.text_style = skia.textlayout.TextStyle()
        self.text_style.setFontSize(FONT_SIZE)
        self.text_style.setFontFamilies([self.family])
        self.text_style.setColor(skia.ColorBLACK)
        self.paragraph_style = skia.textlayout.ParagraphStyle()
        self.paragraph_style.setTextStyle(self.text_style)
        self.shared = self.new_collection()
        self.line_height = self.lay_out(self.shared, "A").Height

    def new_collection(self):
        collection = skia.textlayout.FontCollection()
        collection.setDefaultFontManager(self.provider, self.family)
        return collection

    def lay_out(self, collection, text):
        builder = skia.textlayout.ParagraphBuilder(self.paragraph_style, collection, self.unicode)
        builder.pushStyle(self.text_style)
        builder.addText(text)
        paragraph = builder.Build()
        paragraph.layout(TEXT_WIDTH)
        return paragraph

    def request(self, command):
        mode, passes = command.split()
        clock, cpu_clock = time.perf_counter_ns, time.thread_time_ns
        times, cpu_times, heights = [], [], [0.0] * len(self.paragraphs)
        for _ in range(int(passes)):
            for index, text in enumerate(self.paragraphs):
                if mode == "cold":
                    cpu_start = cpu_clock()
                    start = clock()
                    paragraph = self.lay_out(self.new_collection(), text)
                    end = clock()
                else:
                    cpu_start = cpu_clock()
                    start = clock()
                    paragraph = self.lay_out(self.shared, text)
                    end = clock()
                cpu_times.append(cpu_clock() - cpu_start)
                times.append(end - start)
                heights[index] = paragraph.Height
        return {"ns": times, "cpu_ns": cpu_times, "lines": [round(height / self.line_height) for height in heights]}

    def overhead(self, batches=20):
        """The time of one pybind11 call that does almost nothing (TextStyle.setFontSize), in ns."""
        results = []
        for _ in range(batches):
            start = time.perf_counter_ns()
            for _ in range(1000):
                self.text_style.setFontSize(FONT_SIZE)
            results.append((time.perf_counter_ns() - start) / 1000)
        return statistics.median(results)

    def repeated_paragraph_time(self, layouts=200):
        """The median time of laying out the first paragraph again and again on one new collection:
        what a paragraph cache hit costs (the comparison's own passes never hit)."""
        collection = self.new_collection()
        times = []
        for _ in range(layouts):
            start = time.perf_counter_ns()
            self.lay_out(collection, self.paragraphs[0])
            times.append(time.perf_counter_ns() - start)
        return statistics.median(times)

    def close(self):
        pass


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=20, help="measured rounds (default 20), after one warm-up")
    parser.add_argument("--layout-timing", type=Path,
                        help="a built layout-timing executable (default: build Benchmarks/Profiling/LayoutTiming)")
    parser.add_argument("--output", type=Path, default=PEERS / "layout_peers_result.json",
                        help="where to write the JSON result (default: Benchmarks/peers/layout_peers_result.json)")
    arguments = parser.parse_args()

    work = Path(tempfile.mkdtemp(prefix="layout_peers."))
    try:
        layout_timing = arguments.layout_timing or build_layout_timing()
        floor = build_floor(work)
        paragraphs = json.loads(subprocess.run([layout_timing, "paragraphs"], check=True, capture_output=True,
                                               text=True).stdout)["paragraphs"]
        lengths = {len(text.encode("utf-16-le")) // 2 for text in paragraphs}
        if len(paragraphs) != 200 or len(set(paragraphs)) != 200 or lengths != {1000} or any(
                "\n" in text for text in paragraphs):
            sys.exit("layout_peers.py: expected 200 distinct one-line paragraphs of 1,000 UTF-16 units")
        paragraph_file = work / "paragraphs.txt"
        paragraph_file.write_text("\n".join(paragraphs) + "\n", encoding="utf-8")
        checksum = hashlib.sha256("\n".join(paragraphs).encode("utf-8")).hexdigest()
        print(f"paragraphs: 200 x 1,000 UTF-16 units, sha256 of the text (joined by newlines) {checksum[:16]}")

        env = dict(os.environ, FONTCONFIG_FILE=str(fontconfig_file(work)))
        ours = Worker([layout_timing, "serve"])
        pango = Worker([SYSTEM_PYTHON, PEERS / "layout_pango.py", paragraph_file], env=env)
        floor_worker = Worker([floor, FONT, paragraph_file])
        skia_worker = SkParagraph(paragraphs)
        cases = [
            ("LinkBubble", "cold", ours, "cold 1"),
            ("LinkBubble", "warm", ours, "warm 1"),
            ("SkParagraph", "cold", skia_worker, "cold 1"),
            ("SkParagraph", "warm", skia_worker, "warm 1"),
            ("Pango", "cold", pango, "cold 1"),
            ("Pango", "warm", pango, "warm 1"),
            ("Pango", "new font map", pango, "fontmap 1"),
            ("floor: HarfBuzz (hb-ft) + ICU", "", floor_worker, "ft 1"),
            ("floor: HarfBuzz (hb-ot) + ICU", "", floor_worker, "ot 1"),
        ]
        load_start = load_average()
        print(f"load average at start: {load_start}")
        samples = {index: [] for index in range(len(cases))}
        cpu_samples = {index: [] for index in range(len(cases))}
        round_medians = {index: [] for index in range(len(cases))}
        lines = {}
        for round_number in range(arguments.rounds + 1):
            shift = round_number % len(cases)
            for index in list(range(shift, len(cases))) + list(range(shift)):
                _, _, worker, command = cases[index]
                answer = worker.request(command)
                if round_number == 0:
                    continue
                samples[index].extend(answer["ns"])
                cpu_samples[index].extend(answer["cpu_ns"])
                round_medians[index].append(statistics.median(answer["ns"]))
                lines[index] = answer["lines"]
        load_end = load_average()
        skia_overhead = skia_worker.overhead()
        skia_cache_hit = skia_worker.repeated_paragraph_time()
        pango_overhead = pango.request("overhead 20")["ns_per_call"]
        for worker in (ours, pango, floor_worker):
            worker.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)

    results = []
    print(f"\n{'':47} {'wall clock':^33}  {'CPU time':^19}")
    print(f"{'tool':32} {'mode':13} {'median':>9} {'p90':>9}  round medians  {'median':>9} {'p90':>9}")
    for index, (tool, mode, _, _) in enumerate(cases):
        values, cpu_values = samples[index], cpu_samples[index]
        median, p90 = statistics.median(values) / 1000, percentile(values, 0.9) / 1000
        cpu_median, cpu_p90 = statistics.median(cpu_values) / 1000, percentile(cpu_values, 0.9) / 1000
        low, high = min(round_medians[index]) / 1000, max(round_medians[index]) / 1000
        print(f"{tool:32} {mode:13} {median:6.0f} µs {p90:6.0f} µs  {f'{low:.0f}-{high:.0f} µs':>13}"
              f"  {cpu_median:6.0f} µs {cpu_p90:6.0f} µs")
        results.append({"tool": tool, "mode": mode, "median_us": round(median, 1), "p90_us": round(p90, 1),
                         "round_medians_us": [round(value / 1000, 1) for value in round_medians[index]],
                         "cpu_median_us": round(cpu_median, 1), "cpu_p90_us": round(cpu_p90, 1),
                         "layouts": len(values)})
    print(f"load average at start: {load_start}, at end: {load_end}")
    print(f"SkParagraph's paragraph cache (on, not exposed by skia-python): one paragraph laid out again and again"
          f" takes {skia_cache_hit / 1000:.0f} µs (a hit); the passes above go through 200 paragraphs and never hit")
    print(f"binding overhead per call: skia-python {skia_overhead:.0f} ns (SkParagraph's timed part makes 5 calls"
          f" warm, 7 cold), PyGObject {pango_overhead:.0f} ns (Pango's: 6 calls warm, 12 cold, 13 new font map)")

    # Line counts: LinkBubble cold and warm, SkParagraph, Pango and the floor's greedy count.
    by_name = {f"{tool} {mode}".strip(): lines[index] for index, (tool, mode, _, _) in enumerate(cases)}
    reference = by_name["LinkBubble cold"]
    mismatches = {}
    for name, counts in by_name.items():
        different = [i for i in range(len(reference)) if counts[i] != reference[i]]
        if different:
            mismatches[name] = [{"paragraph": i, "lines": counts[i], "LinkBubble": reference[i]} for i in different]
    print(f"line counts: LinkBubble {sum(reference)} lines in all ({min(reference)}-{max(reference)} per paragraph);",
          "every tool agrees on every paragraph" if not mismatches else "disagreements:")
    for name, items in mismatches.items():
        shown = ", ".join(f"#{item['paragraph']} {item['lines']} (ours {item['LinkBubble']})" for item in items[:8])
        print(f"  {name}: {len(items)} paragraphs: {shown}{' ...' if len(items) > 8 else ''}")

    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    changed = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--", "Sources", "Package.swift"],
                             capture_output=True, text=True).stdout.strip()
    result = {
        "date": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
        "linkbubble": (f"the executable {arguments.layout_timing}" if arguments.layout_timing
                       else f"{commit}{' with uncommitted changes' if changed else ''}"),
        "machine": f"{platform.node()}, {os.cpu_count()} cores, {platform.platform()}",
        "versions": {"python": platform.python_version(), "skia-python": skia.__version__,
                     "pango": subprocess.run([SYSTEM_PYTHON, "-c", "import gi; gi.require_version('Pango', '1.0');"
                                              "from gi.repository import Pango; print(Pango.version_string())"],
                                             capture_output=True, text=True).stdout.strip()},
        "inputs": {"paragraphs": 200, "utf16_units_each": 1000, "sha256": checksum, "font": str(FONT.relative_to(ROOT)),
                   "size_px": FONT_SIZE, "text_width_px": TEXT_WIDTH},
        "rounds": arguments.rounds,
        "load_average": {"start": load_start, "end": load_end},
        "skparagraph_cache_hit_us": round(skia_cache_hit / 1000, 1),
        "binding_overhead_ns_per_call": {"skia-python": round(skia_overhead), "PyGObject": round(pango_overhead)},
        "cases": results,
        "line_count_mismatches": mismatches,
        "line_counts_linkbubble": reference,
    }
    arguments.output.write_text(json.dumps(result, indent=1) + "\n")
    print(f"wrote {arguments.output}")


if __name__ == "__main__":
    main()
