#!/usr/bin/env -S node --max-semi-space-size=16 --heap-growing-percent=60 --single-threaded-gc
// The `txenrich` command: dispatches to one module per command (serve, enrich, help).
import { packageVersion } from '../config.js';
import { serve } from './serve.js';
import { enrichFile } from './enrich.js';
import { help, USAGE } from './help.js';
import { UsageError } from './usage-error.js';

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  serve,
  enrich: enrichFile,
  help,
};

async function main(argv: string[]): Promise<void> {
  const command = argv[0] ?? 'serve';
  if (command === '--version' || command === '-v' || command === 'version') {
    process.stdout.write(`${packageVersion}\n`);
    return;
  }
  if (command === '--help' || command === '-h') {
    process.stdout.write(USAGE);
    return;
  }
  const run = COMMANDS[command];
  if (run === undefined) {
    process.stderr.write(`txenrich: unknown command "${command}"\n\n${USAGE}`);
    process.exit(2);
  }
  try {
    await run(argv.slice(1));
  } catch (err) {
    // parseArgs throws TypeErrors with a code for unknown/ill-typed options
    const code = (err as { code?: unknown }).code;
    if (err instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
      process.stderr.write(`txenrich ${command}: ${(err as Error).message}\n(see: txenrich ${command} --help)\n`);
      process.exit(2);
    }
    process.stderr.write(`txenrich ${command}: ${(err as Error)?.message ?? String(err)}\n`);
    process.exit(1);
  }
}

void main(process.argv.slice(2));
