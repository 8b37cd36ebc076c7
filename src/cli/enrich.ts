// `txenrich enrich FILE`: enriches a CSV or JSONL file in-process with the service's own worker
// pool and engine (no server, no database). Streaming: at most `--concurrency` rows are in
// flight, output is written in input order and waits for the output stream to drain, so memory
// stays bounded for a file of any size. Bad rows are reported with their line number and kept
// in the output with an `error`; they never stop the run.
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { packageRoot } from '../config.js';
import { EnrichPool, PoolError } from '../enrich/pool.js';
import { csvSource, formatFromName, jsonlSource, InputFormatError, type InputFormat, type SourceRow } from './enrich-input.js';
import { csvWriter, jsonlWriter, type Enriched, type OutputFormat, type ResultView, type RowWriter } from './enrich-output.js';
import { BulkStats, formatSummary } from './enrich-summary.js';
import { Progress } from './progress.js';
import { UsageError } from './usage-error.js';
import { renderIconPaths } from '../enrich/icons.js';

export const ENRICH_HELP = `usage: txenrich enrich FILE [options]

Enriches every row of FILE in-process on all cores (the service's worker pool and engine;
no server and no database needed) and writes one output row per input row, in order.

  FILE                  CSV with a header naming title, country and type (other columns are
                        passed through), or JSON Lines ({"title","country","type",...} per line).
                        "-" reads standard input.

options:
  -o, --out PATH        where to write ("-" = standard output, the default)
  -f, --format FMT      output format: csv or jsonl (default: from --out's extension, else the
                        input's format)
      --from FMT        input format: csv or jsonl (default: from FILE's extension; on standard
                        input, guessed from the first character)
  -w, --workers N       worker threads (default: all cores, ${availableParallelism()} here)
  -c, --concurrency N   rows in flight at once; bounds memory (default 256)
      --timeout-ms N    time budget per row inside the engine, as ENRICH_TIMEOUT_MS (default 1000)
      --data-dir DIR    compiled reference data (default: NATIVE_DATA_DIR or native-data/build)
      --icon-base-url U base of icon URLs in results (default: PUBLIC_URL or http://localhost:8080)
      --progress        show the progress bar even when standard error is not a terminal
      --no-progress     never show the progress bar
  -q, --quiet           no progress bar, no summary (bad rows are still reported)
  -h, --help            show this help

Output: CSV gets the input columns, then merchant, merchant_id, merchant_website,
merchant_confidence, category_primary/secondary/tertiary, category_mcc, category_confidence,
channel, recurring, subscription_type, location, latitude, longitude, payment_processor,
p2p_platform, p2p_recipient, partial, errors, error. JSONL gets the input object plus
"enrichment" ({transaction, enrichments} exactly as the API returns them), "partial", "errors";
a bad row is {..., "line": N, "error": "..."}.
Bad rows are listed on standard error as "line N: reason"; the run continues and exits 0.
A summary (rows, errors, merchants found, categories) is printed on standard error at the end.

examples:
  txenrich enrich statements.csv --out enriched.csv
  cat rows.jsonl | txenrich enrich - --format csv > enriched.csv
`;

const MAX_LISTED_BAD_ROWS = 50;

function positiveInt(name: string, v: string | undefined, def: number, max: number): number {
  if (v === undefined) return def;
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > max) throw new UsageError(`--${name} must be an integer from 1 to ${max} (got "${v}")`);
  return Number(v);
}

function formatOption(name: string, v: string | undefined): 'csv' | 'jsonl' | null {
  if (v === undefined) return null;
  const f = v.toLowerCase();
  if (f === 'csv' || f === 'jsonl') return f;
  if (f === 'ndjson' || f === 'json') return 'jsonl';
  throw new UsageError(`--${name} must be csv or jsonl (got "${v}")`);
}

