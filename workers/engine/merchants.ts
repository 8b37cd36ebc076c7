// Merchant index and matcher: exact lookup of squashed token windows (names, aliases,
// keywords), a prefix path for truncated names and an edit-distance-1 path for misspellings.
// Conservative by design: generic words need strong evidence, ambiguity lowers confidence.
import type { MerchantRecord } from './types.js';
import { parseTitle, wordList } from './parse.js';
import { withinOneEdit } from './text.js';
import { GENERIC_WORDS } from './generic-words.js';

const MAX_WINDOW = 6;

interface KeyEntry {
  rec: MerchantRecord;
  kind: 0 | 1 | 2; // 0 name, 1 alias, 2 keyword
  tokens: number; // token count of the indexed form
}

export interface MerchantIndex {
  exact: Map<string, KeyEntry[]>;
  prefixes: Set<string>; // word-boundary prefixes of every key: window growth stops when none continues
  sortedKeys: string[]; // for prefix search
  deletions: Map<string, string[]>; // one-deletion variants -> keys (edit distance 1)
}

export interface MerchantMatch {
  rec: MerchantRecord;
  score: number; // 0-100
  start: number; // word index
  end: number; // exclusive
  fuzzy: boolean;
}

function keyOf(text: string): { key: string; tokens: number; words: string[] } | null {
  const words = wordList(parseTitle(text, 'XX').toks);
  const key = words.join('');
  if (key.length < 2) return null;
  return { key, tokens: words.length, words };
}

export function buildMerchantIndex(merchants: MerchantRecord[]): MerchantIndex {
  const exact = new Map<string, KeyEntry[]>();
  const prefixes = new Set<string>();
  const put = (text: string, rec: MerchantRecord, kind: 0 | 1 | 2) => {
    const k = keyOf(text);
    if (!k) return;
    let acc = '';
    for (let i = 0; i < k.words.length - 1; i++) { acc += k.words[i]; prefixes.add(acc); }
    const keys = [k.key];
    if (text.includes('&')) keys.push(k.key.replace(/AND/g, '')); // "PG&E" is printed PGE and PGANDE
    for (const key of keys) {
      let list = exact.get(key);
      if (!list) exact.set(key, (list = []));
      if (list.some((e) => e.rec === rec)) continue;
      list.push({ rec, kind, tokens: k.tokens });
    }
  };
  for (const rec of merchants) {
    put(rec.name, rec, 0);
    for (const a of rec.alias) put(a, rec, 1);
    // NSI keywords are category words ("insurance"); only curated keywords identify a merchant.
    if (rec.source === 'curated') for (const kw of rec.keywords) if (kw.length >= 4) put(kw, rec, 2);
  }
  const sortedKeys = [...exact.keys()].sort();
  const deletions = new Map<string, string[]>();
  for (const key of sortedKeys) {
    if (key.length < 7 || key.length > 16) continue;
    for (let i = 0; i < key.length; i++) {
      const d = key.slice(0, i) + key.slice(i + 1);
      const list = deletions.get(d);
      if (!list) deletions.set(d, [key]);
      else if (list[list.length - 1] !== key) list.push(key);
    }
  }
  return { exact, prefixes, sortedKeys, deletions };
}

export interface MatchContext {
  words: string[];
  country: string;
  regionStart: number; // first word where the merchant is expected
  regionEnd: number; // exclusive; location words begin here
  partyRange: [number, number] | null; // words of a structured counterparty field
  blocked: Set<number>; // word indexes that belong to a processor / p2p prefix
  context?: Set<string>; // level-3 categories named by words of the title ("GAS", "PHARMACY")
}

