// The OpenAPI 3.1 document of the service, generated from the route table (paths, methods,
// auth, permissions, body, request headers), the Ajv validators the handlers use (query and
// body schemas) and response-schemas.ts. Nothing here restates what those already say, so
// the reference cannot drift from the code. Examples are real responses recorded by
// test/api/openapi.test.ts into docs/openapi-examples.json (and checked against the schemas).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { packageRoot, packageVersion } from '../config.js';
import type { Route } from './router.js';
import type { ErrorDoc, ResponseHeaderDoc, RouteDoc } from './route-doc.js';
import { ROUTE_DOCS } from './route-docs.js';
import { COMPONENT_SCHEMAS, ref, type JsonSchema } from './response-schemas.js';

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };
type Operation = Record<string, unknown>;

const METHOD_NAMES = { get: 'GET', post: 'POST', patch: 'PATCH', del: 'DELETE' } as const;
const OPENAPI_METHODS = { get: 'get', post: 'post', patch: 'patch', del: 'delete' } as const;

export const EXAMPLES_FILE = join(packageRoot, 'docs', 'openapi-examples.json');

/** "METHOD pattern" — the key of ROUTE_DOCS. */
export function routeKey(route: Pick<Route, 'method' | 'pattern'>): string {
  return `${METHOD_NAMES[route.method]} ${route.pattern}`;
}

/** "/v1/transactions/:id" -> "/v1/transactions/{id}" */
export function openApiPath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, '{$1}');
}

/** Key of a recorded example: "POST /v1/transactions/enrich 200". */
export function exampleKey(method: string, path: string, status: number): string {
  return `${method.toUpperCase()} ${path} ${status}`;
}

const TAGS = [
  { name: 'Transactions', description: 'Enrich, list, count, read and delete transactions. Every stored transaction belongs to one organization.' },
  { name: 'Reference data', description: 'Shared data: the category taxonomy, banks, merchants, locations, intermediaries, peer-to-peer platforms, icons.' },
  { name: 'Issue reports', description: 'Tell the operator an enrichment was wrong.' },
  { name: 'Service', description: 'API info.' },
  { name: 'Health', description: 'Liveness and readiness, no key needed.' },
  { name: 'Admin', description: 'Operator API, authenticated with X-Admin-Key: organizations, plans, credits, limits and API keys.' },
  { name: 'Documentation', description: 'This reference.' },
];

const REQUEST_ID_HEADER: ResponseHeaderDoc = { description: 'Same as meta.requestId.', schema: { type: 'string', format: 'uuid' } };
const RETRY_AFTER: ResponseHeaderDoc = { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 0 } };
const RATE_LIMIT_HEADERS: Record<string, ResponseHeaderDoc> = {
  'X-RateLimit-Limit': { description: 'Sustained requests per second of the organization.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Tokens left in the bucket.', schema: { type: 'integer', minimum: 0 } },
  'X-RateLimit-Reset': { description: 'When the bucket is full again (ISO 8601).', schema: { type: 'string', format: 'date-time' } },
  'X-RateLimit-Scope': { description: 'The limiting dimension: rps or concurrency.', schema: { type: 'string', enum: ['rps', 'concurrency'] } },
  'X-RateLimit-Burst': { description: 'Bucket capacity: requests that may be sent at once after a pause (2 x rps unless set for the organization).', schema: { type: 'integer' } },
  'X-RateLimit-Concurrency-Limit': { description: 'Maximum concurrent requests of the organization.', schema: { type: 'integer' } },
  'X-RateLimit-Concurrency-Remaining': { description: 'Concurrent slots left.', schema: { type: 'integer', minimum: 0 } },
};

/** Headers a route reads that are about the connection (icon URLs follow the Host), not API input. */
const TRANSPORT_HEADERS = new Set(['host', 'forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for']);

function clientHeaders(route: Route): string[] {
  return (route.headers ?? []).filter((h) => !TRANSPORT_HEADERS.has(h.toLowerCase()));
}

