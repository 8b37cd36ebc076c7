// (round 50) The town printed after a shop's name that the gazetteer does not know ("RAHMAN PHARMACY CHATTOGRAM BGD",
// "SENEVIRATNE BAKERS NUGEGODA LK", "NIRJHOR SWEETS & BAKERY MIRPUR DHAKA"): banks of the least-covered countries print
// the town (or the district before the town) right after the trade word that ends the name, then the card's country
// code. Words known to the gazetteer are cut by the location stage and districtDropped (enrich.ts); this reads the
// unknown ones from their place in the line alone.

/** What the rule needs to know of the title and its words. */
export interface TownTailContext {
  /** the title's folded words */
  words: readonly string[];
  /** the card's country, alpha-2 and alpha-3 ("BD", "BGD") */
  country: string;
  alpha3: string;
  /** where the location found opens, -1 for none */
  locationStart: number;
  /** a trade word of the vocabulary or a shop noun, or its plural ("PHARMACY", "BAKERS", "SHOP") */
  isTrade: (w: string) => boolean;
  /** a word a name keeps after its trade word (first names, joining words, legal forms, generic shop words: "FUEL STATION") */
  keptAfterTrade: (w: string) => boolean;
}

// Nouns that end a food joint's or a shop's own name after its trade word ("SUYA SPOT", "WAAKYE JOINT", "WINE CELLAR").
const NAME_END_NOUNS: ReadonlySet<string> = new Set(['SPOT', 'JOINT', 'POINT', 'PLACE', 'CELLAR', 'PALACE', 'PARADISE', 'EXPRESS', 'ZONE', 'WORLD', 'CENTRE', 'CENTER', 'KITCHEN', 'LOUNGE', 'GARDEN', 'GARDENS', 'VILLA', 'VILLAGE']);
// Trade words that introduce the owner's name rather than end the name ("CASSE-CROUTE CHEZ LULU", "KAFANA KOD MIKE").
const OWNER_LEADS: ReadonlySet<string> = new Set(['CHEZ', 'BEI', 'BEIM', 'KOD', 'DA', 'DONDE', 'CASA', 'U', 'LA']);
const TOWN_WORD_RE = /^(?:[A-Z]{4,}|\d{1,2}(?:ST|ND|RD|TH))$/;

/**
 * How many words to cut from the end of the name `words[start..end)`: the card's country code printed last (the
 * title's last word, in the name or right after it), and then the one word between a trade word and that code or the
 * location found, when a name of its own (not a trade word) opens the span: "<own name> <trade word> <town>
 * [<country code> | <city found>]". Before a city found (weaker evidence than the code: "MAMA NTILIE CHIPS MAYAI"), the
 * own name holds two words or more.
 */
export function townTailLength(c: TownTailContext, start: number, end: number): number {
  let e = end;
  const isCode = (w: string | undefined): boolean => w === c.country || w === c.alpha3;
  const codeIn = e === c.words.length && e - start >= 3 && isCode(c.words[e - 1]);
  if (codeIn) e--;
  const codeLast = codeIn || (e === c.words.length - 1 && isCode(c.words[e]));
  if (!codeLast && c.locationStart !== e) return 0;
  if (e - start < (codeLast ? 3 : 4)) return end - e;
  const town = c.words[e - 1]!;
  if (!TOWN_WORD_RE.test(town) || NAME_END_NOUNS.has(town) || c.isTrade(town) || c.keptAfterTrade(town) || !c.isTrade(c.words[e - 2]!) || OWNER_LEADS.has(c.words[e - 2]!) || c.isTrade(c.words[start]!)) return end - e;
  return end - e + 1;
}
