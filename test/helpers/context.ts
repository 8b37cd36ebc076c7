// One server per test file: `const ctx = useServer()` in the file's top level starts it in
// beforeAll and stops it (and drops its store) in afterAll.
import { afterAll, beforeAll } from 'vitest';
import { Api } from './api.js';
import { startServer, type StartOptions, type TestServer } from './server.js';

export interface ServerContext {
  readonly server: TestServer;
  readonly api: Api;
}

export function useServer(opts: StartOptions = {}): ServerContext {
  let server: TestServer | undefined;
  let api: Api | undefined;
  beforeAll(async () => {
    server = await startServer(opts);
    api = new Api(server.baseUrl, server.adminKey);
  });
  afterAll(async () => {
    if (!server) return;
    try {
      await server.stop('SIGTERM');
    } finally {
      await server.store.cleanup();
    }
  });
  return {
    get server() {
      if (!server) throw new Error('server not started (beforeAll failed?)');
      return server;
    },
    get api() {
      if (!api) throw new Error('server not started (beforeAll failed?)');
      return api;
    },
  };
}
