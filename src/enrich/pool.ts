// The enrichment worker pool (Piscina). Bounded queue (shed with 503 when full), a main-side
// hard timeout so a request never hangs, clean failures when a worker dies, an exact result
// cache in front (src/enrich/cache.ts), and batching: every job queued in one turn of the event
// loop goes to a worker as ONE task (workers/protocol.ts), its results come back as one reply.
import { existsSync } from 'node:fs';
import { Piscina } from 'piscina';
import type { Direction } from '../../workers/engine/types.js';
import { compiledWorkerFile } from '../config.js';
import { encodeBatchRequest, decodeBatchReply, type EnrichJob, type EnrichReply } from '../../workers/protocol.js';
import { ResultCache, type ResultCacheStats } from './cache.js';

export type { EnrichReply };

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
  /** Entries of the exact result cache (0 disables it). Default 10,000. */
  cacheSize?: number;
  /** Most jobs in one worker task. Default 64. */
  maxBatch?: number;
  /** Override the compiled worker file (tests). */
  workerFile?: string;
}

interface Job {
  title: string;
  country: string;
  type: Direction;
  resolve: (r: EnrichReply) => void;
  reject: (err: unknown) => void;
  timer: NodeJS.Timeout | null;
  /** queued -> running (handed to Piscina in a batch) -> done; 'dropped': timed out while running. */
  state: 'queued' | 'running' | 'done' | 'dropped';
}

export interface PoolStats {
  queued: number;
  /** Jobs handed to workers and not yet answered. */
  running: number;
  /** Worker time per job (batch time / batch size), moving average (ms). */
  jobMs: number;
  /** Results of jobs that ran past the hard timeout (the request was already answered). */
  droppedResults: number;
  shed: number;
  /** Worker tasks sent, and the jobs they carried (jobs / batches = mean batch size). */
  batches: number;
  batchedJobs: number;
  cache: ResultCacheStats;
}

/**
 * Jobs wait in OUR queue; at most `2 x workers` batches are handed to Piscina at a time (one
 * running and one ready per worker). A job that reaches the hard timeout while still in our
 * queue is removed; one already handed over is left to finish and its result dropped: aborting a
 * running Piscina task terminates the worker, and its replacement spends seconds rebuilding the
 * indexes.
 */
export class EnrichPool {
  private readonly pool: Piscina;
  private closed = false;
  private queue: Job[] = [];
  private head = 0; // index of the first live entry of `queue`
  private queued = 0; // live (not timed out) jobs in `queue`
  private running = 0; // jobs in batches handed to Piscina
  private runningBatches = 0;
  private readonly maxRunning: number; // batches
  private readonly maxBatch: number;
  private readonly maxWaitMs: number;
  private jobMs = 1; // moving average of worker time per job, starts optimistic
  private droppedResults = 0;
  private shed = 0;
  private batches = 0;
  private batchedJobs = 0;
  private flushScheduled = false;
  private idle: (() => void) | null = null;
  readonly cache: ResultCache;

  constructor(private readonly opts: EnrichPoolOptions) {
    const filename = opts.workerFile ?? compiledWorkerFile(import.meta.url, '../../workers/pool-worker.js');
    if (!existsSync(filename)) throw new Error(`enrichment worker not found at ${filename} (run npm run build)`);
    // One batch in flight per worker: jobs that arrive while a worker runs a batch wait on this
    // thread and go over together when its answer comes. Two per worker (an earlier default) kept
    // the worker from idling one event-loop turn between batches, but made them smaller (12 jobs
    // against 14-15 under load) and cost the main thread, the bottleneck under load, one more
    // hand-over and wake-up per batch: full load +13 % req/s in two alternating pairs, half load
    // unchanged (docs/BENCHMARKS.md, eighteenth session).
    this.maxRunning = Math.max(1, opts.workers);
    this.maxBatch = Math.max(1, opts.maxBatch ?? 64);
    this.maxWaitMs = opts.maxQueueWaitMs ?? 250;
    this.cache = new ResultCache(opts.cacheSize ?? 10_000);
    this.pool = new Piscina({
      filename,
      minThreads: opts.workers,
      maxThreads: opts.workers,
      maxQueue: this.maxRunning, // never more than we hand over
      concurrentTasksPerWorker: 1, // see maxRunning
      idleTimeout: 2 ** 31 - 1,
      workerData: { dataDir: opts.dataDir },
      // A 24 MB young generation (3 x 8 MB semi-spaces), whatever the main thread was started
      // with (src/cli/node-flags.ts): an engine job's garbage dies within its batch, so the
      // scavenges cost the same as with V8's 48 MB, and two workers peaked ~10-20 MB lower
      // under load (589-600 vs 597-618 MB; docs/BENCHMARKS.md).
      resourceLimits: { maxYoungGenerationSizeMb: 24 },
    });
    // A worker that dies is replaced by Piscina; its task rejects and is handled per request.
    this.pool.on('error', () => {});
  }

