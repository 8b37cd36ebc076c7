// Rate limits: token bucket per organization (refill = plan rps, capacity = burst = 2 x rps,
// sent as X-RateLimit-Burst), concurrency cap, headers, 429 shape.
import { describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { idemKey, sleep, TITLES, type Res } from '../helpers/api.js';
import { expectError, expectSuccess, rateHeaderProblems } from '../helpers/checks.js';

const ctx = useServer();

function expect429(res: Res): number {
  const err = expectError(res, 429, 'rate_limited');
  const ra = res.headers.get('retry-after');
  expect(ra, `Retry-After missing: ${res.describe()}`).not.toBeNull();
  expect(ra!, `Retry-After must be an integer number of seconds: ${res.describe()}`).toMatch(/^\d+$/);
  const secs = Number(ra);
  expect(secs, res.describe()).toBeGreaterThanOrEqual(1);
  expect(rateHeaderProblems(res), res.describe()).toEqual([]);
  expect(err.message, `429 message should name the seconds to wait (${secs}): ${res.describe()}`).toContain(String(secs));
  expect(err.message, `429 message should mention seconds: ${res.describe()}`).toMatch(/second/i);
  return secs;
}

/** Waits until the next request of the org is admitted again (bucket refilled). */
async function waitRefill(seconds = 1.2): Promise<void> {
  await sleep(seconds * 1000);
}

describe('headers', () => {
  it('all X-RateLimit-* headers (the six of the spec and Burst) on success, 4xx and 404 responses', async () => {
    const o = await ctx.api.createOrg({ plan: 'business' });
    const responses = [
      await ctx.api.get('/v1/categories', o.apiKey),
      await ctx.api.get('/v1', o.apiKey),
      await ctx.api.get('/v1/banks?name=%20', o.apiKey), // 422
      await ctx.api.get('/v1/transactions/00000000-0000-4000-8000-000000000000', o.apiKey), // 404
      await ctx.api.enrich(o.apiKey, TITLES.square, { retry429: false }),
      await ctx.api.enrich(o.apiKey, { title: '' }, { retry429: false }), // 422
    ];
    const limitedKey = await ctx.api.createKey(o.id, ['issues:read']);
    responses.push(await ctx.api.get('/v1/categories', limitedKey.apiKey)); // 403: authenticated, not permitted
    expect(responses.at(-1)!.status, responses.at(-1)!.describe()).toBe(403);
    for (const res of responses) {
      expect(res.status, res.describe()).not.toBe(429);
      expect(rateHeaderProblems(res, { limit: 20, concurrency: 20, burst: 40 }), res.describe()).toEqual([]);
    }
  });

  it('Remaining decreases as the bucket drains', async () => {
    // A slow refill (2/s, burst 4): at 20/s the bucket refills between requests on a busy machine.
    const o = await ctx.api.createOrg({ plan: 'enterprise', rps: 2, concurrency: 10 });
    const a = await ctx.api.get('/v1/categories', o.apiKey);
    const b = await ctx.api.get('/v1/categories', o.apiKey);
    const c = await ctx.api.get('/v1/categories', o.apiKey);
    const rem = [a, b, c].map((r) => Number(r.headers.get('x-ratelimit-remaining')));
    expect(rem[0], a.describe()).toBeLessThanOrEqual(3);
    expect(rem[2]!, `remaining should fall: ${rem}`).toBeLessThan(rem[0]!);
    expect(Date.parse(a.headers.get('x-ratelimit-reset')!), 'reset must not be in the past by more than 1 s').toBeGreaterThan(Date.now() - 5000);
  });

  it('plan values appear in the headers (free 1/2 burst 2, starter 5/5/10, growth 10/10/20)', async () => {
    for (const [plan, rps, conc] of [['free', 1, 2], ['starter', 5, 5], ['growth', 10, 10]] as const) {
      const o = await ctx.api.createOrg({ plan });
      const res = await ctx.api.get('/v1/categories', o.apiKey);
      expectSuccess(res);
      expect(rateHeaderProblems(res, { limit: rps, concurrency: conc, burst: 2 * rps }), res.describe()).toEqual([]);
    }
  });
});

describe('token bucket', () => {
  it('free org: burst of 2, third immediate request -> 429 rate_limited with Retry-After and a message naming the limit', async () => {
    const o = await ctx.api.createOrg({ plan: 'free' });
    expectSuccess(await ctx.api.get('/v1/categories', o.apiKey));
    expectSuccess(await ctx.api.get('/v1/categories', o.apiKey));
    const res = await ctx.api.get('/v1/categories', o.apiKey);
    expect429(res);
    expect(res.headers.get('x-ratelimit-remaining'), res.describe()).toBe('0');
    expect(res.headers.get('x-ratelimit-scope'), res.describe()).toBe('rps');
    expect(res.body.error.message, 'message should name the limit (1 per second)').toMatch(/\b1\b/);
  });

  it('after Retry-After seconds the org is admitted again', async () => {
    const o = await ctx.api.createOrg({ plan: 'free' });
    expectSuccess(await ctx.api.get('/v1/categories', o.apiKey));
    expectSuccess(await ctx.api.get('/v1/categories', o.apiKey));
    const secs = expect429(await ctx.api.get('/v1/categories', o.apiKey));
    await sleep(secs * 1000 + 100);
    expectSuccess(await ctx.api.get('/v1/categories', o.apiKey));
  });

  it('GETs and enrichments share one bucket', async () => {
    const o = await ctx.api.createOrg({ plan: 'free' });
    expectSuccess(await ctx.api.enrich(o.apiKey, TITLES.square, { retry429: false }));
    expectSuccess(await ctx.api.get('/v1/categories', o.apiKey));
    expect429(await ctx.api.get('/v1/categories', o.apiKey));
    await waitRefill();
    expectSuccess(await ctx.api.get('/v1/transactions/count', o.apiKey));
    expect429(await ctx.api.enrich(o.apiKey, TITLES.square, { retry429: false }));
  });

  it('a throttled enrich claims no idempotency key and costs no credit', async () => {
    const o = await ctx.api.createOrg({ plan: 'free', credits: 5 });
    expectSuccess(await ctx.api.get('/v1/categories', o.apiKey));
    expectSuccess(await ctx.api.get('/v1/categories', o.apiKey));
    const idem = idemKey();
    expect429(await ctx.api.enrich(o.apiKey, TITLES.venmo, { idem, retry429: false }));
    expect(await ctx.api.orgCredits(o.id)).toBe(5);
    await waitRefill();
    expectSuccess(await ctx.api.enrich(o.apiKey, TITLES.venmo, { idem, retry429: false }));
  });

  it('organizations have separate buckets', async () => {
    const a = await ctx.api.createOrg({ plan: 'free' });
    const b = await ctx.api.createOrg({ plan: 'free' });
    expectSuccess(await ctx.api.get('/v1/categories', a.apiKey));
    expectSuccess(await ctx.api.get('/v1/categories', a.apiKey));
    expect429(await ctx.api.get('/v1/categories', a.apiKey));
    expectSuccess(await ctx.api.get('/v1/categories', b.apiKey));
  });

  it('keys of one organization share its bucket', async () => {
    const o = await ctx.api.createOrg({ plan: 'free' });
    const k2 = await ctx.api.createKey(o.id);
    expectSuccess(await ctx.api.get('/v1/categories', o.apiKey));
    expectSuccess(await ctx.api.get('/v1/categories', k2.apiKey));
    expect429(await ctx.api.get('/v1/categories', k2.apiKey));
  });

  it('business org: a quick burst of 60 admits about 40 (burst 2 x 20) and throttles the rest', async () => {
    const o = await ctx.api.createOrg({ plan: 'business' });
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 60; i++) {
      const r = await ctx.api.get('/v1/transactions/count', o.apiKey);
      if (r.status === 429) expect429(r);
      statuses.push(r.status);
    }
    const elapsed = (Date.now() - started) / 1000;
    const ok = statuses.filter((s) => s === 200).length;
    // capacity 40 plus whatever refilled at 20/s during the burst
    expect(ok, `statuses ${statuses.join(',')} in ${elapsed}s`).toBeGreaterThanOrEqual(40);
    expect(ok, `statuses ${statuses.join(',')} in ${elapsed}s`).toBeLessThanOrEqual(40 + Math.ceil(elapsed * 20) + 1);
    expect(statuses.every((s) => s === 200 || s === 429), statuses.join(',')).toBe(true);
  });
});

