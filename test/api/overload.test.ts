// Load shedding: with a tiny enrichment queue (QUEUE_MAX=1, one worker) a burst of parallel
// enrichments must be answered with 200 or 503 `overloaded` + Retry-After — never a hang or
// a 500 — and a shed request costs nothing and claims no idempotency key.
import { describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { idemKey, TITLES } from '../helpers/api.js';
import { enrichBodyProblems, expectError, expectSuccess } from '../helpers/checks.js';

const ctx = useServer({ env: { QUEUE_MAX: '1' }, workers: 1 });

describe('bounded enrichment queue', () => {
  it('a burst beyond the queue gets 503 overloaded with Retry-After; shed requests are free and retryable', async () => {
    const org = await ctx.api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 200, credits: 1000 });
    const keys = Array.from({ length: 60 }, () => idemKey());
    const body = (i: number) => ({ ...TITLES.square, title: `${TITLES.square.title} ${i}` });
    const all = await Promise.all(keys.map((k, i) => ctx.api.enrich(org.apiKey, body(i), { idem: k, retry429: false })));
    const statuses = all.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 503), `statuses: ${statuses.join(',')}\n${all.find((r) => r.status !== 200 && r.status !== 503)?.describe()}`).toBe(true);
    const shed = all.map((r, i) => ({ r, i })).filter((x) => x.r.status === 503);
    expect(shed.length, `60 parallel enrichments against a queue of 1 should shed some: ${statuses.join(',')}`).toBeGreaterThan(0);
    const ok = all.filter((r) => r.status === 200);
    for (const r of ok) expect(enrichBodyProblems(r.body), r.describe()).toEqual([]);
    for (const { r } of shed) {
      expectError(r, 503, 'overloaded');
      expect(r.headers.get('retry-after'), r.describe()).toMatch(/^\d+$/);
    }
    const charged = ok.filter((r) => r.body.partial === false).length;
    expect(await ctx.api.orgCredits(org.id), `${ok.length} ok (${charged} complete), ${shed.length} shed`).toBe(1000 - charged);
    expect(expectSuccess(await ctx.api.read('/v1/transactions/count', org.apiKey)).count).toBe(ok.length);
    // a shed request did not claim its key: retrying it now succeeds
    for (const { i } of shed.slice(0, 5)) {
      expectSuccess(await ctx.api.enrich(org.apiKey, body(i), { idem: keys[i]!, retry429: false }));
    }
    console.log(`overload.test: ${ok.length} admitted, ${shed.length} shed with QUEUE_MAX=1`);
  });
});
