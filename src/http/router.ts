// One routing table for the whole service, mounted on uWS. The uWS handler reads everything it
// needs from the request synchronously (uWS invalidates `req` after the first await), then the
// async pipeline runs: auth -> rate limit -> permission -> body -> handler -> one corked write.
import type { HttpRequest, HttpResponse, TemplatedApp } from 'uWebSockets.js';
import type { Permission } from '../store/types.js';
import { errorFields } from '../log.js';
import type { AuthEntry } from './auth.js';
import { secretEquals } from './auth.js';
import { readBody, MAX_BODY_BYTES } from './body.js';
import { createCtx, pauseReading, send, sendError, type Ctx } from './context.js';
import { HttpError } from './envelope.js';
import type { Deps } from './deps.js';
import type { RouteDoc } from './route-doc.js';

export interface RouteInput {
  params: string[];
  query: string | undefined;
  /** Extra headers the route asked for (lower-case names), '' when absent. */
  headers: Record<string, string>;
  body: unknown;
  auth: AuthEntry | null;
}

export interface Reply {
  status: number;
  body: string;
  headers?: Array<[string, string]>;
  contentType?: string;
}

export interface Route {
  method: 'get' | 'post' | 'patch' | 'del';
  pattern: string; // uWS pattern; `:name` segments are parameters
  auth: 'public' | 'admin' | 'api';
  permission?: Permission;
  /** 'required': JSON body expected; 'optional': an empty body counts as {}. */
  body?: 'required' | 'optional';
  headers?: readonly string[];
  /** API reference metadata (GET /openapi.json); or an entry in route-docs.ts. */
  doc?: RouteDoc;
  handle(input: RouteInput, ctx: Ctx, deps: Deps): Promise<Reply> | Reply;
}

const NO_PARAMS: string[] = [];
const NO_HEADERS: Record<string, string> = {};
const METHOD_NAMES = { get: 'GET', post: 'POST', patch: 'PATCH', del: 'DELETE' } as const;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function paramCount(pattern: string): number {
  let n = 0;
  for (const seg of pattern.split('/')) if (seg.startsWith(':')) n++;
  return n;
}

function isJsonContentType(ct: string): boolean {
  const base = ct.split(';', 1)[0]!.trim().toLowerCase();
  return base === 'application/json' || (base.startsWith('application/') && base.endsWith('+json'));
}

let running = 0;
/** Request pipelines still doing work (including ones whose client went away). */
export function runningPipelines(): number {
  return running;
}

