// What every tinybench suite in bench/suites/ provides to bench/run.ts.
import type { Row } from './results.js';

export interface SuiteContext {
  /** Flags from the command line (e.g. --rows for the 1M-row suite). */
  flags: Map<string, string>;
  log: (msg: string) => void;
  /** True when the suite was named on the command line (not part of a full run). */
  explicit: boolean;
}

export interface SuiteOutput {
  /** Printed as tables, one per group; all written to bench/results/<suite>.json. */
  tables: { title: string; rows: Row[] }[];
  /** Anything else worth keeping (settings, counts, notes). */
  details?: Record<string, unknown>;
  /** Set when the suite could not run (a module it measures has not landed, no database). */
  skipped?: string;
  /** The results file was written by a delegated script (the runner does not overwrite it). */
  externalResultFile?: string;
}

export interface Suite {
  name: string;
  description: string;
  run(ctx: SuiteContext): Promise<SuiteOutput>;
}

/** Imports a module by path relative to the repo root, or returns null with the reason it is missing. */
export async function tryImport<T>(fromDir: string, relPath: string): Promise<{ mod: T } | { missing: string }> {
  const { pathToFileURL } = await import('node:url');
  const path = await import('node:path');
  const { existsSync } = await import('node:fs');
  const file = path.resolve(fromDir, relPath);
  if (!existsSync(file)) return { missing: `${relPath} not built yet` };
  return { mod: (await import(pathToFileURL(file).href)) as T };
}
