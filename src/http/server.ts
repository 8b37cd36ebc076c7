// The uWS application: mounts the routing table and owns the listen socket.
import uWS from 'uWebSockets.js';
import { mountRoutes, runningPipelines } from './router.js';
import { routes } from './routes.js';
import { activeRequests } from './context.js';
import type { Deps } from './deps.js';
import { startCompatFrontThread } from './compat-front.js';
import { privateSocketPath } from '../private-socket.js';

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
  if (deps.config.httpEdge === 'compat') return listenBehindCompatFront(app, host, port, deps);
  return new Promise((resolve, reject) => {
    // Exclusive: without it uWS binds with SO_REUSEPORT and a second server on the same port
    // would start too, the kernel splitting connections between an old and a new process.
    // (The native binding accepts host, port, options, callback; its typings omit that form.)
    (app.listen as unknown as ListenWithOptions).call(app, host, port, LIBUS_LISTEN_EXCLUSIVE_PORT, (socket) => {
      if (socket === false) {
        reject(new Error(`cannot listen on ${host}:${port}: the port is in use by another process (or not permitted); stop it or set PORT`));
        return;
      }
      resolve(httpServer(uWS.us_socket_local_port(socket), socket, () => {}));
    });
  });
}

/**
 * HTTP_EDGE=compat: uWS listens on a Unix socket in a private directory, and the compatibility
 * front owns the port (it answers HTTP/1.0 and malformed requests; compat-front.ts), in a thread
 * of its own.
 */
async function listenBehindCompatFront(app: uWS.TemplatedApp, host: string, port: number, deps: Deps): Promise<HttpServer> {
  const sock = privateSocketPath(null, 'http.sock', 'txe-http-');
  const socket = await new Promise<uWS.us_listen_socket | false>((resolve) => app.listen_unix(resolve, sock.path));
  if (socket === false) {
    sock.cleanup();
    throw new Error(`cannot listen on the Unix socket ${sock.path} for the compatibility front`);
  }
  let front;
  try {
    // In its own thread: piping every byte both ways is then off the main thread.
    front = await startCompatFrontThread(host, port, sock.path, (err) => {
      deps.log.error('the HTTP front stopped: nothing serves the port; exiting so the supervisor restarts the service', { err: err.message });
      process.exit(1);
    });
  } catch (err) {
    uWS.us_listen_socket_close(socket);
    sock.cleanup();
    throw err;
  }
  return httpServer(front.port, socket, () => { front.close(); sock.cleanup(); });
}

function httpServer(port: number, socket: uWS.us_listen_socket, closeFront: () => void): HttpServer {
  let listening: uWS.us_listen_socket | null = socket;
  return {
    port,
    stopListening() {
      closeFront();
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
  };
}
