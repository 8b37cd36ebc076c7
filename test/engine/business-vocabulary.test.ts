// The multilingual business-word vocabulary (OSM iD presets + brand names): the lookup rules on a
// small hand-made vocabulary, the data build's output, and unknown businesses categorised by it
// in titles generated from the built vocabulary (words the hand-written list does not know).
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Unpackr } from 'msgpackr';
import { BusinessVocabulary, type BusinessVocabularyFile } from '../../workers/engine/business-vocabulary.js';
import { BUSINESS_WORDS_FILE, defaultDataDir } from '../../workers/engine/data.js';
import { loadEngine, type Engine } from '../../workers/engine/index.js';
import { BUSINESS_WORDS } from '../../workers/engine/category-rules.js';
import { GENERIC_WORDS } from '../../workers/engine/generic-words.js';
import { FIRST_NAMES } from '../../workers/engine/names.js';
import { buildBusinessWords, placeWords } from '../../native-data/sources/business-words.js';
import { packageDir } from '../../native-data/sources/packages.js';
import { fold } from '../../workers/engine/text.js';
import { vocabulary } from '../helpers/vocabulary-file.js';

describe('BusinessVocabulary lookups', () => {
  const v = BusinessVocabulary.fromFile(vocabulary([
    ['BAKKERIJ', 'Bakeries', 100, 8], ['BAKKERIJEN', 'Bakeries', 100, 2], ['SLOTENMAKER', 'Locksmiths', 90, 4],
    ['HAARSALON', 'Hair Salons', 100, 2], ['SUPERMERCADO', 'General Groceries', 100, 20], ['SUPERMERCADOS', 'General Groceries', 100, 4],
    ['MARKETPLACE', 'Online Marketplaces', 100, 4], ['FARMACEUTICO', 'Pharmacies', 100, 3], ['FARMACEUTICA', 'Medical Supplies', 100, 3],
  ]))!;

  it('finds whole words with their purity', () => {
    expect(v.word('SLOTENMAKER')).toEqual({ category: 'Locksmiths', purity: 90, how: 'word' });
    // The plural and -ING noun of a word name the same trade (round 5); other endings do not.
    expect(v.word('SLOTENMAKERS')).toEqual({ category: 'Locksmiths', purity: 90, how: 'word' });
    expect(v.word('SLOTENMAKERX')).toBeNull();
  });

  it('reads a compound by a well-attested last part, leaving at least three letters before it', () => {
    expect(v.compound('STADSBAKKERIJ')).toEqual({ category: 'Bakeries', purity: 100, how: 'compound' });
    expect(v.compound('XBAKKERIJ')).toBeNull(); // one letter before: no compound
    expect(v.compound('DAMESHAARSALON')).toBeNull(); // a rare word (weight 2) does not end compounds
    expect(v.compound('STADS BAKKERIJ')).toBeNull();
  });

  it('reads a printed abbreviation only when every word it begins agrees, and never a common word', () => {
    expect(v.abbreviation('SUPERMERC')).toEqual({ category: 'General Groceries', purity: 100, how: 'abbreviation' });
    expect(v.abbreviation('FARMACEUT')).toBeNull(); // two trades begin with it
    expect(v.abbreviation('MARKET')).toBeNull(); // a whole common word
    expect(v.abbreviation('HAARSALO')).toBeNull(); // cut by one letter only: too close to be sure
    expect(v.abbreviation('BAKK')).toBeNull(); // too short
  });

  it('prefers a whole word over a compound over an abbreviation of the last word', () => {
    expect(v.lookup(['JANSEN', 'SLOTENMAKER'])?.category).toBe('Locksmiths');
    expect(v.lookup(['DORPSBAKKERIJ', 'JANSEN'])?.how).toBe('compound');
    expect(v.lookup(['LOPEZ', 'SUPERMERC'])?.how).toBe('abbreviation');
    expect(v.lookup(['SUPERMERC', 'LOPEZ'])).toBeNull();
  });

  it('reads a two-word trade term from adjacent words, never across an article', () => {
    const p = BusinessVocabulary.fromFile(vocabulary([['AUTOREPAIR', 'Car Repair & Service', 100, 4], ['REPAIRSHOP', 'Electronics Repair', 60, 8], ['DUVILLAGE', 'Clubs & Social Organizations', 100, 2]]))!;
    expect(p.pair(['CORNER', 'STONE', 'AUTO', 'REPAIR'])?.category).toBe('Car Repair & Service');
    expect(p.pair(['BIKE', 'REPAIR', 'SHOP'])).toBeNull(); // an impure pair says nothing
    expect(p.pair(['FROMAGERIE', 'DU', 'VILLAGE'])).toBeNull();
  });

  it('rejects a file of the wrong shape', () => {
    expect(BusinessVocabulary.fromFile(null)).toBeNull();
    expect(BusinessVocabulary.fromFile({ ...vocabulary([['BAKKERIJ', 'Bakeries', 100, 8]]), category: [] })).toBeNull();
  });
});