/** The errors every route of its kind can answer, derived from the route table. */
function genericErrors(route: Route, doc: RouteDoc | undefined, hasPathIds: boolean): ErrorDoc[] {
  const e: ErrorDoc[] = [];
  const hasBody = route.body !== undefined;
  if (hasBody) e.push({ status: 400, codes: ['invalid_json'], description: 'The body is not valid JSON (or not UTF-8).' });
  if (route.auth === 'api') e.push({ status: 401, codes: ['authentication_error'], description: 'X-API-Key missing, malformed, unknown or revoked.' });
  if (route.auth === 'admin') e.push({ status: 401, codes: ['authentication_error'], description: 'X-Admin-Key missing or wrong.' });
  if (route.permission !== undefined) e.push({ status: 403, codes: ['authorization_error'], description: `The key lacks the "${route.permission}" permission.` });
  if (hasPathIds) e.push({ status: 404, codes: ['not_found'], description: 'No such id for this organization (ids of other organizations are not revealed).' });
  if (hasBody) {
    e.push({ status: 413, codes: ['payload_too_large'], description: 'The body is over 16 KiB.' });
    e.push({ status: 415, codes: ['unsupported_media_type'], description: 'The body is not sent as application/json.' });
  }
  if (hasBody || hasPathIds || doc?.query !== undefined || (doc?.headers ?? clientHeaders(route)).length > 0) {
    e.push({ status: 422, codes: ['validation_error'], description: 'Invalid input; `details.fieldErrors` names every bad field, query parameter or header.' });
  }
  if (route.auth === 'api') {
    e.push({ status: 429, codes: ['rate_limited'], description: 'The organization\'s rate or concurrency limit is reached; the message names the limit.', headers: { 'Retry-After': RETRY_AFTER } });
  }
  e.push({ status: 500, codes: ['internal_error'], description: 'A bug; the message carries the request id to report. No stack or SQL is leaked.' });
  e.push({ status: 503, codes: ['overloaded', 'unavailable'], description: 'Queue full, starting, shutting down (`overloaded`) or database unreachable (`unavailable`); retry after Retry-After.', headers: { 'Retry-After': RETRY_AFTER } });
  return e;
}

/** Merges route-specific errors into the generic list (same status: codes and headers united). */
function mergeErrors(generic: ErrorDoc[], specific: readonly ErrorDoc[]): ErrorDoc[] {
  const byStatus = new Map<number, ErrorDoc>();
  for (const e of [...generic, ...specific]) {
    const prev = byStatus.get(e.status);
    if (prev === undefined) byStatus.set(e.status, e);
    else byStatus.set(e.status, {
      status: e.status,
      codes: [...new Set([...prev.codes, ...e.codes])],
      description: specific.includes(e) ? e.description : prev.description,
      headers: { ...prev.headers, ...e.headers },
    });
  }
  return [...byStatus.values()].sort((a, b) => a.status - b.status);
}

/** A request schema as the reader should see it: `x-message` becomes the description. */
function documentedSchema(schema: unknown): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'x-message') continue;
      out[k] = walk(v);
    }
    const msg = (node as Record<string, unknown>)['x-message'];
    if (typeof msg === 'string' && out['description'] === undefined) out['description'] = `Value ${msg}.`;
    if (out['format'] === 'iso-timestamp') out['description'] = 'ISO 8601 date or date-time (e.g. 2024-05-01 or 2024-05-01T00:00:00Z); UTC when no offset is given.';
    return out;
  };
  return walk(schema) as JsonSchema;
}

function schemaOf(validate: ValidateFunction<unknown>): JsonSchema {
  return documentedSchema(validate.schema);
}

function headersObject(h: Record<string, ResponseHeaderDoc>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, d] of Object.entries(h)) out[name] = { description: d.description, schema: d.schema };
  return out;
}

function successSchema(doc: RouteDoc | undefined): JsonSchema {
  const top = doc?.top ?? {};
  const meta: JsonSchema = doc?.meta === undefined ? ref('Meta') : { allOf: [ref('Meta')], required: [...doc.meta] };
  return {
    type: 'object',
    properties: { success: { const: true }, ...top, data: doc?.data ?? { description: 'Endpoint-specific (not documented in detail).' }, meta },
    required: ['success', ...Object.keys(top), 'data', 'meta'],
    additionalProperties: false,
  };
}

function errorSchema(codes: readonly string[]): JsonSchema {
  return { allOf: [ref('ErrorEnvelope')], properties: { error: { properties: { code: { enum: [...codes] } } } } };
}

function operationId(route: Route): string {
  const words = route.pattern.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  const tail = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return OPENAPI_METHODS[route.method] + (tail === '' ? 'Root' : tail);
}

