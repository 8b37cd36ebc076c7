// Group-commit writer: batching, durability on resolve, close() flushing, derived rows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../src/store/connection.js';
import { GroupCommitWriter, StoreClosedError, StoreOverloadedError } from '../../src/store/writer.js';
import postgres from 'postgres';
import { openStore, provisionTestDb, resultJson, txWrite, usingPostgres, type TestDb, type TestStore } from './helpers.js';

describe('group-commit writer', () => {
  let db: TestDb;
  let store: TestStore;
  let orgId: string;
  const sql = (): Sql => (store as unknown as { sql: Sql }).sql;

  beforeAll(async () => {
    db = await provisionTestDb();
    store = await openStore(db);
    orgId = (await store.createOrganization({ name: 'w', plan: 'business', credits: null, rps: 20, concurrency: 20 })).id;
  });
  afterAll(async () => {
    await store?.close();
    await db?.cleanup();
  });

  it('commits many concurrent writes in few transactions, each durable when it resolves', async () => {
    const before = store.writerStats();
    const writes = Array.from({ length: 600 }, () => txWrite(orgId));
    const committed: string[] = [];
    await Promise.all(writes.map(async (w) => {
      await store.writeTransaction(w);
      // resolved => visible to any other reader
      committed.push(w.id);
    }));
    const after = store.writerStats();
    expect(after.writes - before.writes).toBe(600);
    expect(after.batches - before.batches).toBeLessThanOrEqual(600 / 256 + 3);
    expect(after.largestBatch).toBeGreaterThan(100);
    const rows = await sql()<{ n: number }[]>`SELECT count(*) AS n FROM transactions WHERE id = ANY(${committed}::uuid[])`;
    expect(rows[0]!.n).toBe(600);
  });

  it('of writes sharing an idempotency key in one batch, one is stored and the others lose', async () => {
    const key = `dup-${randomUUID()}`;
    const dups = [txWrite(orgId, { idempotencyKey: key }), txWrite(orgId, { idempotencyKey: key }), txWrite(orgId, { idempotencyKey: key })];
    const others = Array.from({ length: 5 }, () => txWrite(orgId));
    const failedBefore = store.writerStats().failedBatches;
    // written in one turn: one batch
    const outcomes = await Promise.all([...others.slice(0, 2), ...dups, ...others.slice(2)].map((w) => store.writeTransaction(w)));
    expect(outcomes.filter((o) => o.stored)).toHaveLength(6);
    const rows = await sql()<{ id: string }[]>`SELECT id FROM transactions WHERE org_id = ${orgId} AND idempotency_key = ${key}`;
    expect(rows).toHaveLength(1);
    expect(dups.map((w) => w.id)).toContain(rows[0]!.id);
    // decided inside the batch's statement, not by a failed batch retried row by row
    expect(store.writerStats().failedBatches).toBe(failedBefore);
  });

  it('stores the stored-transaction shape with the result text verbatim', async () => {
    const w = txWrite(orgId, { partial: true, errors: ['location_timeout'], processingTimeMs: 7.6, status: 'completed' });
    await store.writeTransaction(w);
    const got = await store.getTransaction(orgId, w.id);
    expect(got).not.toBeNull();
    const expected = JSON.parse(w.resultJson as string) as { transaction: object; enrichments: object };
    expect(got).toEqual({
      id: w.id, raw: w.raw, direction: 'expense', status: 'completed', partial: true, errors: ['location_timeout'],
      createdAt: w.createdAt.toISOString(), country: 'US', processingTimeMs: 8, ...expected,
    });
    // key order of the worker's JSON is preserved (json column, not jsonb)
    expect(JSON.stringify(got!.enrichments)).toBe(JSON.stringify(expected.enrichments));
  });

  it('stores client texts exactly, whatever an array literal would make of them (quotes, backslashes, braces, NULL)', async () => {
    const raws = ['PAYPAL *"QUOTED" \\ BACK\\SLASH', 'NULL', '{a,b}', 'comma, "and" {brace}', ' lead and trail ', 'Kartenzahlung Café Über ß 東京 🍕', '\\"', '""'];
    const writes = raws.map((raw, i) => txWrite(orgId, { raw, idempotencyKey: i === 1 ? 'NULL' : `q-${randomUUID()}`, errors: [] }));
    // one batch: every value goes through the same statement
    await Promise.all(writes.map((w) => store.writeTransaction(w)));
    for (const w of writes) {
      const got = await store.getTransaction(orgId, w.id);
      expect(got?.raw).toBe(w.raw);
      expect(got?.errors).toEqual([]);
    }
    const keyRow = await sql()<{ key: string }[]>`SELECT idempotency_key AS key FROM transactions WHERE id = ${writes[1]!.id}`;
    expect(keyRow[0]!.key).toBe('NULL');
  });

  it('stores a result given as UTF-8 bytes (as the workers send it) exactly, beside results given as text', async () => {
    // Non-ASCII in several scripts, and a result beside text ones in the same batch (one statement).
    const named = (name: string): string => resultJson({ id: randomUUID(), name, alias: [], keywords: [], icon: null, description: null, color: null, website: null, domain: null });
    const texts = [named('Café Zürich'), named('漢字カフェ'), named('Кофейня «Уют»'), named('plain')];
    const ws = texts.map((t, i) => txWrite(orgId, { resultJson: i % 2 === 0 ? Buffer.from(t) : t }));
    const outcomes = await Promise.all(ws.map((w) => store.writeTransaction(w)));
    expect(outcomes.every((o) => o.stored)).toBe(true);
    for (let i = 0; i < ws.length; i++) {
      const got = await store.getTransaction(orgId, ws[i]!.id);
      const expected = JSON.parse(texts[i]!) as { enrichments: object };
      expect(JSON.stringify(got!.enrichments)).toBe(JSON.stringify(expected.enrichments));
    }
  });

  it('sends bytes bound as text to the database as they are (the postgres.js patch), not decoded first', async () => {
    // 0xC3 0x28 is no valid UTF-8. Sent as they are, the database refuses them; turned into a
    // string first (unpatched postgres.js), they would arrive as U+FFFD "(" and be accepted.
    const bad = Buffer.from([0x7b, 0xc3, 0x28, 0x7d]);
    await expect(sql()`SELECT ${sql().typed(bad, 25)}::text AS t`).rejects.toThrow(/invalid byte sequence|UTF8/i);
    const good = Buffer.from('{"name":"Café 漢字"}');
    const rows = await sql()<{ t: string }[]>`SELECT ${sql().typed(good, 25)}::text AS t`;
    expect(rows[0]!.t).toBe('{"name":"Café 漢字"}');
  });

  it('upserts locations and derived merchants once, and marks the idempotency key completed', async () => {
    const merchantId = randomUUID();
    const locationId = randomUUID();
    const m = { id: merchantId, name: 'Corner Cafe', alias: [], keywords: [], icon: null, description: null, color: null, website: null, domain: null };
    const loc = {
      id: locationId, name: 'Oakland, CA', formatted: 'Oakland, CA, US',
      structured: { street: null, city: 'Oakland', state: 'CA', postalCode: null, country: 'US', countryName: 'United States', coordinates: { latitude: 37.8, longitude: -122.27 }, timezone: 'America/Los_Angeles' },
      phoneNumber: null,
    };
    const claims = await Promise.all([1, 2, 3].map(async (i) => {
      const w = txWrite(orgId, { idempotencyKey: `loc-${i}-${merchantId}`, merchantId, merchantJson: JSON.stringify(m), location: loc, resultJson: resultJson(m, loc) });
      expect(await store.claimIdempotencyKey(orgId, w.idempotencyKey, w.id)).toEqual({ state: 'claimed' });
      return w;
    }));
    await Promise.all(claims.map((w) => store.writeTransaction(w)));
    expect(await store.getMerchant(merchantId)).toEqual(m);
    expect(await store.getLocation(locationId)).toEqual(loc);
    const keys = await sql()<{ state: string }[]>`SELECT state FROM idempotency_keys WHERE key = ANY(${claims.map((c) => c.idempotencyKey)}::text[])`;
    expect(keys.map((k) => k.state)).toEqual(['completed', 'completed', 'completed']);
    expect(await store.claimIdempotencyKey(orgId, claims[0]!.idempotencyKey, randomUUID())).toEqual({ state: 'completed', transactionId: claims[0]!.id });
  });

  it('a derived merchant never overwrites a reference merchant', async () => {
    const id = randomUUID();
    await sql()`INSERT INTO merchants (id, source, data) VALUES (${id}, 'reference', ${JSON.stringify({ id, name: 'Reference Name' })}::text::json)`;
    await store.writeTransaction(txWrite(orgId, { merchantId: id, merchantJson: JSON.stringify({ id, name: 'Derived Name' }), resultJson: resultJson({ id, name: 'Derived Name' }) }));
    expect(await store.getMerchant(id)).toEqual({ id, name: 'Reference Name' });
  });

  it('stores a new merchant from the write\'s merchantJson (not the result), once, and only with a stored write', async () => {
    const id = randomUUID();
    const data = { id, name: 'Given Name', alias: [], keywords: [], icon: null, description: null, color: null, website: null, domain: null };
    // Two writes naming it in one batch: stored once.
    const ws = [0, 1].map(() => txWrite(orgId, { merchantId: id, merchantJson: JSON.stringify(data), resultJson: resultJson({ id, name: 'Ignored' }) }));
    const outcomes = await Promise.all(ws.map((w) => store.writeTransaction(w)));
    expect(outcomes.every((o) => o.stored)).toBe(true);
    expect(await store.getMerchant(id)).toEqual(data);
    // A write that loses its idempotency key stores nothing, its merchant included.
    const other = randomUUID();
    const loser = txWrite(orgId, { idempotencyKey: ws[0]!.idempotencyKey, merchantId: other, merchantJson: JSON.stringify({ ...data, id: other }) });
    expect((await store.writeTransaction(loser)).stored).toBe(false);
    expect(await store.getMerchant(other)).toBeNull();
  });

  it('one bad write does not fail the rest of its batch', async () => {
    const good = Array.from({ length: 5 }, () => txWrite(orgId));
    // The result is stored as text (migration 0005): a malformed id is what the database rejects.
    const bad = txWrite(orgId, { merchantId: 'not-a-uuid' });
    const outcomes = await Promise.allSettled([...good, bad].map((w) => store.writeTransaction(w)));
    expect(outcomes.slice(0, 5).every((o) => o.status === 'fulfilled')).toBe(true);
    expect(outcomes[5]!.status).toBe('rejected');
    expect(await store.getTransaction(orgId, good[0]!.id)).not.toBeNull();
  });

  it('bounds its queue and flushes everything on close()', async () => {
    const writer = new GroupCommitWriter(sql(), { maxBatch: 4, maxQueue: 8, maxDelayMs: 50 });
    const writes = Array.from({ length: 8 }, () => txWrite(orgId));
    const pending = writes.map((w) => writer.write(w));
    await expect(writer.write(txWrite(orgId))).rejects.toBeInstanceOf(StoreOverloadedError);
    await writer.close();
    await Promise.all(pending);
    await expect(writer.write(txWrite(orgId))).rejects.toBeInstanceOf(StoreClosedError);
    const rows = await sql()<{ n: number }[]>`SELECT count(*) AS n FROM transactions WHERE id = ANY(${writes.map((w) => w.id)}::uuid[])`;
    expect(rows[0]!.n).toBe(8);
  });

  /** Holds the idempotency key `key` in another session until the returned release() is called. */
  async function holdKey(key: string): Promise<{ release: () => void; other: ReturnType<typeof postgres> }> {
    const other = postgres(db.databaseUrl!, { max: 1, onnotice: () => {} });
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    await new Promise<void>((ready) => {
      void other.begin(async (t) => {
        await t`INSERT INTO idempotency_keys (org_id, key, transaction_id, state) VALUES (${orgId}, ${key}, ${randomUUID()}, 'pending')`;
        ready();
        await held;
        throw new Error('rollback'); // leaves the key free again
      }).catch(() => {});
    });
    return { release, other };
  }
  const turn = (): Promise<void> => new Promise((r) => setImmediate(r));

  // Fewer, bigger batches: while one commits, writes wait for it unless parallelBatchRows wait.
  it.runIf(usingPostgres)('starts a second batch while one commits only once enough writes wait', async () => {
    const writer = new GroupCommitWriter(sql(), { maxInFlight: 4, parallelBatchRows: 16, parallelAfterMs: 60_000 });
    // Another session holds the key of the first write: its batch blocks on the key's index entry.
    const { release, other } = await holdKey('held-key');
    try {
      const first = writer.write(txWrite(orgId, { idempotencyKey: 'held-key' }));
      await turn();
      await new Promise((r) => setTimeout(r, 50)); // the batch reaches the database and waits
      expect(writer.stats()).toMatchObject({ inFlight: 1, queued: 0 });
      const few = Array.from({ length: 10 }, () => writer.write(txWrite(orgId)));
      await turn();
      expect(writer.stats()).toMatchObject({ inFlight: 1, queued: 10 }); // they wait for the batch
      const more = Array.from({ length: 10 }, () => writer.write(txWrite(orgId)));
      await turn();
      expect(writer.stats()).toMatchObject({ inFlight: 2, queued: 0 }); // 20 >= 16: a second batch
      await Promise.all(more.concat(few));
      release();
      expect(await first).toBe(true);
    } finally {
      release();
      await writer.close();
      await other.end();
    }
  });

  // A stalled batch (a dead connection, a lock) must not hold the writes queued behind it.
  it.runIf(usingPostgres)('starts a batch beside one that has run longer than parallelAfterMs', async () => {
    const writer = new GroupCommitWriter(sql(), { maxInFlight: 4, parallelBatchRows: 1000, parallelAfterMs: 100 });
    const { release, other } = await holdKey('stalled-key');
    try {
      const stalled = writer.write(txWrite(orgId, { idempotencyKey: 'stalled-key' }));
      await turn();
      const waiting = Array.from({ length: 5 }, () => writer.write(txWrite(orgId)));
      await turn();
      expect(writer.stats()).toMatchObject({ inFlight: 1, queued: 5 }); // young batch: they wait
      // ~100 ms after the stalled batch started they get a batch of their own and commit,
      // while it is still blocked.
      const settled = await Promise.race([Promise.all(waiting).then(() => 'committed'), new Promise((r) => setTimeout(() => r('still waiting'), 3000))]);
      expect(settled).toBe('committed');
      expect(writer.stats().inFlight).toBe(1);
      release();
      expect(await stalled).toBe(true);
    } finally {
      release();
      await writer.close();
      await other.end();
    }
  });

  it('store.close() waits for queued writes to commit', async () => {
    const w = txWrite(orgId);
    const p = store.writeTransaction(w);
    await store.close();
    await p;
    store = await openStore(db);
    expect(await store.getTransaction(orgId, w.id)).not.toBeNull();
  });
});
