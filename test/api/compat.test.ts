// Issue 9's contract changes, checked through the running service: the eight public
// subscription types, the three entry statuses, `data.entities` with reasons (enrich, get, list),
// icon URLs rendered per request (never stale), rows stored in the old shape read back in the
// new one, 402 with X-Credits-Remaining: 0, and a 409 `completed` for a deleted transaction.
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, idemKey, TITLES } from '../helpers/api.js';
import { startServer, type TestServer } from '../helpers/server.js';
import {
  enrichBodyProblems, entitiesProblems, expectError, expectSuccess, storedTransactionProblems, SUBSCRIPTION_TYPES,
} from '../helpers/checks.js';
import { openConnection } from '../../src/store/connection.js';

let server: TestServer;
let api: Api;

beforeAll(async () => {
  server = await startServer();
  api = new Api(server.baseUrl, server.adminKey);
});
afterAll(async () => {
  if (!server) return;
  try {
    await server.stop('SIGTERM');
  } finally {
    await server.store.cleanup();
  }
});

/** GET/POST with a Host header of our choosing (fetch does not let a caller set Host). */
function withHost(method: string, path: string, host: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; body: any }> {
  const url = new URL(server.baseUrl + path);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: url.hostname, port: url.port, path: url.pathname + url.search, method,
      headers: { ...headers, host, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const iconsOf = (v: unknown): string[] => JSON.stringify(v).match(/"icon":"[^"]+"/g) ?? [];

describe('public enums', () => {
  it('subscription.type is one of the eight; finer kinds map (music -> streaming, cloud storage -> software, internet -> utilities, insurance -> other)', async () => {
    const org = await api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 20 });
    const cases: Array<[string, string]> = [
      ['SPOTIFY P1234', 'streaming'], // a music service
      ['DROPBOX*ABC123', 'software'], // cloud storage
      ['COMCAST CABLE COMM', 'utilities'], // internet
      ['GEICO AUTO INS', 'other'], // insurance
      ['NETFLIX.COM', 'streaming'],
      ['PLANET FITNESS', 'fitness'],
    ];
    for (const [title, type] of cases) {
      const res = await api.enrich(org.apiKey, { title, country: 'US', type: 'expense' });
      const data = expectSuccess(res);
      expect(enrichBodyProblems(res.body), res.describe()).toEqual([]);
      expect(data.transaction.subscription, title).toEqual({ recurring: true, type });
      expect(SUBSCRIPTION_TYPES).toContain(data.transaction.subscription.type);
    }
  });
});

describe('entities', () => {
  it('enrich returns one entity per found part with reasons; GET and list return the same entities', async () => {
    const org = await api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 20 });
    const { res, id } = await api.enrichStored(org.apiKey, TITLES.square);
    const data = res.body.data;
    expect(enrichBodyProblems(res.body), res.describe()).toEqual([]);
    const byRole = Object.fromEntries(data.entities.map((e: any) => [e.role, e]));
    expect(Object.keys(byRole).sort()).toEqual(['organization', 'processor', 'store_location']);
    expect(byRole.organization.data.name).toBe('Blue Bottle Coffee');
    expect(byRole.organization.confidence.value).toBe(data.enrichments.merchant.confidence);
    expect(byRole.organization.confidence.reasons).toContain('name_matched');
    expect(byRole.store_location.confidence.reasons).toEqual(expect.arrayContaining(['city_match', 'state_match']));
    expect(byRole.processor.data.name).toBe('Square');
    expect(byRole.processor.confidence.reasons).toEqual(['known_processor_match']);

    const stored = expectSuccess(await api.read(`/v1/transactions/${id}`, org.apiKey)).transaction;
    expect(storedTransactionProblems(stored), JSON.stringify(stored)).toEqual([]);
    expect(stored.entities).toEqual(data.entities);
    const list = expectSuccess(await api.read('/v1/transactions?size=5', org.apiKey)).transactions;
    expect(list.find((t: any) => t.id === id)?.entities).toEqual(data.entities);
  });

  it('a p2p payment: intermediary p2p and a person recipient; no merchant entity', async () => {
    const org = await api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 20 });
    const res = await api.enrich(org.apiKey, TITLES.venmo);
    const data = expectSuccess(res);
    expect(enrichBodyProblems(res.body), res.describe()).toEqual([]);
    expect(data.entities.map((e: any) => `${e.type}/${e.role}`)).toEqual(['intermediary/p2p', 'person/recipient']);
    expect(data.entities[1].data).toEqual({ displayName: 'John Smith' });
    expect(data.entities[0].confidence.reasons).toContain('platform_pattern_match');
  });

  it('the shape check catches an entity that does not match the enrichments', () => {
    const e = { merchant: { status: 'found', confidence: 90, data: { id: randomUUID() } }, location: { status: 'no_match' }, paymentProcessor: { status: 'no_match' }, peerToPeer: { status: 'no_match' } };
    expect(entitiesProblems([], e).length).toBeGreaterThan(0);
    expect(entitiesProblems([{ type: 'merchant', role: 'store_location', confidence: { value: 90, reasons: ['Alias Matched'] }, data: {} }], e).length).toBeGreaterThan(2);
  });
});

