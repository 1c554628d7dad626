#!/usr/bin/env python3
"""Time paragraph layout in LinkBubble, SkParagraph and Pango, and the HarfBuzz + ICU floor, in one run.

    python3 Benchmarks/peers/layout_peers.py                 # builds what it needs, about a minute
    python3 Benchmarks/peers/layout_peers.py --rounds 5      # quicker, noisier
    python3 Benchmarks/peers/layout_peers.py --callgrind     # instruction counts instead, a few minutes
    python3 Benchmarks/peers/layout_peers.py --before PATH   # also another `profile` build, same rounds

Run with the Python that has skia-python 144.1 (the pyenv python3 here): SkParagraph runs in a child
of that Python (layout_skia.py), Pango in a child /usr/bin/python3 (layout_pango.py: python3-gi,
Pango 1.50). See Benchmarks/peers/README.md for what each case means.

Inputs (--set): "sample", the 200 distinct 1,000-character paragraphs of the layout benchmark
(Sources/BenchmarkInputs/SampleParagraphs.swift, seed 42, drawn from about 150 words), or "varied",
200 paragraphs of words that rarely repeat, URLs, e-mail addresses, numbers, dates and prices
(Sources/BenchmarkInputs/VariedParagraphs.swift, seed 42); written out by the
Swift side (`profile layout paragraphs`, Benchmarks/Profiling) so that every tool reads
exactly the same text; Noto Sans Regular (Fonts/NotoSans-Regular.ttf) at 16 px; 290 px of text width.

Each tool runs in its own process and times each layout inside that process, around the layout
calls only (clock_gettime / perf_counter_ns), so process start-up and this script's requests cost
nothing. A round asks every case, one after the other, for one pass over the 200 paragraphs; the
order rotates from round to round; round 0 is a warm-up and is dropped. Results: the median and
90th percentile over every timed layout of a case (wall clock, and the thread's CPU time over the
same span, which leaves out the time other processes ran: on a shared machine the wall clock's p90
mostly measures preemption), the range of the per-round medians, the load average at start and
end, each tool's line count per paragraph (and where they disagree), and the per-call overhead of
the Python bindings; all of it also as JSON.

--callgrind counts instructions instead (valgrind --tool=callgrind, repeatable whatever the load):
each case's process runs once with one pass and once with three, and the difference, divided by
the 400 layouts of the two extra passes, is the instructions per layout (start-up, the first pass
and the first-use costs cancel out; what remains includes each tool's timing calls and, for the
Python peers, the interpreter running the loop: a few thousand instructions per layout).
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

from importlib import metadata

ROOT = Path(__file__).resolve().parents[2]
PEERS = ROOT / "Benchmarks" / "peers"
PROFILING_PACKAGE = ROOT / "Benchmarks" / "Profiling"
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


def build_profile():
    run(["swift", "build", "-c", "release", "--product", "profile"], cwd=PROFILING_PACKAGE)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=PROFILING_PACKAGE,
                              check=True, capture_output=True, text=True).stdout.strip()
    return Path(bin_path) / "profile"


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


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


# (tool, mode, worker, command): every case in the order of round 1.
CASES = [
    ("LinkBubble", "cold", "ours", "cold"),
    ("LinkBubble", "warm", "ours", "warm"),
    ("SkParagraph", "cold", "skia", "cold"),
    ("SkParagraph", "warm", "skia", "warm"),
    ("SkParagraph", "cold layout()", "skia", "layout"),
    ("Pango", "cold", "pango", "cold"),
    ("Pango", "warm", "pango", "warm"),
    ("Pango", "new font map", "pango", "fontmap"),
    ("floor: HarfBuzz (hb-ft) + ICU", "", "floor", "ft"),
    ("floor: HarfBuzz (hb-ot) + ICU", "", "floor", "ot"),
]


# With --before: another build of `profile` (an earlier commit's), timed in the same rounds.
BEFORE_CASES = [
    ("LinkBubble (before)", "cold", "before", "cold"),
    ("LinkBubble (before)", "warm", "before", "warm"),
]


def case_name(tool, mode):
    return f"{tool} {mode}".strip()


def prepare(arguments, work):
    """Builds the Swift and C sides, writes the paragraphs and the fontconfig file into `work`; the
    command line and environment of each worker, and the paragraphs' checksum."""
    profile = arguments.profile or build_profile()
    floor = build_floor(work)
    paragraphs = json.loads(subprocess.run([profile, "layout", "paragraphs", "200", arguments.set], check=True,
                                           capture_output=True, text=True).stdout)["paragraphs"]
    lengths = {len(text.encode("utf-16-le")) // 2 for text in paragraphs}
    if len(paragraphs) != 200 or len(set(paragraphs)) != 200 or lengths != {1000} or any(
            "\n" in text for text in paragraphs):
        sys.exit("layout_peers.py: expected 200 distinct one-line paragraphs of 1,000 UTF-16 units")
    paragraph_file = work / "paragraphs.txt"
    paragraph_file.write_text("\n".join(paragraphs) + "\n", encoding="utf-8")
    checksum = hashlib.sha256("\n".join(paragraphs).encode("utf-8")).hexdigest()
    print(f"paragraphs: 200 x 1,000 UTF-16 units, sha256 of the text (joined by newlines) {checksum[:16]}")
    pango_env = dict(os.environ, FONTCONFIG_FILE=str(fontconfig_file(work)))
    workers = {
        "ours": ([profile, "layout", "serve", "200", arguments.set], None),
        "skia": ([sys.executable, PEERS / "layout_skia.py", FONT, paragraph_file], None),
        "pango": ([SYSTEM_PYTHON, PEERS / "layout_pango.py", paragraph_file], pango_env),
        "floor": ([floor, FONT, paragraph_file], None),
    }
    if arguments.before:
        workers["before"] = ([arguments.before, "layout", "serve", "200", arguments.set], None)
    return workers, checksum


def describe(arguments, checksum):
    """What was measured: the date, LinkBubble's commit, the machine, versions and inputs."""
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    changed = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--", "Sources", "Package.swift"],
                             capture_output=True, text=True).stdout.strip()
    pango = subprocess.run([SYSTEM_PYTHON, "-c", "import gi; gi.require_version('Pango', '1.0');"
                            "from gi.repository import Pango; print(Pango.version_string())"],
                           capture_output=True, text=True).stdout.strip()
    return {
        "date": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
        "linkbubble": (f"the executable {arguments.profile}" if arguments.profile
                       else f"{commit}{' with uncommitted changes' if changed else ''}"),
        "before": str(arguments.before) if arguments.before else None,
        "machine": f"{platform.node()}, {os.cpu_count()} cores, {platform.platform()}",
        "versions": {"python": platform.python_version(), "skia-python": metadata.version("skia-python"),
                     "pango": pango},
        "inputs": {"set": arguments.set, "paragraphs": 200, "utf16_units_each": 1000, "sha256": checksum,
                   "font": str(FONT.relative_to(ROOT)), "size_px": FONT_SIZE, "text_width_px": TEXT_WIDTH},
    }


