// Reference data: category taxonomy, bank search and get, merchant/location/intermediary/p2p
// lookups by the ids enrichment returns.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import type { CreatedOrg } from '../helpers/api.js';
import { bankProblems, expectError, expectFieldErrors, expectSuccess, isInt, LEVEL1 } from '../helpers/checks.js';
import { bankOrder, loadBanks, loadTaxonomy, type BankRow } from '../helpers/refdata.js';

const ctx = useServer();
let org: CreatedOrg;

beforeAll(async () => {
  org = await ctx.api.createOrg({ plan: 'enterprise', rps: 500, concurrency: 50 });
});

const q = (params: Record<string, string | number>) =>
  '/v1/banks?' + Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&');

describe('GET /v1/categories', () => {
  it('the complete taxonomy with the 15 level-1 names, codes and parents', async () => {
    const res = await ctx.api.read('/v1/categories', org.apiKey);
    const data = expectSuccess(res);
    expect(typeof res.body.meta.categoryVersion, res.describe().slice(0, 500)).toBe('string');
    expect(res.body.meta.categoryVersion.length).toBeGreaterThan(0);
    const cats: any[] = data.categories;
    expect(Array.isArray(cats)).toBe(true);
    expect(data.total).toBe(cats.length);
    expect(cats.length, 'same number of entries as the compiled taxonomy').toBe(loadTaxonomy().entries.length);
    const problems: string[] = [];
    const byName = new Map<string, any>();
    for (const c of cats) {
      if (byName.has(c.name)) problems.push(`duplicate name ${c.name}`);
      byName.set(c.name, c);
      if (typeof c.name !== 'string' || !c.name) problems.push(`bad name ${JSON.stringify(c)}`);
      if (c.type !== 'income' && c.type !== 'primary') problems.push(`${c.name}: type ${c.type}`);
      if (![1, 2, 3].includes(c.level)) problems.push(`${c.name}: level ${c.level}`);
      if (typeof c.description !== 'string') problems.push(`${c.name}: description`);
      for (const f of ['mcc', 'sic', 'naics']) if (!isInt(c[f])) problems.push(`${c.name}: ${f} not integer (${c[f]})`);
    }
    for (const c of cats) {
      if (c.level === 1) {
        if (c.parent !== null && c.parent !== undefined && c.parent !== '') problems.push(`${c.name}: level-1 has parent ${c.parent}`);
      } else {
        const p = byName.get(c.parent);
        if (!p) problems.push(`${c.name}: parent ${c.parent} not in the taxonomy`);
        else if (p.level !== c.level - 1) problems.push(`${c.name}: parent ${c.parent} is level ${p.level}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(cats.filter((c) => c.level === 1).map((c) => c.name).sort()).toEqual([...LEVEL1].sort());
    for (const l1 of LEVEL1) {
      expect(cats.some((c) => c.level === 2 && c.parent === l1), `${l1} has level-2 children`).toBe(true);
    }
    const l2 = cats.filter((c) => c.level === 2);
    for (const c of l2) expect(cats.some((x) => x.level === 3 && x.parent === c.name), `${c.name} has level-3 children`).toBe(true);
  });
});

describe('GET /v1/banks (search)', () => {
  let banks: BankRow[];
  let name: string; // a name several banks share, with known and unknown countries if possible
  let group: BankRow[];

  beforeAll(() => {
    banks = loadBanks();
    const groups = new Map<string, BankRow[]>();
    for (const b of banks) {
      if (!/^[\x20-\x7e]+$/.test(b.name)) continue;
      const k = b.name.toLowerCase();
      groups.set(k, [...(groups.get(k) ?? []), b]);
    }
    const ranked = [...groups.values()].sort((a, b) => {
      const mixed = (g: BankRow[]) => (g.some((x) => x.country === null) && g.some((x) => x.country !== null) ? 1 : 0);
      return mixed(b) - mixed(a) || b.length - a.length;
    });
    group = [...ranked[0]!].sort(bankOrder);
    name = group[0]!.name;
  });

  async function all(params: Record<string, string | number>): Promise<any[]> {
    const out: any[] = [];
    for (let page = 1; page < 50; page++) {
      const data = expectSuccess(await ctx.api.read(q({ ...params, page, size: 100 }), org.apiKey));
      out.push(...data.banks);
      if (!data.pagination.hasMore) break;
    }
    return out;
  }

  it('exact case-insensitive name: every bank of that name, ordered by country (unknown last) then id', async () => {
    const res = await ctx.api.read(q({ name }), org.apiKey);
    const data = expectSuccess(res);
    expect(data.pagination, res.describe()).toEqual({ page: 1, size: 20, hasMore: group.length > 20 });
    for (const b of data.banks) expect(bankProblems(b), JSON.stringify(b)).toEqual([]);
    expect(data.banks.map((b: any) => b.id), `search "${name}": ${res.describe()}`).toEqual(group.slice(0, 20).map((b) => b.id));
    const upper = await all({ name: name.toUpperCase() });
    const lower = await all({ name: name.toLowerCase() });
    const padded = await all({ name: `   ${name}\t ` });
    expect(upper.map((b) => b.id)).toEqual(group.map((b) => b.id));
    expect(lower.map((b) => b.id)).toEqual(group.map((b) => b.id));
    expect(padded.map((b) => b.id), 'surrounding whitespace is ignored').toEqual(group.map((b) => b.id));
  });

  it('no fuzzy or partial matching', async () => {
    const prefix = name.slice(0, -2);
    const expected = banks.filter((b) => b.name.toLowerCase() === prefix.toLowerCase()).sort(bankOrder).map((b) => b.id);
    expect((await all({ name: prefix })).map((b) => b.id)).toEqual(expected);
    const typo = `${name}x`;
    expect((await all({ name: typo })).map((b) => b.id)).toEqual(banks.filter((b) => b.name.toLowerCase() === typo.toLowerCase()).map((b) => b.id));
    const inner = name.replace(' ', '  ');
    if (inner !== name) expect((await all({ name: inner })).map((b) => b.id), 'inner whitespace is not collapsed').toEqual([]);
  });

  it('country filter: case-insensitive, origin only, unknown country never matches', async () => {
    const countries = [...new Set(group.map((b) => b.country).filter((c): c is string => c !== null))];
    for (const c of countries) {
      const expected = group.filter((b) => b.country === c).map((b) => b.id);
      const up = await all({ name, country: c });
      const low = await all({ name, country: c.toLowerCase() });
      expect(up.map((b) => b.id), `country ${c}`).toEqual(expected);
      expect(low.map((b) => b.id), `country ${c.toLowerCase()}`).toEqual(expected);
      for (const b of up) expect(b.country).toBe(c);
    }
    // a country none of them has: empty, and unknown-country banks do not sneak in
    const unused = ['ZW', 'IS', 'NZ', 'MT', 'LI'].find((c) => !countries.includes(c))!;
    expect(await all({ name, country: unused })).toEqual([]);
  });

  it('pagination: size 1 walks the whole result with hasMore, beyond the end is empty', async () => {
    const ids: string[] = [];
    for (let page = 1; page <= group.length + 1; page++) {
      const res = await ctx.api.read(q({ name, page, size: 1 }), org.apiKey);
      const data = expectSuccess(res);
      expect(data.pagination.page, res.describe()).toBe(page);
      expect(data.pagination.size, res.describe()).toBe(1);
      expect(data.pagination.hasMore, `page ${page} of ${group.length}: ${res.describe()}`).toBe(page < group.length);
      ids.push(...data.banks.map((b: any) => b.id));
      if (page > group.length) expect(data.banks).toEqual([]);
    }
    expect(ids).toEqual(group.map((b) => b.id));
  });

  it('no match -> 200 with an empty banks array', async () => {
    const res = await ctx.api.read(q({ name: 'Definitely No Such Bank Qzx' }), org.apiKey);
    const data = expectSuccess(res);
    expect(data.banks, res.describe()).toEqual([]);
    expect(data.pagination.hasMore).toBe(false);
  });

  it('bounds -> 422 validation_error naming the parameter', async () => {
    expectFieldErrors(await ctx.api.read('/v1/banks', org.apiKey), ['name']);
    expectFieldErrors(await ctx.api.read(q({ name: '' }), org.apiKey), ['name']);
    expectFieldErrors(await ctx.api.read(q({ name: '    ' }), org.apiKey), ['name']);
    expectFieldErrors(await ctx.api.read(q({ name: 'a'.repeat(201) }), org.apiKey), ['name']);
    expectFieldErrors(await ctx.api.read(q({ name, page: 0 }), org.apiKey), ['page']);
    expectFieldErrors(await ctx.api.read(q({ name, page: 10001 }), org.apiKey), ['page']);
    expectFieldErrors(await ctx.api.read(q({ name, page: 'two' }), org.apiKey), ['page']);
    expectFieldErrors(await ctx.api.read(q({ name, page: 1.5 }), org.apiKey), ['page']);
    expectFieldErrors(await ctx.api.read(q({ name, size: 0 }), org.apiKey), ['size']);
    expectFieldErrors(await ctx.api.read(q({ name, size: 101 }), org.apiKey), ['size']);
    expectFieldErrors(await ctx.api.read(q({ name, country: 'USA' }), org.apiKey), ['country']);
    expectFieldErrors(await ctx.api.read(q({ name, country: 'U1' }), org.apiKey), ['country']);
    expectFieldErrors(await ctx.api.read(q({ name: '', page: 0, size: 500 }), org.apiKey), ['name', 'page', 'size']);
  });

  it('bounds at their edges are accepted', async () => {
    expectSuccess(await ctx.api.read(q({ name: 'a'.repeat(200) }), org.apiKey));
    expectSuccess(await ctx.api.read(q({ name: `  ${'a'.repeat(200)}  ` }), org.apiKey));
    expectSuccess(await ctx.api.read(q({ name: 'x' }), org.apiKey));
    expectSuccess(await ctx.api.read(q({ name, page: 10000 }), org.apiKey));
    expectSuccess(await ctx.api.read(q({ name, size: 100 }), org.apiKey));
    expectSuccess(await ctx.api.read(q({ name, size: 1 }), org.apiKey));
  });

  it('GET /v1/banks/{id} returns the same bank; unknown id -> 404', async () => {
    const found = await all({ name });
    for (const b of found.slice(0, 3)) {
      const res = await ctx.api.read(`/v1/banks/${b.id}`, org.apiKey);
      expect(expectSuccess(res).bank, res.describe()).toEqual(b);
    }
    expectError(await ctx.api.read(`/v1/banks/${randomUUID()}`, org.apiKey), 404, 'not_found');
    const bad = await ctx.api.read('/v1/banks/not-a-uuid', org.apiKey);
    expect([404, 422], bad.describe()).toContain(bad.status);
  });

  it('bank lookups cost zero credits and create nothing', async () => {
    const o = await ctx.api.createOrg({ plan: 'business', credits: 1 });
    for (let i = 0; i < 3; i++) expectSuccess(await ctx.api.read(q({ name }), o.apiKey));
    expectSuccess(await ctx.api.read(`/v1/banks/${group[0]!.id}`, o.apiKey));
    expect(await ctx.api.orgCredits(o.id)).toBe(1);
    expect(expectSuccess(await ctx.api.read('/v1/transactions/count', o.apiKey)).count).toBe(0);
  });
});

describe('merchant, location, intermediary and p2p lookups by enrichment ids', () => {
  const MERCHANT_TITLES = [
    'NETFLIX.COM 866-579-7172 CA', 'STARBUCKS STORE 1234 SEATTLE WA', 'SPOTIFY USA NEW YORK NY',
    'SQ *BLUE BOTTLE COFFEE OAKLAND CA', 'Kartenzahlung REWE Markt GmbH', 'AMAZON.COM*AB12CD34 AMZN.COM/BILL WA',
  ];
  const LOCATION_TITLES = ['SQ *BLUE BOTTLE COFFEE OAKLAND CA', 'STARBUCKS STORE 1234 SEATTLE WA', 'SHELL OIL 57444 HOUSTON TX'];

  async function firstFound(entry: string, titles: string[]): Promise<{ title: string; entry: any } | null> {
    for (const title of titles) {
      const res = await ctx.api.enrich(org.apiKey, { title, country: /Kartenzahlung/.test(title) ? 'DE' : 'US', type: 'expense' });
      expectSuccess(res);
      const e = res.body.data.enrichments[entry];
      if (e.status === 'found') return { title, entry: e };
    }
    return null;
  }

  it('GET /v1/merchants/{id} returns the merchant enrichment found', async () => {
    const hit = await firstFound('merchant', MERCHANT_TITLES);
    expect(hit, `no merchant found for any of: ${MERCHANT_TITLES.join(' | ')}`).not.toBeNull();
    const res = await ctx.api.read(`/v1/merchants/${hit!.entry.data.id}`, org.apiKey);
    expect(expectSuccess(res).merchant, res.describe()).toEqual(hit!.entry.data);
  });

  it('GET /v1/locations/{id} returns the location, shared across organizations', async () => {
    const hit = await firstFound('location', LOCATION_TITLES);
    expect(hit, `no location found for any of: ${LOCATION_TITLES.join(' | ')}`).not.toBeNull();
    const res = await ctx.api.read(`/v1/locations/${hit!.entry.data.id}`, org.apiKey);
    expect(expectSuccess(res).location, res.describe()).toEqual(hit!.entry.data);
    const other = await ctx.api.createOrg({ plan: 'business' });
    const again = await ctx.api.enrich(other.apiKey, { title: hit!.title, country: 'US', type: 'expense' });
    expect(expectSuccess(again).enrichments.location.data?.id, 'same address, same location id in another org').toBe(hit!.entry.data.id);
    expect(expectSuccess(await ctx.api.read(`/v1/locations/${hit!.entry.data.id}`, other.apiKey)).location.id).toBe(hit!.entry.data.id);
  });

  it('GET /v1/intermediaries/{id} returns the payment processor found (SQ *)', async () => {
    const hit = await firstFound('paymentProcessor', ['SQ *BLUE BOTTLE COFFEE OAKLAND CA', 'PAYPAL *EBAY INC 402-935-7733 CA', 'TST* LOU MALNATIS EVANSTON IL']);
    expect(hit, 'no payment processor found').not.toBeNull();
    const res = await ctx.api.read(`/v1/intermediaries/${hit!.entry.data.id}`, org.apiKey);
    const inter = expectSuccess(res).intermediary;
    expect(inter.id, res.describe()).toBe(hit!.entry.data.id);
    expect(inter.name, res.describe()).toBe(hit!.entry.data.name);
    for (const f of ['icon', 'description', 'color', 'website', 'domain']) expect(f in inter, `intermediary.${f} present`).toBe(true);
  });

  it('GET /v1/p2p-platforms/{id} returns the peer-to-peer platform found (VENMO)', async () => {
    const hit = await firstFound('peerToPeer', ['VENMO *JOHN SMITH', 'Zelle payment to JANE DOE', 'CASH APP*JOHN DOE']);
    expect(hit, 'no p2p platform found').not.toBeNull();
    const res = await ctx.api.read(`/v1/p2p-platforms/${hit!.entry.data.platform.id}`, org.apiKey);
    expect(expectSuccess(res).p2pPlatform, res.describe()).toEqual(hit!.entry.data.platform);
  });

  it('icon URLs of found entries are absolute and served by the service', async () => {
    const icons = new Set<string>();
    for (const title of [...MERCHANT_TITLES, 'VENMO *JOHN SMITH', 'PAYPAL *EBAY INC 402-935-7733 CA']) {
      const res = await ctx.api.enrich(org.apiKey, { title, country: /Kartenzahlung/.test(title) ? 'DE' : 'US', type: 'expense' });
      const e = expectSuccess(res).enrichments;
      for (const icon of [e.merchant.data?.icon, e.paymentProcessor.data?.icon, e.peerToPeer.data?.platform?.icon]) {
        if (typeof icon === 'string') icons.add(icon);
      }
    }
    expect(icons.size, 'no found entry carried an icon').toBeGreaterThan(0);
    for (const icon of icons) {
      const u = new URL(icon); // throws on a relative URL
      const r = await fetch(ctx.server.baseUrl + u.pathname);
      const ct = r.headers.get('content-type') ?? '';
      await r.arrayBuffer();
      expect(r.status, `GET ${u.pathname}`).toBe(200);
      expect(ct, `GET ${u.pathname}`).toMatch(/^image\//);
    }
    const missing = await ctx.api.get('/icons/no-such-icon.svg');
    expect(missing.status, missing.describe()).toBe(404);
    const traversal = await ctx.api.get('/icons/..%2F..%2Fpackage.json');
    expect(traversal.status, traversal.describe()).toBeGreaterThanOrEqual(400);
    expect(traversal.text, 'path traversal must not serve files').not.toContain('"txenrich"');
  });

  it('unknown ids -> 404 not_found; non-uuid -> 404 or 422', async () => {
    for (const p of ['merchants', 'locations', 'intermediaries', 'p2p-platforms']) {
      expectError(await ctx.api.read(`/v1/${p}/${randomUUID()}`, org.apiKey), 404, 'not_found');
      const bad = await ctx.api.read(`/v1/${p}/nope`, org.apiKey);
      expect([404, 422], bad.describe()).toContain(bad.status);
      expect(bad.body?.success, bad.describe()).toBe(false);
    }
  });
});
