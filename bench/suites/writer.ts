// The group-commit writer against the real database: many concurrent writeTransaction calls
// (each resolves only after its batch COMMITs) -> durable writes/s, per-write latency and the
// batch sizes the writer formed. Also the idempotency claim, the other per-enrich DB call.
import { randomUUID } from 'node:crypto';
import { openBenchStore } from '../lib/store-fixture.js';
import { sampleEngineResult } from '../lib/sample-result.js';
import { summarize } from '../lib/stats.js';
import { numFlag } from '../lib/args.js';
import type { Row } from '../lib/results.js';
import type { Suite } from '../lib/suite.js';
import type { TransactionWrite } from '../../src/store/types.js';
import type { LocationData } from '../../workers/engine/types.js';

function makeWrite(orgId: string, i: number, resultJson: string, location: LocationData): TransactionWrite {
  return {
    id: randomUUID(), orgId, idempotencyKey: `bench-${i}-${randomUUID().slice(0, 8)}`,
    raw: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', direction: 'expense', country: 'US', status: 'completed',
    partial: false, errors: [], createdAt: new Date(), processingTimeMs: 1, resultJson,
    merchantId: null, merchantJson: null,
    // A third of the writes carry one of 50 locations (the upsert path, mostly already known).
    location: i % 3 === 0 ? { ...location, id: `7d5e1a90-2c3b-5f4e-8d6a-${String(1000 + (i % 50)).padStart(12, '0')}` } : null,
    charge: 1,
  };
}

/** Runs `total` operations with `concurrency` loops in parallel; returns ops/s and latencies. */
async function drive(total: number, concurrency: number, op: (i: number) => Promise<unknown>): Promise<{ opsPerSec: number; lat: ReturnType<typeof summarize>; seconds: number }> {
  const lat: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let i = next++; i < total; i = next++) {
      const s = performance.now();
      await op(i);
      lat.push(performance.now() - s);
    }
  }));
  const seconds = (performance.now() - t0) / 1000;
  return { opsPerSec: Math.round(total / seconds), lat: summarize(lat), seconds };
}

export const writerSuite: Suite = {
  name: 'writer',
  description: 'group-commit writer and idempotency claims against the real database (PGlite, or PostgreSQL with DATABASE_URL)',
  async run(ctx) {
    const perLevel = numFlag({ positional: [], flags: ctx.flags }, 'writes', 4000);
    const bs = await openBenchStore('writer');
    ctx.log(`database: ${bs.db.describe}`);
    try {
      const org = await bs.store.createOrganization({ name: 'bench-writer', plan: 'enterprise', credits: null, rps: 1e6, concurrency: 1e6 });
      const r = sampleEngineResult();
      const resultJson = JSON.stringify({ transaction: r.transaction, enrichments: r.enrichments });
      const location = r.enrichments.location.data!;
      let seq = 0;
      // Warm the connection, prepared statements and location upserts.
      await drive(300, 32, () => bs.store.writeTransaction(makeWrite(org.id, seq++, resultJson, location)));

      const writeRows: Row[] = [];
      for (const concurrency of [1, 16, 64, 256, 1024]) {
        const total = concurrency === 1 ? Math.min(perLevel, 500) : perLevel;
        const before = bs.store.writerStats();
        const res = await drive(total, concurrency, () => bs.store.writeTransaction(makeWrite(org.id, seq++, resultJson, location)));
        const after = bs.store.writerStats();
        const batches = after.batches - before.batches;
        writeRows.push({
          'concurrent writers': concurrency, writes: total, 'durable writes/s': res.opsPerSec,
          'p50 ms': res.lat.p50, 'p99 ms': res.lat.p99, batches,
          'mean batch': Math.round(((after.writes - before.writes) / Math.max(1, batches)) * 10) / 10,
          'largest batch (run)': after.largestBatch,
        });
        ctx.log(`writers x${concurrency}: ${res.opsPerSec} writes/s, mean batch ${writeRows.at(-1)!['mean batch']}`);
      }

      const claimRows: Row[] = [];
      for (const concurrency of [1, 64]) {
        const total = concurrency === 1 ? 500 : 3000;
        const res = await drive(total, concurrency, () => bs.store.claimIdempotencyKey(org.id, `claim-${seq++}`, randomUUID()));
        claimRows.push({ 'concurrent claims': concurrency, claims: total, 'claims/s': res.opsPerSec, 'p50 ms': res.lat.p50, 'p99 ms': res.lat.p99 });
      }
      // The database work of one enrich request, in the handler's order: claim the idempotency
      // key, reserve a credit, then the group-committed write. This is the ceiling the DB puts
      // on enrich throughput before any HTTP or engine cost.
      const pathRows: Row[] = [];
      const limited = await bs.store.createOrganization({ name: 'bench-credits', plan: 'enterprise', credits: 1e9, rps: 1e6, concurrency: 1e6 });
      for (const [label, o] of [['unlimited credits', org], ['finite credits', limited]] as const) {
        for (const concurrency of [1, 50]) {
          const total = concurrency === 1 ? 300 : 3000;
          const res = await drive(total, concurrency, async () => {
            const w = makeWrite(o.id, seq++, resultJson, location);
            await bs.store.claimIdempotencyKey(o.id, w.idempotencyKey, w.id);
            await bs.store.reserveCredits(o.id, 1);
            await bs.store.writeTransaction(w);
          });
          pathRows.push({ org: label, concurrency, requests: total, 'req/s': res.opsPerSec, 'p50 ms': res.lat.p50, 'p99 ms': res.lat.p99 });
          ctx.log(`enrich DB path (${label}) x${concurrency}: ${res.opsPerSec}/s p50 ${res.lat.p50} ms`);
        }
      }
      const stored = await bs.store.countTransactions(org.id, null);
      return {
        tables: [
          { title: 'group-commit writer: writeTransaction resolves after COMMIT', rows: writeRows },
          { title: 'idempotency claim (one round trip each)', rows: claimRows },
          { title: 'enrich DB path: claim + reserveCredits + writeTransaction, in sequence per request', rows: pathRows },
        ],
        details: { database: bs.db.kind, storedAfterRun: stored, writerStats: bs.store.writerStats() },
      };
    } finally {
      await bs.close();
    }
  },
};