describe('concurrency cap', () => {
  it('an enterprise org with concurrency 2 gets 429 scope concurrency under 24 parallel enrichments', async () => {
    const o = await ctx.api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 2 });
    const all = await Promise.all(
      Array.from({ length: 24 }, (_, i) => ctx.api.enrich(o.apiKey, { ...TITLES.rewe, title: `${TITLES.rewe.title} ${i}` }, { retry429: false })),
    );
    const limited = all.filter((r) => r.status === 429);
    const ok = all.filter((r) => r.status === 200);
    expect(all.every((r) => r.status === 200 || r.status === 429), all.map((r) => r.describe()).join('\n')).toBe(true);
    expect(ok.length, 'at least the first requests are admitted').toBeGreaterThanOrEqual(2);
    expect(limited.length, `expected concurrency throttling; statuses ${all.map((r) => r.status)}`).toBeGreaterThan(0);
    for (const r of limited) {
      expect429(r);
      expect(r.headers.get('x-ratelimit-scope'), r.describe()).toBe('concurrency');
      expect(r.headers.get('x-ratelimit-concurrency-limit'), r.describe()).toBe('2');
      expect(r.headers.get('x-ratelimit-concurrency-remaining'), r.describe()).toBe('0');
    }
    // slots are released: afterwards a request gets through with both slots free
    const after = await ctx.api.get('/v1/categories', o.apiKey);
    expectSuccess(after);
    expect(after.headers.get('x-ratelimit-concurrency-remaining'), after.describe()).toMatch(/^[12]$/);
  });
});
