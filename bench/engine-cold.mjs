// What the engine costs per title when its caches are cold, as they are in the service: between two
// worker batches the main thread, the HTTP front, PostgreSQL and wrk run on the same 2 cores and
// evict the engine's code and data. Each round enriches BATCH titles of bench:http's unique feed
// after touching FLUSH_MB of memory (8 MB: the cores' L2 and part of L3; 32 MB: the whole L3 of
// this machine), and prints the engine's CPU per title (the flush itself is not counted).
// Usage: node bench/engine-cold.mjs [/abs/dist] [FLUSH_MB ...]   (docs/BENCHMARKS.md, tenth session)
import { fileURLToPath } from 'node:url';
import { httpUniqueTitles } from './http-unique-titles.mjs';

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const flushes = process.argv.length > 3 ? process.argv.slice(3).map(Number) : [0, 8, 32];
const BATCHES = [1, 4, 12, 32, 64];
const TITLES_PER_CELL = 6000;

const { loadEngine } = await import(`${dist}/workers/engine/index.js`);
const engine = loadEngine({ iconBaseUrl: '' });
const titles = httpUniqueTitles(400_000, 17); // each title once per cell: no title is seen twice
let next = 0;
const enrich = () => engine.enrich(titles[next++ % titles.length], { deadline: Infinity });
for (let i = 0; i < 20_000; i++) enrich(); // JIT warm-up

let sink = 0;
function perTitleUs(flushMb, batch) {
  const mem = new Float64Array(Math.max(1, (flushMb * 1024 * 1024) / 8));
  let cpu = 0;
  let n = 0;
  while (n < TITLES_PER_CELL) {
    if (flushMb > 0) for (let j = 0; j < mem.length; j += 8) sink += mem[j]++; // one touch per 64-byte line
    const c0 = process.cpuUsage();
    for (let i = 0; i < batch; i++) enrich();
    const c = process.cpuUsage(c0);
    cpu += c.user + c.system;
    n += batch;
  }
  return cpu / n;
}

console.log(`engine CPU per title (µs), ${TITLES_PER_CELL} titles per cell, flush before every batch`);
console.log(['flush MB'.padEnd(9), ...BATCHES.map((b) => `batch ${b}`.padStart(9))].join(''));
for (const mb of flushes) {
  console.log([String(mb).padEnd(9), ...BATCHES.map((b) => perTitleUs(mb, b).toFixed(1).padStart(9))].join(''));
}
if (sink < 0) console.log(sink); // keeps the flush loop from being optimised away