function scoreEntry(e: KeyEntry, key: string, start: number, end: number, ctx: MatchContext, candidates: number): number {
  const rec = e.rec;
  const len = key.length;
  let s = len >= 8 ? 84 : len >= 6 ? 80 : len >= 4 ? 72 : len === 3 ? 66 : 55;
  if (rec.source === 'curated') s += 10;
  if (e.kind === 2) s -= 8;
  if (end - start > 1) s += 4;
  const atStart = start === ctx.regionStart;
  if (atStart) s += 6;
  else s -= Math.min(20, 8 * (start - ctx.regionStart));
  if (ctx.partyRange && start >= ctx.partyRange[0] && end <= ctx.partyRange[1]) s += 6;
  if (rec.countries.length > 0) {
    if (rec.countries.includes(ctx.country)) s += 6;
    else s -= 25;
  }
  if (end > ctx.regionEnd) s -= 15; // overlaps the place name
  const generic = end - start === 1 && GENERIC_WORDS.has(key);
  if (generic && rec.source !== 'curated') {
    // A common word is a brand only at the start of the merchant text, in a country it operates in.
    if (!atStart || !(rec.countries.includes(ctx.country))) s -= 40;
    else s -= 8;
  }
  if (len <= 3 && !atStart) s -= 20;
  if (candidates > 1) s -= Math.min(10, 3 * (candidates - 1));
  return s;
}

// A brand appears under several OSM tags (Walmart: department store, pharmacy, fuel...). The
// main shop is the default reading; side businesses need a word of the title that names them.
function tagRank(key: string): number {
  const tag = key.slice(key.indexOf('/') + 1);
  if (/^shop=(department_store|supermarket)$/.test(tag)) return 3;
  if (/^(advertising|amenity=charging_station|amenity=atm|amenity=vending|amenity=parcel_locker|amenity=post_box)/.test(tag)) return 0;
  if (/^(amenity=pharmacy|shop=(car_repair|optician|photo|mobile_phone|garden_centre|tyres)|amenity=cafe|amenity=fuel)/.test(tag)) return 1;
  return 2;
}

/** Picks, among records sharing a key, the one that fits the country and the title best. */
function bestOf(list: KeyEntry[], country: string, context?: Set<string>): { e: KeyEntry; distinct: number } {
  let best = list[0]!;
  const rank = (e: KeyEntry) =>
    (e.rec.countries.includes(country) ? 40 : e.rec.countries.length === 0 ? 20 : 0) + (e.rec.source === 'curated' ? 30 : 0) +
    (context && context.has(e.rec.category) ? 15 : 0) + (e.kind === 0 ? 4 : 0) + (e.rec.source === 'nsi' ? tagRank(e.rec.key) : 0);
  for (const e of list) if (rank(e) > rank(best)) best = e;
  if (list.length === 1) return { e: best, distinct: 1 };
  const names = new Set<string>();
  for (const e of list) if (e.rec.countries.length === 0 || e.rec.countries.includes(country)) names.add(e.rec.name.toLowerCase());
  return { e: best, distinct: Math.max(1, names.size) };
}

export function matchMerchant(idx: MerchantIndex, ctx: MatchContext): MerchantMatch | null {
  const { words } = ctx;
  let best: MerchantMatch | null = null;
  const consider = (m: MerchantMatch) => {
    if (!best || m.score > best.score || (m.score === best.score && m.end - m.start > best.end - best.start)) best = m;
  };
  const limit = words.length;
  for (let i = ctx.regionStart; i < limit; i++) {
    if (ctx.blocked.has(i)) continue;
    let key = '';
    for (let j = i; j < Math.min(limit, i + MAX_WINDOW); j++) {
      if (ctx.blocked.has(j)) break;
      key += words[j];
      const list = idx.exact.get(key);
      if (!list) { if (!idx.prefixes.has(key)) break; continue; }
      if (/^\d+$/.test(key) && key.length < 2) continue;
      const { e, distinct } = bestOf(list, ctx.country, ctx.context);
      consider({ rec: e.rec, score: scoreEntry(e, key, i, j + 1, ctx, distinct), start: i, end: j + 1, fuzzy: false });
    }
  }
  const exactBest = best as MerchantMatch | null;
  if (exactBest && exactBest.score >= 70) return exactBest;
  const fz = fuzzyMatch(idx, ctx);
  if (fz && (!exactBest || fz.score > exactBest.score)) return fz;
  return exactBest;
}

