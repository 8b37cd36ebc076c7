// Validates the hand-curated merchant files (native-data/curated/merchants/*.json): shape,
// enums shared with the engine, taxonomy references, uniqueness and regional breadth.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countries as isoCountries } from 'countries-list';
import { describe, expect, it } from 'vitest';
import { CHANNELS, SUBSCRIPTION_TYPES } from '../../workers/engine/types.js';
import type { TaxonomyEntry } from '../../workers/engine/types.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const curatedDir = join(root, 'native-data', 'curated');
const merchantsDir = join(curatedDir, 'merchants');

interface CuratedMerchant {
  key: string;
  name: string;
  alias: string[];
  keywords: string[];
  category: string;
  countries: string[];
  channel: string | null;
  subscription: string | null;
  description?: string;
  website?: string | null;
  domain?: string | null;
  color?: string;
  iconSlug?: string;
}

const REQUIRED = ['key', 'name', 'alias', 'keywords', 'category', 'countries', 'channel', 'subscription'];
const OPTIONAL = ['description', 'website', 'domain', 'color', 'iconSlug'];

const files = readdirSync(merchantsDir).filter((f) => f.endsWith('.json')).sort();
const byFile = new Map<string, CuratedMerchant[]>(
  files.map((f) => [f, JSON.parse(readFileSync(join(merchantsDir, f), 'utf8')) as CuratedMerchant[]]),
);
const all = [...byFile.values()].flat();

function loadLevel3(): Set<string> {
  const raw = JSON.parse(readFileSync(join(curatedDir, 'taxonomy.json'), 'utf8')) as
    | TaxonomyEntry[]
    | { entries: TaxonomyEntry[] };
  const entries = Array.isArray(raw) ? raw : raw.entries;
  return new Set(entries.filter((e) => e.level === 3).map((e) => e.name));
}

/** Case- and spacing-insensitive form of a name ("Walmart+" stays distinct from "Walmart"). */
const norm = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Two merchants can collide only when their markets overlap ([] = worldwide). */
function marketsOverlap(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return true;
  return a.some((c) => b.includes(c));
}

const label = (m: CuratedMerchant): string => `${m.key} (${m.name})`;

