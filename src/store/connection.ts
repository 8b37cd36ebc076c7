// Opens postgres.js against DATABASE_URL, or against an embedded PGlite database served on a
// Unix socket by pglite-socket (never a TCP port: PGlite has no authentication, and a socket
// in a 0700 directory is reachable by this user only), so both run exactly the same SQL
// through the same client.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import postgres from 'postgres';
import { seedPgliteDir } from './pglite-template.js';
import { privateSocketPath } from '../private-socket.js';

export type Sql = postgres.Sql<Record<string, unknown>>;

export interface Connection {
  sql: Sql;
  /**
   * For credit reservations: commits with synchronous_commit = off on PostgreSQL (see
   * credits.ts for why that is safe); the same client as `sql` on PGlite.
   */
  reserveSql: Sql;
  /**
   * For the group-commit writer: its own connections on PostgreSQL (one per batch in flight),
   * so reads never queue behind a batch waiting for its WAL flush (postgres.js pipelines
   * queries onto busy connections once its pool is exhausted). The same client on PGlite.
   */
  writerSql: Sql;
  kind: 'postgres' | 'pglite';
  /** NODE_ID: names this process's reservations and connections. */
  node: string;
  /** Group-commit batches allowed in flight at once (PGlite executes one statement at a time). */
  maxWriterBatchesInFlight: number;
  close(): Promise<void>;
}

// int8 (count(*), credits) as a JS number: values stay far below 2^53.
const int8AsNumber = { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) };

/**
 * This process among the nodes sharing a database: its connections are named txenrich/<id>,
 * so a node can tell from pg_stat_activity that another one is gone (credit reconciliation).
 */
export const NODE_ID = randomBytes(6).toString('hex');

const common = {
  onnotice: () => {}, // "relation already exists, skipping" etc. are not worth a log line
  prepare: true, // named prepared statements: parse/plan once per connection
  types: { int8: int8AsNumber },
  connection: { application_name: `txenrich/${NODE_ID}` },
} as const;

const WRITER_BATCHES_IN_FLIGHT = 4;

/**
 * Bounds on waiting for PostgreSQL, so an unreachable or stalled database answers 503 within
 * seconds instead of hanging requests: a connection attempt gives up after CONNECT_TIMEOUT_S,
 * a statement is cancelled by the server after STATEMENT_TIMEOUT_MS (migrations and the seed
 * lift it for their own transaction). Reconnection needs nothing: postgres.js opens a new
 * connection for the next query once the old one failed.
 */
export const CONNECT_TIMEOUT_S = 3;
export const STATEMENT_TIMEOUT_MS = 5000;
/**
 * postgres.js waits 3^n/100 s (up to 20 s) before the n-th reconnection attempt and holds the
 * queries meanwhile: requests hung for 15 s during an outage and the service came back up to
 * 20 s after the database. A flat short delay fails queries fast and reconnects at once.
 */
const RECONNECT_DELAY_S = 0.25;

const PG_CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT',
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOENT',
]);

/**
 * The one place that decides whether an error means "the database is unreachable or not
 * answering in time" (HTTP 503 `unavailable`) rather than a bug (500): connection failures of
 * postgres.js and Node, and the SQLSTATEs of connection exceptions (08xxx), server shutdown or
 * start-up (57P01-57P03), too many connections (53300) and a statement timeout (57014).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  if (PG_CONNECTION_CODES.has(code)) return true;
  return /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300' || code === '57014';
}

export async function openConnection(opts: { databaseUrl?: string | null; dataDir: string; seededTemplate?: boolean }): Promise<Connection> {
  if (opts.databaseUrl) {
    const pg = {
      ...common, idle_timeout: 60, connect_timeout: CONNECT_TIMEOUT_S, backoff: () => RECONNECT_DELAY_S,
      connection: { ...common.connection, statement_timeout: STATEMENT_TIMEOUT_MS },
    };
    const { url, socketDir } = unixSocketOf(opts.databaseUrl);
    if (socketDir !== null) Object.assign(pg, { host: socketDir });
    const sql = postgres(url, { ...pg, max: 10 }) as unknown as Sql;
    const writerSql = postgres(url, { ...pg, max: WRITER_BATCHES_IN_FLIGHT }) as unknown as Sql;
    const reserveSql = postgres(url, {
      ...pg, max: 2,
      connection: { ...pg.connection, synchronous_commit: 'off' },
    }) as unknown as Sql;
    try {
      await Promise.all([sql, writerSql, reserveSql].map(fetchArrayTypesOnce));
    } catch (err) {
      await Promise.all([sql, writerSql, reserveSql].map((c) => c.end({ timeout: 1 }).catch(() => {})));
      throw err;
    }
    return {
      sql, reserveSql, writerSql, kind: 'postgres', node: NODE_ID, maxWriterBatchesInFlight: WRITER_BATCHES_IN_FLIGHT,
      close: async () => { await Promise.all([sql.end({ timeout: 5 }), reserveSql.end({ timeout: 5 }), writerSql.end({ timeout: 5 })]); },
    };
  }
  return openPglite(opts.dataDir, opts.seededTemplate ?? false);
}

/**
 * libpq's way of naming a Unix socket, `postgres://user@/db?host=/var/run/postgresql`: the
 * directory in `host`. postgres.js takes it only as an option (it would send `host` to the
 * server as a setting), so it is moved out of the URL. A co-located database over its socket
 * costs the main thread less per statement than over loopback TCP (docs/BENCHMARKS.md).
 */
