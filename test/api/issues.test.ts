// Issue reports: create, get, list (page/size/status + meta), validation, isolation.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { TITLES, type CreatedOrg, type Res } from '../helpers/api.js';
import { expectError, expectFieldErrors, expectSuccess, issueReportProblems } from '../helpers/checks.js';

const ctx = useServer();
let a: CreatedOrg;
let b: CreatedOrg;
let txA: string;
let txB: string;
const FIELDS = ['category', 'merchant', 'location', 'paymentProcessor', 'peerToPeer', 'channel', 'subscription'];

function report(key: string, json: unknown): Promise<Res> {
  return ctx.api.request('POST', '/v1/report-issue', { key, json, retry429: true });
}

beforeAll(async () => {
  a = await ctx.api.createOrg({ plan: 'enterprise', rps: 500, concurrency: 50 });
  b = await ctx.api.createOrg({ plan: 'business' });
  txA = (await ctx.api.enrichStored(a.apiKey, TITLES.square)).id;
  txB = (await ctx.api.enrichStored(b.apiKey, TITLES.venmo)).id;
});

describe('POST /v1/report-issue', () => {
  it('201 with data.issueReport, status pending', async () => {
    const res = await report(a.apiKey, { transactionId: txA, description: 'The merchant is wrong', fields: ['merchant', 'category'] });
    const r = expectSuccess(res, 201).issueReport;
    expect(issueReportProblems(r), res.describe()).toEqual([]);
    expect(r.transactionId).toBe(txA);
    expect(r.description).toBe('The merchant is wrong');
    expect([...r.fields].sort()).toEqual(['category', 'merchant']);
    expect(r.status).toBe('pending');
    const got = await ctx.api.read(`/v1/report-issue/${r.id}`, a.apiKey);
    expect(expectSuccess(got).issueReport, got.describe()).toEqual(r);
  });

  it('transaction_id is accepted as an alias', async () => {
    const res = await report(a.apiKey, { transaction_id: txA, description: 'alias', fields: ['channel'] });
    expect(expectSuccess(res, 201).issueReport.transactionId).toBe(txA);
  });

  it('every allowed field name is accepted; descriptions of 1 and 2000 characters', async () => {
    expectSuccess(await report(a.apiKey, { transactionId: txA, description: 'x', fields: FIELDS }), 201);
    expectSuccess(await report(a.apiKey, { transactionId: txA, description: 'd'.repeat(2000), fields: ['location'] }), 201);
  });

  it('validation -> 422 naming the field', async () => {
    const ok = { transactionId: txA, description: 'bad', fields: ['category'] };
    expectFieldErrors(await report(a.apiKey, { ...ok, description: '' }), ['description']);
    expectFieldErrors(await report(a.apiKey, { ...ok, description: 'd'.repeat(2001) }), ['description']);
    expectFieldErrors(await report(a.apiKey, { ...ok, description: 5 }), ['description']);
    expectFieldErrors(await report(a.apiKey, { ...ok, fields: [] }), ['fields']);
    expectFieldErrors(await report(a.apiKey, { ...ok, fields: ['bogus'] }), ['fields']);
    expectFieldErrors(await report(a.apiKey, { ...ok, fields: 'category' }), ['fields']);
    expectFieldErrors(await report(a.apiKey, { ...ok, fields: Array.from({ length: 51 }, (_, i) => FIELDS[i % FIELDS.length]) }), ['fields']);
    const { transactionId: _drop, ...noTx } = ok;
    expectFieldErrors(await report(a.apiKey, noTx), ['transactionId']);
    expectFieldErrors(await report(a.apiKey, {}), ['transactionId', 'description', 'fields']);
    const notUuid = await report(a.apiKey, { ...ok, transactionId: 'abc' });
    expect([404, 422], notUuid.describe()).toContain(notUuid.status);
    expect(notUuid.body?.success, notUuid.describe()).toBe(false);
  });

  it("another organization's or an unknown transaction -> 404 not_found", async () => {
    expectError(await report(a.apiKey, { transactionId: txB, description: 'x', fields: ['category'] }), 404, 'not_found');
    expectError(await report(a.apiKey, { transactionId: randomUUID(), description: 'x', fields: ['category'] }), 404, 'not_found');
  });
});

