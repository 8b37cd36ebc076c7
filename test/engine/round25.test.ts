// Round 25 causes (category of businesses in no data set), tested on words and titles written for
// these tests (not the eval sets' titles).
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BusinessVocabulary, type BusinessVocabularyFile } from '../../workers/engine/business-vocabulary.js';
import { buildBusinessWords, VOCABULARY_TAGS } from '../../native-data/sources/business-words.js';
import { hasEngineData, l1, loadProbeEngine } from '../helpers/engine-probe.js';
import { businessTarget } from '../../workers/engine/category-rules.js';
import { vocabulary } from '../helpers/vocabulary-file.js';

describe('the vocabulary build reads the places to stay', () => {
  let f: BusinessVocabularyFile;
  beforeAll(() => {
    const osm = new Map(Object.entries(JSON.parse(readFileSync(join(process.cwd(), 'native-data', 'curated', 'osm-categories.json'), 'utf8')) as Record<string, string>));
    f = buildBusinessWords(osm, [], new Set());
  }, 60_000);

  it('maps guest houses and chalets to lodging', () => {
    for (const t of ['tourism=guest_house', 'tourism=chalet']) expect(VOCABULARY_TAGS[t]).toBeDefined();
    const cat = (w: string) => { const i = f.words.indexOf(w); return i < 0 ? null : f.categories[f.category[i]!]; };
    // the English and Romanian names of a guest house
    expect(cat('GUESTHOUSE')).toBe('Bed & Breakfasts');
    expect(cat('PENSIUNE')).toBe('Bed & Breakfasts');
  });

  it('keeps a word one trade is named with and others only list as a term, at 60 %', () => {
    // Dutch: the pharmacy's name, a search term of the drugstore
    const cat = (w: string) => { const i = f.words.indexOf(w); return i < 0 ? null : f.categories[f.category[i]!]; };
    expect(cat('APOTHEEK')).toBe('Pharmacies');
  });
});

describe('vocabulary lookups (round 25)', () => {
  const v = BusinessVocabulary.fromFile(vocabulary([
    ['KLEMPNER', 'Plumbing & HVAC', 100, 2], ['PENSIUNE', 'Bed & Breakfasts', 100, 4], ['GALANTERIA', 'Clothing Stores', 100, 4],
    ['GALANTERIAS', 'Clothing Stores', 100, 2], ['DEPOSITO', 'Self Storage', 100, 2], ['DEPOSITOMINI', 'Self Storage', 100, 2],
  ]))!;

  it('reads the German workshop noun of a pure agent noun, and the Romanian definite article', () => {
    expect(v.word('KLEMPNEREI')?.category).toBe('Plumbing & HVAC');
    expect(v.word('KLEMPNERXI')).toBeNull();
    expect(v.word('PENSIUNEA')?.category).toBe('Bed & Breakfasts');
  });

  it('reads a trade word cut short inside the name only when the title prints its dot', () => {
    expect(v.lookup(['GALANT', 'NOWAK'], new Set(['GALANT']))?.category).toBe('Clothing Stores');
    expect(v.lookup(['GALANT', 'NOWAK'], new Set())).toBeNull();
    expect(v.lookup(['GALANT', 'NOWAK'])).toBeNull();
    // the last word still reads as cut by the field, dot or none
    expect(v.lookup(['NOWAK', 'GALANT'])?.how).toBe('abbreviation');
  });

  it('reads a long word that begins vocabulary words of one trade as their head, anywhere in the name', () => {
    const w = BusinessVocabulary.fromFile(vocabulary([
      ['KURZWARENLADEN', 'Fabric & Sewing', 100, 4], ['KURZWARENHANDEL', 'Fabric & Sewing', 100, 2], ['LAGERHALLE', 'Self Storage', 100, 4],
      ['HAUSHALTSWARENLADEN', 'Home Furnishings & Decor', 100, 4], ['HAUSHALTSWARENHANDEL', 'Home Furnishings & Decor', 100, 2],
    ]))!;
    expect(w.lookup(['KURZWAREN', 'BRANDT'])).toBeNull(); // nine letters: no dot, no head
    expect(w.lookup(['HAUSHALTSWAREN', 'BRANDT'])?.category).toBe('Home Furnishings & Decor');
    expect(w.lookup(['LAGER', 'BRANDT'])).toBeNull();
  });
});

