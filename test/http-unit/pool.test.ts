// EnrichPool: the hard timeout never kills a running task (that would terminate the worker and
// cost seconds of index rebuilding); it removes queued jobs only; overload is shed at once.
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { EnrichPool, PoolError } from '../../src/enrich/pool.js';

const workerFile = fileURLToPath(new URL('./fixtures/sleep-worker.mjs', import.meta.url));
const threadOf = async (p: Promise<{ json: string }>): Promise<number> => (JSON.parse((await p).json) as { threadId: number }).threadId;
const nextTurn = (): Promise<void> => new Promise((r) => setImmediate(r));
const failure = (p: Promise<unknown>): Promise<PoolError> => p.then(() => { throw new Error('expected a PoolError'); }, (e: unknown) => e as PoolError);

describe('EnrichPool', () => {
  let pool: EnrichPool | null = null;
  afterEach(async () => { await pool?.close(); pool = null; });

  it('on the hard timeout a running job is left to finish (result dropped, same worker); queued jobs are removed', async () => {
    pool = new EnrichPool({ workers: 1, queueMax: 100, maxQueueWaitMs: 60_000, budgetMs: 1000, hardTimeoutMs: 150, workerFile, cacheSize: 0 });
    const before = await threadOf(pool.enrich('sleep:0', 'US', 'expense', 5000)); // the worker's start-up is not under test
    const t0 = performance.now();
    // Jobs of one turn share a batch: one turn each makes three batches. One batch per worker
    // is in flight: the second and third wait in the pool's own queue.
    const running = failure(pool.enrich('sleep:600', 'US', 'expense'));
    await nextTurn();
    const queued1 = failure(pool.enrich('sleep:0', 'US', 'expense'));
    await nextTurn();
    const queued2 = failure(pool.enrich('sleep:0', 'US', 'expense'));
    const [r, q1, q2] = await Promise.all([running, queued1, queued2]);
    expect(performance.now() - t0).toBeLessThan(550); // answered at the timeout, not when the job ends
    for (const e of [r, q1, q2]) expect(e).toBeInstanceOf(PoolError);
    expect([r.kind, q1.kind, q2.kind]).toEqual(['timeout', 'timeout', 'timeout']);
    expect(r.message).toMatch(/left running/);
    expect(q1.message).toMatch(/removed from the queue/);
    expect(q2.message).toMatch(/removed from the queue/);
    expect(pool.stats().queued).toBe(0);
    // The worker was not terminated: the next job runs on the same thread once the long one ends.
    expect(await threadOf(pool.enrich('sleep:0', 'US', 'expense', 5000))).toBe(before);
    expect(pool.stats().droppedResults).toBe(1);
  });

  it('sheds new jobs once the estimated queue wait exceeds the limit, and recovers', async () => {
    pool = new EnrichPool({ workers: 1, queueMax: 1000, maxQueueWaitMs: 100, budgetMs: 1000, hardTimeoutMs: 10_000, workerFile, cacheSize: 0 });
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

  it('sends the jobs of one turn to a worker as one task, answers each in order', async () => {
    pool = new EnrichPool({ workers: 1, queueMax: 1000, maxQueueWaitMs: 60_000, budgetMs: 1000, hardTimeoutMs: 10_000, workerFile, cacheSize: 0 });
    await pool.enrich('sleep:0', 'US', 'expense');
    const before = pool.stats();
    const titles = Array.from({ length: 50 }, (_, i) => `job ${i}`);
    const replies = await Promise.all(titles.map((t) => pool!.enrich(t, 'US', 'expense')));
    expect(replies.map((r) => (JSON.parse(r.json) as { title: string }).title)).toEqual(titles);
    const after = pool.stats();
    expect(after.batchedJobs - before.batchedJobs).toBe(50);
    expect(after.batches - before.batches).toBe(1);
  });

  it('answers a repeat from the exact result cache (no worker task) once seen twice, keyed by title, country and type', async () => {
    pool = new EnrichPool({ workers: 1, queueMax: 1000, budgetMs: 1000, hardTimeoutMs: 10_000, workerFile, cacheSize: 100 });
    // First sighting: computed, not kept (the doorkeeper notes the key).
    const first = await pool.enrich('NETFLIX.COM', 'US', 'expense');
    expect(pool.cached('NETFLIX.COM', 'US', 'expense')).toBeUndefined();
    expect(pool.stats().cache.notAdmitted).toBe(1);
    // Second sighting: computed again, now kept.
    const second = await pool.enrich('NETFLIX.COM', 'US', 'expense');
    expect(second.json.toString()).toBe(first.json.toString());
    const batches = pool.stats().batches;
    const kept = pool.cached('NETFLIX.COM', 'US', 'expense')!;
    expect(kept.json.toString()).toBe(second.json.toString());
    // The kept bytes own their memory: a view would keep the worker's whole batch message alive.
    expect(second.json.buffer.byteLength).toBeGreaterThan(second.json.length);
    expect(kept.json.buffer.byteLength).toBe(kept.json.length);
    expect(await pool.enrich('NETFLIX.COM', 'US', 'expense')).toBe(kept);
    expect(pool.stats().batches).toBe(batches);
    // Another country or direction is another entry.
    expect(pool.cached('NETFLIX.COM', 'GB', 'expense')).toBeUndefined();
    expect(pool.cached('NETFLIX.COM', 'US', 'income')).toBeUndefined();
    const s = pool.stats().cache;
    expect(s.hits).toBe(2);
    expect(s.misses).toBe(5); // the first and second enrich, the first cached() check, GB, income
    expect(s.size).toBe(1);
    expect(s.notAdmitted).toBe(1);
    expect(s.dataVersion).toBe('sleep-worker');
  });
});
