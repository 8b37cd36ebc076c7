// The uWS application: mounts the routing table and owns the listen socket.
import uWS from 'uWebSockets.js';
import { mountRoutes, runningPipelines } from './router.js';
import { routes } from './routes.js';
import { activeRequests } from './context.js';
import type { Deps } from './deps.js';

export interface HttpServer {
  port: number;
  /** Stops accepting new connections (in-flight requests continue). */
  stopListening(): void;
  /** Resolves once every accepted request has been answered and its work finished (or timeout). */
  drain(timeoutMs: number): Promise<boolean>;
}

/** uSockets' listen option that leaves SO_REUSEPORT off (the binding exports it, the typings do not). */
const LIBUS_LISTEN_EXCLUSIVE_PORT = (uWS as unknown as { LIBUS_LISTEN_EXCLUSIVE_PORT?: number }).LIBUS_LISTEN_EXCLUSIVE_PORT ?? 1;

type ListenWithOptions = (host: string, port: number, options: number, cb: (socket: uWS.us_listen_socket | false) => void) => void;

export function startHttpServer(deps: Deps, host: string, port: number): Promise<HttpServer> {
  const app = uWS.App();
  mountRoutes(app, routes, deps);
  return new Promise((resolve, reject) => {
    // Exclusive: without it uWS binds with SO_REUSEPORT and a second server on the same port
    // would start too, the kernel splitting connections between an old and a new process.
    // (The native binding accepts host, port, options, callback; its typings omit that form.)
    (app.listen as unknown as ListenWithOptions).call(app, host, port, LIBUS_LISTEN_EXCLUSIVE_PORT, (socket) => {
      if (socket === false) {
        reject(new Error(`cannot listen on ${host}:${port}: the port is in use by another process (or not permitted); stop it or set PORT`));
        return;
      }
      let listening: uWS.us_listen_socket | null = socket;
      resolve({
        port: uWS.us_socket_local_port(socket),
        stopListening() {
          if (listening !== null) uWS.us_listen_socket_close(listening);
          listening = null;
        },
        async drain(timeoutMs) {
          const until = Date.now() + timeoutMs;
          while (activeRequests() > 0 || runningPipelines() > 0) {
            if (Date.now() >= until) return false;
            await new Promise((r) => setTimeout(r, 20));
          }
          return true;
        },
      });
    });
  });
}