function operation(route: Route, doc: RouteDoc | undefined, examples: Record<string, unknown>): Operation {
  const path = openApiPath(route.pattern);
  const method = METHOD_NAMES[route.method];
  const pathParams = [...route.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  // Every `:id`-like parameter is checked as a UUID by the handlers (checkIds); others are opaque.
  const isId = (name: string) => name === 'id' || name.endsWith('Id');
  const hasPathIds = pathParams.some(isId);

  const parameters: unknown[] = pathParams.map((name) => ({
    name, in: 'path', required: true,
    schema: isId(name) ? { type: 'string', format: 'uuid' } : { type: 'string' },
  }));
  if (doc?.query !== undefined) {
    const q = schemaOf(doc.query);
    const required = (q['required'] as string[] | undefined) ?? [];
    for (const [name, schema] of Object.entries((q['properties'] ?? {}) as Record<string, JsonSchema>)) {
      const { description, ...rest } = schema;
      const fallback = doc.queryDefaults?.[name];
      if (fallback !== undefined) rest['default'] = fallback;
      parameters.push({ name, in: 'query', required: required.includes(name), schema: rest, ...(description === undefined ? {} : { description }) });
    }
  }
  for (const h of doc?.headers ?? []) {
    parameters.push({ name: h.name, in: 'header', required: h.required ?? false, description: h.description, schema: h.schema });
  } // route.headers without doc: still named, so the reference lists them
  if (doc?.headers === undefined) for (const h of clientHeaders(route)) parameters.push({ name: h, in: 'header', required: false, schema: { type: 'string' } });

  const commonHeaders: Record<string, ResponseHeaderDoc> = { 'X-Request-Id': REQUEST_ID_HEADER, ...(route.auth === 'api' ? RATE_LIMIT_HEADERS : {}) };
  // Rejected before the rate limiter saw the request: no X-RateLimit-* headers.
  const unlimited: Record<string, ResponseHeaderDoc> = { 'X-Request-Id': REQUEST_ID_HEADER };
  const beforeLimiter = (status: number) => status === 401 || status === 500 || status === 503;
  const responses: Record<string, unknown> = {};
  const status = doc?.status ?? 200;
  const successExample = examples[exampleKey(method, path, status)];
  if (doc?.raw !== undefined) {
    responses[String(status)] = { description: doc.raw.description, content: { [doc.raw.contentType]: { schema: { type: 'string' } } } };
  } else {
    responses[String(status)] = {
      description: doc?.summary ?? 'Success',
      headers: headersObject({ ...commonHeaders, ...doc?.responseHeaders }),
      content: { 'application/json': { schema: successSchema(doc), ...(successExample === undefined ? {} : { example: successExample }) } },
    };
  }
  for (const e of mergeErrors(genericErrors(route, doc, hasPathIds), doc?.errors ?? [])) {
    const example = examples[exampleKey(method, path, e.status)];
    responses[String(e.status)] = {
      description: `${e.codes.join(' | ')}: ${e.description}`,
      headers: headersObject({ ...(beforeLimiter(e.status) ? unlimited : commonHeaders), ...e.headers }),
      content: { 'application/json': { schema: errorSchema(e.codes), ...(example === undefined ? {} : { example }) } },
    };
  }

  const op: Operation = {
    tags: [doc?.tag ?? 'Other'],
    summary: doc?.summary ?? `${method} ${path}`,
    operationId: doc?.operationId ?? operationId(route),
    parameters,
    responses,
    security: route.auth === 'api' ? [{ ApiKey: [] }] : route.auth === 'admin' ? [{ AdminKey: [] }] : [],
  };
  const description = [doc?.description, route.permission === undefined ? undefined : `Permission: \`${route.permission}\`.`].filter((s) => s !== undefined).join('\n\n');
  if (description !== '') op['description'] = description;
  if (route.body !== undefined) {
    const example = doc?.bodyExample;
    op['requestBody'] = {
      required: route.body === 'required',
      content: { 'application/json': { schema: doc?.body === undefined ? { type: 'object' } : schemaOf(doc.body), ...(example === undefined ? {} : { example }) } },
    };
  }
  return op;
}

/** Real responses recorded by the API tests; the reference works without them. */
export function loadExamples(file = EXAMPLES_FILE): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function buildOpenApi(routes: readonly Route[], examples: Record<string, unknown> = loadExamples()): OpenApiDocument {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    const doc = route.doc ?? ROUTE_DOCS[routeKey(route)];
    const path = openApiPath(route.pattern);
    (paths[path] ??= {})[OPENAPI_METHODS[route.method]] = operation(route, doc, examples);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'txenrich API',
      version: packageVersion,
      summary: 'Self-hosted transaction enrichment: categories, merchants, locations, processors and peer-to-peer details for bank-statement titles.',
      description:
        'Every JSON response is an envelope: `{success: true, data, meta}` or `{success: false, error: {code, message, details?}, meta}`; ' +
        '`meta` always has generatedAt, requestId (also the X-Request-Id header) and version. ' +
        'Send the organization\'s API key in `X-API-Key`; the operator API uses `X-Admin-Key`. ' +
        'docs/API.md in the repository explains the concepts (credits, idempotency, limits, partial results, entities) and every error code.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: TAGS,
    paths,
    components: {
      schemas: COMPONENT_SCHEMAS,
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'An organization\'s API key, `<prefix>_<43 url-safe characters>` (prefix `txe` unless the operator set API_KEY_PREFIX).' },
        AdminKey: { type: 'apiKey', in: 'header', name: 'X-Admin-Key', description: 'The operator key (ADMIN_API_KEY).' },
      },
    },
  };
}
