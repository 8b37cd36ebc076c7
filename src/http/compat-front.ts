// HTTP_EDGE=compat: a node:net listener on the service's port in front of uWS. It reads the
// head of each request (the first here, later ones in front-relay.ts) and
//  - valid HTTP/1.1: passes it to uWS (listening on a private Unix socket) byte for byte, one
//    request at a time (a pipelined request waits for the answer before it);
//  - HTTP/1.0: rewrites it to HTTP/1.1 with "Connection: close" (one answer, then close, as 1.0
//    expects), so the whole API answers nginx's and HAProxy's default upstream protocol;
//  - malformed: answers 400 / 431 / 505 itself with the error envelope and closes.
// The uWS build we ship drops all of those silently (see request-head.ts). The default edge; every
// byte of every connection crosses JavaScript twice, so it runs in a thread of its own
// (startCompatFrontThread, compat-front-thread.ts). HTTP_EDGE=direct gives uWS the port.
import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import { compiledWorkerFile } from '../config.js';
import { errorBody, STATUS_LINES } from './envelope.js';
import { JSON_CONTENT_TYPE } from './context.js';
import { judgeRequestHead, type HeadVerdict } from './request-head.js';
import { FrontRelay } from './front-relay.js';

/** A connection that has not sent a complete request head by then is closed (uWS's own idle timeout). */
const HEAD_TIMEOUT_MS = 10_000;
/** After a client's FIN, how long uWS may stay silent before its side is closed too. */
const HALF_CLOSE_GRACE_MS = 500;
/** How long a new connection may wait for room in uWS's accept backlog before a 503. */
const UPSTREAM_RETRY_MS = 3_000;

/** What the main thread gives the front's thread, and the one message the thread answers with. */
export interface FrontThreadData { host: string; port: number; upstreamPath: string }
export type FrontThreadReply = { ok: true; port: number } | { ok: false; message: string };

export interface CompatFront {
  port: number;
  /** Stops accepting connections (open ones continue). */
  close(): void;
}

export function startCompatFront(host: string, port: number, upstreamPath: string): Promise<CompatFront> {
  // allowHalfOpen: a client that half-closes after its request (FIN) still gets its answer
  const server: Server = createServer({ noDelay: true, allowHalfOpen: true }, (client) => sniff(client, upstreamPath));
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      reject(new Error(err.code === 'EADDRINUSE'
        ? `cannot listen on ${host}:${port}: the port is in use by another process (or not permitted); stop it or set PORT`
        : `cannot listen on ${host}:${port}: ${err.message}`));
    });
    // exclusive: node sets no SO_REUSEPORT, so a second server on a taken port fails to start
    server.listen({ host, port, exclusive: true }, () => {
      resolve({ port: (server.address() as { port: number }).port, close: () => server.close() });
    });
  });
}

/**
 * Starts the front in its own thread (compat-front-thread.ts) and resolves once it listens.
 * `onFailure`: the thread died after start-up (nothing serves the port any more): the caller
 * logs and exits, so a supervisor restarts the whole service.
 */
export function startCompatFrontThread(host: string, port: number, upstreamPath: string, onFailure: (err: Error) => void): Promise<CompatFront> {
  // A small young generation: the front keeps little on its heap (its buffers are off-heap).
  const workerData: FrontThreadData = { host, port, upstreamPath };
  const worker = new Worker(compiledWorkerFile(import.meta.url, './compat-front-thread.js'), { workerData, resourceLimits: { maxYoungGenerationSizeMb: 6 } });
  let started = false;
  let closing = false;
  return new Promise((resolve, reject) => {
    worker.on('error', (err) => {
      if (started) onFailure(err);
      else reject(err);
    });
    worker.once('exit', (code) => {
      if (!started) reject(new Error(`the HTTP front thread exited with code ${code} before listening`));
      else if (!closing) onFailure(new Error(`the HTTP front thread exited with code ${code}`));
    });
    worker.once('message', (m: FrontThreadReply) => {
      if (!m.ok) {
        void worker.terminate();
        reject(new Error(m.message));
        return;
      }
      started = true;
      worker.unref(); // the service's own shutdown decides when the process ends
      resolve({ port: m.port, close: () => { closing = true; worker.postMessage('close'); } });
    });
  });
}

/**
 * Connects to uWS's Unix socket. A Unix socket whose accept backlog is full refuses at once
 * (EAGAIN) where TCP would queue the SYN, so a burst of new connections is retried with backoff
 * until the deadline instead of being dropped.
 */
