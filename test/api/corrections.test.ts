// Corrections that stick (POST /v1/report-issue `expected`) and the admin review API:
// GET /admin/report-issues, PATCH /admin/report-issues/{id}, GET /admin/organizations,
// GET /admin/organizations/{id}/keys. Real server, real database.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import type { CreatedOrg, Res } from '../helpers/api.js';
import { expectError, expectFieldErrors, expectSuccess, issueReportProblems } from '../helpers/checks.js';

const ctx = useServer();
let a: CreatedOrg;
let b: CreatedOrg;

const ORIGINAL = 'ACME HARDWARE STORE #1234 SPRINGFIELD 05/12/2024 REF 99887';
// the same payee printed another day, at another store, with another reference
const SAME_PAYEE = 'Acme Hardware Store #5678 Springfield 06/01/2024 ref 11223';

function report(key: string, json: unknown): Promise<Res> {
  return ctx.api.request('POST', '/v1/report-issue', { key, json, retry429: true });
}

async function enrich(key: string, title: string): Promise<any> {
  const { id } = await ctx.api.enrichStored(key, { title, country: 'US', type: 'expense' });
  return expectSuccess(await ctx.api.read(`/v1/transactions/${id}`, key)).transaction;
}

beforeAll(async () => {
  a = await ctx.api.createOrg({ name: 'Org A', plan: 'enterprise', rps: 500, concurrency: 50 });
  b = await ctx.api.createOrg({ name: 'Org B', plan: 'enterprise', rps: 500, concurrency: 50 });
});

