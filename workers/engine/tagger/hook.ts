// The tagger's place in the pipeline (enrich.ts calls taggedMerchant once, where the rules
// derive a name for a business they do not know). The rules stay in charge where they are
// exact (processor prefixes, references, known brands); the tagger only delimits the name of
// an unknown business: where it starts (owner's name before the business word) and where it
// ends (city, owner, references after it), and finds a name the rules have no cue for.
import type { Tok } from '../parse.js';
import { COMPANY_SUFFIXES } from '../parse.js';
import { LEXICON, type Signal } from '../lexicon.js';
import type { Target } from '../category-rules.js';
import { WORD_TARGETS } from '../category-rules.js';
import { FIRST_NAMES, LEAD_PREPOSITIONS } from '../names.js';
import { GENERIC_WORDS } from '../generic-words.js';
import { derivedMerchantId } from '../location.js';
import { isDigits, nameKey, splitCamel, titleCase } from '../text.js';
import { tagInput } from './features.js';
import { L_BM, L_LOC, L_O, L_PER, L_PROC, L_REF } from './labels.js';
import type { Tagger } from './model.js';
import { merchantSpans } from './spans.js';

/** A merchant named by the title alone (the shape of enrich.ts's derived merchant). */
export interface TaggedMerchant {
  rec: null;
  name: string;
  id: string;
  score: number;
  target: Target | null;
  start: number;
  end: number;
  /** Why the engine believes it (entity reasons). */
  reasons: string[];
}

/** What the hook reads of the pipeline state. */
export interface TitleView {
  raw: string;
  toks: readonly Tok[];
  words: readonly string[];
  wordTok: readonly number[];
  signals: ReadonlySet<Signal>;
  regionStart: number; // first word after a processor prefix
  regionEnd: number; // the place found by the gazetteer, or the end
  viaProcessor: boolean;
  income: boolean;
  /** words that are never part of a name beyond the bank vocabulary (payment platforms, transfer verbs) */
  isNonName?: (w: string, i?: number) => boolean; // i: the word's index in words
  /** (round 30) words[i] opens a legal form beyond COMPANY_SUFFIXES (legal-forms.ts lateLegalFormAt); `kept`: name words before it */
  lateLegal?: (i: number, kept: number) => boolean;
  /** (round 58) w is one of the engine's business words (WORD_TARGETS and the late lists: "КОФЕИНЯ", "PEKARNA") */
  isTrade?: (w: string) => boolean;
}

// Kinds of entry that have no merchant (as enrich.ts's NON_MERCHANT_SIGNALS, plus transfers).
const NO_MERCHANT: readonly Signal[] = ['salary', 'benefit', 'atm', 'tax', 'fine', 'cc_payment', 'own_transfer', 'interest', 'dividend', 'cash_deposit', 'fee'];
const TRANSFER: readonly Signal[] = ['transfer', 'transfer_in', 'transfer_out', 'standing_order'];

const labelsBuf = new Uint8Array(64);
// tagInput's separator codes of "/", ",", ":", ";", "|": between fields, never inside a name.
const FIELD_SEPS: ReadonlySet<number> = new Set([2, 4, 7, 8, 9]);
// Articles that open names in many languages ("AL REEF BAKERY", "EL RINCONCITO", "LE PETIT ...").
const NAME_ARTICLES: ReadonlySet<string> = new Set(['AL', 'EL', 'LA', 'LE', 'LES', 'LOS', 'LAS', 'THE', 'DE', 'DA', 'DI', 'DU', 'DER', 'DIE', 'DAS', 'HET', 'IL', 'LO', 'O', 'OS', 'AS']);
// Two-letter legal forms printed last that COMPANY_SUFFIXES (a tagger feature: new keys retrain it) lacks:
// US P.C. / P.A. / L.P., South African CC, & CO, Polish / Slovenian S.C. / S.P., German e.K., Hungarian Bt.,
// Japanese K.K. A name's last word, never a fragment of it.
const SHORT_LEGAL_FORMS: ReadonlySet<string> = new Set(['PC', 'PA', 'LP', 'CC', 'CO', 'SC', 'SP', 'EK', 'BT', 'KK']);
// "A FAVOR DE", "A NOME DI": the word after a payee preposition that still belongs to it.
const PAYEE_OF: ReadonlySet<string> = new Set(['DE', 'DI', 'DO', 'DA', 'DEL', 'OF']);

/**
 * The merchant of an unknown business: the rules' derived one when the tagger agrees or has
 * nothing better, else the tagged span. `derived` is what the rules made (null: no name).
 */
