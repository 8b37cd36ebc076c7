// Merchant index and matcher: exact lookup of squashed token windows (names, aliases,
// keywords), a prefix path for truncated names and an edit-distance-1 path for misspellings.
// Conservative by design: generic words need strong evidence, ambiguity lowers confidence.
import type { MerchantRecord } from './types.js';
import { parseTitle, wordList } from './parse.js';
import { isTwoByte, largeKana, SMALL_KANA_RE, withinOneEdit } from './text.js';
import { FNV_OFFSET, fnvExtend, StringTable } from './string-table.js';
import { GENERIC_WORDS } from './generic-words.js';
import { WORD_TARGETS } from './category-rules.js';
import { LEXICON_SIGNATURE } from './lexicon.js';

const MAX_WINDOW = 6;
const HEAD_LEN = 7; // the prefix path needs windows of at least 7 letters

interface KeyEntry {
  rec: MerchantRecord;
  kind: 0 | 1 | 2; // 0 name, 1 alias, 2 keyword
  tokens: number; // token count of the indexed form
  baseRank: number; // the country-independent part of bestOf's rank, computed once
  brand: string; // lowercased name: records of one brand count once
}

export interface MerchantIndex {
  exact: StringTable<KeyEntry[]>;
  prefixes: StringTable<true>; // word-boundary prefixes of every key: window growth stops when none continues
  sortedKeys: string[]; // for prefix search
  heads: StringTable<true>; // first HEAD_LEN letters of every longer key: most windows start no key
  deletions: DeletionIndex; // hashes of one-deletion variants -> keys (edit distance 1)
  /**
   * Keys in other scripts ("セブンイレブン", "ПЯТЕРОЧКА") and their word-boundary prefixes, in plain
   * Maps: V8 stores them as two-byte strings, and a single one inside the StringTables made the
   * typed-array probes of every Latin lookup slower (their shared code went polymorphic: -25% for
   * the merchant and location stages). Only titles in other scripts read them.
   */
  other: Map<string, KeyEntry[]>;
  otherPrefixes: Set<string>;
}

export interface MerchantMatch {
  rec: MerchantRecord;
  score: number; // 0-100
  start: number; // word index
  end: number; // exclusive
  fuzzy: boolean;
  kind: 0 | 1 | 2; // what matched: 0 name, 1 alias, 2 keyword (the entity's reason tag)
  longer?: MerchantMatch; // a brand of this country whose own name runs on from this curated match
  named?: MerchantRecord; // the brand of this country and trade whose own name a curated group's alias or keyword matched
}

/** Words of an indexed name, alias or keyword exactly as a title containing it is parsed. */
function keyWords(text: string): string[] {
  return wordList(parseTitle(text, 'XX').toks);
}

/** Every text the index holds for a record, in a fixed order (the precompiled key file follows it). */
function forEachKeyText(rec: MerchantRecord, fn: (text: string, kind: 0 | 1 | 2) => void): void {
  fn(rec.name, 0);
  for (const a of rec.alias) fn(a, 1);
  // NSI keywords are category words ("insurance"); only curated keywords identify a merchant.
  if (rec.source === 'curated') for (const kw of rec.keywords) if (kw.length >= 4) fn(kw, 2);
}

/**
 * Precompiled keys (native-data/build/engine/merchant-keys.msgpack): running every alias through
 * the title parser costs ~1.5 s per worker, so the data build does it once. `keys[i]` holds the
 * words of the i-th text (forEachKeyText order) joined by one space.
 */
export interface MerchantKeysFile {
  version: 1;
  merchants: number;
  /** LEXICON_SIGNATURE of the parser that produced the keys (absent in older files). */
  lexicon?: string;
  keys: string[];
}

export function precomputeMerchantKeys(merchants: MerchantRecord[]): MerchantKeysFile {
  const keys: string[] = [];
  for (const rec of merchants) forEachKeyText(rec, (text) => { keys.push(keyWords(text).join(' ')); });
  return { version: 1, merchants: merchants.length, lexicon: LEXICON_SIGNATURE, keys };
}

/**
 * The precompiled keys when they fit these records and this parser: a sample of texts is parsed
 * again and must give the stored words (a parser change without a data rebuild falls back to
 * parsing everything at load, slower but never wrong).
 */
