// The statement-line tagger (issue 8): deterministic corpus and training, the built model's
// accuracy on layouts it never saw, and merchant spans of unknown businesses through the engine.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDataDir, loadEngineData, TAGGER_FILE, type EngineData } from '../../workers/engine/data.js';
import { createEngine, type Engine } from '../../workers/engine/index.js';
import { buildGazetteer } from '../../workers/engine/location.js';
import { buildMerchantIndex } from '../../workers/engine/merchants.js';
import { parseTitle } from '../../workers/engine/parse.js';
import { tagInput, type TaggerLexicon } from '../../workers/engine/tagger/features.js';
import { taggerLexicon } from '../../workers/engine/tagger/lexicon.js';
import { LABELS, L_BM, L_IM, L_LOC, L_O, L_PER } from '../../workers/engine/tagger/labels.js';
import { Tagger } from '../../workers/engine/tagger/model.js';
import { labelRuns, merchantSpans } from '../../workers/engine/tagger/spans.js';
import { toModelFile, train } from '../../workers/engine/tagger/train.js';
import { evaluateTagger } from '../../workers/engine/tagger/evaluate.js';
import { taggedMerchant, type TitleView } from '../../workers/engine/tagger/hook.js';
import { generateCorpus, LAYOUTS, type CorpusSources } from '../../native-data/sources/tagger-corpus.js';

const dir = defaultDataDir();
const hasModel = existsSync(join(dir, TAGGER_FILE));

describe('tagger spans', () => {
  it('reads merchant names and label runs from a label sequence', () => {
    const l = [L_O, L_BM, L_IM, L_LOC, L_BM, L_PER, L_PER];
    expect(merchantSpans(l)).toEqual([[1, 3], [4, 5]]);
    expect(labelRuns(l, L_PER)).toEqual([[5, 7]]);
    expect(merchantSpans([L_O, L_O])).toEqual([]);
  });

  it('records what the parser cleaned away between words', () => {
    const title = 'KARTENZAHLUNG 12.03.24 KONDITOREI HUBER 4711 MUENCHEN';
    const input = tagInput(parseTitle(title, 'DE').toks, title);
    expect(input.words).toEqual(['KONDITOREI', 'HUBER', '4711', 'MUENCHEN']);
    // Before the name: a bank word and a date; between the words of the name: nothing.
    expect(input.gap.slice(0, 4)).toEqual([2, 0, 0, 0]);
  });

  // Round 28: a name the card network's field cut short ends in a one- or two-letter fragment the tagger
  // reads as a place code; with no place in the title it is the name's tail (legal forms are not).
  it('keeps the fragment a truncated name ends in, never a legal form or a code after a place', () => {
    const view = (raw: string, country: string, regionEnd?: number): TitleView => {
      const toks = parseTitle(raw, country).toks;
      const words: string[] = [], wordTok: number[] = [];
      toks.forEach((t, i) => { if (t.k !== 's') { words.push(t.w); wordTok.push(i); } });
      return { raw, toks, words, wordTok, signals: new Set(['card']), regionStart: 0, regionEnd: regionEnd ?? words.length, viaProcessor: false, income: false };
    };
    // A stub model: every word a name word but the last, read as a place code.
    const stub = { tag: (inp: { words: string[] }, out: Uint8Array) => { inp.words.forEach((_, i) => { out[i] = i === 0 ? L_BM : i === inp.words.length - 1 ? L_LOC : L_IM; }); return out; } } as unknown as Tagger;
    const name = (v: TitleView) => taggedMerchant(stub, v, null)?.name ?? null;
    expect(name(view('LITTLE WREN BOOKSHO P', 'GB'))).toBe('Little Wren Booksho P');
    expect(name(view('HARBOURSIDE FISH BA', 'AU'))).toBe('Harbourside Fish Ba');
    // A legal form, a word of three letters, or a code after a place the gazetteer found: left out.
    expect(name(view('ASHWORTH VETERINARY PC', 'US'))).toBe('Ashworth Veterinary');
    expect(name(view('FENWAY TILE CC', 'ZA'))).toBe('Fenway Tile');
    expect(name(view('GROVE STREET DELI USA', 'US'))).toBe('Grove Street Deli');
    expect(name(view('CORAL BAY SURF SHACK AU', 'AU', 4))).toBe('Coral Bay Surf Shack');
  });

  it('leaves the rules alone without a model', () => {
    const v: TitleView = { raw: 'X', toks: [], words: ['X'], wordTok: [0], signals: new Set(), regionStart: 0, regionEnd: 1, viaProcessor: false, income: false };
    expect(taggedMerchant(null, v, null)).toBeNull();
  });
});

