#!/usr/bin/env python3
"""Times a command RUNS times and prints the median wall-clock and the median CPU time
(user + system, of the command and its children) in milliseconds: "WALL CPU".
"{run}" in PREPARE or COMMAND is replaced by the run's number, so that each run can write
into a folder of its own.

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
    for run in range(runs):
        subprocess.run(prepare.replace("{run}", str(run)), shell=True, check=True)
        arguments = [argument.replace("{run}", str(run)) for argument in command]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    print(f"{statistics.median(walls) * 1000:.1f} {statistics.median(cpus) * 1000:.1f}")


if __name__ == "__main__":
    main()
