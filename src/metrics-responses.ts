// The two per-response metrics (txenrich_http_requests_total and
// txenrich_http_request_duration_seconds), counted without prom-client on the hot path: a
// prom-client observe builds a label object and hashes it (sorting the label names, joining the
// values) on every call, twice per response. Here a response finds its cell by three Map lookups
// on the route pattern, the method and the status, and bumps numbers; the metrics are produced in
// prom-client's own shape when Prometheus scrapes (the registry renders them like its own).
interface Cell {
  labels: { route: string; method: string; status: string };
  /** Observations per bucket (not cumulative); the last slot is above the highest bound. */
  perBucket: Float64Array;
  count: number;
  sum: number;
}

interface MetricValue {
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string>;
  value: number;
  metricName?: string;
}

interface CustomMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  get(): Promise<{ name: string; help: string; type: string; values: MetricValue[]; aggregator: 'sum' }>;
  getForPromString(): Promise<{ name: string; help: string; type: string; values: MetricValue[]; aggregator: 'sum' }>;
  reset(): void;
}

export class ResponseCells {
  private cells = new Map<string, Map<string, Map<number, Cell>>>();

  constructor(private readonly bounds: readonly number[]) {}

  observe(route: string, method: string, status: number, seconds: number): void {
    let byMethod = this.cells.get(route);
    if (byMethod === undefined) this.cells.set(route, byMethod = new Map());
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, byStatus = new Map());
    let cell = byStatus.get(status);
    if (cell === undefined) {
      cell = { labels: { route, method, status: String(status) }, perBucket: new Float64Array(this.bounds.length + 1), count: 0, sum: 0 };
      byStatus.set(status, cell);
    }
    let i = 0;
    while (i < this.bounds.length && seconds > this.bounds[i]!) i++;
    cell.perBucket[i]! += 1;
    cell.count++;
    cell.sum += seconds;
  }

  private each(fn: (cell: Cell) => void): void {
    for (const byMethod of this.cells.values()) for (const byStatus of byMethod.values()) for (const cell of byStatus.values()) fn(cell);
  }

  /** The number of responses per label set, as a prom-client counter. */
  counter(name: string, help: string): CustomMetric {
    return this.metric(name, help, 'counter', (values) => this.each((c) => { values.push({ labels: { ...c.labels }, value: c.count }); }));
  }

  /** The response times per label set, as a prom-client histogram (cumulative buckets, +Inf, _sum, _count). */
  histogram(name: string, help: string): CustomMetric {
    return this.metric(name, help, 'histogram', (values) => this.each((c) => {
      let acc = 0;
      for (let i = 0; i < this.bounds.length; i++) {
        acc += c.perBucket[i]!;
        values.push({ labels: { le: this.bounds[i]! }, sharedLabels: c.labels, value: acc, metricName: `${name}_bucket` });
      }
      values.push({ labels: { le: '+Inf' }, sharedLabels: c.labels, value: c.count, metricName: `${name}_bucket` });
      values.push({ labels: {}, sharedLabels: c.labels, value: c.sum, metricName: `${name}_sum` });
      values.push({ labels: {}, sharedLabels: c.labels, value: c.count, metricName: `${name}_count` });
    }));
  }

  private metric(name: string, help: string, type: 'counter' | 'histogram', fill: (values: MetricValue[]) => void): CustomMetric {
    const forPromString = async () => {
      const values: MetricValue[] = [];
      fill(values);
      return { name, help, type, values, aggregator: 'sum' as const };
    };
    return {
      name, help, type, aggregator: 'sum',
      getForPromString: forPromString,
      // JSON form (registry.getMetricsAsJSON): shared labels merged into each value's labels
      get: async () => {
        const m = await forPromString();
        m.values = m.values.map((v) => ({ labels: { ...v.labels, ...v.sharedLabels }, value: v.value, metricName: v.metricName }));
        return m;
      },
      reset: () => { this.cells.clear(); },
    };
  }
}
