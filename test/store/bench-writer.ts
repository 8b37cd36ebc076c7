// Writer throughput: N writes through store.writeTransaction with C concurrent callers, on
// PGlite (default) or PostgreSQL (DATABASE_URL).
// Run: npx tsx test/store/bench-writer.ts [N] [C] [maxDelayMs]
import { randomUUID } from 'node:crypto';
import { openStore, provisionTestDb, resultJson, txWrite } from './helpers.js';

const total = Number(process.argv[2] ?? 10_000);
const concurrency = Number(process.argv[3] ?? 512);
const maxDelayMs = Number(process.argv[4] ?? 2);
const db = await provisionTestDb();
const store = await openStore(db, { writer: { maxDelayMs } });
try {
  const org = await store.createOrganization({ name: 'bench', plan: 'enterprise', credits: null, rps: 1e6, concurrency: 1e6 });
  const merchant = { id: randomUUID(), name: 'Bench Cafe', alias: [], keywords: [], icon: null, description: null, color: null, website: null, domain: null };
  const json = resultJson(merchant);
  // warm-up: prepares the statements
  await Promise.all(Array.from({ length: 50 }, () => store.writeTransaction(txWrite(org.id, { resultJson: json, merchantId: merchant.id, merchantJson: JSON.stringify(merchant) }))));
  const before = store.writerStats();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) {
      next++;
      const t = performance.now();
      await store.writeTransaction(txWrite(org.id, { resultJson: json, merchantId: merchant.id, merchantJson: JSON.stringify(merchant) }));
      latencies.push(performance.now() - t);
    }
  }));
  const ms = performance.now() - started;
  const after = store.writerStats();
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);
  const batches = after.batches - before.batches;
  console.log(JSON.stringify({
    store: store.kind, writes: total, concurrency, maxDelayMs, ms: Math.round(ms), writesPerSec: Math.round(total / (ms / 1000)),
    batches, avgBatch: +(total / batches).toFixed(1), largestBatch: after.largestBatch,
    latencyMs: { p50: q(0.5), p99: q(0.99), max: q(1) },
  }));
  // open loop: writes arrive spread over time (as HTTP requests do), RATE per second for 3 s
  const rate = Number(process.env.RATE ?? 0);
  if (rate > 0) {
    const b0 = store.writerStats();
    const lat: number[] = [];
    const pending: Promise<void>[] = [];
    const t0 = performance.now();
    let sent = 0;
    while (performance.now() - t0 < 3000) {
      const due = Math.floor(((performance.now() - t0) / 1000) * rate);
      for (; sent < due; sent++) {
        const t = performance.now();
        pending.push(store.writeTransaction(txWrite(org.id, { resultJson: json })).then(() => { lat.push(performance.now() - t); }));
      }
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(pending);
    lat.sort((a, b) => a - b);
    const b1 = store.writerStats();
    console.log(JSON.stringify({ store: store.kind, openLoopRate: rate, maxDelayMs, writes: sent, batches: b1.batches - b0.batches,
      latencyMs: { p50: lat[Math.floor(lat.length / 2)]!.toFixed(1), p99: lat[Math.floor(lat.length * 0.99)]!.toFixed(1) } }));
  }
  // single-caller latency (idle writer: flushed on the next event-loop turn)
  const single: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await store.writeTransaction(txWrite(org.id, { resultJson: json }));
    single.push(performance.now() - t);
  }
  single.sort((a, b) => a - b);
  console.log(JSON.stringify({ store: store.kind, sequentialWriteMs: { p50: single[100]!.toFixed(2), p99: single[198]!.toFixed(2) } }));
} finally {
  await store.close();
  await db.cleanup();
}
