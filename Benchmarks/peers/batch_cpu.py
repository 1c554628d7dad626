#!/usr/bin/env python3
"""The CPU each party of `linkbubble batch` uses per job: the workers' rendering threads,
their committing threads, the batch process's threads, and the kernel's own threads.

    swift build -c release --product linkbubble
    python3 Benchmarks/peers/batch_cpu.py                       # 1,000 jobs, --threads 1 and 2, 3 rounds
    python3 Benchmarks/peers/batch_cpu.py --before OLD_BINARY   # and an earlier build, alternated

The jobs are path_peers.py's batch jobs (an 80-character text, its link in range 26:50, style
ios, scale 3, shadow; with --light its light jobs, 150 to 300 characters without shadow),
each to its own PNG in a temporary folder, over the last run's files (a first run, not
counted, writes them; with --new-files each run writes into a folder of its own).
While a batch runs, this script reads every 5 ms the time each of its threads and its
workers' threads has spent on a core (`/proc/PID/task/TID/schedstat`, nanoseconds, user and
system time together) and keeps each thread's last value: a thread's work after the last
reading before it ends is lost (at most 5 ms of it). The kernel's part is the time of the
kernel's own threads (children of kthreadd: writeback workers, the journal, ...) and of
interrupts (`/proc/stat` irq + softirq) over the batch: these belong to the whole machine,
so work of other processes (a build writing its files) lands in them too. Every party's
time is divided by the number of jobs. The sampler itself (this script) is not counted.
Load-independent enough to compare builds while the machine is shared; its wall clock is not
a measurement (path_peers.py is).
"""

import argparse
import os
import subprocess
import tempfile
import time

from path_peers import batch_job

TICKS = os.sysconf("SC_CLK_TCK")


def read(path):
    try:
        with open(path) as file:
            return file.read()
    except OSError:
        return None


def thread_times(pid):
    """{tid: (name, ns on a core)} for every thread of `pid`."""
    times = {}
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return times
    for tid in tids:
        schedstat = read(f"/proc/{pid}/task/{tid}/schedstat")
        name = read(f"/proc/{pid}/task/{tid}/comm")
        if schedstat and name:
            times[int(tid)] = (name.strip(), int(schedstat.split()[0]))
    return times


def children(pid):
    found = []
    try:
        for tid in os.listdir(f"/proc/{pid}/task"):
            text = read(f"/proc/{pid}/task/{tid}/children")
            if text:
                found += [int(child) for child in text.split()]
    except OSError:
        pass
    return found


def kernel_time():
    """ns on a core of the kernel's threads (children of kthreadd, pid 2) and of interrupts."""
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        stat = read(f"/proc/{entry}/stat")
        if not stat:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        if fields[1] == "2" or entry == "2":  # ppid is fields[1]
            schedstat = read(f"/proc/{entry}/schedstat")
            if schedstat:
                total += int(schedstat.split()[0])
    cpu = read("/proc/stat").split("\n")[0].split()
    irq, softirq = int(cpu[6]), int(cpu[7])
    return total + (irq + softirq) * 1_000_000_000 // TICKS


