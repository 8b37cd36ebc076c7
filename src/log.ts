// JSON-lines logger on stdout. One object per line: {level, time, msg, ...fields}.
// Synchronous writes keep lines whole and ordered (the test suite parses the "listening" line).
import { writeSync } from 'node:fs';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  enabled(level: LogLevel): boolean;
}

/** Turns an Error into loggable fields (stack stays in the log, never in a response). */
export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof Error) {
    const out: Record<string, unknown> = { err: err.message, errName: err.name, stack: err.stack };
    const cause = (err as { cause?: unknown }).cause;
    if (cause !== undefined) out['cause'] = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    return out;
  }
  return { err: String(err) };
}

export function createLogger(level: LogLevel = 'info'): Logger {
  const min = RANK[level];
  const write = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>): void => {
    if (RANK[lvl] < min) return;
    let line: string;
    try {
      line = JSON.stringify({ level: lvl, time: new Date().toISOString(), msg, ...fields });
    } catch {
      line = JSON.stringify({ level: lvl, time: new Date().toISOString(), msg, note: 'unserialisable fields' });
    }
    try {
      writeSync(1, line + '\n');
    } catch {
      // stdout closed (EPIPE): nothing sensible left to do with a log line
    }
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    enabled: (l) => RANK[l] >= min,
  };
}
