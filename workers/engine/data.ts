// Loads the compiled reference data (native-data/build/*.msgpack, written by
// `npm run build:data`) into memory. Synchronous: called once per worker at start-up.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Unpackr } from 'msgpackr';
import type { MerchantKeysFile } from './merchants.js';
import type { TaggerModelFile } from './tagger/model.js';
import type { BusinessVocabularyFile } from './business-vocabulary.js';
import { columnKeys, fromColumns, sha1, type GazetteerColumns } from './gazetteer-columns.js';
import type {
  BankRecord, GazetteerFile, IntermediaryRecord, MerchantRecord, P2PPlatformRecord, TaxonomyFile,
} from './types.js';

export interface EngineData {
  taxonomy: TaxonomyFile;
  merchants: MerchantRecord[];
  intermediaries: IntermediaryRecord[];
  p2p: P2PPlatformRecord[];
  banks: BankRecord[];
  gazetteer: GazetteerFile;
  iconsDir: string; // absolute path of the icons/<slug>.svg directory
  /** Precompiled merchant keys (engine/merchant-keys.msgpack); null when absent (keys are computed at load). */
  merchantKeys?: MerchantKeysFile | null;
  /** Precompiled nameKey of every city name and altName (gazetteer order); null = computed at load. */
  cityKeys?: string[] | null;
  /** The statement-line tagger's weights (engine/tagger.msgpack); null when absent (rules only). */
  tagger?: TaggerModelFile | null;
  /** Multilingual business words (engine/business-words.msgpack); null when absent (hand-written words only). */
  businessWords?: BusinessVocabularyFile | null;
}

/** Engine index files the data build precompiles (optional: the engine can compute them at load). */
export const MERCHANT_KEYS_FILE = join('engine', 'merchant-keys.msgpack');
export const GAZETTEER_COLUMNS_FILE = join('engine', 'gazetteer-columns.msgpack');
export const TAGGER_FILE = join('engine', 'tagger.msgpack');
export const BUSINESS_WORDS_FILE = join('engine', 'business-words.msgpack');

export const DATA_FILES = [
  'taxonomy.msgpack', 'merchants.msgpack', 'intermediaries.msgpack', 'p2p.msgpack',
  'banks.msgpack', 'gazetteer.msgpack',
] as const;

export class EngineDataError extends Error {}

/**
 * native-data/build under the package root: the first directory holding package.json above
 * this module, so it works from workers/engine/ (tsx, vitest) and dist/workers/engine/.
 */
export function defaultDataDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'native-data', 'build');
    const parent = dirname(dir);
    if (parent === dir) throw new EngineDataError('txenrich package root (package.json) not found above the engine module');
    dir = parent;
  }
}

function decodeFile<T>(unpackr: Unpackr, dir: string, file: string): T {
  const path = join(dir, file);
  if (!existsSync(path)) {
    throw new EngineDataError(
      `reference data file ${path} is missing: run \`npm run build:data\` (after \`npm run build\`) to create native-data/build`,
    );
  }
  try {
    return unpackr.unpack(readFileSync(path)) as T;
  } catch (err) {
    throw new EngineDataError(`reference data file ${path} is unreadable (${(err as Error).message}): rebuild it with \`npm run build:data\``);
  }
}

