// A resolved writeTransaction survives the process being killed right after (SIGKILL: no
// close(), no flush), on PGlite and on PostgreSQL.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, provisionTestDb, type TestDb } from './helpers.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('durability', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await provisionTestDb();
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it('every resolved write is present after the writer process is SIGKILLed', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'crash-writer.ts'), db.dataDir, db.databaseUrl ?? '', '300'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((r) => child.on('exit', r));
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('\n')) resolve(out);
      });
      child.on('exit', (code) => reject(new Error(`writer exited early (${code}): ${out}`)));
    });
    child.kill('SIGKILL');
    await exited;
    const [, orgId, n] = /RESOLVED (\S+) (\d+)/.exec(line)!;
    const store = await openStore(db);
    try {
      expect(await store.countTransactions(orgId!, null)).toBe(Number(n));
    } finally {
      await store.close();
    }
  }, 90_000);
});
