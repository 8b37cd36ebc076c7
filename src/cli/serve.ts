// `txenrich serve`: start the HTTP service (configured through environment variables).
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, ConfigError, packageRoot, packageVersion, type Config } from '../config.js';
import { createLogger, errorFields, type Logger } from '../log.js';
import { createStore } from '../store/index.js';
import { EnrichPool } from '../enrich/pool.js';
import { Authenticator } from '../http/auth.js';
import { createLimiter } from '../limits/index.js';
import { startHttpServer, type HttpServer } from '../http/server.js';
import { loadTaxonomy } from '../http/taxonomy.js';
import type { Deps } from '../http/deps.js';
import { lockDataDir, DataDirLockedError } from '../data-dir-lock.js';
import { CorrectionBook } from '../enrich/corrections.js';
import { buildTaxonomy } from '../../workers/engine/taxonomy.js';
import { observeWrite, observeWriterBatch, registerSources, startMetricsServer, type MetricsServer } from '../metrics.js';

async function startService(config: Config, log: Logger): Promise<void> {
  const nativeDataDir = resolve(config.nativeDataDir ?? join(packageRoot, 'native-data', 'build'));
  // Partially filled until start-up completes; `ready: false` answers 503 meanwhile.
  const deps = {
    config, log, ready: false, shuttingDown: false,
    iconsDir: join(nativeDataDir, 'icons'), enrichInFlight: new Set<string>(),
  } as unknown as Deps;

  // The embedded database is one process's: refuse at once when another process holds DATA_DIR.
  const lock = config.databaseUrl === null ? lockDataDir(config.dataDir) : null;

  // Listen first: with PORT=0 the icon base URL needs the actual port.
  const server: HttpServer = await startHttpServer(deps, config.host, config.port);
  const publicUrl = config.publicUrl ?? `http://localhost:${server.port}`;
  deps.publicUrl = publicUrl;

  const taxonomy = loadTaxonomy(nativeDataDir);
  deps.categoryVersion = taxonomy.version;
  deps.categoriesDataJson = taxonomy.dataJson;
  deps.taxonomy = buildTaxonomy(taxonomy.entries);

  const pool = new EnrichPool({
    workers: config.workers,
    queueMax: config.queueMax,
    cacheSize: config.enrichCacheSize,
    budgetMs: config.enrichTimeoutMs,
    hardTimeoutMs: config.enrichHardTimeoutMs,
    dataDir: nativeDataDir,
  });
  deps.pool = pool;
  // Workers load their indexes while the database migrates and seeds (both take seconds).
  const warm = pool.warmUp();
  warm.catch(() => {}); // awaited below; avoid an unhandled rejection if init fails first
  const store = await createStore({
    databaseUrl: config.databaseUrl ?? undefined,
    dataDir: resolve(config.dataDir),
    nativeDataDir,
    iconBaseUrl: publicUrl,
    writer: { parallelBatchRows: config.writerParallelBatchRows, parallelAfterMs: config.writerParallelAfterMs },
    log: (obj) => {
      const { msg, level, ...rest } = obj as { msg?: unknown; level?: unknown };
      const text = typeof msg === 'string' ? msg : 'store';
      if (level === 'error') log.error(text, rest);
      else if (level === 'warn') log.warn(text, rest);
      else if (level === 'debug') log.debug(text, rest);
      else log.info(text, rest);
    },
  });
  deps.store = store;

  await store.init();
  await warm;

  deps.auth = new Authenticator(store, log, { prefix: config.apiKeyPrefix });
  deps.auth.startRevocationPolling();
  await deps.auth.listenForRevocations();
  deps.limiter = await createLimiter(config.redisUrl, log);
  deps.corrections = new CorrectionBook(store, { onError: (err) => log.warn('corrections poll failed', errorFields(err)) });
  await deps.corrections.start();
  deps.ready = true;

  let metrics: MetricsServer | null = null;
  if (config.metricsPort !== 0) {
    registerSources({ pool: () => pool.stats(), writer: () => store.writerStats(), cache: () => pool.stats().cache, ping: () => store.ping() });
    store.observeWriterBatches(observeWriterBatch);
    // Every transaction write's wait for its group commit, timed around the store call.
    const write = store.writeTransaction.bind(store);
    store.writeTransaction = async (tx) => {
      const t0 = performance.now();
      try {
        return await write(tx);
      } finally {
        observeWrite((performance.now() - t0) / 1000);
      }
    };
    try {
      metrics = await startMetricsServer(config.metricsHost, config.metricsPort);
      log.info('metrics listening', { url: `http://${config.metricsHost}:${metrics.port}/metrics` });
    } catch (err) {
      // Metrics are auxiliary: a taken port (e.g. a second node on this host) must not stop the API.
      log.error('metrics listener could not start; serving without /metrics (set METRICS_PORT to a free port, or 0 to turn it off)', {
        host: config.metricsHost, port: config.metricsPort, ...errorFields(err),
      });
    }
  }

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    server.stopListening();
    deps.shuttingDown = true;
    const drained = await server.drain(config.shutdownTimeoutMs);
    if (!drained) log.warn('shutdown timeout: some requests were still running', { timeoutMs: config.shutdownTimeoutMs });
    deps.ready = false;
    deps.auth.stop();
    await deps.limiter.stop();
    deps.corrections.stop();
    await metrics?.close();
    try {
      await pool.close();
      await store.close(); // flushes the group-commit writer
    } catch (err) {
      log.error('error during shutdown', errorFields(err));
      process.exit(1);
    }
    lock?.release();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  log.info('listening', {
    port: server.port, host: config.host, url: publicUrl, version: packageVersion,
    workers: config.workers, database: config.databaseUrl === null ? 'pglite' : 'postgres', categoryVersion: taxonomy.version,
  });
}

export const SERVE_HELP = `usage: txenrich serve

Starts the HTTP service. Everything is configured through environment variables
(PORT, HOST, DATABASE_URL or DATA_DIR, ADMIN_API_KEY, WORKERS, METRICS_PORT, ...; see README).

options:
  -h, --help   show this help
`;

/** Runs the service until SIGTERM/SIGINT; never returns on failure (exits with status 1). */
export async function serve(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: false, strict: true });
  if (values.help) {
    process.stdout.write(SERVE_HELP);
    return;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`txenrich: ${err.message}\n`);
      process.stdout.write(JSON.stringify({ level: 'error', time: new Date().toISOString(), msg: 'invalid configuration', problems: err.problems }) + '\n');
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  if (config.adminApiKeyGenerated) {
    // Printed once so the operator can use the admin API; set ADMIN_API_KEY to choose your own.
    log.info('generated admin API key (set ADMIN_API_KEY to keep one across restarts)', { adminApiKey: config.adminApiKey });
  }
  if (config.adminApiKeyShort) {
    log.warn('ADMIN_API_KEY is shorter than 16 characters: anyone who guesses it controls organizations and keys');
  }
  process.on('unhandledRejection', (reason) => log.error('unhandled rejection', errorFields(reason)));
  try {
    await startService(config, log);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      log.error('DATA_DIR is locked by another process', { dataDir: err.dataDir, pid: err.pid, lockFile: err.lockFile });
      process.stderr.write(`txenrich: ${err.message}\n`);
      process.exit(1);
    }
    log.error('start-up failed', errorFields(err));
    process.stderr.write(`txenrich: start-up failed: ${(err as Error)?.message ?? String(err)}\n`);
    process.exit(1);
  }
}
