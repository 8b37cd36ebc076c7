// Operator API (X-Admin-Key): organizations, their plans/credits/limits, and API keys.
import { randomBytes } from 'node:crypto';
import { PERMISSIONS, type ApiKeyInfo, type IssueStatus, type Organization, type Permission, type Plan } from '../../store/types.js';
import { hashApiKey } from '../auth.js';
import type { FieldErrors } from '../envelope.js';
import { HttpError, notFound, validationError } from '../envelope.js';
import { addFieldError } from '../validation.js';
import {
  validateOrgCreateBody, validateOrgPatchBody, validateKeyCreateBody,
  type OrgCreateBody, type OrgPatchBody, type KeyCreateBody,
  validateAdminIssueListQuery, validateIssuePatchBody, validatePageQuery, ISSUE_LIST_INTS, PAGE_INTS, type IssuePatchBody,
} from '../schemas.js';
import type { Ctx } from '../context.js';
import type { Deps } from '../deps.js';
import type { Reply, RouteInput } from '../router.js';
import { checkIds, found, ok, okJson, validBody, validQuery } from './common.js';
import { burstCapacity } from '../../limits/index.js';

/** Requests per second and concurrent requests per plan (enterprise: per organization). */
export const PLAN_LIMITS: Record<Exclude<Plan, 'enterprise'>, { rps: number; concurrency: number }> = {
  free: { rps: 1, concurrency: 2 },
  starter: { rps: 5, concurrency: 5 },
  growth: { rps: 10, concurrency: 10 },
  business: { rps: 20, concurrency: 20 },
};
export const ENTERPRISE_DEFAULTS = { rps: 100, concurrency: 100 };