/** On standard input without --from: JSON Lines when the first non-blank character is "{". */
async function sniffFormat(stream: Readable): Promise<InputFormat> {
  const chunk = await new Promise<Buffer | null>((res, rej) => {
    const onReadable = (): void => {
      const c = stream.read() as Buffer | null;
      if (c === null && !stream.readableEnded) return; // wait for data
      cleanup();
      res(c);
    };
    const onEnd = (): void => { cleanup(); res(null); };
    const onError = (e: Error): void => { cleanup(); rej(e); };
    const cleanup = (): void => { stream.off('readable', onReadable); stream.off('end', onEnd); stream.off('error', onError); };
    stream.on('readable', onReadable);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
  if (chunk === null) return 'csv';
  stream.unshift(chunk);
  const text = chunk.toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return text.startsWith('{') ? 'jsonl' : 'csv';
}

export async function enrichFile(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      out: { type: 'string', short: 'o' },
      format: { type: 'string', short: 'f' },
      from: { type: 'string' },
      workers: { type: 'string', short: 'w' },
      concurrency: { type: 'string', short: 'c' },
      'timeout-ms': { type: 'string' },
      'data-dir': { type: 'string' },
      'icon-base-url': { type: 'string' },
      progress: { type: 'boolean' },
      'no-progress': { type: 'boolean' },
      quiet: { type: 'boolean', short: 'q' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(ENRICH_HELP);
    return;
  }
  if (positionals.length !== 1) {
    throw new UsageError(positionals.length === 0 ? 'which file? give a CSV or JSONL file, or "-" for standard input' : `one file at a time (got ${positionals.length})`);
  }
  const file = positionals[0]!;
  const outPath = values.out ?? '-';
  const workers = positiveInt('workers', values.workers, Math.max(1, availableParallelism()), 256);
  const concurrency = positiveInt('concurrency', values.concurrency, 256, 100_000);
  const budgetMs = positiveInt('timeout-ms', values['timeout-ms'], 1000, 600_000);
  let inFormat = formatOption('from', values.from);
  let outFormat: OutputFormat | null = formatOption('format', values.format);
  if (file !== '-' && outPath !== '-' && resolve(file) === resolve(outPath)) throw new UsageError('--out must not be the input file');

  // Input
  let input: Readable;
  let totalBytes = 0;
  if (file === '-') {
    input = process.stdin;
    inFormat ??= await sniffFormat(process.stdin);
  } else {
    try {
      const st = statSync(file);
      if (!st.isFile()) throw new UsageError(`${file} is not a file`);
      totalBytes = st.size;
    } catch (err) {
      if (err instanceof UsageError) throw err;
      throw new UsageError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}`);
    }
    inFormat ??= formatFromName(file);
    if (inFormat === null) throw new UsageError(`cannot tell the format of ${file} from its name: add --from csv or --from jsonl`);
    input = createReadStream(file);
  }
  outFormat ??= (outPath !== '-' ? formatFromName(outPath) : null) ?? inFormat;

  const showProgress = !values.quiet && !values['no-progress'] && (values.progress === true || process.stderr.isTTY === true);
  const progress = new Progress(showProgress, totalBytes);
  const stats = new BulkStats();
  let listed = 0;
  const reportBad = (line: number, reason: string): void => {
    if (listed < MAX_LISTED_BAD_ROWS) progress.log(`line ${line}: ${reason}\n`);
    else if (listed === MAX_LISTED_BAD_ROWS) progress.log(`(more bad rows: not listed here, see the "error" field of the output)\n`);
    listed++;
  };

  // Count bytes as they are consumed (the progress bar's ETA); pipe keeps backpressure.
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      progress.bytes += chunk.length;
      cb(null, chunk);
    },
  });
  input.on('error', (err) => counter.destroy(err));
  const source = inFormat === 'csv' ? csvSource(input.pipe(counter)) : jsonlSource(input.pipe(counter));

  const out: Writable = outPath === '-' ? process.stdout : createWriteStream(outPath);
  let outError: Error | null = null;
  out.on('error', (err) => { outError = err; });

  const dataDir = resolve(values['data-dir'] ?? process.env['NATIVE_DATA_DIR'] ?? join(packageRoot, 'native-data', 'build'));
  if (!values.quiet) process.stderr.write(`txenrich enrich: loading the engine in ${workers} worker${workers === 1 ? '' : 's'}...\n`);
  const pool = new EnrichPool({
    workers,
    queueMax: concurrency * 2,
    maxQueueWaitMs: Number.MAX_SAFE_INTEGER, // a file is not a client: wait rather than shed
    budgetMs,
    hardTimeoutMs: Math.max(60_000, budgetMs * 3),
    dataDir,
  });
  const iconBase = (values['icon-base-url'] ?? process.env['PUBLIC_URL'] ?? 'http://localhost:8080').replace(/\/+$/, '');
  let writer: RowWriter | null = null;
  const writerFor = (): RowWriter => (writer ??= outFormat === 'csv' ? csvWriter(source.columns()) : jsonlWriter());

  const enrichRow = async (row: SourceRow): Promise<string> => {
    stats.rows++;
    if (row.input === null) {
      stats.badInput++;
      reportBad(row.line, row.error ?? 'bad row');
      return writerFor().row(row, null, row.error);
    }
    const { title, country, type } = row.input;
    for (let attempt = 0; ; attempt++) {
      try {
        const reply = await pool.enrich(title, country, type);
        const json = renderIconPaths(reply.json.toString(), iconBase);
        const result: Enriched = { json, view: JSON.parse(json) as ResultView, partial: reply.partial, errors: reply.errors };
        stats.add(result);
        return writerFor().row(row, result, null);
      } catch (err) {
        const kind = err instanceof PoolError ? err.kind : 'crashed';
        // The queue is sized for our window, but a restarting worker can still push back.
        if (kind === 'overloaded' && attempt < 1000) {
          await new Promise((r) => setTimeout(r, 5));
          continue;
        }
        if (kind === 'crashed' && attempt < 2) continue;
        stats.failed++;
        const reason = `enrichment failed (${kind}: ${(err as Error).message})`;
        reportBad(row.line, reason);
        return writerFor().row(row, null, reason);
      }
    }
  };

  const write = async (text: string): Promise<void> => {
    if (outError !== null) throw outError;
    if (text !== '' && !out.write(text)) await Promise.race([once(out, 'drain'), once(out, 'error')]);
  };

  let started = performance.now();
  let headerWritten = false;
  const emit = async (text: string): Promise<void> => {
    if (!headerWritten) {
      headerWritten = true;
      await write(writerFor().header());
    }
    await write(text);
    if (text !== '') progress.rows++;
  };
  try {
    await pool.warmUp();
    started = performance.now(); // the rate is of enrichment, not of loading the engine
    progress.start();
    // In-order window: rows start as they are read; the oldest is awaited and written before
    // more than `concurrency` are in flight.
    const pending: Promise<string>[] = [];
    for await (const row of source.rows) {
      pending.push(enrichRow(row));
      if (pending.length >= concurrency) await emit(await pending.shift()!);
    }
    while (pending.length > 0) await emit(await pending.shift()!);
    if (!headerWritten) await emit('');
  } catch (err) {
    progress.stop();
    if (err instanceof InputFormatError) throw new Error(err.message);
    throw err;
  } finally {
    progress.stop();
    await pool.close();
  }
  if (out !== process.stdout) {
    out.end();
    await once(out, 'finish');
  }
  if (outError !== null) throw outError;
  if (!values.quiet) process.stderr.write(formatSummary(stats, (performance.now() - started) / 1000, outPath === '-' ? 'standard output' : outPath, outFormat));
}
