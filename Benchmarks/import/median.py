#!/usr/bin/env python3
"""Times a command RUNS times and prints the median wall-clock and the median CPU time
(user + system, of the command and its children) in milliseconds: "WALL CPU".

On a shared machine the wall clock includes waiting for the cores and the disk, which
other people's work decides; the CPU time is what the command itself costs. PREPARE (a
shell command, untimed) runs before each run.

usage: median.py RUNS PREPARE COMMAND [ARGUMENT...]
"""
import os
import resource
import statistics
import subprocess
import sys
import time


def main():
    runs, prepare, command = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
    walls, cpus = [], []
    for _ in range(runs):
        subprocess.run(prepare, shell=True, check=True)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    print(f"{statistics.median(walls) * 1000:.1f} {statistics.median(cpus) * 1000:.1f}")


if __name__ == "__main__":
    main()
