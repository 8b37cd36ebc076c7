// Accuracy evaluation: scores the engine on labelled JSONL cases (../shared/eval/FORMAT.md).
// Usage: node dist/bench/eval.js FILE.jsonl [FILE2.jsonl ...] [--json] [--misses N] [--data DIR] [--no-splits] [--miss-kinds]
// Prints field accuracy, then splits: expected brand in curated data / in NSI only / in no data
// set (looked up in the built merchant index), behind a processor or not, per country.
// --json prints the same (and the misses, up to --misses N) as one JSON object to diff between runs.
// --miss-kinds adds aggregate counts of what kind each miss is (missKinds in --json): counts and
// the fixed category / channel names only, never a title or a label's text, so that it may be run
// on blind sets (with --misses 0).
import { readFileSync } from 'node:fs';
import { createEngine, type Engine } from '../workers/engine/index.js';
import { loadEngineData } from '../workers/engine/data.js';
import { CHANNELS, LEVEL1_CATEGORIES, type EngineResult, type MerchantRecord } from '../workers/engine/types.js';

interface Case {
  id: string;
  title: string;
  country: string;
  type: 'expense' | 'income';
  expect: {
    merchant?: string[] | null;
    category1?: string;
    processor?: string | null;
    p2p?: { platform: string; recipient?: string } | null;
    /** one name, or several acceptable forms ("München", "Munich") */
    city?: string | string[] | null;
    channel?: string;
    recurring?: boolean;
  };
}

const FIELDS = [
  'merchant', 'merchant_none', 'category1', 'processor', 'processor_none', 'p2p', 'p2p_none',
  'city', 'city_none', 'channel', 'recurring',
] as const;
type Field = (typeof FIELDS)[number];

interface Miss { id: string; field: Field; title: string; expected: unknown; got: unknown }

// Letters NFD does not decompose ("Søren", "Łódź", "Straße") fold as a reader would.
const FOLD_EXTRA: Record<string, string> = { ø: 'o', Ø: 'o', æ: 'ae', Æ: 'ae', ß: 'ss', ł: 'l', Ł: 'l', đ: 'd', Đ: 'd', ı: 'i', œ: 'oe', Œ: 'oe', þ: 'th' };
const foldExtra = (s: string): string => s.replace(/[øØæÆßłŁđĐıœŒþ]/g, (c) => FOLD_EXTRA[c]!);
// Latin text compares as a-z and 0-9 only; letters (and their marks) of other scripts are kept,
// so that a name in Cyrillic, CJK, Thai ... is compared too instead of normalising to "" (which
// matched any other non-Latin answer, or none: a missing recipient equalled "김지훈").
const OTHER_SCRIPT_RE = /[^\p{L}\p{M}]|[\p{Script=Latin}\p{Script=Common}]/gu;
const keepOther = (s: string): string => (/[^\x00-\u036f]/.test(s) ? s.replace(OTHER_SCRIPT_RE, '') : '');
const normWith = (s: string | null | undefined, latin: RegExp): string => {
  const t = foldExtra(s ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  let out = '';
  for (const ch of t) out += latin.test(ch) ? ch : keepOther(ch);
  return out;
};
const norm = (s: string | null | undefined): string => normWith(s, /^[a-z0-9]$/);
const lettersOnly = (s: string | null | undefined): string => normWith(s, /^[a-z]$/);

export function scoreCase(c: Case, r: EngineResult): Array<{ field: Field; ok: boolean; expected: unknown; got: unknown }> {
  const out: Array<{ field: Field; ok: boolean; expected: unknown; got: unknown }> = [];
  const e = c.expect;
  const en = r.enrichments;
  const merchant = en.merchant.status === 'found' ? en.merchant.data?.name ?? null : null;
  if (e.merchant !== undefined) {
    if (e.merchant === null) out.push({ field: 'merchant_none', ok: merchant === null, expected: null, got: merchant });
    else out.push({ field: 'merchant', ok: merchant !== null && e.merchant.some((n) => norm(n) === norm(merchant)), expected: e.merchant, got: merchant });
  }
  if (e.category1 !== undefined) {
    const got = r.transaction.category.primary.name;
    out.push({ field: 'category1', ok: got.toLowerCase() === e.category1.toLowerCase(), expected: e.category1, got });
  }
  const processor = en.paymentProcessor.status === 'found' ? en.paymentProcessor.data?.name ?? null : null;
  if (e.processor !== undefined) {
    if (e.processor === null) out.push({ field: 'processor_none', ok: processor === null, expected: null, got: processor });
    else out.push({ field: 'processor', ok: processor !== null && norm(processor) === norm(e.processor), expected: e.processor, got: processor });
  }
  const p2p = en.peerToPeer.status === 'found' ? en.peerToPeer.data : null;
  if (e.p2p !== undefined) {
    const got = p2p ? { platform: p2p.platform.name, recipient: p2p.recipient?.displayName ?? null } : null;
    if (e.p2p === null) out.push({ field: 'p2p_none', ok: p2p === null, expected: null, got });
    else {
      let ok = !!p2p && norm(p2p.platform.name) === norm(e.p2p.platform);
      if (ok && e.p2p.recipient !== undefined) ok = lettersOnly(p2p!.recipient?.displayName) === lettersOnly(e.p2p.recipient);
      out.push({ field: 'p2p', ok, expected: e.p2p, got });
    }
  }
  const city = en.location.status === 'found' ? en.location.data?.structured.city ?? null : null;
  if (e.city !== undefined) {
    if (e.city === null) out.push({ field: 'city_none', ok: city === null, expected: null, got: city });
    else {
      const names = Array.isArray(e.city) ? e.city : [e.city];
      out.push({ field: 'city', ok: city !== null && names.some((n) => norm(n) === norm(city)), expected: e.city, got: city });
    }
  }
  if (e.channel !== undefined) out.push({ field: 'channel', ok: r.transaction.channel === e.channel, expected: e.channel, got: r.transaction.channel });
  if (e.recurring !== undefined) {
    out.push({ field: 'recurring', ok: r.transaction.subscription.recurring === e.recurring, expected: e.recurring, got: r.transaction.subscription.recurring });
  }
  return out;
}

export function readCases(files: string[]): Case[] {
  const cases: Case[] = [];
  for (const f of files) {
    const lines = readFileSync(f, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const t = line.trim();
      if (!t || t.startsWith('//')) return;
      try { cases.push(JSON.parse(t) as Case); } catch { throw new Error(`${f}:${i + 1}: invalid JSON`); }
    });
  }
  return cases;
}

