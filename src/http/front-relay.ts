// One client connection of the compatibility front, once its first request is judged and uWS's
// socket is connected: passes ONE request at a time to uWS and its response back.
//  - Every request is judged (request-head.ts), not only a connection's first: a malformed or
//    HTTP/1.0 request later on a keep-alive connection gets its 400 / 505 or its one answer, where
//    uWS would say nothing and close 10 s later.
//  - A request that arrives before the previous response is complete (HTTP pipelining) waits here
//    until it is. uWS closes a connection whose next request it parses while a response is
//    pending, so without the front the main thread pauses and resumes every socket around every
//    request (three epoll_ctl calls each); behind it, it need not (context.ts).
// Bytes are passed on as they come (a body is not buffered), with backpressure both ways.
import type { Socket } from 'node:net';
import { BodyScanner, scanResponseHead } from './http-framing.js';
import type { HeadVerdict } from './request-head.js';
import { judgeRequestHead } from './request-head.js';

type Reject = Extract<HeadVerdict, { kind: 'reject' }>;
type Forward = Extract<HeadVerdict, { kind: 'forward' }>;

/** Bytes of later requests held while one is answered; past this the client is not read. */
const MAX_HELD_BYTES = 64 * 1024;

export interface RelayHooks {
  /** Answers a request the front refuses (the connection then closes). */
  refuse(client: Socket, verdict: Reject): void;
  /** The Host given to an HTTP/1.0 request without one. */
  host: string;
}

export class FrontRelay {
  /** Client bytes not yet passed on: the rest of a body, then later requests. */
  private held: Buffer = EMPTY;
  /** The body of the request being passed on (null: its head is next, or none is open). */
  private requestBody: BodyScanner | null = null;
  /** A request was passed on and its (final) response has not been passed back completely. */
  private awaiting = false;
  private requestMethod = 'GET';
  /** The response being passed back: its head's bytes so far, then its body. */
  private responseHead: Buffer = EMPTY;
  private responseBody: BodyScanner | null = null;
  private clientEnded = false;
  private upstreamCongested = false;
  private refused = false;

  constructor(private readonly client: Socket, private readonly upstream: Socket, private readonly hooks: RelayHooks) {}

  /**
   * Starts with every byte read so far: the connection's first request, whose verdict `first` the
   * front has already reached (not judged again: with HTTP/1.0 every request is a first one).
   */
  start(bytes: Buffer, first: Forward): void {
    this.client.on('data', (chunk: Buffer) => this.fromClient(chunk));
    this.upstream.on('data', (chunk: Buffer) => this.fromUpstream(chunk));
    this.client.on('drain', () => this.upstream.resume());
    this.upstream.on('drain', () => { this.upstreamCongested = false; this.flowControl(); });
    this.held = bytes;
    this.pump(first); // then reads the client (flowControl)
  }

  /** The client sent its FIN: once nothing of its is left to answer, uWS's side is closed. */
  clientEnd(): void {
    this.clientEnded = true;
    this.closeIfFinished();
  }

  private fromClient(chunk: Buffer): void {
    if (this.refused) return; // after a refusal: discarded until the close
    this.held = this.held.length === 0 ? chunk : Buffer.concat([this.held, chunk]);
    this.pump();
  }

  /**
   * Passes on what may go now: the rest of the open request's body, or, once the previous answer
   * is complete, the next request (its head and as much of its body as is here, in one write).
   */
  private pump(judged: Forward | null = null): void {
    for (;;) {
      let end = 0; // held[0, end) goes to uWS
      if (this.requestBody !== null) {
        end = this.requestBody.feed(this.held, 0);
        if (end < 0) { this.fail(); return; }
        if (this.requestBody.done) this.requestBody = null;
      } else if (!this.awaiting && this.held.length > 0) {
        const verdict = judged ?? judgeRequestHead(this.held, this.hooks.host);
        judged = null;
        if (verdict.kind === 'incomplete') break; // uWS's idle timeout closes a client that stalls here
        if (verdict.kind === 'reject') {
          this.refused = true;
          this.held = EMPTY;
          this.upstream.destroy();
          this.hooks.refuse(this.client, verdict);
          return;
        }
        this.awaiting = true;
        this.requestMethod = verdict.method;
        const body = verdict.body.kind === 'none' ? null : new BodyScanner(verdict.body);
        if (verdict.rewritten) { // HTTP/1.0: a new head, then the body as it is
          this.send(verdict.head);
          this.held = this.held.subarray(verdict.headLength);
          this.requestBody = body;
          continue;
        }
        end = verdict.headLength;
        if (body !== null) {
          const n = body.feed(this.held, end);
          if (n < 0) { this.fail(); return; }
          end += n;
          this.requestBody = body.done ? null : body;
        }
      } else {
        break;
      }
      if (end > 0) {
        const whole = end === this.held.length;
        this.send(whole ? this.held : this.held.subarray(0, end));
        this.held = whole ? EMPTY : this.held.subarray(end);
      }
      if (this.requestBody !== null) break; // the rest of its body has not arrived yet
    }
    this.flowControl();
  }

  private send(bytes: Buffer): void {
    if (!this.upstream.write(bytes)) this.upstreamCongested = true;
  }

  /** The client is read while uWS takes what it is sent and little is held for later. */
  private flowControl(): void {
    if (this.upstreamCongested || this.held.length > MAX_HELD_BYTES) this.client.pause();
    else if (!this.refused) this.client.resume();
  }

  private fromUpstream(chunk: Buffer): void {
    if (!this.client.write(chunk)) this.upstream.pause(); // resumed on the client's 'drain'
    if (!this.awaiting) return; // nothing pending: bytes uWS sends on its own are passed on as they are
    let at = 0;
    while (at < chunk.length && this.awaiting) {
      if (this.responseBody === null) {
        const buf = this.responseHead.length === 0 ? chunk.subarray(at) : Buffer.concat([this.responseHead, chunk.subarray(at)]);
        const head = scanResponseHead(buf, this.requestMethod);
        if (head.kind === 'incomplete') { this.responseHead = Buffer.from(buf); return; }
        if (head.kind === 'invalid') { this.fail(); return; }
        at += head.headLength - this.responseHead.length;
        this.responseHead = EMPTY;
        if (head.status < 200) continue; // 100 Continue: the final response follows
        this.responseBody = new BodyScanner(head.framing);
      }
      const n = this.responseBody.feed(chunk, at);
      if (n < 0) { this.fail(); return; }
      at += n;
      if (this.responseBody.done) this.responseDone();
    }
  }

  private responseDone(): void {
    this.responseBody = null;
    this.awaiting = false;
    this.pump();
    this.closeIfFinished();
  }

  private closeIfFinished(): void {
    if (this.clientEnded && !this.awaiting && this.requestBody === null && this.held.length === 0) this.upstream.destroy();
  }

  /** Framing the front cannot follow: the connection cannot be kept in step, so it is closed. */
  private fail(): void {
    this.client.destroy();
    this.upstream.destroy();
  }
}

const EMPTY = Buffer.alloc(0);
