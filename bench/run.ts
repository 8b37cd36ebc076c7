// `npm run bench [-- <suite names>] [--rows N] [--quick]`: runs the tinybench suites, prints a
// table per suite and writes bench/results/<suite>.json with machine info.
import { parseArgs } from './lib/args.js';
import { formatTable, writeResult } from './lib/results.js';
import type { Suite } from './lib/suite.js';
import { workerHopSuite } from './suites/worker-hop.js';
import { httpPiecesSuite } from './suites/http-pieces.js';
import { writerSuite } from './suites/writer.js';
import { enrichPoolSuite } from './suites/enrich-pool.js';
import { storeScaleSuite } from './suites/store-scale.js';
import { engineSuite } from './suites/engine.js';
import { engineScalingSuite } from './suites/engine-scaling.js';

const SUITES: Suite[] = [
  engineSuite,
  engineScalingSuite,
  httpPiecesSuite,
  workerHopSuite,
  enrichPoolSuite,
  writerSuite,
  storeScaleSuite,
];

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.flags.has('help') || args.positional.includes('list')) {
    console.log('usage: npm run bench -- [suite ...] [--rows N]\nsuites:');
    for (const s of SUITES) console.log(`  ${s.name.padEnd(16)} ${s.description}`);
    return;
  }
  const unknown = args.positional.filter((n) => !SUITES.some((s) => s.name === n));
  if (unknown.length) throw new Error(`unknown suite(s): ${unknown.join(', ')}; known: ${SUITES.map((s) => s.name).join(', ')}`);
  const selected = args.positional.length ? SUITES.filter((s) => args.positional.includes(s.name)) : SUITES;
  const started = Date.now();
  let failed = 0;
  for (const suite of selected) {
    const t0 = Date.now();
    console.log(`\n== ${suite.name}: ${suite.description}`);
    try {
      const out = await suite.run({ flags: args.flags, log: (m) => console.log(`  ${m}`), explicit: args.positional.includes(suite.name) });
      if (out.skipped) console.log(`  skipped: ${out.skipped}`);
      for (const t of out.tables) console.log(formatTable(t.rows, `-- ${t.title}`));
      const file = out.externalResultFile ?? writeResult(suite.name, { description: suite.description, seconds: (Date.now() - t0) / 1000, ...out });
      console.log(`  -> ${file} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    } catch (err) {
      failed++;
      console.error(`  FAILED: ${(err as Error).stack ?? String(err)}`);
    }
  }
  console.log(`\n${selected.length} suite(s) in ${((Date.now() - started) / 1000).toFixed(1)} s${failed ? `, ${failed} failed` : ''}`);
  if (failed) process.exitCode = 1;
}

await main();
