// The enrichment engine in-process (as each worker runs it): data load and index build times,
// end-to-end enrich per title, and the main stages on their own.
import { loadEngineData } from '../../workers/engine/data.js';
import { createEngine } from '../../workers/engine/index.js';
import { BENCH_TITLES, titleOfLength } from '../lib/titles.js';
import { engineStageTasks } from '../lib/engine-stages.js';
import { runTiny, type TinyTask } from '../lib/tiny.js';
import type { Suite } from '../lib/suite.js';
import type { EnrichInput } from '../../workers/engine/types.js';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resultsDir, type Row } from '../lib/results.js';
import type { SuiteOutput, SuiteContext } from '../lib/suite.js';

/**
 * The engine engineer's bench/engine.bench.ts is the engine benchmark of record (titles from the
 * labelled sets, per-stage tasks, targets); when it is built, run it and report its figures.
 */
function delegateToEngineBench(ctx: SuiteContext): SuiteOutput | null {
  const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'engine.bench.js');
  if (!existsSync(script) || ctx.flags.has('own-engine-bench')) return null;
  ctx.log(`running ${path.relative(process.cwd(), script)} (the engine's own benchmark)`);
  const file = path.join(resultsDir(), 'engine-bench.json');
  const r = spawnSync(process.execPath, ['--expose-gc', script, '--time', ctx.flags.get('engine-time') ?? '500', '--out', file], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (r.status !== 0) { ctx.log(`engine.bench exited with ${r.status}; falling back to the in-process suite`); return null; }
  const j = JSON.parse(readFileSync(file, 'utf8')) as {
    titles: number; titlesPerSecondPerCore: number; throughput?: { fastestPassCpu: number; wall: number }; load: Record<string, number>; heapMB: Record<string, number>;
    tasks: { name: string; opsPerSec: number; meanUs: number; p99Us: number | null }[];
  };
  const rows: Row[] = j.tasks.map((t) => ({ task: t.name, 'ops/s': t.opsPerSec, 'mean µs': t.meanUs, 'p99 µs': t.p99Us }));
  return {
    tables: [
      { title: `engine (bench/engine.bench.ts over ${j.titles} labelled titles)`, rows },
      { title: 'engine load and throughput', rows: [{ 'titles/s per core (median pass, CPU time)': j.titlesPerSecondPerCore, 'fastest pass': j.throughput?.fastestPassCpu ?? null, 'wall': j.throughput?.wall ?? null, ...Object.fromEntries(Object.entries(j.load).map(([k, v]) => [`${k}`, v])), 'engine heap MB': j.heapMB.engine ?? null }] },
    ],
    externalResultFile: file,
  };
}

const mb = (): number => Math.round(process.memoryUsage().heapUsed / 2 ** 20);

export const engineSuite: Suite = {
  name: 'engine',
  description: 'enrichment engine end to end and per stage, in-process (workers/engine)',
  async run(ctx) {
    const delegated = delegateToEngineBench(ctx);
    if (delegated) return delegated;
    const heap0 = mb();
    let t = performance.now();
    const data = loadEngineData();
    const loadMs = Math.round(performance.now() - t);
    t = performance.now();
    const engine = createEngine(data);
    const buildMs = Math.round(performance.now() - t);
    globalThis.gc?.();
    const heapMb = mb() - heap0;
    ctx.log(`loadEngineData ${loadMs} ms, createEngine ${buildMs} ms, heap +${heapMb} MB; ${data.merchants.length} merchants, ${data.gazetteer.cities.length} cities`);

    let i = 0;
    const one = (input: EnrichInput): TinyTask['fn'] => () => engine.enrich(input);
    const e2e = await runTiny('engine end to end', [
      { name: `enrich: ${BENCH_TITLES.length} mixed titles (rotating)`, fn: () => engine.enrich(BENCH_TITLES[i++ % BENCH_TITLES.length]!) },
      { name: 'enrich: processor + merchant + city', fn: one(BENCH_TITLES[0]!) },
      { name: 'enrich: long ACH/POS line', fn: one(BENCH_TITLES[7]!) },
      { name: 'enrich: p2p (Venmo)', fn: one(BENCH_TITLES[8]!) },
      { name: 'enrich: German SEPA', fn: one(BENCH_TITLES[17]!) },
      { name: 'enrich: 1-char title', fn: one({ title: 'X', country: 'US', type: 'expense' }) },
      { name: 'enrich: 256-char title', fn: one({ title: titleOfLength(256), country: 'US', type: 'expense' }) },
    ], { time: 500 });

    const stages = await engineStageTasks(data, BENCH_TITLES);
    if (stages.unavailable.length) ctx.log(`stages not measured (not exported): ${stages.unavailable.join(', ')}`);
    const stageRows = stages.tasks.length ? await runTiny('engine stages', stages.tasks, { time: 400 }) : [];
    return {
      tables: [
        { title: 'engine end to end (one thread)', rows: e2e },
        { title: 'engine stages alone (rotating over the bench titles)', rows: stageRows },
        { title: 'start-up', rows: [{ step: 'loadEngineData', ms: loadMs }, { step: 'createEngine (all indexes)', ms: buildMs }, ...Object.entries(stages.buildMs).map(([k, v]) => ({ step: `build ${k} alone`, ms: v })), { step: 'heap after load+build (MB)', ms: heapMb }] },
      ],
      details: { merchants: data.merchants.length, cities: data.gazetteer.cities.length, categoryVersion: engine.categoryVersion, unavailableStages: stages.unavailable },
    };
  },
};
