// Server-side latency split for a bench scenario: scrapes the service's Prometheus histograms
// before and after a run and reports percentiles of the difference (bucket upper bounds), so a
// client-side p99 can be attributed: HTTP request time inside the server, one write's wait for
// its group commit, and one batch's statement + COMMIT (WAL flush) time.

/** Cumulative bucket counts by upper bound (seconds), for one histogram and label filter. */
export type Buckets = Map<number, number>;
export type Snapshot = Record<string, Buckets>;

export const SERVER_HISTOGRAMS = {
  request: { name: 'txenrich_http_request_duration_seconds', labels: 'route="/v1/transactions/enrich"' },
  write: { name: 'txenrich_db_write_seconds', labels: '' },
  batchCommit: { name: 'txenrich_writer_batch_commit_seconds', labels: '' },
  batchRows: { name: 'txenrich_writer_batch_size', labels: '' },
} as const;

export async function scrape(url: string): Promise<Snapshot | null> {
  let text: string;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return null;
    text = await res.text();
  } catch {
    return null;
  }
  const out: Snapshot = {};
  for (const [key, h] of Object.entries(SERVER_HISTOGRAMS)) {
    const b: Buckets = new Map();
    for (const line of text.split('\n')) {
      if (!line.startsWith(`${h.name}_bucket{`) || (h.labels && !line.includes(h.labels))) continue;
      const le = /le="([^"]+)"/.exec(line)?.[1];
      if (!le) continue;
      const bound = le === '+Inf' ? Infinity : Number(le);
      // Several label sets (methods, statuses) add up per bound.
      b.set(bound, (b.get(bound) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
    }
    out[key] = b;
  }
  return out;
}

export interface Split { count: number; p50: number | null; p99: number | null; max: number | null }

/** Percentiles (bucket upper bounds, ms; counts for the rows histogram) of after - before. */
export function diff(before: Snapshot, after: Snapshot): Record<string, Split> {
  const res: Record<string, Split> = {};
  for (const key of Object.keys(SERVER_HISTOGRAMS)) {
    const a = after[key]!, b = before[key] ?? new Map<number, number>();
    const bounds = [...a.keys()].sort((x, y) => x - y);
    const cum = bounds.map((le) => (a.get(le) ?? 0) - (b.get(le) ?? 0));
    const total = cum[cum.length - 1] ?? 0;
    const scale = key === 'batchRows' ? 1 : 1000;
    const at = (q: number): number | null => {
      if (total === 0) return null;
      const i = cum.findIndex((c) => c >= q * total);
      const le = bounds[i]!;
      return le === Infinity ? Infinity : Math.round(le * scale * 100) / 100;
    };
    let max: number | null = null;
    for (let i = 0; i < bounds.length; i++) if (cum[i]! > (i > 0 ? cum[i - 1]! : 0)) max = bounds[i] === Infinity ? Infinity : Math.round(bounds[i]! * scale * 100) / 100;
    res[key] = { count: total, p50: at(0.5), p99: at(0.99), max };
  }
  return res;
}
