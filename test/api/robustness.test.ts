// Bad input never crashes, hangs or corrupts: control characters, invalid UTF-8, huge query
// strings, lying Content-Length, aborted and slow requests, deep JSON. The server must keep
// answering afterwards.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { idemKey, TITLES, type CreatedOrg } from '../helpers/api.js';
import { enrichBodyProblems, expectSuccess, metaProblems } from '../helpers/checks.js';
import { httpRequest, rawRequest } from '../helpers/raw.js';

const ctx = useServer();
let org: CreatedOrg;

beforeAll(async () => {
  org = await ctx.api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 100 });
});

afterEach(async () => {
  // after every case the process is alive and healthy
  expect(ctx.server.child.exitCode, ctx.server.logs.slice(-20).join('\n')).toBeNull();
  expectSuccess(await ctx.api.get('/health'));
});

function enrichHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'Content-Type': 'application/json', 'X-API-Key': org.apiKey, 'Idempotency-Key': idemKey(), ...extra };
}

describe('hostile bodies', () => {
  it('control characters in the title -> 200 or 422, never 5xx', async () => {
    for (const title of ['\u0000\u0001REWE\u001f', 'A\u0007B\u001bC', '\u2028\u2029 line seps', 'tab\tnew\nline\rret', '\uFEFFBOM STARBUCKS']) {
      const res = await ctx.api.enrich(org.apiKey, { title, country: 'DE', type: 'expense' });
      expect([200, 422], res.describe()).toContain(res.status);
      if (res.status === 200) expect(enrichBodyProblems(res.body), res.describe()).toEqual([]);
      expect(metaProblems(res), res.describe()).toEqual([]);
    }
  });

  it('lone surrogates and emoji -> 200 or 422', async () => {
    for (const title of ['\ud800 broken', 'caf\u00e9 \ud83d\ude00 PARIS', '\udfff']) {
      const res = await ctx.api.enrich(org.apiKey, { title, country: 'FR', type: 'expense' });
      expect([200, 422], res.describe()).toContain(res.status);
    }
  });

  it('invalid UTF-8 bytes in the body -> 400 or 422 (or 200 with replacement), never 5xx', async () => {
    const body = Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0]), Buffer.from(' REWE","country":"DE","type":"expense"}')]);
    const r = await rawRequest(ctx.server.port, { chunks: [httpRequest('POST', '/v1/transactions/enrich', enrichHeaders(), body)] });
    expect(r.status, r.text).not.toBeNull();
    expect([200, 400, 422], r.text).toContain(r.status);
    expect(r.body?.success, r.text).toBe(r.status === 200);
    // nothing stored holds invalid UTF-8: the list still serialises
    expectSuccess(await ctx.api.read('/v1/transactions?size=100', org.apiKey));
  });

  it('invalid UTF-8 inside a header and a query string', async () => {
    const head = Buffer.concat([
      Buffer.from('GET /v1/banks?name=Bank%FF%FE HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-API-Key: '),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('\r\n\r\n'),
    ]);
    const r = await rawRequest(ctx.server.port, { chunks: [head] });
    if (r.status !== null) expect(r.status, r.text).toBeLessThan(500);
    const q = await ctx.api.read('/v1/banks?name=Bank%FF%FE', org.apiKey);
    expect([200, 400, 422], q.describe()).toContain(q.status);
  });

  it('deeply nested JSON under 16 KiB -> 400/422, no stack overflow', async () => {
    const deep = '['.repeat(8000) + ']'.repeat(8000);
    const res = await ctx.api.request('POST', '/v1/transactions/enrich', { key: org.apiKey, body: deep, headers: { 'content-type': 'application/json', 'idempotency-key': idemKey() } });
    expect([400, 422], res.describe()).toContain(res.status);
    const obj = `{"title":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)},"country":"US","type":"expense"}`;
    const res2 = await ctx.api.request('POST', '/v1/transactions/enrich', { key: org.apiKey, body: obj, headers: { 'content-type': 'application/json', 'idempotency-key': idemKey() } });
    expect([400, 422], res2.describe()).toContain(res2.status);
  });

  it('prototype-polluting keys are just unknown fields', async () => {
    const body = '{"title":"STARBUCKS","country":"US","type":"expense","__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}';
    const res = await ctx.api.request('POST', '/v1/transactions/enrich', { key: org.apiKey, body, headers: { 'content-type': 'application/json', 'idempotency-key': idemKey() } });
    expect([200, 422], res.describe()).toContain(res.status);
    const after = await ctx.api.enrich(org.apiKey, TITLES.square);
    expectSuccess(after);
    expect(after.text).not.toContain('polluted');
  });

  it('a chunked body over 16 KiB -> 413 (no Content-Length to trust)', async () => {
    const big = JSON.stringify({ ...TITLES.square, pad: 'y'.repeat(20 * 1024) });
    const head = Buffer.from(
      `POST /v1/transactions/enrich HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `X-API-Key: ${org.apiKey}\r\nIdempotency-Key: ${idemKey()}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunks = [head];
    for (let i = 0; i < big.length; i += 4096) {
      const part = big.slice(i, i + 4096);
      chunks.push(Buffer.from(`${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`));
    }
    chunks.push(Buffer.from('0\r\n\r\n'));
    const r = await rawRequest(ctx.server.port, { chunks });
    // uWS may also close the connection once the limit is passed
    if (r.status !== null) expect(r.status, r.text.slice(0, 500)).toBe(413);
  });

  it('a Content-Length above 16 KiB is refused without waiting for the body', async () => {
    const head = Buffer.from(
      `POST /v1/transactions/enrich HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-API-Key: ${org.apiKey}\r\n` +
        `Idempotency-Key: ${idemKey()}\r\nContent-Length: 10000000\r\n\r\n{"title":`,
    );
    const r = await rawRequest(ctx.server.port, { chunks: [head], timeoutMs: 5000 });
    if (r.status !== null) expect(r.status, r.text).toBe(413);
  });
});

