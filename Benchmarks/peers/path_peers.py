#!/usr/bin/env python3
"""The whole `linkbubble path` process against a Python + pyclipper script doing the same,
and `linkbubble batch` on 1 and 2 threads.

    swift build -c release --product linkbubble
    python3 Benchmarks/peers/path_peers.py                  # path: 5 text-line rounds, 3 random
    python3 Benchmarks/peers/path_peers.py --batch-jobs 1000 # and batch, --threads 1 vs 2

Part 1, path. Both sides are whole processes started the same way (subprocess, output to a
file), on the same JSON file of 100,000 rects written by this script (Python's json, whose
floats are the shortest round-trip text), alternating A B A B in one run:
- A: `linkbubble path --style plain --rects-file FILE` (release build): read the JSON,
  union, write the bubbles' contours, exact outline (plain: no outset, no rounding), bounds
  and center as JSON.
- B: `python3 path_peers.py --pyclipper FILE`: read the JSON (json.load), scale the
  coordinates to Clipper's integers (the largest power of two that keeps them within
  Clipper's fast 30-bit range, as time_peers.py does), union them with pyclipper 1.4.0
  (CT_UNION, non-zero), scale back and write the contours as JSON (json.dumps, CPython's C
  encoder, and one write: `json.dump` would encode in pure Python, chunk by chunk). It imports
  nothing else, so its interpreter start-up is as small as Python's can be.
Inputs are those of Benchmarks/README.md "Inputs" (SplitMix64 seeded with 42): 100,000
text lines and 100,000 random rects. The script prints every time, the medians and the
ratio, the load average before and after, and each side's output size and contour count.

Part 2, batch (with --batch-jobs N): N render jobs (an 80-character text, its link in
range 26:50, style ios, scale 3, shadow; with --batch-light texts of 150 to 300 characters
without shadow), each to its own PNG in a temporary folder, over the
last batch's files, or with --batch-new-folders into a new empty folder per batch), run
by `linkbubble batch --threads 1` and `--threads 2`, alternating, 3 rounds each (--batch-rounds); prints
the medians, the speed-up and each round's. With --batch-before BINARY, an earlier build's `--threads 1`
and `--threads 2` run in the same rounds, right after this one's. Each round also runs two `--threads 1` batches at once, each on
half the jobs: what two independent processes get from this machine's two cores (shared
caches, memory and disk), and `--threads 1` with every process held on one core (`taskset
-c 0`): a worker writes its files on a thread of its own, and with the batch's own thread
`--threads 1` keeps more than one core busy, so the one-core run is the one-core baseline.
With --batch-ratios-only, rounds run `--threads 1` and `--threads 2` alone (no pair, no
taskset), in alternating order, and the script prints the median and quartiles of the
rounds' own ratios: for many short rounds on a host whose speed moves from run to run.
With --batch-probe too, a probe runs before each of this build's two batches in a round and
after the second (--batch-before's batches are not probed): two
Python processes at once, each timing a fixed loop of integer arithmetic (about 0.2 s on
this machine when it is quiet), the slower one counting. It measures how fast the host lets
both cores run just then (another tenant of the host slows them by up to 2x, for seconds at
a time, while nothing runs here). The script then sorts the rounds by their slowest probe
and prints, for each third of them (quietest, middle, busiest), the medians and the rounds'
ratios. The probes do not look at the batches' times, so sorting by them favours neither
thread count.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


def pyclipper_path(path):
    """Side B: the peer process. Reads rects, unions them with pyclipper, prints JSON."""
    import math

    import pyclipper

    with open(path) as file:
        rects = json.load(file)
    largest = max(max(abs(x), abs(y), abs(x + w), abs(y + h)) for x, y, w, h in rects)
    scale = 2.0 ** math.floor(math.log2(0x3FFFFFFF / largest))
    paths = [[(round(x * scale), round(y * scale)), (round((x + w) * scale), round(y * scale)),
              (round((x + w) * scale), round((y + h) * scale)), (round(x * scale), round((y + h) * scale))]
             for x, y, w, h in rects]
    clipper = pyclipper.Pyclipper()
    clipper.AddPaths(paths, pyclipper.PT_SUBJECT, True)
    contours = clipper.Execute(pyclipper.CT_UNION, pyclipper.PFT_NONZERO, pyclipper.PFT_NONZERO)
    # json.dumps (CPython's C encoder) and one write: the fastest plain idiom.
    text = json.dumps({"contours": [[[x / scale, y / scale] for x, y in contour] for contour in contours]},
                      separators=(",", ":"))
    sys.stdout.write(text + "\n")


def load_average():
    with open("/proc/loadavg") as file:
        return " ".join(file.read().split()[:3])


def timed(command, output, cwd=None):
    with open(output, "wb") as out:
        start = time.perf_counter_ns()
        subprocess.run(command, stdout=out, check=True, cwd=cwd)
        return (time.perf_counter_ns() - start) / 1e9


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def quartiles(values):
    """The first and third quartiles (medians of the lower and upper halves)."""
    ordered = sorted(values)
    half = len(ordered) // 2
    return median(ordered[:half] or ordered), median(ordered[(len(ordered) + 1) // 2:] or ordered)


def compare_path(linkbubble, name, rects, rounds, folder):
    rects_file = os.path.join(folder, f"{name}.json")
    with open(rects_file, "w") as file:
        json.dump(rects, file, separators=(",", ":"))
    sides = {
        "linkbubble path": [linkbubble, "path", "--style", "plain", "--rects-file", rects_file],
        "python + pyclipper": [sys.executable, os.path.abspath(__file__), "--pyclipper", rects_file],
    }
    times = {side: [] for side in sides}
    for _ in range(rounds):
        for side, command in sides.items():
            times[side].append(timed(command, os.path.join(folder, f"{name}-{side[0]}.out")))
    print(f"\n{name}: {len(rects):,} rects, input {os.path.getsize(rects_file):,} bytes")
    for side in sides:
        output = os.path.join(folder, f"{name}-{side[0]}.out")
        with open(output) as file:
            document = json.load(file)
        contours = (sum(len(bubble["contours"]) for bubble in document["bubbles"])
                    if "bubbles" in document else len(document["contours"]))
        print(f"  {side:20} median {median(times[side]):8.3f} s   runs "
              + " ".join(f"{t:.3f}" for t in times[side])
              + f"   output {os.path.getsize(output):,} bytes, {contours:,} contours")
    ratio = median(times["python + pyclipper"]) / median(times["linkbubble path"])
    print(f"  linkbubble is {ratio:.1f}x faster")


def timed_pair(commands, outputs, cwd=None):
    """Two processes started together; the time until both have ended."""
    files = [open(output, "wb") for output in outputs]
    start = time.perf_counter_ns()
    processes = [subprocess.Popen(command, stdout=file, cwd=cwd) for command, file in zip(commands, files)]
    for process in processes:
        if process.wait() != 0:
            raise subprocess.CalledProcessError(process.returncode, process.args)
    elapsed = (time.perf_counter_ns() - start) / 1e9
    for file in files:
        file.close()
    return elapsed


PROBE_LOOP = """import time
start = time.perf_counter()
x = 0
for i in range(1_500_000):
    x = (x * 31 + i) & 0xFFFFFFFF
