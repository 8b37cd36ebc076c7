// Child processes of the HTTP benchmark: the server under test (service or bare uWS), its RSS,
// and the separate load-generator process.
import { spawn, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { LoadJob, LoadResult } from './load-jobs.js';

export interface RunningServer {
  child: ChildProcess;
  pid: number;
  port: number;
  /** Spawn to the `"msg":"listening"` log line. */
  readyMs: number;
  /** Last lines of stderr and non-JSON stdout, for error reports. */
  recentOutput: string[];
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

export async function startServer(cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd: string, timeoutMs = 120_000): Promise<RunningServer> {
  const t0 = performance.now();
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const recentOutput: string[] = [];
  const remember = (line: string): void => { recentOutput.push(line); if (recentOutput.length > 60) recentOutput.shift(); };
  let exited = false;
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => { exited = true; resolve(code); }));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready after ${timeoutMs} ms:\n${recentOutput.join('\n')}`)), timeoutMs);
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      let nl: number;
      while ((nl = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, nl); pending = pending.slice(nl + 1);
        remember(line);
        if (!line.includes('"listening"')) continue;
        try {
          const j = JSON.parse(line) as { msg?: string; port?: number };
          if (j.msg === 'listening' && typeof j.port === 'number') { clearTimeout(timer); resolve(j.port); }
        } catch { /* not JSON */ }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => { for (const l of chunk.toString().split('\n')) if (l) remember(l); });
    void exit.then((code) => { clearTimeout(timer); reject(new Error(`server exited with ${code} before ready:\n${recentOutput.join('\n')}`)); });
  });
  const readyMs = performance.now() - t0;
  return {
    child, pid: child.pid!, port, readyMs, recentOutput,
    async stop(signal = 'SIGTERM', timeoutMs = 30_000) {
      if (exited) return exit;
      child.kill(signal);
      const t = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exit;
      clearTimeout(t);
      return code;
    },
  };
}

/** VmRSS of a process in MB (Linux /proc), or null when it cannot be read. */
export function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch { return null; }
}

/** Samples RSS every `everyMs`; `take()` returns the max since the last take. */
export class RssSampler {
  private max = 0;
  private overall = 0;
  private timer: NodeJS.Timeout;
  constructor(private readonly pid: number, everyMs = 250) {
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
    this.sample();
  }
  sample(): number | null {
    const v = rssMb(this.pid);
    if (v !== null) { this.max = Math.max(this.max, v); this.overall = Math.max(this.overall, v); }
    return v;
  }
  take(): number { this.sample(); const m = this.max; this.max = rssMb(this.pid) ?? 0; return m; }
  get peak(): number { return this.overall; }
  stop(): void { clearInterval(this.timer); }
}

/** The load generator in its own process; jobs run one at a time. */
export class LoadGenerator {
  private child: ChildProcess;
  private nextId = 0;
  private pending = new Map<number, { resolve: (r: LoadResult) => void; reject: (e: Error) => void }>();
  readonly ready: Promise<void>;

  constructor(script: URL) {
    this.child = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.ready = new Promise((resolve, reject) => {
      this.child.once('error', reject);
      this.child.on('message', (m: { ready?: boolean; id?: number; result?: LoadResult; error?: string }) => {
        if (m.ready) { resolve(); return; }
        const p = this.pending.get(m.id!);
        if (!p) return;
        this.pending.delete(m.id!);
        if (m.error) p.reject(new Error(`load generator: ${m.error}`)); else p.resolve(m.result!);
      });
      this.child.once('exit', (code) => {
        for (const p of this.pending.values()) p.reject(new Error(`load generator exited with ${code}`));
        this.pending.clear();
      });
    });
  }

  get pid(): number { return this.child.pid!; }

  run(job: LoadJob): Promise<LoadResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, job });
    });
  }

  close(): void { this.child.kill('SIGTERM'); }
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
  } catch { return null; }
}

/** Waits until the process uses under `maxCores` of CPU over a second (max `timeoutMs`); returns ms waited. */
export async function waitQuiet(pid: number, maxCores = 0.15, timeoutMs = 90_000): Promise<number> {
  const t0 = performance.now();
  let prev = cpuSeconds(pid);
  while (performance.now() - t0 < timeoutMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pid);
    if (now === null || prev === null) return performance.now() - t0;
    if (now - prev < maxCores) return performance.now() - t0;
    prev = now;
  }
  return performance.now() - t0;
}

/** Jiffies since boot from /proc/stat: [busy, total] over all cores. */
function machineJiffies(): [number, number] | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (v[3] ?? 0) + (v[4] ?? 0);
    const total = v.reduce((a, b) => a + b, 0);
    return [total - idle, total];
  } catch { return null; }
}

export interface CpuUse { serverCores: number | null; machineBusyPct: number | null }

/** Runs `f` and reports the server's CPU (in cores) and the whole machine's busy share meanwhile. */
export async function withCpu<T>(pid: number, f: () => Promise<T>): Promise<{ value: T; cpu: CpuUse }> {
  const c0 = cpuSeconds(pid), m0 = machineJiffies(), t0 = performance.now();
  const value = await f();
  const c1 = cpuSeconds(pid), m1 = machineJiffies(), secs = (performance.now() - t0) / 1000;
  return {
    value,
    cpu: {
      serverCores: c0 !== null && c1 !== null ? Math.round(((c1 - c0) / secs) * 100) / 100 : null,
      machineBusyPct: m0 && m1 && m1[1] > m0[1] ? Math.round(((m1[0] - m0[0]) / (m1[1] - m0[1])) * 100) : null,
    },
  };
}
