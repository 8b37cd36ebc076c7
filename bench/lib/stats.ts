// Latency percentiles from raw samples (ms).
export interface LatencySummary { p50: number; p95: number; p99: number; max: number; mean: number; count: number }

export function summarize(samples: number[] | Float64Array): LatencySummary {
  const a = Float64Array.from(samples).sort();
  const n = a.length;
  if (n === 0) return { p50: 0, p95: 0, p99: 0, max: 0, mean: 0, count: 0 };
  const q = (p: number): number => a[Math.min(n - 1, Math.max(0, Math.ceil(p * n) - 1))]!;
  let sum = 0;
  for (const v of a) sum += v;
  const r = (v: number): number => Math.round(v * 1000) / 1000;
  return { p50: r(q(0.5)), p95: r(q(0.95)), p99: r(q(0.99)), max: r(a[n - 1]!), mean: r(sum / n), count: n };
}