export function mountRoutes(app: TemplatedApp, routes: readonly Route[], deps: Deps): void {
  const allowed = new Map<string, string[]>();
  for (const route of routes) {
    const n = paramCount(route.pattern);
    app[route.method](route.pattern, (res: HttpResponse, req: HttpRequest) => {
      // --- synchronous part: copy everything out of `req` ---
      const ctx = createCtx(res, route.method, req.getUrl(), req.getHeader('x-request-id'));
      ctx.route = route.pattern;
      const apiKey = route.auth === 'api' ? req.getHeader('x-api-key') : '';
      const adminKey = route.auth === 'admin' ? req.getHeader('x-admin-key') : '';
      let params = NO_PARAMS;
      if (n > 0) {
        params = new Array<string>(n);
        for (let i = 0; i < n; i++) params[i] = req.getParameter(i) ?? '';
      }
      const query = req.getQuery();
      let headers = NO_HEADERS;
      if (route.headers !== undefined) {
        headers = {};
        for (const h of route.headers) headers[h] = req.getHeader(h);
      }
      let contentType = '';
      let bodyPromise = null;
      if (route.body !== undefined) {
        contentType = req.getHeader('content-type');
        bodyPromise = readBody(ctx, req.getHeader('content-length')); // pauses once the body is read
      } else {
        pauseReading(ctx);
      }
      // --- asynchronous part ---
      running++;
      void (async () => {
        try {
          if (!deps.ready) {
            throw new HttpError(503, 'overloaded', deps.shuttingDown ? 'The service is shutting down; retry in a few seconds.' : 'The service is starting up; retry shortly.', undefined, [['Retry-After', '1']]);
          }
          let auth: AuthEntry | null = null;
          if (route.auth === 'api') {
            auth = await deps.auth.authenticate(apiKey);
            const admission = deps.limiter.admit(auth.org.id, auth.org.rps, auth.org.concurrency, auth.org.burst ?? undefined);
            ctx.rateHeaders = admission.headers;
            if (ctx.aborted || ctx.done) admission.release();
            else ctx.release = admission.release;
            if (route.permission !== undefined && !auth.key.permissions.includes(route.permission)) {
              throw new HttpError(403, 'authorization_error',
                `Access denied: this API key lacks the "${route.permission}" permission required for ${METHOD_NAMES[route.method]} ${route.pattern.replace(/:(\w+)/g, '{$1}')}.`,
                { requiredPermission: route.permission, keyPermissions: auth.key.permissions });
            }
          } else if (route.auth === 'admin') {
            if (adminKey === '' || !secretEquals(adminKey, deps.config.adminApiKey)) {
              throw new HttpError(401, 'authentication_error', 'Admin authentication failed: send the operator key in the X-Admin-Key header.');
            }
          }
          let body: unknown = undefined;
          if (bodyPromise !== null) {
            const b = await bodyPromise;
            if (!b.ok) {
              if (!b.tooLarge) return; // client went away
              throw new HttpError(413, 'payload_too_large', `Request body exceeds the limit of ${MAX_BODY_BYTES} bytes (16 KiB).`);
            }
            body = parseJsonBody(b.bytes, contentType, route.body === 'optional');
          }
          if (ctx.aborted) return;
          const reply = await route.handle({ params, query, headers, body, auth }, ctx, deps);
          send(ctx, reply.status, reply.body, reply.headers, reply.contentType);
        } catch (err) {
          const code = (err as { code?: unknown } | null)?.code;
          if (err instanceof HttpError) {
            sendError(ctx, err);
          } else if (code === 'overloaded' || code === 'store_closed') {
            // storage shed load (write queue full) or is closing for shutdown
            sendError(ctx, new HttpError(503, 'overloaded', code === 'overloaded' ? 'The service is overloaded; retry in 1 s.' : 'The service is shutting down; retry in a few seconds.', undefined, [['Retry-After', '1']]));
          } else {
            deps.log.error('request failed', { requestId: ctx.requestId, method: ctx.method, path: ctx.path, ...errorFields(err) });
            sendError(ctx, new HttpError(500, 'internal_error', `An internal error occurred; quote request id ${ctx.requestId} when reporting it.`));
          }
        } finally {
          running--;
          if (deps.log.enabled('debug')) {
            deps.log.debug('request', { requestId: ctx.requestId, method: ctx.method, path: ctx.path, status: ctx.status, aborted: ctx.aborted, ms: Math.round((performance.now() - ctx.startedAt) * 100) / 100 });
          }
        }
      })();
    });
    const list = allowed.get(route.pattern) ?? [];
    list.push(METHOD_NAMES[route.method]);
    allowed.set(route.pattern, list);
  }
  // Known path, wrong method.
  for (const [pattern, methods] of allowed) {
    const allow = methods.join(', ');
    app.any(pattern, (res, req) => {
      const ctx = createCtx(res, req.getMethod(), req.getUrl(), req.getHeader('x-request-id'));
      res.onData(() => {});
      sendError(ctx, new HttpError(405, 'method_not_allowed', `Method ${req.getCaseSensitiveMethod().toUpperCase()} is not allowed on this path; allowed: ${allow}.`, { allowed: methods }, [['Allow', allow]]));
    });
  }
  app.any('/*', (res, req) => {
    const ctx = createCtx(res, req.getMethod(), req.getUrl(), req.getHeader('x-request-id'));
    res.onData(() => {});
    sendError(ctx, new HttpError(404, 'not_found', `No route for ${req.getCaseSensitiveMethod().toUpperCase()} ${req.getUrl()}. See GET /v1 for the list of endpoints.`));
  });
}

function parseJsonBody(bytes: Buffer, contentType: string, optional: boolean): unknown {
  if (optional && bytes.length === 0) return {};
  if (contentType === '' || !isJsonContentType(contentType)) {
    throw new HttpError(415, 'unsupported_media_type',
      contentType === '' ? 'Missing Content-Type: send the body as JSON with "Content-Type: application/json".' : `Unsupported Content-Type "${contentType.slice(0, 100)}": send the body as JSON with "Content-Type: application/json".`);
  }
  if (bytes.length === 0) throw new HttpError(400, 'invalid_json', 'The request body is empty; send a JSON object.');
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid UTF-8.');
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new HttpError(400, 'invalid_json', `The request body is not valid JSON: ${(err as Error).message.slice(0, 200)}`);
  }
}
