// Environment -> validated configuration. Any invalid value is collected and reported at once,
// so an operator fixes everything in one go instead of one restart per mistake.
import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { LogLevel } from './log.js';

export interface Config {
  port: number; // 0 = ephemeral
  host: string;
  databaseUrl: string | null; // null = embedded PGlite in dataDir
  /** REDIS_URL: rate limits and concurrency slots shared by every node; null = per node. */
  redisUrl: string | null;
  dataDir: string;
  nativeDataDir: string | null; // null = native-data/build next to the package root
  adminApiKey: string;
  adminApiKeyGenerated: boolean;
  adminApiKeyShort: boolean; // set but under 16 characters: allowed, warned
  workers: number;
  apiKeyPrefix: string;
  publicUrl: string | null; // null = http://localhost:<actual port>
  /** Time budget of one enrichment inside the worker; slow parts become partial results. */
  enrichTimeoutMs: number;
  /** Main-thread limit for one enrichment job (queue wait + run); the request fails cleanly after it. */
  enrichHardTimeoutMs: number;
  /** Jobs waiting for a worker before new enrichments are shed with 503. */
  queueMax: number;
  /** ENRICH_CACHE_SIZE: entries of the exact enrichment result cache (0 = off), default 10000 (~2 KB each). */
  enrichCacheSize: number;
  logLevel: LogLevel;
  /** Max time to wait for in-flight requests on shutdown. */
  shutdownTimeoutMs: number;
  /** WRITER_PARALLEL_BATCH_ROWS: writes that must wait before the writer starts a batch beside one still committing (default 64). */
  writerParallelBatchRows: number;
  /** WRITER_PARALLEL_AFTER_MS: how long a committing batch may run before the writes waiting behind it start a batch of their own (default 10). */
  writerParallelAfterMs: number;
  /** Prometheus metrics listener (GET /metrics); 0 = off. */
  metricsPort: number;
  metricsHost: string;
  /** `required` (the spec) or `optional`: enrich without a key is stored without deduplication. */
  idempotencyKey: 'required' | 'optional';
  /**
   * HTTP_EDGE: `compat` (default: a front answers HTTP/1.0 and malformed requests, which this
   * uWS build drops unanswered; light routes lose about half their req/s, enrichment no
   * measurable share) or `direct` (uWS owns the port: behind an HTTP/1.1 proxy). docs/OPERATIONS.md.
   */
  httpEdge: 'direct' | 'compat';
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

/**
 * Engine workers by default: one core is left to the main thread, which serves HTTP, the
 * database client and the batching for every request. On this 2-core machine one worker
 * served 5,400-6,000 unique titles/s against 3,200-4,200 with two (alternating runs,
 * bench/under-load.sh; docs/BENCHMARKS.md): the second worker took the main thread's core
 * and thrashed the engine's CPU caches without adding engine capacity the load needed.
 */
export function defaultWorkers(cores: number): number {
  return Math.max(1, cores - 1);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const str = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const int = (name: string, def: number, min: number, max: number): number => {
    const v = str(name);
    if (v === undefined) return def;
    if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${v}")`);
      return def;
    }
    return Number(v);
  };

  const port = int('PORT', 8080, 0, 65535);
  const host = str('HOST') ?? '0.0.0.0';

