#!/usr/bin/env python3
"""Time the union of rects in three peer libraries, on the Swift benchmarks' inputs.

    pip install shapely pyclipper skia-pathops
    python3 Benchmarks/peers/time_peers.py            # all sizes, a few minutes
    python3 Benchmarks/peers/time_peers.py --quick    # sizes up to 1,000, seconds

Peers, each called through its Python binding the way its documentation unions shapes:
- Clipper (pyclipper): one Pyclipper with every rect added as a closed subject path,
  Execute(CT_UNION, PFT_NONZERO, PFT_NONZERO). Clipper works on integers, so coordinates
  are scaled beforehand (outside the timing) by the largest power of two that keeps them
  within Clipper's fast range (|v| <= 0x3FFFFFFF; above it Clipper switches to 128-bit
  arithmetic), and rounded.
- GEOS (shapely): shapely.unary_union of the rects as polygons (made by shapely.box
  beforehand, outside the timing).
- Skia PathOps (skia-pathops): one path holding every rect as a closed contour, then
  Simplify (path.simplify(fix_winding=False, keep_starting_points=False)), which is what
  pathops.union does minus its optional post-processing. The path is built beforehand and
  copied for each run outside the timing. (Without fix_winding the result's contours keep
  arbitrary directions, so its area is checked on a separate, untimed fix_winding run.)

Only the union call is timed (time.perf_counter_ns), so the Python-side building of the
input is not counted against the peers. Each case is run several times and the median is
reported; the run count shrinks for slow cases so that each case takes about three seconds,
with at least three runs. For 10,000 rects and more the first run happens in a child
process that is stopped after 30 seconds, and the case is then reported as "> 30 s"
without further runs, which bounds the script's total time. A case is also skipped
when the same peer's two previous sizes for that input kind, extrapolated with their
growth exponent (t ~ n^k, k fitted on those two sizes), predict more than 30 seconds for
one run: random rects overlap more as n grows, so their unions grow about quadratically.

Inputs are exactly those of the Swift benchmarks: a SplitMix64 generator seeded with 42,
fresh for each input set, u() = (next() >> 11) * 2**-53 in [0, 1), and
- random: per rect x = u()*1000, y = u()*1000, w = 1 + u()*49, h = 1 + u()*49 (in that order);
- text-line: line i has y = i*18 and height 18, x = u()*20, then width = 100 + u()*500.
The script prints a checksum of each input (the sum of all coordinates and sizes) and the
area each peer's result covers, so the inputs and the peers' answers can be cross-checked.
"""

import argparse
import math
import multiprocessing
import statistics
import sys
import time

import pathops
import pyclipper
import shapely

MASK = (1 << 64) - 1
CLIPPER_FAST_RANGE = 0x3FFFFFFF
CASE_BUDGET_NS = 3e9
SKIP_ABOVE_NS = 30e9


class SplitMix64:
    """The SplitMix64 generator, bit for bit as in the Swift benchmarks."""

    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def unit(self):
        return (self.next() >> 11) * 2.0**-53


def random_rects(count):
    rng = SplitMix64(42)
    rects = []
    for _ in range(count):
        x = rng.unit() * 1000
        y = rng.unit() * 1000
        w = 1 + rng.unit() * 49
        h = 1 + rng.unit() * 49
        rects.append((x, y, w, h))
    return rects


def text_line_rects(count):
    rng = SplitMix64(42)
    rects = []
    for i in range(count):
        x = rng.unit() * 20
        width = 100 + rng.unit() * 500
        rects.append((x, i * 18.0, width, 18.0))
    return rects


def corners(x, y, w, h):
    """The rect's corners clockwise on screen (y down), as Path(rect:) draws them."""
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


class Clipper:
    name = "Clipper (pyclipper 1.4)"

    def prepare(self, rects):
        largest = max(max(abs(x), abs(y), abs(x + w), abs(y + h)) for x, y, w, h in rects)
        self.scale = 2.0 ** math.floor(math.log2(CLIPPER_FAST_RANGE / largest))
        return [[(round(px * self.scale), round(py * self.scale)) for px, py in corners(*r)] for r in rects]

    def run(self, paths):
        clipper = pyclipper.Pyclipper()
        clipper.AddPaths(paths, pyclipper.PT_SUBJECT, True)
        return clipper.Execute(pyclipper.CT_UNION, pyclipper.PFT_NONZERO, pyclipper.PFT_NONZERO)

    def area(self, prepared, result):
        return sum(pyclipper.Area(path) for path in result) / self.scale**2


