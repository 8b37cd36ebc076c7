// Engine stage A/B by CPU time in one process: parse | location | merchant | enrich of two builds,
// whole passes over the bench mix alternating; prints fastest and median pass per title.
// The stage runs showed no load-order bias (engine-ab.mjs over the full engine can: the build
// loaded second ran up to 20% slower); for enrich, run both orders and take the geometric mean.
// Usage: node bench/engine-stage-ab.mjs /abs/dist-A /abs/dist-B STAGE [SECONDS] (set-up as engine-ab.mjs)
const [a, b, stage, secs] = [process.argv[2], process.argv[3], process.argv[4], Number(process.argv[5] ?? 8)];
const { benchmarkMix } = await import(a + '/bench/engine.bench.js');
const inputs = benchmarkMix();
async function mk(dir) {
  const { parseTitle, wordList } = await import(dir + '/workers/engine/parse.js');
  if (stage === 'parse') return () => { for (const i of inputs) parseTitle(i.title, i.country); };
  const { loadEngineData } = await import(dir + '/workers/engine/data.js');
  const { buildIndexes, enrichOne } = await import(dir + '/workers/engine/enrich.js');
  const idx = buildIndexes(loadEngineData(), { iconBaseUrl: '' });
  if (stage === 'enrich') return () => { for (const i of inputs) enrichOne(idx, i); };
  const parsed = inputs.map((i) => parseTitle(i.title, i.country)); const words = parsed.map((p) => wordList(p.toks));
  if (stage === 'location') { const { resolveLocation } = await import(dir + '/workers/engine/location.js'); return () => { for (let k = 0; k < words.length; k++) resolveLocation(idx.gz, words[k], inputs[k].country, 0, parsed[k].explicitCity, parsed[k].explicitCountry, null); }; }
  const { matchMerchant } = await import(dir + '/workers/engine/merchants.js');
  return () => { for (let k = 0; k < words.length; k++) matchMerchant(idx.merchants, { words: words[k], country: inputs[k].country, regionStart: 0, regionEnd: words[k].length, partyRange: null, blocked: new Set() }); };
}
const F = [await mk(a), await mk(b)];
for (const f of F) for (let r = 0; r < 10; r++) f();
const t = [[], []]; const end = Date.now() + secs * 1000;
while (Date.now() < end) for (let x = 0; x < 2; x++) { const c0 = process.cpuUsage(); F[x](); const c = process.cpuUsage(c0); t[x].push((c.user + c.system) / 1e6); }
const st = t.map((p) => { const s = [...p].sort((x, y) => x - y); return [s[0], s[s.length >> 1]]; });
const us = (v) => (v / inputs.length * 1e6).toFixed(2);
console.log(stage, 'A µs/title fastest', us(st[0][0]), 'median', us(st[0][1]), '| B fastest', us(st[1][0]), 'median', us(st[1][1]), '| B/A speed fastest', (st[0][0] / st[1][0]).toFixed(3), 'median', (st[0][1] / st[1][1]).toFixed(3));