describe('trade words printed without their vowels', () => {
  const v = BusinessVocabulary.fromFile(vocabulary([
    ['BUTCHERY', 'Butchers & Fishmongers', 100, 4], ['PLUMBERS', 'Plumbing & HVAC', 100, 4], ['PALMBEERS', 'Bars & Pubs', 100, 4],
    ['HAELEBAR', 'Shoe Repair', 100, 4], ['TAILORING', 'Tailors & Alterations', 60, 4],
  ]))!;
  const curated = (): Iterable<[string, string]> => [['CHEMIST', 'Pharmacies'], ['BAKERY', 'Bakeries']];

  it('reads a word that keeps the first letter, the consonants in order and the last letter', () => {
    expect(v.contraction('BTCHRY', curated)?.category).toBe('Butchers & Fishmongers');
    expect(v.contraction('CHMST', curated)?.category).toBe('Pharmacies'); // a curated word
    expect(v.contraction('BKRY', curated)?.category).toBe('Bakeries');
  });

  it('reads nothing where the words it may stand for disagree, or from a word with its vowels', () => {
    expect(v.contraction('PLMBRS', curated)).toBeNull(); // PLUMBERS or PALMBEERS
    expect(v.contraction('HLEBAR', curated)).toBeNull(); // vowels in place: a word of its own
    expect(v.contraction('TLRNG', curated)).toBeNull(); // an impure word stands for nothing
    expect(v.contraction('CHEMIS', curated)).toBeNull(); // one letter dropped: no contraction
  });
});

describe.skipIf(!hasEngineData)('unknown businesses of round 25', () => {
  beforeAll(loadProbeEngine);

  it('names the trade of a dotted short trade word anywhere in the name', () => {
    expect(l1('COMPRA TARJ. 4000XXXXXXXX9999 FERRET. GOMEZ Y ASOC-SORIA', 'ES')).toBe('Shopping');
    expect(l1('CB PAPET. MOREAU 03/02', 'FR')).toBe('Shopping');
    expect(l1('CB PAPET MOREAU 03/02', 'FR')).not.toBe('Shopping');
  });

  it('reads a trade word printed without vowels', () => {
    expect(l1('CARD PAYMENT TO RIVERSIDE MTR GRGE ON 03-02', 'GB')).toBe('Transportation');
    expect(l1('POS DEBIT 0302 LAKEVIEW BKRY', 'US')).toBe('Food & Drink');
  });

  it('reads guest houses and workshops named in their own languages', () => {
    expect(l1('CUMPARARE POS 03/02 PENSIUNEA DOI BRAZI BRASOV', 'RO')).toBe('Travel');
    expect(l1('Kartenzahlung Schlosserei Petrovic', 'DE')).not.toBe('Food & Drink');
  });

  it('reads the plural of a three-letter trade word and a long trade word after a two-letter head', () => {
    expect(businessTarget('GYMS')?.l1).toBe('Health & Wellness');
    expect(businessTarget('SPAS')?.l1).toBe('Personal Care');
    expect(businessTarget('UNAPOTHEKE')?.name).toBe('Pharmacies');
    expect(businessTarget('XXBAR')).toBeUndefined(); // a short word after two letters: no compound
  });

  it('inflects the late trade words too, and reads the Swedish definite of a noun in -EL', () => {
    expect(businessTarget('VAISTINES')?.name).toBe('Pharmacies'); // a late word's plural
    expect(businessTarget('IJZERHANDELS')?.name).toBe(businessTarget('HARDWARE')?.name);
    expect(businessTarget('JAERNHANDELN')?.name).toBe(businessTarget('HARDWARE')?.name);
    expect(businessTarget('MOTELN')?.name).toBe('Hotels');
  });

  it('names pharmacies, hardware stores, tyre fitters and tuition centres in more languages', () => {
    expect(l1('PIRKUMS APTIEKA SAULE LIEPAJA', 'LV')).toBe('Health & Wellness');
    expect(l1('MOKEJIMAS VAISTINE GINTARAS KAUNAS', 'LT')).toBe('Health & Wellness');
    expect(l1('KORTTIOSTO 03.02 RAUTAKAUPPA NIEMINEN OULU', 'FI')).toBe('Shopping');
    expect(l1('COMPRA LLANTERIA EL GORDO CALI', 'CO')).toBe('Transportation');
    expect(l1('POS 4000XXXXXXXX9999 BRIGHT FUTURE TUITION CENTRE', 'IN')).toBe('Education');
  });

  it('reads a trade word the lexicon takes for an income signal as the trade of a card purchase', () => {
    expect(l1('Kartenzahlung girocard PENSION HAFENBLICK 03.02.', 'DE')).toBe('Travel');
    // money coming in is still the benefit
    expect(l1('GUTSCHRIFT PENSION VERSORGUNGSWERK', 'DE', 'income')).toBe('Income');
  });

  it('reads a day nursery as childcare and a nursery alone as plants', () => {
    expect(l1('CARD PAYMENT TO LITTLE ACORNS DAY NURSERY ON 03-02', 'GB')).toBe('Education');
    expect(l1('CARD PAYMENT TO HOLLYBANK NURSERY ON 03-02', 'GB')).toBe('Shopping');
  });

  it('reads a brand-like word before a laundrette or a corner dairy as a local business of that trade', () => {
    expect(l1('CARD PAYMENT TO TESCO ROAD LAUNDRETTE ON 03-02', 'GB')).toBe('Services');
    expect(l1('EFTPOS TUI CORNER DAIRY HAMILTON', 'NZ')).toBe('Food & Drink');
  });
});
