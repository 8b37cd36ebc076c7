// A real store on a fresh database for the storage suites: the same connection code and
// PgStore the service uses, plus the raw SQL handle for bulk loading.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openConnection, type Sql } from '../../src/store/connection.js';
import { PgStore } from '../../src/store/pg-store.js';
import { createTempDatabase, type TempDatabase } from './temp-db.js';

export interface BenchStore {
  store: PgStore;
  sql: Sql;
  db: TempDatabase;
  close(): Promise<void>;
}

/** `seed: false` points the store at an empty reference-data dir so init() only migrates. */
export async function openBenchStore(label: string, opts: { seed?: boolean; writer?: { maxBatch?: number; maxDelayMs?: number; maxInFlight?: number } } = {}): Promise<BenchStore> {
  const db = await createTempDatabase(label);
  const dataDir = db.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'txenrich-bench-unused-'));
  const conn = await openConnection({ databaseUrl: db.env.DATABASE_URL ?? null, dataDir });
  const nativeDataDir = opts.seed ? null : mkdtempSync(path.join(os.tmpdir(), 'txenrich-bench-noref-'));
  const store = new PgStore(conn, { databaseUrl: db.env.DATABASE_URL ?? null, dataDir, nativeDataDir, iconBaseUrl: 'http://127.0.0.1:8080', writer: { maxQueue: 1_000_000, ...opts.writer } });
  await store.init();
  return {
    store, sql: conn.sql, db,
    async close() {
      await store.close();
      await db.cleanup();
      // The empty helper dirs (no reference data; unused data dir on PostgreSQL).
      for (const d of [nativeDataDir, db.env.DATA_DIR ? null : dataDir]) if (d) rmSync(d, { recursive: true, force: true });
    },
  };
}
