#!/usr/bin/env python3
# Peak VmRSS (kB) of a process, sampled every 100 ms until it exits, in ONE process: the shell
# loop it replaces forked awk and sleep ten times a second, ~6-10 % of one core on the 2-core
# machine (perf, fifteenth session), taken from the service it was measuring.
# Usage: python3 bench/lib/peak-rss.py PID > FILE   (prints the peak so far after every sample)
import sys, time
pid = sys.argv[1]
peak = 0
while True:
    try:
        with open(f'/proc/{pid}/status') as f:
            for line in f:
                if line.startswith('VmRSS:'):
                    peak = max(peak, int(line.split()[1]))
                    break
    except OSError:
        break  # the process ended
    print(peak, flush=True)
    time.sleep(0.1)
