// Partial results: with a 1 ms enrichment budget (ENRICH_TIMEOUT_MS=1) parts that start after
// the deadline time out. Every partial response must follow the contract: `partial` true,
// `meta.errors` tags, the failed parts `no_match` with null data, stored with its errors, and not
// charged. Whether a given request times out depends on timing, so the checks apply to
// whichever responses come back partial; complete ones must be charged exactly once.
import { describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { idemKey } from '../helpers/api.js';
import { enrichBodyProblems, expectError, expectSuccess, storedTransactionProblems } from '../helpers/checks.js';

const ctx = useServer({ env: { ENRICH_TIMEOUT_MS: '1' }, workers: 1 });

describe('partial results under a 1 ms budget', () => {
  it('partial responses follow the contract and are not charged; complete ones cost 1', async () => {
    const org = await ctx.api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 50, credits: 1000 });
    let balance = 1000;
    let partials = 0;
    const long = 'PURCHASE AUTHORIZED ON 03/14 SQ *BLUE BOTTLE COFFEE OAKLAND CA 94607 CARD 4021 '.repeat(3).slice(0, 256);
    for (let i = 0; i < 25; i++) {
      const body = { title: i % 2 ? long : `VENMO *JANE DOE ${i} dinner`, country: 'US', type: 'expense' };
      const idem = idemKey();
      const res = await ctx.api.enrich(org.apiKey, body, { idem });
      if (res.status === 503) continue; // shed load is allowed, never charged
      expectSuccess(res);
      expect(enrichBodyProblems(res.body), res.describe()).toEqual([]);
      const remaining = Number(res.headers.get('x-credits-remaining'));
      if (res.body.partial) {
        partials++;
        expect(res.body.meta.errors.length, res.describe()).toBeGreaterThan(0);
        expect(remaining, `a partial result is not charged: ${res.describe()}`).toBe(balance);
      } else {
        balance--;
        expect(remaining, `a complete result costs 1: ${res.describe()}`).toBe(balance);
      }
      const replay = await ctx.api.enrich(org.apiKey, body, { idem });
      const err = expectError(replay, 409, 'idempotency_conflict');
      const stored = expectSuccess(await ctx.api.read(`/v1/transactions/${err.details.transactionId}`, org.apiKey)).transaction;
      expect(storedTransactionProblems(stored), JSON.stringify(stored)).toEqual([]);
      expect(stored.partial).toBe(res.body.partial);
      expect(stored.errors).toEqual(res.body.meta.errors);
    }
    expect(await ctx.api.orgCredits(org.id)).toBe(balance);
    console.log(`partial.test: ${partials} of 25 enrichments came back partial under a 1 ms budget`);
  });
});
