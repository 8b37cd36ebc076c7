// A fresh database for one benchmark run or test file: a new PostgreSQL database next to
// DATABASE_URL's (dropped afterwards), or an embedded PGlite data dir in a temp folder.
// The test helpers (test/helpers/store.ts, test/store/helpers.ts) use it too.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

export interface TempDatabase {
  /** Environment for the service / createStore: DATABASE_URL or DATA_DIR. */
  env: { DATABASE_URL?: string; DATA_DIR?: string };
  kind: 'postgresql' | 'pglite';
  describe: string;
  /** Drops the database / removes the directory. Safe to call twice. */
  cleanup(): Promise<void>;
}

/** Calls `fn` the first time only: cleanups run from several exit paths. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    await fn();
  };
}

export async function createTempDatabase(
  label: string,
  databaseUrl = process.env.DATABASE_URL,
  namePrefix = 'txenrich_bench',
): Promise<TempDatabase> {
  if (databaseUrl) {
    const name = `${namePrefix}_${label.replace(/\W/g, '_')}_${Date.now().toString(36)}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try { await admin.unsafe(`CREATE DATABASE ${name}`); } finally { await admin.end(); }
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      kind: 'postgresql',
      describe: `PostgreSQL ${url.host}/${name}`,
      // WITH (FORCE) ends connections a crashed server may have left behind (PG 13+).
      cleanup: once(async () => {
        const a = postgres(databaseUrl, { max: 1, onnotice: () => {} });
        try { await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); } finally { await a.end(); }
      }),
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `${namePrefix.replace(/_/g, '-')}-${label}-`));
  return {
    env: { DATA_DIR: dir },
    kind: 'pglite',
    describe: `embedded PGlite in ${dir}`,
    cleanup: once(async () => { rmSync(dir, { recursive: true, force: true }); }),
  };
}
