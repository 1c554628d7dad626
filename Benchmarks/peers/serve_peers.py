#!/usr/bin/env python3
"""`linkbubble serve` under load, against `linkbubble render` processes and a skia-python service.

    swift build -c release --product linkbubble
    apt-get install -y wrk                       # wrk 4.1 (Debian); skia-python 144.1 for the peer
    python3 Benchmarks/peers/serve_peers.py [--rounds 3] [--seconds 10] [--concurrency 4]

The job: the README gallery's two-line preview at 2x with its shadow ("The release notes at
https://example.com/notes/latest list every change.", link 21:53, 230 px wide, ios style),
the body `{"text": ..., "range": [21, 53], "width": 230, "scale": 2, "shadow": true}`.
Three ways of serving it, on this machine's 2 cores, over loopback:
- serve: `linkbubble serve --workers 2` (release build), `POST /v1/render`;
- processes: one `linkbubble render ... --out FILE` process per request (what a service
  wrapping the CLI does), `--concurrency` of them at a time, started from Python threads;
- skia: serve_skia.py, 2 pre-forked Python processes drawing the same preview with skia-python.
Each round runs, for `--seconds` each (in reverse order in odd rounds):
- closed loop, `--concurrency` requests in flight (wrk, one connection per thread; the
  driver's threads for processes): each side's throughput and latency at that concurrency;
- fixed rate (serve_load.lua: wrk2's method on wrk 4.1, see that file) of `--rate` requests
  per second over 16 connections, serve and skia: latency from each request's scheduled time;
- serve at `--overload` requests per second over 128 connections (more than the 2 workers and
  the queue of 64 can hold): every answer must be 200, or 503 with Retry-After.
It prints each case's medians over the rounds (requests per second, p50 and p99 in ms, from
the scheduled time and from the write, and the CPU time the serving side spent per request:
the server's processes, or the ended render processes) and the sums of statuses and errors, with the load
average before each round and at the end. Before the rounds it checks that the service answers
the bytes `linkbubble render` writes, and warms each side up for 2 seconds.
"""

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
TEXT = "The release notes at https://example.com/notes/latest list every change."
JOB = {"text": TEXT, "range": [21, 53], "width": 230, "scale": 2, "shadow": True}
ARGUMENTS = ["render", "--text", TEXT, "--range", "21:53", "--width", "230", "--scale", "2", "--shadow"]


def load():
    return open("/proc/loadavg").read().split()[0]


def wait_until_up(url, body):
    for _ in range(300):
        try:
            with urllib.request.urlopen(urllib.request.Request(url, data=body), timeout=1) as response:
                return response.read()
        except OSError:
            time.sleep(0.1)
    sys.exit(f"serve_peers.py: nothing answers at {url}")


def cpu_seconds(pid):
    """The CPU time (user and system) of process `pid` and of its children still running."""
    pids = [pid] + [int(child) for child in open(f"/proc/{pid}/task/{pid}/children").read().split()]
    total = 0
    for each in pids:
        fields = open(f"/proc/{each}/stat").read().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def children_cpu_seconds():
    """The CPU time of this script's children that have ended (the render processes)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def measured(run, cpu):
    """`run`'s result with the CPU milliseconds per request that `cpu` counts over it."""
    before = cpu()
    result = run()
    result["cpuPerRequest"] = (cpu() - before) * 1000 / max(1, result["requests"])
    return result


def wrk(url, body_file, seconds, connections, rate=None):
    """One wrk run of serve_load.lua; its SERVE_LOAD result."""
    environment = dict(os.environ, SERVE_LOAD_BODY=body_file)
    if rate:
        environment["SERVE_LOAD_RATE"] = str(rate / connections)
    command = ["wrk", "-t", str(connections), "-c", str(connections), "-d", f"{seconds}s",
               "-s", os.path.join(HERE, "serve_load.lua"), url]
    output = subprocess.run(command, env=environment, check=True, capture_output=True, text=True).stdout
    line = next(line for line in output.splitlines() if line.startswith("SERVE_LOAD "))
    return json.loads(line[len("SERVE_LOAD "):])


