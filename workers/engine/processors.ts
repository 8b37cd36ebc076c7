// Payment processors (intermediaries): the prefixes banks print before the merchant
// ("SQ *", "TST*", "PAYPAL *", "STONE*IFOOD*..."), found as token sequences.
import type { IntermediaryRecord } from './types.js';
import { parseTitle, type Tok } from './parse.js';
import { nameKey } from './text.js';
import { GENERIC_WORDS } from './generic-words.js';
import { businessTarget } from './category-rules.js';

interface Pattern {
  rec: IntermediaryRecord;
  toks: string[]; // folded words; "*" when the prefix ends in a star
  star: boolean;
  // (round 31) the separator a prefix is printed with in place of a star ("STRIPE-", "IYZICO/"): it must follow,
  // as the star must ("STRIPE HAIR LOUNGE" is a salon, "STRIPE-SPIKE'S BOXING GYM" a payment through Stripe).
  sep: string | null;
  // (round 87) the web address a prefix is printed with ("PAY.JP*"), upper case, when the parser's dropping of its domain
  // ending leaves the same words as another processor's prefix ("PAY.NL*"): then the address must be printed.
  host: string | null;
}

export interface ProcessorIndex {
  byFirst: Map<string, Pattern[]>;
  byName: Map<string, IntermediaryRecord>;
}

export interface ProcessorHit {
  rec: IntermediaryRecord;
  start: number; // token index (in Parsed.toks) where the prefix starts
  end: number; // token index after the prefix (and its star)
  confidence: number;
}

// Words that follow a processor's bare name in company-style mentions ("PayPal Europe S.a.r.l.").
export const COMPANY_FOLLOWERS: ReadonlySet<string> = new Set(['EUROPE', 'PAYMENTS', 'PAYMENT', 'UK', 'US', 'INC', 'LTD', 'GMBH', 'BV', 'SARL', 'PTE', 'SA', 'AB', 'STICHTING', 'PVT', 'SOFTWARE', 'NV']);
// (round 87) Countries and regions a processor's company prints between its name and the star ("WORLDLINE SCHWEIZ *", "ADYEN
// NEDERLAND *"), in English and the local language.
const REGION_WORDS: ReadonlySet<string> = new Set(['EUROPE', 'EUROPA', 'SCHWEIZ', 'SUISSE', 'SVIZZERA', 'SWITZERLAND', 'DEUTSCHLAND', 'GERMANY',
  'FRANCE', 'ITALIA', 'ITALY', 'ESPANA', 'SPAIN', 'IBERIA', 'PORTUGAL', 'NEDERLAND', 'NETHERLANDS', 'BELGIUM', 'BELGIE', 'BELGIQUE', 'BENELUX',
  'AUSTRIA', 'OESTERREICH', 'OSTERREICH', 'NORDIC', 'NORDICS', 'SVERIGE', 'NORGE', 'DANMARK', 'SUOMI', 'POLSKA', 'CANADA', 'AUSTRALIA',
  'INDIA', 'BRASIL', 'BRAZIL', 'MEXICO', 'ASIA', 'APAC', 'LATAM', 'AFRICA', 'INTERNATIONAL', 'GLOBAL']);
// The rest of such a company name, skipped so that the merchant text starts after it
// ("PAYU PAYMENTS PVT LTD MYNTRA", "ADYEN N.V. BOOKING.COM", "STRIPE PAYMENTS EUROPE GLOVO").
const COMPANY_TAIL = new Set([...COMPANY_FOLLOWERS, 'LIMITED', 'PRIVATE', 'LLC', 'CORP', 'SPA', 'SRL', 'SAS', 'SAU', 'SL', 'OY', 'AS', 'APS', 'CIE', 'SCA', 'ET',
  // ((round 87) the Swedish public company's "(publ)": "KLARNA BANK AB (PUBL)")
  'PUBL']);
