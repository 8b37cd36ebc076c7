// Group-commit writer: enrichment results are queued and written in batches, ONE statement
// (= one database transaction) per batch. The statement also claims each write's idempotency key
// under the (org_id, key) primary key (ON CONFLICT): a write whose key another request already
// holds is not stored and resolves `false` (the caller answers 409); the others resolve `true`.
// Rows go in through unnest of per-column arrays, so the statement text - and its prepared
// plan - is the same for every batch size. The JSON texts made by the worker (result, errors,
// location) are NOT sent as text[] (postgres.js would escape every quote of ~1.5 KB per row on
// the main thread): each column is one text parameter, the texts joined with U+001E, split by
// string_to_array in the database. JSON text never holds a raw U+001E (JSON escapes every
// control character), so the split is exact. The result column is joined as bytes: the workers'
// UTF-8 goes to the socket as it is (a patched postgres.js feature, patches/README.md). Values the
// writer made itself (uuids, integers, timestamps, t/f) go as plain array literals (plainArray);
// the clients' values (titles, keys, ...) as quoted array literals (quotedArray). Both are cast per element:
// postgres.js mis-types boolean[] / timestamptz[] parameters when prepared. Each
// caller's promise settles only after the COMMIT of the batch holding its write: a resolved
// write is durable.
//
// Flush policy: batches are sized by what is waiting, not by a timer. With no batch committing,
// the queue is flushed on the next turn of the event loop (all writes enqueued in the same turn
// share the batch). While one commits, writes accumulate and the batch that finishes takes them
// all (up to maxBatch); a further batch is started beside it only once `parallelBatchRows`
// wait, or once the newest batch has run for `parallelAfterMs` (10 ms; a commit takes 1-5 ms,
// one that takes longer is stalled or on a dead connection and must not hold the queue).
// PostgreSQL spends ~0.5 ms of CPU per statement whatever its size (execution set-up, the count
// trigger, the commit) against ~20 us per row, so fewer, bigger batches cost it less. Unique
// titles at full load (wrk, 64 connections, one engine worker): 64-71 us of database CPU per
// stored row when every free slot took a batch, 56-57 with a threshold of 16, 49-51 with 64,
// and the most req/s with 64 in each of two alternating rounds; at half load (2,400 req/s
// paced) p50 4.0-4.6 ms and p99 29-42 ms whichever the threshold (docs/BENCHMARKS.md). The
// service runs with 64 (WRITER_PARALLEL_BATCH_ROWS); this class defaults to 1 (every free slot
// takes a batch). 64 was held back for a day by a database-outage fault test that sometimes saw
// its first 200 6.3 s after the database returned: a postgres.js bug (a reconnection's startup
// message left unflushed until the connect timeout, patches/README.md), now patched.
import type { Sql } from './connection.js';
import type { TransactionWrite } from './types.js';
import { RecentSet } from '../recent-set.js';
import { joinJsonPieces, type JsonPieces } from '../json-bytes.js';

export interface WriterOptions {
  maxBatch?: number; // default 256
  /** Unused (kept for configuration compatibility): batches no longer wait on a timer. */
  maxDelayMs?: number;
  maxQueue?: number; // writes queued or committing; default 16 * maxBatch; beyond it write() rejects with StoreOverloadedError
  maxInFlight?: number; // batches committing at once (1 on PGlite)
  /** Writes that must be waiting before a batch is started while another commits (default 1: every free slot takes a batch). */
  parallelBatchRows?: number;
  /** How long writes wait for a committing batch before one of their own starts beside it (default 10 ms). */
  parallelAfterMs?: number;
  log?: (obj: Record<string, unknown>) => void;
  /** Called after each COMMIT with the writes it made durable (e.g. to fill caches); losers are not included. */
  onCommitted?: (writes: readonly TransactionWrite[]) => void;
}

/** The write queue is full: shed load (HTTP 503 `overloaded` with Retry-After). */
export class StoreOverloadedError extends Error {
  readonly code = 'overloaded';
  constructor() {
    super('transaction write queue is full');
    this.name = 'StoreOverloadedError';
  }
}

/** The writer was closed: no new writes are accepted. */
export class StoreClosedError extends Error {
  readonly code = 'store_closed';
  constructor() {
    super('store is closed');
    this.name = 'StoreClosedError';
  }
}