def measure_times(arguments, workers):
    """The timing rounds; the result's fields."""
    running = {name: Worker(command, env=env) for name, (command, env) in workers.items()}
    load_start = load_average()
    print(f"load average at start: {load_start}")
    samples = [[] for _ in CASES]
    cpu_samples = [[] for _ in CASES]
    round_medians = [[] for _ in CASES]
    lines = [None for _ in CASES]
    for round_number in range(arguments.rounds + 1):
        shift = round_number % len(CASES)
        for index in list(range(shift, len(CASES))) + list(range(shift)):
            _, _, worker, command = CASES[index]
            answer = running[worker].request(f"{command} 1")
            if round_number == 0:
                continue
            samples[index].extend(answer["ns"])
            cpu_samples[index].extend(answer["cpu_ns"])
            round_medians[index].append(statistics.median(answer["ns"]))
            lines[index] = answer["lines"]
    load_end = load_average()
    skia_overhead = running["skia"].request("overhead 20")["ns_per_call"] if "skia" in running else None
    skia_cache_hit = running["skia"].request("repeat 200")["ns"] if "skia" in running else None
    pango_overhead = running["pango"].request("overhead 20")["ns_per_call"] if "pango" in running else None
    for worker in running.values():
        worker.close()

    cases = []
    print(f"\n{'':47} {'wall clock':^33}  {'CPU time':^19}")
    print(f"{'tool':32} {'mode':13} {'median':>9} {'p90':>9}  round medians  {'median':>9} {'p90':>9}")
    for index, (tool, mode, _, _) in enumerate(CASES):
        values, cpu_values = samples[index], cpu_samples[index]
        median, p90 = statistics.median(values) / 1000, percentile(values, 0.9) / 1000
        cpu_median, cpu_p90 = statistics.median(cpu_values) / 1000, percentile(cpu_values, 0.9) / 1000
        low, high = min(round_medians[index]) / 1000, max(round_medians[index]) / 1000
        print(f"{tool:32} {mode:13} {median:6.0f} µs {p90:6.0f} µs  {f'{low:.0f}-{high:.0f} µs':>13}"
              f"  {cpu_median:6.0f} µs {cpu_p90:6.0f} µs")
        cases.append({"tool": tool, "mode": mode, "median_us": round(median, 1), "p90_us": round(p90, 1),
                      "round_medians_us": [round(value / 1000, 1) for value in round_medians[index]],
                      "cpu_median_us": round(cpu_median, 1), "cpu_p90_us": round(cpu_p90, 1),
                      "layouts": len(values)})
    print(f"load average at start: {load_start}, at end: {load_end}")
    if skia_overhead is not None:
        print(f"SkParagraph's paragraph cache (on, not exposed by skia-python): one paragraph laid out again and"
              f" again takes {skia_cache_hit / 1000:.0f} µs (a hit); the passes above go through 200 paragraphs and"
              f" never hit")
        print(f"binding overhead per call: skia-python {skia_overhead:.0f} ns (SkParagraph's timed part makes 5"
              f" calls warm, 7 cold, 1 for layout() alone)")
    if pango_overhead is not None:
        print(f"binding overhead per call: PyGObject {pango_overhead:.0f} ns (Pango's: 6 calls warm, 12 cold,"
              f" 13 new font map)")

    # Line counts: LinkBubble cold and warm, SkParagraph, Pango and the floor's greedy count.
    reference = lines[0]
    mismatches = {}
    for index, (tool, mode, _, _) in enumerate(CASES):
        different = [i for i in range(len(reference)) if lines[index][i] != reference[i]]
        if different:
            mismatches[case_name(tool, mode)] = [
                {"paragraph": i, "lines": lines[index][i], "LinkBubble": reference[i]} for i in different]
    print(f"line counts: LinkBubble {sum(reference)} lines in all ({min(reference)}-{max(reference)} per paragraph);",
          "every tool agrees on every paragraph" if not mismatches else "disagreements:")
    for name, items in mismatches.items():
        shown = ", ".join(f"#{item['paragraph']} {item['lines']} (ours {item['LinkBubble']})" for item in items[:8])
        print(f"  {name}: {len(items)} paragraphs: {shown}{' ...' if len(items) > 8 else ''}")
    return {
        "rounds": arguments.rounds,
        "load_average": {"start": load_start, "end": load_end},
        "skparagraph_cache_hit_us": round(skia_cache_hit / 1000, 1) if skia_cache_hit is not None else None,
        "binding_overhead_ns_per_call": {
            "skia-python": round(skia_overhead) if skia_overhead is not None else None,
            "PyGObject": round(pango_overhead) if pango_overhead is not None else None},
        "cases": cases,
        "line_count_mismatches": mismatches,
        "line_counts_linkbubble": reference,
    }