/** Where the expected brand lives in the built merchant data (name or alias, normalised). */
export type BrandSource = 'curated' | 'nsi_only' | 'no_data' | 'no_merchant';

export function brandSources(merchants: MerchantRecord[]): Map<string, 'curated' | 'nsi'> {
  const m = new Map<string, 'curated' | 'nsi'>();
  for (const r of merchants) {
    for (const n of [r.name, ...r.alias]) {
      const k = norm(n);
      if (!k) continue;
      if (r.source === 'curated') m.set(k, 'curated');
      else if (!m.has(k)) m.set(k, 'nsi');
    }
  }
  return m;
}

function brandSourceOf(c: Case, sources: Map<string, 'curated' | 'nsi'> | null): BrandSource {
  const names = c.expect.merchant;
  if (!names) return 'no_merchant';
  if (!sources) return 'no_data';
  let nsi = false;
  for (const n of names) {
    const s = sources.get(norm(n));
    if (s === 'curated') return 'curated';
    if (s === 'nsi') nsi = true;
  }
  return nsi ? 'nsi_only' : 'no_data';
}

// ---- --miss-kinds: what kind each miss is, as counts only -------------------------------------
// Nothing a set's titles or labels hold is kept: a merchant, city or recipient miss is reduced to a
// kind, category and channel values to the fixed names of FORMAT.md ('(other)' for anything else).

/**
 * A merchant miss: expected a name but none came, a name where none was expected, or how the two
 * names differ: the prediction holds all the expected name's words and more (too_long: the extra
 * words before, after, both or in between) or only some of them (too_short: the missing ones before
 * ...); is the same name spelled a little differently (spelling_variant: an edit distance of at most
 * an eighth of the longer name) or its letters cut down in order (abbreviated: "Smrtfnl"); shares a
 * word but is neither (shifted_overlap); shares none (different_name), or shares none and is written
 * in another script (other_script: "Koleso" for "Колесо"). format_only: differs only in what the
 * scorer ignores (never a miss) or in "&" against "and".
 */
