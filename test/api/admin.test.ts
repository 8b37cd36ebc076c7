// Admin API: organizations and keys, X-Admin-Key authentication, validation.
import { createHash, randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import type { Res } from '../helpers/api.js';
import { usingPostgres } from '../helpers/store.js';
import { expectError, expectFieldErrors, expectSuccess, isIsoDateTime, UUID_RE } from '../helpers/checks.js';

const ctx = useServer();
const ALL_PERMS = ['enrich', 'transactions:read', 'transactions:write', 'reference:read', 'issues:read', 'issues:write'];
const KEY_RE = /^txe_[A-Za-z0-9_-]{32,}$/;
const PLAN_LIMITS: Record<string, [number, number]> = { free: [1, 2], starter: [5, 5], growth: [10, 10], business: [20, 20] };

function create(body: unknown): Promise<Res> {
  return ctx.api.admin('POST', '/admin/organizations', body);
}

describe('POST /admin/organizations', () => {
  it('201 with organization, apiKey and key', async () => {
    const res = await create({ name: 'Acme Ltd', plan: 'business' });
    const data = expectSuccess(res, 201);
    const o = data.organization;
    expect(o.id, res.describe()).toMatch(UUID_RE);
    expect(o.name).toBe('Acme Ltd');
    expect(o.plan).toBe('business');
    expect(o.credits, 'credits absent = unlimited (null)').toBeNull();
    expect(o.rps).toBe(20);
    expect(o.concurrency).toBe(20);
    expect(isIsoDateTime(o.createdAt), res.describe()).toBe(true);
    expect(data.apiKey, res.describe()).toMatch(KEY_RE);
    expect(data.key.id, res.describe()).toMatch(UUID_RE);
    expect([...data.key.permissions].sort(), 'default permissions: all').toEqual([...ALL_PERMS].sort());
    expect(isIsoDateTime(data.key.createdAt), res.describe()).toBe(true);
    // the new key works at once
    expectSuccess(await ctx.api.read('/v1/categories', data.apiKey));
  });

  it('plan limits: rps and concurrency per plan', async () => {
    for (const [plan, [rps, conc]] of Object.entries(PLAN_LIMITS)) {
      const res = await create({ name: `plan ${plan}`, plan });
      const o = expectSuccess(res, 201).organization;
      expect([o.rps, o.concurrency], `${plan}: ${res.describe()}`).toEqual([rps, conc]);
    }
  });

  it('credits: a number is kept, null means unlimited', async () => {
    expect(expectSuccess(await create({ name: 'c', plan: 'starter', credits: 100 }), 201).organization.credits).toBe(100);
    expect(expectSuccess(await create({ name: 'c0', plan: 'starter', credits: 0 }), 201).organization.credits).toBe(0);
    expect(expectSuccess(await create({ name: 'cn', plan: 'starter', credits: null }), 201).organization.credits).toBeNull();
  });

  it('enterprise takes custom rps and concurrency', async () => {
    const o = expectSuccess(await create({ name: 'big', plan: 'enterprise', rps: 77, concurrency: 9 }), 201).organization;
    expect([o.plan, o.rps, o.concurrency]).toEqual(['enterprise', 77, 9]);
  });

  it('rps/concurrency are enterprise-only: a business org never gets a custom rps', async () => {
    const res = await create({ name: 'sneaky', plan: 'business', rps: 999, concurrency: 999 });
    if (res.status === 201) {
      expect([res.body.data.organization.rps, res.body.data.organization.concurrency], res.describe()).toEqual([20, 20]);
    } else {
      expectError(res, 422, 'validation_error');
    }
  });

  it('two organizations get distinct ids and keys', async () => {
    const a = expectSuccess(await create({ name: 'a', plan: 'free' }), 201);
    const b = expectSuccess(await create({ name: 'a', plan: 'free' }), 201);
    expect(a.organization.id).not.toBe(b.organization.id);
    expect(a.apiKey).not.toBe(b.apiKey);
  });

  it('validation errors name the field', async () => {
    expectFieldErrors(await create({ plan: 'business' }), ['name']);
    expectFieldErrors(await create({ name: '', plan: 'business' }), ['name']);
    expectFieldErrors(await create({ name: 42, plan: 'business' }), ['name']);
    expectFieldErrors(await create({ name: 'x', plan: 'gold' }), ['plan']);
    expectFieldErrors(await create({ name: 'x' }), ['plan']);
    expectFieldErrors(await create({ name: 'x', plan: 'business', credits: -1 }), ['credits']);
    expectFieldErrors(await create({ name: 'x', plan: 'business', credits: 1.5 }), ['credits']);
    expectFieldErrors(await create({ name: 'x', plan: 'business', credits: 'lots' }), ['credits']);
    expectFieldErrors(await create({ name: 'x', plan: 'enterprise', rps: 0 }), ['rps']);
    expectFieldErrors(await create({ name: 'x', plan: 'enterprise', concurrency: -3 }), ['concurrency']);
    expectFieldErrors(await create({ plan: 'gold', credits: -1 }), ['name', 'plan', 'credits']);
  });

  it('invalid JSON -> 400 invalid_json', async () => {
    const res = await ctx.api.request('POST', '/admin/organizations', {
      body: '{"name":', headers: { 'content-type': 'application/json', 'x-admin-key': ctx.server.adminKey },
    });
    expectError(res, 400, 'invalid_json');
  });
});

describe('admin authentication', () => {
  it('missing or wrong X-Admin-Key -> 401 revealing nothing', async () => {
    const existing = await ctx.api.createOrg({ plan: 'free' });
    const attempts: Res[] = [
      await ctx.api.admin('POST', '/admin/organizations', { name: 'x', plan: 'free' }, null),
      await ctx.api.admin('POST', '/admin/organizations', { name: 'x', plan: 'free' }, 'wrong'),
      await ctx.api.admin('GET', `/admin/organizations/${existing.id}`, undefined, null),
      await ctx.api.admin('GET', `/admin/organizations/${existing.id}`, undefined, `${ctx.server.adminKey}x`),
      await ctx.api.admin('GET', `/admin/organizations/${randomUUID()}`, undefined, 'wrong'),
      await ctx.api.admin('PATCH', `/admin/organizations/${existing.id}`, { credits: 5 }, 'wrong'),
      await ctx.api.admin('POST', `/admin/organizations/${existing.id}/keys`, {}, 'wrong'),
      await ctx.api.admin('DELETE', `/admin/keys/${existing.keyId}`, undefined, 'wrong'),
      // an API key is not an admin key
      await ctx.api.admin('GET', `/admin/organizations/${existing.id}`, undefined, existing.apiKey),
      await ctx.api.request('GET', `/admin/organizations/${existing.id}`, { key: existing.apiKey }),
    ];
    const messages = new Set<string>();
    for (const res of attempts) {
      expect(res.status, res.describe()).toBe(401);
      expect(res.body?.success, res.describe()).toBe(false);
      expect(res.text, 'must not reveal the organization').not.toContain(existing.organization.name);
      expect(res.text).not.toContain(ctx.server.adminKey);
      messages.add(res.body.error.message);
    }
    // an existing and a random id look the same
    expect(attempts[3]!.body.error).toEqual(attempts[4]!.body.error);
    // nothing changed: the org keeps its credits and the key still works
    expect(await ctx.api.orgCredits(existing.id)).toBeNull();
    expectSuccess(await ctx.api.read('/v1/categories', existing.apiKey));
  });
});

describe('GET / PATCH /admin/organizations/{id}', () => {
  it('GET returns the organization, never the key', async () => {
    const o = await ctx.api.createOrg({ plan: 'growth', credits: 10 });
    const res = await ctx.api.admin('GET', `/admin/organizations/${o.id}`);
    const got = expectSuccess(res).organization;
    expect(got).toEqual(o.organization);
    expect(res.text).not.toContain(o.apiKey);
  });

  it('GET unknown id -> 404 not_found', async () => {
    expectError(await ctx.api.admin('GET', `/admin/organizations/${randomUUID()}`), 404, 'not_found');
  });

  it('PATCH plan, credits, enterprise rps/concurrency', async () => {
    const o = await ctx.api.createOrg({ plan: 'free' });
    let got = expectSuccess(await ctx.api.admin('PATCH', `/admin/organizations/${o.id}`, { plan: 'growth' })).organization;
    expect([got.plan, got.rps, got.concurrency]).toEqual(['growth', 10, 10]);
    got = expectSuccess(await ctx.api.admin('PATCH', `/admin/organizations/${o.id}`, { credits: 5 })).organization;
    expect(got.credits).toBe(5);
    expect(got.plan).toBe('growth');
    got = expectSuccess(await ctx.api.admin('PATCH', `/admin/organizations/${o.id}`, { credits: null })).organization;
    expect(got.credits).toBeNull();
    got = expectSuccess(await ctx.api.admin('PATCH', `/admin/organizations/${o.id}`, { plan: 'enterprise', rps: 33, concurrency: 4 })).organization;
    expect([got.plan, got.rps, got.concurrency]).toEqual(['enterprise', 33, 4]);
    const again = expectSuccess(await ctx.api.admin('GET', `/admin/organizations/${o.id}`)).organization;
    expect(again).toEqual(got);
    // the new limit is in force for the org's key
    const r = await ctx.api.read('/v1/categories', o.apiKey);
    expect(r.headers.get('x-ratelimit-limit'), r.describe()).toBe('33');
    expect(r.headers.get('x-ratelimit-concurrency-limit'), r.describe()).toBe('4');
  });

  it('PATCH validation and unknown id', async () => {
    const o = await ctx.api.createOrg({ plan: 'free' });
    expectFieldErrors(await ctx.api.admin('PATCH', `/admin/organizations/${o.id}`, { plan: 'platinum' }), ['plan']);
    expectFieldErrors(await ctx.api.admin('PATCH', `/admin/organizations/${o.id}`, { credits: -5 }), ['credits']);
    expectError(await ctx.api.admin('PATCH', `/admin/organizations/${randomUUID()}`, { credits: 1 }), 404, 'not_found');
    expect((await ctx.api.admin('GET', `/admin/organizations/${o.id}`)).body.data.organization.plan).toBe('free');
  });
});

describe('keys', () => {
  it('POST /admin/organizations/{id}/keys: default all permissions, or the subset asked for', async () => {
    const o = await ctx.api.createOrg({ plan: 'business' });
    const res = await ctx.api.admin('POST', `/admin/organizations/${o.id}/keys`, {});
    const d = expectSuccess(res, 201);
    expect(d.apiKey, res.describe()).toMatch(KEY_RE);
    expect(d.apiKey).not.toBe(o.apiKey);
    expect(d.key.id).toMatch(UUID_RE);
    expect([...d.key.permissions].sort()).toEqual([...ALL_PERMS].sort());
    const sub = expectSuccess(await ctx.api.admin('POST', `/admin/organizations/${o.id}/keys`, { permissions: ['enrich', 'issues:read'] }), 201);
    expect([...sub.key.permissions].sort()).toEqual(['enrich', 'issues:read']);
  });

  it('key validation and unknown organization', async () => {
    const o = await ctx.api.createOrg({ plan: 'business' });
    expectFieldErrors(await ctx.api.admin('POST', `/admin/organizations/${o.id}/keys`, { permissions: ['admin'] }), ['permissions']);
    expectFieldErrors(await ctx.api.admin('POST', `/admin/organizations/${o.id}/keys`, { permissions: 'enrich' }), ['permissions']);
    expectError(await ctx.api.admin('POST', `/admin/organizations/${randomUUID()}/keys`, {}), 404, 'not_found');
  });

  it('DELETE /admin/keys/{id} revokes; unknown key -> 404', async () => {
    const o = await ctx.api.createOrg({ plan: 'business' });
    expectSuccess(await ctx.api.read('/v1/categories', o.apiKey));
    expectSuccess(await ctx.api.admin('DELETE', `/admin/keys/${o.keyId}`));
    expectError(await ctx.api.get('/v1/categories', o.apiKey), 401, 'authentication_error');
    expectError(await ctx.api.admin('DELETE', `/admin/keys/${randomUUID()}`), 404, 'not_found');
  });
});

describe('secrets stay out of the logs', () => {
  it('no API key or admin key appears in the server output', async () => {
    const o = await ctx.api.createOrg({ plan: 'business' });
    await ctx.api.read('/v1/categories', o.apiKey);
    await ctx.api.get('/v1/categories', `${o.apiKey}x`);
    const out = ctx.server.logs.join('\n');
    expect(out.includes(o.apiKey), 'API key found in logs').toBe(false);
    expect(out.includes(ctx.server.adminKey), 'admin key found in logs').toBe(false);
  });
});

describe('keys at rest (PostgreSQL only: the test reads the database directly)', () => {
  it.skipIf(!usingPostgres())('the database holds the SHA-256 of a key, never the key itself', async () => {
    const o = await ctx.api.createOrg({ plan: 'business' });
    const extra = await ctx.api.createKey(o.id);
    const sql = postgres(ctx.server.store.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const cols = await sql<{ table_name: string; column_name: string }[]>`
        SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea')`;
      const plainHits: string[] = [];
      let hashHits = 0;
      for (const key of [o.apiKey, extra.apiKey]) {
        const body = key.slice(key.indexOf('_') + 1);
        const hash = createHash('sha256').update(key).digest('hex');
        for (const c of cols) {
          const col = sql(c.column_name);
          const tbl = sql(c.table_name);
          const [plain] = await sql`SELECT count(*)::int AS n FROM ${tbl} WHERE position(${body} in ${col}::text) > 0`;
          if (plain!.n > 0) plainHits.push(`${c.table_name}.${c.column_name}`);
          const [hashed] = await sql`SELECT count(*)::int AS n FROM ${tbl} WHERE position(${hash} in ${col}::text) > 0 OR position(${'\\x' + hash} in ${col}::text) > 0`;
          hashHits += hashed!.n;
        }
      }
      expect(plainHits, 'columns holding a raw API key').toEqual([]);
      expect(hashHits, 'the SHA-256 hex of each key should be stored').toBeGreaterThanOrEqual(2);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});
