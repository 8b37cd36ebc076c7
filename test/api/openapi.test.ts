// GET /openapi.json and GET /docs: the document is valid OpenAPI 3.1, names every endpoint of
// the spec and of the route table, and REAL responses of the running service match the schema
// the document gives for their path, method and status (Ajv 2020 over the served document).
//
// UPDATE_OPENAPI_EXAMPLES=1 also writes the conforming responses seen here to
// docs/openapi-examples.json: the examples GET /openapi.json shows are real responses.
import { existsSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { useServer } from '../helpers/context.js';
import { TITLES, idemKey, type CreatedOrg, type Res } from '../helpers/api.js';
import { routes } from '../../src/http/routes.js';
import { EXAMPLES_FILE, exampleKey, loadExamples, openApiPath } from '../../src/http/openapi.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: unknown) => void;

/** The endpoints of the service interface spec, and DESIGN.md's fixed additions. */
const SPEC_ENDPOINTS = [
  'GET /', 'GET /health', 'GET /v1', 'POST /v1/transactions/enrich', 'GET /v1/transactions',
  'GET /v1/transactions/count', 'GET /v1/transactions/{id}', 'DELETE /v1/transactions/{id}',
  'GET /v1/categories', 'GET /v1/banks', 'GET /v1/banks/{id}', 'GET /v1/merchants/{id}',
  'GET /v1/locations/{id}', 'GET /v1/intermediaries/{id}', 'GET /v1/p2p-platforms/{id}',
  'GET /v1/report-issue', 'GET /v1/report-issue/{id}', 'POST /v1/report-issue',
];
const DESIGN_ENDPOINTS = [
  'POST /admin/organizations', 'GET /admin/organizations/{id}', 'PATCH /admin/organizations/{id}',
  'POST /admin/organizations/{id}/keys', 'DELETE /admin/keys/{keyId}', 'GET /openapi.json', 'GET /docs',
  'POST /v1/transactions/enrich/batch', 'GET /playground', 'GET /admin/organizations',
  'GET /admin/organizations/{id}/keys', 'GET /admin/report-issues', 'PATCH /admin/report-issues/{id}',
];

const CHROMIUM = '/usr/bin/chromium';

const ctx = useServer();
let doc: any;
let ajv: InstanceType<typeof Ajv2020>;
const recorded = new Map<string, unknown>();

/** Path template of a concrete request path, found among the documented paths. */
function template(path: string): string | undefined {
  const clean = path.split('?')[0]!;
  for (const t of Object.keys(doc.paths)) {
    const re = new RegExp(`^${t.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (re.test(clean)) return t;
  }
  return undefined;
}

function pointer(...parts: string[]): string {
  return parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/** Problems of one real response against the document (empty = it conforms). Conforming ones are recorded as examples. */
function problems(res: Res): string[] {
  const t = template(res.path);
  if (t === undefined) return [`${res.path} is not a documented path`];
  const op = doc.paths[t][res.method.toLowerCase()];
  if (op === undefined) return [`${res.method} ${t} is not documented`];
  const documented = op.responses[String(res.status)];
  if (documented === undefined) return [`status ${res.status} is not documented for ${res.method} ${t} (documented: ${Object.keys(op.responses).join(', ')})`];
  const p: string[] = [];
  const media = documented.content?.['application/json'];
  if (media === undefined) return [`${res.method} ${t} ${res.status} has no JSON schema`];
  const validate = ajv.getSchema(`openapi.json#/${pointer('paths', t, res.method.toLowerCase(), 'responses', String(res.status), 'content', 'application/json', 'schema')}`)!;
  if (!validate(res.body)) {
    for (const e of validate.errors ?? []) p.push(`${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
  }
  for (const h of Object.keys(documented.headers ?? {})) {
    // optional by nature: credits only for finite balances, Retry-After only on some 409s
    if (h === 'X-Credits-Remaining' || (h === 'Retry-After' && res.status === 409)) continue;
    if (res.headers.get(h) === null) p.push(`documented header ${h} missing`);
  }
  if (p.length === 0) {
    const key = exampleKey(res.method, t, res.status);
    if (!recorded.has(key)) recorded.set(key, res.body);
  }
  return p;
}

function expectConforms(res: Res): void {
  expect(problems(res), res.describe()).toEqual([]);
}

let org: CreatedOrg;
let stored: { id: string; body: any }[] = [];

beforeAll(async () => {
  const res = await ctx.api.get('/openapi.json');
  expect(res.status, res.describe()).toBe(200);
  doc = res.body;
  ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi.json');
  org = await ctx.api.createOrg({ plan: 'enterprise', rps: 500, concurrency: 50 });
  for (const body of Object.values(TITLES)) {
    const r = await ctx.api.enrich(org.apiKey, body);
    expect(r.status, r.describe()).toBe(200);
    stored.push({ id: r.body.data.id, body: r });
  }
});

afterAll(() => {
  if (process.env['UPDATE_OPENAPI_EXAMPLES'] !== '1') return;
  const out: Record<string, unknown> = {};
  for (const k of [...recorded.keys()].sort()) out[k] = redact(recorded.get(k), ctx.server.baseUrl);
  writeFileSync(EXAMPLES_FILE, `${JSON.stringify(out, null, 2)}\n`);
});

/**
 * API keys become a well-formed placeholder, the test server's address the default one (icon
 * URLs), and long lists (the taxonomy) keep their first 3 items.
 */
function redact(v: unknown, baseUrl: string): unknown {
  return JSON.parse(JSON.stringify(v), (k, val) => {
    if (k === 'apiKey' && typeof val === 'string') return `${val.split('_')[0]}_EXAMPLEexampleEXAMPLEexampleEXAMPLEexample123`;
    if (typeof val === 'string' && val.startsWith(baseUrl)) return `http://localhost:8080${val.slice(baseUrl.length)}`;
    if (Array.isArray(val) && val.length > 5) return val.slice(0, 3);
    return val;
  });
}

describe('the document', () => {
  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('names every endpoint of the spec and of DESIGN.md', () => {
    const missing = [...SPEC_ENDPOINTS, ...DESIGN_ENDPOINTS].filter((e) => {
      const [m, p] = e.split(' ') as [string, string];
      return doc.paths[p]?.[m.toLowerCase()] === undefined;
    });
    expect(missing).toEqual([]);
  });

  it('documents every route of the route table, with its security', () => {
    const METHOD = { get: 'get', post: 'post', patch: 'patch', del: 'delete' } as const;
    for (const r of routes) {
      const op = doc.paths[openApiPath(r.pattern)]?.[METHOD[r.method]];
      expect(op, `${r.method} ${r.pattern}`).toBeDefined();
      const want = r.auth === 'api' ? [{ ApiKey: [] }] : r.auth === 'admin' ? [{ AdminKey: [] }] : [];
      expect(op.security, `${r.method} ${r.pattern}`).toEqual(want);
      if (r.auth === 'api') expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '429', '500']));
    }
  });

  it('enrich documents the idempotency headers, the body schema of the validator, 402 and 409', () => {
    const op = doc.paths['/v1/transactions/enrich'].post;
    const headers = op.parameters.filter((p: any) => p.in === 'header').map((p: any) => p.name);
    expect(headers).toEqual(['Idempotency-Key', 'X-Idempotency-Key']);
    const body = op.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['title', 'country', 'type']);
    expect(body.properties.type.enum).toEqual(['expense', 'income']);
    expect(body.properties.title.maxLength).toBe(256);
    expect(Object.keys(op.responses)).toEqual(['200', '400', '401', '402', '403', '409', '413', '415', '422', '429', '500', '503']);
    expect(op.responses['409'].content['application/json'].schema.properties.error.properties.code.enum).toEqual(['idempotency_conflict']);
    expect(op.responses['200'].headers['X-RateLimit-Burst']).toBeDefined();
    expect(op.responses['402'].headers['X-Credits-Remaining']).toBeDefined();
  });

  it('query parameters come from the validators (bank search)', () => {
    const params = doc.paths['/v1/banks'].get.parameters;
    expect(params.map((p: any) => `${p.name}:${p.required}`)).toEqual(['name:true', 'country:false', 'page:false', 'size:false']);
    expect(params.find((p: any) => p.name === 'size').schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
  });

  it('the recorded examples in docs/openapi-examples.json still match their schemas', () => {
    const examples = loadExamples();
    const bad: string[] = [];
    for (const [key, body] of Object.entries(examples)) {
      const [method, path, status] = key.split(' ') as [string, string, string];
      const validate = ajv.getSchema(`openapi.json#/${pointer('paths', path, method.toLowerCase(), 'responses', status, 'content', 'application/json', 'schema')}`);
      if (validate === undefined) bad.push(`${key}: not documented`);
      else if (!validate(body)) bad.push(`${key}: ${ajv.errorsText(validate.errors)}`);
      else expect(doc.paths[path][method.toLowerCase()].responses[status].content['application/json'].example).toEqual(body);
    }
    expect(bad).toEqual([]);
  });
});

