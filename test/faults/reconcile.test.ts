// Credit reservations at the store level: recorded with their transaction id, refunded once,
// settled by the reconciler against stored transactions (charged ones keep their credit).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, provisionTestDb, txWrite, type TestDb, type TestStore } from '../store/helpers.js';

describe('credit reservations and reconciliation', () => {
  let db: TestDb;
  let store: TestStore;
  beforeAll(async () => {
    db = await provisionTestDb();
    store = await openStore(db);
  });
  afterAll(async () => {
    await store?.close();
    await db?.cleanup();
  });

  it('a refund gives back once; the reconciler returns only what no charged transaction used', async () => {
    const org = await store.createOrganization({ name: 'r', plan: 'starter', credits: 10, rps: 5, concurrency: 5 });
    const [stored, refunded, lost, partial] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const id of [stored, refunded, lost, partial]) expect(await store.reserveCredits(org.id, 1, id)).not.toBe(false);
    expect((await store.getOrganization(org.id))!.credits).toBe(6);

    expect((await store.writeTransaction(txWrite(org.id, { id: stored, charge: 1 }))).stored).toBe(true);
    expect((await store.writeTransaction(txWrite(org.id, { id: partial, partial: true, charge: 0 }))).stored).toBe(true);
    await store.refundCredits(org.id, 1, refunded);
    await store.refundCredits(org.id, 1, refunded); // twice: still given back once
    expect((await store.getOrganization(org.id))!.credits).toBe(7);

    // young reservations are left alone (their requests may still be running)
    expect((await store.reconcileCredits(60_000)).settled).toBe(0);
    const r = await store.reconcileCredits(0);
    expect(r).toEqual({ settled: 3, refunded: 2 }); // lost + partial come back; stored was charged
    expect((await store.getOrganization(org.id))!.credits).toBe(9); // 10 - the one charged transaction
    // a refund after reconciliation gives nothing back again
    await store.refundCredits(org.id, 1, lost);
    expect((await store.getOrganization(org.id))!.credits).toBe(9);
  });

  it('asks are granted in order while they fit; unlimited organizations record nothing', async () => {
    const org = await store.createOrganization({ name: 'o', plan: 'starter', credits: 3, rps: 5, concurrency: 5 });
    const got = await Promise.all([1, 1, 2, 1].map((n) => store.reserveCredits(org.id, n, randomUUID())));
    expect(got).toEqual([2, 1, false, false]);
    const unlimited = await store.createOrganization({ name: 'u', plan: 'enterprise', credits: null, rps: 5, concurrency: 5 });
    expect(await store.reserveCredits(unlimited.id, 1, randomUUID())).toBeNull();
    expect((await store.reconcileCredits(0)).settled).toBe(2); // only the two granted to `org`
  });
});