export function taggedMerchant(tagger: Tagger | null, v: TitleView, derived: TaggedMerchant | null): TaggedMerchant | null {
  if (!tagger || v.words.length === 0) return derived;
  // Decide first whether the tagger can change anything (it costs ~10-20 µs): a derived name it
  // can only extend to the left, over a word before it that is no bank word or number; no name
  // at all only where a merchant can be.
  if (derived ? derived.start <= v.regionStart || anyBankWord(v, derived.start - 1, derived.start) : !merchantPossible(v)) {
    return derived && mayOpenWithBankWord(v, derived) ? trimLead(tagger, v, derived) : derived;
  }
  const input = tagInput(v.toks, v.raw);
  const labels = tagger.tag(input, labelsBuf);
  const n = input.words.length;
  const span = merchantSpans(labels, n).find(([a]) => a >= v.regionStart);
  if (!span) return derived;
  let [start, end] = span;
  // A name is printed in one piece: where the parser cleaned something away inside the span
  // (a date, a card mask, a bank word), the name is the piece after it ("UMSATZ VOM 11.11.2024
  // BAECKEREI SCHUEREN"); a leading number is a reference.
  // (Not when only numbers follow the gap: "KLIPPOTEKET AS Kurs: 1.0000" keeps the name.)
  for (let i = start + 1; i < end; i++) if ((input.gap[i] === 1 || input.gap[i] === 2) && hasLetterFrom(v, i, end)) start = i;
  // Field separators cut it too ("PP/. ZALANDO", "C , SMITHS OF BAKEWELL", "KESSLER, IHR"): the longest piece.
  {
    let a = start, bs = start, be = end, best = -1;
    for (let i = start + 1; i <= end; i++) {
      if (i < end && !FIELD_SEPS.has(input.sep[i]!)) continue;
      if (i - a >= best) { best = i - a; bs = a; be = i; }
      a = i;
    }
    start = bs; end = be;
  }
  while (start < end - 1 && hasDigit(v.words[start]!)) start++; // a number or a till code ("K1")
  // Nor does it start with a payment platform's name ("UPI-KRISHNA MEDICAL STORE-...").
  while (start < end - 1 && v.isNonName?.(v.words[start]!, start)) start++;
  // A name the card network's field cut short ends in a fragment ("THE COPPER KETTLE TEA RO", "HILLSIDE
  // GARDEN CE"): a last word of one or two letters right after the span, that the tagger reads as a place
  // code while the title names no place at all, is the tail of the name, not a country or a state.
  if (end === n - 1 && labels[end] === L_LOC && v.words[end]!.length <= 2 && !hasDigit(v.words[end]!) && v.regionEnd >= n && !COMPANY_SUFFIXES.has(v.words[end]!) && !SHORT_LEGAL_FORMS.has(v.words[end]!)
    && !FIELD_SEPS.has(input.sep[end]!)) end++;
  // A legal form ends a name and is no part of it ("MUELLER BAU GMBH"), nor starts one ("SARL BOULANGERIE MARTIN").
  while (end - start > 1 && COMPANY_SUFFIXES.has(v.words[end - 1]!)) end--;
  while (end - start > 1 && COMPANY_SUFFIXES.has(v.words[start]!)) start++;
  // (round 30) The legal forms the features do not list end it too, with the owner or reference after them.
  if (v.lateLegal) for (let i = start + 1; i < end; i++) if (v.lateLegal(i, i - start)) { end = i; break; }
  // (round 30) "CARD PAYMENT TO JOHN SMITH BUTCHERS ON 02-11-2026": ON printed last (its date cleaned away) is the
  // British layout's date label, as the rules read it.
  // ((round 77) also before the next field when the date it introduced was cleaned: "MOSS & OAK ON 03 MAR BCC")
  if (end - start >= 3 && v.words[end - 1] === 'ON' && (end === n || input.gap[end] === 1 || input.gap[end] === 2)) end--;
  if (derived) {
    // Rules and tagger agree, or the tagged span does not overlap the derived one.
    if ((start === derived.start && end === derived.end) || end <= derived.start || start >= derived.end) return derived;
    // The tagger keeps the owner's or fancy name before the business word the rules started at
    // ("LUPITA'S TAQUERIA", "MAMA ROSA PIZZERIA"), never across a known bank word or a number.
    // (Trimming the rules' span on the right was measured too and lost more than it won.)
    // Nor over the words that introduce the payee ("A FAVOR DE TALLERES ...": the name follows them).
    for (let i = derived.start - 1; i >= start; i--) {
      if (!LEAD_PREPOSITIONS.has(v.words[i]!)) continue;
      start = i + 1;
      if (start < derived.start && PAYEE_OF.has(v.words[start]!)) start++;
      break;
    }
    // (nor across a field separator: "C , SMITHS OF BAKEWELL", "PP/. ZALANDO" are two fields)
    let across = false;
    for (let i = start + 1; i <= derived.start && !across; i++) across = FIELD_SEPS.has(input.sep[i]!);
    const extendsLeft = start < derived.start && end > derived.start && !across && !anyBankWord(v, start, derived.start);
    if (!extendsLeft) return derived;
    return fromSpan(v, start, end, derived.score, derived.target);
  }
  // A person's name is a payment to a person (the tagger says so too).
  for (let i = start; i < end; i++) if (labels[i] === L_PER) return null;
  if (FIRST_NAMES.has(v.words[start]!) && end - start <= 3 && !hasTarget(v, start, end)) return null;
  return fromSpan(v, start, end, 60, null);
}

