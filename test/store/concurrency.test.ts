// Credits and idempotency under concurrency (real parallel connections on PostgreSQL).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../src/store/connection.js';
import { openStore, provisionTestDb, txWrite, type TestDb, type TestStore } from './helpers.js';

describe('credits and idempotency under concurrency', () => {
  let db: TestDb;
  let store: TestStore;
  let other: TestStore | null = null; // a second "node" on the same PostgreSQL database
  const sql = (): Sql => (store as unknown as { sql: Sql }).sql;

  beforeAll(async () => {
    db = await provisionTestDb();
    store = await openStore(db);
    if (db.databaseUrl) other = await openStore(db);
  });
  afterAll(async () => {
    await other?.close();
    await store?.close();
    await db?.cleanup();
  });

  it('50 concurrent reservations on a balance of 10: exactly 10 succeed, never negative', async () => {
    const org = await store.createOrganization({ name: 'c', plan: 'free', credits: 10, rps: 1, concurrency: 2 });
    const nodes = [store, other ?? store];
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => nodes[i % 2]!.reserveCredits(org.id, 1)));
    const ok = results.filter((r) => r !== false);
    expect(ok).toHaveLength(10);
    expect(ok.slice().sort((a, b) => (a as number) - (b as number))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await store.getOrganization(org.id))!.credits).toBe(0);
    expect(await store.reserveCredits(org.id, 1)).toBe(false);
    await store.refundCredits(org.id, 2);
    expect(await store.reserveCredits(org.id, 3)).toBe(false);
    expect(await store.reserveCredits(org.id, 2)).toBe(0);
  });

  it('unlimited organizations reserve without a balance; unknown ones cannot', async () => {
    const org = await store.createOrganization({ name: 'u', plan: 'enterprise', credits: null, rps: 100, concurrency: 50 });
    expect(await store.reserveCredits(org.id, 1)).toBeNull();
    await store.refundCredits(org.id, 1);
    expect((await store.getOrganization(org.id))!.credits).toBeNull();
    expect(await store.reserveCredits(randomUUID(), 1)).toBe(false);
  });

  it('the charge recorded by the writer does not deduct again (reservation settles it)', async () => {
    const org = await store.createOrganization({ name: 'w', plan: 'free', credits: 5, rps: 1, concurrency: 2 });
    expect(await store.reserveCredits(org.id, 1)).toBe(4);
    await store.writeTransaction(txWrite(org.id, { charge: 1 }));
    expect((await store.getOrganization(org.id))!.credits).toBe(4);
  });

  it('two concurrent claims of one key: one claimed, the other in progress', async () => {
    const org = randomUUID();
    for (let round = 0; round < 10; round++) {
      const key = `race-${round}`;
      const nodes = [store, other ?? store];
      const results = await Promise.all(nodes.map((n) => n.claimIdempotencyKey(org, key, randomUUID())));
      expect(results.map((r) => r.state).sort()).toEqual(['claimed', 'in_progress']);
    }
  });

  it('released keys can be claimed again; completed keys report their transaction', async () => {
    const org = await store.createOrganization({ name: 'i', plan: 'free', credits: null, rps: 1, concurrency: 2 });
    const t1 = randomUUID();
    expect(await store.claimIdempotencyKey(org.id, 'k', t1)).toEqual({ state: 'claimed' });
    await store.releaseIdempotencyKey(org.id, 'k');
    const t2 = randomUUID();
    expect(await store.claimIdempotencyKey(org.id, 'k', t2)).toEqual({ state: 'claimed' });
    await store.writeTransaction(txWrite(org.id, { id: t2, idempotencyKey: 'k' }));
    await store.releaseIdempotencyKey(org.id, 'k'); // a completed key is never released
    const node = other ?? store;
    expect(await node.claimIdempotencyKey(org.id, 'k', randomUUID())).toEqual({ state: 'completed', transactionId: t2 });
    // keys are per organization
    expect(await store.claimIdempotencyKey(randomUUID(), 'k', randomUUID())).toEqual({ state: 'claimed' });
  });

  it('a pending claim abandoned for minutes (crashed node) can be reclaimed; a recent one cannot', async () => {
    const org = randomUUID();
    await store.claimIdempotencyKey(org, 'stale', randomUUID());
    await store.claimIdempotencyKey(org, 'recent', randomUUID());
    await sql()`UPDATE idempotency_keys SET created_at = now() - interval '3 minutes' WHERE org_id = ${org} AND key = 'stale'`;
    await sql()`UPDATE idempotency_keys SET created_at = now() - interval '30 seconds' WHERE org_id = ${org} AND key = 'recent'`;
    expect(await store.claimIdempotencyKey(org, 'stale', randomUUID())).toEqual({ state: 'claimed' });
    expect(await store.claimIdempotencyKey(org, 'recent', randomUUID())).toEqual({ state: 'in_progress' });
  });

  it('a key older than 24 h is reclaimed, and the purge removes expired keys', async () => {
    const org = randomUUID();
    await store.claimIdempotencyKey(org, 'old', randomUUID());
    await store.claimIdempotencyKey(org, 'old2', randomUUID());
    await sql()`UPDATE idempotency_keys SET created_at = now() - interval '25 hours', state = 'completed' WHERE org_id = ${org}`;
    const fresh = randomUUID();
    expect(await store.claimIdempotencyKey(org, 'old', fresh)).toEqual({ state: 'claimed' });
    const row = await sql()<{ transaction_id: string; state: string }[]>`SELECT transaction_id, state FROM idempotency_keys WHERE org_id = ${org} AND key = 'old'`;
    expect(row[0]).toEqual({ transaction_id: fresh, state: 'pending' });
    expect(await store.purgeExpiredIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    const left = await sql()<{ key: string }[]>`SELECT key FROM idempotency_keys WHERE org_id = ${org}`;
    expect(left.map((r) => r.key)).toEqual(['old']);
  });
});
