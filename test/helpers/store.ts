// A fresh, isolated store for one test file: its own Postgres database when DATABASE_URL is
// set (so files never see each other's rows), otherwise a fresh temp DATA_DIR for PGlite.
import { createTempDatabase } from '../../bench/lib/temp-db.js';

export interface StoreHandle {
  /** Environment variables that point the server at this store. */
  env: Record<string, string>;
  /** Human-readable description for error messages. */
  describe: string;
  /** Drops the database / removes the directory. Safe to call twice. */
  cleanup(): Promise<void>;
}

export function usingPostgres(): boolean {
  return Boolean(process.env.DATABASE_URL);
}

export async function provisionStore(): Promise<StoreHandle> {
  const db = await createTempDatabase('api', process.env.DATABASE_URL, 'txe_t');
  return { env: db.env as Record<string, string>, describe: db.describe, cleanup: db.cleanup };
}
