// One routing table for the whole service, mounted on uWS. The uWS handler reads everything it
// needs from the request synchronously (uWS invalidates `req` after the first await), then the
// async pipeline runs: auth -> rate limit -> permission -> body -> handler -> one corked write.
import type { HttpRequest, HttpResponse, TemplatedApp } from 'uWebSockets.js';
import type { JsonPieces } from '../json-bytes.js';
import type { Permission } from '../store/types.js';
import { errorFields } from '../log.js';
import type { AuthEntry } from './auth.js';
import { secretEquals } from './auth.js';
import { readBody, MAX_BODY_BYTES } from './body.js';
import { createCtx, pauseReading, send, sendError, type Ctx } from './context.js';
import { HttpError } from './envelope.js';
import { isDatabaseUnavailable } from '../store/connection.js';
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
  /** JSON (or other) text; bytes, or pieces of text and bytes that send() joins (json-bytes.ts). */
  body: string | Buffer | JsonPieces;
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
  /** Body size cap for this route (default MAX_BODY_BYTES, 16 KiB). */
  maxBodyBytes?: number;
  /**
   * Load shedding before the body is parsed: the HttpError to answer at once (503) when the
   * service cannot take this request's work now, or null. Checked once the request is
   * authenticated and admitted, so a shed request costs no JSON parse or validation of its body.
   */
  shed?: (deps: Deps) => HttpError | null;
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
  const guard = deps.config.httpEdge !== 'compat'; // see Ctx.guardPipelining
  for (const route of routes) {
    const n = paramCount(route.pattern);
    const handler = (res: HttpResponse, req: HttpRequest): void => {
      // --- synchronous part: copy everything out of `req` ---
      const ctx = createCtx(res, req.getMethod(), req.getUrl(), req.getHeader('x-request-id'), guard);
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
        bodyPromise = readBody(ctx, req.getHeader('content-length'), route.maxBodyBytes); // pauses once the body is read
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
            // Both answer synchronously in the common case (a cached key, the in-memory limiter):
            // no await then, so no extra turn of the microtask queue per request.
            const found = deps.auth.authenticate(apiKey);
            auth = found instanceof Promise ? await withDeadline(found) : found;
            const { org } = auth;
            const admitted = deps.limiter.admit(org.id, { rps: org.rps, concurrency: org.concurrency, burst: org.burst ?? undefined });
            const admission = admitted instanceof Promise ? await admitted : admitted;
            ctx.rate = admission.rate;
            if (ctx.aborted || ctx.done) admission.release();
            else ctx.admission = admission;
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
          if (route.shed !== undefined) {
            const shed = route.shed(deps);
            if (shed !== null) throw shed;
          }
          if (bodyPromise !== null) {
            const b = await bodyPromise;
            if (!b.ok) {
              if (!b.tooLarge) return; // client went away
              throw new HttpError(413, 'payload_too_large', `Request body exceeds the limit of ${route.maxBodyBytes ?? MAX_BODY_BYTES} bytes (${Math.round((route.maxBodyBytes ?? MAX_BODY_BYTES) / 1024)} KiB).`);
            }
            body = parseJsonBody(b.bytes, contentType, route.body === 'optional');
          }
          if (ctx.aborted) return;
          const work = route.handle({ params, query, headers, body, auth }, ctx, deps);
          const reply = await (NO_DEADLINE.has(route.pattern) ? work : withDeadline(work));
          send(ctx, reply.status, reply.body, reply.headers, reply.contentType);
        } catch (err) {
          // Refused before its body arrived (401, 429 ...): take the body first so the connection
          // can stay open (answering earlier closes it; see Ctx.bodyPending).
          if (bodyPromise !== null && ctx.bodyPending) await bodyPromise;
          const code = (err as { code?: unknown } | null)?.code;
          if (err instanceof HttpError) {
            sendError(ctx, err);
          } else if (isDatabaseUnavailable(err)) {
            noteDatabaseUnavailable(deps, err);
            sendError(ctx, unavailable());
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
    };
    app[route.method](route.pattern, handler);
    const list = allowed.get(route.pattern) ?? [];
    list.push(METHOD_NAMES[route.method]);
    // HEAD: the GET answer's status and headers without its body (send() leaves it out).
    if (route.method === 'get') {
      app.head(route.pattern, handler);
      list.push('HEAD');
    }
    allowed.set(route.pattern, list);
  }
  // Known path, wrong method.
  for (const [pattern, methods] of allowed) {
    const allow = methods.join(', ');
    app.any(pattern, (res, req) => {
      const ctx = createCtx(res, req.getMethod(), req.getUrl(), req.getHeader('x-request-id'), guard);
      answerAfterBody(ctx, req, new HttpError(405, 'method_not_allowed', `Method ${req.getCaseSensitiveMethod().toUpperCase()} is not allowed on this path; allowed: ${allow}.`, { allowed: methods }, [['Allow', allow]]));
    });
  }
  app.any('/*', (res, req) => {
    const ctx = createCtx(res, req.getMethod(), req.getUrl(), req.getHeader('x-request-id'), guard);
    answerAfterBody(ctx, req, new HttpError(404, 'not_found', `No route for ${req.getCaseSensitiveMethod().toUpperCase()} ${req.getUrl()}. See GET /v1 for the list of endpoints.`));
  });
}

