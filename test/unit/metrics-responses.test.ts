import { describe, expect, it } from 'vitest';
import { Histogram, Counter, Registry } from 'prom-client';
import { ResponseCells } from '../../src/metrics-responses.js';

const BOUNDS = [0.001, 0.01, 0.1];

describe('per-response metrics without prom-client on the hot path', () => {
  it('renders exactly what a prom-client Counter and Histogram render for the same observations', async () => {
    const observations: Array<[string, string, number, number]> = [
      ['/v1/transactions/enrich', 'post', 200, 0.0004], ['/v1/transactions/enrich', 'post', 200, 0.001], ['/v1/transactions/enrich', 'post', 200, 0.05],
      ['/v1/transactions/enrich', 'post', 409, 0.2], ['unmatched', 'get', 404, 0.002], ['/v1', 'get', 200, 0.0001],
    ];
    const ours = new Registry();
    const cells = new ResponseCells(BOUNDS);
    ours.registerMetric(cells.counter('t_requests_total', 'help a') as never);
    ours.registerMetric(cells.histogram('t_seconds', 'help b') as never);
    const theirs = new Registry();
    const c = new Counter({ name: 't_requests_total', help: 'help a', labelNames: ['route', 'method', 'status'], registers: [theirs] });
    const h = new Histogram({ name: 't_seconds', help: 'help b', labelNames: ['route', 'method', 'status'], buckets: BOUNDS, registers: [theirs] });
    for (const [route, method, status, s] of observations) {
      cells.observe(route, method, status, s);
      const labels = { route, method, status: String(status) };
      c.inc(labels);
      h.observe(labels, s);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    // the JSON form too (key order and prom-client's empty exemplar fields aside)
    const plain = (ms: unknown) => JSON.parse(JSON.stringify(ms, (k, v) => (k === 'exemplar' ? undefined : v)));
    expect(plain(await ours.getMetricsAsJSON())).toEqual(plain(await theirs.getMetricsAsJSON()));
    expect(await ours.metrics()).toContain('t_seconds_bucket{le="0.001",route="/v1/transactions/enrich",method="post",status="200"} 2');
    ours.resetMetrics();
    expect(await ours.metrics()).not.toContain('route=');
  });
});
