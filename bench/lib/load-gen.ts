// The load generator, run as a SEPARATE process (forked by bench/http.ts) so its CPU is not
// counted inside the service: closed-loop max-throughput runs with autocannon, and paced
// open-loop runs (fixed rate per organization) with the raw pipelined client.
import autocannon from 'autocannon';
import { BENCH_TITLES } from './titles.js';
import { RawConnection, buildRequest } from './raw-http.js';
import { summarize } from './stats.js';
import { runWrk } from './wrk.js';
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

/** Connections one paced organization may open (a keep-alive pool, like a real client). */
const MAX_CONNS_PER_ORG = 8;

interface PacedOrg {
  index: number; apiKey: string; periodMs: number; next: number; seq: number;
  sent: number; ok: number; tooMany: number; other: number;
  idle: RawConnection[]; open: number;
  backlog: { req: Buffer; scheduledAt: number; isEnrich: boolean }[];
}

async function runPaced(job: PacedJob): Promise<LoadResult> {
  const host = `${job.host}:${job.port}`;
  const getBytes = new Map<string, Buffer>();
  const orgs: PacedOrg[] = await Promise.all(job.orgs.map(async (o, index) => {
    const conn = new RawConnection(job.host, job.port);
    await conn.ready;
    return { index, apiKey: o.apiKey, periodMs: 1000 / o.rps, next: 0, seq: 0, sent: 0, ok: 0, tooMany: 0, other: 0, idle: [conn], open: 1, backlog: [] };
  }));
  const all = new Set<RawConnection>(orgs.flatMap((o) => o.idle));
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let sent = 0, completed = 0, errors = 0, enrichSent = 0, enrichOk = 0, outstanding = 0;
  let drained: (() => void) | null = null;

  const requestFor = (o: PacedOrg, kind: RequestKind): Buffer => {
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

  // One request per connection at a time (no pipelining: servers may refuse it); a request
  // that finds every connection busy opens another, or waits in the org's backlog. Latency
  // counts from the scheduled time, so waiting is measured (no coordinated omission).
  const sendOn = (o: PacedOrg, conn: RawConnection, item: PacedOrg['backlog'][number]): void => {
    conn.send(item.req, item.scheduledAt).then((r) => {
      completed++;
      latencies.push(r.latencyMs);
      statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1;
      if (r.status >= 200 && r.status < 300) { o.ok++; if (item.isEnrich && r.status === 200) enrichOk++; }
      else if (r.status === 429) o.tooMany++; else o.other++;
      release(o, conn);
    }, () => { errors++; o.other++; o.open--; all.delete(conn); conn.close(); settle(); pump(o); });
  };
  const settle = (): void => { outstanding--; if (outstanding === 0 && drained) drained(); };
  const release = (o: PacedOrg, conn: RawConnection): void => {
    settle();
    const item = o.backlog.shift();
    if (item) sendOn(o, conn, item); else o.idle.push(conn);
  };
  const pump = (o: PacedOrg): void => {
    while (o.backlog.length > 0) {
      const conn = o.idle.pop();
      if (conn?.isClosed) { o.open--; all.delete(conn); continue; }
      if (conn) { sendOn(o, conn, o.backlog.shift()!); continue; }
      if (o.open >= MAX_CONNS_PER_ORG) return;
      o.open++;
      const c = new RawConnection(job.host, job.port);
      all.add(c);
      c.ready.then(() => release(o, c), () => { o.open--; all.delete(c); errors++; settle(); });
      outstanding++; // balanced by release()
      return;
    }
  };
  const fire = (o: PacedOrg, scheduledAt: number): void => {
    const kind = job.mix[o.seq % job.mix.length]!;
    const isEnrich = kind.kind === 'enrich';
    const req = requestFor(o, kind);
    if (isEnrich) enrichSent++;
    o.seq++; o.sent++; sent++; outstanding++;
    o.backlog.push({ req, scheduledAt, isEnrich });
    pump(o);
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
  if (outstanding > 0) await Promise.race([new Promise<void>((r) => { drained = r; }), new Promise((r) => setTimeout(r, 30_000))]);
  const actual = (performance.now() - start) / 1000;
  for (const c of all) c.close();
  return {
    tool: 'raw paced client (open loop, keep-alive pool per org)',
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
    perOrg: orgs.map((o) => ({ index: o.index, sent: o.sent, ok: o.ok, tooMany: o.tooMany, other: o.other, connections: o.open })),
  };
}

process.on('message', (msg: { id: number; job: LoadJob }) => {
  const run = msg.job.type === 'autocannon' ? runClosedLoop(msg.job) : msg.job.type === 'wrk' ? runWrk(msg.job) : runPaced(msg.job);
  run.then(
    (result) => process.send!({ id: msg.id, result }),
    (err: Error) => process.send!({ id: msg.id, error: err.stack ?? String(err) }),
  );
});
process.send!({ ready: true });
