// A minimal keep-alive HTTP/1.1 client over one TCP socket, with pipelining, for the paced
// (open-loop) load generator. Node's http client costs far more CPU per request than the
// service under test on this 2-core machine; this one only writes prebuilt request bytes and
// parses status + Content-Length, and timestamps each response with microsecond precision.
import net from 'node:net';

export interface RawResponse {
  status: number;
  /** Wall time from the intended send time (open-loop, so queueing counts) to the last byte. */
  latencyMs: number;
  bytes: number;
  body: Buffer | null;
}

interface Pending {
  scheduledAt: number;
  keepBody: boolean;
  done: (r: RawResponse | Error) => void;
}

const HEADER_END = Buffer.from('\r\n\r\n');

export class RawConnection {
  private socket: net.Socket;
  private buf: Buffer = Buffer.alloc(0);
  private queue: Pending[] = [];
  private closed = false;
  readonly ready: Promise<void>;

  constructor(host: string, port: number) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', (err) => this.failAll(err));
    this.socket.on('close', () => { this.closed = true; this.failAll(new Error('connection closed')); });
  }

  get inFlight(): number { return this.queue.length; }
  get isClosed(): boolean { return this.closed; }

  /** Sends prebuilt request bytes; resolves with the matching response (FIFO, pipelined). */
  send(request: Buffer | string, scheduledAt: number, keepBody = false): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      if (this.closed) { reject(new Error('connection closed')); return; }
      this.queue.push({ scheduledAt, keepBody, done: (r) => (r instanceof Error ? reject(r) : resolve(r)) });
      this.socket.write(request);
    });
  }

  close(): void { this.socket.end(); this.socket.destroy(); }

  private failAll(err: Error): void {
    const q = this.queue; this.queue = [];
    for (const p of q) p.done(err);
  }

  private onData(chunk: Buffer): void {
    const now = performance.now();
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    for (;;) {
      const headerEnd = this.buf.indexOf(HEADER_END);
      if (headerEnd < 0) return;
      const head = this.buf.toString('latin1', 0, headerEnd);
      const status = Number(head.slice(9, 12));
      const m = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!m) {
        if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) { this.failAll(new Error('chunked responses are not supported by the bench client')); this.close(); return; }
      }
      const len = m ? Number(m[1]) : 0;
      const total = headerEnd + 4 + len;
      if (this.buf.length < total) return;
      const p = this.queue.shift();
      if (p) {
        p.done({
          status,
          latencyMs: now - p.scheduledAt,
          bytes: total,
          body: p.keepBody ? Buffer.from(this.buf.subarray(headerEnd + 4, total)) : null,
        });
      }
      this.buf = this.buf.length === total ? Buffer.alloc(0) : this.buf.subarray(total);
    }
  }
}

/** Serialises a request; the body is JSON text or nothing. */
export function buildRequest(method: string, path: string, host: string, headers: Record<string, string>, body?: string): Buffer {
  const b = body === undefined ? null : Buffer.from(body);
  let head = `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\n`;
  for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`;
  if (b) head += `Content-Type: application/json\r\nContent-Length: ${b.length}\r\n`;
  head += '\r\n';
  return b ? Buffer.concat([Buffer.from(head, 'latin1'), b]) : Buffer.from(head, 'latin1');
}
