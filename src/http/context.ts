// Per-request state and the only function that writes a response. uWS rules it enforces:
// never touch a response after onAborted, write everything inside res.cork, end exactly once.
import { uuid7 } from '../uuid7.js';
import type { HttpResponse } from 'uWebSockets.js';
import { STATUS_LINES, errorBody, type HttpError } from './envelope.js';
import { observeResponse } from '../metrics.js';
import { joinJsonPiecesTransient, type JsonPieces } from '../json-bytes.js';
import { eachRateHeader, type BucketState } from '../limits/headers.js';
import type { Admission } from '../limits/types.js';

export interface Ctx {
  res: HttpResponse;
  requestId: string;
  method: string; // lower case, as uWS reports it
  path: string;
  startedAt: number; // performance.now()
  aborted: boolean;
  done: boolean;
  status: number;
  /** The rate-limit bucket as the admitted request found it: its X-RateLimit-* headers are written from it. */
  rate: BucketState | null;
  /** Holds this request's concurrency slot; released once when the response ends or aborts. */
  admission: Admission | null;
  /** Called once if the client goes away (lets a pending body read settle). */
  onAbort: (() => void) | null;
  /** The socket is paused (see pauseReading); resumed when the response is written. */
  paused: boolean;
  /**
   * Pause the socket once the request is read (pauseReading). Off behind the compatibility front
   * (HTTP_EDGE=compat): a request reaches uWS only once the one before it is answered
   * (front-relay.ts), so the pause would only cost three epoll_ctl system calls per request.
   */
  guardPipelining: boolean;
  /** Route pattern (metrics label); undefined for unmatched paths. */
  route?: string;
  /**
   * A body handler (onData) is attached and its last chunk has not arrived. uWS turns the idle
   * timeout off when that last chunk comes, even after the response went out: a response sent
   * before then closes the connection, or it would never time out.
   */
  bodyPending: boolean;
}