  /** True when a new job would have to wait in a full queue, or longer than the wait limit. */
  get saturated(): boolean {
    if (this.queued >= this.opts.queueMax) return true;
    return this.queued > 0 && (this.queued * this.jobMs) / Math.max(1, this.opts.workers) > this.maxWaitMs;
  }

  get queueSize(): number {
    return this.queued;
  }

  stats(): PoolStats {
    return {
      queued: this.queued, running: this.running, jobMs: Math.round(this.jobMs * 100) / 100, droppedResults: this.droppedResults,
      shed: this.shed, batches: this.batches, batchedJobs: this.batchedJobs, cache: this.cache.stats(),
    };
  }

  /** Loads the engine in every worker (fails fast on bad data) before the service says it is ready. */
  async warmUp(): Promise<void> {
    // One batch per worker (flushed one by one, so they do not share a task), sent together as
    // before so Piscina gives each to another idle worker.
    // Loading the indexes can take seconds per worker: no per-request hard timeout here.
    const jobs: Promise<EnrichReply>[] = [];
    for (let i = 0; i < this.opts.workers; i++) {
      jobs.push(this.enqueue('STARBUCKS STORE 1234 SEATTLE WA', 'US', 'expense', 10 * 60_000));
      this.flush();
    }
    await Promise.all(jobs);
    this.jobMs = 1; // the engine load is not what a job costs: start the estimate afresh
    this.cache.clear();
  }

  /** The cached result for these inputs, if any (no promise, no hop). */
  cached(title: string, country: string, type: Direction): EnrichReply | undefined {
    return this.cache.get(title, country, type);
  }

  /** Enriches via the cache, else in a worker (batched with the other jobs of this turn). */
  enrich(title: string, country: string, type: Direction, hardTimeoutMs = this.opts.hardTimeoutMs): Promise<EnrichReply> {
    const hit = this.cache.get(title, country, type);
    if (hit !== undefined) return Promise.resolve(hit);
    return this.enqueue(title, country, type, hardTimeoutMs);
  }

