// List and count latency on an organization holding 1,000,000 stored transactions (--rows N to
// change), next to another organization's rows. Rows are bulk-inserted with generate_series
// straight into the store's transactions table after migrations, then VACUUM ANALYZE; queries
// go through the real Store methods the HTTP handlers call.
import { openBenchStore } from '../lib/store-fixture.js';
import { sampleEngineResult } from '../lib/sample-result.js';
import { summarize } from '../lib/stats.js';
import { numFlag } from '../lib/args.js';
import type { Row } from '../lib/results.js';
import type { Suite } from '../lib/suite.js';

async function timeIt(reps: number, f: () => Promise<unknown>): Promise<ReturnType<typeof summarize>> {
  for (let i = 0; i < 2; i++) await f(); // warm caches and prepared statements
  const lat: number[] = [];
  for (let i = 0; i < reps; i++) { const t = performance.now(); await f(); lat.push(performance.now() - t); }
  return summarize(lat);
}

export const storeScaleSuite: Suite = {
  name: 'store-scale',
  description: 'count and list latency on an organization with 1,000,000 stored transactions (--rows N; 100k in a full run)',
  async run(ctx) {
    // A full `npm run bench` stays within a few minutes: 1M rows only when this suite is named.
    const rows = Math.floor(numFlag({ positional: [], flags: ctx.flags }, 'rows', ctx.explicit ? 1_000_000 : 100_000));
    const otherRows = Math.min(100_000, Math.floor(rows / 10));
    const bs = await openBenchStore('rows');
    ctx.log(`database: ${bs.db.describe}; inserting ${rows} rows (+${otherRows} for another org)`);
    try {
      const org = await bs.store.createOrganization({ name: 'bench-1m', plan: 'enterprise', credits: null, rps: 1e6, concurrency: 1e6 });
      const other = await bs.store.createOrganization({ name: 'bench-other', plan: 'enterprise', credits: null, rps: 1e6, concurrency: 1e6 });
      const r = sampleEngineResult();
      const result = JSON.stringify({ transaction: r.transaction, enrichments: r.enrichments });
      const insert = async (orgId: string, n: number): Promise<void> => {
        const chunk = 100_000;
        for (let from = 0; from < n; from += chunk) {
          const to = Math.min(n, from + chunk) - 1;
          // One row per second going back from now: a year's worth at 1M rows, newest first.
          await bs.sql`
            INSERT INTO transactions (id, org_id, idempotency_key, raw, direction, country, status, partial, errors,
                                      created_at, processing_time_ms, result, merchant_id, location_id, credits_charged)
            SELECT gen_random_uuid(), ${orgId}::uuid, 'bulk-' || g, 'SQ *BLUE BOTTLE COFFEE OAKLAND CA #' || g, 'expense', 'US',
                   'completed', false, '{}', now() - g * interval '1 second', 1, ${result}::jsonb, NULL, NULL, 1
            FROM generate_series(${from}::int, ${to}::int) AS g`;
        }
      };
      let t = performance.now();
      await insert(org.id, rows);
      await insert(other.id, otherRows);
      const insertSec = (performance.now() - t) / 1000;
      t = performance.now();
      await bs.sql.unsafe('VACUUM ANALYZE transactions');
      const vacuumSec = (performance.now() - t) / 1000;
      ctx.log(`inserted in ${insertSec.toFixed(1)} s (${Math.round((rows + otherRows) / insertSec)} rows/s), VACUUM ANALYZE ${vacuumSec.toFixed(1)} s`);
      const [size] = await bs.sql<{ mb: number }[]>`SELECT (pg_total_relation_size('transactions') / 1048576)::int AS mb`;

      const reps = rows >= 500_000 ? 15 : 30;
      const monthAgo = new Date(Date.now() - 30 * 86400_000);
      const first = await bs.store.listTransactions(org.id, { size: 20, cursor: null, afterDate: null, beforeDate: null });
      // Walk 50 pages down to show keyset paging does not slow with depth.
      let cursor = first.nextCursor;
      for (let i = 0; i < 50 && cursor; i++) cursor = (await bs.store.listTransactions(org.id, { size: 20, cursor, afterDate: null, beforeDate: null })).nextCursor;
      const someId = first.transactions[5]!.id;
      const cases: [string, () => Promise<unknown>][] = [
        ['count (all)', () => bs.store.countTransactions(org.id, null)],
        ['count (afterDate = 30 days ago)', () => bs.store.countTransactions(org.id, monthAgo)],
        ['count (afterDate = 1 hour ago)', () => bs.store.countTransactions(org.id, new Date(Date.now() - 3600_000))],
        ['list first page (size 20)', () => bs.store.listTransactions(org.id, { size: 20, cursor: null, afterDate: null, beforeDate: null })],
        ['list page 52 (keyset cursor)', () => bs.store.listTransactions(org.id, { size: 20, cursor, afterDate: null, beforeDate: null })],
        ['list first page (size 100)', () => bs.store.listTransactions(org.id, { size: 100, cursor: null, afterDate: null, beforeDate: null })],
        ['list with afterDate (30 days)', () => bs.store.listTransactions(org.id, { size: 20, cursor: null, afterDate: monthAgo, beforeDate: null })],
        ['get by id', () => bs.store.getTransaction(org.id, someId)],
        ['get by id (other org: not found)', () => bs.store.getTransaction(other.id, someId)],
        ['count on a small org (other)', () => bs.store.countTransactions(other.id, null)],
      ];
      const out: Row[] = [];
      for (const [name, f] of cases) {
        const s = await timeIt(reps, f);
        out.push({ query: name, 'p50 ms': s.p50, 'p95 ms': s.p95, 'max ms': s.max, 'mean ms': s.mean, reps: s.count });
        ctx.log(`${name}: p50 ${s.p50} ms`);
      }
      const counted = await bs.store.countTransactions(org.id, null);
      if (counted !== rows) throw new Error(`expected ${rows} rows, count says ${counted}`);
      return {
        tables: [{ title: `Store queries on an organization with ${rows} transactions (${bs.db.kind})`, rows: out }],
        details: { database: bs.db.kind, rows, otherOrgRows: otherRows, insertSeconds: Math.round(insertSec * 10) / 10, vacuumSeconds: Math.round(vacuumSec * 10) / 10, tableMb: size?.mb },
      };
    } finally {
      await bs.close();
    }
  },
};
