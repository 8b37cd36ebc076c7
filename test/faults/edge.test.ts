// Fault suite, part 1: start-up exclusivity (DATA_DIR lock, exclusive port) and the HTTP edge
// (idle timeouts whatever was answered, HEAD, requests uWS itself rejects).
import { connect, type Socket } from 'node:net';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { CLI, ROOT } from '../helpers/server.js';
import { usingPostgres } from '../helpers/store.js';

// The default edge (compat); the loop below starts a second server for HTTP_EDGE=direct.
const defaultEdge = useServer();

/** Runs a second `serve` against the same store/port; resolves with its exit code and output. */
function secondServer(env: Record<string, string>): Promise<{ code: number | null; out: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, 'serve'], {
      cwd: ROOT, env: { ...process.env, HOST: '127.0.0.1', WORKERS: '1', ADMIN_API_KEY: 'second-server-admin-key', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => { out += d; });
    child.stderr!.on('data', (d) => { out += d; });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => { clearTimeout(timer); resolve({ code, out, ms: Date.now() - started }); });
  });
}

/** Opens a connection, writes `payload`, and reports what came back and when the server closed it. */
function exchange(port: number, payload: string, waitMs: number): Promise<{ text: string; closedAfterMs: number | null }> {
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

describe('one process per DATA_DIR and per port', () => {
  it('a second server on the same port fails to start with a clear message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'txe-second-'));
    const { code, out } = await secondServer({ ...defaultEdge.server.store.env, PORT: String(defaultEdge.server.port), DATA_DIR: dataDir });
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(out).toMatch(/port is in use/);
    // the first server still answers everything
    expect((await fetch(`${defaultEdge.server.baseUrl}/health`)).status).toBe(200);
  }, 90_000);

  it.skipIf(usingPostgres())('a second server on the same DATA_DIR stops at once, naming the owner pid', async () => {
    const dataDir = defaultEdge.server.store.env.DATA_DIR!;
    expect(existsSync(join(dataDir, 'txenrich.lock'))).toBe(true);
    const { code, out, ms } = await secondServer({ DATA_DIR: dataDir, PORT: '0' });
    expect(code).toBe(1);
    expect(out).toContain(`in use by another txenrich process (pid ${defaultEdge.server.child.pid}`);
    expect(ms).toBeLessThan(10_000);
  }, 90_000);

  it.skipIf(usingPostgres())('the embedded database listens on a private Unix socket, not a TCP port', () => {
    const sock = join(defaultEdge.server.store.env.DATA_DIR!, 'run', '.s.PGSQL.5432');
    const st = statSync(sock);
    expect(st.isSocket()).toBe(true);
    expect(st.mode & 0o077).toBe(0);
    expect(statSync(join(defaultEdge.server.store.env.DATA_DIR!, 'run')).mode & 0o077).toBe(0);
  });
});

