// Health (/ and /health), readiness (/ready), API info (/v1) and the category taxonomy.
import { packageVersion } from '../../config.js';
import { HttpError } from '../envelope.js';
import type { Ctx } from '../context.js';
import type { Deps } from '../deps.js';
import type { Reply, RouteInput } from '../router.js';
import { validQuery, okJson } from './common.js';
import { validateNoQuery, EMPTY_INTS } from '../schemas.js';

const HEALTH_JSON = JSON.stringify({ status: 'healthy', service: 'txenrich', version: packageVersion });

export function health(_input: RouteInput, ctx: Ctx): Reply {
  return okJson(ctx, HEALTH_JSON);
}

export async function ready(_input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  let up = false;
  try {
    up = await Promise.race([
      deps.store.ping(),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
    ]);
  } catch {
    up = false;
  }
  if (!up) throw new HttpError(503, 'not_ready', 'The database is not answering; this node is not ready.', { database: 'down' }, [['Retry-After', '1']]);
  return okJson(ctx, JSON.stringify({ status: 'ready', service: 'txenrich', version: packageVersion, database: 'up' }));
}

// Both forms of the spec's endpoint map, merged (names are unique across them).
const API_INFO_JSON = JSON.stringify({
  version: 'v1',
  endpoints: {
    enrich: '/v1/transactions/enrich',
    transactions: '/v1/transactions',
    transactionsCount: '/v1/transactions/count',
    transaction: '/v1/transactions/{id}',
    categories: '/v1/categories',
    banks: '/v1/banks',
    bank: '/v1/banks/{id}',
    merchants: '/v1/merchants/{id}',
    locations: '/v1/locations/{id}',
    intermediaries: '/v1/intermediaries/{id}',
    // payment processors are intermediaries ("SQ *", "PAYPAL *"): same ids, same lookup
    paymentProcessors: '/v1/intermediaries/{id}',
    p2pPlatforms: '/v1/p2p-platforms/{id}',
    reportIssue: '/v1/report-issue',
  },
});

export function apiInfo(_input: RouteInput, ctx: Ctx): Reply {
  return okJson(ctx, API_INFO_JSON);
}

export function categories(input: RouteInput, ctx: Ctx, deps: Deps): Reply {
  validQuery(input.query, validateNoQuery, EMPTY_INTS);
  return okJson(ctx, deps.categoriesDataJson, 200, `,"categoryVersion":${JSON.stringify(deps.categoryVersion)}`);
}
