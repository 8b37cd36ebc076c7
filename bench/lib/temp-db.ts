// A fresh database for one benchmark run: a new PostgreSQL database next to DATABASE_URL's
// (dropped afterwards), or an embedded PGlite data dir in a temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

export interface TempDatabase {
  /** Environment for the service / createStore: DATABASE_URL or DATA_DIR. */
  env: { DATABASE_URL?: string; DATA_DIR?: string };
  kind: 'postgresql' | 'pglite';
  describe: string;
  cleanup(): Promise<void>;
}

export async function createTempDatabase(label: string, databaseUrl = process.env.DATABASE_URL): Promise<TempDatabase> {
  if (databaseUrl) {
    const name = `txenrich_bench_${label.replace(/\W/g, '_')}_${Date.now().toString(36)}_${process.pid}`;
    const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try { await admin.unsafe(`CREATE DATABASE ${name}`); } finally { await admin.end(); }
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      kind: 'postgresql',
      describe: `PostgreSQL ${url.host}/${name}`,
      async cleanup() {
        const a = postgres(databaseUrl, { max: 1, onnotice: () => {} });
        try { await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); } finally { await a.end(); }
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `txenrich-bench-${label}-`));
  return {
    env: { DATA_DIR: dir },
    kind: 'pglite',
    describe: `embedded PGlite in ${dir}`,
    async cleanup() { rmSync(dir, { recursive: true, force: true }); },
  };
}
