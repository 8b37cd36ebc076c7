#!/usr/bin/env python3
# CPU used so far (clock ticks, utime+stime) by: a process's main thread, the whole process,
# and all PostgreSQL processes together. bench/under-load.sh diffs two snapshots around a run.
# Usage: python3 bench/lib/cpu-snapshot.py PID  ->  "main process postgres"
import os, sys
from proc_cpu import stat_ticks
pid = sys.argv[1]

def ticks(stat_path):
    return stat_ticks(open(stat_path).read())

main = ticks(f'/proc/{pid}/task/{pid}/stat')
process = 0
for t in os.listdir(f'/proc/{pid}/task'):
    try:
        process += ticks(f'/proc/{pid}/task/{t}/stat')
    except OSError:
        pass  # a thread that ended between listing and reading
pg = 0
for p in os.listdir('/proc'):
    if not p.isdigit():
        continue
    try:
        if open(f'/proc/{p}/comm').read().startswith('postgres'):
            pg += ticks(f'/proc/{p}/stat')
    except OSError:
        pass
print(main, process, pg)
