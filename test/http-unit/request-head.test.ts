// The compatibility front's verdict on a connection's first request head (src/http/request-head.ts):
// forward valid HTTP/1.1 untouched, serve HTTP/1.0 as HTTP/1.1 with one answer, answer the rest.
import { describe, expect, it } from 'vitest';
import { judgeRequestHead, MAX_HEAD_BYTES, MAX_HEADER_FIELDS } from '../../src/http/request-head.js';

const judge = (s: string) => judgeRequestHead(Buffer.from(s, 'latin1'), '10.0.0.5:8080');
const headers = (n: number) => Array.from({ length: n }, (_, i) => `X-H${i}: v\r\n`).join('');

describe('judgeRequestHead', () => {
  it('forwards a valid HTTP/1.1 request byte for byte, body and next request included', () => {
    const raw = 'POST /v1/x HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}GET /health HTTP/1.1\r\n';
    const v = judge(raw);
    expect(v.kind).toBe('forward');
    if (v.kind !== 'forward') return;
    expect(v.rewritten).toBe(false);
    expect(v.head.toString('latin1')).toBe('POST /v1/x HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n');
    expect(v.headLength).toBe(v.head.length);
  });

  it('waits for the rest of a head that is still arriving', () => {
    expect(judge('GE').kind).toBe('incomplete');
    expect(judge('GET /health HTTP/1.1\r\nHost: a\r\n').kind).toBe('incomplete');
  });

  it('serves HTTP/1.0 as HTTP/1.1 with Connection: close, adding the Host it lacks', () => {
    const v = judge('GET /health HTTP/1.0\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\nAccept: */*\r\n\r\n');
    expect(v.kind).toBe('forward');
    if (v.kind !== 'forward') return;
    expect(v.rewritten).toBe(true);
    expect(v.head.toString('latin1')).toBe('GET /health HTTP/1.1\r\nAccept: */*\r\nHost: 10.0.0.5:8080\r\nConnection: close\r\n\r\n');
    const withHost = judge('HEAD /ready HTTP/1.0\r\nHost: lb.internal\r\n\r\n');
    expect(withHost.kind === 'forward' && withHost.head.toString('latin1')).toBe('HEAD /ready HTTP/1.1\r\nHost: lb.internal\r\nConnection: close\r\n\r\n');
  });

  it.each([
    ['no Host on HTTP/1.1', 'GET /health HTTP/1.1\r\n\r\n', 400, /Host/],
    ['two Hosts', 'GET / HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n', 400, /More than one Host/],
    ['LF-only line ends', 'GET /health HTTP/1.1\nHost: a\n\n', 400, /CRLF/],
    ['a bare LF inside the headers', 'GET /health HTTP/1.1\r\nHost: a\nX: b\r\n\r\n', 400, /CRLF/],
    ['a control byte in a header', 'GET / HTTP/1.1\r\nHost: a\r\nX-A: a\x01b\r\n\r\n', 400, /control character/],
    ['a header line without a colon', 'GET / HTTP/1.1\r\nHost: a\r\nnonsense\r\n\r\n', 400, /Name: value/],
    ['a folded header', 'GET / HTTP/1.1\r\nHost: a\r\nX: a\r\n b\r\n\r\n', 400, /folded/],
    ['a malformed request line', 'GET  /x HTTP/1.1\r\nHost: a\r\n\r\n', 400, /request line/],
    ['bytes that are not HTTP', '\x16\x03\x01\x02\x00\x01', 400, /request line/],
    ['HTTP/2.0', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 505, /HTTP\/2\.0/],
    ['HTTP/0.9 style version', 'GET / HTTP/0.9\r\n\r\n', 505, /not supported/],
    [`${MAX_HEADER_FIELDS + 1} header fields`, `GET / HTTP/1.1\r\nHost: a\r\n${headers(MAX_HEADER_FIELDS)}\r\n`, 431, /Too many header fields/],
    ['a header section over the limit', `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${'x'.repeat(MAX_HEAD_BYTES)}\r\n\r\n`, 431, /exceeds/],
    ['an unfinished header section over the limit', `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${'x'.repeat(MAX_HEAD_BYTES)}`, 431, /exceeds/],
    ['a request line over the limit', `GET /${'x'.repeat(MAX_HEAD_BYTES)}`, 431, /request line exceeds/],
  ])('answers %s with %i', (_name, raw, status, message) => {
    const v = judge(raw);
    expect(v.kind).toBe('reject');
    if (v.kind !== 'reject') return;
    expect(v.status).toBe(status);
    expect(v.message).toMatch(message);
  });

  it('accepts exactly the uWS limit of header fields; HEAD rejections carry no body', () => {
    expect(judge(`GET / HTTP/1.1\r\nHost: a\r\n${headers(MAX_HEADER_FIELDS - 1)}\r\n`).kind).toBe('forward');
    const v = judge('HEAD / HTTP/1.1\r\n\r\n');
    expect(v.kind === 'reject' && v.head).toBe(true);
  });
});