const UUID_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export function isUuid(s: string): boolean {
  return s.length === 36 && UUID_RE.test(s);
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

let active = 0;
/** Requests accepted and not yet answered or aborted (graceful shutdown waits for 0). */
export function activeRequests(): number {
  return active;
}

// Request ids are version 7 UUIDs (src/uuid7.ts): one flat string, where crypto.randomUUID's is a rope of
// concatenated pieces (~0.5 KB of heap per request); time-ordered, so they also sort as the log does.
/** Creates the context and registers onAborted (must run synchronously in the uWS handler). */
export function createCtx(res: HttpResponse, method: string, path: string, clientRequestId: string, guardPipelining: boolean): Ctx {
  const ctx: Ctx = {
    res,
    requestId: clientRequestId !== '' && isUuid(clientRequestId) ? clientRequestId.toLowerCase() : uuid7(),
    method,
    path,
    startedAt: performance.now(),
    aborted: false,
    done: false,
    status: 0,
    rate: null,
    admission: null,
    onAbort: null,
    paused: false,
    guardPipelining,
    bodyPending: false,
  };
  active++;
  res.onAborted(() => {
    if (!ctx.done) active--;
    ctx.aborted = true;
    finish(ctx);
    const hook = ctx.onAbort;
    ctx.onAbort = null;
    if (hook !== null) hook();
  });
  return ctx;
}

/**
 * HTTP pipelining: uWS closes a connection whose next request is parsed while the previous
 * response is still pending ("async pipelining"); it only allows responses finished before it
 * parses on. Pausing the socket once a request is complete (and its body read) keeps uWS from
 * reading the next request until this response is written, so a client that sends its next
 * request before the answer simply waits for it. Requests already in the same read buffer are
 * parsed at once: they work when the earlier response completes within microtasks (cached
 * reads), otherwise uWS still closes the connection.
 */
export function pauseReading(ctx: Ctx): void {
  if (!ctx.guardPipelining || ctx.paused || ctx.aborted || ctx.done) return;
  ctx.paused = true;
  ctx.res.pause();
}

function finish(ctx: Ctx): void {
  const a = ctx.admission;
  if (a !== null) {
    ctx.admission = null;
    a.release();
  }
}

/** Writes one response. Safe to call after an abort or twice (later calls are ignored). */
export function send(
  ctx: Ctx,
  status: number,
  body: string | Buffer | JsonPieces,
  headers?: ReadonlyArray<readonly [string, string]>,
  contentType: string = JSON_CONTENT_TYPE,
): void {
  if (ctx.done) return;
  ctx.done = true;
  ctx.status = status;
  observeResponse(ctx.route, ctx.method, status, ctx.startedAt, headers);
  if (!ctx.aborted) active--;
  finish(ctx);
  if (ctx.aborted) return;
  const res = ctx.res;
  const close = ctx.bodyPending;
  res.cork(() => {
    if (ctx.paused) res.resume(); // before end(): the response object is invalid afterwards
    res.writeStatus(STATUS_LINES[status] ?? `${status} Status`);
    res.writeHeader('Content-Type', contentType);
    res.writeHeader('X-Request-Id', ctx.requestId);
    if (ctx.rate !== null) eachRateHeader(ctx.rate, 'rps', (name, value) => { res.writeHeader(name, value); });
    if (headers !== undefined) for (let i = 0; i < headers.length; i++) res.writeHeader(headers[i]![0], headers[i]![1]);
    if (ctx.method === 'head') {
      // endWithoutBody(length) of this uWS build drops the connection after the response
      // (and an explicit undefined becomes a bogus length): write the header ourselves.
      res.writeHeader('Content-Length', String(Array.isArray(body) ? joinJsonPiecesTransient(body).length : Buffer.byteLength(body)));
      res.endWithoutBody();
    }
    else {
      // Bytes, encoded once: handed a string, this uWS build measures and encodes it again into a
      // malloc'd copy on every call (~4 % of the main thread under load). Pieces are joined into
      // a reused buffer: uWS has copied or sent it by the time tryEnd/end return.
      const bytes = typeof body === 'string' ? Buffer.from(body) : Array.isArray(body) ? joinJsonPiecesTransient(body) : body;
      if (close) res.end(bytes, true);
      else endWithBackpressure(ctx, bytes);
    }
  });
}

/**
 * end() would buffer the whole response in uWS when the client does not read (a pipelining
 * client that never reads grew the heap by hundreds of MB). tryEnd writes what the socket
 * takes and the rest waits for onWritable, so at most one response per connection is pending:
 * uWS closes a connection whose next request arrives meanwhile. Reading is NOT paused here:
 * a paused socket was never read again after the response completed (a keep-alive client's
 * next request went unanswered) and pausing turns uWS's timeout off (a client that took
 * nothing held its connection and the unsent body for ever). A client that takes nothing for
 * WRITE_STALL_MS is closed.
 */
function endWithBackpressure(ctx: Ctx, body: Buffer): void {
  const res = ctx.res;
  const size = body.length;
  const [, done] = res.tryEnd(body, size);
  if (done) return;
  const bytes = Buffer.from(body); // its own copy: a joined body's buffer is reused by the next response
  const stall = setTimeout(() => { if (!ctx.aborted) res.close(); }, WRITE_STALL_MS).unref();
  ctx.onAbort = () => clearTimeout(stall);
  res.onWritable((offset) => {
    const [ok, finished] = res.tryEnd(bytes.subarray(offset), size);
    if (finished) clearTimeout(stall);
    else stall.refresh(); // the client is taking data: it has another WRITE_STALL_MS
    return ok;
  });
}

/** How long a pending response may wait for the client to read before its connection closes. */
export const WRITE_STALL_MS = 10_000;

export function sendError(ctx: Ctx, err: HttpError): void {
  send(ctx, err.status, errorBody(ctx.requestId, err.code, err.message, err.details), err.headers);
}
