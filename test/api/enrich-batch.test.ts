// POST /v1/transactions/enrich/batch: every item is processed exactly like a single enrich (own
// key, credit, stored transaction), results in input order with the status it would have had
// alone, one bad item never fails the others, and items count against the rps limit.
import { describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { idemKey, TITLES } from '../helpers/api.js';
import { expectError, expectSuccess } from '../helpers/checks.js';

const ctx = useServer({ workers: 2 });
const BATCH = '/v1/transactions/enrich/batch';

const batch = (apiKey: string, transactions: unknown) =>
  ctx.api.request('POST', BATCH, { key: apiKey, json: { transactions } });

describe('batch enrich', () => {
  it('100 items with one reused key and one invalid -> 98 x 200, 1 x 409, 1 x 422 in order; 98 credits charged; each 200 stored', async () => {
    const o = await ctx.api.createOrg({ plan: 'enterprise', credits: 1000, rps: 1000, concurrency: 100 });
    const used = idemKey();
    expectSuccess(await ctx.api.enrich(o.apiKey, TITLES.square, { idem: used }));
    const before = await ctx.api.orgCredits(o.id);

    const items: Record<string, unknown>[] = Array.from({ length: 100 }, (_, i) => ({
      title: `STARBUCKS STORE ${10000 + i} SEATTLE WA`, country: 'US', type: 'expense', idempotencyKey: idemKey(),
    }));
    items[17] = { ...TITLES.venmo, idempotencyKey: used }; // a key a completed enrichment holds
    items[42] = { title: 'SHELL OIL 1234', country: 'US', type: 'sideways', idempotencyKey: idemKey() };
    const res = await batch(o.apiKey, items);
    const data = expectSuccess(res);
    const results = data.results as { index: number; status: number; transaction?: any; error?: any }[];
    expect(results.map((r) => r.index)).toEqual(items.map((_, i) => i));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length, res.describe()).toBe(98);
    expect(statuses[17]).toBe(409);
    expect(results[17]!.error.code).toBe('idempotency_conflict');
    expect(results[17]!.error.details.state).toBe('completed');
    expect(statuses[42]).toBe(422);
    expect(results[42]!.error.code).toBe('validation_error');
    expect(Object.keys(results[42]!.error.details.fieldErrors)).toEqual(['type']);

    const ok = results.filter((r) => r.status === 200);
    const complete = ok.filter((r) => r.transaction.partial === false).length;
    expect(complete).toBe(98);
    expect(before! - (await ctx.api.orgCredits(o.id))!).toBe(98);
    // Every 200 is stored and reads back exactly as answered.
    expect(expectSuccess(await ctx.api.read('/v1/transactions/count', o.apiKey)).count).toBe(99);
    for (const r of [ok[0]!, ok[50]!, ok[97]!]) {
      const stored = expectSuccess(await ctx.api.read(`/v1/transactions/${r.transaction.id}`, o.apiKey)).transaction;
      expect(stored).toEqual(r.transaction);
      expect(stored.raw).toBe(items[r.index]!.title);
    }
    // The same batch again: every item is now a completed key (409), nothing charged.
    const again = expectSuccess(await batch(o.apiKey, items)).results as { status: number }[];
    expect(again.filter((r) => r.status === 409).length).toBe(99);
    expect(again[42]!.status).toBe(422);
    expect(before! - (await ctx.api.orgCredits(o.id))!).toBe(98);
  });

  it('items count against the rps limit: items beyond the tokens left answer 429, nothing stored for them', async () => {
    const o = await ctx.api.createOrg({ plan: 'starter' }); // 5 requests per second, a bucket of 2 x 5 = 10
    const items = Array.from({ length: 13 }, (_, i) => ({ title: `TESCO STORES ${2000 + i} LONDON GB`, country: 'GB', type: 'expense', idempotencyKey: idemKey() }));
    const res = await batch(o.apiKey, items);
    expect(res.headers.get('x-ratelimit-burst')).toBe('10');
    const results = expectSuccess(res).results as { status: number; error?: any }[];
    // Refill during the request may admit one more item; never more than that.
    const admitted = results.filter((r) => r.status === 200).length;
    expect(admitted).toBeGreaterThanOrEqual(10);
    expect(admitted).toBeLessThanOrEqual(11);
    expect(results.map((r) => r.status)).toEqual([...Array(admitted).fill(200), ...Array(13 - admitted).fill(429)]);
    expect(results[12]!.error.code).toBe('rate_limited');
    expect(expectSuccess(await ctx.api.read('/v1/transactions/count', o.apiKey)).count).toBe(admitted);
  });

  it('the batch itself must hold 1-1000 transactions', async () => {
    const o = await ctx.api.createOrg({ plan: 'enterprise', rps: 10000, concurrency: 100 });
    expectError(await batch(o.apiKey, []), 422, 'validation_error');
    expectError(await batch(o.apiKey, 'nope'), 422, 'validation_error');
    const tooMany = Array.from({ length: 1001 }, () => ({ ...TITLES.square, idempotencyKey: idemKey() }));
    expectError(await batch(o.apiKey, tooMany), 422, 'validation_error');
    expect(expectSuccess(await ctx.api.read('/v1/transactions/count', o.apiKey)).count).toBe(0);
  });
});
