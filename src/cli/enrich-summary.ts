// Counts of a bulk run and the summary printed at its end.
import type { Enriched } from './enrich-output.js';

const MAX_DISTINCT = 100_000; // distinct merchant ids remembered (bounded memory on huge files)

export class BulkStats {
  rows = 0;
  enriched = 0;
  partial = 0;
  badInput = 0;
  failed = 0;
  merchantRows = 0;
  readonly merchants = new Set<string>();
  readonly categories = new Map<string, number>(); // level-1 category -> rows

  add(r: Enriched): void {
    this.enriched++;
    if (r.partial) this.partial++;
    const m = r.view.enrichments?.merchant;
    if (m?.status === 'found') {
      this.merchantRows++;
      const id = m.data?.id ?? m.data?.name;
      if (id !== undefined && this.merchants.size < MAX_DISTINCT) this.merchants.add(id);
    }
    const cat = r.view.transaction?.category?.primary?.name;
    if (cat !== undefined) this.categories.set(cat, (this.categories.get(cat) ?? 0) + 1);
  }
}

const pct = (n: number, of: number): string => (of === 0 ? '0%' : `${((100 * n) / of).toFixed(1)}%`);

export function formatSummary(s: BulkStats, seconds: number, out: string, format: string): string {
  const rate = seconds > 0 ? Math.round(s.rows / seconds) : s.rows;
  const cats = [...s.categories.entries()].sort((a, b) => b[1] - a[1]);
  const lines = [
    `txenrich enrich: ${s.rows} rows in ${seconds.toFixed(1)} s (${rate} rows/s) -> ${out} (${format})`,
    `  enriched    ${s.enriched}${s.partial > 0 ? ` (${s.partial} partial: part of the engine ran out of time)` : ''}`,
    `  errors      ${s.badInput + s.failed} (${s.badInput} bad input rows, ${s.failed} enrichment failures)`,
    `  merchants   found in ${s.merchantRows} rows (${pct(s.merchantRows, s.enriched)}), ${s.merchants.size >= MAX_DISTINCT ? `${MAX_DISTINCT}+` : s.merchants.size} distinct`,
    `  categories  ${cats.length === 0 ? '-' : cats.map(([name, n]) => `${name} ${n}`).join(', ')}`,
  ];
  return lines.join('\n') + '\n';
}