function usableKeys(merchants: MerchantRecord[], pre: MerchantKeysFile | null | undefined): string[] | null {
  if (!pre || pre.version !== 1 || pre.merchants !== merchants.length || !Array.isArray(pre.keys)) return null;
  if (pre.lexicon !== undefined && pre.lexicon !== LEXICON_SIGNATURE) return null; // parsed with another vocabulary
  let n = 0;
  let ok = true;
  for (const rec of merchants) {
    forEachKeyText(rec, (text) => {
      // (Texts beyond Latin-1 are not sampled: parsing two-byte strings at load leaves the parser's
      // compiled code slower for every Latin title after it, -10% in the parse stage.)
      if (ok && (n % 61 === 0 || text.length <= 3) && !isTwoByte(text) && pre.keys[n] !== keyWords(text).join(' ')) ok = false;
      n++;
    });
    if (!ok) return null;
  }
  return n === pre.keys.length ? pre.keys : null;
}


export function buildMerchantIndex(merchants: MerchantRecord[], pre?: MerchantKeysFile | null): MerchantIndex {
  const exact = new StringTable<KeyEntry[]>(merchants.length * 2);
  const prefixes = new StringTable<true>(merchants.length);
  const other = new Map<string, KeyEntry[]>();
  const otherPrefixes = new Set<string>();
  const stored = usableKeys(merchants, pre);
  let n = 0;
  const put = (text: string, rec: MerchantRecord, kind: 0 | 1 | 2) => {
    const spaced = stored ? stored[n++]! : keyWords(text).join(' ');
    const key = spaced.replace(/ /g, '');
    if (key.length < 2) return;
    const twoByte = isTwoByte(key);
    let tokens = 1;
    for (let i = spaced.indexOf(' '); i >= 0; i = spaced.indexOf(' ', i + 1)) {
      const pre = key.slice(0, i - tokens + 1);
      if (twoByte) otherPrefixes.add(pre); else prefixes.set(pre, true);
      tokens++;
    }
    const add = (k: string) => {
      let list = twoByte ? other.get(k) : exact.get(k);
      if (!list) { list = []; if (twoByte) other.set(k, list); else exact.set(k, list); }
      for (const e of list) if (e.rec === rec) return;
      list.push({
        rec, kind, tokens, brand: rec.name.toLowerCase(),
        baseRank: (rec.source === 'curated' ? 30 : 0) + (kind === 0 ? 4 : 0) + (rec.source === 'nsi' ? tagRank(rec.key) : 0),
      });
    };
    add(key);
    if (text.includes('&')) add(key.replace(/AND/g, '')); // "PG&E" is printed PGE and PGANDE
    // (round 61) Japanese bank passbooks print kana without small kana ("ﾌｱﾐﾘｰﾏｰﾄ", "ﾄﾞﾗﾂｸﾞ"): the name so printed too.
    if (twoByte && SMALL_KANA_RE.test(key)) {
      const large = largeKana(key);
      add(large);
      for (let i = spaced.indexOf(' '), t = 1; i >= 0; i = spaced.indexOf(' ', i + 1), t++) otherPrefixes.add(largeKana(key.slice(0, i - t + 1)));
    }
  };
  for (const rec of merchants) forEachKeyText(rec, (text, kind) => put(text, rec, kind));
  const sortedKeys = [...exact.keyList()].sort();
  const heads = new StringTable<true>(sortedKeys.length);
  for (const k of sortedKeys) if (k.length > HEAD_LEN) heads.set(k.slice(0, HEAD_LEN), true);
  return { exact, prefixes, sortedKeys, heads, deletions: buildDeletions(sortedKeys), other, otherPrefixes };
}

