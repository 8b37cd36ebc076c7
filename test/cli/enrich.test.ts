// `txenrich enrich FILE` end to end: the built CLI (dist/src/cli/index.js) in a child process,
// real worker threads and engine, generated files.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { ROOT } from '../helpers/server.js';

const BIN = join(ROOT, 'dist', 'src', 'cli', 'index.js');
const dir = mkdtempSync(join(tmpdir(), 'txe-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEMPLATES = [
  'STARBUCKS STORE {n} SEATTLE WA', 'AMZN MKTP US*{r}', 'NETFLIX.COM {r}', 'UBER *TRIP {r}', 'SHELL OIL {n}',
  'WALMART SUPERCENTER #{n}', 'SQ *BLUE BOTTLE COFFEE {n}', 'PAYROLL ACME CORP {n}', 'TST* JOES PIZZA {n}', 'KROGER #{n} CINCINNATI OH',
];
function title(i: number): string {
  const t = TEMPLATES[i % TEMPLATES.length]!;
  return t.replace('{n}', String(100 + ((i * 7919) % 9000))).replace('{r}', (i * 2654435761 % 2 ** 32).toString(36).toUpperCase());
}

interface Run { code: number | null; stdout: string; stderr: string; peakRssKb: Array<[rssKb: number, outBytes: number]> }

function run(args: string[], opts: { stdin?: string; sampleRss?: string } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const rss: Array<[number, number]> = [];
    child.stdout.on('data', (c: Buffer) => { stdout += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
    let timer: NodeJS.Timeout | null = null;
    if (opts.sampleRss) {
      timer = setInterval(() => {
        try {
          const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
          let size = 0;
          try { size = statSync(opts.sampleRss!).size; } catch { /* not created yet */ }
          if (m) rss.push([Number(m[1]), size]);
        } catch { /* exited */ }
      }, 200);
    }
    child.on('error', reject);
    child.on('close', (code) => {
      if (timer) clearInterval(timer);
      resolve({ code, stdout, stderr, peakRssKb: rss });
    });
    child.stdin.end(opts.stdin ?? '');
  });
}

describe('txenrich enrich', () => {
  it('turns a 2,000-line CSV into 2,000 enriched lines in order, with a progress bar and a summary', async () => {
    const file = join(dir, 'in.csv');
    const out = join(dir, 'out.csv');
    const lines = ['id,Title,country,type,amount'];
    for (let i = 0; i < 2000; i++) {
      const income = i % 10 === 7;
      lines.push(`${i},"${title(i)}",US,${income ? 'income' : 'expense'},${(i % 500) + 0.5}`);
    }
    writeFileSync(file, lines.join('\n') + '\n');
    const r = await run(['enrich', file, '--out', out, '--workers', '2', '--progress']);
    expect(r.code, r.stderr).toBe(0);
    const rows = parse(readFileSync(out), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(2000);
    rows.forEach((row, i) => {
      expect(row['id']).toBe(String(i)); // order kept, columns passed through
      expect(row['title']).toBe(title(i));
      expect(row['amount']).toBe(String((i % 500) + 0.5));
      expect(row['error']).toBe('');
      expect(row['category_primary']).not.toBe('');
      expect(row['channel']).not.toBe('');
    });
    // the engine really ran: the well-known brands are found
    const shell = rows.filter((row) => row['title']!.startsWith('SHELL OIL'));
    expect(shell.length).toBe(200);
    expect(shell.every((row) => row['merchant'] === 'Shell' && row['category_tertiary'] === 'Gas Stations')).toBe(true);
    expect(rows.filter((row) => row['title']!.startsWith('PAYROLL')).every((row) => row['category_primary'] === 'Income')).toBe(true);
    // progress bar (forced outside a terminal) and summary on stderr, nothing on stdout
    expect(r.stderr).toMatch(/\d+ rows \| \d+ rows\/s \| ETA/);
    expect(r.stderr).toMatch(/2000 rows in [\d.]+ s/);
    expect(r.stderr).toMatch(/errors\s+0 /);
    expect(r.stderr).toMatch(/merchants\s+found in \d+ rows/);
    expect(r.stderr).toMatch(/categories\s+.*Transportation \d+/);
    expect(r.stdout).toBe('');
  }, 120_000);

  it('reports bad JSONL lines with their line numbers and keeps going (stdin -> stdout)', async () => {
    const input = [
      JSON.stringify({ title: 'NETFLIX.COM', country: 'US', type: 'expense', userId: 7 }),
      '{"title": "broken',
      '',
      '[1,2,3]',
      JSON.stringify({ title: 'UBER *TRIP', country: 'USA', type: 'expense' }),
      JSON.stringify({ title: 'SHELL OIL 1234', country: 'us', type: 'expense' }),
      JSON.stringify({ title: 'SHELL OIL 1234', country: 'US', type: 'refund' }),
      JSON.stringify({ country: 'US', type: 'expense' }),
    ].join('\n');
    const r = await run(['enrich', '-', '--workers', '1', '--icon-base-url', 'https://txe.example/'], { stdin: input });
    expect(r.code, r.stderr).toBe(0);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
    expect(out).toHaveLength(7); // the blank line is not a row
    expect(out[0]!.userId).toBe(7);
    expect(out[0]!.enrichment.enrichments.merchant.data.name).toBe('Netflix');
    // icons are absolute on the base asked for (the workers emit them relative)
    expect(out[0]!.enrichment.enrichments.merchant.data.icon).toMatch(/^https:\/\/txe\.example\/icons\/[\w.-]+\.svg$/);
    expect(out[0]!.enrichment.entities[0].data.icon).toBe(out[0]!.enrichment.enrichments.merchant.data.icon);
    expect(out[1]).toMatchObject({ line: 2, error: expect.stringMatching(/not valid JSON/) });
    expect(out[2]).toMatchObject({ line: 4, error: expect.stringMatching(/JSON object/) });
    expect(out[3]).toMatchObject({ line: 5, error: expect.stringMatching(/^country /) });
    expect(out[4]!.enrichment.enrichments.merchant.data.name).toBe('Shell'); // lower-case country accepted
    expect(out[5]).toMatchObject({ line: 7, error: expect.stringMatching(/^type /) });
    expect(out[6]).toMatchObject({ line: 8, error: expect.stringMatching(/^title /) });
    for (const n of [2, 4, 5, 7, 8]) expect(r.stderr).toContain(`line ${n}: `);
    expect(r.stderr).toMatch(/errors\s+5 \(5 bad input rows, 0 enrichment failures\)/);
    expect(r.stderr).not.toMatch(/ETA/); // no progress bar outside a terminal unless asked
  }, 60_000);

  it('reports CSV rows with the wrong number of fields and writes JSONL when asked', async () => {
    const file = join(dir, 'bad.csv');
    writeFileSync(file, 'title,country,type\nNETFLIX.COM,US,expense\nONLY TWO,US\nSHELL OIL 55,US,expense\n');
    const r = await run(['enrich', file, '--format', 'jsonl', '-w', '1', '-q']);
    expect(r.code, r.stderr).toBe(0);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
    expect(out).toHaveLength(3);
    expect(out[1]).toMatchObject({ line: 3, error: 'has 2 fields, the header has 3' });
    expect(out[2]!.enrichment.enrichments.merchant.data.name).toBe('Shell');
    expect(r.stderr).toContain('line 3: has 2 fields');
    expect(r.stderr).not.toMatch(/rows in/); // --quiet: no summary
  }, 60_000);

  it('refuses a CSV without the required columns, and explains usage errors', async () => {
    const file = join(dir, 'nohead.csv');
    writeFileSync(file, 'name,amount\nfoo,1\n');
    const r = await run(['enrich', file, '-w', '1', '-q']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/must name the columns title, country and type; missing: title, country, type/);
    const u = await run(['enrich', '--workers', 'many', file]);
    expect(u.code).toBe(2);
    expect(u.stderr).toMatch(/--workers must be an integer/);
    const h = await run(['enrich', '--help']);
    expect(h.code).toBe(0);
    expect(h.stdout).toMatch(/usage: txenrich enrich FILE/);
    for (const cmd of ['serve', 'help']) {
      const x = await run([cmd, '--help']);
      expect(x.code).toBe(0);
      expect(x.stdout).toMatch(new RegExp(`usage: txenrich ${cmd}`));
    }
  }, 60_000);

  it('keeps memory bounded on a large file (RSS sampled while it runs)', async () => {
    // TXE_TEST_BULK_ROWS=200000 for the full-size check (takes minutes on a busy 2-core box).
    const n = Number(process.env.TXE_TEST_BULK_ROWS) || 40_000;
    const file = join(dir, 'large.csv');
    const ws = createWriteStream(file);
    ws.write('title,country,type,note\n');
    for (let i = 0; i < n; i++) {
      if (!ws.write(`"${title(i)}",US,expense,row ${i} ${'x'.repeat(40)}\n`)) await once(ws, 'drain');
    }
    ws.end();
    await once(ws, 'finish');
    const out = join(dir, 'large.jsonl');
    const r = await run(['enrich', file, '--out', out, '-w', '2', '-q'], { sampleRss: out });
    expect(r.code, r.stderr).toBe(0);
    let count = 0;
    const text = readFileSync(out, 'utf8');
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
    expect(count).toBe(n);
    // Output is ~1 KB per row: if rows were buffered, RSS would grow by about that per row.
    // Baseline: while the first 5-25 % of the output is written (the engine is loaded by then);
    // compared with the rest of the run.
    const samples = r.peakRssKb;
    const total = statSync(out).size;
    const early = Math.max(...samples.filter(([, b]) => b >= total * 0.05 && b <= total * 0.25).map(([kb]) => kb));
    const late = Math.max(...samples.filter(([, b]) => b > total * 0.25).map(([kb]) => kb));
    expect(samples.length).toBeGreaterThan(10);
    process.stderr.write(`bulk ${n} rows: RSS max ${Math.round(early / 1024)} MB at 5-25 % of the output, ${Math.round(late / 1024)} MB after, ${samples.length} samples\n`);
    expect(late - early).toBeLessThan(96 * 1024); // KB
    expect(late).toBeLessThan(1024 * 1024); // under 1 GB all in (two workers hold the indexes)
  }, 600_000);
});
