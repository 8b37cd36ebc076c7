// Per-stage engine tasks. The stage functions are engine internals that change while the engine
// is tuned, so they are looked up at run time (a computed import the compiler does not resolve):
// a renamed stage is reported as unavailable instead of breaking `npm run build`.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { EngineData } from '../../workers/engine/index.js';
import type { EnrichInput } from '../../workers/engine/types.js';
import type { TinyTask } from './tiny.js';

type AnyFn = (...args: unknown[]) => unknown;
type Mod = Record<string, unknown>;

async function engineModule(name: string): Promise<Mod | null> {
  const here = path.dirname(new URL(import.meta.url).pathname);
  const file = path.resolve(here, '..', '..', 'workers', 'engine', `${name}.js`);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as Mod;
}

function fn(mod: Mod | null, name: string): AnyFn | null {
  const f = mod?.[name];
  return typeof f === 'function' ? (f as AnyFn) : null;
}

export interface StageSetup { tasks: TinyTask[]; buildMs: Record<string, number>; unavailable: string[] }

/** Index build times and per-call tasks for parse, processors, p2p, location, merchant. */
export async function engineStageTasks(data: EngineData, titles: EnrichInput[]): Promise<StageSetup> {
  const [parse, processors, p2p, location, merchants] = await Promise.all(
    ['parse', 'processors', 'p2p', 'location', 'merchants'].map(engineModule));
  const unavailable: string[] = [];
  const buildMs: Record<string, number> = {};
  const timed = <T>(label: string, f: () => T): T => { const t = performance.now(); const v = f(); buildMs[label] = Math.round(performance.now() - t); return v; };
  const parseTitle = fn(parse, 'parseTitle');
  const wordList = fn(parse, 'wordList');
  if (!parseTitle || !wordList) return { tasks: [], buildMs, unavailable: ['parse.parseTitle/wordList'] };
  const parsed = titles.map((t) => parseTitle(t.title, t.country) as { toks: unknown[]; explicitCity: string | null; explicitCountry: string | null; phone: string | null });
  const words = parsed.map((p) => wordList(p.toks) as string[]);
  let i = 0;
  const next = (): number => (i = (i + 1) % titles.length);
  const tasks: TinyTask[] = [
    { name: 'stage: parseTitle', fn: () => { const k = next(); return parseTitle(titles[k]!.title, titles[k]!.country); } },
  ];
  const buildProc = fn(processors, 'buildProcessorIndex'); const findProc = fn(processors, 'findProcessors');
  if (buildProc && findProc) {
    const idx = timed('processor index', () => buildProc(data.intermediaries));
    tasks.push({ name: 'stage: findProcessors', fn: () => findProc(idx, parsed[next()]!.toks) });
  } else unavailable.push('processors.findProcessors');
  const buildP2P = fn(p2p, 'buildP2PIndex'); const findP2P = fn(p2p, 'findP2P');
  if (buildP2P && findP2P) {
    const idx = timed('p2p index', () => buildP2P(data.p2p));
    tasks.push({ name: 'stage: findP2P', fn: () => { const k = next(); return findP2P(idx, titles[k]!.title, titles[k]!.country); } });
  } else unavailable.push('p2p.findP2P');
  const buildGz = fn(location, 'buildGazetteer'); const resolveLoc = fn(location, 'resolveLocation');
  if (buildGz && resolveLoc) {
    const gz = timed('gazetteer', () => buildGz(data.gazetteer));
    tasks.push({ name: 'stage: resolveLocation', fn: () => { const k = next(); const p = parsed[k]!; return resolveLoc(gz, words[k], titles[k]!.country, 0, p.explicitCity, p.explicitCountry, p.phone); } });
  } else unavailable.push('location.resolveLocation');
  const buildMerch = fn(merchants, 'buildMerchantIndex'); const matchMerch = fn(merchants, 'matchMerchant');
  if (buildMerch && matchMerch) {
    const idx = timed('merchant index', () => buildMerch(data.merchants));
    tasks.push({ name: 'stage: matchMerchant (whole title)', fn: () => {
      const k = next(); const w = words[k]!;
      return matchMerch(idx, { words: w, country: titles[k]!.country, regionStart: 0, regionEnd: w.length, partyRange: null, blocked: new Set<number>() });
    } });
  } else unavailable.push('merchants.matchMerchant');
  return { tasks, buildMs, unavailable };
}