export const MERCHANT_MISS_KINDS = [
  'none_predicted', 'invented',
  'too_long_extra_before', 'too_long_extra_after', 'too_long_extra_both', 'too_long_extra_between',
  'too_short_missing_before', 'too_short_missing_after', 'too_short_missing_both', 'too_short_missing_between',
  'spelling_variant', 'abbreviated', 'shifted_overlap', 'different_name', 'other_script', 'format_only',
] as const;
export type MerchantMissKind = (typeof MERCHANT_MISS_KINDS)[number];

const KIND_ORDER = {
  merchant: MERCHANT_MISS_KINDS,
  category1: ['merchant_name_right', 'merchant_none_right', 'merchant_wrong', 'merchant_unscored'],
  processor: ['none_predicted', 'wrong', 'invented'],
  p2p: ['none_predicted', 'platform_wrong', 'recipient_none', 'recipient_wrong', 'invented'],
  city: ['none_predicted', 'wrong', 'invented'],
  channel: ['none_predicted', 'wrong', 'invented'],
  recurring: ['missed', 'invented'],
} as const;
type KindField = keyof typeof KIND_ORDER;
const SPLIT_KEYS = {
  brand: ['curated', 'nsi_only', 'no_data', 'no_merchant'],
  processor: ['behind_processor', 'no_processor'],
} as const;

// Words as the scorer sees them: split at anything but letters, marks, digits and apostrophes, each
// normalised by norm() (so case, diacritics and punctuation never make two words differ), a
// possessive "'s" dropped ("Nena's" is the word "Nena").
const nameWords = (s: string): string[] => s.split(/[^\p{L}\p{M}\p{N}'’]+/u).map((w) => norm(w.replace(/['’]s$/i, ''))).filter((w) => w !== '');
// "&" and "+" spelled out ("Acqua & Sapone" against "Acqua e Sapone").
const LINK_WORDS = new Set(['and', 'und', 'et', 'y', 'e', 'en', 'og', 'och', 'i', 'ja', 'es', 'a']);
const linkless = (s: string): string => s.replace(/[&+]/g, ' and ').split(/\s+/).map((w) => (LINK_WORDS.has(norm(w)) ? 'and' : norm(w))).join('');
// Words too common to count as the shared word of an overlap.
const STOP_WORDS = new Set(['and', 'und', 'et', 'og', 'och', 'en', 'the', 'of', 'de', 'di', 'da', 'do', 'du', 'des', 'del', 'la', 'le', 'les', 'el', 'los', 'las', 'der', 'die', 'das', 'den', 'van', 'von', 'a', 'an']);

/**
 * Where `inner` sits inside `outer` (whole words in a row, else characters of the words joined):
 * extra before / after; 'between' when all its words are there but not in a row (extra words in
 * between, or reordered).
 */
function containment(inner: string[], outer: string[]): { before: boolean; after: boolean } | 'between' | null {
  if (inner.length === 0 || outer.length === 0) return null;
  for (let i = 0; outer.length > inner.length && i + inner.length <= outer.length; i++) {
    if (inner.every((w, j) => outer[i + j] === w)) return { before: i > 0, after: i + inner.length < outer.length };
  }
  // Characters of the words joined ("BlueBottle", "Greenleafnurs"), four or more, starting or ending
  // at a word's edge.
  const a = inner.join(''), b = outer.join('');
  const edges = new Set<number>([0]);
  let n = 0;
  for (const w of outer) edges.add((n += w.length));
  for (let at = a.length >= 4 ? b.indexOf(a) : -1; at >= 0 && b.length > a.length; at = b.indexOf(a, at + 1)) {
    if (edges.has(at) || edges.has(at + a.length)) return { before: at > 0, after: at + a.length < b.length };
  }
  const have = new Map<string, number>();
  for (const w of outer) have.set(w, (have.get(w) ?? 0) + 1);
  if (outer.length > inner.length && inner.every((w) => { const n = have.get(w) ?? 0; have.set(w, n - 1); return n > 0; })) return 'between';
  return null;
}

function editDistance(a: string, b: string): number {
  const x = [...a], y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[y.length]!;
}

/** `short`'s letters in order within `long`, from the same first letter: a statement's abbreviation. */
function isAbbreviation(short: string, long: string): boolean {
  const s = [...short], l = [...long];
  if (s.length < 2 || s.length >= l.length || s[0] !== l[0]) return false;
  let i = 0;
  for (const ch of l) if (ch === s[i]) i++;
  return i === s.length;
}

