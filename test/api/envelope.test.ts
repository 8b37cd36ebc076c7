// Envelope, meta, health, API info and the generic HTTP errors (404/405/413/415/400/422).
import { beforeAll, describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { idemKey, TITLES, type CreatedOrg } from '../helpers/api.js';
import { expectError, expectFieldErrors, expectSuccess, metaProblems } from '../helpers/checks.js';

const ctx = useServer();
let org: CreatedOrg;

beforeAll(async () => {
  org = await ctx.api.createOrg({ plan: 'business' });
});

describe('health endpoints (no key)', () => {
  it('GET /health returns the health payload in the envelope', async () => {
    const res = await ctx.api.get('/health');
    const data = expectSuccess(res);
    expect(data.status, res.describe()).toBe('healthy');
    expect(typeof data.service, res.describe()).toBe('string');
    expect(typeof data.version, res.describe()).toBe('string');
  });

  it('GET / returns the same payload as /health', async () => {
    const a = expectSuccess(await ctx.api.get('/'));
    const b = expectSuccess(await ctx.api.get('/health'));
    expect(a).toEqual(b);
  });

  it('health ignores an invalid key rather than rejecting it', async () => {
    const res = await ctx.api.get('/health', 'txe_not-a-real-key-aaaaaaaaaaaaaaaaaaaaaaaa');
    expectSuccess(res);
  });

  it('GET /ready answers 200 in the envelope once the database is up', async () => {
    const res = await ctx.api.get('/ready');
    expectSuccess(res);
  });
});

describe('meta on every response', () => {
  it('requestId is a fresh UUID per request and equals X-Request-Id', async () => {
    const a = await ctx.api.get('/health');
    const b = await ctx.api.get('/health');
    expect(metaProblems(a), a.describe()).toEqual([]);
    expect(metaProblems(b), b.describe()).toEqual([]);
    expect(a.body.meta.requestId).not.toBe(b.body.meta.requestId);
  });

  it('a client-sent X-Request-Id that is not a UUID never becomes meta.requestId', async () => {
    for (const id of ['hello world', '<script>', 'x'.repeat(300), '12345']) {
      const res = await ctx.api.request('GET', '/health', { headers: { 'x-request-id': id } });
      expect(metaProblems(res), res.describe()).toEqual([]);
    }
  });

  it('generatedAt is close to now', async () => {
    const res = await ctx.api.get('/health');
    const t = Date.parse(res.body.meta.generatedAt);
    expect(Math.abs(Date.now() - t), res.describe()).toBeLessThan(60_000);
  });

  it('errors carry meta too (401 without key)', async () => {
    const res = await ctx.api.get('/v1/categories');
    expectError(res, 401, 'authentication_error');
  });
});

describe('GET /v1 (API info)', () => {
  it('reports version v1 and an endpoints map of paths', async () => {
    const res = await ctx.api.read('/v1', org.apiKey);
    const data = expectSuccess(res);
    expect(data.version, res.describe()).toBe('v1');
    expect(data.endpoints && typeof data.endpoints, res.describe()).toBe('object');
    for (const [name, path] of Object.entries(data.endpoints)) {
      expect(typeof path, `endpoints.${name}: ${res.describe()}`).toBe('string');
      expect(path as string, `endpoints.${name} should be a /v1 path`).toMatch(/^\/v1\//);
    }
    // Keys present in both forms the spec shows.
    for (const k of ['transactions', 'categories', 'reportIssue']) {
      expect(Object.keys(data.endpoints), `endpoints.${k} missing: ${res.describe()}`).toContain(k);
    }
  });

  it('requires a key', async () => {
    expectError(await ctx.api.get('/v1'), 401, 'authentication_error');
  });

  it('every listed path is a real route', async () => {
    const { endpoints } = expectSuccess(await ctx.api.read('/v1', org.apiKey));
    for (const [name, path] of Object.entries(endpoints as Record<string, string>)) {
      const concrete = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await ctx.api.read(concrete, org.apiKey);
      if (path.includes('{')) {
        // an unknown id: 404 not_found is the only acceptable miss
        expect([200, 404], `${name}: ${res.describe()}`).toContain(res.status);
      } else {
        // the route exists: it answers, asks for parameters (bank search), or takes another method (enrich)
        expect([200, 405, 422], `${name}: ${res.describe()}`).toContain(res.status);
      }
    }
  });
});

describe('routing errors', () => {
  it('unknown route -> 404 not_found', async () => {
    expectError(await ctx.api.read('/v1/does-not-exist', org.apiKey), 404, 'not_found');
    expectError(await ctx.api.get('/nothing/here'), 404, 'not_found');
  });

  it('wrong method on a known route -> 405 method_not_allowed', async () => {
    const r1 = await ctx.api.request('DELETE', '/v1/categories', { key: org.apiKey, retry429: true });
    expectError(r1, 405, 'method_not_allowed');
    const r2 = await ctx.api.request('POST', '/v1/banks', { key: org.apiKey, json: {}, retry429: true });
    expectError(r2, 405, 'method_not_allowed');
    const r3 = await ctx.api.request('GET', '/v1/transactions/enrich', { key: org.apiKey, retry429: true });
    // GET on the enrich path may be read as /v1/transactions/{id} with id "enrich": 405 or 404/422, never 500/200.
    expect([405, 404, 422], r3.describe()).toContain(r3.status);
    expect(r3.body?.success, r3.describe()).toBe(false);
    for (const [m, p] of [['PUT', '/v1/transactions/enrich'], ['PATCH', '/v1/report-issue'], ['POST', '/health'], ['PUT', '/v1/categories']]) {
      const r = await ctx.api.request(m!, p!, { key: org.apiKey, json: {}, retry429: true });
      expectError(r, 405, 'method_not_allowed');
    }
    const opt = await ctx.api.request('OPTIONS', '/v1/transactions/enrich', { key: org.apiKey, retry429: true });
    expect(opt.status, opt.describe()).toBeLessThan(500);
  });
});

describe('request body errors on enrich', () => {
  const enrichPath = '/v1/transactions/enrich';

  it('body over 16 KiB -> 413 payload_too_large', async () => {
    const body = JSON.stringify({ ...TITLES.square, pad: 'x'.repeat(17 * 1024) });
    const res = await ctx.api.request('POST', enrichPath, {
      key: org.apiKey, body, headers: { 'content-type': 'application/json', 'idempotency-key': idemKey() }, retry429: true,
    });
    expectError(res, 413, 'payload_too_large');
  });

  it('non-JSON content type -> 415 unsupported_media_type', async () => {
    const res = await ctx.api.request('POST', enrichPath, {
      key: org.apiKey, body: JSON.stringify(TITLES.square), headers: { 'content-type': 'text/plain', 'idempotency-key': idemKey() }, retry429: true,
    });
    expectError(res, 415, 'unsupported_media_type');
    const form = await ctx.api.request('POST', enrichPath, {
      key: org.apiKey, body: 'title=x', headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': idemKey() }, retry429: true,
    });
    expectError(form, 415, 'unsupported_media_type');
  });

  it('application/json with a charset parameter is accepted', async () => {
    const res = await ctx.api.request('POST', enrichPath, {
      key: org.apiKey, body: JSON.stringify(TITLES.square), headers: { 'content-type': 'application/json; charset=utf-8', 'idempotency-key': idemKey() }, retry429: true,
    });
    expectSuccess(res);
  });

  it('invalid JSON -> 400 invalid_json', async () => {
    for (const body of ['{"title": "x",', '{title: x}', 'not json', '']) {
      const res = await ctx.api.request('POST', enrichPath, {
        key: org.apiKey, body, headers: { 'content-type': 'application/json', 'idempotency-key': idemKey() }, retry429: true,
      });
      if (body === '') {
        // An empty body is either invalid JSON or a body missing every field.
        expect([400, 422], res.describe()).toContain(res.status);
        expect(res.body?.success, res.describe()).toBe(false);
      } else {
        expectError(res, 400, 'invalid_json');
      }
    }
  });

  it('JSON that is not an object -> 400 or 422 in the envelope', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await ctx.api.request('POST', enrichPath, {
        key: org.apiKey, body, headers: { 'content-type': 'application/json', 'idempotency-key': idemKey() }, retry429: true,
      });
      expect([400, 422], res.describe()).toContain(res.status);
      expect(res.body?.success, res.describe()).toBe(false);
      expect(metaProblems(res), res.describe()).toEqual([]);
    }
  });

  it('422 names every bad field at once', async () => {
    const res = await ctx.api.enrich(org.apiKey, { title: '', country: 'USA', type: 'debit' });
    expectFieldErrors(res, ['title', 'country', 'type']);
  });
});
