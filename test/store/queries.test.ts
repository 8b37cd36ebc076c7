// Reads the API makes: keyset paging, counts, org isolation, issue reports, keys, bank search.
import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidCursorError } from '../../src/store/index.js';
import type { Sql } from '../../src/store/connection.js';
import {
  bank, openStore, provisionTestDb, txWrite, writeFixture, type TestDb, type TestStore,
} from './helpers.js';

const id = (n: number): string => `00000000-0000-5000-8000-${String(n).padStart(12, '0')}`;

describe('store queries', () => {
  let db: TestDb;
  let store: TestStore;
  let orgA: string;
  let orgB: string;
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  const ids: string[] = []; // orgA's transactions, oldest first
  const sql = (): Sql => (store as unknown as { sql: Sql }).sql;

  beforeAll(async () => {
    db = await provisionTestDb();
    const native = writeFixture(join(db.dataDir, 'native'), {
      banks: [
        bank(id(5), 'Santander', 'ES'), bank(id(3), 'Santander', 'BR'), bank(id(4), 'Santander', null),
        bank(id(2), 'Santander', 'ES'), bank(id(1), 'SANTANDER', 'GB'), bank(id(6), 'Santander Consumer', 'DE'),
        bank(id(7), 'Société Générale', 'FR'), bank(id(8), '  Padded Bank ', 'US'),
      ],
      merchants: [], intermediaries: [], p2p: [],
    });
    store = await openStore(db, { nativeDataDir: native });
    orgA = (await store.createOrganization({ name: 'A', plan: 'business', credits: 100, rps: 20, concurrency: 20 })).id;
    orgB = (await store.createOrganization({ name: 'B', plan: 'free', credits: null, rps: 1, concurrency: 2 })).id;
    // 25 transactions one minute apart, plus 5 sharing one timestamp (ties broken by id)
    const writes = [];
    for (let i = 0; i < 25; i++) writes.push(txWrite(orgA, { createdAt: new Date(base + i * 60_000) }));
    for (let i = 0; i < 5; i++) writes.push(txWrite(orgA, { createdAt: new Date(base + 30 * 60_000) }));
    for (let i = 0; i < 3; i++) writes.push(txWrite(orgB, { createdAt: new Date(base + i * 60_000) }));
    await Promise.all(writes.map((w) => store.writeTransaction(w)));
    ids.push(...writes.filter((w) => w.orgId === orgA)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1)).map((w) => w.id));
  });
  afterAll(async () => {
    await store?.close();
    await db?.cleanup();
  });

  it('keyset pages cover every transaction once, newest first (created_at, id)', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await store.listTransactions(orgA, { size: 7, cursor, afterDate: null, beforeDate: null });
      expect(page.transactions.length).toBeLessThanOrEqual(7);
      seen.push(...page.transactions.map((t) => t.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(seen).toEqual([...ids].reverse());
    expect(pages).toBe(Math.ceil(30 / 7));
  });

  it('the last full page has no next cursor', async () => {
    const page = await store.listTransactions(orgA, { size: 30, cursor: null, afterDate: null, beforeDate: null });
    expect(page.transactions).toHaveLength(30);
    expect(page.nextCursor).toBeNull();
  });

  it('afterDate is inclusive and beforeDate exclusive, also combined with a cursor', async () => {
    const after = new Date(base + 10 * 60_000);
    const before = new Date(base + 20 * 60_000);
    const p1 = await store.listTransactions(orgA, { size: 4, cursor: null, afterDate: after, beforeDate: before });
    const p2 = await store.listTransactions(orgA, { size: 20, cursor: p1.nextCursor, afterDate: after, beforeDate: before });
    const got = [...p1.transactions, ...p2.transactions].map((t) => t.createdAt);
    expect(got).toHaveLength(10);
    expect(got[0]).toBe(new Date(base + 19 * 60_000).toISOString());
    expect(got[9]).toBe(after.toISOString());
  });

  it('rejects a forged cursor', async () => {
    await expect(store.listTransactions(orgA, { size: 5, cursor: 'bm9wZQ', afterDate: null, beforeDate: null }))
      .rejects.toBeInstanceOf(InvalidCursorError);
  });

  it('counts with afterDate on or after the instant', async () => {
    expect(await store.countTransactions(orgA, null)).toBe(30);
    expect(await store.countTransactions(orgA, new Date(base + 24 * 60_000))).toBe(6);
    expect(await store.countTransactions(orgA, new Date(base + 24 * 60_000 + 1))).toBe(5);
    expect(await store.countTransactions(orgB, null)).toBe(3);
  });

  it('get and delete are scoped to the organization', async () => {
    const t = ids[0]!;
    expect(await store.getTransaction(orgB, t)).toBeNull();
    expect(await store.deleteTransaction(orgB, t)).toBe(false);
    expect((await store.listTransactions(orgB, { size: 100, cursor: null, afterDate: null, beforeDate: null })).transactions).toHaveLength(3);
    expect((await store.getTransaction(orgA, t))?.id).toBe(t);
    expect(await store.getTransaction(orgA, 'nope')).toBeNull();
  });

  it('issue reports: only for own transactions; get/list scoped, paged, filtered, totalled', async () => {
    const tx = ids[1]!;
    expect(await store.createIssueReport(orgB, { transactionId: tx, description: 'x', fields: ['merchant'] })).toBeNull();
    expect(await store.createIssueReport(orgA, { transactionId: randomUUID(), description: 'x', fields: ['merchant'] })).toBeNull();
    const created = [];
    for (let i = 0; i < 5; i++) {
      created.push(await store.createIssueReport(orgA, { transactionId: tx, description: `wrong ${i}`, fields: ['category', 'merchant'] }));
    }
    const r = created[0]!;
    expect(r).toMatchObject({ transactionId: tx, description: 'wrong 0', fields: ['category', 'merchant'], status: 'pending' });
    expect(r.statusMessage.length).toBeGreaterThan(0);
    expect(r.createdAt).toBe(r.updatedAt);
    expect(await store.getIssueReport(orgA, r.id)).toEqual(r);
    expect(await store.getIssueReport(orgB, r.id)).toBeNull();
    const page1 = await store.listIssueReports(orgA, { page: 1, size: 2, status: null });
    const page3 = await store.listIssueReports(orgA, { page: 3, size: 2, status: null });
    expect(page1.total).toBe(5);
    expect(page1.reports).toHaveLength(2);
    expect(page3.reports).toHaveLength(1);
    expect(page3.total).toBe(5);
    expect((await store.listIssueReports(orgA, { page: 9, size: 2, status: null })).total).toBe(5);
    expect(await store.listIssueReports(orgA, { page: 1, size: 10, status: 'resolved' })).toEqual({ reports: [], total: 0 });
    expect((await store.listIssueReports(orgA, { page: 1, size: 10, status: 'pending' })).total).toBe(5);
    expect((await store.listIssueReports(orgB, { page: 1, size: 10, status: null })).total).toBe(0);
  });

  it('counts come from the per-organization counter table, which every insert and delete path keeps exact', async () => {
    const org = (await store.createOrganization({ name: 'cnt', plan: 'free', credits: null, rps: 1, concurrency: 1 })).id;
    await Promise.all(Array.from({ length: 7 }, () => store.writeTransaction(txWrite(org))));
    // a bulk insert straight into the table (not through the writer) is counted too
    await sql()`
      INSERT INTO transactions (id, org_id, idempotency_key, raw, direction, country, status, partial, created_at, processing_time_ms, result)
      SELECT gen_random_uuid(), ${org}::uuid, 'bulk-' || g, 'x', 'expense', 'US', 'completed', false, now(), 1, '{}'::json
      FROM generate_series(1, 25) AS g`;
    await sql()`DELETE FROM transactions WHERE org_id = ${org} AND idempotency_key IN ('bulk-1', 'bulk-2', 'bulk-3')`;
    const [slots] = await sql()<{ n: number }[]>`SELECT COALESCE(sum(n), 0)::int8 AS n FROM transaction_counts WHERE org_id = ${org}`;
    expect(slots!.n).toBe(29);
    expect(await store.countTransactions(org, null)).toBe(29);
    expect(await store.countTransactions(org, new Date(Date.now() - 60_000))).toBe(29);
  });

  it('counts with afterDate across many hours agree with a full count (hourly buckets + partial hour)', async () => {
    const org = (await store.createOrganization({ name: 'hours', plan: 'free', credits: null, rps: 1, concurrency: 1 })).id;
    const t0 = Date.parse('2026-03-01T10:17:30.250Z');
    // 600 rows every 7 minutes (70 hours), half through the writer, half by a bulk insert
    await Promise.all(Array.from({ length: 300 }, (_, i) => store.writeTransaction(txWrite(org, { createdAt: new Date(t0 + i * 7 * 60_000) }))));
    await sql()`
      INSERT INTO transactions (id, org_id, idempotency_key, raw, direction, country, status, partial, created_at, processing_time_ms, result)
      SELECT gen_random_uuid(), ${org}::uuid, 'h' || g, 'x', 'expense', 'US', 'completed', false,
             ${new Date(t0).toISOString()}::timestamptz + (300 + g) * interval '7 minutes', 1, '{}'::json
      FROM generate_series(0, 299) AS g`;
    await sql()`DELETE FROM transactions WHERE org_id = ${org} AND idempotency_key IN ('h5', 'h100', 'h250')`;
    const brute = async (after: Date) => (await sql()<{ n: number }[]>`SELECT count(*) AS n FROM transactions WHERE org_id = ${org} AND created_at >= ${after}`)[0]!.n;
    const probes = [
      new Date(t0 - 3600_000), new Date(t0), new Date(t0 + 1), Date.parse('2026-03-01T12:00:00.000Z'),
      Date.parse('2026-03-02T00:59:59.999Z'), t0 + 300 * 7 * 60_000, t0 + 597 * 7 * 60_000, t0 + 599 * 7 * 60_000 + 1, t0 + 10 * 86400_000,
    ].map((d) => new Date(d));
    for (const after of probes) expect(await store.countTransactions(org, after), after.toISOString()).toBe(await brute(after));
    expect(await store.countTransactions(org, new Date(t0 - 1))).toBe(597);
  });

  it('deleting a transaction removes it from reads and counts', async () => {
    const t = ids[2]!;
    expect(await store.deleteTransaction(orgA, t)).toBe(true);
    expect(await store.deleteTransaction(orgA, t)).toBe(false);
    expect(await store.getTransaction(orgA, t)).toBeNull();
    expect(await store.countTransactions(orgA, null)).toBe(29);
  });

  it('organizations, keys and revocation', async () => {
    const hash = createHash('sha256').update(`txe_${randomUUID()}`).digest('hex');
    const key = await store.createApiKey(orgA, hash, ['enrich', 'transactions:read']);
    const found = await store.findApiKey(hash);
    expect(found?.key).toEqual(key);
    expect(found?.org).toEqual(await store.getOrganization(orgA));
    expect(await store.findApiKey('0'.repeat(64))).toBeNull();
    const since = new Date(Date.now() - 1000);
    const revoked = await store.revokeApiKey(key.id);
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    expect((await store.findApiKey(hash))?.key.revokedAt).toEqual(revoked!.revokedAt);
    expect(await store.revokedKeyHashesSince(since)).toContain(hash);
    expect(await store.revokedKeyHashesSince(new Date(Date.now() + 60_000))).not.toContain(hash);
    expect(await store.revokeApiKey(randomUUID())).toBeNull();
    const upd = await store.updateOrganization(orgB, { plan: 'growth', credits: 7 });
    expect(upd).toMatchObject({ id: orgB, plan: 'growth', credits: 7, rps: 1 });
    expect(await store.updateOrganization(randomUUID(), { plan: 'growth' })).toBeNull();
    expect(await store.updateOrganization(orgB, { credits: null })).toMatchObject({ credits: null });
  });

  describe('bank search (spec rules)', () => {
    const names = async (o: { name: string; country?: string | null; page?: number; size?: number }) => {
      const r = await store.searchBanks({ name: o.name, country: o.country ?? null, page: o.page ?? 1, size: o.size ?? 20 });
      return { ids: r.banks.map((b) => (b as { id: string }).id), hasMore: r.hasMore };
    };

    it('matches the exact name case-insensitively, trimmed, never partially', async () => {
      expect((await names({ name: '  santander ' })).ids).toHaveLength(5);
      expect((await names({ name: 'Santander Consumer' })).ids).toEqual([id(6)]);
      expect((await names({ name: 'Santand' })).ids).toEqual([]);
      expect((await names({ name: 'SOCIÉTÉ GÉNÉRALE' })).ids).toEqual([id(7)]);
      expect((await names({ name: 'padded bank' })).ids).toEqual([id(8)]);
    });

    it('orders by country with unknown last, then by id', async () => {
      expect((await names({ name: 'Santander' })).ids).toEqual([id(3), id(2), id(5), id(1), id(4)]);
    });

    it('filters by country case-insensitively; an unknown country never matches', async () => {
      expect((await names({ name: 'santander', country: 'es' })).ids).toEqual([id(2), id(5)]);
      expect((await names({ name: 'santander', country: 'XX' })).ids).toEqual([]);
    });

    it('pages with hasMore', async () => {
      expect(await names({ name: 'santander', size: 2, page: 1 })).toEqual({ ids: [id(3), id(2)], hasMore: true });
      expect(await names({ name: 'santander', size: 2, page: 3 })).toEqual({ ids: [id(4)], hasMore: false });
      expect(await names({ name: 'santander', size: 5, page: 1 })).toEqual({ ids: [id(3), id(2), id(5), id(1), id(4)], hasMore: false });
      expect(await names({ name: 'santander', size: 2, page: 4 })).toEqual({ ids: [], hasMore: false });
    });

    it('returns full bank rows with every field present', async () => {
      const r = await store.searchBanks({ name: 'Padded Bank', country: 'us', page: 1, size: 1 });
      expect(r.banks[0]).toEqual({
        id: id(8), name: 'Padded Bank', country: 'US', foundedYear: null, foundedOn: null, description: null,
        icon: null, color: null, website: null, domain: null,
      });
    });
  });
});
