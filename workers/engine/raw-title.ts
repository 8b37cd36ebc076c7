// Where the engine's words stand in the raw title: what the parser cleaned away between two words
// (digits, letters of a bank phrase, a clock time, a quotation mark), and whether two words share a
// field. The name-span rules (enrich.ts) read these; they take any state that carries the parsed
// title and its word -> token map.
import type { Tok } from './parse.js';

/** What these helpers read of the engine's per-title state. */
export interface RawView {
  input: { title: string };
  p: { toks: Tok[] };
  words: string[];
  wordTok: number[];
}

const QUOTES = ['"', '“', '”', '„', '«', '»'];
export function hasQuote(raw: string): boolean {
  for (const q of QUOTES) if (raw.includes(q)) return true;
  return false;
}
// (round 50) Countries whose banks print a firm's own name in quotes after its legal form or trade word
// ('Пекарня "Хлібний Двір"', 'ТОО "АПТЕКА ДАРИ"'): there a quote opens the name, not a memo.
const QUOTED_NAME_COUNTRIES: ReadonlySet<string> = new Set(['RU', 'UA', 'BY', 'KZ', 'UZ', 'KG', 'TJ', 'TM', 'AZ', 'AM', 'GE', 'MD']);
/** (round 50) Whether a quote in a title of `country` encloses the firm's name. */
export function quotesAName(country: string): boolean {
  return QUOTED_NAME_COUNTRIES.has(country);
}

/** A quotation mark printed between word i-1 and word i (titles that hold one only). */
export function quoteBefore(st: RawView, i: number): boolean {
  const gap = rawGapBefore(st, i);
  if (!gap) return false;
  const between = st.input.title.slice(gap[0], gap[1]);
  return QUOTES.some((q) => between.includes(q));
}

/** Word i is joined to word i-1 by a hyphen with no space on either side. */
export function gluedHyphen(st: RawView, i: number): boolean {
  if (i <= 0) return false;
  return st.input.title.toUpperCase().indexOf(`${st.p.toks[st.wordTok[i - 1]!]!.o}-${st.p.toks[st.wordTok[i]!]!.o}`.toUpperCase()) >= 0;
}

/** Words i and j (> i) have no separator token between them. */
export function sameField(st: RawView, i: number, j: number): boolean {
  for (let t = st.wordTok[i]! + 1; t < st.wordTok[j]!; t++) if (st.p.toks[t]!.k === 's' && st.p.toks[t]!.w !== '&') return false;
  return true;
}

/** (round 42) Where word i is printed in the raw title ([from, to)), or null. */
export function rawSpanOf(st: RawView, i: number): [number, number] | null {
  const raw = st.input.title;
  let at = 0;
  for (let k = 0; k <= i && k < st.words.length; k++) {
    const o = st.p.toks[st.wordTok[k]!]!.o;
    const found = raw.indexOf(o, at);
    if (found < 0) return null;
    if (k === i) return [found, found + o.length];
    at = found + o.length;
  }
  return null;
}

/** (round 42) Whether a clock time ("12:44"), cleaned away by the parser, is printed right before word i. */
export function timeBefore(st: RawView, i: number): boolean {
  const span = rawSpanOf(st, i);
  return span !== null && /\d{1,2}[:.]\d{2}\s*$/.test(st.input.title.slice(0, span[0]));
}

/** (round 42) Whether a clock time is printed right after word i ("ORE 20:14"). */
export function timeAfter(st: RawView, i: number): boolean {
  const span = rawSpanOf(st, i);
  return span !== null && /^\s*\d{1,2}[:.]\d{2}\b/.test(st.input.title.slice(span[1]));
}

/** True when the raw title has digits, removed by the parser, between word i-1 and word i. */
export function droppedDigitsBefore(st: RawView, i: number): boolean {
  const gap = rawGapBefore(st, i);
  if (gap === null) return false;
  const raw = st.input.title;
  for (let c = gap[0]; c < gap[1]; c++) {
    const code = raw.charCodeAt(c);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
}

/**
 * Where the raw title's text between word i-1 and word i lies ([from, to)), or null when the
 * words cannot be found in order (reordered by a structured format: no claim). What the parser
 * cleaned away between two words is there.
 */
export function rawGapBefore(st: RawView, i: number): [number, number] | null {
  if (i <= 0 || i >= st.words.length) return null;
  const raw = st.input.title;
  let at = 0;
  for (let k = 0; k <= i; k++) {
    const o = st.p.toks[st.wordTok[k]!]!.o;
    const found = raw.indexOf(o, at);
    if (found < 0) return null;
    if (k === i) return [at, found];
    at = found + o.length;
  }
  return null;
}

/** True when the raw title has letters (a bank phrase the parser cleaned away) between word i-1 and word i. */
export function droppedLettersBefore(st: RawView, i: number): boolean {
  const gap = rawGapBefore(st, i);
  return gap !== null && st.p.toks[st.wordTok[i - 1]!]!.o.length > 0 && /\p{L}{2,}/u.test(st.input.title.slice(gap[0], gap[1]));
}
