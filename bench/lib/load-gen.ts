// The load generator, run as a SEPARATE process (forked by bench/http.ts) so its CPU is not
// counted inside the service: closed-loop max-throughput runs with autocannon, and paced
// open-loop runs (fixed rate per organization) with the raw pipelined client.
import autocannon from 'autocannon';
import { BENCH_TITLES } from './titles.js';
import { RawConnection, buildRequest } from './raw-http.js';
import { summarize } from './stats.js';
import type { ClosedLoopJob, LoadJob, LoadResult, PacedJob, RequestKind } from './load-jobs.js';

const ENRICH_BODIES = BENCH_TITLES.map((t) => JSON.stringify(t));

async function runClosedLoop(job: ClosedLoopJob): Promise<LoadResult> {
  let seq = 0, enrichSent = 0, enrichOk = 0;
  const headers = { 'x-api-key': job.apiKey, 'content-type': 'application/json' };
  const requests = job.mix.map((r) => r.kind === 'enrich'
    ? {
      method: 'POST', path: '/v1/transactions/enrich', headers,
      // Each request gets its own idempotency key (a retry would be a 409, not an enrichment).
      setupRequest: (req: { headers?: Record<string, string>; body?: string }) => {
        const n = seq++;
        enrichSent++;
        req.headers = { ...headers, 'idempotency-key': `${job.keyPrefix}-${n}` };
        req.body = ENRICH_BODIES[n % ENRICH_BODIES.length]!;
        return req;
      },
      onResponse: (status: number) => { if (status === 200) enrichOk++; },
    }
    : {
      method: 'GET', path: r.path, headers,
      setupRequest: (req: object) => { seq++; return req; },
    });
  const res = await autocannon({
    url: `http://${job.host}:${job.port}`, connections: job.connections, duration: job.durationSec,
    timeout: 10, requests,
  });
  const statusCounts: Record<string, number> = {};
  let completed = 0;
  for (const [code, s] of Object.entries(res.statusCodeStats ?? {})) { statusCounts[code] = s.count; completed += s.count; }
  return {
    tool: 'autocannon',
    durationSec: res.duration,
    sent: seq,
    completed,
    rps: Math.round(completed / res.duration),
    // autocannon's histogram has 1 ms resolution.
    latencyMs: { p50: res.latency.p50, p95: res.latency.p97_5, p99: res.latency.p99, max: res.latency.max, mean: res.latency.mean, count: res.latency.totalCount },
    statusCounts,
    unanswered: Math.max(0, seq - completed),
    errors: res.errors + res.timeouts,
    enrichSent,
    enrichOk,
  };
}

async function runPaced(job: PacedJob): Promise<LoadResult> {
  const host = `${job.host}:${job.port}`;
  const getBytes = new Map<string, Buffer>();
  const orgs = await Promise.all(job.orgs.map(async (o, index) => {
    const conn = new RawConnection(job.host, job.port);
    await conn.ready;
    return { index, ...o, conn, seq: 0, sent: 0, ok: 0, tooMany: 0, other: 0, periodMs: 1000 / o.rps, next: 0 };
  }));
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let sent = 0, completed = 0, errors = 0, enrichSent = 0, enrichOk = 0;
  const outstanding = new Set<Promise<void>>();

  const requestFor = (o: (typeof orgs)[number], kind: RequestKind): Buffer => {
    if (kind.kind === 'enrich') {
      const n = o.seq;
      return buildRequest('POST', '/v1/transactions/enrich', host,
        { 'X-API-Key': o.apiKey, 'Idempotency-Key': `${job.keyPrefix}-${o.index}-${n}` },
        ENRICH_BODIES[(n + o.index) % ENRICH_BODIES.length]!);
    }
    const cacheKey = `${o.index} ${kind.path}`;
    let b = getBytes.get(cacheKey);
    if (!b) { b = buildRequest('GET', kind.path, host, { 'X-API-Key': o.apiKey }); getBytes.set(cacheKey, b); }
    return b;
  };

  const fire = (o: (typeof orgs)[number], scheduledAt: number): void => {
    const kind = job.mix[o.seq % job.mix.length]!;
    const req = requestFor(o, kind);
    const isEnrich = kind.kind === 'enrich';
    if (isEnrich) enrichSent++;
    o.seq++; o.sent++; sent++;
    const p = o.conn.send(req, scheduledAt).then((r) => {
      completed++;
      if (isEnrich && r.status === 200) enrichOk++;
      latencies.push(r.latencyMs);
      statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1;
      if (r.status >= 200 && r.status < 300) o.ok++; else if (r.status === 429) o.tooMany++; else o.other++;
    }, () => { errors++; o.other++; }).finally(() => outstanding.delete(p));
    outstanding.add(p);
  };

  const start = performance.now() + 50;
  const end = start + job.durationSec * 1000;
  // Spread each organization's phase across its period so the total load is smooth, not bursty.
  for (const o of orgs) o.next = start + (o.index / orgs.length) * o.periodMs;
  await new Promise<void>((resolve) => {
    const tick = (): void => {
      const now = performance.now();
      for (const o of orgs) {
        while (o.next <= now && o.next < end) { fire(o, o.next); o.next += o.periodMs; }
      }
      if (now >= end) resolve(); else setTimeout(tick, 1);
    };
    setTimeout(tick, 50);
  });
  const sentAll = sent;
  // Wait (bounded) for every outstanding response so the stored-count check is exact.
  await Promise.race([Promise.allSettled([...outstanding]), new Promise((r) => setTimeout(r, 15_000))]);
  const actual = (performance.now() - start) / 1000;
  for (const o of orgs) o.conn.close();
  return {
    tool: 'raw paced client (open loop)',
    durationSec: Math.round(actual * 100) / 100,
    sent: sentAll,
    completed,
    rps: Math.round(completed / job.durationSec),
    latencyMs: summarize(latencies),
    statusCounts,
    unanswered: sentAll - completed - errors,
    errors,
    enrichSent,
    enrichOk,
    perOrg: orgs.map((o) => ({ index: o.index, sent: o.sent, ok: o.ok, tooMany: o.tooMany, other: o.other })),
  };
}

process.on('message', (msg: { id: number; job: LoadJob }) => {
  const run = msg.job.type === 'autocannon' ? runClosedLoop(msg.job) : runPaced(msg.job);
  run.then(
    (result) => process.send!({ id: msg.id, result }),
    (err: Error) => process.send!({ id: msg.id, error: err.stack ?? String(err) }),
  );
});
process.send!({ ready: true });