// Every edge behaviour on both edges: HTTP_EDGE=compat (the default: a front answers what the
// uWS build drops) and direct (uWS owns the port, as behind an HTTP/1.1 proxy).
for (const edge of ['compat', 'direct'] as const) {
  describe(`HTTP edge, HTTP_EDGE=${edge}`, () => {
    const ctx = edge === 'compat' ? defaultEdge : useServer({ env: { HTTP_EDGE: 'direct' } });

    it('HEAD /health answers 200 with the GET headers and no body; keeps the connection', async () => {
      // HEAD, then (once answered) GET on the same connection
      const r = await new Promise<{ text: string }>((resolve) => {
        let text = '';
        const sock = connect(ctx.server.port, '127.0.0.1', () => sock.write('HEAD /health HTTP/1.1\r\nHost: t\r\n\r\n'));
        sock.on('data', (d) => {
          const first = text === '';
          text += d.toString('latin1');
          if (first) sock.write('GET /health HTTP/1.1\r\nHost: t\r\n\r\n');
          else if (text.endsWith('}')) { sock.destroy(); resolve({ text }); }
        });
        sock.on('error', () => resolve({ text }));
        sock.on('close', () => resolve({ text }));
        setTimeout(() => { sock.destroy(); resolve({ text }); }, 5000);
      });
      expect(r.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      const second = r.text.indexOf('HTTP/1.1 200', 10);
      expect(second).toBeGreaterThan(0); // the GET after the HEAD was answered on the same connection
      expect(r.text.slice(0, second)).toMatch(/Content-Length: [1-9]\d*\r\n/);
      expect(r.text.slice(0, second)).toMatch(/\r\n\r\n$/); // no body after the HEAD headers
      const res = await fetch(`${ctx.server.baseUrl}/health`, { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.headers.get('allow')).toBeNull();
    });

    it('405 lists HEAD next to GET', async () => {
      const res = await fetch(`${ctx.server.baseUrl}/health`, { method: 'DELETE' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    });

    it('a 401 on a request with a body keeps its connection usable and then times out', async () => {
      const body = '{"title":"x","country":"US","type":"expense"}';
      const req = `POST /v1/transactions/enrich HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
      const r = await exchange(ctx.server.port, req + 'GET /health HTTP/1.1\r\nHost: t\r\n\r\n', 25_000);
      expect(r.text).toMatch(/^HTTP\/1\.1 401 /);
      expect(r.text).toMatch(/HTTP\/1\.1 200 OK/);
      expect(r.closedAfterMs).not.toBeNull();
      expect(r.closedAfterMs!).toBeLessThan(20_000);
    }, 30_000);

    it('2,000 idle connections after 404 / 405 / 401-with-body are all closed within 20 s', async () => {
      const kinds = [
        'GET /no-such-path HTTP/1.1\r\nHost: t\r\n\r\n',
        'POST /no-such-path HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\n\r\nabcde',
        'PUT /health HTTP/1.1\r\nHost: t\r\n\r\n',
        'POST /v1/transactions/enrich HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      ];
      const started = Date.now();
      const results = await Promise.all(Array.from({ length: 2000 }, (_, i) => exchange(ctx.server.port, kinds[i % kinds.length]!, 25_000)));
      const answered = results.filter((r) => /^HTTP\/1\.1 (404|405|401) /.test(r.text)).length;
      const stillOpen = results.filter((r) => r.closedAfterMs === null).length;
      const slowest = Math.max(...results.map((r) => r.closedAfterMs ?? Infinity));
      console.log(`[faults] ${edge} 2000 idle connections after 404/405/401: answered ${answered}, still open after 25 s: ${stillOpen}, last closed after ${slowest} ms (all in ${Date.now() - started} ms)`);
      expect(answered).toBe(2000);
      expect(stillOpen).toBe(0);
      expect(slowest).toBeLessThan(20_000);
      expect((await fetch(`${ctx.server.baseUrl}/health`)).status).toBe(200);
    }, 60_000);

    // uWS 20.30 parses these itself and never hands them to the application: it answers nothing
    // and drops the connection at its idle timeout (~10 s). What is checked: nothing hangs.
    // The default front (compat) answers them instead.
    it(edge === 'direct'
      ? 'requests the uWS build rejects itself are dropped within 20 s, and the server is unharmed'
      : 'requests the uWS build would drop are answered (HTTP/1.0 served, the rest 400 / 431) and closed', async () => {
      const bad = {
        'HTTP/1.0': 'GET /health HTTP/1.0\r\nHost: t\r\n\r\n',
        'no Host': 'GET /health HTTP/1.1\r\n\r\n',
        'LF-only': 'GET /health HTTP/1.1\nHost: t\n\n',
        'control byte': 'GET /health HTTP/1.1\r\nHost: t\r\nX-A: a\x01b\r\n\r\n',
        '60 headers': 'GET /health HTTP/1.1\r\nHost: t\r\n' + Array.from({ length: 60 }, (_, i) => `X-H${i}: v\r\n`).join('') + '\r\n',
      };
      const results = await Promise.all(Object.entries(bad).map(async ([name, p]) => [name, await exchange(ctx.server.port, p, 25_000)] as const));
      for (const [name, r] of results) {
        console.log(`[faults] ${edge} ${name}: ${r.text === '' ? 'no answer' : r.text.split('\r\n')[0]}, closed after ${r.closedAfterMs} ms`);
        expect(r.closedAfterMs, name).not.toBeNull();
        expect(r.closedAfterMs!, name).toBeLessThan(20_000);
        expect(r.text, name).not.toMatch(/^HTTP\/1\.1 5\d\d/);
        if (edge === 'compat') {
          expect(r.text, name).toMatch(name === 'HTTP/1.0' ? /^HTTP\/1\.1 200 / : /^HTTP\/1\.1 4(00|31) /);
          expect(r.closedAfterMs!, name).toBeLessThan(5_000);
        }
      }
      expect((await fetch(`${ctx.server.baseUrl}/health`)).status).toBe(200);
    }, 60_000);

    it('a client that pipelines 10,000 requests and never reads: RSS stays small, the server closes it within 20 s', async () => {
      const pid = ctx.server.child.pid!;
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => { peak = Math.max(peak, rssMb(pid)); }, 20);
      const r = await pipelineWithoutReading(ctx.server.port, 'GET /health HTTP/1.1\r\nHost: t\r\n\r\n'.repeat(10_000), 20_000);
      clearInterval(sampler);
      console.log(`[faults] ${edge} 10,000 pipelined GET /health never read: server RSS ${before} MB -> peak ${peak} MB (+${peak - before}); ` +
        `closed by the server within 20 s: ${r.closed} (${r.answers} answers were waiting in the kernel buffers)`);
      expect(peak - before).toBeLessThan(64);
      expect(r.closed).toBe(true);
      expect((await fetch(`${ctx.server.baseUrl}/health`)).status).toBe(200);
    }, 40_000);

    it('a keep-alive client that stops reading big answers: its connection is closed, never held', async () => {
      // one GET /openapi.json (~240 KB) every 150 ms, none read: the kernel buffers fill, one answer
      // waits in the server, and the next request arrives meanwhile. (Before: the socket stayed
      // paused without a timeout, holding the connection and the unsent answer for ever.)
      const sock = connect(ctx.server.port, '127.0.0.1');
      sock.pause();
      sock.on('error', () => {});
      await new Promise((r) => sock.once('connect', r));
      for (let i = 0; i < 30 && !sock.destroyed; i++) {
        sock.write('GET /openapi.json HTTP/1.1\r\nHost: t\r\n\r\n');
        await new Promise((r) => setTimeout(r, 150));
      }
      const closed = await drainAndWaitForClose(sock, 20_000 - 30 * 150);
      console.log(`[faults] ${edge} client that stopped reading 30 x GET /openapi.json: closed by the server within 20 s: ${closed.closed} (${closed.answers} answers delivered)`);
      expect(closed.closed).toBe(true);
      expect(closed.answers).toBeLessThan(30);
    }, 40_000);
  });
}

function rssMb(pid: number): number {
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);
}

/**
 * Reads nothing until `waitMs`, then drains what the kernel buffered: the connection counts as
 * closed by the server if the end (FIN or RST) follows within 3 s of draining.
 */
function drainAndWaitForClose(sock: Socket, waitMs: number): Promise<{ closed: boolean; answers: number }> {
  return new Promise((resolve) => {
    let text = '';
    let closed = sock.destroyed; // a reset may already have ended it
    sock.on('close', () => { closed = true; });
    setTimeout(() => {
      sock.on('data', (d) => { text += d.toString('latin1'); });
      sock.resume();
      let last = -1;
      const poll = setInterval(() => {
        if (!closed && text.length !== last) { last = text.length; return; } // still draining
        clearInterval(poll);
        setTimeout(() => { sock.destroy(); resolve({ closed, answers: (text.match(/HTTP\/1\.1 200/g) ?? []).length }); }, closed ? 0 : 3000);
      }, 200);
    }, waitMs);
  });
}

async function pipelineWithoutReading(port: number, payload: string, waitMs: number): Promise<{ closed: boolean; answers: number }> {
  const sock = connect(port, '127.0.0.1');
  sock.pause();
  sock.on('error', () => {});
  await new Promise((r) => sock.once('connect', r));
  sock.write(payload);
  return drainAndWaitForClose(sock, waitMs);
}
