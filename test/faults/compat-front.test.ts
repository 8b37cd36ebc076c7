// Fault suite: HTTP_EDGE=compat, the front on the service's port that answers what uWS 20.30
// drops unanswered (HTTP/1.0, malformed requests), over raw sockets to the real server.
import { connect, type Socket } from 'node:net';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { CLI, ROOT } from '../helpers/server.js';
import { idemKey } from '../helpers/api.js';

// No HTTP_EDGE: the front is the default edge.
const ctx = useServer();

/** Writes `payload` on a new connection; what came back and when the server closed it. */
function exchange(port: number, payload: string, waitMs = 25_000): Promise<{ text: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const t0 = Date.now();
    let text = '';
    const sock: Socket = connect(port, '127.0.0.1', () => sock.write(payload));
    const timer = setTimeout(() => { sock.destroy(); resolve({ text, closedAfterMs: null }); }, waitMs);
    sock.on('data', (d) => { text += d.toString('latin1'); });
    sock.on('error', () => {});
    sock.on('close', () => { clearTimeout(timer); resolve({ text, closedAfterMs: Date.now() - t0 }); });
  });
}

const statusLines = (text: string): string[] => text.match(/^HTTP\/1\.1 \d{3} [^\r]*/gm) ?? [];

describe('HTTP_EDGE=compat (the default)', () => {
  it('a request sent and closed at once (its FIN with its bytes) releases its concurrency slot within 2 s', async () => {
    // Regression: the FIN arrived while the front was still connecting to uWS, its 'end' event
    // was missed, and uWS's side stayed open (the slot held) until uWS's own 10 s timeout.
    const org = await ctx.api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 2 });
    const body = JSON.stringify({ title: 'Kartenzahlung REWE Markt GmbH', country: 'DE', type: 'expense' });
    const cut = `POST /v1/transactions/enrich HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nX-API-Key: ${org.apiKey}\r\n` +
      `Idempotency-Key: ${idemKey()}\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`;
    for (let round = 0; round < 3; round++) {
      await Promise.all(Array.from({ length: 10 }, () => new Promise<void>((resolve) => {
        const s = connect(ctx.server.port, '127.0.0.1', () => { s.write(cut); s.destroy(); resolve(); });
        s.on('error', () => resolve());
      })));
    }
    await new Promise((r) => setTimeout(r, 2000));
    const again = await Promise.all([0, 1].map(() => ctx.api.enrich(org.apiKey, JSON.parse(body), { idem: idemKey(), retry429: false })));
    for (const r of again) expect(r.status, `a slot is still held 2 s after its client left: ${r.describe()}`).toBe(200);
  });

  it('answers HTTP/1.0 (GET and HEAD on /health and /ready) once and closes, as HTTP/1.0 expects', async () => {
    const cases = {
      'GET /health': 'GET /health HTTP/1.0\r\n\r\n',
      'HEAD /health': 'HEAD /health HTTP/1.0\r\n\r\n',
      'GET /ready': 'GET /ready HTTP/1.0\r\nHost: lb\r\nConnection: keep-alive\r\n\r\n',
      'HEAD /ready': 'HEAD /ready HTTP/1.0\r\n\r\n',
    };
    for (const [name, payload] of Object.entries(cases)) {
      const r = await exchange(ctx.server.port, payload, 10_000);
      console.log(`[faults] compat HTTP/1.0 ${name}: ${statusLines(r.text)[0]}, closed after ${r.closedAfterMs} ms`);
      expect(statusLines(r.text), name).toEqual(['HTTP/1.1 200 OK']);
      expect(r.closedAfterMs, name).not.toBeNull();
      expect(r.closedAfterMs!, name).toBeLessThan(5000);
      if (name.startsWith('HEAD')) expect(r.text, name).toMatch(/\r\n\r\n$/);
      else expect(r.text, name).toMatch(/"success":true/);
    }
  });

  it('serves the whole API over HTTP/1.0 (an enrichment with its body), and over HTTP/1.1 through the front', async () => {
    const org = await ctx.api.createOrg({ plan: 'enterprise', credits: 100 });
    const body = JSON.stringify({ title: 'STARBUCKS STORE 1234 SEATTLE WA', country: 'US', type: 'expense' });
    const r = await exchange(ctx.server.port,
      `POST /v1/transactions/enrich HTTP/1.0\r\nX-API-Key: ${org.apiKey}\r\nIdempotency-Key: ${idemKey()}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`, 30_000);
    expect(statusLines(r.text)).toEqual(['HTTP/1.1 200 OK']);
    expect(r.text).toMatch(/"merchant"/);
    expect(r.closedAfterMs).not.toBeNull();
    // HTTP/1.1 clients see no difference (fetch keeps its connection alive through the pipe)
    for (let i = 0; i < 3; i++) {
      const res = await ctx.api.enrich(org.apiKey, JSON.parse(body), { idem: idemKey() });
      expect(res.status).toBe(200);
    }
  }, 60_000);

  it('answers malformed requests with 400 / 431 / 505 and the error envelope, then closes', async () => {
    const bad: Record<string, [string, number, string]> = {
      'no Host': ['GET /health HTTP/1.1\r\n\r\n', 400, 'bad_request'],
      'LF-only': ['GET /health HTTP/1.1\nHost: t\n\n', 400, 'bad_request'],
      'control byte': ['GET /health HTTP/1.1\r\nHost: t\r\nX-A: a\x01b\r\n\r\n', 400, 'bad_request'],
      '60 headers': ['GET /health HTTP/1.1\r\nHost: t\r\n' + Array.from({ length: 60 }, (_, i) => `X-H${i}: v\r\n`).join('') + '\r\n', 431, 'request_header_fields_too_large'],
      'HTTP/2.0': ['GET /health HTTP/2.0\r\nHost: t\r\n\r\n', 505, 'http_version_not_supported'],
      'TLS hello': ['\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03', 400, 'bad_request'],
    };
    const results = await Promise.all(Object.entries(bad).map(async ([name, [p]]) => [name, await exchange(ctx.server.port, p, 10_000)] as const));
    for (const [name, r] of results) {
      const [, status, code] = bad[name]!;
      console.log(`[faults] compat ${name}: ${statusLines(r.text)[0] ?? 'no answer'}, closed after ${r.closedAfterMs} ms`);
      expect(statusLines(r.text)[0], name).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(r.text, name).toContain(`"code":"${code}"`);
      expect(r.text, name).toMatch(/Connection: close\r\n/);
      expect(r.closedAfterMs, name).not.toBeNull();
      expect(r.closedAfterMs!, name).toBeLessThan(2000);
    }
  });

  it('closes a connection that never completes its request head within 20 s; an idle one after a 404 too', async () => {
    const [partial, after404] = await Promise.all([
      exchange(ctx.server.port, 'GET /health HTTP/1.1\r\nHost: t\r\n'),
      exchange(ctx.server.port, 'GET /no-such-path HTTP/1.1\r\nHost: t\r\n\r\n'),
    ]);
    console.log(`[faults] compat: unfinished head closed after ${partial.closedAfterMs} ms, idle after 404 closed after ${after404.closedAfterMs} ms`);
    expect(partial.text).toBe('');
    expect(partial.closedAfterMs).not.toBeNull();
    expect(partial.closedAfterMs!).toBeLessThan(20_000);
    expect(statusLines(after404.text)).toEqual(['HTTP/1.1 404 Not Found']);
    expect(after404.closedAfterMs).not.toBeNull();
    expect(after404.closedAfterMs!).toBeLessThan(20_000);
  }, 30_000);

  it('a second server on the same port fails to start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'txe-second-'));
    const { code, out } = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [CLI, 'serve'], {
        cwd: ROOT, env: { ...process.env, ...ctx.server.store.env, HOST: '127.0.0.1', WORKERS: '1', HTTP_EDGE: 'compat', PORT: String(ctx.server.port), DATA_DIR: dataDir, ADMIN_API_KEY: 'second-server-admin-key', METRICS_PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout!.on('data', (d) => { out += d; });
      child.stderr!.on('data', (d) => { out += d; });
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.on('exit', (c) => { clearTimeout(timer); resolve({ code: c, out }); });
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(out).toMatch(/port is in use/);
    expect((await fetch(`${ctx.server.baseUrl}/health`)).status).toBe(200);
  }, 90_000);
});

