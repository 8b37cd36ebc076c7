// The category taxonomy for GET /v1/categories, read from native-data/build/taxonomy.msgpack
// alone (the main thread does not need the rest of the engine's data).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Unpackr } from 'msgpackr';
import type { TaxonomyFile } from '../../workers/engine/types.js';

export function loadTaxonomy(nativeDataDir: string): { version: string; dataJson: string; entries: TaxonomyFile['entries'] } {
  const file = join(nativeDataDir, 'taxonomy.msgpack');
  let tax: TaxonomyFile;
  try {
    tax = new Unpackr({ useRecords: true }).unpack(readFileSync(file)) as TaxonomyFile;
  } catch (err) {
    throw new Error(`cannot read the category taxonomy at ${file} (${(err as Error).message}); run \`npm run build:data\``);
  }
  if (tax === null || typeof tax !== 'object' || typeof tax.version !== 'string' || !Array.isArray(tax.entries)) {
    throw new Error(`the category taxonomy at ${file} has the wrong shape; rebuild it with \`npm run build:data\``);
  }
  // The spec types `parent` as a string: level-1 entries, which have none, carry "".
  const categories = tax.entries.map((e) => ({
    name: e.name, type: e.type, level: e.level, parent: e.parent ?? '', description: e.description, mcc: e.mcc, sic: e.sic, naics: e.naics,
  }));
  return { version: tax.version, dataJson: JSON.stringify({ categories, total: categories.length }), entries: tax.entries };
}