describe('GET /v1/report-issue/{id}', () => {
  it("unknown id and another org's report -> 404", async () => {
    expectError(await ctx.api.read(`/v1/report-issue/${randomUUID()}`, a.apiKey), 404, 'not_found');
    const rb = expectSuccess(await report(b.apiKey, { transactionId: txB, description: 'mine', fields: ['peerToPeer'] }), 201).issueReport;
    expectError(await ctx.api.read(`/v1/report-issue/${rb.id}`, a.apiKey), 404, 'not_found');
    expect(expectSuccess(await ctx.api.read(`/v1/report-issue/${rb.id}`, b.apiKey)).issueReport.id).toBe(rb.id);
  });
});

describe('GET /v1/report-issue (list)', () => {
  let org: CreatedOrg;
  let tx: string;
  const ids: string[] = [];

  beforeAll(async () => {
    org = await ctx.api.createOrg({ plan: 'enterprise', rps: 500, concurrency: 50 });
    tx = (await ctx.api.enrichStored(org.apiKey, TITLES.rewe)).id;
    for (let i = 0; i < 5; i++) {
      ids.push(expectSuccess(await report(org.apiKey, { transactionId: tx, description: `issue ${i}`, fields: ['category'] }), 201).issueReport.id);
    }
  });

  it('defaults: page 1, size 20, total, totalPages; data is an array of reports', async () => {
    const res = await ctx.api.read('/v1/report-issue', org.apiKey);
    const data = expectSuccess(res);
    expect(Array.isArray(data), res.describe()).toBe(true);
    expect(data.map((r: any) => r.id).sort()).toEqual([...ids].sort());
    for (const r of data) expect(issueReportProblems(r), JSON.stringify(r)).toEqual([]);
    const m = res.body.meta;
    expect([m.page, m.size, m.total, m.totalPages], res.describe()).toEqual([1, 20, 5, 1]);
  });

  it('page and size', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await ctx.api.read(`/v1/report-issue?page=${page}&size=2`, org.apiKey);
      const data = expectSuccess(res);
      const m = res.body.meta;
      expect([m.page, m.size, m.total, m.totalPages], res.describe()).toEqual([page, 2, 5, 3]);
      expect(data.length, res.describe()).toBe(page < 3 ? 2 : 1);
      seen.push(...data.map((r: any) => r.id));
    }
    expect(new Set(seen).size, 'no report twice across pages').toBe(5);
    expect([...seen].sort()).toEqual([...ids].sort());
    const beyond = await ctx.api.read('/v1/report-issue?page=9&size=2', org.apiKey);
    expect(expectSuccess(beyond)).toEqual([]);
    expect(beyond.body.meta.total).toBe(5);
  });

  it('status filter', async () => {
    const pending = await ctx.api.read('/v1/report-issue?status=pending', org.apiKey);
    expect(expectSuccess(pending).length).toBe(5);
    for (const s of ['reviewing', 'resolved', 'dismissed']) {
      const res = await ctx.api.read(`/v1/report-issue?status=${s}`, org.apiKey);
      expect(expectSuccess(res), res.describe()).toEqual([]);
      expect(res.body.meta.total, res.describe()).toBe(0);
      expect([0, 1], res.describe()).toContain(res.body.meta.totalPages);
    }
  });

  it('only the caller organization\'s reports', async () => {
    const data = expectSuccess(await ctx.api.read('/v1/report-issue?size=100', a.apiKey));
    for (const r of data) expect(r.transactionId, 'org A sees only reports on its own transactions').toBe(txA);
  });

  it('bad parameters -> 422', async () => {
    expectFieldErrors(await ctx.api.read('/v1/report-issue?page=0', org.apiKey), ['page']);
    expectFieldErrors(await ctx.api.read('/v1/report-issue?size=0', org.apiKey), ['size']);
    expectFieldErrors(await ctx.api.read('/v1/report-issue?size=101', org.apiKey), ['size']);
    expectFieldErrors(await ctx.api.read('/v1/report-issue?status=open', org.apiKey), ['status']);
    expectFieldErrors(await ctx.api.read('/v1/report-issue?page=x', org.apiKey), ['page']);
  });
});