describe('corrections that stick', () => {
  let reportId: string;
  let before: any;

  it('a report with `expected` changes the same organization\'s next enrichment of that payee', async () => {
    before = await enrich(a.apiKey, ORIGINAL);
    expect(before.transaction.category.tertiary.name).not.toBe('Coffee Shops');
    const res = await report(a.apiKey, {
      transactionId: before.id, description: 'This is my coffee roaster, not a hardware store', fields: ['merchant', 'category', 'channel', 'subscription'],
      expected: { merchant: 'Acme Coffee Roasters', category: 'Coffee Shops', channel: 'online', recurring: true },
    });
    const r = expectSuccess(res, 201).issueReport;
    expect(issueReportProblems(r), res.describe()).toEqual([]);
    expect(r.expected).toEqual({ merchant: 'Acme Coffee Roasters', category: 'Coffee Shops', channel: 'online', recurring: true });
    reportId = r.id;

    // the enrich response itself
    const { res: enr } = await ctx.api.enrichStored(a.apiKey, { title: SAME_PAYEE, country: 'US', type: 'expense' });
    const data = expectSuccess(enr);
    expect(data.enrichments.merchant.status).toBe('found');
    expect(data.enrichments.merchant.data.name).toBe('Acme Coffee Roasters');
    expect(data.enrichments.merchant.confidence).toBe(100);
    expect(data.transaction.category.primary.name).toBe('Food & Drink');
    expect(data.transaction.category.tertiary.name).toBe('Coffee Shops');
    expect(data.transaction.category.tertiary.code.mcc).toBeGreaterThan(0);
    expect(data.transaction.channel).toBe('online');
    expect(data.transaction.subscription.recurring).toBe(true);
    if (Array.isArray(data.entities)) {
      const m = data.entities.find((e: any) => e.type === 'merchant');
      expect(m?.confidence?.reasons).toContain('organization_correction');
    }
    // ... and the stored transaction, and the merchant id resolves
    const stored = await enrich(a.apiKey, 'ACME HARDWARE STORE 42 SPRINGFIELD 2024-07-03 TRACE 5');
    expect(stored.enrichments.merchant.data.name).toBe('Acme Coffee Roasters');
    const merchant = await ctx.api.read(`/v1/merchants/${stored.enrichments.merchant.data.id}`, a.apiKey);
    expect(expectSuccess(merchant).merchant.name, merchant.describe()).toBe('Acme Coffee Roasters');
  });

  it('other organizations and other payees are unaffected', async () => {
    const other = await enrich(b.apiKey, SAME_PAYEE);
    expect(other.enrichments.merchant.data?.name ?? null).not.toBe('Acme Coffee Roasters');
    expect(other.transaction.category.tertiary.name).toBe(before.transaction.category.tertiary.name);
    const different = await enrich(a.apiKey, 'ACME PLUMBING SUPPLY #1234 SPRINGFIELD');
    expect(different.enrichments.merchant.data?.name ?? null).not.toBe('Acme Coffee Roasters');
  });

  it('a known merchant name takes that merchant\'s data (logo, website)', async () => {
    const tx = await enrich(a.apiKey, 'POS PURCHASE 8812 CORNER SHOP 77');
    expectSuccess(await report(a.apiKey, { transactionId: tx.id, description: 'It is Starbucks', fields: ['merchant'], expected: { merchant: 'starbucks' } }), 201);
    const again = await enrich(a.apiKey, 'POS PURCHASE 1234 CORNER SHOP 9');
    expect(again.enrichments.merchant.data.name).toBe('Starbucks');
    expect(again.enrichments.merchant.data.website).toMatch(/starbucks/);
    expect(again.enrichments.merchant.data.icon).toMatch(/\/icons\//);
  });

  it('dismissing the report removes its correction', async () => {
    expectSuccess(await ctx.api.admin('PATCH', `/admin/report-issues/${reportId}`, { status: 'reviewing' }));
    const d = await ctx.api.admin('PATCH', `/admin/report-issues/${reportId}`, { status: 'dismissed', statusMessage: 'Not a coffee shop after all.' });
    expect(expectSuccess(d).issueReport).toMatchObject({ id: reportId, status: 'dismissed', statusMessage: 'Not a coffee shop after all.', organizationId: a.id });
    const after = await enrich(a.apiKey, SAME_PAYEE);
    expect(after.enrichments.merchant.data?.name ?? null).not.toBe('Acme Coffee Roasters');
    expect(after.transaction.category.tertiary.name).toBe(before.transaction.category.tertiary.name);
  });

  it('bad `expected` -> 422 naming the field', async () => {
    const tx = await enrich(a.apiKey, 'SOME SHOP 1');
    expectFieldErrors(await report(a.apiKey, { transactionId: tx.id, description: 'x', fields: ['category'], expected: { category: 'Not A Category' } }), ['expected.category']);
    expectFieldErrors(await report(a.apiKey, { transactionId: tx.id, description: 'x', fields: ['channel'], expected: { channel: 'teleport' } }), ['expected']);
    expectFieldErrors(await report(a.apiKey, { transactionId: tx.id, description: 'x', fields: ['merchant'], expected: {} }), ['expected']);
    expectFieldErrors(await report(a.apiKey, { transactionId: tx.id, description: 'x', fields: ['merchant'], expected: { merchant: 'x', colour: 'red' } }), ['expected']);
    expectError(await report(b.apiKey, { transactionId: tx.id, description: 'x', fields: ['merchant'], expected: { merchant: 'Mine' } }), 404, 'not_found');
  });
});

describe('admin: report review', () => {
  let tx: string;
  let id: string;

  beforeAll(async () => {
    tx = (await enrich(b.apiKey, 'NETFLIX.COM')).id;
    id = expectSuccess(await report(b.apiKey, { transactionId: tx, description: 'wrong', fields: ['category'] }), 201).issueReport.id;
  });

  it('lists every organization\'s reports, filtered by status, with paging', async () => {
    const all = await ctx.api.admin('GET', '/admin/report-issues?size=100');
    const list = expectSuccess(all);
    expect(Array.isArray(list), all.describe()).toBe(true);
    const orgs = new Set(list.map((r: any) => r.organizationId));
    expect(orgs.has(a.id) && orgs.has(b.id), all.describe()).toBe(true);
    for (const r of list) expect(issueReportProblems(r), JSON.stringify(r)).toEqual([]);
    expect(all.body.meta.total).toBe(list.length);
    const pending = expectSuccess(await ctx.api.admin('GET', '/admin/report-issues?status=pending&size=100'));
    expect(pending.every((r: any) => r.status === 'pending')).toBe(true);
    expect(pending.some((r: any) => r.id === id)).toBe(true);
    const dismissed = expectSuccess(await ctx.api.admin('GET', '/admin/report-issues?status=dismissed'));
    expect(dismissed.length).toBeGreaterThanOrEqual(1);
    const page = await ctx.api.admin('GET', '/admin/report-issues?size=1&page=2');
    expect(expectSuccess(page).length).toBe(1);
    expect([page.body.meta.page, page.body.meta.size]).toEqual([2, 1]);
    expectFieldErrors(await ctx.api.admin('GET', '/admin/report-issues?status=open'), ['status']);
    expectError(await ctx.api.admin('GET', '/admin/report-issues', undefined, null), 401, 'authentication_error');
  });

  it('transitions: pending -> reviewing -> resolved; final states and skips are 409', async () => {
    const skip = await ctx.api.admin('PATCH', `/admin/report-issues/${id}`, { status: 'resolved' });
    expectError(skip, 409, 'invalid_transition');
    expect(skip.body.error.details).toMatchObject({ currentStatus: 'pending', requestedStatus: 'resolved', allowedStatuses: ['reviewing', 'dismissed'] });
    const rv = expectSuccess(await ctx.api.admin('PATCH', `/admin/report-issues/${id}`, { status: 'reviewing' })).issueReport;
    expect(rv.status).toBe('reviewing');
    expect(rv.statusMessage).toMatch(/being reviewed/);
    const done = expectSuccess(await ctx.api.admin('PATCH', `/admin/report-issues/${id}`, { status: 'resolved', statusMessage: 'Fixed in the next data release.' })).issueReport;
    expect(done).toMatchObject({ status: 'resolved', statusMessage: 'Fixed in the next data release.' });
    expect(Date.parse(done.updatedAt)).toBeGreaterThan(Date.parse(done.createdAt));
    // the organization sees it
    const seen = expectSuccess(await ctx.api.read(`/v1/report-issue/${id}`, b.apiKey)).issueReport;
    expect(seen).toMatchObject({ status: 'resolved', statusMessage: 'Fixed in the next data release.' });
    const again = await ctx.api.admin('PATCH', `/admin/report-issues/${id}`, { status: 'dismissed' });
    expectError(again, 409, 'invalid_transition');
    expect(again.body.error.message).toMatch(/"resolved" is final/);
    expectError(await ctx.api.admin('PATCH', `/admin/report-issues/${randomUUID()}`, { status: 'reviewing' }), 404, 'not_found');
    expectFieldErrors(await ctx.api.admin('PATCH', `/admin/report-issues/${id}`, { status: 'closed' }), ['status']);
    expectFieldErrors(await ctx.api.admin('PATCH', `/admin/report-issues/${id}`, {}), ['status']);
    expectFieldErrors(await ctx.api.admin('PATCH', '/admin/report-issues/nope', { status: 'reviewing' }), ['id']);
  });
});

describe('admin: organizations and keys', () => {
  it('lists organizations with paging', async () => {
    const res = await ctx.api.admin('GET', '/admin/organizations?size=100');
    const orgs = expectSuccess(res);
    const mine = orgs.filter((o: any) => o.id === a.id || o.id === b.id);
    expect(mine.map((o: any) => o.name).sort()).toEqual(['Org A', 'Org B']);
    expect(res.body.meta.total).toBe(orgs.length);
    expect(orgs[0]).toHaveProperty('plan');
    const p = expectSuccess(await ctx.api.admin('GET', '/admin/organizations?size=1'));
    expect(p.length).toBe(1);
    expectFieldErrors(await ctx.api.admin('GET', '/admin/organizations?size=0'), ['size']);
  });

  it("lists an organization's keys with permissions and revocation, never secrets", async () => {
    const extra = await ctx.api.createKey(a.id, ['enrich']);
    expectSuccess(await ctx.api.admin('DELETE', `/admin/keys/${extra.keyId}`));
    const res = await ctx.api.admin('GET', `/admin/organizations/${a.id}/keys`);
    const keys = expectSuccess(res);
    expect(keys.map((k: any) => k.id)).toEqual([a.keyId, extra.keyId]);
    expect(keys[0]).toMatchObject({ organizationId: a.id, revokedAt: null });
    expect(keys[1].permissions).toEqual(['enrich']);
    expect(Date.parse(keys[1].revokedAt)).not.toBeNaN();
    expect(res.text).not.toContain(a.apiKey);
    expect(res.text).not.toContain(extra.apiKey);
    expect(res.text).not.toMatch(/hash|secret/i);
    expectError(await ctx.api.admin('GET', `/admin/organizations/${randomUUID()}/keys`), 404, 'not_found');
  });
});
