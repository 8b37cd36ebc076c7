// Curated files are validated at build time: a bad record fails with file + key named;
// missing files are only warnings.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CuratedDataError, readCurated } from '../../native-data/sources/curated.js';
import { LEVEL1_CATEGORIES } from '../../workers/engine/types.js';

const ctx = { countries: new Set(['US', 'DE', 'NZ']), iconSlugs: new Set(['netflix']) };

function taxonomy() {
  return LEVEL1_CATEGORIES.flatMap((name) => {
    const type = name === 'Income' ? 'income' : 'primary';
    const codes = { mcc: 5999, sic: 5999, naics: 459999 };
    return [
      { name, type, level: 1, parent: null, description: `${name}.`, ...codes },
      { name: `${name} Group`, type, level: 2, parent: name, description: 'x', ...codes },
      { name: `${name} Leaf`, type, level: 3, parent: `${name} Group`, description: 'x', ...codes },
    ];
  });
}

function dirWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'txenrich-curated-'));
  mkdirSync(join(dir, 'merchants'));
  for (const [name, value] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(value));
  return dir;
}

const goodMerchant = {
  key: 'netflix', name: 'Netflix', alias: ['NETFLIX.COM'], keywords: ['streaming'],
  category: 'Entertainment Leaf', countries: [], channel: 'online', subscription: 'streaming', iconSlug: 'netflix',
};

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(CuratedDataError);
    return (err as Error).message;
  }
  throw new Error('expected a CuratedDataError');
}

describe('curated validation', () => {
  it('accepts a valid set and warns about missing files', () => {
    const dir = dirWith({ 'taxonomy.json': taxonomy(), 'merchants/a.json': [goodMerchant] });
    const data = readCurated(dir, ctx);
    expect(data.merchants).toHaveLength(1);
    expect(data.taxonomy).toHaveLength(45);
    expect(data.warnings.join('\n')).toMatch(/p2p\.json is missing/);
    expect(data.warnings.join('\n')).toMatch(/osm-categories\.json is missing/);
  });

  it('rejects a merchant whose category is not a level-3 name, naming file and key', () => {
    const dir = dirWith({
      'taxonomy.json': taxonomy(),
      'merchants/streaming.json': [{ ...goodMerchant, category: 'Entertainment Group' }],
    });
    const msg = errorOf(() => readCurated(dir, ctx));
    expect(msg).toContain('merchants/streaming.json key "netflix"');
    expect(msg).toContain('"Entertainment Group" is not a level-3 taxonomy name');
  });

  it('rejects bad enums, colours, countries and icon slugs', () => {
    const dir = dirWith({
      'taxonomy.json': taxonomy(),
      'merchants/x.json': [{ ...goodMerchant, channel: 'web', subscription: 'video', color: 'red', countries: ['XX'], iconSlug: 'nope' }],
    });
    const msg = errorOf(() => readCurated(dir, ctx));
    for (const part of ['channel "web"', 'subscription "video"', 'color "red"', '"XX" is not an ISO alpha-2', 'iconSlug "nope"']) {
      expect(msg).toContain(part);
    }
  });

  it('rejects duplicate merchant keys across files', () => {
    const dir = dirWith({ 'taxonomy.json': taxonomy(), 'merchants/a.json': [goodMerchant], 'merchants/b.json': [goodMerchant] });
    expect(errorOf(() => readCurated(dir, ctx))).toContain('merchants/b.json key "netflix": key also used in merchants/a.json');
  });

  it('rejects an OSM mapping to a non-level-3 category and a broken taxonomy', () => {
    const tax = taxonomy().filter((e) => e.name !== 'Travel Leaf');
    const dir = dirWith({ 'taxonomy.json': tax, 'osm-categories.json': { 'shop=supermarket': 'Shopping' } });
    const msg = errorOf(() => readCurated(dir, ctx));
    expect(msg).toContain('osm-categories.json key "shop=supermarket": "Shopping" is not a level-3 taxonomy name');
    expect(msg).toContain('taxonomy.json name "Travel Group": level-2 entry has no level-3 child');
  });

  it('rejects p2p without aliases and intermediaries without prefixes', () => {
    const dir = dirWith({
      'p2p.json': [{ key: 'venmo', name: 'Venmo', alias: [], countries: ['US'] }],
      'intermediaries.json': [{ key: 'square', name: 'Square', prefixes: [] }],
    });
    const msg = errorOf(() => readCurated(dir, ctx));
    expect(msg).toContain('p2p.json key "venmo": alias must not be empty');
    expect(msg).toContain('intermediaries.json key "square": prefixes must not be empty');
  });
});