export function generateApiKey(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`; // 43 url-safe characters
}

function orgView(o: Organization): object {
  // burst: the effective token-bucket capacity (the organization's own, else 2 x rps)
  return { id: o.id, name: o.name, plan: o.plan, credits: o.credits, rps: o.rps, concurrency: o.concurrency, burst: burstCapacity(o), createdAt: o.createdAt.toISOString() };
}

function keyView(k: ApiKeyInfo): object {
  return { id: k.id, organizationId: k.orgId, permissions: k.permissions, createdAt: k.createdAt.toISOString(), revokedAt: k.revokedAt === null ? null : k.revokedAt.toISOString() };
}

function enterpriseOnly(body: { rps?: number; concurrency?: number; burst?: number | null }, plan: string, errors: FieldErrors): void {
  if (plan === 'enterprise') return;
  const msg = `can only be set for the enterprise plan (the ${plan} plan has fixed limits)`;
  if (body.rps !== undefined) addFieldError(errors, 'rps', msg);
  if (body.concurrency !== undefined) addFieldError(errors, 'concurrency', msg);
  if (body.burst !== undefined && body.burst !== null) addFieldError(errors, 'burst', msg);
}

export async function createOrganization(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const body = validBody<OrgCreateBody>(input.body, validateOrgCreateBody);
  const errors: FieldErrors = {};
  enterpriseOnly(body, body.plan, errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const plan = body.plan as Plan;
  const limits = plan === 'enterprise'
    ? { rps: body.rps ?? ENTERPRISE_DEFAULTS.rps, concurrency: body.concurrency ?? ENTERPRISE_DEFAULTS.concurrency, burst: body.burst ?? null }
    : PLAN_LIMITS[plan];
  const org = await deps.store.createOrganization({ name: body.name.trim(), plan, credits: body.credits ?? null, ...limits });
  const apiKey = generateApiKey(deps.config.apiKeyPrefix);
  const key = await deps.store.createApiKey(org.id, hashApiKey(apiKey), [...PERMISSIONS]);
  deps.log.info('organization created', { orgId: org.id, plan: org.plan, keyId: key.id });
  return ok(ctx, { organization: orgView(org), apiKey, key: keyView(key) }, 201);
}

export async function getOrganization(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  checkIds(input.params, ['id']);
  const org = found(await deps.store.getOrganization(input.params[0]!.toLowerCase()), 'Organization');
  return ok(ctx, { organization: orgView(org) });
}

export async function patchOrganization(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  checkIds(input.params, ['id']);
  const body = validBody<OrgPatchBody>(input.body, validateOrgPatchBody);
  const id = input.params[0]!.toLowerCase();
  const current = found(await deps.store.getOrganization(id), 'Organization');
  const plan = (body.plan ?? current.plan) as Plan;
  const errors: FieldErrors = {};
  enterpriseOnly(body, plan, errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const patch: { plan?: Plan; credits?: number | null; rps?: number; concurrency?: number; burst?: number | null } = {};
  if (body.plan !== undefined) patch.plan = plan;
  if (body.credits !== undefined) patch.credits = body.credits;
  if (plan === 'enterprise') {
    const moving = current.plan !== 'enterprise';
    if (body.rps !== undefined) patch.rps = body.rps;
    else if (moving) patch.rps = ENTERPRISE_DEFAULTS.rps;
    if (body.concurrency !== undefined) patch.concurrency = body.concurrency;
    else if (moving) patch.concurrency = ENTERPRISE_DEFAULTS.concurrency;
    if (body.burst !== undefined) patch.burst = body.burst;
  } else {
    patch.rps = PLAN_LIMITS[plan].rps;
    patch.concurrency = PLAN_LIMITS[plan].concurrency;
    patch.burst = null; // fixed plans use 2 x rps
  }
  const org = found(await deps.store.updateOrganization(id, patch), 'Organization');
  deps.auth.evictOrg(org.id);
  deps.log.info('organization updated', { orgId: org.id, plan: org.plan });
  return ok(ctx, { organization: orgView(org) });
}

export async function createKey(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  checkIds(input.params, ['id']);
  const body = validBody<KeyCreateBody>(input.body, validateKeyCreateBody);
  const org = found(await deps.store.getOrganization(input.params[0]!.toLowerCase()), 'Organization');
  const apiKey = generateApiKey(deps.config.apiKeyPrefix);
  const permissions = (body.permissions ?? [...PERMISSIONS]) as Permission[];
  const key = await deps.store.createApiKey(org.id, hashApiKey(apiKey), permissions);
  deps.log.info('api key created', { orgId: org.id, keyId: key.id, permissions });
  return ok(ctx, { apiKey, key: keyView(key) }, 201);
}

export async function revokeKey(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  checkIds(input.params, ['keyId']);
  const key = found(await deps.store.revokeApiKey(input.params[0]!.toLowerCase()), 'API key');
  deps.auth.evictKeyId(key.id);
  deps.log.info('api key revoked', { orgId: key.orgId, keyId: key.id });
  return ok(ctx, { revoked: true, key: keyView(key) });
}

// ---------------------------------------------------------------- lists and issue review

export async function listOrganizations(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const q = validQuery(input.query, validatePageQuery, PAGE_INTS);
  const page = q.page ?? 1;
  const size = q.size ?? 20;
  const r = await deps.store.listOrganizations({ page, size });
  return okJson(ctx, JSON.stringify(r.organizations.map(orgView)), 200, pageMeta(page, size, r.total));
}

export async function listOrganizationKeys(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  checkIds(input.params, ['id']);
  const org = found(await deps.store.getOrganization(input.params[0]!.toLowerCase()), 'Organization');
  const keys = await deps.store.listApiKeys(org.id);
  return okJson(ctx, JSON.stringify(keys.map(keyView)));
}

export async function listAllIssues(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const q = validQuery(input.query, validateAdminIssueListQuery, ISSUE_LIST_INTS);
  const page = q.page ?? 1;
  const size = q.size ?? 20;
  const r = await deps.store.listAllIssueReports({ page, size, status: q.status ?? null });
  return okJson(ctx, JSON.stringify(r.reports), 200, pageMeta(page, size, r.total));
}

/** Review workflow: pending -> reviewing -> resolved | dismissed (a pending report may be dismissed at once). */
export const ISSUE_TRANSITIONS: Record<IssueStatus, readonly IssueStatus[]> = {
  pending: ['reviewing', 'dismissed'],
  reviewing: ['reviewing', 'resolved', 'dismissed'], // reviewing -> reviewing updates the message
  resolved: [],
  dismissed: [],
};

const DEFAULT_STATUS_MESSAGES: Record<IssueStatus, string> = {
  pending: 'Your report has been received and is waiting for review.',
  reviewing: 'Your report is being reviewed.',
  resolved: 'Your report has been reviewed and resolved.',
  dismissed: 'Your report has been reviewed and dismissed.',
};

export async function patchIssue(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  checkIds(input.params, ['id']);
  const body = validBody<IssuePatchBody>(input.body, validateIssuePatchBody);
  const to = body.status as IssueStatus;
  const from = (Object.keys(ISSUE_TRANSITIONS) as IssueStatus[]).filter((s) => ISSUE_TRANSITIONS[s].includes(to));
  const r = await deps.store.transitionIssueReport(input.params[0]!.toLowerCase(), from, to, body.statusMessage?.trim() ?? DEFAULT_STATUS_MESSAGES[to]);
  if (r === 'not_found') throw notFound('Issue report');
  if ('current' in r) {
    const allowed = ISSUE_TRANSITIONS[r.current];
    throw new HttpError(409, 'invalid_transition',
      `This report is "${r.current}" and cannot move to "${to}": ${allowed.length === 0 ? `"${r.current}" is final` : `allowed from "${r.current}": ${allowed.join(', ')}`}.`,
      { currentStatus: r.current, requestedStatus: to, allowedStatuses: allowed });
  }
  // A dismissed report's correction stops applying (on other nodes within their poll interval).
  if (r.expected !== undefined) await deps.corrections.refresh();
  deps.log.info('issue report status changed', { reportId: r.id, orgId: r.organizationId, status: r.status });
  return ok(ctx, { issueReport: r });
}

function pageMeta(page: number, size: number, total: number): string {
  return `,"page":${page},"size":${size},"total":${total},"totalPages":${Math.ceil(total / size)}`;
}
