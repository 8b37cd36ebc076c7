// Every request body and query schema, compiled once when this module loads.
import { PERMISSIONS, type ExpectedValues } from '../store/types.js';
import { CHANNELS } from '../../workers/engine/types.js';
import { compile, SAFE_TEXT_PATTERN, SAFE_TEXT_MESSAGE } from './validation.js';

const safeText = { pattern: SAFE_TEXT_PATTERN, 'x-message': SAFE_TEXT_MESSAGE };
const notBlank = { pattern: '\\S', 'x-message': 'must not be blank' };
const country = { type: 'string', pattern: '^[A-Za-z]{2}$', 'x-message': 'must be a two-letter ISO 3166-1 alpha-2 country code (e.g. "US")' };
const timestamp = { type: 'string', format: 'iso-timestamp', 'x-message': 'must be an ISO 8601 date or timestamp (e.g. "2024-05-01T00:00:00Z")' };
const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', 'x-message': 'must be a UUID' };

export interface EnrichBody { title: string; country: string; type: 'expense' | 'income' }
export const validateEnrichBody = compile<EnrichBody>({
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 256, allOf: [notBlank, safeText] },
    country,
    type: { type: 'string', enum: ['expense', 'income'] },
  },
  required: ['title', 'country', 'type'],
  additionalProperties: false,
});

export interface BankSearchQuery { name: string; country?: string; page?: number; size?: number }
export const BANK_SEARCH_INTS = new Set(['page', 'size']);
export const validateBankSearchQuery = compile<BankSearchQuery>({
  type: 'object',
  properties: {
    // trimmed before validation
    name: { type: 'string', minLength: 1, maxLength: 200, allOf: [safeText] },
    country,
    page: { type: 'integer', minimum: 1, maximum: 10000 },
    size: { type: 'integer', minimum: 1, maximum: 100 },
  },
  required: ['name'],
  additionalProperties: false,
});

export interface TxListQuery { size?: number; cursor?: string; afterDate?: string; beforeDate?: string }
export const TX_LIST_INTS = new Set(['size']);
export const validateTxListQuery = compile<TxListQuery>({
  type: 'object',
  properties: {
    size: { type: 'integer', minimum: 1, maximum: 100 },
    cursor: { type: 'string', minLength: 1, maxLength: 512, pattern: '^[A-Za-z0-9_=.:-]+$', 'x-message': 'must be the nextCursor value of a previous page' },
    afterDate: timestamp,
    beforeDate: timestamp,
  },
  additionalProperties: false,
});

export interface TxCountQuery { afterDate?: string }
export const validateTxCountQuery = compile<TxCountQuery>({
  type: 'object',
  properties: { afterDate: timestamp },
  additionalProperties: false,
});

export const EMPTY_INTS = new Set<string>();
export const validateNoQuery = compile<Record<string, never>>({ type: 'object', additionalProperties: false });

export const ISSUE_STATUSES = ['pending', 'reviewing', 'resolved', 'dismissed'] as const;
export interface IssueListQuery { page?: number; size?: number; status?: (typeof ISSUE_STATUSES)[number] }
export const ISSUE_LIST_INTS = new Set(['page', 'size']);
export const validateIssueListQuery = compile<IssueListQuery>({
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    size: { type: 'integer', minimum: 1, maximum: 100 },
    status: { type: 'string', enum: [...ISSUE_STATUSES] },
  },
  additionalProperties: false,
});

export const ISSUE_FIELDS = ['category', 'merchant', 'location', 'paymentProcessor', 'peerToPeer', 'channel', 'subscription'] as const;
export interface IssueCreateBody { transactionId?: string; transaction_id?: string; description: string; fields: string[]; expected?: ExpectedValues }
// A correction: the values the organization wants for this title from now on (see src/enrich/corrections.ts).
const expected = {
  type: 'object',
  properties: {
    merchant: { type: 'string', minLength: 1, maxLength: 200, allOf: [notBlank, safeText] },
    category: { type: 'string', minLength: 1, maxLength: 200, allOf: [notBlank, safeText] }, // a taxonomy name: checked by the handler
    channel: { type: 'string', enum: CHANNELS.filter((c) => c !== 'unknown') },
    recurring: { type: 'boolean' },
  },
  minProperties: 1,
  additionalProperties: false,
};
export const validateIssueCreateBody = compile<IssueCreateBody>({
  type: 'object',
  properties: {
    transactionId: uuid,
    transaction_id: uuid,
    description: { type: 'string', minLength: 1, maxLength: 2000, allOf: [notBlank, safeText] },
    fields: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: { type: 'string', enum: [...ISSUE_FIELDS] } },
    expected,
  },
  required: ['description', 'fields'],
  additionalProperties: false,
});

// ---- admin API ----
export interface AdminIssueListQuery { page?: number; size?: number; status?: (typeof ISSUE_STATUSES)[number] }
export const validateAdminIssueListQuery = validateIssueListQuery;

export interface IssuePatchBody { status: (typeof ISSUE_STATUSES)[number]; statusMessage?: string }
export const validateIssuePatchBody = compile<IssuePatchBody>({
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...ISSUE_STATUSES] },
    statusMessage: { type: 'string', minLength: 1, maxLength: 2000, allOf: [notBlank, safeText] },
  },
  required: ['status'],
  additionalProperties: false,
});

export interface PageQuery { page?: number; size?: number }
export const PAGE_INTS = new Set(['page', 'size']);
export const validatePageQuery = compile<PageQuery>({
  type: 'object',
  properties: { page: { type: 'integer', minimum: 1, maximum: 1_000_000 }, size: { type: 'integer', minimum: 1, maximum: 100 } },
  additionalProperties: false,
});
const PLANS = ['free', 'starter', 'growth', 'business', 'enterprise'];
const limit = { type: 'integer', minimum: 1, maximum: 1_000_000 };
const credits = { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000_000_000 };

export interface OrgCreateBody { name: string; plan: string; credits?: number | null; rps?: number; concurrency?: number; burst?: number | null }
export const validateOrgCreateBody = compile<OrgCreateBody>({
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, allOf: [notBlank, safeText] },
    plan: { type: 'string', enum: PLANS },
    credits,
    rps: limit,
    concurrency: limit,
    burst: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 }, // token-bucket capacity; null = 2 x rps
  },
  required: ['name', 'plan'],
  additionalProperties: false,
});

export interface OrgPatchBody { plan?: string; credits?: number | null; rps?: number; concurrency?: number; burst?: number | null }
export const validateOrgPatchBody = compile<OrgPatchBody>({
  type: 'object',
  properties: { plan: { type: 'string', enum: PLANS }, credits, rps: limit, concurrency: limit, burst: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 } },
  minProperties: 1,
  additionalProperties: false,
});

export interface KeyCreateBody { permissions?: string[] }
export const validateKeyCreateBody = compile<KeyCreateBody>({
  type: 'object',
  properties: {
    permissions: { type: 'array', minItems: 1, maxItems: PERMISSIONS.length, uniqueItems: true, items: { type: 'string', enum: [...PERMISSIONS] } },
  },
  additionalProperties: false,
});
