// Prometheus metrics (prom-client) on their own listener: GET /metrics on METRICS_HOST:METRICS_PORT
// (default 127.0.0.1:9464; METRICS_PORT=0 turns the listener off). The hot path only bumps
// counters: one call where a response is sent and one per stored enrichment. Pool, writer and
// database figures are read from their stats() when Prometheus scrapes.
import { createServer, type Server } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EnrichReply } from '../workers/protocol.js';
import type { PoolStats } from './enrich/pool.js';
import { ResponseCells } from './metrics-responses.js';

export const registry = new Registry();
collectDefaultMetrics({ register: registry }); // unprefixed: standard Node.js dashboards use these names

const REQUEST_SECONDS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const responses = new ResponseCells(REQUEST_SECONDS_BUCKETS);
registry.registerMetric(responses.counter('txenrich_http_requests_total', 'HTTP requests answered, by route pattern, method and status') as never);
registry.registerMetric(responses.histogram('txenrich_http_request_duration_seconds', 'Time from receiving a request to writing its response, by route pattern, method and status') as never);
const rateLimited = new Counter({
  name: 'txenrich_rate_limited_total',
  help: '429 answers, by the limit that was hit (rps or concurrency)',
  labelNames: ['scope'] as const,
  registers: [registry],
});
// Stored enrichments and credits are counted in plain numbers on the hot path and handed to
// prom-client when Prometheus scrapes (a labelled inc builds and hashes a label object per call).
const enriched = { merchant_found: 0, no_merchant: 0, partial: 0, corrected: 0 };
let creditsCharged = 0;
const enrichments = new Counter({
  name: 'txenrich_enrichments_total',
  help: 'Stored enrichments by outcome: merchant_found, no_merchant; partial and corrected are counted as well (overlapping)',
  labelNames: ['outcome'] as const,
  registers: [registry],
  collect() { for (const k of ENRICHMENT_OUTCOMES) enrichmentFollowers[k](enriched[k]); },
});
const ENRICHMENT_OUTCOMES = Object.keys(enriched) as Array<keyof typeof enriched>;
const enrichmentFollowers = Object.fromEntries(ENRICHMENT_OUTCOMES.map((k) => [k, follow(enrichments, { outcome: k })])) as Record<keyof typeof enriched, (value: number) => void>;
const credits = new Counter({
  name: 'txenrich_credits_charged_total',
  help: 'Credits charged for stored enrichments',
  registers: [registry],
  collect() { creditsFollower(creditsCharged); },
});
const creditsFollower = follow(credits);
const writeSeconds = new Histogram({
  name: 'txenrich_db_write_seconds',
  help: 'Time for one transaction write to be committed by the group-commit writer (queue + batch commit)',
  // Finer between 5 and 50 ms: where a WAL flush on a busy disk lands (the p99 at half load).
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.025, 0.035, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});
const writerBatchRows = new Histogram({
  name: 'txenrich_writer_batch_size',
  help: 'Transactions per group-commit batch (one INSERT statement and one COMMIT each)',
  buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
  registers: [registry],
});
const writerBatchSeconds = new Histogram({
  name: 'txenrich_writer_batch_commit_seconds',
  help: 'Time from sending a group-commit batch to its COMMIT (statement + WAL flush)',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.025, 0.035, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});
const cacheEvents = new Counter({
  name: 'txenrich_enrich_cache_events_total',
  help: 'Exact-result cache lookups, by result (hit, miss)',
  labelNames: ['result'] as const,
  registers: [registry],
});

/** A counter fed from a cumulative value read at scrape time (stats() report totals since start). */
function follow(c: Counter, labels?: Record<string, string>): (value: number) => void {
  let last = 0;
  return (value) => {
    if (value > last) {
      if (labels) c.inc(labels, value - last);
      else c.inc(value - last);
      last = value;
    }
  };
}

// ---------------------------------------------------------------- hot-path hooks

const UNMATCHED = 'unmatched';
const KNOWN_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'del', 'head', 'options']);

/** Called once per response (src/http/context.ts send()). */
export function observeResponse(route: string | undefined, method: string, status: number, startedAt: number, headers?: ReadonlyArray<readonly [string, string]>): void {
  // Unmatched requests may carry any method name: keep the label set bounded.
  const m = route !== undefined || KNOWN_METHODS.has(method) ? method : 'other';
  responses.observe(route ?? UNMATCHED, m, status, (performance.now() - startedAt) / 1000);
  if (status === 429) {
    let scope = 'unknown';
    if (headers !== undefined) for (const [k, v] of headers) if (k === 'X-RateLimit-Scope') scope = v;
    rateLimited.inc({ scope });
  }
}

/** Called once per stored enrichment with what it charged. */
export function recordEnrichment(reply: EnrichReply, charged: number, corrected: boolean): void {
  if (reply.merchantId !== null) enriched.merchant_found++;
  else enriched.no_merchant++;
  if (reply.partial) enriched.partial++;
  if (corrected) enriched.corrected++;
  creditsCharged += charged;
}

