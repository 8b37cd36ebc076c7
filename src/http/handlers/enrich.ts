// POST /v1/transactions/enrich: validate -> in-memory key claim on this node -> idempotency
// lookup + credit reservation (batched, concurrently) -> worker pool -> group-committed write,
// which claims the key in the database (a lost claim is 409, uncharged) -> 200.
// Every failure after the reservation refunds it.
import { randomUUID } from 'node:crypto';
import { uuid7 } from '../../uuid7.js';
import { HttpError, validationError, type FieldErrors } from '../envelope.js';
import { addFieldError, collectErrors } from '../validation.js';
import { validateEnrichBody, type EnrichBody } from '../schemas.js';
import { PoolError } from '../../enrich/pool.js';
import type { EnrichReply } from '../../../workers/protocol.js';
import type { IdempotencyClaim } from '../../store/types.js';
import { errorFields } from '../../log.js';
import type { Ctx } from '../context.js';
import type { Deps } from '../deps.js';
import type { Reply, RouteInput } from '../router.js';
import { metaJson } from '../envelope.js';
import { applyCorrectionOrKeep } from '../../enrich/corrections.js';
import { recordEnrichment } from '../../metrics.js';
import { publicBase } from '../public-base.js';
import { pushIconPathPieces } from '../../enrich/icons.js';
import type { JsonPieces } from '../../json-bytes.js';

const IDEMPOTENCY_RE = /^[a-zA-Z0-9_-]{1,64}$/;
const IDEMPOTENCY_MSG = 'must be 1-64 characters from A-Z, a-z, 0-9, "_" and "-"';
export const ENRICH_HEADERS = ['idempotency-key', 'x-idempotency-key'] as const;

export const IDEMPOTENCY_KEY_RE = IDEMPOTENCY_RE;
export const IDEMPOTENCY_KEY_RULE = IDEMPOTENCY_MSG;

/**
 * Reads the idempotency key from either header, reporting problems under the header's name.
 * '' when none was sent and IDEMPOTENCY_KEY=optional allows that.
 */
function idempotencyKey(headers: Record<string, string>, errors: FieldErrors, optional: boolean): string {
  const a = headers['idempotency-key'] ?? '';
  const b = headers['x-idempotency-key'] ?? '';
  if (a === '' && b === '') {
    if (optional) return '';
    addFieldError(errors, 'Idempotency-Key', 'is required: send a unique Idempotency-Key (or X-Idempotency-Key) header per transaction');
    return '';
  }
  if (a !== '' && b !== '' && a !== b) {
    addFieldError(errors, 'Idempotency-Key', 'differs from X-Idempotency-Key: send one header, or the same value in both');
    return '';
  }
  if (a !== '' && !IDEMPOTENCY_RE.test(a)) addFieldError(errors, 'Idempotency-Key', IDEMPOTENCY_MSG);
  if (b !== '' && !IDEMPOTENCY_RE.test(b)) addFieldError(errors, 'X-Idempotency-Key', IDEMPOTENCY_MSG);
  return a !== '' ? a : b;
}

const UNKEYED_MARK = 0x7e; // "~"
/** The internal key of a request sent without one: never equal to a client's key. */
export const unkeyed = (): string => `~${randomUUID()}`;

