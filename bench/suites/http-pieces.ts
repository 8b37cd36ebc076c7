// The per-request pieces of the HTTP hot path, measured alone: auth cache hit, rate limiter,
// Ajv validation, and response serialisation (the service's own modules in src/http).
import { randomBytes } from 'node:crypto';
import { Authenticator, hashApiKey } from '../../src/http/auth.js';
import { MemoryLimiter } from '../../src/limits/memory.js';
import { validateEnrichBody, validateBankSearchQuery, BANK_SEARCH_INTS } from '../../src/http/schemas.js';
import { collectErrors, parseQuery } from '../../src/http/validation.js';
import { successBody, errorBody } from '../../src/http/envelope.js';
import { createLogger } from '../../src/log.js';
import type { Store, Organization, ApiKeyInfo } from '../../src/store/types.js';
import { sampleEngineResult } from '../lib/sample-result.js';
import { runTiny } from '../lib/tiny.js';
import type { Suite } from '../lib/suite.js';

/** The one Store method authentication reads; after the first call every lookup is a cache hit. */
function keyLookupStore(org: Organization, key: ApiKeyInfo, hash: string): { store: Store; lookups: () => number } {
  let lookups = 0;
  const store = {
    async findApiKey(h: string) { lookups++; return h === hash ? { key, org } : null; },
    async revokedKeyHashesSince() { return []; },
  } as unknown as Store;
  return { store, lookups: () => lookups };
}

export const httpPiecesSuite: Suite = {
  name: 'http-pieces',
  description: 'auth cache hit, rate limiter, Ajv validation, response serialisation (src/http)',
  async run(ctx) {
    const apiKey = `txe_${randomBytes(32).toString('base64url')}`;
    const org: Organization = { id: 'b7e1c7e4-3c1c-4d5f-9a43-8c2f7d1e0a11', name: 'bench', plan: 'business', credits: null, rps: 1e9, concurrency: 1e9, createdAt: new Date() };
    const key: ApiKeyInfo = { id: 'e0f4f0f2-8a6b-4d2e-9d7b-4b2f1a0c9e33', orgId: org.id, permissions: ['enrich'], createdAt: new Date(), revokedAt: null };
    const { store, lookups } = keyLookupStore(org, key, hashApiKey(apiKey));
    // A long TTL keeps every measured call a hit.
    const auth = new Authenticator(store, createLogger('silent'), { prefix: 'txe', ttlMs: 600_000 });
    await auth.authenticate(apiKey);

    const limiter = new MemoryLimiter();
    const orgIds = Array.from({ length: 200 }, (_, i) => `org-${i}`);
    let rot = 0;

    const goodBody = { title: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', country: 'US', type: 'expense' };
    const goodBodyText = Buffer.from(JSON.stringify(goodBody));
    const badBody = { title: '', country: 'USA', type: 'debit', extra: 1 };
    const r = sampleEngineResult();
    const dataJson = JSON.stringify({ transaction: r.transaction, enrichments: r.enrichments });
    const requestId = '0b6c0d7e-9a0e-4f2b-8f44-6a5b1c2d3e4f';

    const rows = await runTiny('http pieces', [
      { name: 'auth: authenticate (cache hit, incl. SHA-256)', fn: () => auth.authenticate(apiKey) },
      { name: 'auth: SHA-256 of the key alone', fn: () => hashApiKey(apiKey) },
      { name: 'rate limit: admit+release (1 org)', fn: () => limiter.admit(org.id, { rps: 1e9, concurrency: 1e9 }).release() },
      { name: 'rate limit: admit+release (200 orgs)', fn: () => limiter.admit(orgIds[rot++ % 200]!, { rps: 1e9, concurrency: 1e9 }).release() },
      { name: 'body: JSON.parse(enrich body)', fn: () => JSON.parse(goodBodyText.toString()) },
      { name: 'ajv: enrich body (valid)', fn: () => validateEnrichBody(goodBody) },
      { name: 'ajv: enrich body (invalid, collect fieldErrors)', fn: () => { if (!validateEnrichBody(badBody)) collectErrors(validateEnrichBody.errors, {}); } },
      { name: 'ajv: bank search query (parse+validate)', fn: () => validateBankSearchQuery(parseQuery('name=Chase&country=US&page=2&size=50', BANK_SEARCH_INTS).query) },
      { name: 'serialise: successBody(worker JSON text)', fn: () => successBody(requestId, dataJson, ',"categoryVersion":"2026.1","errors":[]', ',"partial":false') },
      { name: 'serialise: JSON.stringify(full envelope)', fn: () => JSON.stringify({ success: true, partial: false, data: { transaction: r.transaction, enrichments: r.enrichments }, meta: { generatedAt: new Date().toISOString(), requestId, version: '0.1.0', categoryVersion: '2026.1', errors: [] } }) },
      { name: 'serialise: errorBody(422 with fieldErrors)', fn: () => errorBody(requestId, 'validation_error', 'Request validation failed', { fieldErrors: { title: ['is required'], country: ['must be a two-letter code'] } }) },
    ], { time: 300 });
    limiter.stop();
    auth.stop();
    ctx.log(`store lookups during the auth run: ${lookups()} (1 = every measured call was a cache hit)`);
    return { tables: [{ title: 'per-request pieces', rows }], details: { authStoreLookups: lookups(), responseBytes: Buffer.byteLength(successBody(requestId, dataJson)) } };
  },
};