describe('the response schemas are strict', () => {
  const enrichSchema = () => ajv.getSchema(`openapi.json#/${pointer('paths', '/v1/transactions/enrich', 'post', 'responses', '200', 'content', 'application/json', 'schema')}`)!;
  /** A real enrich body with today's gaps filled the way DESIGN.md fills them (no found entity listed). */
  function realBody(): any {
    const b = structuredClone(stored[0]!.body.body);
    b.data.entities ??= [];
    return b;
  }

  it('a real enrich body (plus entities) passes, and each off-contract change fails', () => {
    const validate = enrichSchema();
    expect(validate(realBody()), ajv.errorsText(validate.errors)).toBe(true);
    const mutations: Array<[string, (b: any) => void]> = [
      ['subscription type outside the eight', (b) => { b.data.transaction.subscription = { recurring: true, type: 'music' }; }],
      ['type set while not recurring', (b) => { b.data.transaction.subscription = { recurring: false, type: 'streaming' }; }],
      ['entry status error', (b) => { b.data.enrichments.location = { status: 'error', confidence: null, data: null }; }],
      ['found without data', (b) => { b.data.enrichments.location = { status: 'found', confidence: 80, data: null }; }],
      ['a missing entry', (b) => { delete b.data.enrichments.peerToPeer; }],
      ['unknown channel', (b) => { b.data.transaction.channel = 'telepathy'; }],
      ['confidence over 100', (b) => { b.data.transaction.confidence = 101; }],
      ['unknown entity role', (b) => { b.data.entities = [{ type: 'merchant', role: 'shop', confidence: { value: 90, reasons: ['alias_matched'] }, data: b.data.enrichments.merchant.data }]; }],
      ['meta without requestId', (b) => { delete b.meta.requestId; }],
      ['an undocumented top-level field', (b) => { b.extra = 1; }],
    ];
    const accepted = mutations.filter(([, mutate]) => {
      const b = realBody();
      mutate(b);
      return validate(b);
    }).map(([name]) => name);
    expect(accepted).toEqual([]);
  });
});

