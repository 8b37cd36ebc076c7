// PGlite's initdb (bootstrapping an empty cluster in WASM) takes 5-10 s; copying an already
// initialised, never-used cluster takes well under 1-2 s. The first new data dir on a machine
// pays for initdb once and leaves a pristine copy in the OS temp dir, keyed by the PGlite
// version; later new data dirs (fresh installs, test runs, benchmarks) start from a copy.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function pgliteVersion(): string {
  try {
    let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    for (let i = 0; i < 4; i++, dir = dirname(dir)) {
      const pkg = join(dir, 'package.json');
      if (existsSync(pkg)) {
        const { name, version } = JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string; version?: string };
        if (name === '@electric-sql/pglite' && version) return version;
      }
    }
  } catch {
    // fall through: no template caching without a version to key it by
  }
  return '';
}

const isCluster = (dir: string): boolean => existsSync(join(dir, 'PG_VERSION')) && existsSync(join(dir, 'global'));

/**
 * Makes `dir` an initialised PGlite cluster when it is not one yet, from the cached template
 * (created on first use). Returns false when it could not (PGlite then runs initdb itself).
 */
export async function seedPgliteDir(dir: string): Promise<boolean> {
  if (isCluster(dir)) return true;
  const version = pgliteVersion();
  if (!version || process.env.TXENRICH_PGLITE_TEMPLATE === 'off') return false;
  const template = join(tmpdir(), `txenrich-pglite-template-${version}`);
  try {
    if (!isCluster(template)) {
      const building = `${template}.build-${process.pid}-${randomBytes(4).toString('hex')}`;
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create({ dataDir: building });
      await db.close();
      try {
        renameSync(building, template); // atomic: readers never see a half-built template
      } catch {
        rmSync(building, { recursive: true, force: true }); // another process won the race
      }
    }
    // Copy next to the target and rename, so a failed copy never leaves a half cluster behind.
    const copying = `${dir}.copy-${process.pid}-${randomBytes(4).toString('hex')}`;
    mkdirSync(dirname(dir), { recursive: true });
    try {
      cpSync(template, copying, { recursive: true });
      renameSync(copying, dir);
    } finally {
      rmSync(copying, { recursive: true, force: true });
    }
    return isCluster(dir);
  } catch {
    return false;
  }
}