export function loadEngineData(dir: string = defaultDataDir()): EngineData {
  const base = resolve(dir);
  // Matches the build's `new Packr({ useRecords: true })`; record structures are inline per file.
  const unpackr = new Unpackr({ useRecords: true });
  const extra: { cityKeys?: string[] | null } = {};
  const data: EngineData = {
    taxonomy: decodeFile<TaxonomyFile>(unpackr, base, 'taxonomy.msgpack'),
    merchants: decodeFile<MerchantRecord[]>(unpackr, base, 'merchants.msgpack'),
    intermediaries: decodeFile<IntermediaryRecord[]>(unpackr, base, 'intermediaries.msgpack'),
    p2p: decodeFile<P2PPlatformRecord[]>(unpackr, base, 'p2p.msgpack'),
    banks: decodeFile<BankRecord[]>(unpackr, base, 'banks.msgpack'),
    gazetteer: decodeGazetteer(unpackr, base, extra),
    iconsDir: join(base, 'icons'),
    merchantKeys: null,
  };
  data.cityKeys = extra.cityKeys ?? null;
  for (const [name, value] of Object.entries(data)) {
    if (name !== 'taxonomy' && name !== 'gazetteer' && name !== 'iconsDir' && name !== 'merchantKeys' && name !== 'cityKeys' && !Array.isArray(value)) {
      throw new EngineDataError(`reference data ${name}.msgpack in ${base} has the wrong shape: rebuild with \`npm run build:data\``);
    }
  }
  if (!data.taxonomy || !Array.isArray(data.taxonomy.entries) || !Array.isArray(data.gazetteer?.cities)) {
    throw new EngineDataError(`reference data in ${base} has the wrong shape: rebuild with \`npm run build:data\``);
  }
  const keysPath = join(base, MERCHANT_KEYS_FILE);
  if (existsSync(keysPath)) {
    try { data.merchantKeys = unpackr.unpack(readFileSync(keysPath)) as MerchantKeysFile; } catch { data.merchantKeys = null; }
  }
  const taggerPath = join(base, TAGGER_FILE);
  if (existsSync(taggerPath)) {
    try { data.tagger = unpackr.unpack(readFileSync(taggerPath)) as TaggerModelFile; } catch { data.tagger = null; }
  }
  const wordsPath = join(base, BUSINESS_WORDS_FILE);
  if (existsSync(wordsPath)) {
    try { data.businessWords = unpackr.unpack(readFileSync(wordsPath)) as BusinessVocabularyFile; } catch { data.businessWords = null; }
  }
  return data;
}

/**
 * gazetteer.msgpack, through its precompiled columns when they were made from exactly this
 * file (same SHA-1): the same records, decoded ~50x faster. Otherwise the file itself.
 */
function decodeGazetteer(unpackr: Unpackr, dir: string, out: { cityKeys?: string[] | null }): GazetteerFile {
  const path = join(dir, 'gazetteer.msgpack');
  const colsPath = join(dir, GAZETTEER_COLUMNS_FILE);
  if (existsSync(path) && existsSync(colsPath)) {
    try {
      const cols = unpackr.unpack(readFileSync(colsPath)) as GazetteerColumns;
      if (cols?.version === 1 && cols.sourceSha1 === sha1(readFileSync(path))) {
        const g = fromColumns(cols);
        out.cityKeys = columnKeys(cols, g);
        return g;
      }
    } catch { /* fall back to the records */ }
  }
  const g = decodeFile<GazetteerFile>(unpackr, dir, 'gazetteer.msgpack');
  if (g && Array.isArray(g.cities)) shareRepeatedValues(g);
  return g;
}

const NO_NAMES: string[] = Object.freeze([]) as unknown as string[];

/**
 * The decoder creates a fresh string per occurrence; 135k cities repeat a few hundred
 * countries/admin codes/timezones. Sharing one instance of each (and one empty altNames array)
 * saves a good part of the gazetteer's heap in every worker.
 */
function shareRepeatedValues(g: GazetteerFile): void {
  const pool = new Map<string, string>();
  const share = (s: string): string => {
    const hit = pool.get(s);
    if (hit !== undefined) return hit;
    pool.set(s, s);
    return s;
  };
  for (const c of g.cities) {
    c.country = share(c.country);
    if (c.admin !== null) c.admin = share(c.admin);
    if (c.timezone !== null) c.timezone = share(c.timezone);
    if (c.altNames.length === 0) c.altNames = NO_NAMES;
  }
  for (const z of g.zips) {
    z.state = share(z.state);
    z.city = share(z.city);
  }
}
