// POST /v1/transactions/enrich: validate -> in-memory key claim on this node -> idempotency
// lookup + credit reservation (batched, concurrently) -> worker pool -> group-committed write,
// which claims the key in the database (a lost claim is 409, uncharged) -> 200.
// Every failure after the reservation refunds it.
import { randomUUID } from 'node:crypto';
import { HttpError, validationError, type FieldErrors } from '../envelope.js';
import { addFieldError, collectErrors } from '../validation.js';
import { validateEnrichBody } from '../schemas.js';
import { PoolError } from '../../enrich/pool.js';
import type { EnrichReply } from '../../enrich/protocol.js';
import type { IdempotencyClaim } from '../../store/types.js';
import { errorFields } from '../../log.js';
import type { Ctx } from '../context.js';
import type { Deps } from '../deps.js';
import type { Reply, RouteInput } from '../router.js';
import { metaJson } from '../envelope.js';
import { applyCorrectionOrKeep } from '../../enrich/corrections.js';
import { recordEnrichment } from '../../metrics.js';
import { publicBase } from '../public-base.js';

const IDEMPOTENCY_RE = /^[a-zA-Z0-9_-]{1,64}$/;
const IDEMPOTENCY_MSG = 'must be 1-64 characters from A-Z, a-z, 0-9, "_" and "-"';
export const ENRICH_HEADERS = ['idempotency-key', 'x-idempotency-key'] as const;

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

export async function enrich(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const org = input.auth!.org;
  const errors: FieldErrors = {};
  const sentKey = idempotencyKey(input.headers, errors, deps.config.idempotencyKey === 'optional');
  if (!validateEnrichBody(input.body)) collectErrors(validateEnrichBody.errors, errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const body = input.body as { title: string; country: string; type: 'expense' | 'income' };
  const country = body.country.toUpperCase();
  // No key (IDEMPOTENCY_KEY=optional): a fresh internal key that no client key can equal (the
  // "~" is outside the key pattern) stores the result without deduplication.
  const key = sentKey !== '' ? sentKey : `~${randomUUID()}`;
  const dedup = sentKey !== '';
  const iconBase = publicBase(deps, input.headers.host);

  // Shed load before taking any resources.
  if (deps.pool.saturated) throw overloaded('The enrichment queue is full; retry in 1 s.');
  let reservedBalance: number | null | false = null;

  // One enrichment per key at a time on this node; across nodes the database decides when
  // the results are written (the loser's result is discarded and it answers 409).
  const localKey = `${org.id}\0${key}`;
  if (deps.enrichInFlight.has(localKey)) throw inProgress();
  deps.enrichInFlight.add(localKey);
  let refund = 0; // credits to give back on the way out
  try {
    // Both batched per tick with other requests: the key lookup (no write: the key is claimed
    // by the write itself) and, for organizations with a balance, the credit reservation.
    let reply: EnrichReply;
    if (org.credits === null) {
      // Unlimited (as cached by auth, like the plan): no reservation, and the enrichment starts
      // at once next to the lookup. The lookup is only a shortcut here - the write decides - so
      // the request waits for it only while the enrichment runs: a taken key found in time
      // answers 409 at once; otherwise the write's claim answers it (nothing stored, 409).
      const work = deps.pool.enrich(body.title, country, body.type, undefined, iconBase);
      work.catch(() => {}); // may be abandoned below
      const taken = (dedup ? deps.store.lookupIdempotencyKey(org.id, key) : never()).then(
        (c) => (c.state === 'claimed' ? never() : c),
        () => never(), // a failed lookup changes nothing: the write still decides
      );
      let first: EnrichReply | IdempotencyClaim;
      try {
        first = await Promise.race([work, taken]);
      } catch (err) {
        throw poolFailure(err, ctx, deps);
      }
      if ('state' in first) throw first.state === 'completed' ? await completed(deps, org.id, key, first.transactionId) : inProgress();
      reply = first;
    } else {
      const reserving = deps.store.reserveCredits(org.id, 1);
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
      try {
        reply = await deps.pool.enrich(body.title, country, body.type, undefined, iconBase);
      } catch (err) {
        throw poolFailure(err, ctx, deps);
      }
    }

    // The organization's own correction for this title, if any (null at once when it has none).
    const fix = deps.corrections.match(org.id, body.title);
    if (fix !== null) reply = applyCorrectionOrKeep(reply, await fix, iconBase);

    const txId = randomUUID();
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
      createdAt,
      processingTimeMs,
      resultJson: reply.storedJson ?? reply.json,
      merchantId: reply.merchantId,
      location: reply.location,
      charge,
    });
    // Another node (or an earlier request) holds the key: this result is dropped, not charged.
    if (!outcome.stored) throw outcome.state === 'completed' ? await completed(deps, org.id, key, outcome.transactionId) : inProgress();
    if (charge === 1) refund = 0; // partial results are free: the finally block gives the credit back
    recordEnrichment(reply, charge, fix !== null);

    const errorsJson = JSON.stringify(reply.errors);
    const data =
      `{"id":"${txId}","raw":${JSON.stringify(body.title)},"direction":"${body.type}","status":"completed",` +
      `"partial":${reply.partial},"errors":${errorsJson},"createdAt":"${createdAt.toISOString()}",` +
      `"country":${JSON.stringify(country)},"processingTimeMs":${processingTimeMs},${reply.json.slice(1)}`;
    const meta = metaJson(ctx.requestId, `,"categoryVersion":${JSON.stringify(deps.categoryVersion)},"errors":${errorsJson}`);
    const headers: Array<[string, string]> | undefined =
      typeof reservedBalance === 'number' ? [['X-Credits-Remaining', String(reservedBalance + (charge === 0 ? 1 : 0))]] : undefined;
    return {
      status: 200,
      body: `{"success":true,"partial":${reply.partial},"data":${data},"meta":${meta}}`,
      headers,
    };
  } finally {
    deps.enrichInFlight.delete(localKey);
    if (refund > 0) {
      await deps.store.refundCredits(org.id, refund).catch((err: unknown) => deps.log.error('credit refund failed', { orgId: org.id, ...errorFields(err) }));
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

/**
 * A promise that never settles: drops a branch out of a Promise.race. A fresh one per use: a
 * shared one would collect a reaction from every request and never release them.
 */
const never = (): Promise<never> => new Promise<never>(() => {});

function inProgress(): HttpError {
  return new HttpError(409, 'idempotency_conflict',
    'An enrichment with this idempotency key is still in progress; retry in 1 s to get its outcome.',
    { state: 'in_progress' }, [['Retry-After', '1']]);
}

function overloaded(message: string): HttpError {
  return new HttpError(503, 'overloaded', message, undefined, [['Retry-After', '1']]);
}

function poolFailure(err: unknown, ctx: Ctx, deps: Deps): HttpError {
  const kind = err instanceof PoolError ? err.kind : 'crashed';
  const cause = err instanceof PoolError ? err.cause : err;
  deps.log.error('enrichment failed', { requestId: ctx.requestId, kind, ...errorFields(cause ?? err) });
  if (kind === 'overloaded' || kind === 'closed') return overloaded(kind === 'closed' ? 'The service is shutting down; retry on another node or in a few seconds.' : 'The enrichment queue is full; retry in 1 s.');
  if (kind === 'timeout') return overloaded('The enrichment did not finish in time; nothing was charged. Retry with the same Idempotency-Key.');
  return new HttpError(500, 'internal_error', `The enrichment failed unexpectedly; nothing was charged or stored. Retry with the same Idempotency-Key (request id ${ctx.requestId}).`);
}