const scriptsOf = (s: string): Set<'latin' | 'other'> => {
  const out = new Set<'latin' | 'other'>();
  for (const ch of norm(s)) out.add(/^[a-z0-9]$/.test(ch) ? 'latin' : 'other');
  return out;
};

const side = (c: { before: boolean; after: boolean }): 'before' | 'after' | 'both' => (c.before && c.after ? 'both' : c.before ? 'before' : 'after');

function nameMissKind(expected: string, got: string): Exclude<MerchantMissKind, 'none_predicted' | 'invented'> {
  const e = nameWords(expected), p = nameWords(got);
  // What the scorer ignores (case, diacritics, punctuation, spacing) never makes a miss; "&" against
  // "and" is the one spelling difference of that sort it does count.
  if (norm(expected) === norm(got) || linkless(expected) === linkless(got)) return 'format_only';
  const long = containment(e, p);
  if (long) return long === 'between' ? 'too_long_extra_between' : `too_long_extra_${side(long)}`;
  const short = containment(p, e);
  if (short) return short === 'between' ? 'too_short_missing_between' : `too_short_missing_${side(short)}`;
  const ne = norm(expected), np = norm(got);
  if (Math.min([...ne].length, [...np].length) >= 4 && editDistance(ne, np) <= Math.max(1, Math.floor(Math.max([...ne].length, [...np].length) / 8))) return 'spelling_variant';
  if (isAbbreviation(np, ne)) return 'abbreviated';
  const pw = new Set(p.filter((w) => !STOP_WORDS.has(w) && w.length > 1));
  if (e.some((w) => pw.has(w))) return 'shifted_overlap';
  const se = scriptsOf(expected), sp = scriptsOf(got);
  return se.size > 0 && sp.size > 0 && ![...se].some((x) => sp.has(x)) ? 'other_script' : 'different_name';
}

const NAME_KIND_RANK = (k: MerchantMissKind): number =>
  k === 'format_only' ? 0 : k.startsWith('too_') ? 1 : k === 'spelling_variant' || k === 'abbreviated' ? 2
    : k === 'shifted_overlap' ? 3 : k === 'different_name' ? 4 : 5;

/**
 * The kind of a merchant miss; with several acceptable names, the one the prediction comes closest
 * to (the nearest kind, then the nearest length).
 */
export function merchantMissKind(expected: string[] | null, got: string | null): MerchantMissKind {
  if (expected === null) return 'invented';
  if (got === null) return 'none_predicted';
  let best: MerchantMissKind = 'other_script';
  let bestGap = Infinity;
  for (const n of expected) {
    const k = nameMissKind(n, got);
    const gap = Math.abs([...norm(n)].length - [...norm(got)].length);
    if (NAME_KIND_RANK(k) < NAME_KIND_RANK(best) || (NAME_KIND_RANK(k) === NAME_KIND_RANK(best) && gap < bestGap)) {
      best = k;
      bestGap = gap;
    }
  }
  return best;
}

const CATEGORY_BY_LOWER = new Map(LEVEL1_CATEGORIES.map((n) => [n.toLowerCase(), n]));
const categoryLabel = (v: unknown): string => (typeof v === 'string' && CATEGORY_BY_LOWER.get(v.toLowerCase())) || '(other)';
const channelLabel = (v: unknown): string => (typeof v === 'string' && (CHANNELS as readonly string[]).includes(v) ? v : '(other)');

type Scored = ReturnType<typeof scoreCase>;
export interface KindCount { count: number; brand: Record<string, number>; processor: Record<string, number> }
export interface MissKindsReport {
  scored: Record<KindField, number>;
  merchant: Record<string, KindCount>;
  category1: { merchant: Record<string, KindCount>; confusion: Array<{ expected: string; predicted: string; count: number }> };
  processor: Record<string, KindCount>;
  p2p: Record<string, KindCount>;
  city: Record<string, KindCount>;
  channel: { kinds: Record<string, KindCount>; confusion: Array<{ expected: string; predicted: string; count: number }> };
  recurring: Record<string, KindCount>;
}

export class MissKinds {
  private readonly counts = new Map<KindField, Map<string, KindCount>>();
  private readonly scored = new Map<KindField, number>();
  private readonly confusion = { category1: new Map<string, number>(), channel: new Map<string, number>() };