// Legal forms a bank prints with dots, which the parser splits into letters: "N.V.", "S.A.", "B.V.", "S.L.".
const LETTER_FORMS = new Set(['NV', 'SA', 'BV', 'SL', 'AG', 'AB', 'AS', 'SAS', 'SARL', 'SPA', 'SRL', 'SCA', 'SAU']);

function nextWord(toks: Tok[], k: number): string | undefined {
  while (k < toks.length && toks[k]!.k === 's') k++;
  return toks[k]?.w;
}

/** The token index after the company words that start at j (j itself when there are none). */
export function companyTailEnd(toks: Tok[], j: number): number {
  let end = j;
  let k = j;
  for (;;) {
    while (k < toks.length && toks[k]!.k === 's' && toks[k]!.w !== '*') k++;
    if (k >= toks.length) break;
    // ("ET" only as the "et Cie" of a French partnership: "TOAST ET CONFITURE" is a cafe, not Toast.)
    if (COMPANY_TAIL.has(toks[k]!.w) && (toks[k]!.w !== 'ET' || nextWord(toks, k + 1) === 'CIE')) { k++; end = k; continue; }
    let m = k, letters = '', found = -1;
    while (m < toks.length && letters.length < 4) {
      const t = toks[m]!;
      if (t.k === 's') { if (t.w === '*') break; m++; continue; }
      if (t.w.length !== 1 || !/[A-Z]/.test(t.w)) break;
      letters += t.w; m++;
      if (LETTER_FORMS.has(letters)) found = m;
    }
    if (found < 0) break;
    k = end = found;
  }
  return end;
}

