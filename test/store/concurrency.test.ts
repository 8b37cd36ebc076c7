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

  it('two nodes writing one key at once: exactly one stored, the other told the winner', async () => {
    const org = await store.createOrganization({ name: 'race', plan: 'free', credits: null, rps: 1, concurrency: 2 });
    const nodes = [store, other ?? store];
    for (let round = 0; round < 10; round++) {
      const key = `race-${round}`;
      const writes = nodes.map((n) => txWrite(org.id, { idempotencyKey: key }));
      const outcomes = await Promise.all(nodes.map((n, i) => n.writeTransaction(writes[i]!)));
      const won = outcomes.findIndex((o) => o.stored);
      expect(outcomes.filter((o) => o.stored)).toHaveLength(1);
      expect(outcomes[1 - won]).toEqual({ stored: false, state: 'completed', transactionId: writes[won]!.id });
      const rows = await sql()<{ id: string }[]>`SELECT id FROM transactions WHERE org_id = ${org.id} AND idempotency_key = ${key}`;
      expect(rows.map((r) => r.id)).toEqual([writes[won]!.id]);
    }
    expect(await store.countTransactions(org.id, null)).toBe(10);
  });

  it('two writes with one key in the same batch: the first is stored, the second loses', async () => {
    const org = await store.createOrganization({ name: 'dup', plan: 'free', credits: null, rps: 1, concurrency: 2 });
    const a = txWrite(org.id, { idempotencyKey: 'same' });
    const b = txWrite(org.id, { idempotencyKey: 'same' });
    const [oa, ob] = await Promise.all([store.writeTransaction(a), store.writeTransaction(b)]);
    expect(oa).toEqual({ stored: true });
    expect(ob).toEqual({ stored: false, state: 'completed', transactionId: a.id });
  });

  it('lookups write nothing; completed keys report their transaction on every node', async () => {
    const org = await store.createOrganization({ name: 'i', plan: 'free', credits: null, rps: 1, concurrency: 2 });
    expect(await store.lookupIdempotencyKey(org.id, 'k')).toEqual({ state: 'claimed' });
    expect(await store.claimIdempotencyKey(org.id, 'k', randomUUID())).toEqual({ state: 'claimed' });
    expect(await sql()`SELECT 1 FROM idempotency_keys WHERE org_id = ${org.id}`).toHaveLength(0);
    const t2 = randomUUID();
    expect(await store.writeTransaction(txWrite(org.id, { id: t2, idempotencyKey: 'k' }))).toEqual({ stored: true });
    const node = other ?? store;
    expect(await node.lookupIdempotencyKey(org.id, 'k')).toEqual({ state: 'completed', transactionId: t2 });
    expect(await store.lookupIdempotencyKey(org.id, 'k')).toEqual({ state: 'completed', transactionId: t2 });
    // a later write under the key is not stored
    const late = txWrite(org.id, { idempotencyKey: 'k' });
    expect(await node.writeTransaction(late)).toEqual({ stored: false, state: 'completed', transactionId: t2 });
    expect(await store.getTransaction(org.id, late.id)).toBeNull();
    // keys are per organization
    expect(await store.lookupIdempotencyKey(randomUUID(), 'k')).toEqual({ state: 'claimed' });
    // many lookups in one tick share one query and each gets its own answer
    const many = await Promise.all(Array.from({ length: 50 }, (_, i) => node.lookupIdempotencyKey(org.id, i === 7 ? 'k' : `none-${i}`)));
    expect(many.filter((r) => r.state === 'completed')).toEqual([{ state: 'completed', transactionId: t2 }]);
    expect(many.filter((r) => r.state === 'claimed')).toHaveLength(49);
  });

  it('pending claims left by nodes of the earlier protocol: recent ones block, stale ones are taken over', async () => {
    const org = await store.createOrganization({ name: 'p', plan: 'free', credits: null, rps: 1, concurrency: 2 });
    const pendingId = randomUUID();
    await sql()`INSERT INTO idempotency_keys (org_id, key, transaction_id, state, created_at) VALUES
      (${org.id}, 'stale', ${randomUUID()}, 'pending', now() - interval '3 minutes'),
      (${org.id}, 'recent', ${pendingId}, 'pending', now() - interval '30 seconds'),
      (${org.id}, 'mine', ${pendingId}, 'pending', now())`;
    expect(await store.lookupIdempotencyKey(org.id, 'stale')).toEqual({ state: 'claimed' });
    expect(await store.lookupIdempotencyKey(org.id, 'recent')).toEqual({ state: 'in_progress' });
    const w = txWrite(org.id, { idempotencyKey: 'stale' });
    expect(await store.writeTransaction(w)).toEqual({ stored: true });
    expect(await store.writeTransaction(txWrite(org.id, { idempotencyKey: 'recent' }))).toEqual({ stored: false, state: 'in_progress' });
    // an earlier-version node that claimed first, then writes with the claimed transaction id
    expect(await store.writeTransaction(txWrite(org.id, { id: pendingId, idempotencyKey: 'mine' }))).toEqual({ stored: true });
    const rows = await sql()<{ key: string; state: string }[]>`SELECT key, state FROM idempotency_keys WHERE org_id = ${org.id} ORDER BY key`;
    expect(rows).toEqual([{ key: 'mine', state: 'completed' }, { key: 'recent', state: 'pending' }, { key: 'stale', state: 'completed' }]);
  });

  it('a key older than 24 h is free again, and the purge removes expired keys', async () => {
    const org = await store.createOrganization({ name: 'o', plan: 'free', credits: null, rps: 1, concurrency: 2 });
    await sql()`INSERT INTO idempotency_keys (org_id, key, transaction_id, state, created_at) VALUES
      (${org.id}, 'old', ${randomUUID()}, 'completed', now() - interval '25 hours'),
      (${org.id}, 'old2', ${randomUUID()}, 'completed', now() - interval '25 hours')`;
    expect(await store.lookupIdempotencyKey(org.id, 'old')).toEqual({ state: 'claimed' });
    const fresh = txWrite(org.id, { idempotencyKey: 'old' });
    expect(await store.writeTransaction(fresh)).toEqual({ stored: true });
    const row = await sql()<{ transaction_id: string; state: string }[]>`SELECT transaction_id, state FROM idempotency_keys WHERE org_id = ${org.id} AND key = 'old'`;
    expect(row[0]).toEqual({ transaction_id: fresh.id, state: 'completed' });
    expect(await store.purgeExpiredIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    const left = await sql()<{ key: string }[]>`SELECT key FROM idempotency_keys WHERE org_id = ${org.id}`;
    expect(left.map((r) => r.key)).toEqual(['old']);
  });

  it('reservations batched in one tick: first come first served, balances in order, 402 for the rest', async () => {
    const org = await store.createOrganization({ name: 'b', plan: 'free', credits: 3, rps: 1, concurrency: 2 });
    const r = await Promise.all(Array.from({ length: 5 }, () => store.reserveCredits(org.id, 1)));
    expect(r).toEqual([2, 1, 0, false, false]);
    await Promise.all([store.refundCredits(org.id, 1), store.refundCredits(org.id, 1)]);
    expect((await store.getOrganization(org.id))!.credits).toBe(2);
    // a request larger than what is left gets nothing and takes nothing
    expect(await Promise.all([store.reserveCredits(org.id, 1), store.reserveCredits(org.id, 5)])).toEqual([1, false]);
    expect((await store.getOrganization(org.id))!.credits).toBe(1);
  });
});