  private bump(field: KindField, kind: string, brand: BrandSource, proc: 'behind_processor' | 'no_processor'): void {
    let f = this.counts.get(field);
    if (!f) this.counts.set(field, (f = new Map()));
    let k = f.get(kind);
    if (!k) {
      k = { count: 0, brand: Object.fromEntries(SPLIT_KEYS.brand.map((s) => [s, 0])), processor: Object.fromEntries(SPLIT_KEYS.processor.map((s) => [s, 0])) };
      f.set(kind, k);
    }
    k.count++;
    k.brand[brand]!++;
    k.processor[proc]!++;
  }

  /** One case's scored fields (scoreCase) with the case's brand and processor splits. */
  add(scored: Scored, brand: BrandSource, proc: 'behind_processor' | 'no_processor'): void {
    const merchant = scored.find((s) => s.field === 'merchant' || s.field === 'merchant_none');
    for (const s of scored) {
      const base = s.field.replace(/_none$/, '') as KindField | 'recurring';
      if (base in KIND_ORDER) this.scored.set(base as KindField, (this.scored.get(base as KindField) ?? 0) + 1);
      if (s.ok) continue;
      const none = s.field.endsWith('_none');
      switch (s.field) {
        case 'merchant': case 'merchant_none':
          this.bump('merchant', merchantMissKind(none ? null : (s.expected as string[]), (s.got as string | null) ?? null), brand, proc);
          break;
        case 'category1': {
          const m = !merchant ? 'merchant_unscored' : !merchant.ok ? 'merchant_wrong' : merchant.field === 'merchant' ? 'merchant_name_right' : 'merchant_none_right';
          this.bump('category1', m, brand, proc);
          const key = `${categoryLabel(s.expected)}\u0000${categoryLabel(s.got)}`;
          this.confusion.category1.set(key, (this.confusion.category1.get(key) ?? 0) + 1);
          break;
        }
        case 'processor': case 'processor_none': case 'city': case 'city_none':
          this.bump(s.field.replace(/_none$/, '') as KindField, none ? 'invented' : s.got === null ? 'none_predicted' : 'wrong', brand, proc);
          break;
        case 'p2p': case 'p2p_none': {
          const got = s.got as { platform: string; recipient: string | null } | null;
          const exp = s.expected as { platform: string; recipient?: string } | null;
          let kind: string;
          if (none) kind = 'invented';
          else if (!got) kind = 'none_predicted';
          else if (norm(got.platform) !== norm(exp!.platform)) kind = 'platform_wrong';
          else kind = got.recipient ? 'recipient_wrong' : 'recipient_none';
          this.bump('p2p', kind, brand, proc);
          break;
        }
        case 'channel': {
          this.bump('channel', s.got === 'unknown' ? 'none_predicted' : s.expected === 'unknown' ? 'invented' : 'wrong', brand, proc);
          const key = `${channelLabel(s.expected)}\u0000${channelLabel(s.got)}`;
          this.confusion.channel.set(key, (this.confusion.channel.get(key) ?? 0) + 1);
          break;
        }
        case 'recurring':
          this.bump('recurring', s.expected === true ? 'missed' : 'invented', brand, proc);
          break;
      }
    }
  }

  report(): MissKindsReport {
    const kinds = (field: KindField): Record<string, KindCount> => {
      const out: Record<string, KindCount> = {};
      const f = this.counts.get(field);
      for (const k of KIND_ORDER[field]) {
        out[k] = f?.get(k) ?? { count: 0, brand: Object.fromEntries(SPLIT_KEYS.brand.map((s) => [s, 0])), processor: Object.fromEntries(SPLIT_KEYS.processor.map((s) => [s, 0])) };
      }
      return out;
    };
    const confusion = (m: Map<string, number>) =>
      [...m].map(([k, count]) => { const [expected, predicted] = k.split('\u0000') as [string, string]; return { expected, predicted, count }; })
        .sort((a, b) => b.count - a.count || a.expected.localeCompare(b.expected) || a.predicted.localeCompare(b.predicted));
    const scored = Object.fromEntries(Object.keys(KIND_ORDER).map((f) => [f, this.scored.get(f as KindField) ?? 0])) as Record<KindField, number>;
    return {
      scored,
      merchant: kinds('merchant'),
      category1: { merchant: kinds('category1'), confusion: confusion(this.confusion.category1) },
      processor: kinds('processor'),
      p2p: kinds('p2p'),
      city: kinds('city'),
      channel: { kinds: kinds('channel'), confusion: confusion(this.confusion.channel) },
      recurring: kinds('recurring'),
    };
  }
}