def measure(linkbubble, jobs_file, threads, interval):
    """{party: ns} of one batch run, and its wall clock in seconds."""
    kernel_before = kernel_time()
    start = time.perf_counter()
    with open(os.devnull, "wb") as out:
        batch = subprocess.Popen([linkbubble, "batch", "--jobs", jobs_file, "--threads", str(threads)], stdout=out)
    last = {}  # (pid, tid) -> (party, ns)
    while batch.poll() is None:
        for tid, (name, ns) in thread_times(batch.pid).items():
            # Its main thread starts the batch and serves one worker, as the others serve the rest.
            last[(batch.pid, tid)] = ("batch process (start-up, serving the workers)", ns)
        for worker in children(batch.pid):
            for tid, (name, ns) in thread_times(worker).items():
                last[(worker, tid)] = ("worker rendering threads" if tid == worker else "worker other threads (committing)", ns)
        time.sleep(interval)
    wall = time.perf_counter() - start
    if batch.returncode != 0:
        raise SystemExit(f"batch failed: exit status {batch.returncode}")
    parties = {}
    for party, ns in last.values():
        parties[party] = parties.get(party, 0) + ns
    parties["kernel threads and interrupts (whole machine)"] = kernel_time() - kernel_before
    return parties, wall


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--linkbubble", default=os.path.join(os.path.dirname(__file__), "../../.build/release/linkbubble"))
    parser.add_argument("--before", metavar="LINKBUBBLE", action="append", default=[],
                        help="an earlier build, run right after this one in each round (may be given more than once)")
    parser.add_argument("--jobs", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--threads", default="1,2", help="comma-separated thread counts (default 1,2)")
    parser.add_argument("--interval", type=float, default=0.005, help="seconds between readings")
    parser.add_argument("--light", action="store_true",
                        help="path_peers.py's light jobs (150 to 300 characters, no shadow)")
    parser.add_argument("--new-files", action="store_true",
                        help="every run writes into a new folder (default: over the last run's files)")
    arguments = parser.parse_args()
    builds = {"this build": os.path.abspath(arguments.linkbubble)}
    for index, before in enumerate(arguments.before):
        builds[f"before {index + 1} ({os.path.basename(before)})"] = os.path.abspath(before)
    thread_counts = [int(count) for count in arguments.threads.split(",")]
    with open("/proc/loadavg") as file:
        print(f"load average at start: {' '.join(file.read().split()[:3])}")
    with tempfile.TemporaryDirectory() as folder:
        runs = 0

        def jobs_file():
            """The jobs file of the next run: the same one, or one into a new folder with --new-files."""
            nonlocal runs
            runs += 1
            out = os.path.join(folder, f"out-{runs}" if arguments.new_files else "out")
            path = os.path.join(folder, f"jobs-{runs}.jsonl" if arguments.new_files else "jobs.jsonl")
            if not os.path.exists(path):
                os.makedirs(out, exist_ok=True)
                with open(path, "w") as file:
                    for index in range(arguments.jobs):
                        file.write(batch_job(index, os.path.join(out, f"job-{index}.png"), arguments.light) + "\n")
            return path

        if not arguments.new_files:
            measure(builds["this build"], jobs_file(), thread_counts[0], arguments.interval)  # the files to replace
        results = {}  # (build, threads) -> [ (parties, wall) ]
        for _ in range(arguments.rounds):
            for threads in thread_counts:
                for build, binary in builds.items():
                    results.setdefault((build, threads), []).append(measure(binary, jobs_file(), threads, arguments.interval))
    print(f"{arguments.jobs:,} {'light ' if arguments.light else ''}render jobs; CPU per job in ms (median of {arguments.rounds} rounds), wall clock in s")
    for (build, threads), runs in results.items():
        print(f"\n{build}, --threads {threads}: wall " + " ".join(f"{wall:.3f}" for _, wall in runs))
        parties = sorted({party for parties, _ in runs for party in parties})
        total = []
        for party in parties:
            values = [parties_.get(party, 0) / 1e6 / arguments.jobs for parties_, _ in runs]
            print(f"  {party:48} {median(values):6.3f}   runs " + " ".join(f"{value:.3f}" for value in values))
        side = [sum(ns for party, ns in parties_.items() if party != "worker rendering threads") / 1e6 / arguments.jobs
                for parties_, _ in runs]
        print(f"  {'side work (all but the rendering threads)':48} {median(side):6.3f}   runs " + " ".join(f"{value:.3f}" for value in side))
    with open("/proc/loadavg") as file:
        print(f"\nload average at end: {' '.join(file.read().split()[:3])}")


if __name__ == "__main__":
    main()
