// Opens postgres.js against DATABASE_URL, or against an embedded PGlite database served on a
// loopback socket by pglite-socket, so both run exactly the same SQL through the same client.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import postgres from 'postgres';
import { seedPgliteDir } from './pglite-template.js';

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
  /** Group-commit batches allowed in flight at once (PGlite executes one statement at a time). */
  maxWriterBatchesInFlight: number;
  close(): Promise<void>;
}

// int8 (count(*), credits) as a JS number: values stay far below 2^53.
const int8AsNumber = { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) };

const common = {
  onnotice: () => {}, // "relation already exists, skipping" etc. are not worth a log line
  prepare: true, // named prepared statements: parse/plan once per connection
  types: { int8: int8AsNumber },
  connection: { application_name: 'txenrich' },
} as const;

const WRITER_BATCHES_IN_FLIGHT = 4;

export async function openConnection(opts: { databaseUrl?: string | null; dataDir: string; seededTemplate?: boolean }): Promise<Connection> {
  if (opts.databaseUrl) {
    const sql = postgres(opts.databaseUrl, { ...common, max: 10, idle_timeout: 60, connect_timeout: 10 }) as unknown as Sql;
    const writerSql = postgres(opts.databaseUrl, { ...common, max: WRITER_BATCHES_IN_FLIGHT, idle_timeout: 60, connect_timeout: 10 }) as unknown as Sql;
    const reserveSql = postgres(opts.databaseUrl, {
      ...common, max: 2, idle_timeout: 60, connect_timeout: 10,
      connection: { ...common.connection, synchronous_commit: 'off' },
    }) as unknown as Sql;
    return {
      sql, reserveSql, writerSql, kind: 'postgres', maxWriterBatchesInFlight: WRITER_BATCHES_IN_FLIGHT,
      close: async () => { await Promise.all([sql.end({ timeout: 5 }), reserveSql.end({ timeout: 5 }), writerSql.end({ timeout: 5 })]); },
    };
  }
  return openPglite(opts.dataDir, opts.seededTemplate ?? false);
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
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  try {
    await server.start();
  } catch (err) {
    await db.close();
    throw err;
  }
  const [host, port] = splitHostPort(server.getServerConn());
  const sql = postgres({
    ...common,
    host,
    port,
    database: 'postgres',
    username: 'postgres',
    ssl: false,
    max: 1,
    idle_timeout: 0, // never drop the only connection when idle
    max_lifetime: null, // nor recycle it periodically (postgres.js default is 30-60 min)
    connect_timeout: 10,
  }) as unknown as Sql;
  let closed = false;
  return {
    sql,
    reserveSql: sql,
    writerSql: sql,
    kind: 'pglite',
    maxWriterBatchesInFlight: 1,
    async close() {
      if (closed) return;
      closed = true;
      await sql.end({ timeout: 5 });
      await server.stop();
      await db.close();
    },
  };
}

function splitHostPort(conn: string): [string, number] {
  const i = conn.lastIndexOf(':');
  return [conn.slice(0, i), Number(conn.slice(i + 1))];
}
