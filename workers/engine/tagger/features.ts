// Tagger input and features. The input is the engine's own cleaned token stream
// (parse.ts: noise phrases, dates, masks and ids already removed), so training on the synthetic
// corpus and decoding in the engine see exactly the same words. Features are hashed into a
// fixed space (no feature dictionary to ship); every hash is computed from char codes and
// small integers, so extracting them allocates nothing per token.
import type { Tok } from '../parse.js';
import { COMPANY_SUFFIXES } from '../parse.js';
import { TAGGER_LEX_FIRST } from '../lexicon.js';
import { FIRST_NAMES } from '../names.js';
import { GENERIC_WORDS } from '../generic-words.js';
import { WORD_TARGETS } from '../category-rules.js';
import { isDigits } from '../text.js';

/** Lookups into the reference data the engine loads (the build passes the same ones). */
export interface TaggerLexicon {
  /** nameKey of a city name or alternate name (one word, or two words joined). */
  isCity(key: string): boolean;
  /** A merchant alias key (one word, or two words joined) of the merchant index. */
  isBrand(key: string): boolean;
}

/** One title as the tagger sees it: words with the separator printed before each. */
export interface TagInput {
  words: string[]; // folded ("SUNRISE")
  orig: string[]; // as printed ("Sunrise"), for the shape
  sep: number[]; // code of the separator before the word: 0 none, else SEP_CODES index + 1
  /** What the parser cleaned away before the word: 0 nothing, 1 digits only (dates, masks,
   * amounts), 2 letters (boilerplate words); 3 when the word is not found in order in the raw
   * title (structured formats reorder it). Entry n is what follows the last word. */
  gap: number[];
}

export const MAX_WORDS = 40;
const SEP_CODES = '*/-,&#:;|@+';

/** Words of a cleaned token stream, with the separator before each and what was cleaned away
 * between them (found by locating each word, in order, in the raw title). */
export function tagInput(toks: readonly Tok[], raw: string): TagInput {
  const words: string[] = [];
  const orig: string[] = [];
  const sep: number[] = [];
  const gap: number[] = [];
  let up: string | null = null; // the uppercased title, only when a word is not found as printed
  let at = 0;
  let pending = 0;
  for (const t of toks) {
    if (t.k === 's') {
      // "*" wins over a plain separator (as the engine's star handling).
      const c = SEP_CODES.indexOf(t.w) + 1;
      if (pending === 0 || c === 1) pending = c;
      continue;
    }
    if (words.length >= MAX_WORDS) break;
    words.push(t.w);
    orig.push(t.o);
    sep.push(pending);
    pending = 0;
    // Words keep their printed text; a domain's label comes back uppercased ("ryanair.com").
    let found = raw.indexOf(t.o, at);
    if (found < 0) found = (up ??= raw.toUpperCase()).indexOf(t.o.toUpperCase(), at);
    if (found < 0) gap.push(3);
    else { gap.push(removed(raw, at, found)); at = found + t.o.length; }
  }
  gap.push(removed(raw, at, raw.length));
  return { words, orig, sep, gap };
}

function removed(s: string, from: number, to: number): number {
  let digits = false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 127) return 2;
    if (c >= 48 && c <= 57) digits = true;
  }
  return digits ? 1 : 0;
}

// Word flags (bits of one integer).
const F_LEX = 1, F_CITY = 2, F_CITY2 = 4, F_FIRST = 8, F_SUFFIX = 16, F_BRAND = 32, F_BRAND2 = 64;
const F_BIZ = 128, F_GENERIC = 256, F_NUM = 512, F_JOIN = 1024, F_SHORT = 2048;
const NUM_FLAGS = 12;

const JOIN_WORDS: ReadonlySet<string> = new Set(['DE', 'DEL', 'LA', 'LE', 'LES', 'EL', 'LOS', 'LAS', 'DA', 'DO', 'DOS', 'DAS', 'DI', 'DU', 'DES', 'THE', 'AND', 'OF', 'Y', 'E', 'ET', 'UND', 'VON', 'VAN', 'DER', 'DEN', 'AT', 'ZUM', 'ZUR', 'AM', 'IM', 'AU', 'AUX', 'EN']);
const BUSINESS_WORDS: ReadonlySet<string> = new Set(Object.keys(WORD_TARGETS));

