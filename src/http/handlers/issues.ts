// Issue reports: POST /v1/report-issue (201), GET /v1/report-issue, GET /v1/report-issue/{id}
import { validateIssueCreateBody, validateIssueListQuery, ISSUE_LIST_INTS, type IssueCreateBody } from '../schemas.js';
import { addFieldError } from '../validation.js';
import type { FieldErrors } from '../envelope.js';
import type { Ctx } from '../context.js';
import type { Deps } from '../deps.js';
import type { Reply, RouteInput } from '../router.js';
import { checkIds, found, ok, okJson, validBody, validQuery } from './common.js';

export async function createIssue(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const extra: FieldErrors = {};
  const raw = input.body as Record<string, unknown> | null;
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const a = raw['transactionId'];
    const b = raw['transaction_id'];
    if (a === undefined && b === undefined) addFieldError(extra, 'transactionId', 'is required');
    else if (a !== undefined && b !== undefined && a !== b) addFieldError(extra, 'transactionId', 'differs from transaction_id: send one of them');
  }
  const body = validBody<IssueCreateBody>(input.body, validateIssueCreateBody, extra);
  const transactionId = (body.transactionId ?? body.transaction_id)!.toLowerCase();
  const report = found(
    await deps.store.createIssueReport(input.auth!.org.id, { transactionId, description: body.description, fields: body.fields }),
    'Transaction',
  );
  return ok(ctx, { issueReport: report }, 201);
}

export async function listIssues(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const q = validQuery(input.query, validateIssueListQuery, ISSUE_LIST_INTS);
  const page = q.page ?? 1;
  const size = q.size ?? 20;
  const r = await deps.store.listIssueReports(input.auth!.org.id, { page, size, status: q.status ?? null });
  const totalPages = Math.ceil(r.total / size);
  return okJson(ctx, JSON.stringify(r.reports), 200, `,"page":${page},"size":${size},"total":${r.total},"totalPages":${totalPages}`);
}

export async function getIssue(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  checkIds(input.params, ['id']);
  const report = found(await deps.store.getIssueReport(input.auth!.org.id, input.params[0]!.toLowerCase()), 'Issue report');
  return ok(ctx, { issueReport: report });
}
