// API_KEY_PREFIX: keys are issued as <prefix>_<body>, and keys with another prefix are
// rejected as invalid format (spec, Authentication rule 2).
import { describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { expectError, expectSuccess } from '../helpers/checks.js';

const ctx = useServer({ env: { API_KEY_PREFIX: 'acme' } });

describe('custom key prefix', () => {
  it('issues acme_ keys and rejects txe_ keys', async () => {
    const org = await ctx.api.createOrg({ plan: 'business' });
    expect(org.apiKey).toMatch(/^acme_[A-Za-z0-9_-]{32,}$/);
    expectSuccess(await ctx.api.read('/v1/categories', org.apiKey));
    const body = org.apiKey.slice('acme_'.length);
    expectError(await ctx.api.get('/v1/categories', `txe_${body}`), 401, 'authentication_error');
    const extra = await ctx.api.createKey(org.id);
    expect(extra.apiKey).toMatch(/^acme_/);
  });
});
