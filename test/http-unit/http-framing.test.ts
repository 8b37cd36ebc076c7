// Where a message ends (src/http/http-framing.ts): what the compatibility front relies on to pass
// one request at a time to uWS and to know when its answer is complete.
import { describe, expect, it } from 'vitest';
import { BodyScanner, requestFraming, scanResponseHead, type BodyFraming } from '../../src/http/http-framing.js';

/** Feeds `bytes` split at `cuts`; returns the body's length as the scanner saw it, or -1. */
function scan(framing: BodyFraming, bytes: Buffer, cuts: number[]): { used: number; done: boolean } {
  const s = new BodyScanner(framing);
  let used = 0, from = 0;
  for (const to of [...cuts, bytes.length]) {
    const part = bytes.subarray(from, to);
    from = to;
    const n = s.feed(part, 0);
    if (n < 0) return { used: -1, done: false };
    used += n;
    if (s.done) break;
  }
  return { used, done: s.done };
}

const chunked = Buffer.from('5\r\nhello\r\n1a;name=v\r\nabcdefghijklmnopqrstuvwxyz\r\n0\r\nTrailer-A: 1\r\n\r\n');
const next = Buffer.from('GET /next HTTP/1.1\r\n\r\n');

describe('BodyScanner', () => {
  it('finds the end of a chunked body (extensions, trailers) at every split point, and no byte further', () => {
    const all = Buffer.concat([chunked, next]);
    for (let cut = 0; cut <= all.length; cut++) {
      expect(scan({ kind: 'chunked' }, all, [cut]), `cut at ${cut}`).toEqual({ used: chunked.length, done: true });
    }
    // one byte at a time
    expect(scan({ kind: 'chunked' }, all, Array.from({ length: all.length }, (_, i) => i))).toEqual({ used: chunked.length, done: true });
  });

  it('is not done before the last byte of a chunked body', () => {
    expect(scan({ kind: 'chunked' }, chunked.subarray(0, chunked.length - 1), [])).toEqual({ used: chunked.length - 1, done: false });
  });

  it('refuses malformed chunked coding', () => {
    for (const bad of ['x\r\n', '5\r\nhelloXY', '5\nhello\r\n', '\r\n', '1234567890abc\r\n', '0\r\n\r\r']) {
      expect(scan({ kind: 'chunked' }, Buffer.from(bad), []).used, JSON.stringify(bad)).toBe(-1);
    }
  });

  it('counts Content-Length bodies across reads; none and zero are done at once', () => {
    const b = Buffer.from('0123456789GET');
    expect(scan({ kind: 'length', length: 10 }, b, [3, 7])).toEqual({ used: 10, done: true });
    expect(new BodyScanner({ kind: 'none' }).done).toBe(true);
    expect(new BodyScanner({ kind: 'length', length: 0 }).done).toBe(true);
    const close = new BodyScanner({ kind: 'close' });
    expect(close.feed(b, 0)).toBe(b.length);
    expect(close.done).toBe(false);
  });
});

describe('requestFraming', () => {
  it('reads Content-Length and chunked', () => {
    expect(requestFraming([' 12'], [], false)).toEqual({ ok: true, framing: { kind: 'length', length: 12 } });
    expect(requestFraming(['5', '5'], [], false)).toEqual({ ok: true, framing: { kind: 'length', length: 5 } });
    expect(requestFraming(['0'], [], false)).toEqual({ ok: true, framing: { kind: 'none' } });
    expect(requestFraming([], [' Chunked'], false)).toEqual({ ok: true, framing: { kind: 'chunked' } });
    expect(requestFraming([], [], true)).toEqual({ ok: true, framing: { kind: 'none' } });
  });

  it('refuses what could be read two ways (request smuggling) and what cannot be read', () => {
    expect(requestFraming(['5'], ['chunked'], false).ok).toBe(false);
    expect(requestFraming(['5', '6'], [], false).ok).toBe(false);
    expect(requestFraming(['5, 6'], [], false).ok).toBe(false);
    expect(requestFraming(['-1'], [], false).ok).toBe(false);
    expect(requestFraming(['0x10'], [], false).ok).toBe(false);
    expect(requestFraming([], ['gzip, chunked'], false).ok).toBe(false);
    expect(requestFraming([], ['chunked'], true).ok).toBe(false); // chunked is HTTP/1.1 only
  });
});

describe('scanResponseHead', () => {
  const res = (s: string) => Buffer.from(s);
  it('reads the status and the body framing', () => {
    const ok = res('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\ncontent-length: 7\r\n\r\n{"a":1}');
    expect(scanResponseHead(ok, 'GET')).toEqual({ kind: 'head', headLength: ok.length - 7, status: 200, framing: { kind: 'length', length: 7 } });
    expect(scanResponseHead(res('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n'), 'GET')).toMatchObject({ framing: { kind: 'chunked' } });
    expect(scanResponseHead(res('HTTP/1.1 200 OK\r\nX: y\r\n\r\n'), 'GET')).toMatchObject({ framing: { kind: 'close' } });
  });

  it('knows the answers without a body: HEAD, 1xx, 204, 304', () => {
    expect(scanResponseHead(res('HTTP/1.1 200 OK\r\nContent-Length: 99\r\n\r\n'), 'HEAD')).toMatchObject({ status: 200, framing: { kind: 'none' } });
    expect(scanResponseHead(res('HTTP/1.1 100 Continue\r\n\r\n'), 'POST')).toMatchObject({ status: 100, framing: { kind: 'none' }, headLength: 25 });
    expect(scanResponseHead(res('HTTP/1.1 204 No Content\r\n\r\n'), 'DELETE')).toMatchObject({ framing: { kind: 'none' } });
    expect(scanResponseHead(res('HTTP/1.1 304 Not Modified\r\nContent-Length: 5\r\n\r\n'), 'GET')).toMatchObject({ framing: { kind: 'none' } });
  });

  it('waits for the rest of a head, and refuses what is no response', () => {
    expect(scanResponseHead(res('HTTP/1.1 200 OK\r\nContent-Le'), 'GET')).toEqual({ kind: 'incomplete' });
    expect(scanResponseHead(res('hello\r\n\r\n'), 'GET')).toEqual({ kind: 'invalid' });
  });
});
