// How PostgreSQL's TOAST compression of transactions.result costs inserts (migration 0008).
// Real stored results (the engine's JSON for the titles of bench/eval/*.jsonl, ~1.3-2.8 KB:
// about half are over the TOAST threshold) are inserted in 64-row unnest batches, 4 in flight
// (the writer's shape), into a table with the column compressed by pglz, by lz4, or stored
// uncompressed out of line (EXTERNAL). Rounds alternate so machine noise spreads over all three.
// Usage: npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/pg-compression.mjs [ROUNDS]
import { readdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { loadEngine } from '../dist/workers/engine/index.js';
import { buildEntities } from '../dist/workers/engine/output.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL (a PostgreSQL server; PGlite has no lz4)');
const rounds = Number(process.argv[2] ?? 3);
const engine = loadEngine({ iconBaseUrl: '' });
const evalDir = new URL('./eval/', import.meta.url);
const results = [];
for (const f of readdirSync(evalDir).filter((n) => n.endsWith('.jsonl'))) {
  for (const line of readFileSync(new URL(f, evalDir), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const c = JSON.parse(line);
    const r = engine.enrich({ title: c.title, country: c.country, type: c.type ?? 'expense' });
    results.push(JSON.stringify({ transaction: r.transaction, enrichments: r.enrichments, entities: buildEntities(r.enrichments, c.country, r.evidence) }));
  }
}
const sizes = results.map((s) => Buffer.byteLength(s)).sort((a, b) => a - b);
console.log(`${results.length} real results, bytes p10 ${sizes[Math.floor(sizes.length * 0.1)]} p50 ${sizes[sizes.length >> 1]} p90 ${sizes[Math.floor(sizes.length * 0.9)]}`);

const sql = postgres(url, { max: 4, onnotice: () => {} });
const ROWS = 12_800, BATCH = 64, RS = '\u001e';
const table = `compression_bench_${process.pid}`;
const totals = {};
for (let round = 0; round < rounds; round++) {
  for (const variant of ['pglz', 'lz4', 'external']) {
    await sql.unsafe(`DROP TABLE IF EXISTS ${table}`);
    await sql.unsafe(`CREATE TABLE ${table} (id uuid PRIMARY KEY, result text)`);
    if (variant === 'lz4') await sql.unsafe(`ALTER TABLE ${table} ALTER COLUMN result SET COMPRESSION lz4`);
    if (variant === 'external') await sql.unsafe(`ALTER TABLE ${table} ALTER COLUMN result SET STORAGE EXTERNAL`);
    const batches = [];
    for (let b = 0; b < ROWS / BATCH; b++) {
      const ids = [], rs = [];
      for (let i = 0; i < BATCH; i++) { ids.push(randomUUID()); rs.push(results[(b * BATCH + i) % results.length]); }
      batches.push([ids, rs.join(RS)]);
    }
    let next = 0;
    const t0 = performance.now();
    await Promise.all([0, 1, 2, 3].map(async () => {
      while (next < batches.length) {
        const [ids, rs] = batches[next++];
        await sql`INSERT INTO ${sql(table)} SELECT * FROM unnest(${ids}::uuid[], string_to_array(${rs}::text, chr(30)))`;
      }
    }));
    const rate = ROWS / ((performance.now() - t0) / 1000);
    const [{ s }] = await sql`SELECT pg_total_relation_size(${table}) AS s`;
    (totals[variant] ??= []).push(rate);
    console.log(`round ${round + 1} ${variant.padEnd(8)} ${Math.round(rate)} rows/s, ${(Number(s) / 1e6).toFixed(1)} MB`);
  }
}
await sql.unsafe(`DROP TABLE IF EXISTS ${table}`);
await sql.end();
const median = (a) => a.slice().sort((x, y) => x - y)[a.length >> 1];
console.log(Object.entries(totals).map(([v, a]) => `${v} median ${Math.round(median(a))} rows/s`).join(', '));