const MISS_COLUMNS: Array<['brand' | 'processor', string]> = [
  ...SPLIT_KEYS.brand.map((k) => ['brand', k] as ['brand', string]),
  ...SPLIT_KEYS.processor.map((k) => ['processor', k] as ['processor', string]),
];

export function printMissKinds(mk: MissKindsReport, top = 15): void {
  const table = (title: string, scored: number, kinds: Record<string, KindCount>) => {
    const total = Object.values(kinds).reduce((n, k) => n + k.count, 0);
    console.log(`\n${title}: ${total} misses of ${scored} scored`);
    console.log(`  ${'kind'.padEnd(28)}${'all'.padStart(7)}${MISS_COLUMNS.map(([, k]) => k.padStart(17)).join('')}`);
    for (const [kind, k] of Object.entries(kinds)) {
      console.log(`  ${kind.padEnd(28)}${String(k.count).padStart(7)}${MISS_COLUMNS.map(([d, s]) => String(k[d][s] ?? 0).padStart(17)).join('')}`);
    }
  };
  const pairs = (title: string, list: MissKindsReport['channel']['confusion']) => {
    console.log(`  ${title} (top ${top} of ${list.length} pairs):`);
    for (const p of list.slice(0, top)) console.log(`    ${p.expected} -> ${p.predicted}: ${p.count}`);
  };
  console.log('\nmiss kinds (counts only; columns: brand split, processor split):');
  table('merchant (merchant + merchant_none)', mk.scored.merchant, mk.merchant);
  table('category1, by whether the merchant was right', mk.scored.category1, mk.category1.merchant);
  pairs('category1 expected -> predicted', mk.category1.confusion);
  table('processor (processor + processor_none)', mk.scored.processor, mk.processor);
  table('p2p (p2p + p2p_none)', mk.scored.p2p, mk.p2p);
  table('city (city + city_none)', mk.scored.city, mk.city);
  table('channel', mk.scored.channel, mk.channel.kinds);
  pairs('channel expected -> predicted', mk.channel.confusion);
  table('recurring', mk.scored.recurring, mk.recurring);
}

type Tally = Map<Field, { ok: number; n: number }>;
const SPLIT_FIELDS: Field[] = ['merchant', 'merchant_none', 'category1', 'processor', 'p2p', 'city', 'channel'];

function tallyAdd(t: Tally, field: Field, ok: boolean): void {
  const x = t.get(field) ?? { ok: 0, n: 0 };
  x.n++;
  if (ok) x.ok++;
  t.set(field, x);
}

function tallyOut(t: Tally, cases: number) {
  const fields: Record<string, { accuracy: number; correct: number; total: number }> = {};
  let ok = 0, n = 0;
  for (const f of FIELDS) {
    const x = t.get(f);
    if (!x) continue;
    fields[f] = { accuracy: x.n ? x.ok / x.n : 0, correct: x.ok, total: x.n };
    ok += x.ok;
    n += x.n;
  }
  return { cases, fields, allFields: n ? ok / n : 0 };
}

