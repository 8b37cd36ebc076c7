// Authentication (X-API-Key: missing, malformed, wrong prefix, unknown, revoked) and the
// permission matrix (403 authorization_error).
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { idemKey, TITLES, type CreatedOrg, type Res } from '../helpers/api.js';
import { expectError, expectSuccess } from '../helpers/checks.js';

const ctx = useServer();
let org: CreatedOrg;
let txId: string;
let reportId: string;

beforeAll(async () => {
  // Enterprise with a high rate so the permission matrix is never throttled.
  org = await ctx.api.createOrg({ plan: 'enterprise', rps: 500, concurrency: 50 });
  txId = (await ctx.api.enrichStored(org.apiKey, TITLES.square)).id;
  const r = await ctx.api.request('POST', '/v1/report-issue', {
    key: org.apiKey, json: { transactionId: txId, description: 'wrong category', fields: ['category'] },
  });
  expect(r.status, r.describe()).toBe(201);
  reportId = r.body.data.issueReport.id;
});

describe('authentication failures -> 401 authentication_error', () => {
  it('missing header: message says a key is required', async () => {
    const err = expectError(await ctx.api.get('/v1/categories'), 401, 'authentication_error');
    expect(err.message, 'message should say an API key is required').toMatch(/key/i);
    expect(err.message, 'message should say an API key is required').toMatch(/required|missing/i);
  });

  it('empty header value', async () => {
    expectError(await ctx.api.get('/v1/categories', ''), 401, 'authentication_error');
  });

  it('malformed keys', async () => {
    for (const k of ['txe_', 'txe', 'txe_short', `txe_${'!'.repeat(40)}`, 'garbage', `txe ${'a'.repeat(40)}`]) {
      expectError(await ctx.api.get('/v1/categories', k), 401, 'authentication_error');
    }
  });

  it('wrong prefix', async () => {
    const body = org.apiKey.slice(org.apiKey.indexOf('_') + 1);
    for (const k of [`abc_${body}`, `TXE_${body}`, `txf_${body}`, body]) {
      expectError(await ctx.api.get('/v1/categories', k), 401, 'authentication_error');
    }
  });

  it('well-formed but unknown key', async () => {
    const k = `txe_${randomBytes(32).toString('base64url')}`;
    expectError(await ctx.api.get('/v1/categories', k), 401, 'authentication_error');
  });

  it('a real key with one character changed', async () => {
    const last = org.apiKey.at(-1) === 'a' ? 'b' : 'a';
    expectError(await ctx.api.get('/v1/categories', org.apiKey.slice(0, -1) + last), 401, 'authentication_error');
  });

  it('401 on every authenticated endpoint, including POSTs with bad bodies (auth comes first)', async () => {
    const paths: [string, string][] = [
      ['GET', '/v1'], ['GET', '/v1/transactions'], ['GET', '/v1/transactions/count'],
      ['GET', `/v1/transactions/${txId}`], ['DELETE', `/v1/transactions/${txId}`], ['GET', '/v1/banks?name=x'],
      ['GET', `/v1/banks/${randomUUID()}`], ['GET', `/v1/merchants/${randomUUID()}`], ['GET', `/v1/locations/${randomUUID()}`],
      ['GET', `/v1/intermediaries/${randomUUID()}`], ['GET', `/v1/p2p-platforms/${randomUUID()}`],
      ['GET', '/v1/report-issue'], ['GET', `/v1/report-issue/${reportId}`],
    ];
    for (const [m, p] of paths) expectError(await ctx.api.request(m, p), 401, 'authentication_error');
    expectError(await ctx.api.request('POST', '/v1/transactions/enrich', { json: {} }), 401, 'authentication_error');
    expectError(await ctx.api.request('POST', '/v1/report-issue', { json: {} }), 401, 'authentication_error');
    // the transaction was not deleted by the unauthenticated DELETE
    expectSuccess(await ctx.api.read(`/v1/transactions/${txId}`, org.apiKey));
  });
});

describe('revocation', () => {
  it('a revoked key is rejected right after DELETE /admin/keys/{id}; other keys keep working', async () => {
    const extra = await ctx.api.createKey(org.id);
    expectSuccess(await ctx.api.read('/v1/categories', extra.apiKey));
    const del = await ctx.api.admin('DELETE', `/admin/keys/${extra.keyId}`);
    expect(del.status, del.describe()).toBe(200);
    expectError(await ctx.api.get('/v1/categories', extra.apiKey), 401, 'authentication_error');
    expectError(await ctx.api.enrich(extra.apiKey, TITLES.square, { retry429: false }), 401, 'authentication_error');
    expectSuccess(await ctx.api.read('/v1/categories', org.apiKey));
  });

  it('an organization holds several working keys', async () => {
    const a = await ctx.api.createKey(org.id);
    const b = await ctx.api.createKey(org.id);
    expect(a.apiKey).not.toBe(b.apiKey);
    const ta = expectSuccess(await ctx.api.read(`/v1/transactions/${txId}`, a.apiKey));
    const tb = expectSuccess(await ctx.api.read(`/v1/transactions/${txId}`, b.apiKey));
    expect(ta.transaction.id).toBe(txId);
    expect(tb.transaction.id).toBe(txId);
  });
});

