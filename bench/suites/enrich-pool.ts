// The service's enrichment pool alone (src/enrich/pool.ts: Piscina workers running the real
// engine, msgpackr both ways): round-trip latency with one job in flight and throughput with
// many, so the HTTP figures can be split into pool time and database time.
import { availableParallelism } from 'node:os';
import { EnrichPool } from '../../src/enrich/pool.js';
import { BENCH_TITLES } from '../lib/titles.js';
import { summarize } from '../lib/stats.js';
import type { Row } from '../lib/results.js';
import type { Suite } from '../lib/suite.js';

export const enrichPoolSuite: Suite = {
  name: 'enrich-pool',
  description: 'EnrichPool round trips (Piscina + engine + msgpackr), 1 and 64 jobs in flight',
  async run(ctx) {
    const workers = Number(ctx.flags.get('workers') ?? availableParallelism());
    const pool = new EnrichPool({ workers, queueMax: 4096, budgetMs: 1000, hardTimeoutMs: 60_000 });
    try {
      const t0 = performance.now();
      await pool.warmUp();
      const warmMs = Math.round(performance.now() - t0);
      ctx.log(`${workers} workers warmed up in ${warmMs} ms`);
      const rows: Row[] = [];
      for (const inFlight of [1, 8, 64]) {
        const total = inFlight === 1 ? 2000 : 20_000;
        const lat: number[] = [];
        const engineMs: number[] = [];
        let next = 0;
        const t = performance.now();
        await Promise.all(Array.from({ length: inFlight }, async () => {
          for (let i = next++; i < total; i = next++) {
            const b = BENCH_TITLES[i % BENCH_TITLES.length]!;
            const s = performance.now();
            const reply = await pool.enrich(b.title, b.country, b.type);
            lat.push(performance.now() - s);
            engineMs.push(reply.engineMs);
          }
        }));
        const secs = (performance.now() - t) / 1000;
        const l = summarize(lat);
        const e = summarize(engineMs);
        rows.push({ 'jobs in flight': inFlight, jobs: total, 'jobs/s': Math.round(total / secs), 'p50 ms': l.p50, 'p99 ms': l.p99, 'engine p50 ms': e.p50, 'engine p99 ms': e.p99, 'hop overhead p50 ms': Math.round((l.p50 - e.p50) * 1000) / 1000 });
        ctx.log(`${inFlight} in flight: ${rows.at(-1)!['jobs/s']} jobs/s, p50 ${l.p50} ms`);
      }
      return { tables: [{ title: `EnrichPool with ${workers} workers (warm-up ${warmMs} ms)`, rows }], details: { workers, warmUpMs: warmMs } };
    } finally {
      await pool.close();
    }
  },
};
