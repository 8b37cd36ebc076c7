// PGlite's initdb (bootstrapping an empty cluster in WASM) takes 5-10 s and seeding the
// reference data a few more; copying a prepared cluster takes well under 1-2 s. `npm install`
// builds one (`npm run build:pglite`, keyed by the PGlite version: migrated and seeded) in the
// project's `.cache/`, so even the very first `npm start` on a fresh machine starts from a
// copy; when that is missing, the first new data dir pays for initdb and leaves an empty copy.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function pgliteVersion(): string {
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

/**
 * Where the template clusters live: `<package root>/.cache`, or the OS temp dir outside a
 * package. Two kinds: `empty` (initdb only) and `seeded` (migrated and seeded with the
 * default reference data; only for stores that use that data).
 */
export function templateDir(version: string, kind: 'empty' | 'seeded' = 'empty'): string {
  const name = kind === 'seeded' ? `pglite-template-${version}-seeded` : `pglite-template-${version}`;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++, dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, '.cache', name);
  }
  return join(tmpdir(), `txenrich-${name}`);
}

export const isCluster = (dir: string): boolean => existsSync(join(dir, 'PG_VERSION')) && existsSync(join(dir, 'global'));

/**
 * Makes `dir` an initialised PGlite cluster when it is not one yet, from the cached template
 * (created on first use). Returns false when it could not (PGlite then runs initdb itself).
 */
export async function seedPgliteDir(dir: string, preferSeeded = false): Promise<boolean> {
  if (isCluster(dir)) return true;
  const version = pgliteVersion();
  if (!version || process.env.TXENRICH_PGLITE_TEMPLATE === 'off') return false;
  const seeded = templateDir(version, 'seeded');
  const template = preferSeeded && isCluster(seeded) ? seeded : templateDir(version);
  try {
    if (!isCluster(template)) {
      mkdirSync(dirname(template), { recursive: true });
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
