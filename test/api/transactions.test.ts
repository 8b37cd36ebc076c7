// Stored transactions: get, list (keyset paging), count, delete, cross-organization isolation.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import type { CreatedOrg } from '../helpers/api.js';
import { expectError, expectSuccess, storedTransactionProblems } from '../helpers/checks.js';

const ctx = useServer();
let a: CreatedOrg;
let b: CreatedOrg;
const created: { id: string; body: any; res: any }[] = [];
let foreignId: string;

const BODIES = [
  { title: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', country: 'US', type: 'expense' },
  { title: 'VENMO *JOHN SMITH', country: 'US', type: 'expense' },
  { title: 'NETFLIX.COM 866-579-7172 CA', country: 'us', type: 'expense' },
  { title: 'Kartenzahlung REWE Markt GmbH', country: 'DE', type: 'expense' },
  { title: 'SALARY ACME CORP PAYROLL', country: 'US', type: 'income' },
  { title: 'SHELL OIL 57444 HOUSTON TX', country: 'US', type: 'expense' },
  { title: 'TESCO STORES 2345 LONDON', country: 'GB', type: 'expense' },
];

beforeAll(async () => {
  a = await ctx.api.createOrg({ plan: 'enterprise', rps: 500, concurrency: 50 });
  b = await ctx.api.createOrg({ plan: 'business' });
  for (const body of BODIES) {
    const { res, id } = await ctx.api.enrichStored(a.apiKey, body);
    created.push({ id, body, res: res.body });
  }
  foreignId = (await ctx.api.enrichStored(b.apiKey, BODIES[0]!)).id;
});

describe('GET /v1/transactions/{id}', () => {
  it('returns every 200 enrichment as stored, with the exact enrichment result', async () => {
    for (const c of created) {
      const res = await ctx.api.read(`/v1/transactions/${c.id}`, a.apiKey);
      const t = expectSuccess(res).transaction;
      expect(storedTransactionProblems(t), res.describe()).toEqual([]);
      expect(t.id).toBe(c.id);
      expect(t.raw).toBe(c.body.title);
      expect(t.direction).toBe(c.body.type);
      expect(t.country).toBe(c.body.country.toUpperCase());
      expect(t.status).toBe('completed');
      expect(t.partial).toBe(c.res.partial);
      expect(t.errors).toEqual(c.res.meta.errors);
      expect(t.transaction, res.describe()).toEqual(c.res.data.transaction);
      expect(t.enrichments, res.describe()).toEqual(c.res.data.enrichments);
      expect(Math.abs(Date.parse(t.createdAt) - Date.now()), 'createdAt is recent').toBeLessThan(10 * 60_000);
    }
  });

  it('unknown id -> 404 not_found; non-uuid id -> 404 or 422', async () => {
    expectError(await ctx.api.read(`/v1/transactions/${randomUUID()}`, a.apiKey), 404, 'not_found');
    const bad = await ctx.api.read('/v1/transactions/not-a-uuid', a.apiKey);
    expect([404, 422], bad.describe()).toContain(bad.status);
    expect(bad.body?.success, bad.describe()).toBe(false);
  });
});

describe('GET /v1/transactions (list)', () => {
  it('default page: all of the org, newest first, pagination {size 20, hasMore false, nextCursor null}', async () => {
    const res = await ctx.api.read('/v1/transactions', a.apiKey);
    const data = expectSuccess(res);
    expect(Array.isArray(data.transactions), res.describe()).toBe(true);
    expect(data.pagination, res.describe()).toEqual({ size: 20, hasMore: false, nextCursor: null });
    const ids = data.transactions.map((t: any) => t.id);
    expect([...ids].sort(), res.describe()).toEqual(created.map((c) => c.id).sort());
    for (const t of data.transactions) expect(storedTransactionProblems(t), JSON.stringify(t)).toEqual([]);
    const times = data.transactions.map((t: any) => Date.parse(t.createdAt));
    for (let i = 1; i < times.length; i++) expect(times[i], 'newest first').toBeLessThanOrEqual(times[i - 1]);
    // created sequentially: newest first means the reverse of creation order
    expect(ids, 'reverse creation order').toEqual(created.map((c) => c.id).reverse());
  });

  it('keyset paging with size 3 walks every transaction once, in order', async () => {
    const full = expectSuccess(await ctx.api.read('/v1/transactions?size=100', a.apiKey)).transactions.map((t: any) => t.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const q: string = cursor ? `size=3&cursor=${encodeURIComponent(cursor)}` : 'size=3';
      const res = await ctx.api.read(`/v1/transactions?${q}`, a.apiKey);
      const data = expectSuccess(res);
      expect(data.pagination.size, res.describe()).toBe(3);
      expect(data.transactions.length, res.describe()).toBeLessThanOrEqual(3);
      seen.push(...data.transactions.map((t: any) => t.id));
      if (!data.pagination.hasMore) {
        expect(data.pagination.nextCursor, res.describe()).toBeNull();
        break;
      }
      expect(typeof data.pagination.nextCursor, res.describe()).toBe('string');
      expect(data.transactions.length, 'a page with hasMore is full').toBe(3);
      cursor = data.pagination.nextCursor;
    }
    expect(seen, 'pages concatenated = the full list (no duplicates, no gaps)').toEqual(full);
  });

  it('afterDate / beforeDate filter by createdAt', async () => {
    const list = expectSuccess(await ctx.api.read('/v1/transactions?size=100', a.apiKey)).transactions;
    const pivot = list[3]; // 4th newest
    const after = expectSuccess(await ctx.api.read(`/v1/transactions?size=100&afterDate=${encodeURIComponent(pivot.createdAt)}`, a.apiKey)).transactions;
    const expected = list.filter((t: any) => Date.parse(t.createdAt) >= Date.parse(pivot.createdAt)).map((t: any) => t.id);
    expect(after.map((t: any) => t.id)).toEqual(expected);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect(expectSuccess(await ctx.api.read(`/v1/transactions?afterDate=${encodeURIComponent(future)}`, a.apiKey)).transactions).toEqual([]);
    const past = '2000-01-01T00:00:00Z';
    expect(expectSuccess(await ctx.api.read(`/v1/transactions?beforeDate=${encodeURIComponent(past)}`, a.apiKey)).transactions).toEqual([]);
    const before = expectSuccess(await ctx.api.read(`/v1/transactions?size=100&beforeDate=${encodeURIComponent(future)}`, a.apiKey)).transactions;
    expect(before.length).toBe(list.length);
  });

  it('bad query parameters -> 422 (or 400 for a garbage cursor) in the envelope', async () => {
    for (const q of ['size=0', 'size=101', 'size=abc', 'afterDate=yesterday', 'beforeDate=2024-13-45']) {
      expectError(await ctx.api.read(`/v1/transactions?${q}`, a.apiKey), 422, 'validation_error');
    }
    const res = await ctx.api.read('/v1/transactions?cursor=%%%garbage', a.apiKey);
    expect([400, 422], res.describe()).toContain(res.status);
    expect(res.body?.success, res.describe()).toBe(false);
    const res2 = await ctx.api.read('/v1/transactions?cursor=eyJub3QiOiJhIGN1cnNvciJ9', a.apiKey);
    expect([400, 422], res2.describe()).toContain(res2.status);
  });
});

describe('GET /v1/transactions/count', () => {
  it('counts the organization only, with afterDate meaning on-or-after', async () => {
    const res = await ctx.api.read('/v1/transactions/count', a.apiKey);
    expect(expectSuccess(res).count, res.describe()).toBe(created.length);
    expect(expectSuccess(await ctx.api.read('/v1/transactions/count', b.apiKey)).count).toBe(1);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect(expectSuccess(await ctx.api.read(`/v1/transactions/count?afterDate=${encodeURIComponent(future)}`, a.apiKey)).count).toBe(0);
    expect(expectSuccess(await ctx.api.read('/v1/transactions/count?afterDate=2000-01-01T00:00:00Z', a.apiKey)).count).toBe(created.length);
    const list = expectSuccess(await ctx.api.read('/v1/transactions?size=100', a.apiKey)).transactions;
    const pivot = list[2];
    const n = list.filter((t: any) => Date.parse(t.createdAt) >= Date.parse(pivot.createdAt)).length;
    const r = await ctx.api.read(`/v1/transactions/count?afterDate=${encodeURIComponent(pivot.createdAt)}`, a.apiKey);
    expect(expectSuccess(r).count, `${pivot.createdAt}: ${r.describe()}`).toBe(n);
  });

  it('count is an integer; a bad afterDate -> 422', async () => {
    expect(Number.isInteger(expectSuccess(await ctx.api.read('/v1/transactions/count', a.apiKey)).count)).toBe(true);
    expectError(await ctx.api.read('/v1/transactions/count?afterDate=not-a-date', a.apiKey), 422, 'validation_error');
  });
});

describe('isolation between organizations', () => {
  it("another org's transaction is 404 on get, delete and report-issue, never 403, and survives", async () => {
    expectError(await ctx.api.read(`/v1/transactions/${foreignId}`, a.apiKey), 404, 'not_found');
    expectError(await ctx.api.request('DELETE', `/v1/transactions/${foreignId}`, { key: a.apiKey, retry429: true }), 404, 'not_found');
    const rep = await ctx.api.request('POST', '/v1/report-issue', {
      key: a.apiKey, json: { transactionId: foreignId, description: 'not mine', fields: ['category'] }, retry429: true,
    });
    expectError(rep, 404, 'not_found');
    expect(expectSuccess(await ctx.api.read(`/v1/transactions/${foreignId}`, b.apiKey)).transaction.id).toBe(foreignId);
  });

  it("lists and counts exclude the other org's transactions", async () => {
    const listA = expectSuccess(await ctx.api.read('/v1/transactions?size=100', a.apiKey)).transactions.map((t: any) => t.id);
    expect(listA).not.toContain(foreignId);
    const listB = expectSuccess(await ctx.api.read('/v1/transactions?size=100', b.apiKey)).transactions.map((t: any) => t.id);
    expect(listB).toEqual([foreignId]);
  });

  it("a cursor from one org does not reveal another org's rows", async () => {
    const page = expectSuccess(await ctx.api.read('/v1/transactions?size=2', a.apiKey));
    const res = await ctx.api.read(`/v1/transactions?size=100&cursor=${encodeURIComponent(page.pagination.nextCursor)}`, b.apiKey);
    if (res.status === 200) {
      for (const t of res.body.data.transactions) expect(t.id, res.describe()).toBe(foreignId);
    } else {
      expect([400, 422], res.describe()).toContain(res.status);
    }
  });
});

describe('DELETE /v1/transactions/{id}', () => {
  it('deletes: data {deleted: true, transactionId}; then GET 404, DELETE 404, count and list drop it', async () => {
    const victim = created[created.length - 1]!.id;
    const before = expectSuccess(await ctx.api.read('/v1/transactions/count', a.apiKey)).count;
    const res = await ctx.api.request('DELETE', `/v1/transactions/${victim}`, { key: a.apiKey, retry429: true });
    expect(expectSuccess(res), res.describe()).toEqual({ deleted: true, transactionId: victim });
    expectError(await ctx.api.read(`/v1/transactions/${victim}`, a.apiKey), 404, 'not_found');
    expectError(await ctx.api.request('DELETE', `/v1/transactions/${victim}`, { key: a.apiKey, retry429: true }), 404, 'not_found');
    expect(expectSuccess(await ctx.api.read('/v1/transactions/count', a.apiKey)).count).toBe(before - 1);
    const list = expectSuccess(await ctx.api.read('/v1/transactions?size=100', a.apiKey)).transactions.map((t: any) => t.id);
    expect(list).not.toContain(victim);
  });

  it('unknown id -> 404 not_found', async () => {
    expectError(await ctx.api.request('DELETE', `/v1/transactions/${randomUUID()}`, { key: a.apiKey, retry429: true }), 404, 'not_found');
  });
});