print(time.perf_counter() - start)
"""


def host_probe():
    """Two processes at once, each timing PROBE_LOOP: the slower one's seconds."""
    processes = [subprocess.Popen([sys.executable, "-c", PROBE_LOOP], stdout=subprocess.PIPE) for _ in range(2)]
    return max(float(process.communicate()[0]) for process in processes)


def round_ratios(ones, twos):
    """The rounds' own ratios --threads 1 / --threads 2, and their median and quartiles as text."""
    ratios = [a / b for a, b in zip(ones, twos)]
    low, high = quartiles(ratios)
    return ratios, f"median {median(ratios):.3f}, quartiles {low:.3f}-{high:.3f}"


def print_ratios(name, ones, twos):
    ratios, summary = round_ratios(ones, twos)
    print(f"  {name}the rounds' own ratios --threads 1 / --threads 2: {summary}; each round: "
          + " ".join(f"{r:.2f}" for r in ratios))


def print_rounds_by_probe(times, probes):
    """The rounds in thirds by their slowest probe: how the ratio moves with the host's speed."""
    slowest = [max(round_probes) for round_probes in probes]
    print(f"  host probes (two processes at once, s): fastest {min(min(p) for p in probes):.3f}, median "
          f"{median([p for round_probes in probes for p in round_probes]):.3f}; each round's slowest: "
          + " ".join(f"{p:.3f}" for p in slowest))
    order = sorted(range(len(probes)), key=lambda index: slowest[index])
    thirds = [order[len(order) * third // 3:len(order) * (third + 1) // 3] for third in range(3)]
    for name, rounds in zip(["quietest", "middle", "busiest"], thirds):
        if not rounds:
            continue
        ones, twos = [times["1"][i] for i in rounds], [times["2"][i] for i in rounds]
        print(f"  {name} third of the rounds ({len(rounds)}, slowest probe {slowest[rounds[0]]:.3f}-{slowest[rounds[-1]]:.3f} s): "
              f"--threads 1 {median(ones):.3f} s, --threads 2 {median(twos):.3f} s, {median(ones) / median(twos):.2f}x; "
              f"rounds' ratios {round_ratios(ones, twos)[1]}")


BATCH_TEXT = "Read the offline guide at https://example.com/docs before Friday, said the note."


def batch_job(index, out, light=False):
    """Batch job `index` as a JSON line, writing `out`: the 80-character text with its shadow,
    or with `light` a text of 150 to 300 characters (the sentence repeated, cut at a length
    that varies from job to job) without shadow."""
    text = BATCH_TEXT
    if light:
        text = " ".join([BATCH_TEXT] * 4)[:150 + index * 37 % 151].rstrip()
    return json.dumps({"command": "render", "text": text, "range": [26, 50], "style": "ios", "scale": 3,
                       "shadow": not light, "out": out})


def compare_batch(linkbubble, jobs, folder, rounds, before=None, new_folders=False, ratios_only=False, probe=False,
                  light=False):
    # Relative names: every batch runs in `out_folder()`, the same folder each time (each run
    # replaces the last run's files) or, with new_folders, a new empty one.
    lines = [batch_job(index, f"job-{index}.png", light) for index in range(jobs)]
    runs = [0]

    def out_folder():
        """The folder the next batch writes into; with new_folders, the last one is removed
        first and the disk flushed (`sync`), so that no removal is left to the timed run."""
        if not new_folders:
            path = os.path.join(folder, "out")
            os.makedirs(path, exist_ok=True)
            return path
        if runs[0]:
            shutil.rmtree(os.path.join(folder, f"out-{runs[0]}"))
            subprocess.run(["sync"], check=True)
        runs[0] += 1
        path = os.path.join(folder, f"out-{runs[0]}")
        os.makedirs(path)
        return path

    jobs_file = os.path.join(folder, "jobs.jsonl")
    with open(jobs_file, "w") as file:
        file.write("\n".join(lines) + "\n")
    halves = [os.path.join(folder, f"jobs-{half}.jsonl") for half in (0, 1)]
    for half, path in enumerate(halves):
        with open(path, "w") as file:
            file.write("\n".join(lines[half::2]) + "\n")
    times = {"1": [], "2": []} if ratios_only else {"1": [], "2": [], "pair": [], "1 core": []}
    if before:
        times.update({"before 1": [], "before 2": []})
    probes = []
    for round_ in range(rounds):
        # With ratios_only, odd rounds run --threads 2 first, so that a drift of the host's
        # speed within a round favours neither.
        order = ("2", "1") if ratios_only and round_ % 2 else ("1", "2")
        if probe:
            probes.append([])
        for threads in order:
            if probe:
                probes[-1].append(host_probe())
            times[threads].append(timed([linkbubble, "batch", "--jobs", jobs_file, "--threads", threads],
                                        os.path.join(folder, "batch.out"), cwd=out_folder()))
        if probe:
            probes[-1].append(host_probe())
        if before:
            for threads in order:
                times["before " + threads].append(timed([before, "batch", "--jobs", jobs_file, "--threads", threads],
                                                        os.path.join(folder, "batch-before.out"), cwd=out_folder()))
        if ratios_only:
            continue
        times["1 core"].append(timed(["taskset", "-c", "0", linkbubble, "batch", "--jobs", jobs_file, "--threads", "1"],
                                     os.path.join(folder, "batch.out"), cwd=out_folder()))
        times["pair"].append(timed_pair([[linkbubble, "batch", "--jobs", half, "--threads", "1"] for half in halves],
                                        [os.path.join(folder, f"pair-{half}.out") for half in (0, 1)], cwd=out_folder()))
    with open(os.path.join(folder, "batch.out")) as file:
        failed = sum('"error"' in line for line in file)
    print(f"\nbatch: {jobs:,} {'light ' if light else ''}render jobs ({failed} failed)")
    labels = {"1": "--threads 1", "2": "--threads 2", "pair": "two --threads 1 batches at once, half the jobs each",
              "1 core": "--threads 1, every process on one core (taskset -c 0)",
              "before 1": "--batch-before, --threads 1", "before 2": "--batch-before, --threads 2"}
    for key, values in times.items():
        print(f"  {labels[key]:52} median {median(values):7.3f} s ({median(values) / jobs * 1e3:.2f} ms per job)   runs "
              + " ".join(f"{t:.3f}" for t in values))
    if ratios_only:
        print(f"  2 threads are {median(times['1']) / median(times['2']):.2f}x 1 thread (ratio of the medians)")
    else:
        print(f"  2 threads are {median(times['1']) / median(times['2']):.2f}x 1 thread; "
              f"two separate processes at once are {median(times['1']) / median(times['pair']):.2f}x;\n"
              f"  2 threads on 2 cores are {median(times['1 core']) / median(times['2']):.2f}x 1 thread on 1 core")
    for name, one, two in [("", "1", "2")] + ([("--batch-before: ", "before 1", "before 2")] if before else []):
        print_ratios(name, times[one], times[two])
    if probe:
        print_rounds_by_probe(times, probes)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pyclipper", metavar="FILE", help="run side B on FILE (used by this script)")
    parser.add_argument("--linkbubble", default=os.path.join(os.path.dirname(__file__), "../../.build/release/linkbubble"))
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--text-line-rounds", type=int, default=5)
    parser.add_argument("--random-rounds", type=int, default=3, help="0: text lines only")
    parser.add_argument("--batch-jobs", type=int, default=0, help="also time batch with this many render jobs")
    parser.add_argument("--batch-rounds", type=int, default=3, help="rounds of batch (each --threads 1 then 2)")
    parser.add_argument("--skip-path", action="store_true", help="only the batch part")
    parser.add_argument("--batch-ratios-only", action="store_true",
                        help="rounds of --threads 1 and 2 only (no pair, no taskset), in alternating order")
    parser.add_argument("--batch-light", action="store_true",
                        help="light jobs: texts of 150 to 300 characters, no shadow (default: 80 characters, shadow)")
    parser.add_argument("--batch-new-folders", action="store_true",
                        help="every batch writes into a new empty folder (default: over the last batch's files)")
    parser.add_argument("--batch-probe", action="store_true",
                        help="probe the host's speed around every batch and report the rounds in thirds by it")
    parser.add_argument("--batch-before", metavar="LINKBUBBLE",
                        help="another linkbubble binary (an earlier commit's) timed in the same rounds, after each round's --threads 1 and 2")
    arguments = parser.parse_args()
    if arguments.pyclipper:
        return pyclipper_path(arguments.pyclipper)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from time_peers import random_rects, text_line_rects

    linkbubble = os.path.abspath(arguments.linkbubble)
    print(f"load average at start: {load_average()} ({os.cpu_count()} cores)")
    with tempfile.TemporaryDirectory() as folder:
        if not arguments.skip_path:
            compare_path(linkbubble, "text lines", [list(r) for r in text_line_rects(arguments.count)],
                         arguments.text_line_rounds, folder)
            if arguments.random_rounds > 0:
                compare_path(linkbubble, "random", [list(r) for r in random_rects(arguments.count)],
                             arguments.random_rounds, folder)
        if arguments.batch_jobs:
            before = os.path.abspath(arguments.batch_before) if arguments.batch_before else None
            compare_batch(linkbubble, arguments.batch_jobs, folder, arguments.batch_rounds, before,
                          arguments.batch_new_folders, arguments.batch_ratios_only,
                          arguments.batch_probe, arguments.batch_light)
    print(f"\nload average at end: {load_average()}")


if __name__ == "__main__":
    main()
