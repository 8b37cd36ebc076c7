// `txenrich help [COMMAND]`: the overview, or one command's help.
import { parseArgs } from 'node:util';
import { SERVE_HELP } from './serve.js';
import { ENRICH_HELP } from './enrich.js';
import { UsageError } from './usage-error.js';

export const USAGE = `usage: txenrich <command> [options]

commands:
  serve          start the HTTP service (the default when no command is given)
  enrich FILE    enrich a CSV or JSONL file in-process on all cores (no server, no database)
  help [CMD]     show this overview or one command's help

  txenrich --version   print the version
  txenrich CMD --help  options of one command
`;

export const HELP_HELP = `usage: txenrich help [serve|enrich|help]

Shows the overview of commands, or the help of one command.
`;

const TEXTS: Record<string, string> = { serve: SERVE_HELP, enrich: ENRICH_HELP, help: HELP_HELP };

export async function help(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  if (values.help) {
    process.stdout.write(HELP_HELP);
    return;
  }
  if (positionals.length === 0) {
    process.stdout.write(USAGE);
    return;
  }
  const text = TEXTS[positionals[0]!];
  if (text === undefined) throw new UsageError(`no such command "${positionals[0]}" (commands: serve, enrich, help)`);
  process.stdout.write(text);
}