type Call = { name: string; perm: string; run: (key: string) => Promise<Res> };

describe('permission matrix -> 403 authorization_error', () => {
  const calls: Call[] = [
    { name: 'enrich', perm: 'enrich', run: (k) => ctx.api.enrich(k, TITLES.venmo, { idem: idemKey() }) },
    { name: 'list transactions', perm: 'transactions:read', run: (k) => ctx.api.read('/v1/transactions', k) },
    { name: 'count transactions', perm: 'transactions:read', run: (k) => ctx.api.read('/v1/transactions/count', k) },
    { name: 'get transaction', perm: 'transactions:read', run: (k) => ctx.api.read(`/v1/transactions/${txId}`, k) },
    // a random id: a permitted key gets 404, a denied key 403 — nothing is deleted either way
    { name: 'delete transaction', perm: 'transactions:write', run: (k) => ctx.api.request('DELETE', `/v1/transactions/${randomUUID()}`, { key: k, retry429: true }) },
    { name: 'categories', perm: 'reference:read', run: (k) => ctx.api.read('/v1/categories', k) },
    { name: 'bank search', perm: 'reference:read', run: (k) => ctx.api.read('/v1/banks?name=no%20such%20bank', k) },
    { name: 'bank get', perm: 'reference:read', run: (k) => ctx.api.read(`/v1/banks/${randomUUID()}`, k) },
    { name: 'merchant get', perm: 'reference:read', run: (k) => ctx.api.read(`/v1/merchants/${randomUUID()}`, k) },
    { name: 'location get', perm: 'reference:read', run: (k) => ctx.api.read(`/v1/locations/${randomUUID()}`, k) },
    { name: 'intermediary get', perm: 'reference:read', run: (k) => ctx.api.read(`/v1/intermediaries/${randomUUID()}`, k) },
    { name: 'p2p get', perm: 'reference:read', run: (k) => ctx.api.read(`/v1/p2p-platforms/${randomUUID()}`, k) },
    { name: 'list issues', perm: 'issues:read', run: (k) => ctx.api.read('/v1/report-issue', k) },
    { name: 'get issue', perm: 'issues:read', run: (k) => ctx.api.read(`/v1/report-issue/${reportId}`, k) },
    {
      name: 'create issue', perm: 'issues:write',
      run: (k) => ctx.api.request('POST', '/v1/report-issue', { key: k, json: { transactionId: txId, description: 'perm test', fields: ['merchant'] }, retry429: true }),
    },
  ];
  const perms = ['enrich', 'transactions:read', 'transactions:write', 'reference:read', 'issues:read', 'issues:write'];

  for (const perm of perms) {
    it(`a key with only [${perm}]`, async () => {
      const k = await ctx.api.createKey(org.id, [perm]);
      expect(k.key.permissions, JSON.stringify(k.key)).toEqual([perm]);
      const wrong: string[] = [];
      for (const c of calls) {
        const res = await c.run(k.apiKey);
        if (c.perm === perm) {
          if (res.status === 403 || res.status === 401 || res.status >= 500) wrong.push(`${c.name} should be allowed: ${res.describe()}`);
        } else if (res.status !== 403 || res.body?.error?.code !== 'authorization_error') {
          wrong.push(`${c.name} should be 403 authorization_error: ${res.describe()}`);
        } else if (!/access denied/i.test(res.body.error.message)) {
          wrong.push(`${c.name} 403 message should say access denied: ${res.describe()}`);
        }
      }
      expect(wrong, wrong.join('\n\n')).toEqual([]);
    });
  }

  it('GET /v1 works for a key with any single permission', async () => {
    const k = await ctx.api.createKey(org.id, ['issues:read']);
    expectSuccess(await ctx.api.read('/v1', k.apiKey));
  });

  it('a denied enrich claims no idempotency key: the same key works with a permitted key', async () => {
    const denied = await ctx.api.createKey(org.id, ['reference:read']);
    const idem = idemKey();
    expectError(await ctx.api.enrich(denied.apiKey, TITLES.rewe, { idem }), 403, 'authorization_error');
    expectSuccess(await ctx.api.enrich(org.apiKey, TITLES.rewe, { idem }));
  });
});