/** Status lines of answers that follow each other (a body is not followed by a line break). */
const answerLines = (text: string): string[] => text.match(/HTTP\/1\.1 \d{3} [^\r]*/g) ?? [];

/**
 * One connection, parts written in order (a number waits that many ms). Resolves once `answers`
 * final responses (not 100 Continue) have arrived, on a close, or after `waitMs`.
 */
function conversation(port: number, parts: Array<string | number>, answers: number, waitMs = 10_000): Promise<{ text: string; closed: boolean; ms: number }> {
  return new Promise((resolve) => {
    const t0 = Date.now();
    let text = '';
    let settled = false;
    const sock: Socket = connect(port, '127.0.0.1');
    const finish = (closed: boolean): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      sock.destroy();
      resolve({ text, closed, ms: Date.now() - t0 });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    // Complete answers only: a status line whose body (Content-Length) has fully arrived.
    const complete = (): number => {
      let n = 0, at = 0;
      for (;;) {
        const start = text.indexOf('HTTP/1.1 ', at);
        const end = start < 0 ? -1 : text.indexOf('\r\n\r\n', start);
        if (end < 0) return n;
        const head = text.slice(start, end);
        const len = /^HTTP\/1\.1 1\d\d /.test(head) ? 0 : Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (text.length < end + 4 + len) return n;
        if (!/^HTTP\/1\.1 1\d\d /.test(head)) n++;
        at = end + 4 + len;
      }
    };
    sock.on('data', (d) => { text += d.toString('latin1'); if (complete() >= answers) finish(false); });
    sock.on('error', () => {});
    sock.on('close', () => finish(true));
    sock.on('connect', () => void (async () => {
      for (const p of parts) {
        if (typeof p === 'number') await new Promise((r) => setTimeout(r, p));
        else if (!sock.destroyed) sock.write(p);
      }
    })());
  });
}

