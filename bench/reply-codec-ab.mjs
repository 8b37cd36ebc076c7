// The worker's reply encoding, two builds compared in one process: per engine result, the result
// texts (workers/result-json.ts) + encoding a batch of 12 the way each build's protocol.ts does +
// decoding it, CPU time per result, 5 alternating rounds. Both builds must take the same engine
// results; A's engine makes them (real titles of bench/eval/tune-9.jsonl).
// Usage: node bench/reply-codec-ab.mjs /abs/distA /abs/distB
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const A = process.argv[2], B = process.argv[3];
const { loadEngine } = await import(`${A}/workers/engine/index.js`);
const { buildEntities } = await import(`${A}/workers/engine/output.js`);
const { resultTexts } = await import(`${A}/workers/result-json.js`);
const pa = await import(`${A}/workers/protocol.js`), pb = await import(`${B}/workers/protocol.js`);
const engine = loadEngine({ iconBaseUrl: '' });
const file = fileURLToPath(new URL('./eval/tune-9.jsonl', import.meta.url));
const titles = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).map((x) => [x.title, (x.country ?? 'US').toUpperCase(), x.type ?? 'expense']);
const res = titles.map(([title, country, type]) => { const r = engine.enrich({ title, country, type }, { deadline: performance.now() + 1000 }); return [r, buildEntities(r.enrichments, country, r.evidence)]; });
const nb = Math.floor(res.length / 12);
// Each build's encodeBatchReply: (reply object) before 2026-11-26 evening, (dataVersion, replies) after; the
// older one wants the result JSON as a Buffer, the newer as text.
const codec = (p) => (p.encodeBatchReply.length === 1
  ? { json: (s) => Buffer.from(s), encode: (v, replies) => p.encodeBatchReply({ dataVersion: v, replies }), decode: p.decodeBatchReply }
  : { json: (s) => s, encode: (v, replies) => p.encodeBatchReply(v, replies), decode: p.decodeBatchReply });
function run(c) {
  let n = 0;
  for (let b = 0; b < nb; b++) {
    const replies = [];
    for (let i = b * 12; i < b * 12 + 12; i++) {
      const t = resultTexts(res[i][0], res[i][1]);
      replies.push({ json: c.json(t.json), partial: false, errors: [], errorsJson: '[]', merchantId: 'x', merchantJson: t.merchantJson, locationId: null, locationJson: t.locationJson, engineMs: 0.1 });
    }
    n += c.decode(c.encode('v', replies)).replies[3].json.length;
  }
  return n;
}
const ca = codec(pa), cb = codec(pb);
function time(c) { const t0 = process.cpuUsage(); for (let i = 0; i < 100; i++) run(c); const u = process.cpuUsage(t0); return (u.user + u.system) / (100 * nb * 12); }
for (let i = 0; i < 30; i++) { run(ca); run(cb); }
const a = [], b = [];
for (let r = 0; r < 5; r++) { a.push(time(ca)); b.push(time(cb)); }
console.log(`us per result (texts + encode + decode), A: ${a.map((x) => x.toFixed(2)).join(' ')}; B: ${b.map((x) => x.toFixed(2)).join(' ')}`);
