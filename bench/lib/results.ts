// Writing a suite's figures to bench/results/<name>.json and printing them as a table.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineInfo } from './machine.js';

/** bench/results in the source tree, whether running from bench/ (tsx) or dist/bench/ (tsc). */
export function resultsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = here.includes(`${path.sep}dist${path.sep}`)
    ? here.slice(0, here.lastIndexOf(`${path.sep}dist${path.sep}`))
    : path.resolve(here, '..', '..');
  return path.join(root, 'bench', 'results');
}

export type Row = Record<string, string | number | boolean | null>;

export function writeResult(name: string, body: Record<string, unknown>): string {
  const dir = resultsDir();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ suite: name, machine: machineInfo(), command: commandLine(), ...body }, null, 2) + '\n');
  return file;
}

export function commandLine(): string {
  const script = path.basename(process.argv[1] ?? '');
  const args = process.argv.slice(2).join(' ');
  return script === 'run.js' || script === 'run.ts'
    ? `npm run bench${args ? ` -- ${args}` : ''}`
    : script === 'http.js' || script === 'http.ts'
      ? `npm run bench:http${args ? ` -- ${args}` : ''}`
      : `node ${script} ${args}`.trim();
}

/** A plain fixed-width table (console.table quotes strings and wastes width). */
export function formatTable(rows: Row[], title?: string): string {
  if (rows.length === 0) return title ? `${title}\n  (no rows)\n` : '';
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: unknown): string => (v === null || v === undefined ? '-' : typeof v === 'number' ? fmtNum(v) : String(v));
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals: string[]): string =>
    vals.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  const out = [line(cols), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(cols.map((c) => cell(r[c]))))];
  return `${title ? `${title}\n` : ''}${out.map((l) => `  ${l}`).join('\n')}\n`;
}

export function fmtNum(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v)) return String(v);
  const a = Math.abs(v);
  return a >= 100 ? v.toFixed(0) : a >= 10 ? v.toFixed(1) : a >= 1 ? v.toFixed(2) : v.toFixed(3);
}

export function round(v: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}