describe('icon URLs', () => {
  it('follow the Host the client used, in the enrich response and on every read; storage keeps them relative', async () => {
    const org = await api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 20 });
    const key = { 'x-api-key': org.apiKey };
    const a = await withHost('POST', '/v1/transactions/enrich', 'first.example:8443', { ...key, 'idempotency-key': idemKey() }, TITLES.netflix);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const icons = iconsOf(a.body.data);
    expect(icons.length, 'Netflix has an icon').toBeGreaterThan(1); // enrichment entry + entity
    for (const i of icons) expect(i).toMatch(/^"icon":"http:\/\/first\.example:8443\/icons\/[\w.-]+\.svg"$/);
    const id = a.body.data.id;
    const b = await withHost('GET', `/v1/transactions/${id}`, 'second.example', key);
    for (const i of iconsOf(b.body.data)) expect(i).toMatch(/^"icon":"http:\/\/second\.example\/icons\//);
    const hostile = await withHost('GET', `/v1/transactions/${id}`, 'evil"host/x', key);
    for (const i of iconsOf(hostile.body.data)) expect(i, 'an unusable Host falls back to the node URL').toMatch(/^"icon":"http:\/\/localhost:\d+\/icons\//);
  });
});

describe('rows stored before the contract change', () => {
  it('read back in the new shape: statuses, subscription type, entities, icons on the current host; nothing lost', async () => {
    const org = await api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 20 });
    const id = randomUUID();
    const merchantId = randomUUID();
    const old = {
      transaction: {
        category: {
          primary: { name: 'Entertainment', code: { mcc: 7999, sic: 7999, naics: 713990 } },
          secondary: { name: 'Streaming & Digital Media', code: { mcc: 4899, sic: 4841, naics: 519130 } },
          tertiary: { name: 'Music Streaming', code: { mcc: 5815, sic: 4899, naics: 519130 } },
          confidence: 95,
        },
        subscription: { recurring: true, type: 'music' },
        channel: 'online',
        confidence: 96,
      },
      enrichments: {
        merchant: { status: 'found', confidence: 96, data: { id: merchantId, name: 'Spotify', alias: ['SPOTIFY P'], keywords: [], icon: 'http://old-host:1111/icons/spotify.svg', description: null, color: '#1ED760', website: 'https://spotify.com', domain: 'spotify.com' } },
        location: { status: 'error', confidence: null, data: null },
        paymentProcessor: { status: 'no_match', confidence: null, data: null },
        peerToPeer: { status: 'not_applicable', confidence: null, data: null },
      },
    };
    // Stop the service, write the row as the previous version did, start again on the same store.
    await server.stop('SIGTERM');
    const conn = await openConnection({ databaseUrl: server.store.env.DATABASE_URL ?? null, dataDir: server.store.env.DATA_DIR ?? '' });
    try {
      await conn.sql`
        INSERT INTO transactions (id, org_id, idempotency_key, raw, direction, country, status, partial, errors, created_at, processing_time_ms, result, merchant_id)
        VALUES (${id}, ${org.id}, ${'old-key'}, ${'SPOTIFY P1234'}, 'expense', 'US', 'completed', true, ${['location_timeout']}::text[], now(), 12, (${JSON.stringify(old)}::text)::json, ${merchantId})`;
    } finally {
      await conn.close();
    }
    server = await startServer({ store: server.store, adminKey: server.adminKey });
    api = new Api(server.baseUrl, server.adminKey);

    const res = await api.read(`/v1/transactions/${id}`, org.apiKey);
    const tx = expectSuccess(res).transaction;
    expect(storedTransactionProblems(tx), res.describe()).toEqual([]);
    expect(tx.transaction.subscription).toEqual({ recurring: true, type: 'streaming' });
    expect(tx.enrichments.location).toEqual({ status: 'no_match', confidence: null, data: null });
    expect(tx.partial).toBe(true);
    expect(tx.errors).toEqual(['location_timeout']);
    const icon = `http://127.0.0.1:${server.port}/icons/spotify.svg`;
    expect(tx.enrichments.merchant.data).toEqual({ ...old.enrichments.merchant.data, icon });
    expect(tx.entities).toEqual([{ type: 'merchant', role: 'organization', confidence: { value: 96, reasons: ['stored_match'] }, data: { ...old.enrichments.merchant.data, icon } }]);
    const listed = expectSuccess(await api.read('/v1/transactions?size=100', org.apiKey)).transactions.find((t: any) => t.id === id);
    expect(listed).toEqual(tx);
  }, 180_000); // two restarts of the service on a shared, busy machine
});

