// GET /v1/transactions, GET /v1/transactions/count, GET|DELETE /v1/transactions/{id}
import { validateTxListQuery, validateTxCountQuery, TX_LIST_INTS, EMPTY_INTS } from '../schemas.js';
import { parseTimestamp } from '../validation.js';
import type { Ctx } from '../context.js';
import type { Deps } from '../deps.js';
import type { Reply, RouteInput } from '../router.js';
import { validationError } from '../envelope.js';
import { checkIds, found, ok, okJson, validQuery } from './common.js';
import { currentShape } from '../../store/stored-shape.js';
import { publicBase } from '../public-base.js';

/** Headers these handlers read: Host renders stored relative icon paths as URLs. */
export const TRANSACTION_HEADERS = ['host'] as const;

const dateOrNull = (s: string | undefined): Date | null => (s === undefined ? null : new Date(parseTimestamp(s)));

export async function listTransactions(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const q = validQuery(input.query, validateTxListQuery, TX_LIST_INTS);
  const afterDate = dateOrNull(q.afterDate);
  const beforeDate = dateOrNull(q.beforeDate);
  if (afterDate !== null && beforeDate !== null && afterDate.getTime() > beforeDate.getTime()) {
    throw validationError({ afterDate: ['must not be later than beforeDate'] });
  }
  const size = q.size ?? 20;
  let page;
  try {
    page = await deps.store.listTransactions(input.auth!.org.id, { size, cursor: q.cursor ?? null, afterDate, beforeDate });
  } catch (err) {
    // The store signals a cursor it did not produce with InvalidCursorError (code invalid_cursor).
    if ((err as { code?: unknown } | null)?.code === 'invalid_cursor') {
      throw validationError({ cursor: ['is not a valid cursor: pass the nextCursor value of a previous page unchanged'] });
    }
    throw err;
  }
  const base = publicBase(deps, input.headers.host);
  for (const tx of page.transactions) currentShape(tx, base);
  return okJson(ctx, `{"transactions":${JSON.stringify(page.transactions)},"pagination":{"size":${size},"hasMore":${page.nextCursor !== null},"nextCursor":${JSON.stringify(page.nextCursor)}}}`);
}

export async function countTransactions(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const q = validQuery(input.query, validateTxCountQuery, EMPTY_INTS);
  const count = await deps.store.countTransactions(input.auth!.org.id, dateOrNull(q.afterDate));
  return okJson(ctx, `{"count":${count}}`);
}

export async function getTransaction(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  checkIds(input.params, ['id']);
  const tx = found(await deps.store.getTransaction(input.auth!.org.id, input.params[0]!.toLowerCase()), 'Transaction');
  return ok(ctx, { transaction: currentShape(tx, publicBase(deps, input.headers.host)) });
}

export async function deleteTransaction(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  checkIds(input.params, ['id']);
  const id = input.params[0]!.toLowerCase();
  const deleted = await deps.store.deleteTransaction(input.auth!.org.id, id);
  found(deleted ? true : null, 'Transaction');
  return okJson(ctx, `{"deleted":true,"transactionId":"${id}"}`);
}