describe('hostile connections', () => {
  it('aborted requests mid-body (50 of them) leave the server healthy, store nothing, leak no slots', async () => {
    // a small concurrency cap makes a leaked in-flight slot visible
    const small = await ctx.api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 4 });
    const headers = () => ({ 'Content-Type': 'application/json', 'X-API-Key': small.apiKey, 'Idempotency-Key': idemKey() });
    const full = httpRequest('POST', '/v1/transactions/enrich', headers(), JSON.stringify(TITLES.rewe));
    const cut = full.subarray(0, full.length - 12);
    for (let i = 0; i < 5; i++) {
      await Promise.all(Array.from({ length: 10 }, () => rawRequest(ctx.server.port, { chunks: [cut], abort: true })));
    }
    // aborted right after the last byte of a complete request: the response has nowhere to go
    for (let i = 0; i < 8; i++) {
      await rawRequest(ctx.server.port, {
        chunks: [httpRequest('POST', '/v1/transactions/enrich', headers(), JSON.stringify(TITLES.square))], abort: true,
      });
    }
    await new Promise((r) => setTimeout(r, 1000));
    const count = expectSuccess(await ctx.api.read('/v1/transactions/count', small.apiKey)).count;
    expect(count, 'cut bodies never store anything; complete ones may').toBeLessThanOrEqual(8);
    const again = await Promise.all(Array.from({ length: 4 }, () => ctx.api.enrich(small.apiKey, TITLES.venmo, { retry429: false })));
    for (const r of again) expect(r.status, `a concurrency slot leaked after aborted requests: ${r.describe()}`).toBe(200);
  });

  it('headers only, then the client goes away', async () => {
    const head = Buffer.from(`POST /v1/transactions/enrich HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-API-Key: ${org.apiKey}\r\nIdempotency-Key: ${idemKey()}\r\nContent-Length: 200\r\n\r\n`);
    await Promise.all(Array.from({ length: 20 }, () => rawRequest(ctx.server.port, { chunks: [head], abort: true })));
  });

  it('a slow client that trickles its body still gets a 200', async () => {
    const full = httpRequest('POST', '/v1/transactions/enrich', enrichHeaders(), JSON.stringify(TITLES.square));
    const chunks: Buffer[] = [];
    for (let i = 0; i < full.length; i += 40) chunks.push(full.subarray(i, i + 40));
    const r = await rawRequest(ctx.server.port, { chunks, delayMs: 25, timeoutMs: 15000 });
    expect(r.status, r.text).toBe(200);
    expect(enrichBodyProblems(r.body), r.text).toEqual([]);
  });

  it('a Content-Length shorter than the body does not corrupt the connection or the server', async () => {
    const body = JSON.stringify(TITLES.square);
    const req = httpRequest('POST', '/v1/transactions/enrich', enrichHeaders({ 'Content-Length': String(body.length - 5) }), body);
    const r = await rawRequest(ctx.server.port, { chunks: [req] });
    if (r.status !== null) expect(r.status, r.text).toBeLessThan(500);
  });

  it('a huge query string (200 KB) -> a 4xx or a closed connection, never a crash', async () => {
    const huge = 'a'.repeat(200_000);
    try {
      const res = await ctx.api.get(`/v1/banks?name=${huge}`, org.apiKey);
      expect(res.status, res.describe().slice(0, 400)).toBeGreaterThanOrEqual(400);
      expect(res.status, res.describe().slice(0, 400)).toBeLessThan(500);
    } catch (e) {
      // the server may drop a request line it will not read; that is acceptable
      expect(String(e)).toMatch(/fetch failed|socket|closed|reset|ECONNRESET|other side/i);
    }
    const mid = await ctx.api.read(`/v1/banks?name=${'b'.repeat(3000)}`, org.apiKey);
    expect([400, 414, 422, 431], mid.describe().slice(0, 400)).toContain(mid.status);
  });

  it('many query parameters and repeated keys', async () => {
    const params = Array.from({ length: 500 }, (_, i) => `p${i}=${i}`).join('&');
    const res = await ctx.api.read(`/v1/banks?name=x&name=y&${params}`, org.apiKey);
    expect(res.status, res.describe().slice(0, 400)).toBeLessThan(500);
  });

  it('garbage on the socket', async () => {
    const r = await rawRequest(ctx.server.port, { chunks: [Buffer.from('\x00\x01\x02GARBAGE\r\n\r\n')] });
    if (r.status !== null) expect(r.status).toBeLessThan(500);
    // An unsupported HTTP version: 505 is the answer RFC 9110 prescribes (the default edge sends
    // it; HTTP_EDGE=direct drops the connection); never any other 5xx.
    const r2 = await rawRequest(ctx.server.port, { chunks: [Buffer.from('GET / HTTP/9.9\r\n\r\n')] });
    if (r2.status !== null && r2.status !== 505) expect(r2.status).toBeLessThan(500);
  });
});

describe('wrong types everywhere', () => {
  it('every body field with every wrong type -> 422, never 5xx', async () => {
    const wrong = [null, 1, 1.5, true, [], {}, ['x'], { a: 1 }];
    for (const field of ['title', 'country', 'type']) {
      for (const v of wrong) {
        const res = await ctx.api.enrich(org.apiKey, { ...TITLES.square, [field]: v });
        expect(res.status, res.describe()).toBe(422);
      }
    }
  });

  it('admin bodies with wrong types -> 422', async () => {
    for (const body of [{ name: ['x'], plan: 'free' }, { name: 'x', plan: 1 }, { name: 'x', plan: 'free', credits: {} }]) {
      const res = await ctx.api.admin('POST', '/admin/organizations', body);
      expect(res.status, res.describe()).toBe(422);
    }
  });
});
