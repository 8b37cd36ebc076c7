#!/usr/bin/env python3
# Where the CPU goes while `wrk` runs (bench:http's load): samples utime+stime of every thread
# of every process, and for each wrk run prints cores used per (process, thread) - "main" is a
# process's main thread (for postgres: all backends together), other threads are "comm:tid"
# (node's engine workers are the two busiest node:tid threads). Divide by req/s for CPU per
# request. Usage: python3 bench/cpu-split.py 120 & npm run bench:http -- --scenario enrich
import os, time, collections, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), 'lib'))
from proc_cpu import stat_comm, stat_ticks
HZ = os.sysconf('SC_CLK_TCK')
def snap():
    d = {}
    for pid in os.listdir('/proc'):
        if not pid.isdigit(): continue
        try:
            pcomm = open(f'/proc/{pid}/comm').read().strip()
            for tid in os.listdir(f'/proc/{pid}/task'):
                s = open(f'/proc/{pid}/task/{tid}/stat').read()
                d[(pid, tid)] = (pcomm, ('main' if tid == pid else stat_comm(s) + ':' + tid), stat_ticks(s))
        except Exception: pass
    return d
def wrk_running():
    for pid in os.listdir('/proc'):
        if pid.isdigit():
            try:
                if open(f'/proc/{pid}/comm').read().strip() == 'wrk': return True
            except Exception: pass
    return False
total = collections.Counter(); wall = 0.0
deadline = time.time() + float(sys.argv[1] if len(sys.argv) > 1 else 120)
while time.time() < deadline:
    if not wrk_running(): time.sleep(0.05); continue
    a = snap(); t0 = time.time()
    b = a; t1 = t0
    while wrk_running() and time.time() < deadline:
        time.sleep(0.25)
        if wrk_running(): b = snap(); t1 = time.time()
    dt = t1 - t0; wall += dt
    if dt <= 0: continue
    win = collections.Counter()
    for k, (pc, tc, v) in b.items():
        win[(pc, tc)] += (v - (a[k][2] if k in a else 0)) / HZ
    print(f'window {dt:.1f}s: ' + ', '.join(f'{p}/{t} {v/dt:.2f}' for (p, t), v in win.most_common(14)), flush=True)
    total.update(win)
