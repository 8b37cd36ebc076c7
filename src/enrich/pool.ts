// The enrichment worker pool (Piscina). Bounded queue (shed with 503 when full), a main-side
// hard timeout so a request never hangs, and clean failures when a worker dies.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Direction } from '../../workers/engine/types.js';
import { packageRoot } from '../config.js';
import { encodeRequest, decodeReply, type EnrichReply } from './protocol.js';

export type PoolFailure = 'overloaded' | 'timeout' | 'crashed' | 'closed';

export class PoolError extends Error {
  constructor(public readonly kind: PoolFailure, message: string, public override readonly cause?: unknown) {
    super(message);
    this.name = 'PoolError';
  }
}

export interface EnrichPoolOptions {
  workers: number;
  queueMax: number;
  budgetMs: number;
  hardTimeoutMs: number;
  dataDir?: string;
  iconBaseUrl: string;
  /** Override the compiled worker file (tests). */
  workerFile?: string;
}

/** The compiled worker; from src/ under tsx the dist build is used (workers cannot load .ts). */
function defaultWorkerFile(): string {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.js')) return fileURLToPath(new URL('../../workers/pool-worker.js', import.meta.url));
  return join(packageRoot, 'dist', 'workers', 'pool-worker.js');
}

export class EnrichPool {
  private readonly pool: Piscina;
  private closed = false;

  constructor(private readonly opts: EnrichPoolOptions) {
    const filename = opts.workerFile ?? defaultWorkerFile();
    if (!existsSync(filename)) throw new Error(`enrichment worker not found at ${filename} (run npm run build)`);
    this.pool = new Piscina({
      filename,
      minThreads: opts.workers,
      maxThreads: opts.workers,
      maxQueue: opts.queueMax,
      idleTimeout: 2 ** 31 - 1,
      workerData: { dataDir: opts.dataDir, iconBaseUrl: opts.iconBaseUrl },
    });
    // A worker that dies is replaced by Piscina; its task rejects and is handled per request.
    this.pool.on('error', () => {});
  }

  /** True when a new job would have to wait in a full queue. */
  get saturated(): boolean {
    return this.pool.queueSize >= this.opts.queueMax;
  }

  get queueSize(): number {
    return this.pool.queueSize;
  }

  /** Loads the engine in every worker (fails fast on bad data) before the service says it is ready. */
  async warmUp(): Promise<void> {
    const jobs: Promise<EnrichReply>[] = [];
    // Loading the indexes can take seconds per worker: no per-request hard timeout here.
    for (let i = 0; i < this.opts.workers; i++) jobs.push(this.enrich('STARBUCKS STORE 1234 SEATTLE WA', 'US', 'expense', 10 * 60_000));
    await Promise.all(jobs);
  }

  async enrich(title: string, country: string, type: Direction, hardTimeoutMs = this.opts.hardTimeoutMs): Promise<EnrichReply> {
    if (this.closed) throw new PoolError('closed', 'the enrichment pool is shutting down');
    if (this.saturated) throw new PoolError('overloaded', 'the enrichment queue is full');
    const ac = new AbortController();
    const timer = setTimeout(() => ac.abort(), hardTimeoutMs);
    try {
      const msg = encodeRequest([title, country, type, this.opts.budgetMs]);
      const out = (await this.pool.run(Piscina.move(msg), { signal: ac.signal })) as Uint8Array;
      return decodeReply(out);
    } catch (err) {
      if (ac.signal.aborted) throw new PoolError('timeout', `enrichment did not finish within ${hardTimeoutMs} ms`, err);
      if (err instanceof Error && /queue is at limit/i.test(err.message)) throw new PoolError('overloaded', 'the enrichment queue is full', err);
      if (this.closed) throw new PoolError('closed', 'the enrichment pool is shutting down', err);
      throw new PoolError('crashed', 'the enrichment worker failed', err);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Lets queued and running jobs finish, then stops the workers. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.close();
  }
}