def processes(binary, folder, seconds, concurrency):
    """`concurrency` threads, each starting `linkbubble render` processes one after another."""
    latencies, failures = [], [0]
    lock = threading.Lock()
    deadline = time.monotonic() + seconds

    def worker(index):
        out = os.path.join(folder, f"preview-{index}.png")
        while time.monotonic() < deadline:
            start = time.monotonic()
            status = subprocess.run([binary, *ARGUMENTS, "--out", out], stdout=subprocess.DEVNULL).returncode
            elapsed = (time.monotonic() - start) * 1000
            with lock:
                latencies.append(elapsed)
                failures[0] += status != 0

    start = time.monotonic()
    threads = [threading.Thread(target=worker, args=(index,)) for index in range(concurrency)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - start
    latencies.sort()

    def percentile(p):
        return latencies[max(0, -(-len(latencies) * p // 100) - 1)]

    summary = {"p50": percentile(50), "p99": percentile(99), "max": latencies[-1]}
    return {"requests": len(latencies), "seconds": elapsed, "rate": len(latencies) / elapsed,
            "scheduled": summary, "sent": summary, "statuses": {"0": len(latencies) - failures[0]},
            "missingRetryAfter": 0, "errors": {"connect": 0, "read": 0, "write": 0, "timeout": 0, "exit": failures[0]}}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linkbubble", default=os.path.join(ROOT, ".build", "release", "linkbubble"))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--concurrency", type=int, default=4)
    parser.add_argument("--rate", type=int, default=500)
    parser.add_argument("--overload", type=int, default=2000)
    parser.add_argument("--port", type=int, default=18480, help="serve's; skia's is the next one")
    arguments = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="serve-peers-")
    body_file = os.path.join(folder, "job.json")
    with open(body_file, "w") as file:
        json.dump(JOB, file)
    body = open(body_file, "rb").read()
    serve_url = f"http://127.0.0.1:{arguments.port}/v1/render"
    skia_url = f"http://127.0.0.1:{arguments.port + 1}/v1/render"
    servers = [
        subprocess.Popen([arguments.linkbubble, "serve", "--port", str(arguments.port), "--workers", "2"],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL),
        subprocess.Popen([sys.executable, os.path.join(HERE, "serve_skia.py"), "--port", str(arguments.port + 1),
                          "--processes", "2"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL),
    ]
    try:
        served = wait_until_up(serve_url, body)
        wait_until_up(skia_url, body)
        subprocess.run([arguments.linkbubble, *ARGUMENTS, "--out", os.path.join(folder, "cli.png")],
                       check=True, stdout=subprocess.DEVNULL)
        same = open(os.path.join(folder, "cli.png"), "rb").read() == served
        print(f"serve answers the bytes `linkbubble render` writes: {'yes' if same else 'NO'} ({len(served)} bytes)")
        for url in (serve_url, skia_url):
            wrk(url, body_file, 2, arguments.concurrency)
        c, seconds = arguments.concurrency, arguments.seconds
        serve_cpu, skia_cpu = (lambda: cpu_seconds(servers[0].pid)), (lambda: cpu_seconds(servers[1].pid))
        cases = [
            (f"serve, closed loop, {c} in flight", lambda: wrk(serve_url, body_file, seconds, c), serve_cpu),
            (f"processes, closed loop, {c} in flight", lambda: processes(arguments.linkbubble, folder, seconds, c),
             children_cpu_seconds),
            (f"skia, closed loop, {c} in flight", lambda: wrk(skia_url, body_file, seconds, c), skia_cpu),
            (f"serve, {arguments.rate}/s fixed", lambda: wrk(serve_url, body_file, seconds, 16, arguments.rate),
             serve_cpu),
            (f"skia, {arguments.rate}/s fixed", lambda: wrk(skia_url, body_file, seconds, 16, arguments.rate),
             skia_cpu),
            (f"serve, {arguments.overload}/s fixed",
             lambda: wrk(serve_url, body_file, seconds, 128, arguments.overload), serve_cpu),
        ]
        results = {name: [] for name, _, _ in cases}
        loads = []
        for round_index in range(arguments.rounds):
            loads.append(load())
            for name, run, cpu in (cases if round_index % 2 == 0 else list(reversed(cases))):
                results[name].append(measured(run, cpu))
        loads.append(load())
        print(f"load average (1 min) before each round and at the end: {', '.join(loads)}")
        print(f"{arguments.rounds} rounds x {seconds} s, medians of the rounds; latency in ms "
              "from the scheduled time / from the write")
        print(f"| case | requests/s | p50 | p99 | CPU ms per request | statuses (all rounds) | errors |")
        print("|---|---:|---:|---:|---:|---|---|")
        for name, runs in results.items():
            def median(key, field):
                return statistics.median(run[key][field] for run in runs)
            rate = statistics.median(run["rate"] for run in runs)
            statuses = {}
            for run in runs:
                for status, count in run["statuses"].items():
                    statuses[status] = statuses.get(status, 0) + count
            errors = {key: sum(run["errors"].get(key, 0) for run in runs) for key in runs[0]["errors"]}
            missing = sum(run["missingRetryAfter"] for run in runs)
            status_text = ", ".join(f"{key}: {count}" for key, count in sorted(statuses.items()))
            if missing:
                status_text += f" ({missing} 503 without Retry-After)"
            error_text = ", ".join(f"{key} {count}" for key, count in errors.items() if count) or "none"
            print(f"| {name} | {rate:.0f} | {median('scheduled', 'p50'):.2f} / {median('sent', 'p50'):.2f} "
                  f"| {median('scheduled', 'p99'):.2f} / {median('sent', 'p99'):.2f} "
                  f"| {statistics.median(run['cpuPerRequest'] for run in runs):.2f} | {status_text} | {error_text} |")
    finally:
        for server in servers:
            server.terminate()
        for server in servers:
            server.wait()
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
