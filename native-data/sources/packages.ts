// Locating and reading the source packages in node_modules (they are devDependencies).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The directory that holds package.json, walking up from this module (works from src and dist). */
export function projectRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
}

/** Directory of an installed package; a clear error when it is missing. */
export function packageDir(name: string): string {
  let dir = projectRoot();
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(`package "${name}" is not installed (it is a devDependency of txenrich; run npm install)`);
    }
    dir = parent;
  }
}

export interface PackageInfo {
  name: string;
  version: string;
  license: string;
}

export function packageInfo(name: string): PackageInfo {
  const pkg = JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as {
    version: string;
    license?: string;
  };
  return { name, version: pkg.version, license: pkg.license ?? 'unknown' };
}

export function readPackageJson<T>(name: string, file: string): T {
  return JSON.parse(readFileSync(join(packageDir(name), file), 'utf8')) as T;
}

/** require() a CommonJS package (or one of its files) from ESM. */
export function requirePackage<T>(name: string, file?: string): T {
  const dir = packageDir(name);
  const req = createRequire(join(dir, 'package.json'));
  return req(file ? join(dir, file) : dir) as T;
}