export interface MatchContext {
  words: string[];
  country: string;
  regionStart: number; // first word where the merchant is expected
  regionEnd: number; // exclusive; location words begin here
  partyRange: [number, number] | null; // words of a structured counterparty field
  /** The title has characters beyond Latin-1 (Parsed.otherScript): windows of such words are looked up in idx.other. */
  otherScript?: boolean;
  blocked: Set<number>; // word indexes that belong to a processor / p2p prefix
  context?: { has(category: string): boolean }; // level-3 categories named by words of the title ("GAS", "PHARMACY")
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
  // (Below a name match's +4: "ΣΚΛΑΒΕΝΙΤΗΣ" is the supermarket's alias and the name of its charging stations.)
  if (/^(advertising|amenity=charging_station|amenity=atm|amenity=vending|amenity=parcel_locker|amenity=post_box)/.test(tag)) return -5;
  if (/^(amenity=pharmacy|shop=(car_repair|optician|photo|mobile_phone|garden_centre|tyres)|amenity=cafe|amenity=fuel)/.test(tag)) return 1;
  return 2;
}

/** Picks, among records sharing a key, the one that fits the country and the title best. */
function bestOf(list: KeyEntry[], country: string, context?: MatchContext['context']): { e: KeyEntry; distinct: number; named?: MerchantRecord } {
  if (list.length === 1) return { e: list[0]!, distinct: 1 };
  let best = list[0]!;
  let bestRank = -1;
  for (const e of list) {
    const c = e.rec.countries;
    const r = e.baseRank + (c.length === 0 ? 20 : c.includes(country) ? 40 : 0) + (context && context.has(e.rec.category) ? 15 : 0);
    if (r > bestRank) { best = e; bestRank = r; }
  }
  // (round 48) "PRISMA", "ALFAMIDI", "PHARMAPRIX": a curated group's alias or keyword that is the very name of
  // a brand of this country and trade (the group's own chain) names that brand; the group's record still
  // decides everything else (the caller shows the brand: `named`).
  let named: MerchantRecord | undefined;
  if (best.kind !== 0 && best.rec.source === 'curated') {
    let own: KeyEntry | null = null;
    for (const e of list) {
      // (the same trade; a name that runs on from the group's is the group's own division: "VEOLIA EAU", "SPARK NEW ZEALAND")
      if (e.kind === 0 && e.rec.source === 'nsi' && e.brand !== best.brand && e.rec.countries.includes(country)
        && e.rec.category === best.rec.category && !e.brand.startsWith(best.brand) && (!own || e.baseRank > own.baseRank)) own = e;
    }
    if (own) named = own.rec;
  }
  // Distinct brands operating here (usually one or two: a small array beats a Set).
  const names: string[] = [];
  for (const e of list) if ((e.rec.countries.length === 0 || e.rec.countries.includes(country)) && !names.includes(e.brand)) names.push(e.brand);
  return { e: best, distinct: Math.max(1, names.length), named };
}

export function matchMerchant(idx: MerchantIndex, ctx: MatchContext): MerchantMatch | null {
  const { words } = ctx;
  let best: MerchantMatch | null = null;
  let longOwn: MerchantMatch | null = null; // the longest multi-word own name of a brand of this country
  const consider = (m: MerchantMatch) => {
    if (!best || m.score > best.score || (m.score === best.score && m.end - m.start > best.end - best.start)) best = m;
  };
  const limit = words.length;
  if (ctx.otherScript) matchOtherScript(idx, ctx, consider);
  for (let i = ctx.regionStart; i < limit; i++) {
    if (ctx.blocked.has(i)) continue;
    if (ctx.otherScript && isTwoByte(words[i]!)) continue; // read by matchOtherScript
    // The window's key is hashed word by word; the joined string is built only on a hit.
    let h = FNV_OFFSET;
    let len = 0;
    for (let j = i; j < Math.min(limit, i + MAX_WINDOW); j++) {
      if (ctx.blocked.has(j)) break;
      if (ctx.otherScript && j > i && isTwoByte(words[j]!)) break; // read by matchOtherScript
      h = fnvExtend(h, words[j]!);
      len += words[j]!.length;
      const hash = h >>> 0;
      const list = idx.exact.getJoined(hash, words, i, j + 1, len);
      if (!list) { if (idx.prefixes.getJoined(hash, words, i, j + 1, len) === undefined) break; continue; }
      const key = j === i ? words[i]! : words.slice(i, j + 1).join('');
      if (/^\d+$/.test(key) && key.length < 2) continue;
      const { e, distinct, named } = bestOf(list, ctx.country, ctx.context);
      const cand: MerchantMatch = { rec: e.rec, score: scoreEntry(e, key, i, j + 1, ctx, distinct), start: i, end: j + 1, fuzzy: false, kind: e.kind };
      if (named) cand.named = named;
      consider(cand);
      if (j > i && (!longOwn || j + 1 - i > longOwn.end - longOwn.start)) {
        if (e.kind === 0 && e.rec.source === 'nsi' && e.rec.countries.includes(ctx.country)) longOwn = cand;
        else if (named) longOwn = { ...cand, rec: named, kind: 0 }; // (the chain a group's keyword names: "RELIANCE FRESH")
      }
    }
  }
  // (round 48) A brand of this country whose own name runs on from a curated match ("RELIANCE FRESH",
  // "GLOBUS BAUMARKT"): offered to the caller, which knows the trades (a format of the same trade stays the brand's).
  const cur = best as MerchantMatch | null;
  const own = longOwn as MerchantMatch | null;
  if (cur && own && cur.rec.source === 'curated' && own.start <= cur.start && own.end > cur.end && own.end <= ctx.regionEnd && own.score >= 80) cur.longer = own;
  const exactBest = best as MerchantMatch | null;
  if (exactBest && exactBest.score >= 70) return exactBest;
  const fz = fuzzyMatch(idx, ctx);
  if (fz && (!exactBest || fz.score > exactBest.score)) return fz;
  return exactBest;
}

