// The routing table: every endpoint of the service, its auth, permission and handler.
import type { Route } from './router.js';
import { enrich, ENRICH_HEADERS, shedWhenSaturated } from './handlers/enrich.js';
import { listTransactions, countTransactions, getTransaction, deleteTransaction, TRANSACTION_HEADERS } from './handlers/transactions.js';
import { searchBanks, getBank, getMerchant, getLocation, getIntermediary, getP2PPlatform, REFERENCE_HEADERS } from './handlers/reference.js';
import { enrichBatch, BATCH_MAX_BODY_BYTES } from './handlers/enrich-batch.js';
import { createIssue, listIssues, getIssue } from './handlers/issues.js';
import { health, ready, apiInfo, categories } from './handlers/info.js';
import { icon } from './handlers/icons.js';
import { playgroundPage, playgroundAsset } from './handlers/playground.js';
import { openApiJson, docsPage, docsAsset, publishOpenApi, DOC_ROUTE_DOCS } from './handlers/docs.js';
import {
  createOrganization, getOrganization, patchOrganization, createKey, revokeKey,
  listOrganizations, listOrganizationKeys, listAllIssues, patchIssue,
} from './handlers/admin.js';

export const routes: readonly Route[] = [
  { method: 'get', pattern: '/', auth: 'public', handle: health },
  { method: 'get', pattern: '/health', auth: 'public', handle: health },
  { method: 'get', pattern: '/ready', auth: 'public', handle: ready },
  { method: 'get', pattern: '/icons/:file', auth: 'public', handle: icon },
  { method: 'get', pattern: '/playground', auth: 'public', handle: playgroundPage },
  { method: 'get', pattern: '/playground/:file', auth: 'public', handle: playgroundAsset },
  { method: 'get', pattern: '/openapi.json', auth: 'public', doc: DOC_ROUTE_DOCS.openapi, handle: openApiJson },
  { method: 'get', pattern: '/docs', auth: 'public', doc: DOC_ROUTE_DOCS.page, handle: docsPage },
  { method: 'get', pattern: '/docs/assets/:file', auth: 'public', doc: DOC_ROUTE_DOCS.asset, handle: docsAsset },

  { method: 'get', pattern: '/v1', auth: 'api', handle: apiInfo },
  { method: 'post', pattern: '/v1/transactions/enrich', auth: 'api', permission: 'enrich', body: 'required', headers: [...ENRICH_HEADERS, 'host'], shed: shedWhenSaturated, handle: enrich },
  { method: 'get', pattern: '/v1/transactions', auth: 'api', permission: 'transactions:read', headers: TRANSACTION_HEADERS, handle: listTransactions },
  { method: 'post', pattern: '/v1/transactions/enrich/batch', auth: 'api', permission: 'enrich', body: 'required', maxBodyBytes: BATCH_MAX_BODY_BYTES, headers: ['host'], shed: shedWhenSaturated, handle: enrichBatch },
  { method: 'get', pattern: '/v1/transactions/count', auth: 'api', permission: 'transactions:read', handle: countTransactions },
  { method: 'get', pattern: '/v1/transactions/:id', auth: 'api', permission: 'transactions:read', headers: TRANSACTION_HEADERS, handle: getTransaction },
  { method: 'del', pattern: '/v1/transactions/:id', auth: 'api', permission: 'transactions:write', handle: deleteTransaction },
  { method: 'get', pattern: '/v1/categories', auth: 'api', permission: 'reference:read', handle: categories },
  { method: 'get', pattern: '/v1/banks', auth: 'api', permission: 'reference:read', headers: REFERENCE_HEADERS, handle: searchBanks },
  { method: 'get', pattern: '/v1/banks/:id', auth: 'api', permission: 'reference:read', headers: REFERENCE_HEADERS, handle: getBank },
  { method: 'get', pattern: '/v1/merchants/:id', auth: 'api', permission: 'reference:read', headers: REFERENCE_HEADERS, handle: getMerchant },
  { method: 'get', pattern: '/v1/locations/:id', auth: 'api', permission: 'reference:read', headers: REFERENCE_HEADERS, handle: getLocation },
  { method: 'get', pattern: '/v1/intermediaries/:id', auth: 'api', permission: 'reference:read', headers: REFERENCE_HEADERS, handle: getIntermediary },
  { method: 'get', pattern: '/v1/p2p-platforms/:id', auth: 'api', permission: 'reference:read', headers: REFERENCE_HEADERS, handle: getP2PPlatform },
  { method: 'get', pattern: '/v1/report-issue', auth: 'api', permission: 'issues:read', handle: listIssues },
  { method: 'get', pattern: '/v1/report-issue/:id', auth: 'api', permission: 'issues:read', handle: getIssue },
  { method: 'post', pattern: '/v1/report-issue', auth: 'api', permission: 'issues:write', body: 'required', handle: createIssue },

  { method: 'post', pattern: '/admin/organizations', auth: 'admin', body: 'required', handle: createOrganization },
  { method: 'get', pattern: '/admin/organizations', auth: 'admin', handle: listOrganizations },
  { method: 'get', pattern: '/admin/organizations/:id/keys', auth: 'admin', handle: listOrganizationKeys },
  { method: 'get', pattern: '/admin/report-issues', auth: 'admin', handle: listAllIssues },
  { method: 'patch', pattern: '/admin/report-issues/:id', auth: 'admin', body: 'required', handle: patchIssue },
  { method: 'get', pattern: '/admin/organizations/:id', auth: 'admin', handle: getOrganization },
  { method: 'patch', pattern: '/admin/organizations/:id', auth: 'admin', body: 'required', handle: patchOrganization },
  { method: 'post', pattern: '/admin/organizations/:id/keys', auth: 'admin', body: 'optional', handle: createKey },
  { method: 'del', pattern: '/admin/keys/:keyId', auth: 'admin', handle: revokeKey },
];

// The API reference is generated from this table, once, now that it is complete.
publishOpenApi(routes);
