// Fault suite: kill -9 under load, three times, restarting on the same data each time, then
// every key that never got its 200 retried. Holds: credits used == charged transactions stored
// right after each restart, and a retry with the same key is charged once.
import { describe, expect, it, afterAll } from 'vitest';
import { Api, idemKey } from '../helpers/api.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { provisionStore, type StoreHandle } from '../helpers/store.js';

const START_CREDITS = 1_000_000;
const CLIENTS = 12;

describe('credits after kill -9 under load', () => {
  let server: TestServer | undefined;
  let store: StoreHandle | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await store?.cleanup();
  });

  /** Charged transactions stored for the org, read through the API (every page). */
  async function chargedStored(api: Api, key: string): Promise<{ stored: number; charged: number }> {
    let cursor: string | null = null;
    let stored = 0;
    let charged = 0;
    do {
      const r = await api.read(`/v1/transactions?size=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, key);
      expect(r.status, r.describe()).toBe(200);
      for (const t of r.body.data.transactions) {
        stored++;
        if (!t.partial) charged++;
      }
      cursor = r.body.data.pagination.nextCursor;
    } while (cursor);
    return { stored, charged };
  }

  it('credits used == charged transactions stored after each kill and after the retries', async () => {
    store = await provisionStore();
    server = await startServer({ store, workers: 1 });
    let api = new Api(server.baseUrl, server.adminKey);
    const org = await api.createOrg({ plan: 'enterprise', rps: 5000, concurrency: 500, credits: START_CREDITS });
    const unanswered = new Set<string>();
    const lines: string[] = [];

    for (let round = 1; round <= 3; round++) {
      let stop = false;
      let sent = 0;
      let ok = 0;
      const base = server.baseUrl;
      const client = async (): Promise<void> => {
        while (!stop) {
          const idem = idemKey();
          unanswered.add(idem);
          sent++;
          const r = await fetch(`${base}/v1/transactions/enrich`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': org.apiKey, 'idempotency-key': idem },
            body: JSON.stringify({ title: `AMAZON MKTPLACE PMTS ${round}-${sent}`, country: 'US', type: 'expense' }),
          }).catch(() => null);
          if (r?.status === 200) { unanswered.delete(idem); ok++; }
          await r?.arrayBuffer().catch(() => null);
        }
      };
      const clients = Array.from({ length: CLIENTS }, () => client());
      await new Promise((r) => setTimeout(r, 2500 + round * 300));
      server.child.kill('SIGKILL');
      await server.exited;
      stop = true;
      await Promise.all(clients);
      server = await startServer({ store, workers: 1 });
      api = new Api(server.baseUrl, server.adminKey);
      const balance = await api.orgCredits(org.id);
      const { stored, charged } = await chargedStored(api, org.apiKey);
      lines.push(`round ${round}: ${sent} sent, ${ok} answered 200 before kill -9; after restart stored ${stored}, charged ${charged}, credits used ${START_CREDITS - balance!}`);
      expect(START_CREDITS - balance!).toBe(charged);
    }

    // Retry every key that never got a 200: each is charged at most once in all.
    let retried200 = 0;
    let retried409 = 0;
    for (const idem of unanswered) {
      const r = await api.enrich(org.apiKey, { title: 'AMAZON MKTPLACE PMTS retry', country: 'US', type: 'expense' }, { idem });
      if (r.status === 200) retried200++;
      else if (r.status === 409) retried409++;
      else throw new Error(r.describe());
    }
    const balance = await api.orgCredits(org.id);
    const { stored, charged } = await chargedStored(api, org.apiKey);
    lines.push(`retried ${unanswered.size} unanswered keys: ${retried200} x 200, ${retried409} x 409 (stored before the kill); stored ${stored}, charged ${charged}, credits used ${START_CREDITS - balance!}`);
    console.log(`[faults] kill -9 x3 under ${CLIENTS} clients:\n  ${lines.join('\n  ')}`);
    expect(START_CREDITS - balance!).toBe(charged);
  }, 240_000);
});
