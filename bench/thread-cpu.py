#!/usr/bin/env python3
# CPU of every thread of a running process over a window, with its context switches: tells the
# service's threads apart (docs/BENCHMARKS.md, fifteenth session). The HTTP front switches most
# often (a wake-up per read), the engine worker about once per task, V8's four platform threads
# (GC) share a few percent each; the main thread's tid is the process id.
# Usage: python3 bench/thread-cpu.py PID SECONDS   (e.g. while bench/under-load.sh runs a feed:
#        P=$(pgrep -f "dist/src/cli.js serve" | head -1); python3 bench/thread-cpu.py $P 8)
import os, sys, time

pid, window = sys.argv[1], float(sys.argv[2])
tick = os.sysconf('SC_CLK_TCK')

def snapshot():
    out = {}
    for tid in os.listdir(f'/proc/{pid}/task'):
        try:
            stat = open(f'/proc/{pid}/task/{tid}/stat').read()
            status = open(f'/proc/{pid}/task/{tid}/status').read()
        except OSError:
            continue  # a thread that ended between listing and reading
        fields = stat[stat.rfind(')') + 2:].split()
        vol = int(status.split('\nvoluntary_ctxt_switches:')[1].split()[0])
        invol = int(status.split('nonvoluntary_ctxt_switches:')[1].split()[0])
        out[tid] = (int(fields[11]) + int(fields[12]), vol, invol)
    return out

before = snapshot()
time.sleep(window)
after = snapshot()
print('tid      role  cpu %   voluntary/s  involuntary/s')
for tid, (cpu, vol, invol) in sorted(after.items(), key=lambda kv: int(kv[0])):
    if tid not in before:
        continue
    c0, v0, i0 = before[tid]
    share = (cpu - c0) / tick / window * 100
    if share < 0.5:
        continue
    role = 'main' if tid == pid else ''
    print(f'{tid:8} {role:5} {share:5.1f}   {(vol - v0) / window:11.0f}  {(invol - i0) / window:13.0f}')