export function buildProcessorIndex(recs: IntermediaryRecord[]): ProcessorIndex {
  const byFirst = new Map<string, Pattern[]>();
  const add = (rec: IntermediaryRecord, text: string) => {
    const star = /\*\s*$/.test(text);
    const sep = star ? null : /([-/])\s*$/.exec(text)?.[1] ?? null;
    let toks = parseTitle(text.replace(/\*\s*$/, ''), 'XX').toks.filter((t) => t.k !== 's').map((t) => t.w);
    // A prefix that is a card word on its own ("TAP*": contactless TAP) is kept when its star follows.
    if (toks.length === 0 && star) toks = parseTitle(text, 'XX').toks.filter((t) => t.k !== 's').map((t) => t.w);
    if (toks.length === 0) return;
    const p: Pattern = { rec, toks, star, sep, host: /^[A-Z0-9-]+\.[A-Z]{2,3}\b/i.exec(text)?.[0].toUpperCase() ?? null };
    const list = byFirst.get(toks[0]!) ?? [];
    if (!list.some((x) => x.rec === rec && x.star === star && x.sep === sep && x.toks.join(' ') === toks.join(' '))) list.push(p);
    byFirst.set(toks[0]!, list);
  };
  for (const rec of recs) {
    for (const pf of rec.prefixes) add(rec, pf);
    add(rec, `${rec.name}*`);
  }
  // (round 87) "PAY.JP*" and "PAY.NL*" both parse as "PAY *": each needs its address printed.
  for (const list of byFirst.values()) {
    for (const p of list) {
      if (p.host && !list.some((q) => q.rec !== p.rec && q.star === p.star && q.toks.join(' ') === p.toks.join(' '))) p.host = null;
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.toks.length - a.toks.length || Number(b.star || !!b.sep) - Number(a.star || !!a.sep));
  const byName = new Map<string, IntermediaryRecord>();
  for (const rec of recs) byName.set(nameKey(rec.name), rec);
  return { byFirst, byName };
}

function matchAt(toks: Tok[], i: number, p: Pattern): number {
  let j = i;
  for (const w of p.toks) {
    while (j < toks.length && toks[j]!.k === 's' && toks[j]!.w !== '*' && j > i) j++;
    if (j >= toks.length || toks[j]!.w !== w) return -1;
    j++;
  }
  if (p.star) {
    // (round 31) a country code printed between a processor's name and its star: "WECHAT PAY HK*", "CLEARPAY UK *"
    // (names of five letters or more: "SQ", "PP", "EB" are too short to stand without their star)
    // ((round 87) or a country or company word, one or two: "WORLDLINE SCHWEIZ *", "AMAZON PAYMENTS EUROPE *")
    if (j < toks.length && toks[j]!.w !== '*' && p.toks.join('').length >= 5) {
      let k = j;
      while (k < j + 2 && k < toks.length && toks[k]!.k === 'w' && ((toks[k]!.w.length === 2 && /^[A-Z]{2}$/.test(toks[k]!.w)) || REGION_WORDS.has(toks[k]!.w) || COMPANY_FOLLOWERS.has(toks[k]!.w))) k++;
      if (k > j && k < toks.length && toks[k]!.w === '*') return k + 1;
    }
    if (j >= toks.length || toks[j]!.w !== '*') return -1;
    return j + 1;
  }
  if (p.sep) {
    if (j >= toks.length || (toks[j]!.w !== p.sep && toks[j]!.w !== '*')) return -1;
    return j + 1;
  }
  // A bare prefix must stand alone: followed by a separator, the end, or a company word.
  if (j < toks.length && toks[j]!.w === '*') return j + 1;
  return j;
}

/** (round 87) The title's last word is the words from `from` before it glued together (the shop's web address, maybe cut). */
function addressRepeatsName(toks: Tok[], from: number): boolean {
  let last = toks.length - 1;
  while (last > from && toks[last]!.k === 's') last--;
  const addr = toks[last]!.w;
  if (last <= from || toks[last]!.k !== 'w' || addr.length < 6) return false;
  let glued = '';
  for (let k = from; k < last && glued.length < addr.length; k++) if (toks[k]!.k === 'w') glued += toks[k]!.w;
  return glued.startsWith(addr) || (addr.startsWith(glued) && glued.length >= 6);
}

function firstWord(toks: Tok[]): number {
  for (let i = 0; i < toks.length; i++) if (toks[i]!.k !== 's') return i;
  return -1;
}

/** (round 100) toks[i] is a processor's whole one-word name right after the star that ends the previous hit, with a word after it. */
function chainedBareName(idx: ProcessorIndex, toks: Tok[], i: number, hits: ProcessorHit[]): boolean {
  const prev = hits[hits.length - 1];
  if (!prev || toks[prev.end - 1]?.w !== '*') return false;
  for (let k = prev.end; k < i; k++) if (toks[k]!.k !== 's' || toks[k]!.w === '*') return false;
  const w = toks[i]!.w;
  if (w.length < 5 || GENERIC_WORDS.has(w) || ORDINARY_WORD_NAMES.has(w) || !idx.byName.has(w)) return false;
  let k = i + 1;
  while (k < toks.length && toks[k]!.k === 's' && toks[k]!.w !== '*') k++;
  return k < toks.length && toks[k]!.k === 'w';
}

/** All processor prefixes in the title, in order (a chain like "PAYFORT*X*CAREEM" yields more than one). */
export function findProcessors(idx: ProcessorIndex, toks: Tok[], title = ''): ProcessorHit[] {
  const hits: ProcessorHit[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.k === 's') continue;
    const list = idx.byFirst.get(t.w);
    let matched = false;
    if (list) {
      for (const p of list) {
        const end = matchAt(toks, i, p);
        if (end < 0) continue;
        if (p.host && !title.toUpperCase().includes(p.host)) continue;
        const bare = !p.star && !p.sep && (end >= toks.length || toks[end - 1]!.w !== '*');
        if (bare && p.toks.length === 1 && p.toks[0]!.length < 4) continue; // "SQ", "PP" need their star
        if (bare && GENERIC_WORDS.has(p.toks[0]!) && p.toks.length === 1) continue;
        // A bare prefix may go on as a company name ("STRIPE PAYMENTS EUROPE LTD GLOVO", (round 87) "KLARNA BANK AB (PUBL)").
        const to = bare ? companyTailEnd(toks, end) : end;
        hits.push({ rec: p.rec, start: i, end: to, confidence: p.star || p.toks.length > 1 ? 95 : 88 });
        i = to - 1;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    // (round 100) A chain whose second intermediary is printed bare after the first one's star ("PAYPAL *SUMUP CAFE X"): the
    // second's own name (not a common or ordinary word: "SQ *STONE OVEN", "PAYPAL *TOAST BAR") before more words is no part of the shop's name.
    if (chainedBareName(idx, toks, i, hits)) { hits.push({ rec: idx.byName.get(t.w)!, start: i, end: i + 1, confidence: 88 }); continue; }
    // "CMI PHARMACIE ATLAS RABAT", "CMI CAFE CLOCK FES": a short prefix with its star dropped, opening the title
    // right before a trade word, is the acquirer (alone, "SQ", "PP" need their star).
    if (list && i === firstWord(toks)) {
      const next = toks[i + 1];
      // ((round 87) or before a shop's name printed again glued as its web address: "SP AFTERGLOW CERAMICS AFTERGLOWCERA")
      const p = next && next.k === 'w' && (businessTarget(next.w) || addressRepeatsName(toks, i + 1)) ? list.find((x) => x.star && x.toks.length === 1 && x.toks[0]!.length < 4 && !GENERIC_WORDS.has(x.toks[0]!)) : undefined;
      // (not an abbreviation with its dot: Portuguese "PAG." is "payment")
      if (p && !title.toUpperCase().includes(t.w + '.')) { hits.push({ rec: p.rec, start: i, end: i + 1, confidence: 85 }); continue; }
    }
    // The processor's own name followed by a company word: "PAYPAL EUROPE", "MOLLIE PAYMENTS".
    const next = toks[i + 1];
    if (!next) continue;
    // (round 87) Its name linked to the line's start ("iDEAL via Mollie X": the payment word dropped), or opening the line
    // before the link ("Adyen via iDEAL X"): the shop follows.
    if (next.k === 'w' && next.w !== 'VIA' && i > 0 && toks[i - 1]!.w === 'VIA' && i - 1 === firstWord(toks) && idx.byName.has(t.w)) {
      hits.push({ rec: idx.byName.get(t.w)!, start: i, end: i + 1, confidence: 88 });
      continue;
    }
    if (next.w === 'VIA' && i === firstWord(toks) && i + 2 < toks.length && toks[i + 2]!.k === 'w' && idx.byName.has(t.w)) {
      hits.push({ rec: idx.byName.get(t.w)!, start: i, end: i + 2, confidence: 88 });
      i++;
      continue;
    }
    // (a company word right after the name always extends the tail: COMPANY_FOLLOWERS is part of COMPANY_TAIL)
    const tail = companyTailEnd(toks, i + 1);
    if (tail > i + 1) {
      const rec = idx.byName.get(t.w);
      if (rec) { hits.push({ rec, start: i, end: tail, confidence: 90 }); i = tail - 1; }
      continue;
    }
    // "CLOVER - MAPLE STREET DELI": the processor's own name opening the title, a dash, then the shop.
    if (i === 0 && next.k === 's' && next.w === '-' && toks.length > 2 && !GENERIC_WORDS.has(t.w)) {
      const rec = idx.byName.get(t.w);
      if (rec) hits.push({ rec, start: 0, end: 2, confidence: 88 });
    }
  }
  return hits;
}

// (round 64) Words that link a shop to the processor that took its payment when the processor is printed after it
// ("THE COPPER KETTLE VIA SUMUP", "BOULANGERIE DU MOULIN PAR SUMUP", "Gitarrenbau Fenske via Stripe").
const TRAILING_LINKS: ReadonlySet<string> = new Set(['VIA', 'PAR', 'THROUGH', 'POR', 'UBER', 'UEBER', 'TRAMITE', 'PER']);
// Processor names that are ordinary words too: printed last without a link word they are the shop's own word
// ("RED STRIPE", "FRENCH TOAST", "FOUR LEAF CLOVER").
const ORDINARY_WORD_NAMES: ReadonlySet<string> = new Set(['STRIPE', 'TOAST', 'CLOVER', 'FLOW', 'CURVE', 'BOLD', 'REDE', 'NETS', 'ALMA', 'AFFIRM', 'TAP', 'ZIP', 'ONEY']);

// (round 100) The line's last one or two words after a spaced dash, or alone in brackets.
const SET_OFF_END_RE = /(?:\s[-\u2013\u2014]\s*|\(\s*)([\p{L}\p{N}.]+(?:\s+[\p{L}\p{N}.]+)?)\s*(\))?\s*$/u;
function setOffAtEnd(title: string, n: number): boolean {
  const m = SET_OFF_END_RE.exec(title);
  if (!m || m[1]!.split(/\s+/).length !== n) return false;
  return m[0].trimStart().startsWith('(') === !!m[2];
}

const TAIL_WORDS = new WeakMap<ProcessorIndex, Set<string>>();
/** Every word of the processors' names and one-word starred prefixes, folded (built once per index). */
function tailWordsOf(idx: ProcessorIndex): Set<string> {
  let set = TAIL_WORDS.get(idx);
  if (set) return set;
  set = new Set<string>();
  for (const rec of idx.byName.values()) for (const w of parseTitle(rec.name, 'XX').toks) if (w.k !== 's') set.add(w.w);
  for (const [first, list] of idx.byFirst) if (list.some((p) => p.star && p.toks.length === 1)) set.add(first);
  TAIL_WORDS.set(idx, set);
  return set;
}

/** The processor a key names: its whole name, or one of its starred prefixes of one word ("IZETTLE*", "MERCADOPAGO*"). */
function processorByKey(idx: ProcessorIndex, key: string): IntermediaryRecord | undefined {
  const named = idx.byName.get(key);
  if (named) return named;
  return idx.byFirst.get(key)?.find((p) => p.star && p.toks.length === 1 && p.toks[0] === key)?.rec;
}

/**
 * (round 64) A processor named last, after the shop: "HORNO SAN MIGUEL SUMUP", "ARTESANIAS LUNA MERCADO PAGO",
 * "Kaasboerderij Hoeve Zonnig via Mollie". Read from the title's last words (the parser may drop "PAGO"); `words` is
 * the words to drop (with the link word; the caller wants two words of a shop left). A name that is a common word
 * ("SQUARE", "STONE") or an ordinary word needs its link word.
 */
export function trailingProcessor(idx: ProcessorIndex, title: string, lastWord: string): { rec: IntermediaryRecord; words: string[] } | null {
  // (one set lookup for most titles: the parsed last word must be a word of some processor's name)
  if (!tailWordsOf(idx).has(lastWord)) return null;
  const ws = title.toUpperCase().split(/[^\p{L}\p{N}.]+/u).filter(Boolean);
  for (const n of [2, 1]) {
    if (ws.length < n + 2) continue;
    const name = ws.slice(-n);
    const key = nameKey(name.join(''));
    if (key.length < 4) continue;
    const rec = processorByKey(idx, key);
    if (!rec) continue;
    const link = ws[ws.length - n - 1]!;
    if (TRAILING_LINKS.has(link)) return { rec, words: [link, ...name] };
    // (round 100) or set off as its own field at the line's end, after a spaced dash or in brackets ("BROOKLYN BAGEL CO (SQUARE)",
    // "PADARIA PAO DOURADO - STONE"): printed apart from the shop's name as a link word would set it apart.
    if (setOffAtEnd(title, n)) return { rec, words: name };
    // (without a link word only the processor's whole name: a prefix alias, "PAGAR*", "PAYMENTS*", is a place's or payee's word)
    if (key !== nameKey(rec.name) || GENERIC_WORDS.has(key) || ORDINARY_WORD_NAMES.has(key) || key.length < 5) return null;
    return { rec, words: name };
  }
  return null;
}

