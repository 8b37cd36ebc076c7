// A fresh, isolated store for one test file: its own Postgres database when DATABASE_URL is
// set (so files never see each other's rows), otherwise a fresh temp DATA_DIR for PGlite.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

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
  const baseUrl = process.env.DATABASE_URL;
  return baseUrl ? provisionDatabase(baseUrl) : provisionDataDir();
}

async function provisionDataDir(): Promise<StoreHandle> {
  const dir = await mkdtemp(join(tmpdir(), 'txe-test-'));
  let done = false;
  return {
    env: { DATA_DIR: dir },
    describe: `DATA_DIR=${dir}`,
    async cleanup() {
      if (done) return;
      done = true;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function provisionDatabase(baseUrl: string): Promise<StoreHandle> {
  const name = `txe_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const derived = url.toString();
  let done = false;
  return {
    env: { DATABASE_URL: derived },
    describe: `DATABASE_URL=${derived}`,
    async cleanup() {
      if (done) return;
      done = true;
      const sql = postgres(baseUrl, { max: 1, onnotice: () => {} });
      try {
        // WITH (FORCE) ends connections a crashed server may have left behind (PG 13+).
        await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
}