describe('HTTP_EDGE=compat: every request of a keep-alive connection', () => {
  const health = 'GET /health HTTP/1.1\r\nHost: t\r\n\r\n';

  it('a malformed, Host-less or HTTP/1.0 request after a good one gets its answer at once, not 10 s of silence', async () => {
    const cases: Record<string, [string, string]> = {
      'malformed header': ['GET /health HTTP/1.1\r\nHost: t\r\nBad Header\r\n\r\n', 'HTTP/1.1 400 '],
      'no Host': ['GET /health HTTP/1.1\r\n\r\n', 'HTTP/1.1 400 '],
      'HTTP/2.0': ['GET /health HTTP/2.0\r\nHost: t\r\n\r\n', 'HTTP/1.1 505 '],
      'HTTP/1.0': ['GET /health HTTP/1.0\r\n\r\n', 'HTTP/1.1 200 '],
      'Content-Length and Transfer-Encoding': ['POST /v1/transactions/enrich HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\nabc', 'HTTP/1.1 400 '],
    };
    const results = await Promise.all(Object.entries(cases).map(async ([name, [second]]) => [name, await conversation(ctx.server.port, [health, 100, second], 2)] as const));
    for (const [name, r] of results) {
      console.log(`[faults] compat keep-alive then ${name}: ${answerLines(r.text).join(' / ')}, ${r.closed ? 'closed' : 'answered'} after ${r.ms} ms`);
      const lines = answerLines(r.text);
      expect(lines, name).toHaveLength(2);
      expect(lines[0], name).toBe('HTTP/1.1 200 OK');
      expect(lines[1]!.startsWith(cases[name]![1]), `${name}: ${lines[1]}`).toBe(true);
      expect(r.ms, name).toBeLessThan(3000);
      if (!lines[1]!.startsWith('HTTP/1.1 200')) expect(r.text, name).toContain('"code":"');
    }
  });

  it('answers enrichments pipelined in ONE write, in order, on one open connection (each answer is asynchronous)', async () => {
    const org = await ctx.api.createOrg({ plan: 'enterprise', credits: 100 });
    const titles = ['SQ *BLUE BOTTLE COFFEE OAKLAND CA', 'Kartenzahlung REWE Markt GmbH', 'NETFLIX.COM', 'VENMO *JOHN SMITH'];
    const post = (title: string): string => {
      const body = JSON.stringify({ title, country: 'US', type: 'expense' });
      return `POST /v1/transactions/enrich HTTP/1.1\r\nHost: t\r\nX-API-Key: ${org.apiKey}\r\nIdempotency-Key: ${idemKey()}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    };
    const r = await conversation(ctx.server.port, [titles.map(post).join('') + health], titles.length + 1, 20_000);
    expect(r.closed).toBe(false);
    expect(answerLines(r.text)).toEqual([...titles.map(() => 'HTTP/1.1 200 OK'), 'HTTP/1.1 200 OK']);
    const raws = [...r.text.matchAll(/"raw":"([^"]*)"/g)].map((m) => m[1]);
    expect(raws).toEqual(titles);
    expect(r.text).toMatch(/"status":"healthy"/);
  }, 30_000);

  it('passes a chunked request body (sent in pieces) and an Expect: 100-continue request, then serves the next request', async () => {
    const org = await ctx.api.createOrg({ plan: 'enterprise', credits: 100 });
    const body = JSON.stringify({ title: 'TST* JOES PIZZA NEW YORK NY', country: 'US', type: 'expense' });
    const head = (extra: string): string => `POST /v1/transactions/enrich HTTP/1.1\r\nHost: t\r\nX-API-Key: ${org.apiKey}\r\n` +
      `Idempotency-Key: ${idemKey()}\r\nContent-Type: application/json\r\n${extra}\r\n`;
    const r = await conversation(ctx.server.port, [
      head('Transfer-Encoding: chunked\r\n'), 50,
      `10\r\n${body.slice(0, 16)}\r\n`, 50,
      `${(body.length - 16).toString(16)}\r\n${body.slice(16)}\r\n0\r\n\r\n`, 50,
      head(`Expect: 100-continue\r\nContent-Length: ${body.length}\r\n`), 200,
      body, 50,
      health,
    ], 3, 20_000);
    expect(r.closed).toBe(false);
    expect(answerLines(r.text)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 100 Continue', 'HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
    expect([...r.text.matchAll(/"raw":"([^"]*)"/g)].map((m) => m[1])).toEqual(['TST* JOES PIZZA NEW YORK NY', 'TST* JOES PIZZA NEW YORK NY']);
    expect(r.text).toMatch(/"status":"healthy"/);
  }, 30_000);
});
