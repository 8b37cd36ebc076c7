// Reading and validating the hand-curated sources in native-data/curated/ (schemas in
// native-data/README.md). Missing files are a warning (the build continues with what exists);
// a bad record is an error naming the file and the record key.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHANNELS, LEVEL1_CATEGORIES, SUBSCRIPTION_TYPES,
  type Channel, type SubscriptionType, type TaxonomyEntry,
} from '../../workers/engine/types.js';

export interface CuratedIntermediary {
  key: string; name: string; prefixes: string[]; description: string | null;
  website: string | null; domain: string | null; color: string | null; iconSlug: string | null;
}
export interface CuratedP2P {
  key: string; name: string; alias: string[]; countries: string[];
  website: string | null; domain: string | null; color: string | null; iconSlug: string | null;
}
export interface CuratedMerchant {
  key: string; name: string; alias: string[]; keywords: string[]; category: string;
  countries: string[]; channel: Channel | null; subscription: SubscriptionType | null;
  description: string | null; website: string | null; domain: string | null;
  color: string | null; iconSlug: string | null; file: string;
}
export interface CuratedBank {
  key: string; name: string; country: string; foundedYear: number | null; foundedOn: string | null;
  description: string | null; website: string | null; domain: string | null;
}

export interface CuratedData {
  taxonomy: TaxonomyEntry[] | null;
  osmCategories: Map<string, string> | null;
  intermediaries: CuratedIntermediary[];
  p2p: CuratedP2P[];
  merchants: CuratedMerchant[];
  banks: CuratedBank[];
  files: string[]; // files read, relative to the curated dir
  warnings: string[];
}

export class CuratedDataError extends Error {}

type Obj = Record<string, unknown>;

/** Collects the problems of one record so the error can name file + key + field. */
class RecordCheck {
  readonly problems: string[] = [];
  constructor(readonly rec: Obj) {}
  str(field: string, opts: { optional?: boolean; max?: number } = {}): string | null {
    const v = this.rec[field];
    if (v === undefined || v === null) {
      if (!opts.optional) this.problems.push(`${field} is required`);
      return null;
    }
    if (typeof v !== 'string' || v.trim() === '') {
      this.problems.push(`${field} must be a non-empty string`);
      return null;
    }
    if (opts.max && v.length > opts.max) this.problems.push(`${field} is longer than ${opts.max}`);
    return v.trim();
  }
  strings(field: string, opts: { optional?: boolean } = {}): string[] {
    const v = this.rec[field];
    if (v === undefined || v === null) {
      if (!opts.optional) this.problems.push(`${field} is required (array of strings)`);
      return [];
    }
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || x.trim() === '')) {
      this.problems.push(`${field} must be an array of non-empty strings`);
      return [];
    }
    return (v as string[]).map((x) => x.trim());
  }
  color(): string | null {
    const c = this.str('color', { optional: true });
    if (c !== null && !/^#[0-9A-Fa-f]{6}$/.test(c)) this.problems.push(`color "${c}" is not #RRGGBB`);
    return c === null ? null : c.toUpperCase();
  }
  countries(field: string, known: Set<string>): string[] {
    const list = this.strings(field);
    for (const c of list) if (!known.has(c)) this.problems.push(`${field}: "${c}" is not an ISO alpha-2 code (uppercase)`);
    return list;
  }
  oneOf<T extends string>(field: string, allowed: readonly T[]): T | null {
    const v = this.rec[field];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
      this.problems.push(`${field} "${String(v)}" must be null or one of ${allowed.join(', ')}`);
      return null;
    }
    return v as T;
  }
}

function readJson(path: string, rel: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new CuratedDataError(`${rel}: not valid JSON (${(err as Error).message})`);
  }
}

function readArray(dir: string, rel: string, data: CuratedData): Obj[] | null {
  const path = join(dir, rel);
  if (!existsSync(path)) {
    data.warnings.push(`${rel} is missing; continuing without it`);
    return null;
  }
  data.files.push(rel);
  const json = readJson(path, rel);
  if (!Array.isArray(json)) throw new CuratedDataError(`${rel}: expected a JSON array`);
  json.forEach((r, i) => {
    if (typeof r !== 'object' || r === null || Array.isArray(r)) {
      throw new CuratedDataError(`${rel}[${i}]: expected an object`);
    }
  });
  return json as Obj[];
}

/** Validates each record with `check`, collecting errors as "file key: problem". */
function eachRecord<T>(
  rel: string, records: Obj[], errors: string[], keyField: string,
  check: (c: RecordCheck) => T,
): T[] {
  const out: T[] = [];
  const seen = new Set<string>();
  records.forEach((rec, i) => {
    const c = new RecordCheck(rec);
    const key = typeof rec[keyField] === 'string' ? (rec[keyField] as string) : `[${i}]`;
    const value = check(c);
    if (seen.has(key)) c.problems.push(`duplicate ${keyField} "${key}"`);
    seen.add(key);
    if (c.problems.length) errors.push(`${rel} ${keyField} "${key}": ${c.problems.join('; ')}`);
    else out.push(value);
  });
  return out;
}