/** Truncated ("SOUTHWES", "MAISON LANDEMAI") and misspelled ("MASTECARD") names at the start of the merchant text. */
function fuzzyMatch(idx: MerchantIndex, ctx: MatchContext): MerchantMatch | null {
  const { words } = ctx;
  const i = ctx.regionStart;
  if (i >= words.length || ctx.blocked.has(i)) return null;
  let best: MerchantMatch | null = null;
  let key = '';
  for (let j = i; j < Math.min(words.length, i + 4, Math.max(ctx.regionEnd, i + 1)); j++) {
    key += words[j];
    if (key.length < 6 || /\d/.test(key)) continue;
    // Prefix: the window is the beginning of exactly one brand's name.
    const found = prefixCandidates(idx, key, ctx.country);
    if (found) {
      const coverage = key.length / found.key.length;
      if (coverage >= 0.6 && key.length >= 7 && !GENERIC_WORDS.has(key)) {
        let s = 60 + Math.round(coverage * 25) + (found.e.rec.source === 'curated' ? 6 : 0) + (found.e.rec.countries.includes(ctx.country) ? 4 : 0);
        if (found.e.rec.countries.length > 0 && !found.e.rec.countries.includes(ctx.country)) s -= 25;
        s = Math.min(s, 86);
        if (!best || s > best.score) best = { rec: found.e.rec, score: s, start: i, end: j + 1, fuzzy: true };
      }
    }
    // Edit distance 1 on long single words.
    if (j === i && key.length >= 7) {
      const hit = oneEdit(idx, key, ctx.country);
      if (hit) {
        let s = 74 + (hit.source === 'curated' ? 8 : 0);
        if (hit.countries.length > 0 && !hit.countries.includes(ctx.country)) s -= 25;
        if (!best || s > best.score) best = { rec: hit, score: s, start: i, end: j + 1, fuzzy: true };
      }
    }
  }
  return best;
}

function prefixCandidates(idx: MerchantIndex, prefix: string, country: string): { e: KeyEntry; key: string } | null {
  const keys = idx.sortedKeys;
  let lo = 0, hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const brands = new Map<string, { e: KeyEntry; key: string }>();
  for (let k = lo; k < keys.length && keys[k]!.startsWith(prefix); k++) {
    if (keys[k] === prefix) continue; // exact matches are handled elsewhere
    for (const e of idx.exact.get(keys[k]!)!) {
      if (e.kind === 2) continue;
      if (e.rec.countries.length > 0 && !e.rec.countries.includes(country)) continue;
      const brand = e.rec.name.toLowerCase();
      const prev = brands.get(brand);
      if (!prev || keys[k]!.length < prev.key.length) brands.set(brand, { e, key: keys[k]! });
    }
    if (brands.size > 3) return null;
  }
  if (brands.size === 0) return null;
  const list = [...brands.values()];
  if (list.length === 1) return list[0]!;
  // Several brands start this way: only a single curated one is trusted.
  const curated = list.filter((x) => x.e.rec.source === 'curated');
  return curated.length === 1 ? curated[0]! : null;
}

function oneEdit(idx: MerchantIndex, w: string, country: string): MerchantRecord | null {
  const cands = new Set<string>();
  for (const k of idx.deletions.get(w) ?? []) cands.add(k); // w is a key with one letter deleted... inserted here
  for (let i = 0; i < w.length; i++) {
    const d = w.slice(0, i) + w.slice(i + 1);
    if (idx.exact.has(d) && d.length >= 7) cands.add(d);
    for (const k of idx.deletions.get(d) ?? []) cands.add(k);
  }
  const recs = new Map<string, MerchantRecord>();
  for (const k of cands) {
    if (k === w || !withinOneEdit(k, w)) continue;
    for (const e of idx.exact.get(k)!) {
      if (e.kind === 2) continue;
      if (e.rec.countries.length > 0 && !e.rec.countries.includes(country)) continue;
      recs.set(e.rec.name.toLowerCase(), e.rec);
    }
  }
  if (recs.size !== 1) return null;
  return [...recs.values()][0]!;
}
