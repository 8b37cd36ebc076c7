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

export function startHttpServer(deps: Deps, host: string, port: number): Promise<HttpServer> {
  const app = uWS.App();
  mountRoutes(app, routes, deps);
  return new Promise((resolve, reject) => {
    app.listen(host, port, (socket) => {
      if (socket === false) {
        reject(new Error(`cannot listen on ${host}:${port} (address in use or not permitted)`));
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
