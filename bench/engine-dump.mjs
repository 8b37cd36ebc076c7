// Every engine output (all fields, evidence included) for the given eval files plus the bench mix,
// one JSON line per title; prints a SHA-256 on stderr. Diff two builds: outputs must be identical.
// Usage: node bench/engine-dump.mjs /abs/dist FILE.jsonl... > out.jsonl
import { createHash } from 'node:crypto';
const dir = process.argv[2]; const files = process.argv.slice(3);
const { loadEngineData } = await import(dir + '/workers/engine/data.js');
const { buildIndexes, enrichOne } = await import(dir + '/workers/engine/enrich.js');
const { readCases } = await import(dir + '/bench/eval.js');
const { benchmarkMix } = await import(dir + '/bench/engine.bench.js');
const idx = buildIndexes(loadEngineData(), { iconBaseUrl: 'http://localhost:8080' });
const out = [];
for (const c of readCases(files)) out.push(JSON.stringify(enrichOne(idx, { title: c.title, country: c.country.toUpperCase(), type: c.type })));
for (const i of benchmarkMix()) out.push(JSON.stringify(enrichOne(idx, i)));
process.stdout.write(out.join('\n') + '\n');
console.error(dir, out.length, 'outputs', createHash('sha256').update(out.join('\n')).digest('hex'));