export function unixSocketOf(databaseUrl: string): { url: string; socketDir: string | null } {
  const q = databaseUrl.indexOf('?');
  if (q < 0) return { url: databaseUrl, socketDir: null };
  const params = new URLSearchParams(databaseUrl.slice(q + 1));
  const host = params.get('host');
  if (host === null || !host.startsWith('/')) return { url: databaseUrl, socketDir: null };
  params.delete('host');
  const rest = params.toString();
  // postgres.js parses the URL with `new URL`, which refuses an empty host: name one, the
  // socket option overrides it.
  const base = databaseUrl.slice(0, q).replace(/^(postgres(?:ql)?:\/\/(?:[^@/]*@)?)(?=[/]|$)/i, '$1localhost');
  return { url: base + (rest === '' ? '' : `?${rest}`), socketDir: host };
}

/**
 * postgres.js fetches the array types (text[], uuid[] parsers) again on EVERY new connection,
 * from an async function that nothing awaits (connection.js fetchArrayTypes): a connection
 * reset in that window surfaced as an unhandled rejection "read ECONNRESET" (the database
 * outage test, about 1 run in 8; reproduced by resetting each connection after its start-up).
 * The types land in the client's shared parsers on its first connection, so once one query
 * has succeeded the refetch is turned off: reconnections then run only our own, awaited queries.
 */
async function fetchArrayTypesOnce(sql: Sql): Promise<void> {
  await sql`SELECT 1`;
  (sql.options as { fetch_types: boolean }).fetch_types = false;
}

async function openPglite(dataDir: string, seededTemplate: boolean): Promise<Connection> {
  const dir = resolve(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  await seedPgliteDir(dir, seededTemplate);
  mkdirSync(dir, { recursive: true });
  // Loaded lazily: deployments on real PostgreSQL never pay for the WASM module.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create({ dataDir: dir });
  // pglite-socket multiplexes connections message by message, which would interleave the
  // extended-protocol messages of two clients; postgres.js therefore uses ONE connection.
  // maxConnections 2 only leaves room for a reconnect while the old socket is being torn down.
  const socket = privateSocketPath(dataDir, '.s.PGSQL.5432', 'txe-pg-');
  const server = new PGLiteSocketServer({ db, path: socket.path, maxConnections: 2 });
  try {
    await server.start();
    chmodSync(socket.path, 0o600);
  } catch (err) {
    await db.close();
    socket.cleanup();
    throw err;
  }
  const sql = postgres({
    ...common,
    path: socket.path,
    database: 'postgres',
    username: 'postgres',
    ssl: false,
    max: 1,
    idle_timeout: 0, // never drop the only connection when idle
    max_lifetime: null, // nor recycle it periodically (postgres.js default is 30-60 min)
    connect_timeout: 10,
  }) as unknown as Sql;
  let closed = false;
  try {
    await fetchArrayTypesOnce(sql);
  } catch (err) {
    await sql.end({ timeout: 1 }).catch(() => {});
    await server.stop();
    await db.close();
    socket.cleanup();
    throw err;
  }
  return {
    sql,
    reserveSql: sql,
    writerSql: sql,
    kind: 'pglite',
    node: NODE_ID,
    maxWriterBatchesInFlight: 1,
    async close() {
      if (closed) return;
      closed = true;
      await sql.end({ timeout: 5 });
      await server.stop();
      await db.close();
      socket.cleanup();
    },
  };
}
