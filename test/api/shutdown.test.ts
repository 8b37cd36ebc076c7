// Graceful shutdown: SIGTERM while enrichments are in flight -> exit 0, and every request that
// got a 200 is durable (visible after a restart on the same store). SIGKILL proves the write is
// committed before the response, not merely flushed on a graceful exit.
import { afterAll, describe, expect, it } from 'vitest';
import { Api, idemKey, type Res } from '../helpers/api.js';
import { expectError, expectSuccess } from '../helpers/checks.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { provisionStore, type StoreHandle } from '../helpers/store.js';

const stores: StoreHandle[] = [];
const servers: TestServer[] = [];

afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL').catch(() => {});
  for (const st of stores) await st.cleanup();
});

async function fresh(store?: StoreHandle, adminKey?: string): Promise<{ server: TestServer; api: Api }> {
  const server = await startServer({ store, adminKey, workers: 2 });
  servers.push(server);
  if (!store) stores.push(server.store);
  return { server, api: new Api(server.baseUrl, server.adminKey) };
}

describe('SIGTERM', () => {
  it('an idle server exits 0 promptly', { timeout: 150_000 }, async () => {
    const { server } = await fresh();
    const t0 = Date.now();
    const info = await server.stop('SIGTERM');
    expect(info, server.logs.slice(-20).join('\n')).toEqual({ code: 0, signal: null });
    expect(Date.now() - t0, 'idle shutdown should take well under the 20 s kill timeout').toBeLessThan(10_000);
  });

  it('in-flight enrichments: every 200 is stored, the process exits 0', { timeout: 240_000 }, async () => {
    const { server, api } = await fresh();
    const org = await api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 200 });
    const N = 60;
    const keys = Array.from({ length: N }, () => idemKey());
    const bodies = keys.map((_, i) => ({ title: `SQ *BLUE BOTTLE COFFEE ${i} OAKLAND CA`, country: 'US', type: 'expense' }));
    let firstDone!: () => void;
    const first = new Promise<void>((r) => (firstDone = r));
    const results = keys.map((k, i) =>
      api.enrich(org.apiKey, bodies[i], { idem: k, retry429: false }).then(
        (res): Res | Error => {
          firstDone();
          return res;
        },
        (err: Error) => {
          firstDone();
          return err;
        },
      ),
    );
    await first;
    server.child.kill('SIGTERM');
    // requests arriving after SIGTERM: refused cleanly or served in full, never lost
    for (let j = 0; j < 10; j++) {
      const k = idemKey();
      keys.push(k);
      bodies.push({ title: `VENMO *LATE PAYER ${j}`, country: 'US', type: 'expense' });
      results.push(api.enrich(org.apiKey, bodies[bodies.length - 1], { idem: k, retry429: false }).catch((err: Error) => err));
    }
    const settled = await Promise.all(results);
    const info = await server.stop('SIGTERM');
    expect(info, `exit after SIGTERM; logs:\n${server.logs.slice(-30).join('\n')}`).toEqual({ code: 0, signal: null });

    const ok: { key: string; res: Res; body: any }[] = [];
    const other: string[] = [];
    settled.forEach((r, i) => {
      if (r instanceof Error) other.push(`network error: ${r.message}`);
      else if (r.status === 200) ok.push({ key: keys[i]!, res: r, body: bodies[i] });
      else other.push(`${r.status} ${r.body?.error?.code ?? r.text.slice(0, 80)}`);
    });
    // refusals during shutdown must be clean (503 or connection refused), never a 500
    for (const o of other) expect(o, 'a request refused during shutdown').not.toMatch(/^5(0[0-2]|[1-9]\d)/);
    expect(ok.length, `some in-flight enrichments should complete before exit; others: ${other.join('; ')}`).toBeGreaterThan(0);

    console.log(`shutdown.test: ${ok.length} of ${keys.length} got 200 around SIGTERM; others: ${[...new Set(other)].join('; ')}`);
    const { api: api2 } = await fresh(server.store, server.adminKey);
    const missing: string[] = [];
    for (const o of ok) {
      const replay = await api2.enrich(org.apiKey, o.body, { idem: o.key });
      if (replay.status !== 409) {
        missing.push(`key ${o.key}: replay gave ${replay.describe()}`);
        continue;
      }
      const err = expectError(replay, 409, 'idempotency_conflict');
      expect(err.details?.state, replay.describe()).toBe('completed');
      const got = await api2.read(`/v1/transactions/${err.details.transactionId}`, org.apiKey);
      const t = expectSuccess(got).transaction;
      expect(t.status).toBe('completed');
      expect(t.raw).toBe(o.body.title);
      expect(t.transaction).toEqual(o.res.body.data.transaction);
    }
    expect(missing, `responses that got 200 but were not durable:\n${missing.join('\n')}`).toEqual([]);
    const count = expectSuccess(await api2.read('/v1/transactions/count', org.apiKey)).count;
    expect(count, `${ok.length} got 200`).toBeGreaterThanOrEqual(ok.length);
  });

  it('SIGKILL right after responses: every 200 was already committed', { timeout: 240_000 }, async () => {
    const { server, api } = await fresh();
    const org = await api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 200 });
    const N = 40;
    const keys = Array.from({ length: N }, () => idemKey());
    const bodies = keys.map((_, i) => ({ title: `NETFLIX.COM ${i} LOS GATOS CA`, country: 'US', type: 'expense' }));
    let done = 0;
    let tenth!: () => void;
    const reachedTen = new Promise<void>((r) => (tenth = r));
    const results = keys.map((k, i) =>
      api.enrich(org.apiKey, bodies[i], { idem: k, retry429: false }).then(
        (res): Res | Error => {
          if (++done === 10) tenth();
          return res;
        },
        (err: Error) => {
          if (++done === 10) tenth();
          return err;
        },
      ),
    );
    await reachedTen;
    server.child.kill('SIGKILL');
    const settled = await Promise.all(results);
    await server.exited;
    const ok = settled.map((r, i) => ({ r, i })).filter((x): x is { r: Res; i: number } => !(x.r instanceof Error) && x.r.status === 200);
    expect(ok.length, 'some enrichments should have been answered before the kill').toBeGreaterThan(0);
    console.log(`shutdown.test (SIGKILL): ${ok.length} of ${N} got 200 before the kill`);

    const { api: api2 } = await fresh(server.store, server.adminKey);
    const lost: string[] = [];
    for (const { r, i } of ok) {
      const replay = await api2.enrich(org.apiKey, bodies[i], { idem: keys[i]!, retry429: false });
      if (replay.status !== 409 || replay.body?.error?.details?.state !== 'completed') {
        lost.push(`key ${keys[i]} (${bodies[i]!.title}): replay after restart gave ${replay.describe()}`);
        continue;
      }
      const t = expectSuccess(await api2.read(`/v1/transactions/${replay.body.error.details.transactionId}`, org.apiKey)).transaction;
      expect(t.transaction).toEqual(r.body.data.transaction);
    }
    expect(lost, `200 responses whose transaction did not survive SIGKILL:\n${lost.join('\n')}`).toEqual([]);
  });
});