interface Pending {
  tx: TransactionWrite;
  /** true: stored; false: the idempotency key was held by another transaction. */
  resolve: (stored: boolean) => void;
  reject: (err: unknown) => void;
}

export interface WriterStats {
  writes: number;
  batches: number;
  failedBatches: number;
  largestBatch: number;
  /** Writes dropped because their idempotency key was already taken. */
  lost: number;
  queued: number;
  inFlight: number;
}

/** Joins the JSON texts of one column into one parameter (split again by string_to_array). */
const RS = '\u001e';

const RS_BYTE = Uint8Array.of(0x1e);

/**
 * An array literal of values this writer made itself and that need no quoting in one (uuids,
 * integers, ISO timestamps, t/f; null as NULL). postgres.js would quote and regex-escape every
 * element of a text[] parameter (~10 % of the writer's main-thread time). Never for values from
 * a client (titles, keys: "NULL" is a valid key): those go through quotedArray.
 */
function plainArray(xs: ReadonlyArray<string | number | null>): string {
  return `{${xs.map((x) => (x === null ? 'NULL' : x)).join(',')}}`;
}

const NEEDS_ESCAPE = /["\\]/;

/**
 * A text[] literal of any strings, every element quoted; only `"` and `\` are escaped, and only
 * in the elements that hold one. postgres.js builds the same literal for a text[] parameter but
 * runs a serializer and two regex replaces per element (~5 % of the main thread's allocations on
 * the enrich path: docs/BENCHMARKS.md, thirteenth session). null becomes NULL (never a string).
 */
function quotedArray(xs: ReadonlyArray<string | null>): string {
  let out = '{';
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (i > 0) out += ',';
    if (x === null || x === undefined) out += 'NULL';
    else out += NEEDS_ESCAPE.test(x) ? `"${x.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : `"${x}"`;
  }
  return out + '}';
}

/** postgres.js sends bytes bound with this type as the text they encode (patches/README.md). */
const TEXT_OID = 25;

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock

export class GroupCommitWriter {
  private readonly maxBatch: number;
  private readonly maxQueue: number;
  private readonly maxInFlight: number;
  private readonly parallelBatchRows: number;
  private readonly parallelAfterMs: number;
  private queue: Pending[] = [];
  private inFlight = 0; // batches
  private inFlightWrites = 0; // writes in those batches (they count against maxQueue)
  private immediate: NodeJS.Immediate | null = null;
  private waitTimer: NodeJS.Timeout | null = null;
  private lastBatchStartedAt = 0; // performance.now() when the newest batch started
  private closed = false;
  private idleWaiters: (() => void)[] = [];
  // Ids known to be stored already: skips re-sending the same location / merchant upsert.
  private readonly knownLocations = new RecentSet(25_000); // 25-50k ids, as the LRU of 50k it replaced
  private readonly knownMerchants = new RecentSet(25_000);
  private readonly counters = { writes: 0, batches: 0, failedBatches: 0, largestBatch: 0, lost: 0 };
  private batchObserver: ((rows: number, seconds: number) => void) | null = null;

  constructor(private readonly sql: Sql, private readonly opts: WriterOptions = {}) {
    this.maxBatch = Math.max(1, opts.maxBatch ?? 256);
    this.maxQueue = Math.max(this.maxBatch, opts.maxQueue ?? this.maxBatch * 16);
    this.maxInFlight = Math.max(1, opts.maxInFlight ?? 1);
    this.parallelBatchRows = Math.max(1, opts.parallelBatchRows ?? 1);
    this.parallelAfterMs = Math.max(1, opts.parallelAfterMs ?? 10);
  }

  /** Resolves after the COMMIT of the batch holding the write: true if stored, false if its idempotency key was taken. */
  write(tx: TransactionWrite): Promise<boolean> {
    if (this.closed) return Promise.reject(new StoreClosedError());
    if (this.queue.length + this.inFlightWrites >= this.maxQueue) return Promise.reject(new StoreOverloadedError());
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ tx, resolve, reject });
      this.schedule();
    });
  }

  /** Called after every committed batch with its size and commit time (metrics histograms). */
  observeBatches(fn: (rows: number, seconds: number) => void): void {
    this.batchObserver = fn;
  }

  stats(): WriterStats {
    return { ...this.counters, queued: this.queue.length, inFlight: this.inFlight };
  }

  /** Stops accepting writes, commits everything queued, resolves when nothing is in flight. */
  async close(): Promise<void> {
    this.closed = true;
    this.clearTimers();
    while (this.queue.length > 0 || this.inFlight > 0) {
      while (this.queue.length > 0 && this.inFlight < this.maxInFlight) this.startBatch();
      await new Promise<void>((r) => this.idleWaiters.push(r));
    }
  }

  private schedule(): void {
    if (this.inFlight >= this.maxInFlight) return; // a finishing batch picks the queue up
    if (this.queue.length >= this.maxBatch) {
      this.clearTimers();
      this.startBatch();
      return;
    }
    // A batch is committing: the writes wait for it to finish unless enough of them wait, or it
    // has taken longer than a commit should (then a batch of its own is started for them).
    if (!this.mayStartBatch()) {
      this.armWaitTimer();
      return;
    }
    // Flush after the current turn so writes enqueued together share one batch.
    if (!this.immediate) this.immediate = setImmediate(() => this.flushNow());
  }

  private mayStartBatch(): boolean {
    if (this.queue.length === 0 || this.inFlight >= this.maxInFlight) return false;
    return this.inFlight === 0 || this.queue.length >= this.parallelBatchRows || this.newestBatchIsSlow();
  }

  /**
   * The newest batch has run past parallelAfterMs: a database that stalls or a connection that
   * died mid-statement must not hold the writes queued behind it until its statement timeout.
   */
  private newestBatchIsSlow(): boolean {
    return performance.now() - this.lastBatchStartedAt >= this.parallelAfterMs;
  }

  private armWaitTimer(): void {
    if (this.waitTimer !== null || this.queue.length === 0 || this.inFlight >= this.maxInFlight) return;
    const due = Math.max(1, Math.ceil(this.lastBatchStartedAt + this.parallelAfterMs - performance.now()));
    this.waitTimer = setTimeout(() => {
      this.waitTimer = null;
      this.flushNow();
    }, due);
  }

  private flushNow(): void {
    this.clearTimers();
    while (this.mayStartBatch()) this.startBatch();
    this.armWaitTimer();
  }

  private clearTimers(): void {
    if (this.immediate) clearImmediate(this.immediate);
    this.immediate = null;
    if (this.waitTimer) clearTimeout(this.waitTimer);
    this.waitTimer = null;
  }

  private startBatch(): void {
    const batch = this.queue.splice(0, this.maxBatch);
    if (batch.length === 0) return;
    this.lastBatchStartedAt = performance.now();
    this.inFlight++;
    this.inFlightWrites += batch.length;
    void this.commitBatch(batch).finally(() => {
      this.inFlight--;
      this.inFlightWrites -= batch.length;
      // Everything that waited while the slots were busy goes out now, as one batch.
      if (this.queue.length > 0) this.flushNow();
      // close() re-checks its condition on every wake-up.
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const w of waiters) w();
    });
  }

  private async commitBatch(batch: Pending[]): Promise<void> {
    const writes = batch.map((p) => p.tx);
    try {
      const started = performance.now();
      const won = await this.runWithRetry(writes);
      this.afterCommit(writes, won);
      this.batchObserver?.(writes.length, (performance.now() - started) / 1000);
      for (const p of batch) p.resolve(won.has(p.tx));
      return;
    } catch (err) {
      this.counters.failedBatches++;
      // A statement error (SQLSTATE set) may come from one bad row: commit the others one by
      // one so a single poisoned write cannot fail its whole batch. Connection errors fail all.
      if (batch.length === 1 || !sqlState(err)) {
        this.opts.log?.({ level: 'error', msg: 'transaction batch failed', size: batch.length, err: String(err) });
        for (const p of batch) p.reject(err);
        return;
      }
    }
    for (const p of batch) {
      try {
        const won = await this.runWithRetry([p.tx]);
        this.afterCommit([p.tx], won);
        p.resolve(won.has(p.tx));
      } catch (err) {
        this.opts.log?.({ level: 'error', msg: 'transaction write failed', id: p.tx.id, err: String(err) });
        p.reject(err);
      }
    }
  }

  private async runWithRetry(writes: TransactionWrite[]): Promise<Set<TransactionWrite>> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.commit(writes);
      } catch (err) {
        if (attempt < 2 && RETRYABLE.has(sqlState(err) ?? '')) continue;
        throw err;
      }
    }
  }

  private afterCommit(writes: TransactionWrite[], won: Set<TransactionWrite>): void {
    this.counters.batches++;
    this.counters.writes += won.size;
    this.counters.lost += writes.length - won.size;
    if (writes.length > this.counters.largestBatch) this.counters.largestBatch = writes.length;
    const stored: TransactionWrite[] = [];
    for (const w of writes) {
      if (!won.has(w)) continue;
      stored.push(w);
      const locationId = w.location?.id ?? w.locationId;
      if (locationId) this.knownLocations.add(locationId);
      if (w.merchantId) this.knownMerchants.add(w.merchantId);
    }
    this.opts.onCommitted?.(stored);
  }

  /** One statement (= one database transaction) for the whole batch; returns the writes stored. */
  private async commit(all: TransactionWrite[]): Promise<Set<TransactionWrite>> {
    // Two writes of one batch with the same key would make ON CONFLICT DO UPDATE touch a row
    // twice (an error): the later ones are left out and lose, like a write from another node.
    // Sorted by (org, key): batches of different nodes then lock key rows in the same order
    // (no deadlock when two batches share keys).
    let writes = all;
    if (all.length > 1) {
      // Sorted, a key's writes are adjacent: the first of each run is kept.
      const sorted = all.slice().sort(byOrgAndKey);
      writes = [sorted[0]!];
      for (let i = 1; i < sorted.length; i++) {
        const w = sorted[i]!, prev = sorted[i - 1]!;
        if (w.orgId !== prev.orgId || w.idempotencyKey !== prev.idempotencyKey) writes.push(w);
      }
    }
    const n = writes.length;
    const ids = new Array<string>(n), orgs = new Array<string>(n), keys = new Array<string>(n);
    const raws = new Array<string>(n), dirs = new Array<string>(n), countries = new Array<string>(n);
    const statuses = new Array<string>(n), partials = new Array<string>(n), errors = new Array<string>(n);
    const created = new Array<string>(n), times = new Array<number>(n);
    // The results joined with RS as one UTF-8 parameter: the workers' bytes go in as they are.
    const results: JsonPieces = [];
    const merchantIds = new Array<string | null>(n), locationIds = new Array<string | null>(n);
    const locations = new Map<string, string>();
    // Merchants not known to be stored: (merchant id, write id, data) per write naming one; the
    // statement stores each once, from a write that was stored.
    const newMerchantIds: string[] = [], newMerchantTxIds: string[] = [], newMerchantJsons: string[] = [];
    const charged = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      const w = writes[i]!;
      ids[i] = w.id; orgs[i] = w.orgId; keys[i] = w.idempotencyKey; raws[i] = w.raw;
      dirs[i] = w.direction; countries[i] = w.country; statuses[i] = w.status; partials[i] = w.partial ? 't' : 'f';
      errors[i] = w.errorsJson ?? JSON.stringify(w.errors); created[i] = w.createdAt.toISOString();
      times[i] = Math.max(0, Math.round(w.processingTimeMs));
      if (i > 0) results.push(RS_BYTE);
      results.push(w.resultJson);
      const locationId = w.location?.id ?? w.locationId ?? null;
      merchantIds[i] = w.merchantId; locationIds[i] = locationId;
      if (locationId !== null && !this.knownLocations.has(locationId) && !locations.has(locationId)) {
        const json = w.locationJson ?? (w.location ? JSON.stringify(w.location) : null);
        if (json !== null) locations.set(locationId, json);
      }
      if (w.merchantId && w.merchantJson !== null && !this.knownMerchants.has(w.merchantId)) {
        newMerchantIds.push(w.merchantId);
        newMerchantTxIds.push(w.id);
        newMerchantJsons.push(w.merchantJson);
      }
      charged[i] = Math.max(0, Math.round(w.charge));
    }

    // ONE statement: data-modifying CTEs all run to completion inside the statement's implicit
    // transaction, so the batch is atomic without BEGIN/COMMIT round trips (which cost more
    // than the inserts themselves on PGlite, where every protocol message crosses into WASM).
    const rows = await this.sql<{ ord: number }[]>`
      WITH u AS (
        SELECT * FROM unnest(${plainArray(ids)}::uuid[], ${plainArray(orgs)}::uuid[], ${quotedArray(keys)}::text[], ${quotedArray(raws)}::text[], ${quotedArray(dirs)}::text[],
                             ${quotedArray(countries)}::text[], ${quotedArray(statuses)}::text[], ${plainArray(partials)}::text[],
                             string_to_array(${errors.join(RS)}::text, chr(30)),
                             ${plainArray(created)}::text[], ${plainArray(times)}::int4[], string_to_array(${this.sql.typed(joinJsonPieces(results), TEXT_OID)}::text, chr(30)),
                             ${plainArray(merchantIds)}::uuid[], ${plainArray(locationIds)}::uuid[], ${plainArray(charged)}::int4[])
          WITH ORDINALITY AS u(id, org_id, key, raw, direction, country, status, partial, errors, created_at, ms, result,
               merchant_id, location_id, charged, ord)
      ),
      -- The idempotency claim: a new key, a key expired (24 h), a pending claim left by a dead
      -- node of an earlier version (2 min), or a pending claim this very write made (earlier
      -- versions claimed first) is taken; any other live row wins and this write is dropped.
      claim AS (
        INSERT INTO idempotency_keys AS k (org_id, key, transaction_id, state, created_at)
        SELECT u.org_id, u.key, u.id, 'completed', now() FROM u
        ON CONFLICT (org_id, key) DO UPDATE
          SET transaction_id = excluded.transaction_id, state = 'completed', created_at = now()
          WHERE k.transaction_id = excluded.transaction_id
             OR k.created_at < now() - interval '24 hours'
             OR (k.state = 'pending' AND k.created_at < now() - interval '2 minutes')
        RETURNING k.transaction_id AS id
      ),
      ins AS (
        INSERT INTO transactions (id, org_id, idempotency_key, raw, direction, country, status, partial, errors,
                                  created_at, processing_time_ms, result, merchant_id, location_id, credits_charged)
        SELECT u.id, u.org_id, u.key, u.raw, u.direction, u.country, u.status, u.partial::boolean,
               CASE WHEN u.errors = '[]' THEN '{}'::text[] ELSE ARRAY(SELECT jsonb_array_elements_text(u.errors::jsonb)) END, u.created_at::timestamptz, u.ms,
               u.result, u.merchant_id, u.location_id, u.charged
        FROM u JOIN claim c ON c.id = u.id
        ON CONFLICT (id) DO NOTHING
        RETURNING id
      ),
      loc AS (
        INSERT INTO locations (id, data)
        SELECT l.id, l.data::json
        FROM unnest(${[...locations.keys()]}::uuid[], string_to_array(${[...locations.values()].join(RS)}::text, chr(30))) AS l(id, data)
        ON CONFLICT (id) DO NOTHING
        RETURNING 1
      ),
      -- Merchants found by enrichment but absent from the reference data, stored with the
      -- transactions that name them so GET /v1/merchants/{id} resolves every id an enrichment
      -- returned. Their JSON comes from the worker: reading it out of the stored result made
      -- PostgreSQL parse every such row's whole result (docs/BENCHMARKS.md).
      mer AS (
        INSERT INTO merchants (id, source, data)
        SELECT DISTINCT ON (m.id) m.id, 'derived', m.data::json
        FROM unnest(${newMerchantIds}::uuid[], ${newMerchantTxIds}::uuid[],
                    string_to_array(${newMerchantJsons.join(RS)}::text, chr(30))) AS m(id, tx, data)
        JOIN ins ON ins.id = m.tx
        ORDER BY m.id
        ON CONFLICT (id) DO NOTHING
        RETURNING 1
      )
      -- Which writes were stored, by position in the batch: small integers to parse, where uuid
      -- texts cost the main thread a string and a hash lookup each (~3 % of it under load).
      SELECT u.ord::int4 AS ord FROM claim JOIN u ON u.id = claim.id`;
    const won = new Set<TransactionWrite>();
    for (const r of rows) won.add(writes[r.ord - 1]!);
    return won;
  }
}

function byOrgAndKey(a: TransactionWrite, b: TransactionWrite): number {
  if (a.orgId !== b.orgId) return a.orgId < b.orgId ? -1 : 1;
  return a.idempotencyKey < b.idempotencyKey ? -1 : a.idempotencyKey > b.idempotencyKey ? 1 : 0;
}

function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}