export function evaluate(engine: Engine, cases: Case[], merchants: MerchantRecord[] | null = null, opts: { missKinds?: boolean } = {}) {
  const totals: Tally = new Map();
  const missKinds = opts.missKinds ? new MissKinds() : null;
  const misses: Miss[] = [];
  const confidence = { found: 0, wrongHighConf: 0 };
  const sources = merchants ? brandSources(merchants) : null;
  const splitTallies = new Map<string, Map<string, { t: Tally; cases: number }>>();
  const inSplit = (dim: string, key: string) => {
    let d = splitTallies.get(dim);
    if (!d) splitTallies.set(dim, (d = new Map()));
    let g = d.get(key);
    if (!g) d.set(key, (g = { t: new Map(), cases: 0 }));
    g.cases++;
    return g.t;
  };
  for (const c of cases) {
    const r = engine.enrich({ title: c.title, country: c.country.toUpperCase(), type: c.type });
    const brand = brandSourceOf(c, sources);
    const proc = c.expect.processor ? 'behind_processor' : 'no_processor';
    const groups = [
      inSplit('brand', brand),
      inSplit('processor', proc),
      inSplit('country', c.country.toUpperCase()),
    ];
    const scored = scoreCase(c, r);
    missKinds?.add(scored, brand, proc);
    for (const s of scored) {
      tallyAdd(totals, s.field, s.ok);
      for (const g of groups) tallyAdd(g, s.field, s.ok);
      if (!s.ok) misses.push({ id: c.id, field: s.field, title: c.title, expected: s.expected, got: s.got });
      if (s.field === 'merchant' || s.field === 'merchant_none') {
        if (r.enrichments.merchant.status === 'found') {
          confidence.found++;
          if (!s.ok && (r.enrichments.merchant.confidence ?? 0) > 90) confidence.wrongHighConf++;
        }
      }
    }
  }
  const splits: Record<string, Record<string, ReturnType<typeof tallyOut>>> = {};
  for (const [dim, groups] of splitTallies) {
    splits[dim] = {};
    for (const key of [...groups.keys()].sort()) splits[dim]![key] = tallyOut(groups.get(key)!.t, groups.get(key)!.cases);
  }
  const { fields } = tallyOut(totals, cases.length);
  const res: {
    cases: number; fields: typeof fields; splits: typeof splits; misses: Miss[]; merchantConfidence: typeof confidence;
    missKinds?: MissKindsReport;
  } = { cases: cases.length, fields, splits, misses, merchantConfidence: confidence };
  // Only with the flag: without it the JSON stays as it was.
  if (missKinds) res.missKinds = missKinds.report();
  return res;
}

const pct = (x: { accuracy: number; correct: number; total: number } | undefined): string =>
  x ? `${(x.accuracy * 100).toFixed(1)}% ${x.correct}/${x.total}`.padStart(15) : '-'.padStart(15);

function printSplits(res: ReturnType<typeof evaluate>): void {
  for (const [dim, groups] of Object.entries(res.splits)) {
    console.log(`\nsplit by ${dim}:`);
    console.log(`${''.padEnd(18)}${'cases'.padStart(6)}${SPLIT_FIELDS.map((f) => f.padStart(15)).join('')}${'all fields'.padStart(12)}`);
    for (const [key, g] of Object.entries(groups)) {
      console.log(`${key.padEnd(18)}${String(g.cases).padStart(6)}${SPLIT_FIELDS.map((f) => pct(g.fields[f])).join('')}${`${(g.allFields * 100).toFixed(1)}%`.padStart(12)}`);
    }
  }
}

function main(argv: string[]): void {
  const files: string[] = [];
  let json = false;
  let maxMisses = Infinity;
  let dataDir: string | undefined;
  let noSplits = false;
  let withMissKinds = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') json = true;
    else if (a === '--misses') maxMisses = Number(argv[++i]);
    else if (a === '--data') dataDir = argv[++i];
    else if (a === '--no-splits') noSplits = true;
    else if (a === '--miss-kinds') withMissKinds = true;
    else files.push(a);
  }
  if (files.length === 0) {
    console.error('usage: npm run eval -- FILE.jsonl [more.jsonl] [--json] [--misses N] [--data DIR] [--no-splits] [--miss-kinds]');
    process.exit(2);
  }
  const data = loadEngineData(dataDir);
  const engine = createEngine(data, { iconBaseUrl: 'http://localhost' });
  const res = evaluate(engine, readCases(files), data.merchants, { missKinds: withMissKinds });
  if (json) {
    // --misses also bounds the JSON: a blind set's first run is stored without its misses.
    console.log(JSON.stringify({ ...res, misses: res.misses.slice(0, maxMisses) }, null, 2));
    return;
  }
  console.log(`cases: ${res.cases}`);
  for (const [f, v] of Object.entries(res.fields)) {
    console.log(`${f.padEnd(16)} ${(v.accuracy * 100).toFixed(1).padStart(6)}%  (${v.correct}/${v.total})`);
  }
  console.log(`merchant found: ${res.merchantConfidence.found}, wrong with confidence > 90: ${res.merchantConfidence.wrongHighConf}`);
  if (!noSplits) printSplits(res);
  const shown = res.misses.slice(0, maxMisses);
  if (shown.length) console.log(`\nmisses (${res.misses.length}):`);
  for (const m of shown) {
    console.log(`  ${m.id} ${m.field}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}  | ${m.title}`);
  }
  if (res.missKinds) printMissKinds(res.missKinds);
}

if (process.argv[1] && /eval\.(js|ts)$/.test(process.argv[1])) main(process.argv.slice(2));
