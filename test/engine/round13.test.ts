// Round 13: the tagger also trains on real labelled lines (native-data/sources/tagger-real.ts). Titles
// here are written for these tests (not the eval sets' titles).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, l1 } from '../helpers/engine-probe.js';
import { loadEngineData, defaultDataDir } from '../../workers/engine/data.js';
import { buildGazetteer } from '../../workers/engine/location.js';
import { buildMerchantIndex } from '../../workers/engine/merchants.js';
import { taggerLexicon } from '../../workers/engine/tagger/lexicon.js';
import { Tagger } from '../../workers/engine/tagger/model.js';
import { L_BM, L_IM, L_LOC, L_PER } from '../../workers/engine/tagger/labels.js';
import { labelRealLines, TAGGER_REAL_SETS } from '../../native-data/sources/tagger-real.js';

describe('round 13: real lines for the tagger', () => {
  it('trains only on the round\'s training split (never a test, blind or dev set)', () => {
    expect([...TAGGER_REAL_SETS]).toEqual(['tune-5', 'tune-6', 'tune-7', 'tune-8', 'tune-9', 'tune-10', 'heldout-a']);
  });
});

describe.skipIf(!hasEngineData)('round 13', () => {
  let tagger: Tagger;
  beforeAll(() => {
    const d = loadEngineData(defaultDataDir());
    tagger = Tagger.fromFile(d.tagger!, taggerLexicon(buildGazetteer(d.gazetteer, d.cityKeys), buildMerchantIndex(d.merchants, d.merchantKeys)));
  });

  it('labels a real line by aligning the merchant, city and recipient labels to the cleaned words', () => {
    const r = labelRealLines([
      { id: 'x1', title: 'POS PURCHASE KAFE MELATI BANDUNG', country: 'ID', merchant: ['Kafe Melati'], city: ['Bandung'], recipient: null },
      // the card field cut the last word short
      { id: 'x2', title: 'SQ *HARBORVIEW BAGEL COMPA Portland ME', country: 'US', merchant: ['Harborview Bagel Company'], city: ['Portland'], recipient: null },
      { id: 'x3', title: 'ZELLE TO MARISOL QUINTERO', country: 'US', merchant: null, city: [], recipient: 'Marisol Quintero' },
    ], tagger);
    expect(r.dropped).toBe(0);
    const [a, b, c] = r.examples;
    const at = (ex: typeof a, w: string) => ex!.labels[ex!.input.words.indexOf(w)];
    expect([at(a, 'KAFE'), at(a, 'MELATI'), at(a, 'BANDUNG')]).toEqual([L_BM, L_IM, L_LOC]);
    expect([at(b, 'HARBORVIEW'), at(b, 'BAGEL'), at(b, 'COMPA')]).toEqual([L_BM, L_IM, L_IM]);
    expect([at(c, 'MARISOL'), at(c, 'QUINTERO')]).toEqual([L_PER, L_PER]);
    expect([...c!.labels].some((l) => l === L_BM || l === L_IM)).toBe(false);
  });

  it('drops a line whose merchant does not align, or aligns in two places', () => {
    const r = labelRealLines([
      { id: 'y1', title: 'AMZN MKTP US*2K4', country: 'US', merchant: ['Amazon'], city: [], recipient: null },
      { id: 'y2', title: 'ROSA CAFE ROSA', country: 'US', merchant: ['Rosa'], city: [], recipient: null },
    ], tagger);
    expect(r.examples.length).toBe(0);
    expect(r.dropped).toBe(2);
  });

  // The retrained tagger ends "ACME | HARDWARE" at the brand's word; the trade word after an
  // NSI brand of another trade still makes it a local business named like the brand.
  it('a brand followed by a trade word of another trade stays a local business of that trade', () => {
    loadProbeEngine();
    expect(merchant('ACME HARDWARE 77 MADISON WI')).toBe('Acme Hardware');
    expect(l1('ACME HARDWARE 77 MADISON WI')).toBe('Shopping');
  });
});