/**
 * Answers an error once the request's body (if any) has arrived, discarding it. Answering
 * earlier leaves the connection without an idle timeout (see Ctx.bodyPending); a body over
 * the size cap is not waited for: the answer goes out at once and the connection is closed.
 */
function answerAfterBody(ctx: Ctx, req: HttpRequest, err: HttpError): void {
  const declared = req.getHeader('content-length');
  ctx.bodyPending = true;
  if (declared !== '' && !(Number(declared) <= MAX_BODY_BYTES)) {
    ctx.res.onData((_c, isLast) => { if (isLast) ctx.bodyPending = false; });
    sendError(ctx, err);
    return;
  }
  let size = 0;
  ctx.res.onData((chunk, isLast) => {
    size += chunk.byteLength;
    if (isLast) ctx.bodyPending = false;
    if (isLast || size > MAX_BODY_BYTES) sendError(ctx, err);
  });
}

/**
 * Backstop against a database that stops answering without closing its connections (no RST,
 * a stalled network): connect and statement timeouts cover the rest. After this long a
 * request answers 503 `unavailable`; its work, if it still completes, is kept (a retry with
 * the same idempotency key then finds it).
 */
const REQUEST_DEADLINE_MS = 8000;
/** Routes whose own work may legitimately outlast the deadline (up to 1,000 enrichments). */
const NO_DEADLINE = new Set(['/v1/transactions/enrich/batch']);

/**
 * One pending deadline per request waiting on a promise: a single timer sweeps them (every
 * DEADLINE_SWEEP_MS) instead of a timer, a deadline promise, a race and a finally per request.
 * A request is failed between REQUEST_DEADLINE_MS and REQUEST_DEADLINE_MS + DEADLINE_SWEEP_MS.
 */
interface PendingDeadline { at: number; reject: (err: Error) => void }
const DEADLINE_SWEEP_MS = 250;
const pendingDeadlines = new Set<PendingDeadline>();
let deadlineSweeper: NodeJS.Timeout | null = null;

function sweepDeadlines(): void {
  const now = performance.now();
  for (const d of pendingDeadlines) {
    if (d.at > now) continue;
    pendingDeadlines.delete(d);
    d.reject(Object.assign(new Error('request deadline exceeded'), { code: 'CONNECT_TIMEOUT' }));
  }
  if (pendingDeadlines.size === 0 && deadlineSweeper !== null) {
    clearInterval(deadlineSweeper);
    deadlineSweeper = null;
  }
}

function withDeadline<T>(work: Promise<T> | T): Promise<T> | T {
  if (!(work instanceof Promise)) return work;
  return new Promise<T>((resolve, reject) => {
    const d: PendingDeadline = { at: performance.now() + REQUEST_DEADLINE_MS, reject };
    pendingDeadlines.add(d);
    if (deadlineSweeper === null) deadlineSweeper = setInterval(sweepDeadlines, DEADLINE_SWEEP_MS);
    // The work may lose to the deadline; its own errors are logged by whoever awaits it.
    work.then((v) => { pendingDeadlines.delete(d); resolve(v); }, (err: unknown) => { pendingDeadlines.delete(d); reject(err); });
  });
}

function unavailable(): HttpError {
  return new HttpError(503, 'unavailable', 'The database is unreachable or not answering; retry in 2 s.', undefined, [['Retry-After', '2']]);
}

let lastUnavailableLog = 0;
/** One log line per 5 s while the database is away (not one per request). */
function noteDatabaseUnavailable(deps: Deps, err: unknown): void {
  const now = Date.now();
  if (now - lastUnavailableLog < 5000) return;
  lastUnavailableLog = now;
  deps.log.warn('database unavailable: answering 503', { code: (err as { code?: unknown }).code, err: String((err as Error)?.message ?? err) });
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
