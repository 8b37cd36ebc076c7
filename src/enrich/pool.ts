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
  /** Hard cap on jobs waiting for a worker. */
  queueMax: number;
  /**
   * Shed new jobs (503) once the estimated wait of a new job in the queue exceeds this
   * (queued jobs x the measured time per job / jobs in flight). Default 250 ms: overload is
   * answered at once instead of queueing seconds of work that would time out anyway.
   */
  maxQueueWaitMs?: number;
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

interface Job {
  msg: Uint8Array;
  resolve: (r: EnrichReply) => void;
  reject: (err: unknown) => void;
  timer: NodeJS.Timeout | null;
  /** queued -> running (handed to Piscina) -> done; 'dropped': timed out while running. */
  state: 'queued' | 'running' | 'done' | 'dropped';
}

export interface PoolStats {
  queued: number;
  running: number;
  /** Time from hand-over to Piscina to the result, moving average (ms). */
  jobMs: number;
  /** Results of jobs that ran past the hard timeout (the request was already answered). */
  droppedResults: number;
  shed: number;
}

/**
 * Jobs wait in OUR queue, and only `2 x workers` are handed to Piscina at a time (one running
 * and one ready per worker). A job that reaches the hard timeout while still in our queue is
 * removed; one already handed over is left to finish and its result dropped: aborting a running
 * Piscina task terminates the worker, and its replacement spends seconds rebuilding the indexes.
 */
export class EnrichPool {
  private readonly pool: Piscina;
  private closed = false;
  private queue: Job[] = [];
  private head = 0; // index of the first live entry of `queue`
  private queued = 0; // live (not timed out) jobs in `queue`
  private running = 0;
  private readonly maxRunning: number;
  private readonly maxWaitMs: number;
  private jobMs = 1; // moving average, starts optimistic
  private droppedResults = 0;
  private shed = 0;
  private idle: (() => void) | null = null;

  constructor(private readonly opts: EnrichPoolOptions) {
    const filename = opts.workerFile ?? defaultWorkerFile();
    if (!existsSync(filename)) throw new Error(`enrichment worker not found at ${filename} (run npm run build)`);
    this.maxRunning = Math.max(1, opts.workers) * 2;
    this.maxWaitMs = opts.maxQueueWaitMs ?? 250;
    this.pool = new Piscina({
      filename,
      minThreads: opts.workers,
      maxThreads: opts.workers,
      maxQueue: this.maxRunning, // never more than we hand over
      // Two tasks in each worker at once: the worker drains its port and runs the second right
      // after the first, instead of idling in Atomics.wait until the main thread has received
      // the first result and posted the next task (one event-loop turn per task otherwise).
      concurrentTasksPerWorker: 2,
      idleTimeout: 2 ** 31 - 1,
      workerData: { dataDir: opts.dataDir, iconBaseUrl: opts.iconBaseUrl },
    });
    // A worker that dies is replaced by Piscina; its task rejects and is handled per request.
    this.pool.on('error', () => {});
  }

  /** True when a new job would have to wait in a full queue, or longer than the wait limit. */
  get saturated(): boolean {
    if (this.queued >= this.opts.queueMax) return true;
    return this.queued > 0 && (this.queued * this.jobMs) / this.maxRunning > this.maxWaitMs;
  }

  get queueSize(): number {
    return this.queued;
  }

  stats(): PoolStats {
    return { queued: this.queued, running: this.running, jobMs: Math.round(this.jobMs * 100) / 100, droppedResults: this.droppedResults, shed: this.shed };
  }

  /** Loads the engine in every worker (fails fast on bad data) before the service says it is ready. */
  async warmUp(): Promise<void> {
    const jobs: Promise<EnrichReply>[] = [];
    // Loading the indexes can take seconds per worker: no per-request hard timeout here.
    for (let i = 0; i < this.opts.workers; i++) jobs.push(this.enrich('STARBUCKS STORE 1234 SEATTLE WA', 'US', 'expense', 10 * 60_000));
    await Promise.all(jobs);
    this.jobMs = 1; // the engine load is not what a job costs: start the estimate afresh
  }

