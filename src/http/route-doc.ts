// What the API reference (GET /openapi.json) needs to know about one route beyond what the
// route table already says (method, path, auth, permission, body, headers). A route gives it
// inline (`doc` on the Route) or in ROUTE_DOCS (route-docs.ts); a route with neither is still
// documented, with a generic envelope.
import type { ValidateFunction } from 'ajv';
import type { JsonSchema } from './response-schemas.js';

export interface RequestHeaderDoc {
  name: string;
  description: string;
  schema: JsonSchema;
  required?: boolean;
}

export interface ResponseHeaderDoc {
  description: string;
  schema: JsonSchema;
}

export interface ErrorDoc {
  status: number;
  codes: readonly string[];
  description: string;
  headers?: Record<string, ResponseHeaderDoc>;
}

export interface RouteDoc {
  summary: string;
  description?: string;
  tag: string;
  operationId?: string;
  /** The Ajv validator of the query string (its `.schema` is documented). */
  query?: ValidateFunction<unknown>;
  /** Defaults the handler applies to absent query parameters (the validators do not fill them). */
  queryDefaults?: Record<string, unknown>;
  /** The Ajv validator of the JSON body. */
  body?: ValidateFunction<unknown>;
  bodyExample?: unknown;
  /** Request headers beyond the API/admin key. */
  headers?: readonly RequestHeaderDoc[];
  /** Success status (default 200). */
  status?: number;
  /** Schema of `data` in the success envelope. */
  data?: JsonSchema;
  /** Meta properties always present on success (beyond generatedAt, requestId, version). */
  meta?: readonly string[];
  /** Extra top-level properties of the success envelope (enrich: `partial`). */
  top?: Record<string, JsonSchema>;
  responseHeaders?: Record<string, ResponseHeaderDoc>;
  /** Errors specific to this route (the generic ones are derived from the route table). */
  errors?: readonly ErrorDoc[];
  /** A success response that is not the JSON envelope (HTML, SVG, JS, ...). */
  raw?: { contentType: string; description: string };
}