/** Windows holding a word in another script, looked up in the plain Maps (joined keys). */
function matchOtherScript(idx: MerchantIndex, ctx: MatchContext, consider: (m: MerchantMatch) => void): void {
  const { words } = ctx;
  const limit = words.length;
  for (let i = ctx.regionStart; i < limit; i++) {
    if (ctx.blocked.has(i)) continue;
    let key = '';
    let twoByte = false;
    for (let j = i; j < Math.min(limit, i + MAX_WINDOW); j++) {
      if (ctx.blocked.has(j)) break;
      key += words[j]!;
      twoByte ||= isTwoByte(words[j]!);
      if (!twoByte) continue; // a Latin-only window: the StringTable loop reads it
      const list = idx.other.get(key);
      if (!list) { if (!idx.otherPrefixes.has(key)) break; continue; }
      const { e, distinct } = bestOf(list, ctx.country, ctx.context);
      consider({ rec: e.rec, score: scoreEntry(e, key, i, j + 1, ctx, distinct), start: i, end: j + 1, fuzzy: false, kind: e.kind });
    }
  }
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
    if (ctx.otherScript && isTwoByte(key)) break; // no prefix or edit-distance path for other scripts
    // Prefix: the window is the beginning of exactly one brand's name.
    // (only windows of 7+ letters that are not common words can count, and only when some
    // longer key starts with their first 7 letters)
    const found = key.length >= HEAD_LEN && !GENERIC_WORDS.has(key) && idx.heads.has(key.slice(0, HEAD_LEN)) ? prefixCandidates(idx, key, ctx.country) : null;
    // A window that ends where a word of the key ends, with more of the title after it, is no
    // truncated print of that brand: the title goes on with another word ("BACKEREI KONDITOREI
    // HOLZAPFEL" is not "Bäckerei Konditorei Wolf", "THE LITTLE GROCER" not "The Little Gym").
    if (found && j + 1 < ctx.regionEnd && idx.prefixes.has(key)) continue;
    if (found) {
      const coverage = key.length / found.key.length;
      if (coverage >= 0.6 && key.length >= 7 && !GENERIC_WORDS.has(key)) {
        let s = 60 + Math.round(coverage * 25) + (found.e.rec.source === 'curated' ? 6 : 0) + (found.e.rec.countries.includes(ctx.country) ? 4 : 0);
        if (found.e.rec.countries.length > 0 && !found.e.rec.countries.includes(ctx.country)) s -= 25;
        s = Math.min(s, 86);
        if (!best || s > best.score) best = { rec: found.e.rec, score: s, start: i, end: j + 1, fuzzy: true, kind: found.e.kind };
      }
    }
    // Edit distance 1 on long single words; a trade word is no misspelt brand ("DROGARIA" is not "Droga Raia").
    if (j === i && key.length >= 7 && !Object.hasOwn(WORD_TARGETS, key)) {
      const hit = oneEdit(idx, key, ctx.country);
      if (hit) {
        let s = 74 + (hit.source === 'curated' ? 8 : 0);
        if (hit.countries.length > 0 && !hit.countries.includes(ctx.country)) s -= 25;
        if (!best || s > best.score) best = { rec: hit, score: s, start: i, end: j + 1, fuzzy: true, kind: 0 };
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
      const brand = e.brand;
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
  const del = idx.deletions;
  // A key that is w with one letter inserted: one of its deletions is w.
  del.lookup(stringHash(w), cands);
  deletionHashes(w, (h, i) => {
    const d = w.slice(0, i) + w.slice(i + 1);
    if (d.length >= 7 && idx.exact.has(d)) cands.add(d); // a key that is w with one letter deleted
    del.lookup(h, cands); // a key sharing a deletion: one substitution or transposition
  });
  const recs = new Map<string, MerchantRecord>();
  for (const k of cands) {
    // (A brand differing in the first letter is another word, not a misprint: "HARBOUR" is no "Barbour".)
    if (k === w || k.charCodeAt(0) !== w.charCodeAt(0) || !withinOneEdit(k, w)) continue;
    for (const e of idx.exact.get(k)!) {
      if (e.kind === 2) continue;
      if (e.rec.countries.length > 0 && !e.rec.countries.includes(country)) continue;
      recs.set(e.brand, e.rec);
    }
  }
  if (recs.size !== 1) return null;
  return recs.values().next().value!;
}

// --- edit-distance-1 index ----------------------------------------------------------------
// Symmetric deletion over 30-bit polynomial hashes instead of ~170k deletion strings: the
// index builds in a few ms with no string garbage, and candidates are checked with
// withinOneEdit, so a hash collision only costs one extra comparison.
const HASH_B = 131;
const SCRATCH = new Int32Array(64);

function stringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, HASH_B) + s.charCodeAt(i)) | 0;
  return h & 0x3fffffff;
}