  /** `iconBase`: origin put before `/icons/…` in the response JSON (the stored JSON stays relative). */
  enrich(title: string, country: string, type: Direction, hardTimeoutMs = this.opts.hardTimeoutMs, iconBase?: string): Promise<EnrichReply> {
    if (this.closed) return Promise.reject(new PoolError('closed', 'the enrichment pool is shutting down'));
    if (this.saturated) {
      this.shed++;
      return Promise.reject(new PoolError('overloaded', 'the enrichment queue is full'));
    }
    return new Promise<EnrichReply>((resolve, reject) => {
      const job: Job = { msg: encodeRequest(iconBase === undefined ? [title, country, type, this.opts.budgetMs] : [title, country, type, this.opts.budgetMs, iconBase]), resolve, reject, timer: null, state: 'queued' };
      job.timer = setTimeout(() => this.timeout(job, hardTimeoutMs), hardTimeoutMs);
      this.queue.push(job);
      this.queued++;
      this.dispatch();
    });
  }

  private timeout(job: Job, ms: number): void {
    job.timer = null;
    if (job.state === 'queued') {
      job.state = 'done'; // skipped when its turn comes
      this.queued--;
      job.reject(new PoolError('timeout', `enrichment did not start within ${ms} ms (removed from the queue)`));
    } else if (job.state === 'running') {
      job.state = 'dropped';
      job.reject(new PoolError('timeout', `enrichment did not finish within ${ms} ms (left running in its worker; its result will be dropped)`));
    }
  }

  private dispatch(): void {
    while (this.running < this.maxRunning && this.head < this.queue.length) {
      const job = this.queue[this.head]!;
      this.queue[this.head++] = undefined as unknown as Job;
      if (job.state !== 'queued') continue; // timed out while waiting
      this.queued--;
      job.state = 'running';
      this.running++;
      const started = performance.now();
      const msg = job.msg;
      job.msg = EMPTY;
      this.pool.run(Piscina.move(msg)).then(
        (out) => {
          this.finished(started);
          if (job.state === 'dropped') {
            this.droppedResults++;
            return;
          }
          job.state = 'done';
          if (job.timer) clearTimeout(job.timer);
          try {
            job.resolve(decodeReply(out as Uint8Array));
          } catch (err) {
            job.reject(new PoolError('crashed', 'the enrichment worker sent an unreadable reply', err));
          }
        },
        (err: unknown) => {
          this.finished(started);
          if (job.state === 'dropped') return;
          job.state = 'done';
          if (job.timer) clearTimeout(job.timer);
          if (err instanceof Error && /queue is at limit/i.test(err.message)) job.reject(new PoolError('overloaded', 'the enrichment queue is full', err));
          else if (this.closed) job.reject(new PoolError('closed', 'the enrichment pool is shutting down', err));
          else job.reject(new PoolError('crashed', 'the enrichment worker failed', err));
        },
      );
    }
    // Compact the consumed prefix now and then (amortised O(1) per job).
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }

  private finished(started: number): void {
    this.running--;
    // Capped: one job stuck behind a worker restart (seconds of index building) must not make
    // the pool shed everything for the next few hundred jobs.
    const ms = Math.min(performance.now() - started, 200);
    this.jobMs += (ms - this.jobMs) * 0.05;
    this.dispatch();
    if (this.idle !== null && this.running === 0 && this.queued === 0) {
      const w = this.idle;
      this.idle = null;
      w();
    }
  }

  /** Lets queued and running jobs finish, then stops the workers. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.running > 0 || this.queued > 0) await new Promise<void>((r) => { this.idle = r; });
    await this.pool.close();
  }
}

const EMPTY = new Uint8Array(0);
