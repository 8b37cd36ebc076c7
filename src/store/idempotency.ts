// Idempotency keys: the database enforces uniqueness of (org_id, key) when the result is
// WRITTEN (the writer's batch inserts the key row under the primary key, ON CONFLICT), so no
// request pays a commit of its own to claim a key. Before the work, a request only looks its key
// up: a cache of completed keys in memory first, then one indexed read, batched per tick.
import { LRUCache } from 'lru-cache';
import type { Sql } from './connection.js';
import { TickBatcher } from './tick-batcher.js';
import type { IdempotencyClaim } from './types.js';
import { flat } from '../flat-string.js';

export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** A 'pending' row (written by nodes of earlier versions) older than this belongs to a dead request. */
export const PENDING_STALE_MS = 2 * 60_000;

interface Lookup { orgId: string; key: string }
interface KeyRow { org_id: string; key: string; transaction_id: string; state: string; age_ms: number }

export class IdempotencyKeys {
  // Completed keys are final for their 24 h: repeats are answered from memory.
  private readonly completed = new LRUCache<string, string>({ max: 100_000, ttl: IDEMPOTENCY_TTL_MS });
  private readonly lookups: TickBatcher<Lookup, IdempotencyClaim>;

  constructor(private readonly sql: Sql, maxInFlight: number) {
    this.lookups = new TickBatcher((items) => this.lookupBatch(items), maxInFlight);
  }

  /** The state of a key before any work: 'claimed' means no live row (go ahead; the write decides). */
  lookup(orgId: string, key: string): Promise<IdempotencyClaim> {
    const known = this.completed.get(`${orgId}\0${key}`);
    if (known !== undefined) return Promise.resolve({ state: 'completed', transactionId: known });
    return this.lookups.add({ orgId, key });
  }

  /** Called after a write won its key: the key now maps to this transaction for 24 h. */
  markCompleted(orgId: string, key: string, transactionId: string, ageMs = 0): void {
    // Keep a margin before the database row expires.
    const ttl = IDEMPOTENCY_TTL_MS - ageMs - 60_000;
    // Flat: a kept rope costs its nodes for the entry's 24 h (src/flat-string.ts).
    if (ttl > 0) this.completed.set(flat(`${orgId}\0${key}`), transactionId, { ttl });
  }

  /** The row that beat a write to its key (read after that write's batch committed). */
  async winner(orgId: string, key: string): Promise<IdempotencyClaim> {
    const [row] = await this.sql<KeyRow[]>`
      SELECT transaction_id, state, (extract(epoch FROM now() - created_at) * 1000)::float8 AS age_ms
      FROM idempotency_keys WHERE org_id = ${orgId} AND key = ${key}`;
    if (row?.state === 'completed') {
      this.markCompleted(orgId, key, row.transaction_id, row.age_ms);
      return { state: 'completed', transactionId: row.transaction_id };
    }
    return { state: 'in_progress' }; // a pending row of an older node, or a row deleted meanwhile
  }

  private async lookupBatch(items: readonly Lookup[]): Promise<IdempotencyClaim[]> {
    const orgs = items.map((i) => i.orgId);
    const keys = items.map((i) => i.key);
    const rows = await this.sql<KeyRow[]>`
      SELECT k.org_id, k.key, k.transaction_id, k.state,
             (extract(epoch FROM now() - k.created_at) * 1000)::float8 AS age_ms
      FROM unnest(${orgs}::uuid[], ${keys}::text[]) AS q(org_id, key)
      JOIN idempotency_keys k ON k.org_id = q.org_id AND k.key = q.key`;
    const found = new Map<string, KeyRow>();
    for (const r of rows) found.set(`${r.org_id.toLowerCase()}\0${r.key}`, r);
    return items.map((it) => {
      const r = found.get(`${it.orgId.toLowerCase()}\0${it.key}`);
      if (r === undefined || r.age_ms >= IDEMPOTENCY_TTL_MS) return { state: 'claimed' } as const;
      if (r.state === 'completed') {
        this.markCompleted(it.orgId, it.key, r.transaction_id, r.age_ms);
        return { state: 'completed', transactionId: r.transaction_id } as const;
      }
      return r.age_ms >= PENDING_STALE_MS ? ({ state: 'claimed' } as const) : ({ state: 'in_progress' } as const);
    });
  }
}
