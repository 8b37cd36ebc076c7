// Fault suite: PostgreSQL taken away for 8 s under load (a TCP proxy between the service and
// the database) and brought back. Holds: no 500, no answer slower than 10 s, 503 `unavailable`
// with Retry-After meanwhile, /ready 503 while down, service back within 5 s, every 200 stored,
// and no database connection opened by the service left silent until its connect timeout.
import { describe, expect, it, afterAll } from 'vitest';
import postgres from 'postgres';
import { Api, idemKey } from '../helpers/api.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { provisionStore, usingPostgres } from '../helpers/store.js';
import { TcpProxy } from './proxy.js';

const OUTAGE_MS = 8000;
const CLIENTS = 8;

interface Sample { at: number; status: number; ms: number; id?: string; code?: string; retryAfter?: string | null }

describe.skipIf(!usingPostgres())('database outage under load (PostgreSQL behind a TCP proxy)', () => {
  let server: TestServer | undefined;
  let proxy: TcpProxy | undefined;
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await proxy?.down();
    await server?.store.cleanup();
  });

  // No retry: the rare unhandled "read ECONNRESET" (postgres.js's array-type refetch on a
  // reconnection, reset by the proxy) is fixed in openConnection; see pg-reconnect.test.ts.
  it('answers 503 unavailable (never 500, never > 10 s) while down and recovers within 5 s', { timeout: 120_000 }, async () => {
    const store = await provisionStore();
    const direct = new URL(store.env.DATABASE_URL!);
    proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432));
    await proxy.up();
    const viaProxy = new URL(direct);
    viaProxy.port = String(proxy.port);
    server = await startServer({ store, workers: 1, env: { DATABASE_URL: viaProxy.toString() } });
    const api = new Api(server.baseUrl, server.adminKey);
    const org = await api.createOrg({ plan: 'enterprise', rps: 5000, concurrency: 500, credits: 1_000_000 });

    const samples: Sample[] = [];
    const t0 = Date.now();
    let stop = false;
    let downAt = 0;
    let upAt = 0;
    const readyDuringOutage: number[] = [];
    const client = async (): Promise<void> => {
      while (!stop) {
        const started = Date.now();
        const r = await fetch(`${server!.baseUrl}/v1/transactions/enrich`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': org.apiKey, 'idempotency-key': idemKey() },
          body: JSON.stringify({ title: 'STARBUCKS STORE 1234 SEATTLE WA', country: 'US', type: 'expense' }),
          signal: AbortSignal.timeout(30_000),
        }).catch(() => null);
        const ms = Date.now() - started;
        if (r === null) { samples.push({ at: started - t0, status: 0, ms }); continue; }
        const body = await r.json().catch(() => ({})) as any;
        samples.push({ at: started - t0, status: r.status, ms, id: body?.data?.id, code: body?.error?.code, retryAfter: r.headers.get('retry-after') });
        if (r.status !== 200) await new Promise((res) => setTimeout(res, 100));
      }
    };
    const clients = Array.from({ length: CLIENTS }, () => client());
    await new Promise((r) => setTimeout(r, 4000));
    await proxy.down();
    downAt = Date.now() - t0;
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 2000));
      readyDuringOutage.push((await fetch(`${server.baseUrl}/ready`, { signal: AbortSignal.timeout(10_000) })).status);
    }
    await new Promise((r) => setTimeout(r, OUTAGE_MS - 6000));
    await proxy.up();
    upAt = Date.now() - t0;
    await new Promise((r) => setTimeout(r, 8000));
    stop = true;
    await Promise.all(clients);
    const readyAfter = (await fetch(`${server.baseUrl}/ready`)).status;

    const by = (s: number): number => samples.filter((x) => x.status === s).length;
    const ok = samples.filter((x) => x.status === 200);
    const firstOkAfterUp = ok.filter((x) => x.at + x.ms >= upAt).map((x) => x.at + x.ms - upAt).sort((a, b) => a - b)[0];
    const maxMs = Math.max(...samples.map((x) => x.ms));
    const unavailable = samples.filter((x) => x.status === 503);
    const statuses = [...new Set(samples.map((x) => x.status))].sort();
    const unhandled = server.logs.filter((l) => l.includes('unhandled rejection')).length;
    // Say which rejection went unhandled (the assertion below only counts them).
    for (const l of server.logs.filter((x) => x.includes('unhandled rejection'))) console.log('[faults] unhandled rejection in the server log:', l);

    // every 200 is stored: read them straight from the database
    const sql = postgres(store.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    let stored = 0;
    try {
      const ids = ok.map((x) => x.id!).filter(Boolean);
      const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM transactions WHERE id = ANY(${ids}::uuid[])`;
      stored = row!.n;
    } finally {
      await sql.end();
    }
    console.log(`[faults] outage ${upAt - downAt} ms under ${CLIENTS} clients: ${samples.length} requests, statuses ${statuses.join('/')}; ` +
      `200: ${ok.length} (stored ${stored}), 503: ${unavailable.length} (${[...new Set(unavailable.map((x) => x.code))].join('/')}), 500: ${by(500)}, ` +
      `slowest answer ${maxMs} ms, first 200 ${firstOkAfterUp} ms after the database returned; /ready during outage ${readyDuringOutage.join(',')}, after ${readyAfter}; unhandled rejections ${unhandled}; ` +
      `connections closed by the service without a byte sent ${proxy.silentClosures}`);

    if (process.env.TXE_FAULTS_DUMP) {
      (await import('node:fs')).writeFileSync(process.env.TXE_FAULTS_DUMP, JSON.stringify({ downAt, upAt, samples, logs: server.logs.filter((l) => !l.includes('"level":"info"')).slice(0, 200) }, null, 1));
    }
    expect(by(500)).toBe(0);
    expect(by(0)).toBe(0);
    expect(maxMs).toBeLessThan(10_000);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const u of unavailable) expect(u.retryAfter).toBeTruthy();
    expect(unavailable.every((u) => u.code === 'unavailable' || u.code === 'overloaded')).toBe(true);
    expect(readyDuringOutage.every((s) => s === 503)).toBe(true);
    expect(readyAfter).toBe(200);
    expect(firstOkAfterUp).toBeDefined();
    expect(firstOkAfterUp!).toBeLessThan(5000);
    expect(stored).toBe(ok.length);
    expect(unhandled).toBe(0);
    // Every connection the service opened sent its startup message (none hung to its connect timeout).
    expect(proxy.silentClosures).toBe(0);
  });
});
