// EnrichPool: the hard timeout never kills a running task (that would terminate the worker and
// cost seconds of index rebuilding); it removes queued jobs only; overload is shed at once.
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { EnrichPool, PoolError } from '../../src/enrich/pool.js';

const workerFile = fileURLToPath(new URL('./fixtures/sleep-worker.mjs', import.meta.url));
const threadOf = async (p: Promise<{ json: string }>): Promise<number> => (JSON.parse((await p).json) as { threadId: number }).threadId;
const failure = (p: Promise<unknown>): Promise<PoolError> => p.then(() => { throw new Error('expected a PoolError'); }, (e: unknown) => e as PoolError);

describe('EnrichPool', () => {
  let pool: EnrichPool | null = null;
  afterEach(async () => { await pool?.close(); pool = null; });

  it('on the hard timeout a running job is left to finish (result dropped, same worker); queued jobs are removed', async () => {
    pool = new EnrichPool({ workers: 1, queueMax: 100, maxQueueWaitMs: 60_000, budgetMs: 1000, hardTimeoutMs: 150, iconBaseUrl: 'http://x', workerFile });
    const before = await threadOf(pool.enrich('sleep:0', 'US', 'expense'));
    const t0 = performance.now();
    const running = failure(pool.enrich('sleep:600', 'US', 'expense'));
    const handedOver = failure(pool.enrich('sleep:0', 'US', 'expense')); // second task in the worker
    const queued = failure(pool.enrich('sleep:0', 'US', 'expense')); // waits in the pool's own queue
    const [r, h, q] = await Promise.all([running, handedOver, queued]);
    expect(performance.now() - t0).toBeLessThan(550); // answered at the timeout, not when the job ends
    for (const e of [r, h, q]) expect(e).toBeInstanceOf(PoolError);
    expect([r.kind, h.kind, q.kind]).toEqual(['timeout', 'timeout', 'timeout']);
    expect(r.message).toMatch(/left running/);
    expect(q.message).toMatch(/removed from the queue/);
    expect(pool.stats().queued).toBe(0);
    // The worker was not terminated: the next job runs on the same thread once the long one ends.
    expect(await threadOf(pool.enrich('sleep:0', 'US', 'expense', 5000))).toBe(before);
    expect(pool.stats().droppedResults).toBe(2);
  });

  it('sheds new jobs once the estimated queue wait exceeds the limit, and recovers', async () => {
    pool = new EnrichPool({ workers: 1, queueMax: 1000, maxQueueWaitMs: 100, budgetMs: 1000, hardTimeoutMs: 10_000, iconBaseUrl: 'http://x', workerFile });
    // Teach the pool what a job costs (~40 ms each), then offer 20 at once: ~1 s of work.
    for (let i = 0; i < 30; i++) await pool.enrich('sleep:40', 'US', 'expense');
    const outcomes = await Promise.all(Array.from({ length: 20 }, () =>
      pool!.enrich('sleep:40', 'US', 'expense').then(() => 'ok', (e: unknown) => (e as PoolError).kind)));
    const shed = outcomes.filter((o) => o === 'overloaded').length;
    // About 100 ms of work is accepted (2 handed to the worker + a few queued), the rest is 503 at once.
    expect(outcomes.filter((o) => o === 'ok').length).toBeGreaterThanOrEqual(3);
    expect(shed).toBeGreaterThanOrEqual(8);
    expect(outcomes.every((o) => o === 'ok' || o === 'overloaded')).toBe(true);
    expect(pool.saturated).toBe(false); // drained again
    expect(await threadOf(pool.enrich('sleep:0', 'US', 'expense'))).toBeGreaterThan(0);
  });
});
