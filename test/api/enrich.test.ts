// POST /v1/transactions/enrich: request validation, idempotency headers, 200 shape.
import { beforeAll, describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { idemKey, TITLES, type CreatedOrg } from '../helpers/api.js';
import { enrichBodyProblems, expectError, expectFieldErrors, expectSuccess } from '../helpers/checks.js';

const ctx = useServer();
let org: CreatedOrg;
let taxonomy: Map<string, any>;
let categoryVersion: string;

beforeAll(async () => {
  org = await ctx.api.createOrg({ plan: 'enterprise', rps: 500, concurrency: 50 });
  const cats = await ctx.api.read('/v1/categories', org.apiKey);
  const data = expectSuccess(cats);
  taxonomy = new Map(data.categories.map((c: any) => [c.name, c]));
  categoryVersion = cats.body.meta.categoryVersion;
});

describe('a valid enrichment', () => {
  it('200 with the full contract shape', async () => {
    const res = await ctx.api.enrich(org.apiKey, TITLES.square);
    expectSuccess(res);
    expect(enrichBodyProblems(res.body), res.describe()).toEqual([]);
    expect(res.body.meta.categoryVersion, 'same categoryVersion as GET /v1/categories').toBe(categoryVersion);
    expect(res.headers.get('x-credits-remaining'), 'unlimited org: no finite balance to report').toBeNull();
  });

  it('category levels are a path in the taxonomy and carry its codes', async () => {
    for (const body of Object.values(TITLES)) {
      const res = await ctx.api.enrich(org.apiKey, body);
      expectSuccess(res);
      const c = res.body.data.transaction.category;
      const p = taxonomy.get(c.primary.name);
      const s = taxonomy.get(c.secondary.name);
      const t = taxonomy.get(c.tertiary.name);
      expect(p?.level, `primary ${c.primary.name} is a level-1 entry: ${res.describe()}`).toBe(1);
      expect(s?.level, `secondary ${c.secondary.name} is a level-2 entry: ${res.describe()}`).toBe(2);
      expect(t?.level, `tertiary ${c.tertiary.name} is a level-3 entry: ${res.describe()}`).toBe(3);
      expect(s.parent, `secondary's parent is primary: ${res.describe()}`).toBe(p.name);
      expect(t.parent, `tertiary's parent is secondary: ${res.describe()}`).toBe(s.name);
      for (const [ref, entry] of [[c.primary, p], [c.secondary, s], [c.tertiary, t]]) {
        expect(ref.code, `codes of ${ref.name} equal the taxonomy's`).toEqual({ mcc: entry.mcc, sic: entry.sic, naics: entry.naics });
      }
    }
  });

  it('title of 1 and of 256 characters is accepted', async () => {
    expectSuccess(await ctx.api.enrich(org.apiKey, { title: 'X', country: 'US', type: 'expense' }));
    const res = await ctx.api.enrich(org.apiKey, { title: 'AMAZON MKTPLACE '.repeat(16), country: 'US', type: 'expense' });
    expectSuccess(res);
    expect(enrichBodyProblems(res.body), res.describe()).toEqual([]);
  });

  it('256 characters counted as characters, not bytes (multi-byte title)', async () => {
    const res = await ctx.api.enrich(org.apiKey, { title: 'ü'.repeat(256), country: 'DE', type: 'expense' });
    expectSuccess(res);
  });

  it('country is case-insensitive and stored uppercase', async () => {
    const { id } = await ctx.api.enrichStored(org.apiKey, { title: 'Kartenzahlung REWE Markt GmbH Berlin', country: 'de', type: 'expense' });
    const got = expectSuccess(await ctx.api.read(`/v1/transactions/${id}`, org.apiKey));
    expect(got.transaction.country).toBe('DE');
    const { id: id2 } = await ctx.api.enrichStored(org.apiKey, { title: 'TESCO STORES 2345 LONDON', country: 'Gb', type: 'expense' });
    expect(expectSuccess(await ctx.api.read(`/v1/transactions/${id2}`, org.apiKey)).transaction.country).toBe('GB');
  });

  it('income transactions are accepted and stored with direction income', async () => {
    const body = { title: 'SALARY ACME CORP PAYROLL', country: 'US', type: 'income' };
    const { res, id } = await ctx.api.enrichStored(org.apiKey, body);
    expect(enrichBodyProblems(res.body), res.describe()).toEqual([]);
    const got = expectSuccess(await ctx.api.read(`/v1/transactions/${id}`, org.apiKey));
    expect(got.transaction.direction).toBe('income');
  });

  it('unknown extra fields never cause a 5xx', async () => {
    const res = await ctx.api.enrich(org.apiKey, { ...TITLES.square, foo: 'bar', nested: { a: [1, 2] } });
    expect([200, 422], res.describe()).toContain(res.status);
  });
});

describe('recognition the brief names', () => {
  it('"SQ *BLUE BOTTLE COFFEE OAKLAND CA" finds the Square processor', async () => {
    const res = await ctx.api.enrich(org.apiKey, TITLES.square);
    expectSuccess(res);
    const pp = res.body.data.enrichments.paymentProcessor;
    expect(pp.status, res.describe()).toBe('found');
    expect(pp.data.name, res.describe()).toMatch(/square/i);
    expect(res.body.data.enrichments.peerToPeer.status, 'a card purchase has no p2p').not.toBe('found');
  });

  it('"VENMO *JOHN SMITH" finds the Venmo platform and recipient, no merchant', async () => {
    const res = await ctx.api.enrich(org.apiKey, TITLES.venmo);
    expectSuccess(res);
    const e = res.body.data.enrichments;
    expect(e.peerToPeer.status, res.describe()).toBe('found');
    expect(e.peerToPeer.data.platform.name, res.describe()).toMatch(/venmo/i);
    expect(e.peerToPeer.data.recipient?.displayName ?? '', res.describe()).toMatch(/john\s+smith/i);
    expect(e.merchant.status, `a transfer to a person has no merchant: ${res.describe()}`).not.toBe('found');
  });
});

describe('body validation -> 422 validation_error with fieldErrors', () => {
  const base = { title: 'STARBUCKS STORE 1234 SEATTLE WA', country: 'US', type: 'expense' };

  it('each field is required', async () => {
    for (const f of ['title', 'country', 'type'] as const) {
      const body: Record<string, unknown> = { ...base };
      delete body[f];
      expectFieldErrors(await ctx.api.enrich(org.apiKey, body), [f]);
    }
    expectFieldErrors(await ctx.api.enrich(org.apiKey, {}), ['title', 'country', 'type']);
  });

  it('title bounds and type', async () => {
    expectFieldErrors(await ctx.api.enrich(org.apiKey, { ...base, title: '' }), ['title']);
    expectFieldErrors(await ctx.api.enrich(org.apiKey, { ...base, title: 'A'.repeat(257) }), ['title']);
    expectFieldErrors(await ctx.api.enrich(org.apiKey, { ...base, title: 123 }), ['title']);
    expectFieldErrors(await ctx.api.enrich(org.apiKey, { ...base, title: null }), ['title']);
    expectFieldErrors(await ctx.api.enrich(org.apiKey, { ...base, title: ['a'] }), ['title']);
  });

  it('country must be two letters', async () => {
    for (const country of ['USA', 'U', '', 'U1', '12', 42, null]) {
      expectFieldErrors(await ctx.api.enrich(org.apiKey, { ...base, country }), ['country']);
    }
  });

  it('type must be expense or income', async () => {
    for (const type of ['debit', 'EXPENSES', '', 1, null]) {
      expectFieldErrors(await ctx.api.enrich(org.apiKey, { ...base, type }), ['type']);
    }
  });

  it('a 422 is not stored', async () => {
    const before = expectSuccess(await ctx.api.read('/v1/transactions/count', org.apiKey)).count;
    await ctx.api.enrich(org.apiKey, { ...base, title: '' });
    const after = expectSuccess(await ctx.api.read('/v1/transactions/count', org.apiKey)).count;
    expect(after).toBe(before);
  });
});

describe('idempotency headers', () => {
  const body = { title: 'UBER *TRIP HELP.UBER.COM', country: 'US', type: 'expense' };
  const idemField = (fe: Record<string, string[]>) => Object.keys(fe).some((k) => /idempotency/i.test(k));

  it('missing Idempotency-Key -> 422 naming the header', async () => {
    const res = await ctx.api.enrich(org.apiKey, body, { idem: null });
    const err = expectError(res, 422, 'validation_error');
    expect(idemField(err.details?.fieldErrors ?? {}), res.describe()).toBe(true);
  });

  it('malformed keys -> 422 naming the header', async () => {
    // Known limit: uWebSockets.js's parser trims bytes >= 0x80 at the start and end of a header
    // value (a signed-char whitespace trim) before the application sees it, so "cl\u00e9" arrives
    // as "cl". Non-ASCII inside the value is seen and rejected. See docs/API-DECISIONS.md.
    for (const k of ['has space', 'a!b', 'cl\u00e9s', 'k\u00e9y', 'a'.repeat(65), 'a.b', 'a/b']) {
      const res = await ctx.api.enrich(org.apiKey, body, { idem: k });
      expect(res.status, `Idempotency-Key ${JSON.stringify(k)} must be rejected: ${res.describe()}`).toBe(422);
      const err = expectError(res, 422, 'validation_error');
      expect(idemField(err.details?.fieldErrors ?? {}), `key ${JSON.stringify(k)}: ${res.describe()}`).toBe(true);
    }
  });

  it('the pattern ^[a-zA-Z0-9_-]{1,64}$ is accepted at its edges', async () => {
    for (const k of ['a'.repeat(64), 'Z', `_-_${Date.now()}`, `AZaz09_-${Math.random().toString(36).slice(2)}`]) {
      expectSuccess(await ctx.api.enrich(org.apiKey, body, { idem: k }));
    }
  });

  it('X-Idempotency-Key works as an alias', async () => {
    const k = idemKey();
    const res = await ctx.api.enrich(org.apiKey, body, { idem: null, headers: { 'x-idempotency-key': k } });
    expectSuccess(res);
    // and it is the same key space: reusing it under the other header name conflicts
    const again = await ctx.api.enrich(org.apiKey, body, { idem: k });
    expectError(again, 409, 'idempotency_conflict');
  });

  it('both headers equal -> accepted; both differ -> 422', async () => {
    const k = idemKey();
    expectSuccess(await ctx.api.enrich(org.apiKey, body, { idem: k, headers: { 'x-idempotency-key': k } }));
    const res = await ctx.api.enrich(org.apiKey, body, { idem: idemKey(), headers: { 'x-idempotency-key': idemKey() } });
    const err = expectError(res, 422, 'validation_error');
    expect(idemField(err.details?.fieldErrors ?? {}), res.describe()).toBe(true);
  });

  it('an invalid key is reported together with body errors', async () => {
    const res = await ctx.api.enrich(org.apiKey, { title: '' }, { idem: 'bad key!' });
    const fe = expectFieldErrors(res, ['title', 'country', 'type']);
    expect(idemField(fe), res.describe()).toBe(true);
  });
});