/**
 * A derived name whose first word may be a bank word of a layout the lexicon lacks ("KAUF VELO
 * BRUNNER", "CONSUMO SUPERMAXI", "DEBETKORT KAFFIHUS ..."): two words or more, the first no
 * business word, first name, legal form or number, and no processor before it. Cheap, so most
 * names never reach the tagger.
 */
function mayOpenWithBankWord(v: TitleView, d: TaggedMerchant): boolean {
  // (Behind a processor prefix the name follows the prefix directly: no bank word there.)
  if (d.end - d.start < 2 || v.viaProcessor) return false;
  const w = v.words[d.start]!;
  // (Nor a common word that brands and shops are named with, BLUE, HAPPY, URBAN, ROYAL: it opens names,
  // never a bank's phrase. Round 9: this spares the tagger on most such names, ~10 % of the titles of the
  // HTTP benchmark's unique feed, and trims no fewer names on the readable sets.)
  return w.length >= 3 && !NAME_ARTICLES.has(w) && !WORD_TARGETS[w] && !FIRST_NAMES.has(w) && !COMPANY_SUFFIXES.has(w) && !hasDigit(w) && !LEAD_PREPOSITIONS.has(w)
    && !GENERIC_WORDS.has(w) && !v.isTrade?.(w);
}

/**
 * The tagger drops leading words of the derived name it reads as boilerplate (O, REF, PROC):
 * the name starts where its merchant span starts, inside the derived one; the right edge stays
 * the rules' (trimming there lost more than it won).
 */
function trimLead(tagger: Tagger, v: TitleView, d: TaggedMerchant): TaggedMerchant {
  const input = tagInput(v.toks, v.raw);
  const labels = tagger.tag(input, labelsBuf);
  let s = d.start;
  while (s < d.end - 1 && (labels[s] === L_O || labels[s] === L_REF || labels[s] === L_PROC)) s++;
  if (s === d.start || labels[s] !== L_BM) return d;
  // The rules' display with its first words dropped: their right edge (legal forms, "&", numbers) stays.
  const shown = d.name.split(' ');
  const k = s - d.start;
  if (shown.length <= k || nameKey(shown.slice(0, k).join(' ')).toUpperCase() !== v.words.slice(d.start, s).join('')) return d;
  const display = shown.slice(k).join(' ');
  const key = nameKey(display);
  if (key.length < 3) return d;
  return { ...d, name: display, id: derivedMerchantId(key), start: s, reasons: [...d.reasons, 'sequence_tagger'] };
}

/** No name from the rules: only where a merchant can be at all. */
function merchantPossible(v: TitleView): boolean {
  if (v.income || NO_MERCHANT.some((s) => v.signals.has(s))) return false;
  return v.viaProcessor || v.signals.has('card') || !TRANSFER.some((s) => v.signals.has(s));
}

function hasLetterFrom(v: TitleView, a: number, b: number): boolean {
  for (let i = a; i < b; i++) if (!isDigits(v.words[i]!)) return true;
  return false;
}

function hasDigit(w: string): boolean {
  for (let i = 0; i < w.length; i++) { const c = w.charCodeAt(i); if (c >= 48 && c <= 57) return true; }
  return false;
}

/** A known bank word or a number among words [a, b): no name the rules missed. */
function anyBankWord(v: TitleView, a: number, b: number): boolean {
  for (let i = a; i < b; i++) if (LEXICON.byFirst.has(v.words[i]!) || hasDigit(v.words[i]!) || v.isNonName?.(v.words[i]!, i)) return true;
  return false;
}

function hasTarget(v: TitleView, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (WORD_TARGETS[v.words[i]!]) return true;
  return false;
}

function fromSpan(v: TitleView, start: number, end: number, score: number, target: Target | null): TaggedMerchant | null {
  const parts: string[] = [];
  let t: Target | null = target;
  for (let i = start; i < end; i++) {
    const ti = v.wordTok[i]!;
    if (i > start) {
      // "SMITH & SONS": an ampersand between two name words is part of the name.
      for (let k = v.wordTok[i - 1]! + 1; k < ti; k++) if (v.toks[k]!.w === '&') { parts.push('&'); break; }
    }
    parts.push(v.toks[ti]!.o);
    t ??= WORD_TARGETS[v.words[i]!] ?? null;
  }
  const display = titleCase(splitCamel(parts.join(' ')));
  const key = nameKey(display);
  if (key.length < 3 || !/[A-Za-z]/.test(display)) return null;
  const reasons = ['name_from_title', 'sequence_tagger'];
  if (t) reasons.push('business_word_match');
  if (v.viaProcessor) reasons.push('processor_descriptor');
  return { rec: null, name: display, id: derivedMerchantId(key), score: t && !target ? score + 6 : score, target: t, start, end, reasons };
}
