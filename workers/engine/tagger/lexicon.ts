// The tagger's lookups into the engine's own indexes: the data build trains with the same
// functions over the same data, so a flag means the same at build and at run time.
import type { Gazetteer } from '../location.js';
import type { MerchantIndex } from '../merchants.js';
import type { TaggerLexicon } from './features.js';

export function taggerLexicon(gz: Gazetteer, merchants: MerchantIndex): TaggerLexicon {
  return {
    isCity: (k) => gz.cities.has(k),
    isBrand: (k) => merchants.exact.has(k),
  };
}
