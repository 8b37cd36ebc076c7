// Engine A/B by CPU time in ONE process (for a loaded machine, where wall time and separate runs
// drift by ±15%): both builds are loaded, whole passes over the bench mix alternate between them
// and process.cpuUsage() is taken per pass. Load order biases a little: run both orders.
// Usage: [MIX=http-unique] node bench/engine-ab.mjs /abs/dist-A /abs/dist-B [SECONDS]  (the parent of each dist needs
// package.json, native-data/, bench/ and node_modules: copy dist/ to /tmp/ab/distA and symlink them).
const [a, b, secs] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 20)];
async function load(dir) {
  const { loadEngineData } = await import(dir + '/workers/engine/data.js');
  const { buildIndexes, enrichOne } = await import(dir + '/workers/engine/enrich.js');
  const t0 = performance.now(); const data = loadEngineData(); const t1 = performance.now();
  const idx = buildIndexes(data, { iconBaseUrl: 'http://localhost:8080' }); const t2 = performance.now();
  return { dir, idx, enrichOne, n: 0, cpu: 0, loadMs: Math.round(t1 - t0), buildMs: Math.round(t2 - t1) };
}
// MIX=http-unique: the titles of bench:http's unique feed instead of the engine bench's mix.
const inputs = process.env.MIX === 'http-unique'
  ? (await import('./http-unique-titles.mjs')).httpUniqueTitles()
  : (await import(a + '/bench/engine.bench.js')).benchmarkMix();
const E = [await load(a), await load(b)];
for (const e of E) for (let k = 0; k < 20000; k++) e.enrichOne(e.idx, inputs[k % inputs.length]);
const end = Date.now() + secs * 1000;
// Whole passes over the mix alternate between the builds. Other processes only ever add time
// to a pass, so besides the sum, the fastest and median passes are printed: on a shared machine
// the minimum is the steadiest figure (it is what the code costs when nothing interferes).
const passes = [[], []];
while (Date.now() < end) {
  for (let x = 0; x < 2; x++) {
    const e = E[x];
    const c0 = process.cpuUsage();
    for (let k = 0; k < inputs.length; k++) e.enrichOne(e.idx, inputs[k]);
    const c = process.cpuUsage(c0); const t = (c.user + c.system) / 1e6;
    e.cpu += t; e.n += inputs.length; passes[x].push(t);
  }
}
const rate = (t) => Math.round(inputs.length / t);
const stats = passes.map((p) => { const s = [...p].sort((a, b) => a - b); return { min: s[0], med: s[s.length >> 1] }; });
E.forEach((e, x) => console.log(e.dir, Math.round(e.n / e.cpu), 'titles/cpu-s', 'fastest pass', rate(stats[x].min), 'median pass', rate(stats[x].med), 'passes', passes[x].length, 'load', e.loadMs, 'build', e.buildMs));
console.log('B/A sum', (E[1].n / E[1].cpu / (E[0].n / E[0].cpu)).toFixed(3), 'fastest', (stats[0].min / stats[1].min).toFixed(3), 'median', (stats[0].med / stats[1].med).toFixed(3));
