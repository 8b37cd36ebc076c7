// The bench's open-loop wrk mode paces requests at the asked rate against a real HTTP server,
// and the server-side histogram split reads real prom-client output.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Histogram, Registry } from 'prom-client';
import { runWrk, wrkAvailable } from '../../bench/lib/wrk.js';
import { diff, scrape } from '../../bench/lib/prom-histograms.js';

let server: Server;
let port = 0;
const registry = new Registry();
const h = new Histogram({ name: 'txenrich_writer_batch_commit_seconds', help: 'x', buckets: [0.001, 0.01, 0.1], registers: [registry] });

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/metrics') { void registry.metrics().then((t) => res.end(t)); return; }
    req.resume();
    req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{"ok":true}'); });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('wrk paced (open loop)', () => {
  it.skipIf(!wrkAvailable())('sends at the asked rate, not as fast as the server answers', async () => {
    const r = await runWrk({ type: 'wrk', host: '127.0.0.1', port, apiKey: 'k', connections: 8, durationSec: 3, feed: 'unique', keyPrefix: 't', rate: 200 });
    expect(r.statusCounts['non-2xx'] ?? 0).toBe(0);
    expect(r.rps).toBeGreaterThan(150); // closed loop against this server would be thousands/s
    expect(r.rps).toBeLessThan(250);
    expect(r.lateSends).toBeDefined();
    expect(r.lateSends!.count).toBeLessThan(r.sent);
    expect(r.tool).toContain('paced 200/s');
  });
});

describe('server-side histogram split', () => {
  it('reports percentiles of what was observed between two scrapes only', async () => {
    h.observe(0.5); // before the run: must not count
    const before = (await scrape(`http://127.0.0.1:${port}/metrics`))!;
    for (let i = 0; i < 98; i++) h.observe(0.0005);
    h.observe(0.05); h.observe(0.05);
    const after = (await scrape(`http://127.0.0.1:${port}/metrics`))!;
    const d = diff(before, after).batchCommit!;
    expect(d.count).toBe(100);
    expect(d.p50).toBe(1);
    expect(d.p99).toBe(100);
    expect(d.max).toBe(100);
    expect(await scrape(`http://127.0.0.1:1/metrics`)).toBeNull();
  });
});