describe('the data build of the vocabulary', () => {
  let f: BusinessVocabularyFile;
  beforeAll(() => {
    const osm = new Map(Object.entries(JSON.parse(readFileSync(join(process.cwd(), 'native-data', 'curated', 'osm-categories.json'), 'utf8')) as Record<string, string>));
    f = buildBusinessWords(osm, [], new Set());
  }, 60_000);

  it('holds sorted folded words, no first names, no bank boilerplate', () => {
    expect(f.words.length).toBeGreaterThan(10_000);
    for (let i = 1; i < f.words.length; i++) expect(f.words[i - 1]! < f.words[i]!).toBe(true);
    // Latin words of four letters or more; words of other scripts (round 6) folded the same way,
    // two characters or more in the unspaced scripts (药房), four in the others (ΦΑΡΜΑΚΕΙΟ, ПЕКАРНЯ).
    for (const w of f.words) {
      if (w.charCodeAt(0) <= 0xff) expect(w).toMatch(/^[A-Z]{4,}$/);
      else if (/[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(w)) expect(w.length).toBeGreaterThanOrEqual(2);
      else { expect(w.length).toBeGreaterThanOrEqual(4); expect(w).toBe(w.toUpperCase()); }
    }
    for (const w of ['ΦΑΡΜΑΚΕΙΟ', 'ПЕКАРНЯ', 'מאפייה', 'صيدلية']) expect(f.words).toContain(w);
    for (const w of ['CARD', 'PURCHASE', 'KARTENZAHLUNG', 'COMPRA']) expect(f.words).not.toContain(w);
    expect(f.words.filter((w) => FIRST_NAMES.has(w))).toEqual([]);
  });

  it('keeps both printed spellings of umlauts for every one-word German preset name it keeps', () => {
    const de = JSON.parse(readFileSync(join(packageDir('@openstreetmap/id-tagging-schema'), 'dist', 'translations', 'de.json'), 'utf8')) as
      { de: { presets: { presets: Record<string, { name?: string }> } } };
    const index = new Map(f.words.map((w, i) => [w, f.categories[f.category[i]!]]));
    let checked = 0;
    for (const { name } of Object.values(de.de.presets.presets)) {
      if (!name || /\s/.test(name) || !/[äöü]/.test(name)) continue;
      const plain = fold(name).replace(/[^A-Z]/g, '');
      const expanded = fold(name.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue')).replace(/[^A-Z]/g, '');
      if (!index.has(plain)) continue;
      expect(index.get(expanded)).toBe(index.get(plain));
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('takes place names out of words only brand names support', () => {
    const brands = ['Essex Bakery', 'Essex Bread Co', 'Essex Cakes', 'Essex Buns', 'Essex Crumbs'].map((name, i) => ({
      id: `m${i}`, key: `nsi:${i}`, name, alias: [], keywords: [], category: 'Bakeries', countries: [], channel: null,
      subscription: null, iconSlug: null, color: null, description: null, website: null, domain: null, source: 'nsi' as const,
    }));
    const osm = new Map([['shop=bakery', 'Bakeries']]);
    expect(buildBusinessWords(osm, brands, new Set()).words).toContain('ESSEX');
    expect(buildBusinessWords(osm, brands, placeWords([{ name: 'Essex', altNames: [] }])).words).not.toContain('ESSEX');
  }, 60_000);
});

const built = join(defaultDataDir(), BUSINESS_WORDS_FILE);
describe.skipIf(!existsSync(built))('unknown businesses named by the vocabulary', () => {
  let engine: Engine;
  let f: BusinessVocabularyFile;
  beforeAll(() => {
    engine = loadEngine();
    f = new Unpackr({ useRecords: true }).unpack(readFileSync(built)) as BusinessVocabularyFile;
  });

  // Trade words the hand-written list does not know (nor builds compounds on), one per category, well attested and pure.
  const sample = (): Array<[string, string]> => {
    const seen = new Set<string>();
    const out: Array<[string, string]> = [];
    f.words.forEach((w, i) => {
      const c = f.categories[f.category[i]!]!;
      // (Round 5: words a curated trade word is glued to the front of, "GOLFALAUKUMS", are the curated rules' to name, at their confidence.)
      if (seen.has(c) || w.length < 6 || f.weight[i]! < 4 || f.purity[i]! < 100 || BUSINESS_WORDS.get(w) || GENERIC_WORDS.has(w) || curatedPrefix(w)) return;
      seen.add(c);
      out.push([w, c]);
    });
    return out;
  };
  const curatedWords = [...BUSINESS_WORDS.keys()].filter((k) => /^[A-Z]{4,}$/.test(k));
  function curatedPrefix(w: string): boolean { return w.length >= 9 && curatedWords.some((k) => w.startsWith(k)); }
  const LAYOUTS = ['CARD PURCHASE {N}', 'POS 12/11 {N}', 'KORTKOP 241112 {N}', 'COMPRA TARJ {N}', 'KARTENZAHLUNG {N}'];
  const OWNERS = ['KOWALCZYK', 'OKONKWO', 'HALVORSEN', 'BRANDAO', 'TANAKA'];

  it('categorises a business named by owner and trade word, below the hand-written words confidence', () => {
    const cases = sample();
    expect(cases.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    cases.forEach(([w, c], i) => {
      const name = i % 2 ? `${OWNERS[i % OWNERS.length]} ${w}` : `${w} ${OWNERS[i % OWNERS.length]}`;
      const title = LAYOUTS[i % LAYOUTS.length]!.replace('{N}', name);
      const r = engine.enrich({ title, country: 'US', type: 'expense' });
      const got = r.transaction.category;
      if (got.tertiary.name !== c) wrong.push(`${title} -> ${got.tertiary.name} (want ${c})`);
      else expect(got.confidence).toBeLessThan(65);
    });
    // A few words are also brands, bank words or places in a title; nearly all must come out right.
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(Math.floor(cases.length * 0.1));
  });
});
