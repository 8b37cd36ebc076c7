// PostgreSQL's CPU per stored row for the writer's statement: the real GroupCommitWriter of a
// build, batches of ROWS through one connection, the backend's CPU from /proc (so a loaded machine
// inflates it less than wall time), and this process's CPU from write() to the commit (the
// writer's and postgres.js's share of the main thread; the rows themselves are built outside it). Two kinds of row alternate by round: naming a merchant not yet
// stored (a small business the engine named) and naming none. Run it for two builds, one after
// the other, to compare writers (docs/BENCHMARKS.md).
// Usage: npm run build && node bench/writer-cost.mjs [/abs/dist-of-a-build] ; env PG_URL (default
// postgres://postgres@127.0.0.1:5432), ROWS (20), BATCHES (500), ROUNDS (3), SETUP_SQL (run after the
// migrations, e.g. 'ALTER TABLE transactions DISABLE TRIGGER transactions_count_insert'). PostgreSQL only.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const { migrate } = await import(`${dist}/src/store/migrate.js`);
const { GroupCommitWriter } = await import(`${dist}/src/store/writer.js`);
const here = fileURLToPath(new URL('../dist', import.meta.url));
const PG = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const ROWS = Number(process.env.ROWS || 20), BATCHES = Number(process.env.BATCHES || 500), ROUNDS = Number(process.env.ROUNDS || 3);

const admin = postgres(`${PG}/postgres`, { onnotice() {} });
const db = `txe_writer_cost_${process.pid}`;
await admin.unsafe(`CREATE DATABASE ${db}`);
const sql = postgres(`${PG}/${db}`, { max: 1, onnotice() {}, prepare: true });
try {
  await migrate(sql);
  // SETUP_SQL: statements run after the migrations (e.g. to measure the statement without a trigger)
  if (process.env.SETUP_SQL) await sql.unsafe(process.env.SETUP_SQL);
  // A real engine result, made in a child process: the engine's ~100 MB heap here would make
  // every major GC of this process mark it, and this process's CPU is measured.
  const r = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', `
    const { loadEngine } = await import('${here}/workers/engine/index.js');
    const { buildEntities } = await import('${here}/workers/engine/output.js');
    const r = loadEngine({ iconBaseUrl: '' }).enrich({ title: 'SQ *MAMA LUCIAS KITCHEN PROVIDENCE RI', country: 'US', type: 'expense' }, { deadline: performance.now() + 1000 });
    const noMerchant = { ...r.enrichments, merchant: { ...r.enrichments.merchant, data: null } };
    console.log(JSON.stringify({ transaction: r.transaction, enrichments: r.enrichments, entities: buildEntities(r.enrichments, 'US', r.evidence), entitiesNone: buildEntities(noMerchant, 'US', r.evidence) }));`], { encoding: 'utf8' }));
  const merchant = r.enrichments.merchant.data;
  const orgId = randomUUID();
  await sql`INSERT INTO organizations (id, name, plan, credits, rps, concurrency) VALUES (${orgId}, 'bench', 'enterprise', null, 1000, 100)`;
  const backendCpuS = async () => {
    const [{ pid }] = await sql`SELECT pg_backend_pid() AS pid`;
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / 100; // utime + stime, clock ticks of 10 ms
  };
  const run = async (label, newMerchant) => {
    const writer = new GroupCommitWriter(sql, { maxBatch: ROWS, maxInFlight: 1 });
    const c0 = await backendCpuS();
    const t0 = performance.now();
    let clientSysUs = 0;
    let clientUs = 0; // this process's CPU in the writer and postgres.js (the rows are built outside it)
    for (let b = 0; b < BATCHES; b++) {
      const rows = [];
      for (let i = 0; i < ROWS; i++) {
        const id = newMerchant ? randomUUID() : null;
        const enrichments = { ...r.enrichments, merchant: { ...r.enrichments.merchant, data: id ? { ...merchant, id } : null } };
        rows.push({
          id: randomUUID(), orgId, idempotencyKey: `${label}-${b}-${i}`, raw: 'SQ *MAMA LUCIAS KITCHEN PROVIDENCE RI', direction: 'expense',
          country: 'US', status: 'completed', partial: false, errors: [], errorsJson: '[]', createdAt: new Date(), processingTimeMs: 1,
          // UTF-8 bytes, as the service's workers hand it over (a build before that took text)
          resultJson: Buffer.from(JSON.stringify({ transaction: r.transaction, enrichments, entities: id ? r.entities : r.entitiesNone })),
          merchantId: id, merchantJson: id ? JSON.stringify({ ...merchant, id }) : null, location: null, locationId: null, locationJson: null, charge: 0,
        });
      }
      const u0 = process.cpuUsage();
      await Promise.all(rows.map((w) => writer.write(w)));
      const u = process.cpuUsage(u0);
      clientUs += u.user + u.system;
      clientSysUs += u.system;
    }
    const ms = performance.now() - t0;
    const cpu = (await backendCpuS()) - c0;
    console.log(`${label}: ${(ms / BATCHES).toFixed(2)} ms per batch of ${ROWS}, PostgreSQL backend CPU ${(cpu * 1e6 / BATCHES / ROWS).toFixed(1)} us per row, ` +
      `writer + postgres.js CPU ${(clientUs / BATCHES / ROWS).toFixed(1)} us per row (system ${(clientSysUs / BATCHES / ROWS).toFixed(1)})`);
  };
  for (let round = 1; round <= ROUNDS; round++) {
    await run(`new-merchant-r${round}`, true);
    await run(`no-merchant-r${round}`, false);
  }
} finally {
  await sql.end();
  await admin.unsafe(`DROP DATABASE IF EXISTS ${db}`);
  await admin.end();
}