/** Calls fn(hash of s without char i, i) for every i, in O(n) with no allocation. */
function deletionHashes(s: string, fn: (h: number, i: number) => void): void {
  const n = s.length;
  if (n >= SCRATCH.length / 2) return;
  // SCRATCH[m] = suffix hash of s[m..n) with weights B^(n-1-m); SCRATCH[32 + k] = B^k.
  let pw = 1;
  SCRATCH[n] = 0;
  for (let m = n - 1; m >= 0; m--) {
    SCRATCH[32 + (n - 1 - m)] = pw;
    SCRATCH[m] = (SCRATCH[m + 1]! + Math.imul(s.charCodeAt(m), pw)) | 0;
    pw = Math.imul(pw, HASH_B);
  }
  let prefix = 0; // hash of s[0..i)
  for (let i = 0; i < n; i++) {
    fn((Math.imul(prefix, SCRATCH[32 + (n - 1 - i)]!) + SCRATCH[i + 1]!) & 0x3fffffff, i);
    prefix = (Math.imul(prefix, HASH_B) + s.charCodeAt(i)) | 0;
  }
}

export interface DeletionIndex {
  lookup(hash: number, into: Set<string>): void;
}

function buildDeletions(sortedKeys: string[]): DeletionIndex {
  const first = new Map<number, number>(); // hash -> key index
  const more = new Map<number, number[]>(); // further keys of the same hash
  for (let k = 0; k < sortedKeys.length; k++) {
    const key = sortedKeys[k]!;
    if (key.length < 7 || key.length > 16) continue;
    deletionHashes(key, (h) => {
      const f = first.get(h);
      if (f === undefined) { first.set(h, k); return; }
      if (f === k) return;
      const list = more.get(h);
      if (!list) more.set(h, [k]);
      else if (list[list.length - 1] !== k) list.push(k);
    });
  }
  return {
    lookup(hash, into) {
      const f = first.get(hash);
      if (f === undefined) return;
      into.add(sortedKeys[f]!);
      const list = more.get(hash);
      if (list) for (const k of list) into.add(sortedKeys[k]!);
    },
  };
}