  const databaseUrl = str('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql:// (unset it to use the embedded database in DATA_DIR)');
  }

  const redisUrl = str('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\//i.test(redisUrl)) problems.push('REDIS_URL must start with redis:// or rediss:// (unset it for per-node limits)');

  let adminApiKey = str('ADMIN_API_KEY');
  let adminApiKeyGenerated = false;
  // A short admin key is the operator's choice (tests and local set-ups use one); warned at start-up.
  const adminApiKeyShort = adminApiKey !== undefined && adminApiKey.length < 16;
  if (adminApiKey === undefined) {
    adminApiKey = randomBytes(32).toString('base64url');
    adminApiKeyGenerated = true;
  }

  const apiKeyPrefix = str('API_KEY_PREFIX') ?? 'txe';
  if (!/^[A-Za-z0-9]{1,32}$/.test(apiKeyPrefix)) {
    problems.push(`API_KEY_PREFIX must be 1-32 letters or digits (got "${apiKeyPrefix}")`);
  }

  const publicUrlRaw = str('PUBLIC_URL');
  let publicUrl: string | null = null;
  if (publicUrlRaw !== undefined) {
    try {
      const u = new URL(publicUrlRaw);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
      publicUrl = publicUrlRaw.replace(/\/+$/, '');
    } catch {
      problems.push(`PUBLIC_URL must be an absolute http(s) URL (got "${publicUrlRaw}")`);
    }
  }

  const logLevelRaw = (str('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevelRaw as LogLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);
  }

  const httpEdgeRaw = (str('HTTP_EDGE') ?? 'compat').toLowerCase();
  if (httpEdgeRaw !== 'direct' && httpEdgeRaw !== 'compat') {
    problems.push(`HTTP_EDGE must be "direct" or "compat" (got "${httpEdgeRaw}")`);
  }
  const idempotencyKeyRaw = (str('IDEMPOTENCY_KEY') ?? 'required').toLowerCase();
  if (idempotencyKeyRaw !== 'required' && idempotencyKeyRaw !== 'optional') {
    problems.push(`IDEMPOTENCY_KEY must be "required" or "optional" (got "${idempotencyKeyRaw}")`);
  }

  const enrichTimeoutMs = int('ENRICH_TIMEOUT_MS', 1000, 1, 600_000);
  const config: Config = {
    port,
    host,
    databaseUrl,
    redisUrl,
    dataDir: str('DATA_DIR') ?? './data',
    nativeDataDir: str('NATIVE_DATA_DIR') ?? null,
    adminApiKey,
    adminApiKeyGenerated,
    adminApiKeyShort,
    workers: int('WORKERS', defaultWorkers(availableParallelism()), 1, 256),
    apiKeyPrefix,
    publicUrl,
    enrichTimeoutMs,
    enrichHardTimeoutMs: int('ENRICH_HARD_TIMEOUT_MS', Math.max(5000, enrichTimeoutMs * 3), 1, 600_000),
    queueMax: int('QUEUE_MAX', 1024, 1, 1_000_000),
    enrichCacheSize: int('ENRICH_CACHE_SIZE', 10_000, 0, 10_000_000),
    logLevel: LOG_LEVELS.includes(logLevelRaw as LogLevel) ? (logLevelRaw as LogLevel) : 'info',
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 15_000, 0, 600_000),
    writerParallelBatchRows: int('WRITER_PARALLEL_BATCH_ROWS', 64, 1, 256),
    writerParallelAfterMs: int('WRITER_PARALLEL_AFTER_MS', 10, 1, 10_000),
    metricsPort: int('METRICS_PORT', 9464, 0, 65535),
    metricsHost: str('METRICS_HOST') ?? '127.0.0.1',
    idempotencyKey: idempotencyKeyRaw === 'optional' ? 'optional' : 'required',
    httpEdge: httpEdgeRaw === 'compat' ? 'compat' : 'direct',
  };
  if (config.enrichHardTimeoutMs < config.enrichTimeoutMs) {
    problems.push('ENRICH_HARD_TIMEOUT_MS must be at least ENRICH_TIMEOUT_MS');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root (the folder holding txenrich's package.json), from src/ or dist/src/. */
export const packageRoot: string = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const pj = join(dir, 'package.json');
    if (existsSync(pj)) {
      try {
        if ((JSON.parse(readFileSync(pj, 'utf8')) as { name?: string }).name === 'txenrich') return dir;
      } catch {
        // not ours; keep climbing
      }
    }
    dir = dirname(dir);
  }
  return process.cwd();
})();

/**
 * A worker thread's entry file, named relative to the calling module (`import.meta.url`).
 * Worker threads cannot load .ts: a module running from src/ under tsx gets the same file of
 * the dist build.
 */
export function compiledWorkerFile(moduleUrl: string, relativePath: string): string {
  const file = fileURLToPath(new URL(relativePath, moduleUrl));
  if (fileURLToPath(moduleUrl).endsWith('.js')) return file;
  return join(packageRoot, 'dist', relative(packageRoot, file));
}

/** Service version reported in every response's meta.version. */
export const packageVersion: string = (() => {
  try {
    return (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
})();
