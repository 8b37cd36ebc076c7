// How engine time grows with the merchant index (1k, 10k, full) and with title length.
import { loadEngineData } from '../../workers/engine/data.js';
import { createEngine } from '../../workers/engine/index.js';
import { BENCH_TITLES, titleOfLength } from '../lib/titles.js';
import { runTiny } from '../lib/tiny.js';
import type { Row } from '../lib/results.js';
import type { Suite } from '../lib/suite.js';

export const engineScalingSuite: Suite = {
  name: 'engine-scaling',
  description: 'engine time vs merchant-index size (1k, 10k, full) and vs title length',
  async run(ctx) {
    const data = loadEngineData();
    const full = data.merchants.length;
    const sizeRows: Row[] = [];
    // Curated merchants first so small indexes still hold the well-known brands; then NSI order.
    const ordered = [...data.merchants.filter((m) => m.source === 'curated'), ...data.merchants.filter((m) => m.source !== 'curated')];
    for (const n of [1000, 10_000, full]) {
      if (n > full) continue;
      const t = performance.now();
      const engine = createEngine({ ...data, merchants: ordered.slice(0, n) });
      const buildMs = Math.round(performance.now() - t);
      let i = 0;
      const [row] = await runTiny(`engine with ${n} merchants`, [
        { name: `${n === full ? `full (${full})` : n} merchants`, fn: () => engine.enrich(BENCH_TITLES[i++ % BENCH_TITLES.length]!) },
      ], { time: 600 });
      const found = BENCH_TITLES.filter((b) => engine.enrich(b).enrichments.merchant.status === 'found').length;
      sizeRows.push({ merchants: n, 'build ms': buildMs, 'mean µs/title': row!['mean µs'], 'p99 µs': row!['p99 µs'], 'titles/s (1 thread)': row!['ops/s'], 'bench titles with a merchant': `${found}/${BENCH_TITLES.length}` });
      ctx.log(`${n} merchants: ${row!['mean µs']} µs/title`);
    }
    const engine = createEngine(data);
    const lenRows = (await runTiny('engine vs title length', [8, 16, 32, 64, 128, 256].map((len) => {
      const input = { title: titleOfLength(len), country: 'US', type: 'expense' as const };
      return { name: `${len} chars`, fn: () => engine.enrich(input), extra: { title: input.title.length > 40 ? `${input.title.slice(0, 37)}...` : input.title } };
    }), { time: 400 }));
    return {
      tables: [
        { title: 'engine time vs merchant-index size (rotating bench titles)', rows: sizeRows },
        { title: 'engine time vs title length', rows: lenRows },
      ],
      details: { fullMerchantCount: full },
    };
  },
};
