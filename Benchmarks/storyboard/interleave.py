#!/usr/bin/env python3
"""Times several commands RUNS times each, taking turns (the first command, then the
second, ..., then the first again), and prints per command one line:
"LABEL WALL CPU PEAK": the median wall clock and the median CPU time (user + system) in
milliseconds, and the largest peak resident memory of a run in megabytes.

Taking turns is what makes the ratios between the commands mean something on a shared
machine: whatever else runs slows all of them alike, rather than one command's whole
series. "{run}" in a command is replaced by the run's number, so that each run can write
into folders of its own.

usage: interleave.py RUNS LABEL COMMAND [LABEL COMMAND...]   (each COMMAND one
       shell-quoted string, split like a shell would; it is not run by a shell)
"""
import os
import shlex
import statistics
import subprocess
import sys
import time


def main():
    runs = int(sys.argv[1])
    pairs = sys.argv[2:]
    if not pairs or len(pairs) % 2:
        sys.exit(__doc__)
    commands = [(pairs[i], shlex.split(pairs[i + 1])) for i in range(0, len(pairs), 2)]
    walls = {label: [] for label, _ in commands}
    cpus = {label: [] for label, _ in commands}
    peaks = {label: 0 for label, _ in commands}
    for run in range(runs):
        for label, command in commands:
            arguments = [argument.replace("{run}", str(run)) for argument in command]
            start = time.perf_counter()
            child = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            _, _, usage = os.wait4(child.pid, 0)
            walls[label].append(time.perf_counter() - start)
            cpus[label].append(usage.ru_utime + usage.ru_stime)
            peaks[label] = max(peaks[label], usage.ru_maxrss)  # kilobytes on Linux
    for label, _ in commands:
        print(f"{label} {statistics.median(walls[label]) * 1000:.1f}"
              f" {statistics.median(cpus[label]) * 1000:.1f} {peaks[label] / 1024:.1f}")


if __name__ == "__main__":
    main()
