// Starts the real service (`node dist/src/cli.js serve`) as a child process on an ephemeral
// port and waits for its `"msg":"listening"` log line.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { provisionStore, type StoreHandle } from './store.js';
import { SERVE_NODE_FLAGS } from '../../src/cli/node-flags.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = join(ROOT, 'dist', 'src', 'cli.js');

// 30 s is plenty on an idle machine; a shared 2-core box under load needs more headroom.
const READY_TIMEOUT_MS = Number(process.env.TXE_TEST_READY_TIMEOUT_MS) || 60_000;
const STOP_TIMEOUT_MS = 20_000;

export interface StartOptions {
  /** Reuse a store (e.g. to restart on the same data); a fresh one is provisioned otherwise. */
  store?: StoreHandle;
  adminKey?: string;
  /** Worker threads (default TXE_TEST_WORKERS or 1: each worker loads the full indexes). */
  workers?: number;
  env?: Record<string, string>;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface TestServer {
  baseUrl: string;
  port: number;
  adminKey: string;
  store: StoreHandle;
  child: ChildProcess;
  /** Every stdout/stderr line the process printed so far. */
  logs: string[];
  /** Resolves when the process has exited. */
  exited: Promise<ExitInfo>;
  /** Sends `signal` (default SIGTERM), waits for exit (SIGKILL after 20 s). */
  stop(signal?: NodeJS.Signals): Promise<ExitInfo>;
}

export async function startServer(opts: StartOptions = {}): Promise<TestServer> {
  if (!existsSync(CLI)) {
    throw new Error(`${CLI} does not exist: run \`npm run build\` before the API tests`);
  }
  const ownStore = opts.store === undefined;
  const store = opts.store ?? (await provisionStore());
  try {
    try {
      return await launch(store, opts);
    } catch (err) {
      // On a shared checkout another `npm run build` may be rewriting dist/ right now; a
      // half-written file shows up as a SyntaxError in the worker. Retry once after it settles.
      if (!/SyntaxError/.test(String(err))) throw err;
      process.stderr.write(`test server: start-up hit a SyntaxError (dist/ being rebuilt?), retrying once\n`);
      await new Promise((r) => setTimeout(r, 5000));
      return await launch(store, opts);
    }
  } catch (err) {
    // a server that never came up leaves no database or directory behind
    if (ownStore) await store.cleanup().catch(() => {});
    throw err;
  }
}

async function launch(store: StoreHandle, opts: StartOptions): Promise<TestServer> {
  const adminKey = opts.adminKey ?? `adm_${randomBytes(18).toString('base64url')}`;
  const env: Record<string, string> = {
    ...stripStoreEnv(process.env),
    PORT: '0',
    HOST: '127.0.0.1',
    METRICS_PORT: '0', // off unless a test asks: servers of parallel test runs would share 9464
    ADMIN_API_KEY: adminKey,
    WORKERS: String(opts.workers ?? (Number(process.env.TXE_TEST_WORKERS) || 1)),
    ...store.env,
    ...(opts.env ?? {}),
  };
  const child = spawn(process.execPath, [...SERVE_NODE_FLAGS, CLI, 'serve'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: string[] = [];
  const exited = new Promise<ExitInfo>((res) => child.once('exit', (code, signal) => res({ code, signal })));

  const port = await new Promise<number>((resolvePort, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not log "listening" within ${READY_TIMEOUT_MS} ms (${store.describe}); output:\n${logs.join('\n')}`));
    }, READY_TIMEOUT_MS);
    const onLine = (line: string) => {
      logs.push(line);
      const found = parseListening(line);
      if (found !== null) {
        clearTimeout(timer);
        resolvePort(found);
      }
    };
    readLines(child.stdout!, onLine);
    readLines(child.stderr!, (l) => logs.push(l));
    void exited.then((info) => {
      clearTimeout(timer);
      reject(new Error(`server exited (code ${info.code}, signal ${info.signal}) before listening (${store.describe}); output:\n${logs.join('\n')}`));
    });
  });

  const stop = async (signal: NodeJS.Signals = 'SIGTERM'): Promise<ExitInfo> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const info = await exited;
    clearTimeout(timer);
    return info;
  };

  return { baseUrl: `http://127.0.0.1:${port}`, port, adminKey, store, child, logs, exited, stop };
}

/** The port from a `{"msg":"listening","port":n}` JSON log line, else null. */
function parseListening(line: string): number | null {
  if (!line.includes('"listening"')) return null;
  try {
    const rec = JSON.parse(line) as { msg?: unknown; port?: unknown };
    if (rec.msg === 'listening' && typeof rec.port === 'number' && rec.port > 0) return rec.port;
  } catch {
    /* not JSON: ignore */
  }
  return null;
}

function readLines(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let buf = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buf += chunk;
    let nl: number;
    while ((nl = buf.indexOf('\n')) >= 0) {
      onLine(buf.slice(0, nl));
      buf = buf.slice(nl + 1);
    }
  });
  stream.on('end', () => {
    if (buf) onLine(buf);
  });
}

/** The test runner's own DATABASE_URL / DATA_DIR must never leak into the child. */
function stripStoreEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined || k === 'DATABASE_URL' || k === 'DATA_DIR' || k === 'API_KEY_PREFIX') continue;
    out[k] = v;
  }
  return out;
}
