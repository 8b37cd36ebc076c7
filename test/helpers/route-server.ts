// A bare uWS app serving a test's own routes through the service's router, on an ephemeral port of
// 127.0.0.1, with uWS owning the socket (HTTP_EDGE=direct) and only what the router reads of Deps.
import uWS from 'uWebSockets.js';
import { mountRoutes, type Route } from '../../src/http/router.js';
import type { Deps } from '../../src/http/deps.js';

export interface RouteServer { port: number; close(): void }

export function listenRoutes(routes: Route[]): Promise<RouteServer> {
  const deps = {
    ready: true, shuttingDown: false,
    config: { httpEdge: 'direct' }, // uWS owns the socket here: the router pauses it per request
    log: { enabled: () => false, debug() {}, info() {}, warn() {}, error() {} },
  } as unknown as Deps;
  const app = uWS.App();
  mountRoutes(app, routes, deps);
  return new Promise((resolve, reject) => app.listen('127.0.0.1', 0, (ls) => {
    if (!ls) { reject(new Error('listen failed')); return; }
    resolve({ port: uWS.us_socket_local_port(ls), close: () => uWS.us_listen_socket_close(ls) });
  }));
}