describe.skipIf(!hasModel)('tagger with the built data', () => {
  let data: EngineData;
  let src: CorpusSources;
  let lex: TaggerLexicon;
  let tagger: Tagger;
  let engine: Engine;

  beforeAll(() => {
    data = loadEngineData(dir);
    src = { merchants: data.merchants, cities: data.gazetteer.cities, countries: data.gazetteer.countries, intermediaries: data.intermediaries };
    lex = taggerLexicon(buildGazetteer(data.gazetteer, data.cityKeys), buildMerchantIndex(data.merchants, data.merchantKeys));
    tagger = Tagger.fromFile(data.tagger!, lex);
    engine = createEngine(data);
  });

  it('generates the same corpus from the same seed, and holds layouts out', () => {
    const a = generateCorpus(src, 7, 15);
    const b = generateCorpus(src, 7, 15);
    expect(a.train.map((e) => e.title)).toEqual(b.train.map((e) => e.title));
    expect(a.train.map((e) => [...e.labels].join(''))).toEqual(b.train.map((e) => [...e.labels].join('')));
    const held = new Set(LAYOUTS.filter((l) => l.heldOut).map((l) => l.id));
    expect(held.size).toBeGreaterThanOrEqual(8);
    expect(a.train.some((e) => held.has(e.layout))).toBe(false);
    expect(new Set(a.test.map((e) => e.layout))).toEqual(held);
    expect(new Set(LAYOUTS.map((l) => l.country)).size).toBeGreaterThanOrEqual(40);
    // Another seed gives other titles.
    expect(generateCorpus(src, 8, 15).train.map((e) => e.title)).not.toEqual(a.train.map((e) => e.title));
  });

  it('trains deterministically', () => {
    const corpus = generateCorpus(src, 11, 8);
    const opts = { bits: 14, epochs: 2, seed: 3 };
    const heldOut = { tokenAccuracy: 0, merchantF1: 0, merchantExact: 0, titles: 0 };
    const m1 = toModelFile(train(corpus.train, lex, opts), heldOut, LABELS);
    const m2 = toModelFile(train(corpus.train, lex, opts), heldOut, LABELS);
    expect(Buffer.from(m1.weights).equals(Buffer.from(m2.weights))).toBe(true);
    expect(m1.transitions).toEqual(m2.transitions);
  });

  it('tags titles of held-out layouts well (measured at build: token accuracy ~0.965, exact name ~0.97)', () => {
    expect(data.tagger!.heldOut.merchantExact).toBeGreaterThan(0.94);
    // A fresh sample of the held-out layouts (another seed than the build's).
    const scores = evaluateTagger(tagger, generateCorpus(src, 99, 60).test);
    expect(scores.titles).toBeGreaterThan(500);
    expect(scores.tokenAccuracy).toBeGreaterThan(0.93);
    expect(scores.merchantExact).toBeGreaterThan(0.93);
    expect(scores.merchantF1).toBeGreaterThan(0.93);
  });

  it('labels the parts of titles written here', () => {
    const tagged = (title: string, country: string) => {
      const input = tagInput(parseTitle(title, country).toks, title);
      const labels = tagger.tag(input);
      return input.words.map((w, i) => `${w}/${LABELS[labels[i]!]}`).join(' ');
    };
    expect(tagged('POS PURCHASE 02/11 ROSITAS PANADERIA LAREDO TX', 'US')).toBe('ROSITAS/B-M PANADERIA/I-M LAREDO/LOC TX/LOC');
    expect(tagged('KARTENZAHLUNG 03.11. BLUMEN WAGNER WEIMAR', 'DE')).toBe('BLUMEN/B-M WAGNER/I-M WEIMAR/LOC');
    expect(tagged('ZELLE TO MARIA LOPEZ DINNER', 'US')).toMatch(/MARIA\/PER LOPEZ\/PER/);
    // The decoder reuses the caller's buffer.
    const out = new Uint8Array(64);
    expect(tagger.tag(tagInput(parseTitle('CB BOULANGERIE MARTIN 12/11', 'FR').toks, 'CB BOULANGERIE MARTIN 12/11'), out)).toBe(out);
  });

  it('gives the engine the whole name of unknown businesses', () => {
    const merchant = (title: string, country: string) => engine.enrich({ title, country, type: 'expense' }).enrichments.merchant.data?.name ?? null;
    // The rules alone start these names at the business word.
    expect(merchant('POS PURCHASE 02/11 ROSITAS PANADERIA LAREDO TX', 'US')).toBe('Rositas Panaderia');
    expect(merchant('DEBIT CARD PURCHASE XXXX5521 GOLDEN LOTUS NOODLE HOUSE SEATTLE WA', 'US')).toBe('Golden Lotus Noodle House');
    // No business word and no processor: the rules find no name at all.
    expect(merchant('CB TRIVALOU 14/11 LYON', 'FR')).toBe('Trivalou');
    expect(merchant('CONTACTLESS KELVINGROVE TRADING GLASGOW', 'GB')).toBe('Kelvingrove Trading');
    // A date cleaned away inside the tagged text splits an unknown bank word from the name.
    expect(merchant('MAKSE 12.11 PAGARITOOTED LEIB TARTU', 'EE')).toBe('Pagaritooted Leib');
    expect(merchant('OSTOKSET 12.11. KORHOSEN LEIPOMO TAMPERE', 'FI')).toBe('Korhosen Leipomo');
    // Known brands, transfers and bank entries are the rules' business.
    expect(merchant('STARBUCKS STORE 1234 SEATTLE WA', 'US')).toBe('Starbucks');
    expect(merchant('ZELLE TO MARIA LOPEZ DINNER', 'US')).toBeNull();
    expect(merchant('ATM WITHDRAWAL 1234 MAIN ST', 'US')).toBeNull();
  });
});
