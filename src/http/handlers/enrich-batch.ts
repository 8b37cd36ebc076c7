// POST /v1/transactions/enrich/batch: 1-1000 transactions, each validated and processed exactly
// like a single enrich (its own idempotency key, credit and stored transaction) by the same
// code (enrichOne). They all start in the same turn, so the pool sends them to the workers as a
// few batches and the writer stores them in a few statements. Results come back in input order
// with the status each item would have had alone; one bad item never fails the others.
//
// Load shedding: the batch is shed whole (503) when the pool is saturated before it starts;
// once started its items are not shed by the queue-wait estimate (only by the hard queue cap).
//
// Limits: the request itself is admitted like any other (one token, one concurrency slot); each
// further item takes one more token of the organization's rps bucket. Items for which no token
// is left answer 429 rate_limited inside the batch (nothing stored or charged): a batch never
// gets more enrichments per second through than the same items sent one by one.
import { HttpError, validationError, type FieldErrors } from '../envelope.js';
import { addFieldError, collectErrors } from '../validation.js';
import { validateEnrichBody, type EnrichBody } from '../schemas.js';
import { errorFields } from '../../log.js';
import { metaJson } from '../envelope.js';
import type { Ctx } from '../context.js';
import type { Deps } from '../deps.js';
import type { Reply, RouteInput } from '../router.js';
import { enrichOne, shedWhenSaturated, unkeyed, IDEMPOTENCY_KEY_RE, IDEMPOTENCY_KEY_RULE, type EnrichOrg } from './enrich.js';
import { publicBase } from '../public-base.js';
import type { JsonPieces } from '../../json-bytes.js';

export const MAX_BATCH_ITEMS = 1000;
/** 1000 items of up to ~330 bytes each (title of 256 characters, key of 64) with headroom. */
export const BATCH_MAX_BODY_BYTES = 1024 * 1024;

export async function enrichBatch(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const body = input.body as { transactions?: unknown } | null;
  const items = body !== null && typeof body === 'object' && !Array.isArray(body) ? body.transactions : undefined;
  if (!Array.isArray(items) || items.length < 1 || items.length > MAX_BATCH_ITEMS) {
    throw validationError({ transactions: [`must be an array of 1-${MAX_BATCH_ITEMS} transactions ({"title","country","type","idempotencyKey"})`] });
  }
  if (body !== null && Object.keys(body).some((k) => k !== 'transactions')) {
    throw validationError({ body: ['only "transactions" is allowed at the top level'] });
  }
  // Shed a batch as a whole, before any item takes a resource.
  const shed = shedWhenSaturated(deps);
  if (shed !== null) throw shed;
  const org = input.auth!.org;
  // The request's own admission paid for the first item.
  const limits = { rps: org.rps, concurrency: org.concurrency, burst: org.burst ?? undefined };
  const tokens = 1 + await deps.limiter.take(org.id, limits, items.length - 1);
  const iconBase = publicBase(deps, input.headers.host);
  const results = await Promise.all(items.map((item, i) => processItem(i, item, i < tokens, org, ctx, deps, iconBase)));
  const pieces: JsonPieces = ['{"success":true,"data":{"results":['];
  for (let i = 0; i < results.length; i++) {
    if (i > 0) pieces.push(',');
    for (const p of results[i]!) pieces.push(p);
  }
  pieces.push(`]},"meta":${metaJson(ctx.requestId, `,"categoryVersion":${JSON.stringify(deps.categoryVersion)}`)}}`);
  return { status: 200, body: pieces };
}

async function processItem(index: number, item: unknown, admitted: boolean, org: EnrichOrg, ctx: Ctx, deps: Deps, iconBase: string): Promise<JsonPieces> {
  try {
    const errors: FieldErrors = {};
    let key = '';
    let fields: EnrichBody | null = null;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      addFieldError(errors, 'transaction', 'must be an object {"title","country","type","idempotencyKey"}');
    } else {
      const { idempotencyKey, ...rest } = item as Record<string, unknown>;
      if (idempotencyKey === undefined && deps.config.idempotencyKey === 'optional') {
        key = unkeyed(); // stored without deduplication, as a single enrich without a key header
      } else if (typeof idempotencyKey !== 'string' || idempotencyKey === '') {
        addFieldError(errors, 'idempotencyKey', 'is required: a unique key per transaction');
      } else if (!IDEMPOTENCY_KEY_RE.test(idempotencyKey)) {
        addFieldError(errors, 'idempotencyKey', IDEMPOTENCY_KEY_RULE);
      } else {
        key = idempotencyKey;
      }
      if (validateEnrichBody(rest)) fields = rest;
      else collectErrors(validateEnrichBody.errors, errors);
    }
    if (Object.keys(errors).length > 0 || fields === null) throw validationError(errors);
    if (!admitted) {
      throw new HttpError(429, 'rate_limited',
        `Rate limit of ${org.rps} requests per second exceeded for this organization: each batch item counts as one request; retry this item in 1 s`,
        { scope: 'rps', limit: org.rps, retryAfter: 1 });
    }
    const r = await enrichOne(org, key, fields, ctx, deps, iconBase, true);
    return [`{"index":${index},"status":200,"transaction":`, ...r.data, '}'];
  } catch (err) {
    const e = err instanceof HttpError ? err : asHttpError(err, ctx, deps);
    const error = e.details === undefined ? { code: e.code, message: e.message } : { code: e.code, message: e.message, details: e.details };
    return [`{"index":${index},"status":${e.status},"error":${JSON.stringify(error)}}`];
  }
}

/** What the router would answer for a non-HttpError (storage shedding, closing, a bug). */
function asHttpError(err: unknown, ctx: Ctx, deps: Deps): HttpError {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'overloaded') return new HttpError(503, 'overloaded', 'The service is overloaded; retry in 1 s.');
  if (code === 'store_closed') return new HttpError(503, 'overloaded', 'The service is shutting down; retry in a few seconds.');
  deps.log.error('batch item failed', { requestId: ctx.requestId, ...errorFields(err) });
  return new HttpError(500, 'internal_error', `An internal error occurred; quote request id ${ctx.requestId} when reporting it.`);
}