describe('real responses match the documented schemas', () => {
  it('health, readiness, API info', async () => {
    for (const p of ['/', '/health', '/ready']) expectConforms(await ctx.api.get(p));
    expectConforms(await ctx.api.read('/v1', org.apiKey));
  });

  it('401 without a key, 403 without the permission, 404 unknown id, 405 is outside the document', async () => {
    expectConforms(await ctx.api.get('/v1/transactions'));
    const narrow = await ctx.api.createKey(org.id, ['enrich']);
    const forbidden = await ctx.api.read('/v1/categories', narrow.apiKey);
    expect(forbidden.status).toBe(403);
    expectConforms(forbidden);
    const missing = await ctx.api.read(`/v1/transactions/${randomUUID()}`, org.apiKey);
    expect(missing.status).toBe(404);
    expectConforms(missing);
  });

  it('enrich errors: 422, 400, 415, 413, 409, 402', async () => {
    const bad = await ctx.api.enrich(org.apiKey, { title: '', country: 'USA', type: 'spend' });
    expect(bad.status).toBe(422);
    expectConforms(bad);
    const noKey = await ctx.api.enrich(org.apiKey, TITLES.square, { idem: 'bad key!' });
    expect(noKey.status).toBe(422);
    expectConforms(noKey);
    const invalidJson = await ctx.api.request('POST', '/v1/transactions/enrich', { key: org.apiKey, body: '{"title":', headers: { 'content-type': 'application/json', 'idempotency-key': idemKey() } });
    expect(invalidJson.status).toBe(400);
    expectConforms(invalidJson);
    const text = await ctx.api.request('POST', '/v1/transactions/enrich', { key: org.apiKey, body: 'title=x', headers: { 'content-type': 'text/plain', 'idempotency-key': idemKey() } });
    expect(text.status).toBe(415);
    expectConforms(text);
    const big = await ctx.api.request('POST', '/v1/transactions/enrich', { key: org.apiKey, json: { title: 'x'.repeat(20_000), country: 'US', type: 'expense' }, headers: { 'idempotency-key': idemKey() } });
    expect(big.status).toBe(413);
    expectConforms(big);
    const idem = idemKey();
    await ctx.api.enrich(org.apiKey, TITLES.rewe, { idem });
    const replay = await ctx.api.enrich(org.apiKey, TITLES.rewe, { idem });
    expect(replay.status).toBe(409);
    expectConforms(replay);
    const broke = await ctx.api.createOrg({ plan: 'business', credits: 0 });
    const unpaid = await ctx.api.enrich(broke.apiKey, TITLES.square);
    expect(unpaid.status).toBe(402);
    expectConforms(unpaid);
  });

  it('429 when the free plan\'s limit is exceeded', async () => {
    const free = await ctx.api.createOrg({ plan: 'free' });
    const all = await Promise.all(Array.from({ length: 6 }, () => ctx.api.get('/v1', free.apiKey)));
    const limited = all.filter((r) => r.status === 429);
    expect(limited.length, all.map((r) => r.status).join(',')).toBeGreaterThan(0);
    for (const r of all) expectConforms(r);
  });

  it('count, delete, categories, banks, reference lookups', async () => {
    expectConforms(await ctx.api.read('/v1/transactions/count', org.apiKey));
    expectConforms(await ctx.api.read('/v1/transactions/count?afterDate=2024-01-01', org.apiKey));
    expectConforms(await ctx.api.read('/v1/categories', org.apiKey));
    const banks = await ctx.api.read('/v1/banks?name=Deutsche%20Bank&size=5', org.apiKey);
    expectConforms(banks);
    expect(banks.body.data.banks.length, banks.describe()).toBeGreaterThan(0);
    expectConforms(await ctx.api.read(`/v1/banks/${banks.body.data.banks[0].id}`, org.apiKey));
    expectConforms(await ctx.api.read('/v1/banks?name=', org.apiKey));
    // lookups by the ids enrichments returned (the entry shapes are the same before and after issue 9)
    const lookups: Array<[string, string]> = [];
    for (const s of stored) {
      const e = s.body.body.data.enrichments;
      if (e.merchant?.data?.id) lookups.push(['merchants', e.merchant.data.id]);
      if (e.location?.data?.id) lookups.push(['locations', e.location.data.id]);
      if (e.paymentProcessor?.data?.id) lookups.push(['intermediaries', e.paymentProcessor.data.id]);
      if (e.peerToPeer?.data?.platform?.id) lookups.push(['p2p-platforms', e.peerToPeer.data.platform.id]);
    }
    expect(new Set(lookups.map(([r]) => r)).size, JSON.stringify(lookups)).toBe(4);
    for (const [resource, id] of lookups) expectConforms(await ctx.api.read(`/v1/${resource}/${id}`, org.apiKey));
    const del = await ctx.api.enrich(org.apiKey, TITLES.netflix);
    expectConforms(await ctx.api.request('DELETE', `/v1/transactions/${del.body.data.id}`, { key: org.apiKey, retry429: true }));
  });

  it('issue reports: create, list, get', async () => {
    const created = await ctx.api.request('POST', '/v1/report-issue', { key: org.apiKey, json: { transactionId: stored[0]!.id, description: 'Wrong merchant', fields: ['merchant'] }, retry429: true });
    expect(created.status, created.describe()).toBe(201);
    expectConforms(created);
    expectConforms(await ctx.api.read('/v1/report-issue?size=5', org.apiKey));
    expectConforms(await ctx.api.read(`/v1/report-issue/${created.body.data.issueReport.id}`, org.apiKey));
    expectConforms(await ctx.api.read('/v1/report-issue?status=bogus', org.apiKey));
  });

  it('admin API', async () => {
    const created = await ctx.api.admin('POST', '/admin/organizations', { name: 'Docs Org', plan: 'growth', credits: 1000 });
    expectConforms(created);
    const id = created.body.data.organization.id;
    expectConforms(await ctx.api.admin('GET', `/admin/organizations/${id}`));
    expectConforms(await ctx.api.admin('PATCH', `/admin/organizations/${id}`, { plan: 'business' }));
    const key = await ctx.api.admin('POST', `/admin/organizations/${id}/keys`, { permissions: ['enrich'] });
    expectConforms(key);
    expectConforms(await ctx.api.admin('DELETE', `/admin/keys/${key.body.data.key.id}`));
    expectConforms(await ctx.api.admin('GET', `/admin/organizations/${id}`, undefined, 'wrong'));
    expectConforms(await ctx.api.admin('POST', '/admin/organizations', { name: 'x', plan: 'gold' }));
  });
});

