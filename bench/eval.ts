// Accuracy evaluation: scores the engine on labelled JSONL cases (../shared/eval/FORMAT.md).
// Usage: node dist/bench/eval.js FILE.jsonl [FILE2.jsonl ...] [--json] [--misses N] [--data DIR] [--no-splits]
// Prints field accuracy, then splits: expected brand in curated data / in NSI only / in no data
// set (looked up in the built merchant index), behind a processor or not, per country.
// --json prints the same (and the misses, up to --misses N) as one JSON object to diff between runs.
import { readFileSync } from 'node:fs';
import { createEngine, type Engine } from '../workers/engine/index.js';
import { loadEngineData } from '../workers/engine/data.js';
import type { EngineResult, MerchantRecord } from '../workers/engine/types.js';

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

export function evaluate(engine: Engine, cases: Case[], merchants: MerchantRecord[] | null = null) {
  const totals: Tally = new Map();
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
    const groups = [
      inSplit('brand', brandSourceOf(c, sources)),
      inSplit('processor', c.expect.processor ? 'behind_processor' : 'no_processor'),
      inSplit('country', c.country.toUpperCase()),
    ];
    for (const s of scoreCase(c, r)) {
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
  return { cases: cases.length, fields, splits, misses, merchantConfidence: confidence };
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
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') json = true;
    else if (a === '--misses') maxMisses = Number(argv[++i]);
    else if (a === '--data') dataDir = argv[++i];
    else if (a === '--no-splits') noSplits = true;
    else files.push(a);
  }
  if (files.length === 0) {
    console.error('usage: npm run eval -- FILE.jsonl [more.jsonl] [--json] [--misses N] [--data DIR]');
    process.exit(2);
  }
  const data = loadEngineData(dataDir);
  const engine = createEngine(data, { iconBaseUrl: 'http://localhost' });
  const res = evaluate(engine, readCases(files), data.merchants);
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
}

if (process.argv[1] && /eval\.(js|ts)$/.test(process.argv[1])) main(process.argv.slice(2));
