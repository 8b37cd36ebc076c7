// Exact result cache: the engine is a pure function of (title, country, type) and its data, so a
// repeat (subscriptions, chains, a retry) is answered from memory without the worker hop.
// Only complete results are kept (a partial one hit its time budget: another try may do better).
// Entries belong to one data version (reported by the workers with every batch); when a worker
// reports another version the cache is cleared, so a cached answer is always the one the engine
// would give now.
//
// Admission: a result is kept only for a key seen before (a doorkeeper of recent keys, as in
// TinyLFU). A feed of new titles would otherwise fill the cache with ~2.4 KB entries that are
// never read again: each one outlives the young generation, so the main thread's old generation
// grew by the cache's size (24 MB at 10,000 entries) and was mark-compacted about once a second
// at full load. A repeat costs one extra worker trip, on its second sighting only.
import { LRUCache } from 'lru-cache';
import { RecentSet } from '../recent-set.js';
import { flat } from '../flat-string.js';
import type { Direction } from '../../workers/engine/types.js';
import type { EnrichReply } from '../../workers/protocol.js';

export interface ResultCacheStats {
  size: number;
  max: number;
  hits: number;
  misses: number;
  /** hits / (hits + misses) since start, 0 when nothing was asked. */
  hitRate: number;
  /** Results not kept because their key had not been seen before (the doorkeeper). */
  notAdmitted: number;
  dataVersion: string | null;
}

export class ResultCache {
  private readonly lru: LRUCache<string, EnrichReply> | null;
  /** Keys asked for once and not cached (yet); as many as the cache holds, up to twice that. */
  private readonly seen: RecentSet;
  private version: string | null = null;
  private hits = 0;
  private misses = 0;
  private notAdmitted = 0;

  /** `max` 0 disables the cache. */
  constructor(private readonly max: number) {
    this.lru = max > 0 ? new LRUCache<string, EnrichReply>({ max }) : null;
    this.seen = new RecentSet(Math.max(1, max));
  }

  get(title: string, country: string, type: Direction): EnrichReply | undefined {
    if (this.lru === null) return undefined;
    const hit = this.lru.get(key(title, country, type));
    if (hit === undefined) this.misses++;
    else this.hits++;
    return hit;
  }

  /** Stores a result computed under `dataVersion`; a new version clears everything older. */
  set(title: string, country: string, type: Direction, reply: EnrichReply, dataVersion: string): void {
    if (this.lru === null) return;
    if (dataVersion !== this.version) {
      this.clear();
      this.version = dataVersion;
    }
    if (reply.partial) return;
    const k = flat(key(title, country, type)); // kept: a rope would keep its nodes (src/flat-string.ts)
    if (this.seen.has(k)) this.lru.set(k, { ...reply, json: ownCopy(reply.json) });
    else {
      this.seen.add(k);
      this.notAdmitted++;
    }
  }

  clear(): void {
    this.lru?.clear();
    this.seen.clear();
  }

  stats(): ResultCacheStats {
    const asked = this.hits + this.misses;
    return { size: this.lru?.size ?? 0, max: this.max, hits: this.hits, misses: this.misses, hitRate: asked === 0 ? 0 : Math.round((this.hits / asked) * 10000) / 10000, notAdmitted: this.notAdmitted, dataVersion: this.version };
  }
}

/**
 * The result bytes in a buffer of their own: the reply's are a view of the worker's whole batch
 * message, which a cached entry would otherwise keep alive (and Node's pool slabs are shared).
 */
function ownCopy(bytes: Buffer): Buffer {
  const out = Buffer.allocUnsafeSlow(bytes.length);
  out.set(bytes);
  return out;
}

function key(title: string, country: string, type: Direction): string {
  return `${type}\u0000${country}\u0000${title}`;
}
