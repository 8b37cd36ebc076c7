// Issue reports: POST /v1/report-issue (201), GET /v1/report-issue, GET /v1/report-issue/{id}
import { validateIssueCreateBody, validateIssueListQuery, ISSUE_LIST_INTS, type IssueCreateBody } from '../schemas.js';
import { addFieldError } from '../validation.js';
import type { FieldErrors } from '../envelope.js';
import type { Ctx } from '../context.js';
import type { Deps } from '../deps.js';
import type { Reply, RouteInput } from '../router.js';
import { checkIds, found, ok, okJson, validBody, validQuery } from './common.js';
import { validationError } from '../envelope.js';
import { correctionKey, type Correction } from '../../enrich/corrections.js';
import { categoryFor } from '../../../workers/engine/taxonomy.js';
import { entityId } from '../../../workers/engine/ids.js';
import { nameKey } from '../../../workers/engine/text.js';
import type { Channel, MerchantData } from '../../../workers/engine/types.js';
import type { ExpectedValues } from '../../store/types.js';

/**
 * Turns `expected` into the values a correction applies: the merchant's full data (a known
 * merchant of that name, else one named by the organization), the category's path with codes.
 * An unknown category name is a 422 naming `expected.category`.
 */
async function resolveCorrection(expected: ExpectedValues, orgId: string, deps: Deps): Promise<Correction> {
  const c: Correction = {};
  if (expected.category !== undefined) {
    const cat = categoryFor(deps.taxonomy, expected.category.trim());
    if (cat === null) {
      const errors: FieldErrors = {};
      addFieldError(errors, 'expected.category', `"${expected.category.slice(0, 100)}" is not a category name: use a name from GET /v1/categories (e.g. "Coffee Shops")`);
      throw validationError(errors);
    }
    c.category = { primary: cat.primary, secondary: cat.secondary, tertiary: cat.tertiary };
  }
  if (expected.merchant !== undefined) {
    const name = expected.merchant.trim();
    const known = (await deps.store.findMerchantByName(name)) as MerchantData | null;
    c.merchant = known ?? {
      // A merchant only this organization knows: a stable id per organization and name, so
      // every correction to the same name gives the same merchant (stored by the writer like
      // any merchant an enrichment returns, so GET /v1/merchants/{id} finds it).
      id: entityId('merchant', `correction:${orgId}:${nameKey(name)}`),
      name, alias: [], keywords: [], icon: null, description: null, color: null, website: null, domain: null,
    };
  }
  if (expected.channel !== undefined) c.channel = expected.channel as Channel;
  if (expected.recurring !== undefined) c.recurring = expected.recurring;
  return c;
}

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
  const orgId = input.auth!.org.id;
  let correction: { expected: ExpectedValues; titleKey: string; correction: Correction } | null = null;
  if (body.expected !== undefined) {
    // The correction applies to the reported transaction's title, normalised.
    const tx = found(await deps.store.getTransaction(orgId, transactionId), 'Transaction');
    correction = { expected: body.expected, titleKey: correctionKey(tx.raw), correction: await resolveCorrection(body.expected, orgId, deps) };
  }
  const report = found(
    await deps.store.createIssueReport(orgId, { transactionId, description: body.description, fields: body.fields, ...(correction ?? {}) }),
    'Transaction',
  );
  if (correction !== null) await deps.corrections.refresh(); // this node applies it from the next request
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
