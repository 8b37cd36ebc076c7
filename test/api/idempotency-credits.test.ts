// Idempotency (409 completed / in_progress) and credits (charged once, never negative, 402).
import { describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { idemKey, TITLES, type Res } from '../helpers/api.js';
import { expectError, expectSuccess, UUID_RE } from '../helpers/checks.js';

// two workers: concurrent enrichments really run in parallel
const ctx = useServer({ workers: 2 });

function credits(res: Res): number | null {
  const v = res.headers.get('x-credits-remaining');
  return v === null ? null : Number(v);
}

describe('idempotency', () => {
  it('reusing a key -> 409 idempotency_conflict, state completed, transactionId of the stored transaction', async () => {
    const o = await ctx.api.createOrg({ plan: 'business' });
    const idem = idemKey();
    const first = await ctx.api.enrich(o.apiKey, TITLES.square, { idem });
    expectSuccess(first);
    const again = await ctx.api.enrich(o.apiKey, TITLES.square, { idem });
    const err = expectError(again, 409, 'idempotency_conflict');
    expect(err.details?.state, again.describe()).toBe('completed');
    expect(err.details?.transactionId, again.describe()).toMatch(UUID_RE);
    const stored = expectSuccess(await ctx.api.read(`/v1/transactions/${err.details.transactionId}`, o.apiKey)).transaction;
    expect(stored.raw).toBe(TITLES.square.title);
    expect(stored.status).toBe('completed');
    expect(stored.transaction).toEqual(first.body.data.transaction);
    expect(stored.enrichments).toEqual(first.body.data.enrichments);
  });

  it('the key is scoped to the key, not the body: a different body under a used key is still 409', async () => {
    const o = await ctx.api.createOrg({ plan: 'business' });
    const idem = idemKey();
    expectSuccess(await ctx.api.enrich(o.apiKey, TITLES.square, { idem }));
    const res = await ctx.api.enrich(o.apiKey, TITLES.venmo, { idem });
    expectError(res, 409, 'idempotency_conflict');
    expect(expectSuccess(await ctx.api.read('/v1/transactions/count', o.apiKey)).count).toBe(1);
  });

  it('keys are scoped to the organization', async () => {
    const a = await ctx.api.createOrg({ plan: 'business' });
    const b = await ctx.api.createOrg({ plan: 'business' });
    const idem = idemKey();
    expectSuccess(await ctx.api.enrich(a.apiKey, TITLES.square, { idem }));
    expectSuccess(await ctx.api.enrich(b.apiKey, TITLES.square, { idem }));
  });

  it('two simultaneous requests with one key: exactly one 200 and one 409 (in_progress + Retry-After, or completed)', async () => {
    const o = await ctx.api.createOrg({ plan: 'business' });
    const outcomes: string[] = [];
    for (let round = 0; round < 5; round++) {
      const idem = idemKey();
      const pair = await Promise.all([
        ctx.api.enrich(o.apiKey, TITLES.netflix, { idem }),
        ctx.api.enrich(o.apiKey, TITLES.netflix, { idem }),
      ]);
      const ok = pair.filter((r) => r.status === 200);
      const conflict = pair.filter((r) => r.status === 409);
      const all = pair.map((r) => r.describe()).join('\n');
      expect(ok.length, all).toBe(1);
      expect(conflict.length, all).toBe(1);
      expectSuccess(ok[0]!);
      const err = expectError(conflict[0]!, 409, 'idempotency_conflict');
      if (err.details?.state === 'in_progress') {
        const ra = conflict[0]!.headers.get('retry-after');
        expect(ra, `in_progress needs Retry-After: ${all}`).toMatch(/^\d+$/);
        expect(Number(ra), all).toBeGreaterThanOrEqual(1);
      } else {
        expect(err.details?.state, all).toBe('completed');
        expect(err.details?.transactionId, all).toMatch(UUID_RE);
      }
      outcomes.push(err.details.state);
    }
    console.log(`idempotency-credits.test: simultaneous pairs gave 409 states ${outcomes.join(',')}`);
    // all five pairs produced exactly five stored transactions
    expect(expectSuccess(await ctx.api.read('/v1/transactions/count', o.apiKey)).count, outcomes.join(',')).toBe(5);
  });
});

describe('credits', () => {
  it('credits 2: two enrichments (X-Credits-Remaining 1 then 0), the third 402 insufficient_credits', async () => {
    const o = await ctx.api.createOrg({ plan: 'business', credits: 2 });
    const r1 = await ctx.api.enrich(o.apiKey, TITLES.square);
    expectSuccess(r1);
    const r2 = await ctx.api.enrich(o.apiKey, TITLES.rewe);
    expectSuccess(r2);
    // a partial result is not charged; the titles used here should complete fully
    expect([r1.body.partial, r2.body.partial], `${r1.describe()}\n${r2.describe()}`).toEqual([false, false]);
    expect(credits(r1), r1.describe()).toBe(1);
    expect(credits(r2), r2.describe()).toBe(0);
    const r3 = await ctx.api.enrich(o.apiKey, TITLES.venmo);
    expectError(r3, 402, 'insufficient_credits');
    expect(await ctx.api.orgCredits(o.id)).toBe(0);
    expect(expectSuccess(await ctx.api.read('/v1/transactions/count', o.apiKey)).count, '402 stores nothing').toBe(2);
  });

  it('402 happens before any work: the key is not claimed, so it works once credits are added', async () => {
    const o = await ctx.api.createOrg({ plan: 'business', credits: 0 });
    const idem = idemKey();
    expectError(await ctx.api.enrich(o.apiKey, TITLES.square, { idem }), 402, 'insufficient_credits');
    expectSuccess(await ctx.api.admin('PATCH', `/admin/organizations/${o.id}`, { credits: 1 }));
    const res = await ctx.api.enrich(o.apiKey, TITLES.square, { idem });
    expectSuccess(res);
    expect(credits(res), res.describe()).toBe(0);
  });

  it('a replayed key is not charged twice', async () => {
    const o = await ctx.api.createOrg({ plan: 'business', credits: 3 });
    const idem = idemKey();
    const first = await ctx.api.enrich(o.apiKey, TITLES.square, { idem });
    expectSuccess(first);
    expect(credits(first), first.describe()).toBe(2);
    for (let i = 0; i < 3; i++) expectError(await ctx.api.enrich(o.apiKey, TITLES.square, { idem }), 409, 'idempotency_conflict');
    expect(await ctx.api.orgCredits(o.id)).toBe(2);
  });

  it('validation errors, 404s, reads and bank lookups cost nothing', async () => {
    const o = await ctx.api.createOrg({ plan: 'business', credits: 1 });
    expectError(await ctx.api.enrich(o.apiKey, { title: '' }), 422, 'validation_error');
    expectError(await ctx.api.enrich(o.apiKey, TITLES.square, { idem: null }), 422, 'validation_error');
    await ctx.api.read('/v1/categories', o.apiKey);
    await ctx.api.read('/v1/banks?name=Chase', o.apiKey);
    await ctx.api.read('/v1/banks/00000000-0000-4000-8000-000000000000', o.apiKey);
    await ctx.api.read('/v1/transactions', o.apiKey);
    await ctx.api.read('/v1/transactions/count', o.apiKey);
    await ctx.api.read('/v1/report-issue', o.apiKey);
    expect(await ctx.api.orgCredits(o.id)).toBe(1);
  });

  it('race: credits 5, 20 concurrent enrichments -> exactly 5 charged, balance never negative', async () => {
    const o = await ctx.api.createOrg({ plan: 'business', credits: 5 });
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ctx.api.enrich(o.apiKey, { ...TITLES.square, title: `${TITLES.square.title} #${i}` }, { retry429: false })),
    );
    const desc = all.map((r) => `${r.status} partial=${r.body?.partial} credits=${r.headers.get('x-credits-remaining')}`).join('\n');
    const ok = all.filter((r) => r.status === 200);
    const complete = ok.filter((r) => r.body.partial === false);
    expect(all.every((r) => r.status === 200 || r.status === 402), desc).toBe(true);
    expect(complete.length, `exactly 5 complete (charged) results:\n${desc}`).toBe(5);
    for (const r of all.filter((x) => x.status === 402)) expectError(r, 402, 'insufficient_credits');
    for (const r of ok) {
      const c = credits(r);
      expect(c !== null && c >= 0 && c <= 4, `X-Credits-Remaining in 0..4: ${r.describe()}`).toBe(true);
    }
    expect(new Set(complete.map((r) => credits(r))).size, `each charge reports a distinct balance:\n${desc}`).toBe(5);
    expect(await ctx.api.orgCredits(o.id)).toBe(0);
    expect(expectSuccess(await ctx.api.read('/v1/transactions/count', o.apiKey)).count).toBe(ok.length);
  });

  it('unlimited organizations are never refused for credits', async () => {
    const o = await ctx.api.createOrg({ plan: 'business', credits: null });
    for (let i = 0; i < 3; i++) expectSuccess(await ctx.api.enrich(o.apiKey, TITLES.rewe));
    expect(await ctx.api.orgCredits(o.id)).toBeNull();
  });
});