export async function enrich(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const errors: FieldErrors = {};
  const sentKey = idempotencyKey(input.headers, errors, deps.config.idempotencyKey === 'optional');
  if (!validateEnrichBody(input.body)) collectErrors(validateEnrichBody.errors, errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  // No key (IDEMPOTENCY_KEY=optional): a fresh internal key that no client key can equal (the
  // "~" is outside the key pattern) stores the result without deduplication.
  const key = sentKey !== '' ? sentKey : unkeyed();
  const r = await enrichOne(input.auth!.org, key, input.body as EnrichBody, ctx, deps, publicBase(deps, input.headers.host));
  const meta = metaJson(ctx.requestId, `,"categoryVersion":${JSON.stringify(deps.categoryVersion)},"errors":${r.errorsJson}`);
  return {
    status: 200,
    body: [`{"success":true,"partial":${r.partial},"data":`, ...r.data, `,"meta":${meta}}`],
    headers: r.creditsRemaining !== null ? [['X-Credits-Remaining', String(r.creditsRemaining)]] : undefined,
  };
}

export type EnrichOrg = NonNullable<RouteInput['auth']>['org'];

/** One finished, stored enrichment: the transaction as JSON text and what the envelope needs. */
export interface Enriched {
  /** The transaction's JSON text, in pieces (the result part is the worker's UTF-8 bytes). */
  data: JsonPieces;
  partial: boolean;
  errorsJson: string;
  /** Balance after this enrichment, null for unlimited organizations. */
  creditsRemaining: number | null;
}

/**
 * Enriches and stores one validated transaction (the single and the batch endpoint both run
 * this): throws the HttpError the request would answer with (402, 409, 503, 500).
 */
export async function enrichOne(org: EnrichOrg, key: string, body: EnrichBody, ctx: Ctx, deps: Deps, iconBase: string, inBatch = false): Promise<Enriched> {
  const country = body.country.toUpperCase();
  const dedup = key.charCodeAt(0) !== UNKEYED_MARK;

  // Shed load before taking any resources (a batch checked once for all its items).
  const shed = inBatch ? null : shedWhenSaturated(deps);
  if (shed !== null) throw shed;
  let reservedBalance: number | null | false = null;

  // One enrichment per key at a time on this node; across nodes the database decides when
  // the results are written (the loser's result is discarded and it answers 409).
  const localKey = `${org.id}\0${key}`;
  if (deps.enrichInFlight.has(localKey)) throw inProgress();
  deps.enrichInFlight.add(localKey);
  let refund = 0; // credits to give back on the way out
  const txId = uuid7(); // time-ordered (src/uuid7.ts); also names the credit reservation (reconciled against it)
  try {
    // Both batched per tick with other requests: the key lookup (no write: the key is claimed
    // by the write itself) and, for organizations with a balance, the credit reservation.
    let reply: EnrichReply;
    if (org.credits === null) {
      // Unlimited (as cached by auth, like the plan): no reservation and no lookup before the
      // work. The write claims the key in the same statement that stores the result: a key held
      // by another request makes the write lose (nothing stored or charged) and answers 409.
      reply = deps.pool.cached(body.title, country, body.type) ?? await runEngine(body, country, ctx, deps, inBatch);
    } else {
      const reserving = deps.store.reserveCredits(org.id, 1, txId);
      reserving.catch(() => {}); // awaited below; a rejection before then is not "unhandled"
      let claim: IdempotencyClaim;
      try {
        claim = dedup ? await deps.store.lookupIdempotencyKey(org.id, key) : { state: 'claimed' };
      } finally {
        const r = await reserving;
        if (typeof r === 'number') refund = 1; // given back below unless the work completes
        reservedBalance = r;
      }
      if (claim.state === 'completed') throw await completed(deps, org.id, key, claim.transactionId);
      if (claim.state === 'in_progress') throw inProgress();
      if (reservedBalance === false) {
        throw new HttpError(402, 'insufficient_credits',
          'This organization has no credits left; enrichment costs 1 credit. Ask your administrator to add credits.',
          { creditsRequired: 1, creditsRemaining: 0 }, [['X-Credits-Remaining', '0']]);
      }
      reply = deps.pool.cached(body.title, country, body.type) ?? await runEngine(body, country, ctx, deps, inBatch);
    }

    // The organization's own correction for this title, if any (null at once when it has none).
    // Icons stay relative in reply.json; the response renders them below.
    const fix = deps.corrections.match(org.id, body.title);
    if (fix !== null) reply = applyCorrectionOrKeep(reply, await fix);

    const createdAt = new Date();
    const processingTimeMs = Math.max(0, Math.round(performance.now() - ctx.startedAt));
    const charge = reply.partial ? 0 : 1;
    const outcome = await deps.store.writeTransaction({
      id: txId,
      orgId: org.id,
      idempotencyKey: key,
      raw: body.title,
      direction: body.type,
      country,
      status: 'completed',
      partial: reply.partial,
      errors: reply.errors,
      errorsJson: reply.errorsJson,
      createdAt,
      processingTimeMs,
      resultJson: reply.json, // icons relative: the origin is put in front when a response is rendered
      merchantId: reply.merchantId,
      merchantJson: reply.merchantJson,
      location: null,
      locationId: reply.locationId,
      locationJson: reply.locationJson,
      charge,
    });
    // Another node (or an earlier request) holds the key: this result is dropped, not charged.
    if (!outcome.stored) throw outcome.state === 'completed' ? await completed(deps, org.id, key, outcome.transactionId) : inProgress();
    if (charge === 1) refund = 0; // partial results are free: the finally block gives the credit back
    recordEnrichment(reply, charge, fix !== null);

    const head =
      `{"id":"${txId}","raw":${JSON.stringify(body.title)},"direction":"${body.type}","status":"completed",` +
      `"partial":${reply.partial},"errors":${reply.errorsJson},"createdAt":"${createdAt.toISOString()}",` +
      `"country":${JSON.stringify(country)},"processingTimeMs":${processingTimeMs},`;
    // the head, then the result's members (its bytes without the opening brace)
    const data: JsonPieces = [head];
    pushIconPathPieces(data, reply.json, iconBase, 1, reply.iconAt);
    return {
      data,
      partial: reply.partial,
      errorsJson: reply.errorsJson,
      creditsRemaining: typeof reservedBalance === 'number' ? reservedBalance + (charge === 0 ? 1 : 0) : null,
    };
  } finally {
    deps.enrichInFlight.delete(localKey);
    if (refund > 0) {
      await deps.store.refundCredits(org.id, refund, txId).catch((err: unknown) => deps.log.error('credit refund failed', { orgId: org.id, ...errorFields(err) }));
    }
  }
}

/** 409 completed; says so when the transaction has since been deleted (rare path: one read). */
async function completed(deps: Deps, orgId: string, key: string, transactionId: string): Promise<HttpError> {
  const exists = await deps.store.getTransaction(orgId, transactionId).then((t) => t !== null, () => true);
  if (!exists) {
    return new HttpError(409, 'idempotency_conflict',
      `Idempotency key "${key}" was already used for a completed enrichment (transaction ${transactionId}), which has since been deleted; use a new key to enrich again.`,
      { state: 'completed', transactionId, deleted: true });
  }
  return new HttpError(409, 'idempotency_conflict',
    `Idempotency key "${key}" was already used for a completed enrichment (transaction ${transactionId}); fetch it with GET /v1/transactions/${transactionId}.`,
    { state: 'completed', transactionId });
}

function inProgress(): HttpError {
  return new HttpError(409, 'idempotency_conflict',
    'An enrichment with this idempotency key is still in progress; retry in 1 s to get its outcome.',
    { state: 'in_progress' }, [['Retry-After', '1']]);
}

const QUEUE_FULL = 'The enrichment queue is full; retry in 1 s.';

/**
 * The 503 of an enrichment the pool cannot take now (its queue is full or too slow), or null: both
 * enrich endpoints' Route.shed (before the body is parsed), checked again by the handlers once the
 * body has arrived.
 */
export function shedWhenSaturated(deps: Deps): HttpError | null {
  return deps.pool.saturated ? overloaded(QUEUE_FULL) : null;
}

export function overloaded(message: string): HttpError {
  return new HttpError(503, 'overloaded', message, undefined, [['Retry-After', '1']]);
}

/** The worker pool's answer for a title the result cache does not hold; failures as HttpErrors. */
async function runEngine(body: EnrichBody, country: string, ctx: Ctx, deps: Deps, inBatch: boolean): Promise<EnrichReply> {
  try {
    return await deps.pool.enqueue(body.title, country, body.type, undefined, inBatch);
  } catch (err) {
    throw poolFailure(err, ctx, deps);
  }
}

function poolFailure(err: unknown, ctx: Ctx, deps: Deps): HttpError {
  const kind = err instanceof PoolError ? err.kind : 'crashed';
  const cause = err instanceof PoolError ? err.cause : err;
  deps.log.error('enrichment failed', { requestId: ctx.requestId, kind, ...errorFields(cause ?? err) });
  if (kind === 'overloaded' || kind === 'closed') return overloaded(kind === 'closed' ? 'The service is shutting down; retry on another node or in a few seconds.' : QUEUE_FULL);
  if (kind === 'timeout') return overloaded('The enrichment did not finish in time; nothing was charged. Retry with the same Idempotency-Key.');
  return new HttpError(500, 'internal_error', `The enrichment failed unexpectedly; nothing was charged or stored. Retry with the same Idempotency-Key (request id ${ctx.requestId}).`);
}