function fnv(s: string, from: number, to: number, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Final mix of (template, value) into the hashed space. */
function mix(template: number, value: number): number {
  let h = Math.imul(value ^ Math.imul(template, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Shape class of the printed word: case pattern x letters/digits, and a length bucket. */
function shapeOf(o: string, w: string): number {
  let up = 0, low = 0, dig = 0, other = 0;
  for (let i = 0; i < o.length; i++) {
    const c = o.charCodeAt(i);
    if (c >= 65 && c <= 90) up++;
    else if (c >= 97 && c <= 122) low++;
    else if (c >= 48 && c <= 57) dig++;
    else other++;
  }
  const first = o.charCodeAt(0);
  const cls = dig > 0 && up + low === 0 ? 1 : dig > 0 ? 2 : low === 0 ? 3 : up === 0 ? 4 : first >= 65 && first <= 90 && up === 1 ? 5 : 6;
  const len = w.length <= 2 ? w.length : w.length <= 4 ? 3 : w.length <= 7 ? 4 : 5;
  return cls * 8 + len + (other > 0 ? 64 : 0);
}

/** Per-title scratch: word-level values computed once, reused by every template. */
export class FeatureScratch {
  readonly wh = new Uint32Array(MAX_WORDS);
  readonly p3 = new Uint32Array(MAX_WORDS);
  readonly s3 = new Uint32Array(MAX_WORDS);
  readonly s2 = new Uint32Array(MAX_WORDS);
  readonly shape = new Uint32Array(MAX_WORDS);
  readonly flags = new Uint32Array(MAX_WORDS);
}

export const FEATURES_PER_WORD = 38;

/**
 * Writes FEATURES_PER_WORD hashed feature ids (masked to `mask`) for each word into out
 * (length >= words * FEATURES_PER_WORD). Returns the number of words.
 */
export function extractFeatures(input: TagInput, lex: TaggerLexicon, mask: number, sc: FeatureScratch, out: Int32Array): number {
  const n = Math.min(input.words.length, MAX_WORDS);
  const { words, orig, sep } = input;
  for (let i = 0; i < n; i++) {
    const w = words[i]!;
    sc.wh[i] = fnv(w, 0, w.length, 1);
    sc.p3[i] = fnv(w, 0, Math.min(3, w.length), 2);
    sc.s3[i] = fnv(w, Math.max(0, w.length - 3), w.length, 3);
    sc.s2[i] = fnv(w, Math.max(0, w.length - 2), w.length, 4);
    sc.shape[i] = shapeOf(orig[i] ?? w, w);
    let f = 0;
    if (TAGGER_LEX_FIRST.has(w)) f |= F_LEX;
    if (w.length >= 3 && lex.isCity(w)) f |= F_CITY;
    if (FIRST_NAMES.has(w)) f |= F_FIRST;
    if (COMPANY_SUFFIXES.has(w)) f |= F_SUFFIX;
    if (w.length >= 2 && lex.isBrand(w)) f |= F_BRAND;
    if (BUSINESS_WORDS.has(w)) f |= F_BIZ;
    if (GENERIC_WORDS.has(w)) f |= F_GENERIC;
    if (isDigits(w)) f |= F_NUM;
    if (JOIN_WORDS.has(w)) f |= F_JOIN;
    if (w.length <= 2) f |= F_SHORT;
    sc.flags[i] = f;
  }
  // Two-word cities and brands ("SAN JOSE", "BURGER KING") flag both words.
  for (let i = 1; i < n; i++) {
    const a = words[i - 1]!, b = words[i]!;
    if (a.length + b.length < 5) continue;
    const k = a + b;
    if (lex.isCity(k)) { sc.flags[i - 1]! |= F_CITY2; sc.flags[i]! |= F_CITY2; }
    if (lex.isBrand(k)) { sc.flags[i - 1]! |= F_BRAND2; sc.flags[i]! |= F_BRAND2; }
  }
  const NONE = 0x5bd1e995, START = 0x27d4eb2f, END = 0x165667b1;
  for (let i = 0; i < n; i++) {
    const o = i * FEATURES_PER_WORD;
    const wPrev = i > 0 ? sc.wh[i - 1]! : START;
    const wPrev2 = i > 1 ? sc.wh[i - 2]! : START;
    const wNext = i + 1 < n ? sc.wh[i + 1]! : END;
    const wNext2 = i + 2 < n ? sc.wh[i + 2]! : END;
    const fl = sc.flags[i]!;
    const flPrev = i > 0 ? sc.flags[i - 1]! : 1 << 20;
    const flNext = i + 1 < n ? sc.flags[i + 1]! : 1 << 21;
    const sepB = sep[i] ?? 0;
    const sepA = i + 1 < n ? sep[i + 1] ?? 0 : 15;
    const pos = i === 0 ? 0 : i === 1 ? 1 : i === 2 ? 2 : 3;
    const rpos = n - 1 - i === 0 ? 0 : n - 1 - i === 1 ? 1 : 2;
    const shp = sc.shape[i]!;
    const shpPrev = i > 0 ? sc.shape[i - 1]! : 255;
    const shpNext = i + 1 < n ? sc.shape[i + 1]! : 254;
    let k = 0;
    out[o + k++] = mix(0, NONE) & mask; // bias
    out[o + k++] = mix(1, sc.wh[i]!) & mask;
    out[o + k++] = mix(2, sc.p3[i]!) & mask;
    out[o + k++] = mix(3, sc.s3[i]!) & mask;
    out[o + k++] = mix(4, sc.s2[i]!) & mask;
    out[o + k++] = mix(5, shp) & mask;
    out[o + k++] = mix(6, fl) & mask;
    out[o + k++] = mix(7, wPrev) & mask;
    out[o + k++] = mix(8, wNext) & mask;
    out[o + k++] = mix(9, wPrev2) & mask;
    out[o + k++] = mix(10, wNext2) & mask;
    out[o + k++] = mix(11, sepB) & mask;
    out[o + k++] = mix(12, sepA) & mask;
    out[o + k++] = mix(13, pos * 4 + rpos) & mask;
    out[o + k++] = mix(14, flPrev) & mask;
    out[o + k++] = mix(15, flNext) & mask;
    out[o + k++] = mix(16, sepB * 64 + sepA) & mask;
    out[o + k++] = mix(17, shpPrev * 256 + shp) & mask;
    out[o + k++] = mix(18, shp * 256 + shpNext) & mask;
    out[o + k++] = mix(19, (fl & 0xfff) * 16 + pos * 4 + rpos) & mask;
    out[o + k++] = mix(20, (sc.wh[i]! ^ Math.imul(sepB + 1, 0x2545f491)) >>> 0) & mask;
    out[o + k++] = mix(21, (wPrev ^ Math.imul(sepB + 1, 0x2545f491)) >>> 0) & mask;
    out[o + k++] = mix(22, (sc.wh[i]! ^ Math.imul(wPrev, 0x01000193)) >>> 0) & mask;
    out[o + k++] = mix(23, (sc.wh[i]! ^ Math.imul(wNext, 0x01000193)) >>> 0) & mask;
    out[o + k++] = mix(24, (flPrev & 0xfff) * 4096 + (fl & 0xfff)) & mask;
    out[o + k++] = mix(25, (fl & 0xfff) * 4096 + (flNext & 0xfff)) & mask;
    out[o + k++] = mix(26, Math.min(n, 12) * 16 + Math.min(i, 15)) & mask;
    out[o + k++] = mix(27, sc.p3[i]! ^ shp) & mask;
    out[o + k++] = mix(28, (sc.s3[i]! ^ (sepA * 0x9e3779b1)) >>> 0) & mask;
    out[o + k++] = mix(29, i > 0 ? sc.s3[i - 1]! : START) & mask;
    out[o + k++] = mix(30, i + 1 < n ? sc.p3[i + 1]! : END) & mask;
    out[o + k++] = mix(31, (fl & 0xfff) * 64 + sepB * 4 + pos) & mask;
    out[o + k++] = mix(32, (flPrev & 0xfff) * 64 + sepB) & mask;
    out[o + k++] = mix(33, (flNext & 0xfff) * 64 + sepA) & mask;
    const gapB = input.gap[i] ?? 0, gapA = input.gap[i + 1] ?? 0;
    out[o + k++] = mix(34, gapB * 16 + gapA) & mask;
    out[o + k++] = mix(35, gapB * 64 + pos * 4 + rpos) & mask;
    out[o + k++] = mix(36, (sc.wh[i]! ^ Math.imul(gapB + 1, 0x2545f491)) >>> 0) & mask;
    out[o + k++] = mix(37, (fl & 0xfff) * 16 + gapB * 4 + gapA) & mask;
  }
  return n;
}

export const FLAG_COUNT = NUM_FLAGS;
