// Engine A/B by CPU time in ONE process (for a loaded machine, where wall time and separate runs
// drift by ±15%): both builds are loaded, 400-title batches of the bench mix alternate between them
// and process.cpuUsage() is summed per build. Load order biases a little: run both orders.
// Usage: node bench/engine-ab.mjs /abs/dist-A /abs/dist-B [SECONDS]  (the parent of each dist needs
// package.json, native-data/, bench/ and node_modules: copy dist/ to /tmp/ab/distA and symlink them).
const [a, b, secs] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 20)];
async function load(dir) {
  const { loadEngineData } = await import(dir + '/workers/engine/data.js');
  const { buildIndexes, enrichOne } = await import(dir + '/workers/engine/enrich.js');
  const t0 = performance.now(); const data = loadEngineData(); const t1 = performance.now();
  const idx = buildIndexes(data, { iconBaseUrl: 'http://localhost:8080' }); const t2 = performance.now();
  return { dir, idx, enrichOne, n: 0, cpu: 0, loadMs: Math.round(t1 - t0), buildMs: Math.round(t2 - t1) };
}
const { benchmarkMix } = await import(a + '/bench/engine.bench.js');
const inputs = benchmarkMix();
const E = [await load(a), await load(b)];
for (const e of E) for (let k = 0; k < 20000; k++) e.enrichOne(e.idx, inputs[k % inputs.length]);
const end = Date.now() + secs * 1000; let off = 0;
while (Date.now() < end) {
  for (const e of E) {
    const c0 = process.cpuUsage();
    for (let k = 0; k < 400; k++) e.enrichOne(e.idx, inputs[(off + k) % inputs.length]);
    const c = process.cpuUsage(c0); e.cpu += (c.user + c.system) / 1e6; e.n += 400;
  }
  off += 400;
}
for (const e of E) console.log(e.dir, Math.round(e.n / e.cpu), 'titles/cpu-s', 'load', e.loadMs, 'build', e.buildMs);
console.log('B/A', (E[1].n / E[1].cpu / (E[0].n / E[0].cpu)).toFixed(3));
