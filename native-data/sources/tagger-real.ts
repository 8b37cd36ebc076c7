// Real labelled statement lines for the tagger (round 13): the labelled eval sets give the
// merchant name, the city and the p2p recipient, not token labels. The words of each title are
// labelled by aligning those names to the parser's cleaned words; every other word keeps the label
// the synthetic-only model gives it (a merchant label outside the aligned name becomes O). Lines
// whose merchant name does not align, or aligns in two places, are dropped. Deterministic: fixed
// file order, file line order, no randomness (the trainer's seeded shuffle does the rest).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseTitle } from '../../workers/engine/parse.js';
import { fold } from '../../workers/engine/text.js';
import { tagInput } from '../../workers/engine/tagger/features.js';
import { L_BM, L_IM, L_LOC, L_O, L_PER } from '../../workers/engine/tagger/labels.js';
import type { Tagger } from '../../workers/engine/tagger/model.js';
import type { TrainingExample } from '../../workers/engine/tagger/train.js';

/**
 * The labelled sets the tagger trains on (bench/eval/, in this order). Fixed before any result was
 * seen; the other readable sets (heldout-c, tune-12, generalisation*, engineer-cases, dev) are the
 * round's test sets and are never read here.
 */
export const TAGGER_REAL_SETS: readonly string[] = ['tune-5', 'tune-6', 'tune-7', 'tune-8', 'tune-9', 'tune-10', 'heldout-a'];
/** Copies of each real line in the training set (the synthetic corpus has ~30k titles). */
export const TAGGER_REAL_WEIGHT = 3;

/**
 * Real lines printed in one of the corpus's held-out layouts (tagger-corpus.ts, `heldOut: true`) are left
 * out, so the tagger's own held-out test stays on layouts it never trained on (42 lines of the split).
 */
const HELD_OUT_LAYOUTS: readonly RegExp[] = [
  /^CHECKCARD\b/i, /^CARD PAYMENT TO\b/i, /\/\/[^/]*\/DE\b/i, /^BANCONTACT\b/i, /^POS CARTA\b/i, /^CUMPARARE POS\b/i,
  /^COMPRA CON DEBITO\b/i, /^NETS\b/i, /^POS\/WEB PURCHASE\b/i,
];

export interface RealLine { id: string; title: string; country: string; merchant: string[] | null; city: string[]; recipient: string | null }

const asList = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The lines of the training sets, in file order. A missing set is an error: the model must not silently differ. */
export function loadRealLines(root: string, sets: readonly string[] = TAGGER_REAL_SETS): RealLine[] {
  const out: RealLine[] = [];
  for (const s of sets) {
    const file = join(root, 'bench', 'eval', `${s}.jsonl`);
    if (!existsSync(file)) throw new Error(`the tagger's training set ${file} is missing (the data build trains on bench/eval/: copy it too)`);
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const o = JSON.parse(line) as { id: string; title: string; country?: string; expect?: Record<string, unknown> };
      if (HELD_OUT_LAYOUTS.some((re) => re.test(o.title))) continue;
      const e = o.expect ?? {};
      const m = e.merchant === null || e.merchant === undefined ? null : asList(e.merchant);
      const p2p = e.p2p as { recipient?: unknown } | null | undefined;
      out.push({
        id: o.id, title: o.title, country: o.country ?? '', merchant: m, city: asList(e.city),
        recipient: p2p && typeof p2p.recipient === 'string' ? p2p.recipient : null,
      });
    }
  }
  return out;
}

const nameWords = (s: string): string[] => fold(s).replace(/['’]/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Start positions where `name` matches `words` word by word (the last word may be cut short by the card field). */
function matches(words: readonly string[], name: readonly string[]): number[] {
  const at: number[] = [];
  const k = name.length;
  if (k === 0) return at;
  for (let i = 0; i + k <= words.length; i++) {
    let ok = true;
    for (let j = 0; j < k && ok; j++) {
      const w = words[i + j]!, n = name[j]!;
      ok = w === n || (j === k - 1 && k > 1 && w.length >= 3 && n.startsWith(w));
    }
    if (ok) at.push(i);
  }
  return at;
}

/** One span [start, end) for the names, or null when none or two different ones align. */
function alignOne(words: readonly string[], names: readonly string[]): [number, number] | null | 'ambiguous' {
  let best: [number, number] | null = null;
  const all: Array<[number, number]> = [];
  for (const nm of names) {
    const nw = nameWords(nm);
    for (const i of matches(words, nw)) {
      const sp: [number, number] = [i, i + nw.length];
      all.push(sp);
      if (!best || sp[1] - sp[0] > best[1] - best[0]) best = sp;
    }
  }
  if (!best) return null;
  // Every other match must lie inside the chosen one ("The Salty Pig" / "Salty Pig"), else two places.
  for (const [a, b] of all) if (a < best[0] || b > best[1]) return 'ambiguous';
  return best;
}

export interface RealCorpus { examples: TrainingExample[]; used: number; dropped: number }

/** Labels the real lines with the aligned names over `base`'s labels (the synthetic-only model). */
export function labelRealLines(lines: readonly RealLine[], base: Tagger): RealCorpus {
  const examples: TrainingExample[] = [];
  let dropped = 0;
  const out = new Uint8Array(64);
  for (const l of lines) {
    const p = parseTitle(l.title, l.country);
    const input = tagInput(p.toks, l.title);
    const n = input.words.length;
    if (n === 0) { dropped++; continue; }
    const labels = Uint8Array.from(base.tag(input, out).subarray(0, n));
    for (let i = 0; i < n; i++) if (labels[i] === L_BM || labels[i] === L_IM) labels[i] = L_O;
    let ms: [number, number] | null = null;
    if (l.merchant) {
      const a = alignOne(input.words, l.merchant);
      if (!a || a === 'ambiguous') { dropped++; continue; }
      ms = a;
    }
    if (l.recipient) {
      const a = alignOne(input.words, [l.recipient]);
      if (a === 'ambiguous' || (a && ms && a[0] < ms[1] && a[1] > ms[0])) { dropped++; continue; }
      if (a) for (let i = a[0]; i < a[1]; i++) labels[i] = L_PER;
    }
    if (l.city.length > 0) {
      const a = alignOne(input.words, l.city);
      if (a && a !== 'ambiguous' && !(ms && a[0] < ms[1] && a[1] > ms[0])) for (let i = a[0]; i < a[1]; i++) labels[i] = L_LOC;
    }
    if (ms) for (let i = ms[0]; i < ms[1]; i++) labels[i] = i === ms[0] ? L_BM : L_IM;
    examples.push({ input, labels });
  }
  return { examples, used: examples.length, dropped };
}
