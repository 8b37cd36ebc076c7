// HTTP pipelining on the service's router: a client that sends its next request before the
// previous answer arrives must get both answers, in order, on the same connection (uWS on its
// own closes such a connection when the first response is asynchronous). Known limit (uWS
// 20.30, HttpContext.h "denying async pipelining"): several requests that reach the server in
// ONE read behind a pending response still close the connection here (HTTP_EDGE=direct); the
// default front passes one request at a time (src/http/front-relay.ts, test/faults/compat-front.test.ts).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../src/http/router.js';
import { listenRoutes, type RouteServer } from '../helpers/route-server.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Requests the server has started handling (so the next one is sent while it is pending, in its own read). */
const started = new Set<string>();

const routes: Route[] = [
  // Answers after a real timer: the response is pending when the next request arrives.
  { method: 'get', pattern: '/slow/:n', auth: 'public', async handle(input) {
    started.add(input.params[0]!);
    await sleep(40);
    return { status: 200, body: JSON.stringify({ slow: input.params[0] }) };
  } },
  { method: 'post', pattern: '/echo', auth: 'public', body: 'required', async handle(input) {
    started.add(JSON.stringify(input.body));
    await sleep(40);
    return { status: 200, body: JSON.stringify({ echo: input.body }) };
  } },
  { method: 'get', pattern: '/fast', auth: 'public', handle() {
    return { status: 200, body: '{"fast":true}' };
  } },
];


/**
 * Writes the chunks in order: a string is sent, a number waits that many ms, `{ answers: n }`
 * waits until n answers have arrived. Resolves after `count` answers, a close, or 2 s.
 */
function exchange(port: number, chunks: Array<string | number | { answers: number } | { started: string }>, count: number): Promise<{ bodies: string[]; closed: boolean }> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    let buf = '';
    let closed = false;
    const bodies = (): string[] => [...buf.matchAll(/\r\n\r\n(\{[^}]*\}\}?)/g)].map((m) => m[1]!);
    const done = (): void => { s.destroy(); resolve({ bodies: bodies(), closed }); };
    const timer = setTimeout(done, 2000);
    s.on('data', (d) => {
      buf += d.toString('latin1');
      if (bodies().length >= count) { clearTimeout(timer); done(); }
    });
    s.on('close', () => { closed = true; clearTimeout(timer); resolve({ bodies: bodies(), closed }); });
    void (async () => {
      for (const c of chunks) {
        if (typeof c === 'number') await sleep(c);
        else if (typeof c === 'string') s.write(c);
        else if ('answers' in c) while (bodies().length < c.answers && !closed) await sleep(2);
        else while (!started.has(c.started) && !closed) await sleep(1);
      }
    })();
  });
}

describe('HTTP pipelining', () => {
  let server: RouteServer;
  let port = 0;
  beforeAll(async () => {
    server = await listenRoutes(routes);
    port = server.port;
  });
  afterAll(() => server.close());

  const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: t\r\n\r\n`;
  const post = (body: string) => `POST /echo HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

  // Each next request is sent while the previous answer is pending (40 ms), one ahead at a time.
  it('answers GETs sent before the previous answer, in order, on one connection', async () => {
    const r = await exchange(port, [get('/slow/1'), { started: '1' }, get('/slow/2'), { answers: 1 }, { started: '2' }, get('/slow/3')], 3);
    expect(r.bodies).toEqual(['{"slow":"1"}', '{"slow":"2"}', '{"slow":"3"}']);
    expect(r.closed).toBe(false);
  });

  it('answers POSTs with bodies sent before the previous answer', async () => {
    const r = await exchange(port, [post('{"a":1}'), { started: '{"a":1}' }, post('{"b":2}'), { answers: 1 }, { started: '{"b":2}' }, get('/slow/x')], 3);
    expect(r.bodies).toEqual(['{"echo":{"a":1}}', '{"echo":{"b":2}}', '{"slow":"x"}']);
    expect(r.closed).toBe(false);
  });

  it('answers requests pipelined in one write when the earlier ones complete without I/O', async () => {
    const r = await exchange(port, [get('/fast') + get('/fast') + get('/slow/9')], 3);
    expect(r.bodies).toEqual(['{"fast":true}', '{"fast":true}', '{"slow":"9"}']);
  });

  it('still serves keep-alive requests sent after each answer', async () => {
    const r = await exchange(port, [get('/slow/a'), 80, get('/fast'), 30, get('/slow/b')], 3);
    expect(r.bodies).toEqual(['{"slow":"a"}', '{"fast":true}', '{"slow":"b"}']);
    expect(r.closed).toBe(false);
  });
});