function validateTaxonomy(rel: string, records: Obj[], errors: string[]): TaxonomyEntry[] {
  const entries = eachRecord(rel, records, errors, 'name', (c) => {
    const type = c.oneOf('type', ['income', 'primary'] as const);
    if (type === null) c.problems.push('type must be "income" or "primary"');
    const level = c.rec.level;
    if (level !== 1 && level !== 2 && level !== 3) c.problems.push('level must be 1, 2 or 3');
    const parent = c.rec.parent === null ? null : c.str('parent');
    const codes: Record<'mcc' | 'sic' | 'naics', number> = { mcc: 0, sic: 0, naics: 0 };
    for (const f of ['mcc', 'sic', 'naics'] as const) {
      const v = c.rec[f];
      if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) c.problems.push(`${f} must be a positive integer`);
      else codes[f] = v;
    }
    return {
      name: c.str('name') ?? '', type: type ?? 'primary', level: level as 1 | 2 | 3, parent,
      description: c.str('description') ?? '', ...codes,
    } satisfies TaxonomyEntry;
  });
  const byName = new Map(entries.map((e) => [e.name, e]));
  for (const e of entries) {
    const where = `${rel} name "${e.name}"`;
    if (e.level === 1) {
      if (e.parent !== null) errors.push(`${where}: level-1 entries have parent null`);
      if (!(LEVEL1_CATEGORIES as readonly string[]).includes(e.name)) errors.push(`${where}: not one of the fixed level-1 names`);
      if ((e.name === 'Income') !== (e.type === 'income')) errors.push(`${where}: type must be "income" exactly for Income`);
      continue;
    }
    const parent = e.parent === null ? undefined : byName.get(e.parent);
    if (!parent) errors.push(`${where}: parent "${e.parent}" is not in the taxonomy`);
    else if (parent.level !== e.level - 1) errors.push(`${where}: parent "${e.parent}" is level ${parent.level}, expected ${e.level - 1}`);
    else if (parent.type !== e.type) errors.push(`${where}: type differs from parent "${e.parent}"`);
  }
  for (const name of LEVEL1_CATEGORIES) if (!byName.has(name)) errors.push(`${rel}: level-1 entry "${name}" is missing`);
  for (const e of entries) {
    if (e.level === 2 && !entries.some((c) => c.parent === e.name)) errors.push(`${rel} name "${e.name}": level-2 entry has no level-3 child`);
  }
  return entries;
}

export interface CuratedContext {
  countries: Set<string>; // valid ISO alpha-2 codes
  iconSlugs: Set<string>; // simple-icons slugs we can ship
}

