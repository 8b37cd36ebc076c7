// GET /v1/transactions, GET /v1/transactions/count, GET|DELETE /v1/transactions/{id}
import { validateTxListQuery, validateTxCountQuery, TX_LIST_INTS, EMPTY_INTS } from '../schemas.js';
import { parseTimestamp } from '../validation.js';
import type { Ctx } from '../context.js';
import type { Deps } from '../deps.js';
import type { Reply, RouteInput } from '../router.js';
import { validationError } from '../envelope.js';
import type { StoredTransaction } from '../../store/types.js';
import { checkIds, found, okJson, validQuery } from './common.js';
import { currentShape, storedInCurrentShape } from '../../store/stored-shape.js';
import { publicBase } from '../public-base.js';
import { renderIconPaths } from '../../enrich/icons.js';

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
  const tx = found(await deps.store.getTransactionJson(input.auth!.org.id, input.params[0]!.toLowerCase()), 'Transaction');
  const base = publicBase(deps, input.headers.host);
  // Rows stored in the current shape are served as stored (no parse and re-serialisation of the
  // ~1.5 KB result), icons put on this request's origin; older rows are mapped to the new shape.
  if (storedInCurrentShape(tx)) return okJson(ctx, `{"transaction":${renderIconPaths(tx, base)}}`);
  return okJson(ctx, `{"transaction":${JSON.stringify(currentShape(JSON.parse(tx) as StoredTransaction, base))}}`);
}

export async function deleteTransaction(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  checkIds(input.params, ['id']);
  const id = input.params[0]!.toLowerCase();
  const deleted = await deps.store.deleteTransaction(input.auth!.org.id, id);
  found(deleted ? true : null, 'Transaction');
  return okJson(ctx, `{"deleted":true,"transactionId":"${id}"}`);
}