// These bodies carry the issue-9 contract (data.entities, the eight subscription types, entry
// statuses found|no_match|not_applicable). They fail until the compat branch is merged and must
// pass after it: the schema is DESIGN.md's, not today's output.
describe('issue-9 contract: enrichment and stored-transaction bodies', () => {
  it('enrich 200 bodies match the documented schema', () => {
    for (const s of stored) expectConforms(s.body);
  });

  it('authenticated responses carry X-RateLimit-Burst as documented', async () => {
    for (const res of [stored[0]!.body as Res, await ctx.api.read('/v1', org.apiKey)]) {
      expect(res.headers.get('x-ratelimit-burst'), res.describe()).toMatch(/^\d+$/);
    }
  });

  it('GET /v1/transactions/{id} and GET /v1/transactions match the documented schema', async () => {
    expectConforms(await ctx.api.read(`/v1/transactions/${stored[0]!.id}`, org.apiKey));
    expectConforms(await ctx.api.read('/v1/transactions?size=2', org.apiKey));
  });
});

describe('GET /docs', () => {
  it('is an HTML page that loads the renderer from this server, and the assets are served', async () => {
    const page = await ctx.api.get('/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const refs = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!).filter((r) => !r.startsWith('data:'));
    expect(refs.length).toBeGreaterThanOrEqual(3);
    for (const r of refs) {
      expect(r, 'no CDN: every asset is relative to this server').not.toMatch(/^(https?:)?\/\//);
      const asset = await ctx.api.get(`/${r.split('?')[0]}`);
      expect(asset.status, `${r}: ${asset.describe()}`).toBe(200);
      expect(asset.text.length).toBeGreaterThan(r.includes('init') ? 50 : 10_000);
    }
    const init = await ctx.api.get('/docs/assets/docs-init.js');
    expect(init.headers.get('content-type')).toMatch(/javascript/);
    expect(init.text).toContain("url: 'openapi.json'");
    expect((await ctx.api.get('/docs/assets/swagger-ui.css')).headers.get('content-type')).toMatch(/^text\/css/);
    const missing = await ctx.api.get('/docs/assets/..%2Fpackage.json');
    expect(missing.status).toBe(404);
    expectConforms(missing);
  });

  // CI installs Chromium (.ci/run); on a machine without it this one check is skipped.
  it.skipIf(!existsSync(CHROMIUM))('renders every operation in Chromium, with no failed request or script error', async () => {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`script error: ${String(e)}`));
      page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
      page.on('requestfailed', (r) => problems.push(`failed: ${r.url()}`));
      page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`); });
      await page.goto(`${ctx.server.baseUrl}/docs`, { waitUntil: 'networkidle' });
      await page.waitForSelector('.opblock', { timeout: 90_000 });
      const operations = Object.values(doc.paths).reduce((n: number, ops: any) => n + Object.keys(ops).length, 0);
      expect(await page.locator('.opblock').count()).toBe(operations);
      expect(await page.locator('.info .title').innerText()).toContain('txenrich API');
      await page.locator('#operations-Transactions-enrichTransaction').click();
      await expect.poll(() => page.locator('#operations-Transactions-enrichTransaction .parameters').innerText()).toContain('Idempotency-Key');
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 180_000);
});
