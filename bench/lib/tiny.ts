// Thin wrapper over tinybench: run tasks, return one row per task in microseconds.
import { Bench, type Fn } from 'tinybench';
import { round, type Row } from './results.js';

export interface TinyTask {
  name: string;
  fn: Fn;
  /** Extra columns for the row (e.g. payload bytes). */
  extra?: Row;
}

export interface TinyOptions {
  /** ms per task; suites keep this small so a full run stays within a few minutes. */
  time?: number;
  iterations?: number;
}

export interface TinyRow extends Row {
  task: string;
  'ops/s': number;
  'mean µs': number;
  'p50 µs': number;
  'p99 µs': number;
  samples: number;
}

export async function runTiny(name: string, tasks: TinyTask[], opts: TinyOptions = {}): Promise<TinyRow[]> {
  const bench = new Bench({ name, time: opts.time ?? 500, iterations: opts.iterations ?? 64, throws: true });
  for (const t of tasks) bench.add(t.name, t.fn);
  await bench.run();
  return tasks.map((t) => {
    const task = bench.getTask(t.name);
    const r = task?.result;
    if (!r || (r.state !== 'completed' && r.state !== 'aborted-with-statistics')) {
      const err = r && r.state === 'errored' ? r.error.message : (r?.state ?? 'missing');
      throw new Error(`task ${t.name} failed: ${err}`);
    }
    return {
      task: t.name,
      'ops/s': Math.round(r.throughput.mean),
      'mean µs': round(r.latency.mean * 1000, 2),
      'p50 µs': round(r.latency.p50 * 1000, 2),
      'p99 µs': round(r.latency.p99 * 1000, 2),
      samples: r.latency.samplesCount,
      ...t.extra,
    };
  });
}