/** Reads everything under `dir`; throws CuratedDataError listing every bad record. */
export function readCurated(dir: string, ctx: CuratedContext): CuratedData {
  const data: CuratedData = {
    taxonomy: null, osmCategories: null, intermediaries: [], p2p: [], merchants: [], banks: [],
    files: [], warnings: [],
  };
  const errors: string[] = [];
  if (!existsSync(dir)) {
    data.warnings.push(`${dir} does not exist; building from packages only`);
    return data;
  }

  const taxonomyRaw = readArray(dir, 'taxonomy.json', data);
  if (taxonomyRaw) data.taxonomy = validateTaxonomy('taxonomy.json', taxonomyRaw, errors);
  const level3 = data.taxonomy ? new Set(data.taxonomy.filter((e) => e.level === 3).map((e) => e.name)) : null;
  if (!level3) data.warnings.push('no taxonomy: merchant categories cannot be validated');
  const checkCategory = (c: RecordCheck, v: string | null, field = 'category') => {
    if (v !== null && level3 && !level3.has(v)) c.problems.push(`${field} "${v}" is not a level-3 taxonomy name`);
  };
  const checkIcon = (c: RecordCheck): string | null => {
    const slug = c.str('iconSlug', { optional: true });
    if (slug !== null && !ctx.iconSlugs.has(slug)) c.problems.push(`iconSlug "${slug}" is not a simple-icons slug`);
    return slug;
  };

  const osmPath = join(dir, 'osm-categories.json');
  if (existsSync(osmPath)) {
    data.files.push('osm-categories.json');
    const json = readJson(osmPath, 'osm-categories.json');
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      throw new CuratedDataError('osm-categories.json: expected an object of "key=value": "<level-3 name>"');
    }
    data.osmCategories = new Map();
    for (const [tag, cat] of Object.entries(json as Obj)) {
      if (!/^[a-z_:]+=[^=]+$/.test(tag)) errors.push(`osm-categories.json key "${tag}": not an OSM "key=value" tag`);
      else if (typeof cat !== 'string') errors.push(`osm-categories.json key "${tag}": value must be a level-3 taxonomy name`);
      else if (level3 && !level3.has(cat)) errors.push(`osm-categories.json key "${tag}": "${cat}" is not a level-3 taxonomy name`);
      else data.osmCategories.set(tag, cat);
    }
  } else {
    data.warnings.push('osm-categories.json is missing; no name-suggestion-index merchants can be categorised');
  }

  const inter = readArray(dir, 'intermediaries.json', data);
  if (inter) {
    data.intermediaries = eachRecord('intermediaries.json', inter, errors, 'key', (c) => {
      const prefixes = c.strings('prefixes');
      if (prefixes.length === 0) c.problems.push('prefixes must not be empty');
      return {
        key: c.str('key') ?? '', name: c.str('name', { max: 200 }) ?? '', prefixes,
        description: c.str('description', { optional: true }), website: c.str('website', { optional: true }),
        domain: c.str('domain', { optional: true }), color: c.color(), iconSlug: checkIcon(c),
      };
    });
  }

  const p2p = readArray(dir, 'p2p.json', data);
  if (p2p) {
    data.p2p = eachRecord('p2p.json', p2p, errors, 'key', (c) => {
      const alias = c.strings('alias');
      if (alias.length === 0) c.problems.push('alias must not be empty');
      return {
        key: c.str('key') ?? '', name: c.str('name', { max: 200 }) ?? '', alias,
        countries: c.countries('countries', ctx.countries),
        website: c.str('website', { optional: true }), domain: c.str('domain', { optional: true }),
        color: c.color(), iconSlug: checkIcon(c),
      };
    });
  }

  const merchantsDir = join(dir, 'merchants');
  const merchantFiles = existsSync(merchantsDir)
    ? readdirSync(merchantsDir).filter((f) => f.endsWith('.json')).sort()
    : [];
  if (merchantFiles.length === 0) data.warnings.push('merchants/*.json: no curated merchant files yet');
  const merchantKeys = new Map<string, string>();
  for (const f of merchantFiles) {
    const rel = `merchants/${f}`;
    const records = readArray(dir, rel, data) ?? [];
    const list = eachRecord(rel, records, errors, 'key', (c) => {
      const category = c.str('category');
      checkCategory(c, category);
      const key = c.str('key') ?? '';
      const other = merchantKeys.get(key);
      if (other) c.problems.push(`key also used in ${other}`);
      return {
        key, name: c.str('name', { max: 200 }) ?? '', alias: c.strings('alias'),
        keywords: c.strings('keywords', { optional: true }), category: category ?? '',
        countries: c.countries('countries', ctx.countries),
        channel: c.oneOf('channel', CHANNELS), subscription: c.oneOf('subscription', SUBSCRIPTION_TYPES),
        description: c.str('description', { optional: true }), website: c.str('website', { optional: true }),
        domain: c.str('domain', { optional: true }), color: c.color(), iconSlug: checkIcon(c), file: rel,
      };
    });
    for (const m of list) merchantKeys.set(m.key, rel);
    data.merchants.push(...list);
  }

  const banksPath = join(dir, 'banks.json');
  if (existsSync(banksPath)) {
    const banks = readArray(dir, 'banks.json', data) ?? [];
    data.banks = eachRecord('banks.json', banks, errors, 'key', (c) => {
      const country = c.str('country');
      if (country !== null && !ctx.countries.has(country)) c.problems.push(`country "${country}" is not an ISO alpha-2 code`);
      const year = c.rec.foundedYear;
      if (year !== undefined && year !== null && (typeof year !== 'number' || !Number.isInteger(year) || year < 1 || year > 9999)) {
        c.problems.push('foundedYear must be an integer 1..9999');
      }
      const on = c.str('foundedOn', { optional: true });
      if (on !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(on) || Number.isNaN(Date.parse(`${on}T00:00:00Z`)))) {
        c.problems.push(`foundedOn "${on}" is not YYYY-MM-DD`);
      }
      return {
        key: c.str('key') ?? '', name: c.str('name', { max: 200 }) ?? '', country: country ?? '',
        foundedYear: typeof year === 'number' ? year : on ? Number(on.slice(0, 4)) : null, foundedOn: on,
        description: c.str('description', { optional: true }), website: c.str('website', { optional: true }),
        domain: c.str('domain', { optional: true }),
      };
    });
  }

  if (errors.length) {
    throw new CuratedDataError(`invalid curated data in ${dir}:\n  - ${errors.join('\n  - ')}`);
  }
  return data;
}