class GEOS:
    name = f"GEOS {shapely.geos_version_string} (shapely {shapely.__version__})"

    def prepare(self, rects):
        return shapely.box([x for x, _, _, _ in rects], [y for _, y, _, _ in rects],
                           [x + w for x, _, w, _ in rects], [y + h for _, y, _, h in rects])

    def run(self, boxes):
        return shapely.unary_union(boxes)

    def area(self, prepared, result):
        return result.area


class Skia:
    name = "Skia PathOps (skia-pathops 0.9.2)"

    def prepare(self, rects):
        path = pathops.Path()
        for rect in rects:
            points = corners(*rect)
            path.moveTo(*points[0])
            for point in points[1:]:
                path.lineTo(*point)
            path.close()
        return path

    def copy(self, path):
        return pathops.Path(path)

    def run(self, path):
        path.simplify(fix_winding=False, keep_starting_points=False)
        return path

    def area(self, prepared, result):
        checked = pathops.Path(prepared)
        checked.simplify(fix_winding=True, keep_starting_points=False)
        return abs(checked.area)


def _timed_run(peer, prepared, connection):
    """Child-process body: one timed run, its duration sent back through `connection`."""
    argument = getattr(peer, "copy", lambda value: value)(prepared)
    start = time.perf_counter_ns()
    peer.run(argument)
    connection.send(time.perf_counter_ns() - start)


def first_run_within_limit(peer, prepared):
    """One run in a forked child, or None when it takes more than SKIP_ABOVE_NS."""
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_timed_run, args=(peer, prepared, sender))
    child.start()
    if receiver.poll(SKIP_ABOVE_NS / 1e9):
        elapsed = receiver.recv()
        child.join()
        return elapsed
    child.terminate()
    child.join()
    return None


def time_case(peer, prepared, n, predicted_ns):
    """(median ns, run count, area), or a string saying why the case was not timed."""
    if predicted_ns is not None and predicted_ns > SKIP_ABOVE_NS:
        return f"skipped (predicted {format_ns(predicted_ns)})"
    times = []
    if n >= 10_000:
        first = first_run_within_limit(peer, prepared)
        if first is None:
            return f"> {format_ns(SKIP_ABOVE_NS)} (stopped)"
        times.append(first)
    copy = getattr(peer, "copy", lambda value: value)
    result = None
    while True:
        argument = copy(prepared)
        start = time.perf_counter_ns()
        result = peer.run(argument)
        times.append(time.perf_counter_ns() - start)
        spent = sum(times)
        if len(times) >= 3 and (spent >= CASE_BUDGET_NS or len(times) >= 200):
            break
    return statistics.median(times), len(times), peer.area(prepared, result)


def format_ns(ns):
    if ns >= 1e9:
        return f"{ns / 1e9:.2f} s"
    if ns >= 1e6:
        return f"{ns / 1e6:.1f} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.0f} µs"
    return f"{ns:.0f} ns"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="only sizes up to 1,000")
    arguments = parser.parse_args()
    sizes = [3, 100, 1_000] if arguments.quick else [3, 100, 1_000, 10_000, 100_000]
    kinds = [("random", random_rects), ("text-line", text_line_rects)]
    peers = [Clipper(), GEOS(), Skia()]

    print(f"python {sys.version.split()[0]}; " + "; ".join(peer.name for peer in peers))
    print("| input | n | checksum | " + " | ".join(peer.name for peer in peers) + " |")
    print("|---|---:|---:|" + "---:|" * len(peers))
    previous = {}
    for kind, make in kinds:
        if kind == "random":
            sizes_here = [n for n in sizes if n != 3]
        else:
            sizes_here = sizes
        for n in sizes_here:
            rects = make(n)
            checksum = sum(sum(rect) for rect in rects)
            cells = []
            for peer in peers:
                key = (peer.name, kind)
                predicted = None
                history = previous.get(key, [])
                if len(history) >= 2:
                    (n1, t1), (n2, t2) = history[-2:]
                    exponent = max(1.0, math.log(t2 / t1) / math.log(n2 / n1))
                    predicted = t2 * (n / n2) ** exponent
                outcome = time_case(peer, peer.prepare(rects), n, predicted)
                if isinstance(outcome, str):
                    cells.append(outcome)
                    continue
                median, runs, area = outcome
                previous.setdefault(key, []).append((n, median))
                cells.append(f"{format_ns(median)} ({runs} runs, area {area:.6g})")
            print(f"| {kind} | {n:,} | {checksum:.6f} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
