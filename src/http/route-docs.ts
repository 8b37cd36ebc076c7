// API reference metadata of the routes in routes.ts, keyed by "METHOD pattern". A route added
// later can carry its own `doc` instead (router.ts `Route.doc`). Request schemas are the very
// Ajv validators the handlers use; response schemas come from response-schemas.ts.
import {
  validateEnrichBody, validateBankSearchQuery, validateTxListQuery, validateTxCountQuery,
  validateIssueListQuery, validateIssueCreateBody, validateOrgCreateBody, validateOrgPatchBody,
  validateKeyCreateBody, validateNoQuery,
  validatePageQuery, validateAdminIssueListQuery, validateIssuePatchBody,
} from './schemas.js';
import { DATA } from './response-schemas.js';
import type { RouteDoc, ResponseHeaderDoc } from './route-doc.js';

const IDEMPOTENCY_KEY_SCHEMA = { type: 'string', pattern: '^[a-zA-Z0-9_-]{1,64}$' };
const IDEMPOTENCY_TEXT =
  'A unique key per transaction (1-64 characters from A-Z, a-z, 0-9, "_", "-"), kept 24 h per organization. ' +
  'Required unless the operator started the service with IDEMPOTENCY_KEY=optional; a key that is sent is always validated. ' +
  'Send Idempotency-Key or X-Idempotency-Key (both only with the same value). ' +
  'Retrying with the same key never enriches or charges twice: it answers 409 idempotency_conflict with the first transaction id.';

