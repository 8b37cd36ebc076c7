// The compiled reference data the server seeds from (native-data/build/*.msgpack). Bank search
// expectations are computed from it, so the tests follow whatever the data build produces.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { unpack } from 'msgpackr';
import { ROOT } from './server.js';

const BUILD = join(ROOT, 'native-data', 'build');

export interface BankRow {
  id: string;
  name: string;
  country: string | null;
}

function load<T>(file: string): T {
  const p = join(BUILD, file);
  if (!existsSync(p)) throw new Error(`${p} missing: run \`npm run build:data\``);
  return unpack(readFileSync(p)) as T;
}

export function loadBanks(): BankRow[] {
  const raw = load<unknown>('banks.msgpack');
  const arr = Array.isArray(raw) ? raw : ((raw as { banks?: unknown[] }).banks ?? []);
  return (arr as BankRow[]).map((b) => ({ id: b.id, name: b.name, country: b.country ?? null }));
}

export function loadTaxonomy(): { version: string; entries: { name: string; level: number }[] } {
  return load('taxonomy.msgpack');
}

/** The spec's bank search order: country ascending with unknown last, then id. */
export function bankOrder(a: BankRow, b: BankRow): number {
  if (a.country !== b.country) {
    if (a.country === null) return 1;
    if (b.country === null) return -1;
    return a.country < b.country ? -1 : 1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