def callgrind_instructions(command, env, requests, out_file):
    """The instructions callgrind counts in the whole process given these requests on stdin."""
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out_file}",
                    *[str(part) for part in command]], input="".join(line + "\n" for line in requests),
                   env=env, text=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    for line in Path(out_file).read_text().splitlines():
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1])
    sys.exit(f"layout_peers.py: no totals in {out_file}")


def count_instructions(workers, work):
    """Instructions per layout of each case: (3 passes - 1 pass) / 400 layouts; the result's fields."""
    # Valgrind 3.19 cannot read the DWARF 5 of Swift's release builds: count a copy without it.
    for name in ("ours", "before"):
        if name not in workers:
            continue
        (executable, *rest), env = workers[name]
        stripped = work / f"profile-{name}"
        run(["strip", "--strip-debug", "-o", stripped, executable])
        workers = dict(workers, **{name: ([stripped, *rest], env)})
    cases = []
    print(f"\n{'tool':32} {'mode':13} {'instructions per layout':>24}")
    for tool, mode, worker, command in CASES:
        argv, env = workers[worker]
        one = callgrind_instructions(argv, env, [f"{command} 1"], work / "callgrind.one")
        three = callgrind_instructions(argv, env, [f"{command} 1"] * 3, work / "callgrind.three")
        per_layout = (three - one) / 400
        print(f"{tool:32} {mode:13} {per_layout / 1e6:20.3f} M", flush=True)
        cases.append({"tool": tool, "mode": mode, "instructions_per_layout": round(per_layout)})
    return {"cases": cases}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=20, help="measured rounds (default 20), after one warm-up")
    parser.add_argument("--set", choices=["sample", "varied"], default="sample",
                        help="the paragraphs: the layout benchmark's (default) or the varied ones")
    parser.add_argument("--only", help="the cases to run, a comma-separated list of worker names"
                        " (ours, before, skia, pango, floor; default: all)")
    parser.add_argument("--callgrind", action="store_true",
                        help="count instructions with valgrind --tool=callgrind instead of timing")
    parser.add_argument("--profile", type=Path,
                        help="a built `profile` executable (default: build Benchmarks/Profiling)")
    parser.add_argument("--before", type=Path,
                        help="another `profile` executable (say, main's) timed as 'LinkBubble (before)' in the"
                             " same rounds, alternating with every other case")
    parser.add_argument("--output", type=Path,
                        help="where to write the JSON result (default: Benchmarks/peers/layout_peers_result.json,"
                             " with --callgrind layout_peers_callgrind.json)")
    arguments = parser.parse_args()
    output = arguments.output or PEERS / (
        "layout_peers_callgrind.json" if arguments.callgrind else "layout_peers_result.json")

    if arguments.before:
        CASES[2:2] = BEFORE_CASES
    if arguments.only:
        only = set(arguments.only.split(",")) | {"ours"}
        CASES[:] = [case for case in CASES if case[2] in only]
    work = Path(tempfile.mkdtemp(prefix="layout_peers."))
    try:
        workers, checksum = prepare(arguments, work)
        workers = {name: worker for name, worker in workers.items() if any(case[2] == name for case in CASES)}
        result = describe(arguments, checksum)
        result.update(count_instructions(workers, work) if arguments.callgrind else measure_times(arguments, workers))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    output.write_text(json.dumps(result, indent=1) + "\n")
    print(f"wrote {output}")


if __name__ == "__main__":
    main()