describe('curated merchant files', () => {
  it('are non-empty JSON arrays', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const [file, list] of byFile) {
      expect(Array.isArray(list), file).toBe(true);
      expect(list.length, file).toBeGreaterThan(0);
    }
  });

  it('hold at least 500 merchants', () => {
    expect(all.length).toBeGreaterThanOrEqual(500);
  });

  it('use only the schema fields, with the right types', () => {
    const problems: string[] = [];
    for (const m of all) {
      const id = label(m);
      for (const k of Object.keys(m)) {
        if (!REQUIRED.includes(k) && !OPTIONAL.includes(k)) problems.push(`${id}: unknown field ${k}`);
      }
      for (const k of REQUIRED) if (!(k in m)) problems.push(`${id}: missing ${k}`);
      if (typeof m.name !== 'string' || m.name.trim() !== m.name || m.name === '') problems.push(`${id}: bad name`);
      for (const k of ['alias', 'keywords', 'countries'] as const) {
        if (!Array.isArray(m[k]) || m[k].some((v) => typeof v !== 'string')) problems.push(`${id}: ${k} not string[]`);
      }
      if (typeof m.category !== 'string') problems.push(`${id}: category not a string`);
      if (m.description !== undefined && m.description !== null) {
        if (typeof m.description !== 'string' || !/^\S.*[.!]$/.test(m.description)) problems.push(`${id}: description`);
      }
      if (m.website != null && !/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i.test(m.website)) problems.push(`${id}: website ${m.website}`);
      if (m.domain != null && !/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(m.domain)) problems.push(`${id}: domain ${m.domain}`);
      if (m.website != null && m.domain != null && !new URL(m.website).hostname.endsWith(m.domain)) {
        problems.push(`${id}: website ${m.website} is not on ${m.domain}`);
      }
      if (m.color !== undefined && !/^#[0-9A-Fa-f]{6}$/.test(m.color)) problems.push(`${id}: color`);
      if (m.iconSlug !== undefined && !/^[a-z0-9-]+$/.test(m.iconSlug)) problems.push(`${id}: iconSlug`);
    }
    expect(problems).toEqual([]);
  });

  it('use stable, unique, lowercase slug keys', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const [file, list] of byFile) {
      for (const m of list) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(m.key)) problems.push(`${file}: bad key ${m.key}`);
        const prev = seen.get(m.key);
        if (prev) problems.push(`duplicate key ${m.key} in ${prev} and ${file}`);
        seen.set(m.key, file);
      }
    }
    expect(problems).toEqual([]);
  });

  it('use channel and subscription values from the engine contract', () => {
    const channels = new Set<string>(CHANNELS);
    const subs = new Set<string>(SUBSCRIPTION_TYPES);
    const problems = all
      .filter((m) => (m.channel !== null && !channels.has(m.channel)) || (m.subscription !== null && !subs.has(m.subscription)))
      .map(label);
    expect(problems).toEqual([]);
  });

  it('point at level-3 taxonomy names', () => {
    const level3 = loadLevel3();
    expect(level3.size).toBeGreaterThan(50);
    const problems = all.filter((m) => !level3.has(m.category)).map((m) => `${label(m)}: ${m.category}`);
    expect(problems).toEqual([]);
  });

  it('use ISO 3166 alpha-2 country codes without repeats', () => {
    const problems: string[] = [];
    for (const m of all) {
      if (new Set(m.countries).size !== m.countries.length) problems.push(`${label(m)}: repeated country`);
      for (const c of m.countries) if (!(c in isoCountries)) problems.push(`${label(m)}: ${c}`);
    }
    expect(problems).toEqual([]);
  });

  it('give every merchant at least one alias or keyword, in the agreed case', () => {
    const problems: string[] = [];
    for (const m of all) {
      if (m.alias.length + m.keywords.length === 0) problems.push(`${label(m)}: nothing to match on`);
      for (const a of m.alias) {
        if (a !== a.toUpperCase() || a !== a.trim() || a.length < 2) problems.push(`${label(m)}: alias "${a}"`);
      }
      for (const k of m.keywords) {
        if (k !== k.toLowerCase() || k !== k.trim() || k.length < 2) problems.push(`${label(m)}: keyword "${k}"`);
      }
      if (new Set(m.alias).size !== m.alias.length) problems.push(`${label(m)}: repeated alias`);
    }
    expect(problems).toEqual([]);
  });

  it('have no duplicate names within a market', () => {
    const byName = new Map<string, CuratedMerchant[]>();
    for (const m of all) byName.set(norm(m.name), [...(byName.get(norm(m.name)) ?? []), m]);
    const problems: string[] = [];
    for (const ms of byName.values()) {
      for (let i = 0; i < ms.length; i++) {
        for (let j = i + 1; j < ms.length; j++) {
          if (marketsOverlap(ms[i]!.countries, ms[j]!.countries)) problems.push(`${label(ms[i]!)} / ${label(ms[j]!)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('never give the same statement alias to two merchants of one market', () => {
    const owners = new Map<string, CuratedMerchant[]>();
    for (const m of all) {
      for (const a of m.alias) owners.set(a, [...(owners.get(a) ?? []), m]);
    }
    const problems: string[] = [];
    for (const [alias, ms] of owners) {
      for (let i = 0; i < ms.length; i++) {
        for (let j = i + 1; j < ms.length; j++) {
          if (marketsOverlap(ms[i]!.countries, ms[j]!.countries)) problems.push(`${alias}: ${label(ms[i]!)} / ${label(ms[j]!)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('cover the statement forms banks are known to print', () => {
    const ownerOf = new Map<string, string>();
    for (const m of all) for (const a of m.alias) ownerOf.set(a, m.name);
    const expected: Record<string, string> = {
      'NETFLIX.COM': 'Netflix',
      'AMZN MKTP US': 'Amazon',
      'APPLE.COM/BILL': 'Apple',
      'UBER *TRIP': 'Uber',
      'UBER *EATS': 'Uber Eats',
      'DD *DOORDASH': 'DoorDash',
      PGANDE: 'PG&E',
      SOUTHWES: 'Southwest Airlines',
      WHOLEFDS: 'Whole Foods Market',
      VZWRLSS: 'Verizon',
      'WAL-MART': 'Walmart',
      'COSTCO WHSE': 'Costco',
      'MSFT *': 'Microsoft',
      'GOOGLE *YOUTUBEPREMIUM': 'YouTube Premium',
      'TESCO STORES': 'Tesco',
    };
    const got = Object.fromEntries(Object.keys(expected).map((a) => [a, ownerOf.get(a)]));
    expect(got).toEqual(expected);
  });

  it('reach every region the service is graded on', () => {
    const markets = [
      'US', 'CA', 'GB', 'IE', 'DE', 'FR', 'NL', 'ES', 'IT', 'SE', 'NO', 'DK', 'FI', 'PL', 'PT', 'CH', 'BE', 'AT',
      'BR', 'MX', 'AR', 'CO', 'CL', 'IN', 'AU', 'NZ', 'SG', 'JP', 'ID', 'PH', 'MY', 'HK',
      'AE', 'SA', 'ZA', 'NG', 'KE', 'EG',
    ];
    const thin = markets
      .map((c) => [c, all.filter((m) => m.countries.includes(c)).length] as const)
      .filter(([, n]) => n < 8)
      .map(([c, n]) => `${c}: ${n}`);
    expect(thin).toEqual([]);
  });

  it('mark subscriptions only where payments recur and keep online services off physical channels', () => {
    const problems: string[] = [];
    for (const m of all) {
      if (m.channel === 'in_store' || m.channel === 'atm') problems.push(`${label(m)}: channel ${m.channel}`);
      if (m.subscription === 'food_delivery' && !/Delivery|Meal Kits/.test(m.category)) {
        problems.push(`${label(m)}: food_delivery subscription in ${m.category}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
