#!/usr/bin/env python3
"""Peak memory of `linkbubble batch` as the number of jobs grows: flat, since the batch reads,
runs and answers its jobs as they come, within a window.

    swift build -c release --product linkbubble
    python3 Benchmarks/peers/batch_memory.py                          # 10^4, 10^5, 10^6 jobs
    python3 Benchmarks/peers/batch_memory.py --counts 10000 100000 --job mask

The jobs are light, so that a million run in minutes: by default (`--job invalid`) a mask job
without its `out`, which a worker reads and decodes and answers with its error line (JSON
only, no file); with `--job mask`, a mask of a three-letter text written to `/dev/null` as PGM
(a stream, which every job may write: a batch refuses a job whose file an earlier job writes). This script writes the jobs into the batch's
standard input through a pipe as the batch takes them (never a file, never all at once), reads
its output as it comes and checks that every job was answered, in order. The batch runs with
`--threads 2` at nice 10 under `/usr/bin/time -v`, whose "Maximum resident set size" is the
largest of the batch's own process and its worker processes (it waits for them). Prints one
line per count: jobs, peak resident memory, wall clock.
"""

import argparse
import os
import re
import subprocess
import sys
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def job_line(kind):
    if kind == "mask":
        return '{"command":"mask","text":"abc","range":[0,2],"format":"pgm","out":"/dev/null"}\n'
    return '{"command":"mask","text":"abc","range":[0,2]}\n'


def run(binary, count, kind, threads):
    line = job_line(kind).encode()
    command = ["nice", "-n", "10", "/usr/bin/time", "-v", binary, "batch", "--threads", str(threads)]
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    def feed():
        block = line * 1000
        written = 0
        while written < count:
            n = min(1000, count - written)
            process.stdin.write(block if n == 1000 else line * n)
            written += n
        process.stdin.close()

    errors = []
    reader = threading.Thread(target=lambda: errors.append(process.stderr.read().decode()))
    writer = threading.Thread(target=feed)
    reader.start()
    writer.start()
    answered = 0
    for output in process.stdout:
        if not output.startswith(b'{"job":%d,' % answered):
            sys.exit("job %d answered out of order: %r" % (answered, output[:80]))
        answered += 1
    writer.join()
    process.wait()
    reader.join()
    if answered != count:
        sys.exit("%d of %d jobs answered" % (answered, count))
    report = errors[0]
    peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", report).group(1))
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", report).group(1)
    return peak, wall


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/linkbubble"))
    parser.add_argument("--counts", type=int, nargs="+", default=[10_000, 100_000, 1_000_000])
    parser.add_argument("--job", choices=["invalid", "mask"], default="invalid")
    parser.add_argument("--threads", type=int, default=2)
    arguments = parser.parse_args()
    os.environ.setdefault("FONTCONFIG_FILE", os.path.join(ROOT, "Tests/Fonts/fonts.conf"))
    for count in arguments.counts:
        peak, wall = run(arguments.binary, count, arguments.job, arguments.threads)
        print("%9d %s jobs: peak resident memory %.1f MB, %s (load average %s)"
              % (count, arguments.job, peak / 1024, wall, " ".join(open("/proc/loadavg").read().split()[:3])), flush=True)


if __name__ == "__main__":
    main()
