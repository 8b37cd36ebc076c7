// Rows of a bulk file, read as a stream: CSV (csv-parse, header row naming title, country and
// type) or JSON Lines. Each row keeps its line number; a bad row becomes an error row instead
// of stopping the run. Reading is pulled by the consumer (async iteration), so a slow consumer
// pauses the file: memory stays bounded whatever the file size.
import type { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import { validateEnrichBody, type EnrichBody } from '../http/schemas.js';
import { collectErrors } from '../http/validation.js';
import type { FieldErrors } from '../http/envelope.js';

export type InputFormat = 'csv' | 'jsonl';

export interface SourceRow {
  /** 1-based line of the file where the row ends. */
  line: number;
  /** The row as read (CSV: column -> text; JSONL: the object), passed through to the output. */
  record: Record<string, unknown>;
  /** Valid enrichment input, or null when `error` says why not. */
  input: EnrichBody | null;
  error: string | null;
}

/** Column names of the passed-through fields, known once the header (or first object) is read. */
export interface RowSource {
  rows: AsyncIterable<SourceRow>;
  columns(): string[];
}

export class InputFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputFormatError';
  }
}

/** Picks title/country/type out of a record and validates them as the HTTP API would. */
export function toEnrichInput(record: Record<string, unknown>): { input: EnrichBody | null; error: string | null } {
  const candidate: Record<string, unknown> = {};
  for (const name of ['title', 'country', 'type'] as const) {
    const v = record[name];
    if (v === undefined || v === null || v === '') continue;
    candidate[name] = typeof v === 'string' && name !== 'title' ? v.trim().toLowerCase() : v;
  }
  if (typeof candidate['country'] === 'string') candidate['country'] = candidate['country'].toUpperCase();
  if (validateEnrichBody(candidate)) return { input: candidate as unknown as EnrichBody, error: null };
  const errors: FieldErrors = {};
  collectErrors(validateEnrichBody.errors, errors);
  const text = Object.entries(errors).map(([field, msgs]) => `${field} ${msgs.join(', ')}`).join('; ');
  return { input: null, error: text };
}

function lineOf(err: unknown): number | null {
  const lines = (err as CsvError | null)?.['lines'];
  return typeof lines === 'number' ? lines : null;
}

export function csvSource(stream: Readable): RowSource {
  let header: string[] | null = null;
  const skipped: SourceRow[] = []; // malformed records reported by csv-parse, emitted in line order
  const parser = parse({
    bom: true,
    info: true,
    skip_empty_lines: true,
    relax_column_count: true, // checked here, so the row is reported instead of failing the file
    skip_records_with_error: true,
    on_skip: (err) => {
      skipped.push({ line: lineOf(err) ?? 0, record: {}, input: null, error: `malformed CSV (${err?.message ?? 'unreadable record'})` });
      return undefined;
    },
  });
  stream.on('error', (err) => parser.destroy(err));
  stream.pipe(parser);

  async function* rows(): AsyncGenerator<SourceRow> {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const { record, info } = item;
      while (skipped.length > 0 && skipped[0]!.line <= info.lines) yield skipped.shift()!;
      if (header === null) {
        header = record.map((h) => h.trim());
        const lower = header.map((h) => h.toLowerCase());
        const missing = ['title', 'country', 'type'].filter((c) => !lower.includes(c));
        if (missing.length > 0) {
          throw new InputFormatError(`the CSV header (line ${info.lines}) must name the columns title, country and type; missing: ${missing.join(', ')} (found: ${header.join(', ').slice(0, 200)})`);
        }
        // The three input columns are matched case-insensitively; other columns keep their names.
        header = header.map((h, i) => (['title', 'country', 'type'].includes(lower[i]!) ? lower[i]! : h));
        continue;
      }
      const obj: Record<string, unknown> = {};
      for (let i = 0; i < header.length; i++) obj[header[i]!] = record[i] ?? '';
      if (record.length !== header.length) {
        yield { line: info.lines, record: obj, input: null, error: `has ${record.length} fields, the header has ${header.length}` };
        continue;
      }
      const { input, error } = toEnrichInput(obj);
      yield { line: info.lines, record: obj, input, error };
    }
    while (skipped.length > 0) yield skipped.shift()!;
    if (header === null) throw new InputFormatError('the CSV file is empty: expected a header row naming title, country and type');
  }
  return { rows: rows(), columns: () => header ?? [] };
}

export function jsonlSource(stream: Readable): RowSource {
  let columns: string[] | null = null;
  async function* lines(): AsyncGenerator<[number, string]> {
    const decoder = new TextDecoder('utf-8');
    let rest = '';
    let n = 0;
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      const text = rest + (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      let start = 0;
      for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
        n++;
        yield [n, text.slice(start, nl)];
        start = nl + 1;
      }
      rest = text.slice(start);
      if (rest.length > 16 * 1024 * 1024) throw new InputFormatError(`line ${n + 1} is longer than 16 MiB: is this really a JSON Lines file?`);
    }
    rest += decoder.decode();
    if (rest.length > 0) yield [n + 1, rest];
  }
  async function* rows(): AsyncGenerator<SourceRow> {
    for await (const [line, raw] of lines()) {
      const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (text.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (err) {
        yield { line, record: {}, input: null, error: `not valid JSON (${(err as Error).message.slice(0, 120)})` };
        continue;
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        yield { line, record: {}, input: null, error: 'must be a JSON object with title, country and type' };
        continue;
      }
      const record = value as Record<string, unknown>;
      const { input, error } = toEnrichInput(record);
      if (columns === null && error === null) columns = Object.keys(record);
      yield { line, record, input, error };
    }
  }
  return { rows: rows(), columns: () => columns ?? ['title', 'country', 'type'] };
}

/** The input format from the file name, or from the first bytes (stdin). */
export function formatFromName(name: string): InputFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson') || lower.endsWith('.json')) return 'jsonl';
  return null;
}
