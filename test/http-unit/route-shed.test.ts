// Route.shed: a route may shed load (503) once the request is admitted and before its body is
// parsed, so a shed request costs no JSON parse or validation. Over a real uWS server on a real
// socket: the shed answer comes even for a body that would not parse, the body is still read so
// the keep-alive connection stays usable, and the route serves again once shedding stops.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../src/http/router.js';
import { listenRoutes, type RouteServer } from '../helpers/route-server.js';
import { HttpError } from '../../src/http/envelope.js';

let shedding = true;
let handled = 0;
const routes: Route[] = [
  {
    method: 'post', pattern: '/work', auth: 'public', body: 'required',
    shed: () => (shedding ? new HttpError(503, 'overloaded', 'busy; retry in 1 s', undefined, [['Retry-After', '1']]) : null),
    handle(input) {
      handled++;
      return { status: 200, body: JSON.stringify({ got: input.body }) };
    },
  },
];

/** Sends the requests one after another on ONE connection; resolves with the answers' status lines and bodies. */
function session(port: number, requests: string[]): Promise<{ answers: Array<{ status: string; body: string }>; closed: boolean }> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    let buf = '';
    let closed = false;
    let sent = 0;
    const answers = (): Array<{ status: string; body: string }> =>
      [...buf.matchAll(/HTTP\/1\.1 (\d{3})[^\r]*\r\n[\s\S]*?\r\n\r\n(\{.*?\}\}?)(?=HTTP\/1\.1|$)/g)].map((m) => ({ status: m[1]!, body: m[2]! }));
    const finish = (): void => { clearTimeout(timer); s.destroy(); resolve({ answers: answers(), closed }); };
    const timer = setTimeout(finish, 3000);
    s.on('connect', () => s.write(requests[sent++]!));
    s.on('data', (d) => {
      buf += d.toString('utf8');
      const n = answers().length;
      if (n >= requests.length) finish();
      else if (n === sent) s.write(requests[sent++]!);
    });
    s.on('close', () => { closed = true; clearTimeout(timer); resolve({ answers: answers(), closed }); });
  });
}

const post = (body: string): string =>
  `POST /work HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('Route.shed', () => {
  let server: RouteServer;
  let port = 0;
  beforeAll(async () => {
    server = await listenRoutes(routes);
    port = server.port;
  });
  afterAll(() => server.close());

  it('answers 503 before parsing the body (even one that would not parse), keeps the connection, then serves again', async () => {
    shedding = true;
    handled = 0;
    const big = JSON.stringify({ items: Array.from({ length: 2000 }, (_, i) => `item ${i}`) }).slice(0, 12_000); // cut: not JSON
    const first = await session(port, [post(big), post('{"a":1}')]);
    expect(first.answers.map((a) => a.status)).toEqual(['503', '503']);
    expect(JSON.parse(first.answers[0]!.body).error.code).toBe('overloaded');
    expect(first.closed).toBe(false);
    expect(handled).toBe(0);

    shedding = false;
    const second = await session(port, [post('{"a":1}'), post(big)]);
    expect(second.answers.map((a) => a.status)).toEqual(['200', '400']); // parsed again once not shedding
    expect(second.answers[0]!.body).toBe('{"got":{"a":1}}');
    expect(handled).toBe(1);
  });
});
