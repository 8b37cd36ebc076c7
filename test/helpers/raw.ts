// Raw HTTP over a TCP socket, for inputs fetch refuses to send: invalid UTF-8, lying
// Content-Length, requests aborted mid-body, slow clients.
import { connect } from 'node:net';

export interface RawResult {
  /** Status code of the first response, or null when the server closed without answering. */
  status: number | null;
  /** Everything the server sent (headers + body). */
  text: string;
  /** Parsed JSON of the body when it is JSON. */
  body: any;
}

export interface RawOptions {
  /** Chunks written in order, with `delayMs` between them. */
  chunks: (string | Buffer)[];
  delayMs?: number;
  /** Destroy the socket right after the last chunk instead of waiting for a response. */
  abort?: boolean;
  timeoutMs?: number;
}

export function rawRequest(port: number, opts: RawOptions): Promise<RawResult> {
  return new Promise((resolve) => {
    const sock = connect(port, '127.0.0.1');
    const parts: Buffer[] = [];
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      sock.destroy();
      const text = Buffer.concat(parts).toString('utf8');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      const bodyStart = text.indexOf('\r\n\r\n');
      let body: any;
      if (bodyStart >= 0) {
        let raw = text.slice(bodyStart + 4);
        if (/transfer-encoding:\s*chunked/i.test(text.slice(0, bodyStart))) raw = dechunk(raw);
        try {
          body = JSON.parse(raw);
        } catch {
          body = undefined;
        }
      }
      resolve({ status: m ? Number(m[1]) : null, text, body });
    };
    const timer = setTimeout(finish, opts.timeoutMs ?? 5000);
    sock.on('data', (d) => {
      parts.push(d);
      if (responseComplete(Buffer.concat(parts).toString('utf8'))) finish();
    });
    sock.on('error', finish);
    sock.on('close', finish);
    sock.on('connect', async () => {
      for (let i = 0; i < opts.chunks.length; i++) {
        if (i > 0 && opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
        if (sock.destroyed) return;
        sock.write(opts.chunks[i]!);
      }
      if (opts.abort) finish();
    });
  });
}

/** True once a full response (by Content-Length or terminating chunk) has arrived. */
function responseComplete(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const head = text.slice(0, end);
  const cl = /content-length:\s*(\d+)/i.exec(head);
  if (cl) return Buffer.byteLength(text.slice(end + 4)) >= Number(cl[1]);
  if (/transfer-encoding:\s*chunked/i.test(head)) return text.endsWith('0\r\n\r\n');
  return false;
}

function dechunk(s: string): string {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const nl = s.indexOf('\r\n', i);
    if (nl < 0) break;
    const n = parseInt(s.slice(i, nl), 16);
    if (!n) break;
    out += s.slice(nl + 2, nl + 2 + n);
    i = nl + 2 + n + 2;
  }
  return out;
}

/** A complete HTTP/1.1 request as one buffer. */
export function httpRequest(method: string, path: string, headers: Record<string, string>, body?: Buffer | string): Buffer {
  const b = body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(body) ? body : Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (body !== undefined && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-length')) lines.push(`Content-Length: ${b.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), b]);
}
