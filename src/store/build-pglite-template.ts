// `npm run build:pglite` (run by `npm install`): prepares the seeded template cluster that
// new embedded data directories are copied from (see pglite-template.ts). A separate entry
// point, so the store modules never import their own entry point (no import cycle).
import { randomBytes } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStore } from './index.js';
import { isCluster, pgliteVersion, templateDir } from './pglite-template.js';

/**
 * Builds the template ahead of time (run by `npm install`): an initialised cluster with the
 * migrations applied and the reference data seeded, so the very first start on a fresh
 * machine only copies it (migrations and the seed then find nothing to do; newer data or
 * migrations are still applied at start as usual).
 */
async function main(): Promise<void> {
  const version = pgliteVersion();
  if (!version) throw new Error('@electric-sql/pglite is not installed');
  const started = Date.now();
  const work = join(tmpdir(), `txenrich-pglite-prepare-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    // createStore copies the empty template (built here first if missing) into work/pglite.
    const store = await createStore({ dataDir: work, iconBaseUrl: 'http://localhost', pgliteTemplate: 'empty' });
    await store.init();
    await store.close();
    const seeded = join(work, 'pglite');
    if (!isCluster(seeded)) throw new Error('the seeded cluster is incomplete');
    const template = templateDir(version, 'seeded');
    const old = `${template}.old-${process.pid}`;
    if (existsSync(template)) renameSync(template, old);
    renameSync(seeded, template);
    rmSync(old, { recursive: true, force: true });
    console.log(`PGlite template cluster (migrated + seeded) ready at ${template} (${Date.now() - started} ms)`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    // Not fatal for the install: the first start then runs initdb itself.
    console.error(`warning: ${(err as Error).message}`);
  });
}