export function observeWrite(seconds: number): void {
  writeSeconds.observe(seconds);
}

/** One committed group-commit batch (the writer calls it; see GroupCommitWriter.observeBatches). */
export function observeWriterBatch(rows: number, seconds: number): void {
  writerBatchRows.observe(rows);
  writerBatchSeconds.observe(seconds);
}

// ---------------------------------------------------------------- scrape-time sources

export interface MetricSources {
  pool?: () => PoolStats;
  /** The group-commit writer's stats (cumulative writes and batches, queue, in flight). */
  writer?: () => { writes: number; batches: number; failedBatches: number; largestBatch: number; queued: number; inFlight: number; lost?: number };
  /** The exact-result cache, when there is one (hits and misses are cumulative). */
  cache?: () => { hits: number; misses: number; size?: number } | null;
  /** Database reachability, checked at scrape time. */
  ping?: () => Promise<boolean>;
}

export function registerSources(src: MetricSources): void {
  const gauge = (name: string, help: string, read: (g: Gauge) => void | Promise<void>, labelNames: string[] = []): void => {
    new Gauge({ name, help, labelNames, registers: [registry], collect() { return read(this); } });
  };
  if (src.pool) {
    const pool = src.pool;
    const shed = follow(new Counter({ name: 'txenrich_worker_shed_total', help: 'Enrichments refused with 503 because the worker queue was full', registers: [registry] }));
    gauge('txenrich_worker_queue_depth', 'Enrichment jobs waiting for a worker', (g) => g.set(pool().queued));
    gauge('txenrich_worker_running', 'Enrichment jobs handed to workers', (g) => g.set(pool().running));
    const tasks = follow(new Counter({ name: 'txenrich_worker_tasks_total', help: 'Tasks (batches of jobs) sent to the workers: one message each way', registers: [registry] }));
    const taskJobs = follow(new Counter({ name: 'txenrich_worker_task_jobs_total', help: 'Jobs carried by those tasks (jobs / tasks = mean batch size)', registers: [registry] }));
    gauge('txenrich_worker_job_seconds', 'Moving average time of one enrichment job in a worker', (g) => {
      const s = pool();
      g.set(s.jobMs / 1000);
      shed(s.shed);
      tasks(s.batches);
      taskJobs(s.batchedJobs);
    });
  }
  if (src.writer) {
    const writer = src.writer;
    const writes = follow(new Counter({ name: 'txenrich_writer_writes_total', help: 'Transactions written by the group-commit writer', registers: [registry] }));
    const batches = follow(new Counter({ name: 'txenrich_writer_batches_total', help: 'Batches committed (writes/batches = mean batch size)', registers: [registry] }));
    const failed = follow(new Counter({ name: 'txenrich_writer_failed_batches_total', help: 'Batches that failed to commit', registers: [registry] }));
    gauge('txenrich_writer_queue_depth', 'Writes waiting for a batch', (g) => {
      const s = writer();
      g.set(s.queued);
      writes(s.writes);
      batches(s.batches);
      failed(s.failedBatches);
    });
    gauge('txenrich_writer_batches_in_flight', 'Batches being committed (database write connections busy)', (g) => g.set(writer().inFlight));
    gauge('txenrich_writer_largest_batch', 'Largest batch committed since start', (g) => g.set(writer().largestBatch));
  }
  if (src.cache) {
    const cache = src.cache;
    const hits = follow(cacheEvents, { result: 'hit' });
    const misses = follow(cacheEvents, { result: 'miss' });
    gauge('txenrich_enrich_cache_entries', 'Entries in the exact-result cache', (g) => {
      const s = cache();
      if (s === null) return;
      g.set(s.size ?? 0);
      hits(s.hits);
      misses(s.misses);
    });
  }
  if (src.ping) {
    const ping = src.ping;
    gauge('txenrich_db_up', '1 when the database answered a trivial query at scrape time', async (g) => {
      const ok = await Promise.race([ping(), new Promise<boolean>((r) => setTimeout(() => r(false), 1000).unref())]);
      g.set(ok ? 1 : 0);
    });
  }
}

// ---------------------------------------------------------------- listener

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** Serves GET /metrics (and nothing else) on its own port, apart from the API. */
export function startMetricsServer(host: string, port: number): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('method not allowed\n');
      return;
    }
    if (path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(req.method === 'HEAD' ? undefined : text),
      (err: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`metrics collection failed: ${(err as Error).message}\n`),
    );
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const addr = server.address();
      resolve({
        port: typeof addr === 'object' && addr !== null ? addr.port : port,
        close: () => new Promise<void>((r) => { server.close(() => r()); server.closeAllConnections(); }),
      });
    });
  });
}