  /**
   * Enriches in a worker, skipping the cache (callers that looked it up already). `admitted`:
   * the caller already checked `saturated` for a group of jobs (a batch request), so only the
   * hard queue cap applies: a batch is not shed by its own size.
   */
  enqueue(title: string, country: string, type: Direction, hardTimeoutMs = this.opts.hardTimeoutMs, admitted = false): Promise<EnrichReply> {
    if (this.closed) return Promise.reject(new PoolError('closed', 'the enrichment pool is shutting down'));
    if (admitted ? this.queued >= this.opts.queueMax : this.saturated) {
      this.shed++;
      return Promise.reject(new PoolError('overloaded', 'the enrichment queue is full'));
    }
    return new Promise<EnrichReply>((resolve, reject) => {
      const job: Job = { title, country, type, resolve, reject, timer: null, state: 'queued' };
      job.timer = setTimeout(() => this.timeout(job, hardTimeoutMs), hardTimeoutMs);
      this.queue.push(job);
      this.queued++;
      // Jobs of this turn share one batch: hand them over once the turn's I/O callbacks ran.
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(this.flushNow);
      }
    });
  }

  private readonly flushNow = (): void => {
    this.flushScheduled = false;
    this.flush();
  };

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

  /** Hands queued jobs to free worker slots, up to maxBatch jobs per task. */
  private flush(): void {
    while (this.runningBatches < this.maxRunning && this.queued > 0) {
      const batch: Job[] = [];
      while (batch.length < this.maxBatch && this.head < this.queue.length) {
        const job = this.queue[this.head]!;
        this.queue[this.head++] = undefined as unknown as Job;
        if (job.state !== 'queued') continue; // timed out while waiting
        this.queued--;
        job.state = 'running';
        batch.push(job);
      }
      if (batch.length > 0) this.run(batch);
    }
    // Compact the consumed prefix now and then (amortised O(1) per job).
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }

  private run(batch: Job[]): void {
    this.runningBatches++;
    this.running += batch.length;
    this.batches++;
    this.batchedJobs += batch.length;
    const started = performance.now();
    const jobs = new Array<EnrichJob>(batch.length);
    for (let i = 0; i < batch.length; i++) jobs[i] = [batch[i]!.title, batch[i]!.country, batch[i]!.type];
    const msg = encodeBatchRequest(this.opts.budgetMs, jobs);
    this.pool.run(Piscina.move(msg)).then(
      (out) => {
        let replies: EnrichReply[] | null = null;
        let failure: unknown = null;
        let workerMs = -1;
        try {
          const decoded = decodeBatchReply(out as Uint8Array);
          if (decoded.replies.length !== batch.length) throw new Error(`${decoded.replies.length} replies for ${batch.length} jobs`);
          replies = decoded.replies;
          workerMs = 0;
          for (const r of replies) workerMs += r.engineMs;
          for (let i = 0; i < batch.length; i++) {
            const j = batch[i]!;
            this.cache.set(j.title, j.country, j.type, replies[i]!, decoded.dataVersion);
          }
        } catch (err) {
          failure = err;
        }
        this.finished(started, batch.length, workerMs);
        for (let i = 0; i < batch.length; i++) {
          const job = batch[i]!;
          if (job.state === 'dropped') {
            this.droppedResults++;
            continue;
          }
          job.state = 'done';
          if (job.timer) clearTimeout(job.timer);
          if (replies !== null) job.resolve(replies[i]!);
          else job.reject(new PoolError('crashed', 'the enrichment worker sent an unreadable reply', failure));
        }
        this.afterBatch();
      },
      (err: unknown) => {
        this.finished(started, batch.length);
        for (const job of batch) {
          if (job.state === 'dropped') continue;
          job.state = 'done';
          if (job.timer) clearTimeout(job.timer);
          if (err instanceof Error && /queue is at limit/i.test(err.message)) job.reject(new PoolError('overloaded', 'the enrichment queue is full', err));
          else if (this.closed) job.reject(new PoolError('closed', 'the enrichment pool is shutting down', err));
          else job.reject(new PoolError('crashed', 'the enrichment worker failed', err));
        }
        this.afterBatch();
      },
    );
  }

  /**
   * `workerMs`: engine time the worker measured for the batch (-1 when unknown: wall time is
   * used). Engine time is what a job costs a worker; the wall time of a batch also counts the
   * time its thread waited for a core on a busy machine, which would make the pool shed
   * requests that it can serve in time.
   */
  private finished(started: number, jobs: number, workerMs = -1): void {
    this.runningBatches--;
    this.running -= jobs;
    // Capped: one batch stuck behind a worker restart (seconds of index building) must not make
    // the pool shed everything for the next few hundred jobs.
    const ms = Math.min((workerMs >= 0 ? workerMs : performance.now() - started) / jobs, 200);
    this.jobMs += (ms - this.jobMs) * 0.05;
  }

  private afterBatch(): void {
    this.flush();
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