describe('burst', () => {
  it('an enterprise organization may set its own burst (admin create/patch); fixed plans use 2 x rps', async () => {
    const org = await api.createOrg({ plan: 'enterprise', rps: 2, concurrency: 10 });
    expect(org.organization.burst).toBe(4);
    const patched = await api.admin('PATCH', `/admin/organizations/${org.id}`, { burst: 3 });
    expect(expectSuccess(patched).organization.burst, patched.describe()).toBe(3);
    await new Promise((r) => setTimeout(r, 3500)); // the key cache holds the organization for 3 s
    const statuses: number[] = [];
    let burstHeader: string | null = null;
    for (let i = 0; i < 5; i++) {
      const r = await api.get('/v1/transactions/count', org.apiKey);
      statuses.push(r.status);
      burstHeader ??= r.headers.get('x-ratelimit-burst');
    }
    expect(burstHeader).toBe('3');
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toContain(429);
    const free = await api.admin('POST', '/admin/organizations', { name: 'f', plan: 'free', burst: 5 });
    const err = expectError(free, 422, 'validation_error');
    expect(Object.keys(err.details.fieldErrors)).toContain('burst');
    const back = expectSuccess(await api.admin('PATCH', `/admin/organizations/${org.id}`, { plan: 'starter' })).organization;
    expect([back.rps, back.burst]).toEqual([5, 10]);
  });
});

describe('credits and idempotency messages', () => {
  it('402 carries X-Credits-Remaining: 0', async () => {
    const org = await api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 20, credits: 0 });
    const res = await api.enrich(org.apiKey, TITLES.rewe);
    expectError(res, 402, 'insufficient_credits');
    expect(res.headers.get('x-credits-remaining'), res.describe()).toBe('0');
  });

  it('a 409 completed for a deleted transaction says it was deleted', async () => {
    for (const credits of [null, 10]) { // both enrich paths: unlimited and with a balance
      const org = await api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 20, credits });
      const { id, idem } = await api.enrichStored(org.apiKey, TITLES.rewe);
      const before = expectError(await api.enrich(org.apiKey, TITLES.rewe, { idem }), 409, 'idempotency_conflict');
      expect(before.details.deleted, 'not deleted yet').toBeUndefined();
      expectSuccess(await api.request('DELETE', `/v1/transactions/${id}`, { key: org.apiKey }));
      const res = await api.enrich(org.apiKey, TITLES.rewe, { idem });
      const err = expectError(res, 409, 'idempotency_conflict');
      expect(err.details, res.describe()).toEqual({ state: 'completed', transactionId: id, deleted: true });
      expect(err.message, res.describe()).toMatch(/deleted/);
    }
  });

  it('IDEMPOTENCY_KEY defaults to required: no key -> 422 naming the header', async () => {
    const org = await api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 20 });
    const res = await api.enrich(org.apiKey, TITLES.rewe, { idem: null });
    const err = expectError(res, 422, 'validation_error');
    expect(Object.keys(err.details.fieldErrors)).toContain('Idempotency-Key');
  });
});
