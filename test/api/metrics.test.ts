// Prometheus metrics on their own listener (METRICS_PORT): scraped after real traffic.
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/server.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useServer } from '../helpers/context.js';
import { TITLES, idemKey, type CreatedOrg } from '../helpers/api.js';
import { expectSuccess } from '../helpers/checks.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const metricsPort = await freePort();
const ctx = useServer({ env: { METRICS_PORT: String(metricsPort) } });

/** Sample value of a metric line `name{labels} value` (labels given as a substring), or null. */
function sample(text: string, name: string, ...labels: string[]): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (!(rest.startsWith('{') || rest.startsWith(' '))) continue;
    if (!labels.every((l) => rest.includes(l))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

async function scrape(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

let org: CreatedOrg;
let free: CreatedOrg;
const ENRICHED = 6;

beforeAll(async () => {
  org = await ctx.api.createOrg({ plan: 'enterprise', rps: 500, concurrency: 50, credits: 100 });
  free = await ctx.api.createOrg({ plan: 'free' });
  for (let i = 0; i < ENRICHED; i++) {
    const title = i % 2 === 0 ? TITLES.square : { ...TITLES.square, title: `XQZV PLORT ${i} WUNDLE` };
    expectSuccess(await ctx.api.request('POST', '/v1/transactions/enrich', { key: org.apiKey, json: title, headers: { 'Idempotency-Key': idemKey() } }));
  }
  // the free plan allows 1 request per second (burst 1-2): a quick burst is throttled
  await Promise.all(Array.from({ length: 6 }, () => ctx.api.read('/v1', free.apiKey)));
  await ctx.api.read('/nope', org.apiKey);
});

describe('GET /metrics on METRICS_PORT', () => {
  it('has the request counter and latency histogram by route and status', async () => {
    const text = await scrape();
    const enrich200 = sample(text, 'txenrich_http_requests_total', 'route="/v1/transactions/enrich",method="post",status="200"');
    expect(enrich200, text.slice(0, 2000)).toBe(ENRICHED);
    expect(sample(text, 'txenrich_http_request_duration_seconds_count', 'route="/v1/transactions/enrich",method="post",status="200"')).toBe(ENRICHED);
    expect(sample(text, 'txenrich_http_request_duration_seconds_bucket', 'route="/v1/transactions/enrich",method="post",status="200"', 'le="+Inf"')).toBe(ENRICHED);
    expect(sample(text, 'txenrich_http_request_duration_seconds_sum', 'route="/v1/transactions/enrich"')).toBeGreaterThan(0);
    expect(sample(text, 'txenrich_http_requests_total', 'route="unmatched",method="get",status="404"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'txenrich_http_requests_total', 'route="/admin/organizations",method="post",status="201"')).toBe(2);
  });

  it('has 429s by scope, enrich outcomes and credits charged', async () => {
    const text = await scrape();
    expect(sample(text, 'txenrich_http_requests_total', 'route="/v1",method="get",status="429"')).toBeGreaterThanOrEqual(1);
    // Every 429 is counted under the limit that refused it: mostly rps; a retry that overlaps
    // requests still in flight may meet the free plan's concurrency cap (2) first.
    const rps = sample(text, 'txenrich_rate_limited_total', 'scope="rps"') ?? 0;
    const concurrency = sample(text, 'txenrich_rate_limited_total', 'scope="concurrency"') ?? 0;
    expect(rps).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'txenrich_rate_limited_total', 'scope="unknown"')).toBeNull();
    expect(rps + concurrency).toBe(sample(text, 'txenrich_http_requests_total', 'route="/v1",method="get",status="429"'));
    const found = sample(text, 'txenrich_enrichments_total', 'outcome="merchant_found"') ?? 0;
    const none = sample(text, 'txenrich_enrichments_total', 'outcome="no_merchant"') ?? 0;
    expect(found + none).toBe(ENRICHED);
    expect(found).toBeGreaterThanOrEqual(ENRICHED / 2); // the Square title names a merchant
    const balance = expectSuccess(await ctx.api.admin('GET', `/admin/organizations/${org.id}`)).organization.credits;
    expect(sample(text, 'txenrich_credits_charged_total')).toBe(100 - balance);
  });

  it('has worker, writer and database figures and the default process metrics', async () => {
    const text = await scrape();
    expect(sample(text, 'txenrich_worker_queue_depth')).toBe(0);
    expect(sample(text, 'txenrich_worker_running')).not.toBeNull();
    expect(sample(text, 'txenrich_worker_job_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'txenrich_writer_writes_total')).toBeGreaterThanOrEqual(ENRICHED);
    expect(sample(text, 'txenrich_writer_batches_total')).toBeGreaterThanOrEqual(1);
    // Batch size and commit time per group-commit batch, as histograms.
    expect(sample(text, 'txenrich_writer_batch_size_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'txenrich_writer_batch_size_sum')).toBeGreaterThanOrEqual(ENRICHED);
    expect(sample(text, 'txenrich_writer_batch_commit_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'txenrich_db_write_seconds_count')).toBe(ENRICHED);
    expect(sample(text, 'txenrich_db_up')).toBe(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).not.toBeNull();
    expect(text).toContain('# TYPE txenrich_http_request_duration_seconds histogram');
  });

  it('every metric the Grafana dashboard (docs/grafana-dashboard.json) queries is exported', async () => {
    const text = await scrape();
    const dash = readFileSync(join(ROOT, 'docs', 'grafana-dashboard.json'), 'utf8');
    const used = new Set([...dash.matchAll(/\b((?:txenrich|process|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1]!.replace(/_(bucket|count|sum)$/, '')));
    expect(used.size).toBeGreaterThan(15);
    const exported = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!));
    const missing = [...used].filter((n) => !exported.has(n));
    expect(missing).toEqual([]);
  });

  it('is not on the API port, and only GET /metrics is served', async () => {
    const api = await fetch(`${ctx.server.baseUrl}/metrics`);
    expect(api.status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { method: 'POST' })).status).toBe(405);
    expect(ctx.server.logs.some((l) => l.includes('"metrics listening"') && l.includes(`:${metricsPort}/metrics`))).toBe(true);
  });
});
