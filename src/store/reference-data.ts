// Reads the compiled reference data (native-data/build/*.msgpack) and turns records into the
// rows the API returns. Decodes the four files it needs directly rather than through the
// engine's loadEngineData(), which also decodes the taxonomy and the 9 MB gazetteer: restarts
// only hash the bytes and decode nothing when the data is unchanged.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Unpackr } from 'msgpackr';
import type {
  BankRecord, IntermediaryRecord, MerchantRecord, P2PPlatformRecord,
} from '../../workers/engine/types.js';

export { defaultDataDir as defaultNativeDataDir } from '../../workers/engine/data.js';

export const REFERENCE_FILES = {
  banks: 'banks.msgpack',
  merchants: 'merchants.msgpack',
  intermediaries: 'intermediaries.msgpack',
  p2p: 'p2p.msgpack',
} as const;

/** Bump when the row shapes below change, so stored rows are rewritten on the next start. */
const ROW_FORMAT = 2; // 2: bank name keys fold case both ways (bankNameKey)

/**
 * Icons are stored relative ("/icons/<slug>.svg") and made absolute on read with the node's
 * own base URL: several nodes with different public URLs share one database without
 * reseeding each other, and restarts on a new port stay seed-free.
 */
export function absoluteIcon<T extends object>(row: T, iconBaseUrl: string): T {
  const r = row as { icon?: unknown };
  if (typeof r.icon === 'string' && r.icon.startsWith('/')) r.icon = iconBaseUrl + r.icon;
  return row;
}

export interface ReferenceRows {
  banks: { id: string; nameKey: string; country: string | null; data: BankRow }[];
  merchants: { id: string; data: MerchantRow }[];
  intermediaries: { id: string; data: IntermediaryRow }[];
  p2p: { id: string; data: P2PRow }[];
}

export interface BankRow {
  id: string; name: string; country: string | null; foundedYear: number | null; foundedOn: string | null;
  description: string | null; icon: string | null; color: string | null; website: string | null; domain: string | null;
}
export interface MerchantRow {
  id: string; name: string; alias: string[]; keywords: string[]; icon: string | null;
  description: string | null; color: string | null; website: string | null; domain: string | null;
}
export interface IntermediaryRow {
  id: string; name: string; icon: string | null; description: string | null;
  color: string | null; website: string | null; domain: string | null;
}
export interface P2PRow { id: string; name: string; icon: string | null; color: string | null; website: string | null }

/**
 * Case-insensitive, whitespace-trimmed bank-name key (DB-collation-free). Upper-casing before
 * lower-casing folds letters whose cases do not round-trip, so a name typed in capitals finds
 * the stored one: Turkish dotless ı (TÜRK BANKASI -> Türk Bankası), ß (STRASSE), Greek final ς;
 * NFKC first, so full-width and compatibility forms match their plain letters.
 */
export function bankNameKey(name: string): string {
  return name.normalize('NFKC').trim().toUpperCase().toLowerCase();
}

export interface LoadedReference {
  /** Hash of the file bytes and the row format: equal hash = equal rows. */
  hash: string;
  /** Decodes and converts the records (only needed when the hash differs from the stored one). */
  rows(): ReferenceRows;
}

/** Reads the reference files; null when the data has not been built. */
export function loadReference(dir: string): LoadedReference | null {
  const paths = Object.values(REFERENCE_FILES).map((f) => join(dir, f));
  if (!paths.every((p) => existsSync(p))) return null;
  const hasher = createHash('sha256').update(`format:${ROW_FORMAT}\n`);
  const bufs = new Map<string, Buffer>();
  for (const file of Object.values(REFERENCE_FILES)) {
    const buf = readFileSync(join(dir, file));
    hasher.update(`${file}:${buf.length}\n`).update(buf);
    bufs.set(file, buf);
  }
  return { hash: hasher.digest('hex'), rows: () => convert(bufs) };
}

function convert(bufs: Map<string, Buffer>): ReferenceRows {
  const read = <T>(file: string): T[] => {
    const buf = bufs.get(file)!;
    // An empty list may be written as a lone msgpack nil/empty marker.
    const value = buf.length <= 1 ? [] : (new Unpackr({ useRecords: true }).unpack(buf) as unknown);
    if (value === null || value === undefined) return [];
    if (!Array.isArray(value)) throw new Error(`${file}: expected an array of records`);
    return value as T[];
  };
  const icon = (slug: string | null): string | null => (slug ? `/icons/${slug}.svg` : null);

  const banks = read<BankRecord>(REFERENCE_FILES.banks).map((b) => ({
    id: b.id,
    nameKey: bankNameKey(b.name),
    country: b.country ? b.country.toUpperCase() : null,
    data: {
      id: b.id, name: b.name.trim(), country: b.country ? b.country.toUpperCase() : null,
      foundedYear: b.foundedYear ?? null, foundedOn: b.foundedOn ?? null, description: b.description ?? null,
      icon: icon(b.iconSlug), color: b.color ?? null, website: b.website ?? null, domain: b.domain ?? null,
    },
  }));
  const merchants = read<MerchantRecord>(REFERENCE_FILES.merchants).map((m) => ({
    id: m.id,
    data: {
      id: m.id, name: m.name, alias: m.alias ?? [], keywords: m.keywords ?? [], icon: icon(m.iconSlug),
      description: m.description ?? null, color: m.color ?? null, website: m.website ?? null, domain: m.domain ?? null,
    },
  }));
  const intermediaries = read<IntermediaryRecord>(REFERENCE_FILES.intermediaries).map((r) => ({
    id: r.id,
    data: {
      id: r.id, name: r.name, icon: icon(r.iconSlug), description: r.description ?? null,
      color: r.color ?? null, website: r.website ?? null, domain: r.domain ?? null,
    },
  }));
  const p2p = read<P2PPlatformRecord>(REFERENCE_FILES.p2p).map((r) => ({
    id: r.id,
    data: { id: r.id, name: r.name, icon: icon(r.iconSlug), color: r.color ?? null, website: r.website ?? null },
  }));
  return { banks, merchants, intermediaries, p2p };
}
