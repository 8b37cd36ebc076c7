// A client that behaves like the hosted original's published one (a CLI that enriches a list
// of titles): it sends NO Idempotency-Key (the server runs with IDEMPOTENCY_KEY=optional), paces
// itself at its plan's rate (Free: 1 req/s) with two requests in flight, validates every enum
// strictly and aborts the whole run on a value it does not know, and reads `data.entities`
// (its current version ignores `data.enrichments`). It must finish without a single 429.
import { describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { idemKey, type Res } from '../helpers/api.js';
import { enrichBodyProblems, expectError, expectFieldErrors, expectSuccess } from '../helpers/checks.js';

const ctx = useServer({ env: { IDEMPOTENCY_KEY: 'optional' } });

// The client's own enum tables: exactly what the hosted original documents.
const CLIENT_SUBSCRIPTION_TYPES = new Set(['streaming', 'software', 'news', 'fitness', 'mobile', 'gaming', 'utilities', 'other']);
const CLIENT_STATUSES = new Set(['found', 'no_match', 'not_applicable']);
const CLIENT_CHANNELS = new Set(['in_store', 'online', 'mobile_app', 'atm', 'bank_transfer', 'direct_debit', 'unknown']);
const CLIENT_ENTITY_TYPES = new Set(['merchant', 'location', 'intermediary', 'person']);

class ClientAbort extends Error {}

interface Row { title: string; country: string; type: 'expense' | 'income' }
interface Out { title: string; category: string; subscription: string | null; merchant: string | null; location: string | null; intermediary: string | null; person: string | null }

/** Strict parsing as the client does it: any unknown value aborts the run. */
function parse(row: Row, res: Res): Out {
  if (res.status !== 200) throw new ClientAbort(`HTTP ${res.status} for "${row.title}": ${res.text.slice(0, 300)}`);
  const d = res.body?.data;
  const sub = d?.transaction?.subscription;
  if (sub?.type !== null && !CLIENT_SUBSCRIPTION_TYPES.has(sub?.type)) throw new ClientAbort(`unknown subscription.type ${JSON.stringify(sub?.type)}`);
  if (!CLIENT_CHANNELS.has(d?.transaction?.channel)) throw new ClientAbort(`unknown channel ${JSON.stringify(d?.transaction?.channel)}`);
  for (const [name, e] of Object.entries(d?.enrichments ?? {})) {
    if (!CLIENT_STATUSES.has((e as { status?: string }).status ?? '')) throw new ClientAbort(`unknown ${name}.status ${JSON.stringify((e as { status?: string }).status)}`);
  }
  if (!Array.isArray(d?.entities)) throw new ClientAbort('no data.entities');
  const out: Out = { title: row.title, category: d.transaction.category.tertiary.name, subscription: sub.type, merchant: null, location: null, intermediary: null, person: null };
  for (const en of d.entities) {
    if (!CLIENT_ENTITY_TYPES.has(en.type)) throw new ClientAbort(`unknown entity type ${JSON.stringify(en.type)}`);
    if (!Number.isInteger(en.confidence?.value) || !Array.isArray(en.confidence?.reasons)) throw new ClientAbort(`bad entity confidence ${JSON.stringify(en.confidence)}`);
    if (en.type === 'merchant') out.merchant = en.data.name;
    if (en.type === 'location') out.location = en.data.formatted;
    if (en.type === 'intermediary') out.intermediary = `${en.role}:${en.data.name}`;
    if (en.type === 'person') out.person = en.data.displayName;
  }
  return out;
}

/**
 * Runs the list at `rps` with `inFlight` requests at most: request k starts at t0 + k / rps on
 * the client's clock (later only while both slots are busy). The server sees those starts with
 * network and scheduling jitter, so some gaps are a little under 1 s: a bucket of capacity 1
 * refuses those, the contract's burst of 2 x rps absorbs them.
 */
async function runClient(baseUrl: string, apiKey: string, rows: Row[], rps: number, inFlight: number): Promise<{ outs: Out[]; statuses: number[]; bursts: Set<string> }> {
  const t0 = Date.now();
  const outs: Out[] = new Array(rows.length);
  const statuses: number[] = [];
  const bursts = new Set<string>();
  let next = 0;
  const worker = async () => {
    for (;;) {
      const k = next++;
      if (k >= rows.length) return;
      const at = t0 + (k * 1000) / rps;
      const wait = at - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const r = await fetch(`${baseUrl}/v1/transactions/enrich`, {
        method: 'POST',
        headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, // no Idempotency-Key
        body: JSON.stringify(rows[k]),
      });
      const text = await r.text();
      statuses.push(r.status);
      bursts.add(r.headers.get('x-ratelimit-burst') ?? 'missing');
      let body: any;
      try { body = JSON.parse(text); } catch { body = undefined; }
      outs[k] = parse(rows[k]!, { status: r.status, headers: r.headers, text, body, method: 'POST', path: '/v1/transactions/enrich', describe: () => text });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { outs, statuses, bursts };
}

const ROWS: Row[] = [
  { title: 'SPOTIFY P1234', country: 'US', type: 'expense' }, // a music subscription: aborted the old run
  { title: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', country: 'US', type: 'expense' },
  { title: 'DROPBOX*ABC123', country: 'US', type: 'expense' },
  { title: 'VENMO *JOHN SMITH', country: 'US', type: 'expense' },
  { title: 'COMCAST CABLE COMM', country: 'US', type: 'expense' },
  { title: 'Kartenzahlung REWE Markt GmbH', country: 'DE', type: 'expense' },
  { title: 'GEICO AUTO INS', country: 'US', type: 'expense' },
  { title: 'PAYROLL ACME CORP', country: 'US', type: 'income' },
  { title: 'SPOTIFY P1234', country: 'US', type: 'expense' }, // the same title again: no key, so a second transaction
];

describe('the hosted original\'s client against IDEMPOTENCY_KEY=optional', () => {
  it('enriches its whole list on the Free plan at 1 req/s with 2 in flight: no 429, strict enums, entities read', async () => {
    const org = await ctx.api.createOrg({ plan: 'free' });
    const { outs, statuses, bursts } = await runClient(ctx.server.baseUrl, org.apiKey, ROWS, 1, 2);
    expect(statuses.filter((s) => s !== 200), `statuses ${statuses.join(',')}`).toEqual([]);
    expect([...bursts]).toEqual(['2']);
    const by = (t: string) => outs.find((o) => o.title === t)!;
    expect(by('SPOTIFY P1234')).toMatchObject({ merchant: 'Spotify', subscription: 'streaming' });
    expect(by('DROPBOX*ABC123')).toMatchObject({ merchant: 'Dropbox', subscription: 'software' });
    expect(by('SQ *BLUE BOTTLE COFFEE OAKLAND CA')).toMatchObject({ merchant: 'Blue Bottle Coffee', intermediary: 'processor:Square' });
    expect(by('SQ *BLUE BOTTLE COFFEE OAKLAND CA').location).toMatch(/^Oakland, CA/);
    expect(by('VENMO *JOHN SMITH')).toMatchObject({ merchant: null, intermediary: 'p2p:Venmo', person: 'John Smith' });
    // Every request without a key was stored on its own (no deduplication): the repeated title twice.
    const count = expectSuccess(await ctx.api.read('/v1/transactions/count', org.apiKey)).count;
    expect(count).toBe(ROWS.length);
  });

  it('Free: the two requests the client starts together are both admitted (burst 2); a third at once is refused', async () => {
    // With a bucket of capacity 1 (= rps) the client's two starting workers collide on a 429.
    const org = await ctx.api.createOrg({ plan: 'free' });
    const [a, b] = await Promise.all([0, 1].map(() => ctx.api.enrich(org.apiKey, ROWS[1], { idem: null, retry429: false })));
    expect([a!.status, b!.status], `${a!.describe()}\n${b!.describe()}`).toEqual([200, 200]);
    const third = await ctx.api.enrich(org.apiKey, ROWS[1], { idem: null, retry429: false });
    expectError(third, 429, 'rate_limited');
  });
});

describe('IDEMPOTENCY_KEY=optional still validates and enforces a key that is sent', () => {
  it('malformed key -> 422; differing headers -> 422; a valid key replays as 409', async () => {
    const org = await ctx.api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 20 });
    const body = ROWS[0];
    expectFieldErrors(await ctx.api.enrich(org.apiKey, body, { idem: 'not a key!' }), ['Idempotency-Key']);
    expectFieldErrors(await ctx.api.enrich(org.apiKey, body, { idem: 'a'.repeat(65) }), ['Idempotency-Key']);
    expectFieldErrors(await ctx.api.enrich(org.apiKey, body, { idem: 'k_one', headers: { 'x-idempotency-key': 'k_two' } }), ['Idempotency-Key']);
    const idem = idemKey();
    const first = await ctx.api.enrich(org.apiKey, body, { idem });
    expectSuccess(first);
    expect(enrichBodyProblems(first.body), first.describe()).toEqual([]);
    const replay = expectError(await ctx.api.enrich(org.apiKey, body, { idem }), 409, 'idempotency_conflict');
    expect(replay.details).toEqual({ state: 'completed', transactionId: first.body.data.id });
    const viaX = expectError(await ctx.api.enrich(org.apiKey, body, { idem: null, headers: { 'x-idempotency-key': idem } }), 409, 'idempotency_conflict');
    expect(viaX.details.transactionId).toBe(first.body.data.id);
  });

  it('requests without a key are charged one credit each (nothing to deduplicate)', async () => {
    const org = await ctx.api.createOrg({ plan: 'enterprise', rps: 1000, concurrency: 20, credits: 3 });
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await ctx.api.enrich(org.apiKey, ROWS[5], { idem: null });
      const data = expectSuccess(res);
      expect(res.headers.get('x-credits-remaining'), res.describe()).toBe(String(2 - i));
      seen.push(data.id);
    }
    expect(new Set(seen).size).toBe(3);
    const broke = await ctx.api.enrich(org.apiKey, ROWS[5], { idem: null });
    expectError(broke, 402, 'insufficient_credits');
    expect(broke.headers.get('x-credits-remaining')).toBe('0');
  });
});