export const CREDITS_HEADER: ResponseHeaderDoc = {
  description: 'Credits left for the organization (only when its balance is finite).',
  schema: { type: 'integer', minimum: 0 },
};

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /': { tag: 'Health', summary: 'Health (same as /health)', data: DATA.health },
  'GET /health': { tag: 'Health', summary: 'Health', description: 'Liveness: answers while the process runs. Needs no key.', data: DATA.health },
  'GET /ready': {
    tag: 'Health', summary: 'Readiness',
    description: 'Ready when the database answers within 2 s; 503 `not_ready` otherwise (take the node out of the load balancer).',
    data: DATA.ready,
    errors: [{ status: 503, codes: ['not_ready', 'overloaded'], description: 'The database is not answering, or the service is starting or stopping.' }],
  },
  'GET /icons/:file': {
    tag: 'Reference data', summary: 'Brand icon (SVG)',
    description: 'The `icon` URLs of merchants, banks, intermediaries and platforms point here.',
    raw: { contentType: 'image/svg+xml', description: 'The SVG image.' },
    errors: [{ status: 404, codes: ['not_found'], description: 'No icon with that name.' }],
  },
  'GET /v1': { tag: 'Service', summary: 'API info', description: 'The API version (`v1`) and a map of endpoint names to paths.', data: DATA.apiInfo },

  'POST /v1/transactions/enrich': {
    tag: 'Transactions', summary: 'Enrich a transaction', operationId: 'enrichTransaction',
    description:
      'Classifies one bank-statement title: category (three levels with MCC/SIC/NAICS codes), subscription, channel, ' +
      'and where found the merchant, location, payment processor and peer-to-peer details, as `enrichments` (all four, with a status) ' +
      'and `entities` (found ones only). The result is stored (durably, before the response) and costs 1 credit when complete; ' +
      'a partial result (`partial` true, failed parts in `meta.errors`) is stored and free.',
    body: validateEnrichBody,
    bodyExample: { title: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', country: 'US', type: 'expense' },
    headers: [
      { name: 'Idempotency-Key', description: IDEMPOTENCY_TEXT, schema: IDEMPOTENCY_KEY_SCHEMA },
      { name: 'X-Idempotency-Key', description: 'Alternative name of Idempotency-Key.', schema: IDEMPOTENCY_KEY_SCHEMA },
    ],
    data: DATA.enrichment,
    top: { partial: { type: 'boolean', description: 'True when a part failed or ran out of time; see meta.errors.' } },
    meta: ['categoryVersion', 'errors'],
    responseHeaders: { 'X-Credits-Remaining': CREDITS_HEADER },
    errors: [
      { status: 402, codes: ['insufficient_credits'], description: 'No credits left; nothing was done.', headers: { 'X-Credits-Remaining': CREDITS_HEADER } },
      {
        status: 409, codes: ['idempotency_conflict'],
        description: 'The idempotency key was used before: `details.state` is `completed` (with `details.transactionId`; fetch it) or `in_progress` (retry after Retry-After).',
        headers: { 'Retry-After': { description: 'Seconds to wait (state in_progress).', schema: { type: 'integer' } } },
      },
    ],
  },
  'GET /v1/transactions': {
    tag: 'Transactions', summary: 'List transactions',
    description: 'Newest first, keyset-paged: pass `pagination.nextCursor` as `cursor` for the next page (every page costs the same).',
    query: validateTxListQuery, queryDefaults: { size: 20 }, data: DATA.transactionPage,
  },
  'GET /v1/transactions/count': {
    tag: 'Transactions', summary: 'Count transactions',
    description: 'Counts the organization\'s transactions, or those created on or after `afterDate`.',
    query: validateTxCountQuery, data: DATA.count,
  },
  'GET /v1/transactions/:id': { tag: 'Transactions', summary: 'Get a stored transaction', data: DATA.transaction },
  'DELETE /v1/transactions/:id': { tag: 'Transactions', summary: 'Delete a stored transaction', data: DATA.deleted },

  'GET /v1/categories': {
    tag: 'Reference data', summary: 'Category taxonomy',
    description: 'Every category of the three-level taxonomy with its MCC, SIC and NAICS codes.',
    query: validateNoQuery, data: DATA.categories, meta: ['categoryVersion'],
  },
  'GET /v1/banks': {
    tag: 'Reference data', summary: 'Search banks',
    description: 'Exact, case-insensitive name match (no fuzzy matching), optionally filtered by country of origin; ordered by country (unknown last), then id. Costs no credits.',
    query: validateBankSearchQuery, queryDefaults: { page: 1, size: 20 }, data: DATA.bankPage,
  },
  'GET /v1/banks/:id': { tag: 'Reference data', summary: 'Get a bank', data: DATA.bank },
  'GET /v1/merchants/:id': { tag: 'Reference data', summary: 'Get a merchant', data: DATA.merchant },
  'GET /v1/locations/:id': { tag: 'Reference data', summary: 'Get a location', data: DATA.location },
  'GET /v1/intermediaries/:id': { tag: 'Reference data', summary: 'Get an intermediary (payment processor)', data: DATA.intermediary },
  'GET /v1/p2p-platforms/:id': { tag: 'Reference data', summary: 'Get a peer-to-peer platform', data: DATA.p2pPlatform },

  'GET /v1/report-issue': {
    tag: 'Issue reports', summary: 'List issue reports',
    description: 'The organization\'s reports, newest first; `meta` carries page, size, total and totalPages.',
    query: validateIssueListQuery, queryDefaults: { page: 1, size: 20 }, data: DATA.issueReports, meta: ['page', 'size', 'total', 'totalPages'],
  },
  'GET /v1/report-issue/:id': { tag: 'Issue reports', summary: 'Get an issue report', data: DATA.issueReport },
  'POST /v1/report-issue': {
    tag: 'Issue reports', summary: 'Report a wrong enrichment',
    description: 'Reports fields of one of the organization\'s transactions as wrong (status `pending`). `transaction_id` is accepted as an alias of `transactionId`.',
    body: validateIssueCreateBody,
    bodyExample: { transactionId: '0b3c7c39-5f3e-4f51-9a0e-3f8b1f7f2a10', description: 'This is my gym, not a restaurant.', fields: ['category', 'merchant'] },
    status: 201, data: DATA.issueReport,
  },

  'POST /admin/organizations': {
    tag: 'Admin', summary: 'Create an organization (and its first API key)',
    description: '`credits` null or absent = unlimited; `rps` and `concurrency` only for the enterprise plan. The API key is returned once.',
    body: validateOrgCreateBody, bodyExample: { name: 'Acme Budgeting', plan: 'growth', credits: 100000 },
    status: 201, data: DATA.organizationCreated,
  },
  'GET /admin/organizations/:id': { tag: 'Admin', summary: 'Get an organization', data: DATA.organization },
  'PATCH /admin/organizations/:id': {
    tag: 'Admin', summary: 'Change plan, credits or limits',
    body: validateOrgPatchBody, bodyExample: { plan: 'business', credits: 500000 }, data: DATA.organization,
  },
  'POST /admin/organizations/:id/keys': {
    tag: 'Admin', summary: 'Create an API key',
    description: 'Permissions default to all. The key is returned once.',
    body: validateKeyCreateBody, bodyExample: { permissions: ['enrich', 'transactions:read'] },
    status: 201, data: DATA.keyCreated,
  },
  // Routes other branches add (batch enrich, admin lists, report transitions, playground): the
  // entries apply once the routes exist. Their owners wire `query`/`body` to their validators.
  'POST /v1/transactions/enrich/batch': {
    tag: 'Transactions', summary: 'Enrich up to 1000 transactions', operationId: 'enrichTransactionsBatch',
    description:
      'Each item is validated and processed exactly like a single enrich: its own idempotency key, credit and stored transaction. ' +
      '`data.results` has one entry per item in input order with the HTTP status the item would have had alone. Items count against the organization\'s limits.',
    bodyExample: { transactions: [{ title: 'NETFLIX.COM 866-579-7172 CA', country: 'US', type: 'expense', idempotencyKey: 'batch-1-0001' }] },
    data: DATA.batch,
  },
  'GET /admin/organizations': { tag: 'Admin', summary: 'List organizations', description: 'Paged; `meta` carries page, size, total, totalPages.', query: validatePageQuery, queryDefaults: { page: 1, size: 20 }, data: DATA.organizations, meta: ['page', 'size', 'total', 'totalPages'] },
  'GET /admin/organizations/:id/keys': { tag: 'Admin', summary: 'List an organization\'s API keys', description: 'Ids, permissions, created and revoked times; never the secrets.', data: DATA.keys },
  'GET /admin/report-issues': { tag: 'Admin', summary: 'List issue reports of all organizations', description: 'Filter by `status`; paged like GET /v1/report-issue. Each report also carries `organizationId`.', query: validateAdminIssueListQuery, queryDefaults: { page: 1, size: 20 }, meta: ['page', 'size', 'total', 'totalPages'] },
  'PATCH /admin/report-issues/:id': {
    tag: 'Admin', summary: 'Move an issue report',
    description: 'pending -> reviewing | dismissed, reviewing -> resolved | dismissed; resolved and dismissed are final. Dismissing removes the report\'s correction.',
    body: validateIssuePatchBody,
    bodyExample: { status: 'reviewing', statusMessage: 'Looking into it.' },
    errors: [{ status: 409, codes: ['invalid_transition'], description: 'The report cannot move to that status; `details.allowedStatuses` lists where it can.' }],
  },
  'GET /playground': { tag: 'Documentation', summary: 'Playground: try an enrichment in the browser', raw: { contentType: 'text/html', description: 'An HTML page; it asks for an API key.' } },
  'DELETE /admin/keys/:keyId': { tag: 'Admin', summary: 'Revoke an API key', description: 'The key is rejected (401) from then on.', data: DATA.keyRevoked },
};
