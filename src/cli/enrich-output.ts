// One output line per input row, CSV (csv-stringify) or JSON Lines: the row's own fields passed
// through, then the enrichment (CSV: flattened columns; JSONL: the API's `transaction` and
// `enrichments` objects as the worker serialised them). Bad rows keep their place with `error`.
import { stringify } from 'csv-stringify/sync';
import type { SourceRow } from './enrich-input.js';

export type OutputFormat = 'csv' | 'jsonl';

/** The parts of an enrichment result the CSV columns and the summary read. */
export interface ResultView {
  transaction?: {
    category?: { primary?: { name?: string }; secondary?: { name?: string }; tertiary?: { name?: string; code?: { mcc?: number } }; confidence?: number };
    subscription?: { recurring?: boolean; type?: string | null };
    channel?: string;
  };
  enrichments?: {
    merchant?: { status?: string; confidence?: number | null; data?: { id?: string; name?: string; website?: string | null } | null };
    location?: { status?: string; data?: { formatted?: string; structured?: { coordinates?: { latitude: number; longitude: number } | null } } | null };
    paymentProcessor?: { status?: string; data?: { name?: string } | null };
    peerToPeer?: { status?: string; data?: { platform?: { name?: string }; recipient?: { displayName?: string } | null } | null };
  };
}

export interface Enriched {
  json: string;
  view: ResultView;
  partial: boolean;
  errors: string[];
}

const ENRICH_COLUMNS = [
  'merchant', 'merchant_id', 'merchant_website', 'merchant_confidence',
  'category_primary', 'category_secondary', 'category_tertiary', 'category_mcc', 'category_confidence',
  'channel', 'recurring', 'subscription_type',
  'location', 'latitude', 'longitude', 'payment_processor', 'p2p_platform', 'p2p_recipient',
  'partial', 'errors', 'error',
] as const;

function flatten(v: ResultView): Record<(typeof ENRICH_COLUMNS)[number], unknown> {
  const t = v.transaction;
  const e = v.enrichments;
  const m = e?.merchant?.status === 'found' ? e.merchant : null;
  const loc = e?.location?.status === 'found' ? e.location.data : null;
  const p2p = e?.peerToPeer?.status === 'found' ? e.peerToPeer.data : null;
  return {
    merchant: m?.data?.name ?? '', merchant_id: m?.data?.id ?? '', merchant_website: m?.data?.website ?? '', merchant_confidence: m?.confidence ?? '',
    category_primary: t?.category?.primary?.name ?? '', category_secondary: t?.category?.secondary?.name ?? '',
    category_tertiary: t?.category?.tertiary?.name ?? '', category_mcc: t?.category?.tertiary?.code?.mcc ?? '', category_confidence: t?.category?.confidence ?? '',
    channel: t?.channel ?? '', recurring: t?.subscription?.recurring ?? '', subscription_type: t?.subscription?.type ?? '',
    location: loc?.formatted ?? '', latitude: loc?.structured?.coordinates?.latitude ?? '', longitude: loc?.structured?.coordinates?.longitude ?? '',
    payment_processor: e?.paymentProcessor?.status === 'found' ? e.paymentProcessor.data?.name ?? '' : '',
    p2p_platform: p2p?.platform?.name ?? '', p2p_recipient: p2p?.recipient?.displayName ?? '',
    partial: '', errors: '', error: '',
  };
}

export interface RowWriter {
  /** Text written before the first row (CSV header), or ''. */
  header(): string;
  row(row: SourceRow, result: Enriched | null, error: string | null): string;
}

export function csvWriter(passThrough: string[]): RowWriter {
  // An input column with the same name as an enrichment column keeps its name; ours gets a prefix.
  const taken = new Set(passThrough);
  const outNames = ENRICH_COLUMNS.map((c) => (taken.has(c) ? `enriched_${c}` : c));
  return {
    header: () => stringify([[...passThrough, ...outNames]]),
    row(row, result, error) {
      const cells: unknown[] = passThrough.map((c) => cellText(row.record[c]));
      const flat = result ? flatten(result.view) : null;
      for (const c of ENRICH_COLUMNS) {
        if (c === 'partial') cells.push(result ? result.partial : '');
        else if (c === 'errors') cells.push(result ? result.errors.join(' ') : '');
        else if (c === 'error') cells.push(error ?? '');
        else cells.push(flat ? flat[c] : '');
      }
      return stringify([cells], { cast: { boolean: (b) => (b ? 'true' : 'false') } });
    },
  };
}

function cellText(v: unknown): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

export function jsonlWriter(): RowWriter {
  return {
    header: () => '',
    row(row, result, error) {
      const own = JSON.stringify(row.record);
      const head = own.length > 2 ? `${own.slice(0, -1)},` : '{';
      if (result === null) return `${head}"line":${row.line},"error":${JSON.stringify(error ?? 'not enriched')}}\n`;
      // The worker's JSON text is inserted as-is: no parse and re-serialise of the result.
      return `${head}"enrichment":${result.json},"partial":${result.partial},"errors":${JSON.stringify(result.errors)}}\n`;
    },
  };
}