function connectUpstream(path: string, deadline: number, delayMs: number, done: (err: Error | null, s: Socket) => void): void {
  const s = connect(path);
  const onError = (err: NodeJS.ErrnoException): void => {
    s.destroy();
    if (err.code === 'EAGAIN' && Date.now() < deadline) {
      setTimeout(() => connectUpstream(path, deadline, Math.min(delayMs * 2, 100), done), delayMs);
    } else {
      done(err, s);
    }
  };
  s.once('error', onError);
  s.once('connect', () => { s.off('error', onError); done(null, s); });
}

/** Sends what is buffered, then FIN; a client that never closes its side is dropped later. */
function endThenClose(client: Socket, data?: string): void {
  if (data === undefined) client.end();
  else client.end(data);
  client.setTimeout(HEAD_TIMEOUT_MS, () => client.destroy());
}

/** Answers a request the front refuses with the error envelope, then closes the connection. */
function refuse(client: Socket, verdict: Extract<HeadVerdict, { kind: 'reject' }>): void {
  answerAndClose(client, verdict.status, verdict.code, verdict.message, '', verdict.head);
}

/** `extraHeaders`: complete lines, each ending in CRLF. `head`: the request was HEAD (no body). */
function answerAndClose(client: Socket, status: number, code: string, message: string, extraHeaders: string, head: boolean): void {
  const requestId = randomUUID();
  const body = errorBody(requestId, code, message);
  endThenClose(client, `HTTP/1.1 ${STATUS_LINES[status]}\r\nContent-Type: ${JSON_CONTENT_TYPE}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n${extraHeaders}X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${head ? '' : body}`);
  client.resume(); // discard whatever else it sends until the close
}

function sniff(client: Socket, upstreamPath: string): void {
  let buf: Buffer = Buffer.alloc(0);
  client.setTimeout(HEAD_TIMEOUT_MS, () => client.destroy());
  client.on('error', () => client.destroy());
  const onEnd = (): void => { client.destroy(); }; // FIN before a complete request head
  const onData = (chunk: Buffer): void => {
    buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
    const verdict = judgeRequestHead(buf, hostOf(client));
    if (verdict.kind === 'incomplete') return;
    client.off('data', onData);
    client.off('end', onEnd);
    if (verdict.kind === 'reject') {
      refuse(client, verdict);
      return;
    }
    client.setTimeout(0); // from here on uWS's timeouts govern (it closes upstream, we follow)
    client.pause();
    const bytes = buf;
    buf = Buffer.alloc(0);
    connectUpstream(upstreamPath, Date.now() + UPSTREAM_RETRY_MS, 2, (err, upstream) => {
      if (err !== null) {
        // uWS is gone (shutting down) or stayed full for UPSTREAM_RETRY_MS: say so, never drop silently
        answerAndClose(client, 503, 'overloaded', 'The server cannot take this connection now; retry in 1 s.', 'Retry-After: 1\r\n', false);
        return;
      }
      if (client.destroyed) { upstream.destroy(); return; }
      const drop = (): void => { client.destroy(); upstream.destroy(); };
      upstream.on('error', drop);
      client.on('error', drop);
      client.on('close', () => upstream.destroy());
      const relay = new FrontRelay(client, upstream, { refuse, host: hostOf(client) });
      // The client half-closed (FIN). Its answers may still be on the way, so uWS is not told at
      // once (a FIN makes it abort what is pending); the relay closes uWS's side once nothing is
      // left to answer. A request cut off mid-body would hold its concurrency slot until uWS's
      // 10 s timeout, so uWS also gets the close once it has sent nothing for HALF_CLOSE_GRACE_MS.
      const graceAfterFin = (): void => {
        relay.clientEnd();
        let timer = setTimeout(() => upstream.destroy(), HALF_CLOSE_GRACE_MS);
        upstream.on('data', () => { clearTimeout(timer); timer = setTimeout(() => upstream.destroy(), HALF_CLOSE_GRACE_MS); });
        upstream.once('close', () => clearTimeout(timer));
      };
      upstream.on('close', () => endThenClose(client)); // after what uWS sent has been passed on
      relay.start(bytes, verdict);
      // A FIN that came with the request (write then close) has already ended the stream while
      // uWS's socket was connecting: 'end' will not fire again.
      if (client.readableEnded) graceAfterFin();
      else client.once('end', graceAfterFin);
    });
  };
  client.on('data', onData);
  client.on('end', onEnd);
}

/** The address the client reached, as a Host value (for an HTTP/1.0 request without one). */
function hostOf(s: Socket): string {
  const addr = s.localAddress ?? '127.0.0.1';
  const h = addr.startsWith('::ffff:') ? addr.slice(7) : addr;
  return `${h.includes(':') ? `[${h}]` : h}:${s.localPort ?? 0}`;
}
